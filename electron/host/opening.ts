// Opening and saving the session's game: a file's text parsed and checked (with the engine's work begun
// meanwhile: open-save.ts), replayed into a document and adopted all or nothing (session.ts adopt); a game
// written to a path atomically, never a file the app would refuse to open. Used by the files, mail and recovery
// slices; on any failure the open game, the records and the files on disk stay as they were.

import { constants as fsConstants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { HostError, HostResult, SentSnapshot } from '../../schemas/host-api.js';
import type { SaveFile } from '../../schemas/save.js';
import { hostFailure, messageOf } from '../host-result.js';
import { type DocumentOptions, GameDocument } from '../services/document.js';
import { atomicWriteFile, readSaveText, removeStaleTempFiles } from '../services/files.js';
import { readJsonText } from '../services/json-gate.js';
import { type Begun, parseSaveBegun } from '../services/open-save.js';
import { saveText } from '../services/save-size.js';
import type { HostSession } from './session.js';
import { BY_MAIL_REFUSAL } from './opponent.js';

/** The module id a save file's text names, if it can be read at all (for error messages only). */
function moduleIdOf(text: string): string {
  try {
    const id = (JSON.parse(text) as { module?: { id?: unknown } }).module?.id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

/** The options a saved game opens with: this app's signer, and what the listeners add (private draw keys). */
export async function openOptions(s: HostSession, file: SaveFile): Promise<DocumentOptions> {
  const opts: DocumentOptions = { revision: s.nextRevision(), signer: await s.signer() };
  await s.everyListener(async (l) => Object.assign(opts, await l.opening?.(file)));
  return opts;
}

/** Parses text and opens it as the game; on any failure nothing changes (game, records, files). */
export async function openText(
  s: HostSession,
  text: string,
  path: string | null,
  name: string | null,
): Promise<HostResult<SentSnapshot>> {
  // A text that is no saved game (an invitation to a game by e-mail) is for the listeners that know its kind.
  // It meets the same gate as a saved game (json-gate.ts): bounds, no key twice, numbers as this app writes them.
  if (text.includes('"sandtable-invitation"')) {
    const read = readJsonText(text);
    if (!read.ok) return read;
    const foreign = await s.firstAnswer((l) => l.foreign?.(read.value.value));
    if (foreign) return foreign;
  }
  const parsed = await parseSaveBegun(text, {
    known: await s.modules.known(),
    migrations: s.options.migrations,
    verified: (g) => s.verified.get(g),
    load: (id) => s.modules.load(id),
    start: (m) => s.startRunner(m),
    options: (file) => openOptions(s, file),
  });
  if (!parsed.ok) {
    // "Not installed" would be wrong for a module that is there but fails its checks: say what is wrong with it.
    const broken = parsed.error.code === 'unknown-module' ? await s.modules.load(moduleIdOf(text)) : null;
    if (broken && !broken.ok && broken.error.code === 'module-invalid') {
      return hostFailure(
        'module-invalid',
        `This game needs a module that is installed but broken: ${broken.error.message}`,
      );
    }
    return parsed;
  }
  const bytes = Buffer.byteLength(text, 'utf8');
  return openParsed(s, parsed.file, parsed.warnings, path, name, parsed.begun, bytes);
}

/**
 * Opens a checked save file as the game, all or nothing. `begun`: the engine's work begun while it was parsed;
 * `bytes`: the size of the text it was read from (null: none, a game begun from an invitation).
 */
export async function openParsed(
  s: HostSession,
  file: SaveFile,
  warnings: HostError[],
  path: string | null,
  name: string | null,
  begun: Begun | null = null,
  bytes: number | null = null,
): Promise<HostResult<SentSnapshot>> {
  const mod = begun ? { ok: true as const, value: begun.loaded } : await s.modules.load(file.module.id);
  if (!mod.ok) return mod;
  const started = begun ? { ok: true as const, value: begun.runner } : await s.startRunner(mod.value.module);
  if (!started.ok) return started;
  const runner = started.value;
  let built: Awaited<ReturnType<typeof GameDocument.fromSave>>;
  try {
    const options = begun?.opts ?? (await openOptions(s, file));
    built = await GameDocument.fromSave(mod.value, runner, file, options, begun?.early);
  } catch (e) {
    built = hostFailure('replay-failed', `The game could not be replayed: ${messageOf(e)}`);
  }
  if (!built.ok) {
    await runner.dispose().catch(() => {});
    return built;
  }
  const doc = built.value.doc;
  // A file that says the computer plays a side of a game by e-mail is refused: that game is two people's.
  const seat = doc.opponent;
  const byMail = doc.mySide !== undefined || file.setup.twoPlayers === true;
  if (seat && byMail) {
    await doc.dispose().catch(() => {});
    return hostFailure('opponent-refused', BY_MAIL_REFUSAL);
  }
  doc.path = path;
  const adopted = await s.adopt(doc, file, name, [...warnings, ...built.value.warnings]);
  if (!adopted.ok) return adopted;
  await s.rememberVerified(doc);
  // A file converted from an older format keeps its original beside it on the first save over it.
  s.upgradedFrom = path && warnings.some((w) => w.code === 'migrated') ? path : null;
  await s.recovery.clean(bytes);
  if (path) {
    s.catalog.remember(path);
    await s.settings.addRecent(path).catch(() => {});
  }
  return adopted;
}

/** Opens a save file by path. */
export async function openPath(s: HostSession, path: string): Promise<HostResult<SentSnapshot>> {
  const text = await readSaveText(path);
  if (!text.ok) return text;
  return openText(s, text.value, path, null);
}

/** Saves the open game to `path` atomically; on any failure the game and the file there stay as they were. */
export async function writeTo(s: HostSession, path: string): Promise<HostResult<SentSnapshot>> {
  const doc = s.doc;
  if (!doc) return hostFailure('no-game', 'There is no game to save.');
  const file = doc.toSaveFile(s.appVersion, new Date().toISOString());
  // Serialized once and measured: a file the app would refuse to open is not written at all.
  const text = saveText(file);
  if (!text.ok) return text;
  // The answer first, as if saved: if it cannot be made, nothing is written and the game is as it was.
  const mark = doc.mark();
  doc.markSaved(path);
  const answered = await s.answer(undefined, text.bytes);
  if (!answered.ok) {
    doc.restore(mark);
    return answered;
  }
  try {
    await mkdir(dirname(path), { recursive: true });
    if (s.upgradedFrom !== null && s.upgradedFrom === path) {
      await copyFile(path, `${path}.old-format.bak`, fsConstants.COPYFILE_EXCL).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'EEXIST') throw e;
      });
    }
    await atomicWriteFile(path, text.value);
    // An earlier save there that was killed mid-write left its temporary file: clear it (never fails).
    await removeStaleTempFiles(dirname(path));
  } catch (e) {
    doc.restore(mark);
    return hostFailure('write-failed', `The game could not be saved: ${messageOf(e)}. The previous file is unchanged.`);
  }
  if (s.upgradedFrom === path) s.upgradedFrom = null;
  await s.rememberVerified(doc);
  s.catalog.remember(path);
  await s.settings.addRecent(path).catch(() => {});
  await s.recovery.clean(text.bytes);
  return answered;
}
