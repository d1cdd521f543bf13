// The shape of one Crusade verb, shared by the verb tables of each procedure (cards, OPS, combat, SR,
// replacements): in which steps it answers, its rule checks, what it does and the concrete actions it offers.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, JsonObject, LegalAction, Prompt, SideId, Violation } from '../../core/types.js';
import type { Draft } from './draft.js';
import { violation } from './state.js';
import { promptMaker } from '../../core/prompt.js';

/** One verb of the game. `list` and `check` are built on the same predicates (a property test holds them). */
export interface GameVerb {
  /** The steps (flow.ts and the procedures' own steps) in which it may be used. */
  steps: readonly string[];
  /** The rule violations of this action now ([] when legal). Runs in enforced and advisory modes. */
  check(module: GameModule, state: GameState, action: Action): Violation[];
  /** Carry it out; a structurally impossible action (unknown piece...) answers with violations in every mode. */
  apply(module: GameModule, d: Draft, action: Action): Violation[] | void;
  /** The concrete actions `side` may take with this verb now. */
  list(module: GameModule, state: GameState, side: SideId): LegalAction[];
}

/** A legal action. */
export const act = (verb: string, args: JsonObject, info?: JsonObject): LegalAction =>
  info ? { verb, args, info } : { verb, args };
/** A string argument, or null. */
export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
/** A list of strings argument, or null. */
export const strs = (v: unknown): string[] | null =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null;
/** No violation when `ok`, else the one `v` makes. */
export const needs = (ok: boolean, v: () => Violation): Violation[] => (ok ? [] : [v()]);
/** An unknown piece, space or card. */
export const unknown = (what: string, id: unknown): Violation[] => [
  violation('unknown', '—', `There is no ${what} "${String(id)}"`, { what, id: String(id) }),
];

/** The question a step asks, and of whom (the page translates `crusade.<id>`; the English is the fallback). */
export type StepPrompt = (module: GameModule, state: GameState) => Prompt | null;

/** A prompt of the game. */
export const prompt = promptMaker('crusade');
