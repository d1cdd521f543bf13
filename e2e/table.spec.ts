// Honor-mode table play beyond moving counters, with the real mouse and keyboard: the Next phase button and the
// phase shown by its printed name, the rules-mode selector (a logged, undoable action), a note in the log, and a
// marker dragged out of the counter sheet's tray onto a hex, then taken off again.

import { expect, test, type Page } from '@playwright/test';
import { idle, makeDirs, newGame, openApp, screenOf, startHost, view } from './host.js';
import { alliedSetup, germanSetup } from './play-helpers.js';

/** How many markers of a def the tray says are left. */
async function left(page: Page, def: string): Promise<number> {
  const tray: { def: string; available: number }[] = await page.evaluate(() => (window as any).__sandtable.markers());
  const m = tray.find((x) => x.def === def);
  if (!m) throw new Error(`the tray has no marker "${def}"`);
  return m.available;
}

test('Next phase, the rules mode and a note are logged actions; Undo takes the mode back', async ({ page }) => {
  test.setTimeout(240_000);
  const host = await startHost(makeDirs());
  try {
    await page.goto(`${host.url}&seed=e2e-4`);
    await page.waitForFunction(() => (window as any).__sandtable !== undefined);
    await page.evaluate(() => (window as any).__sandtable.ready);
    await newGame(page);
    // Under Isabella's rules a game starts at the set-up, even in honor mode: Next phase must wait for it.
    const v0 = await view(page);
    expect(v0.state.phase).toBe('setup');
    await expect(page.getByTestId('turn')).toHaveText('Turn 1 of 10');
    await expect(page.getByTestId('phase')).toHaveText('Phase: Set-up');
    await page.getByRole('button', { name: 'Next phase', exact: true }).click();
    await idle(page);
    await expect(page.getByRole('alert')).toContainText('(rule 3.3)');
    expect((await view(page)).state.phase).toBe('setup');

    // The set-up at the prompts (honor mode has no curtain: the screen follows the side to play).
    await alliedSetup(page, '1419');
    expect((await view(page)).side).toBe('axis');
    await germanSetup(page);
    const v1 = await view(page);
    expect(v1.side).toBe('allied');
    expect(v1.state.phase).toBe('actions-1');
    await expect(page.getByTestId('phase')).toHaveText('Phase: IV. Alternating Actions Movement or Combat');

    // Next phase: the phase ends where it stands (recovery V is automatic), the status names it, the log lists it.
    await page.getByRole('button', { name: 'Next phase', exact: true }).click();
    await idle(page);
    expect((await view(page)).state.phase).toBe('actions-2');
    await expect(page.getByTestId('phase')).toHaveText('Phase: VI. Alternating Actions Combat or Movement');
    const log = page.getByRole('log');
    const next = log.locator('li[data-verb="nextPhase"]');
    await expect(next).toHaveCount(1);
    await expect(next).toContainText('went to the next phase');
    await expect(next).toContainText('VI. Alternating Actions Combat or Movement');

    // The rules mode: a change is a setMode entry, and the selector shows the game's mode.
    const mode = page.getByRole('combobox', { name: 'Rules mode', exact: true });
    await expect(mode).toHaveValue('honor');
    await mode.selectOption('advisory');
    await idle(page);
    expect((await view(page)).state.mode).toBe('advisory');
    await expect(mode).toHaveValue('advisory');
    await expect(log.locator('li[data-verb="setMode"]')).toHaveCount(1);
    await expect(log.locator('li[data-verb="setMode"]')).toContainText('advisory');

    // Undo takes the mode change back like any other action.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await idle(page);
    expect((await view(page)).state.mode).toBe('honor');
    await expect(mode).toHaveValue('honor');
    await expect(log.locator('li[data-verb="setMode"]')).toHaveCount(0);

    // A note: typed into the dialog, kept in the log.
    const before: number = await page.evaluate(() => (window as any).__sandtable.logLength());
    await page.getByRole('button', { name: 'Add note', exact: true }).click();
    const dialog = page.getByTestId('note-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Agreed: Gibraltar is out of play this turn');
    await dialog.getByRole('button', { name: 'Add note', exact: true }).click();
    await expect(dialog).toBeHidden();
    await idle(page);
    expect(await page.evaluate(() => (window as any).__sandtable.logLength())).toBe(before + 1);
    await expect(log.locator('li[data-verb="note"]')).toContainText('Agreed: Gibraltar is out of play this turn');
  } finally {
    await host.stop();
  }
});

test('a marker dragged from the tray onto a hex is placed, counted, and removed from its menu', async ({ page }) => {
  const host = await startHost(makeDirs());
  try {
    await openApp(page, host);
    await newGame(page);
    const v0 = await view(page);
    const occupied = new Set(v0.state.pieces.filter((p: any) => p.at.kind === 'hex').map((p: any) => p.at.hex));
    // An empty hex near Madrid, so the new marker is alone in its stack.
    const hex = ['2716', '2717', '2616', '2815', '2617'].find((h) => !occupied.has(h))!;
    const fullStock = await left(page, 'airpower');
    expect(fullStock).toBe(5);

    const from = await screenOf(page, { marker: 'airpower' });
    const to = await screenOf(page, { hex });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 8, from.y - 4, { steps: 3 });
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    await idle(page);

    const placed = (await view(page)).state.pieces.filter((p: any) => p.kind === 'marker' && p.def === 'airpower');
    expect(placed).toHaveLength(1);
    expect(placed[0].at).toEqual({ kind: 'hex', hex });
    expect(await left(page, 'airpower')).toBe(fullStock - 1);
    const log = page.getByRole('log');
    await expect(log.locator('li[data-verb="placeMarker"]')).toContainText(`placed Airpower at hex ${hex}`);

    // Its menu offers Flip and Remove marker, not the unit items.
    const m = await screenOf(page, { piece: placed[0].id });
    await page.mouse.click(m.x, m.y, { button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Flip' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Lose a step' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Remove marker' }).click();
    await idle(page);
    expect((await view(page)).state.pieces.some((p: any) => p.id === placed[0].id)).toBe(false);
    expect(await left(page, 'airpower')).toBe(fullStock);
    await expect(log.locator('li[data-verb="removeMarker"]')).toContainText('removed Airpower');
  } finally {
    await host.stop();
  }
});
