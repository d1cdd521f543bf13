// The Isabella map (map.json, built by assets/tools/isabella/build-map.ts) against every fact the rulebook
// states about hexes and hexsides, and against real geography under the map's own georeference.

import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { geoConicConformal } from 'd3-geo';
import type { HexDef, MapDef } from '../../../engine/core/module.js';
import { HexGrid, createHexMapGraph, hexsideKey } from '../../../engine/geometry/hexgrid.js';
import { buildMap, serializeMap } from '../../tools/isabella/build-map.js';

const here = dirname(fileURLToPath(import.meta.url));
const mapText = readFileSync(join(here, 'map.json'), 'utf8');
const map = JSON.parse(mapText) as MapDef;
const grid = new HexGrid(map.grid!);
const graph = createHexMapGraph(map);
const hex = new Map<string, HexDef>(map.hexes.map((h) => [h.id, h]));
const sides = new Map(map.hexsides.map((s) => [hexsideKey(s.a, s.b), s]));
const get = (id: string): HexDef => {
  const h = hex.get(id);
  if (!h) throw new Error(`hex ${id} missing from map.json`);
  return h;
};
const isLand = (id: string): boolean => get(id).terrain !== 'sea';
const features = (a: string, b: string): string[] => sides.get(hexsideKey(a, b))?.features ?? [];

describe('Isabella map: rulebook hex numbers', () => {
  it.each([
    ['1321', 'Algeciras', 'spain', '3.4'],
    ['1322', 'Tangier', 'morocco', '4.6'],
    ['1409', 'Lisbon', 'portugal', '4.6'],
    ['1919', 'Cordoba', 'spain', '7.7'],
    ['2816', 'Madrid', 'spain', '2.2'],
    ['3710', 'Bilbao', 'spain', '3.4'],
  ])('%s is %s in %s (Isabella %s)', (id, name, region) => {
    const h = get(id);
    expect(h.city?.name).toBe(name);
    expect(h.region).toBe(region);
    expect(h.terrain).toBe('clear'); // 12.5: cities stand in otherwise clear hexes
    expect(h.prov?.source).toBe('rulebook');
  });

  it('labels a hex rulebook only where the rulebook names the place in it; numbered hexes it says nothing of are reconstructed (1.5, 11.4, 13.24)', () => {
    const named = new Set(['1321', '1322', '1409', '1421', '1422', '1919', '2816', '3710', '4212']);
    for (let r = 8; r <= 28; r++) named.add(`42${String(r).padStart(2, '0')}`);
    const rulebook = map.hexes.filter((h) => h.prov?.source === 'rulebook').map((h) => h.id);
    for (const id of rulebook) expect(named.has(id), id).toBe(true);
    expect(rulebook.sort()).toEqual(['1321', '1322', '1409', '1919', '2816', '3710']);
    // The rulebook gives these hexes' numbers and roles, not their terrain, region or city.
    for (const id of ['1421', '1422', '4212', '4208', '4222', '4228']) {
      expect(get(id).prov?.source, id).toBe('reconstructed');
      expect((get(id).prov as { reason: string }).reason, id).toMatch(/reconstructed/);
    }
  });

  it('Algeciras and Bilbao, the ends of the beachhead range, and Lisbon and Porto are ports (3.4, 8.2)', () => {
    for (const id of ['1321', '3710', '1409']) expect(get(id).city?.port).toBe(true);
    const porto = map.hexes.find((h) => h.city?.name === 'Porto');
    expect(porto?.city?.port).toBe(true);
    expect(porto?.coastal).toBe(true);
    expect(porto?.region).toBe('portugal');
  });

  it('Gibraltar is hex 1422, British, and a land hex (3.4)', () => {
    const g = get('1422');
    expect(g.name).toBe('Gibraltar');
    expect(g.region).toBe('gibraltar');
    expect(isLand('1422')).toBe(true);
  });

  it('1421 is the only hex Gibraltar touches across a land hexside (7.3, 13.24)', () => {
    const nb = graph.neighbors('1422');
    expect(nb).toHaveLength(6);
    expect(nb).toContain('1421');
    expect(isLand('1421')).toBe(true);
    expect(features('1421', '1422').filter((f) => f === 'sea' || f === 'strait')).toEqual([]);
    for (const n of nb) {
      if (n === '1421') continue;
      const f = features('1422', n);
      expect(!isLand(n) || f.includes('sea') || f.includes('strait'), `1422/${n}`).toBe(true);
    }
  });

  it('the straits hexsides are exactly 1321/1322 and 1422/1322 (12.7)', () => {
    expect(grid.adjacent('1321', '1322')).toBe(true);
    expect(grid.adjacent('1422', '1322')).toBe(true);
    const straits = map.hexsides
      .filter((s) => s.features.includes('strait'))
      .map((s) => hexsideKey(s.a, s.b))
      .sort();
    expect(straits).toEqual(['1321/1322', '1322/1422']);
    for (const id of ['1321', '1322', '1422']) expect(isLand(id)).toBe(true);
  });

  it('Tangier is reachable by land only across the straits: Morocco is cut off for the Axis (12.7 note)', () => {
    // flood fill over land hexsides that are neither all-sea nor straits, starting in Spain
    const seen = new Set(['2816']);
    const todo = ['2816'];
    while (todo.length > 0) {
      const id = todo.pop()!;
      for (const n of graph.neighbors(id)) {
        if (seen.has(n) || !isLand(n)) continue;
        const f = features(id, n);
        if (f.includes('sea') || f.includes('strait')) continue;
        seen.add(n);
        todo.push(n);
      }
    }
    expect(seen.has('1421')).toBe(true);
    expect(seen.has('1322')).toBe(false);
    expect(seen.has('1422')).toBe(true); // Gibraltar is reached through 1421
    expect(seen.has('4212')).toBe(true); // German supply source connects by land
  });

  it('the east map edge is column 42, rows 08 through 28 exactly (1.5)', () => {
    const col42 = map.hexes
      .filter((h) => h.id.startsWith('42'))
      .map((h) => h.id)
      .sort();
    const want = Array.from({ length: 21 }, (_, i) => `42${String(i + 8).padStart(2, '0')}`);
    expect(col42).toEqual(want);
    expect(Math.max(...map.hexes.map((h) => Number(h.id.slice(0, 2))))).toBe(42);
  });

  it('the German supply source 4212 is a land hex of Occupied France (11.4)', () => {
    expect(isLand('4212')).toBe(true);
    expect(get('4212').region).toBe('occupied-france');
    expect(map.hexes.some((h) => h.region === 'vichy-france')).toBe(true);
  });
});

describe('Isabella map: structure', () => {
  it('every hex id is on the grid and listed once; every hexside joins two adjacent map hexes', () => {
    expect(new Set(map.hexes.map((h) => h.id)).size).toBe(map.hexes.length);
    for (const h of map.hexes) expect(grid.parse(h.id), h.id).not.toBeNull();
    const terrains = new Set(map.terrain.map((t) => t.id));
    for (const h of map.hexes) expect(terrains.has(h.terrain), h.id).toBe(true);
    const keys = new Set<string>();
    for (const s of map.hexsides) {
      expect(hex.has(s.a) && hex.has(s.b), `${s.a}/${s.b}`).toBe(true);
      expect(grid.adjacent(s.a, s.b), `${s.a}/${s.b}`).toBe(true);
      expect(s.features.length).toBeGreaterThan(0);
      const k = hexsideKey(s.a, s.b);
      expect(keys.has(k), k).toBe(false);
      keys.add(k);
    }
  });

  it('land hexes have a region and one movement terrain; sea hexes have neither region nor city', () => {
    const regions = new Set([
      'spain',
      'portugal',
      'morocco',
      'gibraltar',
      'occupied-france',
      'vichy-france',
      'andorra',
    ]);
    for (const h of map.hexes) {
      if (h.terrain === 'sea') {
        expect(h.region, h.id).toBeUndefined();
        expect(h.city, h.id).toBeUndefined();
      } else {
        expect(regions.has(h.region ?? ''), `${h.id} ${h.region}`).toBe(true);
        expect(['clear', 'rough', 'mountain']).toContain(h.terrain);
      }
    }
  });

  it('coastal means a land hex touching an all-sea hex, and a port is a city in a coastal hex (3.4)', () => {
    for (const h of map.hexes) {
      const touchesSea = h.terrain !== 'sea' && graph.neighbors(h.id).some((n) => !isLand(n));
      expect(h.coastal === true, h.id).toBe(touchesSea);
      if (h.city) expect(h.city.port === true, h.id).toBe(touchesSea);
    }
  });

  it('rivers and roads run between land hexes; every road network reaches a city', () => {
    const road = new Map<string, string[]>();
    for (const s of map.hexsides) {
      if (s.features.includes('river')) {
        expect(isLand(s.a) && isLand(s.b), `${s.a}/${s.b}`).toBe(true);
        expect(s.name).toBeTruthy();
      }
      if (s.features.includes('road')) {
        expect(isLand(s.a) && isLand(s.b), `${s.a}/${s.b}`).toBe(true);
        expect(s.features.includes('sea') || s.features.includes('strait'), `${s.a}/${s.b}`).toBe(false);
        road.set(s.a, [...(road.get(s.a) ?? []), s.b]);
        road.set(s.b, [...(road.get(s.b) ?? []), s.a]);
      }
    }
    expect(road.size).toBeGreaterThan(100);
    const seen = new Set<string>();
    for (const start of road.keys()) {
      if (seen.has(start)) continue;
      const comp = [start];
      seen.add(start);
      for (let i = 0; i < comp.length; i++) {
        for (const n of road.get(comp[i]) ?? [])
          if (!seen.has(n)) {
            seen.add(n);
            comp.push(n);
          }
      }
      expect(
        comp.some((id) => get(id).city),
        `road network at ${start}`,
      ).toBe(true);
    }
    // Madrid is a road hub (the six radial national roads)
    expect(road.get('2816')!.length).toBeGreaterThanOrEqual(5);
  });

  it('the five great rivers are on the map as long hexside chains', () => {
    for (const name of ['Ebro', 'Duero / Douro', 'Tajo / Tejo', 'Guadiana', 'Guadalquivir']) {
      expect(map.hexsides.filter((s) => s.name === name && s.features.includes('river')).length, name).toBeGreaterThan(
        6,
      );
    }
  });

  it('has the off-map boxes and tracks the rules use (3.5, 3.6, 4.5, 10.3)', () => {
    const box = new Map(map.boxes.map((b) => [b.id, b]));
    for (const id of ['turn-track', 'vp-track', 'dead', 'reinforcements', 'replacements', 'at-sea'])
      expect(box.has(id), id).toBe(true);
    expect(box.get('turn-track')!.slots).toHaveLength(10);
    expect(box.get('turn-track')!.place).toBe('map');
    expect(box.get('dead')!.place).toBe('sheet');
  });
});

describe('Isabella map: geography', () => {
  const fit = map.fit as {
    a: number;
    b: number;
    tx: number;
    ty: number;
    projection: { parallels: number[]; rotate: number[]; center: number[]; scale: number };
  };
  const proj = geoConicConformal()
    .parallels([fit.projection.parallels[0], fit.projection.parallels[1]])
    .rotate([fit.projection.rotate[0], fit.projection.rotate[1]])
    .center([fit.projection.center[0], fit.projection.center[1]])
    .scale(fit.projection.scale)
    .translate([0, 0]);
  const toMap = (lon: number, lat: number) => {
    const [x, y] = proj([lon, lat])!;
    return { x: fit.a * x - fit.b * y + fit.tx, y: fit.b * x + fit.a * y + fit.ty };
  };
  const hexAtLonLat = (lon: number, lat: number) => grid.hexAt(toMap(lon, lat));

  it('the map is turned about 45°: true north points to the upper right', () => {
    expect(map.northBearing).toBeGreaterThan(35);
    expect(map.northBearing).toBeLessThan(55);
  });

  it('every city lies within one hex of its true position (two for the rulebook pins and recorded snaps)', () => {
    let checked = 0;
    for (const h of map.hexes) {
      if (!h.city || h.city.lon === undefined || h.city.lat === undefined) continue;
      const at = hexAtLonLat(h.city.lon, h.city.lat);
      expect(at, h.city.name).not.toBeNull();
      const pinned = h.prov !== undefined;
      expect(grid.distance(h.id, at!), `${h.city.name} in ${h.id}, true position in ${at}`).toBeLessThanOrEqual(
        pinned ? 2 : 1,
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('every real seaport in the data is a port on the map (a city in a coastal hex, 3.4)', async () => {
    const { CITIES } = await import('../../tools/isabella/geo-cities.js');
    const byName = new Map(map.hexes.filter((h) => h.city).map((h) => [h.city!.name, h]));
    const seaports = CITIES.filter((c) => c.seaport && byName.has(c.name));
    expect(seaports.length).toBeGreaterThan(15);
    for (const c of seaports) expect(byName.get(c.name)!.city!.port, c.name).toBe(true);
  });

  it('no city stands in an all-sea hex', () => {
    for (const h of map.hexes) if (h.city) expect(h.terrain, h.city.name).not.toBe('sea');
  });

  it.each([
    ['Meseta near Valladolid', -4.9, 41.75, ['clear']],
    ['Central Pyrenees', 0.3, 42.65, ['mountain']],
    ['Sierra Nevada', -3.3, 37.06, ['mountain', 'rough']],
    ['Guadalquivir valley', -5.6, 37.62, ['clear']],
    ['Alentejo', -7.9, 38.3, ['clear']],
    ['Bay of Biscay', -4.0, 44.2, ['sea']],
    ['Atlantic off Lisbon', -10.5, 38.7, ['sea']],
    ['Mediterranean off Valencia', 0.5, 39.0, ['sea']],
  ])('%s has the right terrain', (_name, lon, lat, want) => {
    const id = hexAtLonLat(lon, lat);
    expect(id).not.toBeNull();
    expect(want).toContain(get(id!).terrain);
  });

  it('Portugal lies west of Spain along the Spanish border', () => {
    expect(get(hexAtLonLat(-8.0, 40.0)!).region).toBe('portugal');
    expect(get(hexAtLonLat(-6.0, 40.0)!).region).toBe('spain');
    expect(map.hexsides.filter((s) => s.features.includes('border')).length).toBeGreaterThan(20);
  });
});

describe('Isabella map: build', () => {
  it('the build is deterministic and map.json is its current output', () => {
    const a = serializeMap(buildMap().map);
    const b = serializeMap(buildMap().map);
    expect(a).toBe(b);
    expect(a).toBe(mapText);
  });
});
