// The Struggle for Europe's gestures shared by its browser test (sfe.spec.ts) and the docs' pictures
// (docs-shots.ts): Barbarossa started at one screen with a dice seed, the map zoomed on hexes, and what a view says
// of a piece (its hex, whether it is on top of its stack).
import { expect, type Page } from '@playwright/test';
import { idle, screenOf, view } from './host.js';
import { answer, passCurtainIfUp, step } from './play-helpers.js';

/** The dice seed: the 6-1 attack on C:3844 rolls a result the Axis must answer (its advance). */
export const SEED = 'sfe-e2e';

/** Start Barbarossa in enforced mode with the page's dice seed, and hand the screen over if the curtain is up; the
 *  first-turn surprise (§28.16b, on by default) answered from the prompt bar: the Soviet player rolls, then gives up
 *  the first air unit offered until the die's number is paid, and the screen goes to the Axis. */
export async function startSfe(page: Page, url: string): Promise<void> {
  await page.goto(`${url}&seed=${SEED}`);
  await page.waitForFunction(() => (window as any).__sandtable !== undefined);
  await page.evaluate(() => (window as any).__sandtable.ready);
  const dialog = page.getByTestId('new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('#new-module').selectOption('sfe');
  await dialog.locator('#new-scenario').selectOption('barbarossa');
  await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('enforced');
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
  await idle(page);
  await passCurtainIfUp(page);
  if ((await step(page)) !== 'surprise') return;
  await answer(page, 'Roll for the surprise');
  for (let i = 0; i < 8 && (await step(page)) === 'surprise'; i++) await answer(page, /^Lose /);
  expect((await view(page))?.state.vars.surprise?.left ?? 0).toBe(0);
  await passCurtainIfUp(page);
}

/** Whether a hex's centre is on the map's canvas, clear of its edges. */
export async function onCanvas(page: Page, hex: string): Promise<boolean> {
  const p = await page.evaluate((h) => (window as any).__sandtable.screenOf({ hex: h }), hex);
  const box = (await page.locator('canvas').first().boundingBox())!;
  return !!p && p.x > box.x + 40 && p.y > box.y + 40 && p.x < box.x + box.width - 40 && p.y < box.y + box.height - 40;
}

/** The map fitted, then zoomed in round the middle of `hexes` as far as all of them stay on the canvas (one hex: a
 *  few steps, so its neighbours show too). */
export async function zoomTo(page: Page, hexes: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await idle(page);
  for (let i = 0; i < (hexes.length > 1 ? 14 : 6); i++) {
    const at = await Promise.all(hexes.map((h) => screenOf(page, { hex: h })));
    const mid = { x: at.reduce((n, p) => n + p.x, 0) / at.length, y: at.reduce((n, p) => n + p.y, 0) / at.length };
    await page.mouse.move(mid.x, mid.y);
    await page.mouse.wheel(0, -200);
    await idle(page);
    const seen = await Promise.all(hexes.map((h) => onCanvas(page, h)));
    if (seen.every(Boolean)) continue;
    await page.mouse.wheel(0, 200);
    await idle(page);
    break;
  }
}

/** The hex a piece stands on in a view. */
export const hexOf = (v: any, id: string): string => v.state.pieces.find((p: any) => p.id === id)?.at.hex;

/** Whether a piece is on top of its stack (the last of its hex in the state's order): the counter a press picks. */
export const onTop = (v: any, id: string): boolean => {
  const p = v.state.pieces.find((x: any) => x.id === id);
  const here = v.state.pieces.filter((x: any) => x.at.kind === 'hex' && x.at.hex === p?.at.hex);
  return p?.at.kind === 'hex' && here.at(-1)?.id === id;
};

/** The hexes two apart from `hex` on its sheet (its column and row moved by up to `r`), nearest first. */
export function around(hex: string, r: number): string[] {
  const [sheet, num] = hex.split(':') as [string, string];
  const out: string[] = [];
  for (let d = 2; d <= r; d += 2)
    for (const [dc, dr] of [
      [d, 0],
      [-d, 0],
      [0, d],
      [0, -d],
      [d, d],
      [-d, -d],
    ]) {
      const col = Number(num.slice(0, 2)) + dc!;
      const row = Number(num.slice(2)) + dr!;
      if (col >= 1 && row >= 1) out.push(`${sheet}:${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`);
    }
  return out;
}
