// XVI.11, VII.3-VII.4, XIX.2.5 the register of units lost: each unit that went to the dead pile in an action, with
// the turn and whether it was captured (P, a surrender) or destroyed. Rebuilding reads this turn's destroyed units,
// HQ reconstitution the destroyed HQs (captured ones never come back), supply the HQs lost this turn (VII.3).

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE, type GameEvent, type GameState } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { parseGroundCell } from '../ourwar/results.js';
import type { EbroVars } from './state.js';

type D = Draft<EbroVars>;

/** Record one unit lost now. */
export function recordFallen(d: D, id: string, captured: boolean): void {
  d.vars.fallen ??= {};
  d.vars.fallen[id] = { turn: d.state.turn, captured };
}

/** The string and string-list values of an event: the pieces (and places) it names. */
function named(e: GameEvent): string[] {
  return Object.values(e).flatMap((x) =>
    typeof x === 'string' ? [x] : Array.isArray(x) ? x.filter((y): y is string => typeof y === 'string') : [],
  );
}

/** XVI.11, XI.7, XVI.7 the units an action's events say were captured: a P result's side, a surrender, a stack
 *  that could not retreat and surrendered. */
function capturedIn(events: readonly GameEvent[]): Set<string> {
  const out = new Set<string>();
  const list = (x: unknown) => (Array.isArray(x) ? x.filter((y): y is string => typeof y === 'string') : []);
  for (const e of events) {
    if (e.type === 'surrendered' || (e.type === 'noRetreat' && e.outcome === 'surrender'))
      for (const id of list(e.pieces)) out.add(id);
    if (e.type === 'combat' && typeof e.cell === 'string') {
      const r = parseGroundCell(e.cell);
      if (r.attacker.captured) for (const id of list(e.attackers)) out.add(id);
      if (r.defender.captured) for (const id of list(e.defenders)) out.add(id);
    }
  }
  return out;
}

/** After an action: every unit its events name that is now in the dead pile and not yet on the register is
 *  recorded, captured or destroyed (units withdrawn, XX.1.5, are not losses). */
export function recordLosses(_module: GameModule, d: D): void {
  if (d.events.length === 0) return;
  const ids = new Set(d.events.flatMap(named));
  const dead = d.state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      ids.has(p.id) &&
      p.at.kind === 'box' &&
      p.at.box === DEAD_PILE &&
      !d.vars.fallen?.[p.id] &&
      !d.vars.withdrawn?.[p.id],
  );
  if (dead.length === 0) return;
  const captured = capturedIn(d.events);
  for (const p of dead) recordFallen(d, p.id, captured.has(p.id));
}

/** XIX.2.5 the units of a side destroyed (not captured) on the state's turn and still in the dead pile. */
export function destroyedThisTurn(state: GameState, side: string): string[] {
  const v = state.vars as unknown as EbroVars;
  return state.pieces
    .filter((p) => {
      const f = v.fallen?.[p.id];
      return (
        p.side === side && f && !f.captured && f.turn === state.turn && p.at.kind === 'box' && p.at.box === DEAD_PILE
      );
    })
    .map((p) => p.id);
}
