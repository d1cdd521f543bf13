// The reach search against a brute-force oracle (Bellman-Ford over plain strings) on random small maps with
// random terrain, hexside features, EZOC, blocked hexes and allowances: same nodes, same costs, valid paths; and
// the search for one node (MoveOptions.target) gives that node's entry and path as the whole search does.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { HexsideDef } from '../core/module.js';
import { HexGrid } from '../geometry/hexgrid.js';
import { textMap } from './testing/textmap.js';
import { checkPath } from './movement-path.js';
import { reachable, type MoveOptions } from './movement.js';
import { zocFromNodes } from './zoc.js';

const TERRAIN_COST: Record<string, number | null> = { clear: 1, rough: 2, sea: null };
const EDGE_COST: Record<string, number> = { river: 1 };

const scenario = fc.record({
  cols: fc.integer({ min: 2, max: 6 }),
  rows: fc.integer({ min: 2, max: 6 }),
  seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 300, maxLength: 300 }),
  mp2: fc.integer({ min: 0, max: 16 }), // allowance in half MP
  noZocToZoc: fc.boolean(),
});

describe('reach search vs brute force', () => {
  it('finds exactly the oracle reach with the oracle costs, and every path checks', () => {
    fc.assert(
      fc.property(scenario, ({ cols, rows, seed, mp2, noZocToZoc }) => {
        let k = 0;
        const next = () => seed[k++ % seed.length]!;
        const chars = Array.from({ length: rows }, () =>
          Array.from({ length: cols }, () => '..r~'[next() % 4]).join(''),
        );
        const probe = new HexGrid({
          orientation: 'flat',
          shifted: 'even',
          firstCol: 1,
          firstRow: 1,
          cols,
          rows,
          digits: 2,
          size: 10,
        });
        const hexsides: HexsideDef[] = [];
        for (const id of probe.all()) {
          for (const n of probe.neighbors(id)) {
            if (n < id) continue;
            const x = next();
            const features =
              x < 15 ? ['river'] : x < 35 ? ['road'] : x < 40 ? ['road', 'river'] : x < 45 ? ['sea'] : [];
            if (features.length) hexsides.push({ a: id, b: n, features });
          }
        }
        const { map, graph } = textMap(chars, hexsides);
        const land = map.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id);
        if (land.length === 0) return;
        const start = land[next() % land.length]!;
        const zocNodes = new Set(map.hexes.filter(() => next() < 30).map((h) => h.id));
        const blocked = new Set(map.hexes.filter((h) => h.id !== start && next() < 10).map((h) => h.id));
        const mp = mp2 / 2;
        const opts: MoveOptions = {
          profile: {
            terrain: TERRAIN_COST,
            edge: EDGE_COST,
            prohibitedEdges: ['sea'],
            road: { feature: 'road', cost: 0.5 },
          },
          mp,
          ezoc: zocFromNodes(graph, map, zocNodes),
          zoc: { noZocToZoc },
          blocked,
        };
        const r = reachable(graph, map, start, opts);

        // oracle: Bellman-Ford on (node) with Isabella 7.5 semantics; EZOC nodes are terminal
        const terrain = new Map(map.hexes.map((h) => [h.id, h.terrain]));
        const feats = new Map(hexsides.map((s) => [s.a < s.b ? `${s.a}/${s.b}` : `${s.b}/${s.a}`, s.features]));
        const step = (u: string, v: string): number | null => {
          const t = TERRAIN_COST[terrain.get(v)!];
          if (t === null || t === undefined) return null;
          const f = feats.get(u < v ? `${u}/${v}` : `${v}/${u}`) ?? [];
          if (f.includes('sea')) return null;
          const base = f.includes('road') ? Math.min(t, 0.5) : t;
          return base + (f.includes('river') ? 1 : 0);
        };
        const best = new Map<string, number>([[start, 0]]);
        for (let changed = true; changed; ) {
          changed = false;
          for (const [u, cu] of [...best]) {
            if (u !== start && zocNodes.has(u)) continue; // stopped there
            for (const v of graph.neighbors(u)) {
              if (v === start || blocked.has(v)) continue;
              if (noZocToZoc && zocNodes.has(u) && zocNodes.has(v)) continue;
              const s = step(u, v);
              if (s === null || cu + s > mp) continue;
              if (!best.has(v) || cu + s < best.get(v)!) {
                best.set(v, cu + s);
                changed = true;
              }
            }
          }
        }
        best.delete(start);
        expect(Object.fromEntries(r.entries.map((e) => [e.node, e.cost]))).toEqual(Object.fromEntries(best));
        for (const e of r.entries) {
          expect(e.mustStop).toBe(zocNodes.has(e.node));
          expect(checkPath(graph, map, r.path(e.node)!, opts)).toMatchObject({ ok: true, cost: e.cost });
        }
        // A search for one node (MoveOptions.target) stops early and gives that node's entry and path alone,
        // the same as the whole search's.
        for (const h of map.hexes) {
          const one = reachable(graph, map, start, { ...opts, target: h.id });
          expect(one.get(h.id)).toEqual(r.get(h.id));
          expect(one.entries.map((e) => e.node)).toEqual(r.get(h.id) ? [h.id] : []);
          if (r.get(h.id)) expect(one.path(h.id)).toEqual(r.path(h.id));
        }
      }),
      { numRuns: 300 },
    );
  });
});
