// The rulebook's ambiguities and contradictions (digest §9.8, §12) as named options, each with its default and
// the reason. A game's set-up carries its options; every rule reads them through optionsOf(state).

import type { GameState } from '../../core/types.js';
import { optionsFrom } from '../../core/kit.js';

/** The Crusade rule options. */
export interface CrusadeOptions {
  /** §9.1 (lost from our copy of the rulebook): combat units a space may hold (default 3, as Paths of Glory). */
  stackingLimit: number;
  /** §8.5.2.1 vs §17.5.3: in Turn 1 a Reinforcement card may still be played for OPS, SR or RP (default), or not at
   *  all ('noCard'). */
  turn1Reinforcements: 'eventOnly' | 'noCard';
  /** §15.1.2 "may" vs §4.3.2 "must": the Turn 6 redraw of a hand without a corps card (default: may). */
  turn6Redraw: 'may' | 'must';
  /** §17.1.1 the Northern zone of Ammunition Shortage: spaces Connected to the northern sources and not to Sevilla
   *  ('connected', default, digest 9.8 #5) or only those held and Connected at the start ('initial'). */
  ammoShortageZone: 'connected' | 'initial';
  /** §13.1.5 a space held by a surviving out-of-supply Asturian division does not flip at attrition (default). */
  attritionKeepsOccupied: boolean;
  /** §16.3 a Main City capture also scores the VP-space row (default: only its own row, digest 9.8 #10). */
  mainCityCumulative: boolean;
  /** §16.3.5 the RM for a zone split: only splits that appear after Turn 5 ('newSplit', default) or never ('off'). */
  zoneDivision: 'newSplit' | 'off';
  /** §12.1.7 SR by sea only between ports of one sea zone (default off: the rulebook states no such limit). */
  srSeaSameZone: boolean;
  /** TEC (missing): the river shift applies when all attackers cross a river ('all', default) or any does. */
  combatRiverShift: 'all' | 'any';
  /** Digest 9.8 #14: a Reserve division that replaced an attacking corps may advance (default yes). */
  combatReplacementAdvances: boolean;
}

/** The defaults, used where a game's set-up names no option. */
export const DEFAULT_OPTIONS: CrusadeOptions = {
  stackingLimit: 3,
  turn1Reinforcements: 'eventOnly',
  turn6Redraw: 'may',
  ammoShortageZone: 'connected',
  attritionKeepsOccupied: true,
  mainCityCumulative: false,
  zoneDivision: 'newSplit',
  srSeaSameZone: false,
  combatRiverShift: 'all',
  combatReplacementAdvances: true,
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
  ammoShortageZone: {
    ref: '17.1.1',
    text: 'The Northern zone: spaces Connected to La Coruña, Valladolid or Zaragoza but not to Sevilla (default), or only those held at the start.',
  },
  attritionKeepsOccupied: {
    ref: '13.1.5, 13.3.5',
    text: 'A space still held by an out-of-supply Asturian division (which survives attrition in Asturias) does not flip.',
  },
  mainCityCumulative: {
    ref: '16.3',
    text: 'A Main City capture scores only its own row of the tables (default), not the VP space row as well.',
  },
  zoneDivision: {
    ref: '16.3.5',
    text: 'Republican Morale for a divided zone counts only splits that appear after Turn 5 (default), or none.',
  },
  srSeaSameZone: {
    ref: '12.1.7',
    text: 'SR by sea needs both ports in one sea zone: the rulebook states no such limit, so off by default.',
  },
  combatRiverShift: {
    ref: 'TEC',
    text: 'The river column shift applies when every attacking unit crosses a river (default, as Paths of Glory) or any one does.',
  },
  combatReplacementAdvances: {
    ref: '11.5',
    text: 'A Reserve division that replaced an eliminated attacking corps may advance in its place (default yes).',
  },
};

/** The options of a game: its set-up's, with the default for any not given (or of the wrong type). */
export function optionsOf(state: Pick<GameState, 'vars'>): CrusadeOptions {
  return optionsFrom(DEFAULT_OPTIONS, state);
}

/** The digest §9.8 ambiguities that have a named option (by the item's number in the digest). */
export const AMBIGUITY_OPTIONS: Record<number, (keyof CrusadeOptions)[]> = {
  1: ['stackingLimit'],
  2: ['combatRiverShift'],
  5: ['ammoShortageZone'],
  8: ['turn6Redraw'],
  9: ['attritionKeepsOccupied'],
  10: ['mainCityCumulative'],
  11: ['zoneDivision'],
  14: ['combatReplacementAdvances'],
};

/** Why the other §9.8 ambiguities have no option: the reading the rules take (notes only; nothing here runs). */
export const AMBIGUITIES_WITHOUT_OPTION: Record<number, string> = {
  3: 'Main City terrain: the reconstructed TEC (charts.json) decides; armor treats a Main City as not Open (16.6.2).',
  4: 'Column shifts are applied per firing side: a right shift helps the side that fires (fire.ts).',
  6: "Huelva's port follows the map data (PROVENANCE.md); it is in the Mediterranean zone as 3.0 says.",
  7: 'Oviedo captured while isolated: the bonus "earns one VP" is read as VP −1 (morale.ts, worked example T-43).',
  12: 'Mallorca deadline: checked in the War Status Phase of the next turn, before Automatic Victory.',
  13: "Disembark in Mallorca's two MIL are the units the card brings, as every reinforcement card's (cards.json).",
  15: 'A corps that retreated into the defending space this round adds no strength and does not pick the Corps table.',
  16: 'France Recognizes Nationalist Spain is one card (cards.json).',
  17: 'The side of Communist Interference, Artillery Concentration and Captured Bridge: CARDS.md gives the reasons.',
  18: 'Pto. de Valderrepiso and "Valderrevisor" are one space (valderrepiso).',
  21: 'Retreats and advances may pass spaces with friendly Attack markers (only movement may not end there).',
  22: 'Order at the end of Turn 5: War Status entries, the Mallorca deadline, Automatic Victory; Madrid priority at F.',
};

/** Readings the rules take where the text is silent, found after the digest (no option; the About page lists them
 *  with the ambiguities above, in the players' words: renderer/games/crusade/readings.ts). */
export const READINGS: Record<string, string> = {
  // §13.3.4 forbids the benefit, not the play: the card is spent (and settled) for nothing.
  oosCombatCards: '13.3.4',
  // §15.2.1 "as if it was a Reinforcement (see 8.5.2.4)": the placement rules only, not §8.5.2.5's removal.
  lateCtvNoRemoval: '15.2.1',
  // §15.2.1 an initial corps that cannot be deployed is eliminated for good; so is a late CTV with no port.
  lateCtvNoPort: '15.2.1',
};
