// The games `npm run bench:ui` opens, written as save files before the browser starts: the stress module's long
// game (10,000 honor-mode actions, assets/tools/stress/long-game.ts) and Operation Isabella's campaign at its
// start (honor mode, so counters move anywhere by hand), each with the module data the bench needs to pick
// empty hexes and lone counters.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameModule } from '../../engine/core/module.js';
import { createHexMapGraph, type HexMapGraph } from '../../engine/geometry/hexgrid.js';
import { createInProcessRunner } from '../../electron/engine-host/runner.js';
import { GameDocument } from '../../electron/services/document.js';
import { type Identity, newIdentity } from '../../electron/services/identity.js';
import { ModuleStore } from '../../electron/services/modules.js';
import { serializeSaveFile } from '../../electron/services/savefile.js';
import { STRESS_SETUP, writeStressGame } from '../../assets/tools/stress/long-game.js';
import { tableSetup } from '../../engine/games/table/setup.js';

/** One game the bench opens: its file, its module and the module's hex graph. */
export interface BenchGame {
  name: string;
  path: string;
  module: GameModule;
  graph: HexMapGraph;
  /** Log entries in the file, and counters in the game (on the map and in boxes). */
  actions: number;
  pieces: number;
  bytes: number;
  /** The player who signed its entries: the bench's host must be that player to go on playing it. */
  identity?: Identity;
}

/** Writes both games into `dir`; `modulesDir` is where the installed modules are (assets/modules). */
export async function writeBenchGames(dir: string, modulesDir: string): Promise<BenchGame[]> {
  const store = new ModuleStore(modulesDir, true);
  const load = async (id: string) => {
    const r = await store.load(id);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const stress = await load('stress');
  const stressPath = join(dir, 'stress-long-game.sandtable');
  const identity = newIdentity('Bench');
  const written = await writeStressGame(stressPath, 10_000, identity);

  const isabella = await load('isabella');
  const setup = { scenarioId: 'campaign', seed: 'bench-ui', mode: 'honor' as const, options: {} };
  const made = await GameDocument.create(isabella, createInProcessRunner(isabella.module), setup);
  if (!made.ok) throw new Error(made.error.message);
  const text = serializeSaveFile(made.value.toSaveFile('0.1.0'));
  const isabellaPieces = made.value.state.pieces.length;
  await made.value.dispose();
  const isabellaPath = join(dir, 'isabella-campaign.sandtable');
  await writeFile(isabellaPath, text);

  return [
    {
      name: 'stress (10,000 actions)',
      path: stressPath,
      module: stress.module,
      graph: createHexMapGraph(stress.module.map),
      ...written,
      pieces: tableSetup(stress.module, STRESS_SETUP).pieces.length,
      identity,
    },
    {
      name: 'Isabella campaign',
      path: isabellaPath,
      module: isabella.module,
      graph: createHexMapGraph(isabella.module.map),
      actions: 0,
      pieces: isabellaPieces,
      bytes: Buffer.byteLength(text),
    },
  ];
}
