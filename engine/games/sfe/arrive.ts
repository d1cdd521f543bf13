// The Reinforcement Phase's verbs (§27.1, §27.2): `enter {piece, hex}` places a reinforcement due this turn in a
// controlled, supplied city of its home country (§27.11: one a city, the major cities first; armor and motorized
// only where armor RPs are made; a leader in the capital, §27.14; the Soviets also on the east-edge rail hexes, three
// a hex, §27.44); `rebuild {piece, hex, reduced?}` buys a unit from the replacement pool with RPs and places it in a
// supplied red replacement city of its home country (†§27.21), or with a cut-off city's own RPs in that city
// (§27.21b, cityrp.ts); a unit that cannot arrive may wait (§27.1).

import { act, needs, str } from '../../core/kit.js';
import type { GameModule, HexDef, UnitDef } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { type GameState, type LegalAction, type Piece, REINFORCEMENTS, REPLACEMENTS } from '../../core/types.js';
import { type Draft, moveTo } from '../../systems/draft.js';
import { mayPlace, perCity, rebuildCost, replaceable } from './replace.js';
import { cityPointsOf } from './cityrp.js';
import {
  defOf,
  faceOf,
  hexDef,
  isArmorType,
  isLeader,
  type Points,
  SOVIET,
  type SfeVars,
  type Side,
  violation,
} from './state.js';
import { suppliedHexes } from './supply.js';
import { cityClass } from './terrain.js';
import { parseDate } from './turn.js';

type D = Draft<SfeVars>;
const vars = (s: GameState) => s.vars as unknown as SfeVars;

/**
 * §27.11 where each nationality's reinforcements arrive (the map's regions): its home country; the Germans also in
 * the General Government, the Italians in Romania, the Spanish in East Prussia. {source:'reconstructed',
 * reason:'the scenario's arrivals (scenarios.json data.arrivals): the CSIR came by rail through Romania'}.
 */
export const HOME: Readonly<Record<string, readonly string[]>> = {
  german: ['germany', 'general-government'],
  'german-ss': ['germany', 'general-government'],
  soviet: ['ussr'],
  'soviet-guards': ['ussr'],
  'soviet-siberian': ['ussr'],
  romanian: ['romania'],
  hungarian: ['hungary'],
  finnish: ['finland'],
  slovak: ['slovakia'],
  italian: ['romania'],
  'spanish-blue': ['germany'],
};

/**
 * §27.11, †§27.21 the replacement cities that make armor RPs (armor and motorized units arrive only there).
 * {source:'reconstructed', reason:'the order of battle is lost; the tank works of 1941: Leningrad (Kirov), Moscow,
 * Gorky, Kharkov, Stalingrad (STZ); for Germany Vienna and Königsberg, its replacement cities on this map'}.
 */
export const ARMOR_CITIES: readonly string[] = [
  'Leningrad',
  'Moscow',
  'Gorky',
  'Kharkov',
  'Stalingrad',
  'Vienna',
  'Königsberg',
];

/** §23.61(1), §27.44 the Soviet east-edge rail hexes take up to three units each. */
export const EAST_EDGE_UNITS = 3;

/** The places of one kind a unit may go to this Reinforcement Phase (`armor`: only where armor RPs are made). */
function homeCities(
  module: GameModule,
  state: GameState,
  def: UnitDef,
  side: Side,
  red: boolean,
  armor = isArmorType(def),
): HexDef[] {
  const v = vars(state);
  const home = HOME[def.nationality] ?? [];
  const supplied = suppliedHexes(module, state, side);
  return module.map.hexes.filter(
    (h) =>
      home.includes(h.region ?? '') &&
      v.control[h.id] === side &&
      (red ? h.features?.includes('replacement-city') : cityClass(h) === 'major' || cityClass(h) === 'minor') &&
      (!armor || ARMOR_CITIES.includes(h.city?.name ?? '')) &&
      supplied(h.id),
  );
}

/** §27.11, §27.14, §27.44 the hexes a reinforcement may enter now. */
export function reinforcementPlaces(module: GameModule, state: GameState, p: Piece): string[] {
  const def = defOf(module, p);
  if (!def) return [];
  const v = vars(state);
  const side = p.side as Side;
  const cities = homeCities(module, state, def, side, false);
  if (isLeader(def)) {
    const capital = cities.filter((h) => h.features?.includes('capital')).map((h) => h.id);
    if (capital.length > 0) return capital;
    return homeCities(module, state, def, side, true).map((h) => h.id);
  }
  const free = cities.filter((h) => !v.placed[h.id]);
  // §27.11 one per supplied major city, then one per supplied minor city.
  const majors = free.filter((h) => cityClass(h) === 'major');
  const out = (majors.length > 0 ? majors : free).map((h) => h.id);
  if (side === SOVIET) {
    for (const h of module.map.hexes) {
      if (h.features?.includes('supply-source') && v.control[h.id] === side && (v.placed[h.id] ?? 0) < EAST_EDGE_UNITS)
        out.push(h.id);
    }
  }
  return out;
}

/** §27.1 a reinforcement due by this turn (its box index the turn of arrival). */
const due = (state: GameState, p: Piece): boolean =>
  p.at.kind === 'box' && p.at.box === REINFORCEMENTS && (p.at.index ?? 0) <= state.turn;

/** §27.11 `enter {piece, hex}`: a reinforcement due arrives in a city that may take it. */
export const enter: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((x) => x.id === str(action.args.piece));
    if (!p || p.side !== action.side || !due(state, p) || vars(state).phase !== 'reinforcement')
      return [
        violation('enter.unit', '27.1', 'That unit is not a reinforcement due now', {
          piece: String(action.args.piece),
        }),
      ];
    const hex = str(action.args.hex) ?? '';
    return needs(reinforcementPlaces(module, state, p).includes(hex), () =>
      violation('enter.place', '27.11', 'Reinforcements arrive in a supplied city of their home country', { hex }),
    );
  },
  apply(module, d, action) {
    const refused = enter.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    const id = String(action.args.piece);
    const hex = String(action.args.hex);
    moveTo(d, id, { kind: 'hex', hex });
    d.vars.placed[hex] = (d.vars.placed[hex] ?? 0) + 1;
    d.vars.arrived = [...(d.vars.arrived ?? []), id];
    return null;
  },
  list(module, state, side) {
    if (vars(state).phase !== 'reinforcement') return [];
    const out: LegalAction[] = [];
    for (const p of state.pieces) {
      if (p.side !== side || !due(state, p)) continue;
      for (const hex of reinforcementPlaces(module, state, p)) out.push(act('enter', { piece: p.id, hex }));
    }
    return out;
  },
};

/** †§27.21 the red replacement cities a pool unit may be rebuilt in now. */
export function rebuildPlaces(module: GameModule, state: GameState, p: Piece, atWarSince?: SfeVars['date']): string[] {
  if (!mayRebuildYet(module, state, p)) return [];
  const def = defOf(module, p);
  if (!def || !replaceable(def)) return [];
  const v = vars(state);
  const cities = homeCities(module, state, def, p.side as Side, true, false).map((h) => h.id);
  const armorOk = homeCities(module, state, def, p.side as Side, true).map((h) => h.id);
  const cap = perCity(p.side === SOVIET, v.date, atWarSince ?? sovietWarStart(module, state));
  const armor = isArmorType(def);
  const supplied = (armor ? armorOk : cities).filter((c) =>
    mayPlace(c, armor, cities, v.placed, v.placedArmor ?? {}, cap),
  );
  return [...supplied, ...cutOffPlaces(module, state, p, def, cap)];
}

/** §27.21b the cut-off replacement cities of the unit's home that keep RPs of their own (cityrp.ts), one unit a
 *  city a turn as any (†§27.21), armor only where armor RPs are made. */
function cutOffPlaces(module: GameModule, state: GameState, p: Piece, def: UnitDef, cap: number): string[] {
  const v = vars(state);
  const home = HOME[def.nationality] ?? [];
  const armor = isArmorType(def);
  return Object.keys(v.cityPoints ?? {}).filter((h) => {
    const at = hexDef(module, h);
    if (v.control[h] !== p.side || !home.includes(at?.region ?? '') || (v.placed[h] ?? 0) >= cap) return false;
    return !armor || (ARMOR_CITIES.includes(at?.city?.name ?? '') && (v.placedArmor?.[h] ?? 0) < 1);
  });
}

/** †§27.21, §27.21b the RPs that pay for a unit placed in `hex`: a cut-off city's own, else the side's pool. */
const payingPoints = (v: SfeVars, side: Side, hex: string): Points => cityPointsOf(v, hex) ?? v.points[side];

/**
 * †§27.21 the date the Soviets entered the war, from the scenario's "two units a city from" date (4 months on);
 * Barbarossa's: 10/41, so June 1941.
 */
export function sovietWarStart(module: GameModule, state: GameState): SfeVars['date'] | undefined {
  const data = module.scenarios.find((s) => s.id === state.scenarioId)?.data as
    | { replacements?: { sovietPerCity?: { twoFrom?: string } } }
    | undefined;
  const two = data?.replacements?.sovietPerCity?.twoFrom;
  if (!two) return undefined;
  const d = parseDate(two);
  const month = d.month - 4;
  return { year: month < 1 ? d.year - 1 : d.year, month: month < 1 ? month + 12 : month, half: 1 };
}

/** §27.23(3)-(4) Siberian units are not replaced before JAN 1 1942, Guards not before APR 1 1942. */
export function mayRebuildYet(module: GameModule, state: GameState, p: Piece): boolean {
  const def = defOf(module, p);
  const d = vars(state).date;
  const key = d.year * 100 + d.month;
  if (def?.nationality === 'soviet-siberian') return key >= 194201;
  if (def?.nationality === 'soviet-guards') return key >= 194204;
  return true;
}

/** †§27.21 `rebuild {piece, hex, reduced?}`: a pool unit bought with RPs, at full strength or its reduced side. */
export const rebuild: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((x) => x.id === str(action.args.piece));
    const def = p && defOf(module, p);
    if (!p || !def || p.side !== action.side || p.at.kind !== 'box' || p.at.box !== REPLACEMENTS)
      return [
        violation('rebuild.unit', '27.21', 'That unit is not in the replacement pool', {
          piece: String(action.args.piece),
        }),
      ];
    if (vars(state).phase !== 'reinforcement')
      return [violation('rebuild.when', '27.21', 'Units are rebuilt in the Reinforcement Phase')];
    const cost = costOf(def, action.args.reduced === 'yes');
    const have = payingPoints(vars(state), p.side as Side, str(action.args.hex) ?? '');
    if (cost.infantry > have.infantry || cost.armor > have.armor)
      return [
        violation('rebuild.points', '27.21', 'Not enough replacement points', {
          infantry: cost.infantry,
          armor: cost.armor,
        }),
      ];
    const hex = str(action.args.hex) ?? '';
    return needs(rebuildPlaces(module, state, p).includes(hex), () =>
      violation('rebuild.place', '27.21', 'Rebuilt units go to a supplied red replacement city, one a city a turn', {
        hex,
      }),
    );
  },
  apply(module, d, action) {
    const refused = rebuild.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    const p = d.state.pieces.find((x) => x.id === action.args.piece)!;
    const def = defOf(module, p)!;
    const reduced = action.args.reduced === 'yes' && !!def.reduced;
    const cost = costOf(def, reduced);
    const hex = String(action.args.hex);
    const pts = payingPoints(d.vars, p.side as Side, hex);
    pts.infantry -= cost.infantry;
    pts.armor -= cost.armor;
    // §27.21b a unit placed in a city out of supply takes the city's supply status
    const out = d.vars.cityUnsupplied?.[hex] ?? 0;
    if (out > 0) d.vars.unsupplied = { ...d.vars.unsupplied, [p.id]: out };
    moveTo(d, p.id, { kind: 'hex', hex });
    const i = d.state.pieces.findIndex((x) => x.id === p.id);
    d.state.pieces[i] = { ...d.state.pieces[i]!, steps: reduced ? 1 : def.steps };
    d.vars.placed[hex] = (d.vars.placed[hex] ?? 0) + 1;
    if (isArmorType(def)) d.vars.placedArmor = { ...d.vars.placedArmor, [hex]: (d.vars.placedArmor?.[hex] ?? 0) + 1 };
    return null;
  },
  list(module, state, side) {
    if (vars(state).phase !== 'reinforcement') return [];
    const out: LegalAction[] = [];
    for (const p of state.pieces) {
      if (p.side !== side || p.at.kind !== 'box' || p.at.box !== REPLACEMENTS) continue;
      for (const hex of rebuildPlaces(module, state, p)) {
        const args = { piece: p.id, hex };
        if (rebuild.check(module, state, { side, verb: 'rebuild', args }).length === 0) out.push(act('rebuild', args));
      }
    }
    return out;
  },
};

/** †§27.21a, (d) the RPs a pool unit costs, at full strength or to its reduced side only. */
const costOf = (def: UnitDef, reduced: boolean) =>
  rebuildCost(def, faceOf(def, { steps: reduced && def.reduced ? 1 : def.steps }).attack);
