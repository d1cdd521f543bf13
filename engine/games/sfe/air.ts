// Air units, their bases and the missions they fly (§3.2, §5.02, §15, §16). An air unit prints its type (F, A, B,
// HB, T), air combat factor, bombing factor and range (§3.21-§3.24). It bases in a controlled major or minor city,
// town or airfield counter; heavy bombers only in cities and major airfields (§5.02). A base launches as many
// missions an Air Phase as its capacity (major city 4, major airfield 3, minor city and airfield 2, town 1) and holds
// twice as many air units (§5.02, §21.02 note). An air unit flies one mission a friendly air turn, which lasts from
// the start of its side's segment to the end of the enemy's; a fighter that flew only escort or transfer may fly
// again in the enemy's Air Phase (§15.0, §16.11). It flies up to its range to the mission hex (§15.02), an
// interceptor at most 4 hexes (§16.23), a transfer twice its range (§16.41). What flies is a sortie in the vars.

import type { GameModule, UnitDef } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { chartName } from './charts.js';
import { defOf, hexDef, hexOf, type SfeVars, type Side, type Weather } from './state.js';
import { cityClass, graphOf } from './terrain.js';

/** §3.21 the air unit types. */
export type AirType = 'F' | 'A' | 'B' | 'HB' | 'T';

/** §3.22-§3.24 an air unit's printed factors. */
export interface AirFactors {
  type: AirType;
  airCombat: number;
  bombing: number;
  range: number;
}

/** §16 the missions an air unit flies, in the rulebook's words. */
export type Mission =
  | 'offensive-support'
  | 'defensive-support'
  | 'interdiction'
  | 'airfield-bombing'
  | 'escort'
  | 'interception'
  | 'air-supply'
  | 'transfer'
  | 'naval-bombing';

/** §16 every mission, for the verb's arguments. */
export const MISSIONS: readonly Mission[] = [
  'offensive-support',
  'defensive-support',
  'interdiction',
  'airfield-bombing',
  'escort',
  'interception',
  'air-supply',
  'transfer',
];

/** §17.1 (2) the missions of a fighter group; every other one (but transfer) is a mission group's. */
export const FIGHTER_MISSIONS: readonly Mission[] = ['escort', 'interception'];
/** §17.1 (2) the mission group: bombers and transports (§16.32 air supply). */
export const MISSION_GROUP: readonly Mission[] = [
  'offensive-support',
  'defensive-support',
  'interdiction',
  'airfield-bombing',
  'air-supply',
];
/** §16.12-§16.15, §16.22 the missions that drop bombs. */
export const BOMBING_MISSIONS: readonly Mission[] = [
  'offensive-support',
  'defensive-support',
  'interdiction',
  'airfield-bombing',
];

/** One air unit flying a mission: where from, where to, and the bombing it carries now (weather, flak H). */
export interface Sortie {
  piece: string;
  side: Side;
  mission: Mission;
  hex: string;
  base: string;
  /** §16, §21.04 its effective bombing factors (fractions kept). */
  bombing: number;
  /** §17.1 (4) a fighter that bypasses the enemy's escorts to reach his mission group. */
  bypass?: boolean;
  /** The Air Phase it was allocated in ("turn.segment"): only those of the same phase meet in air combat. */
  phase: string;
}

/** §15.01 the three allocations of an Air Phase: the non-phasing side's defence, the phasing side's, interception. */
export type AirStage = 'defence' | 'offence' | 'interception';

/** The air war's vars (SfeVars.air). */
export interface AirVars {
  stage: AirStage;
  /** The air units in the air: support waits for its combat, interdiction for the enemy's segment (§16.15). */
  sorties: Sortie[];
  /** §15.0 the mission each air unit flew in its side's current air turn. */
  flown: Record<string, Mission>;
  /** §5.02 the missions launched from each base in this Air Phase. */
  launched: Record<string, number>;
  /** §16.42 the disrupted air units: how many of their side's air turns must still open before they fly. */
  disrupted?: Record<string, number>;
}

/** The air vars of a state (fresh ones before the first Air Phase). */
export const airOf = (v: Pick<SfeVars, 'air'>): AirVars =>
  v.air ?? { stage: 'defence', sorties: [], flown: {}, launched: {} };

/** §3.2 an air unit's factors, or null for any other counter. */
export function airFactors(def: UnitDef | undefined): AirFactors | null {
  if (!def?.type.startsWith('air-')) return null;
  const f = (def.full.factors ?? {}) as Record<string, number>;
  const type = def.type.slice(4) as AirType;
  return { type, airCombat: f.airCombat ?? 0, bombing: f.bombing ?? 0, range: f.range ?? def.full.movement };
}

/** §3.2 a piece's air factors (null: not an air unit). */
export const airOfPiece = (module: GameModule, p: Pick<Piece, 'def'>): AirFactors | null =>
  airFactors(defOf(module, p));

/** §5.02, §21.02 the air units a base launches a mission with each Air Phase: its flak factors as well. */
export const BASE_CAPACITY = { major: 4, 'major-airfield': 3, minor: 2, airfield: 2, town: 1 } as const;
export type BaseKind = keyof typeof BASE_CAPACITY;

/** §5.02, §24.2 the kind of air base in a hex for `side` (its airfield counter, its city), or null. */
export function baseKind(module: GameModule, state: GameState, hex: string, side: Side): BaseKind | null {
  const v = state.vars as unknown as SfeVars;
  if (v.control[hex] !== side) return null;
  const kinds: BaseKind[] = [];
  const city = cityClass(hexDef(module, hex));
  if (city) kinds.push(city);
  const h = hexDef(module, hex);
  if (h?.features?.includes('airfield')) kinds.push('airfield');
  for (const p of state.pieces) {
    if (hexOf(p) !== hex || p.side !== side) continue;
    const def = defOf(module, p);
    if (def?.type === 'airfield') kinds.push(def.size === 'major' ? 'major-airfield' : 'airfield');
  }
  // a hex with a city and an airfield counter is one base: the larger {source:'reconstructed', reason:'§5.02 names
  // one capacity per base'}
  return kinds.sort((a, b) => BASE_CAPACITY[b] - BASE_CAPACITY[a])[0] ?? null;
}

/** §5.02 heavy bombers base only in major and minor cities and at major airfields. */
export const takesHeavyBombers = (kind: BaseKind): boolean =>
  kind === 'major' || kind === 'minor' || kind === 'major-airfield';

/** §5.02 the air units based in a hex (on the ground or flying from it). */
export const basedIn = (module: GameModule, state: GameState, hex: string): Piece[] =>
  state.pieces.filter((p) => hexOf(p) === hex && airOfPiece(module, p) !== null);

/** §5.02 whether `side`'s air unit of `type` may land at `hex`: a base of its side with room (twice its capacity). */
export function mayLand(module: GameModule, state: GameState, hex: string, side: Side, type: AirType): boolean {
  const kind = baseKind(module, state, hex, side);
  if (!kind || (type === 'HB' && !takesHeavyBombers(kind))) return false;
  return basedIn(module, state, hex).length < 2 * BASE_CAPACITY[kind];
}

/** §15.02, §16.23, §16.41 how far an air unit flies on a mission. */
export function missionRange(a: AirFactors, mission: Mission): number {
  // §16.41 a transfer, and §16.33 a transport landing with its cargo, fly twice the range
  if (mission === 'transfer' || mission === 'air-supply') return 2 * a.range;
  if (mission === 'interception') return Math.min(4, a.range);
  return a.range;
}

/** §15.02 the hex distance flown (one lattice over the four sheets). */
export const flown = (module: GameModule, from: string, to: string): number => graphOf(module).distance(from, to);

/** The Weather Effects Chart's bombing entry: 1 full, ½ halved, 0 none (transport and transfer only). */
export function weatherBombing(module: GameModule, w: Weather): number {
  const chart = module.charts.find((c) => c.id === 'weather-effects');
  const col = chart?.columns.indexOf('Bombing factors') ?? -1;
  const cell = String(chart?.rows.find((r) => r.key === chartName(w))?.cells[col] ?? 'full');
  if (cell.startsWith('none')) return 0;
  return cell.startsWith('×½') ? 0.5 : 1;
}

/** §16.13-§16.15 the bombing a sortie carries: printed, HB doubled for interdiction, cut by the weather. */
export function sortieBombing(a: AirFactors, mission: Mission, weatherFactor: number): number {
  if (!BOMBING_MISSIONS.includes(mission)) return 0;
  return a.bombing * (a.type === 'HB' && mission === 'interdiction' ? 2 : 1) * weatherFactor;
}

/** §15.0, §16.11 whether an air unit may still fly this Air Phase: once an air turn, but a fighter that flew only
 *  escort or transfer flies again in the enemy's Air Phase (not twice in one phase). */
export function mayFlyAgain(air: AirVars, a: AirFactors, piece: string, ownPhase: boolean, phase: string): boolean {
  if (air.sorties.some((s) => s.piece === piece && s.phase === phase)) return false;
  const before = air.flown[piece];
  if (!before) return true;
  return !ownPhase && a.type === 'F' && (before === 'escort' || before === 'transfer');
}

/** §23.5 what being out of supply does to an air unit (the Supply Status Chart's "Air units" column): level 1
 *  range ×½, level 2 bombing ×½, level 3 and more no missions. */
export function airSupplyEffect(module: GameModule, level: number): { range: number; bombing: number; fly: boolean } {
  const chart = module.charts.find((c) => c.id === 'supply-status');
  const col = chart?.columns.indexOf('Air units') ?? -1;
  const key = level >= 4 ? '4+' : String(level);
  const cell = level <= 0 ? '' : String(chart?.rows.find((r) => r.key === key)?.cells[col] ?? '');
  return {
    range: cell.startsWith('range ×½') ? 0.5 : 1,
    bombing: cell.startsWith('bombing ×½') ? 0.5 : 1,
    fly: !cell.startsWith('no missions'),
  };
}
