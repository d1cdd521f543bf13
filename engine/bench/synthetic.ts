// A synthetic 100x100 hex map (terrain patches, sea, rivers, roads) and a 2,000-unit order of battle, made
// from a fixed seed so every benchmark run measures the same thing. Not a real game: numbers for timing only.

import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameModule, GridDef, HexDef, HexsideDef, MapDef, Placement, UnitDef } from '../core/module.js';
import { createHexMapGraph, hexsideKey } from '../geometry/hexgrid.js';

const prov = { source: 'reconstructed', reason: 'synthetic benchmark data' } as const;
// 1-based column and row -> printed id; numbering starts at 00 so 100 columns fit in two digits.
const id = (c: number, r: number) => `${String(c - 1).padStart(2, '0')}${String(r - 1).padStart(2, '0')}`;

/** A deterministic random integer source for building the data. */
export function seeded(seed: number) {
  const g = xoroshiro128plus(seed);
  return (lo: number, hi: number) => uniformInt(g, lo, hi);
}

/** The synthetic module: 100x100 hexes, two sides with 1,000 units each placed on land. */
export function syntheticModule(size = 100, unitsPerSide = 1000, seed = 42): GameModule {
  const rnd = seeded(seed);
  const terrains = ['clear', 'clear', 'clear', 'forest', 'rough', 'mountain', 'swamp'];
  const hexes: HexDef[] = [];
  const terrainAt = new Map<string, string>();
  // Terrain in 5x5 patches, with a sea strip along the west edge.
  const patch = new Map<string, string>();
  for (let c = 1; c <= size; c++) {
    for (let r = 1; r <= size; r++) {
      const key = `${Math.floor(c / 5)},${Math.floor(r / 5)}`;
      if (!patch.has(key)) patch.set(key, terrains[rnd(0, terrains.length - 1)]);
      const t = c <= 3 ? 'sea' : rnd(0, 9) < 8 ? patch.get(key)! : terrains[rnd(0, terrains.length - 1)];
      terrainAt.set(id(c, r), t);
      hexes.push(c === 4 ? { id: id(c, r), terrain: t, coastal: true } : { id: id(c, r), terrain: t });
    }
  }
  const grid: GridDef = {
    orientation: 'flat',
    shifted: 'even',
    firstCol: 0,
    firstRow: 0,
    cols: size,
    rows: size,
    digits: 2,
    size: 30,
  };
  // Adjacency comes from the real hex grid, so every river and road joins true neighbours.
  const bare: MapDef = { kind: 'hex', grid, terrain: [], hexes, hexsides: [], boxes: [], prov };
  const graph = createHexMapGraph(bare);
  const col = (h: string) => Number(h.slice(0, 2)) + 1;
  const row = (h: string) => Number(h.slice(2)) + 1;
  const sides = new Map<string, Set<string>>();
  const addSide = (a: string, b: string, f: string) => {
    const k = hexsideKey(a, b);
    let s = sides.get(k);
    if (!s) {
      s = new Set();
      sides.set(k, s);
    }
    s.add(f);
  };
  const pick = <T>(xs: readonly T[]): T => xs[rnd(0, xs.length - 1)];
  // Rivers: 40 random walks of 60 hexsides.
  for (let n = 0; n < 40; n++) {
    let h = id(rnd(5, size), rnd(1, size));
    for (let step = 0; step < 60; step++) {
      const next = pick(graph.neighbors(h));
      addSide(h, next, 'river');
      h = pick(graph.neighbors(next));
      if (terrainAt.get(h) === 'sea') break;
    }
  }
  // Roads: 12 lines west to east and 12 north to south, wandering a little.
  for (let n = 0; n < 12; n++) {
    let h = id(4, rnd(1, size));
    for (;;) {
      const east = graph.neighbors(h).filter((x) => col(x) === col(h) + 1);
      if (east.length === 0) break;
      const next = pick(east);
      addSide(h, next, 'road');
      h = next;
    }
    h = id(rnd(4, size), 1);
    for (;;) {
      const south = graph.neighbors(h).filter((x) => row(x) > row(h) && col(x) >= 4);
      if (south.length === 0) break;
      const next = pick(south);
      addSide(h, next, 'road');
      h = next;
    }
  }
  // The coast: all-sea hexsides between the sea strip and the land.
  for (const h of hexes)
    if (col(h.id) === 3) for (const x of graph.neighbors(h.id)) if (col(x) === 4) addSide(h.id, x, 'sea');
  const hexsides: HexsideDef[] = [...sides].map(([k, f]) => {
    const [a, b] = k.split('/');
    return { a, b, features: [...f] };
  });

  const units: UnitDef[] = [];
  const placements: Placement[] = [];
  for (const [side, nat, cols] of [
    ['axis', 'red', [4, 50]],
    ['allied', 'blue', [51, size]],
  ] as const) {
    for (let i = 0; i < unitsPerSide; i++) {
      const u = `${nat}-${i}`;
      units.push({
        id: u,
        name: u,
        nationality: nat,
        type: i % 3 === 0 ? 'armor' : 'infantry',
        size: 'division',
        steps: 2,
        full: { attack: 4, defense: 4, movement: i % 3 === 0 ? 8 : 5 },
        reduced: { attack: 2, defense: 2, movement: 5 },
        prov,
      });
      placements.push({ def: u, at: { hex: id(rnd(cols[0], cols[1]), rnd(1, size)) } });
    }
  }
  return {
    manifest: {
      id: 'synthetic',
      version: '0',
      title: 'Synthetic benchmark map',
      rulebook: 'none',
      rules: 'table',
      sides: [
        { id: 'axis', name: 'Red', color: '#aa0000' },
        { id: 'allied', name: 'Blue', color: '#0000aa' },
      ],
      nationalities: [
        { id: 'red', name: 'Red', side: 'axis', background: '#cc6666', foreground: '#000000', prov },
        { id: 'blue', name: 'Blue', side: 'allied', background: '#6666cc', foreground: '#000000', prov },
      ],
      files: { map: 'map.json', units: 'units.json', scenarios: 'scenarios.json' },
      prov,
    },
    map: {
      kind: 'hex',
      grid,
      terrain: ['clear', 'forest', 'rough', 'mountain', 'swamp', 'sea'].map((t) => ({
        id: t,
        name: t,
        color: '#888888',
        prov,
      })),
      hexes,
      hexsides,
      boxes: [],
      prov,
    },
    units,
    markers: [{ id: 'control', name: 'Control', front: 'C', color: '#ffffff', count: 200, prov }],
    charts: [],
    scenarios: [
      {
        id: 'all',
        name: 'Everything',
        firstTurn: 1,
        lastTurn: 20,
        phases: ['axis-move', 'axis-combat', 'allied-move', 'allied-combat'],
        firstSide: 'axis',
        placements,
        turns: [],
        prov,
      },
    ],
  };
}
