// Accessibility: axe-core (every rule it runs by default: WCAG 2.x A and AA and its best practices) finds no
// violation on the screens a player meets: the New game dialog, both games' main screens, the stack inspector,
// Isabella's attack panel with its CRT and result, Crusade's hand and its battle view. The map itself is a canvas
// (axe reads none of it); what it offers by keyboard and to screen readers is tested by the keyboard specs.
// Crusade's battle view is checked where e2e/crusade-map.spec.ts plays a battle on the map (the attack picked,
// the Combat Cards asked, both fire tables and the loss choice, in English and Spanish).

import { expect, test } from '@playwright/test';
import { clean } from './axe-helpers.js';
import { idle, makeDirs, screenOf, startHost, view } from './host.js';
import {
  alliedSetup,
  answer,
  clickHex,
  drag,
  germanSetup,
  passCurtain,
  startCrusade,
  startSeeded,
} from './play-helpers.js';

test('axe-core: Operation Isabella, from the New game dialog to an attack and its result', async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await page.goto(`${host.url}&seed=e2e-4`);
    await page.waitForFunction(() => (window as any).__sandtable !== undefined);
    await page.evaluate(() => (window as any).__sandtable.ready);
    await expect(page.getByTestId('new-game-dialog')).toBeVisible();
    await clean(page, 'the New game dialog');

    await startSeeded(page, host, 'e2e-4', 'enforced');
    await clean(page, 'Isabella: the set-up prompt');
    await alliedSetup(page, '1419');
    await clean(page, 'Isabella: the curtain');
    await passCurtain(page, 'Axis');
    await germanSetup(page);
    await passCurtain(page, 'Allied');
    await clean(page, 'Isabella: the main screen in the movement phase');

    // The stack inspector: the beachhead's stack.
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    await clickHex(page, '1419');
    await expect(page.getByTestId('stack-inspector')).toBeVisible();
    await clean(page, 'Isabella: the stack inspector');
    await page.getByTestId('stack-inspector').locator('li[data-piece="us-1ad"]').click();
    await drag(page, await screenOf(page, { piece: 'us-1ad' }), await screenOf(page, { hex: '1316' }));

    // The Axis ends its movement as advised; the Allies end theirs; the combat phase: the attack panel and its CRT.
    await passCurtain(page, 'Axis');
    await answer(page, 'End phase');
    await passCurtain(page, 'Allied');
    await answer(page, 'Agree: end the phase');
    await passCurtain(page, 'Allied').catch(() => undefined);
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.combat');
    await clickHex(page, '1420');
    await expect(page.getByTestId('battle-panel')).toBeVisible();
    await clean(page, 'Isabella: the attack panel');
    await page.getByTestId('attack-button').click();
    await idle(page);
    await passCurtain(page, 'Axis');
    await expect(page.getByTestId('crt-hit')).toBeVisible();
    await clean(page, "Isabella: the attack's result on the CRT, the defender asked");
    // The dialogs of the toolbar: About this module, the Charts, the counter legend.
    for (const name of ['About this module', 'Charts', 'Counter legend']) {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog').last();
      await expect(dialog).toBeVisible();
      await clean(page, `Isabella: the dialog ${name}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  } finally {
    await host.stop();
  }
});

test("axe-core: Crusade and Revolution, the hand and a space's stack", async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startCrusade(page, host.url, 'e2e-axe');
    await expect(page.getByTestId('hand-cards')).toBeVisible();
    await clean(page, 'Crusade: the main screen with the Nationalist hand');
    const v = await view(page);
    const unit = v.state.pieces.find((p: any) => p.kind === 'unit' && p.side === 'NAT' && p.at.kind === 'space');
    const at = await screenOf(page, { space: unit.at.space });
    await page.mouse.click(at.x, at.y);
    await idle(page);
    await clean(page, "Crusade: a space's stack opened");
  } finally {
    await host.stop();
  }
});
