// Operation Isabella's words for typed commands and the keyboard's walk of the map (issue 26 §4): `move 1st
// Armored 1718`, `attack 1420 with 1st Infantry, 2nd Armored` (any of the attack's eligible units), `probe 1521`;
// every other answer is typed as its prompt button reads. An attack's target taken on the map by the keyboard opens
// the battle panel, as a click on it does, to read the odds before Attack.

import type { LegalAction } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { GameCommands } from '../../panels/commandphrases.js';

/** The verbs typed by their own words (the rest by their button's). */
const TYPED = new Set(['move', 'attack', 'probe']);

/** The plug-in's command words. */
export const isabellaCommands: GameCommands = {
  verbs: (verb) => (TYPED.has(verb) ? t(`isabella.commands.${verb}`).split('|') : null),
  many: (verb) => (verb === 'attack' ? 'attackers' : null),
  cost: (a: LegalAction) => (typeof a.info?.mp === 'number' ? t('play.mp', { mp: a.info.mp }) : null),
  viaClick: (a) => a.verb === 'attack' || a.verb === 'probe',
};
