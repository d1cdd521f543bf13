// The saved game (.sandtable) as TypeScript: the same shape schemas/save.schema.json checks.
// The log is the truth (state = replay(setup, log)); snapshots are caches the loader checks against a replay.

import type { GameState, LogEntry } from '../engine/core/types.js';
import type { GameSetup } from '../engine/core/rules.js';

/** The save format this build writes; files with a higher number are refused ("made by a newer Sandtable"). */
export const SAVE_FORMAT_VERSION = 1;

/** The file name extension of saved games. */
export const SAVE_EXTENSION = '.sandtable';

/** The largest saved game we agree to read (checked before parsing). */
export const MAX_SAVE_BYTES = 50 * 1024 * 1024;

/** Which module (and exactly which content) a game was played with. */
export interface SaveModuleRef {
  id: string;
  version: string;
  /** SHA-256 (hex) over the canonical JSON of the module data (electron/services/modules.ts). */
  contentHash: string;
}

/**
 * A cached game state: the state after log entries 0..seq (inclusive) were applied, the same convention as
 * engine/core/replay.ts. Written after every 50 entries (seq 49, 99, ...).
 */
export interface SaveSnapshot {
  seq: number;
  state: GameState;
}

/** A player of the game; public keys will sign log entries in play by e-mail. */
export interface SavePlayer {
  side: string;
  name?: string;
  publicKey?: string;
}

/** The whole saved game, format 1. */
export interface SaveFile {
  formatVersion: 1;
  app: { name: 'sandtable'; version: string };
  module: SaveModuleRef;
  setup: GameSetup;
  log: LogEntry[];
  snapshots: SaveSnapshot[];
  players?: SavePlayer[];
  /** ISO 8601 time of saving (informational; not part of any hash). */
  savedAt?: string;
}
