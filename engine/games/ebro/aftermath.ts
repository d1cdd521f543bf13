// XVI.7, XVI.10 what follows a combat's result: the retreat of one hex for a stack struck by R (the owner picks
// among the cheapest hexes free of enemy ZOC and control; with none, a built-up hex's exchange or surrender:
// retreats.ts), two for Republican defenders in a spontaneous retreat (XX.2.6), then the attackers' advance into the
// hex left empty. The flow waits for a choice only when there is one to make.

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState } from '../../core/types.js';
import { type Draft, emit, setPiece } from '../../systems/draft.js';
import type { UnitEffects } from '../ourwar/losses.js';
import { mayAdvance } from '../ourwar/retreat.js';
import { canStack } from '../ourwar/stacking.js';
import { markOf, type Side } from '../ourwar/state.js';
import { goOn, type Going, onMapOf, stacksOf, step } from './retreats.js';
import { ebroScenario } from './scenario.js';
import { type Battle, type EbroVars, varsOf, violation } from './state.js';
import { takeObjective } from './vp.js';

type D = Draft<EbroVars>;

/** Where a combat stopped: a retreat to choose, an advance to choose, or it is over (the battle stays on the vars
 *  for the flow to read, which clears it). */
export type BattleStop = 'retreat' | 'advance' | 'done';

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
  /** XX.2.6 the hexes each side's retreat goes (absent: one, XVI.7). */
  hexes?: { attacker: number; defender: number };
}

/** XVI.7 a battle whose defenders' retreat goes on for more than one hex (XX.2.6): the hexes still to go and the
 *  hexes they have left. */
type Retreating = Battle & { hexesLeft?: number; left?: string[] };

/** XVI.7 the retreat under way of a battle's defenders. */
const goingOf = (b: Retreating): Going => ({ ids: b.retreating, hexes: b.hexesLeft ?? 1, left: b.left ?? [] });

/** XVI.7 the defenders' retreat waits for its owner at a choice of hexes, or it is over (the advance follows). */
function waitOrAdvance(module: GameModule, d: D, g: Going): BattleStop {
  const b = d.vars.battle as Retreating;
  const to = goOn(module, d, g);
  if (to.length > 0) {
    Object.assign(b, { retreating: g.ids, retreatTo: to, hexesLeft: g.hexes, left: g.left });
    return 'retreat';
  }
  b.retreating = [];
  b.retreatTo = [];
  delete b.hexesLeft;
  delete b.left;
  return advanceOrDone(module, d);
}

/** XVI.7, XVI.10 after a result: the attackers' retreat (the cheapest hex, the first listed; each hex's stack by
 *  itself), the defenders' (asked when there is a choice), then the advance (asked when some attacker may go in). */
export function afterCombat(module: GameModule, d: D, f: Fought): BattleStop {
  for (const ids of stacksOf(d, f.fxA.retreat)) {
    const g: Going = { ids, hexes: f.hexes?.attacker ?? 1, left: [] };
    for (let to = goOn(module, d, g); to.length > 0; to = goOn(module, d, g)) step(module, d, g, to[0]!);
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
  return waitOrAdvance(module, d, { ids: onMapOf(d, f.fxD.retreat), hexes: f.hexes?.defender ?? 1, left: [] });
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
    const g = goingOf(d.vars.battle!);
    step(module, d, g, str(action.args.hex)!);
    return waitOrAdvance(module, d, g);
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
