// The computer opponent at one screen: one side of an enforced game played by a bot (engine/ai). The host asks the
// bot in the engine's worker thread (a runner of its own, so the game's answers never wait for it), with that side's
// view only (askBot, in ops.ts decide), a random source the host draws for each decision (node:crypto, never the
// game's dice seed) and a time budget; the bot's action then goes the way a player's goes (the rules check it, it
// is logged, journaled, saved). A bot that finds no action or plays one the rules refuse is asked no more: its side
// is then the player's to play by hand, and the game is as it was.

import { randomInt } from 'node:crypto';
import type { Action } from '../../engine/core/types.js';
import type { DecideAnswer } from '../engine-host/ops.js';
import type { EngineRunner } from '../engine-host/runner.js';
import type { GameDocument, Seat } from '../services/document.js';
import type { BotReason, OpponentInfo } from '../../schemas/host-api.js';
import { BOT_IDS, botFor } from '../../engine/ai/index.js';
import { THINKING_MS } from '../../engine/ai/levels.js';
import { messageOf } from '../host-result.js';
import { paramKind } from '../../engine/ai/reason.js';
import { hiddenName } from '../services/log-redact.js';

/** The bots a person may play against, weakest first: 'random' (easy), 'scripted' (standard), 'search' (strong). */
export const OPPONENT_BOTS = BOT_IDS;

/** A bot's time to think, in ms, unless the host is told otherwise (engine/ai/levels.ts THINKING_MS). */
export const DEFAULT_BUDGET_MS = THINKING_MS;

/** The bots that can play the game whose rules id is `rulesId`, weakest first. */
export function botsOf(rulesId: string): string[] {
  return OPPONENT_BOTS.filter((id) => typeof botFor(id, rulesId) !== 'string');
}

/** What a new game may be asked about its opponent, checked by opponentProblem. */
export interface SeatAsked {
  seat: Seat;
  mode: string;
  sides: readonly string[];
  rulesId: string;
  /** Whether the game is played by e-mail (two players on two machines). */
  byMail: boolean;
}

/** Why a game by e-mail has no computer opponent. */
export const BY_MAIL_REFUSAL =
  'A game by e-mail is played by two people, each on his own machine: the computer cannot play a side of it.';

/** Why the computer plays only under enforced rules (`mode`: the game's). */
export function modeRefusal(mode: string): string {
  const why = 'the rules must refuse it what they forbid';
  return `The computer plays only under enforced rules (this game is in ${mode} mode): ${why}.`;
}

/** Why the computer may not play this seat, in words, or null when it may. */
export function opponentProblem(a: SeatAsked): string | null {
  if (a.byMail) return BY_MAIL_REFUSAL;
  if (a.mode !== 'enforced') return modeRefusal(a.mode);
  if (!a.sides.includes(a.seat.side)) return `The game has no side "${a.seat.side}" for the computer to play.`;
  if (a.sides.length < 2) return 'The computer needs a side of its own and one for you.';
  const bot = botFor(a.seat.bot, a.rulesId);
  return typeof bot === 'string' ? bot : null;
}

/** The side this screen's player plays against the computer: the first that is not the computer's. */
export function playerSide(d: GameDocument): string | null {
  const seat = d.opponent;
  if (!seat) return null;
  return d.loaded.module.manifest.sides.map((s) => s.id).find((s) => s !== seat.side) ?? null;
}

/** The page's summary of the computer's seat: its side, its bot, whether it is to act (`toAct`: the view's). */
export function opponentInfo(d: GameDocument, toAct: readonly string[]): OpponentInfo | undefined {
  const seat = d.opponent;
  if (!seat) return undefined;
  const info: OpponentInfo = { side: seat.side, bot: seat.bot, toAct: toAct.includes(seat.side) };
  if (d.opponentStopped !== null) info.stopped = d.opponentStopped;
  return info;
}

/** What the bot answered for one position, or why it could not (its worker failed, it ran past its time). */
export type Thought = DecideAnswer | { kind: 'failed'; message: string };

/** Starts an engine runner for the bot, or says why it cannot. */
export type StartRunner = () => Promise<EngineRunner | string>;

/** The bot runner of `d`, started on first use by `start` (a runner of the document's module). */
async function botRunner(d: GameDocument, start: StartRunner): Promise<EngineRunner | string> {
  if (d.botRunner) return d.botRunner;
  const made = await start();
  if (typeof made === 'string') return made;
  // A document replaced while the runner started: it is not kept.
  d.botRunner = made;
  return made;
}

/** Asks `bot` for `side`'s decision in the position `state`, with a fresh random seed and the budget. */
export async function think(
  d: GameDocument,
  state: GameDocument['state'],
  side: string,
  bot: string,
  budgetMs: number,
  start: StartRunner,
): Promise<Thought> {
  const runner = await botRunner(d, start);
  if (typeof runner === 'string') return { kind: 'failed', message: runner };
  try {
    // A fresh 32-bit seed from the host's crypto for every decision, never the game's dice seed.
    return await runner.decide(state, side, { bot, seed: randomInt(2 ** 32), budgetMs });
  } catch (e) {
    // A runner whose worker failed is replaced on the next decision.
    if (d.botRunner === runner) d.botRunner = null;
    await runner.dispose(true).catch(() => {});
    return { kind: 'failed', message: messageOf(e) };
  }
}

/** Why the bot is asked no more after `t`, in words (null: it decided, or its side was not to act). */
export function stoppedWhy(t: Thought, bot: string, side: string): string | null {
  if (t.kind === 'none') return `The computer (${bot}) found no action for ${side}: play that side yourself.`;
  if (t.kind === 'unavailable') return `${t.message}: play the ${side} side yourself.`;
  if (t.kind === 'failed')
    return `The computer (${bot}) failed to decide for ${side} (${t.message}): play that side yourself.`;
  return null;
}

/** The sentence for a bot's action the rules refused. */
export function refusedWhy(bot: string, action: Action, why: string): string {
  const chose = `The computer (${bot}) chose "${action.verb}" for ${action.side}`;
  return `${chose}, which the rules refuse (${why}): play that side yourself.`;
}

/**
 * A reason as the screen's side may read it: a hidden piece named in a list param (`pieces`: ids joined by ',') is
 * replaced as the log replaces it (log-redact.ts); a single id the log's own redaction has replaced already.
 */
export function redactReason(reason: BotReason, hidden: ReadonlyMap<string, string>): BotReason {
  if (typeof reason === 'string' || !reason.params || hidden.size === 0) return reason;
  const params: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(reason.params)) {
    const kind = paramKind(name);
    const list = kind === 'pieces' || kind === 'cards';
    params[name] =
      list && typeof v === 'string'
        ? v
            .split(',')
            .map((id) => hiddenOr(id, hidden))
            .join(',')
        : v;
    if ((kind === 'piece' || kind === 'card') && typeof v === 'string') params[name] = hiddenOr(v, hidden);
  }
  return { ...reason, params };
}

/** The id, or the placeholder of a hidden piece. */
function hiddenOr(id: string, hidden: ReadonlyMap<string, string>): string {
  const side = hidden.get(id);
  return side === undefined ? id : hiddenName(side);
}

/** A hint as the page gets it: the action the bot suggests for the player's side, and its reason. */
export interface Hint {
  action: Action;
  reason: BotReason;
}
