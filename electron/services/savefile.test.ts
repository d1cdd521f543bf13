import { SAVE_MIGRATIONS } from '../../schemas/migrations/index.js';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeEntry } from '../../engine/core/log.js';
import { MAX_SAVE_BYTES, type SaveFile } from '../../schemas/save.js';
import { FORBIDDEN_KEYS, findForbiddenKey } from './forbidden.js';
import { lineColumn, parseSaveFile, serializeSaveFile, type KnownModule } from './savefile.js';
import { formatZero, playedSave, shuttleMoves } from './fixtures/helpers.js';

async function sample(n = 3): Promise<{ file: SaveFile; known: KnownModule[] }> {
  const { file, loaded } = await playedSave(shuttleMoves(n));
  return { file, known: [{ id: 'test', version: loaded.info.version, contentHash: loaded.contentHash }] };
}

describe('parseSaveFile', () => {
  it('accepts a saved game it wrote, unchanged', async () => {
    const { file, known } = await sample();
    const r = parseSaveFile(serializeSaveFile(file), known);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.file).toEqual(file);
      expect(r.warnings).toEqual([]);
    }
  });

  it('refuses a file over 50 MB before parsing it (too-large)', () => {
    const big = ' '.repeat(MAX_SAVE_BYTES + 1);
    const r = parseSaveFile(big, []);
    expect(r).toMatchObject({ ok: false, error: { code: 'too-large' } });
    if (!r.ok) expect(r.error.message).toMatch(/50 MB/);
  });

  it('counts bytes, not characters: 20M three-byte characters are over the limit', () => {
    const r = parseSaveFile('"' + '€'.repeat(20 * 1024 * 1024) + '"', []);
    expect(r).toMatchObject({ ok: false, error: { code: 'too-large' } });
  });

  it('says a truncated file looks truncated (malformed-json)', async () => {
    const { file, known } = await sample();
    const text = serializeSaveFile(file);
    const r = parseSaveFile(text.slice(0, Math.floor(text.length / 2)), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'malformed-json' } });
    if (!r.ok) expect(r.error.message).toMatch(/truncated/);
  });

  it('names the line and column of a syntax error', () => {
    const r = parseSaveFile('{\n  "formatVersion": 1,\n  "app": x\n}', []);
    expect(r).toMatchObject({ ok: false, error: { code: 'malformed-json' } });
    if (!r.ok) expect(r.error.message).toMatch(/line 3, column 10/);
  });

  it('refuses an empty file', () => {
    expect(parseSaveFile('  \n', [])).toMatchObject({ ok: false, error: { code: 'malformed-json' } });
  });

  it.each([...FORBIDDEN_KEYS])('refuses the key %s anywhere (forbidden-key), naming its path', async (key) => {
    const { file, known } = await sample();
    const text = serializeSaveFile(file).replace('"args":{', `"args":{"${key}": {"polluted": true},`);
    const r = parseSaveFile(text, known);
    expect(r).toMatchObject({ ok: false, error: { code: 'forbidden-key' } });
    if (!r.ok) expect(r.error.message).toContain(`/log/0/args/${key}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses schema-invalid content, naming the path (invalid)', async () => {
    const { file, known } = await sample();
    const bad = JSON.parse(serializeSaveFile(file));
    bad.log[1].seq = 'one';
    const r = parseSaveFile(JSON.stringify(bad), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!r.ok) expect(r.error.message).toContain('/log/1/seq');
  });

  it('refuses unknown top-level properties (closed objects)', async () => {
    const { file, known } = await sample();
    const r = parseSaveFile(JSON.stringify({ ...file, cheat: true }), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid' } });
    if (!r.ok) expect(r.error.message).toContain('"cheat"');
  });

  it('refuses a newer format with the versions in the message (newer-format)', async () => {
    const { file, known } = await sample();
    const r = parseSaveFile(JSON.stringify({ ...file, formatVersion: 7, futureField: 1 }), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'newer-format' } });
    if (!r.ok) expect(r.error.message).toMatch(/newer Sandtable \(format 7\); this version reads up to 2/);
  });

  it('refuses a game of a module that is not installed, naming it (unknown-module)', async () => {
    const { file } = await sample();
    const r = parseSaveFile(serializeSaveFile(file), [{ id: 'isabella', version: '1', contentHash: 'a'.repeat(64) }]);
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown-module' } });
    if (!r.ok) expect(r.error.message).toContain('"test"');
  });

  it('loads with a warning when the module version or content differs (module-mismatch)', async () => {
    const { file, known } = await sample();
    const r1 = parseSaveFile(serializeSaveFile(file), [{ ...known[0], version: '2.0.0' }]);
    expect(r1.ok && r1.warnings.map((w) => w.code)).toEqual(['module-mismatch']);
    const r2 = parseSaveFile(serializeSaveFile(file), [{ ...known[0], contentHash: 'f'.repeat(64) }]);
    expect(r2.ok && r2.warnings[0].message).toMatch(/content hash differs/);
  });

  it('refuses an edited log entry, naming it (tampered)', async () => {
    const { file, known } = await sample(4);
    const bad = JSON.parse(serializeSaveFile(file));
    bad.log[2].args.to.hex = '0505';
    const r = parseSaveFile(JSON.stringify(bad), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'tampered' } });
    if (!r.ok) expect(r.error.message).toMatch(/Entry 2/);
  });

  it("refuses an entry's hash or prevHash that is not a SHA-256 in hex: the chain's check, the schema's for length", async () => {
    const { file, known } = await sample(4);
    for (const [field, value, code] of [
      ['hash', 'Z'.repeat(64), 'tampered'],
      ['prevHash', file.log[1]!.prevHash.toUpperCase(), 'tampered'],
      ['hash', '', 'tampered'],
      ['hash', 'a'.repeat(65), 'invalid'],
      ['prevHash', 7, 'invalid'],
    ] as const) {
      const bad = JSON.parse(serializeSaveFile(file));
      bad.log[1][field] = value;
      const r = parseSaveFile(JSON.stringify(bad), known);
      expect(r).toMatchObject({ ok: false, error: { code } });
      if (!r.ok && code === 'tampered') expect(r.error.message).toMatch(/Entry 1/);
    }
  });

  it('refuses a dropped entry, even with rehashed entries after it (tampered)', async () => {
    const { file, known } = await sample(4);
    const log = [file.log[0], file.log[2], file.log[3]];
    const r = parseSaveFile(JSON.stringify({ ...file, log, snapshots: [] }), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'tampered' } });
    if (!r.ok) expect(r.error.message).toMatch(/Entry 1/);
  });

  it('refuses a snapshot that points past the log', async () => {
    const { file, known } = await sample(2);
    const state = (await playedSave([])).doc.state;
    const r = parseSaveFile(JSON.stringify({ ...file, snapshots: [{ seq: 5, state }] }), known);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('migrates an older format through the append-only list (fake v0 -> v1)', async () => {
    const { file, known } = await sample(2);
    // Format "0" (invented for the test) called the log "actions" and had no snapshots.
    const v0 = formatZero(file);
    expect(parseSaveFile(v0.text, known)).toMatchObject({ ok: false, error: { code: 'old-format' } });
    const r = parseSaveFile(v0.text, known, [v0.migration, ...SAVE_MIGRATIONS]);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.file.log).toEqual(file.log);
      expect(r.warnings.map((w) => w.code)).toEqual(['migrated', 'migrated']);
    }
  });
});

describe('serializeSaveFile', () => {
  it('is stable: key order in the input does not matter, output ends with a newline', async () => {
    const { file } = await sample(2);
    const shuffled = JSON.parse(
      JSON.stringify(
        file,
        Object.keys(file)
          .reverse()
          .concat(
            ...file.log.map((e) => Object.keys(e)),
            'kind',
            'hex',
            'piece',
            'to',
            'name',
            'version',
            'id',
            'contentHash',
            'scenarioId',
            'seed',
            'mode',
            'options',
            'seq',
            'state',
            'rule',
            'section',
            'message',
            'violations',
          ),
      ),
    ) as SaveFile;
    expect(serializeSaveFile(shuffled)).toBe(serializeSaveFile(file));
    const text = serializeSaveFile(file);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.indexOf('"formatVersion"')).toBeLessThan(text.indexOf('"log"'));
  });

  it('writes one top-level key per line and one log entry per line, with no indentation', async () => {
    const { file } = await sample(3);
    const lines = serializeSaveFile(file).split('\n');
    expect(lines[0]).toBe('{');
    expect(lines[1]).toBe('"formatVersion":2,');
    const log = lines.indexOf('"log":[');
    expect(lines.slice(log + 1, log + 4).map((l) => JSON.parse(l.replace(/,$/, '')).seq)).toEqual([0, 1, 2]);
    expect(lines[log + 4]).toBe('],');
    expect(lines).toContain('"snapshots":[]');
    expect(lines.slice(-2)).toEqual(['}', '']);
    expect(lines.every((l) => !l.startsWith(' '))).toBe(true);
  });

  it('writes any other top-level key, and snapshots one per line (still read back)', async () => {
    const { file, known } = await sample(2);
    const extra = { ...file, future: { b: 1, a: [2] } } as SaveFile;
    expect(serializeSaveFile(extra)).toContain('\n"future":{"a":[2],"b":1}');
    const state = (await playedSave(shuttleMoves(1))).doc.state;
    const withSnap = { ...file, snapshots: [{ seq: 0, state }] };
    const text = serializeSaveFile(withSnap);
    expect(text).toContain('\n"snapshots":[\n{"seq":0,"state":{');
    const r = parseSaveFile(text, known);
    expect(r.ok && r.file.snapshots[0].seq).toBe(0);
  });

  it('adds one line per action: the same game with one more action differs only there', async () => {
    const a = serializeSaveFile((await sample(3)).file).split('\n');
    const b = serializeSaveFile((await sample(4)).file).split('\n');
    expect(b.length).toBe(a.length + 1);
    expect(b.filter((l) => !a.includes(l)).length).toBeLessThanOrEqual(3); // the new entry, the old last, the head
  });

  it('round-trips advisory violations on entries', async () => {
    const { file, known } = await sample(0);
    const found = [{ rule: 'x', section: '1.1', message: 'm', params: { hex: '0101' } }];
    const entry = makeEntry(null, { side: 'red', verb: 'note', args: { text: 'hi' } }, found, file.genesis);
    const r = parseSaveFile(serializeSaveFile({ ...file, log: [entry] }), known);
    expect(r.ok && r.file.log[0].violations).toEqual([{ rule: 'x', section: '1.1', params: { hex: '0101' } }]);
  });
});

describe('helpers', () => {
  it('findForbiddenKey finds an own __proto__ made by JSON.parse deep in arrays', () => {
    expect(findForbiddenKey(JSON.parse('{"a":[1,{"b":{"__proto__":{}}}]}'))).toBe('/a/1/b/__proto__');
    expect(findForbiddenKey({ a: [1, { b: 2 }] })).toBeNull();
    // The first in document order, among strings and numbers it does not need to visit.
    const text = '{"log":[{"seq":0,"hash":"ab"},{"args":{"x":"y","prototype":1}}],"z":{"constructor":2}}';
    expect(findForbiddenKey(JSON.parse(text))).toBe('/log/1/args/prototype');
    expect(findForbiddenKey('__proto__')).toBeNull();
  });
  it('lineColumn is 1-based', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('e2e/fixtures/bad', () => {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'e2e', 'fixtures', 'bad');
  it.each([
    ['malformed', 'malformed-json'],
    ['truncated', 'malformed-json'],
    ['invalid', 'invalid'],
    ['newer', 'newer-format'],
    ['unknown-module', 'unknown-module'],
    ['proto', 'forbidden-key'],
    ['tampered', 'tampered'],
  ])('%s.sandtable is refused with %s whatever modules are installed', (name, code) => {
    const text = readFileSync(join(dir, `${name}.sandtable`), 'utf8');
    expect(parseSaveFile(text, [])).toMatchObject({ ok: false, error: { code } });
  });
});
