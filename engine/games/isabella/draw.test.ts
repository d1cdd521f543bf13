// The random player's draw (Rules.drawAction: a verb, then a unit, then one of its destinations) against the whole
// list of legal actions, at positions of seeded fuzzed Campaign games: every drawn action is one the list holds,
// none is drawn when the list is empty, and every verb listed is drawn.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/random-player.js';
import { replay } from '../../core/replay.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction } from '../../core/types.js';
import { fuzzGame } from '../../fuzz/play.js';
import { isabellaModule } from './isabella.fixture.js';
import { isabellaRules } from './rules.js';
import { varsOf } from './state.js';
import { FLOW, type Step } from './flow.js';

const legalActions = (module: GameModule, state: GameState, side: string) =>
  isabellaRules.view(module, state, side).legalActions;
/** The verbs that draw their own actions. */
const DRAWING = ['move', 'placeAir'];
const key = (a: Pick<LegalAction, 'verb' | 'args'>) => JSON.stringify([a.verb, a.args]);

/** Every `every`th position of the fuzzed game of this seed (its log replayed, the states kept). */
function positions(seed: number, every: number): GameState[] {
  const setup = { scenarioId: 'campaign', mode: 'enforced' as const, options: {} };
  const g = fuzzGame(isabellaRules, isabellaModule, setup, seed, {
    invariants: () => [],
    over: (s) => varsOf(s).step === 'over',
    replayCheck: false,
  });
  const seqs = g.log.map((_e, i) => i).filter((i) => i % every === 0);
  const r = replay(isabellaRules, isabellaModule, g.setup, g.log, { keepStates: seqs });
  if (!r.ok) throw new Error(r.reason);
  return r.states!.map((s) => s.state);
}

describe('drawing a legal action without listing them all', () => {
  it('5.7, 12.2, 13.1 every drawn action is listed, none when none is, and every verb listed is drawn', {
    timeout: 240_000,
  }, () => {
    const random = seededRandom(29);
    const verbs = new Set<string>();
    let empty = 0;
    const whole = new Map<string, number>();
    for (const seed of [3, 4, 5]) {
      for (const state of positions(seed, 3)) {
        const side = isabellaRules.toAct(isabellaModule, state)[0] ?? 'axis';
        for (const who of [side, side === 'axis' ? 'allied' : 'axis']) {
          const listed = legalActions(isabellaModule, state, who);
          const keys = new Set(listed.map(key));
          const listedVerbs = new Set(listed.map((a) => a.verb));
          const drawnVerbs = new Set<string>();
          for (let k = 0; k < 10 * listedVerbs.size + 1; k++) {
            const a = isabellaRules.drawAction!(isabellaModule, state, who, random);
            if (keys.size === 0) {
              expect(a).toBeNull();
              empty++;
              break;
            }
            expect(a!.side).toBe(who);
            expect(keys.has(key(a!)), `${key(a!)} in step ${varsOf(state).step}`).toBe(true);
            drawnVerbs.add(a!.verb);
          }
          expect([...drawnVerbs].sort()).toEqual([...(keys.size ? listedVerbs : [])].sort());
          for (const v of drawnVerbs) verbs.add(v);
          // A verb's own draw (a piece, then one of its actions) gives every action the verb lists, and no other.
          for (const [name, verb] of Object.entries(FLOW[varsOf(state).step as Step]?.verbs ?? {})) {
            const offered = new Set(listed.filter((a) => a.verb === name).map(key));
            if (!verb.draw || offered.size === 0 || offered.size > 3000 || (whole.get(name) ?? 0) >= 2) continue;
            const drawn = new Set<string>();
            // Drawn until every listed one is (each drawn one listed), within 200 draws per listed action.
            for (let k = 0; k < 200 * offered.size && drawn.size < offered.size; k++) {
              const d = key({ ...verb.draw(isabellaModule, state, who, random)!, verb: name });
              expect(offered.has(d), d).toBe(true);
              drawn.add(d);
            }
            expect(drawn).toEqual(offered);
            whole.set(name, (whole.get(name) ?? 0) + 1);
          }
        }
      }
    }
    // The positions are real ones: units set up, land, move, attack and flip, phases end.
    for (const v of ['move', 'attack', 'disrupt', 'endPhase']) expect(verbs.has(v), v).toBe(true);
    expect(empty).toBeGreaterThan(0);
    expect([...whole.keys()].sort()).toEqual(DRAWING);
  });
});
