// The naval book of The Struggle for Europe (§3.3, §18-§20, §27.25): what the pieces cannot hold of a ship — the
// MPs it spent this naval turn, the mission it flew, the hex it stands in at sea, the Damaged markers on each side,
// its repair, its cargo — and the facts its counter prints (type, protection, flak, surface, shore, speed, transport
// type and capacity), read from the module (the factors oob-naval.ts writes). The sea the rules need (zones, each
// port's zone and naval capacity) is the scenario's `data.naval`. Plain JSON in the vars (SfeVars.naval).

import type { GameModule, UnitDef, UnitFace } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { scenarioOf } from './turn.js';
import { defOf, isNavalPiece, type SfeVars } from './state.js';

/** §20.02 the Damaged markers on a counter: on its full side (front), its reduced side (back). */
export interface Damage {
  front?: boolean;
  back?: boolean;
}

/** What the book holds of one ship. */
export interface ShipBook {
  /** §18.01 the naval turn (navalTurn) its MPs and mission below belong to. */
  turn?: number;
  /** §18.01 MPs spent in that naval turn. */
  mp?: number;
  /** §19.0 the mission it performed in that naval turn ("used", the counter turned away). */
  mission?: string;
  /** §18.01 the sea zones it entered in this Movement Phase. */
  zones?: string[];
  /** §19.51 the hex it stands in "at sea" (absent: in port). */
  atSea?: boolean;
  /** §20.02 its Damaged markers. */
  damage?: Damage;
  /** §27.25c its repair: the turn whose Administrative Phase completes it. */
  repairUntil?: number;
  /** §18.04 disrupted: no missions nor interceptions until this naval turn is over. */
  disruptedUntil?: number;
  /** §19.31 the ground units aboard. */
  cargo?: string[];
  /** †§19.42 the port they embarked in. */
  from?: string;
  /** §23.42 the supply points aboard. */
  supply?: number;
  /** §20.01(4) a fire rolled at it whose result the players read off their chart: the column and modified roll. */
  fireAt?: { column: string; roll: number };
  /** §16.14 naval bombing rolls at it whose results the players read off their chart, in the order rolled. */
  bombsAt?: { column: string; roll: number }[];
  /** §19.52 the player segment ("turn.segment") of its one interception roll. */
  intercepted?: string;
}

/** §19.21 shore bombardment recorded for an attack on a hex (the Combat Phase adds it to named units). */
export interface Bombardment {
  hex: string;
  side: string;
  ships: string[];
  factors: number;
  units?: string[];
}

/** The naval book: each ship's record, and the shore bombardment of this Combat Phase. */
export interface NavalBook {
  ships: Record<string, ShipBook>;
  bombard?: Bombardment[];
  /** †§19.43 the amphibious assaults of each player segment ("turn.segment"), each unit's count toward two corps. */
  assaults?: { hex: string; side: string; key: string; units: string[]; ce: number[] }[];
  /** §16.24 each air unit's interception of ships: the hex and player segment ("turn.segment") it rolled for. */
  airIntercepts?: Record<string, { hex: string; key: string }>;
}

/** The scenario's sea: the zones with their hexes, which zones join (a strait's hex), each port's zone. */
export interface Sea {
  zones: { id: string; name: string; hexes: string[] }[];
  adjacent: { a: string; b: string; strait?: string }[];
  ports: Record<string, { zone: string; capacity: number; majorBase?: true }>;
}

/** The book (absent: nothing recorded yet). */
export const bookOf = (v: Pick<SfeVars, 'naval'>): NavalBook => v.naval ?? { ships: {} };

/** A ship's record, made on first use. */
export function shipOf(v: Pick<SfeVars, 'naval'>, id: string): ShipBook {
  v.naval = bookOf(v);
  v.naval.ships[id] ??= {};
  return v.naval.ships[id]!;
}

/** The scenario's sea (the module's `data.naval`; empty without it). */
export function seaOf(module: GameModule, state: Pick<GameState, 'scenarioId'>): Sea {
  const s = scenarioOf(module, state)?.data?.naval as Sea | undefined;
  return s ?? { zones: [], adjacent: [], ports: {} };
}

/** §18.01 the sea zone of a hex: a sea hex's, or a port's (undefined: neither). */
export function zoneOf(sea: Sea, hex: string): string | undefined {
  return sea.ports[hex]?.zone ?? sea.zones.find((z) => z.hexes.includes(hex))?.id;
}

/**
 * §19.0 the naval turn a side is in: from the start of its player segment to the end of the enemy's. The Axis's
 * (segment 1) of turn t runs through t's Soviet segment; the Soviet's (segment 2) through the Axis's of t+1.
 */
export function navalTurn(state: Pick<GameState, 'turn'>, v: Pick<SfeVars, 'segment'>, side: string): number {
  if (side === 'axis') return state.turn;
  return v.segment === 2 ? state.turn : state.turn - 1;
}

/** §3.32 a ship's type code ("BB", "DD", "TT"...). */
export const typeOf = (def: UnitDef): string => def.type.replace(/^naval-/, '');

/** §3.3 a naval counter of the module. */
export const isShip = (module: GameModule, p: Piece): boolean =>
  isNavalPiece(p) && p.kind === 'unit' && !!defOf(module, p)?.type.startsWith('naval-');

/** §3.31 a counter on its reduced side (a one-sided counter is its only side). */
export const reduced = (def: UnitDef, p: Pick<Piece, 'steps'>): boolean => def.steps > 1 && p.steps < def.steps;

/**
 * §20.03(1) a value of a two-sided counter on its full side as damage leaves it, "halved for the damaged side only":
 * its front's share (full − back) and its back's (back) each halved when damaged (12/6 with the front damaged: 9).
 */
export function damagedValue(full: number, back: number, dmg: Damage = {}): number {
  const front = full - back;
  return (dmg.front ? front / 2 : front) + (dmg.back ? back / 2 : back);
}

/** §20.03(1) a side's value as damage leaves it: one side only (a one-sided counter, a flipped one) halved. */
const halvedIf = (value: number, damaged: boolean | undefined): number => (damaged ? Math.floor(value / 2) : value);

/** §20.02 the key of the Damaged marker on the side a counter shows: a two-sided counter flipped shows its back. */
export const sideKey = (def: UnitDef, p: Pick<Piece, 'steps'>): keyof Damage => (reduced(def, p) ? 'back' : 'front');

/** §20.03(5) whether fire at a ship at sea gets +1: its side up damaged; a full two-sided counter only if both are. */
export function hitBonus(def: UnitDef, p: Pick<Piece, 'steps'>, dmg: Damage = {}): boolean {
  if (def.reduced && !reduced(def, p)) return !!(dmg.front && dmg.back);
  return !!dmg[sideKey(def, p)];
}

/** §3.3 what a ship's counter prints and its damage leaves, side up as it stands. */
export interface ShipFacts {
  type: string;
  protection: number;
  flak: number;
  surface: number;
  shore: number;
  fast: boolean;
  /** §3.35 transport type: A (armor may assault) or I; undefined for warships. */
  transport?: 'A' | 'I';
  /** §3.37, §20.03(6) capacity in corps. */
  capacity: number;
  /** §18.01, §20.03(2) MPs. */
  mp: number;
  damaged: boolean;
}

/** §3.3, §20.03 the facts of a ship as it stands (its side up, its damage). */
export function factsOf(def: UnitDef, p: Pick<Piece, 'steps'>, ship: ShipBook = {}): ShipFacts {
  const red = reduced(def, p);
  const face = red ? def.reduced! : def.full;
  const f = face.factors ?? {};
  const dmg = ship.damage ?? {};
  const whole = !!def.reduced && !red;
  const value = (pick: (face: UnitFace) => number) =>
    whole
      ? Math.floor(damagedValue(pick(def.full), pick(def.reduced!), dmg))
      : halvedIf(pick(face), dmg[sideKey(def, p)]);
  const damaged = whole ? !!(dmg.front || dmg.back) : !!dmg[sideKey(def, p)];
  const capacity = f.capacity ?? 0;
  return {
    type: typeOf(def),
    protection: f.protection ?? 6,
    flak: value((x) => x.factors?.flak ?? 0),
    surface: value((x) => x.attack),
    shore: value((x) => x.defense),
    fast: f.fast === 1,
    ...(f.transport ? { transport: f.transport === 1 ? ('A' as const) : ('I' as const) } : {}),
    capacity: damaged ? capacity / 2 : capacity,
    mp: face.movement - (damaged ? 2 : 0),
    damaged,
  };
}
