// The Struggle for Europe's naval pieces of 22 June 1941 (§3.3) and the sea the naval rules need (§18, §19): the
// Soviet Baltic and Black Sea Fleets, the German light forces in the Baltic and the Romanian navy at Constanța,
// each counter in its port; the sea zones of the map's Baltic, White Sea and Black Sea, each port's zone and naval
// capacity. The book prints no counters for this scenario and its map has no sea zones: every value here is
// reconstructed, with its reason (PROVENANCE.md, "Naval units and the sea").

import type { MapDef, Placement, Provenance, UnitDef, UnitFace } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { frameIdOf, toLonLat, whole } from './grid.js';
import { KRONSTADT, LENINGRAD, SEVASTOPOL, SHIPS, type ShipSide } from './oob-naval-ships.js';

/** §3.33 the protection letters, A best: factors.protection holds 1 for A … 6 for F. */
export const PROTECTION = ['A', 'B', 'C', 'D', 'E', 'F'];

/** §3.3 a counter side's numbers: surface combat as attack, shore bombardment as defense, 7 MPs (§18.01). */
function faceOf([protection, flak, surface, shore, fast]: ShipSide, half: boolean): UnitFace {
  const cut = (n: number) => (half ? Math.floor(n / 2) : n);
  const transport = surface === 'A' || surface === 'I';
  // §3.37 capacity in corps: "1" a corps, "H" half a corps; the reduced side of a transport carries half (§19 ex.)
  const capacity = shore === 'H' ? 0.5 : shore === '1' ? 1 : 0;
  return {
    attack: transport ? 0 : cut(surface as number),
    defense: transport ? 0 : cut(shore as number),
    movement: 7,
    factors: {
      protection: PROTECTION.indexOf(protection) + 1,
      flak: cut(flak),
      fast: fast ? 1 : 0,
      ...(transport ? { transport: surface === 'A' ? 1 : 2, capacity: half ? capacity / 2 : capacity } : {}),
    },
  };
}

/** A reconstructed value's label. */
const prov = (reason: string): Provenance => ({ source: 'reconstructed', reason });

/** §3.3 the naval counters of 22 June 1941 (ids "NV-…": the engine tells a ship from its counter's id). */
export function navalUnits(): UnitDef[] {
  return SHIPS.map((s) => ({
    id: s.id,
    name: s.name,
    names: { es: s.es },
    nationality: s.nationality,
    type: s.type,
    size: 'fleet',
    steps: s.twoSided ? 2 : 1,
    full: faceOf(s.side, false),
    ...(s.twoSided ? { reduced: faceOf(s.side, true) } : {}),
    flags: ['group:Navy', `kind:${s.type}`],
    prov: prov(
      `A naval counter at the rules' scale (§3.31, §3.3; the book prints none for Barbarossa): ${s.why}; ` +
        'the reduced side half the full, rounded down, as in the book\u2019s §20.03 example (12 and 6)',
    ),
  }));
}

/** §27.13, §5.03 each naval counter in its port on 22 June 1941. */
export const navalPlacements = (): Placement[] =>
  SHIPS.map((s) => ({ def: s.id, at: { hex: s.port }, prov: prov(`its base on 22 June 1941: ${s.why}`) }));

/** A sea zone: its id, name and the box of longitudes and latitudes its sea hexes fall in (first match wins). */
const ZONES: { id: string; name: string; west: number; east: number; south: number; north: number }[] = [
  { id: 'white-sea', name: 'White Sea', west: 31, east: 45, south: 63.5, north: 70 },
  { id: 'gulf-of-bothnia', name: 'Gulf of Bothnia', west: 16, east: 26, south: 60.3, north: 66 },
  { id: 'gulf-of-finland', name: 'Gulf of Finland', west: 22.4, east: 31, south: 59.2, north: 60.9 },
  { id: 'gulf-of-riga', name: 'Gulf of Riga', west: 21.9, east: 25, south: 56.8, north: 59.2 },
  { id: 'southern-baltic', name: 'Southern Baltic', west: 10, east: 22, south: 53, north: 55.9 },
  { id: 'central-baltic', name: 'Central Baltic', west: 10, east: 22.4, south: 55.9, north: 60.3 },
  { id: 'sea-of-azov', name: 'Sea of Azov', west: 34.6, east: 40, south: 45.25, north: 48 },
  { id: 'western-black-sea', name: 'Western Black Sea', west: 27, east: 31.6, south: 40, north: 47 },
  { id: 'crimean-waters', name: 'Crimean waters', west: 31.6, east: 35.5, south: 40, north: 47 },
  { id: 'eastern-black-sea', name: 'Eastern Black Sea', west: 35.5, east: 42, south: 40, north: 45.25 },
];

/** §18.01 which zones a ship may sail between, each pair once; Kerch's strait joins the Black Sea and Azov. */
const ADJACENT: [string, string, string?][] = [
  ['gulf-of-bothnia', 'central-baltic'],
  ['gulf-of-finland', 'central-baltic'],
  ['gulf-of-riga', 'central-baltic'],
  ['central-baltic', 'southern-baltic'],
  ['western-black-sea', 'crimean-waters'],
  ['crimean-waters', 'eastern-black-sea'],
  ['eastern-black-sea', 'sea-of-azov', 'SE:2725'],
];

/** §19.34 a port's naval capacity by its class (the map prints none): a major naval base 4, a major city 3, a
 *  minor city 2, a town 1. */
const CAPACITY: [string, number][] = [
  ['major-naval-base', 4],
  ['major-city', 3],
  ['minor-city', 2],
  ['town', 1],
];

/** The sea zones, each sea hex's zone, each port's zone and naval capacity, for scenarios.json `data.naval`. */
export function navalData(map: MapDef) {
  const zoneOf = new Map<string, string>();
  for (const h of map.hexes) {
    if (h.terrain !== 'sea') continue;
    const [lon, lat] = toLonLat(whole.center(frameIdOf(h.id)));
    const z = ZONES.find((z) => lon >= z.west && lon < z.east && lat >= z.south && lat < z.north);
    if (z) zoneOf.set(h.id, z.id);
  }
  const graph = createHexMapGraph(map);
  const ports: Record<string, { zone: string; capacity: number; majorBase?: boolean }> = {};
  for (const h of map.hexes) {
    if (!h.features?.includes('port')) continue;
    const zone = graph
      .neighbors(h.id)
      .map((n) => zoneOf.get(n))
      .find((z) => z !== undefined);
    if (!zone) continue;
    const capacity = CAPACITY.find(([f]) => h.features?.includes(f))?.[1] ?? 1;
    ports[h.id] = { zone, capacity, ...(h.features.includes('major-naval-base') ? { majorBase: true } : {}) };
  }
  // Leningrad reaches the sea through Kronstadt's hex (its sea-access feature, §2.2)
  if (ports[LENINGRAD] === undefined && ports[KRONSTADT])
    ports[LENINGRAD] = { zone: ports[KRONSTADT].zone, capacity: 3 };
  const zones = ZONES.filter((z) => [...zoneOf.values()].includes(z.id)).map((z) => ({
    id: z.id,
    name: z.name,
    hexes: [...zoneOf].filter(([, id]) => id === z.id).map(([h]) => h),
  }));
  return {
    zones,
    adjacent: ADJACENT.map(([a, b, strait]): Record<string, string> => (strait ? { a, b, strait } : { a, b })),
    ports,
    exceptions: {
      'SU-baltic': { lost: KRONSTADT, base: LENINGRAD },
      'SU-black-sea': { lost: SEVASTOPOL, base: 'SE:2824' },
    },
    prov: prov(
      'The map prints no sea zones nor naval capacities (PROVENANCE.md "Not yet on the map"): the zones are the ' +
        'seas of 1941 cut by longitude and latitude, a port\u2019s zone that of a sea hex beside it, ' +
        'its capacity by its class',
    ),
  };
}
