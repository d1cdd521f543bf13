// The table's page plug-in (the 'table' rules: honor play with every verb of a physical table): nothing of its own
// on the page, and a note where the mode is chosen that its rules check nothing in any mode. Its verbs and events
// are the core's words (every game's rules play the table's manual verbs).

import { t } from '../../i18n/index.js';
import type { GamePage } from '../types.js';

/** The plug-in. */
export const tablePage: GamePage = {
  id: 'table',
  rulesNote: () => t('table.checksNothing'),
};
