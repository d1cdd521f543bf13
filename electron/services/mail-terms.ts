// The terms of a game by e-mail: what the invitation bound (the game id, module and its content hash, scenario,
// mode, options, strict dice, sealing, the sides, the inviter's keys and dice commitment). Both machines keep them
// in their record; a file of the game is accepted only if its set-up and players are exactly the terms plus the
// joiner's keys and commitment, and any difference is refused with a sentence that names it.

import type { GamePlayer } from '../../engine/core/genesis.js';
import { canonicalJson } from '../../engine/core/hash.js';
import type { GameSetup } from '../../engine/core/rules.js';
import type { JsonObject, Mode } from '../../engine/core/types.js';
import type { SaveFile, SaveModuleRef } from '../../schemas/save.js';
import { diceHashOf } from './invitation.js';

/** The terms one invitation set: the game a joined file must be, but for the joiner's keys and commitment. */
export interface GameTerms {
  gameId: string;
  module: SaveModuleRef;
  scenarioId: string;
  mode: Mode;
  options: JsonObject;
  strictDice: boolean;
  /** The dice scheme (engine/core/dice-chain.ts) the invitation's commitment is for. */
  scheme: string;
  /** The inviter: the head of his dice chain is known to the joiner by its hash (`diceHash`) until his first file. */
  inviter: GamePlayer & { publicKey: string; boxKey: string; diceHash: string; dice?: string };
  /** The side offered to the invited player. */
  invited: string;
  /** The invitation's signature: an answer to it must carry that very invitation. */
  invitationSig?: string;
}

/** The joiner as a joined game records it: its name, keys and dice commitment. */
export interface Joiner {
  name?: string;
  publicKey: string;
  boxKey: string;
  dice: string;
}

/** The set-up and players of the game the terms start with the inviter's dice head and `joiner`. */
export function termsGame(
  terms: GameTerms,
  inviterHead: string,
  joiner: Joiner,
): { setup: GameSetup; players: GamePlayer[] } {
  const { inviter } = terms;
  const players: GamePlayer[] = [
    { side: inviter.side, name: inviter.name, publicKey: inviter.publicKey, boxKey: inviter.boxKey },
    { side: terms.invited, name: joiner.name, publicKey: joiner.publicKey, boxKey: joiner.boxKey },
  ];
  const setup: GameSetup = {
    scenarioId: terms.scenarioId,
    seed: terms.gameId,
    mode: terms.mode,
    options: terms.options,
    twoPlayers: true,
    // What a side may not see stays off the other side's machine and out of its files (hidden-units.ts).
    sealed: true,
    dice: {
      scheme: terms.scheme as never,
      commits: { [inviter.side]: inviterHead, [terms.invited]: joiner.dice },
      ...(terms.strictDice ? { strict: true } : {}),
    },
  };
  return { setup, players };
}

/** The joiner a file names (its player of the invited side and that side's commitment), or null. */
function joinerOf(terms: GameTerms, file: SaveFile): Joiner | null {
  const p = file.players?.find((x) => x.side === terms.invited);
  const dice = (file.setup.dice as { commits?: Record<string, unknown> } | undefined)?.commits?.[terms.invited];
  if (!p?.publicKey || !p.boxKey || typeof dice !== 'string') return null;
  return { ...(p.name !== undefined ? { name: p.name } : {}), publicKey: p.publicKey, boxKey: p.boxKey, dice };
}

/** Whether two JSON values are the same (an absent value is the same only as another absent one). */
const same = (a: unknown, b: unknown) =>
  a === undefined || b === undefined ? a === b : canonicalJson(a as never) === canonicalJson(b as never);

/** A value in a sentence. */
const shown = (v: unknown) => (v === undefined ? 'nothing' : JSON.stringify(v));

/** The first rule option on which two option sets differ, as "name: x instead of y". */
function optionDifference(got: JsonObject, want: JsonObject): string {
  for (const k of [...new Set([...Object.keys(got), ...Object.keys(want)])].sort()) {
    if (!same(got[k], want[k])) return `${k}: ${shown(got[k])} instead of ${shown(want[k])}`;
  }
  return 'they differ';
}

/**
 * The first difference between a file's game and the terms, as a sentence ("the file plays <the module's title> in
 * honor mode; you invited to enforced mode"), or null when the file is exactly the terms plus a joiner.
 * `role`: this machine's part in the invitation; `title`: a module's name for people.
 */
export function termsDifference(
  terms: GameTerms,
  file: SaveFile,
  role: 'invited' | 'joined',
  title: (moduleId: string) => string,
): string | null {
  const to = role === 'invited' ? 'you invited to' : 'you joined';
  const game = title(terms.module.id);
  const setup = file.setup as GameSetup & { dice?: { scheme?: unknown; strict?: unknown } };
  if (file.module.id !== terms.module.id) return `the file plays ${title(file.module.id)}; ${to} ${game}`;
  if (!same(file.module, terms.module))
    return (
      `the file was made with other data for ${game} (version ${file.module.version}); ` +
      `${to} version ${terms.module.version} with its own content`
    );
  if (setup.seed !== terms.gameId)
    return `the file is another game (id ${String(setup.seed)}); ${to} game ${terms.gameId}`;
  if (setup.scenarioId !== terms.scenarioId)
    return `the file plays the scenario "${setup.scenarioId}"; ${to} the scenario "${terms.scenarioId}"`;
  if (setup.mode !== terms.mode) return `the file plays ${game} in ${setup.mode} mode; ${to} ${terms.mode} mode`;
  if (!same(setup.options ?? {}, terms.options))
    return `the file's rule options are not the invitation's (${optionDifference(setup.options ?? {}, terms.options)})`;
  if ((setup.dice?.strict === true) !== terms.strictDice)
    return terms.strictDice
      ? `the file plays without strict dice; ${to} strict dice`
      : `the file plays with strict dice; ${to} without them`;
  if (setup.dice?.scheme !== terms.scheme)
    return `the file's dice follow the scheme ${shown(setup.dice?.scheme)}; ${to} ${terms.scheme}`;
  if (setup.sealed !== true) return `the file does not seal each side's hidden units; ${to} a game that does`;
  const inviter = file.players?.find((p) => p.side === terms.inviter.side);
  if (!inviter || !joinerOf(terms, file) || (file.players ?? []).length !== 2)
    return (
      `the file does not give the ${terms.inviter.side} side to the inviter and the ${terms.invited} side to the ` +
      'invited player'
    );
  if (inviter.publicKey !== terms.inviter.publicKey || inviter.boxKey !== terms.inviter.boxKey)
    return `the file names other keys for the inviter's ${terms.inviter.side} side than the invitation's`;
  const commits = (setup.dice as { commits?: Record<string, unknown> } | undefined)?.commits ?? {};
  const head = commits[terms.inviter.side];
  const known = terms.inviter.dice;
  if (typeof head !== 'string' || (known !== undefined ? head !== known : diceHashOf(head) !== terms.inviter.diceHash))
    return `the file commits the inviter's ${terms.inviter.side} side to dice secrets other than the invitation's`;
  if (inviter.name !== terms.inviter.name)
    return `the file names the inviter ${shown(inviter.name)}; the invitation names ${shown(terms.inviter.name)}`;
  const expected = termsGame(terms, head, joinerOf(terms, file)!);
  if (!same(file.setup, expected.setup)) return `the file's set-up holds more than the invitation's terms`;
  return null;
}
