// Signed histories: every log entry is signed by the player of its side, and the file carries a signed head
// (the genesis, the log length and the last entry's hash) so a dropped tail is caught. checkSignedHistory names
// the first thing that does not check out, in a sentence.

import { createHash } from 'node:crypto';
import type { LogEntry } from '../../engine/core/types.js';
import type { GamePlayer } from '../../engine/core/genesis.js';
import { genesisHash } from '../../engine/core/genesis.js';
import { GENESIS_HASH, verifyLog } from '../../engine/core/log.js';
import { canonicalJson } from '../../engine/core/hash.js';
import type { SaveFile, SignedHead } from '../../schemas/save.js';
import { verifySignature } from './identity.js';

/** What an entry's signature signs: its hash, tagged so no other message can be mistaken for it. */
export function entryMessage(hash: string): string {
  return `sandtable/entry/v1\u0000${hash}`;
}

/** What a head signature signs: the genesis, the number of entries and the last entry's hash. */
export function headMessage(genesis: string, length: number, hash: string): string {
  return `sandtable/head/v1\u0000${canonicalJson({ genesis, hash, length })}`;
}

/** The head of a log: its length and last hash (the genesis when empty), signed by `side` with `sign`. */
export function signHead(
  genesis: string,
  log: readonly LogEntry[],
  side: string,
  sign: (m: string) => string,
): SignedHead {
  const hash = log.length > 0 ? log[log.length - 1]!.hash : genesis;
  return { length: log.length, hash, side, sig: sign(headMessage(genesis, log.length, hash)) };
}

/**
 * A prefix of a game's log whose signatures this machine has already checked (verified.ts): its length and the
 * hash of its last entry. The chain binds every entry of the prefix to that hash, so their signatures need no
 * second check; the chain itself is always checked whole.
 */
export interface VerifiedPrefix {
  length: number;
  hash: string;
  /** SHA-256 of the prefix's signatures: a signature changed since (the hash does not cover it) is checked again. */
  sigs: string;
}

/** The digest of the signatures of the first `length` entries (what VerifiedPrefix.sigs remembers). */
export function signaturesDigest(log: readonly LogEntry[], length: number): string {
  const h = createHash('sha256');
  for (let i = 0; i < length; i++) h.update(`${log[i]!.sig ?? '-'}\n`);
  return h.digest('hex');
}

/** The outcome of checking a file's history: ok, or the first problem (entry seq, or -1 for the set-up). */
export type HistoryCheck = { ok: true; signed: boolean } | { ok: false; seq: number; reason: string };

/** A side's display name in messages: the player's name and side. */
function who(players: readonly GamePlayer[], side: string): string {
  const p = players.find((x) => x.side === side);
  return p?.name ? `${p.name} (${side})` : `the ${side} player`;
}

/**
 * Checks a save file's whole history: the genesis against the set-up, module and players; the hash chain from
 * it; each entry's signature by its side's key; the signed head against the log. Files without a genesis
 * (written before format 2) are checked as a plain chain and reported unsigned.
 */
export function checkSignedHistory(file: SaveFile, verified?: VerifiedPrefix): HistoryCheck {
  const players = file.players ?? [];
  if (file.genesis === undefined) {
    const chain = verifyLog(file.log, { seq: 0, prevHash: GENESIS_HASH });
    return chain.ok ? { ok: true, signed: false } : { ok: false, seq: chain.seq, reason: chain.reason };
  }
  const expected = genesisHash({ module: file.module, setup: file.setup, players });
  if (expected !== file.genesis) {
    return {
      ok: false,
      seq: -1,
      reason:
        'The set-up was changed after the game started: its scenario, seed, dice, mode, options, module or players ' +
        'no longer give the genesis hash its history was started from',
    };
  }
  const chain = verifyLog(file.log, { seq: 0, prevHash: file.genesis });
  if (!chain.ok) return { ok: false, seq: chain.seq, reason: chain.reason };
  const keyed = players.filter((p) => p.publicKey);
  if (keyed.length === 0) return { ok: true, signed: false };
  const known =
    verified &&
    verified.length <= file.log.length &&
    file.log[verified.length - 1]?.hash === verified.hash &&
    signaturesDigest(file.log, verified.length) === verified.sigs;
  for (const e of known ? file.log.slice(verified.length) : file.log) {
    const key = players.find((p) => p.side === e.side)?.publicKey;
    if (!key) return { ok: false, seq: e.seq, reason: `Entry ${e.seq}: the side "${e.side}" has no player key` };
    if (e.sig === undefined)
      return { ok: false, seq: e.seq, reason: `Entry ${e.seq} (${e.verb}) is not signed by ${who(players, e.side)}` };
    if (!verifySignature(key, entryMessage(e.hash), e.sig))
      return {
        ok: false,
        seq: e.seq,
        reason: `Entry ${e.seq} (${e.verb}) carries a signature that is not ${who(players, e.side)}'s`,
      };
  }
  return checkHead(file, players);
}

function checkHead(file: SaveFile, players: readonly GamePlayer[]): HistoryCheck {
  const head = file.head;
  const n = file.log.length;
  if (!head) return { ok: false, seq: n, reason: 'The file has no signed head, so a dropped tail cannot be ruled out' };
  const key = players.find((p) => p.side === head.side)?.publicKey;
  if (!key || !verifySignature(key, headMessage(file.genesis!, head.length, head.hash), head.sig))
    return { ok: false, seq: n, reason: `The file's head is not signed by ${who(players, head.side)}` };
  if (head.length > n)
    return {
      ok: false,
      seq: n,
      reason: `Entries ${n} to ${head.length - 1} were dropped from the end: the signed head counts ${head.length} entries, the log has ${n}`,
    };
  const last = n > 0 ? file.log[n - 1]!.hash : file.genesis!;
  if (head.length < n || head.hash !== last)
    return {
      ok: false,
      seq: head.length,
      reason: `Entry ${head.length} and after are not covered by the signed head (it ends after ${head.length} entries)`,
    };
  return { ok: true, signed: true };
}
