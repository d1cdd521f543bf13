import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { emptyAir } from '../ourwar/airstate.js';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { airPower, standingAir } from './airsupport.js';
import { act, ebroModule as M, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/** A Republican battalion next to a Nationalist one at A:1524 (Corbera's garrison gone), surprise keeping it in
 *  supply, no HQ or fire support on either side, the Nationalists neither intercepting nor firing AA. */
function meeting(groundSupport: boolean): GameState {
  const air = { ...emptyAir(), noIntercept: [NAT], holdFire: [NAT], groundSupport: groundSupport ? [NAT] : [] };
  const s = segment('combat', REP, {
    first: REP,
    surprise: { side: REP, turn: 2 },
    supportOrders: { [NAT]: { hq: false, fire: false } },
    air,
  });
  return placed(s, { 'N-50D-13': 'A:1524', 'N-50D-ART1': { box: 'dead' }, 'R-35D-XV-3': 'A:1523' });
}
const combatOf = (s: GameState, args: Record<string, unknown>) =>
  act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524', ...args }).events.find((e) => e.type === 'combat')!;

describe('air ground support', () => {
  it('XII.8 an attack’s aircraft add their ground attack factors, at most the attackers’ own total', () => {
    const s = meeting(false);
    const plain = combatOf(s, {});
    const helped = combatOf(s, { air: ['R-AIR-G30'] });
    const own = plain.attack as number;
    expect(helped.air).toEqual(['R-AIR-G30']);
    expect(helped.attack).toBe(own + Math.min(airPower(M, s, ['R-AIR-G30']), own));
    expect(helped.defence).toBe(plain.defence);
    const after = act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524', air: ['R-AIR-G30'] }).state;
    expect(marksOf(varsOf(after), 'R-AIR-G30').act).toBe('done');
  });

  it('XII.8 only aircraft able to fly a mission with a ground attack factor support an attack', () => {
    const s = meeting(false);
    const check = (state: GameState, air: string[]) =>
      ebroRules
        .check(M, state, { side: REP, verb: 'attack', args: { pieces: ['R-35D-XV-3'], hex: 'A:1524', air } })
        .map((v) => v.rule);
    expect(check(s, ['R-AIR-G30'])).toEqual([]);
    expect(check(s, ['R-BOATS-Flix'])).toEqual(['ebro.air.unit']);
    expect(check(s, ['N-AIR-1G2'])).toEqual(['ebro.air.unit']);
    const done = { ...s, vars: { ...s.vars, marks: { ...varsOf(s).marks, 'R-AIR-G30': { act: 'done' } } } };
    expect(check(done as GameState, ['R-AIR-G30'])).toEqual(['ebro.air.unit']);
  });

  it('XII.8 XII.6.8 the defending side lends its aircraft by standing order, the strongest first, and may refuse', () => {
    const on = meeting(true);
    const defenders = on.pieces.filter((p) => p.id === 'N-50D-13');
    const lent = standingAir(M, on, defenders, 100);
    expect(lent.length).toBeGreaterThan(0);
    expect(standingAir(M, meeting(false), defenders, 100)).toEqual([]);
    const one = standingAir(M, on, defenders, 1);
    expect(one).toHaveLength(1);
    expect(airPower(M, on, one)).toBe(Math.max(...lent.map((id) => airPower(M, on, [id]))));
    const plain = combatOf(meeting(false), {});
    const helped = combatOf(on, {});
    const own = plain.defence as number;
    const flew = helped.defenceAir as string[];
    expect(helped.defence).toBe(own + Math.min(airPower(M, on, flew), own));
    // only the defender's aircraft flew: the attacker named none
    expect((helped.raids as { side: string }[]).map((r) => r.side)).toEqual([NAT]);
  });

  it('XII.8 a side’s standing order lends its aircraft to its attacks too, unless the attack names its own', () => {
    const base = meeting(false);
    const s = { ...base, vars: { ...base.vars, air: { ...(base.vars as { air: object }).air, groundSupport: [REP] } } };
    const plain = combatOf(base, {});
    const helped = combatOf(s as GameState, {});
    const flew = helped.air as string[];
    expect(flew.length).toBeGreaterThan(0);
    const own = plain.attack as number;
    expect(helped.attack).toBe(own + Math.min(airPower(M, s as GameState, flew), own));
    expect(combatOf(s as GameState, { air: ['R-AIR-G28'] }).air).toEqual(['R-AIR-G28']);
  });
});
