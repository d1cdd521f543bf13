// The whole honor-mode loop in real Chromium against the browser-mode host: new game, drag a counter with the
// mouse (the map must not pan), undo, redo, save, restart the host, open, and the log and zoom along the way.

import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { idle, makeDirs, newGame, openApp, ROOT, saveAs, screenOf, startHost, view, type RunningHost } from './host.js';

const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

/** A counter on the map and a hex at least two hexes away to move it to. */
async function pickMove(page: Page): Promise<{ piece: string; from: string; to: string }> {
  const v = await view(page);
  const piece = v.state.pieces.find((p: any) => p.kind === 'unit' && p.at.kind === 'hex');
  expect(piece, 'the scenario puts at least one unit on the map').toBeTruthy();
  const from = piece.at.hex as string;
  // Madrid (2816) is on every Isabella map; if the unit already stands there, use Cordoba (1919).
  const to = from === '2816' ? '1919' : '2816';
  return { piece: piece.id, from, to };
}

/** Drag with the mouse from one page point to another, in small steps as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 6, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

function pieceAt(v: any, id: string): any {
  return v.state.pieces.find((p: any) => p.id === id)?.at;
}

test('new game, drag, undo, redo, save, restart, open', async ({ page }) => {
  const dirs = makeDirs();
  let host: RunningHost = await startHost(dirs);
  try {
    await openApp(page, host);
    await newGame(page);

    const { piece, from, to } = await pickMove(page);
    const anchorBefore = await screenOf(page, { hex: '1409' });
    const start = await screenOf(page, { piece });
    const target = await screenOf(page, { hex: to });
    await drag(page, start, target);
    await idle(page);

    // The map did not pan: a fixed hex is where it was.
    const anchorAfter = await screenOf(page, { hex: '1409' });
    expect(Math.abs(anchorAfter.x - anchorBefore.x)).toBeLessThan(1);
    expect(Math.abs(anchorAfter.y - anchorBefore.y)).toBeLessThan(1);
    expect(pieceAt(await view(page), piece)).toEqual({ kind: 'hex', hex: to });

    // The log lists the move.
    const log = page.getByRole('log');
    await expect(log).toContainText(`hex ${to}`);

    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await idle(page);
    expect(pieceAt(await view(page), piece)).toEqual({ kind: 'hex', hex: from });

    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await idle(page);
    expect(pieceAt(await view(page), piece)).toEqual({ kind: 'hex', hex: to });

    // The wheel changes the zoom.
    const scaleBefore: number = await page.evaluate(() => (window as any).__sandtable.scale());
    const mid = await screenOf(page, { hex: to });
    await page.mouse.move(mid.x, mid.y);
    await page.mouse.wheel(0, -400);
    await expect
      .poll(() => page.evaluate(() => (window as any).__sandtable.scale()))
      .toBeGreaterThan(scaleBefore * 1.05);

    // Closer still, so the artifact shows hex numbers, names and counter values legibly.
    await page.mouse.wheel(0, -400);
    await idle(page);
    // A screenshot of a game in progress, kept as a test artifact.
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, 'game-in-progress.png') });

    // Save As into the host's documents folder.
    await saveAs(page, 'e2e-game');
    await expect(page).toHaveTitle(/e2e-game/);

    // Stop the host and start a new one on the same folders; open the saved game.
    await host.stop();
    host = await startHost(dirs);
    await openApp(page, host);
    const dlg = page.getByTestId('new-game-dialog');
    if (await dlg.isVisible()) await dlg.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('button', { name: 'Open…', exact: true }).click();
    const open = page.getByTestId('open-dialog');
    await open.getByRole('button', { name: /e2e-game/ }).click();
    await expect(open).toBeHidden();
    await idle(page);
    expect(pieceAt(await view(page), piece)).toEqual({ kind: 'hex', hex: to });
    await expect(page.getByRole('log')).toContainText(`hex ${to}`);
  } finally {
    await host.stop();
  }
});

test('the counter context menu, Delete, Esc and the keyboard shortcuts', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const v0 = await view(page);
    // A two-step unit on the map, alone in its hex so the press picks it up.
    const counts = new Map<string, number>();
    for (const p of v0.state.pieces) if (p.at.kind === 'hex') counts.set(p.at.hex, (counts.get(p.at.hex) ?? 0) + 1);
    const unit = v0.state.pieces.find(
      (p: any) => p.kind === 'unit' && p.at.kind === 'hex' && p.steps === 2 && counts.get(p.at.hex) === 1,
    );
    expect(unit, 'a lone two-step unit on the map').toBeTruthy();
    const at = await screenOf(page, { piece: unit.id });

    // Right-click: Lose a step.
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Lose a step' }).click();
    await idle(page);
    const piece = (v: any) => v.state.pieces.find((p: any) => p.id === unit.id);
    expect(piece(await view(page)).steps).toBe(1);

    // Flip (disrupted), then Restore a step.
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Flip' }).click();
    await idle(page);
    expect(piece(await view(page)).disrupted).toBe(true);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    await page.getByRole('menu').getByRole('menuitem', { name: 'Restore a step' }).click();
    await idle(page);
    expect(piece(await view(page)).steps).toBe(2);

    // Ctrl+Z undoes the restore; Ctrl+Y redoes it.
    await page.keyboard.press('Control+z');
    await idle(page);
    expect(piece(await view(page)).steps).toBe(1);
    await page.keyboard.press('Control+y');
    await idle(page);
    expect(piece(await view(page)).steps).toBe(2);

    // Esc cancels a drag: the counter goes back and nothing is logged.
    const logBefore: number = await page.evaluate(() => (window as any).__sandtable.logLength());
    const far = await screenOf(page, { hex: unit.at.hex === '2816' ? '1919' : '2816' });
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(far.x, far.y, { steps: 8 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await idle(page);
    expect(piece(await view(page)).at).toEqual(unit.at);
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(logBefore);

    // Select it (click) and press Delete: it goes to the dead pile.
    await page.mouse.click(at.x, at.y);
    await page.keyboard.press('Delete');
    await idle(page);
    expect(piece(await view(page)).at).toEqual({ kind: 'box', box: 'dead' });
    await expect(page.getByRole('log')).toContainText('dead pile');
  } finally {
    await host.stop();
  }
});

test('counters drag between the map and the counter sheet; pinch zooms; idle frames stay put', async ({
  page,
  browser,
}) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const v0 = await view(page);

    // From the reinforcements in the sheet onto the map.
    const waiting = v0.state.pieces.find(
      (p: any) => p.kind === 'unit' && p.at.kind === 'box' && p.at.box === 'reinforcements',
    );
    expect(waiting, 'a unit waiting in the reinforcements').toBeTruthy();
    const from = await screenOf(page, { piece: waiting.id });
    const madrid = await screenOf(page, { hex: '2816' });
    await drag(page, from, madrid);
    await idle(page);
    expect(pieceAt(await view(page), waiting.id)).toEqual({ kind: 'hex', hex: '2816' });

    // From the map into the dead pile.
    const onMap = (await view(page)).state.pieces.find(
      (p: any) => p.kind === 'unit' && p.at.kind === 'hex' && p.at.hex === '1409',
    );
    expect(onMap, 'a unit in Lisbon').toBeTruthy();
    const dead = await screenOf(page, { box: 'dead' });
    await drag(page, await screenOf(page, { piece: onMap.id }), dead);
    await idle(page);
    expect(pieceAt(await view(page), onMap.id)).toEqual({ kind: 'box', box: 'dead' });

    // Nothing changes, nothing is drawn: the map renders on demand.
    const framesA: number = await page.evaluate(() => (window as any).__sandtable.frames());
    await page.waitForTimeout(1500);
    const framesB: number = await page.evaluate(() => (window as any).__sandtable.frames());
    expect(framesB - framesA).toBeLessThanOrEqual(1);
  } finally {
    await host.stop();
  }

  // Pinch: two touch points moving apart over the map, in a touch-enabled page.
  const host2 = await startHost(makeDirs());
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
  const touchPage = await context.newPage();
  try {
    await openApp(touchPage, host2);
    await newGame(touchPage);
    const c = await screenOf(touchPage, { hex: '2816' });
    const before: number = await touchPage.evaluate(() => (window as any).__sandtable.scale());
    const cdp = await context.newCDPSession(touchPage);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: c.x - d, y: c.y, id: 1 },
                { x: c.x + d, y: c.y, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (let d = 30; d <= 150; d += 15) await touch('touchMove', d);
    await touch('touchEnd', 0);
    await expect
      .poll(() => touchPage.evaluate(() => (window as any).__sandtable.scale()))
      .toBeGreaterThan(before * 1.5);
  } finally {
    await context.close();
    await host2.stop();
  }
});
