// Opening a saved game's text with a head start: once the text is JSON with no forbidden key, it is sent to the
// worker, which sets the game up and replays its log (document.ts beginOpen), and the host checks the file (schema,
// chain, signatures, head: savefile.ts checkSaveJson) while the worker replays. On two cores the two overlap, so
// opening a long game costs about the longer of the two, not their sum. The worker's answers are used only for a
// file that passed every check unchanged (no conversion from an older format); a refused file's worker is
// stopped, not kept warm, and nothing else has changed.

import type { GameModule } from '../../engine/core/module.js';
import type { HostError, HostResult } from '../../schemas/host-api.js';
import type { Migration } from '../../schemas/migrations/index.js';
import { SAVE_FORMAT_VERSION, type SaveFile } from '../../schemas/save.js';
import type { EngineRunner } from '../engine-host/runner.js';
import { type DocumentOptions, type EarlyOpen, GameDocument } from './document.js';
import type { LoadedModule } from './modules.js';
import { checkSaveJson, type KnownModule, parseSaveJson } from './savefile.js';
import type { VerifiedPrefix } from './signing.js';
import type { JsonObject } from '../../engine/core/types.js';

/** What opening needs from the host: the installed modules, a runner, the document options for a file. */
export interface OpenSaveDeps {
  known: readonly KnownModule[];
  migrations?: readonly Migration[];
  /** What this machine remembers of a game's checked signatures (verified.ts). */
  verified?: (genesis: string) => VerifiedPrefix | undefined;
  /** The installed module of that id. */
  load(id: string): Promise<HostResult<LoadedModule>>;
  /** A runner for the module's rules. */
  start(module: GameModule): Promise<HostResult<EngineRunner>>;
  /** The options to open `file` with (its keys decide the replay): asked once, of the file not yet checked. */
  options(file: SaveFile): Promise<DocumentOptions>;
}

/** The engine's work on a file begun, with the module, runner and options it was begun with. */
export interface Begun {
  loaded: LoadedModule;
  runner: EngineRunner;
  opts: DocumentOptions;
  early: EarlyOpen;
}

/** A checked file and, when its engine work began early and stands for it, that work. */
export type ParsedSave =
  | { ok: true; file: SaveFile; warnings: HostError[]; begun: Begun | null }
  | { ok: false; error: HostError };

/**
 * Parses and checks `text` as parseSaveFile does, with its engine work begun meanwhile. `begun` is null when the
 * file was not a current-format game naming an installed module, or needed converting: the caller opens it the
 * ordinary way (GameDocument.fromSave begins the work itself).
 */
export async function parseSaveBegun(text: string, deps: OpenSaveDeps): Promise<ParsedSave> {
  const json = parseSaveJson(text);
  if (!json.ok) return json;
  const { doc, body } = json.value;
  const begun = await begin(doc, body, deps);
  const parsed = checkSaveJson(doc, deps.known, deps.migrations, deps.verified);
  if (!parsed.ok) {
    await begun?.runner.dispose(true);
    return parsed;
  }
  const stands = begun !== null && parsed.file === (doc as unknown) && begun.loaded.info.id === parsed.file.module.id;
  if (begun && !stands) await begun.runner.dispose();
  return { ...parsed, begun: stands ? begun : null };
}

/** Sends the set-up and replay of a current-format file to a worker, or null (anything odd: checked first). */
async function begin(doc: JsonObject, text: string, deps: OpenSaveDeps): Promise<Begun | null> {
  const module = doc.module as { id?: unknown } | null | undefined;
  if (doc.formatVersion !== SAVE_FORMAT_VERSION || typeof module?.id !== 'string') return null;
  if (!Array.isArray(doc.log) || typeof doc.setup !== 'object' || doc.setup === null) return null;
  const file = doc as unknown as SaveFile;
  let runner: EngineRunner | null = null;
  try {
    const loaded = await deps.load(module.id);
    if (!loaded.ok) return null;
    const started = await deps.start(loaded.value.module);
    if (!started.ok) return null;
    runner = started.value;
    const opts = await deps.options(file);
    const early = GameDocument.beginOpen(runner, file, text, opts);
    // One turn of the event loop, so the requests reach the worker before the host's checks hold this thread.
    await new Promise((resolve) => setImmediate(resolve));
    return { loaded: loaded.value, runner, opts, early };
  } catch {
    // The file's oddities are for checkSaveJson to name.
    await runner?.dispose(true);
    return null;
  }
}
