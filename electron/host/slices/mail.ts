// Play by e-mail on the host (mail.ts keeps the records, invitations and verdicts; mail-checks.ts the checks):
// inviting, joining, continuing on this machine a game of this player's begun on another, sending a turn, and the
// session's document events this feature follows: an invitation opened, the private draw keys a game opens with,
// the checks a game meets before it becomes the open one (its record written only once it has), the dice reveal
// before this player's first action of a turn, and the players and verdict the page is shown.

import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { handKey } from '../../../engine/core/dice-chain.js';
import { getRules } from '../../../engine/games/registry.js';
import { fingerprint, genesisHash } from '../../../engine/core/genesis.js';
import type { Action } from '../../../engine/core/types.js';
import type { HostResult, MailInfo, OutgoingFile } from '../../../schemas/host-api.js';
import type { SaveFile } from '../../../schemas/save.js';
import { validateSave } from '../../../schemas/validate.js';
import { hostFailure, messageOf } from '../../host-result.js';
import type { GameDocument } from '../../services/document.js';
import type { LoadedModule } from '../../services/modules.js';
import { findForbiddenKey } from '../../services/forbidden.js';
import {
  finalReveal,
  type Invitation,
  invitationTerms,
  isGameId,
  joinedGame,
  type MailRecord,
  makeInvitation,
  newRecord,
  nextReveal,
  readInvitation,
  readRecord,
  verdict,
  writeRecord,
} from '../../services/mail.js';
import { saveText } from '../../services/save-size.js';
import { ModeArg } from '../arg-schemas.js';
import { openParsed } from '../opening.js';
import { operation, snapshotOperation } from '../operation.js';
import type { Commit, DocumentEvents, HostSession } from '../session.js';
import { continuationText, ownSeed, sealChain, sealedProblem, termsProblem } from './mail-checks.js';

/** What the mail feature keeps in one session between operations. */
interface MailState {
  /** The invitation last opened, for joinGame. */
  invitation: Invitation | null;
  /** The record of the game being joined, written once the joined game is the open one. */
  joining: MailRecord | null;
  /** A game of this player's met here for the first time, waiting for the player to continue it (continueGame). */
  continuing: { file: SaveFile; path: string | null } | null;
  /** The game id the player agreed to continue here, while it opens. */
  allowed: string | null;
  /** The verdict on each document's file, shown once. */
  verdicts: WeakMap<GameDocument, NonNullable<MailInfo['verdict']>>;
}

const states = new WeakMap<HostSession, MailState>();

/** The mail state of a session. */
function stateOf(s: HostSession): MailState {
  let st = states.get(s);
  if (!st) {
    st = { invitation: null, joining: null, continuing: null, allowed: null, verdicts: new WeakMap() };
    states.set(s, st);
  }
  return st;
}

/** Whether a document is a game by e-mail (two players, commit-reveal dice). */
const isMail = (d: GameDocument) => d.setup.twoPlayers === true && !!d.setup.dice;

/** Why a module's game cannot be played by e-mail, or undefined when it can. */
const notByMailReason = (m: LoadedModule) => getRules(m.module.manifest.rules).notByMail;

/** A module's title for sentences (its id when it is not installed). */
async function titles(s: HostSession): Promise<(id: string) => string> {
  const list = await s.modules.list().catch(() => []);
  return (id) => list.find((m) => m.info.id === id)?.info.title ?? id;
}

/** The actions to apply for `action`: this player's first action since the other side's comes after its reveal. */
async function prepare(s: HostSession, d: GameDocument, action: Action): Promise<Action[] | null> {
  if (!isMail(d)) return null;
  const side = d.mySide;
  if (!side || action.side !== side) return null;
  const record = await readRecord(s.dataDir, d.setup.seed);
  if (!record) return null;
  // The index comes from the history, not from a counter: reloading a file and acting again reveals the same
  // secret, so the dice are the same.
  const revealed = d.log.filter((e) => e.side === side && e.verb === 'reveal').length;
  const reveal = { side, verb: 'reveal', args: nextReveal(record, revealed) };
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
  if (!isMail(d) || !d.mySide) return { ok: true, value: null };
  const st = stateOf(s);
  const side = d.mySide;
  const me = await s.identity();
  const gameId = d.setup.seed;
  const title = await titles(s);
  let record = st.joining?.gameId === gameId ? st.joining : await readRecord(s.dataDir, gameId);
  let note = '';
  if (!record) {
    const own = isGameId(gameId)
      ? ownSeed(d, side, me)
      : { problem: 'This game by e-mail has no game id this app makes.' };
    if ('problem' in own) return hostFailure('no-record', own.problem);
    if (st.allowed !== gameId) {
      // Never adopted silently: continuing a game here is the player's own act, with its terms shown.
      if (file) st.continuing = { file, path: d.path };
      return hostFailure('continue-game', continuationText(d, side, title));
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
  if (v.count > 0 || note)
    st.verdicts.set(d, { ok: true, message: `${v.message}${note}`, from: v.from, count: v.count });
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
      st.joining = null;
      st.continuing = null;
      return { ok: true, value: null };
    },
  };
}

/** The private draw keys a game by e-mail opens with: this player's own, from its record or its signed section. */
async function opening(s: HostSession, file: SaveFile): Promise<{ keys?: Record<string, string> }> {
  if (file.setup.twoPlayers !== true || !file.setup.dice || !isGameId(file.setup.seed)) return {};
  const me = await s.identity();
  const mine = (file.players ?? []).filter((p) => p.publicKey === me.publicKey);
  // As GameDocument.mySide: exactly one side is this player's, the other another player's.
  if (mine.length !== 1 || (file.players ?? []).length < 2) return {};
  const side = mine[0]!.side;
  const st = stateOf(s);
  const record = st.joining?.gameId === file.setup.seed ? st.joining : await readRecord(s.dataDir, file.setup.seed);
  if (record?.side === side) return { keys: { [side]: handKey(record.chainSeed) } };
  const doc = { sealed: file.sealed, genesis: file.genesis, setup: file.setup } as GameDocument;
  const own = file.genesis ? ownSeed(doc, side, me) : null;
  return own && 'seed' in own ? { keys: { [side]: handKey(own.seed) } } : {};
}

/** The mail feature's listener to a session's document events. */
export function mailListener(s: HostSession): Partial<DocumentEvents> {
  return {
    async foreign(json) {
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

/** The mail slice's operations. */
export const mailOperations = {
  /**
   * Starts a game by e-mail: the invitation file to send, offering `side` (the other side is this player's);
   * `strictDice`: a rolling action waits for the other player's next dice secret (no foreseeing one's own dice).
   */
  inviteGame: operation(
    {
      moduleId: Type.String({ minLength: 1, maxLength: 64 }),
      scenarioId: Type.String({ minLength: 1, maxLength: 64 }),
      mode: Type.Optional(ModeArg),
      side: Type.String({ minLength: 1, maxLength: 64 }),
      strictDice: Type.Optional(Type.Boolean()),
    },
    async (s, a): Promise<HostResult<OutgoingFile>> => {
      const m = await s.modules.load(a.moduleId);
      if (!m.ok) return m;
      const notByMail = notByMailReason(m.value);
      if (notByMail) return hostFailure('not-by-mail', notByMail);
      const sides = m.value.info.sides.map((x) => x.id);
      if (!sides.includes(a.side)) return hostFailure('unknown-side', `"${a.side}" is not a side of this game.`);
      const ref = { id: m.value.info.id, version: m.value.info.version, contentHash: m.value.contentHash };
      const record = newRecord(randomBytes(16).toString('hex'), sides.find((x) => x !== a.side)!);
      const inv = makeInvitation(await s.identity(), record, {
        module: ref,
        scenarioId: a.scenarioId,
        mode: a.mode ?? 'enforced',
        options: {},
        side: a.side,
        ...(a.strictDice ? { strictDice: true } : {}),
      });
      // The invitation's terms are kept: the game that comes back must be exactly this one.
      await writeRecord(s.dataDir, { ...record, terms: invitationTerms(inv), role: 'invited' });
      const name = `${a.moduleId}-invitation-${record.gameId.slice(0, 6)}.sandtable`;
      return { ok: true, value: { name, text: `${JSON.stringify(inv, null, 2)}\n` } };
    },
  ),

  /** Joins the invitation last opened (opening it answered code 'invitation'). */
  joinGame: snapshotOperation({}, async (s) => {
    const st = stateOf(s);
    const inv = st.invitation;
    if (!inv) return hostFailure('no-invitation', 'Open an invitation first.');
    const m = await s.modules.load(inv.module.id);
    const notByMail = m.ok ? notByMailReason(m.value) : null;
    if (notByMail) return hostFailure('not-by-mail', notByMail);
    if (await readRecord(s.dataDir, inv.gameId))
      return hostFailure(
        'already-joined',
        "You already joined this invitation (or made it) on this machine: open the game's latest file instead.",
      );
    const me = await s.identity();
    const record = newRecord(inv.gameId, inv.side);
    const { setup, players } = joinedGame(inv, me, record);
    const genesis = genesisHash({ module: inv.module, setup, players });
    const game: SaveFile = {
      formatVersion: 2,
      app: { name: 'sandtable', version: s.appVersion },
      module: inv.module,
      setup,
      players,
      genesis,
      log: [],
      snapshots: [],
    };
    // What came from the invitation meets the same checks as any saved game: the schema, no unsafe keys.
    const valid = validateSave(game);
    if (!valid.ok) return hostFailure('invalid', `The invitation cannot start a game: ${valid.error.message}`);
    const unsafe = findForbiddenKey(game);
    if (unsafe) return hostFailure('forbidden-key', `The invitation holds the key ${unsafe}, which is refused.`);
    st.joining = { ...record, terms: invitationTerms(inv), role: 'joined', genesis };
    const opened = await openParsed(s, game, [], null, null);
    st.joining = null;
    if (opened.ok) st.invitation = null;
    return opened;
  }),

  /** Continues here a game of this player's begun on another machine (opening it answered 'continue-game'). */
  continueGame: snapshotOperation({}, async (s) => {
    const st = stateOf(s);
    const c = st.continuing;
    if (!c) return hostFailure('nothing-to-continue', "Open the game's file first.");
    st.allowed = c.file.setup.seed;
    const opened = await openParsed(s, c.file, [], c.path, null);
    st.allowed = null;
    return opened;
  }),

  /** The open game by e-mail as a file for the opponent; what it holds counts as sent. */
  sendTurn: operation({}, async (s): Promise<HostResult<OutgoingFile>> => {
    const d = s.doc;
    if (!d || !isMail(d)) return hostFailure('not-mail', 'Only a game by e-mail has turns to send.');
    const side = d.mySide;
    const record = await readRecord(s.dataDir, d.setup.seed);
    if (!side || !record) return hostFailure('no-record', 'This game by e-mail was not started or joined here.');
    const mark = d.mark();
    // The game is over: this side reveals its dice chain's seed, so the other side can audit every card it drew
    // into its hidden hand (engine/core/replay.ts keysInLog). Once, with the last file, after a reveal if due.
    const last = finalReveal(d.state, d.log, record);
    for (const step of last ? ((await prepare(s, d, last)) ?? [last]) : []) {
      const r = await d.act(step);
      if (!r.ok) {
        d.restore(mark);
        return hostFailure('rejected', r.violations.map((v) => v.message).join('; '));
      }
    }
    // A file the app would refuse to open is never handed out.
    const text = saveText(d.toSaveFile(s.appVersion, new Date().toISOString()));
    if (!text.ok) {
      d.restore(mark);
      return text;
    }
    try {
      await writeRecord(s.dataDir, { ...record, known: d.log.map((e) => e.hash), genesis: d.genesis });
    } catch (e) {
      d.restore(mark);
      return hostFailure('record-failed', `The turn could not be recorded as sent: ${messageOf(e)}. Nothing changed.`);
    }
    d.sentLength = d.log.length;
    if (last) await s.journal();
    const name = `${d.loaded.info.id}-${d.setup.seed.slice(0, 6)}-${side}-${d.log.length}.sandtable`;
    return { ok: true, value: { name, text: text.value } };
  }),
};
