// What a La Batalla del Ebro scenario gives beyond the core's (scenarios.json `data`): the turn record track with
// its dates, day and night turns and track modifiers (II.3), the initiative's start (III.2), surprise (XVI.14), the
// terrain-state start (V), the off-map boxes and their links (XIX.1), the printed crossings (X.II), the objectives
// and who holds them (XVII.2), the victory conditions (XVII.7) and the withdrawals the scenario orders (XX.1.1).

import type { GameModule, ScenarioDef } from '../../core/module.js';
import type { CrossingKind, DayPart, Side, Weather } from '../ourwar/state.js';

/** II.3 one entry of the turn record track. */
export interface TrackTurn {
  turn: number;
  date: string;
  part: DayPart;
  hours: number;
  weatherDrm: number;
  terrainDrm: number;
}

/** XIX.1 an off-map box: its kind, who holds it, the map edge it touches (interior boxes) and the boxes it links. */
export interface BoxInfo {
  kind: 'interior' | 'exterior' | 'remote';
  side: Side;
  edge: 'N' | 'S' | 'E' | 'W' | null;
  links: string[];
}

/** XX.1.1 a withdrawal the scenario orders from a (daylight) turn: a formation by its HQ's id or the units by id,
 *  whether they leave by an exterior box, and why (withdraw.ts carries it out). */
export interface Withdrawal {
  turn: number;
  formation?: string;
  units?: string[];
  exterior?: boolean;
  reason?: string;
}

/** The scenario's data, typed. */
export interface EbroScenario {
  track: TrackTurn[];
  initiative: number;
  surprise: { side: Side; turns: number } | null;
  terrainStart: number;
  weatherStart: Weather;
  boxes: Record<string, BoxInfo>;
  crossings: { a: string; b: string; kind: CrossingKind; damage: number; destroyed?: boolean }[];
  objectives: { hex: string; vp: number; holder: Side }[];
  victory: { [k: string]: unknown };
  /** XX.1.4 the special rule letting a side flood the Ebro (flood.ts), if the scenario grants one. */
  flood?: import('./flood.js').FloodRule;
  /** XX.1.1 the withdrawals by turn (none unless the scenario orders some). */
  withdrawals: Withdrawal[];
}

/** The scenario of a module by id (throws naming the known ids). */
export function scenarioDef(module: GameModule, id: string): ScenarioDef {
  const s = module.scenarios.find((x) => x.id === id);
  if (!s) throw new Error(`No scenario "${id}" (known: ${module.scenarios.map((x) => x.id).join(', ')})`);
  return s;
}

const cache = new WeakMap<ScenarioDef, EbroScenario>();

/** A scenario's Ebro data, with defaults where the data leaves a field out; throws when the track is missing. */
export function ebroScenario(module: GameModule, id: string): EbroScenario {
  const def = scenarioDef(module, id);
  let s = cache.get(def);
  if (!s) {
    const d = (def.data ?? {}) as Partial<EbroScenario>;
    if (!Array.isArray(d.track) || d.track.length === 0)
      throw new Error(`Scenario "${id}" has no turn record track (data.track)`);
    s = {
      track: d.track,
      initiative: typeof d.initiative === 'number' ? d.initiative : 3,
      surprise: d.surprise ?? null,
      terrainStart: typeof d.terrainStart === 'number' ? d.terrainStart : 0,
      weatherStart: d.weatherStart ?? 'clear',
      boxes: d.boxes ?? {},
      crossings: d.crossings ?? [],
      objectives: d.objectives ?? [],
      victory: d.victory ?? {},
      flood: d.flood,
      withdrawals: Array.isArray(d.withdrawals) ? d.withdrawals : [],
    };
    cache.set(def, s);
  }
  return s;
}

/** II.3 the track entry of a turn (the last entry past the end). */
export function trackTurn(module: GameModule, scenarioId: string, turn: number): TrackTurn {
  const t = ebroScenario(module, scenarioId).track;
  return t.find((x) => x.turn === turn) ?? t[t.length - 1]!;
}
