// XVI.7, XVI.10 what follows a combat's result: the retreat of one hex for a stack struck by R (the owner picks
// among the cheapest hexes free of enemy ZOC and control; with none, a built-up hex's exchange or surrender), then
// the attackers' advance into the hex left empty. The flow waits for a choice only when there is one to make.

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { type Draft, emit, moveTo, setPiece } from '../../systems/draft.js';
import { allocateLevels, applyEffects, lossOrder, noEffects, type UnitEffects } from '../ourwar/losses.js';
import { unitStep } from '../ourwar/movement.js';
import { mayAdvance, type RetreatMap, retreatOutcome } from '../ourwar/retreat.js';
import { canStack } from '../ourwar/stacking.js';
import { enemyOf, markOf, type Side } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { enemyControlled, enemyUnitAt, zocView } from '../ourwar/zoc.js';
import { ebroScenario } from './scenario.js';
import { type EbroVars, varsOf, violation } from './state.js';
import { takeObjective } from './vp.js';

type D = Draft<EbroVars>;

/** Where a combat stopped: a retreat to choose, an advance to choose, or it is over (the battle stays on the vars
 *  for the flow to read, which clears it). */
export type BattleStop = 'retreat' | 'advance' | 'done';

/** XVI.7 the map a side's stack retreats over, in the position after the result. */
function retreatMap(module: GameModule, state: GameState, side: Side, stack: Piece[]): RetreatMap {
  const view = zocView(module, state);
  const levels = stack.reduce((n, p) => n + p.steps, 0);
  return {
    neighbors: (h) => mapGraph(module).neighbors(h),
    enemyZoc: (h) => view.zoc[enemyOf(side)].has(h),
    enemyControlled: (h) => enemyControlled(view, side, h),
    enemyIn: (h) => enemyUnitAt(view, side, h),
    cost: (a, b) =>
      Math.max(
        ...stack.map((p) => {
          const s = unitStep(view, p, a, b, levels);
          return 'mp' in s ? s.mp : Number.POSITIVE_INFINITY;
        }),
      ),
    fits: (h) => canStack(module, state, stack, h),
  };
}

/** XVI.7 a stack struck by R: where it may go (several: the owner chooses), or the exchange or surrender done. */
function retreatOf(module: GameModule, d: D, ids: string[]): string[] {
  const stack = ids.map((id) => d.state.pieces.find((p) => p.id === id)!).filter((p) => p.at.kind === 'hex');
  if (stack.length === 0) return [];
  const side = stack[0]!.side as Side;
  const out = retreatOutcome(module, stack[0]!.at, retreatMap(module, d.state, side, stack));
  if (out.kind === 'retreat') return out.hexes;
  const fx: UnitEffects = noEffects();
  if (out.kind === 'exchange') {
    // XVI.7 the levels given to stay are lost as any levels are: the owner's order, the HQ last (VII.3)
    fx.levels = allocateLevels(lossOrder(module, stack), out.levels);
    fx.eliminated = stack.filter((p) => (fx.levels[p.id] ?? 0) >= p.steps).map((p) => p.id);
  } else if (out.kind === 'surrender') fx.captured = stack.map((p) => p.id);
  applyEffects(d, fx, { destroyed: DEAD_PILE, captured: DEAD_PILE });
  emit(d, {
    type: 'noRetreat',
    side,
    pieces: ids,
    outcome: out.kind,
    levels: out.kind === 'exchange' ? out.levels : 0,
  });
  return [];
}

/** XVI.7 a stack retreats one hex. */
function retreatTo(module: GameModule, d: D, ids: string[], hex: string): void {
  const side = d.state.pieces.find((p) => p.id === ids[0])!.side as Side;
  for (const id of ids) moveTo(d, id, { kind: 'hex', hex });
  emit(d, { type: 'retreated', side, pieces: ids, to: hex });
  takeObjective(d, ebroScenario(module, d.state.scenarioId).objectives, hex, side);
}

/** What a combat did, for its aftermath. */
export interface Fought {
  reaction: boolean;
  attacker: Side;
  attackers: string[];
  hex: string;
  defenders: string[];
  fxA: UnitEffects;
  fxD: UnitEffects;
  /** XVI.9 an attack of the breakthrough step (the flow goes back there). */
  exploit: boolean;
}

/** XVI.7, XVI.10 after a result: the attackers' retreat (the cheapest hex, the first listed), the defenders'
 *  (asked when there is a choice), then the advance (asked when some attacker may go in). */
export function afterCombat(module: GameModule, d: D, f: Fought): BattleStop {
  const alive = (ids: string[]) => ids.filter((id) => d.state.pieces.find((p) => p.id === id)?.at.kind === 'hex');
  const backA = alive(f.fxA.retreat);
  if (backA.length > 0) {
    const hexes = retreatOf(module, d, backA);
    if (hexes.length > 0) retreatTo(module, d, backA, hexes[0]!);
  }
  d.vars.battle = {
    reaction: f.reaction,
    attacker: f.attacker,
    attackers: f.attackers,
    hex: f.hex,
    defenders: f.defenders,
    retreating: [],
    retreatTo: [],
    vacated: false,
  };
  // XVI.9 the flow's var battle.breakthrough: the combat was a breakthrough's, the flow goes back to that step
  if (f.exploit) Object.assign(d.vars.battle, { breakthrough: true });
  const backD = alive(f.fxD.retreat);
  if (backD.length > 0) {
    const hexes = retreatOf(module, d, backD);
    if (hexes.length === 1) retreatTo(module, d, backD, hexes[0]!);
    else if (hexes.length > 1) {
      d.vars.battle.retreating = backD;
      d.vars.battle.retreatTo = hexes;
      return 'retreat';
    }
  }
  return advanceOrDone(module, d);
}

/** XVI.10 the attackers that may advance now (within stacking), or 'done'. */
function advanceOrDone(module: GameModule, d: D): BattleStop {
  const b = d.vars.battle!;
  const may = advancers(module, d.state);
  b.vacated = may.length > 0;
  return b.vacated ? 'advance' : 'done';
}

/** XVI.9-10 the attackers still free to choose: a unit marked for breakthrough may advance instead ("provided the
 *  attacking units do not wish to make a breakthrough"), giving its marker up (advance below). */
function choosing(state: GameState, ids: readonly string[]): GameState {
  const marks = { ...varsOf(state).marks };
  for (const id of ids) if (marks[id]?.breakthrough) marks[id] = { ...marks[id], breakthrough: false };
  return { ...state, vars: { ...state.vars, marks } as unknown as GameState['vars'] };
}

/** XVI.10 the attackers that may advance into the emptied hex (each one within the stacking limit). */
function advancers(module: GameModule, state: GameState): string[] {
  const b = varsOf(state).battle;
  if (!b) return [];
  const ids = mayAdvance(choosing(state, b.attackers), b.hex, b.attackers);
  return ids.filter((id) => canStack(module, state, [state.pieces.find((p) => p.id === id)!], b.hex));
}

/** XVI.7 the owner names the hex its stack retreats to. */
export const retreat: Procedure<D, BattleStop> = {
  check: (_module, state, action) => {
    const b = varsOf(state).battle;
    const hex = str(action.args.hex) ?? '';
    return b?.retreatTo.includes(hex)
      ? []
      : [violation('retreat.hex', 'XVI.7', 'Retreat to one of the hexes offered', { hex })];
  },
  apply(module, d, action) {
    const refused = retreat.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const b = d.vars.battle!;
    retreatTo(module, d, b.retreating, str(action.args.hex)!);
    b.retreating = [];
    b.retreatTo = [];
    return advanceOrDone(module, d);
  },
  list: (_module, state) => (varsOf(state).battle?.retreatTo ?? []).map((hex) => act('retreat', { hex })),
};

/** XVI.10 attackers advance into the hex the defenders left, at no MP cost. */
export const advance: Procedure<D, BattleStop> = {
  check(module, state, action) {
    const ids = strs(action.args.pieces) ?? [];
    const may = new Set(advancers(module, state));
    const b = varsOf(state).battle;
    const pieces = ids.map((id) => state.pieces.find((p) => p.id === id)!);
    const fits =
      b !== null && ids.length > 0 && ids.every((id) => may.has(id)) && canStack(module, state, pieces, b.hex);
    return fits ? [] : [violation('advance.units', 'XVI.10', 'Only attackers may advance, within the stacking limit')];
  },
  apply(module, d, action) {
    const refused = advance.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const b = d.vars.battle!;
    const ids = strs(action.args.pieces)!;
    for (const id of ids) {
      setPiece(d, id, { at: { kind: 'hex', hex: b.hex } });
      // XVI.10 a unit that advances gives up its breakthrough (XVI.9)
      if (d.vars.marks[id]?.breakthrough) delete markOf(d.vars, id).breakthrough;
    }
    emit(d, { type: 'advanced', side: b.attacker, pieces: ids, to: b.hex });
    takeObjective(d, ebroScenario(module, d.state.scenarioId).objectives, b.hex, b.attacker);
    return 'done';
  },
  list(module, state) {
    const ids = advancers(module, state);
    const b = varsOf(state).battle;
    if (!b || ids.length === 0) return [];
    const all = ids.filter((_, i) =>
      canStack(
        module,
        state,
        ids.slice(0, i + 1).map((x) => state.pieces.find((p) => p.id === x)!),
        b.hex,
      ),
    );
    const out = ids.map((id) => act('advance', { pieces: [id] }));
    if (all.length > 1) out.unshift(act('advance', { pieces: all }));
    return out;
  },
};

/** XVI.10 the attackers stay where they are. */
export const stay: Procedure<D, BattleStop> = {
  check: () => [],
  apply: () => 'done',
  list: () => [act('stay', {})],
};
