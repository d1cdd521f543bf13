// Operation Isabella read on the map: in advisory mode a move the rules forbid is carried out and flagged, and the
// flag shows beyond the log row (its hex marked on the map, a side panel listing this turn's flags with the rule in
// words); the overlays come with a key that says what each colour means, in English and Spanish.

import { expect, test } from '@playwright/test';
import { idle, makeDirs, screenOf, startHost, view } from './host.js';
import { alliedSetup, drag, germanSetup, passCurtain, startSeeded } from './play-helpers.js';

test('advisory flags on the map and in a list; the overlays with their key', async ({ page }) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'advisory');
    await alliedSetup(page, '1419');
    await passCurtain(page, 'Axis');
    await germanSetup(page);
    await passCurtain(page, 'Allied');
    const flags = page.getByTestId('open-flags');
    await expect(flags).toBeHidden();

    // The overlays' key: shown with an overlay, in the page's language, gone with it.
    const key = page.getByTestId('overlay-key');
    await expect(key).toBeHidden();
    await page.locator('button[data-overlay="supply"]').click();
    await idle(page);
    await expect(key).toBeVisible();
    await expect(key).toContainText('Supply reaches');
    await expect(key).toContainText('Unit out of supply');
    await page.locator('button[data-overlay="zoc"]').click();
    await idle(page);
    await expect(key).toContainText('Allied ZOC');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(key).toContainText('Llega el suministro');
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    for (const o of ['supply', 'zoc']) await page.locator(`button[data-overlay="${o}"]`).click();
    await idle(page);
    await expect(key).toBeHidden();

    // A move far beyond the unit's MP: carried out in advisory mode, and flagged.
    const v = await view(page);
    const legal = new Set(
      v.legalActions.filter((a: any) => a.verb === 'move' && a.args.piece === 'us-1ad').map((a: any) => a.args.to.hex),
    );
    const far = '2816';
    expect(legal.has(far)).toBe(false);
    await drag(page, await screenOf(page, { piece: 'us-1ad' }), await screenOf(page, { hex: far }));
    await idle(page);
    if (await page.getByTestId('curtain').isVisible()) await passCurtain(page, 'Axis');
    // Whoever plays next sees the flag: its hex marked on the map when it is to act, and the panel.
    await expect(flags).toBeVisible();
    await expect(flags).toContainText('rule broken this turn');
    await expect(flags.locator('li')).toHaveCount(1);
    await expect(flags.locator('li').first()).toContainText('(rule');
    await expect(flags.locator('li').first()).toHaveAttribute('data-hex', far);
    const lit = await page.evaluate(() => (window as any).__sandtable.highlights());
    expect(lit.filter((h: any) => h.kind === 'flag').map((h: any) => h.hex)).toEqual([far]);

    // A replayed position is shown without the overlays, and without their key; back to play, both return.
    await page.locator('button[data-overlay="supply"]').click();
    await idle(page);
    await expect(key).toBeVisible();
    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await idle(page);
    await expect(page.getByTestId('replay-bar')).toBeVisible();
    await expect(key).toBeHidden();
    await page.keyboard.press('Escape');
    await idle(page);
    await expect(key).toBeVisible();
  } finally {
    await host.stop();
  }
});
