import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashJson, setHashImpl, sha256Hex, sha256HexPure } from '../../engine/core/hash.js';
import { entryHash, makeEntry, verifyLog } from '../../engine/core/log.js';
import type { LogEntry } from '../../engine/core/types.js';
import { nodeSha256Hex, useNodeHash } from './node-hash.js';

afterEach(() => setHashImpl(null));

describe('the host hands the engine node:crypto SHA-256', () => {
  it('property: node:crypto and the pure-JS SHA-256 give the same digest of any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
        expect(nodeSha256Hex(s)).toBe(sha256HexPure(s));
      }),
      { numRuns: 500 },
    );
    expect(nodeSha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('with useNodeHash the engine hashes with node:crypto (same hashes); null restores the pure-JS default', () => {
    const calls: string[] = [];
    setHashImpl((t) => {
      calls.push(t);
      return sha256HexPure(t);
    });
    sha256Hex('x');
    expect(calls).toEqual(['x']);
    setHashImpl(null);
    const value = { b: [1, 'ü', { c: null }], a: 'é' };
    const pure = hashJson(value);
    const log: LogEntry[] = [];
    for (let i = 0; i < 20; i++)
      log.push(makeEntry(log[i - 1] ?? null, { side: 's', verb: 'move', args: { piece: `p${i}`, n: i } }));
    useNodeHash();
    expect(sha256Hex('x')).toBe(nodeSha256Hex('x'));
    expect(hashJson(value)).toBe(pure);
    // A log written with one implementation verifies with the other, entry by entry.
    expect(verifyLog(log)).toEqual({ ok: true });
    for (const e of log) expect(entryHash(e)).toBe(e.hash);
    const tampered = log.map((e, i) => (i === 7 ? { ...e, args: { piece: 'other' } } : e));
    expect(verifyLog(tampered)).toMatchObject({ ok: false, seq: 7 });
  });
});
