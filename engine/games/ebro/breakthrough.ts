// XVI.9 breakthrough and exploitation: attackers marked after a shaded result by day (battle.ts) wait until every
// other combat of the segment is resolved; then, in the breakthrough step, each moves again in natural mode with its
// normal movement (`exploit`) and may attack again as normal (`attack` with marked units only); after its attack, or
// when the side ends the step (`done`), its marker comes off and it has finished for the turn. Never at night.

import { act, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, LegalAction, Location } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { type Reach, reachable } from '../ourwar/reach.js';
import { markOf, marksOf, type Side } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isAir } from '../ourwar/units.js';
import { inEnemyZoc, zocView } from '../ourwar/zoc.js';
import { optionsOf } from './options.js';
import { ebroScenario } from './scenario.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { supplied } from './supplied.js';
import { takeObjective } from './vp.js';

type D = Draft<EbroVars>;

/** The units that have made their exploitation move this segment (the flow's var `exploited`). */
type ExploitVars = { exploited?: string[] };
const exploitedOf = (state: Pick<GameState, 'vars'>): string[] =>
  (varsOf(state) as unknown as ExploitVars).exploited ?? [];

/** XVI.9 whether the flow is in the breakthrough step (the segment's breakthroughs after all other combat). */
export const exploiting = (state: Pick<GameState, 'vars'>): boolean =>
  (varsOf(state).step as string) === 'breakthrough';

/** XVI.9 a side's units on the map marked for breakthrough. */
export function breakthroughUnits(state: GameState, side: string): string[] {
  const v = varsOf(state);
  return state.pieces
    .filter((p) => p.side === side && hexOf(p) !== null && marksOf(v, p.id).breakthrough)
    .map((p) => p.id);
}

/** XVI.9 whether the breakthrough step has anything to do: marked units of the phasing side, by day. */
export const breakthroughDue = (state: GameState, side: string): boolean =>
  varsOf(state).part === 'day' && breakthroughUnits(state, side).length > 0;

/** XVI.9 the position a marked unit exploits from: a second movement, its MP, enemy-ZOC count and marker fresh. */
function fresh(state: GameState, id: string): GameState {
  const v = varsOf(state);
  const { act: _a, mp: _m, ezoc: _e, ...rest } = v.marks[id] ?? {};
  return { ...state, vars: { ...state.vars, marks: { ...v.marks, [id]: rest } } as unknown as GameState['vars'] };
}

/** XVI.9 where a marked unit may go by natural movement. */
function reachOf(module: GameModule, state: GameState, id: string): Map<string, Reach> {
  const o = optionsOf(state);
  const s = fresh(state, id);
  return reachable(module, s, [id], {
    mode: 'natural',
    supplied: supplied(module, state),
    readings: { bridgeCost: o.bridgeCost, fording: o.fording, ezocCountsStart: false, surpriseNight: o.surpriseNight },
  });
}

/** XVI.9 why a unit may not exploit now. */
function exploitProblem(state: GameState, side: string, id: string) {
  const p = state.pieces.find((x) => x.id === id);
  if (!exploiting(state) || varsOf(state).part === 'night')
    return violation('exploit.when', 'XVI.9', 'Exploitation comes after all other combat, by day');
  if (!p || p.side !== side || hexOf(p) === null || !marksOf(varsOf(state), id).breakthrough)
    return violation('exploit.unit', 'XVI.9', 'Only units marked for breakthrough exploit', { piece: id });
  if (exploitedOf(state).includes(id))
    return violation('exploit.once', 'XVI.9', 'The unit has made its exploitation move', { piece: id });
  return null;
}

/** XVI.9 a marked unit moves again in natural mode with its normal movement: `exploit {piece, to}`. */
export const exploit: Procedure<D, null> = {
  check(module, state, action) {
    const id = str(action.args.piece) ?? '';
    const bad = exploitProblem(state, action.side, id);
    if (bad) return [bad];
    const to = (action.args.to as Location | undefined)?.kind === 'hex' ? (action.args.to as { hex: string }).hex : '';
    return reachOf(module, state, id).has(to)
      ? []
      : [violation('exploit.reach', 'XVI.9', 'The unit cannot reach that hex', { piece: id, to })];
  },
  apply(module, d, action) {
    const refused = exploit.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const id = str(action.args.piece)!;
    const to = (action.args.to as { hex: string }).hex;
    const before = d.state;
    const r = reachOf(module, before, id).get(to)!;
    const p = before.pieces.find((x) => x.id === id)!;
    const view = zocView(module, before, supplied(module, before));
    moveTo(d, id, { kind: 'hex', hex: to });
    const m = markOf(d.vars, id);
    m.mp = r.mp;
    m.ezoc = r.path.filter((h) => inEnemyZoc(view, p.side as Side, new Set([id]), h)).length;
    m.act = 'moved';
    m.contact = nextToEnemy(module, d.state, to, p.side);
    const v = d.vars as unknown as ExploitVars;
    v.exploited = [...(v.exploited ?? []), id];
    const objectives = ebroScenario(module, before.scenarioId).objectives;
    for (const h of r.path) takeObjective(d, objectives, h, action.side as Side);
    emit(d, { type: 'exploited', side: action.side, piece: id, from: hexOf(p), to, mp: r.mp });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const id of breakthroughUnits(state, side)) {
      if (exploitProblem(state, side, id)) continue;
      for (const r of reachOf(module, state, id).values())
        if (mapGraph(module).has(r.place)) out.push(act('exploit', { piece: id, to: { kind: 'hex', hex: r.place } }));
    }
    return out;
  },
};

/** XVI.3 whether a hex is next to an enemy ground unit (a unit that moved there assaults). */
function nextToEnemy(module: GameModule, state: GameState, hex: string, side: string): boolean {
  const near = new Set(mapGraph(module).neighbors(hex));
  return state.pieces.some(
    (x) => x.kind === 'unit' && x.side !== side && x.at.kind === 'hex' && near.has(x.at.hex) && !isAir(module, x),
  );
}

/** XVI.9 the side ends its breakthroughs: every marker comes off and the marked units have finished the turn. */
export const endBreakthrough: Procedure<D, null> = {
  check: () => [],
  apply(_module, d, action) {
    for (const id of breakthroughUnits(d.state, action.side)) {
      const m = markOf(d.vars, id);
      delete m.breakthrough;
      m.act = 'done';
    }
    (d.vars as unknown as ExploitVars).exploited = [];
    return null;
  },
  list: () => [act('done', {})],
};
