// Files: the saved games the page can list and open (browser mode has no native dialogs: main keeps a documents
// folder and the recent files), opening a file's contents, Save and Save As. Opening and writing are opening.ts's.

import { lstat } from 'node:fs/promises';
import { Type } from 'typebox';
import type { FileEntry, HostResult, SentSnapshot } from '../../../schemas/host-api.js';
import { hostFailure } from '../../host-result.js';
import { validateSaveName } from '../../services/files.js';
import { openPath, openText, writeTo } from '../opening.js';
import { operation, snapshotOperation } from '../operation.js';

/** Whether something (a file, or anything else that a save would replace) is at `path`. */
async function fileExists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** A save name as the page may give it: no path, no leading dot, no characters file systems refuse. */
const SaveName = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '^(?!\\.)(?!.*\\.\\.)[^/\\\\:*?"<>|\\u0000-\\u001f]+$',
});

/** The files slice's operations. */
export const filesOperations = {
  /** Native open dialog (Electron's main answers it itself); the bridge has none. */
  openDialog: snapshotOperation(
    {},
    async (): Promise<HostResult<SentSnapshot | null>> =>
      hostFailure('no-native-dialog', 'This host has no native file dialog; pick a file from the list or drop one.'),
  ),

  /** Saved games in the documents folder plus recent files. */
  listFiles: operation(
    {},
    async (s): Promise<HostResult<FileEntry[]>> => ({ ok: true, value: await s.catalog.list() }),
  ),

  openFile: snapshotOperation(
    { fileId: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }) },
    async (s, a) => {
      const path = await s.catalog.pathOf(a.fileId);
      if (!path) return hostFailure('not-found', 'That saved game is no longer listed; refresh the list.');
      return openPath(s, path);
    },
  ),

  /**
   * Opens a file the person picked or dropped, by its contents. The text has no maxLength here on purpose: its
   * size is measured in bytes first and a file over 50 MB is refused with the clearer code 'too-large'.
   */
  openContents: snapshotOperation(
    { name: Type.String({ minLength: 1, maxLength: 255 }), text: Type.String() },
    (s, a) => openText(s, a.text, null, a.name),
  ),

  save: snapshotOperation({}, async (s) => {
    if (!s.doc) return hostFailure('no-game', 'There is no game to save.');
    if (!s.doc.path) return hostFailure('needs-name', 'This game has not been saved yet; choose a name (Save As).');
    return writeTo(s, s.doc.path);
  }),

  /** Electron's main shows a native dialog when no name is given; the bridge saves `name` in its documents folder. */
  saveAs: snapshotOperation(
    { name: Type.Optional(SaveName), overwrite: Type.Optional(Type.Boolean()) },
    async (s, a): Promise<HostResult<SentSnapshot | null>> => {
      if (!s.doc) return hostFailure('no-game', 'There is no game to save.');
      if (a.name === undefined) return hostFailure('needs-name', 'Choose a name for the saved game.');
      const name = validateSaveName(a.name);
      if (!name.ok) return name;
      const path = s.catalog.pathForName(name.value);
      // Another game of that name is replaced only when the person said so; the game's own file is not another.
      if (a.overwrite !== true && path !== s.doc.path && (await fileExists(path))) {
        return hostFailure('exists', `A saved game named "${name.value}" already exists. Replace it?`);
      }
      return writeTo(s, path);
    },
  ),
};
