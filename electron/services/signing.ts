// Signed histories: the entries of each player are signed by that player, one signature per run (a run is a
// maximal sequence of consecutive entries whose sides belong to the same player key: a hot-seat game held by one
// player is one run, a game by e-mail one run per turn). The hash chain binds every entry of a run to its last
// entry, so that entry's signature covers the whole run. The file also carries a signed head (the genesis, the log
// length and the last entry's hash) so a dropped tail is caught. checkSignedHistory names the first thing that does
// not check out, in a sentence.

import { createHash } from 'node:crypto';
import type { LogEntry } from '../../engine/core/types.js';
import type { GamePlayer } from '../../engine/core/genesis.js';
import { genesisHash } from '../../engine/core/genesis.js';
import { GENESIS_HASH, verifyLog } from '../../engine/core/log.js';
import { canonicalJson } from '../../engine/core/hash.js';
import type { SaveFile, SignedHead } from '../../schemas/save.js';
import { verifySignature } from './identity.js';

/**
 * What an entry's signature signs: its hash, tagged so no other message can be mistaken for it. Signing the last
 * entry of a run signs the whole run: each entry's hash covers the hash of the one before it.
 */
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
 * second check; the chain itself is always checked whole. Trusted only up to its last signed entry (trustedLength).
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

/**
 * How many entries at the start of `log` need no signature check here: the remembered prefix when its last hash
 * and its signatures' digest still match, cut back to its last signed entry. Why the cut: the prefix was checked
 * (or signed here) as part of a longer history, and an entry inside a run was covered then by the signature of
 * a later entry that this file may not carry (another continuation could end the run right there, unsigned). A
 * prefix whose last entry is signed is a signed history on its own: each run ending before that entry ends where
 * the next entry, inside the prefix, belongs to another key, so it ended there in the checked history too and its
 * signature was checked; the last entry's checked signature covers the last run. The digest matching over the
 * whole remembered length means every signature up to that entry is the one checked then. The run through the
 * cut point is checked from there on as any other.
 */
function trustedLength(log: readonly LogEntry[], verified: VerifiedPrefix | undefined): number {
  if (!verified || verified.length < 1 || verified.length > log.length) return 0;
  if (log[verified.length - 1]!.hash !== verified.hash) return 0;
  if (signaturesDigest(log, verified.length) !== verified.sigs) return 0;
  let n = verified.length;
  while (n > 0 && log[n - 1]!.sig === undefined) n--;
  return n;
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
 * it; the signed head against the log; the signatures by the players' keys: the last entry of every run must carry
 * a valid signature by its key, an earlier entry of a run may carry none, and every signature present is checked
 * (files signed entry by entry, written before runs, still open, and a changed signature anywhere is caught). The
 * head comes before the entries' signatures so that a dropped tail is named as such, not as its last remaining
 * entry lacking the signature of its run. Files without a genesis (written before format 2) are checked as a
 * plain chain and reported unsigned.
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
  if (!players.some((p) => p.publicKey)) return { ok: true, signed: false };
  const head = checkHead(file, players);
  if (!head.ok) return head;
  const log = file.log;
  const keys = new Map(players.map((p) => [p.side, p.publicKey]));
  for (let i = trustedLength(log, verified); i < log.length; i++) {
    const e = log[i]!;
    const key = keys.get(e.side);
    if (!key) return { ok: false, seq: e.seq, reason: `Entry ${e.seq}: the side "${e.side}" has no player key` };
    const next = log[i + 1];
    const endsRun = next === undefined || keys.get(next.side) !== key;
    if (e.sig === undefined ? !endsRun : verifySignature(key, entryMessage(e.hash), e.sig)) continue;
    // The entries its signature covers, from the start of its run (for the sentence only).
    let start = i;
    while (start > 0 && keys.get(log[start - 1]!.side) === key) start--;
    const run =
      start < i && endsRun
        ? `, and it is the last of entries ${start} to ${e.seq}, made one after another by that player: ` +
          'its signature is the one that covers them all'
        : '';
    const reason =
      e.sig === undefined
        ? `Entry ${e.seq} (${e.verb}) is not signed by ${who(players, e.side)}${run}`
        : `Entry ${e.seq} (${e.verb}) carries a signature that is not ${who(players, e.side)}'s${run}`;
    return { ok: false, seq: e.seq, reason };
  }
  return head;
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
