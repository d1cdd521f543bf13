// The engine operations the host runs, in one place, so the in-process runner and the worker do the same.

import type { GameModule } from '../../engine/core/module.js';
import type { Action, ApplyResult, GameState, JsonObject, LogEntry, View, Violation } from '../../engine/core/types.js';
import type { GameSetup, Rules } from '../../engine/core/rules.js';
import { applyAction } from '../../engine/core/apply.js';
import {
  replay,
  replayAfter,
  startState,
  type ReplayFailure,
  type ReplayResult,
  type Snapshot,
} from '../../engine/core/replay.js';
import { getRules } from '../../engine/games/registry.js';
import { sideView } from '../../engine/core/sideview.js';
import { findForbiddenKey } from '../services/forbidden.js';
import { askBot } from '../../engine/ai/bot.js';
import { botFor } from '../../engine/ai/index.js';
import { seededRandom } from '../../engine/core/random-player.js';
import { openStateSeqs } from '../services/history.js';

/**
 * What a replay may be asked besides the log: stop after `upTo`; start from a `snapshot` (checked against the
 * log, or with `trustSnapshot` taken as is: only for states this session made); hand back the states after
 * the entries in `keepStates`, made in the same pass inside the engine (the host's undo snapshots); or, with
 * `after`, replay a log that holds only the entries following a snapshot the host made itself (undo): only
 * those entries are sent and checked (engine/core/replay.ts replayAfter), and the set-up is not run.
 */
export interface ReplayRequest {
  upTo?: number;
  /** The hash entry 0 chains to (the game's genesis); 64 zeros when absent (games saved before format 2). */
  genesis?: string;
  snapshot?: Snapshot;
  trustSnapshot?: boolean;
  keepStates?: number[];
  /** The state after entry `seq` (-1: the set-up state) and that entry's hash, which the log's first entry must link to. */
  after?: { seq: number; state: GameState; hash?: string };
  /** The private draw keys of the sides whose hidden hands this machine knows (a game by e-mail: its own). */
  keys?: Record<string, string>;
  /** The host has checked this log's chain from `genesis` already (it parsed the file): replay does not again. */
  chainChecked?: boolean;
}

/** The parts of a saved game's JSON the engine opens it from (its set-up, log and snapshots), parsed by the engine. */
export interface OpenedFile {
  setup: GameSetup;
  log: LogEntry[];
  snapshots?: unknown;
}

/**
 * Parses a saved game's text for EngineOps.open (JSON the host parses and checks too). A text with a forbidden key
 * throws, so that nothing plays it: opening may be asked before the host has parsed the text and refused it.
 */
export function readOpenedFile(text: string): OpenedFile {
  const file: unknown = JSON.parse(text);
  const bad = findForbiddenKey(file);
  if (bad !== null) throw new Error(`The saved game holds a forbidden key at ${bad}`);
  return file as OpenedFile;
}

/** What opening a saved game asks of the engine besides its text (document.ts beginOpen). */
export interface OpenRequest {
  keepStates?: number[];
  /**
   * Without keepStates: keep the states opening keeps with snapshots every `every` entries (history.ts
   * openStateSeqs), worked out from the file as parsed here, so the request can go before the host has parsed it.
   */
  every?: number;
  keys?: Record<string, string>;
}

/** The states `opts` asks opening `file` to keep (keepStates, or worked out with `every`). */
function keptSeqs(file: OpenedFile, opts: OpenRequest): number[] | undefined {
  if (opts.keepStates !== undefined || opts.every === undefined) return opts.keepStates;
  const own = Array.isArray(file.snapshots) ? file.snapshots : [];
  const seqs = own.flatMap((s: { seq?: unknown } | null) => (Number.isInteger(s?.seq) ? [s!.seq as number] : []));
  return openStateSeqs(Array.isArray(file.log) ? file.log.length : 0, seqs, opts.every);
}

/**
 * The set-up state and the replay of a saved game's log in one answer (a rule that throws fails the replay, as in
 * replay()); or why the engine gave neither: the set-up failed, or the replay stopped short of any answer (the
 * time limit, the engine itself failing; at entry `seq`).
 */
export type OpenAnswer =
  | { ok: true; initial: GameState; replay: ReplayResult | ReplayFailure }
  | { ok: false; stage: 'setup' | 'replay'; seq: number; message: string };

/** What the host asks a bot (EngineOps.decide): the bot's id, the seed of its random source, its time budget. */
export interface DecideRequest {
  bot: string;
  /** The bot's random source for this decision, drawn by the host (never the game's dice seed). */
  seed: number;
  /** How long it may think, in ms (the search stops then). */
  budgetMs: number;
}

/**
 * A bot's answer: 'idle' when its side is not to act; 'decided' with the action and its reason; 'none' when it
 * found no action; 'unavailable' when the game has no such bot (why, in words).
 */
export type DecideAnswer =
  | { kind: 'idle' }
  | { kind: 'decided'; action: Action; reason: unknown; ms: number }
  | { kind: 'none'; ms: number }
  | { kind: 'unavailable'; message: string };

/** What the host can ask the engine, with plain-JSON arguments and answers. */
export interface EngineOps {
  /** The starting state; `keys` as in ReplayRequest. */
  setup(setup: GameSetup, keys?: Record<string, string>): GameState;
  apply(state: GameState, action: Action): ApplyResult;
  replay(
    setup: GameSetup,
    log: LogEntry[],
    opts?: ReplayRequest,
    onEntry?: (seq: number) => void,
  ): ReplayResult | ReplayFailure;
  /**
   * A saved game's set-up state and the replay of its log, from the file as the engine parsed it from the text the
   * host parsed too (OpenedFile): the host checks the chain while this runs, so it is not hashed here.
   */
  open(file: OpenedFile, opts: OpenRequest, onEntry?: (seq: number) => void): OpenAnswer;
  view(state: GameState, side: string): View;
  /** Rules.preview for `side` ({ violations: [] } when the rules have none). */
  preview(state: GameState, side: string, action: Action): JsonObject;
  /** Rules.overlay for `side` ({} when the rules have none). */
  overlay(state: GameState, side: string, kind: string): JsonObject;
  /** The bot's decision for `side`, asked with that side's view only (engine/ai/bot.ts askBot). */
  decide(state: GameState, side: string, req: DecideRequest): DecideAnswer;
}

/** The operations for one module, with its rules looked up by manifest.rules. */
export function engineOps(module: GameModule, rules: Rules = getRules(module.manifest.rules)): EngineOps {
  return {
    setup: (setup, keys) => startState(rules, module, setup, keys),
    // The host applies actions its player makes (or entries that carry their reveals): it fills in the reveals.
    apply: (state, action) => applyAction(rules, module, state, action, { reveal: true }),
    replay: (setup, log, opts, onEntry) =>
      opts?.after
        ? replayAfter(rules, module, { seq: opts.after.seq, state: opts.after.state }, log, {
            prevHash: opts.after.hash,
            keepStates: opts.keepStates,
            onEntry,
          })
        : replay(rules, module, setup, log, {
            upTo: opts?.upTo,
            genesis: opts?.genesis,
            snapshot: opts?.snapshot,
            trustSnapshot: opts?.trustSnapshot,
            keepStates: opts?.keepStates,
            keys: opts?.keys,
            chainChecked: opts?.chainChecked,
            onEntry,
          }),
    open: (file, opts, onEntry) => {
      let initial: GameState;
      try {
        initial = startState(rules, module, file.setup, opts.keys);
      } catch (err) {
        return { ok: false, stage: 'setup', seq: 0, message: (err as Error).message };
      }
      const { keys } = opts;
      const keepStates = keptSeqs(file, opts);
      let current = 0;
      const each = (seq: number) => {
        current = seq;
        onEntry?.(seq);
      };
      try {
        const r = replay(rules, module, file.setup, file.log, {
          keepStates,
          keys,
          chainChecked: true,
          onEntry: each,
        });
        return { ok: true, initial, replay: r };
      } catch (err) {
        const message = `The rules engine failed while replaying entry ${current}: ${(err as Error).message}`;
        return { ok: false, stage: 'replay', seq: current, message };
      }
    },
    view: (state, side) => sideView(rules, module, state, side),
    preview: (state, side, action) => rules.preview?.(module, state, side, action) ?? { violations: [] },
    overlay: (state, side, kind) => rules.overlay?.(module, state, side, kind) ?? {},
    decide: (state, side, req) => decideFor(rules, module, state, side, req),
  };
}

/** A bot's decision as EngineOps.decide answers it; the clock is the host's (this runs in its worker). */
function decideFor(rules: Rules, module: GameModule, state: GameState, side: string, req: DecideRequest): DecideAnswer {
  const bot = botFor(req.bot, module.manifest.rules);
  if (typeof bot === 'string') return { kind: 'unavailable', message: bot };
  if (!rules.toAct(module, state).includes(side)) return { kind: 'idle' };
  const t0 = performance.now();
  const outOfTime = () => performance.now() - t0 >= req.budgetMs;
  const d = askBot(bot, rules, module, state, side, seededRandom(req.seed >>> 0), outOfTime);
  const ms = Math.round(performance.now() - t0);
  return d ? { kind: 'decided', action: { ...d.action, side }, reason: d.reason, ms } : { kind: 'none', ms };
}

/** A short description of an action for messages: verb, side and piece if any. */
export function describeAction(action: Action | undefined): string {
  if (!action || typeof action !== 'object') return 'an action';
  const piece = action.args && typeof action.args.piece === 'string' ? ` ${action.args.piece}` : '';
  return `"${String(action.verb)}${piece}" by ${String(action.side)}`;
}

/** The violation reported when the rules engine ran past its time limit. */
export function timeoutViolation(ms: number, what: string): Violation {
  return {
    rule: 'engine.timeout',
    section: '—',
    message: `The rules engine took longer than ${ms} ms on ${what} and was stopped; the game is unchanged`,
  };
}

/** The violation reported when the rules engine threw or its worker died. */
export function crashViolation(what: string, detail: string): Violation {
  return {
    rule: 'engine.crash',
    section: '—',
    message: `The rules engine failed on ${what} (${detail}); the game is unchanged`,
  };
}

/** An engine failure outside apply (setup, view), carrying the same violation the UI can show. */
export class EngineError extends Error {
  constructor(readonly violation: Violation) {
    super(violation.message);
    this.name = 'EngineError';
  }
}
