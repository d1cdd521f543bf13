// The computer opponent's operations: let the computer move when its side is to act (the page asks after every
// snapshot that says so), and a hint for the player's own side. Both think outside the one-at-a-time queue, in the
// bot's worker, so that every other operation is answered meanwhile; what they found is used only if the game has
// not changed since (an undo, a new game, a move of the player's in between make it stale).

import type { HostResult, SentSnapshot } from '../../../schemas/host-api.js';
import type { GameDocument } from '../../services/document.js';
import { hostFailure } from '../../host-result.js';
import {
  botsOf,
  DEFAULT_BUDGET_MS,
  type Hint,
  modeRefusal,
  playerSide,
  refusedWhy,
  stoppedWhy,
  think,
} from '../opponent.js';
import { detached, operation, snapshotOperation } from '../operation.js';
import type { HostSession } from '../session.js';
import { playAction } from './play.js';
import { defaultBot } from '../../../engine/ai/levels.js';

/** A position the computer thinks about: the document and its state when it began. */
interface Plan {
  doc: GameDocument;
  state: GameDocument['state'];
  side: string;
  bot: string;
}

/** The thinking under way for a document (a second ask waits for it rather than thinking twice). */
const thinking = new WeakMap<GameDocument, Promise<unknown>>();

/** The runner the bot thinks in: a fresh engine runner of the document's module, or why it cannot start. */
function starter(s: HostSession, d: GameDocument) {
  return async () => {
    const r = await s.startRunner(d.loaded.module);
    return r.ok ? r.value : r.error.message;
  };
}

/** What was planned still stands: the same document, in the same position, its bot still asked. */
function stands(s: HostSession, p: Plan): boolean {
  return s.doc === p.doc && p.doc.state === p.state && p.doc.opponentStopped === null;
}

/** Applies what the computer decided for `p` (the rules check it as a player's action), or stops asking it. */
async function settle(
  s: HostSession,
  p: Plan,
  t: Awaited<ReturnType<typeof think>>,
): Promise<HostResult<SentSnapshot>> {
  if (!stands(s, p) || t.kind === 'idle') return s.answer();
  const d = p.doc;
  const why = stoppedWhy(t, p.bot, p.side);
  if (why !== null || t.kind !== 'decided') {
    d.opponentStopped = why ?? `The computer (${p.bot}) gave no decision: play the ${p.side} side yourself.`;
    return s.answer();
  }
  const played = await playAction(s, t.action, () => {
    const last = d.log[d.log.length - 1];
    if (last) d.reasons.set(last.hash, t.reason as never);
  });
  if (played.ok) return played;
  // Refused (or the engine failed on it): the game is as it was, and the side is the player's to play.
  d.opponentStopped = refusedWhy(p.bot, t.action, played.error.message);
  return s.answer();
}

/** The computer opponent's operations. */
export const opponentOperations = {
  /**
   * When the computer's side is to act: the computer decides (within its time budget) and its action is applied
   * as a player's; the answer is the snapshot after it (or as it stands, when it was not to act or had stopped).
   */
  opponentMove: detached(
    snapshotOperation({}, async (s, a) => {
      const plan = await s.serial<Plan | null>(async () => {
        const d = s.doc;
        if (!d?.opponent || d.opponentStopped !== null) return { ok: true, value: null };
        // The mode changed since (a logged action): the computer stops, the player plays its side by hand.
        if (d.state.mode !== 'enforced') {
          d.opponentStopped = `${modeRefusal(d.state.mode)} Play the ${d.opponent.side} side yourself.`;
          return { ok: true, value: null };
        }
        return { ok: true, value: { doc: d, state: d.state, side: d.opponent.side, bot: d.opponent.bot } };
      });
      if (!plan.ok) return plan;
      const p = plan.value;
      if (p) {
        const under = thinking.get(p.doc);
        if (under) await under.catch(() => {});
        else {
          const budget = s.options.opponentBudgetMs ?? DEFAULT_BUDGET_MS;
          const began = Date.now();
          const t = think(p.doc, p.state, p.side, p.bot, budget, starter(s, p.doc)).then(async (thought) => {
            // the pace: a move decided sooner waits out the least time a move takes (its time thinking included)
            const left = (s.options.opponentPaceMs ?? 0) - (Date.now() - began);
            if (left > 0) await new Promise((done) => setTimeout(done, left));
            return thought;
          });
          thinking.set(p.doc, t);
          const thought = await t.finally(() => thinking.delete(p.doc));
          return s.serial(() => settle(s, p, thought), a.since);
        }
      }
      return s.serial(() => s.answer(), a.since);
    }),
  ),

  /** The default bot's suggestion for the player's own side, with its reason; null when that side is not to act. */
  hint: detached(
    operation({}, async (s): Promise<HostResult<Hint | null>> => {
      const asked = await s.serial<Plan | null>(async () => {
        const d = s.doc;
        if (!d) return hostFailure('no-game', 'Start or open a game first.');
        const bots = botsOf(d.loaded.module.manifest.rules);
        const bot = defaultBot(bots);
        const side = (d.opponentStopped === null ? playerSide(d) : null) ?? s.screenSide(d);
        return { ok: true, value: { doc: d, state: d.state, side, bot } };
      });
      if (!asked.ok || !asked.value) return asked as HostResult<null>;
      const p = asked.value;
      const budget = s.options.opponentBudgetMs ?? DEFAULT_BUDGET_MS;
      const t = await think(p.doc, p.state, p.side, p.bot, budget, starter(s, p.doc));
      if (t.kind === 'idle') return { ok: true, value: null };
      if (t.kind !== 'decided') return hostFailure('no-hint', stoppedWhy(t, p.bot, p.side) ?? 'No hint.');
      return { ok: true, value: { action: t.action, reason: t.reason as Hint['reason'] } };
    }),
  ),
};
