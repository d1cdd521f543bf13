import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { fighterOf } from './combat.js';
import { TEST_UNITS, testModule } from './sfe.fixture.js';
import { limitedCorps } from './supply.js';
import { controllerAtStart, enemyOf, faceOf, initialVars, isGround, isReduced, isSide } from './state.js';

const def = (id: string) => TEST_UNITS.find((u) => u.id === id)!;

describe('the game state (§3, §4, §6.2)', () => {
  it("§4.0 two sides, the Axis and the Soviets, each the other's enemy", () => {
    expect(enemyOf('axis')).toBe('soviet');
    expect(enemyOf('soviet')).toBe('axis');
    expect(isSide('allied')).toBe(false);
  });

  it('§3.1, §10.02 a 10-10-4 below its full steps shows its 4-4-4 face', () => {
    expect(faceOf(def('ger-inf'), { steps: 2 }).attack).toBe(10);
    expect(faceOf(def('ger-inf'), { steps: 1 })).toEqual({ attack: 4, defense: 4, movement: 4 });
    expect(isReduced(def('ger-inf'), { steps: 1 })).toBe(true);
    expect(isReduced(def('sov-cav'), { steps: 1 })).toBe(false);
  });

  it('§3.1 leaders, supply units, air units and forts are not ground units', () => {
    expect(isGround(def('ger-inf'))).toBe(true);
    expect(isGround(def('ger-leader'))).toBe(false);
    expect(isGround(def('ger-supply'))).toBe(false);
    expect(isGround({ ...def('ger-inf'), type: 'air-F' })).toBe(false);
    expect(isGround({ ...def('ger-inf'), type: 'fort' })).toBe(false);
  });

  it('§3.1 §22 an airborne division is a ground unit that fights, not an air unit', () => {
    const para = { ...def('ger-inf-div'), id: 'para', type: 'airborne' };
    expect(isGround(para)).toBe(true);
    const fighter = { ...def('ger-inf'), id: 'fighter', type: 'air-F' };
    const module = { ...testModule, units: [...TEST_UNITS, para, fighter] } as GameModule;
    const p: Piece = {
      id: 'p',
      def: 'para',
      kind: 'unit',
      side: 'axis',
      at: { kind: 'hex', hex: 'C:4131' },
      steps: 2,
      disrupted: false,
    };
    expect(fighterOf(module, p)?.type).toBe('airborne');
    expect(limitedCorps(para, p)).toBe(0.5);
    expect(fighterOf(module, { ...p, def: 'fighter' })).toBeNull();
  });

  it('§4.01 a game starts in the weather phase, every zone clear; §8.0 control at the segment start is kept', () => {
    const v = initialVars({ year: 1941, month: 6, half: 2 });
    expect(v.step).toBe('weather');
    expect(Object.values(v.weather).every((w) => w === 'clear')).toBe(true);
    v.control['C:4032'] = 'axis';
    v.controlBefore['C:4032'] = 'soviet';
    expect(controllerAtStart(v, 'C:4032')).toBe('soviet');
    expect(controllerAtStart(v, 'C:4031')).toBeUndefined();
    expect(testModule.manifest.sides.map((s) => s.id)).toEqual(['axis', 'soviet']);
  });
});
