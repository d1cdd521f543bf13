// An opening of Operation Isabella played with the keyboard only (issue 26 §4), in real Chromium at one screen with
// the curtain: the loyalty roll and the landing stack answered at the prompt bar by Tab and Enter, the beachhead
// port reached on the map with the arrows, the German set-up unit by unit (U: the next unit that may go, Enter: its
// first destination), a move walked to its hex with N and announced with its MP, an attack opened on its target and
// made from the battle panel, the defender's choice; every step said in the live region, and the focus never left
// on <body>. The positions as text (V) are read at the end. The seed is fixed, so every roll repeats.

import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, startHost, view } from './host.js';
import { step, startSeeded } from './play-helpers.js';
import { arrowTo, live, mapFocus, press, walkTo } from './keyboard-helpers.js';

/** The focus is on something of the page, never dropped to <body>. */
async function focusKept(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toBeFocused();
}

/** The curtain is up for `label`'s side, its button has the focus: Enter lifts it. */
async function enterCurtain(page: Page, label: string): Promise<void> {
  await expect(page.getByTestId('curtain-title')).toHaveText(`${label} to play`);
  await expect(page.getByTestId('curtain-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('curtain')).toBeHidden();
  await idle(page);
  expect((await view(page)).side).toBe(label.toLowerCase());
}

const selected = (page: Page) => page.evaluate(() => (window as any).__sandtable.selected());

test('an Isabella opening with the keyboard only: set-up, a move, an attack, the defender', async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');

    // 3.3: the loyalty roll, a prompt button reached by Tab; its dice said in the live region.
    await press(page, page.getByRole('button', { name: 'Roll loyalty' }));
    await expect(live(page)).toContainText('rolled the loyalty of the Spanish corps');
    await expect(live(page)).toContainText('Choose the port of the Allied beachhead');
    await focusKept(page);

    // 3.4: the beachhead, a lit port reached on the map with the arrows and taken with Enter.
    await arrowTo(page, { hex: '1419' });
    await expect(live(page)).toContainText('hex 1419: empty');
    await page.keyboard.press('Enter');
    await idle(page);
    expect((await view(page)).state.vars.beachhead).toBe('1419');

    // The landing stack: four prompt buttons, the focus going on to the next answer after each press.
    await press(page, page.getByRole('button', { name: /^Land / }).first());
    for (let i = 0; i < 3 && (await step(page)) === 'setup-landing'; i++) {
      await expect(page.getByTestId('prompt-answers').getByRole('button').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await idle(page);
    }

    // The German set-up: U selects the next unit that may go (from the counter sheet), Enter takes it to its
    // first destination, said as it is walked.
    await enterCurtain(page, 'Axis');
    for (let i = 0; i < 25 && (await step(page)) === 'setup-german'; i++) {
      const v = await view(page);
      const first = v.legalActions.find((a: any) => a.verb === 'move');
      await page.keyboard.press('m');
      await page.keyboard.press('u');
      await expect(live(page)).toContainText(`1 of `);
      await page.keyboard.press('Enter');
      await idle(page);
      const after = await view(page);
      if (after) expect(after.state.pieces.find((p: any) => p.id === first.args.piece).at).toEqual(first.args.to);
    }

    // Turn 1, the Allies: the beachhead stack selected with Enter, Esc cancels, Tab cycles it to the 1st Armored,
    // whose destinations are walked with N, each said with its MP; Enter moves it.
    await enterCurtain(page, 'Allied');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.movement');
    const mover = (await view(page)).legalActions.find(
      (a: any) => a.verb === 'move' && a.args.piece === 'us-1ad' && a.args.to.hex === '1316',
    );
    await arrowTo(page, { hex: '1419' });
    await expect(live(page)).toContainText('hex 1419: 78th Infantry, 6th Armoured, 2nd Armored, 1st Armored');
    await page.keyboard.press('Enter');
    await expect(live(page)).toContainText('places to go, arrows or N and P walk them');
    await page.keyboard.press('Escape');
    await expect(live(page)).toContainText('Cancelled');
    expect(await selected(page)).toBeNull();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 6 && (await selected(page)) !== 'us-1ad'; i++) await page.keyboard.press('Tab');
    expect(await selected(page)).toBe('us-1ad');
    await walkTo(page, 'hex:1316');
    await expect(live(page)).toContainText(`hex 1316, ${mover.info.mp} MP`);
    await page.keyboard.press('Enter');
    await idle(page);

    // The Axis moves a unit the same way (U, Enter); the Allies end the phase, the Axis agrees: prompt buttons.
    await enterCurtain(page, 'Axis');
    expect((await view(page)).state.pieces.find((p: any) => p.id === 'us-1ad').at).toEqual({
      kind: 'hex',
      hex: '1316',
    });
    await expect(live(page)).toContainText('moved 1st Armored to hex 1316');
    await page.keyboard.press('m');
    await page.keyboard.press('u');
    await page.keyboard.press('Enter');
    await idle(page);
    await enterCurtain(page, 'Allied');
    await press(page, page.getByRole('button', { name: 'End phase' }));
    await enterCurtain(page, 'Axis');
    await press(page, page.getByRole('button', { name: 'Agree: end the phase' }));
    await enterCurtain(page, 'Allied');
    expect((await view(page)).state.phase).toBe('actions-2');

    // The attack: the beachhead stack's top unit selected, its targets walked to 1420; Enter opens the battle panel
    // with its odds, Tab reaches its Attack button, Enter attacks.
    await arrowTo(page, { hex: '1419' });
    await page.keyboard.press('Enter');
    await walkTo(page, 'hex:1420');
    await page.keyboard.press('Enter');
    await idle(page);
    await expect(live(page)).toContainText('hex 1420: its panel is open, Tab reaches it');
    await expect(page.getByTestId('battle-panel')).toBeVisible();
    await expect(page.getByTestId('battle-odds')).toContainText(/odds \d+:\d+/);
    await press(page, page.getByTestId('attack-button'));

    // The defender chooses at his prompt, by Tab and Enter; the die and the result were said.
    await enterCurtain(page, 'Axis');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.dl1');
    await expect(live(page)).toContainText('result DL1');
    await press(page, page.getByRole('button', { name: 'Lose a step' }));
    await expect(page.getByRole('log').locator('li[data-verb="dl1"]')).toHaveCount(1);
    await focusKept(page);

    // The positions as text, at any time (V): the table of the side on screen; Esc gives the focus back.
    await page.keyboard.press('m');
    await page.keyboard.press('v');
    const text = page.getByTestId('positions-text');
    await expect(text).toBeVisible();
    await expect(text.getByRole('row').filter({ hasText: '1316' })).toContainText('1st Armored');
    await page.keyboard.press('Escape');
    await expect(text).toBeHidden();
    await expect(page.locator('#map')).toBeFocused();
    expect(await mapFocus(page)).not.toBe('');
  } finally {
    await host.stop();
  }
});
