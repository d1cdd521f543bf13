// The stress module (four 50x50 sheets, 2,500 counters) in real Chromium: offered in New game only when asked
// for (SANDTABLE_STRESS=1), a counter dragged to an empty hex by mouse, then the map panned and zoomed with the
// wheel: the counter stays in its hex in the game state, and on screen it stays on its hex and follows the pan
// and the zoom (the point under the wheel stays put, everything else scales about it). Then the counter sheet
// scrolled: its title row stays, with no counter shown or picked up under its buttons.

import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { createHexMapGraph } from '../engine/geometry/hexgrid.js';
import { loadModuleDir } from '../electron/services/modules.js';
import { idle, makeDirs, openApp, ROOT, screenOf, startHost, view } from './host.js';
import { drag } from './play-helpers.js';

type Pt = { x: number; y: number };
type Piece = { id: string; at: { kind: string; hex: string } };
const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
const scaleOf = (page: Page) => page.evaluate(() => (window as any).__sandtable.scale() as number);
const HEX_RADIUS = 48; // the stress grid's hex size in map pixels (assets/tools/stress/stress-map.ts)

test('the stress map: a counter dragged, the map panned and zoomed; it stays right in the game and on screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const loaded = await loadModuleDir(join(ROOT, 'assets', 'modules', 'stress'), 'stress');
  if (!loaded.ok) throw new Error(loaded.error.message);
  const graph = createHexMapGraph(loaded.value.module.map);
  process.env.SANDTABLE_STRESS = '1'; // the bridge inherits it: New game lists the hidden module
  const host = await startHost(makeDirs());
  delete process.env.SANDTABLE_STRESS;
  try {
    await openApp(page, host);
    const dialog = page.getByTestId('new-game-dialog');
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'New game', exact: true }).click();
    await dialog.locator('#new-module').selectOption('stress');
    await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('honor');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(dialog).toBeHidden();
    await idle(page);
    const v0 = await view(page);
    expect(v0.state.moduleId).toBe('stress');
    expect(v0.state.pieces).toHaveLength(2500);

    // Zoom in until hex numbers are readable, then take a counter alone in its hex near the middle of the map.
    for (let i = 0; i < 40 && (await scaleOf(page)) < 0.8; i++) {
      await page.keyboard.press('+');
      await idle(page);
    }
    const box = (await page.getByTestId('map-canvas').boundingBox())!;
    const mid = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.5 };
    const all: Piece[] = v0.state.pieces;
    const used = new Map<string, number>();
    for (const p of all) if (p.at.kind === 'hex') used.set(p.at.hex, (used.get(p.at.hex) ?? 0) + 1);
    const lone = all.filter((p) => p.at.kind === 'hex' && used.get(p.at.hex) === 1);
    const points: (Pt | null)[] = await page.evaluate(
      (ids: string[]) => ids.map((piece) => (window as any).__sandtable.screenOf({ piece })),
      lone.map((p) => p.id),
    );
    const [piece, from] = lone
      .map((p, i) => [p, points[i]] as [Piece, Pt | null])
      .filter((x): x is [Piece, Pt] => x[1] !== null)
      .sort((a, b) => dist(a[1], mid) - dist(b[1], mid))[0];
    // An empty hex two or three hexes away with empty neighbours: the drop lands on it, the later pan starts there.
    const empty = (h: string) => !used.has(h) && graph.neighbors(h).every((n) => !used.has(n));
    const ring = graph.nodes().filter((h) => [2, 3].includes(graph.distance(h, piece.at.hex)) && empty(h));
    expect(ring.length).toBeGreaterThan(0);
    const target = ring[0];
    await drag(page, from, await screenOf(page, { hex: target }));
    const log = await page.evaluate(() => (window as any).__sandtable.logLength());
    expect(log).toBe(1);
    const at = async () => ((await view(page)).state.pieces as Piece[]).find((p) => p.id === piece.id)?.at;
    expect(await at()).toEqual({ kind: 'hex', hex: target });

    // On screen the counter sits on its new hex (its stack's point lies within the hex).
    const onHex = async () => {
      const c = await screenOf(page, { piece: piece.id });
      const h = await screenOf(page, { hex: target });
      expect(dist(c, h)).toBeLessThan(HEX_RADIUS * (await scaleOf(page)));
      return c;
    };
    const c0 = await onHex();

    // Pan: drag empty map (the hex the counter left, now empty) by (-160, -90); the counter moves with it.
    const grab = await screenOf(page, { hex: piece.at.hex });
    await drag(page, grab, { x: grab.x - 160, y: grab.y - 90 });
    const c1 = await onHex();
    expect(Math.abs(c1.x - c0.x + 160)).toBeLessThan(4);
    expect(Math.abs(c1.y - c0.y + 90)).toBeLessThan(4);
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(log);

    // Zoom with the wheel at a point beside the counter: that point stays, the counter scales away from it.
    const s1 = await scaleOf(page);
    const pivot = { x: c1.x + 70, y: c1.y + 40 };
    await page.mouse.move(pivot.x, pivot.y);
    await page.mouse.wheel(0, -240);
    await idle(page);
    const s2 = await scaleOf(page);
    expect(s2).toBeGreaterThan(s1 * 1.05);
    const c2 = await onHex();
    const k = s2 / s1;
    expect(dist(c2, { x: pivot.x + (c1.x - pivot.x) * k, y: pivot.y + (c1.y - pivot.y) * k })).toBeLessThan(4);

    // Fit the whole map: the counter is still drawn on its hex, and the game has not changed.
    await page.keyboard.press('0');
    await idle(page);
    expect(await scaleOf(page)).toBeLessThan(s1);
    await onHex();
    expect(await at()).toEqual({ kind: 'hex', hex: target });
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(log);

    // Scroll the counter sheet (500 counters in boxes) a little at a time: its title row and buttons stay put, and
    // no counter shows in that row, under the buttons, at any point of the scroll (a row passes under it).
    const hide = (await page.getByRole('button', { name: 'Hide counter sheet', exact: true }).boundingBox())!;
    const inBoxes = all.filter((p) => p.at.kind === 'box').map((p) => p.id);
    const sheetCentres = () =>
      page.evaluate(
        (ids: string[]) => ids.map((piece) => (window as any).__sandtable.screenOf({ piece }) as Pt | null),
        inBoxes,
      );
    // A counter well down the sheet, to see how far it scrolled.
    const before = await sheetCentres();
    const k0 = before.findIndex((c) => c !== null && c.y > hide.y + 300);
    await page.mouse.move(hide.x, hide.y + 200);
    for (let i = 0; i < 8; i++) {
      await page.mouse.wheel(0, 20);
      await idle(page);
      const centres = (await sheetCentres()).flatMap((c) => (c ? [c] : []));
      expect(centres.length).toBeGreaterThan(20);
      for (const c of centres) expect(c.y).toBeGreaterThan(hide.y + hide.height);
    }
    const moved = (await sheetCentres())[k0]!;
    expect(moved.x).toBeCloseTo(before[k0]!.x, 0);
    expect(before[k0]!.y - moved.y).toBeCloseTo(160, 0);
    expect(await page.getByRole('button', { name: 'Hide counter sheet', exact: true }).boundingBox()).toEqual(hide);
    // A press on the title row picks up nothing, though counters have scrolled under it.
    await drag(page, { x: hide.x - 150, y: hide.y + hide.height / 2 }, await screenOf(page, { hex: piece.at.hex }));
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(log);
  } finally {
    await host.stop();
  }
});
