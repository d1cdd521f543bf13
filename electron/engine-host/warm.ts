// Warm engine workers: starting a worker thread (loading the engine and every game's rules, compiling them) costs
// far more than a replay, so a worker runner that is disposed in good health parks its worker here, and the next
// runner with the same script and limits takes it instead of starting one (sending it its module if it differs).
// A spare is started in the background after a first worker, so the next open finds one warm even while the
// open game still holds its own. At most one worker waits here; it does not keep the process alive.

import { Worker } from 'node:worker_threads';
import type { GameModule } from '../../engine/core/module.js';
import type { WorkerInit } from './worker.js';

/** How a worker is started: its script, extra rules imports and heap limit (workers differing in these differ). */
export interface WorkerSpec {
  workerPath: string;
  rulesImports?: string[];
  maxOldGenerationSizeMb: number;
}

/** A started worker: its progress cell and the module it holds (null: none yet, a spare). */
export interface WarmWorker {
  worker: Worker;
  progress: SharedArrayBuffer;
  module: GameModule | null;
  key: string;
}

let parked: (WarmWorker & { onGone: () => void }) | null = null;
let spareStarting = false;

/** The key under which a worker of `spec` is parked. */
export function specKey(spec: WorkerSpec): string {
  return JSON.stringify([spec.workerPath, spec.rulesImports ?? [], spec.maxOldGenerationSizeMb]);
}

/** Starts a worker (with `module`, or none for a spare); resolves when it is ready, rejects when it cannot start. */
export function spawnWorker(spec: WorkerSpec, module: GameModule | null): { warm: WarmWorker; ready: Promise<Worker> } {
  const progress = new SharedArrayBuffer(4);
  const init: WorkerInit = { module: module ?? undefined, rulesImports: spec.rulesImports, progress };
  const w = new Worker(spec.workerPath, {
    workerData: init,
    resourceLimits: { maxOldGenerationSizeMb: spec.maxOldGenerationSizeMb },
  });
  const ready = new Promise<Worker>((resolve, reject) => {
    const onMessage = (m: { type?: string; message?: string }) => {
      if (m.type === 'ready') {
        cleanup();
        resolve(w);
      } else if (m.type === 'fatal') {
        cleanup();
        reject(new Error(m.message));
      }
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`The engine worker stopped while starting (exit code ${code})`));
    };
    const cleanup = () => {
      w.off('message', onMessage);
      w.off('error', onError);
      w.off('exit', onExit);
    };
    w.on('message', onMessage);
    w.on('error', onError);
    w.on('exit', onExit);
  });
  return { warm: { worker: w, progress, module, key: specKey(spec) }, ready };
}

/** Takes the parked worker if it was started like `spec`, for the caller's own use (null if none). */
export function takeWarm(spec: WorkerSpec): WarmWorker | null {
  const p = parked;
  if (!p || p.key !== specKey(spec)) return null;
  parked = null;
  p.worker.off('exit', p.onGone);
  p.worker.off('error', p.onGone);
  p.worker.ref();
  return { worker: p.worker, progress: p.progress, module: p.module, key: p.key };
}

/** Parks a healthy, idle worker for the next runner; one already parked is ended (the newer is warmer). */
export function park(warm: WarmWorker): void {
  const old = parked;
  if (old) {
    parked = null;
    void old.worker.terminate();
  }
  const entry = {
    ...warm,
    onGone: () => {
      if (parked === entry) parked = null;
    },
  };
  warm.worker.on('exit', entry.onGone);
  warm.worker.on('error', entry.onGone);
  warm.worker.unref();
  parked = entry;
}

/** Starts a spare worker in the background when none is parked or starting (failures are only lost time). */
export function prestart(spec: WorkerSpec): void {
  if (parked || spareStarting) return;
  spareStarting = true;
  const { warm, ready } = spawnWorker(spec, null);
  warm.worker.unref();
  ready.then(
    () => {
      spareStarting = false;
      if (parked) void warm.worker.terminate();
      else park(warm);
    },
    () => {
      spareStarting = false;
      void warm.worker.terminate();
    },
  );
}

/** Ends the parked worker, if any (tests; an app at exit need not: it does not keep the process alive). */
export async function endWarm(): Promise<void> {
  const p = parked;
  parked = null;
  if (p) await p.worker.terminate();
}

/** The thread id of the parked worker, or null (tests: which worker a runner took). */
export function parkedThreadId(): number | null {
  return parked ? parked.worker.threadId : null;
}
