// The saved game (.sandtable) as TypeScript: the types TypeBox infers from the save format's declarations
// (schemas/save/), the very schemas schemas/save.schema.json is written from and the validator checks.
// The log is the truth (state = replay(setup, log)); snapshots are caches the loader checks against a replay.
// Only types come from there (import type): the page reads this file's constants without loading TypeBox.

import type { Static } from 'typebox';
import type * as Save from './save/file.js';

/** The save format this build writes; files with a higher number are refused ("made by a newer Sandtable"). */
export const SAVE_FORMAT_VERSION = 2;

/** The file name extension of saved games. */
export const SAVE_EXTENSION = '.sandtable';

/** The largest saved game we agree to read (checked before parsing). */
export const MAX_SAVE_BYTES = 50 * 1024 * 1024;

/** Which module (and exactly which content) a game was played with; the hash is electron/services/modules.ts's. */
export type SaveModuleRef = Static<typeof Save.SaveModuleRef>;

/**
 * A cached game state: the state after log entries 0..seq (inclusive) were applied, the same convention as
 * engine/core/replay.ts. Files before 0.2 carried them every 50 entries; files are now written without any
 * (opening replays the log).
 */
export type SaveSnapshot = Static<typeof Save.SaveSnapshot>;

/** A player of the game: the side, a name, the key that signs its entries and the key sealed sections use. */
export type SavePlayer = Static<typeof Save.SavePlayer>;

/** The log's length and last hash (the genesis when empty), signed by `side`: a dropped tail is caught. */
export type SignedHead = Static<typeof Save.SignedHead>;

/**
 * A section only `side` may read (hidden information, its dice secrets): encrypted to that side's box key with
 * an ephemeral X25519 key `epk` and XChaCha20-Poly1305; `commit` is the hash the owner reveals against.
 */
export type SealedSection = Static<typeof Save.SealedSection>;

/** The computer playing one side, saved with the game so it reopens with its opponent. */
export type SaveOpponent = Static<typeof Save.SaveOpponent>;

/** The whole saved game, format 2 (format 1 had no genesis, signatures, head or sealed sections). */
export type SaveFile = Static<typeof Save.SaveFile>;
