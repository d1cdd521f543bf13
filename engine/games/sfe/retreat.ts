// §10.03 retreats: the owner moves the retreating units one hex; if they overstack there, one more hex. Wherever
// possible the retreat keeps or shortens the supply path. Never into prohibited terrain, a hex with enemy ground
// units or an enemy ZOC (friendly units there do not cancel it); a unit with no such hex is eliminated. Leaders and
// the units stacked with them may stay on a DR or AR, and surviving attackers with them on an AX (§13.04); leaders
// and supply units go with their stack (§23.22). A unit that retreats onto disrupted enemy airborne goes one hex more
// (§22.14). The map, the ZOC and the supply path are read through the inputs (E1's movement, ZOC and supply).
// In advisory and honor play a retreat the rules forbid (a path they do not open, staying without a leader) is
// carried out as ordered, by hand (byhand.ts), the log saying so; enforced play refuses it.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Piece } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { openAdvance } from './advance.js';
import { cannotPut } from './byhand.js';
import { type CombatStop, fightersOf, isGround, logOf, setLog } from './combat.js';
import { eliminate } from './losses.js';
import { mayStack } from './stacking.js';
import { enemyOf, hexOf, onMap, type SfeVars, type Side, unitsIn, varsOf, violation } from './state.js';
import { graphOf, isLand, isSeaSide, sideFeatures } from './terrain.js';
import { zocOf } from './zoc.js';

/** What a retreat reads of the board, for the retreating side. */
export interface RetreatBoard {
  neighbors(hex: string): readonly string[];
  /** Terrain the units may not enter (sea, all-sea hexside...). */
  prohibited(from: string, to: string): boolean;
  /** An enemy ground unit is in the hex (disrupted enemy airborne do not count, §22.14). */
  enemyIn(hex: string): boolean;
  /** The hex is in an enemy ZOC. */
  enemyZoc(hex: string): boolean;
  /** The length of the supply path from the hex, or null when none (the retreat rule then does not bind). */
  supplyLength(hex: string): number | null;
  /** The retreating units fit in the hex's stacking limit. */
  fits(hex: string): boolean;
  /** §22.14 disrupted enemy airborne in the hex: passable, but the retreat may not end there. */
  disruptedEnemyAirborne?(hex: string): boolean;
}

/** One way a stack may retreat: the hexes it passes, the last where it ends. */
export type RetreatPath = string[];

const open = (b: RetreatBoard, from: string, to: string) =>
  !b.prohibited(from, to) && !b.enemyIn(to) && !b.enemyZoc(to);
const endsOk = (b: RetreatBoard, hex: string) => b.fits(hex) && !b.disruptedEnemyAirborne?.(hex);

/** §10.03, §22.14 the retreats open to a stack in `from`: one hex, or two where the first overstacks or may not hold
 *  it; the supply rule keeps only those that keep or shorten the path when any does. [] means it is eliminated. */
export function retreatPaths(board: RetreatBoard, from: string): RetreatPath[] {
  const paths: RetreatPath[] = [];
  for (const one of board.neighbors(from)) {
    if (!open(board, from, one)) continue;
    if (endsOk(board, one)) {
      paths.push([one]);
      continue;
    }
    // §10.03 overstacked after one hex: one more hex
    for (const two of board.neighbors(one))
      if (two !== from && open(board, one, two) && endsOk(board, two)) paths.push([one, two]);
  }
  return keepingSupply(board, from, paths);
}

/** §10.03 wherever possible the retreat keeps or shortens the supply path (by the hex it ends in). */
export function keepingSupply(board: RetreatBoard, from: string, paths: RetreatPath[]): RetreatPath[] {
  const now = board.supplyLength(from);
  if (now === null) return paths;
  const ok = paths.filter((p) => {
    const l = board.supplyLength(p[p.length - 1]!);
    return l !== null && l <= now;
  });
  return ok.length > 0 ? ok : paths;
}

/** §10.03 whether a chosen retreat is one of those open to the stack. */
export const retreatAllowed = (board: RetreatBoard, from: string, path: readonly string[]): boolean =>
  retreatPaths(board, from).some((p) => p.length === path.length && p.every((h, i) => h === path[i]));

/** §10.03, §13.04 who must retreat after a result: every retreating unit but those stacked with a leader. */
export function mustRetreat(
  units: readonly { id: string; hex: string }[],
  leaderHexes: ReadonlySet<string>,
  result: string,
): string[] {
  const retreating = result === 'DR' || result === 'AR' || result === 'AX';
  return retreating ? units.filter((u) => !leaderHexes.has(u.hex)).map((u) => u.id) : [];
}

// ---------------------------------------------------------------- on the board

type D = Draft<SfeVars>;

/** What the retreat reads that other files answer: the supply path's length (supply.ts), null when not known. */
export interface RetreatDeps {
  supplyLength?(module: GameModule, state: GameState, side: Side, hex: string): number | null;
  /** §25 lakes frozen this turn (ZOC crosses them). */
  frozenLakes?(module: GameModule, state: GameState): boolean;
}

/** §10.03 the board a piece retreats on: the map, the enemy's units and ZOC (§6.14: friends never cancel it). */
export function boardFor(module: GameModule, state: GameState, piece: Piece, deps: RetreatDeps = {}): RetreatBoard {
  const side = piece.side as Side;
  const enemy = enemyOf(side);
  const zoc = zocOf(module, state, enemy, deps.frozenLakes?.(module, state) ?? false);
  const enemyGround = new Set(
    fightersOf(module, onMap(state, enemy))
      .filter(isGround)
      .map((f) => f.hex),
  );
  return {
    neighbors: (hex) => graphOf(module).neighbors(hex),
    prohibited: (from, to) => !isLand(module, to) || isSeaSide(sideFeatures(module, from, to)),
    enemyIn: (hex) => enemyGround.has(hex),
    enemyZoc: (hex) => zoc.has(hex),
    supplyLength: (hex) => deps.supplyLength?.(module, state, side, hex) ?? null,
    fits: (hex) => mayStack(module, unitsIn(state, hex), [piece]),
  };
}

/** §10.03, §13.04 the retreats still owed: units gone are dropped, a unit with nowhere to go (and no leader) is
 *  eliminated; when none is left, the advance opens (advance.ts). Where the battle stands then. */
export function settleRetreats(module: GameModule, d: D, deps: RetreatDeps = {}): CombatStop {
  for (;;) {
    const log = logOf(d.vars);
    const b = log.battle;
    if (!b) return 'done';
    const left = b.retreating.filter((id) => d.state.pieces.some((p) => p.id === id && p.at.kind === 'hex'));
    const trapped = left.find((id) => {
      const p = d.state.pieces.find((x) => x.id === id)!;
      return !b.mayStay.includes(id) && retreatPaths(boardFor(module, d.state, p, deps), hexOf(p)!).length === 0;
    });
    if (trapped) {
      eliminate(module, d, [trapped], '§10.03');
      continue;
    }
    setLog(d.vars, { ...log, battle: { ...b, retreating: left } });
    if (left.length > 0) return 'retreat';
    return openAdvance(module, d);
  }
}

/** §10.03, §23.22 one retreating unit goes (`path`), or stays with its leader (`path` []: §13.04); a leader or supply
 *  unit left with no ground unit in the hex goes with it. */
export function retreatWith(deps: RetreatDeps = {}): Procedure<D, CombatStop> {
  const problems = (module: GameModule, state: GameState, action: Action) => {
    const b = logOf(varsOf(state)).battle;
    const id = str(action.args.piece) ?? '';
    const path = strs(action.args.path) ?? [];
    const p = state.pieces.find((x) => x.id === id);
    if (!b || !p || !b.retreating.includes(id) || p.side !== action.side)
      return [violation('retreat.unit', '§10.03', `${id} does not retreat now`, { piece: id })];
    if (path.length === 0)
      return b.mayStay.includes(id) ? [] : [violation('retreat.stay', '§13.04', `${id} must retreat`, { piece: id })];
    if (!retreatAllowed(boardFor(module, state, p, deps), hexOf(p)!, path))
      return [violation('retreat.path', '§10.03', `${id} may not retreat that way`, { piece: id, path })];
    return [];
  };
  return {
    check: problems,
    apply(module, d, action) {
      const bad = problems(module, d.state, action);
      // §10.03 advisory and honor play carry out by hand a retreat the rules forbid; enforced play refuses it
      const byHand = bad.length > 0 && d.state.mode !== 'enforced' && !bad.some((v) => v.rule === 'sfe.retreat.unit');
      if (bad.length > 0 && !byHand) return bad;
      const id = str(action.args.piece)!;
      const path = strs(action.args.path) ?? [];
      if (byHand) {
        const impossible = retreatImpossible(module, d.state, action.side, id, path);
        if (impossible) return [impossible];
        const from = hexOf(d.state.pieces.find((x) => x.id === id)!)!;
        const to = path.at(-1) ?? from;
        emit(d, {
          type: 'byHand',
          side: action.side,
          pieces: [id],
          verb: path.length > 0 ? 'retreat' : 'stay',
          from,
          to,
        });
      }
      const b = logOf(d.vars).battle!;
      setLog(d.vars, { ...logOf(d.vars), battle: { ...b, retreating: b.retreating.filter((x) => x !== id) } });
      if (path.length > 0) {
        const p = d.state.pieces.find((x) => x.id === id)!;
        const from = hexOf(p)!;
        const to = path[path.length - 1]!;
        moveTo(d, id, { kind: 'hex', hex: to });
        if (!byHand) emit(d, { type: 'retreat', piece: id, side: p.side ?? '', from, path, rule: '§10.03' });
        const stayed = fightersOf(
          module,
          unitsIn(d.state, from).filter((x) => x.side === p.side),
        );
        // §23.22 leaders and supply units go with the stack they belong to
        if (!stayed.some(isGround)) for (const f of stayed) moveTo(d, f.id, { kind: 'hex', hex: to });
      }
      return settleRetreats(module, d, deps);
    },
    list(module, state, side) {
      const b = logOf(varsOf(state)).battle;
      const out: LegalAction[] = [];
      for (const id of b?.retreating ?? []) {
        const p = state.pieces.find((x) => x.id === id);
        if (!p || p.side !== side) continue;
        if (b!.mayStay.includes(id)) out.push({ verb: 'retreat', args: { piece: id, path: [] }, label: 'Stay' });
        for (const path of retreatPaths(boardFor(module, state, p, deps), hexOf(p)!))
          out.push({ verb: 'retreat', args: { piece: id, path }, label: path.join(' → ') });
        break; // one unit at a time, in order
      }
      return out;
    },
  };
}

/** §6.0 why a retreat cannot be carried out even by hand: its last hex no land hex or one the enemy holds. */
function retreatImpossible(module: GameModule, state: GameState, side: string, id: string, path: readonly string[]) {
  const to = path.at(-1);
  if (to === undefined || !cannotPut(state, module, side, [id], to)) return null;
  return violation('retreat.path', '§10.03', `${id} cannot be put in ${to}`, { piece: id, path: [...path] });
}

/** §10.03 the retreat verb with no supply path known (every open hex allowed). */
export const retreat = retreatWith();
