// The module's charts as the ground rules read them (assets/modules/sfe/charts.json, every cell labelled there and
// reasoned in TABLES.md): the Terrain Effects Chart's movement costs (§7.1), the Campaign Game Weather Table (§4.01,
// §25.1), the Weather Effects Chart (§7.11, §8.06, §23.13, §25.3) and the Supply Status Chart (§7.11, §9.01,
// §23.5).

import type { ChartDef, GameModule } from '../../core/module.js';
import type { Weather, Zone } from './state.js';

/** A chart of the module by id; a module without it cannot be played by these rules. */
export function chartOf(module: GameModule, id: string): ChartDef {
  const c = module.charts.find((x) => x.id === id);
  if (!c) throw new Error(`The Struggle for Europe needs the chart "${id}" (charts.json)`);
  return c;
}

/** The charts' weather names as the rules' ids. */
export const WEATHER_NAMES: Readonly<Record<string, Weather>> = {
  Clear: 'clear',
  Frost: 'frost',
  Mud: 'mud',
  'Heavy Mud': 'heavy-mud',
  Snow: 'snow',
  'Heavy Snow': 'heavy-snow',
  Stormy: 'stormy',
};
/** A weather's name on the charts. */
export const chartName = (w: Weather): string => Object.keys(WEATHER_NAMES).find((k) => WEATHER_NAMES[k] === w)!;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** §4.01 the weather table's result for a month and a modified roll (1-7): one weather per zone of the pair. */
export function weatherCell(module: GameModule, pair: 'AB' | 'CD', month: number, roll: number): [Weather, Weather] {
  const c = chartOf(module, pair === 'AB' ? 'weather-ab' : 'weather-cd');
  const row = c.rows.find((r) => r.key === MONTHS[month - 1]);
  const cell = row?.cells[Math.min(c.columns.length, Math.max(1, roll)) - 1];
  const split = String(c.data?.split ?? ' / ');
  const [a, b] = String(cell).split(split);
  const wa = WEATHER_NAMES[a ?? ''];
  const wb = WEATHER_NAMES[b ?? a ?? ''];
  if (!wa || !wb) throw new Error(`weather table ${c.id}: no weather for ${MONTHS[month - 1]} ${roll}`);
  return [wa, wb];
}

/** What a weather does (the Weather Effects Chart's data). */
export interface WeatherEffects {
  /** §7.11 a multiplier of the MPs (≤ 1), or MPs taken off (< 0). */
  mp: number;
  /** §23.13 the overland supply path's length. */
  supplyPath: number;
  /** §8.06 how far a railhead advances. */
  railhead: number;
  /** §25.3 it freezes swamps and lakes. */
  freezes: boolean;
  /** §25.3 the zones whose rivers freeze in it (both hexes of a river hexside in one of them). */
  riversFreezeIn: Zone[];
}

/** §7.11, §8.06, §23.13, §25.3 the effects of a weather. */
export function weatherEffects(module: GameModule, w: Weather): WeatherEffects {
  const d = chartOf(module, 'weather-effects').data as Record<string, Record<string, unknown>>;
  const name = chartName(w);
  const railhead = d.railhead ?? {};
  return {
    mp: Number(d.mp?.[name] ?? 1),
    supplyPath: Number(d.supplyPath?.[name] ?? 6),
    railhead: Number(railhead[name] ?? railhead.other ?? 3),
    freezes: ((d.freezes as unknown as string[] | undefined) ?? []).includes(name),
    riversFreezeIn: ((d.riversFreezeIn as unknown as Zone[] | undefined) ?? []).slice(),
  };
}

/** What an unsupplied level does (the Supply Status Chart's data, levels 1, 2, 3 and 4+). */
export interface SupplyEffects {
  /** §7.11 a multiplier of the MPs (≤ 1), or MPs taken off (< 0). */
  mp: number;
  /** §9.01 the attack multiplier. */
  attack: number;
  /** The defence multiplier. */
  defense: number;
}

/** §23.5 the effects of an effective unsupplied level (0: supplied, none). */
export function supplyEffects(module: GameModule, level: number): SupplyEffects {
  if (level <= 0) return { mp: 1, attack: 1, defense: 1 };
  const d = chartOf(module, 'supply-status').data as Record<string, Record<string, number>>;
  const key = level >= 4 ? '4+' : String(level);
  return { mp: d.mp?.[key] ?? 1, attack: d.attack?.[key] ?? 1, defense: d.defense?.[key] ?? 1 };
}

/** §7.11 a chart's MP effect applied: a fraction multiplies (rounded up), a negative number takes MPs off. */
export const applyMp = (mp: number, effect: number): number =>
  effect < 0 ? Math.max(0, mp + effect) : Math.ceil(mp * effect);

/** §7.1 the TEC's movement costs: per hex terrain, and added per hexside feature. */
export function tecMovement(module: GameModule): { mp: Record<string, number>; hexsideMp: Record<string, number> } {
  const d = chartOf(module, 'tec').data as Record<string, Record<string, number>>;
  return { mp: d.mp ?? {}, hexsideMp: d.hexsideMp ?? {} };
}
