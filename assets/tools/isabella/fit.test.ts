// The georeference: the similarity fit recovers known transforms, and the Isabella pins come out where
// the rulebook numbers them (within the ~1 hex the digest's own least-squares fit reports).

import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../../engine/geometry/hexgrid.js';
import { applyFit, fitPins, fitSimilarity, invertFit, makeGeoref, PINS } from './fit.js';
import { ISABELLA_GRID } from './build-map.js';

describe('fitSimilarity', () => {
  it('recovers an exact similarity transform', () => {
    const truth = { a: 0.8, b: -1.3, tx: 12, ty: -7 };
    const src: [number, number][] = [
      [0, 0],
      [10, 3],
      [-4, 8],
      [7, -6],
    ];
    const dst = src.map((p) => {
      const q = applyFit(truth, p);
      return [q.x, q.y] as [number, number];
    });
    const f = fitSimilarity(src, dst);
    for (const k of ['a', 'b', 'tx', 'ty'] as const) expect(f[k]).toBeCloseTo(truth[k], 9);
  });

  it('inverts what it applies', () => {
    const f = { a: 1.6, b: 1.7, tx: 1400, ty: 1200 };
    const back = invertFit(f, applyFit(f, [123.4, -56.7]));
    expect(back[0]).toBeCloseTo(123.4, 9);
    expect(back[1]).toBeCloseTo(-56.7, 9);
  });

  it('refuses too few points', () => {
    expect(() => fitSimilarity([[0, 0]], [[1, 1]])).toThrow(/needs >= 2/);
  });
});

describe('the Isabella fit', () => {
  const grid = new HexGrid(ISABELLA_GRID);
  const geo = makeGeoref(fitPins((h) => grid.center(h)));

  it('puts every rulebook place within two hexes of its printed hex, most within one', () => {
    let within1 = 0;
    for (const p of PINS) {
      const at = grid.hexAt(geo.toMap(p.lon, p.lat));
      expect(at, p.name).not.toBeNull();
      const d = grid.distance(at!, p.hex);
      expect(d, `${p.name}: fit ${at}, rulebook ${p.hex}`).toBeLessThanOrEqual(2);
      if (d <= 1) within1++;
    }
    expect(within1).toBeGreaterThanOrEqual(6);
  });

  it('turns the map about 45° (true north to the upper right) at roughly the stated 20-mile scale', () => {
    expect(geo.northBearing).toBeGreaterThan(40);
    expect(geo.northBearing).toBeLessThan(50);
    // 20 miles = 32.4 km (Isabella 1.2); the fit of the printed numbers gives a somewhat larger step
    expect(geo.kmPerHex(ISABELLA_GRID.size)).toBeGreaterThan(30);
    expect(geo.kmPerHex(ISABELLA_GRID.size)).toBeLessThan(40);
  });

  it('round-trips lon/lat through map pixels', () => {
    const [lon, lat] = geo.toLonLat(geo.toMap(-3.7, 40.4));
    expect(lon).toBeCloseTo(-3.7, 6);
    expect(lat).toBeCloseTo(40.4, 6);
  });
});
