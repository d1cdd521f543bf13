// The saved game (.sandtable) as TypeScript: the same shape schemas/save.schema.json checks.
// The log is the truth (state = replay(setup, log)); snapshots are caches the loader checks against a replay.

import type { GameState, LogEntry } from '../engine/core/types.js';
import type { GameSetup } from '../engine/core/rules.js';
import type { GamePlayer } from '../engine/core/genesis.js';

/** The save format this build writes; files with a higher number are refused ("made by a newer Sandtable"). */
export const SAVE_FORMAT_VERSION = 2;

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
 * engine/core/replay.ts. Files before 0.2 carried them every 50 entries; files are now written without any
 * (opening replays the log).
 */
export interface SaveSnapshot {
  seq: number;
  state: GameState;
}

/** A player of the game: the side, a name, the key that signs its entries and the key sealed sections use. */
export type SavePlayer = GamePlayer;

/** The log's length and last hash (the genesis when empty), signed by `side`: a dropped tail is caught. */
export interface SignedHead {
  length: number;
  hash: string;
  side: string;
  sig: string;
}

/**
 * A section only `side` may read (hidden information, its dice secrets): encrypted to that side's box key with
 * an ephemeral X25519 key `epk` and XChaCha20-Poly1305; `commit` is the hash the owner reveals against.
 */
export interface SealedSection {
  side: string;
  kind: string;
  epk: string;
  nonce: string;
  box: string;
  commit: string;
  /** Its side's player's Ed25519 signature of it and the game's genesis: nobody else can replace it. */
  sig?: string;
}

/** The whole saved game, format 2 (format 1 had no genesis, signatures, head or sealed sections). */
export interface SaveFile {
  formatVersion: 2;
  app: { name: 'sandtable'; version: string };
  module: SaveModuleRef;
  setup: GameSetup;
  log: LogEntry[];
  snapshots: SaveSnapshot[];
  players?: SavePlayer[];
  /** Hash of the module, set-up and players (engine/core/genesis.ts); entry 0 chains to it. Absent: format 1. */
  genesis?: string;
  /** The signed head (signed games). */
  head?: SignedHead;
  /** Sections encrypted to one side. */
  sealed?: SealedSection[];
  /** ISO 8601 time of saving (informational; not part of any hash). */
  savedAt?: string;
}
