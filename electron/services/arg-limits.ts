// Bounds on an action's arguments, checked at the gate (the host's act and preview, the CLI's act) and on every
// entry of a file opened (savefile.ts checkSaveJson): arguments that nest thousands deep or run to megabytes
// would be logged, then make every save (and every hash of the log) fail. The walk is iterative, so no nesting
// overflows the stack, and it stops at the first bound crossed.

import type { HostError } from '../../schemas/host-api.js';

/** The deepest an action's arguments may nest: the args object is level 1, an object or array in it level 2. */
export const MAX_ARG_DEPTH = 32;

/** The most an action's arguments may take as JSON, in UTF-8 bytes. */
export const MAX_ARG_BYTES = 64 * 1024;

/** The bounds checkArgLimits applies (tests pass smaller ones). */
export interface ArgLimits {
  maxDepth: number;
  maxBytes: number;
}

/** What crossed a bound: where (a JSON path under the arguments) and which bound. */
export type ArgLimitProblem = { kind: 'depth'; path: string } | { kind: 'size'; bytes: number };

const DEFAULT_LIMITS: ArgLimits = { maxDepth: MAX_ARG_DEPTH, maxBytes: MAX_ARG_BYTES };

/** The UTF-8 size of a primitive as JSON (what JSON.stringify writes; anything else counts as null). */
function primitiveBytes(v: unknown): number {
  if (typeof v === 'string') return Buffer.byteLength(JSON.stringify(v));
  if (typeof v === 'number') return Number.isFinite(v) ? String(v).length : 4;
  if (typeof v === 'boolean') return v ? 4 : 5;
  return 4;
}

/** The most UTF-8 bytes a number takes as JSON ("-0.0000012345678901234567"); booleans and null take fewer. */
const MAX_NUMBER_BYTES = 25;

/** The walk's stack of objects and their levels, kept between calls (a file's every entry is checked so). */
const pending: unknown[] = [];
const levels: number[] = [];

/** The JSON size a primitive takes at most: a string's UTF-16 units take at most 6 bytes each (an escape). */
const atMost = (x: unknown) => (typeof x === 'string' ? 6 * x.length + 2 : MAX_NUMBER_BYTES);

/**
 * Whether `value` is surely within the bounds: its depth counted exactly, its size over-estimated without looking
 * into any string and without building a path. A save file's every entry is checked so (savefile.ts), thousands
 * per file; false sends the value to the exact walk, which names the problem if there is one.
 */
function surelyWithin(value: unknown, limits: ArgLimits): boolean {
  if (value === null || typeof value !== 'object') return atMost(value) <= limits.maxBytes;
  let top = 1;
  pending[0] = value;
  levels[0] = 1;
  let bytes = 0;
  let within = true;
  while (top > 0 && within) {
    top--;
    const v = pending[top] as object;
    const level = levels[top]!;
    pending[top] = undefined;
    if (level > limits.maxDepth) within = false;
    else if (Array.isArray(v)) {
      bytes += 2 + v.length;
      for (let i = 0; i < v.length; i++) {
        const x: unknown = v[i];
        if (x !== null && typeof x === 'object') {
          pending[top] = x;
          levels[top++] = level + 1;
        } else bytes += atMost(x);
      }
    } else {
      bytes += 2;
      // for-in lists inherited keys too (if something put one on Object.prototype): more counted, none missed.
      for (const k in v) {
        const x: unknown = (v as Record<string, unknown>)[k];
        bytes += 6 * k.length + 4;
        if (x !== null && typeof x === 'object') {
          pending[top] = x;
          levels[top++] = level + 1;
        } else bytes += atMost(x);
      }
    }
    if (bytes > limits.maxBytes) within = false;
  }
  // Nothing of the value is kept once the walk is over (the slots stay, for the next call).
  for (let i = 0; i < top; i++) pending[i] = undefined;
  if (pending.length > 1024) pending.length = levels.length = 0;
  return within;
}

/**
 * The first bound `value` crosses, or null. Size is the JSON size (objects' braces, keys, colons and commas
 * counted), added up as the walk goes so a huge value is refused without being serialized. A cycle (possible
 * through IPC's structured clone) is refused as too deep.
 */
export function findArgLimitProblem(value: unknown, limits: ArgLimits = DEFAULT_LIMITS): ArgLimitProblem | null {
  if (surelyWithin(value, limits)) return null;
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: '' }];
  let bytes = 0;
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') {
      bytes += primitiveBytes(v);
    } else {
      if (depth + 1 > limits.maxDepth) return { kind: 'depth', path };
      if (Array.isArray(v)) {
        // Brackets and the commas between items, checked before any item is visited.
        bytes += 2 + Math.max(0, v.length - 1);
        if (bytes > limits.maxBytes) return { kind: 'size', bytes };
        for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1, path: `${path}/${i}` });
      } else {
        const keys = Object.keys(v);
        bytes += 2 + Math.max(0, keys.length - 1);
        for (let i = keys.length - 1; i >= 0; i--) {
          const k = keys[i];
          // The key as a JSON string, then its colon.
          bytes += Buffer.byteLength(JSON.stringify(k)) + 1;
          if (bytes > limits.maxBytes) return { kind: 'size', bytes };
          stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: `${path}/${k}` });
        }
      }
    }
    if (bytes > limits.maxBytes) return { kind: 'size', bytes };
  }
  return null;
}

/** A JSON path cut short for a message (keys may be long). */
function shortPath(path: string): string {
  return path.length > 120 ? `${path.slice(0, 117)}...` : path;
}

/**
 * Checks an action's arguments against the bounds for operation `op` (a name for the message); refuses with
 * 'invalid-args' naming the bound crossed.
 */
export function checkActionArgs(
  op: string,
  args: unknown,
  limits: ArgLimits = DEFAULT_LIMITS,
): { ok: true } | { ok: false; error: HostError } {
  const p = findArgLimitProblem(args, limits);
  if (!p) return { ok: true };
  const message =
    p.kind === 'depth'
      ? `Bad arguments for ${op}: the action's arguments nest deeper than ${limits.maxDepth} levels ` +
        `(at /action/args${shortPath(p.path)}); no game's action needs that.`
      : `Bad arguments for ${op}: the action's arguments take more than ${limits.maxBytes} bytes as JSON ` +
        `(at least ${p.bytes}); no game's action needs that much.`;
  return { ok: false, error: { code: 'invalid-args', message } };
}
