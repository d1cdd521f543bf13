// §10.1 movement: the units of a Move-activated space move as stacks, one stack finished before the next, each
// along Adjacent spaces (never a border line) within the MF of its slowest unit; never into enemy units, through
// at most two spaces that were enemy-controlled when the Action Round began, not ending where an Attack marker
// is, and within the stacking limit at the end. Vacant spaces entered or passed change hands (§10.1.9).

import { drawByGroup } from '../../core/random-player.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import { type OpsState, opsOf } from './activation.js';
import { beachHeadEntered, beachHeadOf } from './beachhead.js';
import { setControl } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { removeEnemyFort } from './fortify.js';
import { adjacent, geoOf } from './geo.js';
import { endProblems, inHomeRegion, stranded } from './stacking.js';
import { frenchThreatBars, mayDaysBar } from './event-notes.js';
import { NAT, type Side, enemyOf, unitsIn, varsOf, violation } from './state.js';
import { mf } from './units.js';
import { act } from './verb.js';

/** §10.1.12 enemy-controlled spaces a unit may enter or pass through in one Action Round. */
export const ENEMY_SPACES = 2;

/** §10.1.12 the controller of a space at the start of the Action Round (spaces taken by movement remembered). */
export function startController(state: GameState, ops: OpsState, space: string): Side | null {
  return space in ops.captured ? (ops.captured[space] ?? null) : (varsOf(state).control[space] ?? null);
}

/** The stack a move names: friendly units, all in one Move-activated space, none moved yet; or why not. */
export function stackOf(
  module: GameModule,
  state: GameState,
  side: Side,
  ids: string[],
): { origin: string; units: Piece[] } | Violation[] {
  const ops = opsOf(state);
  if (!ops) return [violation('noOps', '8.2.4', 'No OPS in progress')];
  if (ids.length === 0 || new Set(ids).size !== ids.length)
    return [violation('stack', '10.1.1', 'Name the units that move together (each once)')];
  const units: Piece[] = [];
  for (const id of ids) {
    const p = state.pieces.find((x) => x.id === id);
    if (!p || p.kind !== 'unit' || p.side !== side || p.at.kind !== 'space')
      return [violation('unknown', '—', `"${id}" is none of your units on the map`, { unit: id })];
    units.push(p);
  }
  const origin = (units[0]!.at as { space: string }).space;
  // §10.1.1 a stack is units moving together from one space.
  if (units.some((p) => (p.at as { space: string }).space !== origin))
    return [violation('stack', '10.1.1', 'A stack moves from one space')];
  // §8.2.4, §10.1.1 only from a space Activated for Movement.
  if (ops.activated[origin] !== 'move')
    return [
      violation('notMoveActivated', '10.1.1', `${geoOf(module).name(origin)} is not Activated for Movement`, {
        space: origin,
      }),
    ];
  // §10.1.1, §10.1.6 a stack's movement is finished before the next one: a unit moves once a round.
  const moved = units.find((p) => ops.moved.includes(p.id));
  if (moved) return [violation('moved', '10.1.6', `"${moved.id}" has already moved this round`, { unit: moved.id })];
  // N29 May Days: the Catalan militia stay put in the Republican round after the event.
  const barred = units.find((p) => mayDaysBar(module, state, p));
  if (barred) return [violation('mayDays', '8.5.1', `"${barred.id}" may not move this round (May Days)`)];
  return { origin, units };
}

/** §10.1.3, §10.1.6 the Movement Points of a stack: the MF of its slowest unit. */
export const stackMF = (module: GameModule, units: Piece[]): number => Math.min(...units.map((p) => mf(module, p)));

/** §10.1.4–10.1.8 why a stack may not step from `from` into `to` (Adjacent, no enemy unit). */
function stepProblem(module: GameModule, state: GameState, side: Side, from: string, to: string): Violation | null {
  const geo = geoOf(module);
  if (!geo.has(to) || geo.attrs(to).kind === 'country')
    return violation('unknown', '—', `There is no space "${to}"`, { space: to });
  // §10.1.4, §10.1.5, §10.1.8 solid or river lines (the Beach Head arrow while its marker is out; never borders).
  if (!adjacent(module, state, from).includes(to))
    return violation('notAdjacent', '10.1.4', `${geo.name(from)} and ${geo.name(to)} are not Adjacent`, { from, to });
  // §10.1.7 never into a space with an enemy combat unit.
  if (unitsIn(state, to).some((p) => p.side !== side))
    return violation('enemyUnits', '10.1.7', `${geo.name(to)} holds enemy units`, { space: to });
  return null;
}

/** §10.1.11, §9 why the stack may not end its move in `to`. */
function endProblem(
  module: GameModule,
  state: GameState,
  ops: OpsState,
  units: Piece[],
  origin: string,
  to: string,
  free: ReadonlySet<string>,
): Violation[] {
  // §10.1.11 units may move through, but not end in, a space with an Attack marker.
  if (ops.activated[to] === 'attack')
    return [violation('attackMarker', '10.1.11', `A move may not end where an Attack marker is`, { space: to })];
  // R51 French Intervention Threat: no Nationalist move ends within four spaces of France this turn.
  if (frenchThreatBars(module, state, to, ops.side))
    return [violation('frenchThreat', '8.5.1', 'French Intervention Threat: no move may end this close to France')];
  return endProblems(module, state, ops.side, units, origin, to, free);
}

/**
 * §16.4.2.4 the movers stranded in another Northern Front region (more than one of their region's divisions out):
 * those that can reach home must end there; those that cannot are `free` of Non-Cooperation.
 */
export function homeward(
  module: GameModule,
  state: GameState,
  units: Piece[],
  origin: string,
): { home: Piece[]; free: Set<string> } {
  const home: Piece[] = [];
  const free = new Set<string>();
  for (const u of units) {
    if (!stranded(module, state, u)) continue;
    const ends = reachable(module, state, [u], origin, new Set([u.id]));
    if ([...ends.keys()].some((s) => inHomeRegion(module, u, s))) home.push(u);
    else free.add(u.id);
  }
  return { home, free };
}

/** §16.4.2.4 a stranded unit that can get home must end its move there. */
function goHome(module: GameModule, home: Piece[], to: string): Violation[] {
  const u = home.find((p) => !inHomeRegion(module, p, to));
  return u
    ? [violation('goHome', '16.4.2.4', `"${u.id}" must go back to its home region`, { unit: u.id, space: to })]
    : [];
}

/** Why the stack may not move along `path` (the spaces entered, in order). */
export function pathProblems(
  module: GameModule,
  state: GameState,
  units: Piece[],
  origin: string,
  path: string[],
): Violation[] {
  const ops = opsOf(state);
  if (!ops) return [violation('noOps', '8.2.4', 'No OPS in progress')];
  if (path.length === 0) return [violation('path', '10.1.3', 'A move enters at least one space')];
  const points = stackMF(module, units);
  // §10.1.3, §10.1.6 one Movement Point a space, never more than the MF.
  if (path.length > points)
    return [violation('movementFactor', '10.1.6', `The stack has ${points} Movement Points`, { mf: points })];
  const enemy = enemyOf(ops.side);
  const entered = new Set<string>();
  const beachHead = ops.side === NAT ? beachHeadOf(state)?.space : undefined;
  let from = origin;
  for (const [i, to] of path.entries()) {
    const v = stepProblem(module, state, ops.side, from, to);
    if (v) return [v];
    // §8.5.4.3, §8.5.6.4 Nationalist units entering the Beach Head end it, and move on to the space it is joined to.
    if (to === beachHead && i < path.length - 1)
      return [
        violation('beachHead', '8.5.4.3', 'A Nationalist move ends when it enters the Beach Head', { space: to }),
      ];
    if (startController(state, ops, to) === enemy) entered.add(to);
    from = to;
  }
  // §10.1.12 at most two unique spaces that were enemy-controlled at the start of the Action Round.
  if (entered.size > ENEMY_SPACES)
    return [
      violation('enemySpaces', '10.1.12', `A unit may enter at most ${ENEMY_SPACES} enemy-controlled spaces`, {
        spaces: [...entered],
      }),
    ];
  const end = path[path.length - 1]!;
  const h = homeward(module, state, units, origin);
  const home = goHome(module, h.home, end);
  return home.length > 0 ? home : endProblem(module, state, ops, units, origin, end, h.free);
}

/** Every end space the stack may reach, each with one shortest legal path (breadth-first over the space and the
 *  enemy spaces entered so far, so a longer path round an enemy space is found too); with `enough`, the search
 *  stops at the first end space found for which it answers true. */
export function reachable(
  module: GameModule,
  state: GameState,
  units: Piece[],
  origin: string,
  free: ReadonlySet<string> = new Set(),
  enough?: (to: string) => boolean,
): Map<string, string[]> {
  const ops = opsOf(state);
  const out = new Map<string, string[]>();
  if (!ops) return out;
  const points = stackMF(module, units);
  const enemy = enemyOf(ops.side);
  const beachHead = ops.side === NAT ? beachHeadOf(state)?.space : undefined;
  const endOk = new Map<string, boolean>();
  const seen = new Set<string>();
  let frontier: { at: string; enemies: string[]; path: string[] }[] = [{ at: origin, enemies: [], path: [] }];
  for (let step = 0; step < points && frontier.length > 0; step++) {
    const next: typeof frontier = [];
    for (const f of frontier) {
      if (f.at === beachHead) continue;
      for (const to of adjacent(module, state, f.at)) {
        if (stepProblem(module, state, ops.side, f.at, to)) continue;
        const enemies =
          startController(state, ops, to) === enemy && !f.enemies.includes(to) ? [...f.enemies, to].sort() : f.enemies;
        if (enemies.length > ENEMY_SPACES) continue;
        const key = `${to}|${enemies.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const path = [...f.path, to];
        next.push({ at: to, enemies, path });
        if (out.has(to)) continue;
        if (!endOk.has(to)) endOk.set(to, endProblem(module, state, ops, units, origin, to, free).length === 0);
        if (endOk.get(to)) {
          out.set(to, path);
          if (enough?.(to)) return out;
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** A stack that may move now: its Move-activated space and its units. */
type MoveGroup = { origin: string; units: Piece[] };

/** From each Move-activated space of `side`, its whole unmoved stack and each unit alone. */
function moveGroups(module: GameModule, state: GameState, side: Side): MoveGroup[] {
  const ops = opsOf(state);
  if (!ops || ops.side !== side) return [];
  const out: MoveGroup[] = [];
  for (const origin of Object.keys(ops.activated).sort()) {
    if (ops.activated[origin] !== 'move') continue;
    const idle = unitsIn(state, origin).filter(
      (p) => p.side === side && !ops.moved.includes(p.id) && !mayDaysBar(module, state, p),
    );
    const groups = idle.length > 1 ? [idle, ...idle.map((p) => [p])] : idle.length === 1 ? [idle] : [];
    for (const units of groups) out.push({ origin, units });
  }
  return out;
}

/** The moves of one stack: to every reachable end space by one shortest path. */
function movesOf(module: GameModule, state: GameState, { origin, units }: MoveGroup): LegalAction[] {
  const out: LegalAction[] = [];
  const h = homeward(module, state, units, origin);
  for (const [to, path] of reachable(module, state, units, origin, h.free))
    if (goHome(module, h.home, to).length === 0)
      out.push(act('moveStack', { units: units.map((p) => p.id), path }, { from: origin, to }));
  return out;
}

/** The moves `side` may make now: from each Move-activated space, its whole unmoved stack and each unit alone, to
 *  every reachable end space by one shortest path. */
export function listMoves(module: GameModule, state: GameState, side: Side): LegalAction[] {
  return moveGroups(module, state, side).flatMap((g) => movesOf(module, state, g));
}

/** §8.2.4 whether a stack of `side` may still move (the list's, stopping at the first move found). */
export function anyMove(module: GameModule, state: GameState, side: Side): boolean {
  return moveGroups(module, state, side).some(({ origin, units }) => {
    const h = homeward(module, state, units, origin);
    const home = (to: string) => goHome(module, h.home, to).length === 0;
    return [...reachable(module, state, units, origin, h.free, home).keys()].some(home);
  });
}

/** One of listMoves' moves drawn at random: a stack in a random order, then one of its moves. */
export function drawMove(module: GameModule, state: GameState, side: Side, random: () => number): LegalAction | null {
  return drawByGroup(moveGroups(module, state, side), (g) => movesOf(module, state, g), random);
}

/** §10.1 carry out a checked move: the stack enters each space in turn, taking vacant enemy spaces (§10.1.9) and
 *  removing enemy fortifications (§10.2.7). */
export function moveStack(module: GameModule, d: Draft, units: Piece[], origin: string, path: string[]): void {
  const ops = opsOf(d.state)!;
  const side = ops.side;
  for (const space of path) {
    for (const u of units) moveTo(d, u.id, { kind: 'space', space });
    removeEnemyFort(module, d, space, side, '10.2.7');
    const was = d.vars.control[space] ?? null;
    if (was !== side) {
      // §10.1.12 remember the controller at the start of the round before the space changes hands.
      if (!(space in ops.captured)) ops.captured[space] = was;
      setControl(module, d, space, side, '10.1.9');
    }
  }
  for (const u of units) ops.moved.push(u.id);
  emit(d, { type: 'move', side, units: units.map((u) => u.id), from: origin, path, rule: '10.1' });
  // §8.5.4.3, §8.5.6.4 the Beach Head entered by Nationalist units is gone; they move on (beachhead.ts).
  if (side === NAT && path[path.length - 1] === beachHeadOf(d.state)?.space) beachHeadEntered(module, d);
}
