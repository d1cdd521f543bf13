// Play by e-mail between two players, each with his own bridge (own user data, own keys) and browser context:
// Ana (Axis) invites Bob to the Allied side of Operation Isabella, enforced; the invitation, then three turns go
// back and forth as downloaded files opened with Open. Each side sees the verdict on the other's file, and the
// replay bar shows the other's first new entry. The dice come from both players' secrets (no fixed seed), so the
// moves are read from the prompt and the legal actions.

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { idle, view } from './host.js';
import {
  type MailGame,
  openFile,
  receive as receiveIn,
  sendTurn,
  shot as shotOf,
  twoPlayers as playBoth,
} from './mail-helpers.js';
import { alliedSetup, answer, clickHex, germanSetup } from './play-helpers.js';

const ISABELLA: MailGame = {
  module: 'isabella',
  ana: { side: 'axis', label: 'Axis' },
  bob: { side: 'allied', label: 'Allied' },
  title: 'Operation Isabella: What If, Spain 1942?',
  prefix: 'mail',
};
const shot = (name: string) => shotOf(ISABELLA, name);
const receive = (page: Page, path: string, from: number, count: number, by: string, name: string) =>
  receiveIn(ISABELLA, page, path, from, count, by, name);
const twoPlayers = (
  browser: Parameters<typeof playBoth>[0],
  play: (ana: Page, bob: Page) => Promise<void>,
  strict = false,
) => playBoth(browser, ISABELLA, play, strict);

const logLength = (page: Page): Promise<number> => page.evaluate(() => (window as any).__sandtable.logLength());

test('three turns of Operation Isabella by e-mail: invitation, files both ways, verdicts and replays', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  await twoPlayers(browser, async (ana, bob) => {
    // Turn 1, Bob: the Allied set-up (a dice secret is revealed before his first action), then Send turn….
    await alliedSetup(bob, '1419');
    await expect(bob.getByTestId('prompt-text')).toHaveText('Waiting for Axis');
    await expect(bob.getByTestId('mail-status')).toHaveText(/you play Allied · \d+ actions not sent yet$/);
    const turn1Length = await logLength(bob);
    const turn1 = await sendTurn(bob, 'Ana');
    await expect(bob.getByTestId('mail-status')).toHaveText('By e-mail: you play Allied · Everything sent');
    await bob.screenshot({ path: shot('bob-sent') });

    // Ana opens it: the verdict, Bob's moves replayed; then the German set-up, sent back.
    await receive(ana, turn1, 0, turn1Length, 'Bob (Allied)', 'ana-1');
    expect((await view(ana)).side).toBe('axis');
    await expect(ana.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-german');
    await germanSetup(ana);
    const turn2Length = await logLength(ana);
    const turn2 = await sendTurn(ana, 'Bob');
    const germans = (await view(ana)).state.pieces.filter(
      (p: any) => p.side === 'axis' && p.at.kind === 'hex' && p.def.startsWith('de-'),
    );

    // Bob opens Ana's turn: the verdict and her moves; then one more action of his, whatever the rules ask.
    await receive(bob, turn2, turn1Length, turn2Length - turn1Length, 'Ana (Axis)', 'bob-2');
    // 6.8: what lies under the German stacks is neither in Ana's file nor in Bob's page (faces also printed on a
    // top counter prove nothing either way, so only the others are searched).
    const bobSees = new Set((await view(bob)).state.pieces.map((p: any) => p.id));
    const topFaces = new Set(germans.filter((p: any) => bobSees.has(p.id)).map((p: any) => p.def));
    const secret = germans.filter((p: any) => !bobSees.has(p.id) && !topFaces.has(p.def)).map((p: any) => p.def);
    expect(secret.length).toBeGreaterThan(0);
    const bytes = readFileSync(turn2, 'utf8');
    const page = JSON.stringify(await view(bob));
    for (const def of secret) {
      expect(bytes).not.toContain(`"${def}"`);
      expect(page).not.toContain(`"${def}"`);
    }
    await oneAction(bob);
    const turn3Length = await logLength(bob);
    const turn3 = await sendTurn(bob, 'Ana');

    // Ana opens the third file: the verdict names Bob's new actions, and she sees them replayed.
    await receive(ana, turn3, turn2Length, turn3Length - turn2Length, 'Bob (Allied)', 'ana-3');
    await ana.screenshot({ path: shot('ana-3-after') });
  });
  console.log(`mail.spec: three turns by e-mail in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('after sending, a move is taken back only when the other player agrees; a change of mode needs both', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await twoPlayers(browser, async (ana, bob) => {
    await alliedSetup(bob, '1419');
    const sent = await logLength(bob);
    await sendTurn(bob, 'Ana');
    // Undo stops at what was sent: Bob asks Ana to take back his last landing instead.
    await expect(bob.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
    const barrier = bob.getByTestId('undo-barrier');
    await expect(barrier).toContainText('Undo stops here: this was sent to (or accepted from) the other player');
    await barrier.getByRole('button', { name: 'Ask to take back', exact: true }).click();
    await idle(bob);
    const asked = bob.getByRole('log').locator(`li[data-seq="${sent}"]`);
    await expect(asked).toContainText(`Allied: asked to take back every action after entry ${sent - 2}`);
    await expect(asked).toContainText("waits for the other side's answer");
    const request = await sendTurn(bob, 'Ana');

    // Ana is asked, with two buttons; she agrees and the landing is undone on her screen too.
    await openFile(ana, request);
    await ana.getByTestId('verdict-dialog').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(ana.getByTestId('prompt')).toHaveAttribute('data-prompt', 'core.consent');
    await expect(ana.getByTestId('prompt-text')).toHaveText(
      `The Allied player asks to take back every action after entry ${sent - 2}. Do you agree?`,
    );
    const answers = ana.getByTestId('prompt-answers').getByRole('button');
    await expect(answers).toHaveText(['Agree', 'Refuse']);
    await ana.screenshot({ path: shot('consent') });
    await answer(ana, 'Agree');
    await expect(ana.getByRole('log').locator('li[data-verb="consent"]')).toContainText(
      'Axis: agreed to take back the actions asked',
    );
    expect((await view(ana)).state.vars.step).toBe('setup-landing');

    // Ana asks to play in honor mode: the selector keeps Enforced and says it was asked.
    await ana.getByTestId('rules-mode').selectOption('honor');
    await idle(ana);
    await expect(ana.getByTestId('rules-mode')).toHaveValue('enforced');
    await expect(ana.getByTestId('mode-asked')).toHaveText('Asked the other player to change the mode to honor');
    await ana.screenshot({ path: shot('mode-asked') });
    const reply = await sendTurn(ana, 'Bob');

    // Bob: his landing is back to be made, and he refuses the change of mode.
    await openFile(bob, reply);
    await expect(bob.getByTestId('verdict-text')).toHaveText(
      `Continues your game from entry ${sent + 1}: 3 new actions by Ana (Axis)`,
    );
    await bob.getByTestId('verdict-dialog').getByRole('button', { name: 'Play', exact: true }).click();
    await expect(bob.getByTestId('prompt-text')).toHaveText(
      'The Axis player asks to change the rules mode to honor. Do you agree?',
    );
    await answer(bob, 'Refuse');
    await expect(bob.getByRole('log').locator('li[data-verb="consent"]').last()).toContainText(
      'Allied: refused to change the mode',
    );
    expect((await view(bob)).state.mode).toBe('enforced');
    await expect(bob.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-landing');
    await bob.screenshot({ path: shot('refused') });
  });
});

test("strict dice: Bob's loyalty roll waits for Ana's next dice secret, which her file reveals", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await twoPlayers(
    browser,
    async (ana, bob) => {
      await answer(bob, 'Roll loyalty');
      const roll = bob.getByRole('log').locator('li[data-verb="rollLoyalty"]');
      await expect(roll).toContainText("waits for the other player's dice");
      await expect(bob.getByTestId('prompt-text')).toHaveText('Waiting for Axis');
      const asking = await sendTurn(bob, 'Ana');

      // Ana is asked for her dice: one button; her reveal carries out Bob's roll.
      await openFile(ana, asking);
      await ana.getByTestId('verdict-dialog').getByRole('button', { name: 'Play', exact: true }).click();
      await expect(ana.getByTestId('prompt')).toHaveAttribute('data-prompt', 'core.dice');
      await expect(ana.getByTestId('prompt-text')).toHaveText(
        "The Allied player's action waits for your dice: reveal your next dice secret.",
      );
      await ana.screenshot({ path: shot('strict-dice') });
      await answer(ana, 'Reveal my dice');
      const reveal = ana.getByRole('log').locator('li[data-verb="reveal"]').last();
      await expect(reveal).toContainText('Axis: revealed dice secret 1');
      await expect(reveal).toContainText('the Allied action that waited for this reveal is carried out');
      await expect(reveal).toContainText(/Corps \(FS\) rolled \d/);
      const length = await logLength(ana);
      const answered = await sendTurn(ana, 'Bob');

      // Bob sees the loyalty results and goes on with his set-up.
      await openFile(bob, answered);
      await expect(bob.getByTestId('verdict-text')).toHaveText(
        `Continues your game from entry ${length - 1}: 1 new action by Ana (Axis)`,
      );
      await bob.getByTestId('verdict-dialog').getByRole('button', { name: 'Play', exact: true }).click();
      await expect(bob.getByTestId('prompt')).toHaveAttribute('data-prompt', 'isabella.setup-beachhead');
    },
    true,
  );
});

/** One action of the side this screen plays, read from the view: a place on the map, else a prompt button. */
async function oneAction(page: Page): Promise<void> {
  const before = await page.evaluate(() => (window as any).__sandtable.logLength());
  const v = await view(page);
  expect(v.toAct).toContain(v.side);
  const place = v.legalActions.find((a: any) => ['placeAir', 'placePartisan', 'beachhead'].includes(a.verb));
  if (place) await clickHex(page, place.args.hex);
  else await answer(page, /./);
  await expect.poll(async () => page.evaluate(() => (window as any).__sandtable.logLength())).toBeGreaterThan(before);
}
