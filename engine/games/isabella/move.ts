// The move verb (5.7, 12.x): a unit of the landing stack (3.4) or of the German set-up (3.5) put on the map, a
// landing from the sea (10.2), a move in the movement phase; in honor mode a counter moved by hand. It answers
// which it was, and the flow (flow.ts) goes on from there.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, HexId, LegalAction, SideId, Violation } from '../../core/types.js';
import type { Procedure } from '../../core/steps.js';
import { act, needs } from '../../core/kit.js';
import { drawByGroup } from '../../core/random-player.js';
import { hiddenOf, isSealed } from '../../core/hidden-units.js';
import { emit, moveTo, setPiece, sourceOf, type Draft } from './draft.js';
import { unknown, varsOf, violation } from './state.js';
import { geoOf } from './geo.js';
import { AT_SEA } from './setup.js';
import { germanPlacements, landingStackChoices } from './steps.js';
import { isMovementPhase } from './phases.js';
import { afterChange, enterPortugal, touchesPortugal } from './victory.js';
import { cannotMove, checkMove, moveOptions, moveRoute } from './movement.js';
import { hexArg, toHex } from './verbs.js';

/** What a move is, by the step and the piece: null is a counter moved by hand (honor mode). */
export type MoveKind = 'stack' | 'german' | 'land' | 'move';

/** What kind of move `move` is in this state, for this piece. */
function moveKind(module: GameModule, state: GameState, a: Action): MoveKind | null {
  const v = varsOf(state);
  const p = state.pieces.find((x) => x.id === a.args.piece);
  if (!p || p.kind !== 'unit' || hexArg(a) === null) return null;
  if (v.step === 'setup-landing') return 'stack';
  if (v.step === 'setup-german') return 'german';
  if (v.step !== 'actions' || !isMovementPhase(state)) return null;
  if (p.at.kind === 'box' && p.at.box === AT_SEA.box) return 'land';
  return p.at.kind === 'hex' ? 'move' : null;
}

/** Whether a named path is a route of map hexes that ends at `hex`. */
function wellFormedPath(module: GameModule, path: unknown, hex: HexId): path is HexId[] {
  return (
    Array.isArray(path) &&
    path.length > 0 &&
    path[path.length - 1] === hex &&
    path.every((h) => typeof h === 'string' && geoOf(module).has(h))
  );
}

/** The route the rules give a move or landing (12.2, 10.2): the one moveOptions found, or the hex alone. */
function rulesPath(module: GameModule, state: GameState, id: string, hex: HexId, landing: boolean): HexId[] {
  return moveRoute(module, state, id, hex, { landing })?.path ?? [hex];
}

/**
 * By e-mail (hidden.ts, Rules.complete): a move or landing of a unit still hidden from the other side, as its
 * owner's machine records it, with its path, which the other machine, without the unit's factors, cannot find.
 */
export function completeMove(module: GameModule, state: GameState, a: Action): Action {
  if (a.verb !== 'move' || a.args.path !== undefined) return a;
  const id = String(a.args.piece);
  const kind = moveKind(module, state, a);
  if ((kind !== 'land' && kind !== 'move') || !hiddenOf(state, a.side).includes(id)) return a;
  const p = state.pieces.find((x) => x.id === id);
  if (!p || isSealed(p)) return a;
  return { ...a, args: { ...a.args, path: rulesPath(module, state, id, hexArg(a)!, kind === 'land') } };
}

/** 12.2: a recorded path must be the route the rules give the move (a sealed mover's path is checked by its
 *  owner's machine and at the audit: on the other machine it throws SealedPending). */
function pathProblems(module: GameModule, state: GameState, a: Action, kind: string | null): Violation[] {
  const path = a.args.path;
  if (path === undefined) return [];
  const id = String(a.args.piece);
  const hex = hexArg(a)!;
  const expected = kind === 'land' || kind === 'move' ? rulesPath(module, state, id, hex, kind === 'land') : null;
  if (expected && JSON.stringify(expected) === JSON.stringify(path)) return [];
  return [
    violation('move.path', '12.2', `The path recorded for ${id} is not its route to ${hex} by the rules`, {
      unit: id,
      hex,
    }),
  ];
}

/** `move`: it answers what kind of move it was (null: by hand). */
export const move: Procedure<Draft, MoveKind | null> = {
  check(module, state, a) {
    const found = checkMoveKind(module, state, a);
    return found.length > 0 ? found : pathProblems(module, state, a, moveKind(module, state, a));
  },
  apply(module, d, a) {
    const kind = moveKind(module, d.state, a);
    const id = String(a.args.piece);
    const hex = hexArg(a)!;
    if (!d.state.pieces.some((p) => p.id === id)) return unknown('piece', id);
    if (!geoOf(module).has(hex)) return unknown('hex', hex);
    // The path a move names (by e-mail, for a hidden unit: completeMove), or undefined.
    const given = a.args.path;
    if (given !== undefined && !wellFormedPath(module, given, hex))
      return [violation('move.badPath', '12.2', `The path of ${id} is not a route of map hexes ending in ${hex}`)];
    switch (kind) {
      case 'stack':
      case 'german':
        moveTo(d, id, toHex(hex));
        return kind;
      case 'land':
      case 'move': {
        const landing = kind === 'land';
        // By e-mail a hidden mover's route comes with the action (completeMove); its owner's machine checks it.
        // (the draft is unchanged so far: the route its source state gives, which the check found)
        const path = given !== undefined ? (given as HexId[]) : rulesPath(module, sourceOf(d), id, hex, landing);
        moveTo(d, id, toHex(hex));
        setPiece(d, id, { disrupted: true });
        if (landing) d.vars.landed.push(id);
        emit(d, { type: 'moved', piece: id, path, landing, rule: landing ? '10.2' : '12.2' });
        if (touchesPortugal(module, path) && !d.vars.portugal) enterPortugal(module, d, 'entered');
        afterChange(module, d, path);
        return kind;
      }
      default:
        // Honor mode: a counter moved by hand, as on a real table.
        moveTo(d, id, toHex(hex));
        afterChange(module, d, [hex]);
        return null;
    }
  },
  list: (module, state, side) => moveList(module, state, side),
  draw(module, state, side, random) {
    const scene = moveScene(module, state, side);
    return drawByGroup(scene.pieces, scene.at, random);
  },
};

/** The rule checks of a move by its kind (set-up, landing, movement). */
function checkMoveKind(module: GameModule, state: GameState, a: Action): Violation[] {
  const kind = moveKind(module, state, a);
  const id = String(a.args.piece);
  const hex = hexArg(a)!;
  const p = state.pieces.find((x) => x.id === id);
  if (p && p.side !== a.side) return [violation('notYours', '3.1', `${id} is not a unit of yours`, { unit: id })];
  switch (kind) {
    case 'stack':
      return needs(hex === varsOf(state).beachhead && landingStackChoices(module, state).includes(id), () =>
        violation(
          'setup.landingStack',
          '3.4',
          `Two US and two British units of your choice go in the beachhead ${varsOf(state).beachhead}`,
          { unit: id, hex },
        ),
      );
    case 'german':
      return needs(germanPlacements(module, state, id).includes(hex), () =>
        violation('setup.german', '3.5', `${id} cannot be set up in ${hex}`, { unit: id, hex }),
      );
    case 'land':
      return checkMove(module, state, id, hex, { landing: true });
    case 'move':
      return checkMove(module, state, id, hex);
    default:
      return [
        violation(
          'manual',
          '5.1',
          'Counters move by the rules only in a movement phase or at set-up; switch to honor mode to move them by hand',
        ),
      ];
  }
}

/** The pieces that may move now (set-up placements, landings, movement) and the moves of each: the list's and the
 *  random player's draw's (a piece in a random order, then one of its destinations) one predicate. */
function moveScene(
  module: GameModule,
  state: GameState,
  side: SideId,
): { pieces: string[]; at(id: string): LegalAction[] } {
  const v = varsOf(state);
  if (v.step === 'setup-landing') {
    const to = v.beachhead!;
    return { pieces: landingStackChoices(module, state), at: (id) => [act('move', { piece: id, to: toHex(to) })] };
  }
  if (v.step === 'setup-german') {
    const waiting = state.pieces.filter((p) => p.side === side && p.at.kind === 'box' && p.at.index === 0);
    return {
      pieces: waiting.map((p) => p.id),
      at: (id) => germanPlacements(module, state, id).map((h) => act('move', { piece: id, to: toHex(h) })),
    };
  }
  if (v.step !== 'actions' || !isMovementPhase(state)) return { pieces: [], at: () => [] };
  const landing = new Set<string>();
  const pieces: string[] = [];
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.side !== side) continue;
    const atSea = p.at.kind === 'box' && p.at.box === AT_SEA.box;
    if (!atSea && p.at.kind !== 'hex') continue;
    if (atSea && v.beachhead === null) continue;
    // 12.1, 12.3, 8.1, 10.2: a unit that cannot move at all has no destination (moveOptions finds none).
    if (cannotMove(module, state, p, atSea)) continue;
    pieces.push(p.id);
    if (atSea) landing.add(p.id);
  }
  const at = (id: string): LegalAction[] => {
    const out: LegalAction[] = [];
    const lands = landing.has(id);
    for (const [hex, o] of moveOptions(module, state, id, { landing: lands }))
      out.push(act('move', { piece: id, to: toHex(hex) }, { mp: o.cost, landing: lands }));
    return out;
  };
  return { pieces, at };
}

/** The moves `side` may make now (set-up placements, landings, movement). */
function moveList(module: GameModule, state: GameState, side: SideId): LegalAction[] {
  const scene = moveScene(module, state, side);
  return scene.pieces.flatMap((id) => scene.at(id));
}
