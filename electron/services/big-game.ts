// A big game for the file-size test and `npm run bench`: the engine benchmark's synthetic module (100x100 hexes,
// 2,000 counters) and a long honor-mode game on it (moves, flips, dice rolls, phases), recorded the way the app
// records one: GameDocument.act with the in-process engine, so the log chains to the game's genesis and every
// entry is signed by its side's player (both sides one local player, as a new game at one table is).

import type { GameSetup } from '../../engine/core/rules.js';
import type { Action } from '../../engine/core/types.js';
import { seeded, syntheticModule } from '../../engine/bench/synthetic.js';
import type { SaveFile } from '../../schemas/save.js';
import { createInProcessRunner } from '../engine-host/runner.js';
import { GameDocument } from './document.js';
import { type Identity, newIdentity, signerOf } from './identity.js';
import { type LoadedModule, moduleContentHash, moduleInfo } from './modules.js';

/** The big game's set-up: the synthetic module's one scenario, honor mode. */
export const BIG_SETUP: GameSetup = { scenarioId: 'all', seed: 'big-game', mode: 'honor', options: {} };

/** The synthetic 2,000-counter module as the app holds an installed one. */
export function bigModule(): LoadedModule {
  const module = syntheticModule();
  return { module, info: moduleInfo(module), contentHash: moduleContentHash(module), dir: '(synthetic)' };
}

/** The i-th action of the mix: 75% moves to any land hex, 12% rolls of 1-3 dice, 10% flips, 3% next phase. */
function nextAction(rnd: ReturnType<typeof seeded>, pieces: readonly string[], hexes: readonly string[]): Action {
  const k = rnd(0, 99);
  const side = rnd(0, 1) ? 'axis' : 'allied';
  const piece = pieces[rnd(0, pieces.length - 1)]!;
  if (k < 75)
    return { side, verb: 'move', args: { piece, to: { kind: 'hex', hex: hexes[rnd(0, hexes.length - 1)]! } } };
  if (k < 87) return { side, verb: 'roll', args: { count: rnd(1, 3), sides: 6, purpose: 'combat' } };
  if (k < 97) return { side, verb: 'flip', args: { piece } };
  return { side, verb: 'nextPhase', args: {} };
}

/** A game of `actions` accepted actions on the big module, as an open document and as its save file. */
export async function playBigGame(
  actions = 10_000,
  identity: Identity = newIdentity('Bench'),
): Promise<{ loaded: LoadedModule; doc: GameDocument; file: SaveFile }> {
  const loaded = bigModule();
  const players = loaded.module.manifest.sides.map((s) => ({
    side: s.id,
    name: identity.name,
    publicKey: identity.publicKey,
  }));
  const signer = { publicKey: identity.publicKey, sign: signerOf(identity) };
  const made = await GameDocument.create(loaded, createInProcessRunner(loaded.module), BIG_SETUP, { players, signer });
  if (!made.ok) throw new Error(made.error.message);
  const doc = made.value;
  const rnd = seeded(7);
  const pieces = doc.state.pieces.map((p) => p.id);
  const hexes = loaded.module.map.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id);
  for (let refused = 0; doc.log.length < actions; ) {
    const r = await doc.act(nextAction(rnd, pieces, hexes));
    if (!r.ok && ++refused > actions) throw new Error(`The big game refuses its actions: ${r.violations[0]?.message}`);
  }
  return { loaded, doc, file: doc.toSaveFile('0.1.0', '2026-11-23T00:00:00.000Z') };
}
