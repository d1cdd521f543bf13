// §11.3 taking losses: the owner satisfies as much of the enemy's Loss Number as he can without exceeding it, one
// step at a time, each step worth the unit's Loss Factor; a reduced corps that is eliminated is replaced in its
// space by a division from the Reserve Box (§11.3.5). The plans are the engine's Loss Number system; this file
// builds its units from the pieces and carries a chosen plan out on the board.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { type LnPlan, type LnUnit, lossNumberPlans } from '../../systems/combat/index.js';
import { type Draft, emit, moveTo, pieceOf, setPiece } from './draft.js';
import { NAT, type Side } from './state.js';
import { cf, hasFlag, isCorps, isReduced, lf, regionOf, unitType } from './units.js';

/** §11.3.5.2 unit types that never replace a corps. */
const NEVER = new Set(['AFR', 'CAV', 'POL', 'INT', 'T-26', 'CV-33', 'PZ-I', 'INS']);

/** §11.3.5.2 whether a Reserve division may replace an eliminated corps. */
export function mayReplace(module: GameModule, corps: Piece, div: Piece): boolean {
  if (isCorps(module, div)) return false;
  const t = unitType(module, div);
  if (NEVER.has(t)) return false;
  if (unitType(module, corps) === 'CTV') return t === 'ITA';
  if (t === 'ITA') return false;
  if (corps.side === NAT) return t === 'MIL' || t === 'INF';
  const region = regionOf(module, corps);
  // Regional corps take a division of their own region; regional divisions replace no other corps.
  if (region) return regionOf(module, div) === region;
  if (regionOf(module, div)) return false;
  return t === 'RPA' || t === 'MIL';
}

/** §11.3.5 the Reserve divisions that may replace a corps: the full-strength eligible ones, or else the reduced. */
export function replacementsFor(module: GameModule, state: GameState, corps: Piece, exclude: string[] = []): Piece[] {
  const box = `reserve-${corps.side}`;
  const eligible = state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.at.kind === 'box' &&
      p.at.box === box &&
      !exclude.includes(p.id) &&
      mayReplace(module, corps, p),
  );
  const full = eligible.filter((p) => !isReduced(module, p));
  return full.length > 0 ? full : eligible;
}

/** §11.3.5 the first Reserve division that may replace a corps, or null. */
export function replacementFor(
  module: GameModule,
  state: GameState,
  corps: Piece,
  exclude: string[] = [],
): Piece | null {
  return replacementsFor(module, state, corps, exclude)[0] ?? null;
}

/** Divisions that make the same replacement (type, factors, steps, region): one of each kind is a real choice. */
const kindOf = (module: GameModule, p: Piece): string =>
  [unitType(module, p), cf(module, p), lf(module, p), p.steps, regionOf(module, p) ?? ''].join('|');

/** Every way the owner may pick the Reserve divisions for the corps among `units` (§11.3.5: his choice among the
 *  eligible ones): corps id → division (null: none left), one assignment per combination of kinds. */
function assignments(module: GameModule, state: GameState, units: Piece[]): Map<string, Piece | null>[] {
  const corps = units.filter((u) => isCorps(module, u)).sort((a, b) => a.steps - b.steps);
  let out: { map: Map<string, Piece | null>; used: string[] }[] = [{ map: new Map(), used: [] }];
  for (const c of corps) {
    const next: typeof out = [];
    for (const o of out) {
      const kinds = new Map<string, Piece>();
      for (const p of replacementsFor(module, state, c, o.used))
        if (!kinds.has(kindOf(module, p))) kinds.set(kindOf(module, p), p);
      if (kinds.size === 0) next.push({ map: new Map([...o.map, [c.id, null]]), used: o.used });
      for (const p of kinds.values()) next.push({ map: new Map([...o.map, [c.id, p]]), used: [...o.used, p.id] });
    }
    out = next;
  }
  return out.map((o) => o.map);
}

/** §11.3.6 first-loss tags: an AFR unit, an armor unit. */
function tagsOf(module: GameModule, p: Piece): string[] {
  const tags: string[] = [];
  if (unitType(module, p) === 'AFR') tags.push('afr');
  if (hasFlag(module, p, 'armor')) tags.push('armor');
  return tags;
}

/** The units of a side as the Loss Number system reads them, each corps with the division `reps` gives it. */
export function lnUnits(module: GameModule, units: Piece[], reps: Map<string, Piece | null>): LnUnit[] {
  return units.map((p) => {
    const u: LnUnit = { id: p.id, lf: lf(module, p), steps: p.steps, tags: tagsOf(module, p) };
    if (isCorps(module, p)) {
      const rep = reps.get(p.id) ?? null;
      u.corps = true;
      u.replacement = rep ? { id: rep.id, lf: lf(module, rep), steps: rep.steps } : null;
    }
    return u;
  });
}

/** A way to take the losses, with the Reserve division each eliminated corps gets (null: removed, §11.3.5.1). */
export type LossPlan = LnPlan & { replacements: Record<string, string | null> };

/** What limits the choice among equal plans. */
export interface LossRules {
  /** §11.3.6–11.3.7 the attacker's first-loss obligations ('afr', 'armor'). */
  firstLoss?: string[];
  /** R45 Limited Offensive: division steps before corps steps. */
  divisionsFirst?: boolean;
}

/** §11.3.4 the plans the owner may choose among for a Loss Number (with his choice of Reserve divisions). */
export function lossPlans(
  module: GameModule,
  state: GameState,
  units: Piece[],
  ln: number,
  rules: LossRules = {},
): LossPlan[] {
  const all: LossPlan[] = [];
  const seen = new Set<string>();
  for (const reps of assignments(module, state, units)) {
    for (const p of lossNumberPlans(lnUnits(module, units, reps), ln, rules.firstLoss ?? []).plans) {
      const dead = p.losses.filter((l) => !l.replaces && l.eliminated && reps.has(l.unit)).map((l) => l.unit);
      const replacements = Object.fromEntries(dead.map((id) => [id, reps.get(id)?.id ?? null]));
      const key = JSON.stringify([p.losses.map((l) => [l.unit, l.steps]), replacements]);
      if (seen.has(key)) continue;
      seen.add(key);
      all.push({ ...p, replacements });
    }
  }
  const best = Math.max(0, ...all.map((p) => p.total));
  let plans = all.filter((p) => p.total === best);
  if (rules.divisionsFirst) {
    // R45: among the plans, the fewest corps steps.
    const corpsSteps = (p: LnPlan) =>
      p.losses
        .filter((l) => !l.replaces && units.some((u) => u.id === l.unit && isCorps(module, u)))
        .reduce((s, l) => s + l.steps, 0);
    const min = Math.min(...plans.map(corpsSteps));
    plans = plans.filter((p) => corpsSteps(p) === min);
  }
  return plans;
}

/** A plan in words: "nat-ac-i 1 step, nat-inf-01 eliminated". */
export function describePlan(plan: LnPlan): string {
  if (plan.losses.length === 0) return 'no loss';
  return plan.losses
    .map(
      (l) =>
        `${l.unit}${l.replaces ? ` (replacing ${l.replaces})` : ''} ` +
        (l.eliminated ? 'eliminated' : `${l.steps} step(s)`),
    )
    .join(', ');
}

/**
 * Where an eliminated unit goes: the Eliminated Units Box, or out of the game (OOS §11.3.3, §11.3.5.1; an Army of
 * Africa unit always, §17.6.5: "if destroyed they are permanently eliminated from the game").
 */
export function eliminate(module: GameModule, d: Draft, id: string, forGood: boolean, why: string): void {
  const p = pieceOf(d, id);
  const afr = !forGood && unitType(module, p) === 'AFR';
  const permanent = forGood || afr;
  const rule = afr ? '17.6.5' : why;
  const box = permanent ? 'removed' : `eliminated-${p.side}`;
  const from = p.at;
  moveTo(d, id, { kind: 'box', box });
  emit(d, {
    type: 'eliminated',
    unit: id,
    side: p.side,
    permanent,
    from: from.kind === 'space' ? from.space : null,
    rule,
  });
}

/** Remove one step: full → reduced, reduced or one-step → eliminated (§11.3.2). Returns whether it died. */
function loseStep(module: GameModule, d: Draft, id: string, oos: string[]): boolean {
  const p = pieceOf(d, id);
  if (p.steps > 1) {
    setPiece(d, id, { steps: p.steps - 1 });
    emit(d, { type: 'stepLost', unit: id, rule: '11.3.2' });
    return false;
  }
  eliminate(module, d, id, oos.includes(id), oos.includes(id) ? '11.3.3' : '11.3.2');
  return true;
}

/** Carry out a plan: steps from each unit, each eliminated corps replaced in its space by the Reserve division the
 *  plan names (§11.3.5) or removed for good when none (§11.3.5.1). Returns the divisions that entered the combat. */
export function applyPlan(module: GameModule, d: Draft, plan: LossPlan, oos: string[]): string[] {
  const reps = new Map(Object.entries(plan.replacements));
  const entered: string[] = [];
  for (const l of plan.losses) {
    if (l.replaces) continue;
    const at = pieceOf(d, l.unit).at;
    const space = at.kind === 'space' ? at.space : '';
    for (let k = 0; k < l.steps; k++) {
      const died = loseStep(module, d, l.unit, oos);
      if (!died || !isCorps(module, pieceOf(d, l.unit))) continue;
      const repId = reps.get(l.unit) ?? null;
      if (!repId) {
        // §11.3.5.1: no eligible division in the Reserve: the corps is eliminated permanently.
        moveTo(d, l.unit, { kind: 'box', box: 'removed' });
        emit(d, { type: 'corpsNotReplaced', unit: l.unit, rule: '11.3.5.1' });
        continue;
      }
      moveTo(d, repId, { kind: 'space', space });
      emit(d, { type: 'corpsReplaced', corps: l.unit, division: repId, space, rule: '11.3.5' });
      entered.push(repId);
      const rep = plan.losses.find((x) => x.replaces === l.unit);
      for (let j = 0; j < (rep?.steps ?? 0); j++) loseStep(module, d, repId, oos);
    }
  }
  return entered;
}

/** One step from a unit outside a Loss Number (§11.4.3 retreat cancel), a corps replaced as in §11.3.5. */
export function extraStep(module: GameModule, d: Draft, id: string, oos: string[]): string[] {
  const p = pieceOf(d, id);
  const losses: LnPlan['losses'] = [{ unit: id, steps: 1, lf: lf(module, p), eliminated: p.steps <= 1 }];
  const replacements = isCorps(module, p) ? { [id]: replacementFor(module, d.state, p)?.id ?? null } : {};
  return applyPlan(module, d, { losses, total: lf(module, p), permanent: [], firstLoss: [], replacements }, oos);
}

/** The side's units still on the board among `ids`. */
export function survivors(state: GameState, ids: string[], side: Side): Piece[] {
  return state.pieces.filter((p) => ids.includes(p.id) && p.side === side && p.at.kind === 'space');
}
