// The printPositions host operation (issue 8): the report and its PDF are for the side this screen shows, from
// that side's view, so under fog of war neither holds an enemy unit the side may not see; the map image must be
// a PNG; there must be a game.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.js';
import type { HostService } from '../../services/host-service.js';
import { tempDir } from '../../services/fixtures/helpers.js';
import { ROOT_MODULES_DIR, shippedHost, value } from '../../services/fixtures/isabella-dir.js';
import { FOGGED_POSITION, HIDDEN_FROM_ALLIES } from '../../services/positions.fixture.js';
import { pngOfDataUrl } from './print.js';

const PDFTOTEXT = '/usr/bin/pdftotext';

/** The PDF's text (pdftotext; positions-pdf.test.ts reads it closely), or '' where poppler-utils is missing. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  if (!existsSync(PDFTOTEXT)) return '';
  const { dir, cleanup } = await tempDir('sandtable-print-');
  try {
    await writeFile(join(dir, 'p.pdf'), pdf);
    return execFileSync(PDFTOTEXT, [join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    await cleanup();
  }
}

let service: HostService;
let close: () => Promise<void>;
let saved = '';

/** A save file of FOGGED_POSITION in enforced mode, made by the command line. */
async function foggedSaveText(): Promise<string> {
  const { dir, cleanup } = await tempDir('sandtable-print-');
  try {
    const pos = join(dir, 'pos.json');
    const file = join(dir, 'fog.sandtable');
    await writeFile(pos, JSON.stringify(FOGGED_POSITION));
    const args = ['new', '--module', 'isabella', '--scenario', 'campaign', '--mode', 'enforced', '--seed', 'p'];
    const quiet = { out: () => {}, err: () => {} };
    expect(await main(['--modules', ROOT_MODULES_DIR, ...args, '--position', pos, '-o', file], quiet)).toBe(0);
    return await readFile(file, 'utf8');
  } finally {
    await cleanup();
  }
}

beforeAll(async () => {
  ({ service, close } = await shippedHost());
  saved = await foggedSaveText();
});
afterAll(() => close());

describe('printPositions', () => {
  it('needs a game', async () => {
    expect(await service.printPositions({ language: 'en' })).toMatchObject({ ok: false, error: { code: 'no-game' } });
  });

  it("prints the screen side's view: no hidden enemy unit in the report or the PDF", async () => {
    value(await service.openContents({ name: 'fog.sandtable', text: saved }));
    value(await service.getSnapshot({ side: 'allied' }));
    const allied = value(await service.printPositions({ language: 'en' }));
    expect(allied.report).toMatchObject({ side: 'allied', sideName: 'Allied', language: 'en' });
    const pdf = Buffer.from(allied.pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const everything = JSON.stringify(allied.report) + (await pdfText(pdf));
    for (const u of HIDDEN_FROM_ALLIES) {
      expect(everything).not.toContain(u.def);
      expect(everything).not.toContain(u.name);
    }
    expect(allied.report.rows.find((r) => r.location === '3311')).toMatchObject({ stack: 3, hidden: 2 });
    if (existsSync(PDFTOTEXT)) expect(await pdfText(pdf)).toContain('3rd SS PzGr (Totenkopf)');

    value(await service.getSnapshot({ side: 'axis' }));
    const axis = value(await service.printPositions({ language: 'es', markers: false }));
    expect(axis.report).toMatchObject({ side: 'axis', sideName: 'Eje', language: 'es' });
    const burgos = axis.report.rows.find((r) => r.location === '3311')!;
    expect(burgos.pieces.map((p) => p.def)).toEqual(expect.arrayContaining(HIDDEN_FROM_ALLIES.map((u) => u.def)));
    expect(JSON.stringify(axis.report)).not.toContain('"kind":"marker"');
  });

  it('takes a PNG data URL of the map, and refuses anything else', async () => {
    value(await service.openContents({ name: 'fog.sandtable', text: saved }));
    const png = await readFile(join(ROOT_MODULES_DIR, 'isabella', 'preview.png'));
    const mapImage = `data:image/png;base64,${png.toString('base64')}`;
    const plain = value(await service.printPositions({ language: 'en' }));
    const withMap = value(await service.printPositions({ language: 'en', mapImage }));
    expect(withMap.pdf.length).toBeGreaterThan(plain.pdf.length + png.length / 2);
    const notPng = await service.printPositions({ language: 'en', mapImage: 'data:image/png;base64,AAAA' });
    expect(notPng).toMatchObject({ ok: false, error: { code: 'bad-image' } });
    const jpeg = await service.printPositions({ language: 'en', mapImage: 'data:image/jpeg;base64,AAAA' });
    expect(jpeg).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    expect(await service.printPositions({ language: 'fr' as 'en' })).toMatchObject({ ok: false });
  });

  it('reads a PNG data URL by its signature', () => {
    expect(pngOfDataUrl('data:image/png;base64,iVBORw0KGgoAAAA')).not.toBeNull();
    expect(pngOfDataUrl('data:image/png;base64,R0lGODlh')).toBeNull();
    expect(pngOfDataUrl('data:text/plain;base64,iVBORw0KGgo=')).toBeNull();
  });
});
