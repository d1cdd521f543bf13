// La Batalla del Ebro's scenario (scenarios.json, built by assets/tools/ebro/oob-scenario.ts) against the map: every
// set-up hex on the map, on land and on its side's bank of the Ebro (worked out here by a flood fill that never
// crosses a 'major-river' hexside), within the XI.2 stacking limits; boxes, reinforcements, the turn record track,
// the objectives of objectives.json, the printed crossings and the victory levels.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { MapDef, ModuleManifest, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { STACK_LIMIT, TERRAIN_CLASS } from '../../../engine/games/ourwar/terrain.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { sheetJoins } from '../../tools/ebro/grid.js';
import { buildScenarios } from '../../tools/ebro/oob-scenario.js';
import { SIDES, serialize } from '../../tools/ebro/oob-units.js';

const here = dirname(fileURLToPath(import.meta.url));
const read = (f: string) => readFileSync(join(here, f), 'utf8');
const text = read('scenarios.json');
const [sc] = JSON.parse(text) as ScenarioDef[];
const map = JSON.parse(read('map.json')) as MapDef;
const units = JSON.parse(read('units.json')) as UnitDef[];
const manifest = JSON.parse(read('module.json')) as ModuleManifest;
const objectives = JSON.parse(read('objectives.json')) as { hex: string; vp: number }[];
interface Data {
  track: { turn: number; date: string; part: string; hours: number }[];
  initiative: number;
  surprise: unknown;
  weatherStart: string;
  boxes: Record<string, { kind: string; side: string; edge: string | null; links: string[] }>;
  crossings: { a: string; b: string; kind: string; damage: number; destroyed: boolean }[];
  objectives: { hex: string; vp: number; holder: string }[];
  victory: { ratios: { min: number }[]; conditions: { side: string; reason: string; hex?: string }[] };
}
const data = sc.data as unknown as Data;
const unit = new Map(units.map((u) => [u.id, u]));
/** The crossing's counters (the battle scenario's later ones are checked in battle.test.ts). */
const crossingIds = new Set(SIDES.flatMap((s) => s.groups.flatMap((g) => g.units.map((u) => u.id))));
const sideOf = (id: string) => manifest.nationalities.find((n) => n.id === unit.get(id)?.nationality)?.side;
const hexes = new Map(map.hexes.map((h) => [h.id, h]));
const graph = createHexMapGraph(map, { joins: map.joins?.length ? map.joins : sheetJoins() });
const key = (a: string, b: string) => (a < b ? `${a}/${b}` : `${b}/${a}`);
const sides = new Map(map.hexsides.map((s) => [key(s.a, s.b), new Set(s.features)]));
const features = (a: string, b: string) => sides.get(key(a, b)) ?? new Set<string>();

/** The Ebro's banks: land hexes joined without crossing the primary river (bank of Falset = the left bank). */
function banks(): Map<string, 'left' | 'right'> {
  const comp = new Map<string, number>();
  let n = 0;
  for (const start of graph.nodes()) {
    if (comp.has(start) || hexes.get(start)!.terrain === 'sea') continue;
    const todo = [start];
    comp.set(start, n);
    for (let x = todo.pop(); x; x = todo.pop())
      for (const y of graph.neighbors(x))
        if (!comp.has(y) && hexes.get(y)!.terrain !== 'sea' && !features(x, y).has('major-river')) {
          comp.set(y, n);
          todo.push(y);
        }
    n++;
  }
  expect(n).toBe(2);
  const left = comp.get('A:3720');
  return new Map([...comp].map(([h, c]) => [h, c === left ? 'left' : 'right']));
}
const bank = banks();
const BANK_OF = { republican: 'left', nationalist: 'right' } as const;
const onMap = sc.placements.filter((p) => 'hex' in p.at) as { def: string; at: { hex: string } }[];
const inBox = sc.placements.filter((p) => 'box' in p.at) as { def: string; at: { box: string; index?: number } }[];

describe('Ebro scenario: the format', () => {
  it('validates against the module schema and is exactly what the scenario script builds', () => {
    expect(validateModuleFile('scenarios', [sc])).toEqual({ ok: true });
    expect(serialize(buildScenarios(map))).toBe(text);
    expect([sc.id, sc.firstTurn, sc.lastTurn, sc.firstSide]).toEqual(['crossing', 1, data.track.length, 'republican']);
  });

  it('places every counter of units.json exactly once: at the start or as a turn’s reinforcement', () => {
    const arriving = sc.turns.flatMap((t) => t.reinforcements ?? []);
    expect([...sc.placements.map((p) => p.def), ...arriving].sort()).toEqual([...crossingIds].sort());
  });
});

describe('Ebro scenario: the set-up against the map', () => {
  it('B.8 every set-up hex is a land hex of the map, on its own side’s bank of the Ebro', () => {
    expect(onMap.length).toBeGreaterThan(120);
    for (const p of onMap) {
      expect(hexes.get(p.at.hex)?.terrain, p.def).toBeDefined();
      expect(hexes.get(p.at.hex)!.terrain, p.def).not.toBe('sea');
      expect(bank.get(p.at.hex), `${p.def} at ${p.at.hex}`).toBe(BANK_OF[sideOf(p.def) as keyof typeof BANK_OF]);
    }
  });

  it('XI.2 no hex starts over its stacking limit (8 in marsh, rough, mountain and villages; 12 otherwise)', () => {
    const points = new Map<string, number>();
    for (const p of onMap) points.set(p.at.hex, (points.get(p.at.hex) ?? 0) + unit.get(p.def)!.full.factors!.stack);
    for (const [h, pts] of points) {
      const limit = STACK_LIMIT[TERRAIN_CLASS[hexes.get(h)!.terrain].cls];
      expect(pts, h).toBeLessThanOrEqual(limit);
    }
    expect(Math.max(...points.values())).toBeGreaterThan(6);
  });

  it('X.II the Republican assault waves and their boats start within 3 hexes of a crossing site', () => {
    const sites = map.hexsides.filter((s) => s.features.includes('crossing-site')).flatMap((s) => [s.a, s.b]);
    const near = (h: string) => sites.some((s) => graph.distance(h, s) <= 3);
    for (const p of onMap.filter((x) => /^R-\d+D-/.test(x.def) || x.def.startsWith('R-BOATS')))
      expect(near(p.at.hex), `${p.def} at ${p.at.hex}`).toBe(true);
  });

  it('XIX.1 boxes: placements go only to the map’s boxes or to the reinforcements of a turn on the track', () => {
    const ids = new Set(map.boxes.map((b) => b.id));
    for (const p of inBox)
      if (p.at.box === 'reinforcements')
        expect(
          data.track.some((t) => t.turn === p.at.index),
          p.def,
        ).toBe(true);
      else expect(ids.has(p.at.box), p.def).toBe(true);
    for (const u of units.filter((x) => x.flags?.includes('air') && crossingIds.has(x.id))) {
      const p = inBox.find((x) => x.def === u.id)!;
      // XII.9 the airfields near the front (Caspe and Alcañiz; Reus and Valls) are in the interior boxes
      expect(p.at.box).toBe(sideOf(u.id) === 'nationalist' ? 'west-interior' : 'east-interior');
    }
  });

  it('XIX.2.4 each turn lists its reinforcements, placed nowhere else, and only turns on the track have any', () => {
    expect(inBox.filter((p) => p.at.box === 'reinforcements')).toEqual([]);
    const listed = sc.turns.flatMap((t) => t.reinforcements ?? []);
    expect(new Set(listed).size).toBe(listed.length);
    for (const def of listed)
      expect(
        sc.placements.some((p) => p.def === def),
        def,
      ).toBe(false);
    expect(sc.turns.map((t) => t.turn)).toEqual(data.track.map((t) => t.turn));
    expect(sc.turns.find((t) => t.reinforcements?.includes('N-HQ-13D'))?.turn).toBe(3);
  });
});

describe('Ebro scenario: tracks, boxes, crossings, objectives, victory', () => {
  it('II.3-II.4 the track alternates night and day from the night of 24/25 July, a day per pair', () => {
    data.track.forEach((t, i) => {
      expect(t.turn).toBe(i + 1);
      expect(t.part).toBe(i % 2 === 0 ? 'night' : 'day');
      const day = new Date(Date.UTC(1938, 6, 25 + Math.floor(i / 2))).toISOString().slice(0, 10);
      expect(t.date).toBe(day);
      expect(t.hours).toBeGreaterThan(0);
    });
    expect(data.track.at(-1)?.date).toBe('1938-08-01');
  });

  it('III, XVI.14 the initiative starts on the Republican side and the Republic has surprise for 4 turns', () => {
    expect(data.initiative).toBeGreaterThanOrEqual(0);
    expect(data.initiative).toBeLessThanOrEqual(3);
    expect(data.surprise).toEqual({ side: 'republican', turns: 4 });
    expect(data.weatherStart).toBe('hot');
  });

  it('XIX.1 every map box has a kind, a holder, an edge only if interior, and links both ways', () => {
    expect(Object.keys(data.boxes).sort()).toEqual(map.boxes.map((b) => b.id).sort());
    for (const [id, b] of Object.entries(data.boxes)) {
      expect(b.edge === null, id).toBe(b.kind !== 'interior');
      for (const l of b.links) expect(data.boxes[l].links, `${id}→${l}`).toContain(id);
      for (const l of b.links) expect(data.boxes[l].side, `${id}→${l}`).toBe(b.side);
    }
  });

  it('X.II the crossings at the start lie on water; the blown Ebro bridges are destroyed beyond tolerance 4', () => {
    for (const c of data.crossings) {
      const f = features(c.a, c.b);
      expect(f.has('major-river') || f.has('river'), `${c.a}|${c.b}`).toBe(true);
      expect(c.destroyed, `${c.a}|${c.b}`).toBe(c.damage > (c.kind === 'major-bridge' ? 4 : 2));
    }
    const blown = map.hexsides.filter((s) => s.features.includes('bridge-destroyed'));
    expect(blown.length).toBeGreaterThanOrEqual(3);
    for (const s of blown) expect(data.crossings.find((c) => c.a === s.a && c.b === s.b)?.destroyed).toBe(true);
    expect(data.crossings.some((c) => features(c.a, c.b).has('major-river') && !c.destroyed)).toBe(false);
  });

  it('XVII.2 the objectives are objectives.json’s, each held by the side on its bank', () => {
    expect(data.objectives.map((o) => [o.hex, o.vp])).toEqual(objectives.map((o) => [o.hex, o.vp]));
    for (const o of data.objectives)
      expect(o.holder, o.hex).toBe(bank.get(o.hex) === 'left' ? 'republican' : 'nationalist');
    expect(data.objectives.find((o) => o.hex === 'A:1226')?.holder).toBe('nationalist');
  });

  it('XVII.7 victory by the AVP ratio: indecisive, marginal from 2, operational 4, strategic 7, decisive 11', () => {
    expect(data.victory.ratios.map((r) => r.min)).toEqual([1, 2, 4, 7, 11]);
    for (const c of data.victory.conditions) {
      expect(['republican', 'nationalist']).toContain(c.side);
      expect(c.reason.length).toBeGreaterThan(30);
      if (c.hex) expect(hexes.has(c.hex)).toBe(true);
    }
  });
});
