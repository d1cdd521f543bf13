// VI.3.3, XIV fire against units in the combat preparation segment: units that may fire (in supply, organised, not
// activated, with fire power), one unit or one corps's stack combined (XIV.1), at an enemy stack in range they see
// (XIV.2: direct fire; units between block the line), read on the fire table (ourwar/fire.ts). The firers are
// activated and marked as having fired: they may not move afterwards (IX.1).

import { act, str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type LegalAction, type Piece } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { type FireSetting, fireEffects, mayBeFiredAt, mayFire, resolveFire } from '../ourwar/fire.js';
import { effectiveRange, mayFireDirect } from '../ourwar/los.js';
import { applyEffects } from '../ourwar/losses.js';
import { markOf, type Side } from '../ourwar/state.js';
import { supplied } from './supplied.js';
import { mapGraph, terrainOf } from '../ourwar/terrain.js';
import { factorsOf } from '../ourwar/units.js';
import { defendersIn } from './battle.js';
import { oneCorps } from './corps.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';

type D = Draft<EbroVars>;

/** XIV.2 whether a unit can fire directly at a hex: adjacent, or in range (a hill +1) with a clear line. */
function canSee(module: GameModule, state: GameState, p: Piece, hex: string): boolean {
  const from = hexOf(p);
  if (!from) return false;
  const occupied = new Set(state.pieces.filter((x) => x.kind === 'unit' && x.at.kind === 'hex').map((x) => hexOf(x)!));
  const range = effectiveRange(factorsOf(module, p).range, terrainOf(module, from).hill);
  const policy = optionsOf(state).lineOfSight === 'any' ? 'any-path' : 'centre-line';
  return mayFireDirect(mapGraph(module), from, hex, range, (h) => occupied.has(h), policy);
}

/** XIV why a fire attack is refused ([] when it is not). */
function fireProblems(module: GameModule, state: GameState, side: string, ids: string[], hex: string) {
  const v = varsOf(state);
  const sup = supplied(module, state);
  const pieces = ids.map((id) => state.pieces.find((p) => p.id === id));
  if (ids.length === 0 || pieces.some((p) => !p || p.side !== side || p.at.kind !== 'hex'))
    return [violation('fire.units', 'XIV.1', 'Fire with your own units on the map')];
  const targets = defendersIn(module, state, side, hex);
  if (targets.length === 0) return [violation('fire.noTarget', 'XIV.1', 'There is no enemy unit there', { hex })];
  const at = mayBeFiredAt(module, targets);
  if (!at.ok) return [violation('fire.target', at.rule, at.why, { hex })];
  for (const p of pieces) {
    const ok = mayFire(module, v, p!, sup(p!));
    if (!ok.ok) return [violation('fire.unit', ok.rule, `${p!.id} may not fire: ${ok.why}`, { piece: p!.id })];
    if (!canSee(module, state, p!, hex))
      return [violation('fire.sight', 'XIV.2', `${p!.id} cannot reach or see that hex`, { piece: p!.id, hex })];
  }
  const stack = new Set(pieces.map((p) => hexOf(p!)));
  if (ids.length > 1 && (stack.size > 1 || !oneCorps(module, pieces as Piece[])))
    return [violation('fire.combine', 'XIV.1', 'Only units of one corps in one hex combine their fire')];
  if (resolveFire(setting(module, state, ids, hex), 1) === null)
    return [violation('fire.total', 'XIV.8', 'Too little fire power for the fire table', { hex })];
  return [];
}

/** XIV.8 the fire's setting for the ourwar module. */
function setting(module: GameModule, state: GameState, ids: string[], hex: string): FireSetting {
  const side = state.pieces.find((p) => p.id === ids[0])!.side;
  return { module, state, firers: ids, targets: defendersIn(module, state, side, hex).map((p) => p.id) };
}

/** VI.3.3, XIV.8 fire against the enemy units in a hex. */
export const fire: Procedure<D, null> = {
  check: (module, state, action) =>
    fireProblems(module, state, action.side, strs(action.args.pieces) ?? [], str(action.args.hex) ?? ''),
  apply(module, d, action) {
    const refused = fire.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const ids = strs(action.args.pieces)!;
    const hex = str(action.args.hex)!;
    const c = setting(module, d.state, ids, hex);
    const [die] = roll(d, 1, 'fire', action.side, 'XIV.8');
    const out = resolveFire(c, die!)!;
    const fx = fireEffects(c, out.result);
    const boxes = { destroyed: DEAD_PILE, captured: DEAD_PILE };
    applyEffects(d, fx.targets, boxes);
    applyEffects(d, fx.firers, boxes);
    for (const id of ids) {
      if (fx.firers.eliminated.includes(id)) continue;
      const m = markOf(d.vars, id);
      m.fired = true;
      m.act = m.act ?? 'moved';
    }
    emit(d, {
      type: 'fire',
      side: action.side as Side,
      pieces: ids,
      hex,
      targets: [...c.targets],
      total: out.total.value,
      base: out.base,
      col: out.col,
      row: out.row,
      roll: die!,
      shift: out.shift,
      drm: out.drm,
      drms: out.drms.map((m) => ({ ...m })),
      cell: out.result.text,
    });
    return null;
  },
  list(module, state, side) {
    const v = varsOf(state);
    const sup = supplied(module, state);
    const out: LegalAction[] = [];
    const targets = new Set(
      state.pieces.filter((p) => p.side !== side && p.at.kind === 'hex' && p.kind === 'unit').map((p) => hexOf(p)!),
    );
    const able = state.pieces.filter((p) => p.side === side && p.at.kind === 'hex' && mayFire(module, v, p, sup(p)).ok);
    for (const p of able)
      for (const hex of targets)
        if (canSee(module, state, p, hex) && fireProblems(module, state, side, [p.id], hex).length === 0)
          out.push(act('fire', { pieces: [p.id], hex }));
    return out;
  },
};
