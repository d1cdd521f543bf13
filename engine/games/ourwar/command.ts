// Command (VII): whom an HQ commands (VII.2, VII.2.4, VII.7), the path its support and reorganisation range is
// counted along (VII.2.1, VII.2.2; A5: hexes by default), and whether it may support (VII.2.1), help reorganise
// (VII.2.2) or coordinate (VII.6) given units. Each check answers yes, or the section and the reason it fails.

import { unitDef } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { independent } from './chain.js';
import { MinQueue } from './queue.js';
import { marksOf, ourWarOf, type Side, sideKey } from './state.js';
import { lineRange, suppliedIn } from './supply.js';
import { impassableBetween, mapGraph, waterBetween } from './terrain.js';
import { defOf, factorsOf, hasFlag, isHQ, rankOf } from './units.js';
import { enemyControlled, placeOf, standing, type Supplied, zocView, type ZocView } from './zoc.js';

/** A check's answer: yes, or the rule that says no and why. */
export type Check = { ok: true } | { ok: false; section: string; why: string };
const yes: Check = { ok: true };
const no = (section: string, why: string): Check => ({ ok: false, section, why });

/** How a command check reads the book: the supply input and A5, the range in hexes (default) or MP. */
export interface CommandOptions {
  supplied?: Supplied;
  commandRange?: 'hexes' | 'mp';
}

/** VII.7 the nations the rule names: Spanish (of either side) and the four foreign ones. */
export type Nation = 'spanish' | 'soviet' | 'german' | 'italian' | 'international';

/** VII.7 the nation of each nationality the counters carry: the rule's own words and the Ebro module's. The Army of
 *  Africa is Spanish here (it is foreign only for withdrawals, XX.1.6); the Condor Legion German, the CTV Italian. */
const NATIONS: ReadonlyMap<string, Nation> = new Map<string, Nation>([
  ['spanish', 'spanish'],
  ['republican', 'spanish'],
  ['nationalist', 'spanish'],
  ['spanish-republican', 'spanish'],
  ['nationalist-spanish', 'spanish'],
  ['army-of-africa', 'spanish'],
  ['soviet', 'soviet'],
  ['soviet-air', 'soviet'],
  ['german', 'german'],
  ['condor-legion', 'german'],
  ['italian', 'italian'],
  ['ctv', 'italian'],
  ['international', 'international'],
  ['international-brigades', 'international'],
]);

/** VII.7 the nation a counter's nationality belongs to (null for one the rule does not name). */
export const nationOf = (nationality: string): Nation | null => NATIONS.get(nationality) ?? null;

/** VII.7 the nations whose HQs command only their own (Spanish HQs of either side command any). */
export const OWN_ONLY: ReadonlySet<Nation> = new Set(['soviet', 'german', 'italian', 'international']);

/** VII.2 whether a unit answers to an HQ: the HQ is its own or above it in the chain (by counter id). */
export function subordinate(module: GameModule, unit: Pick<Piece, 'def'>, hq: Pick<Piece, 'def'>): boolean {
  const seen = new Set<string>();
  for (let ref = defOf(module, unit).hq; ref && !seen.has(ref); ref = unitDef(module, ref)?.hq) {
    if (ref === hq.def) return true;
    seen.add(ref);
  }
  return false;
}

/** VII.2, VII.2.4, VII.7 whether an HQ commands a unit: subordinate or directly assigned, of a nationality it may. */
export function commands(module: GameModule, hq: Piece, unit: Piece): boolean {
  if (hq.id === unit.id || hq.side !== unit.side) return false;
  const nation = nationOf(defOf(module, hq).nationality);
  if (nation && OWN_ONLY.has(nation) && nationOf(defOf(module, unit).nationality) !== nation) return false;
  return subordinate(module, unit, hq) || hasFlag(module, unit, 'direct');
}

/**
 * VII.2.1, VII.2.2 (A5) the length in hexes of the shortest path between two hexes that crosses no impassable
 * hexside, no water course without a fixed crossing and enters no enemy-controlled hex; null beyond `max`.
 */
export function commandPath(view: ZocView, side: Side, from: string, to: string, max: number): number | null {
  const { module, state } = view;
  const v = ourWarOf(state);
  const graph = mapGraph(module);
  if (from === to) return 0;
  if (!graph.has(from) || !graph.has(to)) return null;
  const dist = new Map([[from, 0]]);
  const queue = new MinQueue();
  queue.push(from, 0);
  for (let q = queue.pop(); q; q = queue.pop()) {
    if (q.key === to) return q.priority;
    if (q.priority >= max) continue;
    for (const n of graph.neighbors(q.key)) {
      if (dist.has(n) || impassableBetween(module, q.key, n) || enemyControlled(view, side, n)) continue;
      if (waterBetween(module, q.key, n, v.weather) !== null && !standing(v.crossings[sideKey(q.key, n)])) continue;
      dist.set(n, q.priority + 1);
      queue.push(n, q.priority + 1);
    }
  }
  return null;
}

/** VII.2.1, VII.2.2 whether a unit is within an HQ's reorganisation range (stacked, or along a command path). */
export function inReorgRange(
  module: GameModule,
  state: GameState,
  hq: Piece,
  unit: Piece,
  o: CommandOptions = {},
): boolean {
  const a = placeOf(hq);
  const b = placeOf(unit);
  if (a === null || b === null) return false;
  if (a === b) return true;
  if (hq.at.kind !== 'hex' || unit.at.kind !== 'hex') return false;
  // XX.2.3 (optional) an HQ in a bridgehead commands only the units in its hex
  if (ourWarOf(state).bridgeheads?.[a]) return false;
  const view = zocView(module, state, o.supplied);
  const range = factorsOf(module, hq).reorg;
  if (o.commandRange === 'mp') return lineRange(view, hq.side as Side, [a], range).mp.has(b);
  return commandPath(view, hq.side as Side, a, b, range) !== null;
}

/** VII.2, VII.9, VIII.8, XVI.8 an HQ able to use a factor: in supply, organised, not yet flipped. */
function ready(module: GameModule, state: GameState, hq: Piece, o: CommandOptions): Check {
  if (!isHQ(module, hq)) return no('VII.2', 'Only an HQ uses command factors');
  const m = marksOf(ourWarOf(state), hq.id);
  if (m.spent) return no('VII.9', 'The HQ has used a factor this turn');
  if (m.dso) return no('XVI.8', 'A disorganised HQ may not use its factors');
  if (!(o.supplied ?? suppliedIn(module, state))(hq))
    return no('VIII.8', 'An HQ out of supply may not use its factors');
  return yes;
}

/** The pieces of these ids, or null when one is unknown (the check refuses). */
function pieces(state: GameState, ids: readonly string[]): Piece[] | null {
  const out = ids.map((id) => state.pieces.find((p) => p.id === id));
  return out.every((p) => p !== undefined) ? (out as Piece[]) : null;
}

/**
 * VII.2.1 whether an HQ may add its support factor for these units: ready, not one of them (VII.2), commanding each
 * (subordinate or directly assigned, VII.2.4; nationality VII.7), each stacked with it or within its reorganisation
 * range along a path free of enemy control, impassable hexsides and water without fixed crossings.
 */
export function canSupport(
  module: GameModule,
  state: GameState,
  hqId: string,
  unitIds: readonly string[],
  o: CommandOptions = {},
): Check {
  const hq = state.pieces.find((p) => p.id === hqId);
  if (!hq) return no('VII.2', 'No such HQ');
  const r = ready(module, state, hq, o);
  if (!r.ok) return r;
  const units = pieces(state, unitIds);
  if (!units) return no('VII.2', 'No such unit');
  for (const u of units) {
    if (u.id === hq.id) return no('VII.2', 'An HQ may not use its factors to help itself');
    if (!commands(module, hq, u)) return no('VII.2.1', `${u.id} is not under this HQ's command`);
    if (independent(module, state, u)) return no('VII.3', `${u.id} lost its HQ this turn: no HQ supports it`);
    if (!inReorgRange(module, state, hq, u, o)) return no('VII.2.1', `${u.id} is beyond the HQ's range`);
  }
  return yes;
}

/** VII.2.2 whether an HQ's reorganisation factor modifies a disorganised unit's roll (the factor is the DRM). */
export function canHelpReorganise(
  module: GameModule,
  state: GameState,
  hqId: string,
  unitId: string,
  o: CommandOptions = {},
): Check {
  const c = canSupport(module, state, hqId, [unitId], o);
  return c.ok || c.section !== 'VII.2.1' ? c : { ...c, section: 'VII.2.2' };
}

/**
 * VII.6 whether an HQ may coordinate units of different formations: ready, of higher rank than every one of them,
 * commanding each (VII.2.4: directly assigned units too) and every one within its reorganisation range.
 */
export function canCoordinate(
  module: GameModule,
  state: GameState,
  hqId: string,
  unitIds: readonly string[],
  o: CommandOptions = {},
): Check {
  const hq = state.pieces.find((p) => p.id === hqId);
  if (!hq) return no('VII.6', 'No such HQ');
  const r = ready(module, state, hq, o);
  if (!r.ok) return r;
  const units = pieces(state, unitIds);
  if (!units) return no('VII.6', 'No such unit');
  for (const u of units) {
    if (rankOf(module, u) >= rankOf(module, hq)) return no('VII.6', `${u.id} is not below the HQ in rank`);
    if (!commands(module, hq, u)) return no('VII.6', `${u.id} is not under this HQ's command`);
    if (!inReorgRange(module, state, hq, u, o)) return no('VII.6', `${u.id} is beyond the HQ's range`);
  }
  return yes;
}
