// Opening a saved game's text with a head start. The text goes to the worker first (EngineRunner.read: its module
// read off the module line), so that the worker parses it while the host does, and with it the request to set the
// game up and replay its log (document.ts beginOpen), which the worker carries out while the host parses and
// checks the file (schema, chain, signatures, head: savefile.ts checkSaveJson). On two cores these overlap, so
// opening a long game costs about the longer of the two, not their sum. A game with commit-reveal dice waits for
// the host's parse (its private draw keys come from the file); a text with a forbidden key is never played (the
// worker refuses to read it too). A text the JSON gate refuses (json-gate.ts: too deep, a string too long, a key
// twice, a number this app never writes) may be begun by the worker, which reads it with JSON.parse alone, but the
// host refuses it before any check, and its worker's answer is never read. The worker's answers are used only for
// a file that passed every check unchanged (no conversion from an older format); a refused file's worker is
// stopped, not kept warm, and nothing else has changed.

import type { GameModule } from '../../engine/core/module.js';
import type { HostError, HostResult } from '../../schemas/host-api.js';
import type { Migration } from '../../schemas/migrations/index.js';
import { MAX_SAVE_BYTES, SAVE_FORMAT_VERSION, type SaveFile } from '../../schemas/save.js';
import type { EngineRunner } from '../engine-host/runner.js';
import { type DocumentOptions, type EarlyOpen, GameDocument } from './document.js';
import type { LoadedModule } from './modules.js';
import {
  checkSaveJson,
  type KnownModule,
  parseSaveJson,
  peekModuleId,
  peekSetupWithoutDice,
  saveBody,
} from './savefile.js';
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
 * Parses and checks `text` as parseSaveFile does, with its engine work begun meanwhile: the text goes to the
 * worker first (EngineRunner.read) so that both parse it at once, then the set-up and replay, which run while the
 * host checks the file. `begun` is null when the file was not a current-format game naming an installed module,
 * or needed converting: the caller opens it the ordinary way (GameDocument.fromSave begins the work itself).
 */
export async function parseSaveBegun(text: string, deps: OpenSaveDeps): Promise<ParsedSave> {
  const ahead = await readAhead(peekModuleId(text), saveBody(text), deps, peekSetupWithoutDice(text));
  const json = parseSaveJson(text);
  if (!json.ok) {
    await ahead?.runner.dispose(true);
    return json;
  }
  const { doc, body } = json.value;
  const begun = await begin(doc, body, ahead, deps);
  const parsed = checkSaveJson(doc, deps.known, deps.migrations, deps.verified);
  if (!parsed.ok) {
    await begun?.runner.dispose(true);
    return parsed;
  }
  const stands = begun !== null && parsed.file === (doc as unknown) && begun.loaded.info.id === parsed.file.module.id;
  if (begun && !stands) await begun.runner.dispose();
  return { ...parsed, begun: stands ? begun : null };
}

/** A runner for the module a text names, given the text to read; what it read is played only once checked. */
interface Ahead {
  loaded: LoadedModule;
  runner: EngineRunner;
  read: Promise<void>;
  /** Its opening asked at once, before the host parsed the text (no keys needed), or null. */
  early: EarlyOpen | null;
}

/**
 * Starts a runner for the module `id` (peekModuleId) and sends it `body` to parse; null when there is none. With
 * `openNow` (a set-up without commit-reveal dice, whose keys only the parsed file gives) the opening is asked at
 * once too: the worker sets up and replays the game while the host parses it, and plays nothing if the text
 * holds a forbidden key (ops.ts readOpenedFile). Its answer is used only once the host has checked the file.
 */
async function readAhead(id: string, body: string, deps: OpenSaveDeps, openNow = false): Promise<Ahead | null> {
  // Too large a text is refused by parseSaveJson before anything reads it.
  if (id === '' || body.length > MAX_SAVE_BYTES) return null;
  let runner: EngineRunner | null = null;
  try {
    const loaded = await deps.load(id);
    if (!loaded.ok) return null;
    const started = await deps.start(loaded.value.module);
    if (!started.ok) return null;
    runner = started.value;
    // The text alone, or the text and its opening in one request (the worker does not wait for the host between).
    const early = openNow ? GameDocument.beginOpen(runner, {}, null, body) : null;
    const read = early ? Promise.resolve() : runner.read(body);
    read.catch(() => {}); // open then answers why
    // One turn of the event loop, so the text reaches the worker before the host's own parse holds this thread.
    await new Promise((resolve) => setImmediate(resolve));
    return { loaded: loaded.value, runner, read, early };
  } catch {
    await runner?.dispose(true);
    return null;
  }
}

/**
 * Sends the set-up and replay of a current-format file to the runner that read it (or to one started now), or
 * null (anything odd: checkSaveJson names it). An opening asked before the parse is handed on with the parsed file:
 * fromSave takes its answer if it was asked with the options it gets (else it replays the file itself).
 */
async function begin(doc: JsonObject, body: string, ahead: Ahead | null, deps: OpenSaveDeps): Promise<Begun | null> {
  const module = doc.module as { id?: unknown } | null | undefined;
  const fits =
    doc.formatVersion === SAVE_FORMAT_VERSION &&
    typeof module?.id === 'string' &&
    Array.isArray(doc.log) &&
    typeof doc.setup === 'object' &&
    doc.setup !== null;
  // The runner that read the text plays it if it holds the module the file names; else it is stopped.
  const reuse = fits && ahead !== null && ahead.loaded.info.id === module?.id ? ahead : null;
  if (ahead && !reuse) await ahead.runner.dispose(true);
  if (!fits) return null;
  const file = doc as unknown as SaveFile;
  const got = reuse ?? (await readAhead(module!.id as string, body, deps));
  if (!got) return null;
  const { loaded, runner, read } = got;
  try {
    const opts = await deps.options(file);
    if (got.early) {
      got.early.file = file;
      return { loaded, runner, opts, early: got.early };
    }
    // The worker parses while the host does: once it has, the set-up and replay follow at once.
    await read.catch(() => {});
    const early = GameDocument.beginOpen(runner, opts, file);
    // One turn of the event loop, so the request reaches the worker before the host's checks hold this thread.
    await new Promise((resolve) => setImmediate(resolve));
    return { loaded, runner, opts, early };
  } catch {
    // The file's oddities are for checkSaveJson to name.
    await runner.dispose(true);
    return null;
  }
}
