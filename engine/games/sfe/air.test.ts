import { describe, expect, it } from 'vitest';
import units from '../../../assets/modules/sfe/units.json';
import type { UnitDef } from '../../core/module.js';
import {
  type AirVars,
  airFactors,
  BASE_CAPACITY,
  baseKind,
  mayFlyAgain,
  mayLand,
  missionRange,
  sortieBombing,
  takesHeavyBombers,
  weatherBombing,
} from './air.js';
import { airModule, airPosition, unit } from './air.fixture.js';
import { AXIS, SOVIET } from './state.js';

const WARSAW = 'C:4546';
const LUBLIN = 'C:4845';
const GRODNO = 'C:4243';
const RADOM = 'C:4747';

describe('air units and their bases (§3.2, §5.02)', () => {
  it('§3.2 an air unit prints its type, air combat, bombing and range: KG 1 is a B 2 4 14', () => {
    const kg1 = (units as unknown as UnitDef[]).find((u) => u.id === 'LF1-KG1');
    expect(airFactors(kg1)).toEqual({ type: 'B', airCombat: 2, bombing: 4, range: 14 });
    const inf = (units as unknown as UnitDef[]).find((u) => !u.type.startsWith('air'));
    expect(airFactors(inf)).toBeNull();
  });

  it('§5.02 the module counts 47 air units, each of a type the rules know', () => {
    const air = (units as unknown as UnitDef[]).filter((u) => u.type.startsWith('air-'));
    expect(air).toHaveLength(47);
    for (const u of air) expect(['F', 'A', 'B', 'HB', 'T']).toContain(airFactors(u)!.type);
  });

  it('§5.02 a side bases air units in its major and minor cities and towns, not in the enemy’s', () => {
    const s = airPosition([]);
    expect(baseKind(airModule, s, WARSAW, AXIS)).toBe('major');
    expect(baseKind(airModule, s, LUBLIN, AXIS)).toBe('minor');
    expect(baseKind(airModule, s, RADOM, AXIS)).toBe('town');
    expect(baseKind(airModule, s, WARSAW, SOVIET)).toBeNull();
    expect(baseKind(airModule, s, GRODNO, SOVIET)).toBe('town');
    expect(baseKind(airModule, s, 'C:4545', AXIS)).toBeNull();
    expect(BASE_CAPACITY).toEqual({ major: 4, 'major-airfield': 3, minor: 2, airfield: 2, town: 1 });
  });

  it('§5.02 a base holds twice the missions it launches; heavy bombers only in cities and major airfields', () => {
    const two = [unit('f1', 'ger-F', AXIS, RADOM)];
    expect(mayLand(airModule, airPosition(two), RADOM, AXIS, 'F')).toBe(true);
    const full = [...two, unit('f2', 'ger-F', AXIS, RADOM)];
    expect(mayLand(airModule, airPosition(full), RADOM, AXIS, 'F')).toBe(false);
    expect(mayLand(airModule, airPosition([]), RADOM, AXIS, 'HB')).toBe(false);
    expect(mayLand(airModule, airPosition([]), LUBLIN, AXIS, 'HB')).toBe(true);
    expect(takesHeavyBombers('town')).toBe(false);
    expect(takesHeavyBombers('major-airfield')).toBe(true);
  });
});

describe('air missions: range, bombing, once an air turn (§15, §16)', () => {
  const f = { type: 'F' as const, airCombat: 3, bombing: 1, range: 5 };
  const b = { type: 'B' as const, airCombat: 2, bombing: 4, range: 14 };
  const hb = { type: 'HB' as const, airCombat: 2, bombing: 8, range: 20 };

  it('§15.02 a mission flies the printed range; §16.23 an interception 4 hexes; §16.41 a transfer twice it', () => {
    expect(missionRange(b, 'offensive-support')).toBe(14);
    expect(missionRange(f, 'interception')).toBe(4);
    expect(missionRange({ ...f, range: 3 }, 'interception')).toBe(3);
    expect(missionRange(b, 'transfer')).toBe(28);
  });

  it('§16.15 heavy bombers double their bombing for interdiction; escorts carry none', () => {
    expect(sortieBombing(hb, 'interdiction', 1)).toBe(16);
    expect(sortieBombing(hb, 'airfield-bombing', 1)).toBe(8);
    expect(sortieBombing(b, 'interdiction', 1)).toBe(4);
    expect(sortieBombing(f, 'escort', 1)).toBe(0);
  });

  it('§25 the weather halves bombing in Mud, Snow and Stormy weather and grounds it in Heavy Mud', () => {
    expect(weatherBombing(airModule, 'clear')).toBe(1);
    expect(weatherBombing(airModule, 'mud')).toBe(0.5);
    expect(weatherBombing(airModule, 'snow')).toBe(0.5);
    expect(weatherBombing(airModule, 'heavy-mud')).toBe(0);
    expect(sortieBombing(b, 'offensive-support', weatherBombing(airModule, 'mud'))).toBe(2);
  });

  it('§15.0, §16.11 one mission an air turn, but a fighter that only escorted flies again in the enemy’s phase', () => {
    const air: AirVars = {
      stage: 'defence',
      sorties: [],
      flown: { f1: 'escort', b1: 'escort', f2: 'interdiction' },
      launched: {},
    };
    expect(mayFlyAgain(air, f, 'f1', false, '1.2')).toBe(true);
    expect(mayFlyAgain(air, f, 'f1', true, '1.2')).toBe(false);
    expect(mayFlyAgain(air, f, 'f2', false, '1.2')).toBe(false);
    expect(mayFlyAgain(air, b, 'b1', false, '1.2')).toBe(false);
    expect(mayFlyAgain(air, f, 'f3', true, '1.2')).toBe(true);
  });
});
