// VI.2, X the engineer segment's verbs: building a trench, a fortification or a crossing at a crossing site
// (X.I.2, X.II.3: one die with the engineers' and the enemy's modifiers gives the turns to go), repairing a damaged
// or blown crossing (X.I.2.4) and demolishing one (X.II.5); and at the turn's end the works under way progress where
// a friendly unit held the hex all turn (X.I.2.4) and dismantlings that rolled 1 finish (X.II.7, dismantle.ts).
// Advisory and honor play (I.1) carry out a work the rules forbid as asked, where it can be at all (worksbyhand.ts).

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { GameState, JsonObject, LegalAction, Piece } from '../../core/types.js';
import { jsonCopy } from '../../core/json-copy.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { crossingTolerance } from '../ourwar/structures.js';
import { byHandOr } from './byhand.js';
import { impossibleBuild, impossibleDemolish, impossibleRepair } from './worksbyhand.js';
import {
  constructionDrms,
  crossingTurns,
  demolish as demolishCrossing,
  type EnemyNear,
  finishDismantling,
  fortTurns,
  mayBuild,
  mayBuildHere,
  placeCrossing,
  placeWork,
  progressWorks as progress,
  repairCrossing,
  repairRate,
  trenchTurns,
  useCounter,
  type Work,
} from '../ourwar/engineering.js';
import { type CrossingKind, markOf, marksOf, NAT, REP, type Side, sideKey } from '../ourwar/state.js';
import { supplied } from './supplied.js';
import { crossingSite, mapGraph } from '../ourwar/terrain.js';
import { hasFlag } from '../ourwar/units.js';
import { enemyNear } from '../ourwar/reorganise.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';

type D = Draft<EbroVars>;

/** X.II.1 the crossings engineers build here: footbridges and pontoon bridges (minor), pontoon ferries (major). */
export const BUILT: Readonly<Record<string, { work: Work; kind?: CrossingKind }>> = {
  trench: { work: 'trench' },
  fort: { work: 'fort' },
  footbridge: { work: 'minor-crossing', kind: 'footbridge' },
  'pontoon-bridge': { work: 'minor-crossing', kind: 'pontoon-bridge' },
  'pontoon-ferry': { work: 'major-crossing', kind: 'pontoon-ferry' },
};

/** X.I.2 the worst in-supply enemy next to a hex: an organised one, a disorganised one, or none. */
function enemyBeside(module: GameModule, state: GameState, side: string, hex: string): EnemyNear {
  const sup = supplied(module, state);
  const byId = new Map(state.pieces.map((p) => [p.id, p]));
  return enemyNear(
    state,
    hex,
    side,
    (h) => mapGraph(module).neighbors(h),
    (id) => sup(byId.get(id)!),
  );
}

/** X why a construction is refused ([] when it is not). */
function buildProblems(
  module: GameModule,
  state: GameState,
  side: string,
  ids: string[],
  kind: string,
  a: string,
  b: string,
) {
  const spec = BUILT[kind];
  if (!spec) return [violation('build.kind', 'X', 'Nothing of that kind can be built', { kind })];
  const sup = supplied(module, state);
  const v = varsOf(state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (ids.length === 0 || pieces.some((p) => !p || p.side !== side || hexOf(p) !== a))
    return [violation('build.units', 'X.I.2', 'The builders stand in the hex of the work')];
  for (const p of pieces) {
    const ok = mayBuild(module, v, p!, sup(p!));
    if (!ok.ok) return [violation('build.unit', ok.rule, `${p!.id} may not build: ${ok.why}`, { piece: p!.id })];
  }
  const crossing = spec.kind !== undefined;
  if (crossing && !mapGraph(module).neighbors(a).includes(b))
    return [violation('build.where', 'X.II.3', 'A crossing spans the hexside of the builders’ hex')];
  if (!crossing && a !== b) return [violation('build.where', 'X.I.2', 'Works are built in the builders’ hex')];
  const here = mayBuildHere(module, v, spec.work, a, crossing ? b : undefined);
  return here.ok ? [] : [violation('build.here', here.rule, here.why, { hex: a })];
}

/** VI.2.1, X.I.2, X.II.3 builders start a work: one die with its modifiers gives the turns it takes. */
export const build: Procedure<D, null> = {
  check: (module, state, action) =>
    buildProblems(
      module,
      state,
      action.side,
      strs(action.args.pieces) ?? [],
      str(action.args.kind) ?? '',
      str(action.args.a) ?? '',
      str(action.args.b) ?? '',
    ),
  apply(module, d, action) {
    const ids = strs(action.args.pieces) ?? [];
    // I.1 advisory and honor play begin a work the rules forbid as asked, where it can be built at all
    const refused = build.check(module, d.state, action);
    const no = byHandOr(d, refused, () => impossibleBuild(module, d.state, action), ids, 'build');
    if (no) return no;
    const [kind, a, b] = [str(action.args.kind)!, str(action.args.a)!, str(action.args.b)!];
    const spec = BUILT[kind]!;
    const builders = ids.map((id) => d.state.pieces.find((p) => p.id === id)!);
    const o = {
      printedCrossingSigns: optionsOf(d.state).crossingDrm === 'printed',
      trenchHelpsFort3: optionsOf(d.state).trenchHelpsFort3,
    };
    const drms = constructionDrms(
      module,
      d.vars,
      spec.work,
      builders,
      enemyBeside(module, d.state, action.side, a),
      a,
      o,
    );
    const [die] = roll(d, 1, 'construction', action.side, spec.kind ? 'X.II.3' : 'X.I.2');
    const modified = die! + drms.reduce((n, m) => n + m.value, 0);
    const side = action.side as Side;
    let turns: number;
    let counter = false;
    if (spec.kind) {
      turns = crossingTurns(modified, spec.work === 'major-crossing');
      placeCrossing(d.vars, side, spec.kind, a, b, turns);
      // X.II.3 the Ebro's engineers build crossings from their own equipment (no counter is needed); X.II.7 a
      // dismantled counter of the kind lying in the builders' hex is the one re-emplaced, so it leaves the hex.
      counter = useCounter(d.vars, side, spec.kind, a);
    } else {
      turns = spec.work === 'trench' ? trenchTurns(modified) : fortTurns(modified);
      placeWork(d.vars, side, spec.work as 'trench' | 'fort', a, turns);
    }
    for (const id of ids) markOf(d.vars, id).act = 'done';
    emit(d, {
      type: 'built',
      side,
      pieces: ids,
      kind,
      a,
      b,
      roll: die!,
      modified,
      turns,
      drms: drms.map((m) => ({ ...m })),
      ...(counter ? { counter } : {}),
    });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    const sup = supplied(module, state);
    const v = varsOf(state);
    for (const p of state.pieces) {
      const hex = hexOf(p);
      if (p.side !== side || !hex || !hasFlag(module, p, 'engineer') || !mayBuild(module, v, p, sup(p)).ok) continue;
      for (const n of mapGraph(module).neighbors(hex))
        if (crossingSite(module, hex, n))
          for (const kind of ['footbridge', 'pontoon-bridge', 'pontoon-ferry'])
            if (buildProblems(module, state, side, [p.id], kind, hex, n).length === 0)
              out.push(act('build', { pieces: [p.id], kind, a: hex, b: n }));
      for (const kind of ['trench', 'fort'])
        if (buildProblems(module, state, side, [p.id], kind, hex, hex).length === 0)
          out.push(act('build', { pieces: [p.id], kind, a: hex, b: hex }));
    }
    return out;
  },
};

/** X.II.5 / X.I.2.4 an engineer beside a crossing demolishes it (any side's), or repairs its own side's or a blown
 *  printed one (an engineer that began the turn there, doing nothing else). */
export const demolish: Procedure<D, null> = {
  check(module, state, action) {
    const [a, b] = [str(action.args.a) ?? '', str(action.args.b) ?? ''];
    const x = varsOf(state).crossings[sideKey(a, b)];
    const p = state.pieces.find((q) => q.id === (strs(action.args.pieces) ?? [])[0]);
    if (!x || x.destroyed) return [violation('demolish.none', 'X.II.5', 'There is no standing crossing there')];
    if (!p || p.side !== action.side) return [violation('demolish.unit', 'X.II.5', 'Demolish with your own engineer')];
    const trial = jsonCopy(varsOf(state) as unknown as JsonObject) as unknown as EbroVars;
    const ok = demolishCrossing(module, trial, p, trial.crossings[sideKey(a, b)]!, supplied(module, state)(p));
    return ok.ok ? [] : [violation('demolish.unit', ok.rule, ok.why, { piece: p.id })];
  },
  apply(module, d, action) {
    const refused = demolish.check(module, d.state, action);
    const ids = (strs(action.args.pieces) ?? []).slice(0, 1);
    // I.1 advisory and honor play demolish as asked a standing crossing, by any unit of the side on the map
    const no = byHandOr(d, refused, () => impossibleDemolish(d.state, action), ids, 'demolish');
    if (no) return no;
    const [a, b] = [str(action.args.a)!, str(action.args.b)!];
    const p = d.state.pieces.find((q) => q.id === ids[0])!;
    const x = d.vars.crossings[sideKey(a, b)]!;
    if (!demolishCrossing(module, d.vars, p, x, true).ok) {
      // X.II.5 by hand: the damage an engineer does (a bridge engineer's two), the unit finished
      x.damage += hasFlag(module, p, 'bridge-engineer') ? 2 : 1;
      if (x.damage > crossingTolerance(x)) x.destroyed = true;
      markOf(d.vars, p.id).act = 'done';
    }
    emit(d, { type: 'demolished', side: action.side, piece: p.id, a, b, damage: x.damage, destroyed: !!x.destroyed });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const x of Object.values(varsOf(state).crossings)) {
      if (x.destroyed) continue;
      for (const p of state.pieces)
        if (p.side === side && (hexOf(p) === x.a || hexOf(p) === x.b) && hasFlag(module, p, 'engineer')) {
          const a = { pieces: [p.id], a: x.a, b: x.b };
          if (demolish.check(module, state, { side, verb: 'demolish', args: a }).length === 0)
            out.push(act('demolish', a));
        }
    }
    return out;
  },
};

/** X.I.2.4 whether an engineer may repair a crossing: its side's (or a printed one), beside it, idle all turn. */
function mayRepair(module: GameModule, state: GameState, p: Piece, key: string): boolean {
  const x = varsOf(state).crossings[key];
  if (!x || !(x.damage > 0 || x.destroyed) || (x.side && x.side !== p.side)) return false;
  const m = marksOf(varsOf(state), p.id);
  const at = hexOf(p);
  return (
    (at === x.a || at === x.b) && !m.act && !m.mp && repairRate(module, p, 'crossing') > 0 && supplied(module, state)(p)
  );
}

/** VI.2.2, X.I.2.4 an engineer repairs a crossing a turn's worth (a blown one first gets damage at its tolerance). */
export const repair: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((q) => q.id === (strs(action.args.pieces) ?? [])[0]);
    const key = sideKey(str(action.args.a) ?? '', str(action.args.b) ?? '');
    return p && p.side === action.side && mayRepair(module, state, p, key)
      ? []
      : [violation('repair', 'X.I.2.4', 'An idle engineer beside a damaged crossing of its side repairs it')];
  },
  apply(module, d, action) {
    const refused = repair.check(module, d.state, action);
    const ids = (strs(action.args.pieces) ?? []).slice(0, 1);
    // I.1 advisory and honor play repair as asked a crossing that is there, by a unit of the side on the map
    const no = byHandOr(d, refused, () => impossibleRepair(d.state, action), ids, 'repair');
    if (no) return no;
    const p = d.state.pieces.find((q) => q.id === ids[0])!;
    const x = d.vars.crossings[sideKey(str(action.args.a)!, str(action.args.b)!)]!;
    repairCrossing(x, repairRate(module, p, 'crossing'));
    x.side = x.side ?? (p.side as Side);
    markOf(d.vars, p.id).act = 'done';
    emit(d, { type: 'repaired', side: action.side, piece: p.id, a: x.a, b: x.b, damage: x.damage });
    return null;
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const [key, x] of Object.entries(varsOf(state).crossings))
      for (const p of state.pieces)
        if (p.side === side && hasFlag(module, p, 'engineer') && mayRepair(module, state, p, key))
          out.push(act('repair', { pieces: [p.id], a: x.a, b: x.b }));
    return out;
  },
};

/** X.I.2.4 at the turn's end the works under way step down where a friendly unit held the hex all turn (a unit
 *  there now that has not moved). */
export function progressWorks(module: GameModule, d: D): void {
  for (const side of [NAT, REP] as Side[]) {
    const held = (hexes: string[]) =>
      d.state.pieces.some(
        (p) => p.side === side && p.kind === 'unit' && hexes.includes(hexOf(p) ?? '') && !marksOf(d.vars, p.id).mp,
      );
    progress(d.vars, side, held);
  }
  // X.II.7 a dismantling that rolled 1 is done "on the following turn": its counter is carried in that turn
  for (const c of finishDismantling(d.vars, d.state.turn + 1))
    emit(d, { type: 'dismantled', side: c.side, kind: c.kind, at: c.hex, now: true, late: true });
}
