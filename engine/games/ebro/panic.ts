// XX.2.5 optional panic (option panic, off by default): at the end of the turn a disorganised unit in a hex adjacent
// and accessible to an organised enemy unit in supply retreats at least three hexes, by the retreat rules (XVI.7,
// retreats.ts), its owner choosing the way where there is a choice.
//
// {source:'reconstructed'} readings: "the end of the turn" is the final adjustment phase (XII), after the unit
// reconstruction phase, so a unit that reorganised (VIII) does not panic; "accessible" is read as the enemy unit's
// zone of control reaching the hex (VI.1: no impassable hexside, no water course without a standing fixed crossing
// it could use), which an organised unit in supply always has; the disorganised units of a hex retreat together, the
// first player's first, and exactly three hexes (the minimum: a longer flight would be a move the rule does not
// ask for). A stack that cannot go on at some hex surrenders there, or pays a built-up hex's levels to stay (XVI.7).

import { act, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { enemyOf, marksOf, NAT, type Side } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isAir, isBoats } from '../ourwar/units.js';
import { zocOf } from '../ourwar/zoc.js';
import { optionsOf } from './options.js';
import { goOn, type Going, onMapOf, step } from './retreats.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';

type D = Draft<EbroVars>;

/** XX.2.5 the hexes a panic retreat goes. */
export const PANIC_HEXES = 3;

/** XX.2.5 the panic under way: the stacks still to flee, the one fleeing, the hexes its owner may choose. */
export interface Panic {
  queue: string[][];
  going: Going | null;
  to: string[];
}

/** The panic under way in a position (absent when none). */
export const panicOf = (state: Pick<GameState, 'vars'>): Panic | undefined =>
  (state.vars as unknown as { panic?: Panic }).panic;

/** XX.2.5 the stacks that panic now: each side's disorganised units by hex (the first player's side first), in a
 *  hex that an organised enemy unit in supply next to it reaches with its zone of control. */
export function panicking(module: GameModule, state: GameState): string[][] {
  if (!optionsOf(state).panic) return [];
  const v = varsOf(state);
  const sup = supplied(module, state);
  const graph = mapGraph(module);
  const threat = (side: Side, hex: string) =>
    state.pieces.some((p) => {
      const at = hexOf(p);
      if (p.side !== enemyOf(side) || at === null || marksOf(v, p.id).dso || !sup(p)) return false;
      return graph.neighbors(hex).includes(at) && zocOf(module, state, p, sup).includes(hex);
    });
  const first = v.first ?? NAT;
  const out: string[][] = [];
  for (const side of [first, enemyOf(first)]) {
    const byHex = new Map<string, string[]>();
    for (const p of state.pieces) {
      const at = hexOf(p);
      if (p.side !== side || p.kind !== 'unit' || at === null || !marksOf(v, p.id).dso) continue;
      if (isAir(module, p) || isBoats(module, p)) continue;
      byHex.set(at, [...(byHex.get(at) ?? []), p.id]);
    }
    for (const [hex, ids] of byHex) if (threat(side, hex)) out.push(ids);
  }
  return out;
}

/** XX.2.5 the stacks flee one after another, each as far as its way is single: true when an owner must choose. */
function fleeOn(module: GameModule, d: D, panic: Panic): boolean {
  for (;;) {
    if (panic.going) {
      panic.to = goOn(module, d, panic.going);
      if (panic.to.length > 0) return true;
      panic.going = null;
    }
    const next = panic.queue.shift();
    if (!next) break;
    const ids = onMapOf(d, next);
    if (ids.length === 0) continue;
    const p = d.state.pieces.find((x) => x.id === ids[0])!;
    emit(d, { type: 'panic', side: p.side, pieces: ids, hex: hexOf(p) });
    panic.going = { ids, hexes: PANIC_HEXES, left: [] };
  }
  delete (d.vars as unknown as { panic?: Panic }).panic;
  return false;
}

/** XX.2.5 at the turn's end the panicking stacks retreat (with the option on): true when an owner must choose. */
export function beginPanic(module: GameModule, d: D): boolean {
  const queue = panicking(module, d.state);
  if (queue.length === 0) return false;
  const panic: Panic = { queue, going: null, to: [] };
  (d.vars as unknown as { panic?: Panic }).panic = panic;
  return fleeOn(module, d, panic);
}

/** XX.2.5 the side whose stack is fleeing now. */
export function panicSide(_module: GameModule, state: GameState): Side {
  const id = panicOf(state)?.going?.ids[0];
  const side = state.pieces.find((p) => p.id === id)?.side;
  return (side ?? state.activeSide) as Side;
}

/** XX.2.5, XVI.7 the owner of a fleeing stack names its next hex; true while an owner still has a choice to make. */
export const flee: Procedure<D, boolean> = {
  check: (_module, state, action) => {
    const hex = str(action.args.hex) ?? '';
    return panicOf(state)?.to.includes(hex)
      ? []
      : [violation('retreat.hex', 'XX.2.5', 'Retreat to one of the hexes offered', { hex })];
  },
  apply(module, d, action) {
    const refused = flee.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const panic = (d.vars as unknown as { panic: Panic }).panic;
    step(module, d, panic.going!, str(action.args.hex)!);
    return fleeOn(module, d, panic);
  },
  list: (_module, state) => (panicOf(state)?.to ?? []).map((hex) => act('retreat', { hex })),
};
