// The stress module (assets/modules/stress/): the four-sheet map of stress-map.ts, 300 unit types (counter
// faces) of four nationalities, 2,000 counters of them on the map and 500 in the counter sheet's boxes, and one
// scenario under the generic table rules (honor mode). Every value is synthetic, labelled reconstructed.

import type { GameModule, Placement, UnitDef } from '../../../engine/core/module.js';
import { seeded } from '../../../engine/bench/synthetic.js';
import { landHexes, STRESS_PROV, stressMap } from './stress-map.js';

/** The seed every build uses, so the committed module is reproducible byte for byte. */
export const STRESS_SEED = 1010;

/** How many unit types (counter faces) and counters the module has. */
export const STRESS_COUNTS = { types: 300, onMap: 2000, inBoxes: 500 } as const;

const NATIONALITIES = [
  { id: 'red', name: 'Red', side: 'axis', background: '#c0504d', foreground: '#000000' },
  { id: 'grey', name: 'Grey', side: 'axis', background: '#5a5a5a', foreground: '#ffffff' },
  { id: 'blue', name: 'Blue', side: 'allied', background: '#6b8fd4', foreground: '#000000' },
  { id: 'green', name: 'Green', side: 'allied', background: '#6f9f5a', foreground: '#000000' },
] as const;

const TYPES = [
  'infantry',
  'armor',
  'mechanized',
  'mountain',
  'paratroop',
  'motorized',
  'cavalry',
  'artillery',
  'engineer',
  'headquarters',
  'marine',
  'militia',
];
const SIZES = ['division', 'brigade', 'regiment', 'corps', 'battalion'];

const ordinal = (n: number) => {
  const t = n % 100;
  const s = t >= 11 && t <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The 300 unit types, round-robin over the nationalities, each a different type, size or set of values. */
function unitTypes(rnd: ReturnType<typeof seeded>): UnitDef[] {
  const out: UnitDef[] = [];
  for (let i = 0; i < STRESS_COUNTS.types; i++) {
    const nat = NATIONALITIES[i % NATIONALITIES.length];
    const n = Math.floor(i / NATIONALITIES.length) + 1;
    const type = TYPES[Math.floor(i / NATIONALITIES.length) % TYPES.length];
    const size = SIZES[Math.floor(i / (NATIONALITIES.length * TYPES.length)) % SIZES.length];
    const attack = rnd(1, 9);
    const defense = rnd(1, 9);
    const movement = rnd(3, 10);
    const steps = rnd(1, 2);
    out.push({
      id: `${nat.id}-${String(n).padStart(3, '0')}`,
      name: `${ordinal(n)} ${nat.name} ${cap(type)} ${cap(size)}`,
      nationality: nat.id,
      type,
      size,
      steps,
      full: { attack, defense, movement },
      ...(steps === 2 ? { reduced: { attack: Math.ceil(attack / 2), defense: Math.ceil(defense / 2), movement } } : {}),
      prov: STRESS_PROV,
    });
  }
  return out;
}

/** The whole stress module, the same for the same seed. */
export function stressModule(seed = STRESS_SEED): GameModule {
  const rnd = seeded(seed);
  const map = stressMap(rnd);
  const units = unitTypes(rnd);
  // Axis counters start on the western sheets (A, C), Allied ones on the eastern (B, D).
  const land = landHexes(map);
  const west = land.filter((h) => h[0] === 'A' || h[0] === 'C');
  const east = land.filter((h) => h[0] === 'B' || h[0] === 'D');
  const sideOf = new Map<string, string>(NATIONALITIES.map((n) => [n.id, n.side]));
  const copies = new Map<string, number>();
  const placements: Placement[] = [];
  const place = (at: Placement['at']) => {
    const def = units[rnd(0, units.length - 1)];
    const k = (copies.get(def.id) ?? 0) + 1;
    copies.set(def.id, k);
    placements.push({ def: def.id, id: `${def.id}.${k}`, at });
    return def;
  };
  for (let i = 0; i < STRESS_COUNTS.onMap; i++) {
    // The def is drawn first so its side picks the half of the map; the hex comes after.
    const at = { hex: '' };
    const def = place(at);
    const hexes = sideOf.get(def.nationality) === 'axis' ? west : east;
    at.hex = hexes[rnd(0, hexes.length - 1)];
  }
  for (let i = 0; i < STRESS_COUNTS.inBoxes; i++) {
    place(i < 400 ? { box: 'reinforcements', index: 1 + (i % 10) } : { box: 'replacements' });
  }
  return {
    manifest: {
      id: 'stress',
      version: '1.0.0',
      title: 'Stress test (synthetic, four sheets)',
      rulebook: 'none: synthetic data for benchmarks (assets/tools/stress/build.ts)',
      rules: 'table',
      sides: [
        { id: 'axis', name: 'Axis', color: '#8c2d2a' },
        { id: 'allied', name: 'Allied', color: '#2f4f8f' },
      ],
      nationalities: NATIONALITIES.map((n) => ({ ...n, prov: STRESS_PROV })),
      files: { map: 'map.json', units: 'units.json', scenarios: 'scenarios.json' },
      prov: STRESS_PROV,
    },
    map,
    units,
    markers: [],
    charts: [],
    scenarios: [
      {
        id: 'stress',
        name: 'Everything on the table',
        firstTurn: 1,
        lastTurn: 10,
        phases: ['axis-move', 'axis-combat', 'allied-move', 'allied-combat'],
        firstSide: 'axis',
        placements,
        turns: Array.from({ length: 10 }, (_, i) => ({ turn: i + 1 })),
        prov: STRESS_PROV,
      },
    ],
  };
}
