// The stress module (built by assets/tools/stress/build.ts): it loads and validates like any installed module,
// has the counts the benchmarks rely on (four 50x50 sheets, 300 unit types, 2,000 counters on the map and 500
// in boxes), is the build's output byte for byte, is not offered in New game unless asked for, and its long
// game is accepted and reopens to the same state.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../engine/core/hash.js';
import { tableSetup } from '../../../engine/games/table/setup.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import { createInProcessRunner } from '../../../electron/engine-host/runner.js';
import { GameDocument } from '../../../electron/services/document.js';
import { ModuleStore } from '../../../electron/services/modules.js';
import { saveText } from '../../../electron/services/save-size.js';
import { parseSaveFile } from '../../../electron/services/savefile.js';
import { lineJson } from '../../tools/stress/build.js';
import { loadStressModule, playStressGame, STRESS_SETUP } from '../../tools/stress/long-game.js';
import { stressModule } from '../../tools/stress/stress-module.js';

const here = dirname(fileURLToPath(import.meta.url));
const modulesDir = dirname(here);

describe('the stress module', () => {
  it('loads and validates as an installed module, with four 50x50 sheets of hexes "A:0101".."D:5050"', async () => {
    const { module } = await loadStressModule(here);
    expect(module.manifest.rules).toBe('table');
    expect(module.map.sheets?.map((s) => s.id)).toEqual(['A', 'B', 'C', 'D']);
    const ids = module.map.hexes.map((h) => h.id);
    expect(ids).toHaveLength(10_000);
    expect(new Set(ids).size).toBe(10_000);
    for (const s of ['A', 'B', 'C', 'D']) {
      expect(ids).toContain(`${s}:0101`);
      expect(ids).toContain(`${s}:5050`);
      expect(ids.filter((h) => h.startsWith(`${s}:`))).toHaveLength(2500);
    }
    expect(ids).not.toContain('A:5151');
    const graph = createHexMapGraph(module.map);
    expect(graph.bounds().height).toBeGreaterThan(8192); // taller than one GPU texture: terrain must tile
    const features = new Set(module.map.hexsides.flatMap((s) => s.features));
    expect(features).toEqual(new Set(['river', 'road']));
    for (const s of module.map.hexsides) expect(graph.neighbors(s.a)).toContain(s.b);
    expect(new Set(module.map.hexes.map((h) => h.terrain)).size).toBe(6);
  });

  it('has 300 unit types, 2,000 counters on the map and 500 in boxes, every one with a unique id', async () => {
    const { module } = await loadStressModule(here);
    expect(module.units).toHaveLength(300);
    const state = tableSetup(module, STRESS_SETUP);
    const units = state.pieces.filter((p) => p.kind === 'unit');
    expect(units).toHaveLength(2500);
    expect(new Set(units.map((p) => p.id)).size).toBe(2500);
    expect(units.filter((p) => p.at.kind === 'hex')).toHaveLength(2000);
    expect(units.filter((p) => p.at.kind === 'box')).toHaveLength(500);
    expect(new Set(units.map((p) => p.def)).size).toBeGreaterThan(250);
    // Axis counters start on the western sheets, Allied ones on the eastern.
    for (const p of units) if (p.at.kind === 'hex') expect(p.at.hex[0]).toMatch(p.side === 'axis' ? /[AC]/ : /[BD]/);
  });

  it('labels every value reconstructed, as synthetic stress data', async () => {
    const { module } = await loadStressModule(here);
    const provs = [
      module.manifest.prov,
      module.map.prov,
      ...module.manifest.nationalities.map((n) => n.prov),
      ...module.map.terrain.map((t) => t.prov),
      ...module.units.map((u) => u.prov),
      ...module.scenarios.map((s) => s.prov),
    ];
    for (const p of provs) expect(p).toEqual({ source: 'reconstructed', reason: 'synthetic stress data' });
  });

  it('is exactly what the build script writes (rebuild with npm run build:stress)', () => {
    const m = stressModule();
    expect(readFileSync(join(here, 'map.json'), 'utf8')).toBe(`${lineJson(m.map)}\n`);
    expect(readFileSync(join(here, 'units.json'), 'utf8')).toBe(`${lineJson(m.units)}\n`);
    expect(readFileSync(join(here, 'scenarios.json'), 'utf8')).toBe(`${lineJson(m.scenarios)}\n`);
    expect(JSON.parse(readFileSync(join(here, 'module.json'), 'utf8'))).toEqual(m.manifest);
  });

  it('is left out of New game unless hidden modules are asked for, and its games still open', async () => {
    expect(readdirSync(here)).toContain('HIDDEN');
    const plain = new ModuleStore(modulesDir, false);
    const ids = (await plain.list()).map((m) => m.info.id);
    expect(ids).toContain('isabella');
    expect(ids).not.toContain('stress');
    expect((await plain.known()).map((k) => k.id)).toContain('stress');
    expect((await plain.load('stress')).ok).toBe(true);
    const asked = new ModuleStore(modulesDir, true);
    expect((await asked.list()).map((m) => m.info.id)).toContain('stress');
  });

  it('plays a long honor-mode game of moves that reopens to the same state', async () => {
    const loaded = await loadStressModule(here);
    const { doc } = await playStressGame(600, loaded);
    expect(doc.log).toHaveLength(600);
    expect(doc.log.filter((e) => e.verb === 'move').length).toBeGreaterThan(500);
    const text = saveText(doc.toSaveFile('0.1.0'));
    if (!text.ok) throw new Error(text.error.message);
    const known = [{ id: 'stress', version: loaded.info.version, contentHash: loaded.contentHash }];
    const parsed = parseSaveFile(text.value, known);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const opened = await GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), parsed.file);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(canonicalJson(opened.value.doc.state)).toBe(canonicalJson(doc.state));
  }, 60_000);
});
