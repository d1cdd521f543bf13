// A long game's log in the page: only the rows in view are in the DOM, the list scrolls to its end on new
// entries, scrolling up shows the first entries, and an action sends only the new log line, not the whole log.

import { expect, test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Action } from '../engine/core/types.js';
import { createInProcessRunner } from '../electron/engine-host/runner.js';
import { GameDocument } from '../electron/services/document.js';
import { loadModuleDir } from '../electron/services/modules.js';
import { serializeSaveFile } from '../electron/services/savefile.js';
import { idle, makeDirs, openApp, ROOT, startHost } from './host.js';

const ENTRIES = 3000;

/** Writes an Isabella game of `n` entries (notes and dice rolls) into `dir` as long.sandtable. */
async function writeLongGame(dir: string, n: number): Promise<void> {
  const loaded = await loadModuleDir(join(ROOT, 'assets', 'modules', 'isabella'), 'isabella');
  if (!loaded.ok) throw new Error(loaded.error.message);
  const setup = { scenarioId: 'campaign', seed: 'long', mode: 'honor' as const, options: {} };
  const made = await GameDocument.create(loaded.value, createInProcessRunner(loaded.value.module), setup);
  if (!made.ok) throw new Error(made.error.message);
  const side = made.value.state.activeSide;
  for (let i = 0; i < n; i++) {
    const a: Action =
      i % 2
        ? { side, verb: 'roll', args: { count: 1, sides: 6 } }
        : { side, verb: 'note', args: { text: `note ${i}` } };
    const r = await made.value.act(a);
    if (!r.ok) throw new Error(`entry ${i} refused: ${JSON.stringify(r.violations)}`);
  }
  writeFileSync(join(dir, 'long.sandtable'), serializeSaveFile(made.value.toSaveFile('0.1.0')));
  await made.value.dispose();
}

test(`a log of ${ENTRIES} entries: a few rows in the DOM, scrolled to the end, deltas on the wire`, async ({
  page,
}) => {
  const dirs = makeDirs();
  await writeLongGame(dirs.docsDir, ENTRIES);
  const host = await startHost(dirs);
  try {
    await openApp(page, host);
    // No game yet: leave the New game dialog and open the long game from the list.
    await expect(page.getByTestId('new-game-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open…', exact: true }).click();
    await page
      .getByTestId('open-dialog')
      .getByRole('button', { name: /long\.sandtable/ })
      .click();
    await idle(page);
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(ENTRIES);

    const log = page.getByTestId('log');
    const rows = log.locator('li[data-seq]');
    const last = log.locator(`li[data-seq="${ENTRIES - 1}"]`);
    await expect(last).toBeInViewport();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(3);
    expect(shown).toBeLessThan(100);

    // Scrolled to the top: the first entry, still only a window of rows.
    await page.getByRole('log').evaluate((e) => {
      e.scrollTop = 0;
    });
    await expect(log.locator('li[data-seq="0"]')).toBeInViewport();
    expect(await rows.count()).toBeLessThan(100);
    await expect(last).toHaveCount(0);

    // A roll: the answer carries the one new line, and the list jumps to it.
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/act'));
    await page.getByRole('button', { name: 'Roll dice', exact: true }).click();
    const body = await (await answer).text();
    await idle(page);
    const reply = JSON.parse(body);
    expect(reply.value.logFrom).toBe(ENTRIES);
    expect(reply.value.log.map((l: { seq: number }) => l.seq)).toEqual([ENTRIES]);
    expect(body.length).toBeLessThan(200_000); // the view only; the whole log alone is over 600 KB
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(ENTRIES + 1);
    const newest = log.locator(`li[data-seq="${ENTRIES}"]`);
    await expect(newest).toBeInViewport();
    await expect(newest).toHaveAttribute('data-verb', 'roll');
    expect(await rows.count()).toBeLessThan(100);

    // Undo takes the line away again.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await idle(page);
    await expect(newest).toHaveCount(0);
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(ENTRIES);
  } finally {
    await host.stop();
  }
});
