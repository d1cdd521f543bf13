// The Struggle for Europe's charts.json, in the order a player reads them: ground combat and terrain, weather,
// supply, air. Written by `npx tsx assets/tools/sfe/module-data.ts`; charts.test.ts checks the file is this.

import type { ChartDef } from '../../../engine/core/module.js';
import { airCombat, flak, supplyStatus } from './charts-air.js';
import { groundCrt, tec } from './charts-combat.js';
import { weatherEast, weatherEffects, weatherWest } from './charts-weather.js';

/** Every chart of the module. */
export function buildCharts(): ChartDef[] {
  return [groundCrt(), tec(), weatherEast(), weatherWest(), weatherEffects(), supplyStatus(), airCombat(), flak()];
}
