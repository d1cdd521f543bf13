// Builds the stress module (assets/modules/stress/) from stress-module.ts: module.json, map.json, units.json and
// scenarios.json, one entry a line so the files stay small and diff well. Run: npm run build:stress

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HIDDEN_MARKER } from '../../../electron/services/modules.js';
import { stressModule } from './stress-module.js';

/** Where the module is written. */
export const STRESS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'modules', 'stress');

/**
 * JSON with each element of an array on its own line, and each key of an object that holds arrays on its own
 * line (a scenario's placements: one a line); other values are written compactly.
 */
export function lineJson(value: unknown, pad = ''): string {
  const inner = `${pad}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const nested = value.some((x) => x !== null && typeof x === 'object' && Object.values(x).some(Array.isArray));
    const rows = value.map((x) => inner + (nested ? lineJson(x, inner) : JSON.stringify(x)));
    return `[\n${rows.join(',\n')}\n${pad}]`;
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${Array.isArray(v) ? lineJson(v, inner) : JSON.stringify(v)}`,
  );
  return `{\n${entries.join(',\n')}\n${pad}}`;
}

const PROVENANCE = `# Stress test module: provenance

Everything here is synthetic, made by \`assets/tools/stress/build.ts\` (\`npm run build:stress\`) from a fixed seed
for the benchmarks of issue 10 (\`npm run bench:ui\`): no map, unit or value comes from a rulebook or from the
real world, and every one is labelled \`reconstructed\` with the reason "synthetic stress data". Four 50x50 sheets
(A B over C D, hex ids "A:0101".."D:5050"), terrain in 5x5 patches, a sea strip on the west edge, rivers, roads and
towns; 300 unit types of four nationalities; 2,000 counters on the map and 500 in the counter sheet's boxes; one
scenario under the generic table rules. The \`HIDDEN\` file keeps it out of New game unless SANDTABLE_STRESS=1.
`;

/** Writes the module's files into `dir`; returns their names and sizes. */
export function writeStressModule(dir = STRESS_DIR): { file: string; bytes: number }[] {
  const m = stressModule();
  mkdirSync(dir, { recursive: true });
  const files: [string, unknown][] = [
    ['module.json', m.manifest],
    [m.manifest.files.map, m.map],
    [m.manifest.files.units, m.units],
    [m.manifest.files.scenarios, m.scenarios],
  ];
  // Not offered in New game unless SANDTABLE_STRESS=1 (electron/services/modules.ts).
  const why = 'Synthetic benchmark module: New game lists it only with SANDTABLE_STRESS=1.\n';
  writeFileSync(join(dir, HIDDEN_MARKER), why);
  writeFileSync(join(dir, 'PROVENANCE.md'), PROVENANCE);
  return files.map(([file, data]) => {
    const text = file === 'module.json' ? `${JSON.stringify(data, null, 1)}\n` : `${lineJson(data)}\n`;
    writeFileSync(join(dir, file), text);
    return { file, bytes: Buffer.byteLength(text) };
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const f of writeStressModule()) console.log(`${f.file}: ${(f.bytes / 1024).toFixed(0)} KB`);
}
