// Print positions (issues 8 and 26 §5) in browser mode: the toolbar button downloads <game>-positions-<side>.pdf
// for the side this screen shows, whose text (pdftotext) names every unit that side has on the map under its hex,
// and a dialog previews the same report and offers to print it; Ctrl+P does it again, in Spanish. Each game's map
// page is the whole map drawn for paper: the image holds the board's whole extent at its proportions, nothing cut
// at its edges, and none of the screen (camera, selection, lit hexes, counter sheet: the same image whatever the
// screen shows); a progress bar shows while it is drawn; the sheets at a readable scale follow when chosen. Under
// fog of war the printed map is the same as if the units the side may not see were not in the game at all. The
// HTML the desktop app prints has the map on a page of its own in the PDF's orientation, and all the report.

import { expect, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MapDef, UnitDef } from '../engine/core/module.js';
import type { Piece } from '../engine/core/types.js';
import { HAS_POPPLER, pageImagePngs, pageImages } from '../electron/services/positions-pages.fixture.js';
import { pageSizes, pageText, wholeMapProblems } from '../electron/services/positions-pages.fixture.js';
import { sheetPlan } from '../electron/services/positions-paper.js';
import { Board } from '../renderer/map/board.js';
import { boardReadableScale } from '../renderer/map/paperscale.js';
import { idle, makeDirs, openApp, ROOT, screenOf, startHost, view } from './host.js';
import { openFile } from './mail-helpers.js';
import { startCrusade, startSeeded } from './play-helpers.js';

/**
 * An Isabella position under fog of war (as electron/services/positions.fixture.ts, which only vitest can load):
 * three SS divisions stacked in Burgos, of which the Allies see only the top one (6.8), and Allied units near Madrid.
 */
const FOGGED_POSITION = {
  units: [
    { def: 'de-1ss', hex: '3311' },
    { def: 'de-2ss', hex: '3311' },
    { def: 'de-3ss', hex: '3311' },
    { def: 'us-1ad', hex: '2716' },
    { def: 'us-1id', hex: '2716', steps: 1 },
    { def: 'fs-i', hex: '2816' },
  ],
};
/** The units under the top of Burgos' stack, which the Allies may not see. */
const HIDDEN_FROM_ALLIES = [
  { def: 'de-1ss', name: '1st SS PzGr (LSSAH)' },
  { def: 'de-2ss', name: '2nd SS PzGr (Das Reich)' },
];
const PDFTOTEXT = '/usr/bin/pdftotext';
const units = (id: string) =>
  JSON.parse(readFileSync(join(ROOT, 'assets', 'modules', id, 'units.json'), 'utf8')) as UnitDef[];
const boardOf = (id: string) =>
  new Board(JSON.parse(readFileSync(join(ROOT, 'assets', 'modules', id, 'map.json'), 'utf8')) as MapDef);
const printButton = (page: Page) => page.getByRole('button', { name: 'Print positions…', exact: true });

/** A downloaded PDF kept in a folder of the run's temp: its path, file name and text (pdftotext -layout). */
type Printed = { path: string; name: string; text: string };

/** Run `print`, keep the PDF it downloads in `dir` as `as`, and read it. */
async function printedPdf(page: Page, dir: string, as: string, print: () => Promise<void>): Promise<Printed> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), print()]);
  const path = join(dir, as);
  copyFileSync(await download.path(), path);
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8' });
  return { path, name: download.suggestedFilename(), text };
}

/** The table's text by hex: a line starting with a hex id opens it, the indented lines under it follow. */
function textByHex(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let hex: string | null = null;
  for (const line of text.split('\n')) {
    const m = /^\s*(\d{4})\s/.exec(line);
    if (m) hex = m[1]!;
    else if (line.trim() === '' || /^\s*\S/.test(line.slice(0, 20))) hex = null;
    if (hex) out.set(hex, `${out.get(hex) ?? ''} ${line.trim()}`.replace(/\s+/g, ' '));
  }
  return out;
}

/** Page 1 is the whole map of `board` drawn for paper (wholeMapProblems), under a title matching `title`. */
function checkWholeMap(pdf: string, board: Board, title: RegExp): void {
  expect(pageText(pdf, 1)).toMatch(title);
  expect(wholeMapProblems(pdf, board.bounds(), board.counterSize)).toEqual([]);
}

test.describe.configure({ timeout: 240_000 });
test.skip(!HAS_POPPLER, 'poppler-utils is missing (apt-get install poppler-utils)');

test('Isabella: the PDF of the side shown, its whole map whatever the screen shows, and again in Spanish', async ({
  page,
}) => {
  const dirs = makeDirs();
  const host = await startHost(dirs);
  try {
    await startSeeded(page, host, 'e2e-print', 'enforced');
    const v = await view(page);
    const side: string = v.side;
    await expect(printButton(page)).toBeEnabled();
    const first = await printedPdf(page, dirs.docsDir, 'first.pdf', () => printButton(page).click());
    expect(first.name).toBe(`isabella-positions-${side}.pdf`);
    expect(first.text).toContain(`Unit positions: ${side === 'allied' ? 'Allied' : 'Axis'}`);
    expect(first.text).toMatch(/Turn 1, Set-up/);
    const board = boardOf('isabella');
    checkWholeMap(first.path, board, /The whole map/);
    const byHex = textByHex(first.text);
    const own = (v.state.pieces as Piece[]).filter((p) => p.side === side && p.kind === 'unit' && p.at.kind === 'hex');
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) {
      const unitName = units('isabella').find((u) => u.id === p.def)!.name;
      expect(byHex.get((p.at as { hex: string }).hex), `${unitName} at its hex`).toContain(unitName);
    }

    // The dialog previews the same report, its map first, and offers to print it.
    const dialog = page.getByTestId('print-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('print-status')).toContainText(first.name);
    await expect(dialog.getByTestId('print-progress')).toBeHidden();
    await expect(dialog.getByTestId('paper-whole')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Print…', exact: true })).toBeEnabled();
    for (const p of own) await expect(dialog.locator(`tr[data-hex="${(p.at as { hex: string }).hex}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // Another screen: zoomed in on a unit, which is selected (its moves lit). The printed map is the same image.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    const at = await screenOf(page, { piece: own[0]!.id });
    await page.mouse.click(at.x, at.y);
    await idle(page);
    const again = await printedPdf(page, dirs.docsDir, 'again.pdf', () => page.keyboard.press('Control+P'));
    await page.getByTestId('print-dialog').getByRole('button', { name: 'Close', exact: true }).click();
    const [a, b] = [pageImagePngs(first.path, 1, dirs.docsDir), pageImagePngs(again.path, 1, dirs.docsDir)];
    expect([a.length, b.length]).toEqual([2, 2]);
    expect(b[0]!.equals(a[0]!), 'the same map, whatever the screen shows').toBe(true);
    expect(b[1]!.equals(a[1]!), 'the same key').toBe(true);

    // Ctrl+P, in Spanish: the map page and its key in Spanish too.
    await page.locator('#language').selectOption('es');
    await idle(page);
    const es = await printedPdf(page, dirs.docsDir, 'es.pdf', () => page.keyboard.press('Control+P'));
    expect(es.text).toContain(`Posiciones de las unidades: ${side === 'allied' ? 'Aliados' : 'Eje'}`);
    expect(es.text).toMatch(/Turno 1, Despliegue/);
    checkWholeMap(es.path, board, /El mapa entero/);
    await expect(page.getByTestId('print-dialog')).toBeVisible();

    // Print… prints the same report as HTML (the desktop app's way; here the browser's print is a no-op, and the
    // page is printed as it would be): the map and its key alone on a landscape page, then the report's pages.
    await page.evaluate(() => {
      window.print = () => {};
    });
    await page.getByTestId('print-dialog').getByRole('button', { name: 'Imprimir…', exact: true }).click();
    const html = join(dirs.docsDir, 'html.pdf');
    await page.pdf({ path: html, preferCSSPageSize: true });
    const sizes = pageSizes(html);
    expect(sizes[0]!.w, 'a landscape page for the map').toBeGreaterThan(sizes[0]!.h);
    expect(sizes.length, 'the report is not clipped to one page').toBeGreaterThan(1);
    expect(pageImages(html).filter((i) => i.page === 1)).toHaveLength(2);
    expect(pageText(html, 2)).toContain('Posiciones de las unidades');
  } finally {
    await host.stop();
  }
});

test('Crusade: the whole map, then in sheets at a readable scale with a progress bar while they are drawn', async ({
  page,
}) => {
  const dirs = makeDirs();
  const host = await startHost(dirs);
  try {
    await startCrusade(page, host.url, 'paper');
    const board = boardOf('crusade');
    const fit = await printedPdf(page, dirs.docsDir, 'fit.pdf', () => printButton(page).click());
    expect(fit.name).toBe('crusade-positions-NAT.pdf');
    checkWholeMap(fit.path, board, /The whole map/);
    const v = await view(page);
    const named = new Map(units('crusade').map((u) => [u.id, u.name]));
    const onMap = (v.state.pieces as Piece[]).filter((p) => p.kind === 'unit' && p.at.kind === 'space');
    expect(onMap.length).toBeGreaterThan(0);
    for (const p of onMap.slice(0, 10)) expect(fit.text).toContain(named.get(p.def)!);

    // Sheets: the progress bar counts the images drawn up to all of them, then hides.
    const dialog = page.getByTestId('print-dialog');
    await expect(dialog).toBeVisible();
    await page.evaluate(() => {
      const seen: [number, number][] = [];
      (window as unknown as { paperProgress: typeof seen }).paperProgress = seen;
      const bar = document.querySelector('[data-testid="print-progress"]') as HTMLProgressElement;
      new MutationObserver(() => !bar.hidden && seen.push([bar.value, bar.max])).observe(bar, { attributes: true });
    });
    await dialog.getByRole('radio', { name: 'Sheets at a readable scale' }).check();
    await expect(dialog.getByTestId('print-status')).toContainText('Drawn again', { timeout: 120_000 });
    await expect(dialog.getByTestId('print-progress')).toBeHidden();
    const plan = sheetPlan(board.bounds(), boardReadableScale(board), board.counterSize);
    type Seen = { paperProgress: [number, number][] };
    const seen = await page.evaluate(() => (window as unknown as Seen).paperProgress);
    expect(seen.length, 'the bar was shown while drawing').toBeGreaterThan(plan.tiles.length);
    expect(seen.at(-1)).toEqual([plan.tiles.length + 2, plan.tiles.length + 2]);
    await expect(dialog.getByTestId('paper-sheet')).toHaveCount(plan.tiles.length);
    const sheets = await printedPdf(page, dirs.docsDir, 'sheets.pdf', () =>
      dialog.getByRole('button', { name: 'Save PDF', exact: true }).click(),
    );
    checkWholeMap(sheets.path, board, /the sheets that follow are marked on it/);
    const pages = pageSizes(sheets.path).length;
    const images = pageImages(sheets.path);
    for (let i = 0; i < plan.tiles.length; i++) {
      const n = pages - plan.tiles.length + 1 + i;
      expect(
        images.filter((im) => im.page === n),
        `one sheet image on page ${n}`,
      ).toHaveLength(1);
      expect(pageText(sheets.path, n)).toContain(`of ${plan.cols} × ${plan.rows}`);
    }
  } finally {
    await host.stop();
  }
});

test('fog of war: the Allied printed map is the one of a game without the Axis units hidden from them', async ({
  page,
}) => {
  const dirs = makeDirs();
  const host = await startHost(dirs);
  try {
    /** A save file of `position` in `mode` (enforced: fog of war; honor: none), made by the command line. */
    const saved = (name: string, position: object, mode = 'enforced') => {
      const pos = join(dirs.docsDir, `${name}.json`);
      const file = join(dirs.docsDir, `${name}.sandtable`);
      writeFileSync(pos, JSON.stringify(position));
      const args = ['new', '--module', 'isabella', '--scenario', 'campaign', '--mode', mode, '--seed', 'p'];
      const modules = join(ROOT, 'assets', 'modules');
      const cli = join(ROOT, 'electron', 'cli', 'sandtable.mjs');
      execFileSync(process.execPath, [cli, '--modules', modules, ...args, '--position', pos, '-o', file]);
      return file;
    };
    const hidden = new Set(HIDDEN_FROM_ALLIES.map((u) => u.def));
    const secret = saved('secret', FOGGED_POSITION);
    const without = saved('without', {
      units: FOGGED_POSITION.units.filter((u) => !hidden.has(u.def)),
    });
    await openApp(page, host);
    await page.keyboard.press('Escape'); // the New game dialog: a game is opened instead
    await expect(page.getByTestId('new-game-dialog')).toBeHidden();
    const printAs = async (file: string, as: string) => {
      await openFile(page, file);
      const curtain = page.getByTestId('curtain');
      // The game opens under the hand-over curtain (fog of war) or straight on the map.
      await expect.poll(async () => (await curtain.isVisible()) || (await view(page)) !== null).toBe(true);
      if (await curtain.isVisible()) {
        await page.getByTestId('curtain-button').click();
        await idle(page);
      }
      const side = (await view(page)).side;
      const printed = await printedPdf(page, dirs.docsDir, as, () => printButton(page).click());
      await page.getByTestId('print-dialog').getByRole('button', { name: 'Close', exact: true }).click();
      return { side, printed };
    };
    const a = await printAs(secret, 'secret.pdf');
    const b = await printAs(without, 'without.pdf');
    expect([a.side, b.side]).toEqual(['allied', 'allied']);
    for (const u of HIDDEN_FROM_ALLIES) expect(a.printed.text).not.toContain(u.name);
    expect(a.printed.text).toContain('3rd SS');
    const [mapA, keyA] = pageImagePngs(a.printed.path, 1, dirs.docsDir);
    const [mapB, keyB] = pageImagePngs(b.printed.path, 1, dirs.docsDir);
    expect(keyA!.equals(keyB!)).toBe(true);
    expect(mapA!.equals(mapB!), 'nothing of the hidden units is drawn on the Allied map').toBe(true);
    // Without fog of war (honor mode) the Allies see the whole stack, and the printed map shows it.
    const seen = await printAs(saved('seen', FOGGED_POSITION, 'honor'), 'seen.pdf');
    const unseen = await printAs(
      saved('unseen', { units: FOGGED_POSITION.units.filter((u) => !hidden.has(u.def)) }, 'honor'),
      'unseen.pdf',
    );
    expect([seen.side, unseen.side]).toEqual(['allied', 'allied']);
    for (const u of HIDDEN_FROM_ALLIES) expect(seen.printed.text).toContain(u.name);
    const [mapSeen] = pageImagePngs(seen.printed.path, 1, dirs.docsDir);
    const [mapUnseen] = pageImagePngs(unseen.printed.path, 1, dirs.docsDir);
    expect(mapSeen!.equals(mapUnseen!), 'the stack of three is drawn when the Allies may see it').toBe(false);
  } finally {
    await host.stop();
  }
});

test("the stress module's 10,000 hexes print whole on one page, in a bounded heap", async ({ page }) => {
  process.env.SANDTABLE_STRESS = '1'; // the bridge inherits it: New game lists the hidden module
  const dirs = makeDirs();
  const host = await startHost(dirs);
  delete process.env.SANDTABLE_STRESS;
  try {
    await openApp(page, host);
    const dialog = page.getByTestId('new-game-dialog');
    await dialog.locator('#new-module').selectOption('stress');
    await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('honor');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await idle(page);
    type Heap = { memory: { usedJSHeapSize: number } };
    const heap = () => page.evaluate(() => (performance as unknown as Heap).memory.usedJSHeapSize / 1e6);
    const before = await heap();
    const fit = await printedPdf(page, dirs.docsDir, 'stress.pdf', () => printButton(page).click());
    checkWholeMap(fit.path, boardOf('stress'), /The whole map/);
    // One image of 4096 pixels a side at most, freed once read: the heap grows by the PDF and its images only.
    expect((await heap()) - before).toBeLessThan(250);
  } finally {
    await host.stop();
  }
});
