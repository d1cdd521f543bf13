// The stress module's map: four 50x50 sheets (A B over C D) of flat-topped hexes with ids "A:0101".."D:5050",
// terrain in patches that run on across the sheets, a sea strip on the west edge, rivers, roads and towns,
// all drawn from a fixed seed. Synthetic data for timing the renderer and the host: no real place.

import type { GridDef, HexDef, HexsideDef, MapDef, SheetDef, TerrainDef } from '../../../engine/core/module.js';
import { createHexMapGraph, hexsideKey } from '../../../engine/geometry/hexgrid.js';
import type { seeded } from '../../../engine/bench/synthetic.js';

/** The provenance of every value of the stress module. */
export const STRESS_PROV = { source: 'reconstructed', reason: 'synthetic stress data' } as const;

/** Hexes per sheet side, and the hex radius in map pixels (Isabella's size, so counters look the same). */
export const SHEET_HEXES = 50;
const SIZE = 48;

/** The four sheets, row by row: A and B on top, C and D below. */
export const SHEET_IDS = ['A', 'B', 'C', 'D'] as const;

const GRID: GridDef = {
  orientation: 'flat',
  shifted: 'even',
  firstCol: 1,
  firstRow: 1,
  cols: SHEET_HEXES,
  rows: SHEET_HEXES,
  digits: 2,
  size: SIZE,
};

// Flat hexes: columns 1.5 radii apart, rows sqrt(3) radii apart, so the next sheet starts one column/row on.
const SHEET_W = SHEET_HEXES * 1.5 * SIZE;
const SHEET_H = Math.round(SHEET_HEXES * Math.sqrt(3) * SIZE);

const TERRAIN: [string, string, string][] = [
  ['clear', 'Clear', '#eee6c8'],
  ['forest', 'Forest', '#9fbf7f'],
  ['rough', 'Rough', '#c9b27c'],
  ['mountain', 'Mountain', '#9a7651'],
  ['swamp', 'Swamp', '#a9c6b4'],
  ['sea', 'All-sea', '#9cc3de'],
];

/** The hex id of 0-based column and row on a sheet: "A:0101" is the sheet's top-left hex. */
export function stressHexId(sheet: string, col: number, row: number): string {
  return `${sheet}:${String(col + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}`;
}

type Rnd = ReturnType<typeof seeded>;

/** The stress map, drawn from `rnd` (the same numbers give the same map). */
export function stressMap(rnd: Rnd): MapDef {
  const sheets: SheetDef[] = SHEET_IDS.map((id, i) => ({
    id,
    name: `Sheet ${id}`,
    grid: GRID,
    origin: { x: (i % 2) * SHEET_W, y: Math.floor(i / 2) * SHEET_H },
  }));
  const kinds = ['clear', 'clear', 'clear', 'forest', 'rough', 'mountain', 'swamp'];
  const patch = new Map<string, string>();
  const hexes: HexDef[] = [];
  for (const [i, sheet] of SHEET_IDS.entries()) {
    for (let c = 0; c < SHEET_HEXES; c++) {
      for (let r = 0; r < SHEET_HEXES; r++) {
        // Whole-map column and row, so a 5x5 patch of terrain crosses a sheet edge unbroken.
        const gc = (i % 2) * SHEET_HEXES + c;
        const gr = Math.floor(i / 2) * SHEET_HEXES + r;
        const key = `${Math.floor(gc / 5)},${Math.floor(gr / 5)}`;
        if (!patch.has(key)) patch.set(key, kinds[rnd(0, kinds.length - 1)]);
        const id = stressHexId(sheet, c, r);
        const terrain = gc < 3 ? 'sea' : rnd(0, 9) < 8 ? patch.get(key)! : kinds[rnd(0, kinds.length - 1)];
        const hex: HexDef = { id, terrain };
        if (gc === 3) hex.coastal = true;
        if (terrain === 'clear' && rnd(0, 99) === 0) hex.city = { name: `${sheet}-town ${hexes.length}` };
        hexes.push(hex);
      }
    }
  }
  const bare: MapDef = { kind: 'hex', sheets, terrain: [], hexes, hexsides: [], boxes: [], prov: STRESS_PROV };
  const graph = createHexMapGraph(bare);
  const seaAt = new Set(hexes.filter((h) => h.terrain === 'sea').map((h) => h.id));
  const sides = new Map<string, { features: Set<string>; name?: string }>();
  const addSide = (a: string, b: string, feature: string, name?: string) => {
    const k = hexsideKey(a, b);
    const s = sides.get(k) ?? { features: new Set<string>() };
    s.features.add(feature);
    if (name && !s.name) s.name = name;
    sides.set(k, s);
  };
  const pick = <T>(xs: readonly T[]): T => xs[rnd(0, xs.length - 1)];
  const colOf = (h: string) => Number(h.slice(2, 4));
  const rowOf = (h: string) => Number(h.slice(4));
  for (const sheet of SHEET_IDS) {
    // Rivers: ten random walks of up to 40 hexsides a sheet, each stopping at the sea.
    for (let n = 0; n < 10; n++) {
      const name = `River ${sheet}${n + 1}`;
      let h = stressHexId(sheet, rnd(4, SHEET_HEXES - 1), rnd(0, SHEET_HEXES - 1));
      for (let step = 0; step < 20 && !seaAt.has(h); step++) {
        const next = pick(graph.neighbors(h));
        addSide(h, next, 'river', name);
        h = pick(graph.neighbors(next));
      }
    }
    // Roads: three wandering west-east and three north-south roads a sheet.
    for (let n = 0; n < 3; n++) {
      let h = stressHexId(sheet, sheet === 'A' || sheet === 'C' ? 3 : 0, rnd(0, SHEET_HEXES - 1));
      for (;;) {
        const east = graph.neighbors(h).filter((x) => colOf(x) === colOf(h) + 1);
        if (east.length === 0) break;
        const next = pick(east);
        addSide(h, next, 'road');
        h = next;
      }
      h = stressHexId(sheet, rnd(4, SHEET_HEXES - 1), 0);
      for (;;) {
        const south = graph.neighbors(h).filter((x) => rowOf(x) > rowOf(h) && !seaAt.has(x));
        if (south.length === 0) break;
        const next = pick(south);
        addSide(h, next, 'road');
        h = next;
      }
    }
  }
  const hexsides: HexsideDef[] = [...sides].map(([k, s]) => {
    const [a, b] = k.split('/');
    return { a, b, features: [...s.features].sort(), ...(s.name ? { name: s.name } : {}) };
  });
  const terrain: TerrainDef[] = TERRAIN.map(([id, name, color]) => ({ id, name, color, prov: STRESS_PROV }));
  return {
    kind: 'hex',
    sheets,
    terrain,
    hexes,
    hexsides,
    boxes: [
      {
        id: 'reinforcements',
        name: 'Reinforcements',
        kind: 'track',
        place: 'sheet',
        ...{ x: 0, y: 0, w: 990, h: 90 },
        slots: ['Set-up', ...Array.from({ length: 10 }, (_, i) => String(i + 1))],
      },
      { id: 'replacements', name: 'Replacements', kind: 'box', place: 'sheet', x: 0, y: 110, w: 360, h: 180 },
      { id: 'dead', name: 'Dead Pile', kind: 'box', place: 'sheet', x: 0, y: 310, w: 360, h: 180 },
    ],
    prov: STRESS_PROV,
  };
}

/** Land hexes of a map (where counters may start). */
export function landHexes(map: MapDef): string[] {
  return map.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id);
}
