// Play by e-mail, the operations (mail-events.ts follows the document; mail.ts and invitation.ts keep the
// records and the files that begin a game): inviting, joining (the answer to send back), continuing on this
// machine a game of this player's begun on another, and sending a turn.

import { randomBytes } from 'node:crypto';
import type { HostResult, OutgoingFile } from '../../../schemas/host-api.js';
import { hostFailure, messageOf } from '../../host-result.js';
import { invitationTerms, makeAcceptance, makeInvitation } from '../../services/invitation.js';
import { finalReveal, type MailRecord, newRecord, readRecord, writeRecord } from '../../services/mail.js';
import { saveText } from '../../services/save-size.js';
import { Type } from 'typebox';
import { ModeArg } from '../arg-schemas.js';
import { openParsed } from '../opening.js';
import { operation, snapshotOperation } from '../operation.js';
import { acceptedFile, isMail, notByMailReason, prepare, stateOf } from './mail-events.js';

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

  /**
   * Joins the invitation last opened (opening it answered code 'invitation'): the answer to send back to the
   * inviter, whose machine starts the game and whose first file brings it here. Joining again gives the same answer.
   */
  joinGame: operation({}, async (s): Promise<HostResult<OutgoingFile>> => {
    const st = stateOf(s);
    const inv = st.invitation;
    if (!inv) return hostFailure('no-invitation', 'Open an invitation first.');
    const m = await s.modules.load(inv.module.id);
    const notByMail = m.ok ? notByMailReason(m.value) : null;
    if (notByMail) return hostFailure('not-by-mail', notByMail);
    const known = await readRecord(s.dataDir, inv.gameId);
    if (known && (known.role !== 'joined' || known.terms?.invitationSig !== inv.sig || known.genesis !== undefined))
      return hostFailure(
        'already-joined',
        "You already joined or made this invitation on this machine: open the game's latest file instead.",
      );
    const record: MailRecord = known ?? {
      ...newRecord(inv.gameId, inv.side),
      terms: invitationTerms(inv),
      role: 'joined' as const,
    };
    const me = await s.identity();
    const answer = makeAcceptance(inv, me, record);
    const { name: joinerName, publicKey, boxKey } = answer.joiner;
    record.joiner ??= { ...(joinerName !== undefined ? { name: joinerName } : {}), publicKey, boxKey };
    // The game it will start (the inviter's head not known yet) meets the same checks as any saved game.
    const made = acceptedFile(s, answer, '0'.repeat(64), 'invitation');
    if (!made.ok) return made;
    if (!known) await writeRecord(s.dataDir, record);
    st.invitation = null;
    const name = `${inv.module.id}-joined-${inv.gameId.slice(0, 6)}.sandtable`;
    return { ok: true, value: { name, text: `${JSON.stringify(answer, null, 2)}\n` } };
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
