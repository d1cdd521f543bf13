// Operation Isabella at the table (honor mode): a leader marker (Patton) dropped on a unit's hex never hides the
// unit (the stack shows the unit on top, a click picks the unit), and a two-sided marker (airpower) says so: its
// menu names the face a flip shows, the stack inspector both faces.

import { expect, test, type Page } from '@playwright/test';
import { idle, makeDirs, newGame, openApp, screenOf, startHost, view } from './host.js';

/** Drag a marker from the counter sheet's tray onto a hex. */
async function dropMarker(page: Page, def: string, hex: string): Promise<void> {
  const from = await screenOf(page, { marker: def });
  const to = await screenOf(page, { hex });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x - 8, from.y - 4, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await idle(page);
}

test('Patton never hides his unit; airpower says it has two faces', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const v0 = await view(page);
    const counts = new Map<string, number>();
    for (const p of v0.state.pieces) if (p.at.kind === 'hex') counts.set(p.at.hex, (counts.get(p.at.hex) ?? 0) + 1);
    const unit = v0.state.pieces.find(
      (p: any) => p.kind === 'unit' && p.at.kind === 'hex' && counts.get(p.at.hex) === 1,
    );
    const hex = unit.at.hex;
    await dropMarker(page, 'patton', hex);
    const v1 = await view(page);
    const patton = v1.state.pieces.find((p: any) => p.def === 'patton');
    expect(patton.at).toEqual({ kind: 'hex', hex });
    // In the state Patton came last (on top); on the map the unit is on top: a click on the stack picks the unit.
    const there = v1.state.pieces.filter((p: any) => p.at.kind === 'hex' && p.at.hex === hex).map((p: any) => p.id);
    expect(there.at(-1)).toBe(patton.id);
    const at = await screenOf(page, { hex });
    await page.mouse.click(at.x, at.y);
    await idle(page);
    expect(await page.evaluate(() => (window as any).__sandtable.selected())).toBe(unit.id);
    // The inspector lists the unit first (top of the stack), Patton under it.
    const rows = page.getByTestId('stack-inspector').locator('li[data-piece]');
    await expect(rows.first()).toHaveAttribute('data-piece', unit.id);
    await expect(rows.nth(1)).toHaveAttribute('data-piece', patton.id);

    // Airpower: the menu names the face a flip shows, the inspector both faces.
    const empty = ['2716', '2717', '2616', '2815', '2617'].find((h) => !counts.has(h) && h !== hex)!;
    await dropMarker(page, 'airpower', empty);
    const air = (await view(page)).state.pieces.find((p: any) => p.def === 'airpower');
    const m = await screenOf(page, { piece: air.id });
    await page.mouse.click(m.x, m.y);
    await idle(page);
    await expect(page.getByTestId('two-sided')).toHaveText('Two-sided: Allied Airpower / German Airpower');
    await page.mouse.click(m.x, m.y, { button: 'right' });
    const flip = page.getByRole('menu').getByRole('menuitem', { name: 'Flip to German Airpower' });
    await expect(flip).toBeVisible();
    await flip.click();
    await idle(page);
    expect((await view(page)).state.pieces.find((p: any) => p.id === air.id).disrupted).toBe(true);
    await page.mouse.click(m.x, m.y, { button: 'right' });
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Flip to Allied Airpower' })).toBeVisible();
  } finally {
    await host.stop();
  }
});
