// Air units against ships, played by hand with the engine's dice (§16.14, §16.24, †§21.06):
//  airIntercept {pieces, hex}           a group of air units of one stack tries to intercept enemy ships moving
//                                       through `hex`, at most its printed range or 14 hexes (§16.24): one die
//                                       for the group, the column by distance; each unit is used whether or not
//                                       it succeeds, and rolls once a player segment; the result is read off the
//                                       players' Naval & Air Interception Table (the book prints none of it)
//  navalBomb {pieces, target, support?} air units bomb one enemy ship (§16.14): in their side's Air Phase as a
//                                       mission, or at the hex they intercepted at. Flak first (†§21.06): the ship
//                                       and one other of its hex fire their flak ÷ 10 (fractions dropped), with
//                                       the port's if they are in one, at each air unit; then one roll on the Naval
//                                       CRT's column of the air type for every two bombing factors, an odd factor
//                                       one roll on the column to its left. A result the book prints is applied at
//                                       once; any other waits for navalHit, read off the players' Naval CRT.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Piece, Violation } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { airOf, airOfPiece, weatherBombing } from './air.js';
import { loseAirUnits } from './airturn.js';
import { flakColumn, flakFactors, flakResult } from './flak.js';
import { applyHit } from './navalfire.js';
import { bookOf, factsOf, seaOf, shipOf } from './naval.js';
import { printedCell } from './navalcombat.js';
import { interceptColumn } from './navalintercept.js';
import { defOf, hexOf, type SfeVars, type Side, varsOf, violation } from './state.js';
import { graphOf } from './terrain.js';
import { weatherAt } from './weather.js';

type D = Draft<SfeVars>;

/** §16.24 the farthest an air unit intercepts ships: its printed range, at most 14 hexes. */
export const interceptReach = (range: number): number => Math.min(range, 14);

/** §16.14 the Naval CRT rolls of `bombing` factors of one air type: one on its column per two, one on the column
 *  to its left ("<A") for an odd factor left over; fractions below one factor make no roll. */
export function bombingRolls(type: string, bombing: number): string[] {
  const pairs = Math.floor(bombing / 2);
  const odd = bombing - pairs * 2 >= 1;
  return [...Array.from({ length: pairs }, () => type), ...(odd ? [`<${type}`] : [])];
}

/** †§21.06 the flak against naval bombing: the ship's and one supporting ship's flak ÷ 10, fractions dropped, with
 *  the port's flak (§21.03) when they are in port. */
export const navalFlak = (shipsFlak: number, portFlak: number): number => Math.floor(shipsFlak / 10) + portFlak;

/** The key of a player segment (§16.24 one interception roll an air unit in each). */
const segmentKey = (state: GameState): string => `${state.turn}.${varsOf(state).segment}`;

/** The side's air units named in `args.pieces`, on the map (their base), or why not (refused in every mode). */
function airUnits(module: GameModule, state: GameState, action: Action): Piece[] | Violation[] {
  const out: Piece[] = [];
  for (const id of strs(action.args.pieces) ?? []) {
    const p = state.pieces.find((x) => x.id === id);
    if (!p || p.side !== action.side || !hexOf(p) || !airOfPiece(module, p))
      return [violation('naval.air', '16.24', 'Name air units of yours on their bases', { piece: id })];
    out.push(p);
  }
  if (out.length === 0) return [violation('naval.air', '16.24', 'Name air units of yours on their bases')];
  return out;
}

/** §16.24 the rules an air interception of ships breaks: one stack, one roll a segment, used units, the reach. */
export function airInterceptBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const g = airUnits(module, state, action);
  if (!('def' in g[0]!)) return g as Violation[];
  const units = g as Piece[];
  const hex = str(action.args.hex) ?? '';
  const v = varsOf(state);
  const out: Violation[] = [];
  if (units.some((p) => hexOf(p) !== hexOf(units[0]!)))
    out.push(violation('naval.air', '16.24', 'A group is the air units of one stack'));
  for (const p of units) {
    const a = airOfPiece(module, p)!;
    if (bookOf(v).airIntercepts?.[p.id]?.key === segmentKey(state))
      out.push(
        violation('naval.air', '16.24', 'One interception roll an air unit each player segment', { piece: p.id }),
      );
    else if (airOf(v).flown[p.id])
      out.push(violation('naval.air', '16.24', 'That air unit is used this air turn', { piece: p.id }));
    if (graphOf(module).distance(hexOf(p)!, hex) > interceptReach(a.range))
      out.push(violation('naval.air', '16.24', 'Beyond its range or 14 hexes', { piece: p.id, hex }));
  }
  return out;
}

/** §16.24 carry out an air interception roll: the die and column; every unit of the group used (T20). */
export function airIntercept(module: GameModule, d: D, action: Action): Violation[] | null {
  const g = airUnits(module, d.state, action);
  if (!('def' in g[0]!)) return g as Violation[];
  const units = g as Piece[];
  const hex = str(action.args.hex) ?? '';
  const column = interceptColumn(graphOf(module).distance(hexOf(units[0]!)!, hex)) ?? '15+';
  const [die] = roll(d, 1, `air interception at ${hex}`, action.side, '§16.24');
  const key = segmentKey(d.state);
  const air = airOf(d.vars);
  const flown = { ...air.flown };
  for (const p of units) flown[p.id] = 'naval-bombing';
  d.vars.air = { ...air, flown };
  const book = bookOf(d.vars);
  const intercepts = { ...book.airIntercepts };
  for (const p of units) intercepts[p.id] = { hex, key };
  d.vars.naval = { ...book, airIntercepts: intercepts };
  const pieces = units.map((p) => p.id);
  const e = { type: 'airInterception', side: action.side, pieces, hex, column, die: die!, result: '?' };
  emit(d, { ...e, rule: '§16.24' });
  return null;
}

/** The target ship and its supporting ship (†§21.06), or why not (refused in every mode). */
function targets(module: GameModule, state: GameState, action: Action): [Piece, Piece | null] | Violation[] {
  const ship = (id: string | null | undefined) =>
    state.pieces.find((x) => x.id === id && x.side !== action.side && hexOf(x) && isShip(module, x));
  const target = ship(str(action.args.target));
  if (!target) return [violation('naval.air', '16.14', 'Name an enemy ship on the map to bomb')];
  const supportId = str(action.args.support);
  const support = supportId ? ship(supportId) : undefined;
  if (supportId && (!support || hexOf(support) !== hexOf(target) || support.id === target.id))
    return [violation('naval.air', '21.06', 'The ship that supports it is another enemy ship in its hex')];
  return [target, support ?? null];
}

const isShip = (module: GameModule, p: Piece): boolean => !!defOf(module, p)?.type.startsWith('naval-');

/** §16.14, §16.24 the rules a naval bombing breaks: bombing factors, range, used units, the phase. */
export function navalBombBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const g = airUnits(module, state, action);
  if (!('def' in g[0]!)) return g as Violation[];
  const t = targets(module, state, action);
  if (!('def' in t[0]!)) return t as Violation[];
  const hex = hexOf((t as [Piece, Piece | null])[0])!;
  const v = varsOf(state);
  const out: Violation[] = [];
  for (const p of g as Piece[]) {
    const a = airOfPiece(module, p)!;
    const intercepted = bookOf(v).airIntercepts?.[p.id];
    const fromInterception = intercepted?.hex === hex && intercepted.key === segmentKey(state);
    if (a.bombing <= 0) out.push(violation('naval.air', '16.14', 'Only air units with bombing factors bomb ships'));
    if (!fromInterception && airOf(v).flown[p.id])
      out.push(violation('naval.air', '16.14', 'That air unit is used this air turn', { piece: p.id }));
    if (!fromInterception && (v.phase !== 'air' || state.activeSide !== action.side))
      out.push(violation('naval.air', '16.14', 'Bomb ships in your Air Phase, or where your interception met them'));
    if (graphOf(module).distance(hexOf(p)!, hex) > a.range)
      out.push(violation('naval.air', '16.14', 'The ships are beyond its range', { piece: p.id, hex }));
  }
  return out;
}

/** §16.14, †§21.06 carry out a naval bombing: the flak at each air unit, then the rolls on the Naval CRT. */
export function navalBomb(module: GameModule, d: D, action: Action): Violation[] | null {
  const g = airUnits(module, d.state, action);
  if (!('def' in g[0]!)) return g as Violation[];
  const t = targets(module, d.state, action);
  if (!('def' in t[0]!)) return t as Violation[];
  const [target, support] = t as [Piece, Piece | null];
  const hex = hexOf(target)!;
  const flakOf = (p: Piece | null) => (p ? factsOf(defOf(module, p)!, p, d.vars.naval?.ships[p.id]).flak : 0);
  const inPort = seaOf(module, d.state).ports[hex] !== undefined && !bookOf(d.vars).ships[target.id]?.atSea;
  const port = inPort ? flakFactors(module, d.state, hex, target.side as Side) : 0;
  const factors = navalFlak(flakOf(target) + flakOf(support), port);
  const weather = weatherBombing(module, weatherAt(module, d.vars.weather, hex));
  const bombing: Record<string, number> = {};
  const air = airOf(d.vars);
  const flown = { ...air.flown };
  const intercepts = { ...bookOf(d.vars).airIntercepts };
  for (const p of g as Piece[]) {
    const a = airOfPiece(module, p)!;
    flown[p.id] = 'naval-bombing';
    delete intercepts[p.id];
    const column = flakColumn(module, factors, a.type);
    const dice = column === null ? null : roll(d, 2, `flak at ${hex}`, target.side, '§21.06');
    const result = dice ? flakResult(module, column, dice[0]! + dice[1]!) : '-';
    if (dice) emit(d, { type: 'flak', hex, side: target.side, piece: p.id, factors, result, rule: '§21.06' });
    if (result === 'X') loseAirUnits(module, d, [p.id], '§21.04');
    if (result === 'X' || result === 'A') continue;
    bombing[a.type] = (bombing[a.type] ?? 0) + a.bombing * weather * (result === 'H' ? 0.5 : 1);
  }
  d.vars.air = { ...airOf(d.vars), flown };
  d.vars.naval = { ...bookOf(d.vars), airIntercepts: intercepts };
  for (const [type, bf] of Object.entries(bombing).sort())
    for (const column of bombingRolls(type, bf)) {
      // the ship as the rolls before left it (a sunk ship takes no more)
      const now = d.state.pieces.find((p) => p.id === target.id && hexOf(p));
      if (!now) break;
      const dice = roll(d, 2, `naval bombing of ${target.id}`, action.side, '§16.14');
      const total = dice[0]! + dice[1]!;
      const result = printedCell(column, total);
      const shown = result ?? '?';
      emit(d, {
        type: 'navalBombing',
        side: action.side,
        piece: target.id,
        hex,
        column,
        roll: total,
        result: shown,
        rule: '§16.14',
      });
      if (result) applyHit(module, d, now, result);
      else {
        const ship = shipOf(d.vars, target.id);
        ship.bombsAt = [...(ship.bombsAt ?? []), { column, roll: total }];
      }
    }
  return null;
}
