// VII.2.1, VII.6, XIV.2-3 what an HQ and a line of fire lend to a fire or a combat: the HQ named on an order
// (support as a DRM, coordination of units of different corps or stacks; either spends it, VII.2), and whether a
// unit reaches a target hex by direct fire (range and sight) or indirect fire (an observer of its corps that sees
// the target, and an HQ within reorganisation range of both, XIV.3). Pure reads of a position.

import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { canCoordinate, canSupport, type CommandOptions, commandPath } from '../ourwar/command.js';
import { effectiveRange, hasLOS, mayFireDirect, mayFireIndirect } from '../ourwar/los.js';
import { markOf, type OurWarVars, type Side } from '../ourwar/state.js';
import { hqPiece } from '../ourwar/supply.js';
import { mapGraph, terrainOf } from '../ourwar/terrain.js';
import { factorsOf, isGround, isHQ } from '../ourwar/units.js';
import { zocView } from '../ourwar/zoc.js';
import { corpsOf } from './corps.js';
import { optionsOf } from './options.js';
import { hexOf, violation } from './state.js';
import { supplied } from './supplied.js';

/** The enemy ground units in a hex (boats and aircraft are not attacked this way). */
export function defendersIn(module: GameModule, state: GameState, side: string, hex: string): Piece[] {
  return state.pieces.filter(
    (p) => p.kind === 'unit' && p.side !== side && p.at.kind === 'hex' && p.at.hex === hex && isGround(module, p),
  );
}

/** VII.2.1 (A5) the command module's inputs in this position: supply as now, the range in hexes or MP. */
export function commandOptions(module: GameModule, state: GameState): CommandOptions {
  return { supplied: supplied(module, state), commandRange: optionsOf(state).commandRange };
}

/** The hexes that hold a unit (only units block sight, XIV.2). */
function occupiedIn(state: GameState): (hex: string) => boolean {
  const set = new Set(state.pieces.filter((x) => x.kind === 'unit' && x.at.kind === 'hex').map((x) => hexOf(x)!));
  return (h) => set.has(h);
}

/** XIV.2, XIV.5 the range a unit fires to from where it stands (a hill +1). */
export function rangeOf(module: GameModule, p: Piece): number {
  const from = hexOf(p);
  return effectiveRange(factorsOf(module, p).range, from !== null && terrainOf(module, from).hill);
}

/** XIV.2 whether a unit can fire directly at a hex: adjacent, or in range (a hill +1) with a clear line. */
export function seesDirect(module: GameModule, state: GameState, p: Piece, hex: string): boolean {
  const from = hexOf(p);
  if (!from) return false;
  const policy = optionsOf(state).lineOfSight === 'any' ? 'any-path' : 'centre-line';
  return mayFireDirect(mapGraph(module), from, hex, rangeOf(module, p), occupiedIn(state), policy);
}

/** XIV.3 the longest communication path looked for (an HQ's reach is a few hexes; beyond this there is none). */
const FAR = 24;

/**
 * XIV.3 why a unit may not fire indirectly at a hex through an observer and an HQ (null when it may): the target in
 * its range, the HQ (the one named, else its own) within reorganisation range of it and of the target or the
 * observer along command paths, the observer of its corps (or the fire coordinated) and seeing the target.
 */
export function indirectProblem(
  module: GameModule,
  state: GameState,
  firer: Piece,
  hex: string,
  observerId: string,
  hqId: string | null,
  coordinated: boolean,
): string | null {
  const observer = state.pieces.find((p) => p.id === observerId);
  if (!observer || observer.side !== firer.side || hexOf(observer) === null || !isGround(module, observer))
    return 'the observer must be a friendly unit on the map';
  const hq = hqId ? state.pieces.find((p) => p.id === hqId) : hqPiece(module, state, firer);
  if (!hq || hexOf(hq) === null) return 'the firer has no HQ on the map';
  const view = zocView(module, state, supplied(module, state));
  const side = firer.side as Side;
  const own = corpsOf(module, firer.def);
  const verdict = mayFireIndirect(mapGraph(module), {
    firer: hexOf(firer)!,
    target: hex,
    observer: hexOf(observer)!,
    hq: hexOf(hq)!,
    range: rangeOf(module, firer),
    hqReorg: factorsOf(module, hq).reorg,
    hqPath: (a, b) => commandPath(view, side, a, b, FAR) ?? Number.POSITIVE_INFINITY,
    sameCorps: coordinated || (own !== null && own === corpsOf(module, observer.def)),
    occupied: occupiedIn(state),
    policy: optionsOf(state).lineOfSight === 'any' ? 'any-path' : 'centre-line',
  });
  return verdict.ok ? null : verdict.why;
}

/** XIV.2-3 whether a unit reaches a hex: directly, or indirectly through the observer named. */
export function reaches(
  module: GameModule,
  state: GameState,
  p: Piece,
  hex: string,
  o: { observer?: string; hq?: string | null; coordinated?: boolean } = {},
): boolean {
  if (seesDirect(module, state, p, hex)) return true;
  if (!o.observer) return false;
  return indirectProblem(module, state, p, hex, o.observer, o.hq ?? null, o.coordinated ?? false) === null;
}

/**
 * XIV.2-3, XV.2-3 the first firer that reaches none of the hexes aimed at, directly or through the observer named
 * (null when all do); in coordinated fire each needs the target in range and one of them reaching it is enough
 * (XIV.3, Fig. 19).
 */
export function unseen(
  module: GameModule,
  state: GameState,
  pieces: readonly Piece[],
  aims: readonly string[],
  observer: string | null,
  cmd: Command,
): Piece | null {
  const o = { observer: observer ?? undefined, hq: cmd.hq, coordinated: cmd.coordinated };
  const graph = mapGraph(module);
  const seen = pieces.filter((p) => aims.some((h) => reaches(module, state, p, h, o)));
  for (const p of pieces) {
    const inRange = aims.some((h) => graph.distance(hexOf(p)!, h) <= rangeOf(module, p));
    if (!seen.includes(p) && !(cmd.coordinated && inRange && seen.length > 0)) return p;
  }
  return null;
}

/** XIV.8 the firers still on the map are activated and marked as having fired (they may not move, IX.1). */
export function markFired(d: Draft<OurWarVars>, ids: readonly string[]): void {
  for (const id of ids) {
    if (d.state.pieces.find((p) => p.id === id)?.at.kind !== 'hex') continue;
    const m = markOf(d.vars, id);
    m.fired = true;
    m.act ??= 'moved';
  }
}

/** XIV.3 whether some friendly unit on the map sees the hex (a possible observer; observing activates nobody). */
export function observersOf(module: GameModule, state: GameState, side: string, hex: string): Piece[] {
  const graph = mapGraph(module);
  const occupied = occupiedIn(state);
  return state.pieces.filter((p) => {
    const at = p.side === side && p.kind === 'unit' && isGround(module, p) ? hexOf(p) : null;
    return at !== null && graph.distance(at, hex) <= FAR && hasLOS(graph, at, hex, occupied);
  });
}

/** VII.2.1, VII.6 what the HQ named on an order does: coordinate, support (its factor), or both; it is spent. */
export interface Command {
  hq: string | null;
  coordinated: boolean;
  support: number;
}

/** No HQ named. */
export const NO_COMMAND: Command = { hq: null, coordinated: false, support: 0 };

/**
 * VII.2.1, VII.6 the HQ named for units: when they need coordination (`combine`: the refusal without one) it must
 * coordinate them; its support factor is added when it may support them all; an HQ that would do neither is refused.
 */
export function commandFor(
  module: GameModule,
  state: GameState,
  side: string,
  ids: readonly string[],
  combine: Violation | null,
  hqId: string | undefined,
): Command | Violation {
  if (!hqId) return combine ?? NO_COMMAND;
  const hq = state.pieces.find((p) => p.id === hqId);
  if (!hq || hq.side !== side || !isHQ(module, hq) || hexOf(hq) === null)
    return violation('hq.unit', 'VII.2', 'Name one of your HQs on the map', { hq: hqId });
  const o = commandOptions(module, state);
  const sup = canSupport(module, state, hqId, ids, o);
  if (combine) {
    const co = canCoordinate(module, state, hqId, ids, o);
    if (!co.ok) return violation('hq.coordinate', co.section, co.why, { hq: hqId });
  } else if (!sup.ok) return violation('hq.support', sup.section, sup.why, { hq: hqId });
  return { hq: hqId, coordinated: combine !== null, support: sup.ok ? factorsOf(module, hq).support : 0 };
}

/** Whether a command answer is a refusal. */
export const refused = (c: Command | Violation): c is Violation => 'rule' in c;

/** VII.2, VII.9 an HQ that used a factor is flipped: it ends all activity for the turn. */
export function spend(d: Draft<OurWarVars>, hq: string | null): void {
  if (!hq) return;
  const m = markOf(d.vars, hq);
  m.spent = true;
  m.act = 'done';
}

/** A verb whose check and apply read one plan: the order an action makes, or why it is refused. */
export function planned<D extends Draft<OurWarVars>, O, T>(
  plan: (module: GameModule, state: GameState, side: string, args: Action['args']) => O | Violation[],
  carry: (module: GameModule, d: D, o: O, action: Action) => T,
  list: (module: GameModule, state: GameState, side: string) => LegalAction[],
  draw?: Procedure<D, T>['draw'],
): Procedure<D, T> {
  return {
    check(module, state, action) {
      const o = plan(module, state, action.side, action.args);
      return Array.isArray(o) ? o : [];
    },
    apply(module, d, action) {
      const o = plan(module, d.state, action.side, action.args);
      return Array.isArray(o) ? o : carry(module, d, o, action);
    },
    list,
    ...(draw ? { draw } : {}),
  };
}

/** XIV.8, XV.8 what a fire read on its table shows the log: the total, where it fell, the modifiers and the cell. */
export function readout(
  out: { total: { value: number }; base: number; col: number; row: number; shift: number; drm: number } & {
    drms: readonly { rule: string; why: string; value: number }[];
    result: { text: string };
  },
  roll: number,
) {
  const { base, col, row, shift, drm } = out;
  const drms = out.drms.map((m) => ({ ...m }));
  return { total: out.total.value, base, col, row, roll, shift, drm, drms, cell: out.result.text };
}
