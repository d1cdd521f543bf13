// The replay bar (issue 8) on an enforced Operation Isabella game in real Chromium: after the set-up and a move
// by each side, the Allied screen opens the bar, steps back to before its own move (the counter is back at its
// earlier hex on the map, the log row is marked), cannot drag a counter meanwhile, jumps by turn selector and
// Home, plays at 4×, jumps to the end, and Escape returns to the game, where play goes on.

import { expect, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { alliedSetup, clickHex, drag, germanSetup, passCurtain, startSeeded } from './play-helpers.js';

const shot = (name: string) => join(ROOT, 'e2e', 'artifacts', name);

/** The replayed position the page draws, or null (window.__sandtable.replay()). */
async function replayed(page: Page): Promise<any> {
  return page.evaluate(() => (window as any).__sandtable.replay());
}

async function logLength(page: Page): Promise<number> {
  return page.evaluate(() => (window as any).__sandtable.logLength());
}

/** Where a piece stands in a view. */
const atOf = (v: any, id: string) => v.state.pieces.find((p: any) => p.id === id)?.at;

/**
 * Drag a unit of the side to play to the first hex its legal actions list (picked in its stack's inspector): one
 * more entry, and the curtain up for the other side (the page holds no view under it).
 */
async function moveFirst(page: Page, piece: string): Promise<string> {
  const v = await view(page);
  const a = v.legalActions.find((x: any) => x.verb === 'move' && x.args.piece === piece && x.args.to.kind === 'hex');
  const from = atOf(v, piece).hex;
  await clickHex(page, from);
  await page.getByTestId('stack-inspector').locator(`li[data-piece="${piece}"]`).click();
  const before = await logLength(page);
  await drag(page, await screenOf(page, { hex: from }), await screenOf(page, { hex: a.args.to.hex }));
  expect(await logLength(page)).toBe(before + 1);
  await expect(page.getByTestId('curtain')).toBeVisible();
  expect(await view(page)).toBeNull();
  return a.args.to.hex;
}

test('the replay bar steps back through an enforced game, refuses moves, and Escape returns to play', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    await alliedSetup(page, '1419');
    await passCurtain(page, 'Axis');
    await germanSetup(page);
    await passCurtain(page, 'Allied');
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    const to = await moveFirst(page, 'us-1ad');
    await passCurtain(page, 'Axis');
    await moveFirst(page, 'fs-i');
    await passCurtain(page, 'Allied');
    const n = await logLength(page);

    // Open: the game as it is, entry n of n; the prompt bar gives way to the replay bar.
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await idle(page);
    const bar = page.getByTestId('replay-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('prompt')).toBeHidden();
    await expect(page.getByTestId('replay-banner')).toHaveText(
      `After entry #${n - 1} of #${n - 1} — Turn 1, ${await phase(page)} — Escape returns to the game`,
    );
    expect((await replayed(page)).seq).toBe(n - 1);

    // Two steps back (the arrow key, then the button): before the Allied move, us-1ad is back in 1419.
    await page.keyboard.press('ArrowLeft');
    await idle(page);
    expect((await replayed(page)).seq).toBe(n - 2);
    await page.getByTestId('replay-back').click();
    await idle(page);
    const back = await replayed(page);
    expect(back.seq).toBe(n - 3);
    expect(atOf(back.view, 'us-1ad')).toEqual({ kind: 'hex', hex: '1419' });
    expect(atOf(await view(page), 'us-1ad')).toEqual({ kind: 'hex', hex: to }); // the live game is untouched
    const drawn = await screenOf(page, { piece: 'us-1ad' });
    const hex1419 = await screenOf(page, { hex: '1419' });
    expect(Math.hypot(drawn.x - hex1419.x, drawn.y - hex1419.y)).toBeLessThan(30);
    await expect(page.getByTestId('replay-banner')).toContainText(`After entry #${n - 3} of #${n - 1}`);
    await expect(page.getByRole('log').locator(`li[data-seq="${n - 3}"]`)).toHaveClass(/replay-current/);

    // No moves on a replayed position: a drag does nothing and nothing is sent.
    await drag(page, drawn, await screenOf(page, { hex: to }));
    expect(await logLength(page)).toBe(n);
    expect(atOf((await replayed(page)).view, 'us-1ad')).toEqual({ kind: 'hex', hex: '1419' });
    await page.screenshot({ path: shot('replay-bar-page.png') });
    await bar.screenshot({ path: shot('replay-bar.png') });

    // The turn selector's first entry is the set-up; Home too; then play at 4× moves forward by itself.
    await page.getByTestId('replay-turn').selectOption({ index: 0 });
    await idle(page);
    expect((await replayed(page)).seq).toBe(-1);
    await expect(page.getByTestId('replay-banner')).toContainText('The set-up, before entry #0');
    await page.getByTestId('replay-entry').fill('5');
    await page.getByTestId('replay-entry').press('Enter');
    await idle(page);
    expect((await replayed(page)).seq).toBe(5);
    await expect(page.getByRole('log').locator('li[data-seq="5"]')).toHaveClass(/replay-current/);
    await page.getByTestId('replay-entry').blur(); // the field keeps its own keys while focused
    await page.keyboard.press('Home');
    await idle(page);
    expect((await replayed(page)).seq).toBe(-1);
    await page.getByTestId('replay-speed').selectOption('4');
    await page.getByTestId('replay-play').click();
    await expect.poll(async () => (await replayed(page)).seq, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await page.getByTestId('replay-play').click();
    await idle(page);
    const paused = (await replayed(page)).seq;
    await page.waitForTimeout(600);
    expect((await replayed(page)).seq).toBe(paused);
    await page.keyboard.press('End');
    await idle(page);
    expect((await replayed(page)).seq).toBe(n - 1);

    // Escape: the live game again, and play goes on.
    await page.keyboard.press('Escape');
    await idle(page);
    expect(await replayed(page)).toBeNull();
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('prompt')).toBeVisible();
    await moveFirst(page, 'uk-6ad');
    expect(await logLength(page)).toBe(n + 1);
  } finally {
    await host.stop();
  }
});

/** The phase's printed name as the status strip shows it. */
async function phase(page: Page): Promise<string> {
  return ((await page.getByTestId('phase').textContent()) ?? '').replace(/^Phase: /, '');
}
