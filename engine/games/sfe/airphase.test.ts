import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { airOf } from './air.js';
import { airModule, airPosition, sortie, unit } from './air.fixture.js';
import { fly as flyVerb } from './airmissions.js';
import { airfieldBombing, airfieldRolls, resolveAirPhase } from './airphase.js';
import { controlBy1941 } from './sfe.fixture.js';
import { suppliedHexes } from './supply.js';
import { AXIS, type SfeVars, type Side, SOVIET } from './state.js';

describe('airfield bombing (†§16.13, T16)', () => {
  it('†§16.13 a 6-factor bomber halved by flak to 3 hits on 1 or 2', () => {
    expect(airfieldRolls([3])).toEqual([2]);
  });

  it('†§16.13 a fighter adds 1 to its bombing: a 2-factor fighter hits on 1 or 2', () => {
    expect(airfieldBombing(2, true)).toBe(3);
    expect(airfieldBombing(2, false)).toBe(2);
    expect(airfieldRolls([airfieldBombing(2, true)])).toEqual([2]);
  });

  it('†§16.13 five 2-factor bombers halved by Mud pool into groups of 2: three rolls, not five', () => {
    expect(airfieldRolls([1, 1, 1, 1, 1])).toHaveLength(3);
    expect(airfieldRolls([1, 1, 1, 1, 1])).toEqual([1, 1, 1]);
    expect(airfieldRolls([0.5])).toEqual([]);
    expect(airfieldRolls([4, 1.5, 0.5])).toEqual([2, 1]);
  });

  it('†§16.13, §15.03 the Air Phase’s end: each hit destroys an enemy air unit on the ground; escorts land', () => {
    const BIALYSTOK = 'C:4343';
    const pieces = [
      ...[0, 1, 2, 3].map((i) => unit(`kg${i}`, 'ger-B', AXIS, 'C:4546')),
      unit('jg', 'ger-F', AXIS, 'C:4546'),
      unit('v1', 'sov-F', SOVIET, BIALYSTOK),
      unit('v2', 'sov-B', SOVIET, BIALYSTOK),
    ];
    const sorties = [
      ...[0, 1, 2, 3].map((i) =>
        sortie({ piece: `kg${i}`, side: AXIS, mission: 'airfield-bombing', hex: BIALYSTOK, bombing: 4 }),
      ),
      sortie({ piece: 'jg', side: AXIS, mission: 'escort', hex: BIALYSTOK, bombing: 0 }),
    ];
    const d = draftState<SfeVars>(airPosition(pieces, { air: { stage: 'offence', sorties, flown: {}, launched: {} } }));
    resolveAirPhase(airModule, d);
    const rolls = d.events.filter((e) => e.type === 'airfieldBombing');
    const flak = d.events.filter((e) => e.type === 'flak');
    expect(flak).toHaveLength(4);
    const aloft = 4 - flak.filter((e) => e.result === 'X' || e.result === 'A').length;
    expect(rolls).toHaveLength(aloft);
    const hits = rolls.filter((e) => e.hit !== null);
    const grounded = (n: number) => n < 2; // two Soviet air units on the ground there
    rolls.forEach((e, i) => {
      const earlier = rolls.slice(0, i).filter((x) => x.hit !== null).length;
      expect(e.hit !== null).toBe((e.roll as number) <= (e.need as number) && grounded(earlier));
    });
    const dead = d.state.pieces.filter((p) => p.at.kind === 'box' && p.side === SOVIET).map((p) => p.id);
    expect(dead).toHaveLength(Math.min(2, hits.length));
    expect(airOf(d.vars).sorties).toEqual([]);
  });
});

describe('air supply (§16.32, §23.32, T29)', () => {
  const WARSAW = 'C:4546';
  const BREST = 'C:4643';
  const fly = (s: GameState, args: Record<string, string>) =>
    flyVerb.check(airModule, s, { side: AXIS, verb: 'fly', args: { piece: 't', mission: 'air-supply', ...args } });

  it('§16.32 a transport takes off from a base that traces supply and carries a 1-point marker (T29)', () => {
    const s0 = airPosition([unit('t', 'ger-T', AXIS, WARSAW)], {
      air: { stage: 'offence', sorties: [], flown: {}, launched: {} },
    });
    expect(suppliedHexes(airModule, s0, AXIS)(WARSAW)).toBe(true);
    const target = 'C:4747';
    expect(fly(s0, { hex: target })).toEqual([]);
    expect(fly(s0, { hex: BREST }).map((v) => v.rule)).toEqual(['sfe.air.target']);
    const d = draftState<SfeVars>(s0);
    expect(
      flyVerb.apply(airModule, d, {
        side: AXIS,
        verb: 'fly',
        args: { piece: 't', mission: 'air-supply', hex: target },
      }),
    ).toBeNull();
    resolveAirPhase(airModule, d);
    expect(d.vars.delivered).toEqual([{ hex: target, side: AXIS, points: 1, kind: 'air' }]);
    expect(airOf(d.vars).sorties).toEqual([]);
  });

  it('§16.32 a base that traces no supply loads none; only transports fly air supply', () => {
    const cut: Record<string, Side> = { ...controlBy1941(), [WARSAW]: AXIS };
    for (const h of Object.keys(cut)) if (h !== WARSAW) cut[h] = SOVIET;
    const s = airPosition([unit('t', 'ger-T', AXIS, WARSAW), unit('b', 'ger-B', AXIS, WARSAW)], {
      control: cut,
      air: { stage: 'offence', sorties: [], flown: {}, launched: {} },
    });
    expect(fly(s, { hex: WARSAW }).map((v) => v.rule)).toEqual(['sfe.air.supply']);
    expect(fly(s, { hex: WARSAW, piece: 'b' }).map((v) => v.rule)).toEqual(['sfe.air.type']);
  });
});
