// Crusade and Revolution by e-mail between two hosts: each side's hand is drawn with its own key (engine/core/
// dice-chain.ts privateRng), so neither the other player's screen nor any file that travels holds it (§8.1);
// the played cards arrive, the hand stays a count.
import { describe, expect, it } from 'vitest';
import type { HostService } from './host-service.js';
import { hostsPerTest, value } from './fixtures/isabella-dir.js';
import type { SaveFile } from '../../schemas/save.js';
import { replay } from '../../engine/core/replay.js';
import { crusadeRules } from '../../engine/games/crusade/rules.js';
import { crusadeModule } from '../../engine/games/crusade/crusade.fixture.js';
import { HIDDEN, varsOf } from '../../engine/games/crusade/state.js';
import type { GameState } from '../../engine/core/types.js';
import { makeEntry } from '../../engine/core/log.js';
import { finalReveal, newRecord } from './mail.js';
import { startByMail } from './fixtures/mail-pair.js';

const hosts = hostsPerTest('nat', 'rep');

type Snap = Awaited<ReturnType<HostService['act']>>;
const decks = (s: Snap) => {
  if (!s.ok) throw new Error(s.error.message);
  return s.value.view!.state.vars.decks as unknown as Record<string, { hand: string[]; handCount: number }>;
};
/** Card ids as they stand in a JSON text. */
const quoted = (ids: string[]) => ids.map((id) => `"${id}"`);

describe('Crusade and Revolution by e-mail (host)', () => {
  it('the hands stay on their own machines: in no file, on no other screen; played cards travel', async () => {
    const begun = await startByMail(hosts.nat.service, hosts.rep.service, {
      moduleId: 'crusade',
      scenarioId: 'campaign',
      side: 'REP',
    });
    const joined: Snap = { ok: true, value: begun.joiner };
    const repHand = decks(joined).REP!.hand;
    expect(repHand.length).toBeGreaterThanOrEqual(6);
    expect(decks(joined).NAT!.hand).toEqual([]);
    const first = value(await hosts.rep.service.sendTurn({}));
    for (const id of quoted(repHand)) expect(first.text).not.toContain(id);

    const opened = await hosts.nat.service.openContents({ name: first.name, text: first.text });
    const natHand = decks(opened).NAT!.hand;
    expect(natHand.length).toBeGreaterThanOrEqual(6);
    expect(decks(opened).REP).toMatchObject({ hand: [], handCount: repHand.length });
    // The Nationalist plays a card from its hand (Air Bridge must come first, §4.3.1) and sends the turn.
    const view = value(opened).view!;
    const play = view.legalActions.find((a) => a.verb === 'play');
    expect(play).toBeDefined();
    const played = value(await hosts.nat.service.act({ action: { side: 'NAT', verb: 'play', args: play!.args! } }));
    const card = String(play!.args!.card);
    const left = (played.view!.state.vars.decks as unknown as Record<string, { hand: string[] }>).NAT!.hand;
    expect(left).not.toContain(card);
    const second = value(await hosts.nat.service.sendTurn({}));
    expect(second.text).toContain(`"${card}"`);
    for (const id of quoted(left)) expect(second.text).not.toContain(id);
    for (const id of quoted(repHand)) expect(second.text).not.toContain(id);
    // What anyone holding the file can compute from it with the engine: the Nationalist hand stays hidden cards.
    const file = JSON.parse(second.text) as SaveFile;
    const replayed = replay(crusadeRules, crusadeModule, file.setup, file.log, { genesis: file.genesis });
    if (!replayed.ok) throw new Error(replayed.reason);
    const natDeck = varsOf(replayed.state).decks.NAT;
    expect(natDeck.hand).toEqual(left.map(() => HIDDEN));
    expect(natDeck.unseen).toEqual(expect.arrayContaining(left));

    // The Republican machine takes the played card from the hand it cannot see, and plays on with its own.
    const got = await hosts.rep.service.openContents({ name: second.name, text: second.text });
    expect(value(got).doc!.mail?.verdict?.message).toMatch(/^Continues your game from entry 0: \d+ new actions? by/);
    expect(decks(got).NAT).toMatchObject({ hand: [], handCount: left.length });
    expect(decks(got).REP!.hand).toEqual(repHand);
    // Played as its event, an asterisk card is removed (§8.5.1.3), any other discarded: either way it is public.
    const pub = (
      value(got).view!.state.vars.decks as unknown as Record<string, { discardTop: string | null; removed: string[] }>
    ).NAT!;
    expect([pub.discardTop, ...pub.removed]).toContain(card);
  });
});

describe('the seed revealed with the last file (finalReveal)', () => {
  const record = newRecord('ab'.repeat(16), 'REP');
  const state = (result: unknown) => ({ vars: { result } }) as unknown as GameState;
  it('only once the game is over, and only once', () => {
    expect(finalReveal(state(null), [], record)).toBeNull();
    const reveal = finalReveal(state({ winner: 'NAT' }), [], record);
    expect(reveal).toEqual({ side: 'REP', verb: 'revealKey', args: { seed: record.chainSeed } });
    const log = [makeEntry(null, reveal!)];
    expect(finalReveal(state({ winner: 'NAT' }), log, record)).toBeNull();
    // The other side's reveal is not this side's.
    const theirs = [makeEntry(null, { ...reveal!, side: 'NAT' })];
    expect(finalReveal(state({ winner: 'NAT' }), theirs, record)).not.toBeNull();
  });
});
