// The hash-chained action log. Each entry commits to the one before it, so changing, dropping, reordering
// or duplicating any entry is detected, and verifyLog names the first entry that does not check out.

import type { Action, LogEntry, RecordedViolation, Violation } from './types.js';
import { canonicalJson, canonicalJsonFast, sha256Hex, stringifiesAsCanonical } from './hash.js';

/** The prevHash of entry 0: 64 zeros (no entry comes before it). */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields an entry may have, in RFC 8785 key order (UTF-16 code-unit order), `hash` aside. */
const BODY_KEYS = ['args', 'prevHash', 'seq', 'side', 'verb', 'violations'] as const;
const ENTRY_KEYS = new Set<string>([...BODY_KEYS, 'hash', 'sig']);

/**
 * RFC 8785 canonical JSON of an entry without `hash`. Entries with exactly the known fields take a fast path
 * that writes the outer object itself (its keys are fixed and listed in canonical order above) and
 * canonicalizes only the values; anything else (an extra or missing field) goes through the general path.
 * Both give the same text (a property test holds them equal); verification hashes 10,000 entries per replay.
 */
export function entryCanonical(entry: Omit<LogEntry, 'hash'> & { hash?: string }): string {
  const e = entry as unknown as Record<string, unknown>;
  let known =
    e.args !== undefined &&
    e.prevHash !== undefined &&
    e.seq !== undefined &&
    e.side !== undefined &&
    e.verb !== undefined;
  if (known)
    for (const k in e)
      if (!ENTRY_KEYS.has(k) || !Object.hasOwn(e, k)) {
        known = false;
        break;
      }
  if (known && typeof e.prevHash === 'string' && typeof e.side === 'string' && typeof e.verb === 'string') {
    const { args, prevHash, seq, side, verb, violations } = e;
    // Values already in canonical form (read from a file this app wrote): one native write of the whole body,
    // its keys in canonical order.
    if (
      stringifiesAsCanonical(args) &&
      stringifiesAsCanonical(seq) &&
      (violations === undefined || stringifiesAsCanonical(violations))
    )
      return JSON.stringify({ args, prevHash, seq, side, verb, violations });
    const argsText = canonicalJsonFast(args);
    const violationsText = violations === undefined ? '' : canonicalJsonFast(violations);
    if (argsText !== null && violationsText !== null) {
      let text =
        `{"args":${argsText},"prevHash":${JSON.stringify(prevHash)},"seq":${canonicalJson(seq)}` +
        `,"side":${JSON.stringify(side)},"verb":${JSON.stringify(verb)}`;
      if (violations !== undefined) text += `,"violations":${violationsText}`;
      return `${text}}`;
    }
  }
  // Hash everything but `hash` and `sig` (which signs the hash): a field added by a tamperer changes the hash.
  const { hash: _ignored, sig: _signature, ...body } = entry as LogEntry;
  return canonicalJson(body);
}

/** The hash an entry must carry: SHA-256 of the canonical JSON of every field except `hash`. */
export function entryHash(entry: Omit<LogEntry, 'hash'> & { hash?: string }): string {
  return sha256Hex(entryCanonical(entry));
}

/**
 * A violation as a log entry records it: rule id, section and params, never the message, so rewording or
 * translating a message never changes a saved game's hashes.
 */
export function recordedViolation(v: RecordedViolation): RecordedViolation {
  const out: RecordedViolation = { rule: v.rule, section: v.section };
  if (v.params !== undefined) out.params = v.params;
  return out;
}

/** The next log entry for `action`, chained to `prev` (for the first entry: null, and the game's genesis). */
export function makeEntry(
  prev: LogEntry | null,
  action: Action,
  violations?: Violation[],
  genesis: string = GENESIS_HASH,
): LogEntry {
  const body: Omit<LogEntry, 'hash'> = {
    seq: prev ? prev.seq + 1 : 0,
    side: action.side,
    verb: action.verb,
    args: action.args,
    prevHash: prev ? prev.hash : genesis,
  };
  // An empty list is left out, so honor and enforced entries have one spelling only.
  if (violations && violations.length > 0) body.violations = violations.map(recordedViolation);
  if (action.reveals !== undefined) body.reveals = action.reveals;
  return { ...body, hash: entryHash(body) };
}

/** The outcome of checking a log: ok, or the first bad entry (its expected seq and its index) and why. */
export type VerifyResult = { ok: true } | { ok: false; seq: number; index: number; reason: string };

const HEX64 = /^[0-9a-f]{64}$/;

/** Why an entry's shape is wrong, or null if it has every field with the right type. */
function shapeProblem(e: unknown): string | null {
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return 'is not an object';
  const o = e as Record<string, unknown>;
  if (!Number.isInteger(o.seq)) return 'has no integer seq';
  if (typeof o.side !== 'string') return 'has no side';
  if (typeof o.verb !== 'string' || o.verb === '') return 'has no verb';
  if (o.args === null || typeof o.args !== 'object' || Array.isArray(o.args)) return 'has no args object';
  if (o.violations !== undefined && !Array.isArray(o.violations)) return 'has violations that are not a list';
  if (o.reveals !== undefined && (o.reveals === null || typeof o.reveals !== 'object' || Array.isArray(o.reveals)))
    return 'has reveals that are not an object';
  if (typeof o.prevHash !== 'string' || !HEX64.test(o.prevHash)) return 'has no valid prevHash';
  if (typeof o.hash !== 'string' || !HEX64.test(o.hash)) return 'has no valid hash';
  if (o.sig !== undefined && (typeof o.sig !== 'string' || !/^[0-9a-f]{128}$/.test(o.sig)))
    return 'has a signature that is not 128 hexadecimal digits';
  return null;
}

/** Where a checked run of entries starts: the first one's seq, and the hash it must chain to (unchecked if absent). */
export interface LogStart {
  seq: number;
  prevHash?: string;
}

/** Why entry `i` of `log` does not check out (the first of its problems, in a fixed order), or null. */
function entryProblem(log: LogEntry[], i: number, from: LogStart): string | null {
  const e = log[i];
  const seq = from.seq + i;
  const problem = shapeProblem(e);
  if (problem) return problem;
  if (e.seq !== seq)
    return `has seq ${e.seq} where seq ${seq} was expected (an entry was dropped, duplicated or moved)`;
  const expectedPrev = i === 0 ? from.prevHash : log[i - 1].hash;
  if (expectedPrev !== undefined && e.prevHash !== expectedPrev)
    return 'does not chain to the entry before it (prevHash differs)';
  let actual: string;
  try {
    actual = entryHash(e);
  } catch (err) {
    return `cannot be hashed: ${(err as Error).message}`;
  }
  return actual === e.hash ? null : 'was changed after it was written (its hash does not match its contents)';
}

/** 1 for the character codes of lowercase hexadecimal digits. */
const HEX_DIGIT = new Uint8Array(128);
for (const c of '0123456789abcdef') HEX_DIGIT[c.charCodeAt(0)] = 1;

/** Whether `s` is `n` lowercase hexadecimal digits (as /^[0-9a-f]{n}$/, at a third of its cost for 128). */
function isHex(s: string, n: number): boolean {
  if (s.length !== n) return false;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 127 || HEX_DIGIT[c] === 0) return false;
  }
  return true;
}

/**
 * Whether entry i > 0 checks out, tested the quick way: its prevHash EQUALS the entry before's hash and its hash
 * EQUALS the one computed, so neither needs its own hexadecimal test (they equal checked digests). Any doubt
 * goes to entryProblem, which names the problem exactly as a full check would.
 */
function entryOk(log: LogEntry[], i: number, seq: number): boolean {
  const e = log[i] as unknown as Record<string, unknown> | null;
  if (e === null || typeof e !== 'object' || Array.isArray(e) || e.seq !== seq) return false;
  if (typeof e.side !== 'string' || typeof e.verb !== 'string' || e.verb === '') return false;
  const args = e.args;
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return false;
  if (e.violations !== undefined && !Array.isArray(e.violations)) return false;
  if (typeof e.prevHash !== 'string' || e.prevHash !== log[i - 1].hash || typeof e.hash !== 'string') return false;
  if (e.sig !== undefined && (typeof e.sig !== 'string' || !isHex(e.sig, 128))) return false;
  try {
    return entryHash(e as unknown as LogEntry) === e.hash;
  } catch {
    return false;
  }
}

/**
 * Check seq continuity, the prevHash chain and every entry's own hash; name the first entry that fails. By default
 * the whole log from genesis; `from` checks a tail of it (the entries after a snapshot the caller made itself).
 */
export function verifyLog(log: LogEntry[], from: LogStart = { seq: 0, prevHash: GENESIS_HASH }): VerifyResult {
  if (!Array.isArray(log)) return { ok: false, seq: from.seq, index: 0, reason: 'The log is not a list of entries' };
  for (let i = 0; i < log.length; i++) {
    // The entry's position fixes the seq it must have; a dropped, duplicated or moved entry breaks this.
    const seq = from.seq + i;
    if (i > 0 && entryOk(log, i, seq)) continue;
    const problem = entryProblem(log, i, from);
    if (problem) return { ok: false, seq, index: i, reason: `Entry ${seq}: ${problem}` };
  }
  return { ok: true };
}

/** The action a log entry records. */
export function entryAction(e: LogEntry): Action {
  return e.reveals === undefined
    ? { side: e.side, verb: e.verb, args: e.args }
    : { side: e.side, verb: e.verb, args: e.args, reveals: e.reveals };
}
