import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { draftState } from '../../systems/draft.js';
import { type AirStage, airOf, airSupplyEffect, type Sortie } from './air.js';
import { airModule, airPosition, sortie, unit } from './air.fixture.js';
import { fly, stageSide } from './airmissions.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';
import { graphOf } from './terrain.js';

const WARSAW = 'C:4546';
const RADOM = 'C:4747';
const BREST = 'C:4643';
const GRODNO = 'C:4243';
const at = (stage: AirStage, sorties: Sortie[] = []) => ({ air: { stage, sorties, flown: {}, launched: {} } });
const ids = (s: GameState, side: string, piece: string, mission: string, hex: string) =>
  fly.check(airModule, s, { side, verb: 'fly', args: { piece, mission, hex } }).map((v) => v.rule);
const flown = (s: GameState, side: string, piece: string, mission: string, hex: string) => {
  const d = draftState<SfeVars>(s);
  const r = fly.apply(airModule, d, { side, verb: 'fly', args: { piece, mission, hex } });
  expect(r).toBeNull();
  return d.state;
};

describe('the Air Phase’s allocation (§15.01, §16)', () => {
  const pieces = [
    unit('kg', 'ger-B', AXIS, WARSAW),
    unit('jg', 'ger-F', AXIS, WARSAW),
    unit('hb', 'ger-HB', AXIS, WARSAW),
    unit('sov', 'sov-4', SOVIET, BREST),
    unit('ger', 'ger-inf', AXIS, 'C:4544'),
    unit('vvs', 'sov-F', SOVIET, GRODNO),
  ];

  it('§15.01 the non-phasing side allocates first, then the phasing side, then the non-phasing intercepts', () => {
    expect(stageSide(airPosition(pieces, at('defence')))).toBe(SOVIET);
    expect(stageSide(airPosition(pieces, at('offence')))).toBe(AXIS);
    expect(stageSide(airPosition(pieces, at('interception')))).toBe(SOVIET);
    expect(ids(airPosition(pieces, at('defence')), AXIS, 'kg', 'offensive-support', BREST)).toEqual(['sfe.air.stage']);
    expect(ids(airPosition(pieces, at('offence')), AXIS, 'kg', 'offensive-support', BREST)).toEqual([]);
  });

  it('§16.12 offensive support flies over an enemy ground unit; heavy bombers may not fly it', () => {
    const s = airPosition(pieces, at('offence'));
    expect(ids(s, AXIS, 'kg', 'offensive-support', 'C:4544')).toEqual(['sfe.air.target']);
    expect(ids(s, AXIS, 'hb', 'offensive-support', BREST)).toEqual(['sfe.air.type']);
    expect(ids(s, AXIS, 'hb', 'interdiction', BREST)).toEqual([]);
    expect(ids(s, AXIS, 'kg', 'defensive-support', BREST)).toEqual(['sfe.air.mission']);
  });

  it('§16 a hex that is not on the map is no target: refused, never thrown', () => {
    const s = airPosition(pieces, at('offence'));
    for (const hex of ['Z:9999', '', 'C:4544; DROP'])
      expect(ids(s, AXIS, 'kg', 'offensive-support', hex)).toEqual(['sfe.air.target']);
  });

  it('§16.22 defensive support flies in the defence allocation over a friendly ground unit', () => {
    const s = airPosition([...pieces, unit('sb', 'sov-B', SOVIET, GRODNO)], at('defence'));
    expect(ids(s, SOVIET, 'sb', 'defensive-support', BREST)).toEqual([]);
    expect(ids(s, SOVIET, 'sb', 'defensive-support', 'C:4544')).toEqual(['sfe.air.target']);
  });

  it('§15.02 an air unit flies no farther than its range', () => {
    const far = 'C:3825';
    expect(graphOf(airModule).distance(WARSAW, far)).toBeGreaterThan(14);
    const s = airPosition([...pieces, unit('mos', 'sov-4', SOVIET, far)], at('offence'));
    expect(ids(s, AXIS, 'kg', 'offensive-support', far)).toEqual(['sfe.air.range']);
  });

  it('§16.23 fighters intercept only where enemy air units were allocated, 4 hexes at most', () => {
    expect(graphOf(airModule).distance(GRODNO, BREST)).toBe(4);
    const over = [sortie({ piece: 'kg', side: AXIS, mission: 'offensive-support', hex: BREST, bombing: 4 })];
    const s = airPosition(pieces, at('interception', over));
    expect(ids(s, SOVIET, 'vvs', 'interception', BREST)).toEqual([]);
    expect(ids(s, SOVIET, 'vvs', 'interception', 'C:4544')).toEqual(['sfe.air.target']);
  });

  it('§5.02 a town launches one mission an Air Phase; §15.0 an air unit flies one mission an air turn', () => {
    const two = [...pieces, unit('b1', 'ger-B', AXIS, RADOM), unit('b2', 'ger-B', AXIS, RADOM)];
    let s = airPosition(two, at('offence'));
    s = flown(s, AXIS, 'b1', 'interdiction', BREST);
    expect(ids(s, AXIS, 'b2', 'interdiction', BREST)).toEqual(['sfe.air.capacity']);
    expect(ids(s, AXIS, 'b1', 'interdiction', BREST)).toEqual(['sfe.air.flown']);
    expect(airOf(s.vars).sorties).toMatchObject([{ piece: 'b1', mission: 'interdiction', hex: BREST, bombing: 4 }]);
  });

  it('§16.41 a transfer lands at once at a friendly base with room, twice the range away', () => {
    const s = flown(airPosition(pieces, at('offence')), AXIS, 'jg', 'transfer', RADOM);
    expect(s.pieces.find((p) => p.id === 'jg')!.at).toEqual({ kind: 'hex', hex: RADOM });
    expect(airOf(s.vars).sorties).toEqual([]);
    expect(ids(airPosition(pieces, at('offence')), AXIS, 'jg', 'transfer', BREST)).toEqual(['sfe.air.target']);
  });

  it('§25 no mission but transfer flies into Heavy Mud', () => {
    const weather = { A: 'heavy-mud', B: 'heavy-mud', C: 'heavy-mud', D: 'heavy-mud', E: 'clear' } as const;
    const s = airPosition(pieces, { ...at('offence'), weather });
    expect(ids(s, AXIS, 'kg', 'offensive-support', BREST)).toEqual(['sfe.air.weather']);
  });

  it('§16 the random player draws only missions the rules accept', () => {
    const s = airPosition(pieces, at('offence'));
    const offered = fly.list(airModule, s, AXIS);
    expect(offered.length).toBeGreaterThan(0);
    for (const a of offered) expect(fly.check(airModule, s, { side: AXIS, verb: 'fly', args: a.args! })).toEqual([]);
    const random = seededRandom(7);
    const drawn = fly.draw!(airModule, s, AXIS, random);
    expect(offered).toContainEqual(drawn);
    expect(fly.list(airModule, s, SOVIET)).toEqual([]);
  });
});

describe('air units out of supply (§23.5)', () => {
  const pieces = [unit('kg', 'ger-B', AXIS, RADOM), unit('sov', 'sov-4', SOVIET, BREST)];
  const cut = (turns: number) => airPosition(pieces, { ...at('offence'), unsupplied: { kg: turns } });

  it('§23.5 the chart: range ×½ on the first turn, bombing ×½ on the second, no missions from the third', () => {
    expect(airSupplyEffect(airModule, 0)).toEqual({ range: 1, bombing: 1, fly: true });
    expect(airSupplyEffect(airModule, 1)).toEqual({ range: 0.5, bombing: 1, fly: true });
    expect(airSupplyEffect(airModule, 2)).toEqual({ range: 1, bombing: 0.5, fly: true });
    expect(airSupplyEffect(airModule, 3)).toEqual({ range: 1, bombing: 1, fly: false });
  });

  it('§23.5 a bomber cut off flies half its range, then bombs at half, then stays on the ground', () => {
    const far = 'C:3942';
    const d = graphOf(airModule).distance(RADOM, far);
    expect(d).toBeGreaterThan(7);
    expect(d).toBeLessThanOrEqual(14);
    const withEnemy = (turns: number) =>
      airPosition([...pieces, unit('x', 'sov-4', SOVIET, far)], { ...at('offence'), unsupplied: { kg: turns } });
    expect(ids(withEnemy(0), AXIS, 'kg', 'interdiction', far)).toEqual([]);
    expect(ids(withEnemy(1), AXIS, 'kg', 'interdiction', far)).toEqual(['sfe.air.range']);
    expect(airOf(flown(cut(2), AXIS, 'kg', 'interdiction', BREST).vars).sorties[0]!.bombing).toBe(2);
    expect(ids(cut(3), AXIS, 'kg', 'interdiction', BREST)).toEqual(['sfe.air.grounded']);
  });
});
