// One test per class of bad file: the error names the problem, the game on screen stays exactly as it was,
// and nothing on disk changes.

import { expect, test, type Page } from '@playwright/test';
import { readFileSync, readdirSync, statSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { genesisHash } from '../engine/core/genesis.js';
import { idle, makeDirs, newGame, openApp, saveAs, startHost, type RunningHost, view } from './host.js';

let host: RunningHost;
let page: Page;
let base: any;
let dirs: { dataDir: string; docsDir: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  dirs = makeDirs();
  host = await startHost(dirs);
  page = await browser.newPage();
  await openApp(page, host);
  await newGame(page);
  await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
  await idle(page);
  await saveAs(page, 'base');
  base = JSON.parse(readFileSync(join(dirs.docsDir, 'base.sandtable'), 'utf8'));
});

test.afterAll(async () => {
  await page?.close();
  await host?.stop();
});

/** Every file in the documents folder with its bytes, to prove nothing on disk changed. */
function snapshotDisk(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dirs.docsDir)) {
    const p = join(dirs.docsDir, name);
    out[name] = statSync(p).size > 1_000_000 ? `size:${statSync(p).size}` : readFileSync(p, 'utf8');
  }
  return out;
}

/** Try to open `name` from the Open dialog's list and return the alert text; checks the game is unchanged. */
async function openBad(name: string, expected: RegExp): Promise<void> {
  const before = await view(page);
  const revBefore = await page.evaluate(() => (window as any).__sandtable.revision());
  const disk = snapshotDisk();
  await page.getByRole('button', { name: 'Open…', exact: true }).click();
  const open = page.getByTestId('open-dialog');
  await open.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(expected);
  await idle(page);
  expect(await view(page)).toEqual(before);
  expect(await page.evaluate(() => (window as any).__sandtable.revision())).toBe(revBefore);
  expect(snapshotDisk()).toEqual(disk);
  // Dismiss the error so the next test starts clean.
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  if (await dismiss.count()) await dismiss.first().click();
}

test('malformed JSON', async () => {
  writeFileSync(join(dirs.docsDir, 'malformed.sandtable'), '{"formatVersion": 1, "app": {,,}');
  await openBad('malformed.sandtable', /JSON/i);
});

test('schema-invalid content', async () => {
  const bad = structuredClone(base);
  bad.log = 'not a list';
  writeFileSync(join(dirs.docsDir, 'invalid.sandtable'), JSON.stringify(bad));
  await openBad('invalid.sandtable', /log/i);
});

test('a newer formatVersion', async () => {
  const bad = structuredClone(base);
  bad.formatVersion = 99;
  writeFileSync(join(dirs.docsDir, 'newer.sandtable'), JSON.stringify(bad));
  await openBad('newer.sandtable', /newer/i);
});

test('an unknown module', async () => {
  // A game that really started with a module this app lacks (its genesis commits to that module): an unsigned
  // one with no moves, since editing the module of a signed game is tampering and is refused as such.
  const bad = structuredClone(base);
  bad.module.id = 'no-such-module';
  bad.log = [];
  bad.players = [];
  delete bad.head;
  bad.genesis = genesisHash({ module: bad.module, setup: bad.setup, players: [] });
  writeFileSync(join(dirs.docsDir, 'unknown.sandtable'), JSON.stringify(bad));
  await openBad('unknown.sandtable', /no-such-module/);
});

test('a truncated file', async () => {
  const text = JSON.stringify(base, null, 2);
  writeFileSync(join(dirs.docsDir, 'truncated.sandtable'), text.slice(0, Math.floor(text.length / 2)));
  await openBad('truncated.sandtable', /truncated/i);
});

test('a file over 50 MB', async () => {
  const p = join(dirs.docsDir, 'huge.sandtable');
  const fd = openSync(p, 'w');
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < 51; i++) writeSync(fd, chunk);
  closeSync(fd);
  await openBad('huge.sandtable', /50 MB/);
});

test('a file over 50 MB picked from this computer is refused before it is read', async () => {
  const before = await view(page);
  const revBefore = await page.evaluate(() => (window as any).__sandtable.revision());
  await page.getByRole('button', { name: 'Open…', exact: true }).click();
  const open = page.getByTestId('open-dialog');
  // Outside the documents folder, as a file elsewhere on the person's computer.
  const picked = join(dirs.dataDir, 'picked-huge.sandtable');
  writeFileSync(picked, Buffer.alloc(51 * 1024 * 1024, 0x20));
  await open.getByLabel('Open a file from this computer').setInputFiles(picked);
  await expect(page.getByRole('alert')).toContainText(/50 MB/);
  await idle(page);
  expect(await view(page)).toEqual(before);
  expect(await page.evaluate(() => (window as any).__sandtable.revision())).toBe(revBefore);
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  if (await dismiss.count()) await dismiss.first().click();
});

test('a __proto__ key', async () => {
  const text = JSON.stringify(base).replace('{', '{"__proto__":{"polluted":true},');
  writeFileSync(join(dirs.docsDir, 'proto.sandtable'), text);
  await openBad('proto.sandtable', /__proto__/);
  expect(await page.evaluate(() => (({}) as any).polluted)).toBeUndefined();
});
