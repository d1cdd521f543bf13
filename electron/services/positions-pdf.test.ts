// The positions PDF read back with pdftotext (poppler-utils; CI installs it): every unit of the viewer's side is
// under its hex, no enemy unit the side may not see is anywhere in it, Spanish accents survive WinAnsi, and a
// picture of the map lands on the first page. Each game's printed map (issue 26 §5; the page draws it, here each
// image is one colour) is laid out as positions-paper.ts plans: the whole map first with its key, and for a tiled
// map its sheets after the report, each at the plan's scale, named with its neighbours.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { isabellaRules } from '../../engine/games/isabella/rules.js';
import { campaignStart, crusadeModule } from '../../engine/games/crusade/crusade.fixture.js';
import { crusadeRules } from '../../engine/games/crusade/rules.js';
import type { GameModule } from '../../engine/core/module.js';
import type { GameState } from '../../engine/core/types.js';
import { Board } from '../../renderer/map/board.js';
import { boardReadableScale } from '../../renderer/map/paperscale.js';
import { tempDir } from './fixtures/helpers.js';
import { KEY_PX_PER_PT, sheetName, sheetPage, sheetPlan, wholePlan } from './positions-paper.js';
import {
  boxOf,
  pageImages,
  pageRaster,
  pageSizes,
  pageText,
  solidPng,
  wholeMapProblems,
} from './positions-pages.fixture.js';
import type { PaperMapPngs } from './positions-pdf-map.js';
import { positionsPdf } from './positions-pdf.js';
import { buildPositionsReport, type PositionsReport } from './positions-report.js';
import { foggedGame, HIDDEN_FROM_ALLIES } from './positions.fixture.js';

const PDFTOTEXT = '/usr/bin/pdftotext';
const hasPdftotext = existsSync(PDFTOTEXT);
if (!hasPdftotext) {
  console.warn(`positions-pdf.test: skipped, ${PDFTOTEXT} is missing (apt-get install poppler-utils)`);
}

/** The PDF's text as pdftotext lays it out (columns kept on their lines). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { dir, cleanup } = await tempDir('sandtable-pdf-');
  try {
    const file = join(dir, 'positions.pdf');
    await writeFile(file, bytes);
    return execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    await cleanup();
  }
}

/** The lines of the hex table by hex: a line that starts with a hex id opens it, the lines under it follow. */
function linesByHex(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let hex: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^\s*(\d{4})\s/.exec(line);
    if (m) hex = m[1];
    else if (line.trim() === '' || /^\s*\S/.test(line.slice(0, 20))) hex = null;
    if (hex) out.set(hex, `${out.get(hex) ?? ''} ${line.trim()}`);
  }
  return out;
}

/** The campaign's own set-up, enforced. */
function setupGame(): GameState {
  return isabellaRules.setup(isabellaModule, { scenarioId: 'campaign', seed: 'pdf', mode: 'enforced', options: {} });
}

function alliedReport(language: 'en' | 'es' = 'en', state = foggedGame()): PositionsReport {
  const view = isabellaRules.view(isabellaModule, state, 'allied');
  return buildPositionsReport(isabellaModule, view.state, { side: 'allied', language });
}

describe.skipIf(!hasPdftotext)('positions PDF', () => {
  it("names every unit of the viewer's side at its hex and none of the enemy units hidden from it", async () => {
    const report = alliedReport();
    const text = await pdfText(await positionsPdf(report));
    expect(text).toContain('Unit positions: Allied');
    expect(text).toContain('Turn 1, IV. Alternating Actions Movement or Combat');
    for (const u of HIDDEN_FROM_ALLIES) expect(text).not.toContain(u.name);
    // The visible top of the Burgos stack is there, with the stack's height.
    const burgos = linesByHex(text).get('3311')?.replace(/\s+/g, ' ');
    expect(burgos).toContain('3rd SS PzGr (Totenkopf)');
    expect(burgos).toMatch(/3 units,.* hidden: 2/);
    expect(text).toMatch(/Off the map: Allied/);
    expect(text).toMatch(/Page 1 of \d/);
    for (const state of [foggedGame(), setupGame()]) {
      const view = isabellaRules.view(isabellaModule, state, 'allied').state;
      const byHex = linesByHex(await pdfText(await positionsPdf(alliedReport('en', state))));
      const ownOnMap = view.pieces.filter((p) => p.side === 'allied' && p.kind === 'unit' && p.at.kind === 'hex');
      expect(ownOnMap.length).toBeGreaterThan(1);
      for (const p of ownOnMap) {
        const name = isabellaModule.units.find((u) => u.id === p.def)!.name;
        const hex = p.at.kind === 'hex' ? p.at.hex : '';
        expect(byHex.get(hex)?.replace(/\s+/g, ' '), `${name} at ${hex}`).toContain(name);
      }
    }
  });

  it('prints Spanish with its accents and replaces what Helvetica cannot encode', async () => {
    const report = alliedReport('es');
    report.rows[0].pieces[0].name = 'Ωmega ✓ Łódź';
    const text = await pdfText(await positionsPdf(report));
    expect(text).toContain('Posiciones de las unidades: Aliados');
    expect(text).toContain('Fuera del mapa: Eje');
    expect(text).toContain('?mega ? ?ódz (Aliados');
  });

  it('puts a picture of the map on the first page when given one', async () => {
    const png = readFileSync(fileURLToPath(new URL('../../assets/modules/isabella/preview.png', import.meta.url)));
    const bytes = await positionsPdf(alliedReport(), { mapPng: png });
    const without = await positionsPdf(alliedReport());
    expect(bytes.length).toBeGreaterThan(without.length + png.length / 2);
    expect(await pdfText(bytes)).toContain('The map');
  });

  it('writes the same bytes for the same report (no date in it)', async () => {
    expect(Buffer.from(await positionsPdf(alliedReport())).equals(Buffer.from(await positionsPdf(alliedReport()))));
  });
});

/** Each game's report for its first side, from that side's view. */
const GAMES: { id: string; module: GameModule; report: (lang: 'en' | 'es') => PositionsReport }[] = [
  { id: 'isabella', module: isabellaModule, report: (lang) => alliedReport(lang) },
  {
    id: 'crusade',
    module: crusadeModule,
    report: (language) =>
      buildPositionsReport(crusadeModule, crusadeRules.view(crusadeModule, campaignStart(), 'NAT').state, {
        side: 'NAT',
        language,
      }),
  },
];

const WHOLE = [40, 160, 60];
const KEY = [200, 40, 200];
const SHEET = [30, 90, 220];

/** A printed map of one-colour images for a board: the whole map at its proportions, a key, and sheets if tiled. */
function paperOf(module: GameModule, layout: 'fit' | 'sheets'): PaperMapPngs {
  const board = new Board(module.map);
  const extent = board.bounds();
  const whole = solidPng(400, Math.round((400 * extent.h) / extent.w), WHOLE);
  const key = solidPng(120 * KEY_PX_PER_PT, 200 * KEY_PX_PER_PT, KEY);
  if (layout === 'fit') return { layout, extent, whole, key };
  const plan = sheetPlan(extent, boardReadableScale(board), board.counterSize);
  const tiles = plan.tiles.map((t) => ({ ...t, png: solidPng(100, Math.round((100 * t.rect.h) / t.rect.w), SHEET) }));
  return {
    layout,
    extent,
    whole,
    key,
    sheets: { scale: plan.scale, cols: plan.cols, rows: plan.rows, reduced: false, tiles },
  };
}

/** Whether two boxes in points agree within `tolerance` points on every edge. */
function sameBox(
  a: { x: number; y: number; w: number; h: number } | null,
  b: { x: number; y: number; w: number; h: number },
) {
  const t = 1.5;
  return (
    !!a && Math.abs(a.x - b.x) < t && Math.abs(a.y - b.y) < t && Math.abs(a.w - b.w) < t && Math.abs(a.h - b.h) < t
  );
}

describe.skipIf(!hasPdftotext)("each game's printed map", () => {
  it.each(GAMES)('$id: the whole map and its key on the first page, then the sheets after the report', async (g) => {
    const { dir, cleanup } = await tempDir('sandtable-paper-');
    try {
      for (const layout of ['fit', 'sheets'] as const) {
        const paper = paperOf(g.module, layout);
        const file = join(dir, `${g.id}-${layout}.pdf`);
        await writeFile(file, await positionsPdf(g.report('en'), { paper }));
        const plan = wholePlan(paper.extent, { w: 120, h: 200 });
        const sizes = pageSizes(file);
        const page1 = sizes[0]!;
        expect(page1.w > page1.h ? 'landscape' : 'portrait').toBe(plan.orientation);
        // The whole image fills the plan's box: the whole extent at one scale; the key lies where planned.
        const raster = pageRaster(file, 1, 144);
        expect(sameBox(boxOf(raster, WHOLE), plan.map), JSON.stringify([boxOf(raster, WHOLE), plan.map])).toBe(true);
        if (plan.key) expect(sameBox(boxOf(raster, KEY), plan.key)).toBe(true);
        const text1 = pageText(file, 1);
        expect(text1).toContain(layout === 'fit' ? 'The whole map' : 'the sheets that follow are marked on it');
        const images = pageImages(file);
        if (layout === 'fit') {
          expect(images.filter((i) => i.page > 1)).toEqual([]);
          continue;
        }
        const sheets = paper.sheets!;
        // One page per sheet, at the end, in reading order, each image at the sheet's printed size.
        const first = sizes.length - sheets.tiles.length + 1;
        expect(images.filter((i) => i.page >= first)).toHaveLength(sheets.tiles.length);
        for (const [i, t] of sheets.tiles.entries()) {
          const n = first + i;
          const box = sheetPage(t.rect.w * sheets.scale, t.rect.h * sheets.scale);
          expect(sizes[n - 1]!.w > sizes[n - 1]!.h ? 'landscape' : 'portrait').toBe(box.orientation);
          expect(sameBox(boxOf(pageRaster(file, n, 144), SHEET), box.box)).toBe(true);
          const text = pageText(file, n).replace(/\s+/g, ' ');
          expect(text).toContain(`Map sheet ${sheetName(t.col, t.row)} of ${sheets.cols} × ${sheets.rows}`);
          if (t.col > 0) expect(text).toContain(`${sheetName(t.col - 1, t.row)} to the left`);
          if (t.row + 1 < sheets.rows) expect(text).toContain(`${sheetName(t.col, t.row + 1)} below`);
        }
        expect(pageText(file, first - 1)).not.toContain('Map sheet');
      }
    } finally {
      await cleanup();
    }
  });

  it.each(GAMES)('$id: a one-colour map is no whole map drawn: nothing near its edges', async (g) => {
    const { dir, cleanup } = await tempDir('sandtable-paper-');
    try {
      const file = join(dir, 'solid.pdf');
      await writeFile(file, await positionsPdf(g.report('en'), { paper: paperOf(g.module, 'fit') }));
      const board = new Board(g.module.map);
      expect(wholeMapProblems(file, board.bounds(), board.counterSize)).toEqual(
        ['top', 'bottom', 'left', 'right'].map((e) => `nothing drawn within a counter's margin of its ${e} edge`),
      );
    } finally {
      await cleanup();
    }
  });

  it('names the map pages in Spanish', async () => {
    const paper = paperOf(crusadeModule, 'sheets');
    const { cols, rows } = paper.sheets!;
    expect(Math.min(cols, rows)).toBeGreaterThan(1); // sheets to the right and below to name
    const text = await pdfText(await positionsPdf(GAMES[1]!.report('es'), { paper }));
    expect(text).toContain('El mapa entero; las hojas que siguen están marcadas en él');
    expect(text).toContain(`Hoja A1 del mapa, de ${cols} × ${rows}`);
    expect(text).toContain('B1 a la derecha');
    expect(text).toContain('A2 abajo');
  });
});
