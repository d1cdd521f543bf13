// Crusade and Revolution by e-mail: Ana (Nationalist) invites Bob (Republican); each draws his hand on his own
// machine with a key the other does not have (§8.1, engine/core/dice-chain.ts privateRng). Ana plays Air Bridge,
// Bob answers with a card for its Replacement Points; each sees the verdict on the other's file, the other's
// played card, and of the other's hand only its size: no card of it in the page's data.

import { expect, type Page, test } from '@playwright/test';
import { idle, view } from './host.js';
import { type MailGame, openFile, receive, sendTurn, shot, twoPlayers } from './mail-helpers.js';

const CRUSADE: MailGame = {
  module: 'crusade',
  ana: { side: 'NAT', label: 'Nationalist' },
  bob: { side: 'REP', label: 'Republican' },
  title: 'Crusade and Revolution: The Spanish Civil War 1936-1939.',
  prefix: 'crusade-mail',
};

const logLength = (page: Page): Promise<number> => page.evaluate(() => (window as any).__sandtable.logLength());

/** Everything the page holds of the game (its view), as text. */
const pageData = async (page: Page): Promise<string> => JSON.stringify(await view(page));

test('Crusade by e-mail: hands drawn on their own machines, played cards travel, hands never do', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await twoPlayers(browser, CRUSADE, async (ana, bob) => {
    // The game began on both machines: Bob's own hand, the Nationalist hand as a count.
    const bobHand: string[] = (await view(bob)).state.vars.decks.REP.hand;
    expect(bobHand).toHaveLength(7);
    await expect(bob.getByTestId('hand-opponent')).toHaveText('Nationalist hand: 7 cards');

    // Ana: her own seven cards, Air Bridge first (§4.3.1); none of Bob's in her page's data.
    await expect(ana.getByTestId('hand-title')).toHaveText('Nationalist hand (7)');
    const anaHand: string[] = (await view(ana)).state.vars.decks.NAT.hand;
    expect(anaHand[0]).toBe('N1');
    for (const id of bobHand) expect(await pageData(ana)).not.toContain(`"${id}"`);
    await ana.getByTestId('hand-panel').getByTestId('card').first().getByRole('button', { name: 'Event' }).click();
    await idle(ana);
    await expect(ana.getByTestId('prompt-text')).toHaveText('Waiting for Republican');
    const sent = await logLength(ana);
    const turn1 = await sendTurn(ana, 'Bob');
    await ana.screenshot({ path: shot(CRUSADE, 'ana-sent') });

    // Bob: the verdict and Ana's moves; Air Bridge is public now, the six other cards of her hand are not.
    await receive(CRUSADE, bob, turn1, 0, sent, 'Ana (Nationalist)', 'bob-1');
    await expect(bob.getByTestId('hand-opponent')).toHaveText('Nationalist hand: 6 cards');
    const bobData = await pageData(bob);
    expect(bobData).toContain('"N1"');
    for (const id of anaHand.slice(1)) expect(bobData).not.toContain(`"${id}"`);
    expect((await view(bob)).state.vars.decks.REP.hand).toEqual(bobHand);
    // Bob plays a card for its Replacement Points, and sends (a card the rules refuse for RP, e.g. one giving only
    // Soviet RP before Soviet Military Aid, shows its RP button disabled: the hands are drawn afresh each run).
    const rp = bob
      .getByTestId('hand-panel')
      .locator('.card-plays button[data-use="rp"]:not([aria-disabled="true"])')
      .first();
    const card = await rp.locator('xpath=ancestor::*[@data-card][1]').getAttribute('data-card');
    await rp.click();
    await idle(bob);
    const bobSent = await logLength(bob);
    const turn2 = await sendTurn(bob, 'Ana');

    // Ana: the verdict names Bob's new actions; his card is public, the rest of his hand is not.
    await receive(CRUSADE, ana, turn2, sent, bobSent - sent, 'Bob (Republican)', 'ana-2');
    const anaData = await pageData(ana);
    expect(anaData).toContain(`"${card}"`);
    for (const id of bobHand.filter((c) => c !== card)) expect(anaData).not.toContain(`"${id}"`);
    await expect(ana.getByTestId('hand-opponent')).toHaveText('Republican hand: 6 cards');
    await ana.screenshot({ path: shot(CRUSADE, 'ana-2-after') });
  });
});
