// Operation Isabella in enforced mode offers only what the rules allow now, with the mouse: the counter's context
// menu greys what the rules refuse and says why on hover (in the rule's words, with its number), Roll dice and Next
// phase are shown refused and say why when pressed, the markers tray is headed "placed by the rules" and refuses
// a marker by hand; the RS corps that can't come leave the counter sheet after the loyalty rolls (3.3); in the
// movement phase the menu's Flip is the rules' own flip instead of acting (5.7).

import { expect, test } from '@playwright/test';
import { idle, makeDirs, screenOf, startHost, view } from './host.js';
import { alliedSetup, germanSetup, passCurtain, startSeeded } from './play-helpers.js';

test('enforced: the menu, the toolbar and the tray offer what the rules allow now, and say why not', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    const v0 = await view(page);
    const unit = v0.state.pieces.find((p: any) => p.kind === 'unit' && p.at.kind === 'hex');
    const at = await screenOf(page, { piece: unit.id });
    await page.mouse.click(at.x, at.y, { button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const lose = menu.getByRole('menuitem', { name: 'Lose a step' });
    await expect(lose).toHaveAttribute('aria-disabled', 'true');
    await lose.hover();
    const why = menu.getByTestId('menu-reason');
    await expect(why).toBeVisible();
    await expect(why).toContainText('A unit loses steps by the rules only');
    await expect(why).toContainText('(rule 5.1)');
    // A refused item does nothing when clicked: the menu stays, the log does not grow.
    const before: number = await page.evaluate(() => (window as any).__sandtable.logLength());
    await lose.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(before);
    await page.keyboard.press('Escape');

    // The toolbar: Roll dice and Next phase refused, with the rule when pressed; nothing logged.
    const roll = page.getByRole('button', { name: 'Roll dice', exact: true });
    await expect(roll).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Next phase', exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await roll.click({ force: true });
    await expect(page.getByRole('alert')).toContainText('(rule 5.1)');
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(before);

    // The tray: every marker refused by hand, with the reason.
    const tray: { def: string; refused?: string }[] = await page.evaluate(() => (window as any).__sandtable.markers());
    expect(tray.length).toBeGreaterThan(3);
    for (const m of tray) expect(m.refused, m.def).toMatch(/^The rules place the markers/);

    // The set-up, then the movement phase: Flip stands for the rules' flip of a unit instead of acting (5.7).
    await alliedSetup(page, '1419');
    await passCurtain(page, 'Axis');
    await germanSetup(page);
    await passCurtain(page, 'Allied');
    const v1 = await view(page);
    // The RS corps left in the set-up box by the loyalty rolls can't come: the counter sheet no longer lists them.
    const stayed = v1.state.pieces.filter((p: any) => p.def.startsWith('rs-') && p.at.kind === 'box');
    expect(stayed.length, 'an RS corps whose Falangist corps stayed loyal').toBeGreaterThan(0);
    for (const p of stayed)
      expect(await page.evaluate((id) => (window as any).__sandtable.screenOf({ piece: id }), p.id)).toBeNull();
    const listed = v1.legalActions.find((a: any) => a.verb === 'disrupt');
    expect(listed, 'a unit the Allies may flip').toBeTruthy();
    const id = listed.args.piece;
    const hex = v1.state.pieces.find((p: any) => p.id === id).at.hex;
    await page.mouse.click((await screenOf(page, { hex })).x, (await screenOf(page, { hex })).y);
    await idle(page);
    await page.getByTestId('stack-inspector').locator(`li[data-piece="${id}"] button`).click();
    const flip = page.getByRole('menu').getByRole('menuitem', { name: 'Flip' });
    await expect(flip).not.toHaveAttribute('aria-disabled', 'true');
    await expect(flip).toHaveAttribute('data-action', 'disrupt');
    await expect(flip).toBeFocused();
    await flip.click();
    await idle(page);
    const after = await view(page);
    // The flip ends the Allied action: the curtain may be up for the Axis (no view), else the unit is flipped.
    if (after) expect(after.state.pieces.find((p: any) => p.id === id).disrupted).toBe(true);
    else await expect(page.getByTestId('curtain')).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  } finally {
    await host.stop();
  }
});
