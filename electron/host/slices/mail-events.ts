// Play by e-mail, the document events the feature follows (session.ts DocumentEvents): an invitation or an
// answer to one opened (the answer starts the game on the inviter's machine), the private draw keys a game opens
// with, the checks a game meets before it becomes the open one (its record written only once it has), the dice
// reveal before this player's first entry of a turn, and the players and verdict the page is shown.

import { chainOf, handKey } from '../../../engine/core/dice-chain.js';
import { fingerprint, genesisHash } from '../../../engine/core/genesis.js';
import { getRules } from '../../../engine/games/registry.js';
import type { Action } from '../../../engine/core/types.js';
import type { HostResult, MailInfo, SentSnapshot } from '../../../schemas/host-api.js';
import type { SaveFile } from '../../../schemas/save.js';
import { validateSave } from '../../../schemas/validate.js';
import { hostFailure, messageOf } from '../../host-result.js';
import type { GameDocument } from '../../services/document.js';
import { findForbiddenKey } from '../../services/forbidden.js';
import {
  type Acceptance,
  acceptedGame,
  type Invitation,
  readAcceptance,
  readInvitation,
} from '../../services/invitation.js';
import {
  diceCommit,
  isGameId,
  type MailRecord,
  nextReveal,
  readRecord,
  verdict,
  writeRecord,
} from '../../services/mail.js';
import type { LoadedModule } from '../../services/modules.js';
import { openParsed } from '../opening.js';
import type { Commit, DocumentEvents, HostSession } from '../session.js';
import { continuation, ownSeed, sealChain, sealedProblem, termsProblem } from './mail-checks.js';

/** What the mail feature keeps in one session between operations. */
export interface MailState {
  /** The invitation last opened, for joinGame. */
  invitation: Invitation | null;
  /** A game of this player's met here for the first time, waiting for the player to continue it (continueGame). */
  continuing: { file: SaveFile; path: string | null } | null;
  /** The game id the player agreed to continue here, while it opens. */
  allowed: string | null;
  /** The verdict on each document's file, shown once. */
  verdicts: WeakMap<GameDocument, NonNullable<MailInfo['verdict']>>;
  /** The game an answer to this player's invitation is starting, with whom, while it opens. */
  welcome: { gameId: string; message: string } | null;
}

const states = new WeakMap<HostSession, MailState>();

/** The mail state of a session. */
export function stateOf(s: HostSession): MailState {
  let st = states.get(s);
  if (!st) {
    st = { invitation: null, continuing: null, allowed: null, verdicts: new WeakMap(), welcome: null };
    states.set(s, st);
  }
  return st;
}

/** Whether a document is a game by e-mail (two players, commit-reveal dice). */
export const isMail = (d: GameDocument) => d.setup.twoPlayers === true && !!d.setup.dice;

/** Why a module's game cannot be played by e-mail, or undefined when it can. */
export const notByMailReason = (m: LoadedModule) => getRules(m.module.manifest.rules).notByMail;

/** A module's title for sentences (its id when it is not installed). */
async function titles(s: HostSession): Promise<(id: string) => string> {
  const list = await s.modules.list().catch(() => []);
  return (id) => list.find((m) => m.info.id === id)?.info.title ?? id;
}

/** The actions to apply for `action`: this player's first action since the other side's comes after its reveal. */
export async function prepare(s: HostSession, d: GameDocument, action: Action): Promise<Action[] | null> {
  if (!isMail(d)) return null;
  const side = d.mySide;
  if (!side || action.side !== side) return null;
  const record = await readRecord(s.dataDir, d.setup.seed);
  if (!record) return null;
  // The index comes from the history, not from a counter: reloading a file and acting again reveals the same
  // secret, so the dice are the same.
  const revealed = d.log.filter((e) => e.side === side && e.verb === 'reveal').length;
  const reveal = { side, verb: 'reveal', args: nextReveal(record, revealed) };
  const chain = chainOf(d.state.rng);
  if (chain?.v === 2) {
    // The engine says whether this player's next entry opens a run, which its reveal must open (dice-chain.ts).
    const opens = chain.last !== side;
    if (action.verb === 'reveal') return opens ? [action.args.secret === undefined ? reveal : action] : [];
    return opens ? [reveal, action] : [action];
  }
  if (action.verb === 'reveal') return [action.args.secret === undefined ? reveal : action];
  for (let i = d.log.length - 1; i >= 0; i--) {
    const e = d.log[i]!;
    if (e.side === side && e.verb === 'reveal') return [action];
    if (e.side !== side) break;
  }
  return [reveal, action];
}

/**
 * The checks a game by e-mail meets before it becomes the open one: it is the game this machine invited to,
 * joined or agreed to continue, its sealed sections are their players', and its history continues what this player
 * sent or accepted. The record is written only once the game is the open one (the commit).
 */
async function adopting(s: HostSession, d: GameDocument, file: SaveFile | null): Promise<HostResult<Commit | null>> {
  if (!isMail(d)) return { ok: true, value: null };
  if (!d.mySide) {
    // A game of another's (opened to look at) is no concern of this machine's, unless it claims a game of its own.
    if (!(await readRecord(s.dataDir, d.setup.seed))) return { ok: true, value: null };
    return hostFailure(
      'terms-changed',
      'The file is a game of yours by its game id, but it does not name you as a player: it is refused.',
    );
  }
  const st = stateOf(s);
  const side = d.mySide;
  const me = await s.identity();
  const gameId = d.setup.seed;
  const title = await titles(s);
  let record = await readRecord(s.dataDir, gameId);
  let note = '';
  if (!record) {
    const own = isGameId(gameId)
      ? ownSeed(d, side, me)
      : { problem: 'This game by e-mail has no game id this app makes.' };
    if ('problem' in own) return hostFailure('no-record', own.problem);
    if (st.allowed !== gameId) {
      // Never adopted silently: continuing a game here is the player's own act, with its terms shown.
      if (file) st.continuing = { file, path: d.path };
      const terms = continuation(d, side, title);
      return { ok: false, error: { code: 'continue-game', message: terms.message, details: terms.details } };
    }
    record = { gameId, side, chainSeed: own.seed, known: [], genesis: d.genesis };
    note = ' (this machine had no record of what you sent: the history was checked by its signatures only)';
  }
  const terms = termsProblem(d, record, title);
  if (terms) return hostFailure('terms-changed', `${terms} The file is refused; your game stays as it was.`);
  const sealed = sealedProblem(d, record, me);
  if (sealed) return hostFailure('sealed-replaced', sealed);
  const name = (x: string) => {
    const p = d.players?.find((q) => q.side === x);
    return p?.name ? `${p.name} (${x})` : `the ${x} player`;
  };
  // This player's own entries after the last of the other side's are its unsent turn (its own save, a recovered
  // session): they are neither a verdict's news nor accepted history.
  let accepted = d.log.length;
  while (accepted > record.known.length && d.log[accepted - 1]!.side === side) accepted--;
  const v = verdict(record.known, d.log.slice(0, accepted), name);
  if (!v.ok) return hostFailure('history-changed', `${v.message}. The file is refused; your game stays as it was.`);
  sealChain(d, record, me, (await s.signer()).sign);
  d.sentLength = accepted;
  // The game's first file on this machine: the game begins here (from the joiner's answer, or the inviter's file).
  const welcome = st.welcome?.gameId === gameId ? st.welcome.message : null;
  const begins = welcome !== null || record.genesis === undefined;
  if (v.count > 0 || note || begins) {
    const message = welcome ?? (begins && v.count === 0 ? 'The game begins: nothing has been played yet.' : v.message);
    const first = begins ? { begins: true } : {};
    st.verdicts.set(d, { ok: true, message: `${message}${note}`, from: v.from, count: v.count, ...first });
  }
  const next: MailRecord = { ...record, known: d.log.slice(0, accepted).map((e) => e.hash), genesis: d.genesis };
  return {
    ok: true,
    value: async () => {
      try {
        await writeRecord(s.dataDir, next);
      } catch (e) {
        return hostFailure(
          'record-failed',
          `The game's record could not be written: ${messageOf(e)}. Nothing changed.`,
        );
      }
      st.continuing = null;
      return { ok: true, value: null };
    },
  };
}

/**
 * The saved game an answer to an invitation starts, with the inviter's dice head (`head`), before any entry; it
 * meets the same checks as any saved game (the schema, no unsafe keys). `what` names what it came from.
 */
export function acceptedFile(s: HostSession, acc: Acceptance, head: string, what: string): HostResult<SaveFile> {
  const { module } = acc.invitation;
  const { setup, players } = acceptedGame(acc, head);
  const genesis = genesisHash({ module, setup, players });
  const app = { name: 'sandtable' as const, version: s.appVersion };
  const game: SaveFile = { formatVersion: 2, app, module, setup, players, genesis, log: [], snapshots: [] };
  const valid = validateSave(game);
  if (!valid.ok) return hostFailure('invalid', `The ${what} cannot start a game: ${valid.error.message}`);
  const unsafe = findForbiddenKey(game);
  if (unsafe) return hostFailure('forbidden-key', `The ${what} holds the key ${unsafe}, which is refused.`);
  return { ok: true, value: game };
}

/**
 * An answer to this player's invitation: the game starts on this machine with both players' dice heads (the
 * joiner chose his without knowing this player's), and this player's first file brings it to the joiner.
 */
async function accept(s: HostSession, acc: Acceptance): Promise<HostResult<SentSnapshot>> {
  const inv = acc.invitation;
  const me = await s.identity();
  if (acc.joiner.publicKey === me.publicKey)
    return hostFailure(
      'own-acceptance',
      'This is your own answer to an invitation: send it to the player who invited you.',
    );
  const record = await readRecord(s.dataDir, inv.gameId);
  // Only the very invitation this machine made (its signature, which covers every term) is answered here.
  if (inv.inviter.publicKey !== me.publicKey || record?.role !== 'invited' || record.terms?.invitationSig !== inv.sig)
    return hostFailure('no-record', 'This answers an invitation that was not made on this machine: it is refused.');
  if (record.genesis !== undefined)
    return hostFailure('already-started', 'This game has begun already: open its latest file instead of the answer.');
  const made = acceptedFile(s, acc, diceCommit(record), 'answer');
  if (!made.ok) return made;
  const game = made.value;
  const who = `${acc.joiner.name ?? 'Your opponent'} (key ${fingerprint(acc.joiner.publicKey)})`;
  const st = stateOf(s);
  st.welcome = {
    gameId: inv.gameId,
    message: `${who} joined your game: it begins. Send your turn when you have played, or at once if it is theirs. `,
  };
  const opened = await openParsed(s, game, [], null, null);
  st.welcome = null;
  return opened;
}

/** The private draw keys a game by e-mail opens with: this player's own, from its record or its signed section. */
async function opening(s: HostSession, file: SaveFile): Promise<{ keys?: Record<string, string> }> {
  if (file.setup.twoPlayers !== true || !file.setup.dice || !isGameId(file.setup.seed)) return {};
  const me = await s.identity();
  const mine = (file.players ?? []).filter((p) => p.publicKey === me.publicKey);
  // As GameDocument.mySide: exactly one side is this player's, the other another player's.
  if (mine.length !== 1 || (file.players ?? []).length < 2) return {};
  const side = mine[0]!.side;
  const record = await readRecord(s.dataDir, file.setup.seed);
  if (record?.side === side) return { keys: { [side]: handKey(record.chainSeed) } };
  const doc = { sealed: file.sealed, genesis: file.genesis, setup: file.setup } as GameDocument;
  const own = file.genesis ? ownSeed(doc, side, me) : null;
  return own && 'seed' in own ? { keys: { [side]: handKey(own.seed) } } : {};
}

/** The mail feature's listener to a session's document events. */
export function mailListener(s: HostSession): Partial<DocumentEvents> {
  return {
    async foreign(json) {
      const answer = readAcceptance(json);
      if (answer && !answer.ok) return hostFailure('invalid', answer.reason);
      if (answer) return accept(s, answer.acceptance);
      const read = readInvitation(json);
      if (!read) return null;
      if (!read.ok) return hostFailure('invalid', read.reason);
      const inv = read.invitation;
      const me = await s.identity();
      if (inv.inviter.publicKey === me.publicKey)
        return hostFailure('own-invitation', 'This is your own invitation: send it to your opponent, who joins it.');
      stateOf(s).invitation = inv;
      const who = `${inv.inviter.name ?? 'A player'} (key ${fingerprint(inv.inviter.publicKey!)})`;
      return hostFailure('invitation', `${who} invites you to play the ${inv.side} side of ${inv.module.id}.`);
    },
    opening: (file) => opening(s, file),
    adopting: (d, file) => adopting(s, d, file),
    acting: (d, action) => prepare(s, d, action),
    async describing(d, info) {
      if (d.players && d.signed) {
        const me = await s.identity();
        info.players = d.players.map((p) => ({
          side: p.side,
          ...(p.name ? { name: p.name } : {}),
          ...(p.publicKey ? { fingerprint: fingerprint(p.publicKey) } : {}),
          you: p.publicKey === me.publicKey,
        }));
      }
      if (!isMail(d) || !d.mySide) return;
      const st = stateOf(s);
      const mail: MailInfo = { side: d.mySide, known: d.sentLength, unsent: d.log.length - d.sentLength };
      const v = st.verdicts.get(d);
      if (v) mail.verdict = v;
      st.verdicts.delete(d);
      info.mail = mail;
    },
  };
}
