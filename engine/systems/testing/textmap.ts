// Test fixtures for movement, ZOC and stacking: a small hex map drawn as text. Not used by game code.
// Each character is one hex (column = character index + firstCol, row = line index + firstRow):
//   '.' clear   'r' rough   'm' mountain   '~' all-sea   'c' clear with a city   ' ' no hex

import type { GridDef, HexDef, HexsideDef, MapDef } from '../../core/module.js';
import { createHexMapGraph, type HexMapGraph } from '../../geometry/hexgrid.js';

const TERRAIN: Record<string, string> = { '.': 'clear', r: 'rough', m: 'mountain', '~': 'sea', c: 'clear' };

/** A text-drawn hex map with its graph. */
export interface TextMap {
  map: MapDef;
  graph: HexMapGraph;
}

/** Build a flat-topped map (printed even columns lower) from rows of characters, plus hexside features. */
export function textMap(
  rows: readonly string[],
  hexsides: readonly HexsideDef[] = [],
  opts: { firstCol?: number; firstRow?: number } = {},
): TextMap {
  const width = Math.max(...rows.map((r) => r.length));
  const grid: GridDef = {
    orientation: 'flat',
    shifted: 'even',
    firstCol: opts.firstCol ?? 1,
    firstRow: opts.firstRow ?? 1,
    cols: width,
    rows: rows.length,
    digits: 2,
    size: 10,
  };
  const hexes: HexDef[] = [];
  rows.forEach((line, r) => {
    for (let c = 0; c < line.length; c++) {
      const ch = line[c]!;
      if (ch === ' ') continue;
      const terrain = TERRAIN[ch];
      if (!terrain) throw new Error(`textMap: unknown terrain character "${ch}"`);
      const id = String(grid.firstCol + c).padStart(2, '0') + String(grid.firstRow + r).padStart(2, '0');
      hexes.push({ id, terrain, ...(ch === 'c' ? { city: { name: `City ${id}` } } : {}) });
    }
  });
  const map: MapDef = {
    kind: 'hex',
    grid,
    terrain: [],
    hexes,
    hexsides: [...hexsides],
    boxes: [],
    prov: { source: 'reconstructed', reason: 'test fixture' },
  };
  return { map, graph: createHexMapGraph(map) };
}

/** Hexsides with one feature along a chain of hex pairs, e.g. a road "0101-0201-0302". */
export function chain(feature: string, ids: readonly string[]): HexsideDef[] {
  const out: HexsideDef[] = [];
  for (let i = 1; i < ids.length; i++) out.push({ a: ids[i - 1]!, b: ids[i]!, features: [feature] });
  return out;
}
