// Playing: the modules a game starts from, a new game, the snapshot, actions and their previews and overlays,
// undo and redo. An action changes the game only when its snapshot could be made too (session.ts changed).

import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import type { Action } from '../../../engine/core/types.js';
import type { HostResult, ModuleInfo, SentSnapshot } from '../../../schemas/host-api.js';
import { validateVerbArgs } from '../../../schemas/validate.js';
import { hostFailure, messageOf } from '../../host-result.js';
import { checkActionArgs } from '../../services/arg-limits.js';
import { GameDocument } from '../../services/document.js';
import { findForbiddenKey } from '../../services/forbidden.js';
import { ActionArg, BotArg, Id, ModeArg, OverlayArg } from '../arg-schemas.js';
import { botsOf, opponentProblem, playerSide } from '../opponent.js';
import { operation, snapshotOperation } from '../operation.js';
import type { HostSession } from '../session.js';

/** Why the host refuses an action before the rules see it (bounds, unsafe keys, typed verbs), or null. */
function gateProblem(s: HostSession, op: string, action: Action): HostResult<never> | null {
  // Arguments too deep or too large would be logged and then make every save fail (and a cycle never ends).
  const bounded = checkActionArgs(op, action.args);
  if (!bounded.ok) return bounded;
  // Such a key would be logged, saved, and then make the file refuse to open (parseSaveFile forbids it).
  const bad = findForbiddenKey(action.args);
  if (bad) return hostFailure('invalid-args', `Bad arguments for ${op}: the key at /action/args${bad} is not allowed.`);
  // Typed verbs: a malformed action is refused here, before it reaches the rules engine.
  const typed = validateVerbArgs(s.doc!.loaded.module.manifest.rules, action.verb, action.args);
  if (typed.ok) return null;
  const violation = {
    rule: 'core.bad-args',
    section: '—',
    message: typed.error.message,
    params: { verb: action.verb },
  };
  return hostFailure('rejected', typed.error.message, { violations: [violation] });
}

/**
 * Applies `action` (after what the listeners put before it: a dice reveal); all of them, or none. `applied`: what
 * to note once it is applied, before the snapshot is made (the computer's reason for it).
 */
async function act(s: HostSession, action: Action, applied?: () => void): Promise<HostResult<SentSnapshot>> {
  const d = s.doc!;
  const mark = d.mark();
  const steps = (await s.firstAnswer((l) => l.acting?.(d, action))) ?? [action];
  for (const step of steps) {
    const r = await d.act(step);
    if (r.ok) continue;
    d.restore(mark);
    const text = r.violations.map((v) => v.message).join('; ') || 'The action was refused.';
    // engine.timeout / engine.crash: the rules engine failed, the action was not judged.
    const code = r.violations.some((v) => v.rule.startsWith('engine.')) ? 'engine-failed' : 'rejected';
    return hostFailure(code, text, { violations: r.violations });
  }
  applied?.();
  return s.changed(mark);
}

/** An action played as a player's is (the host's gate, then the rules); `applied` as in act. */
export async function playAction(
  s: HostSession,
  action: Action,
  applied?: () => void,
): Promise<HostResult<SentSnapshot>> {
  return gateProblem(s, 'act', action) ?? act(s, action, applied);
}

/** Why the screen's player may not act for `side`: the computer plays it (until it was stopped), or null. */
function seatProblem(s: HostSession, side: string): HostResult<never> | null {
  const seat = s.doc?.opponent;
  if (!seat || seat.side !== side || s.doc?.opponentStopped !== null) return null;
  return hostFailure('rejected', `The ${side} side is played by the computer: you play ${playerSide(s.doc!)}.`);
}

/**
 * Takes back the last entry as `side` may. Against the computer, taking back the player's action takes back the
 * computer's replies after it too, as a chess program does (each reply under its own barrier: never past a die
 * roll); all of them or none.
 */
async function undoAs(d: GameDocument, side: string): Promise<HostResult<null>> {
  const bot = d.opponent?.side;
  if (bot === undefined || bot === side) return d.undo(side);
  const mark = d.mark();
  while (d.log.length > 0 && d.log[d.log.length - 1]!.side === bot) {
    const r = await d.undo(side);
    if (!r.ok) {
      d.restore(mark);
      return r;
    }
  }
  const r = await d.undo(side);
  if (!r.ok) d.restore(mark);
  return r;
}

/** Undo and redo: the document's own step, then as any change. */
async function historyStep(s: HostSession, op: 'undo' | 'redo'): Promise<HostResult<SentSnapshot>> {
  const d = s.doc;
  if (!d) return hostFailure('no-game', 'There is no game open.');
  const mark = d.mark();
  // Undo as the side this screen shows (enforced and advisory modes have barriers: document.undoBarrier).
  const r = op === 'undo' ? await undoAs(d, s.screenSide(d)) : await d.redo();
  if (!r.ok) return r;
  return s.changed(mark);
}

/** The play slice's operations. */
export const playOperations = {
  listModules: operation({}, async (s): Promise<HostResult<ModuleInfo[]>> => {
    // Each with the bots that can play a side of it (the New game dialog's levels).
    return {
      ok: true,
      value: (await s.modules.list()).map((m) => ({ ...m.info, bots: botsOf(m.module.manifest.rules) })),
    };
  }),

  getModule: operation({ moduleId: Id }, async (s, a) => {
    const m = await s.modules.load(a.moduleId);
    return m.ok ? { ok: true, value: m.value.module } : m;
  }),

  getSnapshot: snapshotOperation({ side: Type.Optional(Id) }, (s, a) => s.answer(a.side)),

  newGame: snapshotOperation(
    {
      moduleId: Id,
      scenarioId: Id,
      seed: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
      mode: Type.Optional(ModeArg),
      /** The computer plays this side with this bot (an enforced game at one screen). */
      opponent: Type.Optional(Type.Object({ side: Id, bot: BotArg }, { additionalProperties: false })),
    },
    async (s, a) => {
      const m = await s.modules.load(a.moduleId);
      if (!m.ok) return m;
      const sides = m.value.module.manifest.sides.map((x) => x.id);
      const rulesId = m.value.module.manifest.rules;
      const seat = a.opponent;
      const mode = a.mode ?? 'enforced';
      const problem = seat ? opponentProblem({ seat, mode, sides, rulesId, byMail: false }) : null;
      if (problem) return hostFailure('opponent-refused', problem);
      const started = await s.startRunner(m.value.module);
      if (!started.ok) return started;
      const setup = {
        scenarioId: a.scenarioId,
        seed: a.seed ?? randomBytes(16).toString('hex'),
        mode,
        options: {},
      };
      // A game at one table: every side is this player's, and this player's key signs every entry.
      const me = await s.identity();
      const players = m.value.module.manifest.sides.map((x) => ({
        side: x.id,
        name: me.name,
        publicKey: me.publicKey,
      }));
      const signer = await s.signer();
      const made = await GameDocument.create(m.value, started.value, setup, {
        revision: s.nextRevision(),
        players,
        signer,
        ...(seat ? { opponent: seat } : {}),
      });
      if (!made.ok) {
        await started.value.dispose().catch(() => {});
        return made;
      }
      const adopted = await s.adopt(made.value, null, null, []);
      if (adopted.ok) await s.beginJournal(true);
      return adopted;
    },
  ),

  act: snapshotOperation({ action: ActionArg }, async (s, a) => {
    if (!s.doc) return hostFailure('no-game', 'Start or open a game first.');
    return seatProblem(s, a.action.side) ?? playAction(s, a.action);
  }),

  /** What an action would do, for the side this screen shows, without doing it (Rules.preview). */
  preview: operation({ action: ActionArg }, async (s, a) => {
    const d = s.doc;
    if (!d) return hostFailure('no-game', 'Start or open a game first.');
    const bounded = checkActionArgs('preview', a.action.args);
    if (!bounded.ok) return bounded;
    try {
      return { ok: true, value: await d.runner.preview(d.state, s.screenSide(d), a.action) };
    } catch (e) {
      return hostFailure('engine-failed', `The rules engine could not preview that action: ${messageOf(e)}`);
    }
  }),

  /** A map overlay for the side this screen shows: hexes by status (Rules.overlay). */
  overlay: operation({ kind: OverlayArg }, async (s, a) => {
    const d = s.doc;
    if (!d) return hostFailure('no-game', 'Start or open a game first.');
    try {
      return { ok: true, value: await d.runner.overlay(d.state, s.screenSide(d), a.kind) };
    } catch (e) {
      return hostFailure('engine-failed', `The rules engine could not draw the ${a.kind} overlay: ${messageOf(e)}`);
    }
  }),

  undo: snapshotOperation({}, (s) => historyStep(s, 'undo')),

  redo: snapshotOperation({}, (s) => historyStep(s, 'redo')),
};
