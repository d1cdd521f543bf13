import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { combatModule as M, stateOf, unit, vars } from './combat.fixture.js';
import {
  allocateLevels,
  applyEffects,
  fanaticsOutOfSupply,
  groundEffects,
  lossOrder,
  markAfterCombat,
  unitEffects,
} from './losses.js';
import { parseGroundCell } from './results.js';
import { NAT, type OurWarVars, REP } from './state.js';

const hq = unit('hq', 'hq', NAT, 'A:0505');
const i1 = unit('i1', 'inf', NAT, 'A:0505');
const i2 = unit('i2', 'inf', NAT, 'A:0505', 1);

describe('combat losses', () => {
  it('VII.3 an HQ takes losses only when no other unit in the stack can', () => {
    expect(lossOrder(M, [hq, i1, i2]).map((p) => p.id)).toEqual(['i1', 'i2', 'hq']);
    expect(lossOrder(M, [hq, i1, i2], ['i2']).map((p) => p.id)).toEqual(['i2', 'i1', 'hq']);
    expect(() => lossOrder(M, [hq, i1], ['hq', 'i1'])).toThrow(/VII.3/);
    expect(lossOrder(M, [hq]).map((p) => p.id)).toEqual(['hq']);
  });

  it('XVI / A41 levels are taken in the owner order, each unit giving all it has before the next', () => {
    expect(allocateLevels([i2, i1], 2)).toEqual({ i2: 1, i1: 1 });
    expect(allocateLevels([i1, i2], 2)).toEqual({ i1: 2 });
    expect(allocateLevels([i1], 5)).toEqual({ i1: 2 });
  });

  it('XVI.8 D disorganises the stack and costs a level to a unit already disorganised', () => {
    const v = vars({ marks: { i1: { dso: true } } });
    const fx = unitEffects(M, v, [i1, i2], parseGroundCell('-/D').defender, 'defender');
    expect(fx.dso).toEqual(['i1', 'i2']);
    expect(fx.levels).toEqual({ i1: 1 });
    expect(fx.eliminated).toEqual([]);
  });

  it('XVI.11 P captures every unit; R retreats the survivors', () => {
    expect(unitEffects(M, vars(), [i1, i2], parseGroundCell('-/P').defender, 'defender').captured).toEqual([
      'i1',
      'i2',
    ]);
    const fx = unitEffects(M, vars(), [i2, i1], parseGroundCell('-/XR').defender, 'defender');
    expect(fx).toMatchObject({ eliminated: ['i2'], retreat: ['i1'] });
  });

  it('XVI.12 F makes units with an assault factor fanatic unless out of supply; a negative result ends it', () => {
    const art = unit('g', 'art', REP, 'A:0504');
    const a1 = unit('a1', 'inf', REP, 'A:0504');
    const a2 = unit('a2', 'inf', REP, 'A:0504');
    const fx = unitEffects(M, vars(), [art, a1, a2], parseGroundCell('F/-').attacker, 'attacker', {
      supplied: (id) => id !== 'a2',
    });
    expect(fx.fanAtt).toEqual(['a1']);
    const v = vars({ marks: { i1: { fanDef: true, fanAtt: true } } });
    expect(unitEffects(M, v, [i1], parseGroundCell('-/R').defender, 'defender').unfanatic).toEqual(['i1']);
    expect(unitEffects(M, v, [i1], parseGroundCell('X/-').defender, 'defender').unfanatic).toEqual([]);
  });

  it('XVI.11 applied: levels flip units, the eliminated and captured go to their boxes and are counted', () => {
    const s = stateOf([i1, i2, hq, unit('r', 'inf', REP, 'A:0504')], vars({ marks: { i2: { dso: true } } }));
    const d = draftState<OurWarVars>(s);
    const fx = unitEffects(M, d.vars, [i1, i2, hq], parseGroundCell('-/XD').defender, 'defender');
    applyEffects(d, fx, { destroyed: 'destroyed-now', captured: 'captured-now' });
    const at = (id: string) => d.state.pieces.find((p) => p.id === id)!;
    expect(at('i1').steps).toBe(1);
    expect(at('i2').at).toEqual({ kind: 'box', box: 'destroyed-now' });
    expect(d.vars.marks.i1!.dso).toBe(true);
    expect(d.vars.marks.i2).toBeUndefined();
    expect(d.vars.marks.hq!.dso).toBe(true);
    // XVII.2 what scores: the unit eliminated (the levels lost are not captured)
    expect(d.vars.lost[NAT]).toEqual({ units: 1, levels: 0 });
    expect(s.pieces.find((p) => p.id === 'i1')!.steps).toBe(2);
  });
});

describe('after a combat', () => {
  const a1 = unit('a1', 'inf', REP, 'A:0504');
  const g1 = unit('g1', 'tank', REP, 'A:0404');

  it('XVI.9 a shaded result opens a breakthrough by day, not at night', () => {
    const r = parseGroundCell('-/XR*');
    expect(groundEffects(M, vars(), [a1], [i1], r, {}).breakthrough).toBe(true);
    expect(groundEffects(M, vars({ part: 'night' }), [a1], [i1], r, {}).breakthrough).toBe(false);
    const both = groundEffects(M, vars(), [a1], [i1, i2], parseGroundCell('X/XR'), { owners: { defender: ['i2'] } });
    expect([both.attacker.levels, both.defender.levels, both.defender.retreat]).toEqual([{ a1: 1 }, { i2: 1 }, ['i1']]);
  });

  it('XVI.4 A4 attackers are finished unless a fire factor is still unused; support firers are activated', () => {
    const v = vars({ marks: { g1: {} } });
    const none = unitEffects(M, v, [], parseGroundCell('-/-').defender, 'defender');
    markAfterCombat(M, v, { attackers: [a1, g1], defenders: [i1] }, none, ['art1']);
    expect(v.marks.a1).toEqual({ attacked: true, act: 'moved' });
    expect(v.marks.g1).toEqual({ attacked: true, act: 'moved' });
    expect(v.marks.art1).toEqual({ fired: true, act: 'moved' });
    expect(v.marks.i1).toBeUndefined();
    const fired = vars({ marks: { a1: { fired: true } } });
    markAfterCombat(M, fired, { attackers: [a1], defenders: [i1] }, none);
    expect(fired.marks.a1!.act).toBe('done');
  });

  it('XVI.6 reactors are finished and marked; their defenders are activated only by a negative result', () => {
    const v = vars();
    const hit = unitEffects(M, v, [i1, i2], parseGroundCell('-/D').defender, 'defender');
    markAfterCombat(M, v, { attackers: [a1], defenders: [i1, i2], reaction: true }, hit);
    expect(v.marks.a1).toEqual({ attacked: true, reaction: true, act: 'done' });
    expect([v.marks.i1!.act, v.marks.i2!.act]).toEqual(['moved', 'moved']);
    const calm = vars();
    markAfterCombat(
      M,
      calm,
      { attackers: [a1], defenders: [i1], reaction: true },
      unitEffects(M, calm, [i1], parseGroundCell('X/-').defender, 'defender'),
    );
    expect(calm.marks.i1).toBeUndefined();
  });
});

describe('fanatics', () => {
  it('XVI.12 fanatic status ends at once out of supply', () => {
    const v = vars({ marks: { a: { fanAtt: true }, b: { fanDef: true, dso: true } } });
    expect(fanaticsOutOfSupply(v, (id) => id === 'a')).toEqual(['b']);
    expect(v.marks).toEqual({ a: { fanAtt: true }, b: { dso: true } });
  });
});
