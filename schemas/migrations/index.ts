// Migrations of saved games from every older format to the current one. The list is APPEND-ONLY: a format
// that was ever released keeps its migration forever, so any old file still opens. Each step is pure.

import type { JsonObject } from '../../engine/core/types.js';
import type { HostError } from '../host-api.js';
import { SAVE_FORMAT_VERSION } from '../save.js';

/** One step from format `from` to format `from + 1`; `up` returns a new document and never mutates its input. */
export interface Migration {
  from: number;
  to: number;
  /** What changed, for the log and the report shown to the person. */
  describe: string;
  up(doc: JsonObject): JsonObject;
}

/** Every save migration, oldest first. Append new steps AT THE END ONLY. (Format 1 is the first format.) */
export const SAVE_MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    to: 2,
    describe: 'format 2 adds signed histories; this game was saved before them, so its history is not signed',
    up: (doc) => ({ ...doc, formatVersion: 2 }),
  },
];

/** The answer of migrateSave: the document at the current format and the steps applied, or why not. */
export type MigrateResult = { ok: true; doc: JsonObject; applied: Migration[] } | { ok: false; error: HostError };

/** Brings a parsed save document from its formatVersion up to `target` by chaining migrations. */
export function migrateSave(
  doc: JsonObject,
  migrations: readonly Migration[] = SAVE_MIGRATIONS,
  target: number = SAVE_FORMAT_VERSION,
): MigrateResult {
  let version = doc.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    return {
      ok: false,
      error: {
        code: 'invalid',
        message: 'The file has no whole-number formatVersion, so it is not a Sandtable saved game.',
      },
    };
  }
  if (version > target) {
    return {
      ok: false,
      error: {
        code: 'newer-format',
        message: `This game was made by a newer Sandtable (format ${version}); this version reads up to ${target}. Update Sandtable to open it.`,
      },
    };
  }
  let current = doc;
  const applied: Migration[] = [];
  while (version < target) {
    const step = migrations.find((m) => m.from === version);
    if (!step || step.to !== version + 1) {
      return {
        ok: false,
        error: {
          code: 'old-format',
          message: `This game was made by an older Sandtable (format ${version}) that this version cannot convert.`,
        },
      };
    }
    current = step.up(current);
    if (current.formatVersion !== step.to) {
      throw new Error(`Migration ${step.from}->${step.to} did not set formatVersion to ${step.to}`);
    }
    applied.push(step);
    version = step.to;
  }
  return { ok: true, doc: current, applied };
}
