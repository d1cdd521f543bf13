// The Struggle for Europe's words for typed commands and the keyboard's walk of the map: `move XXVI Corps C:3944`,
// `rail … SW:0513`, `attack C:3844 with …` (any part of an attack's units), `fly … interdiction N:2531`, overruns,
// exploitation, reinforcements, rebuilt units, retreats and, in advisory and honor play, `sail … SW:1008`,
// `embark …` and `debark …` by their own words; every other answer is typed as its
// prompt button reads.

import type { LegalAction } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { GameCommands } from '../../panels/commandphrases.js';
import { missionText } from './logwords.js';

/** The verbs typed by their own words (the rest by their button's). */
/** §18, §19.31 the naval verbs a view offers in advisory and honor play (engine navallist.ts). */
const NAVAL = ['sail', 'embark', 'debark'];
const TYPED = new Set(['move', 'rail', 'exploit', 'attack', 'overrun', 'fly', 'enter', 'rebuild', 'retreat', ...NAVAL]);

/** The plug-in's command words. */
export const sfeCommands: GameCommands = {
  verbs: (verb) => (TYPED.has(verb) ? t(`sfe.commands.${verb}`).split('|') : null),
  // §16 a mission by its name; §26 strategic movement and §8.03 an extended rail move by a word of their own
  option: (arg, value) => {
    if (arg === 'mission') return [missionText(value)];
    if ((arg === 'sm' || arg === 'extended') && value === 'yes') return t(`sfe.commands.${arg}`).split('|');
    return [];
  },
  // §9.0 any part of the units offered against a hex may attack it
  many: (verb) => (verb === 'attack' ? 'pieces' : null),
  cost: (a: LegalAction) => (typeof a.info?.mp === 'number' ? t('play.mp', { mp: a.info.mp }) : null),
};
