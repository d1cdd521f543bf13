// La Batalla del Ebro's orders with several units or a target (fire, attack, react, advance, the engineers' works,
// boat crossings, rail and motor pool moves), made from the view's legal actions and grouped by target for the
// Orders panel: each with the hexes it lights on the map (its target, and where its units stand) and the action it
// sends. Only actions the view lists are ever offered. Pure.

import type { JsonObject, LegalAction, Piece, View } from '../../../engine/core/types.js';
import type { Answer } from '../../panels/answers.js';
import { sideKey } from './names.js';
import { str, strs } from './words.js';

/** The verbs the Orders panel offers. */
export const ORDER_VERBS: ReadonlySet<string> = new Set([
  'fire',
  'attack',
  'react',
  'advance',
  'build',
  'repair',
  'demolish',
  'dismantle',
  'carry',
  'shell',
  'bomb',
  'strafe',
  'recon',
]);

/** One order: what it is, the units giving it, where it lights, what it sends. */
export interface Order {
  /** 'fire', 'attack', 'react', 'advance', 'build', 'repair', 'demolish', 'shell', 'bomb', 'strafe', 'recon',
   *  'boats', 'rail', 'pool', 'railBox' or 'poolBox' (a move to a box: its target is the box's id). */
  kind: string;
  units: string[];
  /** The hexes of its target (a hex, or a hexside's two). */
  target: string[];
  /** The work or crossing kind (works only). */
  work?: string;
  /** XVI.4 an attack's odds before the roll, as the rules offer it: the totals, the ratio, the shift and the DRM. */
  odds?: { attack: number; defence: number; ratio: number | null; shift: number; drm: number };
  /** XII.8 the aircraft lending it air ground support (among its units). */
  air?: string[];
  answer: Answer;
}

/** The orders of one target, in the order the view lists them. */
export interface OrderGroup {
  key: string;
  kind: string;
  target: string[];
  work?: string;
  orders: Order[];
}

/** The hex a piece stands on, or null. */
const hexOfPiece = (p: Piece | undefined): string | null => (p?.at.kind === 'hex' ? p.at.hex : null);

/** The crossing's kind on a hexside (the view's vars), for repairs and demolitions. */
function crossingKind(view: View, a: string, b: string): string {
  const x = (view.state.vars as { crossings?: Record<string, { kind?: string }> }).crossings?.[sideKey(a, b)];
  return x?.kind ?? 'crossing';
}

/** One legal action as an order, or null when it is not one (a plain move is the map's drag). */
export function orderOf(a: LegalAction, view: View): Order | null {
  const args: JsonObject = a.args ?? {};
  const answer: Answer = { verb: a.verb, args };
  switch (a.verb) {
    case 'fire':
    case 'attack':
    case 'react':
    case 'strafe': {
      // XII.8 an attack's supporting aircraft are among the units giving it
      const air = strs(args.air);
      const o: Order = {
        kind: a.verb,
        units: [...strs(args.pieces), ...air],
        target: [str(args.hex)],
        answer,
        ...(air.length > 0 ? { air } : {}),
      };
      const odds = oddsOf(a);
      return odds ? { ...o, odds } : o;
    }
    case 'recon':
      return { kind: 'recon', units: [str(args.piece)], target: [...new Set(strs(args.hexes))], answer };
    case 'shell':
    case 'bomb': {
      const target = hexside({ a: args.a ?? null, b: args.b ?? args.a ?? null });
      const work = str(args.kind) || crossingKind(view, target[0] ?? '', target[1] ?? target[0] ?? '');
      // XII.6.5 joint preparation: the aircraft bombing with the guns are among the units giving it
      return { kind: a.verb, units: [...strs(args.pieces), ...strs(args.air)], target, work, answer };
    }
    case 'advance': {
      const hex = str((view.state.vars as { battle?: { hex?: string } | null }).battle?.hex);
      return { kind: 'advance', units: strs(args.pieces), target: hex ? [hex] : [], answer };
    }
    case 'build':
      return { kind: 'build', units: strs(args.pieces), target: hexside(args), work: str(args.kind), answer };
    case 'repair':
    case 'demolish':
    case 'dismantle': {
      const work = crossingKind(view, str(args.a), str(args.b));
      return { kind: a.verb, units: strs(args.pieces), target: hexside(args), work, answer };
    }
    case 'carry': {
      // X.II.7 a dismantled crossing's counter goes with the unit that moved to `to`
      const counters = (view.state.vars as { counters?: { hex: string; kind: string }[] }).counters ?? [];
      const work = counters.find((k) => k.hex === str(args.hex))?.kind ?? 'crossing';
      return { kind: 'carry', units: [], target: [str(args.to)], work, answer };
    }
    case 'move': {
      const withIds = strs(args.with);
      const to = args.to as { kind?: string; hex?: string; box?: string } | undefined;
      // IX.2.6 a rail move, to a rail head's hex or an off-map box; IX.2.2 a motor pool's, with its load
      if (args.mode === 'rail' || args.mode === 'pool') {
        const kind = `${args.mode}${to?.kind === 'box' ? 'Box' : ''}`;
        return { kind, units: [str(args.piece), ...withIds], target: [str(to?.hex ?? to?.box)], answer };
      }
      if (withIds.length === 0 || to?.kind !== 'hex') return null;
      return { kind: 'boats', units: [str(args.piece), ...withIds], target: [str(to.hex)], answer };
    }
    default:
      return null;
  }
}

/** XVI.4 the odds the rules offer an attack with (engine/games/ebro/battle.ts), or null. */
function oddsOf(a: LegalAction): Order['odds'] | null {
  const i = a.info;
  if (a.verb !== 'attack' || !i) return null;
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const ratio = typeof i.ratio === 'number' ? i.ratio : null;
  return { attack: num(i.attack), defence: num(i.defence), ratio, shift: num(i.shift), drm: num(i.drm) };
}

/** A work's place: its hexside's two hexes, or its one hex. */
function hexside(args: JsonObject): string[] {
  const [a, b] = [str(args.a), str(args.b)];
  return a === b || !b ? [a] : [a, b];
}

/** The orders of the view grouped by target (and kind of work), each group in the view's order, reconnaissance last. */
export function orderGroups(view: View | null, onlyUnit: string | null = null): OrderGroup[] {
  if (!view) return [];
  const groups = new Map<string, OrderGroup>();
  for (const a of view.legalActions) {
    const o = orderOf(a, view);
    if (!o || (onlyUnit && !o.units.includes(onlyUnit))) continue;
    const key = `${o.kind}|${o.work ?? ''}|${o.target.join('|')}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, kind: o.kind, target: o.target, orders: [], ...(o.work ? { work: o.work } : {}) };
      groups.set(key, g);
    }
    g.orders.push(o);
  }
  // Reconnaissance flights (one per aircraft and hex, hundreds by day) come after the fire and attacks they serve.
  const later = (g: OrderGroup) => (g.kind === 'recon' ? 1 : 0);
  return [...groups.values()].sort((a, b) => later(a) - later(b));
}

/** The hexes an order lights: its target, and where its units stand (from the view). */
export function orderHexes(o: Pick<Order, 'target' | 'units'>, view: View): { target: string[]; units: string[] } {
  const units = new Set<string>();
  for (const id of o.units) {
    const h = hexOfPiece(view.state.pieces.find((p) => p.id === id));
    if (h && !o.target.includes(h)) units.add(h);
  }
  return { target: o.target.filter((h) => h !== ''), units: [...units] };
}

/** The orders shown for the counter picked on the map: a unit's own, or those against an enemy's hex, else all. */
export function ordersShown(
  view: View | null,
  picked: string | null,
): { groups: OrderGroup[]; by: 'unit' | 'target' | null } {
  const all = orderGroups(view);
  if (!view || !picked) return { groups: all, by: null };
  const own = orderGroups(view, picked);
  if (own.length > 0) return { groups: own, by: 'unit' };
  const hex = hexOfPiece(view.state.pieces.find((p) => p.id === picked));
  const against = hex ? all.filter((g) => g.target.includes(hex)) : [];
  return against.length > 0 ? { groups: against, by: 'target' } : { groups: all, by: null };
}
