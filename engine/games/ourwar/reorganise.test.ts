import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { sheet, stateOf, unit, vars } from './combat.fixture.js';
import { applyReorganisation, bestHqFactor, enemyNear, reorganise, reorgBand, reorgDrms } from './reorganise.js';
import { NAT, type OurWarVars, REP } from './state.js';

const calm = { hqFactor: 0, enemy: 'none', night: false } as const;
const values = (mods: { value: number }[]) => mods.map((m) => m.value);

describe('reorganisation', () => {
  it('XIX.2.1 the DRMs: the HQ factor or −1 without one, −2 beside an enemy, −1 at night', () => {
    expect(values(reorgDrms(calm))).toEqual([-1]);
    expect(values(reorgDrms({ hqFactor: 3, enemy: 'organised', night: true }))).toEqual([3, -2, -1]);
    expect(values(reorgDrms({ ...calm, enemy: 'dso' }))).toEqual([-1, -2]);
  });

  it('XIX.2.1 A13 beside a disorganised enemy −2 as printed, −1 by option', () => {
    expect(values(reorgDrms({ ...calm, enemy: 'dso' }, { dsoEnemyMinusOne: true }))).toEqual([-1, -1]);
  });

  it('XIX.2.1 A13 the bands: 1 or less loses a level, 2-3 stays disorganised, 4 or more reorganises', () => {
    expect([-2, 1, 2, 3, 4, 9].map(reorgBand)).toEqual([
      'loses-level',
      'loses-level',
      'disorganised',
      'disorganised',
      'reorganised',
      'reorganised',
    ]);
  });

  it('XIX.2.1 EX-2 a unit helped by the Lister HQ reorganises where one without an HQ does not', () => {
    const helped = reorganise(3, { ...calm, hqFactor: 2 });
    expect(helped).toMatchObject({ modified: 5, result: 'reorganised' });
    expect(reorganise(3, calm)).toMatchObject({ modified: 2, result: 'disorganised' });
    expect(reorganise(2, { hqFactor: 0, enemy: 'organised', night: false }).result).toBe('loses-level');
  });

  it('VII.2.2 only one HQ helps: the best factor among those that may', () => {
    expect(bestHqFactor([2, 3])).toBe(3);
    expect(bestHqFactor([])).toBe(0);
  });

  it('XIX.2.1 the worst adjacent enemy in supply: organised, else disorganised, else none', () => {
    const nb = (h: string) => sheet.neighbors(h);
    const near = [unit('o', 'inf', NAT, 'A:0504'), unit('d', 'inf', NAT, 'A:0506')];
    const s = stateOf(near, vars({ marks: { d: { dso: true } } }));
    expect(enemyNear(s, 'A:0505', REP, nb, () => true)).toBe('organised');
    expect(enemyNear(s, 'A:0505', REP, nb, (id) => id !== 'o')).toBe('dso');
    expect(enemyNear(s, 'A:0505', REP, nb, () => false)).toBe('none');
    expect(enemyNear(s, 'A:0505', NAT, nb, () => true)).toBe('none');
  });

  it('XIX.2.1 the result applied: reorganised clears the marker, a lost level flips or eliminates', () => {
    const s = stateOf(
      [unit('a', 'inf', REP, 'A:0505'), unit('b', 'cav', REP, 'A:0505')],
      vars({ marks: { a: { dso: true }, b: { dso: true } } }),
    );
    const d = draftState<OurWarVars>(s);
    const boxes = { destroyed: 'dead', captured: 'pow' };
    applyReorganisation(d, 'a', 'reorganised', boxes);
    applyReorganisation(d, 'b', 'loses-level', boxes);
    expect(d.vars.marks.a).toEqual({});
    expect(d.state.pieces.find((p) => p.id === 'b')!.at).toEqual({ kind: 'box', box: 'dead' });
    const d2 = draftState<OurWarVars>(s);
    applyReorganisation(d2, 'a', 'loses-level', boxes);
    expect(d2.state.pieces.find((p) => p.id === 'a')!.steps).toBe(1);
    expect(d2.vars.marks.a!.dso).toBe(true);
  });
});
