// The checks a game by e-mail meets before it becomes the open game on this machine (mail-events.ts): the file
// is the game this machine invited to or joined (its terms, then its genesis), it commits this player's side to
// this player's own dice, its sealed sections are each signed by their side's player, and this player's own
// dice-chain section is the one this player made. Each refusal is a sentence that names the difference.

import { COMMIT_REVEAL_V1, seedMatches } from '../../../engine/core/dice-chain.js';
import { fingerprint } from '../../../engine/core/genesis.js';
import type { ContinueTerms } from '../../../schemas/host-api.js';
import type { SaveFile, SealedSection } from '../../../schemas/save.js';
import type { GameDocument } from '../../services/document.js';
import type { Identity } from '../../services/identity.js';
import { diceCommit, type MailRecord } from '../../services/mail.js';
import { termsDifference } from '../../services/mail-terms.js';
import { sectionSigned, seal, signSection, unseal } from '../../services/sealed.js';

/** The kind of sealed section that carries a side's secret dice chain. */
export const DICE_CHAIN = 'dice-chain';

/** A document's game as a file's module, set-up and players (what the terms are compared with). */
function gameOf(d: GameDocument): SaveFile {
  return { module: d.moduleRef, setup: d.setup, players: d.players } as SaveFile;
}

/** The dice seed a section holds when it is opened with this player's box key, or null. */
function seedIn(section: SealedSection, me: Identity): string | null {
  const seed = (unseal(section, me.boxPrivate)?.value as { chainSeed?: unknown } | undefined)?.chainSeed;
  return typeof seed === 'string' ? seed : null;
}

/** This player's side's committed dice chain head in `d`'s set-up. */
function committed(d: GameDocument, side: string): string | undefined {
  return (d.setup.dice?.commits as Record<string, string> | undefined)?.[side];
}

/**
 * This player's dice seed from the file alone (another machine of the same player): its dice-chain section must
 * be signed by this player for this very game, open with this player's key and grow the chain the set-up commits
 * this side to. The seed, or why the file cannot be continued here.
 */
export function ownSeed(d: GameDocument, side: string, me: Identity): { seed: string } | { problem: string } {
  const head = 'This game by e-mail was not started or joined on this machine';
  const mine = (d.sealed ?? []).filter((x) => x.side === side && x.kind === DICE_CHAIN);
  if (mine.length === 0)
    return {
      problem: `${head}, and the file carries no dice secrets sealed to you: open it where you invited or joined.`,
    };
  const section = mine[0]!;
  if (!sectionSigned(section, d.genesis, me.publicKey))
    return {
      problem:
        `${head}, and the dice secrets the file seals to your ${side} side are not signed by you for this game: ` +
        'someone else put them there. The file is refused.',
    };
  const seed = seedIn(section, me);
  if (seed === null)
    return { problem: `${head}, and the dice secrets the file seals to your side do not open with your key.` };
  const commit = committed(d, side);
  if (commit === undefined || !seedMatches(seed, commit))
    return {
      problem: `${head}, and the dice secrets sealed to you do not grow the chain the game commits your side to.`,
    };
  return { seed };
}

/** Why the sealed sections of `d` cannot be trusted (one not signed by its side's player, this player's replaced). */
export function sealedProblem(d: GameDocument, record: MailRecord | null, me: Identity): string | null {
  const legacy = (d.setup.dice as { scheme?: string } | undefined)?.scheme === COMMIT_REVEAL_V1;
  const seen = new Set<string>();
  for (const section of d.sealed ?? []) {
    const key = `${section.side}\u0000${section.kind}`;
    if (seen.has(key)) return `The file carries two ${section.kind} sections for the ${section.side} side.`;
    seen.add(key);
    const player = d.players?.find((p) => p.side === section.side);
    const signed = sectionSigned(section, d.genesis, player?.publicKey);
    // Games begun before sections were signed carry unsigned ones; a signature that is there must check out.
    if (!signed && (section.sig !== undefined || !legacy))
      return (
        `The file's sealed ${section.kind} section for the ${section.side} side is not signed by that side's ` +
        'player: someone else put it there.'
      );
    if (
      record &&
      section.side === record.side &&
      section.kind === DICE_CHAIN &&
      seedIn(section, me) !== record.chainSeed
    )
      return (
        'The file replaced the dice secrets sealed to you with others: it is refused, and your game stays as it ' +
        'was.'
      );
  }
  return null;
}

/** Why the game of `d` is not the one `record` holds (its terms or genesis, this player's side and dice), or null. */
export function termsProblem(d: GameDocument, record: MailRecord, title: (moduleId: string) => string): string | null {
  const side = d.mySide!;
  if (record.side !== side)
    return `On this machine you play the ${record.side} side of this game; the file gives you the ${side} side.`;
  const game = gameOf(d);
  if (record.genesis !== undefined && record.genesis !== d.genesis) {
    const diff = record.terms ? termsDifference(record.terms, game, record.role ?? 'invited', title) : null;
    const what = diff ?? "its set-up, players or module differ from the game's";
    return `The file is not the game you ${record.role === 'joined' ? 'joined' : 'accepted'}: ${what}.`;
  }
  if (record.genesis === undefined && record.terms) {
    const diff = termsDifference(record.terms, game, record.role ?? 'invited', title);
    if (diff) return `The file does not keep the terms of your invitation: ${diff}.`;
  }
  if (committed(d, side) !== diceCommit(record))
    return 'The file commits your side to dice secrets that are not yours.';
  // The joiner as it answered the invitation (its name and keys), which the genesis binds.
  const mine = d.players?.find((p) => p.side === side);
  const joiner = record.joiner;
  if (joiner && (mine?.name !== joiner.name || mine?.boxKey !== joiner.boxKey)) {
    const what = mine?.name !== joiner.name ? 'your name' : 'the key sealed sections are made for';
    return `The file names you otherwise than your answer to the invitation did (${what}).`;
  }
  return null;
}

/** This player's dice chain sealed to this player and signed for this game, in place of any other of its side. */
export function sealChain(d: GameDocument, record: MailRecord, me: Identity, sign: (m: string) => string): void {
  const mine = (x: SealedSection) => x.side === record.side && x.kind === DICE_CHAIN;
  const kept = d.sealed?.find(
    (x) => mine(x) && sectionSigned(x, d.genesis, me.publicKey) && seedIn(x, me) === record.chainSeed,
  );
  if (kept) return;
  const fresh = signSection(seal(record.side, DICE_CHAIN, me.boxKey, { chainSeed: record.chainSeed }), d.genesis, sign);
  d.sealed = [...(d.sealed ?? []).filter((x) => !mine(x)), fresh];
}

/** The terms of a game met on this machine for the first time, for the player to read before continuing it. */
export function continuation(
  d: GameDocument,
  side: string,
  title: (moduleId: string) => string,
): { message: string; details: ContinueTerms } {
  const other = d.players?.find((p) => p.side !== side);
  const print = other?.publicKey ? fingerprint(other.publicKey) : null;
  const details: ContinueTerms = {
    moduleId: d.moduleRef.id,
    scenarioId: d.setup.scenarioId,
    mode: d.setup.mode,
    strictDice: d.setup.dice?.strict === true,
    side,
    opponent: other?.name ?? null,
    fingerprint: print,
    entries: d.log.length,
  };
  const who = `${other?.name ?? 'the other player'}${print ? ` (key ${print})` : ''}`;
  const strict = details.strictDice ? ', strict dice' : '';
  const n = details.entries;
  const message =
    `This game by e-mail is not known on this machine: ${title(d.moduleRef.id)}, scenario ${d.setup.scenarioId}, ` +
    `${d.setup.mode} mode${strict}; you play the ${side} side against ${who}; ${n} entr${n === 1 ? 'y' : 'ies'}. ` +
    'Continue it here?';
  return { message, details };
}
