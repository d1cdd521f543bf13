// Canonical hashing: SHA-256 over RFC 8785 (JCS) canonical JSON, so the same value hashes the same
// on every machine whatever the key order or number formatting of the file it came from.

import canonicalize from 'canonicalize';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Thrown inside the fast path when a value needs the general algorithm. */
const SLOW = Symbol('slow');
const MAX_FAST_DEPTH = 64;

/**
 * RFC 8785 for the plain JSON the engine produces (plain objects, arrays, finite numbers, strings, booleans,
 * null), written directly: the `canonicalize` package does the same work generically and costs about twice as
 * much per small log entry. Anything unusual (toJSON, class instances, undefined in an array, NaN, deep nesting
 * or cycles) throws SLOW and goes to the package, which stays the reference: a property test holds the two equal.
 * Strings and keys are written by JSON.stringify, as the package writes them; the package refuses a lone
 * surrogate, which this path writes escaped (\udXXX), as JSON.stringify does (a test pins it).
 */
function fastCanonical(v: unknown, depth: number): string {
  switch (typeof v) {
    case 'string':
      // Surrogates are looked for once, in the whole text (canonicalJson), not in each string.
      return JSON.stringify(v);
    case 'number':
      if (!Number.isFinite(v)) throw SLOW;
      return JSON.stringify(v);
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object': {
      if (v === null) return 'null';
      if (depth > MAX_FAST_DEPTH) throw SLOW;
      if (Array.isArray(v)) {
        let out = '[';
        for (let i = 0; i < v.length; i++) {
          const x: unknown = v[i];
          if (x === undefined || typeof x === 'function' || typeof x === 'symbol') throw SLOW;
          out += (i === 0 ? '' : ',') + fastCanonical(x, depth + 1);
        }
        return out + ']';
      }
      const proto = Object.getPrototypeOf(v);
      if ((proto !== Object.prototype && proto !== null) || typeof (v as { toJSON?: unknown }).toJSON === 'function')
        throw SLOW;
      const o = v as Record<string, unknown>;
      // Default sort compares UTF-16 code units, the order RFC 8785 section 3.2.3 asks for. Keys already in that
      // order (a file this app wrote: savefile.ts writes them sorted) are not sorted again.
      const keys = Object.keys(o);
      for (let i = 1; i < keys.length; i++)
        if (keys[i - 1]! > keys[i]!) {
          keys.sort();
          break;
        }
      let out = '{';
      let first = true;
      for (const k of keys) {
        const x = o[k];
        if (x === undefined) continue;
        if (typeof x === 'function' || typeof x === 'symbol') throw SLOW;
        out += (first ? '' : ',') + JSON.stringify(k) + ':' + fastCanonical(x, depth + 1);
        first = false;
      }
      return out + '}';
    }
    default:
      throw SLOW;
  }
}

/**
 * Whether JSON.stringify already writes `v` as RFC 8785 does: plain objects whose keys are in sorted order (the
 * order JSON.stringify writes them in is Object.keys'), arrays without holes for undefined, finite numbers,
 * strings, booleans and null. A value read by JSON.parse from a file this app wrote is one. Checking costs less
 * than writing the text piece by piece, and the native writer then does the writing.
 */
function stringifiesCanonically(v: unknown, depth: number): boolean {
  if (typeof v !== 'object') return typeof v === 'string' || typeof v === 'boolean' || Number.isFinite(v);
  if (v === null) return true;
  if (depth > MAX_FAST_DEPTH) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (!stringifiesCanonically(v[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  const o = v as Record<string, unknown>;
  // for-in allocates no list of keys. It would also list enumerable keys inherited from Object.prototype (only if
  // something put one there): checking those too can only send a value to the slower path, never change a text.
  let previous = '';
  for (const k in o) {
    if (previous > k) return false;
    previous = k;
    const x = o[k];
    // An undefined member is left out by both writers; a function or symbol (or a toJSON) is not plain JSON.
    if (x !== undefined && !stringifiesCanonically(x, depth + 1)) return false;
  }
  return true;
}

/** Whether something gave every object or array a toJSON (then nothing takes the native writer's shortcut). */
const protoToJson = () =>
  typeof (Object.prototype as { toJSON?: unknown }).toJSON === 'function' ||
  typeof (Array.prototype as { toJSON?: unknown }).toJSON === 'function';

/**
 * Whether JSON.stringify(value) is value's canonical text (as canonicalJsonFast writes it): true for JSON read
 * from a file this app wrote, whose keys are in sorted order.
 */
export function stringifiesAsCanonical(value: unknown): boolean {
  return !protoToJson() && stringifiesCanonically(value, 0);
}

/** The fast path's text, or null when the value needs the general algorithm (anything unusual, see fastCanonical). */
export function canonicalJsonFast(value: unknown): string | null {
  try {
    return stringifiesAsCanonical(value) ? JSON.stringify(value) : fastCanonical(value, 0);
  } catch (err) {
    if (err !== SLOW) throw err;
    return null;
  }
}

/** RFC 8785 canonical JSON text of a JSON value; throws on values JSON cannot hold (NaN, cycles). */
export function canonicalJson(value: unknown): string {
  return canonicalJsonFast(value) ?? canonicalJsonReference(value);
}

/** The `canonicalize` package's RFC 8785 text: the reference the fast path must equal. */
export function canonicalJsonReference(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined)
    throw new Error('Cannot canonicalize a value that has no JSON form (undefined, a function or a symbol)');
  return text;
}

// One pristine hasher and one working hasher, reset from it for every short message: verifying a log hashes
// thousands of ~250-byte entries, and building a fresh hasher each time costs more than hashing the bytes.
const pristine = sha256.create();
const working = sha256.create();
const digest = new Uint8Array(32);

/** The pure-JS SHA-256 of a string's UTF-8 bytes, as 64 lowercase hex digits: the engine's own, everywhere. */
export function sha256HexPure(text: string): string {
  pristine._cloneInto(working);
  working.update(utf8ToBytes(text));
  working.digestInto(digest);
  return bytesToHex(digest);
}

/** A SHA-256 of a string's UTF-8 bytes as 64 lowercase hex digits, e.g. the host's native one. */
export type HashImpl = (text: string) => string;

let impl: HashImpl = sha256HexPure;

/**
 * Hands the engine a faster SHA-256 of the same bytes (the host's node:crypto; the engine itself imports no
 * Node module), or with null the pure-JS one again. It must give the same digests: a test holds them equal.
 */
export function setHashImpl(fn: HashImpl | null): void {
  impl = fn ?? sha256HexPure;
}

/** SHA-256 of a string's UTF-8 bytes, as 64 lowercase hex digits (with the implementation setHashImpl chose). */
export function sha256Hex(text: string): string {
  return impl(text);
}

/** SHA-256 of a value's RFC 8785 canonical JSON: the hash every log entry and snapshot check uses. */
export function hashJson(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}

/** SHA-256 of a string's UTF-8 bytes, raw (used to seed the dice). */
export function sha256Bytes(text: string): Uint8Array {
  return sha256(utf8ToBytes(text));
}
