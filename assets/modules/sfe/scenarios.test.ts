// The Struggle for Europe's Barbarossa scenario (scenarios.json, built by assets/tools/sfe/scenario.ts): the module
// format, every set-up hex on land and on its side of the frontier of 22 June 1941, stacking at set-up (§5.01,
// §5.02), the army groups where they stood, the Stalin Line behind the 1939 border, the turn record with its
// reinforcements, and the rulebook's Barbarossa facts (§27.21, §28.05, §28.16b).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChartDef, HexDef, MapDef, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { serialize } from '../../tools/sfe/charts-kit.js';
import { frameIdOf, toLonLat, whole } from '../../tools/sfe/grid.js';
import { buildModuleData } from '../../tools/sfe/module-data.js';

const here = dirname(fileURLToPath(import.meta.url));
const read = (f: string) => readFileSync(join(here, f), 'utf8');
const text = read('scenarios.json');
const [scenario] = JSON.parse(text) as ScenarioDef[];
const units = new Map((JSON.parse(read('units.json')) as UnitDef[]).map((u) => [u.id, u]));
const map = JSON.parse(read('map.json')) as MapDef;
const hexes = new Map<string, HexDef>(map.hexes.map((h) => [h.id, h]));
const charts = JSON.parse(read('charts.json')) as ChartDef[];
const data = scenario.data as Record<string, Record<string, unknown>>;
const hexOf = (id: string) => (scenario.placements.find((p) => p.def === id)!.at as { hex: string }).hex;
const placed = scenario.placements.map((p) => ({ u: units.get(p.def)!, hex: (p.at as { hex: string }).hex }));
const group = (u: UnitDef) => u.flags?.find((f) => f.startsWith('group:'))?.slice(6);
const lat = (hex: string) => toLonLat(whole.center(frameIdOf(hex)))[1];
const isAir = (u: UnitDef) => u.type.startsWith('air-');
const isNaval = (u: UnitDef) => u.type.startsWith('naval-');
const counted = (u: UnitDef) => !isAir(u) && !isNaval(u) && !['leader', 'supply', 'fort'].includes(u.type);

/** The countries at war with the USSR by July 1941 whose ground holds the Axis set-up (digest §2.6.7). */
const AXIS_GROUND = ['germany', 'general-government', 'romania', 'hungary', 'slovakia', 'finland'];
const AXIS = ['german', 'german-ss', 'romanian', 'finnish', 'hungarian', 'slovak', 'italian', 'spanish-blue'];

describe('SFE Barbarossa: the format', () => {
  it('validates against the module schema and is exactly what the scenario script builds', () => {
    expect(validateModuleFile('scenarios', [scenario])).toEqual({ ok: true });
    expect(serialize(buildModuleData().scenarios)).toBe(text);
  });

  it('places or schedules every counter exactly once, the reinforcements by turn', () => {
    const later = scenario.turns.flatMap((t) => t.reinforcements ?? []);
    const all = [...scenario.placements.map((p) => p.def), ...later];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...units.keys()].sort());
  });
});

describe('SFE Barbarossa: the set-up', () => {
  it('puts every counter on a land hex of the map, on its own side of the frontier of 22 June 1941', () => {
    for (const { u, hex } of placed) {
      const h = hexes.get(hex);
      expect(h && !['sea', 'lake'].includes(h.terrain), `${u.id} ${hex}`).toBe(true);
      const axis = AXIS.includes(u.nationality);
      expect(axis ? AXIS_GROUND.includes(h!.region ?? '') : h!.region === 'ussr', `${u.id} ${hex} ${h!.region}`).toBe(
        true,
      );
    }
  });

  it('§5.01 stacks at most three ground units a hex, one leader free, supply units and forts free', () => {
    const ground = new Map<string, number>();
    const leaders = new Map<string, number>();
    for (const { u, hex } of placed) {
      if (counted(u)) ground.set(hex, (ground.get(hex) ?? 0) + 1);
      if (u.type === 'leader') leaders.set(hex, (leaders.get(hex) ?? 0) + 1);
    }
    for (const [hex, n] of ground) expect(n, hex).toBeLessThanOrEqual(3);
    for (const [hex, n] of leaders) {
      expect(n, hex).toBe(1);
      expect(ground.get(hex) ?? 0, `${hex}: a leader stands with ground units`).toBeGreaterThan(0);
    }
  });

  it('§5.03 bases each fleet in a port of its side, within 9 at a major naval base and 3 elsewhere', () => {
    const naval = data.naval as unknown as { ports: Record<string, { zone: string; majorBase?: true }> };
    const load = new Map<string, number>();
    const fleets = placed.filter((x) => isNaval(x.u));
    expect(fleets.map((x) => x.u.nationality).sort()).toEqual(expect.arrayContaining(['german', 'romanian', 'soviet']));
    for (const { u, hex } of fleets) {
      expect(hexes.get(hex)?.features, u.id).toContain('port');
      expect(naval.ports[hex], `${u.id} in a port on a sea zone`).toBeDefined();
      expect(hexes.get(hex)?.region === 'ussr', u.id).toBe(u.nationality === 'soviet');
      load.set(hex, (load.get(hex) ?? 0) + 1);
    }
    for (const [hex, n] of load) expect(n, hex).toBeLessThanOrEqual(naval.ports[hex]!.majorBase ? 9 : 3);
    const at = (id: string) => fleets.find((x) => x.u.id === id)?.hex;
    expect([at('NV-SU-BF-BB'), at('NV-SU-BS-BB'), at('NV-R-DD')]).toEqual(['N:2731', 'SW:1503', 'SW:1511']);
  });

  it('§5.02 bases air units only in controlled cities and towns, within twice their mission limits', () => {
    const room: Record<string, number> = { 'major-city': 8, 'minor-city': 4, town: 2 };
    const air = new Map<string, number>();
    for (const { hex } of placed.filter((x) => isAir(x.u))) air.set(hex, (air.get(hex) ?? 0) + 1);
    for (const [hex, n] of air) {
      const cls = Object.keys(room).find((c) => hexes.get(hex)!.features?.includes(c));
      expect(cls, hex).toBeDefined();
      expect(n, hex).toBeLessThanOrEqual(room[cls!]);
    }
  });

  it('sets the army groups where they stood: North in East Prussia, Centre Suwałki–Pripet, South below', () => {
    const ground = placed.filter(({ u }) => counted(u) && u.nationality === 'german');
    const lats = (g: string) => ground.filter(({ u }) => group(u) === g).map(({ hex }) => lat(hex));
    expect(Math.min(...lats('AGN'))).toBeGreaterThan(54.2);
    expect(Math.min(...lats('AGC'))).toBeGreaterThan(51.2);
    expect(Math.max(...lats('AGC'))).toBeLessThan(54.6);
    expect(Math.max(...lats('AGS').filter((x) => x > 48))).toBeLessThan(51.6);
    expect(ground.filter(({ u }) => group(u) === 'AGS' && hexes.get(hexOf(u.id))!.region === 'romania').length).toBe(3);
  });

  it('§24 sets the Stalin Line\u2019s forts behind the 1939 border, the new fortified regions before it', () => {
    for (const { u, hex } of placed) {
      const annexed = hexes.get(hex)!.features?.includes('annexed-1939-40') ?? false;
      if (u.type === 'fort') expect(annexed, `${u.id} ${hex}`).toBe(false);
      if (u.id.startsWith('S-UR')) expect(annexed, `${u.id} ${hex}`).toBe(true);
    }
  });

  it('sets the Finns up in Finland and the Hungarians in Hungary, held back to the JUL 1 turn', () => {
    for (const nat of ['finnish', 'hungarian'])
      for (const { u, hex } of placed.filter((x) => x.u.nationality === nat))
        expect(hexes.get(hex)!.region, u.id).toBe(nat === 'finnish' ? 'finland' : 'hungary');
    const r = data.restrictions as unknown as { id: string; side: string; untilTurn: number; until: string }[];
    expect(r.map((x) => [x.id, x.side, x.until])).toEqual([
      ['finland', 'axis', 'JUL 1 1941'],
      ['hungary', 'axis', 'JUL 1 1941'],
      ['neutrals', 'soviet', 'JUL 1 1941'],
    ]);
    for (const x of r) expect(scenario.turns[x.untilTurn - 1].label).toBe(x.until);
  });
});

describe('SFE Barbarossa: the record and the rulebook\u2019s facts', () => {
  it('§4.0 runs thirteen half-month turns from JUN 2 1941 to DEC 2 1941, the Axis first', () => {
    expect(scenario.turns.map((t) => t.label)).toHaveLength(13);
    expect([scenario.turns[0].label, scenario.turns.at(-1)!.label, scenario.firstSide]).toEqual([
      'JUN 2 1941',
      'DEC 2 1941',
      'axis',
    ]);
  });

  it('§25.1 gives each turn\u2019s historical weather as four states of the weather tables', () => {
    const states = new Set((charts.find((c) => c.id === 'weather-ab')!.data!.weather as string[]) ?? []);
    const hist = (data.weather.historical as string[][]) ?? [];
    expect(hist).toHaveLength(13);
    for (const w of hist.flat()) expect(states.has(w), w).toBe(true);
  });

  it('§28.16b loses 4–7 Soviet air units; §28.05 Hoth is level 4 on JUN 2; §27.21 two a city from 10/41', () => {
    expect(data.surprise.sovietAirLost).toEqual([4, 5, 5, 6, 6, 7]);
    expect(data.leaders.hothLevel4On).toBe(scenario.turns[0].label);
    expect((data.replacements.sovietPerCity as Record<string, string>).twoFrom).toBe('OCT 1 1941');
  });

  it('§27.2 the map has both sides\u2019 Replacement Pools and reserves, and the scenario\u2019s turn track', () => {
    const ids = map.boxes.map((b) => b.id);
    for (const side of ['axis', 'soviet'])
      for (const b of ['replacement-pool', 'reserve-ground', 'reserve-air']) expect(ids).toContain(`${side}-${b}`);
    expect(ids).toContain('soviet-east-pool');
    const track = map.boxes.find((b) => b.id === 'turn-track')!;
    expect(track.slots).toEqual(scenario.turns.map((t) => t.label!.replace(' 1941', '')));
  });

  it('§8.03 gives both sides a rail capacity, and victory counts cities that are on the map', () => {
    expect(data.railCapacity.axis).toBeGreaterThan(0);
    expect(data.railCapacity.soviet).toBeGreaterThan(data.railCapacity.axis as number);
    const v = data.victory as unknown as {
      cities: { name: string; hex: string }[];
      automatic: { hexes: string[] }[];
      levels: { atLeast: number }[];
    };
    for (const c of v.cities) expect(hexes.get(c.hex)?.city?.name, c.name).toBe(c.name);
    for (const a of v.automatic) for (const h of a.hexes) expect(hexes.get(h)?.city, h).toBeDefined();
    expect(v.levels.at(-1)!.atLeast).toBe(0);
  });
});
