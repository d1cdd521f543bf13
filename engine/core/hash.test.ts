import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson, canonicalJsonReference, hashJson, sha256Hex } from './hash.js';

describe('canonical hashing', () => {
  it('SHA-256 matches the FIPS 180-2 test vector for "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('property: the reused hasher gives the same digest as a fresh sha256 call, message after message', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 5 }), (texts) =>
        texts.every((t) => sha256Hex(t) === bytesToHex(sha256(utf8ToBytes(t)))),
      ),
      { numRuns: 300 },
    );
    // Empty, one block, exactly 55/56/64 bytes (padding edges) and several blocks.
    for (const n of [0, 1, 55, 56, 63, 64, 65, 1000])
      expect(sha256Hex('x'.repeat(n))).toBe(bytesToHex(sha256(utf8ToBytes('x'.repeat(n)))));
  });
  it('canonical JSON sorts keys and normalises numbers (RFC 8785)', () => {
    expect(canonicalJson({ b: 1, a: [1.0, 'x', { d: null, c: true }] })).toBe(
      '{"a":[1,"x",{"c":true,"d":null}],"b":1}',
    );
    expect(canonicalJson(1e21)).toBe('1e+21');
  });
  it('key order does not change the hash; a value does', () => {
    expect(hashJson({ a: 1, b: 2 })).toBe(hashJson({ b: 2, a: 1 }));
    expect(hashJson({ a: 1, b: 2 })).not.toBe(hashJson({ a: 1, b: 3 }));
  });
  it('property: the fast canonical form equals the canonicalize package on any value (or both refuse it)', () => {
    const outcome = (f: () => string) => {
      try {
        return f();
      } catch {
        return 'THROWS';
      }
    };
    const arb = fc.oneof(
      fc.jsonValue(),
      fc.anything({
        withNullPrototype: true,
        withBoxedValues: true,
        withSparseArray: true,
        withObjectString: true,
        withDate: true,
      }),
      fc.dictionary(
        fc.string({ unit: 'binary' }),
        fc.oneof(fc.string({ unit: 'binary' }), fc.double(), fc.constant(undefined), fc.constant(-0)),
      ),
    );
    fc.assert(
      fc.property(arb, (v) => outcome(() => canonicalJson(v)) === outcome(() => canonicalJsonReference(v))),
      { numRuns: 2000 },
    );
    // Deep nesting and cycles go to the package (which handles depth and refuses cycles).
    let deep: unknown = 1;
    for (let i = 0; i < 200; i++) deep = [deep];
    expect(canonicalJson(deep)).toBe(canonicalJsonReference(deep));
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(() => canonicalJson(cyc)).toThrow(/Circular/);
    expect(canonicalJson({ b: '\ud83d\ude00', a: 'é' })).toBe(canonicalJsonReference({ b: '\ud83d\ude00', a: 'é' }));
  });
  it('writes a lone surrogate escaped, as JSON.stringify does, where the package refuses it (pinned)', () => {
    expect(canonicalJson({ b: '\ud800', a: ['x\udc00'] })).toBe('{"a":["x\\udc00"],"b":"\\ud800"}');
    expect(canonicalJson(JSON.parse('{"a":"\\ud800"}'))).toBe('{"a":"\\ud800"}');
    expect(() => canonicalJsonReference({ b: '\ud800' })).toThrow(/surrogate/);
  });
  it('refuses values JSON cannot hold', () => {
    expect(() => hashJson(Number.NaN)).toThrow();
    expect(() => canonicalJson(undefined)).toThrow(/no JSON form/);
  });
});
