// An Action Round of Crusade and Revolution played with the keyboard only (issue 26 §4), in real Chromium at one
// screen with the curtain: the game started from the New game dialog by Tab and Enter, the Nationalists' forced
// event played from the hand, the Republicans' card played as OPS, a space with their units reached on the map with
// the arrows and activated from its menu, its stack selected with Enter, its destinations walked with N (each said),
// and the move made with Enter; the focus never left on <body>, and what was done said in the live region.

import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, startHost, view } from './host.js';
import { arrowTo, live, mapFocus, press, tabTo } from './keyboard-helpers.js';

/** The curtain is up for `label`'s side, its button has the focus: Enter lifts it. */
async function enterCurtain(page: Page, label: string, side: string): Promise<void> {
  await expect(page.getByTestId('curtain-title')).toHaveText(`${label} to play`);
  await expect(page.getByTestId('curtain-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('curtain')).toBeHidden();
  await idle(page);
  expect((await view(page)).side).toBe(side);
}

test('a Crusade Action Round with the keyboard only: a card, an activation, a move', async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await page.goto(`${host.url}&seed=kb-1`);
    await page.waitForFunction(() => (window as any).__sandtable !== undefined);
    await page.evaluate(() => (window as any).__sandtable.ready);

    // New game: Crusade, Enforced (the dialog's first choices): Tab to Start, Enter.
    const dialog = page.getByTestId('new-game-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('#new-module')).toHaveValue('crusade');
    await expect(dialog.getByRole('combobox', { name: 'Rules mode' })).toHaveValue('enforced');
    await press(page, dialog.getByRole('button', { name: 'Start', exact: true }));
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await view(page))?.state?.vars?.decks?.NAT?.handCount ?? 0).toBe(7);

    // Round 1, the Nationalists: Air Bridge must be played as its event (4.3.1): its button in the hand.
    const cards = page.getByTestId('hand-panel').getByTestId('card');
    await press(page, cards.filter({ hasText: 'Air Bridge' }).getByRole('button', { name: 'Event', exact: true }));
    await enterCurtain(page, 'Republican', 'REP');
    await expect(live(page)).toContainText('Air Bridge');

    // The Republicans play a card as OPS from the hand.
    let v = await view(page);
    const ops = v.legalActions.find((a: any) => a.verb === 'play' && a.args.as === 'ops');
    await press(page, page.locator(`[data-card="${ops.args.card}"]`).getByRole('button', { name: /^OPS/ }));
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-activate');
    await expect(live(page)).toContainText('Activate spaces');

    // A space of theirs with units, reached with the arrows: Enter opens its menu, whose first choice has the focus.
    v = await view(page);
    const activation = v.legalActions.find(
      (a: any) =>
        a.verb === 'activate' &&
        a.args.as === 'move' &&
        v.state.pieces.some((p: any) => p.side === 'REP' && p.at.kind === 'space' && p.at.space === a.args.space),
    );
    const space = activation.args.space;
    await arrowTo(page, { space });
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: /Activate to move/ });
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await idle(page);
    await expect(page.locator('body')).not.toBeFocused();
    const done = page.getByRole('button', { name: 'Done activating' });
    if ((await done.count()) > 0) await press(page, done);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.ops-move');

    // Its stack: Enter on the space selects the top unit, its destinations walked with N, each said; Enter moves.
    v = await view(page);
    const unit = v.state.pieces.filter((p: any) => p.at.kind === 'space' && p.at.space === space).at(-1);
    await arrowTo(page, { space });
    await page.keyboard.press('Enter');
    await expect(live(page)).toContainText('places to go, arrows or N and P walk them');
    await page.keyboard.press('n');
    await expect(live(page)).toContainText(/2 of \d+: /);
    const to = (await mapFocus(page)).replace('space:', '');
    expect(to).not.toBe(space);
    const move = v.legalActions.find(
      (a: any) => a.verb === 'moveStack' && a.args.units.includes(unit.id) && a.args.path.at(-1) === to,
    );
    expect(move).toBeTruthy();
    await page.keyboard.press('Enter');
    await idle(page);
    const after = await view(page);
    if (after) {
      expect(after.state.pieces.find((p: any) => p.id === unit.id).at).toEqual({ kind: 'space', space: to });
      const doneMoving = page.getByRole('button', { name: 'Done moving' });
      if ((await doneMoving.count()) > 0) await press(page, doneMoving);
    }

    // The round is over: the Nationalists' turn, and their log says what the Republicans did.
    await enterCurtain(page, 'Nationalist', 'NAT');
    await expect(page.getByRole('log').locator('li[data-verb="moveStack"]')).toHaveCount(1);
    // Said once, after the curtain: the Republican move, in the log's words.
    await expect(live(page).getByText('Republican: moves')).toHaveCount(1);
    await tabTo(page, cards.first().getByRole('button').first());
  } finally {
    await host.stop();
  }
});
