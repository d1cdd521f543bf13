// One unit's supply searched out from the unit (supply-one.ts) against the side's search from the sources
// (supply.ts suppliedUnits) on random small maps: random blocked, enemy, EZOC and friendly hexes, hexsides that
// block one way or both, a road network, sources, path lengths (fractions too) and in-place supply.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { textMap } from './testing/textmap.js';
import { indexGraph } from './supply-graph.js';
import { suppliedUnits, type SupplyMasks, type SupplyRules } from './supply.js';
import type { MapGraph } from '../geometry/graph.js';
import { supplyOfOne } from './supply-one.js';

const scenario = fc.record({
  cols: fc.integer({ min: 1, max: 7 }),
  rows: fc.integer({ min: 1, max: 7 }),
  seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 400, maxLength: 400 }),
  maxLength: fc.constantFrom(0, 1, 2, 3, 5, 2.5, 6),
  sources: fc.integer({ min: 0, max: 3 }),
  sourceNeverBlocks: fc.boolean(),
  negates: fc.boolean(),
  network: fc.boolean(),
  coastal: fc.boolean(),
});

describe('supplyOfOne against the whole side search', () => {
  it('finds for every hex what suppliedUnits finds for a unit standing there', () => {
    fc.assert(
      fc.property(scenario, (sc) => {
        let k = 0;
        const next = () => sc.seed[k++ % sc.seed.length]!;
        const rows = Array.from({ length: sc.rows }, () => '.'.repeat(sc.cols));
        const { graph } = textMap(rows);
        const g = indexGraph(graph);
        const n = g.ids.length;
        const mask = (pct: number) => Uint8Array.from({ length: n }, () => (next() < pct ? 1 : 0));
        const edges = (pct: number) => Uint8Array.from({ length: g.adj.length }, () => (next() < pct ? 1 : 0));
        const sources = Array.from({ length: sc.sources }, () => ({ node: g.ids[next() % n]! }));
        const inPlaceAt = new Set(g.ids.filter(() => next() < 20));
        const rules: SupplyRules = {
          ref: 'test',
          maxLength: sc.maxLength,
          sourceNeverBlocks: sc.sourceNeverBlocks,
          friendlyNegatesZoc: sc.negates,
          ...(sc.network ? { network: { label: 'road', ref: 'test', edge: () => false } } : {}),
          inPlace: sc.coastal
            ? [{ id: 'coastal', ref: 'test', reason: 'test', applies: (u) => inPlaceAt.has(u.node) }]
            : [],
          masks: {
            blockedNode: mask(10),
            enemyOccupied: mask(10),
            enemyZoc: mask(30),
            friendlyOccupied: mask(40),
            // one-way blocks too: a hexside's mask is read in the path's direction
            blockedEdge: edges(15),
            networkEdge: edges(50),
          },
        };
        const units = g.ids.map((node) => ({ id: `u${node}`, node }));
        const all = suppliedUnits(graph, sources, units, rules);
        for (const u of units) expect(supplyOfOne(graph, sources, u, rules), u.node).toEqual(all.get(u.id));
      }),
      { numRuns: 400 },
    );
  });

  it('refuses masks made over another map, as the side search does', () => {
    const { graph } = textMap(['...']);
    const rules = openRules(graph, { enemyOccupied: new Uint8Array(indexGraph(graph).ids.length + 1) });
    expect(() => supplyOfOne(graph, [{ node: '0101' }], { id: 'u', node: '0301' }, rules)).toThrow(/does not fit/);
    expect(() => suppliedUnits(graph, [{ node: '0101' }], [{ id: 'u', node: '0301' }], rules)).toThrow(/does not fit/);
  });

  it('on a map with one-way links, finds what the side search finds (it asks that search)', () => {
    // u -> m -> s one way only: the side search, walking back from the source s, still reaches u through m.
    const links: Record<string, string[]> = { u: ['m'], m: ['s'], s: [] };
    const graph: MapGraph = {
      nodes: () => Object.keys(links),
      neighbors: (node) => links[node] ?? [],
      edgeKey: (a, b) => (a < b ? `${a}/${b}` : `${b}/${a}`),
      has: (node) => node in links,
    };
    const rules = openRules(graph);
    const unit = { id: 'x', node: 'u' };
    const whole = suppliedUnits(graph, [{ node: 's' }], [unit], rules).get('x');
    expect(supplyOfOne(graph, [{ node: 's' }], unit, rules)).toEqual(whole);
  });

  it('gives the same answers when asked again and again on one map (its reused stamps start clean)', () => {
    const { graph } = textMap(['....', '....', '....']);
    const rules = openRules(graph);
    // From 0101, two hexes out reach column 03; column 04 is three away.
    const ask = (node: string) => supplyOfOne(graph, [{ node: '0101' }], { id: 'u', node }, rules).supplied;
    for (let i = 0; i < 3; i++) {
      expect(ask('0302')).toBe(true);
      expect(ask('0402')).toBe(false);
    }
  });
});

/** Paths of at most two hexes over an open map (nothing blocks), with `masks` put in instead. */
function openRules(graph: MapGraph, masks: Partial<SupplyMasks> = {}): SupplyRules {
  const g = indexGraph(graph);
  const none = new Uint8Array(g.ids.length);
  const open = { blockedNode: none, enemyOccupied: none, enemyZoc: none, friendlyOccupied: none };
  return { ref: 'test', maxLength: 2, masks: { ...open, blockedEdge: new Uint8Array(g.adj.length), ...masks } };
}
