import type { Side } from './state.js';
import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { stateOf, unit, vars } from './combat.fixture.js';
import { airModule as M, piece } from './air.fixture.js';
import { type AirVars, emptyAir } from './airstate.js';
import { flyRaid, landRaid } from './airraid.js';
import { NAT, type OurWarVars, REP } from './state.js';

function raid(pieces: Piece[], rolls: number[], air: Partial<AirVars> = {}, step = '1:1:prepare') {
  const v = { ...vars(), air: { ...emptyAir(), ...air } } as OurWarVars;
  const d = draftState<OurWarVars>(stateOf(pieces, v));
  const used: string[] = [];
  const die = (purpose: string) => {
    used.push(purpose);
    return rolls.shift() ?? 0;
  };
  const r = {
    module: M,
    side: NAT as Side,
    mission: ['sm'],
    escort: [],
    hex: 'A:0505',
    supplied: () => true,
    step,
    die,
  };
  return { out: flyRaid(d, r), d, used, again: () => flyRaid(d, r) };
}
const air = (d: { vars: OurWarVars }) => (d.vars as unknown as { air: AirVars }).air;

describe('an air mission on its way', () => {
  const sm = piece('sm', 'sm79', NAT, 'A:0505');
  const i = piece('i', 'i152', REP, 'A:0504');
  const gun = unit('g', 'aa-gun', REP, 'A:0506');

  it('XII.6.8 XII.6.9 a fighter beside the target intercepts (3 vs 3); the fight turns the bomber back', () => {
    // Interception: factor 3, roll 3. Combat: 4 against 1 (3:1, 2R against a lone bomber): a 0 reads A.
    const { out, d, used } = raid([sm, i, gun], [3, 0]);
    expect(out.rows.map((r) => [r.type, r.modified, r.caught])).toEqual([['I-152', 3, ['sm']]]);
    expect(out.fight!.aborted).toEqual(['sm']);
    expect(out.flying).toEqual([]);
    expect(used).toEqual(['interception', 'air combat']);
    expect(d.vars.marks.i?.act).toBe('done');
  });

  it('XII.6.8 XIII.1 a failed interception sends the fighter home; then the AA guns fire at what flies on', () => {
    // Interception: a 6 fails. AA: 2×2 = 4 (3-5), +1 for the bomber's second level: 4 + 1 reads X.
    const { out, d, used } = raid([sm, i, gun], [6, 4]);
    expect(out.rows[0]!.caught).toEqual([]);
    expect(d.vars.marks.i?.act).toBe('done');
    expect(used).toEqual(['interception', 'anti-aircraft fire']);
    expect(out.aa).toMatchObject({ firers: ['g'], total: 4, drm: 1, cell: 'X' });
    expect(d.state.pieces.find((p) => p.id === 'sm')!.steps).toBe(1);
    expect(out.flying).toEqual(['sm']);
    expect(d.vars.marks.g).toMatchObject({ fired: true, act: 'moved' });
    landRaid(d, ['sm']);
    expect(d.vars.marks.sm?.act).toBe('done');
  });

  it('XII.6.8 XIII standing orders: a side that declines to intercept and holds its fire rolls nothing', () => {
    const { out, used } = raid([sm, i, gun], [3, 0], { noIntercept: [REP], holdFire: [REP] });
    expect(used).toEqual([]);
    expect(out.flying).toEqual(['sm']);
  });

  it('XII.6.1 a patrol three hexes away intercepts at -3, stays on patrol unhurt, and tries once a step', () => {
    const p = piece('p', 'i152', REP, 'A:0502');
    const { out, d, again } = raid([sm, p], [6, 0], { patrol: ['p'] });
    expect(out.rows[0]).toMatchObject({ roll: 6, modified: 3, caught: ['sm'] });
    expect(air(d).patrol).toEqual(['p']);
    expect(air(d).tried).toEqual({ p: '1:1:prepare' });
    expect(d.vars.marks.p?.act).toBeUndefined();
    expect(again().rows).toEqual([]);
  });

  it('XII.6.1 a patrol that fails its interception is activated and its patrol ends', () => {
    // Five hexes away: -1; a 5 makes 4, more than the I-152's 3 against the SM-79.
    const p = piece('p', 'i152', REP, 'A:0510');
    const { out, d } = raid([sm, p], [5], { patrol: ['p'] });
    expect(out.rows[0]).toMatchObject({ modified: 4, caught: [] });
    expect(air(d).patrol).toEqual([]);
    expect(d.vars.marks.p?.act).toBe('done');
  });

  it('XII.6.8 XIII.2 an aircraft rebasing is intercepted where it lands, and no AA fires at it', () => {
    const v = { ...vars(), air: emptyAir() } as OurWarVars;
    const d = draftState<OurWarVars>(stateOf([sm, i, gun], v));
    const used: string[] = [];
    const die = (purpose: string) => {
      used.push(purpose);
      return 6;
    };
    const r = {
      module: M,
      side: NAT as Side,
      mission: ['sm'],
      escort: [],
      hex: 'A:0505',
      aa: false,
      supplied: () => true,
    };
    const out = flyRaid(d, { ...r, step: '1:1:move', die });
    expect(used).toEqual(['interception']);
    expect(out).toMatchObject({ aa: null, flying: ['sm'] });
  });

  it('XII.9 in a box only the fighters based in that box intercept', () => {
    const v = { ...vars(), air: emptyAir() } as OurWarVars;
    const inBox = piece('sm', 'sm79', NAT, { box: 'west-int' });
    const there = piece('b', 'i152', REP, { box: 'west-int' });
    const d = draftState<OurWarVars>(stateOf([inBox, there, i], v));
    const r = { module: M, side: NAT as Side, mission: ['sm'], escort: [], hex: 'west-int', supplied: () => true };
    const out = flyRaid(d, { ...r, step: '1:1:prepare', die: () => 6 });
    expect(out.rows.map((x) => [x.units, x.drm])).toEqual([[['b'], -1]]);
  });
});
