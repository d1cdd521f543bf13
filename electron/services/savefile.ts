// Reading and writing saved games (.sandtable). parseSaveFile is the only way a file's text becomes a SaveFile:
// it refuses oversized, truncated, malformed, too deeply nested, duplicate-keyed and hand-edited (json-gate.ts),
// prototype-polluting, schema-invalid, oversized-argument, newer-format, unknown-module and tampered files, each
// with a stable code and a sentence naming the problem. Nothing here touches disk.

import type { JsonObject, JsonValue, LogEntry } from '../../engine/core/types.js';
import { checkSignedHistory, type VerifiedPrefix } from './signing.js';
import type { HostError, HostResult } from '../../schemas/host-api.js';
import { hostFailure } from '../host-result.js';
import { MAX_SAVE_BYTES, SAVE_FORMAT_VERSION, type SaveFile } from '../../schemas/save.js';
import { validateSave } from '../../schemas/validate.js';
import { readJsonText, stripBom, tooLargeFailure, utf8Size } from './json-gate.js';
import { lineColumn } from './json-gate-locate.js';
import { findArgLimitProblem, MAX_ARG_BYTES, MAX_ARG_DEPTH } from './arg-limits.js';
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

// Kept here for their callers (files.ts, tests); they live with the JSON gate now.
export { lineColumn, tooLargeFailure, utf8Size };

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

/** A save file's JSON text: the text without a byte-order mark (json-gate.ts stripBom, as every reader). */
export function saveBody(text: string): string {
  return stripBom(text);
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
 * The first half of parseSaveFile: the text's size, its JSON through the gate (json-gate.ts readJsonText: bounds,
 * no key twice, no forbidden key), an object at the top. What it hands back is not yet a checked saved game
 * (checkSaveJson is the second half); `body` is the JSON text parsed (the text without a byte-order mark).
 */
export function parseSaveJson(text: string): HostResult<{ doc: JsonObject; body: string }> {
  const read = readJsonText(text);
  if (!read.ok) return read;
  const { value: doc, body } = read.value;
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return hostFailure('invalid', 'The file is JSON but not a Sandtable saved game (its top level is not an object).');
  }
  return { ok: true, value: { doc: doc as JsonObject, body } };
}

/**
 * The first log entry whose arguments cross the bounds the app holds its own actions to (arg-limits.ts: nesting
 * 32 deep, 64 KB as JSON), as a refusal naming it; null when none does. The app never logs such arguments, so a
 * file holding them was edited, and they would make every later save or hash of the log fail.
 */
function entryArgsProblem(log: readonly LogEntry[]): { ok: false; error: HostError } | null {
  for (let i = 0; i < log.length; i++) {
    const p = findArgLimitProblem(log[i]!.args);
    if (!p) continue;
    const path =
      p.kind === 'depth' && p.path.length > 100 ? `${p.path.slice(0, 97)}...` : p.kind === 'depth' ? p.path : '';
    const what =
      p.kind === 'depth'
        ? `nest deeper than ${MAX_ARG_DEPTH} levels (at /log/${i}/args${path})`
        : `take more than ${MAX_ARG_BYTES} bytes as JSON (at least ${p.bytes})`;
    return hostFailure(
      'invalid',
      `Entry ${log[i]!.seq}'s arguments ${what}; this app never lets an action's arguments be so large, so the ` +
        'file was edited and is refused.',
    );
  }
  return null;
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
  const args = entryArgsProblem(file.log);
  if (args) return args;

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
