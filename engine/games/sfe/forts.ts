// §9.05, §24.12-§24.17 forts in combat. The terrain of the defender's hex and the hexside crossed give multipliers
// and DRMs (the TEC's, taken as inputs here); the attacker's own hex never counts (§9.05). A regular fort: −1 and no
// armor bonus either side (§24.12). A major fort: −1 through any hexside, no armor bonus, attackers halved only
// through its fortified hexsides, amphibious assaulters always, airborne never (§24.14); attacked through fortified
// hexsides only the fort counts, the hex's other terrain ignored but rivers still applying; when half or more of the
// effective attack comes through unfortified hexsides the terrain DRM is as for an unfortified attack (†§9.05(1)).
// An Atlantic Wall fort: −1 and no armor bonus for the units that began the Combat Phase in the hex, and an
// intrinsic defence factor that counts for exchanges (§24.17). Regular and major forts fall when enemy ground units
// occupy their hex (§24.15).

import type { Drm, Multiplier } from './odds.js';

/** §24.1 the three kinds of fort. */
export type FortKind = 'regular' | 'major' | 'atlanticWall';

/** One attacking unit's way into the hex: its printed attack, the hexside it crosses and its own multipliers. */
export interface Approach {
  id: string;
  attack: number;
  /** §24.14 it crosses a fortified hexside of a major fort. */
  fortified?: boolean;
  /** §24.14 it assaults from the sea (always halved against a major fort) or from the air (never). */
  amphibious?: boolean;
  airborne?: boolean;
  /** The hexside's multipliers (a river's ×½...), which always apply. */
  hexside: Multiplier[];
  /** Its own multipliers that are not terrain (supply, amphibious ×½...). */
  own: Multiplier[];
}

/** The defender's hex as combat reads it: its terrain's multipliers on attackers and DRMs, and its fort. */
export interface DefendedHex {
  fort: FortKind | null;
  /** The hex terrain's multipliers for a unit (×½ major city, ×½ armor into forest or swamp), from the TEC. */
  terrain(unit: Approach): Multiplier[];
  /** The hex terrain's DRMs (a minor city's −1...), from the TEC. */
  terrainDrms: Drm[];
}

const FORT_DRM: Drm = { amount: -1, reason: 'fort', rule: '§24.12' };
const HALVED: Multiplier = { factor: 1 / 2, reason: 'major fort, fortified hexside', rule: '§24.14' };

/** §9.05, §24.12-§24.14 each attacker's multipliers and the terrain DRMs of an attack on a hex. */
export function terrainInCombat(hex: DefendedHex, approaches: readonly Approach[]) {
  const major = hex.fort === 'major';
  const throughFort = (a: Approach) => major && !!a.fortified;
  // §24.14 halved through a fortified hexside, amphibious always, airborne never
  const halved = (a: Approach) => major && !a.airborne && (a.amphibious || !!a.fortified);
  const multipliers = new Map<string, Multiplier[]>();
  for (const a of approaches) {
    // §9.05(1) through a fortified hexside only the fort counts: the hex's other terrain is ignored, rivers are not
    const terrain = throughFort(a) ? [] : hex.terrain(a);
    multipliers.set(a.id, [...a.hexside, ...terrain, ...(halved(a) ? [HALVED] : []), ...a.own]);
  }
  const eff = (a: Approach) => (multipliers.get(a.id) ?? []).reduce((f, m) => f * m.factor, a.attack);
  const total = approaches.reduce((s, a) => s + eff(a), 0);
  const open = approaches.filter((a) => !throughFort(a)).reduce((s, a) => s + eff(a), 0);
  // †§9.05(1) half or more of the effective attack through unfortified hexsides: the terrain DRM as unfortified
  const unfortified = !major || (total > 0 && open * 2 >= total) || approaches.length === 0;
  const drms: Drm[] = [];
  if (hex.fort)
    drms.push({ ...FORT_DRM, rule: hex.fort === 'regular' ? '§24.12' : hex.fort === 'major' ? '§24.14' : '§24.17' });
  if (unfortified) drms.push(...hex.terrainDrms);
  return { multipliers, drms, effective: new Map(approaches.map((a) => [a.id, eff(a)])), unfortified };
}

/** §12.01(3), §12.02(3), §24.12, §24.14, §24.17 a fort in the hex denies the armor bonus to both sides. */
export const fortDeniesArmorBonus = (fort: FortKind | null): boolean => fort !== null;

/** §24.17 an Atlantic Wall fort's −1 and armor negation cover only the units that began the Combat Phase there. */
export const wallCovers = (began: ReadonlySet<string>, defenders: readonly string[]): boolean =>
  defenders.length > 0 && defenders.every((id) => began.has(id));

/** §24.17 an Atlantic Wall fort's intrinsic factor: added to the defence and counted for exchanges. */
export const wallDefence = (intrinsic: number, allotted: boolean): number => (allotted ? intrinsic : 0);

/** §24.15 a regular or major fort is eliminated when enemy ground units occupy its hex; an Atlantic Wall is not. */
export const fortFalls = (fort: FortKind | null, enemyGroundIn: boolean): boolean =>
  enemyGroundIn && (fort === 'regular' || fort === 'major');
