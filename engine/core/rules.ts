// The rules contract every game implements, and the setup that starts a game.

import type { Action, GameEvent, GameState, JsonObject, Mode, RngState, SideId, View, Violation } from './types.js';
import type { GameModule } from './module.js';
import type { VerbArgs } from './verb-args.js';
import type { DiceCommitments } from './dice-chain.js';

/** What a game starts from: the scenario, the dice seed, the mode and game options. */
export interface GameSetup {
  scenarioId: string;
  seed: string;
  mode: Mode;
  options: JsonObject;
  /** A described starting position instead of the scenario's set-up (each game reads its own format). */
  position?: JsonObject;
  /** Commit-reveal dice (games by e-mail): each side's committed chain head; the seed is then the game id. */
  dice?: DiceCommitments;
  /** A game between two players on two machines: mode changes and taking back sent actions need consent. */
  twoPlayers?: boolean;
  /**
   * Hidden units by e-mail (hidden-units.ts): the rules start the units whose identity is private sealed on the
   * machines without their owner's key. Games by e-mail started before it have plain units.
   */
  sealed?: boolean;
}

/** What reduce answers: the next state and what happened, or why the action cannot happen at all. */
export type ReduceResult = { state: GameState; events: GameEvent[] } | { violations: Violation[] };

/**
 * How reduce may treat its input. `owned`: the caller will never look at `state` again (replay's private
 * intermediate states), so a reducer MAY change state.pieces / state.vars in place instead of copying them.
 * A reducer that ignores this and always copies is correct too; it is only a speed-up for long replays.
 */
export interface ReduceContext {
  owned?: boolean;
  /** The actor's machine records the action: add the reveals of its own hidden units that it brings into sight. */
  reveal?: boolean;
}

/** The context of an owned reduce (replay's own states), shared and never changed. */
export const OWNED: ReduceContext = { owned: true };

/** A game's rules: pure functions of the module, the state and an action. */
export interface Rules {
  id: string;
  /**
   * The starting state of a scenario. Throws a clear Error when the module data cannot start it. `rng`, when
   * given, is the generator to start with (commit-reveal dice with this machine's private keys, startState);
   * otherwise the rules seed one from setup.seed.
   */
  setup(module: GameModule, setup: GameSetup, rng?: RngState): GameState;
  /** Rule checks only (stacking, movement allowance...): enforced mode rejects on these, advisory records them. */
  check(module: GameModule, state: GameState, action: Action): Violation[];
  /** Carry the action out. Structurally impossible actions (unknown piece, bad location) give violations in every mode. */
  reduce(module: GameModule, state: GameState, action: Action, ctx?: ReduceContext): ReduceResult;
  /**
   * What one side sees, with the actions it may take. Hidden pieces are absent from the data (not only from
   * the screen); the core removes the dice generator (see sideView).
   */
  view(module: GameModule, state: GameState, side: SideId): View;
  /** The sides that may act now; enforced and advisory modes refuse an action by any other side. */
  toAct(module: GameModule, state: GameState): SideId[];
  /**
   * One of the view's legal actions for `side`, drawn at random without listing them all (a verb, then a piece, then
   * its destination, by the predicates that list them), or null when it has none: the random player's and a bot's
   * playouts. Every verb with an action is equally likely, as with the random player's pick from the list.
   */
  drawAction?(module: GameModule, state: GameState, side: SideId, random: () => number): Action | null;
  /**
   * A playable state consistent with a side's view, its hidden parts drawn at random among those the side cannot
   * rule out (the units under an enemy stack among the enemy's unseen ones, the other hand among the unseen cards)
   * and fresh dice: what a search bot simulates on. Absent: the view's state with the hidden parts left out.
   */
  sample?(module: GameModule, view: View, random: () => number): GameState;
  /**
   * What an action would do, without doing it: its violations under the rules and what the game can tell
   * before the dice (a move's cost, an attack's odds and every shift). Only what `side` may see.
   */
  preview?(module: GameModule, state: GameState, side: SideId, action: Action): JsonObject;
  /** Typed verbs: the arguments of each game verb, checked by the core before the rules see an action. */
  verbArgs?: Readonly<Record<string, VerbArgs>>;
  /**
   * Why this game cannot be played by e-mail yet (a secret its file would carry in plain text), in a sentence;
   * absent when it can.
   */
  notByMail?: string;
  /**
   * Games with hidden units by e-mail (hidden-units.ts): the ids of the pieces `viewer` may know the face of now
   * (its view's pieces, and any the rules show it otherwise). A sealed piece among them must be revealed.
   */
  sightings?(module: GameModule, state: GameState, viewer: SideId): ReadonlySet<string>;
  /**
   * The action as the actor's machine records it: with the arguments a machine without the actor's hidden faces
   * needs to carry it out (a hidden unit's path). Other machines check them when the faces are revealed. It may
   * be given its own output again and must then return it unchanged.
   */
  complete?(module: GameModule, state: GameState, action: Action): Action;
  /**
   * Whether a revealed face may stand behind a sealed def (its public class): a machine without the owner's key
   * refuses a face of another class at once; a swap within the class waits for the audit.
   */
  faceFits?(module: GameModule, sealedDef: string, face: { def: string; steps: number }): boolean;
  /** The pieces of other sides an action shows its actor before it can be carried out (an attack's defenders). */
  shows?(module: GameModule, state: GameState, action: Action): string[];
  /** A map overlay for `side`: hexes by status (supply, zoc, air, control), only what that side may know. */
  overlay?(module: GameModule, state: GameState, side: SideId, kind: string): JsonObject;
}

/** Verbs any side may use at any moment, whoever is to act: notes and the mode (a logged, named action). */
export const ANYTIME_VERBS: ReadonlySet<string> = new Set([
  'note',
  'setMode',
  'reveal',
  'undoRequest',
  'consent',
  'revealKey',
]);

/** A rule check that a game adds on top of another game's rules (see engine/games/table/rules.ts). */
export type RuleCheck = (module: GameModule, state: GameState, action: Action) => Violation[];

/** Whether a string is one of the three modes. */
export function isMode(v: unknown): v is Mode {
  return v === 'enforced' || v === 'advisory' || v === 'honor';
}
