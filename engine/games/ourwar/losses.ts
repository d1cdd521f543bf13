// A combat or fire result applied to the units it strikes (XVI.8, XVI.11, XVI.12, XIV.8, VII.3): levels lost in the
// owner's order with the HQ last (VII.3), D on every unit of the stack (a second D costs a level), capture, the
// fanatic markers won or lost, the retreat to carry out. `unitEffects` plans it as data; `applyEffects` carries the
// plan out on a draft (levels, the destroyed and captured boxes, the markers, this turn's losses for the VP).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { setPiece } from '../../systems/draft.js';
import { type GroundResult, isNegative, type SidePart } from './results.js';
import { isSide, markOf, marksOf, type OurWarVars } from './state.js';
import { factorsOf, hasFlag, isHQ } from './units.js';

/** The pieces of the ids (throws on an unknown id). */
export function piecesOf(state: GameState, ids: readonly string[]): Piece[] {
  return ids.map((id) => {
    const p = state.pieces.find((x) => x.id === id);
    if (!p) throw new Error(`No piece "${id}"`);
    return p;
  });
}

/** The hex a piece stands in (null in a box). */
export const hexOf = (p: Piece): string | null => (p.at.kind === 'hex' ? p.at.hex : null);

/** What a result does to units, by piece id. */
export interface UnitEffects {
  /** Levels each unit loses (a unit losing all it has is eliminated). */
  levels: Record<string, number>;
  eliminated: string[];
  captured: string[];
  dso: string[];
  retreat: string[];
  /** XVI.12 units that become fanatic attackers / defenders. */
  fanAtt: string[];
  fanDef: string[];
  /** XVI.12 units that lose any fanatic status (a negative result). */
  unfanatic: string[];
  /** XVI.15 guerrillas that lost a level and survive: moved at once to a refuge (special.ts). */
  relocate: string[];
}

/** No effect. */
export const noEffects = (): UnitEffects => ({
  levels: {},
  eliminated: [],
  captured: [],
  dso: [],
  retreat: [],
  fanAtt: [],
  fanDef: [],
  unfanatic: [],
  relocate: [],
});

/**
 * VII.3 / A41 the order in which units take level losses: the owner's order, then any unit it left out; HQs after
 * every unit that can absorb a loss. Throws when the owner's order puts an HQ before another unit.
 */
export function lossOrder(module: GameModule, units: readonly Piece[], owner: readonly string[] = []): Piece[] {
  const known = new Set(units.map((u) => u.id));
  for (const id of owner) if (!known.has(id)) throw new Error(`"${id}" is not among the units hit`);
  const ordered = [
    ...owner.map((id) => units.find((u) => u.id === id)!),
    ...units.filter((u) => !owner.includes(u.id)),
  ];
  const hq = ordered.filter((u) => isHQ(module, u));
  const rest = ordered.filter((u) => !isHQ(module, u));
  const hqIds = new Set(hq.map((h) => h.id));
  const firstHq = owner.findIndex((id) => hqIds.has(id));
  if (firstHq >= 0 && rest.length > 0 && owner.slice(firstHq).some((id) => rest.some((r) => r.id === id)))
    throw new Error('VII.3 an HQ takes no loss while other units in its stack can');
  return [...rest, ...hq];
}

/** E levels taken unit by unit in the loss order: each unit gives all its levels before the next. */
export function allocateLevels(order: readonly Piece[], levels: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = levels;
  for (const u of order) {
    if (left <= 0) break;
    const n = Math.min(u.steps, left);
    out[u.id] = n;
    left -= n;
  }
  return out;
}

/**
 * XVI / XIV one side's part of a result on its units: levels in the loss order, P captures all, D disorganises all
 * (a unit already disorganised loses a level, XVI.8), R retreats the survivors, F makes the units with an assault
 * factor fanatic (never out of supply), any negative part ends fanatic status (XVI.12).
 */
export function unitEffects(
  module: GameModule,
  v: OurWarVars,
  units: readonly Piece[],
  part: SidePart,
  as: 'attacker' | 'defender',
  opts: { owner?: readonly string[]; supplied?: (id: string) => boolean } = {},
): UnitEffects {
  const fx = noEffects();
  if (part.captured) {
    fx.captured = units.map((u) => u.id);
    return fx;
  }
  fx.levels = allocateLevels(lossOrder(module, units, opts.owner), part.levels);
  if (part.dso)
    for (const u of units) {
      if (marksOf(v, u.id).dso) fx.levels[u.id] = (fx.levels[u.id] ?? 0) + 1;
      fx.dso.push(u.id);
    }
  for (const u of units) if ((fx.levels[u.id] ?? 0) >= u.steps) fx.eliminated.push(u.id);
  const alive = units.filter((u) => !fx.eliminated.includes(u.id));
  fx.relocate = alive.filter((u) => fx.levels[u.id] && hasFlag(module, u, 'guerrilla')).map((u) => u.id);
  if (part.retreat) fx.retreat = alive.map((u) => u.id);
  if (isNegative(part))
    fx.unfanatic = alive.filter((u) => marksOf(v, u.id).fanAtt || marksOf(v, u.id).fanDef).map((u) => u.id);
  if (part.fanatic) {
    const gain = alive.filter((u) => factorsOf(module, u).assault > 0 && (opts.supplied?.(u.id) ?? true));
    fx[as === 'attacker' ? 'fanAtt' : 'fanDef'] = gain.map((u) => u.id);
  }
  return fx;
}

/** Where eliminated and captured units go (XVI.11, XIX.2.5: this turn's boxes). */
export interface LossBoxes {
  destroyed: string;
  captured: string;
}

/**
 * Carries effects out on a draft: levels, eliminations and captures, D and fanatic markers. XVII.2 counts in `lost`
 * what scores at the turn's end: each unit eliminated, and each level captured.
 */
export function applyEffects(d: Draft<OurWarVars>, fx: UnitEffects, boxes: LossBoxes): void {
  const v = d.vars;
  for (const [id, n] of Object.entries(fx.levels)) {
    const p = d.state.pieces.find((x) => x.id === id)!;
    if (fx.eliminated.includes(id) || fx.captured.includes(id)) continue;
    setPiece(d, id, { steps: p.steps - n });
  }
  for (const [ids, box, captured] of [
    [fx.eliminated, boxes.destroyed, false],
    [fx.captured, boxes.captured, true],
  ] as const)
    for (const id of ids) {
      const p = d.state.pieces.find((x) => x.id === id)!;
      if (isSide(p.side)) {
        if (captured) v.lost[p.side].levels += p.steps;
        else v.lost[p.side].units += 1;
      }
      setPiece(d, id, { at: { kind: 'box', box } });
      delete v.marks[id];
    }
  const gone = new Set([...fx.eliminated, ...fx.captured]);
  for (const id of fx.unfanatic) {
    const m = markOf(v, id);
    delete m.fanAtt;
    delete m.fanDef;
  }
  for (const id of fx.dso) if (!gone.has(id)) markOf(v, id).dso = true;
  for (const id of fx.fanAtt) markOf(v, id).fanAtt = true;
  for (const id of fx.fanDef) markOf(v, id).fanDef = true;
}

/** XVI what a ground combat result does to both sides, and whether it opens a breakthrough (shaded, by day). */
export function groundEffects(
  module: GameModule,
  v: OurWarVars,
  attackers: readonly Piece[],
  defenders: readonly Piece[],
  result: GroundResult,
  opts: { owners?: { attacker?: readonly string[]; defender?: readonly string[] }; supplied?: (id: string) => boolean },
): { attacker: UnitEffects; defender: UnitEffects; breakthrough: boolean } {
  const { supplied } = opts;
  return {
    attacker: unitEffects(module, v, attackers, result.attacker, 'attacker', {
      owner: opts.owners?.attacker,
      supplied,
    }),
    defender: unitEffects(module, v, defenders, result.defender, 'defender', {
      owner: opts.owners?.defender,
      supplied,
    }),
    breakthrough: result.shaded && v.part === 'day',
  };
}

/**
 * XVI.4 / XVI.6 / A4 the markers after a combat: attackers started their combat ('attacked'; reactors also
 * 'reaction') and are finished, unless (A4) one still holds a fire factor it has not used; units that fired in
 * support are activated, and defenders against a reaction attack are when they took a negative result.
 */
export function markAfterCombat(
  module: GameModule,
  v: OurWarVars,
  c: { attackers: readonly Piece[]; defenders: readonly Piece[]; reaction?: boolean },
  defender: UnitEffects,
  firedInSupport: readonly string[] = [],
): void {
  for (const p of c.attackers) {
    const m = markOf(v, p.id);
    m.attacked = true;
    if (c.reaction) m.reaction = true;
    const unusedFire = !c.reaction && factorsOf(module, p).fire > 0 && !m.fired;
    m.act = unusedFire ? 'moved' : 'done';
  }
  // XIV.11 / §6.8 supporting firers (of either side) are activated and have fired.
  for (const id of firedInSupport) {
    const m = markOf(v, id);
    m.fired = true;
    m.act ??= 'moved';
  }
  const hit = new Set([...Object.keys(defender.levels), ...defender.dso, ...defender.retreat]);
  if (c.reaction) for (const p of c.defenders) if (hit.has(p.id)) markOf(v, p.id).act ??= 'moved';
}

/** XVI.12 fanatic status ends at once out of supply: the units that lose it now. */
export function fanaticsOutOfSupply(v: OurWarVars, supplied: (id: string) => boolean): string[] {
  const out: string[] = [];
  for (const [id, m] of Object.entries(v.marks))
    if ((m.fanAtt || m.fanDef) && !supplied(id)) {
      delete m.fanAtt;
      delete m.fanDef;
      out.push(id);
    }
  return out;
}
