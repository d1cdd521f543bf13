// The random player's draw of an attack (a hex attacked, then its attack: crt.ts drawAttack) against the whole list
// of attacks, along a seeded game of Barbarossa: every drawn action is one the list holds and the rules accept, a
// side with no listed action draws none, and every listed attack is drawn, in both combat phases it reaches.

import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../core/random-player.js';
import type { GameState, LegalAction } from '../../core/types.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { FLOW, type Step } from './flow.js';
import { legalActions, sfeRules } from './rules.js';
import { varsOf } from './state.js';

const key = (a: Pick<LegalAction, 'verb' | 'args'>) => JSON.stringify([a.verb, a.args]);
const step = (s: GameState) => varsOf(s).step as Step;

describe('drawing an attack without listing them all', () => {
  it('§9.0, §9.02 every drawn action is listed and accepted, and every listed attack drawn, along a game', {
    timeout: 300_000,
  }, () => {
    const random = seededRandom(7);
    let state = barbarossa('draw');
    let attacked = 0;
    let checked = 0;
    for (let i = 0; i < 400 && attacked < 8 && step(state) !== 'over'; i++) {
      const side = sfeRules.toAct(barbarossaModule, state)[0]!;
      const attack = FLOW[step(state)]?.verbs.attack;
      const offered = attack ? attack.list(barbarossaModule, state, side) : [];
      if (offered.length > 0) {
        // §9.0 the attack's own draw gives every attack listed, and no other
        const drawn = new Set<string>();
        for (let k = 0; k < 12 * offered.length; k++)
          drawn.add(key(attack!.draw!(barbarossaModule, state, side, random)!));
        expect(drawn).toEqual(new Set(offered.map(key)));
        // the whole random player's draw: a listed action the rules accept
        const listed = new Set(legalActions(barbarossaModule, state, side).map(key));
        for (let k = 0; k < 3; k++) {
          const a = sfeRules.drawAction!(barbarossaModule, state, side, random)!;
          expect(listed.has(key(a)), `${key(a)} in step ${step(state)}`).toBe(true);
          expect(sfeRules.check(barbarossaModule, state, a)).toEqual([]);
        }
        attacked++;
      } else if (attack && checked < 3) {
        // §9.02 nothing to attack: the attack's draw draws none
        expect(attack.draw!(barbarossaModule, state, side, random)).toBeNull();
        checked++;
      }
      const a = sfeRules.drawAction!(barbarossaModule, state, side, random)!;
      const r = sfeRules.reduce(barbarossaModule, state, a);
      if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
      state = r.state;
    }
    expect(attacked).toBeGreaterThan(0);
  });
});
