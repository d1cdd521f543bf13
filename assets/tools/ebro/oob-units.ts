// Builds La Batalla del Ebro's counters (units.json) from the order of battle (oob-republican.ts, oob-nationalist.ts,
// oob-air.ts) and works out each group's set-up hexes: from its anchor hex outward over its own bank of the Ebro
// (hexes joined without crossing a 'major-river' hexside), never into the sea, within the XI.2 stacking limits.
// Run: npx tsx assets/tools/ebro/oob-units.ts (writes assets/modules/ebro/units.json; scenarios: oob-scenario.ts).

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MapDef, Placement, UnitDef } from '../../../engine/core/module.js';
import { STACK_LIMIT, TERRAIN_CLASS } from '../../../engine/games/ourwar/terrain.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { sheetJoins } from './grid.js';
import { AIR } from './oob-air.js';
import { BATTLE_SIDES } from './oob-battle.js';
import { type Group, reasonOf, type Spec } from './oob-kit.js';
import { NATIONALIST } from './oob-nationalist.js';
import { REPUBLICAN } from './oob-republican.js';

const here = dirname(fileURLToPath(import.meta.url));
export const MODULE_DIR = join(here, '../../modules/ebro');

/** The two sides' groups, each with its side. */
export const SIDES: { side: 'republican' | 'nationalist'; groups: Group[] }[] = [
  { side: 'republican', groups: [...REPUBLICAN, AIR[1]] },
  { side: 'nationalist', groups: [...NATIONALIST, AIR[0]] },
];

/** The few values the book's figures give (EX-1, EX-2, EX-7): labelled rulebook field by field. */
const FROM_THE_BOOK: Record<string, Record<string, string>> = {
  'R-HQ-V': {
    name: 'Fig. 11 (HQ of V Army Corps, Líster)',
    'full.factors.reorg': 'VII.2.2, Fig. 12 (V Corps reorganises within 6 hexes)',
  },
  'R-HQ-XV': { name: 'Fig. 11 (XV Army Corps, Tagüeña)' },
  'R-35D-XI-1': { hq: 'Fig. 11 (Bn 1 / 11th International Brigade / 35th Division, XV Army Corps)' },
  'R-46D-101-2': { hq: 'Fig. 12 (Bn 2 / 101st Brigade / 46th Division, V Corps)' },
  'N-HQ-102D': { name: 'Fig. 19 (HQ of the National 102nd Division, Rada)' },
};

/** B.9.2 one counter as units.json holds it. */
export function unitDef(s: Spec): UnitDef {
  const p = s.profile;
  const flags = [...p.flags, ...(s.flags ?? [])];
  return {
    id: s.id,
    name: s.name,
    names: { es: s.es },
    nationality: s.nationality,
    type: p.type,
    size: p.size,
    steps: p.steps,
    full: p.full,
    ...(p.reduced ? { reduced: p.reduced } : {}),
    ...(s.hq ? { hq: s.hq } : {}),
    ...(flags.length ? { flags } : {}),
    prov: { source: 'reconstructed', reason: reasonOf(s) },
    ...(FROM_THE_BOOK[s.id] ? { fieldProv: fieldProv(FROM_THE_BOOK[s.id]) } : {}),
  };
}

/** Rulebook labels for the fields a figure gives. */
const fieldProv = (refs: Record<string, string>): UnitDef['fieldProv'] =>
  Object.fromEntries(Object.entries(refs).map(([k, ref]) => [k, { source: 'rulebook' as const, ref }]));

/** Every counter: the crossing's, Republicans first, then the battle's later ones (oob-battle.ts). */
export const buildUnits = (): UnitDef[] =>
  [...SIDES, ...BATTLE_SIDES].flatMap((s) => s.groups.flatMap((g) => g.units.map(unitDef)));

/** The map's land hexes split into the Ebro's two banks: the bank index of each land hex. */
export function banksOf(map: MapDef): Map<string, number> {
  const g = createHexMapGraph(map, { joins: sheetJoins() });
  const sea = new Set(map.hexes.filter((h) => h.terrain === 'sea').map((h) => h.id));
  const k = (a: string, b: string) => (a < b ? `${a}/${b}` : `${b}/${a}`);
  const river = new Set(map.hexsides.filter((s) => s.features.includes('major-river')).map((s) => k(s.a, s.b)));
  const bank = new Map<string, number>();
  let n = 0;
  for (const start of g.nodes()) {
    if (bank.has(start) || sea.has(start)) continue;
    const todo = [start];
    bank.set(start, n);
    while (todo.length) {
      const x = todo.pop()!;
      for (const y of g.neighbors(x))
        if (!bank.has(y) && !sea.has(y) && !river.has(k(x, y))) {
          bank.set(y, n);
          todo.push(y);
        }
    }
    n++;
  }
  return bank;
}

/** XI.2 the ground stacking points a hex holds (its class on the terrain effects chart). */
export function stackLimit(map: MapDef, hex: string): number {
  const h = map.hexes.find((x) => x.id === hex);
  return h ? STACK_LIMIT[(TERRAIN_CLASS[h.terrain] ?? TERRAIN_CLASS.clear).cls] : 0;
}

/** The set-up: each group fanned out from its anchor over its own bank; boxes and arrival turns as given. */
export function buildPlacements(map: MapDef): Placement[] {
  const g = createHexMapGraph(map, { joins: sheetJoins() });
  const bank = banksOf(map);
  const used = new Map<string, number>();
  const limit = new Map(map.hexes.map((h) => [h.id, stackLimit(map, h.id)]));
  const out: Placement[] = [];
  // IX.2.7 boats carry the units that begin the movement segment stacked with them: the boats take the
  // crossing site's hex first, the troops fill it and the hexes around.
  for (const { groups } of SIDES)
    for (const group of groups)
      for (const s of [...group.units].sort(
        (a, b) => Number(b.id.startsWith('R-BOATS')) - Number(a.id.startsWith('R-BOATS')),
      )) {
        const st = group.start;
        if ('box' in st) out.push({ def: s.id, at: { box: st.box } });
        else if ('turn' in st) out.push({ def: s.id, at: { box: 'reinforcements', index: st.turn } });
        else out.push({ def: s.id, at: { hex: fan(st.hex, s.profile.full.factors?.stack ?? 0) } });
      }
  return out;

  /** The nearest hex to the anchor on the anchor's bank with room for `cost` stacking points. */
  function fan(anchor: string, cost: number): string {
    const side = bank.get(anchor);
    if (side === undefined) throw new Error(`anchor ${anchor} is not a land hex`);
    const seen = new Set([anchor]);
    for (let ring = [anchor]; ring.length; ) {
      for (const h of ring)
        if ((used.get(h) ?? 0) + cost <= (limit.get(h) ?? 0)) {
          used.set(h, (used.get(h) ?? 0) + cost);
          return h;
        }
      ring = ring.flatMap((h) => g.neighbors(h)).filter((h) => bank.get(h) === side && !seen.has(h) && seen.add(h));
    }
    throw new Error(`no room near ${anchor}`);
  }
}

/** units.json as written: one-space indentation, as the other modules. */
export const serialize = (v: unknown): string => `${JSON.stringify(v, null, 1)}\n`;

/** The committed map. */
export const readMap = (): MapDef => JSON.parse(readFileSync(join(MODULE_DIR, 'map.json'), 'utf8')) as MapDef;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(MODULE_DIR, 'units.json'), serialize(buildUnits()));
  console.log(`units.json: ${buildUnits().length} counters`);
}
