// La Batalla del Ebro's words for typed commands and the keyboard's walk of the map: `move Army heavy group 1
// A:2619`, `fire A:2524 with …`, `attack A:2526 with …` (any part of an attack's units: they are one corps), works,
// retreats, reinforcements, exploitation and the air war's verbs by their own words; every other answer is typed as
// its prompt button reads.

import type { LegalAction } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { GameCommands } from '../../panels/commandphrases.js';

/** The verbs typed by their own words (the rest by their button's). */
const TYPED = new Set([
  'move',
  'fire',
  'attack',
  'react',
  'build',
  'repair',
  'demolish',
  'retreat',
  'enter',
  'exploit',
  'shell',
  'bomb',
  'strafe',
  'rebase',
  'recon',
]);

/** The plug-in's command words. */
export const ebroCommands: GameCommands = {
  verbs: (verb) => (TYPED.has(verb) ? t(`ebro.commands.${verb}`).split('|') : null),
  option: (arg, value) => (arg === 'kind' ? [t(`ebro.words.kinds.${value}`, { defaultValue: value })] : []),
  many: (verb) => (verb === 'attack' ? 'pieces' : null),
  cost: (a: LegalAction) => (typeof a.info?.mp === 'number' ? t('play.mp', { mp: a.info.mp }) : null),
};
