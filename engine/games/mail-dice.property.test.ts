// Dice nobody can steer, on random games of both enforced games (issue 24; engine/core/dice-chain.ts): a game by
// e-mail under commit-reveal/2, strict dice or not, is played by the seeded random player on a machine that knows
// both sides' keys (so every card drawn into a hidden hand and every hidden unit's face is computed), each side's
// run of entries opened by its reveal. Then entries that roll nothing (notes, proposals with their refusal, undo
// requests with theirs) are put at random places in the runs, and attempts to steer are made (a second reveal
// inside a run, an entry before the reveal that opens one): after every entry of the honest game the variant must be
// in the very same state — every die, every card in every hand and pile, every face — with the same events (so
// removing or moving such entries, which goes from one such game to another, changes nothing either). The same
// choices under commit-reveal/1 show that a note before a roll did change it there, so the property can fail.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Action, ApplyResult, GameEvent, GameState, SideId } from '../core/types.js';
import type { GameModule } from '../core/module.js';
import type { GameSetup, Rules } from '../core/rules.js';
import { applyAction } from '../core/apply.js';
import { chainOf, type DiceScheme, COMMIT_REVEAL, COMMIT_REVEAL_V1 } from '../core/dice-chain.js';
import { canonicalJson } from '../core/hash.js';
import { diceOf, keysOf, mailSeeds, secretOf } from '../core/mail.fixture.js';
import { randomAction, seededRandom } from '../core/random-player.js';
import { startState } from '../core/replay.js';
import { sideView } from '../core/sideview.js';
import { isabellaModule } from './isabella/isabella.fixture.js';
import { isabellaRules } from './isabella/rules.js';
import { crusadeModule } from './crusade/crusade.fixture.js';
import { crusadeRules } from './crusade/rules.js';

/** One of the enforced games, by e-mail. */
interface Game {
  name: string;
  rules: Rules;
  module: GameModule;
  sides: [SideId, SideId];
  /** Whether the game has ended. */
  over: (state: GameState) => boolean;
  /** The random player's seed for the honest game: one whose game shows what the test is about (`shows`). */
  seed: number;
  /** What the honest game must hold (its events, one text per entry) for the test to mean something. */
  shows: (events: readonly string[]) => boolean;
  /** Actions the random player makes in the honest game (listing them is the costly part of the test). */
  actions: number;
}

const stepOf = (s: GameState) => (s.vars as { step?: unknown }).step;
const GAMES: Game[] = [
  {
    name: 'Operation Isabella',
    rules: isabellaRules,
    module: isabellaModule,
    sides: ['axis', 'allied'],
    over: (s) => stepOf(s) === 'over',
    // An attack on a hidden stack, which waits for the defender's reveal and its faces (either dice).
    seed: 4,
    shows: (events) => events.some((e) => e.includes('"units-pending"')),
    actions: 220,
  },
  {
    name: 'Crusade and Revolution',
    rules: crusadeRules,
    module: crusadeModule,
    sides: ['NAT', 'REP'],
    over: (s) => stepOf(s) === 'over',
    // Cards drawn into the hidden hands during the game (§6.0 A.3), by the draw keys.
    seed: 12,
    shows: (events) => events.some((e) => e.includes('"type":"draw"') && e.includes('"random":true')),
    actions: 150,
  },
];

/** A secret of a side's chain (each is 2,048 hashes from its seed: computed once). */
const secretCache = new Map<string, string>();
function secret(seeds: Record<SideId, string>, side: SideId, index: number): string {
  const key = `${seeds[side]}/${side}/${index}`;
  const known = secretCache.get(key);
  if (known !== undefined) return known;
  const s = secretOf(seeds, side, index);
  secretCache.set(key, s);
  return s;
}

function ok(r: ApplyResult, what: string): Extract<ApplyResult, { ok: true }> {
  if (!r.ok) throw new Error(`${what}: ${r.violations.map((v) => `${v.rule}: ${v.message}`).join('; ')}`);
  return r;
}

/**
 * What must not change: the whole state but a proposal waiting for its answer (the inserted ones) and the
 * generator words left over from the last entry, which no roll reads (every entry's dice are seeded afresh from
 * the chain: dice-chain.ts entryRng) — the chain itself (roll ordinal, secrets, last side, keys) is compared.
 */
function fingerprint(state: GameState): string {
  const { proposal: _proposal, rng, ...rest } = state;
  return canonicalJson({ ...rest, chain: rng.chain ?? null });
}

/** The entries of the honest game, as the acting machine records them, and what followed each. */
interface Honest {
  setup: GameSetup;
  seeds: Record<SideId, string>;
  /** The actions as the acting side chose them (its machine adds reveals of its hidden units when it records). */
  actions: Action[];
  after: string[];
  events: string[];
  /** Per entry: whether its events hold a die. */
  rolls: boolean[];
}

/** The set-up of a game by e-mail under `scheme`, strict dice or not. */
function setupOf(game: Game, strict: boolean, scheme: DiceScheme): { setup: GameSetup; seeds: Record<SideId, string> } {
  const seeds = mailSeeds(game.sides[0], game.sides[1]);
  const setup: GameSetup = {
    scenarioId: 'campaign',
    seed: `steer-${game.name.length}-${strict}`,
    mode: 'enforced',
    options: {},
    twoPlayers: true,
    sealed: true,
    dice: diceOf(seeds, strict, scheme),
  };
  return { setup, seeds };
}

const hasRoll = (events: GameEvent[]) => events.some((e) => e.type === 'roll');

/** Plays the honest game: each run opened by its side's reveal; a waiting action resolved by the other's reveal. */
function playHonest(game: Game, strict: boolean, scheme: DiceScheme): Honest {
  const { setup, seeds } = setupOf(game, strict, scheme);
  let state = startState(game.rules, game.module, setup, keysOf(seeds, game.sides));
  const h: Honest = { setup, seeds, actions: [], after: [], events: [], rolls: [] };
  const revealed: Record<SideId, number> = { [game.sides[0]]: 0, [game.sides[1]]: 0 };
  const record = (action: Action) => {
    const r = ok(applyAction(game.rules, game.module, state, action, { reveal: true }), `honest ${action.verb}`);
    state = r.state;
    h.actions.push(action);
    h.after.push(fingerprint(state));
    h.events.push(canonicalJson(r.events));
    h.rolls.push(hasRoll(r.events));
  };
  const reveal = (side: SideId) => {
    revealed[side]! += 1;
    record({ side, verb: 'reveal', args: { index: revealed[side]!, secret: secret(seeds, side, revealed[side]!) } });
  };
  const random = seededRandom(game.seed);
  for (let i = 0; i < game.actions && !game.over(state); i++) {
    const pending = chainOf(state.rng)?.pending;
    if (pending) {
      reveal(game.sides.find((s) => s !== pending.side)!);
      continue;
    }
    const side = game.rules.toAct(game.module, state)[0]!;
    if (h.actions.at(-1)?.side !== side) reveal(side);
    const action = randomAction(sideView(game.rules, game.module, state, side).legalActions, side, random);
    if (!action) break;
    record(action);
  }
  return h;
}

/**
 * The same choices in a game under another scheme: the honest entries applied in order, up to the first its other
 * dice make illegal (the game goes another way from there).
 */
function sameChoicesUnder(game: Game, h: Honest, scheme: DiceScheme): Honest {
  const { setup } = setupOf(game, h.setup.dice?.strict === true, scheme);
  let state = startState(game.rules, game.module, setup, keysOf(h.seeds, game.sides));
  const out: Honest = { setup, seeds: h.seeds, actions: [], after: [], events: [], rolls: [] };
  for (const action of h.actions) {
    const r = applyAction(game.rules, game.module, state, action, { reveal: true });
    if (!r.ok) break;
    state = r.state;
    out.actions.push(action);
    out.after.push(fingerprint(state));
    out.events.push(canonicalJson(r.events));
    out.rolls.push(hasRoll(r.events));
  }
  return out;
}

/** The honest games, each played once (by game and dice). */
const honestGames = new Map<string, Honest>();
function honest(game: Game, strict: boolean): Honest {
  const key = `${game.name}/${strict}`;
  if (!honestGames.has(key)) honestGames.set(key, playHonest(game, strict, COMMIT_REVEAL));
  return honestGames.get(key)!;
}

/** Entries that roll nothing, put before honest entry `slot` by the side whose run is going on there. */
type Insert = { slot: number; kind: 'note' | 'propose' | 'undo' | 'answer' | 'reveal-again' | 'before-reveal' };

/** Where a variant first parts from the honest game (-1: nowhere), by honest entry. */
interface Parting {
  /** The first honest entry after which the state differs. */
  state: number;
  /** The first honest entry whose events differ (its dice, a card drawn). */
  events: number;
  /** The honest entry the rules refused in the variant, if any. */
  refused: number;
}

/**
 * The honest game with `inserts` put in (by the side of the run going on at their slot; one the rules refuse
 * there is left out, so they stand only at legal places), up to the first honest entry the rules refuse; where it
 * parts from the honest game. `steer` collects the rules that refused the attempts to steer.
 */
function playVariant(game: Game, h: Honest, inserts: readonly Insert[], steer: string[]): Parting {
  let state = startState(game.rules, game.module, h.setup, keysOf(h.seeds, game.sides));
  const bySlot = new Map<number, Insert[]>();
  for (const ins of inserts) bySlot.set(ins.slot, [...(bySlot.get(ins.slot) ?? []), ins]);
  let seq = 0;
  const tryApply = (action: Action): ApplyResult => {
    const r = applyAction(game.rules, game.module, state, action, { reveal: true });
    if (r.ok) {
      state = r.state;
      seq += 1;
    }
    return r;
  };
  const refusal = (r: ApplyResult) => (r.ok ? 'accepted' : r.violations.map((v) => v.rule).join(','));
  const parting: Parting = { state: -1, events: -1, refused: -1 };
  for (let i = 0; i < h.actions.length; i++) {
    const chain = chainOf(state.rng)!;
    // The run going on: the side of the honest entry before the slot.
    const side = h.actions[i - 1]?.side;
    for (const ins of bySlot.get(i) ?? []) {
      if (side === undefined) break;
      const other = game.sides.find((s) => s !== side)!;
      const next = h.actions[i]!;
      switch (ins.kind) {
        case 'note':
          // A note is refused only while the side's own action waits for the other side's dice.
          expect(['accepted', 'core.dice-pending']).toContain(
            refusal(tryApply({ side, verb: 'note', args: { text: 'x' } })),
          );
          break;
        case 'propose':
          if (!state.proposal) ok(tryApply({ side, verb: 'setMode', args: { mode: 'advisory' } }), 'proposal');
          break;
        case 'undo':
          if (!state.proposal) ok(tryApply({ side, verb: 'undoRequest', args: { to: Math.max(-1, seq - 2) } }), 'undo');
          break;
        case 'answer':
          if (state.proposal && state.proposal.by !== side)
            ok(tryApply({ side, verb: 'consent', args: { accept: false } }), 'answer');
          break;
        case 'reveal-again': {
          // Issue 24's third choice: another secret of its own, mid-run.
          const index = chain.sides[side]!.index + 1;
          const r = tryApply({ side, verb: 'reveal', args: { index, secret: secret(h.seeds, side, index) } });
          steer.push(refusal(r));
          break;
        }
        case 'before-reveal':
          // Issue 24's second choice: the side about to reveal puts an entry of its own before its reveal.
          if (next.verb === 'reveal' && next.side === other) {
            const before: Action[] = [
              { side: other, verb: 'setMode', args: { mode: 'advisory' } },
              { side: other, verb: 'note', args: { text: 'x' } },
            ];
            for (const a of before) steer.push(refusal(tryApply(a)));
          }
          break;
      }
    }
    const r = tryApply(h.actions[i]!);
    if (!r.ok) return { ...parting, refused: i };
    if (parting.state < 0 && fingerprint(state) !== h.after[i]) parting.state = i;
    if (parting.events < 0 && canonicalJson(r.events) !== h.events[i]) parting.events = i;
  }
  return parting;
}

const NOWHERE: Parting = { state: -1, events: -1, refused: -1 };

/** Random insertions: their slots among the honest entries and what each is. */
const insertsOf = (n: number) =>
  fc.array(
    fc.record({
      slot: fc.integer({ min: 1, max: n - 1 }),
      kind: fc.constantFrom<Insert['kind']>(
        'note',
        'note',
        'propose',
        'undo',
        'answer',
        'reveal-again',
        'before-reveal',
      ),
    }),
    { minLength: 1, maxLength: 14 },
  );

/**
 * Before each of the first `k` honest entries that roll, an entry that rolls nothing: a note in the roller's run
 * (issue 24's first choice), or, when the roll is a waiting action resolved by a reveal, an entry of the revealer
 * before its reveal (the second).
 */
function notesBeforeRolls(h: Honest, k: number): Insert[] {
  const out: Insert[] = [];
  for (let i = 1; i < h.actions.length && out.length < k; i++)
    if (h.rolls[i]) out.push({ slot: i, kind: h.actions[i]!.verb === 'reveal' ? 'before-reveal' : 'note' });
  return out;
}

for (const game of GAMES)
  describe(`dice nobody can steer: ${game.name} by e-mail (commit-reveal/2, derived from issue 24)`, () => {
    for (const strict of [false, true]) {
      const mode = strict ? 'strict dice' : 'dice';
      it(`${mode}: notes, proposals and answers anywhere in the runs change no roll, draw or face`, () => {
        const h = honest(game, strict);
        // The honest game is long enough to mean something: rolls in runs of both sides, and several runs.
        expect(h.rolls.filter(Boolean).length).toBeGreaterThan(3);
        expect(new Set(h.actions.filter((_, i) => h.rolls[i]).map((a) => a.side)).size).toBe(2);
        expect(h.actions.filter((a) => a.verb === 'reveal').length).toBeGreaterThan(4);
        expect(game.shows(h.events)).toBe(true);
        const tried: string[] = [];
        expect(playVariant(game, h, notesBeforeRolls(h, 6), tried)).toEqual(NOWHERE);
        for (const rule of tried) expect(rule).toBe('core.reveal-first');
        fc.assert(
          fc.property(insertsOf(h.actions.length), (inserts) => {
            const steer: string[] = [];
            expect(playVariant(game, h, inserts, steer)).toEqual(NOWHERE);
            // Every attempt to steer was refused, by the rule that closes it.
            for (const rule of steer) expect(['core.reveal-once', 'core.reveal-first']).toContain(rule);
          }),
          { numRuns: 8 },
        );
      });

      it(`${mode}: under commit-reveal/1 the same notes before rolls did change them`, () => {
        // The honest game's choices under the first scheme, as far as its own dice let them go.
        const h = sameChoicesUnder(game, honest(game, strict), COMMIT_REVEAL_V1);
        const inserts = notesBeforeRolls(h, 6);
        expect(inserts.length).toBeGreaterThan(0);
        const parting = playVariant(game, h, inserts, []);
        // The first entry whose events differ is a roll after a note (before any entry was refused): its dice.
        expect(parting.events).toBeGreaterThanOrEqual(inserts[0]!.slot);
        expect(parting.refused < 0 || parting.events < parting.refused).toBe(true);
        expect(h.rolls[parting.events]).toBe(true);
      });
    }
  });
