// The rulebook's ambiguities and contradictions (digest §9.8, §12) as named options, each with its default and
// the reason. A game's set-up carries its options; every rule reads them through optionsOf(state).

import type { GameState, JsonObject } from '../../core/types.js';

/** The Crusade rule options. */
export interface CrusadeOptions {
  /** §9.1 (lost from our copy of the rulebook): combat units a space may hold (default 3, as Paths of Glory). */
  stackingLimit: number;
  /** §8.5.2.1 vs §17.5.3: in Turn 1 a Reinforcement card may still be played for OPS, SR or RP (default), or not at
   *  all ('noCard'). */
  turn1Reinforcements: 'eventOnly' | 'noCard';
  /** §15.1.2 "may" vs §4.3.2 "must": the Turn 6 redraw of a hand without a corps card (default: may). */
  turn6Redraw: 'may' | 'must';
}

/** The defaults, used where a game's set-up names no option. */
export const DEFAULT_OPTIONS: CrusadeOptions = {
  stackingLimit: 3,
  turn1Reinforcements: 'eventOnly',
  turn6Redraw: 'may',
};

/** Why each option exists and what its default means (the About page lists these). */
export const OPTION_NOTES: Record<keyof CrusadeOptions, { ref: string; text: string }> = {
  stackingLimit: {
    ref: '9.1',
    text: 'Sections 9.1.1–9.1.2 are missing from the rulebook text; three combat units a space, as in Paths of Glory.',
  },
  turn1Reinforcements: {
    ref: '8.5.2.1, 17.5.3',
    text: 'The note in 8.5.2.1 bars any Reinforcement card in Turn 1, 17.5.3 only its event; the default follows 17.5.3.',
  },
  turn6Redraw: {
    ref: '15.1.2, 4.3.2',
    text: 'A Turn 6 hand without a corps card "may" (15.1.2) or "must" (4.3.2) be redrawn; the default is may.',
  },
};

/** The options of a game: its set-up's, with the default for any not given (or of the wrong type). */
export function optionsOf(state: Pick<GameState, 'vars'>): CrusadeOptions {
  const given = (state.vars.options ?? {}) as JsonObject;
  const out = { ...DEFAULT_OPTIONS } as Record<string, unknown>;
  for (const k of Object.keys(DEFAULT_OPTIONS)) {
    const v = given[k];
    if (v !== undefined && typeof v === typeof (DEFAULT_OPTIONS as unknown as Record<string, unknown>)[k]) out[k] = v;
  }
  return out as unknown as CrusadeOptions;
}
