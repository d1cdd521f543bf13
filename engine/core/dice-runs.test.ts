// Dice nobody can steer (commit-reveal/2, derived from dice-chain.ts and apply.ts): each side's run of entries
// opens with the reveal of its next secret and reveals nowhere else, and an entry's dice come from the roll
// ordinal, not from the entry's index. Entries that roll nothing (notes, proposals, answers) therefore change no
// die wherever a player puts them; under commit-reveal/1 they did, which the tests show too so that they can fail.

import { describe, expect, it } from 'vitest';
import type { Action, ApplyResult, GameEvent, GameState, LogEntry } from './types.js';
import type { GameSetup } from './rules.js';
import { applyAction } from './apply.js';
import { recordAction } from './record.js';
import { replay, startState } from './replay.js';
import { chainOf, type DiceChain, entryRng } from './dice-chain.js';
import { rollDice } from './dice.js';
import { diceOf, diceV1Of, mailSeeds, opening, secretOf, secretsOf } from './mail.fixture.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';

const module = miniModule();
const rules = stackRules();
const seeds = mailSeeds('axis', 'allied');
const secrets = secretsOf(seeds);
const setupOf = (over: Partial<GameSetup> = {}): GameSetup => ({
  scenarioId: 'intro',
  seed: 'runs-game',
  mode: 'honor',
  options: {},
  twoPlayers: true,
  dice: diceOf(seeds),
  ...over,
});

const roll = (side: string, count = 3): Action => ({ side, verb: 'roll', args: { count, sides: 6 } });
const note = (side: string, text = 'hm'): Action => ({ side, verb: 'note', args: { text } });
const reveal = (side: string, index: number): Action => ({
  side,
  verb: 'reveal',
  args: { index, secret: secretOf(seeds, side, index) },
});
const propose = (side: string): Action => ({ side, verb: 'setMode', args: { mode: 'enforced' } });
const refuse = (side: string): Action => ({ side, verb: 'consent', args: { accept: false } });

function ok(r: ApplyResult): Extract<ApplyResult, { ok: true }> {
  if (!r.ok) throw new Error(r.violations.map((v) => `${v.rule}: ${v.message}`).join('; '));
  return r;
}

/** Applies the actions as given (no reveal added): the state after them. */
function applied(state: GameState, actions: Action[]): GameState {
  return actions.reduce((s, a) => ok(applyAction(rules, module, s, a)).state, state);
}

/** Records the actions, each run opened by its side's reveal as an honest machine does; the log and state. */
function played(setup: GameSetup, actions: Action[]): { state: GameState; log: LogEntry[] } {
  let state = startState(rules, module, setup);
  let log: LogEntry[] = [];
  const v2 = chainOf(state.rng)?.v === 2;
  for (const a of actions)
    for (const step of v2 ? opening(state, a, secrets) : [a]) {
      const r = recordAction(rules, module, state, log, step);
      if (!r.ok) throw new Error(`${step.verb}: ${r.violations.map((v) => v.message).join('; ')}`);
      state = r.state;
      log = r.log;
    }
  return { state, log };
}

/** Every die the log rolls, in order, as a replay gives them. */
function diceIn(setup: GameSetup, log: LogEntry[]): number[][] {
  const r = replay(rules, module, setup, log);
  if (!r.ok) throw new Error(r.reason);
  return r.events.flatMap((evs: GameEvent[]) => evs.filter((e) => e.type === 'roll').map((e) => e.dice as number[]));
}

/** The rules refused the action for `rule`. */
const refusedFor = (r: ApplyResult) => (r.ok ? 'accepted' : r.violations.map((v) => v.rule).join(','));

describe('core.reveal-first', () => {
  it("core.reveal-first: a side's first entry of the game, and its first after the other side's, is its reveal", () => {
    for (const mode of ['honor', 'advisory', 'enforced'] as const) {
      const start = startState(rules, module, setupOf({ mode }));
      for (const a of [
        note('axis'),
        roll('axis'),
        propose('axis'),
        { side: 'axis', verb: 'undoRequest', args: { to: -1 } },
        { side: 'axis', verb: 'revealKey', args: { seed: seeds.axis! } },
      ]) {
        const r = applyAction(rules, module, start, a);
        expect(refusedFor(r), `${mode} ${a.verb}`).toBe('core.reveal-first');
        if (!r.ok) expect(r.violations[0]!.message).toContain('reveal its next dice secret');
      }
      const axisRun = applied(start, [reveal('axis', 1), note('axis'), propose('axis')]);
      // The allied side answers the proposal only in its own run, which its reveal opens.
      expect(refusedFor(applyAction(rules, module, axisRun, refuse('allied')))).toBe('core.reveal-first');
      expect(refusedFor(applyAction(rules, module, axisRun, note('allied')))).toBe('core.reveal-first');
      const alliedRun = applied(axisRun, [reveal('allied', 1), refuse('allied'), note('allied')]);
      // Back to the axis side: a new run, a new reveal first.
      expect(refusedFor(applyAction(rules, module, alliedRun, note('axis')))).toBe('core.reveal-first');
      expect(applyAction(rules, module, alliedRun, reveal('axis', 2)).ok).toBe(true);
    }
  });
});

describe('core.reveal-once', () => {
  it('core.reveal-once: a side reveals once per run of its entries, at its start', () => {
    const start = startState(rules, module, setupOf());
    const axisRun = applied(start, [reveal('axis', 1), note('axis')]);
    const again = applyAction(rules, module, axisRun, reveal('axis', 2));
    expect(refusedFor(again)).toBe('core.reveal-once');
    if (!again.ok)
      expect(again.violations[0]!.message).toContain('reveals again after the other side has made an entry');
    // Right after the opening reveal too: a side may not pick among its next secrets.
    expect(refusedFor(applyAction(rules, module, applied(start, [reveal('axis', 1)]), reveal('axis', 2)))).toBe(
      'core.reveal-once',
    );
    // After an entry of the other side, the next secret opens the next run.
    const next = applied(axisRun, [reveal('allied', 1), reveal('axis', 2)]);
    expect(chainOf(next.rng)?.sides.axis?.index).toBe(2);
    // A reveal that skips a secret is still refused, by the chain itself.
    const skipped = applyAction(rules, module, applied(axisRun, [reveal('allied', 1)]), reveal('axis', 3));
    expect(refusedFor(skipped)).toBe('core.bad-reveal');
  });

  it('under commit-reveal/1 the same extra reveal is accepted (the old scheme is replayed as it was)', () => {
    const start = startState(rules, module, setupOf({ dice: diceV1Of(seeds) }));
    expect(applyAction(rules, module, applied(start, [reveal('axis', 1), note('axis')]), reveal('axis', 2)).ok).toBe(
      true,
    );
    expect(applyAction(rules, module, start, note('allied')).ok).toBe(true);
  });
});

describe('core.unknown-side', () => {
  it('core.unknown-side: under commit-reveal/2 a side with no dice in the game makes no entry', () => {
    const start = startState(rules, module, setupOf());
    expect(refusedFor(applyAction(rules, module, start, { side: 'neutral', verb: 'reveal', args: {} }))).toBe(
      'core.unknown-side',
    );
  });
});

describe('the roll ordinal (commit-reveal/2)', () => {
  it('each roll uses the generator of its ordinal and the latest secrets; entries that roll nothing count nothing', () => {
    const g = played(setupOf(), [
      note('axis'),
      roll('axis', 3),
      propose('axis'),
      roll('axis', 2),
      refuse('allied'),
      roll('allied', 4),
      note('axis'),
      roll('axis', 5),
    ]);
    const chain = chainOf(g.state.rng)!;
    expect(chain.rolls).toBe(4);
    expect(chain.last).toBe('axis');
    expect(chain.n).toBeUndefined();
    // The dice, worked out from the derivation alone: ordinal k with the secrets revealed before the roll.
    const at = (rolls: number, axis: number, allied: number): DiceChain => ({
      ...chain,
      rolls,
      sides: {
        axis: { index: axis, secret: secretOf(seeds, 'axis', axis) },
        allied: { index: allied, secret: secretOf(seeds, 'allied', allied) },
      },
    });
    const expected = [
      rollDice(entryRng(at(0, 1, 0)), 3, 6).dice,
      rollDice(entryRng(at(1, 1, 0)), 2, 6).dice,
      rollDice(entryRng(at(2, 1, 1)), 4, 6).dice,
      rollDice(entryRng(at(3, 2, 1)), 5, 6).dice,
    ];
    expect(diceIn(setupOf(), g.log)).toEqual(expected);
  });

  it('notes, proposals and their answers anywhere in the runs change no die; under commit-reveal/1 they do', () => {
    // Three runs: axis, allied, axis. Each variant puts entries that roll nothing elsewhere in the same runs.
    const base = [roll('axis', 3), roll('axis', 2), roll('allied', 4), roll('axis', 5)];
    const variants: Action[][] = [
      [note('axis'), note('axis'), roll('axis', 3), note('axis'), roll('axis', 2), roll('allied', 4), roll('axis', 5)],
      [
        roll('axis', 3),
        propose('axis'),
        roll('axis', 2),
        refuse('allied'),
        note('allied'),
        roll('allied', 4),
        roll('axis', 5),
      ],
      [
        roll('axis', 3),
        roll('axis', 2),
        note('axis'),
        roll('allied', 4),
        propose('allied'),
        refuse('axis'),
        roll('axis', 5),
      ],
      [
        roll('axis', 3),
        roll('axis', 2),
        note('allied'),
        note('allied'),
        roll('allied', 4),
        note('axis'),
        roll('axis', 5),
      ],
    ];
    const honest = diceIn(setupOf(), played(setupOf(), base).log);
    expect(honest).toHaveLength(4);
    for (const v of variants) expect(diceIn(setupOf(), played(setupOf(), v).log)).toEqual(honest);

    // The same game under the first scheme (with the reveals the honest host made): a note before a roll changes it.
    const v1 = setupOf({ dice: diceV1Of(seeds) });
    const withReveals = (actions: Action[]) => {
      const out: Action[] = [];
      const count: Record<string, number> = { axis: 0, allied: 0 };
      for (const a of actions) {
        if (out.at(-1)?.side !== a.side) out.push(reveal(a.side, ++count[a.side]!));
        out.push(a);
      }
      return out;
    };
    const old = diceIn(v1, played(v1, withReveals(base)).log);
    const steered = diceIn(v1, played(v1, withReveals(variants[0]!)).log);
    expect(steered).not.toEqual(old);
  });

  it('the acting player cannot choose its roll with notes: 0..8 notes before a roll give one result', () => {
    const results = new Set<string>();
    const old = new Set<string>();
    for (let k = 0; k <= 8; k++) {
      const notes = Array.from({ length: k }, () => note('allied'));
      const actions = [roll('axis', 1), ...notes, roll('allied', 2)];
      results.add(JSON.stringify(diceIn(setupOf(), played(setupOf(), actions).log)));
      const v1 = setupOf({ dice: diceV1Of(seeds) });
      const v1Actions = [reveal('axis', 1), roll('axis', 1), reveal('allied', 1), ...notes, roll('allied', 2)];
      old.add(JSON.stringify(diceIn(v1, played(v1, v1Actions).log)));
    }
    expect(results.size).toBe(1);
    // The first scheme gave the roller a choice among several results (issue 24).
    expect(old.size).toBeGreaterThan(1);
  });
});

describe('strict dice under commit-reveal/2', () => {
  const strict = setupOf({ dice: diceOf(seeds, true) });

  it('the revealer puts nothing before the reveal that resolves the waiting roll, nor changes its dice', () => {
    const g = played(strict, [note('axis'), roll('axis', 3)]);
    expect(chainOf(g.state.rng)?.pending).toMatchObject({ side: 'axis', verb: 'roll' });
    // Issue 24's second choice: a proposal (or a note, or an answer) before the reveal; refused now.
    for (const a of [propose('allied'), note('allied'), { side: 'allied', verb: 'undoRequest', args: { to: 0 } }])
      expect(refusedFor(applyAction(rules, module, g.state, a))).toBe('core.reveal-first');
    const resolved = ok(applyAction(rules, module, g.state, reveal('allied', 1)));
    const dice = resolved.events.find((e) => e.type === 'roll')!.dice;
    // A waiting action resolved on the reveal counts as a roll then: the next roll has ordinal 1.
    expect(chainOf(resolved.state.rng)).toMatchObject({ rolls: 1, last: 'allied' });
    expect(chainOf(resolved.state.rng)?.pending).toBeUndefined();
    const { rolls: _r, last: _l, ...chain } = chainOf(resolved.state.rng)!;
    expect(dice).toEqual(rollDice(entryRng({ ...chain, rolls: 0 }), 3, 6).dice);
    // Whatever else the roller put around its roll, the waiting roll resolves with the same dice.
    const other = played(strict, [note('axis'), propose('axis'), note('axis'), roll('axis', 3)]);
    const again = ok(applyAction(rules, module, other.state, reveal('allied', 1)));
    expect(again.events.find((e) => e.type === 'roll')!.dice).toEqual(dice);
  });

  it('under commit-reveal/1 the revealer chose the result by what it put before its reveal', () => {
    const v1 = setupOf({ dice: diceV1Of(seeds, true) });
    const pended = played(v1, [reveal('axis', 1), roll('axis', 3)]);
    const direct = ok(applyAction(rules, module, pended.state, reveal('allied', 1)));
    const proposed = applied(pended.state, [propose('allied')]);
    const after = ok(applyAction(rules, module, proposed, reveal('allied', 1)));
    const diceOfResult = (r: ApplyResult) => (r.ok ? r.events.find((e) => e.type === 'roll')?.dice : undefined);
    expect(diceOfResult(after)).not.toEqual(diceOfResult(direct));
  });
});

describe('an accepted undo request (revertTo) under commit-reveal/2', () => {
  it('keeps the roll count, the secrets and the run as they are now: nothing reopens a choice', () => {
    const hexes = module.map.hexes.map((h) => h.id);
    const move: Action = { side: 'axis', verb: 'move', args: { piece: 'de-1', to: { kind: 'hex', hex: hexes[1]! } } };
    // Entry 0 axis reveal, 1 roll, 2 move, 3 undo request back to entry 0; 4 allied reveal, 5 its consent.
    const g = played(setupOf(), [
      roll('axis', 3),
      move,
      { side: 'axis', verb: 'undoRequest', args: { to: 0 } },
      { side: 'allied', verb: 'consent', args: { accept: true } },
    ]);
    const r = replay(rules, module, setupOf(), g.log);
    if (!r.ok) throw new Error(r.reason);
    const chain = chainOf(r.state.rng)!;
    expect(chain).toMatchObject({ rolls: 1, last: 'allied' });
    expect(chain.sides.axis?.index).toBe(1);
    expect(r.state.pieces.find((p) => p.id === 'de-1')!.at).not.toEqual(move.args.to);
    // The allied run goes on (no second reveal); the axis side opens its next run with its next secret only.
    expect(refusedFor(applyAction(rules, module, r.state, reveal('allied', 2)))).toBe('core.reveal-once');
    expect(applyAction(rules, module, r.state, note('allied')).ok).toBe(true);
    expect(refusedFor(applyAction(rules, module, r.state, roll('axis')))).toBe('core.reveal-first');
    expect(refusedFor(applyAction(rules, module, r.state, reveal('axis', 1)))).toBe('core.bad-reveal');
    // The roll taken back is not rolled again with its old dice: the next one has ordinal 1 and new secrets.
    const first = diceIn(setupOf(), g.log)[0]!;
    const redo = ok(applyAction(rules, module, applied(r.state, [reveal('axis', 2)]), roll('axis', 3)));
    expect(redo.events.find((e) => e.type === 'roll')!.dice).not.toEqual(first);
    expect(chainOf(redo.state.rng)?.rolls).toBe(2);
  });
});
