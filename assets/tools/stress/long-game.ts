// The stress module's long game: 10,000 honor-mode actions (mostly counters moved hex to hex, some to and from the
// counter sheet's boxes, a few flips and phase ends), drawn from a fixed seed and recorded the way the app records
// a game (GameDocument.act with the in-process engine, signed by its player), written as a save file on demand.
// Run: npx tsx assets/tools/stress/long-game.ts [out.sandtable] [actions]   (about 4 MB; not committed)

import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { GameSetup } from '../../../engine/core/rules.js';
import type { Action, GameState, JsonObject } from '../../../engine/core/types.js';
import { seeded } from '../../../engine/bench/synthetic.js';
import { createInProcessRunner } from '../../../electron/engine-host/runner.js';
import { GameDocument } from '../../../electron/services/document.js';
import { type Identity, newIdentity, signerOf } from '../../../electron/services/identity.js';
import { type LoadedModule, loadModuleDir } from '../../../electron/services/modules.js';
import { saveText } from '../../../electron/services/save-size.js';
import { STRESS_DIR } from './build.js';

/** The long game's set-up: the stress module's one scenario, honor mode (the table rules). */
export const STRESS_SETUP: GameSetup = { scenarioId: 'stress', seed: 'stress-long-game', mode: 'honor', options: {} };

/** The installed stress module (assets/modules/stress), loaded and checked as the app loads it. */
export async function loadStressModule(dir = STRESS_DIR): Promise<LoadedModule> {
  const r = await loadModuleDir(dir, 'stress');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

type Rnd = ReturnType<typeof seeded>;

/**
 * The next action: 85% a move to a land hex, 8% a move into a box, 6.7% a flip, 0.3% the next phase (so the
 * game ends near its last turn, the 10th).
 */
function nextAction(rnd: Rnd, state: GameState, land: readonly string[]): Action {
  const k = rnd(0, 999) / 10;
  const piece = state.pieces[rnd(0, state.pieces.length - 1)]!;
  const side = piece.side;
  if (k < 85)
    return { side, verb: 'move', args: { piece: piece.id, to: { kind: 'hex', hex: land[rnd(0, land.length - 1)]! } } };
  if (k < 93) {
    const box: JsonObject = rnd(0, 1)
      ? { kind: 'box', box: 'replacements' }
      : { kind: 'box', box: 'reinforcements', index: rnd(1, 10) };
    return { side, verb: 'move', args: { piece: piece.id, to: box } };
  }
  if (k < 99.7) return { side, verb: 'flip', args: { piece: piece.id } };
  return { side: state.activeSide, verb: 'nextPhase', args: {} };
}

/** A game of `actions` accepted actions on the stress module, as an open document. */
export async function playStressGame(
  actions = 10_000,
  loaded?: LoadedModule,
  identity: Identity = newIdentity('Stress'),
): Promise<{ loaded: LoadedModule; doc: GameDocument }> {
  const mod = loaded ?? (await loadStressModule());
  const players = mod.module.manifest.sides.map((s) => ({
    side: s.id,
    name: identity.name,
    publicKey: identity.publicKey,
  }));
  const signer = { publicKey: identity.publicKey, sign: signerOf(identity) };
  const made = await GameDocument.create(mod, createInProcessRunner(mod.module), STRESS_SETUP, { players, signer });
  if (!made.ok) throw new Error(made.error.message);
  const doc = made.value;
  const rnd = seeded(2026);
  const land = mod.module.map.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id);
  for (let refused = 0; doc.log.length < actions; ) {
    const r = await doc.act(nextAction(rnd, doc.state, land));
    if (!r.ok && ++refused > 100) throw new Error(`The stress game refuses its actions: ${r.violations[0]?.message}`);
  }
  return { loaded: mod, doc };
}

/**
 * Plays the long game and writes it as a save file at `path`; returns its size and length. Its entries are signed
 * by `identity`: a host whose data folder holds that identity (saveIdentity) may go on playing it.
 */
export async function writeStressGame(
  path: string,
  actions = 10_000,
  identity: Identity = newIdentity('Stress'),
): Promise<{ bytes: number; actions: number }> {
  const { doc } = await playStressGame(actions, undefined, identity);
  const text = saveText(doc.toSaveFile('0.1.0', '2026-11-24T00:00:00.000Z'));
  await doc.dispose();
  if (!text.ok) throw new Error(text.error.message);
  await writeFile(path, text.value);
  return { bytes: text.bytes, actions: doc.log.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2] ?? 'stress-long-game.sandtable';
  const t0 = performance.now();
  const r = await writeStressGame(out, Number(process.argv[3] ?? 10_000));
  const s = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`${out}: ${r.actions} actions, ${(r.bytes / 1048576).toFixed(2)} MB, built in ${s} s`);
}
