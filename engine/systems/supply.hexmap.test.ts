// Supply and concentric attacks on the real hex map graph (engine/geometry/hexgrid.ts).
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../core/module.js';
import { HexGrid, createHexMapGraph } from '../geometry/hexgrid.js';
import { traceSupply, type SupplyRules } from './supply.js';
import { concentricShift } from './combat/shift-sources.js';

const grid = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 0,
  firstRow: 0,
  cols: 100,
  rows: 100,
  digits: 2,
  size: 10,
} as const;

function bigMap(): MapDef {
  const g = new HexGrid(grid);
  return {
    kind: 'hex',
    grid,
    terrain: [],
    hexsides: [],
    boxes: [],
    hexes: g.all().map((id) => ({ id, terrain: id.slice(0, 2) === '50' && Number(id.slice(2)) > 5 ? 'sea' : 'clear' })),
    prov: { source: 'reconstructed', reason: 'test map' },
  };
}

describe('supply on a 100x100 hex map (createHexMapGraph)', () => {
  it('traces 500 units of one side from two sources along adjacent hexes (its time: npm run bench, (b))', () => {
    const map = bigMap();
    const g = createHexMapGraph(map);
    const terrain = new Map(map.hexes.map((h) => [h.id, h.terrain]));
    const enemy = new Set(['3030', '3031', '7070']);
    const zoc = new Set([...enemy].flatMap((h) => g.neighbors(h)));
    const rules: SupplyRules = {
      ref: 'Isabella 11.3',
      maxLength: 5,
      blockedNode: (h) => terrain.get(h) === 'sea',
      enemyOccupied: (h) => enemy.has(h),
      enemyZoc: (h) => zoc.has(h),
      friendlyOccupied: () => false,
      network: {
        label: 'road',
        ref: 'Isabella 11.3',
        edge: (a, b) =>
          (a.slice(2) === b.slice(2) && Number(a.slice(2)) % 10 === 1) || (a.startsWith('00') && b.startsWith('00')),
      },
    };
    const units = Array.from({ length: 500 }, (_, i) => ({
      id: `u${i}`,
      node: g.grids[0]!.label((i * 37) % 100, (i * 53) % 100),
    }));
    const sources = [{ node: '0000' }, { node: '0099' }];
    // A road grid: every 10th row plus column 00. The first call builds (and caches) the indexed adjacency.
    const first = traceSupply(g, sources, units, rules);
    const res = traceSupply(g, sources, units, rules);
    expect(res).toEqual(first);
    expect(res.size).toBe(500);
    const supplied = [...res.values()].filter((r) => r.supplied);
    expect(supplied.length).toBeGreaterThan(50);
    expect(supplied.length).toBeLessThan(500);
    const broken = supplied.filter((r) =>
      r.path!.some((h: string, i: number) => i > 0 && !g.neighbors(r.path![i - 1]!).includes(h)),
    );
    expect(broken).toEqual([]);
  });
});

describe('concentric attack directions from the hex grid (Isabella 13.13)', () => {
  it('attackers in two opposite neighbours of 1919 earn 1R; two adjacent neighbours do not', () => {
    const g = new HexGrid({ ...grid, cols: 40, rows: 40 });
    const n = g.neighbors('1919');
    const dir = (h: string) => g.directionTo('1919', h);
    const opposite = n.find((h) => dir(h) === (dir(n[0]!) + 3) % 6)!;
    expect(concentricShift([dir(n[0]!), dir(opposite)], false)).toHaveLength(1);
    expect(concentricShift([dir(n[0]!), dir(n[1]!)], false)).toHaveLength(0);
  });
});
