// Derived tests of the core's two-player verbs: mode changes and undo after sending need the other side's
// consent; revealed dice secrets are checked against the commitment; replay goes back on an accepted undo.
import { describe, expect, it } from 'vitest';
import { replay, startState } from './replay.js';
import { recordAction } from './record.js';
import type { Action, GameState, LogEntry } from './types.js';
import type { GameSetup } from './rules.js';
import { chainOf, chainSecret, COMMIT_REVEAL } from './dice-chain.js';
import { applyAction } from './apply.js';
import { revertTo } from './consent.js';
import { sideView } from './sideview.js';
import { opening } from './mail.fixture.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';

const module = miniModule();
const rules = stackRules();
const dice = {
  scheme: COMMIT_REVEAL,
  commits: { axis: chainSecret('a', 0, 50), allied: chainSecret('b', 0, 50) },
} as const;
const setup: GameSetup = { scenarioId: 'intro', seed: 'game-id', mode: 'honor', options: {}, twoPlayers: true, dice };
/** Secret `index` of a side's chain (axis grows from 'a', allied from 'b'). */
const secret = (side: string, index: number) => chainSecret(side === 'axis' ? 'a' : 'b', index, 50);

/** Record actions one after another, each side's run opening with its reveal; fails the test on a refusal. */
function play(actions: Action[], from?: { state: GameState; log: LogEntry[] }) {
  let state = from?.state ?? startState(rules, module, setup);
  let log = from?.log ?? [];
  for (const a of actions) {
    for (const step of opening(state, a, secret)) {
      const r = recordAction(rules, module, state, log, step);
      if (!r.ok) throw new Error(`${step.verb}: ${r.violations.map((v) => v.message).join('; ')}`);
      state = r.state;
      log = r.log;
    }
  }
  return { state, log };
}

const move = (hex: string): Action => ({
  side: 'axis',
  verb: 'move',
  args: { piece: 'de-1', to: { kind: 'hex', hex } },
});
const at = (s: GameState) => s.pieces.find((p) => p.id === 'de-1')!.at;

describe('two-player consent (core)', () => {
  it('a change of mode is a proposal until the other side consents', () => {
    const asked = play([{ side: 'axis', verb: 'setMode', args: { mode: 'enforced' } }]);
    expect(asked.state.mode).toBe('honor');
    expect(asked.state.proposal).toEqual({ by: 'axis', verb: 'setMode', args: { mode: 'enforced' } });
    const own = applyAction(rules, module, asked.state, { side: 'axis', verb: 'consent', args: { accept: true } });
    expect(own).toMatchObject({ ok: false, violations: [{ rule: 'core.own-proposal' }] });
    const agreed = play([{ side: 'allied', verb: 'consent', args: { accept: true } }], asked);
    expect(agreed.state.mode).toBe('enforced');
    expect(agreed.state.proposal).toBeUndefined();
    const refused = play([{ side: 'allied', verb: 'consent', args: { accept: false } }], asked);
    expect(refused.state.mode).toBe('honor');
  });

  it('an accepted undo request takes the game back and stays in the history; replay agrees', () => {
    const hexes = module.map.hexes.map((h) => h.id);
    // Entry 0 is the axis reveal that opens its run; entry 1 the first move.
    const g = play([
      move(hexes[1]!),
      move(hexes[2]!),
      { side: 'axis', verb: 'undoRequest', args: { to: 1 } },
      { side: 'allied', verb: 'consent', args: { accept: true } },
    ]);
    // The live path: the caller reverts to the state after entry 1.
    const last = applyAction(rules, module, play([move(hexes[1]!), move(hexes[2]!)]).state, {
      side: 'axis',
      verb: 'undoRequest',
      args: { to: 1 },
    });
    expect(last.ok).toBe(true);
    const r = replay(rules, module, setup, g.log);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(at(r.state)).toEqual({ kind: 'hex', hex: hexes[1] });
    expect(g.log.map((e) => e.verb)).toEqual(['reveal', 'move', 'move', 'undoRequest', 'reveal', 'consent']);
    expect(r.events[5]!.map((e) => e.type)).toContain('consent');
  });

  it('a game at one table changes mode at once and has no undo requests', () => {
    const local = { ...setup, twoPlayers: undefined, dice: undefined };
    const s = startState(rules, module, local);
    const m = applyAction(rules, module, s, { side: 'axis', verb: 'setMode', args: { mode: 'advisory' } });
    expect(m.ok && m.state.mode).toBe('advisory');
    const u = applyAction(rules, module, s, { side: 'axis', verb: 'undoRequest', args: { to: -1 } });
    expect(u).toMatchObject({ ok: false, violations: [{ rule: 'core.no-consent' }] });
  });

  it('revertTo keeps the dice, the mode and the flag of the present', () => {
    const now = play([move(module.map.hexes[3]!.id)]).state;
    const then = startState(rules, module, setup);
    const back = revertTo({ ...now, mode: 'advisory' }, then);
    expect(back.rng).toEqual(now.rng);
    expect(back.mode).toBe('advisory');
    expect(at(back)).toEqual(at(then));
  });
});

describe('revealed dice secrets (core)', () => {
  it('a reveal that hashes back to the commitment is accepted; a forged one is refused', () => {
    const s = startState(rules, module, setup);
    const good = applyAction(rules, module, s, {
      side: 'allied',
      verb: 'reveal',
      args: { index: 1, secret: chainSecret('b', 1, 50) },
    });
    expect(good.ok).toBe(true);
    const bad = applyAction(rules, module, s, {
      side: 'allied',
      verb: 'reveal',
      args: { index: 1, secret: chainSecret('x', 1, 50) },
    });
    expect(bad).toMatchObject({ ok: false, violations: [{ rule: 'core.bad-reveal' }] });
  });

  it('rolls after a reveal differ from rolls before it, and the same log rolls the same dice on reload', () => {
    const roll: Action = { side: 'axis', verb: 'roll', args: { count: 6, sides: 6 } };
    const reveal: Action = { side: 'allied', verb: 'reveal', args: { index: 1, secret: chainSecret('b', 1, 50) } };
    // The axis side reveals before each of its two runs: the second roll has new secrets of both sides.
    const g = play([roll, reveal, roll]);
    expect(g.log.map((e) => `${e.side}:${e.verb}`)).toEqual([
      'axis:reveal',
      'axis:roll',
      'allied:reveal',
      'axis:reveal',
      'axis:roll',
    ]);
    const r1 = replay(rules, module, setup, g.log);
    const r2 = replay(rules, module, setup, g.log);
    expect(r1.ok && r2.ok).toBe(true);
    if (!r1.ok || !r2.ok) return;
    const dice = (evs: typeof r1.events) =>
      evs
        .flat()
        .filter((e) => e.type === 'roll')
        .map((e) => e.dice);
    expect(dice(r1.events)).toEqual(dice(r2.events));
    expect(dice(r1.events)[0]).not.toEqual(dice(r1.events)[1]);
  });
});

describe('strict dice (core, derived)', () => {
  const strict: GameSetup = { ...setup, dice: { ...dice, strict: true } };
  const roll: Action = { side: 'axis', verb: 'roll', args: { count: 3, sides: 6 } };

  it("a rolling action waits for the other side's next secret; nothing else happens meanwhile", () => {
    let state = startState(rules, module, strict);
    let log: LogEntry[] = [];
    const step = (a: Action) => {
      let r: ReturnType<typeof recordAction> | undefined;
      for (const s of opening(state, a, secret)) {
        r = recordAction(rules, module, state, log, s);
        if (!r.ok) throw new Error(r.violations[0]!.message);
        state = r.state;
        log = r.log;
      }
      return r as Extract<typeof r, { ok: true }>;
    };
    // A move rolls nothing: it happens at once.
    step(move(module.map.hexes[1]!.id));
    const declared = step(roll);
    expect(declared.events).toEqual([{ type: 'dice-pending', side: 'axis' }]);
    expect(applyAction(rules, module, state, move(module.map.hexes[2]!.id))).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.dice-pending' }],
    });
    const view = sideView(rules, module, state, 'allied');
    expect(view.prompts[0]).toMatchObject({ id: 'core.dice', verb: 'reveal' });
    expect(view.toAct).toEqual(['allied']);
    const resolved = step({ side: 'allied', verb: 'reveal', args: { index: 1, secret: chainSecret('b', 1, 50) } });
    const rolled = resolved.events.find((e) => e.type === 'roll');
    expect(rolled?.dice).toHaveLength(3);
    // Nothing waits any more, and the revealed secret stays revealed: the game goes on.
    expect(sideView(rules, module, state, 'allied').prompts).toEqual([]);
    expect(chainOf(state.rng)?.pending).toBeUndefined();
    expect(chainOf(state.rng)?.sides.allied?.index).toBe(1);
    step(move(module.map.hexes[2]!.id));
    // The dice come from the allied secret revealed after the roll was declared (entry 3, after the axis reveal,
    // the move and the roll).
    const other = replay(rules, module, strict, log);
    expect(other.ok && other.events[3]!.find((e) => e.type === 'roll')?.dice).toEqual(rolled?.dice);
  });
});
