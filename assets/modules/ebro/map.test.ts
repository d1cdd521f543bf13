// The La Batalla del Ebro map (map.json, built by assets/tools/ebro/build-map.ts) against the module schema and
// against real geography: its scale, every town in the hex of its coordinates, the Ebro continuous from the
// north-west edge to the sea with every crossing site on it, the banks, the sierras, the 1938 railways.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { HexDef, MapDef } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { buildMap, serializeObjectives, type Objective } from '../../tools/ebro/build-map.js';
import { serializeMap } from '../../tools/isabella/build-map.js';
import { CROSSINGS, PLACES } from '../../tools/ebro/geo-places.js';
import { RAIL_HEADS } from '../../tools/ebro/geo-lines.js';
import { kmBetween, PX_PER_KM, sheetIdOf, sheetJoins, toMap, whole, wholeIdOf } from '../../tools/ebro/grid.js';

const here = dirname(fileURLToPath(import.meta.url));
const mapText = readFileSync(join(here, 'map.json'), 'utf8');
const objectivesText = readFileSync(join(here, 'objectives.json'), 'utf8');
const map = JSON.parse(mapText) as MapDef;
const objectives = JSON.parse(objectivesText) as Objective[];
const hex = new Map<string, HexDef>(map.hexes.map((h) => [h.id, h]));
const townHex = new Map(map.hexes.filter((h) => h.city).map((h) => [h.city!.name, h.id]));
const town = (name: string): string => {
  const id = townHex.get(name);
  if (!id) throw new Error(`no town ${name} on the map`);
  return id;
};
/** The whole-map neighbours of a sheet hex, as sheet ids (across the sheet edge too). */
const around = (id: string): string[] => whole.neighbors(wholeIdOf(id)).map(sheetIdOf);
const key = (a: string, b: string) => (a < b ? `${a}/${b}` : `${b}/${a}`);
const ebro = map.hexsides.filter((s) => s.features.includes('major-river'));
const ebroKeys = new Set(ebro.map((s) => key(s.a, s.b)));
const touchesEbro = (id: string) => around(id).some((n) => ebroKeys.has(key(id, n)));

describe('Ebro map: format', () => {
  it('validates against the module schema', async () => {
    const schema = JSON.parse(readFileSync(join(here, '../../../schemas/module.schema.json'), 'utf8')) as {
      $id: string;
    };
    const ajv = new Ajv2020({ strict: true });
    ajv.addSchema(schema);
    const v = ajv.getSchema(`${schema.$id}#/$defs/map`)!;
    expect(v(map), JSON.stringify(v.errors?.slice(0, 3))).toBe(true);
  });

  it('is exactly what the build script makes', () => {
    const { map: built, objectives: obj } = buildMap();
    expect(serializeMap(built)).toBe(mapText);
    expect(serializeObjectives(obj)).toBe(objectivesText);
  });

  it('lies on two sheets with sheet-prefixed hex ids, and loads as a hex map graph', () => {
    expect(map.sheets!.map((s) => s.id)).toEqual(['A', 'B']);
    const count = (s: string) => map.hexes.filter((h) => h.id.startsWith(`${s}:`)).length;
    expect(count('A')).toBe(42 * 28);
    expect(count('B')).toBe(42 * 28);
    const g = createHexMapGraph(map);
    // Sheet B continues sheet A: its first row sits one row below A's last, pixel for pixel.
    const a = g.center('A:0128');
    const b = g.center('B:0101');
    expect(b.x).toBeCloseTo(a.x, 6);
    expect(b.y - a.y).toBeCloseTo(Math.sqrt(3) * map.sheets![0].grid.size, 6);
  });

  it('joins the two sheets in its own join table: the module’s graph has every hex’s six whole-map neighbours', () => {
    const joins = map.joins ?? [];
    expect(joins).toEqual(sheetJoins());
    // 42 columns: each hex of A's last row touches one or two of B's first row (83 pairs in all).
    expect(joins).toHaveLength(2 * 42 - 1);
    for (const j of joins) {
      expect(j.a).toMatch(/^A:\d\d28$/);
      expect(j.b).toMatch(/^B:\d\d01$/);
    }
    // The graph the game builds from the module alone (no join table passed by hand).
    const g = createHexMapGraph(map);
    for (const h of map.hexes) expect([...g.neighbors(h.id)].sort(), h.id).toEqual(around(h.id).sort());
    // Across the seam in particular: A's bottom row and B's top row, as on the whole grid.
    for (let c = 1; c <= 42; c++) {
      const col = String(c).padStart(2, '0');
      for (const id of [`A:${col}28`, `B:${col}01`]) {
        const other = id[0] === 'A' ? 'B' : 'A';
        const across = g.neighbors(id).filter((n) => n[0] === other);
        expect(across.sort(), id).toEqual(
          around(id)
            .filter((n) => n[0] === other)
            .sort(),
        );
        expect(across.length, id).toBeGreaterThan(0);
      }
    }
  });

  it('counts hexes across the seam as the whole grid does', () => {
    const g = createHexMapGraph(map);
    const rows = (s: string, from: number, to: number) =>
      map.hexes.filter((h) => h.id[0] === s && Number(h.id.slice(4)) >= from && Number(h.id.slice(4)) <= to);
    // Every hex of A's last six rows to every hex of B's first six, and every town of A to every town of B.
    const north = [...rows('A', 23, 28), ...map.hexes.filter((h) => h.city && h.id[0] === 'A')];
    const south = [...rows('B', 1, 6), ...map.hexes.filter((h) => h.city && h.id[0] === 'B')];
    for (const a of north)
      for (const b of south) {
        const d = whole.distance(wholeIdOf(a.id), wholeIdOf(b.id));
        if (g.distance(a.id, b.id) !== d) expect(g.distance(a.id, b.id), `${a.id}–${b.id}`).toBe(d);
      }
    expect(g.distance(town('Gandesa'), town('Tortosa'))).toBe(
      whole.distance(wholeIdOf(town('Gandesa')), wholeIdOf(town('Tortosa'))),
    );
    expect(g.distance('A:2328', 'B:2301')).toBe(1); // the Miravet crossing site spans the seam
  });

  it('names every terrain, label, height and box in Spanish too', () => {
    for (const t of map.terrain) expect(t.names?.es, t.id).toBeTruthy();
    for (const l of map.labels ?? []) expect(l.texts?.es, l.text).toBeTruthy();
    for (const h of map.hexes.filter((x) => x.name)) expect(h.names?.es, h.id).toBeTruthy();
    for (const b of map.boxes) expect(b.names?.es, b.id).toBeTruthy();
  });

  it('names every named hexside in Spanish too, with its provenance: the Ebro, the rivers, roads and railways', () => {
    const named = map.hexsides.filter((s) => s.name);
    for (const s of named) {
      expect(s.names?.es, `${s.a}/${s.b} ${s.name}`).toBeTruthy();
      expect(s.prov?.source, `${s.a}/${s.b} ${s.name}`).toBe('reconstructed');
    }
    const es = (name: string) => named.find((s) => s.name === name)?.names?.es;
    expect(es('Ebro')).toBe('Ebro');
    expect(es('Matarranya')).toBe('Matarraña');
    expect(es('Canaletes')).toBe('Canaletas');
    expect(es('Móra d’Ebre')).toBe('Mora de Ebro');
    expect(es('Alcañiz–Gandesa–Móra–Reus road')).toBe('carretera Alcañiz–Gandesa–Mora–Reus');
    expect(es('Zaragoza–Caspe–Reus railway')).toBe('ferrocarril Zaragoza–Caspe–Reus');
    // every feature that carries a name has one: the Ebro, the rivers, roads and railways
    for (const s of map.hexsides)
      if (s.features.some((f) => ['major-river', 'river', 'road', 'rail'].includes(f)))
        expect(s.name, `${s.a}/${s.b}`).toBeTruthy();
  });

  it('labels every terrain, town hex and special hexside with its provenance', () => {
    for (const t of map.terrain) expect(t.prov, t.id).toBeDefined();
    for (const h of map.hexes.filter((x) => x.city || x.name)) expect(h.prov?.source, h.id).toBe('reconstructed');
    for (const s of map.hexsides.filter((x) => x.features.includes('crossing-site')))
      expect(s.prov?.source, s.name).toBe('reconstructed');
    expect(map.prov.source).toBe('reconstructed');
  });
});

describe('Ebro map: scale and towns', () => {
  const hexesBetween = (a: string, b: string) => whole.distance(wholeIdOf(town(a)), wholeIdOf(town(b)));
  const at = (name: string) => PLACES.find((p) => p.name === name)!;
  it.each([
    ['Gandesa', 'Móra d’Ebre', 17.5],
    ['Flix', 'Amposta', 59],
    ['Mequinenza', 'Tortosa', 66],
    ['Batea', 'Falset', 43],
  ])('%s to %s: hexes × 1.5 km is the real distance (about %s km)', (a, b, km) => {
    const real = kmBetween(at(a), at(b));
    expect(real).toBeGreaterThan(km * 0.9);
    expect(real).toBeLessThan(km * 1.1);
    // a hex count along a zigzag overstates a straight line by up to 15%
    expect(hexesBetween(a, b) * 1.5).toBeGreaterThan(real * 0.9);
    expect(hexesBetween(a, b) * 1.5).toBeLessThan(real * 1.2);
  });

  it('keeps every pair of towns at their real distance apart, within one hex', () => {
    const towns = map.hexes.filter((h) => h.city);
    const g = createHexMapGraph(map);
    for (const x of towns)
      for (const y of towns) {
        if (x.id >= y.id) continue;
        const px = Math.hypot(g.center(x.id).x - g.center(y.id).x, g.center(x.id).y - g.center(y.id).y);
        const real = kmBetween(x.city as { lat: number; lon: number }, y.city as { lat: number; lon: number });
        expect(Math.abs(px / PX_PER_KM - real), `${x.city!.name}–${y.city!.name}`).toBeLessThan(1.5 * 1.5);
      }
  });

  it('puts every named town in the hex of its coordinates, or next to it when that hex is taken', () => {
    for (const p of PLACES) {
      const id = town(p.name);
      const own = sheetIdOf(whole.hexAt(toMap(p.lon, p.lat))!);
      if (id === own) continue;
      expect(around(own), p.name).toContain(id);
      expect((hex.get(id)!.prov as { reason: string }).reason, p.name).toMatch(/moved one hex/);
    }
    expect(townHex.size).toBe(PLACES.length);
  });
});

describe('Ebro map: the river', () => {
  it('runs as one unbroken chain of hexsides from the north-west edge to the sea', () => {
    const g = createHexMapGraph(map);
    const size = map.sheets![0].grid.size;
    const ends = new Map<string, number>();
    const adj = new Map<string, Set<string>>();
    const pt = (x: number, y: number) => `${Math.round(x)},${Math.round(y)}`;
    for (const s of ebro) {
      const p = g.center(s.a);
      const q = g.center(s.b);
      const len = Math.hypot(q.x - p.x, q.y - p.y);
      expect(len, `${s.a}/${s.b} are neighbours`).toBeCloseTo(Math.sqrt(3) * size, 3);
      const [mx, my, ux, uy] = [(p.x + q.x) / 2, (p.y + q.y) / 2, -(q.y - p.y) / len, (q.x - p.x) / len];
      const c1 = pt(mx + (ux * size) / 2, my + (uy * size) / 2);
      const c2 = pt(mx - (ux * size) / 2, my - (uy * size) / 2);
      for (const [c, d] of [
        [c1, c2],
        [c2, c1],
      ]) {
        ends.set(c, (ends.get(c) ?? 0) + 1);
        adj.set(c, (adj.get(c) ?? new Set()).add(d));
      }
    }
    // a simple path: two ends, every other corner on exactly two river sides, all connected
    const deg1 = [...ends].filter(([, n]) => n === 1).map(([c]) => c);
    expect(deg1).toHaveLength(2);
    expect([...ends.values()].every((n) => n <= 2)).toBe(true);
    const seen = new Set([deg1[0]]);
    const todo = [deg1[0]];
    while (todo.length) {
      for (const n of adj.get(todo.pop()!)!) {
        if (seen.has(n)) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    expect(seen.size).toBe(ends.size);
    const [x0, y0] = deg1.map((c) => c.split(',').map(Number)).sort((a, b) => a[0] - b[0])[0];
    expect(x0).toBeLessThan(3 * size); // at the west edge...
    expect(y0).toBeLessThan(6 * size); // ...in its north-west corner
    // the other end is at the sea: the last hexsides of the chain touch an all-sea hex
    const seaSide = ebro.some((s) => hex.get(s.a)!.terrain === 'sea' || hex.get(s.b)!.terrain === 'sea');
    expect(seaSide).toBe(true);
  });

  it.each(CROSSINGS.map((c) => [c.town]))('the %s crossing site is an Ebro hexside at that town', (name) => {
    const sites = map.hexsides.filter((s) => s.features.includes('crossing-site') && s.name === name);
    expect(sites).toHaveLength(1);
    expect(sites[0].features).toContain('major-river');
    const t = town(name);
    const near = [t, ...around(t)];
    expect(near.includes(sites[0].a) || near.includes(sites[0].b)).toBe(true);
    // named as the town is printed: in Spanish, the town's 1938 Spanish name
    expect(sites[0].names?.es).toBe(hex.get(t)!.city!.names?.es ?? name);
  });

  it('passes Móra d’Ebre, Flix, Ascó, Miravet, Tortosa and Amposta, which stand on its bank', () => {
    for (const t of ['Móra d’Ebre', 'Flix', 'Ascó', 'Miravet', 'Tortosa', 'Amposta'])
      expect(touchesEbro(town(t)), t).toBe(true);
    expect(touchesEbro(town('Gandesa'))).toBe(false);
  });

  it('has Gandesa and the Terra Alta on its west (right) bank, Falset and Móra la Nova on the east', () => {
    // Land hexes reachable from Gandesa without crossing the Ebro.
    const reach = new Set([town('Gandesa')]);
    const todo = [town('Gandesa')];
    while (todo.length) {
      const h = todo.pop()!;
      for (const n of around(h))
        if (!reach.has(n) && hex.get(n)!.terrain !== 'sea' && !ebroKeys.has(key(h, n))) {
          reach.add(n);
          todo.push(n);
        }
    }
    const right = [
      'Batea',
      'Vilalba dels Arcs',
      'Corbera d’Ebre',
      'Bot',
      'El Pinell de Brai',
      'Miravet',
      'Móra d’Ebre',
    ];
    for (const t of [...right, 'Benissanet', 'Ascó', 'Flix', 'Riba-roja d’Ebre', 'Faió', 'Xerta', 'Amposta'])
      expect(reach.has(town(t)), t).toBe(true);
    for (const t of ['Móra la Nova', 'Falset', 'Ginestar', 'Tivissa', 'Vinebre', 'Maials', 'El Perelló'])
      expect(reach.has(town(t)), t).toBe(false);
  });

  it('has no reservoir: no lake terrain, and the old river at Flix, Riba-roja and Mequinenza is dry land', () => {
    expect(map.terrain.map((t) => t.id)).not.toContain('lake');
    for (const t of ['Flix', 'Riba-roja d’Ebre', 'Mequinenza', 'Faió'])
      for (const n of around(town(t))) expect(hex.get(n)!.terrain, `${t} ${n}`).not.toBe('sea');
  });
});

describe('Ebro map: sierras, railways, objectives, boxes', () => {
  const at = (lon: number, lat: number) => hex.get(sheetIdOf(whole.hexAt(toMap(lon, lat))!))!;
  it.each([
    ['Pàndols (Punta Alta)', 0.468, 40.997],
    ['Cavalls', 0.535, 41.056],
    ['La Fatarella ridge', 0.5, 41.175],
    ['Llaberia', 0.84, 41.07],
  ])('the Serra de %s is mountain', (_, lon, lat) => {
    expect(at(lon, lat).terrain).toBe('mountain');
  });

  it('IX.2.6 prints each 1938 rail head on its town’s hex, on a railway, with the reason it is one', () => {
    const heads = map.hexes.filter((h) => h.features?.includes('rail-head'));
    expect(heads.map((h) => h.city?.name).sort()).toEqual(RAIL_HEADS.map((r) => r.place).sort());
    for (const h of heads) {
      expect(h.id).toBe(town(h.city!.name));
      const rails = map.hexsides.filter((s) => s.features.includes('rail') && (s.a === h.id || s.b === h.id));
      expect(rails.length, h.id).toBeGreaterThan(0);
      expect(h.prov?.source).toBe('reconstructed');
      expect((h.prov as { reason: string }).reason).toContain('a rail head: ');
    }
  });

  it('has Pàndols south-east of Gandesa and west of the river, the Terra Alta plain around Gandesa open', () => {
    const p = toMap(0.468, 40.997);
    const g = toMap(0.437, 41.053);
    expect(p.x).toBeGreaterThan(g.x);
    expect(p.y).toBeGreaterThan(g.y);
    for (const n of around(town('Gandesa'))) expect(hex.get(n)!.terrain, n).not.toBe('sea');
    expect(['clear', 'hills', 'village', 'city']).toContain(at(0.37, 41.08).terrain);
  });

  it('runs the Madrid–Barcelona railway by Flix, Ascó and Móra la Nova, and no Val de Zafán line', () => {
    const rail = map.hexsides.filter((s) => s.features.includes('rail'));
    const railHexes = new Set(rail.flatMap((s) => [s.a, s.b]));
    for (const t of ['Faió', 'Flix', 'Ascó', 'Móra la Nova', 'Marçà', 'Tortosa', 'L’Aldea'])
      expect(railHexes.has(town(t)), t).toBe(true);
    // The Val de Zafán line (Alcañiz–Horta–Bot–El Pinell–Xerta–Tortosa) opened in 1942.
    for (const t of ['Horta de Sant Joan', 'Bot', 'El Pinell de Brai', 'Xerta', 'Gandesa', 'Batea'])
      expect(railHexes.has(town(t)), t).toBe(false);
  });

  it('gives every objective a land hex and its points, Gandesa the most', () => {
    expect(objectives.length).toBeGreaterThanOrEqual(12);
    for (const o of objectives) {
      expect(hex.get(o.hex)?.terrain, o.name).not.toBe('sea');
      expect(o.vp).toBeGreaterThan(0);
      expect(o.why.length).toBeGreaterThan(10);
    }
    expect(objectives[0]).toMatchObject({ name: 'Gandesa', hex: town('Gandesa'), vp: 10 });
    expect(objectives.find((o) => o.name.startsWith('Punta Alta'))?.hex).toBe(at(0.468, 40.997).id);
  });

  it('has the series’ interior boxes on all four edges, exterior and remote boxes', () => {
    const ids = map.boxes.map((b) => b.id);
    for (const e of ['west', 'north', 'east', 'south'])
      expect(ids).toEqual(expect.arrayContaining([`${e}-interior`, `${e}-exterior`]));
    expect(ids).toEqual(expect.arrayContaining(['republican-remote', 'nationalist-remote']));
    for (const b of map.boxes) expect(b.names?.es, b.id).toBeTruthy();
  });
});
