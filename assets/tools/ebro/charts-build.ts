// Builds La Batalla del Ebro's charts.json from charts-combat.ts, charts-air.ts and charts-misc.ts: the results
// tables the rules read by id and the terrain effects chart for display (reasoning: assets/modules/ebro/TABLES.md).
// Run: npx tsx assets/tools/ebro/charts-build.ts (writes assets/modules/ebro/charts.json).

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChartDef } from '../../../engine/core/module.js';
import { airCombat, antiAircraft, interceptionNationalist, interceptionRepublican } from './charts-air.js';
import { fireStructures, fireUnits, groundCombat } from './charts-combat.js';
import { tec, terrainState, weather } from './charts-misc.js';
import { MODULE_DIR, serialize } from './oob-units.js';

/** Every chart of the module, in the order the charts panel lists them. */
export const buildCharts = (): ChartDef[] => [
  groundCombat(),
  fireUnits(),
  fireStructures(),
  antiAircraft(),
  airCombat(),
  interceptionRepublican(),
  interceptionNationalist(),
  weather(),
  terrainState(),
  tec(),
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(MODULE_DIR, 'charts.json'), serialize(buildCharts()));
  console.log('charts.json written');
}
