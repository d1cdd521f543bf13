// The host process dies (SIGKILL) mid-game; the next start offers the recovery file and restores every
// action that had completed.

import { expect, test } from '@playwright/test';
import { idle, makeDirs, newGame, openApp, startHost, view } from './host.js';

test('SIGKILL mid-game, then restore on the next start', async ({ page }) => {
  const dirs = makeDirs();
  let host = await startHost(dirs);
  try {
    await openApp(page, host);
    await newGame(page);
    const roll = page.getByRole('button', { name: 'Roll dice', exact: true });
    for (let i = 0; i < 3; i++) {
      await roll.click();
      await idle(page);
    }
    const before = await view(page);
    const logBefore: number = await page.evaluate(() => (window as any).__sandtable.logLength());
    expect(logBefore).toBe(3);
    // One more action in flight when the process is killed: it may or may not survive.
    await roll.click();
    await host.stop('SIGKILL');

    host = await startHost(dirs);
    await openApp(page, host);
    const dialog = page.getByTestId('recovery-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(dialog).toBeHidden();
    await idle(page);
    const logAfter: number = await page.evaluate(() => (window as any).__sandtable.logLength());
    expect(logAfter === 3 || logAfter === 4).toBe(true);
    const after = await view(page);
    if (logAfter === 3) expect(after.state).toEqual(before.state);
    else expect(after.state.pieces).toEqual(before.state.pieces);
  } finally {
    await host.stop();
  }
});
