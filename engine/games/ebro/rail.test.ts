import { describe, expect, it } from 'vitest';
import { railHeads } from '../ourwar/rail.js';
import { marksOf, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

const MORA_LA_NOVA = 'A:2623';
const TORTOSA = 'B:1816';
const L_AMETLLA = 'B:3611';
const rail = (to: Record<string, string>, piece: string) => ({ piece, to, mode: 'rail' });

describe('rail movement on the Ebro map (IX.2.6)', () => {
  it('IX.2.6 the map prints the 1938 rail heads on its railways', () => {
    expect([...railHeads(ebroModule)].sort()).toEqual(
      ['A:0713', 'A:2013', 'A:2117', MORA_LA_NOVA, 'A:3621', TORTOSA, 'B:2421', L_AMETLLA].sort(),
    );
  });

  it('IX.2.6 a unit rail-moves only between rail heads, and ends the turn under a Redeployment marker', () => {
    const s = segment('move', REP);
    const moves = listed(s, REP, 'move').filter((a) => a.args?.piece === 'R-CAR-T-1' && a.args.mode === 'rail');
    const ends = moves.map((a) => (a.args!.to as { hex?: string; box?: string }).hex ?? 'box').sort();
    // from Tortosa by the coast line to L'Aldea and L'Ametlla, and through the Reus box to Móra la Nova and Marçà
    expect(ends).toEqual(['A:2623', 'A:3621', 'B:2421', L_AMETLLA, 'box'].sort());
    const r = act(s, REP, 'move', rail({ kind: 'hex', hex: MORA_LA_NOVA }, 'R-CAR-T-1'));
    const m = marksOf(varsOf(r.state), 'R-CAR-T-1');
    expect(m).toMatchObject({ rail: true, redeployed: true, act: 'done', mp: 0 });
    expect(r.state.pieces.find((p) => p.id === 'R-CAR-T-1')!.at).toEqual({ kind: 'hex', hex: MORA_LA_NOVA });
    // a hex with no rail head is refused with the rule
    const v = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'move',
      args: rail({ kind: 'hex', hex: 'B:2521' }, 'R-CAR-T-1'),
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.move.reach', section: 'IX.2.6' });
  });

  it('II.4.2 night does not shorten a train: the rail moves by night are the day’s', () => {
    const ends = (part: string) =>
      listed(segment('move', REP, { part }), REP, 'move')
        .filter((a) => a.args?.piece === 'R-CAR-T-1' && a.args.mode === 'rail')
        .map((a) => JSON.stringify(a.args!.to))
        .sort();
    expect(ends('night')).toEqual(ends('day'));
    expect(ends('night').length).toBeGreaterThan(0);
  });

  it('IX.2.6 a unit that moved by rail moves no more this turn, and one that marched may not take the train', () => {
    const s = segment('move', REP);
    const r = act(s, REP, 'move', rail({ kind: 'hex', hex: MORA_LA_NOVA }, 'R-CAR-T-1')).state;
    expect(listed(r, REP, 'move').some((a) => a.args?.piece === 'R-CAR-T-1')).toBe(false);
    const march = listed(s, REP, 'move').find((a) => a.args?.piece === 'R-CAR-T-2' && !a.args.mode)!;
    const marched = act(s, REP, 'move', march.args!).state;
    expect(listed(marched, REP, 'move').some((a) => a.args?.piece === 'R-CAR-T-2' && a.args.mode === 'rail')).toBe(
      false,
    );
  });

  it('IX.2.6 a side rail-moves as many units as the rail heads it controls', () => {
    // the Republic controls two rail heads at the start (Tortosa and Móra la Nova)
    const used = (ids: string[]) =>
      segment('move', REP, { marks: Object.fromEntries(ids.map((id) => [id, { rail: true, act: 'done' }])) });
    const one = used(['R-35D-XV-1']);
    expect(listed(one, REP, 'move').some((a) => a.args?.mode === 'rail')).toBe(true);
    const two = used(['R-35D-XV-1', 'R-35D-XV-2']);
    expect(listed(two, REP, 'move').some((a) => a.args?.mode === 'rail')).toBe(false);
    const v = ebroRules.check(ebroModule, two, {
      side: REP,
      verb: 'move',
      args: rail({ kind: 'hex', hex: MORA_LA_NOVA }, 'R-CAR-T-1'),
    });
    expect(v[0]).toMatchObject({ section: 'IX.2.6' });
  });
});
