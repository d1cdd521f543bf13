// Movement, ZOC and stacking on the real Operation Isabella map (assets/modules/isabella/map.json): the rulebook's
// printed example R6 (7.3) and the derived tests R10 and R11 (cases the digest derives from 6.3 and 12.7; the
// rulebook prints no example for them), run against the module data rather than a fixture.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../core/module.js';
import { createHexMapGraph } from '../geometry/hexgrid.js';
import { terrainCostsFor, type MovementProfile, type TerrainCostTable } from './movement-costs.js';
import { reachable } from './movement.js';
import { moveStackChecks, stackingState } from './stacking.js';
import { zocOf, type ZocRules } from './zoc.js';

const file = fileURLToPath(new URL('../../assets/modules/isabella/map.json', import.meta.url));

// Isabella 12.5 / 12.6 / 12.7 terrain costs; river +1 is a placeholder (the TEC is missing, digest §11.4 item 2)
const TEC: TerrainCostTable = { clear: { '*': 1 }, rough: { '*': 2, mountain: 1 }, mountain: { '*': 2, mountain: 1 } };
const profile = (side: 'allied' | 'axis', classes: string[] = []): MovementProfile => ({
  terrain: terrainCostsFor(TEC, classes),
  prohibitedTerrain: ['sea'], // 12.7
  edge: side === 'allied' ? { river: 1, strait: 1 } : { river: 1 }, // 12.7: Allied units cross straits as rivers
  prohibitedEdges: side === 'allied' ? ['sea'] : ['sea', 'strait'], // 12.7: Axis units never cross straits
  road: { feature: 'road', cost: 0.5 }, // 12.8
});
// 7.3: no ZOC across all-sea hexsides nor into all-sea hexes; straits block it too (digest §11.4 item 7 default)
const ZOC: ZocRules = { blockingEdges: ['sea', 'strait'], blockingTerrain: ['sea'] };

describe.skipIf(!existsSync(file))('Isabella map: movement, ZOC and stacking examples', () => {
  const map = JSON.parse(readFileSync(file, 'utf8')) as MapDef;
  const graph = createHexMapGraph(map);
  const region = new Map(map.hexes.map((h) => [h.id, h.region]));

  it('7.3 (example R6): the unit in Gibraltar 1422 exerts ZOC only into 1421', () => {
    expect(zocOf(graph, map, [{ id: '1/2GGB', node: '1422', side: 'allied' }], ZOC).nodes()).toEqual(['1421']);
  });

  it('12.7 (derived test, digest R11): the IX Corps in Morocco can never leave it; an Allied unit crosses the straits as a river', () => {
    const axis = reachable(graph, map, '1322', { profile: profile('axis'), mp: 30 });
    expect(axis.entries.length).toBeGreaterThan(0);
    expect(axis.entries.every((e) => region.get(e.node) === 'morocco')).toBe(true);
    const allied = reachable(graph, map, '1322', { profile: profile('allied'), mp: 2 });
    expect(allied.get('1321')!.cost).toBe(2); // clear Algeciras + the straits as a river
    expect(allied.get('1422')!.cost).toBe(2);
    expect(allied.get('1421')).toBeUndefined(); // the 1322/1421 side is all-sea
  });

  it('6.3 (derived test, digest R10): a second unit may not enter Gibraltar 1422, for either side', () => {
    const ggb = { id: '1/2GGB', node: '1422', side: 'allied' };
    const rules = { limit: 4, perNode: { '1422': 1 } };
    const mover = { id: 'us', node: '1421', side: 'allied' };
    const st = stackingState(graph, map, [ggb, mover], 'allied', rules);
    const r = reachable(graph, map, '1421', { profile: profile('allied'), mp: 4, ...moveStackChecks(st, mover, true) });
    expect(r.get('1422')).toBeUndefined();
    expect(r.entries.length).toBeGreaterThan(0);
  });

  it('7.5 and 12.8: from Madrid 2816 an 8-MP unit is stopped by an adjacent enemy ZOC and uses roads at 0.5', () => {
    const free = reachable(graph, map, '2816', { profile: profile('axis'), mp: 8 });
    const roadHop = map.hexsides.find((s) => s.features.includes('road') && (s.a === '2816' || s.b === '2816'))!;
    const next = roadHop.a === '2816' ? roadHop.b : roadHop.a;
    expect(free.get(next)!.cost).toBe(0.5 + (roadHop.features.includes('river') ? 1 : 0));
    const enemy = [
      {
        id: 'rs',
        node: graph.neighbors(next).find((h) => h !== '2816' && region.get(h) !== undefined)!,
        side: 'allied',
      },
    ];
    const ezoc = zocOf(graph, map, enemy, ZOC);
    const stopped = reachable(graph, map, '2816', {
      profile: profile('axis'),
      mp: 8,
      ezoc,
      zoc: { noZocToZoc: true },
      blocked: new Set([enemy[0]!.node]),
    });
    expect(stopped.get(next)!.mustStop).toBe(true);
    for (const e of stopped.entries)
      expect(
        stopped
          .path(e.node)!
          .slice(1, -1)
          .some((h) => ezoc.has(h)),
      ).toBe(false);
    expect(stopped.entries.length).toBeLessThan(free.entries.length);
  });
});
