// The initiative phase (III), the weather phase (IV) and the terrain-state phase (V) as pure steps on the dice the
// flow rolled: the initiative marker as one index 0..7 (digest §3.3), its modifiers in the listed order or netted
// first (option A3), the weather read on the "weather" chart, and the terrain-state marker moved along its track.

import type { GameModule } from '../../core/module.js';
import { NAT, REP, type Side, type TerrainState, type Weather } from './state.js';
import { cellAt, chartOf, dataNumber } from './tables.js';

/** III the side whose flag the initiative marker shows: index 0-3 Republican 3..0, 4-7 Nationalist 0..3. */
export const holderOf = (idx: number): Side => (idx >= 4 ? NAT : REP);

/** III the marker's square (0..3) on the holder's side of the track. */
export const squareOf = (idx: number): number => (idx >= 4 ? idx - 4 : 3 - idx);

/** III.5 the marker moved n steps toward a side; it stops at that side's square 3 (no bounce). */
export const stepToward = (idx: number, side: Side, n = 1): number =>
  side === NAT ? Math.min(7, idx + n) : Math.max(0, idx - n);

/** III.4 one modifier of the initiative procedure: its rule, why, the side it favours and its steps. */
export interface InitiativeStep {
  rule: string;
  why: string;
  side: Side;
  steps: number;
}

/** III.4 what the initiative procedure reads: both sides' 2d6, surprise, the scenario's steps, the CVP marker. */
export interface InitiativeInput {
  dice: Record<Side, number>;
  surprise: { side: Side; turn: number } | null;
  scenario?: { side: Side; steps: number; why: string }[];
  cvp: { side: Side; value: number } | null;
  /** A3 net every modifier before moving (saturation at the ends loses less); default: in the listed order. */
  net?: boolean;
}

/** XVI.14 / III.4.2 initiative steps for the side with surprise on surprise turns 1 / 2 / 3. */
export const SURPRISE_STEPS = [0, 3, 2, 1, 0];

/** III.4 the procedure's modifiers in the listed order: dice, surprise, scenario, CVP (none with value 0). */
export function initiativeSteps(input: InitiativeInput): InitiativeStep[] {
  const out: InitiativeStep[] = [];
  const { dice } = input;
  if (dice[NAT] !== dice[REP]) {
    const side = dice[NAT] > dice[REP] ? NAT : REP;
    out.push({ rule: 'III.4.1', why: `2d6: ${dice[NAT]} against ${dice[REP]}`, side, steps: 1 });
  }
  const s = input.surprise;
  const sn = s ? (SURPRISE_STEPS[s.turn] ?? 0) : 0;
  if (s && sn > 0) out.push({ rule: 'III.4.2', why: `surprise turn ${s.turn}`, side: s.side, steps: sn });
  for (const m of input.scenario ?? []) if (m.steps > 0) out.push({ rule: 'III.4.3', ...m });
  if (input.cvp && input.cvp.value > 0)
    out.push({ rule: 'III.4.4', why: 'current-turn VP marker', side: input.cvp.side, steps: 1 });
  return out;
}

/** III the marker's new index and the holder after the procedure, applying its steps one by one or netted (A3). */
export function resolveInitiative(idx: number, input: InitiativeInput): { idx: number; holder: Side } {
  const steps = initiativeSteps(input);
  let at = idx;
  if (input.net) {
    const n = steps.reduce((a, s) => a + (s.side === NAT ? s.steps : -s.steps), 0);
    at = n >= 0 ? stepToward(at, NAT, n) : stepToward(at, REP, -n);
  } else for (const s of steps) at = stepToward(at, s.side, s.steps);
  return { idx: at, holder: holderOf(at) };
}

/** IV.6 the weather of a 2d6 roll plus the turn record's DRM, on the "weather" chart (rolls beyond it clamp). */
export function weatherFor(module: Pick<GameModule, 'charts' | 'manifest'>, dice: number, drm: number): Weather {
  const chart = chartOf(module, 'weather');
  const w = cellAt(chart, 0, dice + drm);
  if (!WEATHERS.includes(w as Weather)) throw new Error(`Weather chart: "${w}" is not a weather`);
  return w as Weather;
}
const WEATHERS: Weather[] = ['clear', 'rainy', 'cold', 'stormy', 'hot'];

/** V.4 the terrain-state marker's move for each weather (toward mud and ice is +). */
export const TERRAIN_MOVE: Readonly<Record<Weather, number>> = { clear: -2, rainy: 2, cold: -1, stormy: 3, hot: -3 };

/** V.4 the marker's move for a weather: the chart's data.moves where it gives one, else the book's (TERRAIN_MOVE). */
export function terrainMove(module: Pick<GameModule, 'charts' | 'manifest'>, weather: Weather): number {
  const moves = chartOf(module, 'terrain-state').data?.moves;
  const m = moves && typeof moves === 'object' && !Array.isArray(moves) ? moves[weather] : undefined;
  return typeof m === 'number' ? m : TERRAIN_MOVE[weather];
}

/** V the terrain-state track: its squares' states (data.states) and the starting square (data.start). */
export function terrainTrack(module: Pick<GameModule, 'charts' | 'manifest'>): {
  states: TerrainState[];
  start: number;
} {
  const chart = chartOf(module, 'terrain-state');
  const states = chart.data?.states;
  if (!Array.isArray(states) || states.length === 0) throw new Error('Terrain-state chart lacks data.states');
  for (const s of states)
    if (s !== 'dry' && s !== 'mud' && s !== 'ice') throw new Error(`Terrain-state chart: "${s}" is not a state`);
  return { states: states as TerrainState[], start: dataNumber(chart, 'start') };
}

/** V the marker moved by the weather plus the turn record's modifier, kept on the track, and the state it shows. */
export function nextTerrainState(
  module: Pick<GameModule, 'charts' | 'manifest'>,
  pos: number,
  weather: Weather,
  turnModifier = 0,
): { pos: number; state: TerrainState } {
  const { states } = terrainTrack(module);
  const at = Math.max(0, Math.min(states.length - 1, pos + terrainMove(module, weather) + turnModifier));
  return { pos: at, state: states[at]! };
}
