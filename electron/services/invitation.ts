// How a game by e-mail begins, in two signed files. The invitation (inviter to joiner) names the game and commits
// the inviter to his dice chain by a HASH of its head, so the joiner chooses his own chain without knowing the
// inviter's head: he cannot try seeds until his first rolls or his opening hand suit him. The acceptance (joiner
// to inviter) carries the invitation back with the joiner's keys and dice head, signed; the inviter's machine then
// starts the game with both heads, and its first file brings the joiner's machine the game, whose inviter's head
// must hash to the invitation's commitment. Neither chooses a chain knowing the other's.

import { COMMIT_REVEAL } from '../../engine/core/dice-chain.js';
import type { GamePlayer } from '../../engine/core/genesis.js';
import { canonicalJson, sha256Hex } from '../../engine/core/hash.js';
import type { GameSetup } from '../../engine/core/rules.js';
import type { SaveFile } from '../../schemas/save.js';
import { type Identity, signerOf, verifySignature } from './identity.js';
import { diceCommit, type MailRecord } from './mail.js';
import { type GameTerms, termsGame } from './mail-terms.js';

/** The first file of a game by e-mail: who invites whom to what, with the inviter's keys and dice commitment. */
export interface Invitation {
  kind: 'sandtable-invitation';
  version: 2;
  gameId: string;
  module: SaveFile['module'];
  scenarioId: string;
  mode: SaveFile['setup']['mode'];
  options: SaveFile['setup']['options'];
  /** The inviter, with `diceHash`: diceHashOf the head of the inviter's dice chain (the head comes later). */
  inviter: GamePlayer & { diceHash: string };
  /** The side offered to the invited player. */
  side: string;
  /** Strict dice: a rolling action waits for the other side's next secret (dice-chain.ts). */
  strictDice?: boolean;
  /** The dice scheme the inviter's chain is for (dice-chain.ts). */
  scheme: string;
  /** The inviter's signature over everything above. */
  sig: string;
}

/** The joiner's answer to an invitation: the invitation as received, the joiner's keys and dice head, signed. */
export interface Acceptance {
  kind: 'sandtable-acceptance';
  version: 1;
  invitation: Invitation;
  joiner: GamePlayer & { publicKey: string; boxKey: string; dice: string };
  /** The joiner's signature over everything above. */
  sig: string;
}

const ID = /^[0-9a-f]{32}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** The hash an invitation commits the inviter's dice chain head by. */
export function diceHashOf(head: string): string {
  return sha256Hex(`sandtable/dice-head/v1\u0000${head}`);
}

function invitationBody(inv: Omit<Invitation, 'sig'>): string {
  return `sandtable/invitation/v2\u0000${canonicalJson(inv)}`;
}

function acceptanceBody(acc: Omit<Acceptance, 'sig'>): string {
  return `sandtable/acceptance/v1\u0000${canonicalJson(acc)}`;
}

/** A signed invitation from `me` to play `side` against the inviter's record side. */
export function makeInvitation(
  me: Identity,
  record: MailRecord,
  game: Pick<Invitation, 'module' | 'scenarioId' | 'mode' | 'options' | 'side' | 'strictDice'>,
): Invitation {
  const inviter = { side: record.side, name: me.name, publicKey: me.publicKey, boxKey: me.boxKey };
  const body: Omit<Invitation, 'sig'> = {
    kind: 'sandtable-invitation',
    version: 2,
    gameId: record.gameId,
    ...game,
    scheme: COMMIT_REVEAL,
    inviter: { ...inviter, diceHash: diceHashOf(diceCommit(record)) },
  };
  return { ...body, sig: signerOf(me)(invitationBody(body)) };
}

/** The invitation a parsed JSON value is, or why it is not a valid one; null when it is no invitation at all. */
export function readInvitation(
  v: unknown,
): { ok: true; invitation: Invitation } | { ok: false; reason: string } | null {
  const inv = v as Invitation | null;
  if (!inv || typeof inv !== 'object' || inv.kind !== 'sandtable-invitation') return null;
  // Dice by another scheme or handshake (an older Sandtable's, which a player could steer) are not joined.
  if (inv.version !== 2 || inv.scheme !== COMMIT_REVEAL)
    return {
      ok: false,
      reason:
        'The invitation was made by an older Sandtable, whose dice a player could steer (it is not version 2 with ' +
        `${COMMIT_REVEAL} dice): ask for a new invitation.`,
    };
  const shapeOk =
    typeof inv.gameId === 'string' &&
    ID.test(inv.gameId) &&
    typeof inv.scenarioId === 'string' &&
    typeof inv.side === 'string' &&
    typeof inv.module?.id === 'string' &&
    typeof inv.inviter?.side === 'string' &&
    inv.inviter.side !== inv.side &&
    HEX64.test(inv.inviter.publicKey ?? '') &&
    HEX64.test(inv.inviter.boxKey ?? '') &&
    HEX64.test(inv.inviter.diceHash ?? '');
  if (!shapeOk) return { ok: false, reason: 'The invitation is damaged: a field is missing or malformed.' };
  const { sig, ...body } = inv;
  if (!verifySignature(inv.inviter.publicKey!, invitationBody(body), sig))
    return {
      ok: false,
      reason: "The invitation's signature does not match its contents: it was changed after it was made.",
    };
  return { ok: true, invitation: inv };
}

/** The terms an invitation binds (mail-terms.ts): the inviter's head is known by its hash only. */
export function invitationTerms(inv: Invitation): GameTerms {
  return {
    gameId: inv.gameId,
    module: inv.module,
    scenarioId: inv.scenarioId,
    mode: inv.mode,
    options: inv.options,
    strictDice: inv.strictDice === true,
    scheme: inv.scheme,
    inviter: {
      side: inv.inviter.side,
      ...(inv.inviter.name !== undefined ? { name: inv.inviter.name } : {}),
      publicKey: inv.inviter.publicKey!,
      boxKey: inv.inviter.boxKey!,
      diceHash: inv.inviter.diceHash,
    },
    invited: inv.side,
    invitationSig: inv.sig,
  };
}

/** The joiner's signed answer to `inv`, with `record`'s dice chain head. */
export function makeAcceptance(inv: Invitation, me: Identity, record: MailRecord): Acceptance {
  const joiner = {
    side: inv.side,
    // Answered again, it is the same answer: the name it was first given, whatever the player is called since.
    name: record.joiner ? record.joiner.name : me.name,
    publicKey: me.publicKey,
    boxKey: me.boxKey,
    dice: diceCommit(record),
  };
  const body: Omit<Acceptance, 'sig'> = { kind: 'sandtable-acceptance', version: 1, invitation: inv, joiner };
  return { ...body, sig: signerOf(me)(acceptanceBody(body)) };
}

/** The acceptance a parsed JSON value is, or why it is not a valid one; null when it is no acceptance at all. */
export function readAcceptance(
  v: unknown,
): { ok: true; acceptance: Acceptance } | { ok: false; reason: string } | null {
  const acc = v as Acceptance | null;
  if (!acc || typeof acc !== 'object' || acc.kind !== 'sandtable-acceptance') return null;
  const inv = readInvitation(acc.invitation);
  if (acc.version !== 1 || !inv?.ok) return { ok: false, reason: 'The answer to the invitation is damaged.' };
  const j = acc.joiner;
  const shapeOk =
    typeof j?.side === 'string' &&
    j.side === acc.invitation.side &&
    HEX64.test(j.publicKey ?? '') &&
    HEX64.test(j.boxKey ?? '') &&
    HEX64.test(j.dice ?? '') &&
    (j.name === undefined || typeof j.name === 'string');
  if (!shapeOk)
    return { ok: false, reason: "The answer to the invitation is damaged: the joiner's keys or dice are missing." };
  const { sig, ...body } = acc;
  if (!verifySignature(j.publicKey, acceptanceBody(body), sig))
    return {
      ok: false,
      reason: "The answer's signature does not match its contents: it was changed after it was made.",
    };
  return { ok: true, acceptance: acc };
}

/** The set-up and players of the game an acceptance starts, with the inviter's own dice head. */
export function acceptedGame(acc: Acceptance, inviterHead: string): { setup: GameSetup; players: GamePlayer[] } {
  const { side: _side, dice, ...joiner } = acc.joiner;
  return termsGame(invitationTerms(acc.invitation), inviterHead, { ...joiner, dice });
}
