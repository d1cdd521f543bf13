// Writes The Struggle for Europe's module data beside the map: units.json, charts.json, scenarios.json and
// module.json (`npx tsx assets/tools/sfe/module-data.ts`). Deterministic; the tests beside the data check
// that the files are what it writes.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { buildCharts } from './charts.js';
import { serialize } from './charts-kit.js';
import { buildManifest } from './manifest.js';
import { buildUnits } from './oob-units.js';
import { buildScenario } from './scenario.js';
import { loadMap, MODULE_DIR } from './setup.js';
import { renderSetupPng } from './setup-preview.js';

/** The module's units and its one scenario, built against the shipped map. */
export function buildModuleData(): { units: UnitDef[]; scenarios: ScenarioDef[] } {
  const units = buildUnits();
  return { units, scenarios: [buildScenario(loadMap(), units)] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { units, scenarios } = buildModuleData();
  writeFileSync(join(MODULE_DIR, 'units.json'), serialize(units));
  writeFileSync(join(MODULE_DIR, 'scenarios.json'), serialize(scenarios));
  writeFileSync(join(MODULE_DIR, 'charts.json'), serialize(buildCharts()));
  writeFileSync(join(MODULE_DIR, 'module.json'), serialize(buildManifest()));
  for (const sheet of ['N', 'C', 'SW'])
    writeFileSync(
      join(MODULE_DIR, `preview-setup-${sheet}.png`),
      renderSetupPng(loadMap(), scenarios[0], units, sheet),
    );
  console.log(`${units.length} units, ${scenarios[0].placements.length} placed`);
}
