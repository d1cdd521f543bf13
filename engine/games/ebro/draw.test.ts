// The random player's draw (Rules.drawAction: a verb, then a unit or a target hex, then one of its moves, fires or
// attacks) against the whole list of legal actions, along a seeded game of the crossing: every drawn action is one
// the list holds and the rules accept, a side with no listed action draws none, and every listed attack is drawn.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/random-player.js';
import type { LegalAction } from '../../core/types.js';
import { crossingStart, ebroModule } from './ebro.fixture.js';
import { FLOW, type Step } from './flow.js';
import { ebroRules, legalActions } from './rules.js';
import { varsOf } from './state.js';

const key = (a: Pick<LegalAction, 'verb' | 'args'>) => JSON.stringify([a.verb, a.args]);

describe('drawing a legal action without listing them all', () => {
  it('VI.4, IX, XVI.1 every drawn action is listed and accepted, and every listed attack drawn, along a game', {
    timeout: 240_000,
  }, () => {
    const random = seededRandom(11);
    let state = crossingStart('draw');
    const steps = new Set<string>();
    let attacked = 0;
    for (let i = 0; i < 500 && varsOf(state).step !== 'over'; i++) {
      const side = ebroRules.toAct(ebroModule, state)[0]!;
      if (i % 4 === 0) {
        const listed = new Set(legalActions(ebroModule, state, side).map(key));
        for (let k = 0; k < 3; k++) {
          const a = ebroRules.drawAction!(ebroModule, state, side, random);
          if (listed.size === 0) expect(a).toBeNull();
          else {
            expect(listed.has(key(a!)), `${key(a!)} in step ${varsOf(state).step}`).toBe(true);
            expect(ebroRules.check(ebroModule, state, a!)).toEqual([]);
          }
        }
        steps.add(varsOf(state).step);
      }
      // XVI.1 the attack's own draw (a hex attacked, then one of its attacks) gives every attack listed, and no other
      const attack = FLOW[varsOf(state).step as Step]?.verbs.attack;
      const offered = attacked < 6 && attack ? new Set(attack.list(ebroModule, state, side).map(key)) : new Set();
      if (offered.size > 0) {
        const drawn = new Set<string>();
        for (let k = 0; k < 20 * offered.size; k++) drawn.add(key(attack!.draw!(ebroModule, state, side, random)!));
        expect(drawn).toEqual(offered);
        attacked++;
      }
      const a = ebroRules.drawAction!(ebroModule, state, side, random)!;
      const r = ebroRules.reduce(ebroModule, state, a);
      if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
      state = r.state;
    }
    for (const step of ['move', 'prepare', 'engineer', 'reinforce', 'combat']) expect(steps.has(step), step).toBe(true);
    expect(attacked).toBeGreaterThan(0);
  });
});
