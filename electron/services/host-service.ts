// Main's host service: every HostApi operation (but kind/onMenu) over the open document, the modules, the
// files and crash recovery. Electron IPC and the loopback bridge both call it; it validates arguments again
// itself, answers HostResult and never throws across the boundary. Operations run one at a time.

import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { copyFile, lstat, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { GameModule } from '../../engine/core/module.js';
import { getRules } from '../../engine/games/registry.js';
import type { EngineRunner } from '../engine-host/runner.js';
import type {
  HostError,
  HostOperations,
  HostResult,
  LogCursor,
  LogSince,
  SentSnapshot,
  UiLanguage,
} from '../../schemas/host-api.js';
import { validateHostArgs, validateVerbArgs } from '../../schemas/validate.js';
import { hiddenPieces, redactLog } from './log-redact.js';
import { ViewSender } from './view-delta.js';
import { type DocumentOptions, GameDocument, type Signer } from './document.js';
import { type Identity, loadIdentity, signerOf } from './identity.js';
import { signHead } from './signing.js';
import {
  atomicWriteFile,
  FileCatalog,
  fileNameOf,
  readSaveText,
  removeStaleTempFiles,
  SettingsStore,
  validateSaveName,
  withSaveExtension,
} from './files.js';
import { ModuleStore } from './modules.js';
import { VerifiedStore } from './verified.js';
import { RecoveryStore } from './recovery.js';
import { replayOps } from './replay-ops.js';
import { mailOps } from './mail-ops.js';
import { printOps } from './print-ops.js';
import type { SaveFile } from '../../schemas/save.js';
import { findForbiddenKey } from './forbidden.js';
import { type Begun, parseSaveBegun } from './open-save.js';
import { saveSizeWarning, saveText } from './save-size.js';
import { checkActionArgs } from './arg-limits.js';
import type { Migration } from '../../schemas/migrations/index.js';
import { isUiLanguage } from '../ipc.js';
import { hostFailure, messageOf } from '../host-result.js';

/** Where the service keeps things and how it runs the engine. */
export interface HostServiceOptions {
  modulesDir: string;
  dataDir: string;
  docsDir: string;
  /** 'worker' (default: the engine in a worker thread with a time limit) or 'inprocess' (tests, CLI). */
  runner?: 'worker' | 'inprocess';
  /** Overrides how an engine runner is made for a module (tests inject one). */
  runnerFactory?: (module: GameModule) => EngineRunner | Promise<EngineRunner>;
  /** The app version written into save files. */
  appVersion?: string;
  /** The recovery session id (tests). */
  session?: string;
  /** Save-format migrations (default: schemas/migrations SAVE_MIGRATIONS; tests inject fake older formats). */
  migrations?: readonly Migration[];
}

/** The service: every operation of HOST_OPERATIONS (schemas/host-api.ts), plus what only main calls. */
export interface HostService extends HostOperations {
  /** The language the page last reported (kept across runs), or null before it ever did. */
  uiLanguage(): Promise<UiLanguage | null>;
  /** Opens a save file by path (command line, file association, the native open dialog). */
  openPath(path: string): Promise<HostResult<SentSnapshot>>;
  /** Saves to a path from the native save dialog (the extension is added when missing); `since` as in save. */
  saveToPath(path: string, since?: LogCursor): Promise<HostResult<SentSnapshot>>;
  isDirty(): boolean;
  /** The window title the renderer last asked for. */
  title(): string;
  /** Clean shutdown: the recovery file and lock go, the engine stops. */
  close(): Promise<void>;
}

/**
 * What an operation module (print-ops.ts, replay-ops.ts, pbem-ops.ts...) may use of the service: the open
 * document, the side this screen shows, argument checking with one-at-a-time running, and the snapshot answer.
 */
export interface OpsContext {
  /** The open document, or null. */
  doc(): GameDocument | null;
  /** The side this screen shows for `d`. */
  screenSide(d: GameDocument): string;
  /** Validates `args` against `op`'s schema, then runs `fn` after every earlier operation (see serial). */
  checked<A, T>(op: string, args: A | undefined, fn: (a: A) => Promise<HostResult<T>>): Promise<HostResult<T>>;
  /** The snapshot answer for the screen's side (or for `side`). */
  ok(side?: string): Promise<HostResult<SentSnapshot>>;
  /** Journals a change to the document for crash recovery, then answers the snapshot. */
  changed(): Promise<HostResult<SentSnapshot>>;
  /** Where the service keeps its data (user data): keys, sent-turn records. */
  dataDir: string;
  /** The app version written into save files. */
  appVersion: string;
}

/** The app version written into save files unless told otherwise. */
export const APP_VERSION = '0.1.0';

/** Whether something (a file, or anything else that a save would replace) is at `path`. */
async function fileExists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}

/** The module id a save file's text names, if it can be read at all (for error messages only). */
function moduleIdOf(text: string): string {
  try {
    const id = (JSON.parse(text) as { module?: { id?: unknown } }).module?.id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

async function defaultRunner(module: GameModule, kind: 'worker' | 'inprocess'): Promise<EngineRunner> {
  // Loaded on demand so the services can be imported (CLI, tests) without starting a worker.
  const host = await import('../engine-host/runner.js');
  return kind === 'inprocess' ? host.createInProcessRunner(module) : host.createWorkerRunner(module);
}

/** Creates the service and starts its recovery session. */
export async function createHostService(opts: HostServiceOptions): Promise<HostService> {
  const modules = new ModuleStore(opts.modulesDir);
  const settings = new SettingsStore(opts.dataDir);
  const catalog = new FileCatalog(opts.docsDir, settings);
  const recovery = new RecoveryStore(opts.dataDir, opts.session);
  await recovery.start();
  // Signatures already checked on this machine are not checked again on reopening (verified.ts).
  const verified = new VerifiedStore(opts.dataDir);
  await verified.load();
  /** Remembers the document's whole log as verified here (its entries were checked on open or signed here). */
  const rememberVerified = async (d: GameDocument) => {
    if (d.signed && !d.legacy) await verified.record(d.genesis, d.log).catch(() => {});
  };
  const appVersion = opts.appVersion ?? APP_VERSION;
  const makeRunner = (m: GameModule) =>
    opts.runnerFactory ? opts.runnerFactory(m) : defaultRunner(m, opts.runner ?? 'worker');

  let doc: GameDocument | null = null;
  // The local player's keys (identity.ts), made on first use.
  let identity: Promise<Identity> | null = null;
  let signer: Signer | null = null;
  function localIdentity(): Promise<Identity> {
    identity ??= loadIdentity(opts.dataDir);
    return identity;
  }
  async function localSigner(): Promise<Signer> {
    if (!signer) {
      const id = await localIdentity();
      signer = { publicKey: id.publicKey, sign: signerOf(id) };
    }
    return signer;
  }
  let docName: string | null = null;
  let warnings: HostError[] = [];
  let viewSide: string | null = null;
  /** The side the page's log lines were last sent for (a hidden piece is never named to the other side). */
  let logSide: string | null = null;
  let windowTitle = 'Sandtable';
  /** The path of the open file when it was converted from an older save format and not yet saved over. */
  let upgradedFrom: string | null = null;

  // One operation at a time: an undo must not interleave with an act.
  let queue: Promise<unknown> = Promise.resolve();
  /** What the renderer of the running operation holds of the log (its `since`): the answer sends the rest. */
  let since: LogCursor | undefined;
  /** The views sent to the renderer, each but the first it asks for as a change of the one before. */
  const views = new ViewSender();
  function serial<T>(fn: () => Promise<HostResult<T>>, cursor?: LogCursor): Promise<HostResult<T>> {
    const step = () => {
      since = cursor;
      return fn();
    };
    const run = queue
      .then(step, step)
      .catch((e: unknown) => hostFailure('internal', `Unexpected failure: ${messageOf(e)}`));
    queue = run;
    return run as Promise<HostResult<T>>;
  }

  function checked<A, T>(
    op: string,
    args: A | undefined,
    fn: (a: A) => Promise<HostResult<T>>,
  ): Promise<HostResult<T>> {
    const v = validateHostArgs(op, args);
    if (!v.ok) return Promise.resolve(v);
    const a = (args === undefined ? {} : args) as A;
    return serial(() => fn(a), (a as LogSince).since);
  }

  /** The side this screen shows: the one it asked for, else the side to act. */
  function screenSide(d: GameDocument): string {
    const sides = d.loaded.module.manifest.sides.map((s) => s.id);
    // A game by e-mail: the screen shows this player's side only.
    if (d.mySide) return d.mySide;
    return viewSide && sides.includes(viewSide) ? viewSide : d.state.activeSide;
  }

  async function snapshot(side?: string): Promise<SentSnapshot> {
    if (!doc) return { doc: null, view: null, log: [], logEvents: '[]', logFrom: 0 };
    const sides = doc.loaded.module.manifest.sides.map((s) => s.id);
    if (side && sides.includes(side)) viewSide = side;
    const who = screenSide(doc);
    const info = doc.info(who);
    info.fileName = doc.fileName ?? docName;
    const players = await mail.hooks.players(doc);
    if (players) info.players = players;
    const mailInfo = await mail.hooks.info(doc);
    if (mailInfo) info.mail = mailInfo;
    // The game's size as a file, as the recovery journal last measured it: a warning from 80% of the open limit.
    const size = saveSizeWarning(recovery.gameBytes ?? 0, doc.log.length);
    const shown = size ? [...warnings, size] : warnings;
    if (shown.length > 0) info.warnings = shown;
    const view = await doc.view(who);
    // The page's lines were read as another side: send the whole log again, as this side may read it.
    const delta = doc.logDelta(logSide === who ? since : undefined);
    logSide = who;
    const log = redactLog(delta.log, doc.events, delta.logFrom, hiddenPieces(doc.state, view));
    // A page that keeps what it was sent (it says so with `since`): the view numbered, and as a change of the one
    // it holds if it says which (view-delta.ts).
    if (!since) return { doc: info, view, logFrom: delta.logFrom, ...log };
    const sent = views.send(view, since.view);
    const snap: SentSnapshot = { doc: info, view: sent.view, viewId: sent.viewId, logFrom: delta.logFrom, ...log };
    if (sent.viewDelta) snap.viewDelta = sent.viewDelta;
    return snap;
  }

  async function ok(side?: string): Promise<HostResult<SentSnapshot>> {
    try {
      return { ok: true, value: await snapshot(side) };
    } catch (e) {
      // The engine failed to compute the view (a crash or time limit in the rules' view function).
      return hostFailure('engine-failed', `The rules engine could not show the game: ${(e as Error).message}`);
    }
  }

  /** Journals a change (act, undo, redo) for recovery: a line or two appended; a failure must not lose the change itself. */
  async function persistRecovery(): Promise<void> {
    const d = doc;
    if (!d) return;
    try {
      await recovery.record(d.log, () => d.toSaveFile(appVersion), d.path);
    } catch {
      // Recovery is best effort (a full disk must not refuse a move); the next change rewrites the journal.
    }
  }

  /** Starts the recovery journal over with the game as it stands (new or restored: not in a file as it is). */
  async function beginRecovery(dirty: boolean): Promise<void> {
    const d = doc;
    if (!d) return;
    try {
      await recovery.begin(d.toSaveFile(appVersion), d.path, dirty);
    } catch {
      // Best effort, as above: the next change tries to begin it again.
    }
  }

  /** Makes `next` the open document, ending the previous one's engine. */
  async function adopt(next: GameDocument, name: string | null, newWarnings: HostError[]): Promise<void> {
    const old = doc;
    doc = next;
    docName = name;
    warnings = newWarnings;
    viewSide = null;
    logSide = null;
    upgradedFrom = null;
    if (old) await old.dispose().catch(() => {});
  }

  /** The first revision of a document that replaces the open one, so the renderer's revision never goes back. */
  function nextRevision(): number {
    return (doc?.revision ?? 0) + 1;
  }

  /** A fresh engine runner for a module, or the failure to show when it cannot start. */
  async function startRunner(module: GameModule): Promise<HostResult<EngineRunner>> {
    try {
      return { ok: true, value: await makeRunner(module) };
    } catch (e) {
      return hostFailure('engine-unavailable', `The rules engine could not start: ${(e as Error).message}`);
    }
  }

  /** After the document changed (act, undo, redo): the change is journaled and the new snapshot answered. */
  async function changed(): Promise<HostResult<SentSnapshot>> {
    await persistRecovery();
    return ok();
  }

  /** Undo and redo: the document's own step, then as any change. */
  function historyStep(op: 'undo' | 'redo') {
    return (args: LogSince | undefined) =>
      checked(op, args, async () => {
        if (!doc) return hostFailure('no-game', 'There is no game open.');
        // Undo as the side this screen shows (enforced and advisory modes have barriers: document.undoBarrier).
        const r = op === 'undo' ? await doc.undo(screenSide(doc)) : await doc.redo();
        if (!r.ok) return r;
        return changed();
      });
  }

  /** Parses text and opens it as the document; on any failure nothing changes (document, files). */
  async function openText(text: string, path: string | null, name: string | null): Promise<HostResult<SentSnapshot>> {
    // An invitation to a game by e-mail is not a saved game: it is kept for joinGame (mail-ops.ts).
    if (text.includes('"sandtable-invitation"')) {
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // Not JSON: parseSaveBegun below says what is wrong with it.
      }
      const inv = await mail.hooks.openInvitation(json);
      if (inv) return inv;
    }
    const parsed = await parseSaveBegun(text, {
      known: await modules.known(),
      migrations: opts.migrations,
      verified: (g) => verified.get(g),
      load: (id) => modules.load(id),
      start: startRunner,
      options: openOptions,
    });
    if (!parsed.ok) {
      // "Not installed" would be wrong for a module that is there but fails its checks: say what is wrong with it.
      const broken = parsed.error.code === 'unknown-module' ? await modules.load(moduleIdOf(text)) : null;
      if (broken && !broken.ok && broken.error.code === 'module-invalid') {
        return hostFailure(
          'module-invalid',
          `This game needs a module that is installed but broken: ${broken.error.message}`,
        );
      }
      return parsed;
    }
    return openParsed(parsed.file, parsed.warnings, path, name, parsed.begun, Buffer.byteLength(text, 'utf8'));
  }

  /** The options a saved game opens with. */
  async function openOptions(file: SaveFile): Promise<DocumentOptions> {
    return {
      revision: nextRevision(),
      signer: await localSigner(),
      // A game by e-mail: this player's hidden hand is drawn with its own key (mail-ops.ts keysFor).
      keys: await mail.hooks.keysFor(file),
    };
  }

  /**
   * Opens a checked save file as the document; on any failure nothing changes (document, files). `bytes`: the
   * size of the text it was read from (null: none, a game begun from an invitation).
   */
  async function openParsed(
    file: SaveFile,
    parsedWarnings: HostError[],
    path: string | null,
    name: string | null,
    begun: Begun | null = null,
    bytes: number | null = null,
  ): Promise<HostResult<SentSnapshot>> {
    const parsed = { file, warnings: parsedWarnings };
    const mod = begun ? { ok: true as const, value: begun.loaded } : await modules.load(parsed.file.module.id);
    if (!mod.ok) return mod;
    const started = begun ? { ok: true as const, value: begun.runner } : await startRunner(mod.value.module);
    if (!started.ok) return started;
    const runner = started.value;
    let built: Awaited<ReturnType<typeof GameDocument.fromSave>>;
    try {
      const options = begun?.opts ?? (await openOptions(parsed.file));
      built = await GameDocument.fromSave(mod.value, runner, parsed.file, options, begun?.early);
    } catch (e) {
      built = hostFailure('replay-failed', `The game could not be replayed: ${(e as Error).message}`);
    }
    if (!built.ok) {
      await runner.dispose().catch(() => {});
      return built;
    }
    // A game by e-mail must continue the history this player sent or accepted (mail-ops.ts).
    const mailCheck = await mail.hooks.checkOpened(parsed.file, built.value.doc);
    if (!mailCheck.ok) {
      await runner.dispose().catch(() => {});
      return mailCheck;
    }
    built.value.doc.path = path;
    await rememberVerified(built.value.doc);
    await adopt(built.value.doc, name, [...parsed.warnings, ...built.value.warnings]);
    // A file converted from an older format keeps its original beside it on the first save over it.
    upgradedFrom = path && parsed.warnings.some((w) => w.code === 'migrated') ? path : null;
    await recovery.clean(bytes).catch(() => {}); // best effort, as beginRecovery
    if (path) {
      catalog.remember(path);
      await settings.addRecent(path).catch(() => {});
    }
    return ok();
  }

  async function openPathImpl(path: string): Promise<HostResult<SentSnapshot>> {
    const text = await readSaveText(path);
    if (!text.ok) return text;
    return openText(text.value, path, null);
  }

  async function writeTo(path: string): Promise<HostResult<SentSnapshot>> {
    if (!doc) return hostFailure('no-game', 'There is no game to save.');
    const file = doc.toSaveFile(appVersion, new Date().toISOString());
    // Serialized once and measured: a file the app would refuse to open is not written at all.
    const text = saveText(file);
    if (!text.ok) return text;
    try {
      await mkdir(dirname(path), { recursive: true });
      if (upgradedFrom !== null && upgradedFrom === path) {
        await copyFile(path, `${path}.old-format.bak`, fsConstants.COPYFILE_EXCL).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST') throw e;
        });
        upgradedFrom = null;
      }
      await atomicWriteFile(path, text.value);
      // An earlier save there that was killed mid-write left its temporary file: clear it (never fails).
      await removeStaleTempFiles(dirname(path));
    } catch (e) {
      return hostFailure(
        'write-failed',
        `The game could not be saved: ${(e as Error).message}. The previous file is unchanged.`,
      );
    }
    doc.markSaved(path);
    await rememberVerified(doc);
    docName = null;
    catalog.remember(path);
    await settings.addRecent(path).catch(() => {});
    await recovery.clean(text.bytes).catch(() => {});
    return ok();
  }

  const ctx: OpsContext = {
    doc: () => doc,
    screenSide,
    checked,
    ok,
    changed,
    dataDir: opts.dataDir,
    appVersion,
  };

  const mail = mailOps(ctx, {
    identity: localIdentity,
    setIdentity: (id) => {
      identity = Promise.resolve(id);
      signer = null;
    },
    moduleRef: async (moduleId) => {
      const m = await modules.load(moduleId);
      if (!m.ok) return m;
      const ref = { id: m.value.info.id, version: m.value.info.version, contentHash: m.value.contentHash };
      const notByMail = getRules(m.value.module.manifest.rules).notByMail;
      const sides = m.value.info.sides.map((s) => s.id);
      return { ok: true, value: { ref, sides, title: m.value.info.title, ...(notByMail ? { notByMail } : {}) } };
    },
    start: async (file) => {
      const r = await openParsed(file, [], null, null);
      return r.ok ? { ok: true, value: null } : r;
    },
  });

  const service: HostService = {
    ...replayOps(ctx),
    ...printOps(ctx),
    ...mail.ops,

    listModules: (args) =>
      checked('listModules', args, async () => ({ ok: true, value: (await modules.list()).map((m) => m.info) })),

    getModule: (args) =>
      checked('getModule', args, async (a) => {
        const m = await modules.load(a.moduleId);
        return m.ok ? { ok: true, value: m.value.module } : m;
      }),

    getSnapshot: (args) => checked('getSnapshot', args, async (a) => ok(a.side)),

    newGame: (args) =>
      checked('newGame', args, async (a) => {
        const m = await modules.load(a.moduleId);
        if (!m.ok) return m;
        const started = await startRunner(m.value.module);
        if (!started.ok) return started;
        const runner = started.value;
        const setup = {
          scenarioId: a.scenarioId,
          seed: a.seed ?? randomBytes(16).toString('hex'),
          mode: a.mode ?? 'enforced',
          options: {},
        };
        // A game at one table: every side is this player's, and this player's key signs every entry.
        const me = await localIdentity();
        const players = m.value.module.manifest.sides.map((s) => ({
          side: s.id,
          name: me.name,
          publicKey: me.publicKey,
        }));
        const made = await GameDocument.create(m.value, runner, setup, {
          revision: nextRevision(),
          players,
          signer: await localSigner(),
        });
        if (!made.ok) {
          await runner.dispose().catch(() => {});
          return made;
        }
        await adopt(made.value, null, []);
        await beginRecovery(true);
        return ok();
      }),

    act: (args) =>
      checked('act', args, async (a) => {
        if (!doc) return hostFailure('no-game', 'Start or open a game first.');
        // Arguments too deep or too large would be logged and then make every save fail (and a cycle never ends).
        const bounded = checkActionArgs('act', a.action.args);
        if (!bounded.ok) return bounded;
        // Such a key would be logged, saved, and then make the file refuse to open (parseSaveFile forbids it).
        const bad = findForbiddenKey(a.action.args);
        if (bad)
          return hostFailure('invalid-args', `Bad arguments for act: the key at /action/args${bad} is not allowed.`);
        // Typed verbs: a malformed action is refused here, before it reaches the rules engine.
        const typed = validateVerbArgs(doc.loaded.module.manifest.rules, a.action.verb, a.action.args);
        if (!typed.ok) {
          const violation = {
            rule: 'core.bad-args',
            section: '—',
            message: typed.error.message,
            params: { verb: a.action.verb },
          };
          return hostFailure('rejected', typed.error.message, { violations: [violation] });
        }
        // Games by e-mail: this player's first action of a turn reveals its next dice secret first.
        const steps = await mail.hooks.prepare(doc, a.action);
        for (const reveal of steps.slice(0, -1)) {
          const revealed = await doc.act(reveal);
          if (!revealed.ok)
            return hostFailure('rejected', revealed.violations.map((v) => v.message).join('; '), {
              violations: revealed.violations,
            });
        }
        const r = await doc.act(steps[steps.length - 1]!);
        if (!r.ok) {
          const text = r.violations.map((v) => v.message).join('; ') || 'The action was refused.';
          // engine.timeout / engine.crash: the rules engine failed, the action was not judged.
          const code = r.violations.some((v) => v.rule.startsWith('engine.')) ? 'engine-failed' : 'rejected';
          return hostFailure(code, text, { violations: r.violations });
        }
        return changed();
      }),

    preview: (args) =>
      checked('preview', args, async (a) => {
        if (!doc) return hostFailure('no-game', 'Start or open a game first.');
        const bounded = checkActionArgs('preview', a.action.args);
        if (!bounded.ok) return bounded;
        try {
          return { ok: true, value: await doc.runner.preview(doc.state, screenSide(doc), a.action) };
        } catch (e) {
          return hostFailure(
            'engine-failed',
            `The rules engine could not preview that action: ${(e as Error).message}`,
          );
        }
      }),

    overlay: (args) =>
      checked('overlay', args, async (a) => {
        if (!doc) return hostFailure('no-game', 'Start or open a game first.');
        try {
          return { ok: true, value: await doc.runner.overlay(doc.state, screenSide(doc), a.kind) };
        } catch (e) {
          return hostFailure(
            'engine-failed',
            `The rules engine could not draw the ${a.kind} overlay: ${(e as Error).message}`,
          );
        }
      }),

    undo: historyStep('undo'),

    redo: historyStep('redo'),

    openDialog: (args) =>
      checked('openDialog', args, async () =>
        hostFailure('no-native-dialog', 'This host has no native file dialog; pick a file from the list or drop one.'),
      ),

    listFiles: (args) => checked('listFiles', args, async () => ({ ok: true, value: await catalog.list() })),

    openFile: (args) =>
      checked('openFile', args, async (a) => {
        const path = await catalog.pathOf(a.fileId);
        if (!path) return hostFailure('not-found', 'That saved game is no longer listed; refresh the list.');
        return openPathImpl(path);
      }),

    openContents: (args) => checked('openContents', args, async (a) => openText(a.text, null, a.name)),

    save: (args) =>
      checked('save', args, async () => {
        if (!doc) return hostFailure('no-game', 'There is no game to save.');
        if (!doc.path) return hostFailure('needs-name', 'This game has not been saved yet; choose a name (Save As).');
        return writeTo(doc.path);
      }),

    saveAs: (args) =>
      checked('saveAs', args, async (a) => {
        if (!doc) return hostFailure('no-game', 'There is no game to save.');
        if (a.name === undefined) return hostFailure('needs-name', 'Choose a name for the saved game.');
        const name = validateSaveName(a.name);
        if (!name.ok) return name;
        const path = catalog.pathForName(name.value);
        // Another game of that name is replaced only when the person said so; the game's own file is not another.
        if (a.overwrite !== true && path !== doc.path && (await fileExists(path))) {
          return hostFailure('exists', `A saved game named "${name.value}" already exists. Replace it?`);
        }
        return writeTo(path);
      }),

    checkRecovery: (args) => checked('checkRecovery', args, async () => ({ ok: true, value: await recovery.check() })),

    restoreRecovery: (args) =>
      checked('restoreRecovery', args, async () => {
        const taken = await recovery.take();
        if (!taken.ok) return taken;
        const { session, record } = taken.value;
        // The journal adds entries after the head its first line carries: this player signs the head again.
        const save = record.save;
        const me = await localSigner();
        const mine = save.players?.find((p) => p.publicKey === me.publicKey);
        if (save.genesis && mine) save.head = signHead(save.genesis, save.log, mine.side, me.sign);
        const opened = await openText(JSON.stringify(save), null, record.path ? fileNameOf(record.path) : null);
        if (!opened.ok)
          return hostFailure(opened.error.code, `The unsaved game cannot be recovered: ${opened.error.message}`);
        // Recovered work is unsaved work: keep the old path for Save, mark dirty, and protect it at once.
        doc!.path = record.path;
        doc!.dirty = true;
        if (record.problem) warnings = [...warnings, { code: 'recovery-partial', message: record.problem }];
        await beginRecovery(true);
        await recovery.remove(session);
        return ok();
      }),

    discardRecovery: (args) =>
      checked('discardRecovery', args, async () => {
        await recovery.discard();
        return { ok: true, value: null };
      }),

    setTitle: (args) =>
      checked('setTitle', args, async (a) => {
        windowTitle = a.title;
        return { ok: true, value: null };
      }),

    setLanguage: (args) =>
      checked('setLanguage', args, async (a) => {
        const current = await settings.read();
        // Written only when it changes: the page reports its language on every start.
        if (current.language !== a.language) await settings.write({ ...current, language: a.language }).catch(() => {});
        return { ok: true, value: null };
      }),

    uiLanguage: async () => {
      const stored = (await settings.read()).language;
      return isUiLanguage(stored) ? stored : null;
    },

    openPath: (path) => serial(() => openPathImpl(path)),
    saveToPath: (path, cursor) => serial(() => writeTo(withSaveExtension(path)), cursor),
    isDirty: () => doc?.dirty ?? false,
    title: () => windowTitle,
    close: async () => {
      await queue.catch(() => {});
      await recovery.close();
      if (doc) await doc.dispose().catch(() => {});
      doc = null;
    },
  };
  return service;
}
