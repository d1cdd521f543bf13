import { describe, expect, it } from 'vitest';
import { piece, position, testModule } from './sfe.fixture.js';
import { AXIS, SOVIET, varsOf } from './state.js';
import { graphOf } from './terrain.js';
import { blocksZoc, controlAlong, takeControl, zocOf } from './zoc.js';
import { controllerAtStart } from './state.js';

describe('zones of control (§6)', () => {
  it('§6.1 a ground unit projects a ZOC into its six adjacent hexes', () => {
    const s = position([piece('a', 'ger-inf', AXIS, 'C:4032')]);
    const z = zocOf(testModule, s, AXIS);
    expect([...z].sort()).toEqual([...graphOf(testModule).neighbors('C:4032')].sort());
    expect(z.size).toBe(6);
    expect(z.has('C:4032')).toBe(false);
    expect(zocOf(testModule, s, SOVIET).size).toBe(0);
  });

  it('§6.1 leaders and supply units project no ZOC', () => {
    const s = position([piece('l', 'ger-leader', AXIS, 'C:4032'), piece('s', 'ger-supply', AXIS, 'C:4032')]);
    expect(zocOf(testModule, s, AXIS).size).toBe(0);
  });

  it('§6.1 a ZOC does not extend across a sea hexside (Kronstadt, 2731, reached only from 2730, 2831, 2832)', () => {
    const s = position([piece('a', 'sov-inf', SOVIET, 'N:2731')]);
    const z = zocOf(testModule, s, SOVIET);
    expect(z.has('N:2631')).toBe(false);
    expect(z.has('N:2632')).toBe(false);
    expect(z.has('N:2730')).toBe(true);
    expect(blocksZoc(['sea'])).toBe(true);
    expect(blocksZoc(['river'])).toBe(false);
    expect(blocksZoc(['lake'], true)).toBe(false);
  });

  it('§6.14 friendly units in a hex do not negate the enemy ZOC there', () => {
    const s = position([piece('a', 'ger-inf', AXIS, 'C:4032'), piece('b', 'sov-inf', SOVIET, 'C:4031')]);
    expect(zocOf(testModule, s, AXIS).has('C:4031')).toBe(true);
  });
});

describe('hex control (§6.2)', () => {
  it('§6.2 the last side to have a ground unit in a hex controls it; the segment remembers who held it', () => {
    const s = position([], { control: { 'C:4032': SOVIET, 'C:4033': SOVIET } });
    const v = varsOf(s);
    expect(takeControl(v, 'C:4032', AXIS)).toBe(true);
    expect(v.control['C:4032']).toBe(AXIS);
    expect(controllerAtStart(v, 'C:4032')).toBe(SOVIET);
    expect(takeControl(v, 'C:4032', SOVIET)).toBe(true);
    expect(controllerAtStart(v, 'C:4032')).toBe(SOVIET);
    expect(controlAlong(v, AXIS, ['C:4032', 'C:4033'])).toEqual(['C:4032', 'C:4033']);
    expect(controllerAtStart(v, 'C:4033')).toBe(SOVIET);
  });

  it('§8.06 a side that loses a rail hex loses it from its rail net and its railhead there', () => {
    const s = position([], {
      control: { 'C:4032': SOVIET },
      rail: { axis: [], soviet: ['C:4032', 'C:4031'] },
      railheads: { axis: [], soviet: ['C:4032'] },
    });
    const v = varsOf(s);
    takeControl(v, 'C:4032', AXIS);
    expect(v.rail.soviet).toEqual(['C:4031']);
    expect(v.railheads.soviet).toEqual([]);
    expect(v.rail.axis).toEqual([]);
  });
});
