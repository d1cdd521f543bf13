// Rulebook worked examples that need only hex geometry (distances, neighbours, hex lines). The index of every
// worked example and the test that covers it is engine/systems/WORKED-EXAMPLES.md.
import { describe, expect, it } from 'vitest';
import type { GridDef } from '../core/module.js';
import { HexGrid } from './hexgrid.js';

// The Struggle for Europe never explains its hex numbering (digest sfe.md §2.1). Its hex facts fit flat-topped
// columns AA with odd columns printed half a hex lower; the other parity is kept to show the examples decide it.
const sfeGrid = (shifted: GridDef['shifted']) =>
  new HexGrid({ orientation: 'flat', shifted, firstCol: 1, firstRow: 1, cols: 50, rows: 50, digits: 2, size: 10 });

describe('SFE §8.06 example (digest T03): a railhead extends at most 6 hexes per turn', () => {
  const g = sfeGrid('odd');

  it('"a railhead on hex 4032 ... can be extended no further than hexes 3926 and 4428": both are 6 hexes away', () => {
    expect(g.distance('4032', '3926')).toBe(6);
    expect(g.distance('4032', '4428')).toBe(6);
    // "no further than": one hex more along each of the two lines is 7, beyond the 6-hex limit
    for (const end of ['3926', '4428']) {
      const line = g.lineVariants('4032', end)[0];
      expect(line).toHaveLength(7); // 4032 plus six hexes
      const beyond = g.neighborInDirection(end, g.directionTo(line.at(-2)!, end))!;
      expect(g.distance('4032', beyond)).toBe(7);
    }
  });

  it('the same grid gives the §2.22 and §2.25 adjacencies (2731: 2730, 2831, 2832; 2530/2630; 2446/2546)', () => {
    expect(g.neighbors('2731')).toEqual(expect.arrayContaining(['2730', '2831', '2832']));
    expect(g.adjacent('2530', '2630')).toBe(true);
    expect(g.adjacent('2446', '2546')).toBe(true);
    // the other column parity contradicts both the railhead example and Kronstadt's neighbours
    const other = sfeGrid('even');
    expect(other.distance('4032', '3926')).not.toBe(6);
    expect(other.neighbors('2731')).not.toContain('2832');
  });
});

describe('Our War XIV.2 / Fig. 17 (Ebro digest EX-5): line of sight for direct fire', () => {
  // Fixture (the figure is lost): the National 3rd Artillery Group of the 102nd Division in 0505, effective range
  // 4; the National cyclist battalion in 0506, the middle hex of a straight 3-hex line to Bn 2/101 in 0507.
  const g = new HexGrid({
    orientation: 'flat',
    shifted: 'even',
    firstCol: 1,
    firstRow: 1,
    cols: 10,
    rows: 10,
    digits: 2,
    size: 10,
  });
  const artillery = '0505';
  const range = 4;
  // XIV.2: "the line of sight is only blocked by units, whether they be friendly or enemy"; MP costs play no part.
  // The shortest path is ambiguous when the line runs along a hexside (Ebro digest ambiguity A8): the default
  // policy, pinned here, blocks such a line only when both hexes beside the hexside hold units.
  const los = (target: string, occupied: ReadonlySet<string>) =>
    g.distance(artillery, target) <= range &&
    !g.lineVariants(artillery, target).every((line) => line.slice(1, -1).some((h) => occupied.has(h)));
  const units = new Set(['0506']);

  it('the cyclists between the artillery and Bn 2/101 (0507) block the line: no direct fire', () => {
    expect(g.lineVariants(artillery, '0507')).toEqual([
      ['0505', '0506', '0507'],
      ['0505', '0506', '0507'],
    ]);
    expect(los('0507', units)).toBe(false);
  });

  it('the other Republican battalions within 4 hexes are in sight; one 5 hexes away is out of range', () => {
    for (const other of ['0704', '0803', '0302', '0905']) {
      expect(g.distance(artillery, other)).toBeLessThanOrEqual(range);
      expect(los(other, units)).toBe(true);
    }
    expect(g.distance(artillery, '0510')).toBe(5);
    expect(los('0510', new Set())).toBe(false);
  });

  it('Bn 1/101 with several shortest paths (0406: via 0506 or 0405) stays in sight unless both are occupied', () => {
    const [a, b] = g.lineVariants(artillery, '0406');
    expect(new Set([a[1], b[1]])).toEqual(new Set(['0506', '0405']));
    expect(los('0406', units)).toBe(true);
    expect(los('0406', new Set(['0506', '0405']))).toBe(false);
  });
});
