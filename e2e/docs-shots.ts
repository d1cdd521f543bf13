// `npm run docs:shots`: the pictures of the README and docs/, made by playing each scene through the browser tests'
// helpers (host.ts, play-helpers.ts, mail-helpers.ts) in Debian's Chromium, and written to assets/docs/. A Playwright
// file of its own config (docs-shots.config.ts), not a spec: npm test does not run it. Fixed dice seeds (?seed=) make
// the same scenes each time; a game by e-mail takes its dice from both players' secrets, so only its dialogs are shown.

import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { type MailGame, receive, sendTurn, shot as mailShot, twoPlayers } from './mail-helpers.js';
import {
  alliedSetup,
  answer,
  clickHex,
  clickSpace,
  drag,
  frame,
  germanSetup,
  litHexes,
  passCurtain,
  passCurtainIfUp,
  startCrusade,
  startEbro,
  startSeeded,
} from './play-helpers.js';
import { startSfe, zoomTo } from './sfe-helpers.js';

/** Where the pictures go. */
const OUT = join(ROOT, 'assets', 'docs');
/** A picture's path in assets/docs. */
const picture = (name: string) => join(OUT, `${name}.png`);

test.beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
});

test('Operation Isabella: the set-up prompt, the curtain, a drag, an attack and its result', async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'e2e-4', 'enforced');
    await expect(page.getByTestId('prompt-text')).toContainText('Roll the loyalty of the seven Spanish corps');
    await page.screenshot({ path: picture('isabella-setup') });

    await alliedSetup(page, '1419');
    await expect(page.getByTestId('curtain')).toBeVisible();
    await page.screenshot({ path: picture('isabella-curtain') });
    await passCurtain(page, 'Axis');
    await germanSetup(page);

    // Turn 1: the Allies drag a landed unit; the picture is taken while its destinations are lit.
    await passCurtain(page, 'Allied');
    await page.getByRole('button', { name: 'Fit', exact: true }).click();
    await idle(page);
    await clickHex(page, '1419');
    await page.getByTestId('stack-inspector').locator('li[data-piece="us-1ad"]').click();
    await drag(page, await screenOf(page, { piece: 'us-1ad' }), await screenOf(page, { hex: '1316' }), async () => {
      await page.screenshot({ path: picture('isabella-drag') });
    });

    // The Axis moves a unit the rules allow, then the Allies end the movement phase and the Axis agrees.
    await passCurtain(page, 'Axis');
    const axis = (await view(page)).legalActions.find((a: any) => a.verb === 'move' && a.args.to?.kind === 'hex');
    await clickHex(page, (await view(page)).state.pieces.find((p: any) => p.id === axis.args.piece).at.hex);
    await page.getByTestId('stack-inspector').locator(`li[data-piece="${axis.args.piece}"]`).click();
    await drag(page, await screenOf(page, { piece: axis.args.piece }), await screenOf(page, { hex: axis.args.to.hex }));
    await passCurtain(page, 'Allied');
    await answer(page, 'End phase');
    await passCurtain(page, 'Axis');
    await answer(page, 'Agree: end the phase');
    await passCurtain(page, 'Allied');
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.combat');

    // An attack picked on the map, previewed, made; the defender answers; the result on the CRT.
    const targets = (await page.evaluate(() => (window as any).__sandtable.highlights())).filter(
      (h: any) => h.kind === 'target',
    );
    const target = targets.find((h: any) => h.hex === '1420') ?? targets[0];
    await clickHex(page, target.hex);
    await expect(page.getByTestId('battle-column')).toBeVisible();
    await page.screenshot({ path: picture('isabella-attack') });
    await page.getByTestId('attack-button').click();
    await idle(page);
    if (await page.getByTestId('curtain').isVisible()) {
      await passCurtain(page, 'Axis');
      const buttons = page.getByTestId('prompt-answers').getByRole('button');
      if ((await buttons.count()) > 0) await answer(page, (await buttons.first().innerText()).trim());
    }
    await expect(page.getByTestId('battle-result')).toBeVisible();
    await page.screenshot({ path: picture('isabella-result') });
  } finally {
    await host.stop();
  }
});

test('Crusade and Revolution: the Campaign begins, and the map around Madrid', async ({ page }) => {
  test.setTimeout(180_000);
  const host = await startHost(makeDirs());
  try {
    await startCrusade(page, host.url, 'crusade-e2e');
    await expect(page.getByTestId('hand-panel').getByTestId('card')).toHaveCount(7);
    await page.screenshot({ path: picture('crusade-start') });

    const madrid = await screenOf(page, { space: 'madrid' });
    for (let i = 0; i < 4; i++) {
      await page.mouse.move(madrid.x, madrid.y);
      await page.mouse.wheel(0, -300);
      await idle(page);
    }
    const near = await screenOf(page, { space: 'madrid' });
    await page.mouse.click(near.x, near.y);
    await idle(page);
    await expect(page.getByTestId('space-info').getByTestId('space-info-title')).toHaveText('Madrid');
    await page.screenshot({ path: picture('crusade-madrid') });
  } finally {
    await host.stop();
  }
});

test("Crusade and Revolution on its map: a stack's move dragged, then the battle view", async ({ page }) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await page.setViewportSize({ width: 1920, height: 1200 });
    // The seed of e2e/crusade-map.spec.ts: Air Bridge, then R2 for OPS, Cuenca to move and Durango to attack.
    await startCrusade(page, host.url, 'crusade-map-17');
    await page.locator('[data-testid="card"][data-card="N1"] button[data-use="event"]').click();
    await idle(page);
    await passCurtain(page, 'Republican', 'REP');
    await page.locator('[data-testid="card"][data-card="R2"] button[data-use="ops"]').click();
    await idle(page);
    await frame(page, ['cuenca', 'durango', 'beasain', 'pamplona']);
    const menu = page.getByTestId('space-menu');
    await clickSpace(page, 'cuenca');
    await menu.locator('button[data-choice="activate-move"]').click();
    await idle(page);
    await clickSpace(page, 'durango');
    await menu.locator('button[data-choice="activate-attack"]').click();
    await idle(page);
    // Cuenca's stack in mid-drag: its destinations lit with their Movement Points and routes.
    const move = (await view(page)).legalActions.find((a: any) => a.verb === 'moveStack' && a.args.path.length === 2);
    await drag(
      page,
      await screenOf(page, { space: 'cuenca' }),
      await screenOf(page, { space: move.info.to }),
      async () => {
        await page.screenshot({ path: picture('crusade-move') });
      },
    );
    if ((await view(page)).legalActions.some((a: any) => a.verb === 'doneMoving')) {
      await page.locator('.hand-actions button[data-verb="doneMoving"]').click();
      await idle(page);
    }
    // Beasain attacked from the battle view; no Combat Cards; the fire and the Nationalist loss choice.
    await clickSpace(page, 'beasain');
    await page.getByTestId('attack-button').click();
    await idle(page);
    const battle = page.getByTestId('battle-panel');
    await battle.locator('button[data-answer="play-cards"]').click();
    await idle(page);
    await passCurtain(page, 'Nationalist', 'NAT');
    await battle.locator('button[data-answer="play-cards"]').click();
    await idle(page);
    await expect(page.getByTestId('loss-plans')).toBeVisible();
    await page.screenshot({ path: picture('crusade-battle') });
  } finally {
    await host.stop();
  }
});

test('Play by e-mail: the invitation as the joiner sees it, and the verdict on a turn', async ({ browser }) => {
  test.setTimeout(300_000);
  const game: MailGame = {
    module: 'isabella',
    ana: { side: 'axis', label: 'Axis' },
    bob: { side: 'allied', label: 'Allied' },
    title: 'Operation Isabella: What If, Spain 1942?',
    prefix: 'docs-mail',
  };
  const logLength = (p: Page): Promise<number> => p.evaluate(() => (window as any).__sandtable.logLength());
  await twoPlayers(browser, game, async (ana, bob) => {
    await alliedSetup(bob, '1419');
    const length = await logLength(bob);
    const turn = await sendTurn(bob, 'Ana');
    await receive(game, ana, turn, 0, length, 'Bob (Allied)', 'ana-1');
  });
  // The helpers took these pictures on the way (invitation: Bob's page; verdict: Ana's, before Show their moves).
  copyFileSync(mailShot(game, 'invitation'), picture('mail-invitation'));
  copyFileSync(mailShot(game, 'ana-1-verdict'), picture('mail-verdict'));
});

/** La Batalla del Ebro: zoom the map in twice around a hex. */
async function zoomOnHex(page: Page, hex: string): Promise<void> {
  for (let i = 0; i < 2; i++) {
    const at = await screenOf(page, { hex });
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -300);
    await idle(page);
  }
}

test('La Batalla del Ebro: the turn record, a fire order with its target lit, an attack on its table', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await page.setViewportSize({ width: 1600, height: 1000 });
    // The seed and the moves of e2e/ebro.spec.ts: the crossing scenario at one screen, enforced.
    await startEbro(page, host.url, 'ebro-e2e');
    await expect(page.getByTestId('ebro-record')).toContainText('Turn 1 of 16');
    await page.screenshot({ path: picture('ebro-start') });

    await answer(page, 'Roll the initiative');
    await passCurtainIfUp(page);
    await answer(page, 'Republicans play first');
    await passCurtainIfUp(page);
    for (let i = 0; i < 4 && (await view(page)).state.vars.step === 'patrol'; i++) {
      await answer(page, 'End air patrols');
      await passCurtainIfUp(page);
    }
    await answer(page, 'End engineering');

    // A fire order pointed at on the Orders panel: its target lit on the map.
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.prepare');
    const fire = (await view(page)).legalActions.find((a: any) => a.verb === 'fire');
    await zoomOnHex(page, fire.args.hex);
    const order = page
      .getByTestId('ebro-orders')
      .locator(`.ebro-order-group[data-target="${fire.args.hex}"] button[data-verb="fire"]`)
      .first();
    await order.hover();
    await idle(page);
    expect(await litHexes(page, 'picked')).toContain(fire.args.hex);
    await page.screenshot({ path: picture('ebro-orders') });
    await answer(page, 'End fire');
    await answer(page, 'End movement');

    // An attack from the Orders panel: the result on the combat table, its cell lit.
    await passCurtainIfUp(page);
    for (let i = 0; i < 4 && (await view(page)).state.vars.step === 'react'; i++) {
      await answer(page, 'No more reactions');
      await passCurtainIfUp(page);
    }
    await expect(page.getByTestId('prompt')).toHaveAttribute('data-prompt', 'ebro.combat');
    const attack = (await view(page)).legalActions.find((a: any) => a.verb === 'attack');
    await page
      .getByTestId('ebro-orders')
      .locator(`.ebro-order-group[data-target="${attack.args.hex}"] button[data-verb="attack"]`)
      .first()
      .click();
    await idle(page);
    await passCurtainIfUp(page);
    const result = page.getByTestId('ebro-result');
    await expect(result).toHaveAttribute('data-kind', 'combat');
    await expect(result.getByTestId('ebro-result-lit')).toHaveCount(1);
    await page.screenshot({ path: picture('ebro-combat') });
  } finally {
    await host.stop();
  }
});

test('The Struggle for Europe: Barbarossa at its start, an attack from the Orders panel read on the CRT', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const host = await startHost(makeDirs());
  try {
    await page.setViewportSize({ width: 1600, height: 1000 });
    // The seed of e2e/sfe.spec.ts: Barbarossa at one screen, enforced.
    await startSfe(page, host.url);
    await expect(page.getByTestId('prompt-answers')).toContainText('End movement');
    await page.screenshot({ path: picture('sfe-start') });

    // Every phase ended up to the Combat Phase (the air allocations too, each side's in turn).
    for (let i = 0; i < 8 && (await view(page))?.state.vars.step !== 'combat'; i++) {
      await passCurtainIfUp(page);
      await page.getByTestId('prompt-answers').getByRole('button', { name: /^End / }).first().click();
      await idle(page);
      await passCurtainIfUp(page);
    }
    // The 6-1 attack on C:3844 pointed at on the Orders panel, then sent: its cell lit on the CRT.
    await zoomTo(page, ['C:3844']);
    const order = page.getByTestId('sfe-orders').locator('.sfe-order-group[data-hex="C:3844"] button').first();
    await order.hover();
    await idle(page);
    expect(await litHexes(page, 'picked')).toContain('C:3844');
    await order.click();
    await idle(page);
    await passCurtainIfUp(page);
    await expect(page.getByTestId('sfe-result').getByTestId('sfe-result-lit')).toHaveCount(1);
    await page.screenshot({ path: picture('sfe-combat') });
  } finally {
    await host.stop();
  }
});
