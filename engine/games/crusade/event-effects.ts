// The lasting marks events leave for other rules to read (§8.4, §8.5): the foreign RP an event cut off this
// turn or changed for every turn (N30, R31, R52), the activations an event grants (§8.2, §16.5.2) with the
// zone and DRM its text gives, and the extra Trench markers (R15, R24). Kept under vars.extra.events; the marks
// of the cards' notes (tracks, May Days, Guerrillas...) are set by event-notes.ts.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { type Draft, emit } from './draft.js';
import { geoOf, type SpaceAttrs } from './geo.js';
import { type Side, varsOf } from './state.js';
import { unitType } from './units.js';

/** What events leave in vars.extra.events. */
export interface EventMarks {
  /** §8.4 (N30, R31): a lasting change to the RP a foreign pool records each turn. */
  rpPerTurn: Record<string, number>;
  /** §8.4 (N30, R52): the turn in which a pool records no RP at all (retroactively). */
  noRp: Record<string, number>;
  /** R15: Trench markers a side has beyond the counter-mix's. */
  trenchMarkers: Record<string, number>;
  /** N13, N24: boxes the Nationalist Command marker has moved from "No Single Command" (its effects are lost). */
  natCommand: number;
  /** R28: the Government of the Republic once an event changed it (José Giral printed at the start). */
  government: string | null;
  /** R16 (§16.5.3): the winter turn Severe Winter falls on. */
  severeWinterTurn?: number;
  /** N29: the Republican Action Round (turn, round) in which no Catalan MIL may be activated. */
  mayDays?: { turn: number; round: number };
  /** R3: Army of Africa arrivals delayed by one Action Round each (afr.ts reads this). */
  afrDelays?: number;
  /** R51: the turn of the French Intervention Threat. */
  frenchThreat?: number;
  /** R33: the Nationalist space out of supply until the end of the turn. */
  guerrillas?: { space: string; turn: number };
}

const EMPTY = (): EventMarks => ({ rpPerTurn: {}, noRp: {}, trenchMarkers: {}, natCommand: 0, government: null });

/** The event marks of a state. */
export function marksOf(state: Pick<GameState, 'vars'>): EventMarks {
  const m = varsOf(state as GameState).extra.events ?? {};
  return { ...EMPTY(), ...m };
}

/** The draft's marks, created when missing (changes go to the draft). */
export function draftMarks(d: Draft): EventMarks {
  if (!d.vars.extra.events) d.vars.extra.events = EMPTY();
  return d.vars.extra.events;
}

/** §8.4 (N30, R52): whether `pool` records no RP this turn. */
export const noRpThisTurn = (state: GameState, pool: string): boolean => marksOf(state).noRp[pool] === state.turn;

/** §8.4 (N30, R31): the lasting per-turn change to the RP `pool` records (0 when none). */
export const rpPerTurn = (state: Pick<GameState, 'vars'>, pool: string): number => marksOf(state).rpPerTurn[pool] ?? 0;

/** Record `delta` RP in `pool` (never below 0); a pool cut off this turn records nothing. Returns the change. */
export function recordRp(d: Draft, pool: string, delta: number, rule: string, card?: string): number {
  if (delta > 0 && noRpThisTurn(d.state, pool)) {
    emit(d, { type: 'rpRefused', pool, points: delta, rule: '8.4', ...(card ? { card } : {}) });
    return 0;
  }
  const before = d.vars.rp[pool] ?? 0;
  const after = Math.max(0, before + delta);
  d.vars.rp[pool] = after;
  emit(d, { type: 'rp', pool, delta: after - before, rp: after, rule, ...(card ? { card } : {}) });
  return after - before;
}

/** §8.4 (N30, R52): `pool` records no RP this turn, and what it recorded already is lost (retroactive). */
export function cutRp(d: Draft, pool: string, card: string): void {
  draftMarks(d).noRp[pool] = d.state.turn;
  const lost = d.vars.rp[pool] ?? 0;
  d.vars.rp[pool] = 0;
  emit(d, { type: 'noRp', pool, lost, turn: d.state.turn, card, rule: '8.4' });
}

/** §8.4 (N30, R31): a lasting per-turn change to `pool`; R31's +1 cancels N30's -1 (not retroactively). */
export function changeRpPerTurn(d: Draft, pool: string, delta: number, card: string): void {
  const m = draftMarks(d);
  m.rpPerTurn[pool] = (m.rpPerTurn[pool] ?? 0) + delta;
  if (m.rpPerTurn[pool] === 0) delete m.rpPerTurn[pool];
  emit(d, { type: 'rpPerTurn', pool, delta, total: m.rpPerTurn[pool] ?? 0, card, rule: '8.4' });
}

/** R15: extra Trench markers for `side`. */
export function addTrenchMarkers(d: Draft, side: Side, count: number, card: string): void {
  const m = draftMarks(d);
  m.trenchMarkers[side] = (m.trenchMarkers[side] ?? 0) + count;
  emit(d, { type: 'trenchMarkers', side, count, total: m.trenchMarkers[side], card, rule: '10.2.3' });
}

/** R15: how many extra Trench markers `side` has. */
export const extraTrenchMarkers = (state: Pick<GameState, 'vars'>, side: Side): number =>
  marksOf(state).trenchMarkers[side] ?? 0;

/** The OPS an event grants (play.data.eventOps, read by ops.ts and combat.ts): activations, where the
 *  activated spaces must be (`activationZone`), and a DRM for the round's attacks, in `drmZone` when given. */
export interface EventOps {
  card: string;
  spaces: number;
  attackDrm: number;
  activationZone: string | null;
  drmZone: string | null;
  /** §8.5.5 a Strategic Counterattack (the bonus is chosen after the round's attacks). */
  counterattack: boolean;
  /** N3: the DRM only for attacks that include a unit of this type. */
  drmUnit?: string;
}

/** Catalonia's spaces on our map (N44). */
const CATALONIA = [
  'barcelona',
  'tarragona',
  'lerida',
  'gerona',
  'tortosa',
  'gandesa',
  'montblanch',
  'villafranca',
  'balaguer',
  'tremp',
  'seo-urgel',
  'puigcerda',
  'figueras',
  'vich',
  'manresa',
  'cervera',
];
/** Guipúzcoa's spaces on our map (N15). */
const GUIPUZCOA = ['san-sebastian', 'irun', 'tolosa', 'beasain'];

/**
 * Whether `space` lies in an event's zone (cards.json `zone`). Reconstructed bounds, as the cards' texts are ours:
 * 'north' the north of Spain from the Guadarrama up (latitude 40.5° and more; N2, N28), 'south' south of the
 * Tajo (below 39.85°; R54), 'Asturias' the Asturian spaces, 'Guipúzcoa' and 'Catalonia' their provinces.
 */
export function inZone(module: GameModule, space: string, zone: string): boolean {
  const geo = geoOf(module);
  if (!geo.has(space)) return false;
  // map.json's attrs hold the latitude too (no rule but the events' zones reads it).
  const a = geo.attrs(space) as SpaceAttrs & { lat?: number };
  switch (zone) {
    case 'north':
      return (a.lat ?? 0) >= 40.5;
    case 'south':
      return (a.lat ?? 90) < 39.85;
    case 'Asturias':
      return a.nfRegion === 'asturias';
    case 'Guipúzcoa':
      return GUIPUZCOA.includes(space);
    case 'Catalonia':
      return CATALONIA.includes(space);
    default:
      return false;
  }
}

/** §8.2 the DRM an OPS event gives the active side's attack on `target` this round (fire.ts adds it); a Strategic
 *  Counterattack's +1 is not counted here (fire.ts gives it, §8.5.5.2). */
export function eventAttackDrm(module: GameModule, state: GameState, target: string, attackers: Piece[] = []): number {
  const e = eventOpsOf(state);
  if (!e || e.counterattack) return 0;
  if (e.drmZone && !inZone(module, target, e.drmZone)) return 0;
  if (e.drmUnit && !attackers.some((p) => unitType(module, p) === e.drmUnit)) return 0;
  return e.attackDrm;
}

/** The event OPS of the current play, if the round's OPS came from an event. */
export function eventOpsOf(state: GameState): EventOps | null {
  return varsOf(state).play?.data.eventOps ?? null;
}
