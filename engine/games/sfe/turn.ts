// The game turn's bookkeeping (§4): the date (two turns a month, §1.01), the Weather Phase's roll (§4.01), each
// player segment's opening (RPs by month and quarter, special replacements, rail capacity, control at its start:
// §4.02, §27.2, §8.03, §8.0) and its Administrative Phase (railheads, then the supply re-check: §4.09, §23.14),
// the overstack check that ends the Movement, Combat, Exploitation and Post-exploitation Combat Phases (§5.01).

import { str } from '../../core/kit.js';
import type { GameModule, ScenarioDef } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { type GameState, REPLACEMENTS } from '../../core/types.js';
import { type Draft, emit, moveTo, roll } from '../../systems/draft.js';
import { optionsOf } from './options.js';
import { advanceRailheads, netEnds, ownGaugeHexes, railheadAdvances } from './railheads.js';
import { monthly, specialReplacements } from './replace.js';
import { counted, overstacked } from './stacking.js';
import {
  AXIS,
  enemyOf,
  hexDef,
  hexOf,
  type SfeVars,
  SOVIET,
  type Side,
  type TurnDate,
  unitsIn,
  violation,
  type Weather,
} from './state.js';
import { recheckSupply } from './supplyphase.js';
import { countryOf, rollAirReplacements } from './airreplace.js';
import { type CitySplit, markCities, receiveSplit } from './cityrp.js';
import { WEATHER_NAMES } from './charts.js';
import { frozen, railheadReach, rollWeather, weatherAt } from './weather.js';
import { openSegmentControl, zocOf } from './zoc.js';

type D = Draft<SfeVars>;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** §4.0 a turn's label ("JUN 2 1941") as a date. */
export function parseDate(label: string): TurnDate {
  const [m, h, y] = label.trim().split(/\s+/);
  const month = MONTHS.indexOf(String(m).toUpperCase()) + 1;
  if (month < 1 || (h !== '1' && h !== '2') || !y) throw new Error(`not a turn date: "${label}"`);
  return { year: Number(y), month, half: h === '1' ? 1 : 2 };
}

/** §1.01 the next turn: half a month later. */
export const nextDate = (d: TurnDate): TurnDate =>
  d.half === 1
    ? { ...d, half: 2 }
    : { year: d.month === 12 ? d.year + 1 : d.year, month: d.month === 12 ? 1 : d.month + 1, half: 1 };

/** The scenario being played. */
export const scenarioOf = (module: GameModule, state: Pick<GameState, 'scenarioId'>): ScenarioDef | undefined =>
  module.scenarios.find((s) => s.id === state.scenarioId);

/** §4.01 `rollWeather {}`: one die for Zones A and B, one for C and D (or the scenario's weather as it was). */
export const rollTheWeather: Procedure<D, null> = {
  check: () => [],
  apply(module, d) {
    const v = d.vars;
    const [ab, cd] = roll(d, 2, 'weather', d.state.activeSide, '4.01');
    v.weather = rollWeather(module, v.date, ab!, cd!, optionsOf(d.state).severeWinters);
    const hist = (scenarioOf(module, d.state)?.data?.weather as { historical?: string[][] } | undefined)?.historical;
    const row = hist?.[d.state.turn - 1];
    if (optionsOf(d.state).historicalWeather && row) {
      const w = (i: number): Weather => WEATHER_NAMES[row[i] ?? ''] ?? 'clear';
      v.weather = { A: w(0), B: w(1), C: w(2), D: w(3), E: 'clear' };
    }
    emit(d, { type: 'weather', turn: d.state.turn, ...v.weather, rule: '4.01' });
    thaw(module, d);
    return null;
  },
  list: () => [{ verb: 'rollWeather', args: {} }],
};

/** §25.3 units standing on lake hexes die when the lakes thaw (they go to the replacement pool). */
function thaw(module: GameModule, d: D): void {
  for (const p of [...d.state.pieces]) {
    const at = hexOf(p);
    if (!at || hexDef(module, at)?.terrain !== 'lake' || frozen(module, d.vars.weather, at, at).lakes) continue;
    moveTo(d, p.id, { kind: 'box', box: REPLACEMENTS });
    emit(d, { type: 'drowned', piece: p.id, hex: at, rule: '25.3' });
  }
}

/** §27.2 the RPs a side receives this turn from the scenario's schedule (monthly, by nationality), city by city
 *  where the scenario splits them (§27.21b, cityrp.ts); then †§27.24(2) its countries' air RPs become air
 *  replacements (airreplace.ts). */
function receivePoints(module: GameModule, d: D, side: Side): void {
  const v = d.vars;
  const reps = scenarioOf(module, d.state)?.data?.replacements as
    | { monthly?: Record<string, Record<string, number>>; cities?: CitySplit }
    | undefined;
  markCities(module, d, side);
  const air: Record<string, number> = {};
  if (reps?.monthly && monthly(v.date)) {
    const soviet = side === SOVIET;
    for (const [nat, pts] of Object.entries(reps.monthly)) {
      const late = nat === 'soviet-from-oct';
      if (soviet !== (nat === 'soviet' || late)) continue;
      // The scenario's Soviet armor falls from October (its "soviet-from-oct" row replaces "soviet").
      const octOn = v.date.year > 1941 || v.date.month >= 10;
      if (soviet && late !== octOn) continue;
      const split = reps.cities?.[nat];
      if (split) {
        receiveSplit(module, d, side, countryOf(nat), split, air);
        continue;
      }
      v.points[side].infantry += pts.infantry ?? 0;
      v.points[side].armor += pts.armor ?? 0;
      air[countryOf(nat)] = (air[countryOf(nat)] ?? 0) + (pts.air ?? 0);
    }
  }
  // §27.22 a quarter of the attack factors lost since the last friendly Reinforcement Phase.
  v.points[side].infantry += specialReplacements(v.lost[side]);
  v.lost[side] = 0;
  rollAirReplacements(module, d, side, air);
}

/** §4.02 a player segment opens: its Reinforcement Phase, its RPs, rail capacity and control at its start. */
export function openSegment(module: GameModule, d: D, side: Side): void {
  const v = d.vars;
  d.state.activeSide = side;
  v.segment = side === AXIS ? 1 : 2;
  v.phase = 'reinforcement';
  openSegmentControl(v);
  v.railUsed = 0;
  v.moved = {};
  v.placed = {};
  v.placedArmor = {};
  v.arrived = [];
  v.extendedRail = [];
  v.attacked = [];
  v.passages = [];
  receivePoints(module, d, side);
  emit(d, { type: 'segment', side, turn: d.state.turn, rule: '4.02' });
}

/** §4.09, §8.06, §23.14 the Administrative Phase: railheads advance, then marked units re-check their supply. */
export function administer(module: GameModule, d: D): void {
  const side = d.state.activeSide as Side;
  const v = d.vars;
  v.phase = 'administrative';
  const ez = zocOf(module, d.state, enemyOf(side));
  if (optionsOf(d.state).ownGauge) v.rail[side] = [...v.rail[side], ...ownGaugeHexes(module, v, side, ez)].sort();
  // §8.06 a railhead stands at every forward end of the side's net (where a loss cut a line too).
  const net = new Set(v.rail[side]);
  v.railheads[side] = [...new Set([...v.railheads[side].filter((h) => net.has(h)), ...netEnds(module, net)])].sort();
  const o = optionsOf(d.state);
  // §8.06 6 hexes in clear weather, 3 in any other (the options frostClear and railheadTotal: digest §10.5(3), (6)).
  const weather = (h: string) => {
    const w = weatherAt(module, v.weather, h);
    return o.frostClear && w === 'frost' ? 'clear' : w;
  };
  const adv = railheadAdvances(module, v, side, ez, (h) => railheadReach(module, weather(h)), o.railheadTotal);
  advanceRailheads(v, side, adv);
  recheckSupply(module, d, side);
}

/** §5.01 the hexes over the limit now, the phasing side's first: the side that must eliminate, or null. */
export function overstackSide(module: GameModule, state: GameState): Side | null {
  const v = state.vars as unknown as SfeVars;
  const exempt = new Set(v.arrived ?? []);
  for (const side of [state.activeSide as Side, enemyOf(state.activeSide)]) {
    if (Object.keys(overstacked(module, state, side, exempt)).length > 0) return side;
  }
  return null;
}

/** §5.01 `eliminate {piece}`: the owner removes a unit from an overstacked hex (it goes to the replacement pool). */
export const eliminate: Procedure<D, null> = {
  check(module, state, action) {
    const p = state.pieces.find((x) => x.id === str(action.args.piece));
    const at = p && hexOf(p);
    const v = state.vars as unknown as SfeVars;
    const over = overstacked(module, state, action.side as Side, new Set(v.arrived ?? []));
    const inHex = at ? counted(module, unitsIn(state, at)) : [];
    if (!p || p.side !== action.side || !at || !(at in over) || !inHex.includes(p))
      return [
        violation('overstack.unit', '5.01', 'Choose a unit of an overstacked hex', {
          piece: String(action.args.piece),
        }),
      ];
    return [];
  },
  apply(module, d, action) {
    const refused = eliminate.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    moveTo(d, String(action.args.piece), { kind: 'box', box: REPLACEMENTS });
    emit(d, { type: 'overstackEliminated', piece: String(action.args.piece), rule: '5.01' });
    return null;
  },
  list(module, state, side) {
    const v = state.vars as unknown as SfeVars;
    const over = overstacked(module, state, side as Side, new Set(v.arrived ?? []));
    return Object.keys(over).flatMap((hex) =>
      counted(module, unitsIn(state, hex)).map((p) => ({ verb: 'eliminate', args: { piece: p.id } })),
    );
  },
};
