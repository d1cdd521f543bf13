// The combat bookkeeping kept in `vars.extra.combat`: what this Action Round has already used (§11.1.6 each unit
// fights once, each space is attacked once; §11.4.6 units that retreated; §8.5.3.3 retained Combat Cards committed),
// this turn's combat results (Strategic Counterattack, Madrid priority and Victorious Attack bookkeeping), and the
// combat in progress.

import type { GameState, Piece } from '../../core/types.js';
import type { Draft } from './draft.js';
import type { LossPlan } from './losses.js';
import { type CrusadeVars, type Side, varsOf } from './state.js';

/** The combat in progress. */
export interface Current {
  target: string;
  attacker: Side;
  defender: Side;
  /** §11.2.1 the designated attacking units (and Reserve divisions that replaced an attacking corps, §11.3.5). */
  attackers: string[];
  /** §11.1.4 the defending units, without the ones that retreated into the space this round (§11.4.6). */
  defenders: string[];
  retreatedIn: string[];
  /** §13.1.1.1 units out of supply when the combat began (no CC benefit, permanently removed if eliminated). */
  oos: string[];
  cards: { attacker: string[]; defender: string[] };
  /** §16.6.2 the attacker declared the armor DRM. */
  armor: boolean;
  /** Effects of the manual cards the later steps read (R45, R36). */
  divisionsFirst: boolean;
  noRetreatWithin1: boolean;
  ln: { attacker: number; defender: number } | null;
  /** §11.3.4 the plans the owner chooses among (combat-losses step). */
  lossSide: Side | null;
  plans: LossPlan[] | null;
  /** §11.4.2 spaces to retreat (0: none). */
  distance: number;
  /** The paths the retreating units took (§11.5.2 advance). */
  routes: string[][];
  advancers: string[];
  advanced: string[];
}

/**
 * Where a combat stopped (flow.ts sets the step that waits for it): the defender's Combat Cards, a side's choice of
 * losses, the defender's retreat cancel or retreat, the attacker's advance; 'over' when the combat is done.
 */
export type CombatStop = 'cards-defender' | 'losses' | 'retreat-cancel' | 'retreat' | 'advance' | 'over';

/** One combat's result, kept for the rest of the turn. */
export interface CombatRecord {
  turn: number;
  round: number;
  attacker: Side;
  target: string;
  winner: 'attacker' | 'defender' | 'none';
  attackerLn: number;
  defenderLn: number;
  /** The defending space was emptied and the attacker entered it. */
  advanced: boolean;
  /** §8.5.5.3 Teruel, El Ebro: the attack whose terrain effects the card cancelled. */
  terrainCancelled?: boolean;
}

/** `vars.extra.combat`. */
export interface CombatVars {
  /** The Action Round these lists belong to (turn:side:round). */
  round: string;
  turn: number;
  attacked: string[];
  fought: string[];
  retreated: string[];
  usedRetained: string[];
  log: CombatRecord[];
  current: Current | null;
}

const roundKey = (state: GameState): string => `${state.turn}:${state.activeSide}:${varsOf(state).round}`;

/** The combat bookkeeping of the current Action Round (fresh when the round changed); with `vars` (a draft's),
 *  the fresh record is stored there. */
export function combatOf(state: GameState, vars?: CrusadeVars): CombatVars {
  const v = vars ?? varsOf(state);
  const c = v.extra.combat;
  const key = roundKey(state);
  if (c && c.round === key) return c;
  const fresh: CombatVars = {
    round: key,
    turn: state.turn,
    attacked: [],
    fought: [],
    retreated: [],
    usedRetained: [],
    log: c && c.turn === state.turn ? c.log : [],
    current: null,
  };
  if (vars) vars.extra.combat = fresh;
  return fresh;
}

/** This turn's combat results (events and the Madrid priority read them). */
export function combatLog(state: GameState): CombatRecord[] {
  const c = varsOf(state).extra.combat;
  return c && c.turn === state.turn ? c.log : [];
}

/** The mutable combat record of a draft. */
export const cv = (d: Draft) => combatOf(d.state, d.vars);
/** The combat in progress of a draft. */
export const curOf = (d: Draft): Current => {
  const c = cv(d).current;
  if (!c) throw new Error('No combat in progress');
  return c;
};
/** The pieces among `ids` on the map. */
export const onMap = (state: GameState, ids: string[]): Piece[] =>
  ids.map((id) => state.pieces.find((p) => p.id === id)).filter((p): p is Piece => !!p && p.at.kind === 'space');
/** The space of a piece on the map. */
export const spaceOf = (p: Piece): string => (p.at.kind === 'space' ? p.at.space : '');
