// §9.01 odds and the net DRM: each unit's effective attack is its printed attack times every multiplier that
// applies to it (terrain and hexside, supply, amphibious assault...), keeping fractions; the odds are the total
// attack over the total defence rounded down to a column, in the defender's favour below 1-1 (§9.03: 4 vs 10 is
// 1-3); the net DRM is the sum of every DRM that applies. Air support adds at most each supported unit's own
// effective attack (§16.12).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import type { Crt } from '../../systems/combat/crt.js';
import { computeOdds, type Odds, placeOnColumns } from '../../systems/combat/odds.js';
import { armorBonus, boundByLossRule } from './armor.js';
import { type Fighter, fightersOf, isGround, logOf } from './combat.js';
import { type Approach, type FortKind, terrainInCombat } from './forts.js';
import { leaderAttackDrm, leaderDefenceDrm } from './leaders.js';
import { chartName, supplyEffects } from './charts.js';
import { supportShares } from './airsupport.js';
import { bombardedAt } from './navalmissions.js';
import { defOf, hexDef, hexOf, type Side, varsOf, type Weather, zoneOf } from './state.js';
import { effectiveLevel } from './supplystatus.js';
import { cityClass, sideFeatures } from './terrain.js';

/** §9.01 one multiplier of a unit's attack (×½ river, ×½ major city...), with its reason and rule. */
export interface Multiplier {
  factor: number;
  reason: string;
  rule: string;
}

/** §9.01 one die roll modifier, + for the attacker, − for the defender, with its reason and rule. */
export interface Drm {
  amount: number;
  reason: string;
  rule: string;
}

/** §9.01 the effective attack of one unit: its printed attack times all its multipliers, fractions kept. */
export const effectiveAttack = (printed: number, multipliers: readonly Multiplier[]): number =>
  multipliers.reduce((f, m) => f * m.factor, printed);

/** §9.01 the net DRM: the sum of every applicable DRM. */
export const netDrm = (drms: readonly Drm[]): number => drms.reduce((s, d) => s + d.amount, 0);

/** §9.01 the odds of a combat on the chart: rounded down, in the defender's favour, and the column read. */
export interface CombatOdds {
  odds: Odds;
  /** The column read; null when the odds fall below the chart's lowest column (no such attack). */
  column: string | null;
  /** The odds are 1-1 or better (§10.01 EX reads the side that is wiped out by this). */
  atLeastEven: boolean;
}

/** §9.01 total attack against total defence on the chart's columns (above the highest column: the highest). */
export function combatOdds(crt: Crt, attack: number, defence: number): CombatOdds {
  const odds = computeOdds(attack, defence, 'defender', '-');
  const i = placeOnColumns(
    odds,
    crt.columns.map((c) => c.ratio),
  );
  const column = i < 0 ? null : crt.columns[Math.min(i, crt.columns.length - 1)]!.label;
  return { odds, column, atLeastEven: attack >= defence && defence >= 0 };
}

/** §16.12 one supported unit's share of air support: the bombing factors added, at most its effective attack. */
export const airSupportAdded = (effectiveGround: number, bombing: number): number =>
  Math.max(0, Math.min(bombing, effectiveGround));

/** §19.23 shore bombardment: a tenth of the ships' factors, fractions kept, at most the battle's effective ground
 *  attack and `cap` a hex (12; 16 for Britain and the U.S. from April 1944). */
export const shoreBombardment = (factors: number, effectiveGround: number, cap = 12): number =>
  Math.max(0, Math.min(factors / 10, effectiveGround, cap));

/** §19.23 the effective shore bombardment a battle takes: what the ships booked, at most its effective ground attack. */
export function shoreAdded(booked: number, effective: ReadonlyMap<string, number>): number {
  const ground = [...effective.values()].reduce((a, b) => a + b, 0);
  return Math.max(0, Math.min(booked, ground));
}

/** §9.01, §16.12 a combat's total attack: the effective ground attack plus air support (each share capped). */
export function totalAttack(units: readonly { effective: number; air?: number }[]): number {
  return units.reduce((s, u) => s + u.effective + airSupportAdded(u.effective, u.air ?? 0), 0);
}

// ---------------------------------------------------------------- the battle on the board, before the die

/** §9.01, §9.05, §12.01(3) the combat columns of the TEC: multipliers, DRMs, terrain that denies the armor bonus. */
export interface CombatTec {
  attackMultiplier: Record<string, number>;
  armorMultiplier: Record<string, number>;
  drm: Record<string, number>;
  noArmorBonus: string[];
}

/** §9.01 (river, major city, strait), §9.05(2) (armor into forest or swamp), §12.01(3): what the book gives, when
 *  the module has no TEC; a major river {source:'reconstructed', reason:'read as a river: the book names rivers'}. */
export const BOOK_TEC: CombatTec = {
  attackMultiplier: { river: 0.5, 'major-river': 0.5, 'major-city': 0.5, strait: 1 / 3 },
  armorMultiplier: { forest: 0.5, swamp: 0.5 },
  drm: {},
  noArmorBonus: ['forest', 'swamp', 'mountain', 'major-city', 'minor-city'],
};

const FORT_KEYS = ['regular-fort', 'major-fort'];

/** §9.05 the module's TEC combat columns (charts.json "tec" data), else the book's. */
export function combatTec(module: Pick<GameModule, 'charts'>): CombatTec {
  const d = (module.charts.find((c) => c.id === 'tec')?.data ?? null) as Partial<CombatTec> | null;
  if (!d?.attackMultiplier) return BOOK_TEC;
  const drm = Object.fromEntries(Object.entries(d.drm ?? {}).filter(([k]) => !FORT_KEYS.includes(k)));
  return { ...BOOK_TEC, ...d, drm } as CombatTec;
}

/** §25 the weather's attack DRM (the Weather Effects Chart's, Snow −1), 0 when the chart names none. */
const weatherDrm = (module: Pick<GameModule, 'charts'>, w: Weather): number => {
  const d = (module.charts.find((c) => c.id === 'weather-effects')?.data ?? {}) as Record<string, unknown>;
  return Number((d.attackDrm as Record<string, number> | undefined)?.[chartName(w)] ?? 0);
};

/** The choices an attack is made with. */
export interface BattleChoices {
  /** §9.03 the defenders attacked (an attrition attack), else every unit in the hex. */
  defenders?: readonly string[];
  /** §13.01 the leader backing the attack ('' declines; absent: the first able). */
  leader?: string;
  /** §12 the attacker declines his armor bonus. */
  noArmor?: boolean;
  /** §14.07 an overrun: the leader's attack is not spent; §14.05 no air or naval support. */
  overrun?: boolean;
}

/** §9.01-§9.05, §12, §13, §24 a battle before the die on the CRT (crt.ts groundCrt): the forces, each unit's
 *  effective attack, the odds and the DRMs. */
export function battleOf(
  module: GameModule,
  crt: Crt,
  state: GameState,
  attackerIds: readonly string[],
  hex: string,
  c: BattleChoices = {},
  fighters?: readonly Fighter[],
) {
  const v = varsOf(state);
  const tec = combatTec(module);
  // the units on the map (fightersOf reads only pieces in a hex), or those the caller read once for many battles
  const all = fighters ?? fightersOf(module, state.pieces);
  const attackers = attackerIds.map((id) => all.find((f) => f.id === id)).filter((f): f is Fighter => !!f);
  const side = attackers[0]?.side ?? '';
  const inHex = all.filter((f) => f.hex === hex && f.side !== side);
  const defenders = inHex.filter((f) => isGround(f) && (!c.defenders || c.defenders.includes(f.id)));
  const h = hexDef(module, hex);
  const city = cityClass(h);
  const keys = [h?.terrain ?? 'clear', ...(city ? [`${city}-city`.replace('town-city', 'town')] : [])];
  const fortPiece = state.pieces.find((p) => hexOf(p) === hex && p.side !== side && defOf(module, p)?.type === 'fort');
  const fortSize = fortPiece ? defOf(module, fortPiece)!.size : h?.features?.includes('major-fort') ? 'major' : null;
  const fort: FortKind | null = fortSize === 'major' ? 'major' : fortSize ? 'regular' : null;
  const inMajorCity = (at: string) => cityClass(hexDef(module, at)) === 'major';
  const level = (f: Fighter) => effectiveLevel(v.unsupplied[f.id] ?? 0, inMajorCity(f.hex));
  const approaches: Approach[] = attackers.map((a) => {
    const side = sideFeatures(module, a.hex, hex);
    const crossing = side.includes('major-river')
      ? ['major-river']
      : side.filter((f) => f === 'river' || f === 'strait');
    const sup = supplyEffects(module, level(a)).attack;
    return {
      id: a.id,
      attack: a.attack,
      // §24.14 a major fort's hexsides are all fortified {source:'reconstructed', reason:'the map marks none'}
      fortified: fort === 'major',
      hexside: crossing.map((k) => ({ factor: tec.attackMultiplier[k] ?? 1, reason: k, rule: '§9.05' })),
      own: sup < 1 ? [{ factor: sup, reason: `unsupplied ${level(a)}`, rule: '§23.5' }] : [],
    };
  });
  const terrain = (a: Approach): Multiplier[] => {
    const u = attackers.find((x) => x.id === a.id)!;
    const out: Multiplier[] = [];
    for (const k of keys) {
      if (tec.attackMultiplier[k]) out.push({ factor: tec.attackMultiplier[k]!, reason: k, rule: '§9.05' });
      if (u.type === 'armor' && tec.armorMultiplier[k])
        out.push({ factor: tec.armorMultiplier[k]!, reason: `armor into ${k}`, rule: '§9.05(2)' });
    }
    return out;
  };
  const terrainDrms = keys.flatMap((k) => (tec.drm[k] ? [{ amount: tec.drm[k]!, reason: k, rule: '§9.05' }] : []));
  const t = terrainInCombat({ fort, terrain, terrainDrms }, approaches);
  // §16.12, §16.22 air support over the hex, each share at most its unit's effective factors (§14.05 no overrun)
  const given = (m: 'offensive-support' | 'defensive-support', s: string, eff: Map<string, number>) =>
    c.overrun ? new Map<string, number>() : supportShares(module, state, hex, s as Side, m, eff);
  const ownDefence = new Map(defenders.map((d) => [d.id, d.defence * supplyEffects(module, level(d)).defense]));
  const airAttack = given('offensive-support', side, t.effective);
  const airDefence = given('defensive-support', defenders[0]?.side ?? '', ownDefence);
  const withAir = (eff: Map<string, number>, air: Map<string, number>) =>
    totalAttack([...eff].map(([id, effective]) => ({ effective, air: air.get(id) ?? 0 })));
  // §19.21, §19.23 the shore bombardment booked against the hex this Combat Phase, at most the effective ground
  // attack (§14.05: none in an overrun)
  const shore = c.overrun ? 0 : shoreAdded(bombardedAt(v, hex, side), t.effective);
  const attack = withAir(t.effective, airAttack) + shore;
  const defence = withAir(ownDefence, airDefence);
  const drms: Drm[] = [...t.drms];
  // §12 the armor bonus (either side; the attacker may decline his)
  const weather = v.weather[zoneOf(module, hex)] ?? 'clear';
  const closed = keys.some((k) => tec.noArmorBonus.includes(k)) || (city === 'town' && !!v.options.townsCloseArmor);
  const ground = { terrain: closed ? 'city' : 'clear', fort: fort !== null, weather };
  const rules = { motorizedNeutral: !!v.options.motorizedNeutral, artilleryNeutral: !!v.options.artilleryRules };
  const armor = armorBonus(attackers, defenders, ground, { attacker: rules, defender: rules });
  const armorTaken = armor.attacker && !c.noArmor;
  if (armorTaken) drms.push({ amount: 1, reason: 'armor bonus', rule: '§12.01' });
  if (armor.defender) drms.push({ amount: -1, reason: 'armor bonus', rule: '§12.02' });
  // §13.01, §13.03 leaders
  const leader = attackLeader(state, all, attackers, c);
  if (leader) drms.push({ amount: 1, reason: leader, rule: c.overrun ? '§14.07' : '§13.01' });
  const defLeaders = inHex.filter((f) => f.type === 'leader').length;
  if (defLeaders > 0) drms.push({ amount: leaderDefenceDrm(defLeaders), reason: 'leader', rule: '§13.03' });
  const snow = weatherDrm(module, weather);
  if (snow) drms.push({ amount: snow, reason: weather, rule: '§25' });
  return {
    attackers,
    defenders,
    fort,
    effective: t.effective,
    attack,
    defence,
    /** §16.12, §16.22 the bombing factors the air support added to each side. */
    air: {
      attack: attack - shore - withAir(t.effective, new Map()),
      defence: defence - withAir(ownDefence, new Map()),
    },
    /** §19.23 the effective shore bombardment factors added to the attack. */
    shore,
    odds: combatOdds(crt, attack, defence),
    drms,
    net: netDrm(drms),
    leader,
    armor: {
      attacker: armorTaken,
      defender: armor.defender,
      attackerBound: boundByLossRule(armorTaken, armor.attackerNegates),
      defenderBound: boundByLossRule(armor.defender, armor.defenderNegates),
    },
  };
}

/** A battle before the die (battleOf). */
export type BattlePlan = ReturnType<typeof battleOf>;

/** §13.01, §14.07 the leader backing an attack: the one named, else the first stacked with an attacker and unused. */
function attackLeader(state: GameState, all: readonly Fighter[], attackers: readonly Fighter[], c: BattleChoices) {
  if (c.leader === '') return null;
  const used = new Set(logOf(varsOf(state)).leaders);
  const side = attackers[0]?.side;
  const able = all.filter(
    (f) => f.type === 'leader' && f.side === side && leaderAttackDrm(f, attackers, used, c.overrun) > 0,
  );
  return (c.leader ? able.find((f) => f.id === c.leader) : able[0])?.id ?? null;
}
