// §27.21b the replacement points each replacement city makes: the scenario splits each nationality's monthly RPs
// among its replacement cities (data.replacements.cities; "off-map" the part made beyond the map's edge, always
// supplied). On a month's first turn (§27.2) a city that traces a supply path (§23.13) to a full source adds its
// share to its side's pool; a city that cannot (Leningrad reached only over Lake Ladoga, §23.61(3); a city
// surrounded) has its share halved, fractions kept, and kept apart for that city alone. A city loses its armor and
// air RPs at an effective unsupplied level 2 and its infantry RPs at level 4 (§27.21b, §27.24 note), the levels
// counted a turn at a time as a unit's (§23.12), a major city's a turn late (§23.51). A city taken by the enemy
// makes nothing and loses what it kept; one that traces to a full source again gives what it kept to the pool
// {source:'reconstructed', reason:'§27.21b says only that cut-off cities keep their RPs apart'}.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { easternSources } from './eastern.js';
import { hexDef, type Points, type SfeVars, type Side } from './state.js';
import { fullReach, overland, overlandLength, suppliedHexes } from './supply.js';
import { cityClass } from './terrain.js';
import { scenarioOf } from './turn.js';
import { weatherAt } from './weather.js';

type D = Draft<SfeVars>;

/** The part of a nationality's RPs made off the map (always supplied: the Reich, the Urals' "East", §27.44). */
export const OFF_MAP = 'off-map';

/** A scenario's split: each nationality row's points by replacement city name (or OFF_MAP). */
export type CitySplit = Readonly<Record<string, Readonly<Record<string, Partial<Points>>>>>;

/** The scenario's split of the monthly RPs among the replacement cities (undefined: none, the totals only). */
export function citySplit(module: GameModule, state: Pick<GameState, 'scenarioId'>): CitySplit | undefined {
  const data = scenarioOf(module, state)?.data as { replacements?: { cities?: CitySplit } } | undefined;
  return data?.replacements?.cities;
}

/** The hex of a replacement city by its name. */
export const cityHexOf = (module: GameModule, name: string): string | undefined =>
  module.map.hexes.find((h) => h.city?.name === name && h.features?.includes('replacement-city'))?.id;

/** §27.21b how a city traces supply now: to a full source (§23.13), only to a limited one (§23.11(4), §23.61), or
 *  to none. */
export function cityStatus(
  module: GameModule,
  state: Pick<GameState, 'pieces' | 'vars'>,
  side: Side,
  hex: string,
): 'full' | 'limited' | 'none' {
  if (suppliedHexes(module, state, side)(hex)) return 'full';
  const v = state.vars as unknown as SfeVars;
  const { ez, src, rail } = fullReach(module, state, side);
  const max = overlandLength(module, weatherAt(module, v.weather, hex));
  const limited: [string, number][] = [...src.limited.keys()].map((h) => [h, max]);
  for (const [h, sp] of easternSources(module, state, side, ez, rail)) limited.push([h, Math.min(max, sp.reach)]);
  const reached = limited.some(([h, reach]) => overland(module, state, side, [h], ez, reach).has(hex));
  return reached ? 'limited' : 'none';
}

/** §23.51 a city's effective unsupplied level: its turns out of supply, a major city's one turn late. */
export function cityLevel(module: GameModule, v: Pick<SfeVars, 'cityUnsupplied'>, hex: string): number {
  const turns = v.cityUnsupplied?.[hex] ?? 0;
  const major = hexDef(module, hex) ? cityClass(hexDef(module, hex)!) === 'major' : false;
  return Math.max(0, major ? turns - 1 : turns);
}

/** §27.21b, §27.24 note what a cut-off city keeps of its points: armor and air gone at level 2, infantry at 4. */
export const keptAt = (p: Points, level: number): Points => ({
  infantry: level >= 4 ? 0 : p.infantry,
  armor: level >= 2 ? 0 : p.armor,
  air: level >= 2 ? 0 : p.air,
});

/** §27.21b a city's share halved (fractions kept) for the city alone, as its level lets it keep. */
export const cutOffShare = (p: Points, level: number): Points =>
  keptAt({ infantry: p.infantry / 2, armor: p.armor / 2, air: p.air / 2 }, level);

/** Whole points of a share (absent fields are 0). */
const pointsOf = (p: Partial<Points>): Points => ({ infantry: p.infantry ?? 0, armor: p.armor ?? 0, air: p.air ?? 0 });

/** The sum of two sets of points. */
const plus = (a: Points, b: Points): Points => ({
  infantry: a.infantry + b.infantry,
  armor: a.armor + b.armor,
  air: a.air + b.air,
});

/**
 * §27.21b, §23.12 at the opening of `side`'s segment: each of its replacement cities counts a turn out of supply
 * or is supplied again; what a cut-off city kept goes as its level says, to the pool when it traces to a full
 * source again, nowhere when the enemy took it.
 */
export function markCities(module: GameModule, d: D, side: Side): void {
  const v = d.vars;
  const unsupplied = { ...(v.cityUnsupplied ?? {}) };
  const kept = { ...(v.cityPoints ?? {}) };
  for (const h of module.map.hexes) {
    if (!h.features?.includes('replacement-city')) continue;
    if (v.control[h.id] !== side) {
      if (kept[h.id] && v.control[h.id] !== undefined) delete kept[h.id];
      if (v.control[h.id] !== undefined) delete unsupplied[h.id];
      continue;
    }
    const status = cityStatus(module, d.state, side, h.id);
    if (status === 'none') unsupplied[h.id] = (unsupplied[h.id] ?? 0) + 1;
    else delete unsupplied[h.id];
    const own = kept[h.id];
    if (!own) continue;
    if (status === 'full') {
      const pool = v.points[side];
      v.points[side] = { ...pool, infantry: pool.infantry + own.infantry, armor: pool.armor + own.armor };
      delete kept[h.id];
    } else kept[h.id] = keptAt(own, cityLevel(module, { cityUnsupplied: unsupplied }, h.id));
  }
  v.cityUnsupplied = unsupplied;
  v.cityPoints = kept;
}

/**
 * §27.2, §27.21b one nationality row's monthly points city by city: a supplied city's (and the off-map part) to
 * the side's pool, its air RPs to the country's (`air`, by nationality); a cut-off city's halved, kept apart.
 */
export function receiveSplit(
  module: GameModule,
  d: D,
  side: Side,
  country: string,
  split: Readonly<Record<string, Partial<Points>>>,
  air: Record<string, number>,
): void {
  const v = d.vars;
  for (const [name, share] of Object.entries(split)) {
    const pts = pointsOf(share);
    const hex = name === OFF_MAP ? undefined : cityHexOf(module, name);
    if (name !== OFF_MAP && (!hex || v.control[hex] !== side)) continue;
    if (!hex || cityStatus(module, d.state, side, hex) === 'full') {
      v.points[side].infantry += pts.infantry;
      v.points[side].armor += pts.armor;
      air[country] = (air[country] ?? 0) + pts.air;
      continue;
    }
    const kept = v.cityPoints?.[hex] ?? { infantry: 0, armor: 0, air: 0 };
    v.cityPoints = { ...v.cityPoints, [hex]: plus(kept, cutOffShare(pts, cityLevel(module, v, hex))) };
  }
}

/** §27.21b the points a cut-off city keeps for units placed in it (none: the city traces to a full source). */
export const cityPointsOf = (v: Pick<SfeVars, 'cityPoints'>, hex: string): Points | undefined => v.cityPoints?.[hex];
