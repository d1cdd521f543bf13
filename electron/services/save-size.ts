// The size check every writer of a saved game makes (the app's Save, the recovery journal, the command line): a
// file over MAX_SAVE_BYTES would be refused when opened, so it is never written; past NEARLY_FULL of the limit
// the game carries a warning, so the players learn it long before a save is refused.

import type { HostError } from '../../schemas/host-api.js';
import { MAX_SAVE_BYTES, type SaveFile } from '../../schemas/save.js';
import { hostFailure } from '../host-result.js';
import { serializeSaveFile } from './savefile.js';

/** The share of MAX_SAVE_BYTES past which a game carries the 'nearly-too-large' warning. */
export const NEARLY_FULL = 0.8;

const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
const LIMIT_MB = MAX_SAVE_BYTES / 1048576;

/** How many actions `bytes` holds at the game's average size per action (0 for a game with no actions). */
function actionsIn(bytes: number, fileBytes: number, entries: number): number {
  return entries > 0 ? Math.ceil(Math.max(0, bytes) / (fileBytes / entries)) : 0;
}

/** The refusal to write a game whose file would take `bytes` (with `entries` log entries): over the limit. */
export function tooLargeToSave(bytes: number, entries: number): { ok: false; error: HostError } {
  const over = actionsIn(bytes - MAX_SAVE_BYTES, bytes, entries);
  const count = over > 0 ? `${over.toLocaleString('en')} or more ` : '';
  return hostFailure(
    'too-large-to-save',
    `The game is too long for one file: saved, it would take ${mb(bytes)} MB, and saved games over ${LIMIT_MB} MB ` +
      'cannot be opened, so nothing was written and the file on disk is unchanged. The game stays open: undo ' +
      `its last ${count}actions to bring it under the limit, then save.`,
  );
}

/** The warning for a game whose file takes `bytes` (with `entries` log entries), or null below NEARLY_FULL. */
export function saveSizeWarning(bytes: number, entries: number): HostError | null {
  if (bytes > MAX_SAVE_BYTES) return { ...tooLargeToSave(bytes, entries).error };
  if (bytes < NEARLY_FULL * MAX_SAVE_BYTES) return null;
  const left = Math.floor((MAX_SAVE_BYTES - bytes) / (entries > 0 ? bytes / entries : 1));
  return {
    code: 'nearly-too-large',
    message:
      `This game's file is ${mb(bytes)} MB, ${Math.floor((100 * bytes) / MAX_SAVE_BYTES)}% of the ${LIMIT_MB} MB a ` +
      `saved game may take: about ${left.toLocaleString('en')} more actions fit. Past the limit it cannot be saved.`,
  };
}

/** A save file's text and its size in bytes, or why it is not written. */
export type SaveText = { ok: true; value: string; bytes: number } | { ok: false; error: HostError };

/** The file's text for `file`, serialized once and measured: the refusal instead when it could not be opened. */
export function saveText(file: SaveFile): SaveText {
  const text = serializeSaveFile(file);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_SAVE_BYTES) return tooLargeToSave(bytes, file.log.length);
  return { ok: true, value: text, bytes };
}
