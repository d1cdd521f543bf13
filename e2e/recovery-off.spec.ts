// Crash recovery on a full disk, on the page: the bridge's data folder on a 1 MB tmpfs, filled up mid-game. The
// moves are still made; the page says at once, under the prompt bar, that recovery is off and why (English and
// Spanish), for as long as it lasts; once space is freed, the next move writes the journal again and the words go.
// A tmpfs needs root: where it cannot be mounted the test is skipped, saying why (the unit tests inject the full
// disk instead: electron/services/recovery-failing.test.ts). The host puts RecoveryStore.health() in
// DocInfo.recovery. A screenshot at 1280x720 goes to e2e/artifacts/recovery-off.png.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, newGame, openApp, ROOT, startHost } from './host.js';
import { logLength } from './play-helpers.js';

/** A 1 MB tmpfs mounted on a new folder, or why it cannot be. */
function tmpfs(): { dir: string; unmount: () => void } | { why: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    const err = e as { stderr?: Buffer; message: string };
    return { why: (err.stderr?.toString().trim() || err.message).split('\n')[0]! };
  }
  return {
    dir,
    unmount: () => {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Rolls the dice from the toolbar (a logged action) and waits for the answer. */
async function roll(page: Page): Promise<void> {
  const before = await logLength(page);
  await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
  await idle(page);
  expect(await logLength(page)).toBe(before + 1); // the move is never refused for the journal
}

test('a full data folder: the page says crash recovery is off while it lasts, and the moves go on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const disk = tmpfs();
  if ('why' in disk) {
    const note = `a full disk needs a tmpfs, which cannot be mounted here (${disk.why})`;
    console.log(`skipped: ${note}`);
    test.skip(true, note);
    return;
  }
  const dataDir = join(disk.dir, 'data');
  mkdirSync(dataDir);
  const host = await startHost({ ...makeDirs(), dataDir });
  const filler = join(disk.dir, 'filler');
  try {
    await page.setViewportSize({ width: 1280, height: 720 });
    await openApp(page, host);
    await newGame(page, 'honor');
    await roll(page);
    const status = page.getByTestId('recovery-status');
    await expect(status).toBeHidden();

    // The disk fills up: each move is made, and within a few (what fits in the journal's last block) the page
    // says that recovery is off.
    expect(() => writeFileSync(filler, Buffer.alloc(2 * 1048576, 1))).toThrow(/ENOSPC/);
    for (let i = 0; i < 40 && !(await status.isVisible()); i++) await roll(page);
    await expect(status).toHaveText(/^Crash recovery is off: the data folder is full\./);
    await expect(status).toHaveAttribute('data-code', 'full');
    await roll(page);
    await expect(status).toBeVisible(); // a status, not a toast: it stays while the disk is full
    await page.screenshot({ path: join(ROOT, 'e2e', 'artifacts', 'recovery-off.png') });
    await page.locator('#language').selectOption('es');
    await expect(status).toHaveText(/^La recuperación tras un cierre inesperado está desactivada: la carpeta/);
    await page.screenshot({ path: join(ROOT, 'e2e', 'artifacts', 'recovery-off-es.png') });
    await page.locator('#language').selectOption('en');

    // Space again: the next move writes the whole journal, and the status goes.
    unlinkSync(filler);
    await roll(page);
    await expect(status).toBeHidden();
  } finally {
    await host.stop();
    disk.unmount();
  }
});
