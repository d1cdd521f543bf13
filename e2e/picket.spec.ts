// Picket, the fixture game of the plug-in test (engine/games/picket), played in the page at one screen: a move by
// drag to a lit hex, the hand-over curtain, a pass from the prompt bar, and the contact the other side answers
// (Stand) inside the mover's turn, with the log in the game's own words. Nothing of the page names it: its page
// plug-in (renderer/games/picket/) is all the page knows of it.
import { expect, test } from '@playwright/test';
import { idle, makeDirs, openApp, screenOf, startHost, view } from './host.js';
import { answer, drag, passCurtain } from './play-helpers.js';

test('Picket at one screen: a drag, a pass, and a contact the other side answers', async ({ page }) => {
  test.setTimeout(120_000);
  process.env.SANDTABLE_STRESS = '1'; // the bridge inherits it: New game lists the hidden modules
  const host = await startHost(makeDirs());
  delete process.env.SANDTABLE_STRESS;
  try {
    await openApp(page, host);
    const dialog = page.getByTestId('new-game-dialog');
    await dialog.locator('#new-module').selectOption('picket');
    await dialog.getByRole('combobox', { name: 'Rules mode' }).selectOption('enforced');
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(dialog).toBeHidden();
    await idle(page);
    await expect(page.getByTestId('prompt-text')).toHaveText(/Move a unit to an empty hex next to it, or pass/);
    // P.5 fog: Red does not see Blue's units far away.
    expect((await view(page)).state.pieces.map((p: { id: string }) => p.id)).not.toContain('blue-inf-1');

    // Red drags its infantry to a lit hex; the curtain hands the screen to Blue.
    const from = await screenOf(page, { piece: 'red-inf-1' });
    const to = await screenOf(page, { hex: '0202' });
    await drag(page, from, to, async () => {
      const lit = await page.evaluate(() => (window as any).__sandtable.highlights());
      expect(lit.some((h: { hex: string; kind: string }) => h.hex === '0202' && h.kind === 'move')).toBe(true);
    });
    await passCurtain(page, 'Blue');
    await answer(page, 'Pass');
    await passCurtain(page, 'Red');
    expect((await view(page)).state.pieces.find((p: { id: string }) => p.id === 'red-inf-1').at.hex).toBe('0202');

    // Red moves next to Blue's infantry, which Blue moved nowhere: contact, which Blue answers in Red's turn.
    await drag(page, await screenOf(page, { piece: 'red-inf-1' }), await screenOf(page, { hex: '0303' }));
    await passCurtain(page, 'Blue');
    await answer(page, 'Pass');
    await passCurtain(page, 'Red');
    await drag(page, await screenOf(page, { piece: 'red-inf-1' }), await screenOf(page, { hex: '0403' }));
    await passCurtain(page, 'Blue');
    await expect(page.getByTestId('prompt-text')).toHaveText(/Your unit was met: stand and fire, or yield a point/);
    await page.screenshot({ path: 'e2e/artifacts/picket-contact.png' });
    await answer(page, 'Stand and fire');
    await expect(page.getByRole('log')).toContainText(/firefight: /);
    await page.screenshot({ path: 'e2e/artifacts/picket-firefight.png' });
  } finally {
    await host.stop();
  }
});
