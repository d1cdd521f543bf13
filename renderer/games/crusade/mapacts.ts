// Crusade's legal actions as things done on the map, read from the view's list (view.legalActions) and nothing else:
// the actions that carry units somewhere (a stack's move, an SR, a retreat, an advance, a unit placed), each with
// its units, where it ends, its route and what it costs; the actions about a space (an activation, a fortification,
// an attack, a bonus...); the actions about a unit that goes nowhere (a step replaced, a retreat cancelled...). Pure.

import type { JsonObject, JsonValue, LegalAction, Location, View } from '../../../engine/core/types.js';

/** An action that carries units to a place: its units, where they end, the spaces they pass (start first) and what
 *  it costs (`mp` Movement Points, `sr` SR points), with whether an SR goes by sea. */
export interface Carry {
  action: LegalAction;
  units: string[];
  to: Location;
  route: string[] | null;
  mp?: number;
  sr?: number;
  sea?: boolean;
}

const strings = (v: JsonValue | undefined): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;
const str = (v: JsonValue | undefined): string | null => (typeof v === 'string' ? v : null);

/** A location argument (a space id, or a location object). */
function locationOf(v: JsonValue | undefined): Location | null {
  if (typeof v === 'string') return { kind: 'space', space: v };
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as JsonObject;
  if (o.kind === 'space' && typeof o.space === 'string') return { kind: 'space', space: o.space };
  if (o.kind === 'box' && typeof o.box === 'string') return { kind: 'box', box: o.box };
  return null;
}

/** What an action carries, or null when it moves no unit. */
export function carryOf(a: LegalAction): Carry | null {
  const args = a.args ?? {};
  const info = a.info ?? {};
  switch (a.verb) {
    case 'moveStack': {
      const units = strings(args.units);
      const path = strings(args.path);
      const from = str(info.from);
      if (!units || !path?.length) return null;
      return { action: a, units, to: { kind: 'space', space: path[path.length - 1]! }, ...moved(from, path) };
    }
    case 'retreat': {
      const unit = str(args.unit);
      const path = strings(args.path);
      if (!unit || !path?.length) return null;
      return { action: a, units: [unit], to: { kind: 'space', space: path[path.length - 1]! }, route: null };
    }
    case 'advance': {
      const units = strings(args.units);
      const to = locationOf(args.to);
      return units && to ? { action: a, units, to, route: null } : null;
    }
    case 'redeploy': {
      const unit = str(args.unit);
      const to = locationOf(args.to);
      if (!unit || !to) return null;
      const cost = typeof info.cost === 'number' ? info.cost : undefined;
      return { action: a, units: [unit], to, route: null, sr: cost, ...(info.sea === true ? { sea: true } : {}) };
    }
    case 'place':
    case 'returnCorps':
    case 'rebuild':
    case 'deployCorps': {
      const unit = str(args.unit);
      const to = locationOf(args.to);
      return unit && to ? { action: a, units: [unit], to, route: null } : null;
    }
    case 'landing': {
      const unit = str(args.unit);
      const coast = str(args.coast);
      return unit && coast ? { action: a, units: [unit], to: { kind: 'space', space: coast }, route: null } : null;
    }
    default:
      return null;
  }
}

/** A move's route and Movement Points: one a space entered (§10.1.3). */
function moved(from: string | null, path: string[]): { route: string[] | null; mp: number } {
  return { route: from ? [from, ...path] : null, mp: path.length };
}

/** Every carry of the view's legal actions. */
export function carries(view: View | null): Carry[] {
  const out: Carry[] = [];
  for (const a of view?.legalActions ?? []) {
    const c = carryOf(a);
    if (c) out.push(c);
  }
  return out;
}

/** A location as a key ("space:madrid", "box:reserve-NAT"). */
export const placeKey = (at: Location): string =>
  at.kind === 'space' ? `space:${at.space}` : at.kind === 'box' ? `box:${at.box}` : `hex:${at.hex}`;

/** The same units, in any order. */
export const sameUnits = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The groups of units that may be carried together and hold `unit`, the largest first (a whole stack, then
 *  the unit alone). */
export function groupsWith(all: readonly Carry[], unit: string): string[][] {
  const out: string[][] = [];
  for (const c of all)
    if (c.units.includes(unit) && !out.some((g) => sameUnits(g, c.units))) out.push([...c.units].sort());
  return out.sort((a, b) => b.length - a.length);
}

/** The groups that may be carried from a space: those of its units, the largest first, each once. */
export function groupsFrom(all: readonly Carry[], unitsThere: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const u of unitsThere) for (const g of groupsWith(all, u)) if (!out.some((x) => sameUnits(x, g))) out.push(g);
  return out.sort((a, b) => b.length - a.length);
}

/** Where a group may be carried: its carries by destination key. */
export function destinations(all: readonly Carry[], units: readonly string[]): Map<string, Carry[]> {
  const out = new Map<string, Carry[]>();
  for (const c of all) {
    if (!sameUnits(c.units, units)) continue;
    const k = placeKey(c.to);
    out.set(k, [...(out.get(k) ?? []), c]);
  }
  return out;
}

/** Verbs whose actions are about a space, and the argument that names it. */
const SPACE_ARG: Readonly<Record<string, string>> = {
  activate: 'space',
  fortify: 'space',
  attack: 'target',
  counterattackBonus: 'space',
  guerrillas: 'space',
  removeFort: 'space',
};

/** The space an action is about (not a carry): its space or target, a siege's space; null for none. */
export function spaceOfAction(a: LegalAction, sieges: Readonly<Record<string, { space: string }>> = {}): string | null {
  const arg = SPACE_ARG[a.verb];
  if (arg) return str(a.args?.[arg]);
  if (a.verb === 'assaultSiege' || a.verb === 'supportSiege') return sieges[str(a.args?.siege) ?? '']?.space ?? null;
  return null;
}

/** The actions about `space` (an activation, an attack, a fortification...), in the list's order. */
export function actionsAt(view: View | null, space: string): LegalAction[] {
  const sieges = siegesOf(view);
  return (view?.legalActions ?? []).filter((a) => spaceOfAction(a, sieges) === space);
}

/** Verbs whose actions are about one unit that goes nowhere. */
const UNIT_VERBS = new Set([
  'replaceStep',
  'rebuild',
  'toReserve',
  'militarize',
  'overstackLoss',
  'removeDivision',
  'cancelRetreat',
]);

/** The actions about `unit` that carry it nowhere (a step replaced, a unit rebuilt in the Reserve...). */
export function unitActions(view: View | null, unit: string): LegalAction[] {
  return (view?.legalActions ?? []).filter(
    (a) => UNIT_VERBS.has(a.verb) && a.args?.unit === unit && carryOf(a) === null,
  );
}

/** The sieges of the view (vars.sieges), by id. */
export function siegesOf(view: View | null): Record<string, { space: string }> {
  const s = (view?.state.vars as { sieges?: unknown } | undefined)?.sieges;
  return s && typeof s === 'object' ? (s as Record<string, { space: string }>) : {};
}

/** The step the view's game stands in (vars.step). */
export const stepOf = (view: View | null): string =>
  String((view?.state.vars as { step?: unknown } | undefined)?.step ?? '');
