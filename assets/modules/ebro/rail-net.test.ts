// The Ebro map's railways against the 1938 lines (IX.2.6, X.II.2.1): the Caspe line keeps to the right bank from
// Faió to Ascó and bridges the river once, below Ascó, to García and Móra la Nova; the coast line bridges it at
// Tortosa; both bridges were blown in April 1938, so the rail net falls into the pieces each side held.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../../engine/core/module.js';
import { RAIL_BRIDGES } from '../../tools/ebro/geo-places.js';
import { sheetIdOf, whole, wholeIdOf } from '../../tools/ebro/grid.js';

const here = dirname(fileURLToPath(import.meta.url));
const map = JSON.parse(readFileSync(join(here, 'map.json'), 'utf8')) as MapDef;
const town = (name: string): string => {
  const h = map.hexes.find((x) => x.city?.name === name);
  if (!h) throw new Error(`no town ${name} on the map`);
  return h.id;
};
const key = (a: string, b: string) => (a < b ? `${a}/${b}` : `${b}/${a}`);
const ebro = new Set(map.hexsides.filter((s) => s.features.includes('major-river')).map((s) => key(s.a, s.b)));
const rails = map.hexsides.filter((s) => s.features.includes('rail'));

/** The hexes joined to `from` by rail hexsides `open` lets through. */
function alongRail(from: string, open: (s: (typeof rails)[number]) => boolean): Set<string> {
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length > 0) {
    const at = todo.pop()!;
    for (const s of rails) {
      const to = s.a === at ? s.b : s.b === at ? s.a : null;
      if (to === null || seen.has(to) || !open(s)) continue;
      seen.add(to);
      todo.push(to);
    }
  }
  return seen;
}

/** The land hexes joined to `from` without crossing the Ebro: its bank. */
function bankOf(from: string): Set<string> {
  const terrain = new Map(map.hexes.map((h) => [h.id, h.terrain]));
  const seen = new Set([from]);
  const todo = [from];
  while (todo.length > 0) {
    const at = todo.pop()!;
    for (const n of whole.neighbors(wholeIdOf(at)).map(sheetIdOf))
      if (!seen.has(n) && terrain.get(n) !== 'sea' && !ebro.has(key(at, n))) {
        seen.add(n);
        todo.push(n);
      }
  }
  return seen;
}

const dry = (s: (typeof rails)[number]) => !ebro.has(key(s.a, s.b));
const col = (id: string) => Number(id.slice(2, 4));

describe('Ebro map: the 1938 rail net', () => {
  it('IX.2.6 crosses the Ebro by rail only on the railways’ bridges, each a crossing site printed blown', () => {
    const over = rails.filter((s) => !dry(s));
    expect(over.map((s) => s.name).sort()).toEqual(RAIL_BRIDGES.map((b) => b.name).sort());
    for (const s of over) expect(s.features).toEqual(expect.arrayContaining(['crossing-site', 'bridge-destroyed']));
    for (const b of RAIL_BRIDGES) expect(over.find((s) => s.name === b.name)?.names?.es).toBe(b.es);
  });

  // The Caspe line's two pieces: Faió to Ascó on the right bank (Gandesa's) to the Caspe box on the west edge;
  // García and Móra la Nova to Marçà on the left (Falset's) to the Reus box on the east edge.
  it.each([
    ['Ascó', 'Gandesa', ['Faió', 'Riba-roja d’Ebre', 'Flix'], 1, 'Móra la Nova'],
    ['Móra la Nova', 'Falset', ['García', 'Els Guiamets', 'Marçà'], 42, 'Ascó'],
  ])(
    'IX.2.6 joins %s by rail, without crossing the Ebro, to the towns of its bank and the map edge',
    (from, bankTown, towns, edge, across) => {
      const bank = bankOf(town(bankTown));
      const piece = alongRail(town(from), dry);
      for (const t of towns) expect(piece.has(town(t)), t).toBe(true);
      for (const h of piece) expect(bank.has(h), h).toBe(true);
      expect([...piece].some((h) => col(h) === edge)).toBe(true);
      expect(piece.has(town(across))).toBe(false);
    },
  );

  it('X.II.2.1 joins the two pieces of the Caspe line only over the Ascó bridge', () => {
    const bridge = (name: string) => (s: (typeof rails)[number]) => dry(s) || s.name === name;
    expect(alongRail(town('Ascó'), bridge('Ascó (railway)')).has(town('Móra la Nova'))).toBe(true);
    expect(alongRail(town('Ascó'), bridge('Tortosa (railway)')).has(town('Móra la Nova'))).toBe(false);
  });
});
