// Supply determination (§23.1): a unit is supplied when an overland path of at most 6 hexes (fewer in bad weather)
// reaches a supply source, or a rail hex from which a controlled railroad runs back to a full source (§23.13); no
// hex of the path in an enemy ZOC but the unit's own (§6.13 "into, not through"; the strict reading of §23.13 is
// the option supplyZocStrict); never across a sea hexside. Limited sources supply only so many corps (§23.11(4)).

import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { weatherEffects } from './charts.js';
import { easternSources } from './eastern.js';
import { COUNTRIES_1941, sourcesOf } from './sources.js';
import {
  defOf,
  enemyOf,
  hexDef,
  hexOf,
  isFort,
  isGround,
  isAirType,
  isLeader,
  isReduced,
  isSupplyUnit,
  type SfeVars,
  type Side,
  unitsIn,
} from './state.js';
import { graphOf, isLand, railNeighbors, sideFeatures } from './terrain.js';
import type { Weather } from './state.js';
import { weatherAt } from './weather.js';
import { zocKinds, zocOf } from './zoc.js';

/** §23.13 the normal overland length of a supply path. */
export const OVERLAND = 6;

/** §23.13, §23.44 note: non-clear weather shortens the overland path (the Weather Effects Chart). */
export const overlandLength = (module: GameModule, w: Weather): number => weatherEffects(module, w).supplyPath;

/**
 * §23.11(4), §23.21 what a unit draws from a limited source, in corps: a full corps 1, a reduced corps or a full
 * division ½, a reduced division, a brigade, a leader or an air unit ¼. §23.11(4) leaves the full division out
 * (digest §10.5(10)): ½ as §23.21 counts it, or 1 with `wholeDivision` (the option limitedDivisionWhole).
 */
export function limitedCorps(def: UnitDef, p: Pick<Piece, 'steps'>, wholeDivision = false): number {
  if (isLeader(def) || isAirType(def.type)) return 0.25;
  if (def.size === 'corps') return isReduced(def, p) ? 0.5 : 1;
  if (def.size === 'division') return isReduced(def, p) ? 0.25 : wholeDivision ? 1 : 0.5;
  return 0.25;
}

/** What a supply trace found: the supplied units, and the limited source each draws on (absent: a full one; a
 *  special source of §23.61 is named "<hex> §<rule>"). */
export interface Traced {
  supplied: Set<string>;
  drawsOn: Record<string, string>;
}

/** How a path counts its hexes: 1 each, or †§28.02's weights (and its passage through limited ZOCs). */
export interface PathCount {
  /** The length a hex adds when the path enters it. */
  weight(hex: string): number;
  /** Whether the path may go on through a hex in the enemy's ZOC. */
  through(hex: string): boolean;
}

/** §23.13 one hex counts 1, and no path goes through a hex in the enemy's ZOC (§6.13). */
export const PLAIN: PathCount = { weight: () => 1, through: () => false };

/**
 * †§28.02 (optional) supply path realities: forest, swamp and mountain hexes count 1½; across a strait +1; with
 * §28.01 a path may pass a limited enemy ZOC where a friendly ground unit stands, counting 1½ (2 in rough terrain).
 */
export function realities(module: GameModule, state: Pick<GameState, 'pieces' | 'vars'>, side: Side): PathCount {
  const v = state.vars as unknown as SfeVars;
  const kinds = v.options.limitedZoc ? zocKinds(module, state, enemyOf(side)) : new Map();
  const rough = (h: string) => ['forest', 'swamp', 'mountain'].includes(hexDef(module, h)?.terrain ?? '');
  const held = (h: string) =>
    unitsIn(state, h).some((p) => p.side === side && isGround(defOf(module, p) ?? ({ type: 'leader' } as UnitDef)));
  return {
    weight: (h) => {
      const zoc = kinds.get(h) === 'limited' && held(h);
      if (rough(h)) return zoc ? 2 : 1.5;
      return zoc ? 1.5 : 1;
    },
    through: (h) => kinds.get(h) === 'limited' && held(h),
  };
}

/**
 * §23.13 the overland length from every hex to the nearest of `targets`, up to `max` (nearest first: the lengths
 * are whole or half hexes, so a queue of half-hex buckets orders them).
 */
export function overland(
  module: GameModule,
  state: Pick<GameState, 'pieces'>,
  side: Side,
  targets: Iterable<string>,
  ez: ReadonlySet<string>,
  max: number,
  count: PathCount = PLAIN,
): Map<string, number> {
  const graph = graphOf(module);
  const dist = new Map<string, number>();
  const buckets: string[][] = [];
  const put = (h: string, d: number) => {
    const b = Math.round(d * 2);
    if (!buckets[b]) buckets[b] = [];
    buckets[b].push(h);
  };
  for (const t of targets) {
    dist.set(t, 0);
    put(t, 0);
  }
  const enemy = new Set<string>();
  for (const p of state.pieces) if (p.side !== side && p.kind === 'unit' && p.at.kind === 'hex') enemy.add(p.at.hex);
  const passable = (h: string) => isLand(module, h) && !enemy.has(h);
  for (let b = 0; b < buckets.length; b++) {
    for (const h of buckets[b] ?? []) {
      const d = dist.get(h)!;
      // A hex reached again by a shorter path was handled from its nearer bucket.
      if (Math.round(d * 2) !== b) continue;
      // §6.13 a path may go into a hex in enemy ZOC (the unit's) but not through one.
      if (d > 0 && ez.has(h) && !count.through(h)) continue;
      for (const n of graph.neighbors(h)) {
        const f = sideFeatures(module, h, n);
        if (!passable(n) || f.includes('sea')) continue;
        // †§28.02 a strait crossed counts one hex more.
        const nd = d + count.weight(h) + (f.includes('strait') && count !== PLAIN ? 1 : 0);
        if (nd > max || nd >= (dist.get(n) ?? Number.POSITIVE_INFINITY)) continue;
        dist.set(n, nd);
        put(n, nd);
      }
    }
  }
  return dist;
}

/** §23.13 the rail hexes joined by controlled rail free of enemy ZOC and enemy units to one of the full sources. */
export function railSupplied(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  full: ReadonlySet<string>,
  ez: ReadonlySet<string>,
): Set<string> {
  const v = state.vars as unknown as SfeVars;
  const open = (h: string) => v.control[h] === side && !ez.has(h) && !unitsIn(state, h).some((p) => p.side !== side);
  const seen = new Set([...full].filter(open));
  const queue = [...seen];
  while (queue.length > 0) {
    const h = queue.shift()!;
    for (const n of railNeighbors(module, h)) {
      if (seen.has(n) || !open(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return seen;
}

/** §23.13 what a side's full sources reach in one position: the enemy ZOC, the sources, the rail hexes joined to
 *  them and the overland length from every hex to the nearest. */
interface FullReach {
  ez: Set<string>;
  src: ReturnType<typeof sourcesOf>;
  rail: Set<string>;
  count: PathCount;
  toFull: Map<string, number>;
}

/** One position's reaches, with what they were worked out from (a draft changed since is worked out again). */
interface Memo {
  module: GameModule;
  pieces: readonly Piece[];
  vars: Pick<SfeVars, 'control' | 'weather' | 'options'>;
  bySide: Partial<Record<Side, FullReach>>;
}

const memos = new WeakMap<object, Memo>();

/** Whether a memo was made from this position: the same pieces (a move replaces its piece), control and weather. */
function fresh(m: Memo, module: GameModule, state: Pick<GameState, 'pieces' | 'vars'>): boolean {
  const v = state.vars as unknown as SfeVars;
  if (m.module !== module || m.pieces.length !== state.pieces.length) return false;
  if (m.vars.control !== v.control || m.vars.weather !== v.weather || m.vars.options !== v.options) return false;
  return state.pieces.every((p, i) => p === m.pieces[i]);
}

/**
 * §23.13 the reach of `side`'s full sources now, worked out once a position and side (the Reinforcement Phase asks
 * it for every waiting unit and every city); other countries' sides (a test's) are worked out each time.
 */
export function fullReach(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  countries: Readonly<Record<string, Side>> = COUNTRIES_1941,
): FullReach {
  const v = state.vars as unknown as SfeVars;
  let m = memos.get(state);
  if (!m || !fresh(m, module, state)) {
    const vars = { control: v.control, weather: v.weather, options: v.options };
    m = { module, pieces: state.pieces.slice(), vars, bySide: {} };
    memos.set(state, m);
  }
  const known = countries === COUNTRIES_1941 ? m.bySide[side] : undefined;
  if (known) return known;
  const ez = zocOf(module, state, enemyOf(side));
  const src = sourcesOf(module, state, side, ez, countries);
  const rail = railSupplied(module, state, side, src.full, ez);
  const count = v.options.supplyRealities ? realities(module, state, side) : PLAIN;
  const toFull = overland(module, state, side, [...src.full, ...rail], ez, OVERLAND, count);
  const reach = { ez, src, rail, count, toFull };
  if (countries === COUNTRIES_1941) m.bySide[side] = reach;
  return reach;
}

/** §23.1 trace supply for `side`'s units (leaders, ground and air units on the map). */
export function traceSupply(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  countries: Readonly<Record<string, Side>> = COUNTRIES_1941,
): Traced {
  const v = state.vars as unknown as SfeVars;
  const { ez, src, rail, count, toFull } = fullReach(module, state, side, countries);
  const strict = !!v.options.supplyZocStrict;
  const out: Traced = { supplied: new Set(), drawsOn: {} };
  // §23.11(4), †§23.61 the limited sources: each with its capacity left and how far units may be from it.
  const limited = [...src.limited].map(([hex, cap]) => ({ key: hex, hex, cap, reach: OVERLAND }));
  for (const [hex, sp] of easternSources(module, state, side, ez, rail))
    limited.push({ key: `${hex} §${sp.rule}`, hex, cap: sp.capacity, reach: sp.reach });
  const dists = new Map<string, Map<string, number>>();
  // §23.61(3) the Ladoga path counts every hex as 1 even under §28.02 (its reach is one hex).
  for (const l of limited)
    dists.set(l.key, overland(module, state, side, [l.hex], ez, l.reach, l.reach > 1 ? count : PLAIN));
  for (const p of state.pieces) {
    const def = defOf(module, p);
    const at = hexOf(p);
    if (p.side !== side || p.kind !== 'unit' || !at || !def || isSupplyUnit(def) || isFort(def)) continue;
    if (strict && ez.has(at)) continue;
    const max = overlandLength(module, weatherAt(module, v.weather, at));
    if ((toFull.get(at) ?? Number.POSITIVE_INFINITY) <= max) {
      out.supplied.add(p.id);
      continue;
    }
    // §23.11(4) a limited source, while it has capacity left (the units in stacking order).
    const need = limitedCorps(def, p, !!v.options.limitedDivisionWhole);
    for (const l of limited) {
      const d = dists.get(l.key)!.get(at) ?? Number.POSITIVE_INFINITY;
      if (d > Math.min(max, l.reach) || l.cap < need) continue;
      l.cap -= need;
      out.supplied.add(p.id);
      out.drawsOn[p.id] = l.key;
      break;
    }
  }
  return out;
}

/** §27.11, §27.21 which hexes are supplied for `side` now (cities placing reinforcements or replacements). */
export function suppliedHexes(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  countries: Readonly<Record<string, Side>> = COUNTRIES_1941,
): (hex: string) => boolean {
  const v = state.vars as unknown as SfeVars;
  const dist = fullReach(module, state, side, countries).toFull;
  return (hex) =>
    (dist.get(hex) ?? Number.POSITIVE_INFINITY) <= overlandLength(module, weatherAt(module, v.weather, hex));
}
