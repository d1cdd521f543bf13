// The Struggle for Europe's map of the East (map.json, built by assets/tools/sfe/build.ts) against the module
// schema, the sheet format and the rulebook: every hex the book numbers lies where its place is, has the
// neighbours digest §2.1 gives, and keeps its special rule (Kronstadt's access, the isthmus river, the Ladoga
// landing, the Murmansk line, the railheads of §8.06); and against real geography (places, lakes, rivers, 1941).

import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HexDef, MapDef } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { serializeMap } from '../../tools/isabella/build-map.js';
import { buildMap } from '../../tools/sfe/build.js';
import { frameIdOf, kmBetween, sheetIdOf, sheetJoins, toLonLat, toMap, whole } from '../../tools/sfe/grid.js';

const here = dirname(fileURLToPath(import.meta.url));
const mapText = readFileSync(join(here, 'map.json'), 'utf8');
const map = JSON.parse(mapText) as MapDef;
const hex = new Map<string, HexDef>(map.hexes.map((h) => [h.id, h]));
const graph = createHexMapGraph(map);
const key = (a: string, b: string) => (a < b ? `${a}/${b}` : `${b}/${a}`);
const side = new Map(map.hexsides.map((s) => [key(s.a, s.b), s]));
const has = (a: string, b: string, f: string) => side.get(key(a, b))?.features.includes(f) ?? false;
/** Where a hex's centre lies on the Earth. */
const where = (id: string) => {
  const [lon, lat] = toLonLat(whole.center(frameIdOf(id)));
  return { lon, lat };
};
const km = (id: string, lat: number, lon: number) => kmBetween(where(id), { lat, lon });
const cityHex = (name: string) => map.hexes.find((h) => h.city?.name === name)!.id;

/** Digest §2.1: (AA,BB±1), and in rows AA±1 (AA,BB),(AA,BB+1) when AA is odd, (AA,BB−1),(AA,BB) when even. */
function digestNeighbours(id: string): string[] {
  const [s, label] = id.split(':');
  const aa = Number(label.slice(0, 2));
  const bb = Number(label.slice(2));
  const two = (n: number) => String(n).padStart(2, '0');
  const rows = aa % 2 === 1 ? [bb, bb + 1] : [bb - 1, bb];
  const out = [`${two(aa)}${two(bb - 1)}`, `${two(aa)}${two(bb + 1)}`];
  for (const a of [aa - 1, aa + 1]) for (const b of rows) out.push(`${two(a)}${two(b)}`);
  return out.map((l) => `${s}:${l}`);
}

/** Hexes reachable along rail hexsides, with their rail distance from `from`. */
function railDistances(from: string): Map<string, number> {
  const rail = new Map<string, string[]>();
  for (const s of map.hexsides.filter((x) => x.features.includes('rail'))) {
    rail.set(s.a, [...(rail.get(s.a) ?? []), s.b]);
    rail.set(s.b, [...(rail.get(s.b) ?? []), s.a]);
  }
  const d = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length > 0) {
    const x = queue.shift()!;
    for (const n of rail.get(x) ?? []) if (!d.has(n)) d.set(n, d.get(x)! + 1) && queue.push(n);
  }
  return d;
}

describe('SFE map: format and sheets', () => {
  it('validates against the module schema', () => {
    const schema = JSON.parse(readFileSync(join(here, '../../../schemas/module.schema.json'), 'utf8')) as {
      $id: string;
    };
    const ajv = new Ajv2020({ strict: true });
    ajv.addSchema(schema);
    const v = ajv.getSchema(`${schema.$id}#/$defs/map`)!;
    expect(v(map), JSON.stringify(v.errors?.slice(0, 3))).toBe(true);
  });

  let built: string;
  beforeAll(() => {
    built = serializeMap(buildMap().map);
  }, 60_000);
  it('is exactly what the build script makes, and stays small', () => {
    expect(built).toBe(mapText);
    expect(statSync(join(here, 'map.json')).size).toBeLessThan(1_000_000);
    for (const s of map.sheets!) expect(statSync(join(here, `preview-${s.id}.png`)).size).toBeLessThan(1_000_000);
  });

  it('has four sheets of "sheet:AABB" ids on one lattice, joined by its own join table', () => {
    expect(map.sheets!.map((s) => s.id)).toEqual(['N', 'C', 'SE', 'SW']);
    for (const h of map.hexes) expect(h.id).toMatch(/^(N|C|SE|SW):\d{4}$/);
    expect(map.joins).toEqual(sheetJoins());
    // one lattice: distances are measured across the sheet edges (Leningrad to Rostov, Smolensk to Odessa)
    expect(graph.distance('N:2730', cityHex('Rostov'))).toBe(whole.distance('2730', frameIdOf(cityHex('Rostov'))));
    expect(Number.isFinite(graph.distance('C:4032', cityHex('Odessa')))).toBe(true);
    // the graph the game builds from the module alone has every hex's six lattice neighbours, across seams too
    for (const h of map.hexes) {
      const want = whole.neighbors(frameIdOf(h.id)).map(sheetIdOf).sort();
      expect([...graph.neighbors(h.id)].sort(), h.id).toEqual(want);
    }
  });

  it('§2.1 every sheet numbers its hexes as the book does: the digest’s neighbours, AA south and BB west', () => {
    for (const h of map.hexes) {
      const want = digestNeighbours(h.id).filter((n) => hex.has(n));
      expect(
        want.every((n) => graph.neighbors(h.id).includes(n)),
        h.id,
      ).toBe(true);
    }
    for (const s of map.sheets!) {
      const { firstCol: c, firstRow: r } = s.grid;
      const id = (a: number, b: number) => `${s.id}:${String(a).padStart(2, '0')}${String(b).padStart(2, '0')}`;
      const o = where(id(c + 4, r + 4));
      expect(where(id(c + 10, r + 4)).lat, `${s.id}: AA grows to the south`).toBeLessThan(o.lat - 1.5);
      expect(where(id(c + 4, r + 10)).lon, `${s.id}: BB grows to the west`).toBeLessThan(o.lon - 2);
    }
    expect(map.northBearing).toBeGreaterThan(260);
    expect(map.northBearing).toBeLessThan(280);
  });
});

describe('SFE map: the hexes the rulebook numbers', () => {
  it('§2.22 Kronstadt is N:2731, an island fort beside Leningrad, N:2730, its only sea access (§2.11)', () => {
    expect(km('N:2731', 59.99, 29.77)).toBeLessThan(30);
    expect(hex.get('N:2731')!.city?.name).toBe('Kronstadt');
    expect(hex.get('N:2731')!.features).toEqual(expect.arrayContaining(['island', 'major-fort', 'major-naval-base']));
    expect(km('N:2730', 59.94, 30.31)).toBeLessThan(20);
    expect(hex.get('N:2730')!.city?.name).toBe('Leningrad');
    expect(hex.get('N:2730')!.features).toEqual(expect.arrayContaining(['major-city', 'port', 'sea-access:N:2731']));
    expect([...graph.neighbors('N:2731')].sort()).toEqual(digestNeighbours('N:2731').sort());
    expect([...graph.neighbors('N:2730')].sort()).toEqual(digestNeighbours('N:2730').sort());
  });

  it('§2.22 only 2730, 2831 and 2832 reach Kronstadt: its other hexsides are sea', () => {
    for (const n of graph.neighbors('N:2731')) {
      const open = ['N:2730', 'N:2831', 'N:2832'].includes(n);
      expect(has('N:2731', n, 'sea'), n).toBe(!open);
    }
    expect(hex.get('N:2732')!.terrain).toBe('sea');
  });

  it('§2.22 2831 and 2832 are the Oranienbaum shore (Peterhof, Koporye), land beside Kronstadt', () => {
    expect(km('N:2831', 59.88, 29.9)).toBeLessThan(35);
    expect(km('N:2832', 59.71, 29.03)).toBeLessThan(35);
    for (const id of ['N:2831', 'N:2832']) {
      expect(hex.get(id)!.terrain).not.toMatch(/sea|lake/);
      expect(hex.get(id)!.coastal).toBe(true);
      expect([...graph.neighbors(id)].sort()).toEqual(digestNeighbours(id).sort());
    }
  });

  it('§2.22 the isthmus hexside 2530/2630 is a river between two land hexes, at Taipale', () => {
    const [a, b] = [where('N:2530'), where('N:2630')];
    expect(kmBetween({ lat: (a.lat + b.lat) / 2, lon: (a.lon + b.lon) / 2 }, { lat: 60.56, lon: 30.47 })).toBeLessThan(
      30,
    );
    expect(graph.neighbors('N:2530')).toContain('N:2630');
    expect(has('N:2530', 'N:2630', 'river')).toBe(true);
    expect(has('N:2530', 'N:2630', 'sea')).toBe(false);
    for (const id of ['N:2530', 'N:2630']) expect(hex.get(id)!.terrain).not.toMatch(/sea|lake/);
    // Ladoga touches 2630: without the rule the hexside would read as the lake's edge
    expect(graph.neighbors('N:2630').some((n) => hex.get(n)!.terrain === 'lake')).toBe(true);
  });

  it('§23.61(3) the Ladoga path runs from by Leningrad across the lake to the landing 2727, on the rail', () => {
    expect(km('N:2727', 60.14, 32.56)).toBeLessThan(35); // Syasstroy, east of the Volkhov mouth
    expect(hex.get('N:2727')!.features).toContain('ladoga-landing');
    expect([...graph.neighbors('N:2727')].sort()).toEqual(digestNeighbours('N:2727').sort());
    const lake = (id: string) => hex.get(id)!.terrain === 'lake';
    const start = ['N:2730', ...graph.neighbors('N:2730')].flatMap((h) => graph.neighbors(h)).filter(lake);
    const seen = new Set(start);
    const queue = [...start];
    while (queue.length > 0)
      for (const n of graph.neighbors(queue.shift()!)) if (lake(n) && !seen.has(n)) seen.add(n) && queue.push(n);
    expect(graph.neighbors('N:2727').some((n) => seen.has(n))).toBe(true);
    expect(railDistances('N:2727').get('N:2730')).toBeGreaterThan(0);
  });

  it('§23.61(2) the Murmansk line leaves the north edge at 1027 and runs to Leningrad', () => {
    const n = map.sheets!.find((s) => s.id === 'N')!;
    expect(n.grid.firstCol).toBe(10); // column 10 is the north edge
    expect(km('N:1027', 66.7, 32.75)).toBeLessThan(35); // the Kirov railway on the Kandalaksha gulf
    expect(hex.get('N:1027')!.features).toEqual(expect.arrayContaining(['edge-rail', 'limited-supply-source']));
    expect(railDistances('N:1027').get('N:2730')).toBeGreaterThan(15);
    expect([...graph.neighbors('N:1027')].sort()).toEqual(
      digestNeighbours('N:1027')
        .filter((h) => hex.has(h))
        .sort(),
    );
  });

  it('§8.06 railhead 4032 is Smolensk; 3926 (Mozhaisk, past Vyazma), 4428 (past Bryansk) 6 rail hexes on', () => {
    expect(km('C:4032', 54.78, 32.05)).toBeLessThan(30);
    expect(hex.get('C:4032')!.city?.name).toBe('Smolensk');
    expect(km('C:3926', 55.5, 36.03)).toBeLessThan(30);
    expect(km('C:4428', 53.25, 34.37)).toBeLessThan(60);
    const d = railDistances('C:4032');
    expect(d.get('C:3926')).toBe(6);
    expect(d.get('C:4428')).toBe(6);
    expect(d.get(cityHex('Vyazma'))).toBeLessThan(6);
    expect(d.get(cityHex('Bryansk'))).toBeLessThan(6);
    for (const id of ['C:4032', 'C:3926', 'C:4428'])
      expect([...graph.neighbors(id)].sort()).toEqual(digestNeighbours(id).sort());
  });

  it('§8.06 the railhead 2120 lies by Rostov; the rail hexes 2419 … 2916 lie south and east, past it', () => {
    const rostov = cityHex('Rostov');
    expect(rostov.startsWith('SE:')).toBe(true);
    expect(km('SE:2120', 47.24, 39.7)).toBeLessThan(50);
    expect(graph.neighbors('SE:2120')).toContain(rostov);
    const d = railDistances('SE:2120');
    expect(d.get(rostov)).toBe(1);
    // Rostov stands on the north bank: the line from 2120 reaches it without crossing the Don
    expect(has('SE:2120', rostov, 'major-river')).toBe(false);
    expect(graph.neighbors(rostov).filter((n) => has(rostov, n, 'major-river')).length).toBeGreaterThan(0);
    for (const id of ['SE:2419', 'SE:2916']) {
      expect(where(id).lat).toBeLessThan(47.24);
      expect(where(id).lon).toBeGreaterThan(39.7);
      expect(d.get(id), id).toBeGreaterThan(d.get(rostov)!);
      expect([...graph.neighbors(id)].sort()).toEqual(digestNeighbours(id).sort());
    }
    expect(railDistances(rostov).get('SE:2419')).toBeLessThan(d.get('SE:2419')!);
  });
});

describe('SFE map: real geography of June 1941', () => {
  it('§23.61(1) five rail lines leave the east edge, their edge hexes Soviet supply sources', () => {
    const edge = map.hexes.filter((h) => h.features?.includes('supply-source'));
    expect(edge).toHaveLength(5);
    for (const h of edge) {
      expect(h.region).toBe('ussr');
      expect(Number(h.id.slice(-2))).toBe(map.sheets!.find((s) => s.id === h.id.split(':')[0])!.grid.firstRow);
      expect(map.hexsides.some((s) => (s.a === h.id || s.b === h.id) && s.features.includes('rail'))).toBe(true);
      expect(railDistances(h.id).get(cityHex('Moscow')), h.id).toBeGreaterThan(0);
    }
  });

  it('every place lies in the hex of its coordinates, the capitals and the cities of the issue among them', () => {
    for (const h of map.hexes.filter((x) => x.city))
      expect(sheetIdOf(whole.hexAt(toMap(h.city!.lon!, h.city!.lat!))!), h.city!.name).toBe(h.id);
    for (const c of [
      'Leningrad',
      'Moscow',
      'Stalingrad',
      'Rostov',
      'Königsberg',
      'Warsaw',
      'Bratislava',
      'Budapest',
      'Bucharest',
      'Kiev',
    ])
      expect(cityHex(c), c).toBeDefined();
    expect(hex.get(cityHex('Moscow'))!.features).toEqual(expect.arrayContaining(['capital', 'major-city']));
  });

  it('the lakes Ladoga, Onega, Peipus and Ilmen, the seas, and the Pripet marshes are where they are', () => {
    const at = (lon: number, lat: number) => hex.get(sheetIdOf(whole.hexAt(toMap(lon, lat))!))!.terrain;
    for (const [lon, lat] of [
      [31.5, 60.8],
      [35.5, 61.7],
      [27.5, 58.7],
    ])
      expect(at(lon, lat), `${lon},${lat}`).toBe('lake');
    // Ilmen, smaller than a hex, beside Novgorod's hex at its middle
    const ilmen = sheetIdOf(whole.hexAt(toMap(31.37, 58.3))!);
    expect([ilmen, ...graph.neighbors(ilmen)].some((h) => hex.get(h)!.terrain === 'lake')).toBe(true);
    for (const [lon, lat] of [
      [19.5, 57.0],
      [34.0, 43.5],
      [36.5, 46.3],
      [38.0, 65.5],
    ])
      expect(at(lon, lat), `${lon},${lat}`).toBe('sea');
    expect(at(27.0, 51.9)).toBe('swamp');
    expect(at(24.5, 45.5)).toBe('mountain'); // the Transylvanian Alps
  });

  it('the great rivers run on hexsides, the major ones apart', () => {
    const count = (name: string, f: string) =>
      map.hexsides.filter((s) => s.name === name && s.features.includes(f)).length;
    for (const r of ['Dnieper', 'Dvina', 'Don', 'Volga', 'Vistula', 'Niemen', 'Danube'])
      expect(count(r, 'major-river'), r).toBeGreaterThan(8);
    for (const r of ['Bug', 'Dniester', 'Pruth', 'Berezina', 'Desna', 'Donets', 'Volkhov', 'Svir'])
      expect(count(r, 'river'), r).toBeGreaterThan(2);
  });

  it('the frontier of 22 June 1941 parts the USSR from its neighbours; broad gauge runs on Soviet soil only', () => {
    const brest = cityHex('Brest-Litovsk');
    expect(hex.get(brest)!.region).toBe('ussr');
    expect(hex.get(cityHex('Warsaw'))!.region).toBe('general-government');
    expect(hex.get(cityHex('Königsberg'))!.region).toBe('germany');
    expect(hex.get(cityHex('Kishinev'))!.features).toContain('annexed-1939-40');
    for (const s of map.hexsides.filter((x) => x.features.includes('border-1941')))
      expect((hex.get(s.a)!.region === 'ussr') !== (hex.get(s.b)!.region === 'ussr'), key(s.a, s.b)).toBe(true);
    for (const s of map.hexsides.filter((x) => x.features.includes('broad-gauge')))
      expect(hex.get(s.a)!.region === 'ussr' && hex.get(s.b)!.region === 'ussr').toBe(true);
    expect(
      has(
        cityHex('Moscow'),
        graph.neighbors(cityHex('Moscow')).find((n) => has(cityHex('Moscow'), n, 'rail'))!,
        'broad-gauge',
      ),
    ).toBe(true);
  });

  it('§2.13 the Volga at Stalingrad is a rail ferry for rail movement and a river for ground movement', () => {
    const ferry = map.hexsides.filter((s) => s.features.includes('rail-ferry'));
    expect(ferry.length).toBeGreaterThan(0);
    const stalingrad = cityHex('Stalingrad');
    for (const s of ferry) {
      expect(s.features).toEqual(expect.arrayContaining(['rail', 'major-river']));
      expect(s.name).toBe('Volga');
      expect(Math.min(graph.distance(s.a, stalingrad)!, graph.distance(s.b, stalingrad)!)).toBeLessThanOrEqual(1);
    }
  });

  it('§2.4 weather zones: the northern East A, the southern East B, the Axis west C and D', () => {
    const zone = (c: string) => hex.get(cityHex(c))!.features!.find((f) => f.startsWith('weather-zone-'));
    expect(zone('Leningrad')).toBe('weather-zone-A');
    expect(zone('Moscow')).toBe('weather-zone-A');
    expect(zone('Odessa')).toBe('weather-zone-B');
    expect(zone('Rostov')).toBe('weather-zone-B');
    expect(zone('Warsaw')).toBe('weather-zone-C');
    expect(zone('Bucharest')).toBe('weather-zone-D');
  });
});
