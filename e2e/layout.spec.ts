// The layout a person meets on a small screen and with a finger: the side panels and the counter sheet fold away
// so the map gets the room (1280×720, remembered across a reload), the counter sheet zooms, and a finger landing
// on a counter while another pans the map never moves that counter.

import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { idle, makeDirs, newGame, openApp, ROOT, screenOf, startHost, view } from './host.js';

const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

/** The map's visible width: from its left edge to the counter sheet, or to the side column when the sheet is hidden. */
async function mapWidth(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return canvas.width;
  });
}

test('side panels and the counter sheet fold away at 1280×720 and stay folded after a reload', async ({ browser }) => {
  const host = await startHost(makeDirs());
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  try {
    await openApp(page, host);
    await newGame(page);
    const canvasBefore = await mapWidth(page);
    const reinforcements = await screenOf(page, { box: 'reinforcements' });
    expect(reinforcements.x).toBeGreaterThan(700);

    const hideSide = page.getByRole('button', { name: 'Hide side panels', exact: true });
    await expect(hideSide).toHaveAttribute('aria-expanded', 'true');
    await hideSide.click();
    const showSide = page.getByRole('button', { name: 'Show side panels', exact: true });
    await expect(showSide).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('turn')).toBeHidden();
    await expect.poll(() => mapWidth(page)).toBeGreaterThan(canvasBefore + 200);

    await page.getByRole('button', { name: 'Hide counter sheet', exact: true }).click();
    await idle(page);
    // The sheet is gone: no drop point in it, and the map's hexes reach where it was.
    expect(await page.evaluate(() => (window as any).__sandtable.screenOf({ box: 'reinforcements' }))).toBeNull();
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    const east = await screenOf(page, { hex: '4220' });
    expect(east.x).toBeGreaterThan(reinforcements.x);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'panels-folded-1280x720.png') });

    // Remembered: after a reload both stay folded; each button brings its panel back.
    await page.reload();
    await page.waitForFunction(() => (window as any).__sandtable !== undefined);
    await page.evaluate(() => (window as any).__sandtable.ready);
    await idle(page);
    await expect(page.getByRole('button', { name: 'Show side panels', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Show counter sheet', exact: true }).click();
    await page.getByRole('button', { name: 'Show side panels', exact: true }).click();
    await idle(page);
    await expect(page.getByTestId('turn')).toBeVisible();
    expect((await screenOf(page, { box: 'reinforcements' })).x).toBeCloseTo(reinforcements.x, 0);
  } finally {
    await context.close();
    await host.stop();
  }
});

test('the counter sheet zooms with its buttons and Ctrl+wheel', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const waiting = (await view(page)).state.pieces.filter(
      (p: any) => p.kind === 'unit' && p.at.kind === 'box' && p.at.box === 'reinforcements',
    );
    const gap = async () => {
      const a = await screenOf(page, { piece: waiting[0].id });
      const b = await screenOf(page, { piece: waiting[1].id });
      return Math.hypot(b.x - a.x, b.y - a.y);
    };
    const g0 = await gap();
    await page.getByRole('button', { name: 'Zoom counter sheet in', exact: true }).click();
    await idle(page);
    const g1 = await gap();
    expect(g1).toBeGreaterThan(g0 * 1.1);
    await page.getByRole('button', { name: 'Zoom counter sheet out', exact: true }).click();
    await page.getByRole('button', { name: 'Zoom counter sheet out', exact: true }).click();
    await idle(page);
    expect(await gap()).toBeLessThan(g1);
    // Ctrl+wheel over the sheet zooms the sheet, not the map.
    const scale = await page.evaluate(() => (window as any).__sandtable.scale());
    const before = await gap();
    const over = await screenOf(page, { piece: waiting[0].id });
    await page.mouse.move(over.x, over.y);
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await idle(page);
    await expect.poll(gap).toBeGreaterThan(before * 1.1);
    expect(await page.evaluate(() => (window as any).__sandtable.scale())).toBe(scale);
  } finally {
    await host.stop();
  }
});

test('a finger on a counter while another finger pans the map does not move the counter', async ({ browser }) => {
  const host = await startHost(makeDirs());
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await openApp(page, host);
    await newGame(page);
    const v0 = await view(page);
    const occupied = new Set(v0.state.pieces.filter((p: any) => p.at.kind === 'hex').map((p: any) => p.at.hex));
    const unit = v0.state.pieces.find((p: any) => p.kind === 'unit' && p.at.kind === 'hex');
    // An empty sea hex to start the pan from, well away from the counter.
    const empty = ['1005', '1205', '1007', '1010'].find((h) => !occupied.has(h))!;
    const pan = await screenOf(page, { hex: empty });
    const logBefore: number = await page.evaluate(() => (window as any).__sandtable.logLength());
    const cdp = await context.newCDPSession(page);
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number; id: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    // Finger 1 pans; finger 2 lands on the counter mid-pan; finger 1 keeps panning.
    await send('touchStart', [{ ...pan, id: 1 }]);
    for (let d = 10; d <= 60; d += 10) await send('touchMove', [{ x: pan.x + d, y: pan.y + d, id: 1 }]);
    await idle(page);
    expect((await screenOf(page, { hex: empty })).x, 'finger 1 pans the map').toBeGreaterThan(pan.x + 30);
    const counter = await screenOf(page, { piece: unit.id }); // where the counter is now, after the pan so far
    await send('touchStart', [
      { x: pan.x + 60, y: pan.y + 60, id: 1 },
      { ...counter, id: 2 },
    ]);
    for (let d = 70; d <= 160; d += 15) {
      await send('touchMove', [
        { x: pan.x + d, y: pan.y + d, id: 1 },
        { ...counter, id: 2 },
      ]);
    }
    // Finger 1 lifts first, out over the map (a move listing only finger 2 releases finger 1), then finger 2.
    await send('touchMove', [{ ...counter, id: 2 }]);
    await send('touchEnd', []);
    await idle(page);
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(logBefore);
    expect((await view(page)).state.pieces.find((p: any) => p.id === unit.id).at).toEqual(unit.at);
  } finally {
    await context.close();
    await host.stop();
  }
});
