// Reading and writing saved games (.sandtable). parseSaveFile is the only way a file's text becomes a SaveFile:
// it refuses oversized, truncated, malformed, prototype-polluting, schema-invalid, newer-format, unknown-module
// and tampered files, each with a stable code and a sentence naming the problem. Nothing here touches disk.

import type { JsonObject, JsonValue, LogEntry } from '../../engine/core/types.js';
import { findForbiddenKey } from './forbidden.js';
import { checkSignedHistory, type VerifiedPrefix } from './signing.js';
import type { HostError, HostResult } from '../../schemas/host-api.js';
import { hostFailure } from '../host-result.js';
import { MAX_SAVE_BYTES, SAVE_FORMAT_VERSION, type SaveFile } from '../../schemas/save.js';
import { validateSave } from '../../schemas/validate.js';
import { jsonErrorOffset } from './json-locate.js';
import { migrateSave, SAVE_MIGRATIONS, type Migration } from '../../schemas/migrations/index.js';
import { useNodeHash } from '../engine-host/node-hash.js';

// The chain is hashed with node:crypto (engine/core/hash.ts setHashImpl; the same digests as the pure-JS one).
useNodeHash();

/** The logs whose chain parseSaveFile checked: the array, its length and last hash then, and the genesis. */
const checkedLogs = new WeakMap<readonly LogEntry[], { length: number; last: string | undefined; genesis?: string }>();

/**
 * Whether parseSaveFile checked this file's chain (the same log array, still as long and ending with the same
 * hash, from the same genesis), so replaying it need not hash it again (document.ts fromSave). A log changed in
 * place after parsing is the caller's own doing; any other file answers false and is checked by the replay.
 */
export function chainChecked(file: SaveFile): boolean {
  const c = checkedLogs.get(file.log);
  return (
    c !== undefined &&
    c.length === file.log.length &&
    c.last === file.log[file.log.length - 1]?.hash &&
    c.genesis === file.genesis
  );
}

/** A module the app has installed, as a save file refers to it. */
export interface KnownModule {
  id: string;
  version: string;
  contentHash: string;
}

/** The outcome of parseSaveFile; warnings do not stop the load but must be shown (e.g. a module mismatch). */
export type ParseSaveResult = { ok: true; file: SaveFile; warnings: HostError[] } | { ok: false; error: HostError };

/** The refusal of a saved game over MAX_SAVE_BYTES, whether seen on disk (files.ts) or as text (parseSaveFile). */
export function tooLargeFailure(bytes: number): { ok: false; error: HostError } {
  return hostFailure(
    'too-large',
    `The file is ${(bytes / 1048576).toFixed(1)} MB; saved games over ${MAX_SAVE_BYTES / 1048576} MB are refused.`,
  );
}

/** Size in UTF-8 bytes without encoding the text when its length alone already decides. */
export function utf8Size(text: string): number {
  // Each UTF-16 unit is at least one UTF-8 byte, so text.length is a lower bound.
  if (text.length > MAX_SAVE_BYTES) return text.length;
  return Buffer.byteLength(text, 'utf8');
}

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

/** Turns a JSON.parse SyntaxError into a message with line/column, and says so when the text looks truncated. */
function describeJsonError(text: string, err: unknown): string {
  const raw = (err instanceof Error ? err.message : String(err)).replace(/, ".*" is not valid JSON$/s, '');
  const trimmedEnd = text.trimEnd().length;
  // Node 20's JSON.parse does not always say where; find the place ourselves.
  const found = jsonErrorOffset(text);
  const pos = found >= 0 ? found : null;
  const truncated = /end of JSON input|Unterminated string/i.test(raw) || (pos !== null && pos >= trimmedEnd);
  if (truncated) {
    const at = lineColumn(text, trimmedEnd);
    return `The file looks truncated: its JSON stops in the middle (at line ${at.line}, column ${at.column}), probably from an interrupted copy or download.`;
  }
  if (pos !== null) {
    const at = lineColumn(text, pos);
    return `The file is not valid JSON: line ${at.line}, column ${at.column}: ${raw.replace(/ in JSON at position \d+.*$/, '')}.`;
  }
  return `The file is not valid JSON: ${raw}.`;
}

/**
 * Parses and checks a saved game's text. A module of the same id but another version or content hash is a
 * WARNING, not an error: owners replace reconstructed charts and we fix module data, and refusing would lock
 * players out of their games. The hash chain still proves the log untouched, and the document replays the
 * log with the installed module, so a log that no longer fits the module fails there with its own error.
 */
export function parseSaveFile(
  text: string,
  knownModules: readonly KnownModule[],
  migrations: readonly Migration[] = SAVE_MIGRATIONS,
  verified?: (genesis: string) => VerifiedPrefix | undefined,
): ParseSaveResult {
  const json = parseSaveJson(text);
  return json.ok ? checkSaveJson(json.value.doc, knownModules, migrations, verified) : json;
}

/** A save file's JSON text: the text without a byte-order mark. */
export function saveBody(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The module a save file names, read from its "module" line without parsing the whole text (this app writes one
 * top-level key per line, the module third): a hint only, '' when the text does not show it plainly. What the
 * parsed file says is what counts.
 */
export function peekModuleId(text: string): string {
  const m = /"module"\s*:\s*\{[^{}]*?"id"\s*:\s*"([A-Za-z0-9][A-Za-z0-9._-]*)"/.exec(text.slice(0, 4096));
  return m ? m[1]! : '';
}

/**
 * Whether a save file's set-up, read from its "setup" line without parsing the whole text, plainly has no
 * commit-reveal dice (whose private draw keys come from the parsed file): false when the line does not show it
 * plainly. A hint only, as peekModuleId's: what the parsed file says is what counts.
 */
export function peekSetupWithoutDice(text: string): boolean {
  const m = /^"setup":(\{[^\n]*\}),?\r?$/m.exec(text.slice(0, 8192));
  if (!m) return false;
  try {
    const setup: unknown = JSON.parse(m[1]!);
    return setup !== null && typeof setup === 'object' && !Array.isArray(setup) && !Object.hasOwn(setup, 'dice');
  } catch {
    return false;
  }
}

/**
 * The first half of parseSaveFile: the text's size, its JSON, no forbidden key, an object at the top. What it
 * hands back is not yet a checked saved game (checkSaveJson is the second half); `body` is the JSON text parsed
 * (the text without a byte-order mark).
 */
export function parseSaveJson(text: string): HostResult<{ doc: JsonObject; body: string }> {
  const size = utf8Size(text);
  if (size > MAX_SAVE_BYTES) return tooLargeFailure(size);
  const body = saveBody(text);
  if (body.trim() === '')
    return hostFailure('malformed-json', 'The file is empty (0 bytes of JSON), so it holds no game.');

  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch (err) {
    return hostFailure('malformed-json', describeJsonError(body, err));
  }

  const bad = findForbiddenKey(doc);
  if (bad !== null) {
    return hostFailure(
      'forbidden-key',
      `The file contains the key "${bad.slice(bad.lastIndexOf('/') + 1)}" at ${bad}, which saved games never use; it is refused as unsafe.`,
    );
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return hostFailure('invalid', 'The file is JSON but not a Sandtable saved game (its top level is not an object).');
  }
  return { ok: true, value: { doc: doc as JsonObject, body } };
}

/**
 * The second half of parseSaveFile, on what parseSaveJson gave: converted from an older format, the schema, the
 * chain, the signatures and the signed head, the module.
 */
export function checkSaveJson(
  doc: JsonObject,
  knownModules: readonly KnownModule[],
  migrations: readonly Migration[] = SAVE_MIGRATIONS,
  verified?: (genesis: string) => VerifiedPrefix | undefined,
): ParseSaveResult {
  const migrated = migrateSave(doc, migrations, SAVE_FORMAT_VERSION);
  if (!migrated.ok) return migrated;

  const valid = validateSave(migrated.doc);
  if (!valid.ok) return valid;
  const file = migrated.doc as unknown as SaveFile;

  // The hash chain first: whether the history was altered does not depend on which modules are installed.
  // Format 2: the genesis against the set-up, the chain from it, every signature and the signed head.
  const chain = checkSignedHistory(file, file.genesis ? verified?.(file.genesis) : undefined);
  if (!chain.ok) {
    return hostFailure(
      'tampered',
      `The game's history has been altered: ${chain.reason}. The file is refused so that no altered history is played.`,
    );
  }
  checkedLogs.set(file.log, {
    length: file.log.length,
    last: file.log[file.log.length - 1]?.hash,
    genesis: file.genesis,
  });

  const warnings: HostError[] = [];
  const mod = knownModules.find((m) => m.id === file.module.id);
  if (!mod) {
    return hostFailure(
      'unknown-module',
      `This game needs the module "${file.module.id}" (version ${file.module.version}), which is not installed.`,
    );
  }
  if (mod.version !== file.module.version || mod.contentHash !== file.module.contentHash) {
    warnings.push({
      code: 'module-mismatch',
      message:
        mod.version !== file.module.version
          ? `This game was played with ${file.module.id} version ${file.module.version}; version ${mod.version} is installed. The log is replayed with the installed module.`
          : `This game was played with different data for ${file.module.id} ${mod.version} (its content hash differs); the log is replayed with the installed data.`,
    });
  }

  for (const s of file.snapshots) {
    if (s.seq >= file.log.length)
      return hostFailure(
        'invalid',
        `A snapshot claims to follow log entry ${s.seq}, but the log has only entries 0..${file.log.length - 1}.`,
      );
  }
  for (const a of migrated.applied)
    warnings.push({ code: 'migrated', message: `Converted from an older format: ${a.describe}.` });
  return { ok: true, file, warnings };
}

/** Orders an object's keys: the preferred ones first in the given order, then the rest alphabetically. */
function ordered(value: JsonValue, preferred: readonly string[] = []): JsonValue {
  if (Array.isArray(value)) return value.map((v) => ordered(v));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  const rest = keys.filter((k) => !preferred.includes(k)).sort();
  const out: JsonObject = {};
  for (const k of [...preferred.filter((k) => keys.includes(k)), ...rest]) {
    if (value[k] !== undefined) out[k] = ordered(value[k]);
  }
  return out;
}

const TOP_ORDER = [
  'formatVersion',
  'app',
  'module',
  'setup',
  'players',
  'genesis',
  'savedAt',
  'head',
  'sealed',
  'log',
  'snapshots',
];
const ENTRY_ORDER = ['seq', 'side', 'verb', 'args', 'violations', 'reveals', 'prevHash', 'hash', 'sig'];

/**
 * The file's text, compact and diff-friendly: one top-level key per line, and each element of a top-level
 * array (log entries, snapshots) on a line of its own, every value as compact JSON with a fixed key order, so
 * the same game always writes the same bytes and a new action adds one line. Every key of `file` is written.
 */
export function serializeSaveFile(file: SaveFile): string {
  // The log and snapshots are ordered once, below (the placeholders keep their place among the keys).
  const top = ordered({ ...file, log: [], snapshots: [] } as unknown as JsonValue, TOP_ORDER) as JsonObject;
  top.log = file.log.map((e) => ordered(e as unknown as JsonValue, ENTRY_ORDER));
  top.snapshots = file.snapshots.map((s) => ({ seq: s.seq, state: ordered(s.state as unknown as JsonValue) }));
  const members = Object.keys(top).map((k) => {
    const v = top[k];
    const items = Array.isArray(v) && v.length > 0 ? `[\n${v.map((x) => JSON.stringify(x)).join(',\n')}\n]` : null;
    return `${JSON.stringify(k)}:${items ?? JSON.stringify(v)}`;
  });
  return `{\n${members.join(',\n')}\n}\n`;
}
