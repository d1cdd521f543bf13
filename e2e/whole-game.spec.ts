// A whole game of Operation Isabella played through the page by one person taking both sides, as a new user
// would: the curtain between sides, every question answered by the prompt bar's buttons or by clicking a lit hex,
// the German set-up by dragging, attacks picked on the map now and then, until the game-over dialog. It takes
// minutes under SwiftShader, so it runs only when asked: SANDTABLE_WHOLE_GAME=1 npx playwright test -c
// e2e/playwright.config.ts whole-game (screenshots in e2e/artifacts/whole-game-*.png).

import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { idle, makeDirs, ROOT, screenOf, startHost, view } from './host.js';
import { clickHex, drag, startSeeded } from './play-helpers.js';

const shot = (name: string) => join(ROOT, 'e2e', 'artifacts', `whole-game-${name}.png`);
/** Answers that move the game on, preferred over the others. */
const PROGRESS =
  /^(Roll loyalty|Land |Agree: end the phase|End phase|Done|Skip|Enter |Stay|Lose a step|Accept|No momentum|Patton on)/;

test.skip(!process.env.SANDTABLE_WHOLE_GAME, 'a whole game takes minutes: set SANDTABLE_WHOLE_GAME=1 to play it');

test('a whole game, both sides at one screen, to the game-over dialog', async ({ page }) => {
  test.setTimeout(1_800_000);
  const host = await startHost(makeDirs());
  try {
    await startSeeded(page, host, 'whole-1', 'enforced');
    let attacks = 0;
    let turnShot = 0;
    for (let i = 0; i < 3000; i++) {
      if (await page.getByTestId('gameover-dialog').isVisible()) break;
      if (await page.getByTestId('curtain').isVisible()) {
        await page.getByTestId('curtain-button').click();
        await idle(page);
        continue;
      }
      const v = await view(page);
      if (v.state.vars.step === 'over') break;
      if (v.state.turn > turnShot) {
        turnShot = v.state.turn;
        await page.screenshot({ path: shot(`turn-${turnShot}`) });
      }
      const step = v.state.vars.step;
      if (step === 'setup-german') {
        const a = v.legalActions.find((x: any) => x.verb === 'move');
        await drag(page, await screenOf(page, { piece: a.args.piece }), await screenOf(page, { hex: a.args.to.hex }));
        continue;
      }
      // Now and then an attack, picked on the map like a player would.
      const target = v.legalActions.find((x: any) => x.verb === 'attack');
      if (step === 'actions' && target && i % 3 === 0) {
        await clickHex(page, target.args.target);
        const attack = page.getByTestId('attack-button');
        if ((await attack.isVisible()) && (await attack.isEnabled())) {
          await attack.click();
          await idle(page);
          attacks++;
          continue;
        }
      }
      const buttons = page.getByTestId('prompt-answers').getByRole('button');
      const names = await buttons.allInnerTexts();
      const pick = names.findIndex((n) => PROGRESS.test(n));
      if (pick >= 0 && (await buttons.nth(pick).isEnabled())) {
        await buttons.nth(pick).click();
        await idle(page);
        continue;
      }
      const lit = await page.evaluate(() => (window as any).__sandtable.highlights());
      const place = lit.find((h: any) => h.kind === 'place');
      if (place) {
        await clickHex(page, place.hex);
        continue;
      }
      const enabled = [];
      for (let b = 0; b < names.length; b++) if (await buttons.nth(b).isEnabled()) enabled.push(b);
      expect(enabled.length, `nothing to click at step ${step} (${names.join(' | ')})`).toBeGreaterThan(0);
      await buttons.nth(enabled[0]!).click();
      await idle(page);
    }
    await expect(page.getByTestId('gameover-dialog')).toBeVisible();
    await page.screenshot({ path: shot('over') });
    const end = await view(page);
    expect(end.state.vars.result).not.toBeNull();
    expect(attacks).toBeGreaterThan(0);
  } finally {
    await host.stop();
  }
});
