import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeEntry, verifyLog } from './log.js';
import type { LogEntry } from './types.js';

/** A log of `n` entries, each carrying a well-formed (not a real) signature. */
function signedLog(n: number): LogEntry[] {
  const log: LogEntry[] = [];
  for (let i = 0; i < n; i++) {
    const e = makeEntry(log[i - 1] ?? null, { side: 'a', verb: 'move', args: { piece: `p${i}`, to: { hex: '0101' } } });
    e.sig = (i % 16).toString(16).repeat(128);
    log.push(e);
  }
  return log;
}

const HEX = '0123456789abcdef'.split('');
const arbSig = fc.oneof(
  fc.array(fc.constantFrom(...HEX), { minLength: 128, maxLength: 128 }).map((a) => a.join('')),
  fc
    .array(fc.constantFrom(...HEX, 'A', 'F', 'g', ' ', 'é', '\u0661'), { minLength: 126, maxLength: 130 })
    .map((a) => a.join('')),
  fc.string({ unit: 'binary', maxLength: 140 }),
);

describe('signature shape in verifyLog (the quick path and the full check agree)', () => {
  it('property: a signature is accepted exactly when it is 128 lowercase hex digits, at any position', () => {
    const log = signedLog(6);
    expect(verifyLog(log)).toEqual({ ok: true });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), arbSig, (k, sig) => {
        const changed = log.map((e, i) => (i === k ? { ...e, sig } : e));
        const r = verifyLog(changed);
        if (/^[0-9a-f]{128}$/.test(sig)) return r.ok;
        return !r.ok && r.index === k && /signature that is not 128 hexadecimal digits/.test(r.reason);
      }),
      { numRuns: 1000 },
    );
  });
});
