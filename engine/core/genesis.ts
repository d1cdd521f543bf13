// The genesis of a game's history: one hash that commits to everything the game started from (the module and
// its exact content, the scenario, the seed or dice commitments, the mode, the options, the players and their
// keys). Entry 0 chains to it, so changing any of these after the first action breaks the chain, and the signed
// head of the file covers it even before the first action.

import type { SideId } from './types.js';
import type { GameSetup } from './rules.js';
import { canonicalJson, sha256Hex } from './hash.js';

/** A player as a game records it: the side, a display name and the public keys (hex) that sign and receive. */
export interface GamePlayer {
  side: SideId;
  name?: string;
  /** Ed25519 public key (64 hex) that signs this side's entries. */
  publicKey?: string;
  /** X25519 public key (64 hex) that sealed sections for this side are encrypted to. */
  boxKey?: string;
}

/** Everything the genesis hash commits to. */
export interface GenesisInput {
  module: { id: string; version: string; contentHash: string };
  setup: GameSetup;
  players: GamePlayer[];
}

/** The format tag inside the genesis, so a later format cannot be confused with this one. */
export const GENESIS_FORMAT = 'sandtable/genesis/v1';

/** The genesis hash (64 hex) of a game. */
export function genesisHash(g: GenesisInput): string {
  const players = [...g.players].sort((a, b) => (a.side < b.side ? -1 : a.side > b.side ? 1 : 0));
  return sha256Hex(canonicalJson({ format: GENESIS_FORMAT, module: g.module, setup: g.setup, players }));
}

/** A short fingerprint of a public key for people to compare by voice or mail: 4 groups of 4 hex digits. */
export function fingerprint(publicKey: string): string {
  const h = sha256Hex(`sandtable/fingerprint/v1\u0000${publicKey}`).slice(0, 16).toUpperCase();
  return h.match(/.{4}/g)!.join('-');
}
