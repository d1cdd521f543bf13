// Reading and writing saved games for the command line, through the same services the app uses
// (parseSaveFile / saveText, ModuleStore, GameDocument, atomic writes), so the files are the same.

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleStore, LoadedModule } from '../services/modules.js';
import { parseSaveFile } from '../services/savefile.js';
import { saveText } from '../services/save-size.js';
import { atomicWriteFile, readSaveText } from '../services/files.js';
import { readJsonText } from '../services/json-gate.js';
import { GameDocument } from '../services/document.js';
import { createInProcessRunner } from '../engine-host/runner.js';
import type { SaveFile } from '../../schemas/save.js';
import type { HostError } from '../../schemas/host-api.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A failure the CLI prints and turns into an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The modules folder: --modules, else $SANDTABLE_MODULES, else the package's assets/modules. */
export function modulesDir(option?: string): string {
  return resolve(option ?? process.env.SANDTABLE_MODULES ?? join(packageRoot, 'assets', 'modules'));
}

/** The app version written into save files (the package's version). */
export function appVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

const hostFail = (e: HostError, code = 2): never => {
  throw new CliError(`${e.message} [${e.code}]`, code);
};

/**
 * A JSON file's content read as the app reads a game's text (files.ts readSaveText, json-gate.ts readJsonText: the
 * size, a byte-order mark, the bounds, a key twice); `what` names it in messages. A missing file exits 2, a bad
 * one `code`.
 */
export async function readJsonFile(path: string, what: string, code = 2): Promise<unknown> {
  const text = await readSaveText(path);
  if (!text.ok) return hostFail(text.error, text.error.code === 'not-found' ? 2 : code);
  const read = readJsonText(text.value, undefined, what);
  return read.ok ? read.value.value : hostFail(read.error, code);
}

/** Load one module by id. */
export async function loadModule(store: ModuleStore, id: string): Promise<LoadedModule> {
  const r = await store.load(id);
  return r.ok ? r.value : hostFail(r.error);
}

/** Read and check a saved game: size, JSON, schema, module, hash chain; warnings are returned for printing. */
export async function readGame(
  store: ModuleStore,
  path: string,
): Promise<{ file: SaveFile; loaded: LoadedModule; warnings: HostError[] }> {
  const text = await readSaveText(path);
  if (!text.ok) return hostFail(text.error);
  const parsed = parseSaveFile(text.value, await store.known());
  if (!parsed.ok) return hostFail(parsed.error, parsed.error.code === 'tampered' ? 1 : 2);
  const loaded = await loadModule(store, parsed.file.module.id);
  return { file: parsed.file, loaded, warnings: parsed.warnings };
}

/** Rebuild the game a save file holds by replaying its log (snapshots are checked, never trusted). */
export async function openGame(
  store: ModuleStore,
  path: string,
): Promise<{ doc: GameDocument; file: SaveFile; warnings: HostError[] }> {
  const { file, loaded, warnings } = await readGame(store, path);
  const made = await GameDocument.fromSave(loaded, createInProcessRunner(loaded.module), file);
  if (!made.ok) return hostFail(made.error, 1);
  const { doc, warnings: more } = made.value;
  return { doc, file, warnings: [...warnings, ...more] };
}

/** Write a game to `path` atomically (a crash mid-write leaves the old file whole), never over the open limit. */
export async function writeGame(doc: GameDocument, path: string): Promise<void> {
  const text = saveText(doc.toSaveFile(appVersion()));
  if (!text.ok) return hostFail(text.error);
  await atomicWriteFile(path, text.value);
}
