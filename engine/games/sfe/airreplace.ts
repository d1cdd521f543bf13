// †§27.24(2) air replacements by the RP ratio: at the start of its Reinforcement Phase each country's air RPs (the
// month's, §27.2) buy one replacement for every 6, and what is left (1-5) one more on a die of at most that many,
// the game's die (replace.ts airReplacements: T36, 10 RPs: one sure, a second on 1-4). Air RPs "must be used when
// they are received or they are lost" (§27.2): whatever the roll leaves is gone. The die is rolled only when it
// can matter: a remainder, and more of the country's air units eliminated than the sure replacements. Each
// replacement lets the owner put one eliminated air unit of that country (`replaceAir {piece, hex}`) on a supplied
// red replacement city of its home country that produces air replacements (the cities the scenario's split gives
// air RPs, cityrp.ts); a cut-off city's own air RPs (§27.21b) replace a unit in that city only. Replacements not
// placed by the phase's end are lost with the RPs.

import { act, needs, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Ask, Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type LegalAction, type Piece, REPLACEMENTS } from '../../core/types.js';
import { type Draft, emit, moveTo, roll } from '../../systems/draft.js';
import { HOME } from './arrive.js';
import { citySplit, cityHexOf } from './cityrp.js';
import { airReplacements } from './replace.js';
import { defOf, hexDef, isAirType, type SfeVars, type Side, varsOf, violation } from './state.js';
import { suppliedHexes } from './supply.js';

type D = Draft<SfeVars>;

/** The country a row of the scenario's RPs belongs to ("soviet-from-oct" is the Soviets' from October). */
export const countryOf = (row: string): string => (row === 'soviet-from-oct' ? 'soviet' : row);

/** A pool's key: a nationality, or the hex ("N:2730") of a cut-off city whose own air RPs won the replacement. */
const isCityPool = (key: string): boolean => key.includes(':');

/** †§27.24 the eliminated air units of a country (the dead pile, or the replacement pool). */
export function eliminatedAir(module: GameModule, state: Pick<GameState, 'pieces'>, side: Side, country: string) {
  return state.pieces.filter((p) => {
    const def = defOf(module, p);
    const box = p.at.kind === 'box' ? p.at.box : null;
    return (
      p.side === side &&
      def?.nationality === country &&
      isAirType(def.type) &&
      (box === DEAD_PILE || box === REPLACEMENTS)
    );
  });
}

/**
 * †§27.24(2) at the start of `side`'s Reinforcement Phase: each country's air RPs (`air`, by nationality) and each
 * cut-off city's (§27.21b) turned into replacements, the die rolled for a remainder; the air RPs are then spent or
 * lost (§27.2).
 */
export function rollAirReplacements(module: GameModule, d: D, side: Side, air: Readonly<Record<string, number>>): void {
  const v = d.vars;
  const pools: [string, string, number][] = Object.entries(air).map(([c, rp]) => [c, c, rp]);
  for (const [hex, pts] of Object.entries(v.cityPoints ?? {})) {
    const country = cityCountry(module, hex);
    if (pts.air > 0 && v.control[hex] === side && country) pools.push([hex, country, pts.air]);
  }
  const won: Record<string, number> = {};
  for (const [key, country, rp] of pools) {
    if (rp <= 0) continue;
    const sure = Math.floor(rp / 6);
    const waiting = eliminatedAir(module, d.state, side, country).length;
    const die = rp > sure * 6 && waiting > sure ? roll(d, 1, 'air replacements', side, '27.24')[0] : undefined;
    // with no die rolled the remainder buys nothing (a 7 succeeds on no remainder)
    const r = airReplacements(rp, die ?? 7);
    if (r.units > 0) won[key] = r.units;
    const e = { type: 'airReplacements', side, country, points: rp, die: die ?? 0, units: r.units, rule: '27.24' };
    emit(d, isCityPool(key) ? { ...e, hex: key } : e);
  }
  for (const [hex, pts] of Object.entries(v.cityPoints ?? {})) if (pts.air > 0) v.cityPoints![hex] = { ...pts, air: 0 };
  v.airWon = won;
  v.points[side] = { ...v.points[side], air: 0 };
}

/** The country whose home a city's hex is in (the first nationality HOME gives that region). */
function cityCountry(module: GameModule, hex: string): string | undefined {
  const region = hexDef(module, hex)?.region ?? '';
  return Object.keys(HOME).find((n) => HOME[n]!.includes(region));
}

/** †§27.24, §27.12 the replacement cities of a country that produce air replacements (the split's air RPs). */
export function airCities(module: GameModule, state: Pick<GameState, 'scenarioId'>, country: string): string[] {
  const split = citySplit(module, state) ?? {};
  const names = Object.entries(split)
    .filter(([row]) => countryOf(row) === country)
    .flatMap(([, cities]) =>
      Object.entries(cities)
        .filter(([, p]) => (p.air ?? 0) > 0)
        .map(([name]) => name),
    );
  return [...new Set(names)].map((n) => cityHexOf(module, n)).filter((h): h is string => !!h);
}

/** †§27.24 where an eliminated air unit may be replaced now: its country's replacements on a supplied air city of
 *  its home country; a cut-off city's own in that city. */
export function airPlaces(module: GameModule, state: GameState, p: Piece): string[] {
  const v = varsOf(state);
  const def = defOf(module, p);
  const side = p.side as Side;
  if (!def || v.phase !== 'reinforcement' || state.activeSide !== side) return [];
  if (!eliminatedAir(module, state, side, def.nationality).some((x) => x.id === p.id)) return [];
  const won = v.airWon ?? {};
  const home = HOME[def.nationality] ?? [];
  const ours = (h: string) => v.control[h] === side && home.includes(hexDef(module, h)?.region ?? '');
  const out: string[] = [];
  if ((won[def.nationality] ?? 0) > 0) {
    const supplied = suppliedHexes(module, state, side);
    out.push(...airCities(module, state, def.nationality).filter((h) => ours(h) && supplied(h)));
  }
  for (const [key, n] of Object.entries(won)) if (isCityPool(key) && n > 0 && ours(key)) out.push(key);
  return [...new Set(out)];
}

/** †§27.24 `replaceAir {piece, hex}`: one air replacement won puts an eliminated air unit back on the map. */
export const replaceAir: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((x) => x.id === str(action.args.piece));
    const def = p && defOf(module, p);
    if (
      !p ||
      !def ||
      p.side !== action.side ||
      !eliminatedAir(module, state, p.side as Side, def.nationality).includes(p)
    )
      return [
        violation('replaceAir.unit', '27.24', 'Replace one of your eliminated air units', {
          piece: String(action.args.piece),
        }),
      ];
    const won = varsOf(state).airWon ?? {};
    if (!Object.entries(won).some(([k, n]) => n > 0 && (k === def.nationality || isCityPool(k))))
      return [violation('replaceAir.none', '27.24', 'No air replacement is due to that unit’s country now')];
    const hex = str(action.args.hex) ?? '';
    return needs(airPlaces(module, state, p).includes(hex), () =>
      violation('replaceAir.place', '27.24', 'Air replacements go to a supplied replacement city that makes aircraft', {
        hex,
      }),
    );
  },
  apply(module, d, action) {
    const refused = replaceAir.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    const hex = String(action.args.hex);
    const p = d.state.pieces.find((x) => x.id === action.args.piece)!;
    const def = defOf(module, p)!;
    const won = { ...d.vars.airWon };
    const key = (won[hex] ?? 0) > 0 ? hex : def.nationality;
    won[key] = (won[key] ?? 0) - 1;
    d.vars.airWon = won;
    moveTo(d, p.id, { kind: 'hex', hex });
    const i = d.state.pieces.findIndex((x) => x.id === p.id);
    d.state.pieces[i] = { ...d.state.pieces[i]!, steps: def.steps, disrupted: false };
    d.vars.arrived = [...(d.vars.arrived ?? []), p.id];
    return null;
  },
  list(module, state, side) {
    const won = varsOf(state).airWon ?? {};
    if (!Object.values(won).some((n) => n > 0)) return [];
    const out: LegalAction[] = [];
    for (const p of state.pieces) {
      if (p.side !== side || p.at.kind !== 'box') continue;
      for (const hex of airPlaces(module, state, p)) out.push(act('replaceAir', { piece: p.id, hex }));
    }
    return out;
  },
};

/** §4.02, §27.2 what the Reinforcement Phase asks: the side's RPs, and the air replacements it won (†§27.24). */
export function reinforcementAsk(_module: GameModule, state: GameState): Ask {
  const v = varsOf(state);
  const pts = v.points[state.activeSide as Side] ?? { infantry: 0, armor: 0, air: 0 };
  const air = Object.values(v.airWon ?? {}).reduce((a, b) => a + Math.max(0, b), 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  const info = { infantry: round(pts.infantry), armor: round(pts.armor), air };
  const rps = `${info.infantry} infantry and ${info.armor} armor RPs`;
  return air > 0
    ? {
        id: 'reinforcementAir',
        verb: 'enter',
        verbs: ['rebuild', 'replaceAir', 'done'],
        info,
        message: `Place your reinforcements, replacements (${rps}) and ${air} air replacements`,
      }
    : {
        verb: 'enter',
        verbs: ['rebuild', 'done'],
        info,
        message: `Place your reinforcements and replacements (${rps})`,
      };
}
