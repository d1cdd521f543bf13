// The gate every file text the app or the CLI reads as a game or an invitation goes through before JSON.parse
// (readJsonText): a byte-order mark taken off (stripBom, the one place), then one pass over the text refuses
// nesting too deep, strings too long, arrays or objects too large, and numbers this app never writes (1e309 reads
// as Infinity; -0, 1.0, 1E5 or 1e21 are not what JSON.stringify writes, so a signed file holding them was edited).
// After JSON.parse, the keys the text wrote are counted against the keys parsed: fewer means an object holds a key
// twice (JSON.parse keeps the last, another reader may keep the first and see another game), refused by name.
// Why no library: a parser written in JS is several times slower than V8's JSON.parse, and the ones that find
// duplicate keys (lossless-json, json-bigint's strict mode) recurse, so deep nesting overflows them, and bound
// nothing; the hardened ones (secure-json-parse, @hapi/bourne) guard against __proto__ and constructor only. This
// pass reads strings with indexOf and the rest with charCodeAt, allocates nothing per token and never recurses:
// on the stress game's 2.5 MB file (open-bench.ts) it takes about 2 ms where JSON.parse takes 6. Where a problem stands (path, line, column) is worked out only on refusal
// (json-gate-locate.ts).

import type { HostError, HostResult } from '../../schemas/host-api.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { hostFailure } from '../host-result.js';
import { findForbiddenKey, keyCensus } from './forbidden.js';
import { findDuplicateKey, jsonPathAt, lineColumn, shortPath, whereIn } from './json-gate-locate.js';
import { jsonErrorOffset } from './json-locate.js';

/** The bounds the gate holds a text to. */
export interface JsonBounds {
  /** The deepest nesting: the top-level object is level 1. */
  maxDepth: number;
  /** The longest string, in characters as written in the file (escapes count as written). */
  maxString: number;
  /** The most members (items of an array, keys of an object) one container may hold. */
  maxItems: number;
}

/**
 * The bounds of a saved game or an invitation. Depth 64: an action's arguments may nest 32 deep (arg-limits.ts)
 * and sit at level 4 of the file (/log/N/args), a snapshot's state nests under ten; nothing the app writes nears
 * 64, while recursive code (canonicalJson) needs thousands to fail. Strings 1 MiB: the longest the app writes is
 * a note's text, under the 64 KB of an action's arguments, and the schema allows at most 1,000,000 hex digits in a
 * sealed section's box (today a box holds a dice-chain seed: about 200); 1 MiB is above both. Members 300,000: the
 * log is the longest array a game has, and a log entry takes at least about 190 bytes (two 64-digit hashes and
 * its keys), so the 50 MB a file may have hold at most about 276,000 of them; other arrays (a snapshot's counters,
 * a map's hexes) stay in the tens of thousands. Only a hostile file reaches it, with items of a few bytes
 * (`[0,0,...]`: 25 million in 50 MB, hundreds of MB once parsed).
 */
export const SAVE_JSON_BOUNDS: JsonBounds = { maxDepth: 64, maxString: 1 << 20, maxItems: 300_000 };

/** A text without its byte-order mark, if it has one: every reader of a game's text goes through this. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Size in UTF-8 bytes without encoding the text when its length alone already decides. */
export function utf8Size(text: string): number {
  // Each UTF-16 unit is at least one UTF-8 byte, so text.length is a lower bound.
  if (text.length > MAX_SAVE_BYTES) return text.length;
  return Buffer.byteLength(text, 'utf8');
}

/** The refusal of a saved game over MAX_SAVE_BYTES, whether seen on disk (files.ts) or as text. */
export function tooLargeFailure(bytes: number): { ok: false; error: HostError } {
  return hostFailure(
    'too-large',
    `The file is ${(bytes / 1048576).toFixed(1)} MB; saved games over ${MAX_SAVE_BYTES / 1048576} MB are refused.`,
  );
}

/** What the fast pass found: the kind, where the offending token starts, and what it measured (items: where). */
type Problem = { kind: 'depth' | 'string' | 'items'; at: number; size: number } | { kind: 'number'; at: number };

/** JSON's number grammar, for the tokens the fast path does not settle. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Whether a character code may continue a number token (digits, . e E + -). */
const inNumber = (d: number) => (d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45;

/**
 * The fast pass: the first bound `body` crosses, and the count of keys it writes (its colons outside strings). On
 * text that is not JSON it reads on or stops (JSON.parse names what is wrong); it never recurses or loops.
 */
function scan(body: string, b: JsonBounds): { problem: Problem | null; keys: number } {
  const n = body.length;
  const members = new Int32Array(b.maxDepth + 2);
  const starts = new Int32Array(b.maxDepth + 2);
  let depth = 0;
  let keys = 0;
  let i = 0;
  // The next backslash at or after the place being read (2^32 - 1: none); most files hold none at all.
  let slash = -1;
  while (i < n) {
    const c = body.charCodeAt(i);
    if (c === 34) {
      let from = i + 1;
      let end = body.indexOf('"', from);
      for (;;) {
        if (end < 0) return { problem: null, keys };
        if (slash < from) slash = body.indexOf('\\', from) >>> 0;
        if (slash > end) break;
        from = slash + 2; // the escaped character is skipped, whatever it is
        // Searched again only when the escape was of that quote: each character is read once.
        if (end < from) end = body.indexOf('"', from);
      }
      if (end - i - 1 > b.maxString) return { problem: { kind: 'string', at: i, size: end - i - 1 }, keys };
      i = end + 1;
    } else if (c === 58) {
      keys++;
      i++;
    } else if (c === 44) {
      if (++members[depth]! >= b.maxItems) return { problem: { kind: 'items', at: starts[depth]!, size: i }, keys };
      i++;
    } else if (c === 123 || c === 91) {
      if (++depth > b.maxDepth) return { problem: { kind: 'depth', at: i, size: depth }, keys };
      members[depth] = 0;
      starts[depth] = i;
      i++;
    } else if (c === 125 || c === 93) {
      if (depth > 0) depth--;
      i++;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      let j = c === 45 ? i + 1 : i;
      const first = body.charCodeAt(j);
      while (body.charCodeAt(j) >= 48 && body.charCodeAt(j) <= 57) j++;
      const digits = j - (c === 45 ? i + 1 : i);
      // A whole number of at most 15 digits is written as JSON.stringify writes it, unless it is -0 (or 01, which
      // is not JSON at all: JSON.parse says so).
      if (!inNumber(body.charCodeAt(j)) && digits > 0 && digits <= 15 && (first !== 48 || digits === 1)) {
        if (c === 45 && first === 48) return { problem: { kind: 'number', at: i }, keys };
        i = j;
        continue;
      }
      while (inNumber(body.charCodeAt(j))) j++;
      const token = body.slice(i, j);
      if (JSON_NUMBER.test(token) && String(Number(token)) !== token)
        return { problem: { kind: 'number', at: i }, keys };
      i = j;
    } else i++;
  }
  return { problem: null, keys };
}

/** The sentence refusing a text (`what`: "The file", "--action") for the problem the fast pass found. */
function refusal(body: string, p: Problem, b: JsonBounds, what: string): { ok: false; error: HostError } {
  const where = `at ${shortPath(jsonPathAt(body, p.at))} (${whereIn(body, p.at)})`;
  if (p.kind === 'depth')
    return hostFailure('too-deep', `${what} nests deeper than ${b.maxDepth} levels ${where}; no game needs that.`);
  if (p.kind === 'string')
    return hostFailure(
      'string-too-long',
      `${what} holds a string of ${p.size.toLocaleString('en')} characters ${where}; games hold none longer ` +
        `than ${b.maxString.toLocaleString('en')}.`,
    );
  if (p.kind === 'items')
    return hostFailure(
      'too-many-items',
      `${what} holds more than ${b.maxItems.toLocaleString('en')} items in one list or object ${where}; no game ` +
        'has that many.',
    );
  let j = p.at + 1;
  while (inNumber(body.charCodeAt(j))) j++;
  const token = body.slice(p.at, j);
  const value = Number(token);
  const shown = token.length > 40 ? `${token.slice(0, 37)}...` : token;
  // Only a file can be said to have been edited: the command line's --action was typed by hand anyway.
  const edited = what === 'The file' ? ', so the file was edited by hand' : '';
  return Number.isFinite(value)
    ? hostFailure(
        'unwritten-number',
        `${what} holds the number ${shown} ${where}, which this app writes as ${String(value)}${edited}.`,
      )
    : hostFailure(
        'non-finite-number',
        `${what} holds the number ${shown} ${where}, too large to be a number (it reads as Infinity); this app ` +
          `never writes it${edited}.`,
      );
}

/** Turns a JSON.parse SyntaxError into a message with line/column, and says so when the text looks truncated. */
export function describeJsonError(text: string, err: unknown, what = 'The file'): string {
  const raw = (err instanceof Error ? err.message : String(err)).replace(/, ".*" is not valid JSON$/s, '');
  const trimmedEnd = text.trimEnd().length;
  // Node 20's JSON.parse does not always say where; find the place ourselves.
  const found = jsonErrorOffset(text);
  const pos = found >= 0 ? found : null;
  const truncated = /end of JSON input|Unterminated string/i.test(raw) || (pos !== null && pos >= trimmedEnd);
  if (truncated) {
    return (
      `${what} looks truncated: its JSON stops in the middle (at ${whereIn(text, trimmedEnd)}), probably from ` +
      'an interrupted copy or download.'
    );
  }
  const reason = pos === null ? raw : `${whereIn(text, pos)}: ${raw.replace(/ in JSON at position \d+.*$/, '')}`;
  return `${what} is not valid JSON: ${reason}.`;
}

/**
 * Reads a game's or an invitation's text as the app reads every such text: its size, its byte-order mark taken
 * off, the bounds, JSON.parse, no key twice in an object, no forbidden key; refused, the file is not used at all.
 * `body` is the JSON text parsed; `what` names the text in the messages (the command line's "--action", say).
 */
export function readJsonText(
  text: string,
  b: JsonBounds = SAVE_JSON_BOUNDS,
  what = 'The file',
): HostResult<{ value: unknown; body: string }> {
  const size = utf8Size(text);
  if (size > MAX_SAVE_BYTES) return tooLargeFailure(size);
  const body = stripBom(text);
  if (body.trim() === '')
    return hostFailure('malformed-json', `${what} is empty (0 bytes of JSON), so it holds no game.`);
  const scanned = scan(body, b);
  if (scanned.problem) {
    // A text that is not JSON before the problem is named as such (the pass may have misread what follows).
    const p = scanned.problem;
    const at = p.kind === 'items' ? p.size : p.at;
    if (jsonErrorOffset(body.slice(0, at)) >= at) return refusal(body, scanned.problem, b, what);
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (err) {
    return hostFailure('malformed-json', describeJsonError(body, err, what));
  }
  const parsed = keyCensus(value);
  // Fewer keys parsed than written: some object holds one twice (more: Object.prototype was given one).
  const dup = parsed.keys !== scanned.keys ? findDuplicateKey(body) : null;
  if (dup) {
    const key = dup.key.length > 40 ? `${dup.key.slice(0, 37)}...` : dup.key;
    return hostFailure(
      'duplicate-key',
      `${what} holds the key "${key}" twice in the object at ${shortPath(dup.path)} (${whereIn(body, dup.offset)}); ` +
        'readers could disagree on which one counts.',
    );
  }
  const bad = parsed.forbidden ? findForbiddenKey(value) : null;
  if (bad !== null) {
    return hostFailure(
      'forbidden-key',
      `${what} contains the key "${bad.slice(bad.lastIndexOf('/') + 1)}" at ${bad}, which games never use; ` +
        'it is refused as unsafe.',
    );
  }
  return { ok: true, value: { value, body } };
}
