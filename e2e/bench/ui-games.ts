// The games `npm run bench:ui` opens, written as save files before the browser starts: the stress module's long
// game (10,000 honor-mode actions, assets/tools/stress/long-game.ts), Operation Isabella's campaign at its start
// (honor mode, so counters move anywhere by hand) and The Struggle for Europe's Barbarossa (its four map sheets on
// one lattice) at the Axis's first Movement Phase (honor mode; its rules carry out a move only where the unit may
// go, so the bench moves counters by the moves listed), each with the module data the bench needs to pick empty
// hexes and lone counters.

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GameModule } from '../../engine/core/module.js';
import type { Action } from '../../engine/core/types.js';
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
  /** Its counters move by hand only where its rules list a move (The Struggle for Europe): the bench moves those. */
  listed?: boolean;
}

/** Writes the games into `dir`; `modulesDir` is where the installed modules are (assets/modules). */
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

  /** A scenario of a module at its start, in honor mode with `options`, with `first` played, written to `file`. */
  const atStart = async (
    moduleId: string,
    scenarioId: string,
    file: string,
    name: string,
    first: Action[] = [],
    options: Record<string, boolean> = {},
  ) => {
    const loaded = await load(moduleId);
    const setup = { scenarioId, seed: 'bench-ui', mode: 'honor' as const, options };
    const made = await GameDocument.create(loaded, createInProcessRunner(loaded.module), setup);
    if (!made.ok) throw new Error(made.error.message);
    for (const a of first) {
      const r = await made.value.act(a);
      if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    }
    const text = serializeSaveFile(made.value.toSaveFile('0.1.0'));
    const pieces = made.value.state.pieces.length;
    await made.value.dispose();
    const path = join(dir, file);
    await writeFile(path, text);
    const graph = createHexMapGraph(loaded.module.map);
    const bytes = Buffer.byteLength(text);
    return { name, path, module: loaded.module, graph, actions: first.length, pieces, bytes } as BenchGame;
  };

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
    await atStart('isabella', 'campaign', 'isabella-campaign.sandtable', 'Isabella campaign'),
    // §4.02 the Axis's first Reinforcement Phase passes by itself (nothing to place): its units move (§4.03), by the
    // moves the rules list; without †§28.16b's surprise before it, whose prompt would come first (the same view)
    {
      ...(await atStart('sfe', 'barbarossa', 'sfe-barbarossa.sandtable', 'SFE Barbarossa, Axis movement', [], {
        firstTurnSurprise: false,
      })),
      listed: true,
    },
  ];
}
