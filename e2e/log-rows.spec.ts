// The log panel makes an entry's row once: an action adds one row and leaves the rows drawn as they are (on a
// long game it used to make every row in view again, each naming its pieces), and another language makes them all
// again in its words.

import { expect, test } from '@playwright/test';
import { idle, makeDirs, newGame, openApp, startHost } from './host.js';

test('an entry added keeps the rows drawn; another language makes them again', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const roll = page.locator('button[data-cmd="roll"]');
    for (let i = 0; i < 3; i++) {
      await roll.click();
      await idle(page);
    }
    const rows = page.getByRole('log').locator('li[data-seq]');
    await expect(rows).toHaveCount(3);
    const english = await rows.first().textContent();
    await rows.evaluateAll((els) => {
      for (const e of els) (e as unknown as { kept: boolean }).kept = true;
    });
    const kept = () => rows.evaluateAll((els) => els.map((e) => (e as unknown as { kept?: boolean }).kept === true));

    await roll.click();
    await idle(page);
    await expect(rows).toHaveCount(4);
    expect(await kept()).toEqual([true, true, true, false]);
    await expect(rows.last()).toHaveAttribute('aria-setsize', '4');
    await expect(rows.first()).toHaveAttribute('aria-setsize', '4');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(rows.first()).not.toHaveText(english ?? '');
    expect(await kept()).toEqual([false, false, false, false]);
  } finally {
    await host.stop();
  }
});
