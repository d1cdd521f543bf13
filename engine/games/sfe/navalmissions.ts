// Naval missions (§19) played by hand, one a naval turn for each ship (§19.0), 1 MP each (§18.01):
//  bombard {pieces, hex, units?}  offensive shore bombardment (§19.21, §19.23): the ships in the hex attacked add
//                                 (their shore factors)/10, fractions kept, at most 12 a hex; the log says so
// and what every mission checks and books; the transport's missions are in navaltransport.ts.
// Each verb's check is the rules it breaks (advisory play records them); apply carries it out.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Piece, Violation } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { bookOf, factsOf, navalTurn, seaOf, shipOf } from './naval.js';
import { shipIn } from './navalmove.js';
import { defOf, hexOf, type SfeVars, varsOf, violation } from './state.js';

type D = Draft<SfeVars>;

/** §19.23 the effective shore bombardment of some shore factors: a tenth, fractions kept. */
export const effectiveShore = (factors: number): number => factors / 10;

/** §19.23 the most effective shore bombardment one hex takes (British and U.S. 16 from April 1944). */
export const HEX_SHORE_CAP = 12;

/** §19.0 the rules a mission breaks for one ship: a mission already flown this naval turn, a disrupted or repairing
 *  ship, no MP left. */
export function missionBreaks(module: GameModule, state: GameState, p: Piece): Violation[] {
  const v = varsOf(state);
  const ship = v.naval?.ships[p.id] ?? {};
  const turn = navalTurn(state, v, p.side);
  const out: Violation[] = [];
  if (ship.turn === turn && ship.mission)
    out.push(violation('naval.mission', '19.0', 'A ship performs one mission a naval turn', { piece: p.id }));
  if ((ship.disruptedUntil ?? 0) >= turn)
    out.push(violation('naval.mission', '18.04', 'A disrupted ship may not perform missions', { piece: p.id }));
  if (ship.repairUntil !== undefined)
    out.push(violation('naval.repair', '27.25c', 'A ship under repair may not fire nor bombard', { piece: p.id }));
  const spent = ship.turn === turn ? (ship.mp ?? 0) : 0;
  if (spent + 1 > factsOf(defOf(module, p)!, p, ship).mp)
    out.push(violation('naval.mp', '18.01', 'A mission costs 1 MP and none is left', { piece: p.id }));
  return out;
}

/** §18.01, §19.0 book a mission: 1 MP spent and the ship used this naval turn. */
export function bookMission(d: D, p: Piece, mission: string): void {
  const ship = shipOf(d.vars, p.id);
  const turn = navalTurn(d.state, d.vars, p.side);
  if (ship.turn !== turn) Object.assign(ship, { turn, mp: 0, zones: [] as string[] });
  ship.mp = (ship.mp ?? 0) + 1;
  ship.mission = mission;
}

/** The side's ships named by `args.pieces`, or why not (refused in every mode). */
function shipsIn(module: GameModule, state: GameState, action: Action): Piece[] | Violation[] {
  const out: Piece[] = [];
  for (const id of strs(action.args.pieces) ?? []) {
    const p = shipIn(module, state, { ...action, args: { piece: id } });
    if (Array.isArray(p)) return p;
    out.push(p);
  }
  if (out.length === 0) return [violation('naval.ship', '19.0', 'Name the ships of the mission')];
  return out;
}

/** §19.21, §19.23 the effective shore factors `side` booked against `hex` in this Combat Phase. */
export const bombardedAt = (v: Pick<SfeVars, 'naval'>, hex: string, side: string): number =>
  (bookOf(v).bombard ?? []).filter((b) => b.hex === hex && b.side === side).reduce((a, b) => a + b.factors, 0);

/** §19.21 the Combat Phase over: its shore bombardment is spent (the ships go back to port by hand). */
export function bombardmentOver(v: SfeVars): void {
  if (v.naval?.bombard) v.naval = { ...v.naval, bombard: [] };
}

/** §19.21, §19.23 the rules a shore bombardment breaks. */
export function bombardBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const ships = shipsIn(module, state, action);
  if (ships.length === 0 || !('def' in ships[0]!)) return ships as Violation[];
  const hex = str(action.args.hex) ?? '';
  const v = varsOf(state);
  const out = (ships as Piece[]).flatMap((p) => missionBreaks(module, state, p));
  if (v.phase !== 'combat' || state.activeSide !== action.side)
    out.push(violation('naval.phase', '19.21', 'Shore bombardment is added in your Combat Phase'));
  if ((ships as Piece[]).some((p) => hexOf(p) !== hex))
    out.push(violation('naval.bombard', '19.21', 'The ships must be in the hex attacked', { hex }));
  const h = module.map.hexes.find((x) => x.id === hex);
  const port = seaOf(module, state).ports[hex] !== undefined;
  if (!port && !h?.features?.includes('major-fort'))
    out.push(violation('naval.bombard', '19.21', 'Bombard a coastal port, a beach assaulted or a major fort', { hex }));
  const before = (bookOf(v).bombard ?? []).filter((b) => b.hex === hex).reduce((a, b) => a + b.factors, 0);
  if (before + effectiveShore(shoreOf(module, state, ships as Piece[])) > HEX_SHORE_CAP)
    out.push(violation('naval.bombard', '19.23', `At most ${HEX_SHORE_CAP} effective shore factors a hex`, { hex }));
  return out;
}

/** The shore factors of some ships as their damage leaves them (§20.03(1)). */
const shoreOf = (module: GameModule, state: GameState, ships: readonly Piece[]): number =>
  ships.reduce((a, p) => a + factsOf(defOf(module, p)!, p, varsOf(state).naval?.ships[p.id]).shore, 0);

/** §19.21 carry out a bombardment: each ship used, the effective factors booked for the hex and logged. */
export function bombard(module: GameModule, d: D, action: Action): Violation[] | null {
  const ships = shipsIn(module, d.state, action);
  if (ships.length === 0 || !('def' in ships[0]!)) return ships as Violation[];
  const hex = str(action.args.hex) ?? '';
  const factors = effectiveShore(shoreOf(module, d.state, ships as Piece[]));
  for (const p of ships as Piece[]) bookMission(d, p, 'bombard');
  const units = strs(action.args.units) ?? [];
  const ids = (ships as Piece[]).map((p) => p.id);
  d.vars.naval = {
    ...bookOf(d.vars),
    bombard: [...(bookOf(d.vars).bombard ?? []), { hex, side: action.side, ships: ids, factors, units }],
  };
  emit(d, { type: 'bombarded', side: action.side, pieces: ids, hex, factors, rule: '§19.23' });
  return null;
}
