// The positions as text, on the page (issue 26 §4): the printed report's heading, its table of every hex or space
// with its units, and the units off the map, in a dialog a screen reader reads as tables and lists, openable at
// any time by a key (V). Built in the page from the view of the side on screen, as the printed report is from it:
// it shows nothing that side may not see.

import type { GameModule } from '../../engine/core/module.js';
import type { View } from '../../engine/core/types.js';
import { buildPositionsReport } from '../../electron/services/positions-report.js';
import { currentLanguage, t } from '../i18n/index.js';
import { showDialog } from './dialog.js';
import { reportElement } from './print.js';

/** Show the positions of `view` (the side on screen) as text until the player closes the dialog. */
export async function positionsText(module: GameModule, view: View): Promise<void> {
  const report = buildPositionsReport(module, view.state, { side: view.side, language: currentLanguage() });
  const body = reportElement(report);
  body.classList.add('positions-text');
  await showDialog({
    title: t('keys.positions'),
    body: [body],
    buttons: [{ label: t('keys.close'), value: 'cancel', primary: true }],
    testid: 'positions-text',
    wide: true,
    focus: 'cancel',
  });
}
