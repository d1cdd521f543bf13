// The Struggle for Europe's orders for the Orders panel, made from the view's legal actions: the attacks (§9.0) and
// overruns (§14) grouped by the hex attacked, each with its attackers and its odds and column as the rules would
// read them (engine/games/sfe/odds.ts battleOf on the public position: nothing of the game is hidden), the rail moves
// (§8) of a unit and the air missions (§15, §16) of an air unit. Only actions the view lists are ever offered.
// Pure.

import type { GameModule } from '../../../engine/core/module.js';
import type { GameState, JsonObject, LegalAction, Piece, View } from '../../../engine/core/types.js';
import { fighterOf, isGround } from '../../../engine/games/sfe/combat.js';
import { groundCrt } from '../../../engine/games/sfe/crt.js';
import { battleOf } from '../../../engine/games/sfe/odds.js';
import { str, strs } from './logwords.js';

/** The verbs the Orders panel offers (moves and exploitation are the map's drag). */
export const ORDER_VERBS: ReadonlySet<string> = new Set(['attack', 'overrun', 'rail', 'fly']);

/** §9.01 an attack's odds before the roll: the totals, the odds, the column read and the net DRM with its reasons. */
export interface OrderOdds {
  attack: number;
  defence: number;
  odds: string;
  column: string;
  drm: number;
  drms: { amount: number; reason: string; rule: string }[];
}

/** One order: its kind (the verb; a fly's mission), the units giving it, the hex it is for, what it sends. */
export interface Order {
  kind: string;
  units: string[];
  hex: string;
  /** §16 an air mission's name. */
  mission?: string;
  odds?: OrderOdds;
  answer: { verb: string; args: JsonObject };
}

/** The orders for one hex, of one kind. */
export interface OrderGroup {
  key: string;
  kind: string;
  hex: string;
  orders: Order[];
}

/** The hex a piece stands on, or null. */
export const hexOfPiece = (p: Piece | undefined): string | null => (p?.at.kind === 'hex' ? p.at.hex : null);

/** The odds worked out for each listed action (a view's actions are new objects with each snapshot). */
const known = new WeakMap<LegalAction, OrderOdds | undefined>();

/** §9.01 the odds of an attack as the chart would read them now, or undefined when the rules cannot tell. */
export function oddsOf(module: GameModule | null, view: View, a: LegalAction): OrderOdds | undefined {
  if (!module || (a.verb !== 'attack' && a.verb !== 'overrun')) return undefined;
  if (!known.has(a)) known.set(a, reckon(module, view, a));
  return known.get(a);
}

/** §9.01 the odds of an attack worked out with the rules' own battleOf. */
function reckon(module: GameModule, view: View, a: LegalAction): OrderOdds | undefined {
  const args = a.args ?? {};
  try {
    // battleOf reads the pieces and the vars only, never the dice (the view has no rng)
    const state = view.state as unknown as GameState;
    // §14.05 an overrun counts its ground units only (its leader adds his DRM, §14.07)
    const ground = (id: string) => {
      const p = state.pieces.find((x) => x.id === id);
      const f = p ? fighterOf(module, p) : null;
      return a.verb !== 'overrun' || (f !== null && isGround(f));
    };
    const plan = battleOf(module, groundCrt(module), state, strs(args.pieces).filter(ground), str(args.hex), {
      overrun: a.verb === 'overrun',
    });
    if (plan.odds.column === null) return undefined;
    return {
      attack: plan.attack,
      defence: plan.defence,
      odds: plan.odds.odds.label,
      column: plan.odds.column,
      drm: plan.net,
      drms: plan.drms.map((d) => ({ amount: d.amount, reason: d.reason, rule: d.rule })),
    };
  } catch {
    return undefined;
  }
}

/** One legal action as an order, or null when it is not one. */
export function orderOf(a: LegalAction, view: View, module: GameModule | null): Order | null {
  const args: JsonObject = a.args ?? {};
  const answer = { verb: a.verb, args };
  switch (a.verb) {
    case 'attack':
    case 'overrun': {
      const odds = oddsOf(module, view, a);
      return { kind: a.verb, units: strs(args.pieces), hex: str(args.hex), answer, ...(odds ? { odds } : {}) };
    }
    case 'rail':
      // §8.03 an extended rail move is one of its own
      return {
        kind: args.extended === 'yes' ? 'railExtended' : 'rail',
        units: [str(args.piece)],
        hex: str(args.to),
        answer,
      };
    case 'fly':
      return { kind: 'fly', units: [str(args.piece)], hex: str(args.hex), mission: str(args.mission), answer };
    default:
      return null;
  }
}

/** The orders of the view grouped by hex and kind, in the view's order; `onlyUnit`: only that unit's. Air missions
 *  and rail moves (hundreds) are listed only for the unit picked. */
export function orderGroups(
  view: View | null,
  module: GameModule | null,
  onlyUnit: string | null = null,
): OrderGroup[] {
  if (!view) return [];
  const groups = new Map<string, OrderGroup>();
  for (const a of view.legalActions) {
    if (!ORDER_VERBS.has(a.verb)) continue;
    const perUnit = a.verb === 'fly' || a.verb === 'rail';
    if (perUnit && str(a.args?.piece) !== onlyUnit) continue;
    if (!perUnit && onlyUnit && !strs(a.args?.pieces).includes(onlyUnit)) continue;
    const o = orderOf(a, view, module);
    if (!o) continue;
    const key = `${o.kind}|${o.hex}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, kind: o.kind, hex: o.hex, orders: [] };
      groups.set(key, g);
    }
    g.orders.push(o);
  }
  return [...groups.values()];
}

/** The orders shown for the counter picked: a unit's own, or those against an enemy's hex, else every attack. */
export function ordersShown(
  view: View | null,
  module: GameModule | null,
  picked: string | null,
): { groups: OrderGroup[]; by: 'unit' | 'target' | null } {
  const all = orderGroups(view, module);
  if (!view || !picked) return { groups: all, by: null };
  const own = orderGroups(view, module, picked);
  if (own.length > 0) return { groups: own, by: 'unit' };
  const hex = hexOfPiece(view.state.pieces.find((p) => p.id === picked));
  const against = hex ? all.filter((g) => g.hex === hex) : [];
  return against.length > 0 ? { groups: against, by: 'target' } : { groups: all, by: null };
}

/** The hexes an order lights: its hex, and where its units stand. */
export function orderHexes(o: Pick<Order, 'hex' | 'units'>, view: View): { target: string[]; units: string[] } {
  const units = new Set<string>();
  for (const id of o.units) {
    const h = hexOfPiece(view.state.pieces.find((p) => p.id === id));
    if (h && h !== o.hex) units.add(h);
  }
  return { target: o.hex ? [o.hex] : [], units: [...units] };
}

/** §16 the hexes an air unit may fly a mission to now, each with its missions (lit on the map when it is picked). */
export function flightTargets(view: View | null, piece: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!view || !piece) return out;
  for (const a of view.legalActions) {
    if (a.verb !== 'fly' || str(a.args?.piece) !== piece) continue;
    const hex = str(a.args?.hex);
    out.set(hex, [...(out.get(hex) ?? []), str(a.args?.mission)]);
  }
  return out;
}
