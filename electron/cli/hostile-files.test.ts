// Every command of the command line on every hostile file (e2e/fixtures/bad, the JSON gate's cases, sealed games
// by e-mail for each side) and on bad arguments, run in-process through main(): never a stack trace, never an
// error's dump, and a failure is one line on stderr with a non-zero exit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURE_MODULES_DIR, playedSave, shuttleMoves, tempDir } from '../services/fixtures/helpers.js';
import { ROOT_MODULES_DIR } from '../services/fixtures/isabella-dir.js';
import { serializeSaveFile } from '../services/savefile.js';
import { sealedIsabellaFiles } from './fixtures/sealed-game.js';
import { main } from './main.js';

const BAD = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'e2e', 'fixtures', 'bad');
let dir: Awaited<ReturnType<typeof tempDir>>;
/** The files, by name, of the fixture module "test" (red and blue) and of Operation Isabella. */
const testFiles = new Map<string, string>();
const isabellaFiles = new Map<string, string>();

/** One run of the command line in this process: its exit code and what it wrote. */
async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (t) => void out.push(t), err: (t) => void err.push(t) });
  return { code, out: out.join(''), err: err.join('') };
}

/** Holds a run to the rules: no stack trace or error dump anywhere, and a failure said in one line. */
function clear(r: { code: number; out: string; err: string }, what: string): void {
  const all = `${r.out}\n${r.err}`;
  expect(all, `${what}: a stack trace`).not.toMatch(/^\s+at /m);
  expect(all, `${what}: an error's dump`).not.toMatch(/\b\w*Error\b:|\bError:/);
  const lines = r.err.split('\n').filter((l) => l !== '' && !l.startsWith('warning: '));
  if (r.code === 0) expect(lines, `${what}: stderr of a success`).toEqual([]);
  else expect(lines, `${what}: stderr of a failure`).toHaveLength(1);
}

beforeAll(async () => {
  dir = await tempDir('sandtable-hostile-');
  for (const name of await readdir(BAD)) {
    if (!name.endsWith('.sandtable')) continue;
    await copyFile(join(BAD, name), join(dir.dir, name));
    testFiles.set(name, join(dir.dir, name));
  }
  const { file } = await playedSave(shuttleMoves(3));
  const text = serializeSaveFile(file);
  const cases: Record<string, string> = {
    'deep-20000': text.replace('"args":{', `"args":{"deep":${'['.repeat(20_000)}${']'.repeat(20_000)},`),
    'deep-args-40': text.replace('"args":{', `"args":{"deep":${'['.repeat(40)}${']'.repeat(40)},`),
    'string-10mb': text.replace('"args":{', `"args":{"note":"${'x'.repeat(10_000_000)}",`),
    'dup-top': text.replace('\n"log":', `\n"setup":${JSON.stringify(file.setup)},\n"log":`),
    'dup-deep': text.replace('"hex":"0102"', '"hex":"0505","hex":"0102"'),
    'infinity-options': text.replace('"options":{}', '"options":{"supply":1e309}'),
    'negative-zero': text.replace('"seq":1,', '"seq":-0,'),
    'one-point-zero': text.replace('"seq":1,', '"seq":1.0,'),
    'not-an-object': '[1,2,3]',
    empty: '',
    bom: `\ufeff${text}`,
    unsigned: text,
  };
  for (const [name, content] of Object.entries(cases)) {
    expect(content === text && name !== 'unsigned', name).toBe(false);
    const path = join(dir.dir, `${name}.sandtable`);
    await writeFile(path, content);
    testFiles.set(name, path);
  }
  const sealed = await sealedIsabellaFiles();
  for (const [name, content] of Object.entries(sealed)) {
    const path = join(dir.dir, `sealed-${name}.sandtable`);
    await writeFile(path, content);
    isabellaFiles.set(name, path);
  }
  await mkdir(join(dir.dir, 'a-folder.sandtable'));
  testFiles.set('a folder', join(dir.dir, 'a-folder.sandtable'));
}, 60_000);
afterAll(async () => {
  await dir.cleanup();
});

/** Every command on `file` (act last: it rewrites a file it can open), with the module's sides and an action. */
function commands(file: string, mods: string, side: string, scenario: string, module: string): string[][] {
  const action = JSON.stringify({ side, verb: 'note', args: { text: 'x' } });
  const out = join(dir.dir, 'new.sandtable');
  return [
    ['view', file, '--side', side],
    ['legal', file, '--side', side],
    ['preview', file, '--action', action],
    ['verify', file],
    ['verify', file, '--require-signed'],
    ['replay', file],
    ['positions', file],
    ['positions', file, '--side', side, '--format', 'csv'],
    ['new', '--module', module, '--scenario', scenario, '-o', out, '--force', '--position', file],
    ['act', file, '--action', action],
  ].map((c) => ['--modules', mods, ...c]);
}

describe('the command line on hostile files', () => {
  it('refuses every hostile file on every command in one line, and opens the valid ones', async () => {
    const valid = new Set(['bom', 'unsigned']);
    // As a position for `new`, any JSON object the gate lets through does (the rules read what they know of it).
    const objects = new Set([...valid, 'invalid', 'newer', 'tampered', 'unknown-module', 'deep-args-40']);
    for (const [name, file] of testFiles) {
      for (const args of commands(file, FIXTURE_MODULES_DIR, 'red', 'meeting', 'test')) {
        const r = await run(...args);
        clear(r, `${name}: ${args[2]}`);
        const fails = args.includes('--position')
          ? !objects.has(name.replace(/\.sandtable$/, ''))
          : // The table rules of the fixture module have no preview.
            !valid.has(name) || args.includes('--require-signed') || args.includes('preview');
        expect(r.code !== 0, `${name}: ${args.slice(2).join(' ')}: ${r.err}`).toBe(fails);
      }
    }
  }, 120_000);

  it('names each refusal of the gate and of the bounds on entries', async () => {
    // replay reads the file as every command but verify does (verify checks the chain first, on the raw JSON).
    const says = async (name: string) =>
      (await run('--modules', FIXTURE_MODULES_DIR, 'replay', testFiles.get(name)!)).err;
    expect(await says('deep-20000')).toMatch(
      /^sandtable: The file nests deeper than 64 levels at \/log\/0\/args\/deep\/0\/0/,
    );
    expect(await says('deep-args-40')).toMatch(/^sandtable: Entry 0's arguments nest deeper than 32 levels/);
    expect(await says('string-10mb')).toMatch(/a string of 10,000,000 characters at \/log\/0\/args\/note/);
    expect(await says('dup-top')).toMatch(/the key "setup" twice in the object at \/ \(the top level\)/);
    expect(await says('dup-deep')).toMatch(/the key "hex" twice in the object at \/log\/1\/args\/to/);
    expect(await says('infinity-options')).toMatch(/the number 1e309 at \/setup\/options\/supply .*Infinity/);
    expect(await says('negative-zero')).toMatch(/the number -0 at \/log\/1\/seq .*writes as 0/);
    expect(await says('one-point-zero')).toMatch(/the number 1\.0 at \/log\/1\/seq .*writes as 1/);
    const bom = await run('--modules', FIXTURE_MODULES_DIR, 'verify', testFiles.get('bom')!);
    expect(bom.code).toBe(0);
    expect(JSON.parse(bom.out)).toMatchObject({ ok: true, signed: false });
  });

  it('verify says what an unsigned file cannot show, and --require-signed fails it', async () => {
    const file = testFiles.get('unsigned')!;
    const r = await run('--modules', FIXTURE_MODULES_DIR, 'verify', file);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^warning: The file is not signed .*a dropped tail or a rewritten history would not be/);
    const strict = await run('--modules', FIXTURE_MODULES_DIR, 'verify', file, '--require-signed');
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.out)).toMatchObject({ ok: false, signed: false });
    expect(strict.err).toMatch(/^sandtable: The file is not signed .* \(--require-signed\)\n$/);
    const signed = await run('verify', isabellaFiles.get('toAllied')!, '--require-signed');
    expect(signed.code).toBe(0);
    expect(JSON.parse(signed.out)).toMatchObject({ ok: true, signed: true });
  });

  it('a sealed game by e-mail, for each side: its view with a warning, or one line saying why not', async () => {
    for (const [name, file] of isabellaFiles) {
      for (const side of ['axis', 'allied']) {
        for (const args of commands(file, ROOT_MODULES_DIR, side, 'campaign', 'isabella')) {
          if (args.includes('act') || args.includes('--position')) continue;
          clear(await run(...args), `${name} ${side}: ${args[2]}`);
        }
      }
    }
    // After the German set-up, the Allied player is to act: his moves need his units' faces, sealed to him.
    const mods = ['--modules', ROOT_MODULES_DIR];
    const refused = await run(...mods, 'legal', isabellaFiles.get('toAllied')!, '--side', 'allied');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^sandtable: The allied side's hidden units \(allied-h1, .*\) are sealed to its player/,
    );
    const shown = await run(...mods, 'view', isabellaFiles.get('toAllied')!, '--side', 'axis');
    expect(shown.code).toBe(0);
    expect(shown.err).toMatch(/^warning: \d+ of the axis side's units \(axis-h\d+.*\) are sealed to its player/);
    expect(JSON.parse(shown.out).side).toBe('axis');
  });

  it('bad arguments get one line each', async () => {
    const file = testFiles.get('unsigned')!;
    const deep = JSON.stringify({
      side: 'red',
      verb: 'note',
      args: { a: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]] },
    });
    const cases = [
      ['replay', file, '--to', 'abc'],
      ['replay', file, '--to', '999'],
      ['positions', file, '--format', 'xml'],
      ['positions', file, '--lang', 'fr'],
      ['positions', file, '--pdf', join(dir.dir, 'no', 'such', 'x.pdf')],
      ['positions', file, '--map-image', join(dir.dir, 'missing.png')],
      ['view', file, '--side', 'nosuch'],
      ['legal', file],
      ['act', file, '--action', '{bad'],
      ['act', file, '--action', '[]'],
      ['act', file, '--action', deep],
      ['act', file, '--action', '{"side":"red","verb":"note","args":{"n":1e309}}'],
      ['act', file, '--action', '{"side":"red","verb":"note","args":{"text":"a","text":"b"}}'],
      ['act', file, '--action', '{"side":"red","verb":"nosuch","args":{}}'],
      ['new', '--module', 'nosuch', '--scenario', 'x', '-o', join(dir.dir, 'x.sandtable')],
      ['new', '--module', 'test', '--scenario', 'nosuch', '-o', join(dir.dir, 'y.sandtable')],
      ['new', '--module', 'test', '--scenario', 'meeting', '--mode', 'strict', '-o', join(dir.dir, 'z.sandtable')],
      ['verify', join(dir.dir, 'missing.sandtable')],
      ['frobnicate'],
    ];
    for (const args of cases) {
      const r = await run('--modules', FIXTURE_MODULES_DIR, ...args);
      clear(r, args.join(' '));
      expect(r.code, args.join(' ')).not.toBe(0);
    }
    const noModules = await run('--modules', join(dir.dir, 'nowhere'), 'verify', file);
    clear(noModules, 'no modules folder');
    expect(noModules.code).not.toBe(0);
  });
});
