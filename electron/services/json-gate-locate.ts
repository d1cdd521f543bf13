// The slow half of the JSON gate (json-gate.ts): where a problem the fast scan found stands, as a JSON path and a
// line and column, and which key an object holds twice. Both walk the text token by token, keeping the path of
// containers on an explicit stack (no recursion, so no nesting overflows it). They run only on a text the gate
// refuses, or on one whose count of keys says that some key is there twice, so they favour plainness over speed.
// On text that is not JSON they stop or skip ahead; they never loop, throw or allocate more than the text's size.

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** "line L, column C" of an offset, for messages. */
export function whereIn(text: string, offset: number): string {
  const at = lineColumn(text, offset);
  return `line ${at.line}, column ${at.column}`;
}

/** One open object or array: the key or index of the member being read, and the keys seen (duplicate search). */
interface Frame {
  object: boolean;
  segment: string;
  index: number;
  expectKey: boolean;
  keys: Set<string> | null;
}

/** A key an object holds twice: the second one's offset, the key, and the object's path. */
export interface DuplicateKey {
  offset: number;
  key: string;
  path: string;
}

/** The offset of the quote that closes the string opening at `start`, or -1 when the text ends first. */
function stringEnd(text: string, start: number): number {
  const n = text.length;
  let j = start + 1;
  while (j < n) {
    const c = text.charCodeAt(j);
    if (c === 34) return j;
    j += c === 92 ? 2 : 1;
  }
  return -1;
}

/** A key's text decoded (escapes and all), or as written when it does not decode. */
function decodeKey(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end);
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(text.slice(start, end + 1)) as string;
  } catch {
    return raw;
  }
}

/** A path segment cut short for a message (a key may be a megabyte long). */
const shortSegment = (s: string) => (s.length > 40 ? `${s.slice(0, 37)}...` : s);

/** The JSON path of the first `count` open containers' members (a JSON Pointer without escapes). */
function pathOf(frames: readonly Frame[], count = frames.length): string {
  let path = '';
  for (let i = 0; i < count; i++) path += `/${shortSegment(frames[i]!.segment)}`;
  return path;
}

/** A JSON path cut short for a message: its start, which names where it is, then "...". */
export function shortPath(path: string): string {
  if (path === '') return '/ (the top level)';
  return path.length > 120 ? `${path.slice(0, 117)}...` : path;
}

/**
 * Walks `text` up to `stopAt` (an offset where a value or a key starts) and answers that value's path, or, with
 * `duplicates`, walks until an object holds a key a second time. Answers what it was asked, or null.
 */
function walk(text: string, stopAt: number, duplicates: boolean): { path: string; dup?: DuplicateKey } | null {
  const frames: Frame[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const top = frames[frames.length - 1];
    if (c === 34) {
      const end = stringEnd(text, i);
      if (end < 0) return null;
      if (top?.object && top.expectKey) {
        const key = decodeKey(text, i, end);
        if (top.keys?.has(key)) return { path: '', dup: { offset: i, key, path: pathOf(frames, frames.length - 1) } };
        top.keys?.add(key);
        top.segment = key;
        top.expectKey = false;
      }
      if (i === stopAt) return { path: pathOf(frames) };
      i = end + 1;
    } else if (c === 123 || c === 91) {
      if (i === stopAt) return { path: pathOf(frames) };
      const object = c === 123;
      frames.push({ object, segment: object ? '' : '0', index: 0, expectKey: object, keys: null });
      if (duplicates && object) frames[frames.length - 1]!.keys = new Set();
      i++;
    } else if (c === 125 || c === 93) {
      frames.pop();
      i++;
    } else if (c === 44) {
      if (top) {
        top.index++;
        if (top.object) top.expectKey = true;
        else top.segment = String(top.index);
      }
      i++;
    } else {
      if (i === stopAt) return { path: pathOf(frames) };
      i++;
    }
    if (i > stopAt && !duplicates) return { path: pathOf(frames) };
  }
  return null;
}

/** The JSON path of the value or key that starts at `offset` of `text` ("" for the top level). */
export function jsonPathAt(text: string, offset: number): string {
  return walk(text, offset, false)?.path ?? '';
}

/** The first key that an object of `text` holds twice (JSON.parse would keep the last silently), or null. */
export function findDuplicateKey(text: string): DuplicateKey | null {
  return walk(text, -1, true)?.dup ?? null;
}
