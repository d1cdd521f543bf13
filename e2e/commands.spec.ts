// Typed commands (issue 26 §4), in real Chromium: the command line opened with ":" and Ctrl+K, lines typed as a
// player would (`roll loyalty`, `beachhead 1419`, `move 1st Armored 1316`, `attack 1420 with 78th Infantry`, `play
// Air Bridge as event`, and in Spanish `jugar R10 como RE`), names completed with Tab from the legal actions, a line
// that fits none refused with the word it did not know; each made action checked in the game.

import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, startHost, view } from './host.js';
import { passCurtain, startCrusade, startSeeded, step } from './play-helpers.js';

/** Open the command line (":"), type `text` and press Enter; wait for the page to settle. */
async function typeCommand(page: Page, text: string): Promise<void> {
  const input = page.getByRole('combobox', { name: /Type a command|Escribe una orden/ });
  if (!(await input.isVisible()) || !(await input.evaluate((e) => e === document.activeElement))) {
    await page.keyboard.press(':');
    await expect(input).toBeFocused();
  }
  await input.fill(text);
  await page.keyboard.press('Enter');
  await idle(page);
}

/** Type `start`, complete it with Tab (the first suggestion), and make it with Enter; the line completed. */
async function complete(page: Page, start: string): Promise<string> {
  const input = page.getByRole('combobox', { name: /Type a command|Escribe una orden/ });
  if (!(await input.isVisible())) await page.keyboard.press(':');
  await input.focus();
  await input.fill(start);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const line = await input.inputValue();
  await page.keyboard.press('Enter');
  await idle(page);
  return line.trim();
}

const status = (page: Page) => page.getByTestId('command-status');

test('an Isabella opening by typed commands, completed from the legal actions', async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    // Ctrl+K opens the line too; Esc closes it.
    await page.keyboard.press('Control+k');
    await expect(page.getByTestId('command-line')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('command-line')).toBeHidden();

    // A verb no legal action has is refused with the word; the loyalty roll typed as its button reads.
    await typeCommand(page, 'fly 1419');
    await expect(status(page)).toHaveText('No action the rules allow now begins with “fly”.');
    await typeCommand(page, 'roll loyalty');
    await expect(status(page)).toHaveText('Done: Roll loyalty');
    expect(await step(page)).toBe('setup-beachhead');

    // A port not among the beachhead's choices fits nothing; 1419 does.
    await typeCommand(page, 'beachhead 1719');
    await expect(status(page)).toHaveText('No action the rules allow now fits “1719”.');
    await typeCommand(page, 'beachhead 1419');
    expect((await view(page)).state.vars.beachhead).toBe('1419');

    // The landing: a name completed with Tab, then lines typed whole.
    const input = page.getByRole('combobox', { name: 'Type a command' });
    await input.fill('land 1st arm');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Land 1st Armored']);
    await page.keyboard.press('Tab');
    await expect(input).toHaveValue('Land 1st Armored ');
    await page.keyboard.press('Enter');
    await idle(page);
    for (const unit of ['2nd Armored', '6th Armoured', '78th Infantry']) await typeCommand(page, `land ${unit}`);

    // The German set-up: each unit's first destination, by "move" completed with Tab.
    await passCurtain(page, 'Axis');
    for (let i = 0; i < 25 && (await step(page)) === 'setup-german'; i++) {
      const line = await complete(page, 'move ');
      expect(line).toMatch(/^move .+ to \d{4}$/);
    }

    // Turn 1: the Allies move the 1st Armored by name and hex.
    await passCurtain(page, 'Allied');
    await typeCommand(page, 'move 1st Armored 9999');
    await expect(status(page)).toHaveText('No action the rules allow now fits “9999”.');
    // Made: the curtain comes up, and the line (the Allies' words) goes with the rest of their screen.
    await typeCommand(page, 'move 1st Armored 1316');
    await expect(page.getByTestId('command-status')).toBeHidden();
    await passCurtain(page, 'Axis');
    expect((await view(page)).state.pieces.find((p: any) => p.id === 'us-1ad').at).toEqual({
      kind: 'hex',
      hex: '1316',
    });
    await complete(page, 'move ');
    await passCurtain(page, 'Allied');
    await typeCommand(page, 'end phase');
    await passCurtain(page, 'Axis');
    expect(await complete(page, 'agree')).toBe('Agree: end the phase');
    await passCurtain(page, 'Allied');
    expect((await view(page)).state.phase).toBe('actions-2');

    // An attack by some of its eligible units only: the 78th Infantry alone.
    const eligible = (await view(page)).legalActions.find((a: any) => a.verb === 'attack' && a.args.target === '1420');
    expect(eligible.args.attackers.length).toBeGreaterThan(1);
    await typeCommand(page, 'attack 1420 with 78th Infantry');
    await passCurtain(page, 'Axis');
    const line = page.getByRole('log').locator('li[data-verb="attack"]').last();
    await expect(line.locator('span').first()).toHaveText(/Allied: attacked hex 1420 with 78th Infantry$/);
  } finally {
    await host.stop();
  }
});

test('a Crusade round by typed commands, in English and in Spanish', async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startCrusade(page, host.url, 'kb-1');
    await typeCommand(page, 'play R10 as ops');
    await expect(status(page)).toHaveText('No action the rules allow now fits “r10”.');
    await typeCommand(page, 'play Air Bridge as event');
    await passCurtain(page, 'Republican', 'REP');
    await expect(page.getByRole('log').locator('li[data-verb="play"]')).toContainText('Air Bridge');

    // In Spanish: the card played by its number as RE (its SR), then a unit redeployed by completion.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await idle(page);
    await typeCommand(page, 'jugar R10');
    await expect(status(page)).toContainText('Encajan 3 acciones; di cuál');
    await typeCommand(page, 'jugar R10 como RE');
    await expect(status(page)).toHaveText('Hecho: jugar R10 como RE');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'crusade.sr');
    const line = await complete(page, 'redesplegar ');
    expect(line).toMatch(/^redesplegar .+ a .+$/);
    // The SR made is in the log, or it ended the round (the curtain comes up: the Nationalists' log holds it).
    if (!(await view(page))) {
      await expect(page.getByTestId('curtain-title')).toHaveText('Juega Nacional');
      await page.getByTestId('curtain-button').click();
      await idle(page);
    }
    await expect(page.getByRole('log').locator('li[data-verb="redeploy"]')).toHaveCount(1);
  } finally {
    await host.stop();
  }
});
