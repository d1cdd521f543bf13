// The log's account of the sequence of play (5.2): each phase's 'turn' event says why it passed when nothing in it
// asked anyone (`passed`), or why the phase before it ended by itself (`ended`), and the reasons change nothing
// else: the same actions give the same states with or without them.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import type { Action, GameEvent, GameState, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { fuzzGame } from '../../fuzz/play.js';
import { replay } from '../../core/replay.js';

const module = isabellaModule;

function act(state: GameState, side: string, verb: string, args: JsonObject = {}) {
  const r = applyAction(isabellaRules, module, state, { side, verb, args } as Action);
  if (!r.ok) throw new Error(`${verb} refused: ${r.violations.map((v) => v.message).join('; ')}`);
  return { state: r.state, events: r.events };
}

/** The set-up played through with the first legal answer each time; the events of its last action. */
function setUp(): { state: GameState; events: GameEvent[] } {
  let s = isabellaRules.setup(module, { scenarioId: 'campaign', seed: 'why', mode: 'enforced', options: {} });
  let events: GameEvent[] = [];
  while (varsOf(s).step.startsWith('setup')) {
    const side = isabellaRules.toAct(module, s)[0]!;
    const a = isabellaRules.view(module, s, side).legalActions[0]!;
    ({ state: s, events } = act(s, side, a.verb, a.args ?? {}));
  }
  return { state: s, events };
}

const turns = (events: GameEvent[]) => events.filter((e) => e.type === 'turn');

describe('5.2: why a phase passed', () => {
  it('Turn 1: no air superiority (5.4), no partisans yet (9.8), movement first without a roll (5.6)', () => {
    const t = turns(setUp().events);
    expect(t.map((e) => [e.phase, e.passed ?? null])).toEqual([
      ['air', 'first-turn'],
      ['partisans', 'no-partisans'],
      ['sequence', 'first-turn'],
      ['actions-1', null],
    ]);
  });

  it('a phase ended by agreement says so on the next phase; recovery passes by itself (5.8)', () => {
    let { state } = setUp();
    state = act(state, 'allied', 'endPhase').state;
    const { events } = act(state, 'axis', 'endPhase');
    const t = turns(events);
    expect(t[0]).toMatchObject({ phase: 'recovery-1', ended: 'agreed', passed: 'recovered' });
    expect(t[1]).toMatchObject({ phase: 'actions-2' });
  });

  it('every turn event of a whole game says why a phase without a question passed', { timeout: 60_000 }, () => {
    const setup = { scenarioId: 'campaign', mode: 'enforced' as const, options: {} };
    const g = fuzzGame(isabellaRules, module, setup, 2, {
      invariants: () => [],
      over: (s) => varsOf(s).step === 'over',
    });
    const r = replay(isabellaRules, module, { ...setup, seed: 'fuzz-2' }, g.log);
    if (!r.ok) throw new Error(r.reason);
    const all = r.events.flat().filter((e) => e.type === 'turn');
    expect(all.length).toBeGreaterThan(50);
    // Recovery and the sequence roll never ask anyone: they always say why they passed.
    for (const e of all.filter((x) => /^(recovery|sequence)/.test(String(x.phase)))) expect(e.passed).toBeTruthy();
    const reasons = new Set(all.flatMap((e) => [e.passed, e.ended]).filter(Boolean));
    expect([...reasons]).toEqual(expect.arrayContaining(['first-turn', 'recovered', 'rolled', 'agreed']));
  });
});
