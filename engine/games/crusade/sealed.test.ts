// Hidden hands by e-mail (§8.1 with engine/core/dice-chain.ts privateRng): three machines play the same game —
// the Nationalist's (it knows only its own key), the Republican's, and an auditor that knows both — each action
// chosen on the acting side's own machine and applied on all three. The public game must stay the same on all of
// them, each side's view on its own machine must be what the auditor shows that side, no machine may hold the
// other side's hand, and the end-of-game key reveal must let a replay audit every draw (a played card that was
// never drawn is caught there).

import { describe, expect, it } from 'vitest';
import type { Action, GameState, LogEntry, SideId, Violation } from '../../core/types.js';
import { offListAction } from '../../fuzz/play.js';
import type { GameSetup } from '../../core/rules.js';
import { applyAction } from '../../core/apply.js';
import { handKey } from '../../core/dice-chain.js';
import { appendOpened, diceOf, keysOf, mailSeeds, opening, secretOf, secretsOf } from '../../core/mail.fixture.js';
import { makeEntry } from '../../core/log.js';
import { randomAction, seededRandom } from '../../core/random-player.js';
import { replay, startState } from '../../core/replay.js';
import { sideView, withoutRng } from '../../core/sideview.js';
import { canonicalJson } from '../../core/hash.js';
import { crusadeModule } from './crusade.fixture.js';
import { crusadeInvariants } from './invariants.js';
import { crusadeRules } from './rules.js';
import { HIDDEN, NAT, REP, varsOf } from './state.js';
import { draftOf } from './draft.js';
import { drawUp } from './deck.js';
import { DicePending, PENDING_RNG } from '../../core/dice.js';

const seeds = mailSeeds('NAT', 'REP');
const setup: GameSetup = {
  scenarioId: 'campaign',
  seed: 'c3'.repeat(16),
  mode: 'enforced',
  options: {},
  twoPlayers: true,
  dice: diceOf(seeds),
};
const start = (sides: SideId[], mode: GameSetup['mode'] = 'enforced') =>
  startState(crusadeRules, crusadeModule, { ...setup, mode }, keysOf(seeds, sides));

/** The public part of a state: everything but the decks' hands and piles and the private keys. */
function publicPart(s: GameState): string {
  const v = varsOf(s);
  const decks = Object.fromEntries(
    ([NAT, REP] as const).map((side) => {
      const d = v.decks[side];
      return [
        side,
        {
          hand: d.hand.length,
          draw: d.draw.length,
          discard: d.discard,
          removed: d.removed,
          retained: d.retained,
          drawn: d.drawn,
        },
      ];
    }),
  );
  return canonicalJson({ ...withoutRng(s), vars: { ...s.vars, decks } });
}

interface Game {
  machines: Record<'NAT' | 'REP' | 'all', GameState>;
  log: LogEntry[];
}

/** Applies `action` on every machine (all must accept it) and records it. */
function everywhere(g: Game, action: Action): void {
  const flagged: Record<string, string> = {};
  let recorded: Violation[] = [];
  for (const m of ['NAT', 'REP', 'all'] as const) {
    const r = applyAction(crusadeRules, crusadeModule, g.machines[m], action);
    if (!r.ok) throw new Error(`${m} refused ${JSON.stringify(action)}: ${r.violations.map((v) => v.message)}`);
    g.machines[m] = r.state;
    // Advisory mode: every machine must flag the same rules, or the entry would not replay on one of them.
    flagged[m] = r.violations.map((v) => v.rule).join(',');
    if (m === action.side) recorded = r.violations;
  }
  if (new Set(Object.values(flagged)).size > 1)
    throw new Error(`machines flag differently: ${JSON.stringify(flagged)}`);
  g.log.push(makeEntry(g.log.at(-1) ?? null, action, recorded));
}

/** Plays `n` actions (or to the end): the acting side's machine chooses, revealing its next dice secret first. */
function play(n: number, seed: number, mode: GameSetup['mode'] = 'enforced'): Game {
  const g: Game = {
    machines: { NAT: start([NAT], mode), REP: start([REP], mode), all: start([NAT, REP], mode) },
    log: [],
  };
  const random = seededRandom(seed);
  const revealed: Record<SideId, number> = { NAT: 0, REP: 0 };
  for (let i = 0; i < n && varsOf(g.machines.all).step !== 'over'; i++) {
    const side = crusadeRules.toAct(crusadeModule, g.machines.all)[0] as 'NAT' | 'REP';
    if (g.log.at(-1)?.side !== side) {
      revealed[side]! += 1;
      const secret = secretOf(seeds, side, revealed[side]!);
      everywhere(g, { side, verb: 'reveal', args: { index: revealed[side]!, secret } });
    }
    const own = sideView(crusadeRules, crusadeModule, g.machines[side], side);
    let action = randomAction(own.legalActions, side, random);
    if (!action) throw new Error(`${side} has nothing to do`);
    // Advisory: now and then an action the rules may forbid, if the acting machine takes it at all.
    const other = mode === 'advisory' && random() < 0.15 ? offListAction(own.legalActions, side, random) : null;
    if (other && applyAction(crusadeRules, crusadeModule, g.machines[side], other).ok) action = other;
    everywhere(g, action);
  }
  return g;
}

describe('hidden hands by e-mail, advisory mode (derived from §8.1)', () => {
  it('off-list actions are flagged alike on the machine that knows the hand and on those that do not', () => {
    const g = play(500, 11, 'advisory');
    expect(g.log.some((e) => (e.violations ?? []).length > 0)).toBe(true);
    const again = replay(crusadeRules, crusadeModule, { ...setup, mode: 'advisory' }, g.log, {
      keys: { REP: handKey(seeds.REP!) },
    });
    expect(again.ok ? 'ok' : again.reason).toBe('ok');
  });
});

describe('hidden hands by e-mail (derived from §8.1)', () => {
  const g = play(400, 7);

  it('the three machines agree on everything public, and each side sees on its machine what it should', () => {
    expect(g.log.filter((e) => e.verb === 'play').length).toBeGreaterThan(20);
    const pub = publicPart(g.machines.all);
    expect(publicPart(g.machines.NAT)).toBe(pub);
    expect(publicPart(g.machines.REP)).toBe(pub);
    for (const side of [NAT, REP] as const) {
      const mine = sideView(crusadeRules, crusadeModule, g.machines[side], side);
      const auditor = sideView(crusadeRules, crusadeModule, g.machines.all, side);
      expect(canonicalJson(mine)).toBe(canonicalJson(auditor));
    }
    for (const m of ['NAT', 'REP', 'all'] as const) expect(crusadeInvariants(crusadeModule, g.machines[m])).toEqual([]);
  });

  it('from the set-up on, each machine holds its own hand and none of the other (but public cards)', () => {
    for (const [mine, other] of [
      [NAT, REP],
      [REP, NAT],
    ] as const) {
      const s = start([mine]);
      expect(varsOf(s).decks[mine].hand).toEqual(varsOf(start([NAT, REP])).decks[mine].hand);
      const inHand = (crusadeModule.scenarios[0]!.data as { hands: Record<string, { inHand: string[] }> }).hands[other]!
        .inHand;
      expect(varsOf(s).decks[other].hand).toEqual([...inHand, ...Array(7 - inHand.length).fill(HIDDEN)]);
    }
  });

  it("no machine holds the other side's hand or pile: only hidden cards and the unseen set", () => {
    for (const [mine, other] of [
      [NAT, REP],
      [REP, NAT],
    ] as const) {
      const theirs = varsOf(g.machines[mine]).decks[other];
      const real = varsOf(g.machines.all).decks[other];
      expect(theirs.hand.filter((c) => c !== HIDDEN)).toEqual(real.hand.filter((c) => !theirs.unseen!.includes(c)));
      expect(theirs.draw.every((c) => c === HIDDEN)).toBe(true);
      expect(theirs.unseen).toEqual([...real.draw, ...real.hand.filter((c) => theirs.unseen!.includes(c))].sort());
      expect(real.hand.some((c) => theirs.unseen!.includes(c))).toBe(true);
      expect(varsOf(g.machines[mine]).decks[mine].unseen).toBeUndefined();
    }
  });

  it('after both keys are revealed a replay with no key of its own audits every draw and ends in the same game', () => {
    // Each key after its side's reveal, when it opens a run (commit-reveal/2).
    const keys = [NAT, REP].map((side) => ({ side, verb: 'revealKey', args: { seed: seeds[side]! } }));
    const log = appendOpened(g.log, keys, secretsOf(seeds));
    const audited = replay(crusadeRules, crusadeModule, setup, log);
    expect(audited.ok).toBe(true);
    if (!audited.ok) return;
    expect(canonicalJson(varsOf(audited.state).decks)).toBe(canonicalJson(varsOf(g.machines.all).decks));
    // Without the reveals, the same replay knows neither hand.
    const blind = replay(crusadeRules, crusadeModule, setup, g.log);
    expect(blind.ok && varsOf(blind.state).decks.NAT.unseen !== undefined).toBe(true);
  });

  it('strict dice: a draw waits for the other side on the machine that knows the hand and on the one that does not', () => {
    for (const sides of [[NAT], [REP], [NAT, REP]] as SideId[][]) {
      const d = draftOf({ ...start(sides), rng: PENDING_RNG });
      d.vars.decks.NAT.discard.push(d.vars.decks.NAT.hand.pop()!);
      expect(() => drawUp(d, NAT)).toThrow(DicePending);
    }
  });

  it('a wrong seed is refused; a card played that was never drawn passes the other machine but fails the audit', () => {
    const badKey: Action = { side: NAT, verb: 'revealKey', args: { seed: 'ff'.repeat(32) } };
    let onRep = g.machines.REP;
    // The Nationalist's run opens with its reveal when the last entry is the Republican's.
    for (const step of opening(onRep, badKey, secretsOf(seeds)).slice(0, -1)) {
      const r = applyAction(crusadeRules, crusadeModule, onRep, step);
      if (!r.ok) throw new Error(r.violations[0]!.message);
      onRep = r.state;
    }
    const wrong = applyAction(crusadeRules, crusadeModule, onRep, badKey);
    expect(wrong.ok ? [] : wrong.violations.map((v) => v.rule)).toEqual(['core.bad-key']);

    // Nationalist plays whose card is swapped for one still in its draw pile (never drawn): the Republican machine
    // cannot tell (the card is one it has not seen), the Nationalist's refuses it, the audit names the entry.
    let audited = 0;
    for (let cut = 1; cut < g.log.length && audited < 3; cut++) {
      const e = g.log[cut]!;
      if (e.side !== NAT || e.verb !== 'play') continue;
      const upTo = cut - 1;
      const onNat = replay(crusadeRules, crusadeModule, setup, g.log, { upTo, keys: { NAT: handKey(seeds.NAT!) } });
      const onRep = replay(crusadeRules, crusadeModule, setup, g.log, { upTo, keys: { REP: handKey(seeds.REP!) } });
      if (!onNat.ok || !onRep.ok) throw new Error('the honest log must replay');
      const nat = varsOf(onNat.state).decks.NAT;
      for (const forged of nat.draw) {
        const action = { side: NAT, verb: 'play', args: { ...e.args, card: forged } };
        if (!applyAction(crusadeRules, crusadeModule, onRep.state, action).ok) continue;
        expect(applyAction(crusadeRules, crusadeModule, onNat.state, action).ok).toBe(false);
        const forgedLog = [...g.log.slice(0, cut), makeEntry(g.log[upTo]!, action)];
        forgedLog.push(makeEntry(forgedLog.at(-1)!, { side: NAT, verb: 'revealKey', args: { seed: seeds.NAT! } }));
        const audit = replay(crusadeRules, crusadeModule, setup, forgedLog);
        expect(audit.ok ? -1 : audit.seq).toBe(cut);
        expect(audit.ok ? '' : audit.reason).toContain('is not in your hand');
        audited += 1;
        break;
      }
    }
    expect(audited).toBe(3);
  });
});
