// The engine's worker thread: loads the module's rules and answers one request at a time. The runner in
// the main thread times every request and terminates this thread when a rule runs away.

import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { isAbsolute } from 'node:path';
import type { GameModule } from '../../engine/core/module.js';
import type { ReplayFailure, ReplayResult } from '../../engine/core/replay.js';
import { engineOps, type EngineOps, type OpenedFile, readOpenedFile } from './ops.js';
import { useNodeHash } from './node-hash.js';
import { listsText } from './event-lists.js';

/** What the runner passes when it starts the worker. */
export interface WorkerInit {
  /** The module to answer for; none in a spare started ahead (warm.ts): a "load" request brings it. */
  module?: GameModule;
  /** Extra modules to import before looking the rules up (they call registerRules); used by tests. */
  rulesImports?: string[];
  /** Shared Int32Array[1]: the seq of the log entry being replayed, so a runaway entry can be named. */
  progress?: SharedArrayBuffer;
}

/**
 * A request from the runner. Its arguments cross as JSON text, not as objects (they are plain JSON): for a long
 * log JSON.stringify + JSON.parse take about half the time of the structured clone postMessage makes of the
 * same objects, as they do for a replay's events and violations (ReplayAnswer). A replay's states stay objects:
 * the clone sends a counter the kept states share once, where JSON would write it once for each state.
 */
export interface WorkerRequest {
  id: number;
  /**
   * An engine operation; "load": answer for the module args[0] from now on (a warm worker reused); "read": parse
   * the text of a saved game that the next "open" plays; "openEvents": the events of the last "open" (OpenedAnswer).
   */
  op: keyof EngineOps | 'load' | 'read' | 'openEvents';
  /** The arguments, an array as JSON text. */
  args: string;
  /** A text argument sent as it is (a saved game's text for "read", or for "open" to read first), after the others. */
  text?: string;
}
/** The answer: a value, or the message of what the rules threw. */
export type WorkerResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/**
 * A replay's answer as it crosses: its events and violations (one list per entry, mostly empty: ten thousand
 * small arrays the clone would write and rebuild one by one) as JSON text; the events one entry's list per line
 * (event-lists.ts listsText), which the host keeps as text and passes on to the page.
 */
export type ReplayAnswer = Omit<ReplayResult, 'events' | 'violations'> & { events: string; violations: string };

/** A replay's answer with its events and violations as JSON text (a failure as it is). */
function eventsAsText(r: ReplayResult | ReplayFailure): ReplayAnswer | ReplayFailure {
  return r.ok ? { ...r, events: listsText(r.events), violations: JSON.stringify(r.violations) } : r;
}

/**
 * An open's replay as it crosses: its states and violations first, without its events, which follow as the answer
 * of the "openEvents" request the runner sends next. The worker writes their text right after posting the states,
 * while the host takes those in (the clone of a few thousand pieces: several ms on each side).
 */
export type OpenedAnswer = Omit<ReplayAnswer, 'events'>;

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('worker.ts must run in a worker thread');
  const init = workerData as WorkerInit;
  // The chain is hashed with node:crypto here too (the engine's pure-JS SHA-256 gives the same digests).
  useNodeHash();
  let ops: EngineOps | null = null;
  try {
    for (const spec of init.rulesImports ?? []) await import(isAbsolute(spec) ? pathToFileURL(spec).href : spec);
    if (init.module) ops = engineOps(init.module);
  } catch (err) {
    port.postMessage({ type: 'fatal', message: (err as Error).message });
    return;
  }
  const progress = init.progress ? new Int32Array(init.progress) : null;
  /** Why the last load failed (the requests after it are answered with it), or null. */
  let unloaded: string | null = null;
  /** The saved game the last "read" parsed, for the next "open". */
  let read: OpenedFile | null = null;
  /** The events text of the last open's replay (its answer sent without them), or why it could not be written. */
  let openedEvents: { text: string } | { error: string } | null = null;
  /** Reads a saved game's text for the next "open" (none, if it throws: nothing left from an earlier read). */
  const take = (text: string) => {
    read = null;
    read = readOpenedFile(text);
  };
  port.on('message', (req: WorkerRequest) => {
    let res: WorkerResponse;
    /** Work done after the answer is posted (an open's events, written while the host reads its states). */
    let after: (() => void) | null = null;
    try {
      let value: unknown = null;
      const args = JSON.parse(req.args) as unknown[];
      if (req.op === 'load') {
        // The requests sent right behind a load (runner.ts) are never played with the module held before it.
        ops = null;
        try {
          ops = engineOps(args[0] as GameModule);
          unloaded = null;
        } catch (err) {
          unloaded = `The engine could not load the module: ${err instanceof Error ? err.message : String(err)}`;
          throw err;
        }
      } else if (!ops) throw new Error(unloaded ?? 'The engine worker holds no module yet');
      else
        switch (req.op) {
          case 'setup':
            value = ops.setup(args[0] as never, args[1] as never);
            break;
          case 'apply':
            value = ops.apply(args[0] as never, args[1] as never);
            break;
          case 'replay':
            value = eventsAsText(
              ops.replay(
                args[0] as never,
                args[1] as never,
                args[2] as never,
                progress ? (seq) => Atomics.store(progress, 0, seq) : undefined,
              ),
            );
            break;
          case 'read':
            // Parsed now, while the host parses its own copy; the next "open" plays it.
            take(req.text ?? '');
            break;
          case 'open': {
            // With the text: read it first, in the same request (EngineRunner.open).
            if (req.text !== undefined) take(req.text);
            const file = read;
            read = null;
            if (!file) throw new Error('No saved game was read before opening one');
            openedEvents = null;
            const a = ops.open(file, args[0] as never, progress ? (seq) => Atomics.store(progress, 0, seq) : undefined);
            if (a.ok && a.replay.ok) {
              const { events, violations, ...rest } = a.replay;
              value = { ...a, replay: { ...rest, violations: JSON.stringify(violations) } satisfies OpenedAnswer };
              after = () => {
                try {
                  openedEvents = { text: listsText(events) };
                } catch (err) {
                  openedEvents = { error: err instanceof Error ? err.message : String(err) };
                }
              };
            } else value = a;
            break;
          }
          case 'openEvents': {
            const sent = openedEvents;
            openedEvents = null;
            if (!sent) throw new Error('No opened game has events to send');
            if ('error' in sent) throw new Error(`The events of the opened game could not be written: ${sent.error}`);
            value = sent.text;
            break;
          }
          case 'view':
            value = ops.view(args[0] as never, args[1] as never);
            break;
          case 'preview':
            value = ops.preview(args[0] as never, args[1] as never, args[2] as never);
            break;
          case 'overlay':
            value = ops.overlay(args[0] as never, args[1] as never, args[2] as never);
            break;
          case 'decide':
            value = ops.decide(args[0] as never, args[1] as never, args[2] as never);
            break;
          default:
            throw new Error(`Unknown engine operation "${String(req.op)}"`);
        }
      res = { id: req.id, ok: true, value };
    } catch (err) {
      res = { id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) };
    }
    port.postMessage(res);
    after?.();
  });
  port.postMessage({ type: 'ready' });
}

void main();
