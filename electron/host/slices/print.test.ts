// The printPositions host operation (issue 8): the report and its PDF are for the side this screen shows, from
// that side's view, so under fog of war neither holds an enemy unit the side may not see; the map image must be
// a PNG; there must be a game. The printed map the page draws (issue 26 §5) is laid out for each game, whole or
// in sheets, and anything malformed in it is refused.
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
import { MAX_SHEETS } from '../../services/positions-paper.js';
import { HAS_POPPLER, pageImages, pageSizes, pageText, solidPng } from '../../services/positions-pages.fixture.js';
import { type PaperMapArg, pngOfDataUrl } from './print.js';

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

/** A one-colour PNG as a data URL. */
const pngUrl = (w: number, h: number) =>
  `data:image/png;base64,${Buffer.from(solidPng(w, h, [90, 120, 150])).toString('base64')}`;

/** A printed map as the page sends it, of one-colour images: whole, or in `cols` × `rows` sheets. */
function paperArg(cols = 0, rows = 0): PaperMapArg {
  const extent = { x: -100, y: -50, w: 3000, h: 2400 };
  const base = { extent, whole: pngUrl(300, 240), key: pngUrl(300, 600) };
  if (cols === 0) return { layout: 'fit', ...base };
  const tiles = [];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++)
      tiles.push({ col, row, rect: { x: col * 1000, y: row * 1200, w: 1000, h: 1200 }, image: pngUrl(50, 60) });
  return { layout: 'sheets', ...base, sheets: { scale: 0.5, cols, rows, reduced: false, tiles } };
}

describe('printPositions with the printed map', () => {
  it.each(['isabella', 'crusade'])('%s: the whole map first, the sheets last', async (moduleId) => {
    value(await service.newGame({ moduleId, scenarioId: 'campaign', seed: 'paper', mode: 'enforced' }));
    const fit = value(await service.printPositions({ language: 'en', map: paperArg() }));
    const sheets = value(await service.printPositions({ language: 'es', map: paperArg(3, 2) }));
    if (!HAS_POPPLER) return;
    const { dir, cleanup } = await tempDir('sandtable-print-');
    try {
      const fitFile = join(dir, 'fit.pdf');
      const sheetsFile = join(dir, 'sheets.pdf');
      await writeFile(fitFile, Buffer.from(fit.pdf, 'base64'));
      await writeFile(sheetsFile, Buffer.from(sheets.pdf, 'base64'));
      // The whole map and its key on page 1, nothing after it but the report.
      expect(pageImages(fitFile).map((i) => [i.page, i.width, i.height])).toEqual([
        [1, 300, 240],
        [1, 300, 600],
      ]);
      expect(pageText(fitFile, 1)).toContain('The whole map');
      const pages = pageSizes(sheetsFile).length;
      const onSheets = pageImages(sheetsFile).filter((i) => i.page > 1);
      expect(onSheets.map((i) => i.page)).toEqual([1, 2, 3, 4, 5, 6].map((n) => pages - 6 + n));
      expect(pageText(sheetsFile, pages)).toMatch(/Hoja C2 del mapa, de 3 × 2; B2 a la izquierda; C1 arriba/);
    } finally {
      await cleanup();
    }
  });

  it('refuses a printed map that is not PNGs, lacks its sheets or has too many', async () => {
    value(await service.openContents({ name: 'fog.sandtable', text: saved }));
    const bad = (map: unknown) => service.printPositions({ language: 'en', map: map as PaperMapArg });
    expect(await bad({ ...paperArg(), whole: 'data:image/png;base64,AAAA' })).toMatchObject({
      ok: false,
      error: { code: 'bad-image' },
    });
    expect(await bad({ ...paperArg(), layout: 'sheets' })).toMatchObject({ ok: false, error: { code: 'bad-image' } });
    const twoByTwo = paperArg(2, 2);
    const missing = { ...twoByTwo, sheets: { ...twoByTwo.sheets!, tiles: twoByTwo.sheets!.tiles.slice(1) } };
    expect(await bad(missing)).toMatchObject({ ok: false, error: { code: 'bad-image' } });
    const notPng = structuredClone(twoByTwo);
    notPng.sheets!.tiles[3]!.image = 'data:image/png;base64,R0lGODlh';
    expect(await bad(notPng)).toMatchObject({ ok: false, error: { code: 'bad-image' } });
    const tooMany = paperArg(MAX_SHEETS + 1, 1);
    expect(await bad(tooMany)).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    expect(await bad({ ...paperArg(), layout: 'poster' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' },
    });
    expect(await bad({ ...paperArg(), extent: { x: 0, y: 0, w: 0, h: 10 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' },
    });
  });
});
