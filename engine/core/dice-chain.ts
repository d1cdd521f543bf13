// Dice that reloading cannot re-roll and that neither side can predict for the other, with no server
// (play by e-mail). Each side commits at the start to the head of a hash chain of secrets and reveals the next
// secret when its turn begins. A revealed secret is checked by hashing it back to the one before it, so a forged
// roll or reveal is caught on replay. What remains possible is said in docs/mail-guarantees.md.
//
// Two schemes. commit-reveal/2 (new games): a side's first entry after another side's (and its first of the
// game) is the reveal of its next secret, and it reveals nowhere else; an entry's dice come from the game id, the
// ROLL ORDINAL (how many entries rolled before it) and both sides' latest revealed secrets. So entries that roll
// nothing (notes, proposals, answers) change no die wherever they stand, and no side chooses which of its secrets
// a roll uses. commit-reveal/1 (games started before it) seeded each entry from its index in the log instead,
// which let a player steer a roll with notes; its games replay exactly as they did.

import type { JsonObject, RngState, SideId } from './types.js';
import { sha256Bytes, sha256Hex } from './hash.js';
import { RNG_ALGORITHM, stateWords } from './dice.js';

/** The commit-reveal scheme new games use, as a game's setup names it (rolls numbered by their ordinal). */
export const COMMIT_REVEAL = 'commit-reveal/2';

/** The first commit-reveal scheme (dice per entry index), kept for the games by e-mail started under it. */
export const COMMIT_REVEAL_V1 = 'commit-reveal/1';

/** A commit-reveal scheme a setup may name. */
export type DiceScheme = typeof COMMIT_REVEAL | typeof COMMIT_REVEAL_V1;

/** The dice of a game by e-mail as its setup records them: each side's committed chain head. */
export interface DiceCommitments {
  scheme: DiceScheme;
  /**
   * Strict dice: an action that rolls waits for the other side's next secret, so the acting player cannot
   * foresee its dice (one exchange of files per rolling action).
   */
  strict?: boolean;
  /** Per side: the head of its hash chain of secrets (64 hex), committed before any roll. */
  commits: Record<SideId, string>;
}

/** Secrets in one side's dice chain: one is revealed per turn. */
export const CHAIN_LENGTH = 2048;

/**
 * The chain part of the dice state: the game id, each side's latest revealed secret, and the private draw keys of
 * the sides this machine knows (never in a view or a file: see privateRng). Under commit-reveal/2 (`v` 2): the
 * rolls so far and the side of the last entry; under commit-reveal/1 (no `v`): the entries applied.
 */
export interface DiceChain {
  game: string;
  /** 2 under commit-reveal/2; absent under commit-reveal/1, whose chains keep the shape they had. */
  v?: 2;
  /** commit-reveal/1: the entries applied (each entry's dice come from its index). */
  n?: number;
  /** commit-reveal/2: the entries so far whose rules drew on the public dice (the next roll's ordinal). */
  rolls?: number;
  /** commit-reveal/2: the side of the last entry (absent before the first): who is in the middle of a run. */
  last?: SideId;
  sides: Record<SideId, { index: number; secret: string }>;
  keys?: Record<SideId, string>;
  strict?: boolean;
  /**
   * The action waiting for the other side's next secret: strict dice, or an action that shows the other side's
   * hidden units (`hidden`: that reveal carries their faces, hidden-units.ts).
   */
  pending?: { side: SideId; verb: string; args: JsonObject; hidden?: boolean };
}

const HEX64 = /^[0-9a-f]{64}$/;

/** One step down a side's chain: secret i-1 is the hash of secret i. */
export function chainStep(secret: string): string {
  return sha256Hex(`sandtable/dice-chain/v1\u0000${secret}`);
}

/** Secret `index` of a chain of `length` secrets grown from `seed` (index 0 is the committed head). */
export function chainSecret(seed: string, index: number, length: number): string {
  if (!Number.isInteger(index) || index < 0 || index > length) throw new Error(`No secret ${index} in the chain`);
  let s = sha256Hex(`sandtable/dice-seed/v1\u0000${seed}`);
  for (let i = length; i > index; i--) s = chainStep(s);
  return s;
}

/** Why revealing `secret` as number `index` does not follow `prev` in the chain, or null when it does. */
export function revealProblem(prev: { index: number; secret: string }, index: unknown, secret: unknown): string | null {
  if (typeof secret !== 'string' || !HEX64.test(secret)) return 'the secret is not 64 hexadecimal digits';
  // Exactly the next secret: a side that could skip ahead would choose among several futures for its dice.
  if (index !== prev.index + 1) return `secret ${String(index)} is not the next one (${prev.index + 1})`;
  return chainStep(secret) === prev.secret ? null : `secret ${index} does not hash back to the committed chain`;
}

/** Whether a setup's dice value is a well-formed commitment for the given sides. */
export function isDiceCommitments(v: unknown, sides: readonly SideId[]): v is DiceCommitments {
  if (v === null || typeof v !== 'object') return false;
  const d = v as { scheme?: unknown; commits?: unknown };
  if (
    (d.scheme !== COMMIT_REVEAL && d.scheme !== COMMIT_REVEAL_V1) ||
    d.commits === null ||
    typeof d.commits !== 'object'
  )
    return false;
  const commits = d.commits as Record<string, unknown>;
  if ((v as { strict?: unknown }).strict !== undefined && typeof (v as { strict?: unknown }).strict !== 'boolean')
    return false;
  return sides.every((s) => typeof commits[s] === 'string' && HEX64.test(commits[s] as string));
}

/**
 * The dice chain a game starts with: nothing revealed but the committed heads, the scheme's counter at zero, and
 * the private draw keys this machine knows (`keys`: side -> key, from handKey).
 */
export function startChain(game: string, dice: DiceCommitments, keys?: Record<SideId, string>): DiceChain {
  const sides: DiceChain['sides'] = {};
  for (const side of Object.keys(dice.commits).sort()) sides[side] = { index: 0, secret: dice.commits[side]! };
  // A commit-reveal/1 chain keeps exactly the shape it had: its games' states (and their snapshots) are unchanged.
  const counter: Pick<DiceChain, 'v' | 'n' | 'rolls'> =
    dice.scheme === COMMIT_REVEAL_V1 ? { n: 0 } : { v: 2, rolls: 0 };
  const chain: DiceChain = dice.strict ? { game, ...counter, sides, strict: true } : { game, ...counter, sides };
  const known = Object.keys(keys ?? {}).filter((s) => s in sides && HEX64.test(keys![s]!));
  if (known.length > 0) chain.keys = Object.fromEntries(known.sort().map((s) => [s, keys![s]!]));
  return chain;
}

/**
 * A side's private draw key, grown from the seed of its dice chain: what it draws into a hidden hand is known
 * only to the machines that hold the key. The chain head commits to the seed, so revealing the seed at the end
 * (revealKey) lets the other side audit every draw.
 */
export function handKey(seed: string): string {
  return sha256Hex(`sandtable/hand-key/v1\u0000${seed}`);
}

/** Whether `seed` is the seed of the chain whose committed head is `commit`. */
export function seedMatches(seed: unknown, commit: string): boolean {
  return typeof seed === 'string' && HEX64.test(seed) && chainSecret(seed, 0, CHAIN_LENGTH) === commit;
}

/**
 * The generator of a private draw by `side` (a hidden hand), numbered `serial` among that side's draws:
 * - 'hidden' when the game's dice are commit-reveal and this machine does not know the side's key: the draw's
 *   result is unknown here and the rules keep it as an unknown card;
 * - a generator from the key, the entry's public generator state and the serial when it knows it (so the owner
 *   cannot foresee a draw before the other side's latest secret is out, as with dice; under commit-reveal/2 that
 *   state depends on the roll ordinal, not on the entry's index, so entries that roll nothing move no draw);
 * - null in a game without commit-reveal dice (one table: the public dice draw, views hide the hand).
 * It never advances the public generator, so machines that know different keys stay in step.
 */
export function privateRng(rng: RngState, side: SideId, serial: number): RngState | 'hidden' | null {
  const chain = chainOf(rng);
  if (!chain) return null;
  const key = chain.keys?.[side];
  if (!key) return 'hidden';
  const bytes = sha256Bytes(
    `sandtable/private-draw/v1\u0000${key}\u0000${side}\u0000${serial}\u0000${rng.state.join(',')}`,
  );
  return { algorithm: RNG_ALGORITHM, state: stateWords(bytes) };
}

/**
 * The generator state for the entry applied next: from the game id, every side's latest revealed (index, secret)
 * and, under commit-reveal/2, the roll ordinal (commit-reveal/1: the entry's index).
 */
export function entryRng(chain: DiceChain): RngState {
  const parts = Object.keys(chain.sides)
    .sort()
    .map((s) => `${s}:${chain.sides[s]!.index}:${chain.sides[s]!.secret}`);
  const seed =
    chain.v === 2
      ? `sandtable/roll/v2\u0000${chain.game}\u0000${chain.rolls ?? 0}\u0000${parts.join('\u0000')}`
      : `sandtable/roll/v1\u0000${chain.game}\u0000${chain.n ?? 0}\u0000${parts.join('\u0000')}`;
  return { algorithm: RNG_ALGORITHM, state: stateWords(sha256Bytes(seed)), chain: chain as unknown as JsonObject };
}

/** The rule a commit-reveal/2 entry breaks by where it stands in its side's run of entries. */
export interface RunProblem {
  rule: 'core.reveal-first' | 'core.reveal-once' | 'core.unknown-side';
  message: string;
}

/**
 * commit-reveal/2: why `side` may not make an entry with `verb` now, or null when it may. A side's first entry
 * after another side's, and its first of the game, is the reveal of its next secret (so every run of its entries
 * rolls with a secret fixed before the run began), and a reveal anywhere else is refused (so a side never picks
 * among its own next secrets). Nothing is asked of a commit-reveal/1 chain.
 */
export function runProblem(chain: DiceChain, side: SideId, verb: string): RunProblem | null {
  if (chain.v !== 2) return null;
  if (!(side in chain.sides)) return { rule: 'core.unknown-side', message: `"${side}" has no dice in this game` };
  const starts = chain.last !== side;
  if (starts && verb !== 'reveal')
    return {
      rule: 'core.reveal-first',
      message:
        `The ${side} side's first entry of a turn (of the game, or after another side's entry) ` +
        'must reveal its next dice secret',
    };
  if (!starts && verb === 'reveal')
    return {
      rule: 'core.reveal-once',
      message:
        `The ${side} side has already revealed its dice secret for this run of its entries: ` +
        'it reveals again after the other side has made an entry',
    };
  return null;
}

/**
 * The generator state as it will be once `side` has opened its run of entries (commit-reveal/2), for looking at an
 * action without acting (a preview): the reveal that opens the run, which the acting machine adds first, changes
 * nothing the rules check. Any other state is returned as it is.
 */
export function asRunOf(rng: RngState, side: SideId): RngState {
  const chain = chainOf(rng);
  if (chain?.v !== 2 || chain.last === side || !(side in chain.sides)) return rng;
  return { ...rng, chain: { ...chain, last: side } as unknown as JsonObject };
}

/**
 * The chain after an entry by `side`: commit-reveal/2 records the side and counts a roll when the entry's rules
 * drew on the public dice (`rolled`); commit-reveal/1 counts the entry.
 */
export function chainAfter(chain: DiceChain, side: SideId, rolled: boolean): DiceChain {
  if (chain.v !== 2) return { ...chain, n: (chain.n ?? 0) + 1 };
  return { ...chain, rolls: (chain.rolls ?? 0) + (rolled ? 1 : 0), last: side };
}

/** Whether a generator moved from `given`: the rules drew on it (a roll), so the entry used up its roll ordinal. */
export function drewOn(given: RngState, after: RngState | undefined): boolean {
  if (!after || after.algorithm !== given.algorithm || after.state.length !== given.state.length) return true;
  return after.state.some((w, i) => w !== given.state[i]);
}

/** The chain stored in a generator state, if the game uses commit-reveal dice. */
export function chainOf(rng: RngState | undefined): DiceChain | null {
  const c = rng?.chain as unknown as DiceChain | undefined;
  return c && typeof c === 'object' && typeof c.game === 'string' ? c : null;
}
