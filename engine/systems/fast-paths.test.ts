// The fast paths added for long replays give what the plain ones give: supply masks answer as their callbacks,
// suppliedUnits as traceSupply, a blocked mask as a blocked set (jsonCopy: core/json-copy.test.ts).
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../core/module.js';
import { HexGrid, createHexMapGraph } from '../geometry/hexgrid.js';
import { seededRandom } from '../core/random-player.js';
import { edgeMask, indexGraph, nodeMask } from './supply-graph.js';
import { suppliedUnits, traceSupply, type SupplyRules } from './supply.js';
import { reachable } from './movement.js';

const grid = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 0,
  firstRow: 0,
  cols: 14,
  rows: 12,
  digits: 2,
  size: 10,
};

/** A 14x12 hex map with random sea, hexside features (sea, road) and the rules read from them. */
function randomCase(seed: number) {
  const random = seededRandom(seed);
  const g0 = new HexGrid(grid as ConstructorParameters<typeof HexGrid>[0]);
  const ids = g0.all();
  const sea = new Set(ids.filter(() => random() < 0.1));
  const hexsides: MapDef['hexsides'] = [];
  for (const a of ids)
    for (const b of g0.neighbors(a))
      if (a < b && random() < 0.35) hexsides.push({ a, b, features: [random() < 0.2 ? 'sea' : 'road'] });
  const map = {
    kind: 'hex',
    grid,
    terrain: [],
    hexsides,
    boxes: [],
    hexes: ids.map((id) => ({ id, terrain: sea.has(id) ? 'sea' : 'clear' })),
    prov: { source: 'reconstructed', reason: 'test map' },
  } as unknown as MapDef;
  const graph = createHexMapGraph(map);
  const feature = new Map(
    hexsides.flatMap((s) => [
      [`${s.a}/${s.b}`, s.features[0]],
      [`${s.b}/${s.a}`, s.features[0]],
    ]),
  );
  const enemy = new Set(ids.filter(() => random() < 0.08));
  const zoc = new Set([...enemy].flatMap((h) => graph.neighbors(h)));
  const friendly = new Set(ids.filter(() => random() < 0.1));
  const avoidSet = new Set(ids.filter(() => random() < 0.05));
  const rules: SupplyRules = {
    ref: 'test',
    maxLength: 1 + Math.floor(random() * 5),
    blockedNode: (h) => sea.has(h),
    blockedEdge: (a, b) => feature.get(`${a}/${b}`) === 'sea',
    enemyOccupied: (h) => enemy.has(h),
    enemyZoc: (h) => zoc.has(h),
    friendlyOccupied: (h) => friendly.has(h),
    network: { label: 'road', ref: 'test', edge: (a, b) => feature.get(`${a}/${b}`) === 'road' },
    inPlace: [{ id: 'edge', ref: 'test', reason: 'column 00', applies: (u) => u.node.startsWith('00') }],
    ...(random() < 0.5 ? { avoid: { label: 'avoided', ref: 'test', test: (h: string) => avoidSet.has(h) } } : {}),
  };
  const g = indexGraph(graph);
  const masks = {
    blockedNode: nodeMask(g, rules.blockedNode!),
    enemyOccupied: nodeMask(g, rules.enemyOccupied!),
    enemyZoc: nodeMask(g, rules.enemyZoc!),
    friendlyOccupied: nodeMask(g, rules.friendlyOccupied!),
    blockedEdge: edgeMask(g, rules.blockedEdge!),
    networkEdge: edgeMask(g, rules.network!.edge),
  };
  const units = ids.filter(() => random() < 0.2).map((node, i) => ({ id: `u${i}`, node }));
  const sources = [{ node: ids[Math.floor(random() * ids.length)]! }];
  return { map, graph, rules, masks, units, sources, ids, enemy };
}

describe('supply fast paths', () => {
  it('masks answer as the callbacks, and suppliedUnits as traceSupply, on 200 random maps', () => {
    const seen = { path: 0, inPlace: 0, none: 0 };
    for (let seed = 1; seed <= 200; seed++) {
      const { graph, rules, masks, units, sources } = randomCase(seed);
      const plain = traceSupply(graph, sources, units, rules);
      for (const s of plain.values()) seen[s.path ? 'path' : s.supplied ? 'inPlace' : 'none'] += 1;
      expect(traceSupply(graph, sources, units, { ...rules, masks })).toEqual(plain);
      for (const withMasks of [false, true]) {
        const found = suppliedUnits(graph, sources, units, withMasks ? { ...rules, masks } : rules);
        expect([...found.keys()]).toEqual([...plain.keys()]);
        for (const [id, s] of plain)
          expect(found.get(id)).toEqual({ supplied: s.supplied, path: s.path !== undefined });
      }
    }
    // the cases cover every outcome
    expect(Math.min(seen.path, seen.inPlace, seen.none)).toBeGreaterThan(20);
  });
});

describe('movement: a blocked mask', () => {
  it('blocks what the same nodes as a set block, on 100 random maps', () => {
    let reached = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const { map, graph, ids, enemy } = randomCase(seed);
      const g = indexGraph(graph);
      const start = ids.find((h) => !enemy.has(h) && map.hexes.find((x) => x.id === h)!.terrain !== 'sea')!;
      const profile = { terrain: { clear: 1 }, prohibitedTerrain: ['sea'], road: { feature: 'road', cost: 0.5 } };
      const opts = { profile, mp: 4 };
      const bySet = reachable(graph, map, start, { ...opts, blocked: enemy });
      const byMask = reachable(graph, map, start, { ...opts, blocked: nodeMask(g, (h) => enemy.has(h)) });
      expect(byMask.entries).toEqual(bySet.entries);
      for (const e of bySet.entries) expect(byMask.path(e.node)).toEqual(bySet.path(e.node));
      reached += bySet.entries.length;
    }
    expect(reached).toBeGreaterThan(1000);
  });
});
