// Naval combat played by hand, with the engine's dice:
//  fire {pieces, target, round}  ships at sea in one hex fire together at one enemy ship (§20.01(3)-(4)): the
//                                engine rolls 2d6, adds the DRMs it knows (navalcombat.ts) and names the column;
//                                a result the book prints is applied at once, else it waits for navalHit
//  navalHit {piece, result}      the result the players read off their Naval CRT for the roll the engine made,
//                                applied to the counter's sides (§20.02); sunk ships leave the map, with any cargo
//  disengage {pieces}            a force's withdrawal roll after round 1 or 2 (§20.01(5)): the engine's die, +1 a
//                                damaged ship, the force fast or slow (§18.05); the table's result by the players
// Each verb's check is the rules it breaks (advisory play records them); apply carries it out.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { type Action, DEAD_PILE, type GameState, type Piece, type Violation } from '../../core/types.js';
import { type Draft, emit, moveTo, roll, setPiece } from '../../systems/draft.js';
import { eliminate } from './losses.js';
import { factsOf, hitBonus, shipOf } from './naval.js';
import { combinedDrm, firesIn, hit, type NavalResult, printedCell, surfaceColumn } from './navalcombat.js';
import { missionBreaks } from './navalmissions.js';
import { shipIn } from './navalmove.js';
import { defOf, hexOf, type SfeVars, varsOf, violation } from './state.js';

type D = Draft<SfeVars>;

const RESULTS: readonly string[] = ['S', 'D', 'SS', 'SD', 'DS', 'DD', 'miss'];

/** The firing ships, their target and round, or why the fire cannot be rolled at all (refused in every mode). */
function fireOf(module: GameModule, state: GameState, action: Action) {
  const firers: Piece[] = [];
  for (const id of strs(action.args.pieces) ?? []) {
    const p = shipIn(module, state, { ...action, args: { piece: id } });
    if (Array.isArray(p)) return p;
    firers.push(p);
  }
  const target = state.pieces.find((x) => x.id === str(action.args.target));
  const round = Number(action.args.round) as 1 | 2 | 3;
  if (
    firers.length === 0 ||
    !target ||
    target.side === action.side ||
    !hexOf(target) ||
    !defOf(module, target)?.type.startsWith('naval-')
  )
    return [violation('naval.fire', '20.01', 'Name your ships and one enemy ship to fire at')];
  if (![1, 2, 3].includes(round)) return [violation('naval.fire', '20.01', 'Name the round: 1, 2 or 3')];
  return { firers, target, round };
}

/** §20.01 the rules a fire breaks: ships not in the target's hex, types out of range in the round, used ships. */
export function fireBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const f = fireOf(module, state, action);
  if (Array.isArray(f)) return f;
  const out: Violation[] = [];
  for (const p of f.firers) {
    const def = defOf(module, p)!;
    if (hexOf(p) !== hexOf(f.target))
      out.push(violation('naval.fire', '20.01', 'Ships fire only at ships in their hex', { piece: p.id }));
    if (!firesIn(factsOf(def, p).type, f.round))
      out.push(violation('naval.fire', '20.01', `A ${factsOf(def, p).type} may not fire in round ${f.round}`));
    if (varsOf(state).naval?.ships[p.id]?.repairUntil !== undefined) out.push(...missionBreaks(module, state, p));
  }
  return out;
}

/** §20.01(4) carry out a fire: 2d6 rolled by the engine, the column and DRM; a printed result applied at once. */
export function fire(module: GameModule, d: D, action: Action): Violation[] | null {
  const f = fireOf(module, d.state, action);
  if (Array.isArray(f)) return f;
  const book = (id: string) => d.vars.naval?.ships[id];
  const factors = f.firers.reduce((a, p) => a + factsOf(defOf(module, p)!, p, book(p.id)).surface, 0);
  const column = surfaceColumn(factors);
  if (!column) return [violation('naval.fire', '20.01', 'Those ships have no surface factor to fire with')];
  const tDef = defOf(module, f.target)!;
  const types = f.firers.map((p) => factsOf(defOf(module, p)!, p).type);
  const atSea = !!book(f.target.id)?.atSea;
  const bonus = atSea && hitBonus(tDef, f.target, book(f.target.id)?.damage);
  const drm = combinedDrm(types, factsOf(tDef, f.target).protection, f.round, bonus);
  const dice = roll(d, 2, `naval combat at ${hexOf(f.target)}`, action.side, '§20.01');
  const modified = dice[0]! + dice[1]! + drm;
  const result = printedCell(column, modified);
  emit(d, {
    type: 'navalFire',
    side: action.side,
    pieces: f.firers.map((p) => p.id),
    piece: f.target.id,
    hex: hexOf(f.target)!,
    column,
    roll: modified,
    drm,
    result: result ?? '?',
    rule: '§20.01',
  });
  if (result) applyHit(module, d, f.target, result);
  else shipOf(d.vars, f.target.id).fireAt = { column, roll: modified };
  return null;
}

/** §20.02 the rule a recorded result breaks: no fire rolled at that ship waits for its result. */
export function navalHitBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const p = state.pieces.find((x) => x.id === str(action.args.piece));
  if (!p || !defOf(module, p)?.type.startsWith('naval-') || !RESULTS.includes(str(action.args.result) ?? ''))
    return [violation('naval.hit', '20.02', 'Name a ship and a result: S, D, SS, SD, DS, DD or miss')];
  const ship = varsOf(state).naval?.ships[p.id];
  if (!ship?.fireAt && !ship?.bombsAt?.length)
    return [violation('naval.hit', '20.01', 'No fire rolled at that ship waits for its result', { piece: p.id })];
  return [];
}

/** §20.02 carry out a result read off the Naval CRT. */
export function navalHit(module: GameModule, d: D, action: Action): Violation[] | null {
  const p = d.state.pieces.find((x) => x.id === str(action.args.piece));
  const result = str(action.args.result) ?? '';
  if (!p || !hexOf(p) || !defOf(module, p)?.type.startsWith('naval-') || !RESULTS.includes(result))
    return [violation('naval.hit', '20.02', 'Name a ship on the map and a result: S, D, SS, SD, DS, DD or miss')];
  // the result is the oldest roll waiting at the ship: a surface fire's, else a naval bombing's (§16.14)
  const ship = shipOf(d.vars, p.id);
  if (ship.fireAt) delete ship.fireAt;
  else if (ship.bombsAt?.length) ship.bombsAt = ship.bombsAt.slice(1);
  if (ship.bombsAt?.length === 0) delete ship.bombsAt;
  applyHit(module, d, p, result as NavalResult);
  return null;
}

/** §20.02, §20.03(6) a result on a ship: its steps and Damaged markers; sunk, it leaves the map with its cargo; a
 *  transport flipped under a full corps flips it (the §19 example: the 10-10-4 aboard became a 4-4-4). */
export function applyHit(module: GameModule, d: D, p: Piece, result: NavalResult): void {
  const def = defOf(module, p)!;
  const ship = shipOf(d.vars, p.id);
  const after = hit(def, p, ship.damage ?? {}, result);
  const hex = hexOf(p)!;
  const cargo = [...(ship.cargo ?? [])];
  if (after.steps === 0) {
    moveTo(d, p.id, { kind: 'box', box: DEAD_PILE });
    d.vars.naval!.ships[p.id] = {};
    eliminate(module, d, cargo, '§20.02');
  } else {
    const flipped = after.steps < p.steps;
    setPiece(d, p.id, { steps: after.steps });
    ship.damage = after.damage;
    if (flipped && (result === 'S' || result.length === 2))
      for (const id of cargo) {
        const u = d.state.pieces.find((x) => x.id === id)!;
        const ud = defOf(module, u)!;
        if (ud.size === 'corps' && ud.reduced && u.steps === ud.steps) setPiece(d, id, { steps: ud.steps - 1 });
      }
  }
  emit(d, { type: 'navalHit', side: p.side, piece: p.id, hex, result, sunk: after.steps === 0, rule: '§20.02' });
}

/** §18.05 a fast force: every ship fast and undamaged; any other is slow. */
export const isFastForce = (ships: readonly { fast: boolean; damaged: boolean }[]): boolean =>
  ships.every((f) => f.fast && !f.damaged);

/** §20.01(5) the Naval Disengagement Table's one cell the book prints: a slow force's modified 5 gets away. */
export const printedDisengagement = (force: 'fast' | 'slow', roll: number): 'success' | null =>
  force === 'slow' && roll === 5 ? 'success' : null;

/** §20.01(5) the rules a withdrawal breaks: the ships not one force of the side in one hex. */
export function disengageBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const ids = strs(action.args.pieces) ?? [];
  const ships = ids.map((id) => shipIn(module, state, { ...action, args: { piece: id } }));
  const bad = ships.find((p) => Array.isArray(p));
  if (bad || ships.length === 0) return (bad as Violation[]) ?? [violation('naval.ship', '20.01', 'Name your ships')];
  const hexes = new Set((ships as Piece[]).map((p) => hexOf(p)));
  return hexes.size > 1 ? [violation('naval.fire', '20.01', 'A force that withdraws is in one hex')] : [];
}

/** §20.01(5) carry out a withdrawal roll: 1d6 by the engine, +1 a damaged ship (§20.03(4)), fast or slow force. */
export function disengage(module: GameModule, d: D, action: Action): Violation[] | null {
  const ships: Piece[] = [];
  for (const id of strs(action.args.pieces) ?? []) {
    const p = shipIn(module, d.state, { ...action, args: { piece: id } });
    if (Array.isArray(p)) return p;
    ships.push(p);
  }
  if (ships.length === 0) return [violation('naval.ship', '20.01', 'Name your ships')];
  const facts = ships.map((p) => factsOf(defOf(module, p)!, p, d.vars.naval?.ships[p.id]));
  const force = isFastForce(facts) ? 'fast' : 'slow';
  const drm = facts.filter((f) => f.damaged).length;
  const [die] = roll(d, 1, 'naval disengagement', action.side, '§20.01');
  const result = printedDisengagement(force, die! + drm) ?? '?';
  const pieces = ships.map((p) => p.id);
  emit(d, { type: 'disengagement', side: action.side, pieces, force, die: die!, drm, result, rule: '§20.01' });
  return null;
}
