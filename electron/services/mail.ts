// Play by e-mail, the part that lives on this machine: each game's record (this player's side, its secret dice
// chain, the terms it was invited to or joined and the history as last sent or accepted), and the verdict on an
// opponent's file: does it continue the history this player knows, and what is new in it. How a game begins is
// invitation.ts's.

import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { atomicWriteFile } from './files.js';
import { join } from 'node:path';
import type { Action, GameState, LogEntry } from '../../engine/core/types.js';
import { REVEAL_KEY } from '../../engine/core/consent.js';
import { chainSecret } from '../../engine/core/dice-chain.js';
import type { GameTerms } from './mail-terms.js';

/** Secrets in one side's dice chain: one is revealed per turn. */
export const CHAIN_LENGTH = 2048;

/** What this machine keeps of one game by e-mail (user data, never in a save). */
export interface MailRecord {
  gameId: string;
  side: string;
  /** The seed of this side's secret dice chain (hex); its head is committed in the game's set-up. */
  chainSeed: string;
  /** The hashes of the history as this player last sent or accepted it. */
  known: string[];
  /** What the invitation bound, when this machine invited or joined (records made before them have none). */
  terms?: GameTerms;
  /** This machine's part in the invitation. */
  role?: 'invited' | 'joined';
  /** The game's genesis hash once known (joined, or the first file of it accepted): every file must have it. */
  genesis?: string;
  /** The joiner's machine: what it answered the invitation with (its name and keys), which the game must keep. */
  joiner?: { name?: string; publicKey: string; boxKey: string };
}

const ID = /^[0-9a-f]{32}$/;

function recordPath(dataDir: string, gameId: string): string {
  return join(dataDir, 'mail', `${gameId}.json`);
}

/** Whether a string is a game id as this app makes them (32 hex digits). */
export function isGameId(v: unknown): v is string {
  return typeof v === 'string' && ID.test(v);
}

/** The record of a game, or null when this machine has none. */
export async function readRecord(dataDir: string, gameId: string): Promise<MailRecord | null> {
  if (!ID.test(gameId)) return null;
  try {
    const r = JSON.parse(await readFile(recordPath(dataDir, gameId), 'utf8')) as MailRecord;
    return r && r.gameId === gameId && Array.isArray(r.known) ? r : null;
  } catch {
    return null;
  }
}

/** Writes a record atomically, readable by this user only. */
export async function writeRecord(dataDir: string, r: MailRecord): Promise<void> {
  // The game id names the file: only the ids this app makes (32 hex digits), never a path from a file.
  if (!ID.test(r.gameId)) throw new Error(`"${r.gameId}" is not a game id`);
  await mkdir(join(dataDir, 'mail'), { recursive: true });
  await atomicWriteFile(recordPath(dataDir, r.gameId), `${JSON.stringify(r)}\n`, undefined, { mode: 0o600 });
}

/** A new record with a fresh secret dice chain for `side`. */
export function newRecord(gameId: string, side: string): MailRecord {
  return { gameId, side, chainSeed: randomBytes(32).toString('hex'), known: [] };
}

/** The committed head of a record's dice chain. */
export function diceCommit(r: MailRecord): string {
  return chainSecret(r.chainSeed, 0, CHAIN_LENGTH);
}

/** The reveal of this side's next secret, after the `revealed` ones the history already holds. */
export function nextReveal(r: MailRecord, revealed: number): { index: number; secret: string } {
  const index = revealed + 1;
  return { index, secret: chainSecret(r.chainSeed, index, CHAIN_LENGTH) };
}

/**
 * The reveal of this side's dice chain seed once the game is over (its `vars.result` set) and not yet revealed:
 * the other side can then audit every card this side drew (engine/core/replay.ts keysInLog). Null otherwise.
 */
export function finalReveal(state: GameState, log: readonly LogEntry[], r: MailRecord): Action | null {
  const over = (state.vars as { result?: unknown }).result;
  if (over === undefined || over === null) return null;
  if (log.some((e) => e.side === r.side && e.verb === REVEAL_KEY)) return null;
  return { side: r.side, verb: REVEAL_KEY, args: { seed: r.chainSeed } };
}

/** What an opponent's file is, measured against the history this player knows. */
export type Verdict =
  | { ok: true; from: number; count: number; sides: string[]; message: string }
  | { ok: false; seq: number; message: string };

/** Does `log` continue the history `known` (hashes as last sent or accepted)? `name` labels a side. */
export function verdict(known: readonly string[], log: readonly LogEntry[], name: (side: string) => string): Verdict {
  for (let i = 0; i < known.length; i++) {
    if (i >= log.length)
      return {
        ok: false,
        seq: i,
        message: `Entries ${i} to ${known.length - 1}, which you sent or accepted, are missing: the file was cut back`,
      };
    if (log[i]!.hash !== known[i])
      return { ok: false, seq: i, message: `Entry ${i} was changed after you sent or accepted it` };
  }
  const fresh = log.slice(known.length);
  const sides = [...new Set(fresh.map((e) => e.side))];
  const by = sides.length === 0 ? '' : ` by ${sides.map(name).join(' and ')}`;
  const n = fresh.length;
  return {
    ok: true,
    from: known.length,
    count: n,
    sides,
    message: `Continues your game from entry ${known.length}: ${n} new action${n === 1 ? '' : 's'}${by}`,
  };
}
