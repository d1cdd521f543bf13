// What this machine has already checked of each signed game: the longest prefix of its log whose signatures
// were verified here (by genesis). Reopening a long game then checks the signatures of the new entries only;
// the hash chain is still checked whole, and it binds the prefix to the hash remembered here. With one signature
// per run (signing.ts), a prefix is trusted only up to its last signed entry (signing.ts trustedLength says why).
// Kept in user data, a few hundred games at most; losing it only costs time.

import { mkdir, readFile } from 'node:fs/promises';
import { atomicWriteFile } from './files.js';
import { join } from 'node:path';
import type { LogEntry } from '../../engine/core/types.js';
import { signaturesDigest, type VerifiedPrefix } from './signing.js';

/** Games remembered at most (the oldest are forgotten first). */
export const MAX_VERIFIED_GAMES = 300;

const HEX64 = /^[0-9a-f]{64}$/;

/** The verified prefixes of this machine, loaded once and written after each change. */
export class VerifiedStore {
  private prefixes = new Map<string, VerifiedPrefix>();
  private readonly path: string;

  constructor(private readonly dataDir: string) {
    this.path = join(dataDir, 'verified.json');
  }

  /** Reads the store; a missing or damaged file is an empty store. */
  async load(): Promise<void> {
    try {
      const raw = JSON.parse(await readFile(this.path, 'utf8')) as Record<string, VerifiedPrefix>;
      for (const [genesis, p] of Object.entries(raw)) {
        if (HEX64.test(genesis) && Number.isInteger(p?.length) && p.length > 0 && HEX64.test(p?.hash))
          if (HEX64.test(p.sigs)) this.prefixes.set(genesis, { length: p.length, hash: p.hash, sigs: p.sigs });
      }
    } catch {
      this.prefixes.clear();
    }
  }

  /** The verified prefix of a game, if any. */
  get(genesis: string): VerifiedPrefix | undefined {
    return this.prefixes.get(genesis);
  }

  /**
   * Remembers that `log` is a signed history checked (or made) here: every signature present was verified and
   * the last entry of every run carries one. Its signatures are part of what is remembered (an entry's signature
   * dropped since, when a later entry took over its run, makes a different record).
   */
  async record(genesis: string, log: readonly LogEntry[]): Promise<void> {
    const last = log[log.length - 1];
    if (!last) return;
    const had = this.prefixes.get(genesis);
    const sigs = signaturesDigest(log, log.length);
    if (had && had.length === log.length && had.hash === last.hash && had.sigs === sigs) return;
    this.prefixes.delete(genesis);
    this.prefixes.set(genesis, { length: log.length, hash: last.hash, sigs });
    while (this.prefixes.size > MAX_VERIFIED_GAMES) this.prefixes.delete(this.prefixes.keys().next().value!);
    await mkdir(this.dataDir, { recursive: true });
    // A cache: atomic, but not worth two fsyncs on every save.
    await atomicWriteFile(this.path, JSON.stringify(Object.fromEntries(this.prefixes)), undefined, { durable: false });
  }
}
