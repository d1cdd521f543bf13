// The sandboxed engine the main services use. The worker runner keeps the rules in a worker thread with a
// heap limit and a time limit per call: a rule that loops, throws or eats memory is stopped, the worker is
// replaced, the failure is reported as a violation naming the action, and the caller's state is untouched
// (the runner only ever returns new states; it never changes the ones it was given).

import type { Worker } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameModule } from '../../engine/core/module.js';
import type { Action, ApplyResult, GameState, JsonObject, LogEntry, View } from '../../engine/core/types.js';
import type { GameSetup } from '../../engine/core/rules.js';
import type { ReplayFailure, ReplayResult } from '../../engine/core/replay.js';
import {
  crashViolation,
  type DecideAnswer,
  type DecideRequest,
  describeAction,
  EngineError,
  engineOps,
  type OpenAnswer,
  type OpenedFile,
  type OpenRequest,
  readOpenedFile,
  type ReplayRequest,
  timeoutViolation,
} from './ops.js';
import type { OpenedAnswer, ReplayAnswer, WorkerRequest, WorkerResponse } from './worker.js';
import { park, prestart, specKey, spawnWorker, takeWarm } from './warm.js';
import { useNodeHash } from './node-hash.js';
import { EventLists } from './event-lists.js';

// The in-process engine and the host's own chain checks hash with node:crypto (same digests, native speed).
useNodeHash();

export type { ReplayRequest } from './ops.js';

/** A replay as the host holds it: each entry's events as JSON text, parsed where read (event-lists.ts). */
export type HostReplay = Omit<ReplayResult, 'events'> & { events: EventLists };

/** EngineOps.open's answer as the host holds it (its replay a HostReplay). */
export type HostOpenAnswer =
  | (Omit<Extract<OpenAnswer, { ok: true }>, 'replay'> & { replay: HostReplay | ReplayFailure })
  | Extract<OpenAnswer, { ok: false }>;

/** An in-process replay's answer as the host holds it (its events as EventLists). */
export function heldEvents(r: ReplayResult | ReplayFailure): HostReplay | ReplayFailure {
  return r.ok ? { ...r, events: EventLists.of(r.events) } : r;
}

/** The engine as the host sees it: every call is async, and a rules failure is an answer, not an exception. */
export interface EngineRunner {
  /** The starting state; `keys`: the private draw keys this machine knows (ReplayRequest.keys). */
  setup(setup: GameSetup, keys?: Record<string, string>): Promise<GameState>;
  apply(state: GameState, action: Action): Promise<ApplyResult>;
  /** The whole log checked (hash chain, advisory violations) and replayed in one call; see ReplayRequest for the options. */
  replay(setup: GameSetup, log: LogEntry[], opts?: ReplayRequest): Promise<HostReplay | ReplayFailure>;
  /**
   * A saved game's text, sent at once so that the engine parses it while the host parses its own copy: the next
   * open plays it. Resolves once it is parsed.
   */
  read(text: string): Promise<void>;
  /**
   * The set-up state and the replay of the saved game read last, in one call (EngineOps.open). With `text`, that
   * text is read first in the same call (read, then open, without waiting in between for the host to hear that
   * the text was read: the host may be busy parsing its own copy).
   */
  open(opts: OpenRequest, text?: string): Promise<HostOpenAnswer>;
  view(state: GameState, side: string): Promise<View>;
  /** What `action` would do, seen by `side` (Rules.preview); an engine failure throws EngineError. */
  preview(state: GameState, side: string, action: Action): Promise<JsonObject>;
  /** A map overlay for `side` (Rules.overlay); an engine failure throws EngineError. */
  overlay(state: GameState, side: string, kind: string): Promise<JsonObject>;
  /** A bot's decision for `side` from that side's view (EngineOps.decide); an engine failure throws EngineError. */
  decide(state: GameState, side: string, req: DecideRequest): Promise<DecideAnswer>;
  /**
   * Done with the runner. `retire`: its worker saw input that failed the host's checks (a file refused after
   * its replay had begun, document.ts beginOpen), so it is stopped rather than kept warm for another game.
   */
  dispose(retire?: boolean): Promise<void>;
}

/** Limits and wiring of the worker runner. */
export interface WorkerRunnerOptions {
  /** Time limit of one setup / apply / view call (default 2000 ms). */
  timeoutMs?: number;
  /** Time limit of a whole replay (default 30000 ms). */
  replayTimeoutMs?: number;
  /** The worker's V8 old-generation heap limit (default 256 MB). */
  maxOldGenerationSizeMb?: number;
  /** The worker script: the built dist-electron/engine-worker.mjs, or the TypeScript bootstrap by default. */
  workerPath?: string;
  /** Modules the worker imports before looking up the rules (tests register test rules this way). */
  rulesImports?: string[];
  /** Start a spare worker in the background once this one is up, for the next runner (default true; warm.ts). */
  spare?: boolean;
}

/** Run the engine in this thread: no isolation, for the CLI and tests. Throwing rules still become engine.crash. */
export function createInProcessRunner(module: GameModule): EngineRunner {
  const ops = engineOps(module);
  let read: OpenedFile | null = null;
  return {
    async setup(setup, keys) {
      try {
        return ops.setup(setup, keys);
      } catch (err) {
        throw new EngineError(crashViolation('set-up', (err as Error).message));
      }
    },
    async apply(state, action) {
      try {
        return ops.apply(state, action);
      } catch (err) {
        return { ok: false, violations: [crashViolation(describeAction(action), (err as Error).message)] };
      }
    },
    async replay(setup, log, opts) {
      let current = -1;
      try {
        return heldEvents(
          ops.replay(setup, log, opts, (seq) => {
            current = seq;
          }),
        );
      } catch (err) {
        return {
          ok: false,
          seq: Math.max(current, 0),
          reason: `The rules engine failed while replaying entry ${current}: ${(err as Error).message}`,
        };
      }
    },
    async read(text) {
      read = null;
      read = readOpenedFile(text);
    },
    async open(opts, text) {
      if (text !== undefined) await this.read(text);
      const file = read;
      read = null;
      if (!file) return { ok: false, stage: 'replay', seq: 0, message: 'No saved game was read before opening one' };
      const a = ops.open(file, opts);
      return a.ok ? { ...a, replay: heldEvents(a.replay) } : a;
    },
    async view(state, side) {
      try {
        return ops.view(state, side);
      } catch (err) {
        throw new EngineError(crashViolation(`the view for ${side}`, (err as Error).message));
      }
    },
    async preview(state, side, action) {
      try {
        return ops.preview(state, side, action);
      } catch (err) {
        throw new EngineError(crashViolation(`the preview of ${describeAction(action)}`, (err as Error).message));
      }
    },
    async overlay(state, side, kind) {
      try {
        return ops.overlay(state, side, kind);
      } catch (err) {
        throw new EngineError(crashViolation(`the ${kind} overlay`, (err as Error).message));
      }
    },
    async decide(state, side, req) {
      try {
        return ops.decide(state, side, req);
      } catch (err) {
        throw new EngineError(crashViolation(`the ${req.bot} bot's decision`, (err as Error).message));
      }
    },
    async dispose() {},
  };
}

/** Where the worker script is: beside a bundled main (dist-electron), else the TypeScript bootstrap here. */
export function defaultWorkerPath(): string {
  // In the CommonJS bundle of the built app __dirname is dist-electron; under tsx/vitest this file is ESM.
  if (typeof __dirname === 'string') {
    const built = join(__dirname, 'engine-worker.mjs');
    if (existsSync(built)) return built;
  }
  return join(dirname(fileURLToPath(import.meta.url)), 'worker-bootstrap.mjs');
}

/** A replay's answer as it crossed: its violations made whole again, its events kept as the text they came in. */
function withEvents(r: ReplayAnswer | ReplayFailure): HostReplay | ReplayFailure {
  if (!r.ok) return r;
  const violations = JSON.parse(r.violations) as ReplayResult['violations'];
  return { ...r, events: EventLists.fromText(r.events, violations.length), violations };
}

/** An open's answer as it crosses (worker.ts): the replay's states and violations, its events sent after it. */
type OpenedMessage = Omit<Extract<OpenAnswer, { ok: true }>, 'replay'> & { replay: OpenedAnswer | ReplayFailure };

/** Request ids, unique in this thread: a parked worker goes from one runner to another (warm.ts). */
let nextRequestId = 1;

/** Sends a warm worker the module its next runner plays (the worker then answers for that module). */
function loadModule(w: Worker, module: GameModule): Promise<void> {
  const id = nextRequestId++;
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    const onMessage = (m: WorkerResponse) => {
      if (m.id === id) done(m.ok ? undefined : new Error(m.message));
    };
    const onError = (err: Error) => done(err);
    const onExit = (code: number) => done(new Error(`The engine worker stopped (exit code ${code})`));
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
    w.postMessage({ id, op: 'load', args: JSON.stringify([module]) } satisfies WorkerRequest);
  });
}

type Outcome =
  | { kind: 'ok'; value: unknown }
  | { kind: 'threw'; message: string }
  | { kind: 'timeout'; progress: number }
  | { kind: 'crash'; message: string };

/** Run the engine in a worker thread with a heap limit and a time limit per call. */
export function createWorkerRunner(module: GameModule, limits: WorkerRunnerOptions = {}): EngineRunner {
  const timeoutMs = limits.timeoutMs ?? 2000;
  const replayTimeoutMs = limits.replayTimeoutMs ?? 30000;
  const workerPath = limits.workerPath ?? defaultWorkerPath();
  let worker: Worker | null = null;
  let ready: Promise<Worker> | null = null;
  let progress = new SharedArrayBuffer(4);
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;

  const spec = {
    workerPath,
    rulesImports: limits.rulesImports,
    maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb ?? 256,
  };
  /** The worker answered every call so far and holds `module`: it may be parked on dispose (warm.ts). */
  let healthy: Worker | null = null;
  let busy = 0;

  /** A warm worker from the pool (sent this module if it holds another), else a new one and a spare. */
  const start = (): Promise<Worker> => {
    if (ready) return ready;
    const warm = takeWarm(spec);
    const made = warm ? null : spawnWorker(spec, module);
    const w = warm ? warm.worker : made!.warm.worker;
    progress = warm ? warm.progress : made!.warm.progress;
    worker = w;
    healthy = null;
    // A warm worker holding another module is sent this one, and the calls behind it go at once: the worker answers
    // in order, so none waits for this thread to take the load's answer (it may be parsing a file meanwhile).
    if (warm && warm.module !== module) {
      ready = Promise.resolve(w);
      // A load that failed: every call says why (worker.ts), and the worker is ended on dispose, not parked.
      loadModule(w, module).then(
        () => {
          if (worker === w) healthy = w;
        },
        () => {},
      );
      return ready;
    }
    ready = warm ? Promise.resolve(w) : made!.ready;
    ready.then(
      () => {
        if (worker === w) healthy = w;
        // A worker had to be started: the next runner (the next game opened, while this one still holds its
        // worker) finds one already started. A worker taken warm starts none: its runner parks it when done.
        if (!warm && limits.spare !== false) prestart(spec);
      },
      () => {
        // A worker that failed to start is dropped so the next call tries again.
        if (worker === w) {
          worker = null;
          ready = null;
        }
        void w.terminate();
      },
    );
    return ready;
  };

  const kill = async (w: Worker) => {
    if (healthy === w) healthy = null;
    if (worker === w) {
      worker = null;
      ready = null;
    }
    await w.terminate();
  };

  /** One request with a deadline; requests run one after the other so each gets its whole time limit. */
  const call = (op: WorkerRequest['op'], args: unknown[], limitMs: number, text?: string): Promise<Outcome> => {
    const run = async (): Promise<Outcome> => {
      if (disposed) throw new Error('The engine runner was disposed');
      busy++;
      try {
        return await request(op, args, limitMs, text);
      } finally {
        busy--;
      }
    };
    const p = queue.then(run, run);
    queue = p.catch(() => undefined);
    return p;
  };

  /** One request to the worker (started or taken warm first), answered, timed out or crashed. */
  const request = async (
    op: WorkerRequest['op'],
    args: unknown[],
    limitMs: number,
    text?: string,
  ): Promise<Outcome> => {
    {
      let w: Worker;
      try {
        w = await start();
      } catch (err) {
        return { kind: 'crash', message: `the engine could not start: ${(err as Error).message}` };
      }
      const id = nextRequestId++;
      const view = new Int32Array(progress);
      Atomics.store(view, 0, -1);
      return new Promise<Outcome>((resolve) => {
        const done = (o: Outcome) => {
          clearTimeout(timer);
          w.off('message', onMessage);
          w.off('error', onError);
          w.off('exit', onExit);
          resolve(o);
        };
        const onMessage = (m: WorkerResponse) => {
          if (m.id !== id) return;
          if (m.ok) return done({ kind: 'ok', value: m.value });
          // A rule that threw may have left module-level memos half-built: start the next call on a fresh worker.
          done({ kind: 'threw', message: m.message });
          void kill(w);
        };
        const onError = (err: Error) => {
          void kill(w);
          done({ kind: 'crash', message: err.message });
        };
        const onExit = (code: number) => {
          if (worker === w) {
            worker = null;
            ready = null;
          }
          done({ kind: 'crash', message: `the engine worker exited (code ${code})` });
        };
        const timer = setTimeout(() => {
          // Answer first (done() unhooks the exit listener), then stop the runaway thread.
          const at = Atomics.load(view, 0);
          done({ kind: 'timeout', progress: at });
          void kill(w);
        }, limitMs);
        w.on('message', onMessage);
        w.on('error', onError);
        w.on('exit', onExit);
        w.postMessage({ id, op, args: JSON.stringify(args), text } satisfies WorkerRequest);
      });
    }
  };

  /** Why a replay gave no answer: the entry it was at when it ran out of time, or the crash. */
  const replayStopped = (o: Exclude<Outcome, { kind: 'ok' }>): ReplayFailure => {
    if (o.kind !== 'timeout')
      return { ok: false, seq: 0, reason: `The rules engine failed while replaying the log: ${o.message}` };
    const at = `(at entry ${o.progress})`;
    const reason = `The rules engine took longer than ${replayTimeoutMs} ms replaying the log ${at} and was stopped`;
    return { ok: false, seq: Math.max(o.progress, 0), reason };
  };

  const failure = (o: Exclude<Outcome, { kind: 'ok' }>, what: string, ms: number) =>
    o.kind === 'timeout' ? timeoutViolation(ms, what) : crashViolation(what, o.message);

  return {
    async setup(setup, keys) {
      const o = await call('setup', keys ? [setup, keys] : [setup], timeoutMs);
      if (o.kind === 'ok') return o.value as GameState;
      throw new EngineError(failure(o, 'the set-up', timeoutMs));
    },
    async apply(state, action) {
      const o = await call('apply', [state, action], timeoutMs);
      if (o.kind === 'ok') return o.value as ApplyResult;
      return { ok: false, violations: [failure(o, describeAction(action), timeoutMs)] };
    },
    async replay(setup, log, opts) {
      const o = await call('replay', [setup, log, opts ?? {}], replayTimeoutMs);
      return o.kind === 'ok' ? withEvents(o.value as ReplayAnswer | ReplayFailure) : replayStopped(o);
    },
    async read(text) {
      const o = await call('read', [], replayTimeoutMs, text);
      if (o.kind !== 'ok')
        throw new Error(`The rules engine could not read the saved game: ${replayStopped(o).reason}`);
    },
    async open(opts, text) {
      const o = await call('open', [opts], replayTimeoutMs, text);
      if (o.kind !== 'ok') {
        const { seq, reason } = replayStopped(o);
        return { ok: false, stage: 'replay', seq, message: reason };
      }
      const a = o.value as Exclude<OpenAnswer, { ok: true }> | OpenedMessage;
      if (!a.ok || !a.replay.ok) return a as HostOpenAnswer;
      // The events come as the next answer (worker.ts OpenedAnswer), written while this one was taken in.
      const e = await call('openEvents', [], replayTimeoutMs);
      if (e.kind !== 'ok') {
        const { seq, reason } = replayStopped(e);
        return { ok: false, stage: 'replay', seq, message: reason };
      }
      return { ...a, replay: withEvents({ ...a.replay, events: e.value as string }) };
    },
    async view(state, side) {
      const o = await call('view', [state, side], timeoutMs);
      if (o.kind === 'ok') return o.value as View;
      throw new EngineError(failure(o, `the view for ${side}`, timeoutMs));
    },
    async preview(state, side, action) {
      const o = await call('preview', [state, side, action], timeoutMs);
      if (o.kind === 'ok') return o.value as JsonObject;
      throw new EngineError(failure(o, `the preview of ${describeAction(action)}`, timeoutMs));
    },
    async overlay(state, side, kind) {
      const o = await call('overlay', [state, side, kind], timeoutMs);
      if (o.kind === 'ok') return o.value as JsonObject;
      throw new EngineError(failure(o, `the ${kind} overlay`, timeoutMs));
    },
    async decide(state, side, req) {
      // The bot's own budget, and time to see its view and answer past it.
      const limit = req.budgetMs + timeoutMs + 3000;
      const o = await call('decide', [state, side, req], limit);
      if (o.kind === 'ok') return o.value as DecideAnswer;
      throw new EngineError(failure(o, `the ${req.bot} bot's decision`, limit));
    },
    async dispose(retire = false) {
      disposed = true;
      const w = worker;
      worker = null;
      ready = null;
      if (!w) return;
      // A worker that answered every call and is idle stays warm for the next runner (warm.ts).
      if (!retire && healthy === w && busy === 0) park({ worker: w, progress, module, key: specKey(spec) });
      else await w.terminate();
    },
  };
}
