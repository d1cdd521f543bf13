import { describe, expect, it } from 'vitest';
import { piece, position, TEST_UNITS, testModule } from './sfe.fixture.js';
import { entrainMp, FERRY_HEXES, railCorps, railDistance, railReach } from './rail.js';
import { AXIS, SOVIET, type Side, varsOf } from './state.js';
import { railNeighbors } from './terrain.js';

const def = (id: string) => TEST_UNITS.find((u) => u.id === id)!;
/** Every rail hex within `n` of a hex. */
function ring(from: string, n: number): string[] {
  const d = new Map([[from, 0]]);
  const q = [from];
  while (q.length > 0) {
    const h = q.shift()!;
    if (d.get(h)! >= n) continue;
    for (const x of railNeighbors(testModule, h)) {
      if (d.has(x)) continue;
      d.set(x, d.get(h)! + 1);
      q.push(x);
    }
  }
  return [...d.keys()];
}
const net = (side: Side, hexes: string[]) => {
  const control: Record<string, Side> = {};
  for (const h of hexes) control[h] = side;
  return { control, rail: { axis: side === AXIS ? hexes : [], soviet: side === SOVIET ? hexes : [] } };
};

describe('rail movement (§8)', () => {
  it('§8.01 entraining and detraining cost 1 MP, 2 for armor, motorized, leaders and supply units', () => {
    expect(entrainMp(def('ger-inf'))).toBe(1);
    expect(entrainMp(def('sov-cav'))).toBe(1);
    expect(entrainMp(def('ger-pz'))).toBe(2);
    expect(entrainMp(def('ger-mot'))).toBe(2);
    expect(entrainMp(def('ger-leader'))).toBe(2);
    expect(entrainMp(def('ger-supply'))).toBe(2);
  });

  it('§8.03 rail capacity counts corps: reduced corps, divisions, leaders ½; reduced divisions, brigades ¼', () => {
    expect(railCorps(def('ger-inf'), { steps: 2 })).toBe(1);
    expect(railCorps(def('ger-inf'), { steps: 1 })).toBe(0.5);
    expect(railCorps(def('ger-inf-div'), { steps: 2 })).toBe(0.5);
    expect(railCorps(def('ger-inf-div'), { steps: 1 })).toBe(0.25);
    expect(railCorps(def('ger-brig'), { steps: 1 })).toBe(0.25);
    expect(railCorps(def('ger-leader'), { steps: 1 })).toBe(0.5);
    expect(railCorps(def('ger-supply'), { steps: 1 })).toBe(0.5);
    expect(railCorps({ ...def('ger-supply'), steps: 2, reduced: def('ger-supply').full }, { steps: 1 })).toBe(0.25);
  });

  it('§8.03 armor, motorized and cavalry units count double', () => {
    expect(railCorps(def('ger-pz'), { steps: 2 })).toBe(2);
    expect(railCorps(def('ger-mot'), { steps: 1 })).toBe(1);
    expect(railCorps(def('ger-pz-div'), { steps: 1 })).toBe(0.5);
    expect(railCorps(def('sov-cav'), { steps: 1 })).toBe(2);
  });

  it('§8.0 a rail move runs along rail hexes the side may use: Smolensk to Mozhaisk (3926) is six rail hexes', () => {
    const s = position([], net(SOVIET, ring('C:4032', 8)));
    expect(railDistance(testModule, s, varsOf(s), SOVIET, new Set(), 'C:4032', 'C:3926')).toBe(6);
    expect(railDistance(testModule, s, varsOf(s), AXIS, new Set(), 'C:4032', 'C:3926')).toBe(Infinity);
    const near = railReach(testModule, s, varsOf(s), SOVIET, new Set(), 'C:4032', 3);
    expect([...near.values()].every((d) => d <= 3)).toBe(true);
    expect(near.has('C:3926')).toBe(false);
  });

  it('§8.0 only hexes controlled at the start of the segment: one taken since blocks the line', () => {
    const s = position([], net(SOVIET, ring('C:4032', 8)));
    const v = varsOf(s);
    v.controlBefore = { 'C:4031': AXIS };
    expect(railDistance(testModule, s, v, SOVIET, new Set(), 'C:4032', 'C:4030')).toBeGreaterThan(2);
  });

  it('§8.02 no rail movement in an enemy ZOC, nor through enemy units', () => {
    const hexes = ring('C:4032', 8);
    const s = position([], net(SOVIET, hexes));
    const free = railDistance(testModule, s, varsOf(s), SOVIET, new Set(), 'C:4032', 'C:4030');
    expect(free).toBe(2);
    expect(railDistance(testModule, s, varsOf(s), SOVIET, new Set(['C:4032']), 'C:4032', 'C:4030')).toBe(Infinity);
    const blocked = position([piece('g', 'ger-inf', AXIS, 'C:4031')], net(SOVIET, hexes));
    expect(railDistance(testModule, blocked, varsOf(blocked), SOVIET, new Set(), 'C:4032', 'C:4030')).toBeGreaterThan(
      2,
    );
  });

  it('§8.05 crossing the Volga rail ferry at Stalingrad costs six rail hexes', () => {
    const s = position([], net(SOVIET, ['SE:1713', 'SE:1714']));
    expect(railDistance(testModule, s, varsOf(s), SOVIET, new Set(), 'SE:1713', 'SE:1714')).toBe(FERRY_HEXES);
  });
});
