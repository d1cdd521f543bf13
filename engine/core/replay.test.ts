import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSnapshots, makeSnapshots, nearestSnapshot, replay, replayAfter, sameState } from './replay.js';
import { recordAction } from './record.js';
import { makeEntry } from './log.js';
import type { Action, GameEvent, LogEntry, Mode } from './types.js';
import type { GameSetup } from './rules.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';

const module = miniModule();
const rules = stackRules();
const hexes = module.map.hexes.map((h) => h.id);
const pieceIds = ['de-1', 'de-2', 'gb-1', 'gb-2', 'gb-3', 'control', 'nobody'];

const arbAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    side: fc.constantFrom('axis', 'allied'),
    verb: fc.constant('move'),
    args: fc.record({
      piece: fc.constantFrom(...pieceIds),
      to: fc.record({ kind: fc.constant('hex'), hex: fc.constantFrom(...hexes) }),
    }),
  }),
  fc.record({
    side: fc.constantFrom('axis', 'allied'),
    verb: fc.constant('roll'),
    args: fc.record({ count: fc.integer({ min: 1, max: 3 }), sides: fc.constantFrom(6, 10) }),
  }),
  fc.record({
    side: fc.constant('axis'),
    verb: fc.constantFrom('flip', 'loseStep', 'restoreStep', 'eliminate'),
    args: fc.record({ piece: fc.constantFrom(...pieceIds) }),
  }),
  fc.record({
    side: fc.constant('allied'),
    verb: fc.constant('setMode'),
    args: fc.record({ mode: fc.constantFrom('enforced', 'advisory', 'honor') }),
  }),
  fc.record({ side: fc.constant('axis'), verb: fc.constant('nextPhase'), args: fc.constant({}) }),
) as fc.Arbitrary<Action>;

/** Play actions live, keeping the accepted ones: the log, the final state and every event. */
function play(setup: GameSetup, actions: Action[]) {
  let state = rules.setup(module, setup);
  let log: LogEntry[] = [];
  const events: GameEvent[][] = [];
  for (const a of actions) {
    const r = recordAction(rules, module, state, log, a);
    if (r.ok) {
      state = r.state;
      log = r.log;
      events.push(r.events);
    }
  }
  return { state, log, events };
}

const setupOf = (mode: Mode, seed = 'seed'): GameSetup => ({ scenarioId: 'intro', seed, mode, options: {} });

describe('replay', () => {
  it('replays a short game to the same state, and upTo stops after that entry', () => {
    const setup = setupOf('advisory');
    const { state, log } = play(setup, [
      { side: 'allied', verb: 'move', args: { piece: 'gb-2', to: { kind: 'hex', hex: '0202' } } }, // violates T1, recorded
      { side: 'axis', verb: 'roll', args: { count: 2, sides: 6 } },
      { side: 'axis', verb: 'loseStep', args: { piece: 'de-1' } },
    ]);
    expect(log[0].violations?.[0].rule).toBe('test.stack-limit');
    const r = replay(rules, module, setup, log);
    if (!r.ok) throw new Error(r.reason);
    expect(sameState(r.state, state)).toBe(true);
    expect(r.events[1][0]).toMatchObject({ type: 'roll' });
    const first = replay(rules, module, setup, log, { upTo: 0 });
    if (!first.ok) throw new Error(first.reason);
    expect(first.state.pieces.find((p) => p.id === 'de-1')?.steps).toBe(2);
    const none = replay(rules, module, setup, log, { upTo: -1 });
    expect(none.ok && sameState(none.state, rules.setup(module, setup))).toBe(true);
    expect(replay(rules, module, setup, log, { upTo: 7 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no entry 7/),
    });
  });

  it('names the first bad entry of a tampered log before replaying anything', () => {
    const setup = setupOf('honor');
    const { log } = play(setup, [
      { side: 'axis', verb: 'roll', args: { count: 1, sides: 6 } },
      { side: 'axis', verb: 'roll', args: { count: 1, sides: 6 } },
    ]);
    const bad = structuredClone(log);
    bad[1].args.sides = 20;
    expect(replay(rules, module, setup, bad)).toMatchObject({ ok: false, seq: 1 });
  });

  it('refuses a log whose recorded violations differ from what the rules find', () => {
    const setup = setupOf('advisory');
    const move: Action = { side: 'allied', verb: 'move', args: { piece: 'gb-2', to: { kind: 'hex', hex: '0202' } } };
    const hidden = [makeEntry(null, move)]; // rechained without its violation
    expect(replay(rules, module, setup, hidden)).toMatchObject({
      ok: false,
      seq: 0,
      reason: expect.stringMatching(/other rule violations/),
    });
  });

  it('refuses an enforced-mode log that holds an illegal action', () => {
    const move: Action = { side: 'allied', verb: 'move', args: { piece: 'gb-2', to: { kind: 'hex', hex: '0202' } } };
    expect(replay(rules, module, setupOf('enforced'), [makeEntry(null, move)])).toMatchObject({
      ok: false,
      seq: 0,
      reason: expect.stringMatching(/not allowed/),
    });
  });

  it('snapshots are caches: checked against the log, or trusted on request', () => {
    const setup = setupOf('honor');
    const { state, log } = play(
      setup,
      Array.from({ length: 10 }, (_, i) => ({
        side: 'axis',
        verb: 'roll',
        args: { count: 1, sides: 6, purpose: `r${i}` },
      })),
    );
    const made = makeSnapshots(rules, module, setup, log, 4);
    if (!made.ok) throw new Error(made.reason);
    expect(made.snapshots.map((s) => s.seq)).toEqual([3, 7]);
    expect(checkSnapshots(rules, module, setup, log, made.snapshots)).toEqual({ ok: true });
    const forged = structuredClone(made.snapshots);
    forged[1].state.turn = 9;
    expect(checkSnapshots(rules, module, setup, log, forged)).toMatchObject({ ok: false, seq: 7 });
    expect(replay(rules, module, setup, log, { snapshot: forged[1] })).toMatchObject({
      ok: false,
      seq: 7,
      reason: expect.stringMatching(/snapshot/),
    });
    const trusted = replay(rules, module, setup, log, { snapshot: made.snapshots[1], trustSnapshot: true });
    if (!trusted.ok) throw new Error(trusted.reason);
    expect(trusted.from).toBe(8);
    expect(trusted.events).toHaveLength(2);
    expect(sameState(trusted.state, state)).toBe(true);
    expect(nearestSnapshot(made.snapshots, 6)?.seq).toBe(3);
    expect(nearestSnapshot(made.snapshots, 2)).toBeNull();
  });

  it('property: replaying the log gives the live state and the same rolls, every time', () => {
    fc.assert(
      fc.property(
        fc.array(arbAction, { maxLength: 40 }),
        fc.constantFrom<Mode>('enforced', 'advisory', 'honor'),
        fc.string({ maxLength: 8 }),
        (actions, mode, seed) => {
          const setup = setupOf(mode, seed);
          const live = play(setup, actions);
          const a = replay(rules, module, setup, live.log);
          const b = replay(rules, module, setup, JSON.parse(JSON.stringify(live.log)));
          if (!a.ok || !b.ok) return false;
          return (
            sameState(a.state, live.state) &&
            sameState(b.state, live.state) &&
            JSON.stringify(a.events) === JSON.stringify(live.events) &&
            JSON.stringify(b.events) === JSON.stringify(live.events)
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: a changed entry in a played game is named by replay', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { minLength: 5, maxLength: 30 }), fc.nat(), (actions, k) => {
        const setup = setupOf('honor');
        const { log } = play(setup, actions);
        if (log.length === 0) return true;
        const i = k % log.length;
        const bad = structuredClone(log);
        bad[i].side = bad[i].side === 'axis' ? 'allied' : 'axis';
        const r = replay(rules, module, setup, bad);
        return r.ok === false && r.seq === i;
      }),
      { numRuns: 100 },
    );
  });
});

describe('replayAfter (undo: replay only the entries after a snapshot this session made)', () => {
  const setup = setupOf('honor');
  const { state, log } = play(
    setup,
    Array.from(
      { length: 6 },
      (_, i): Action =>
        i % 2
          ? { side: 'axis', verb: 'roll', args: { count: 2, sides: 6 } }
          : { side: 'axis', verb: 'move', args: { piece: 'de-1', to: { kind: 'hex', hex: hexes[i] } } },
    ),
  );
  const kept = replay(rules, module, setup, log, { keepStates: [2, 4] });
  if (!kept.ok || !kept.states) throw new Error('replay failed');
  const snap = kept.states[0]!; // the state after entry 2

  it('gives the state the whole log gives, with the events of the replayed entries only', () => {
    const r = replayAfter(rules, module, snap, log.slice(3), { prevHash: log[2].hash, keepStates: [4] });
    if (!r.ok) throw new Error(r.reason);
    expect(sameState(r.state, state)).toBe(true);
    expect(r.from).toBe(3);
    expect(r.events).toHaveLength(3);
    expect(r.states?.map((s) => s.seq)).toEqual([4]);
    expect(sameState(r.states![0].state, kept.states![1].state)).toBe(true);
    const fromSetup = replayAfter(rules, module, { seq: -1, state: rules.setup(module, setup) }, log);
    expect(fromSetup.ok && sameState(fromSetup.state, state)).toBe(true);
  });

  it('names the first tail entry that is changed, misplaced or chained elsewhere', () => {
    const tail = structuredClone(log.slice(3));
    tail[1].args.count = 3;
    expect(replayAfter(rules, module, snap, tail, { prevHash: log[2].hash })).toMatchObject({
      ok: false,
      seq: 4,
      reason: expect.stringMatching(/Entry 4: .*hash/),
    });
    expect(replayAfter(rules, module, snap, log.slice(4), { prevHash: log[2].hash })).toMatchObject({
      ok: false,
      seq: 3,
      reason: expect.stringMatching(/seq 4 where seq 3/),
    });
    expect(replayAfter(rules, module, snap, log.slice(3), { prevHash: log[1].hash })).toMatchObject({
      ok: false,
      seq: 3,
      reason: expect.stringMatching(/prevHash/),
    });
    expect(replayAfter(rules, module, { seq: -1, state: snap.state }, log.slice(1))).toMatchObject({
      ok: false,
      seq: 0,
    });
  });
});

describe('owned states', () => {
  it('property: live play never changes the state it was given; replay (owned) gives the same result', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 30 }), (actions) => {
        const setup = setupOf('honor');
        let state = rules.setup(module, setup);
        let log: LogEntry[] = [];
        for (const a of actions) {
          const before = JSON.stringify(state);
          const r = recordAction(rules, module, state, log, a);
          if (JSON.stringify(state) !== before) return false;
          if (r.ok) {
            state = r.state;
            log = r.log;
          }
        }
        const rep = replay(rules, module, setup, log);
        return rep.ok && sameState(rep.state, state);
      }),
      { numRuns: 100 },
    );
  });

  it('a trusted snapshot is copied, not changed, by the replay that starts from it', () => {
    const setup = setupOf('honor');
    const { log } = play(setup, [
      { side: 'axis', verb: 'note', args: { text: 'a' } },
      { side: 'axis', verb: 'move', args: { piece: 'de-1', to: { kind: 'hex', hex: '0101' } } },
    ]);
    const made = makeSnapshots(rules, module, setup, log, 1);
    if (!made.ok) throw new Error(made.reason);
    const snap = made.snapshots[0];
    const before = JSON.stringify(snap);
    const r = replay(rules, module, setup, log, { snapshot: snap, trustSnapshot: true });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(snap)).toBe(before);
  });
});
