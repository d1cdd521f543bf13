// Picket's words for typed commands and the keyboard's walk of the map (issue 26 §4): `move Scouts 0304`; Pass,
// Stand and Yield typed as their buttons read.

import { t } from '../../i18n/index.js';
import type { GameCommands } from '../../panels/commandphrases.js';

/** The plug-in's command words. */
export const picketCommands: GameCommands = {
  verbs: (verb) => (verb === 'move' ? t('picket.commands.move').split('|') : null),
};
