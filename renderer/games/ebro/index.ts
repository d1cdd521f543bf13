// La Batalla del Ebro's page plug-in: its log words, the prompt bar's buttons (the initiative, the first player, each
// segment's end, Stay, the advance, the reinforcements) and the retreat's hexes, the Orders panel, the turn record
// and Engineering panels, the drag of units and reinforcements, the last result on its chart, the rule options on
// the About page and the end of the game in words.

import type { JsonObject } from '../../../engine/core/types.js';
import { optionList } from '../../../engine/games/game.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from '../../../engine/games/ebro/options.js';
import { t } from '../../i18n/index.js';
import type { GamePage } from '../types.js';
import { answerButton, hint, PLACE_VERBS } from './answers.js';
import { actionText, eventText, restates, rollPurpose } from './logwords.js';
import { ebroCommands } from './commands.js';
import { EbroScreen } from './screen.js';
import './ebro.css';

/** The victory level of a result's reason in words (its id when unknown). */
const levelText = (reason: string): string => t(`ebro.words.levels.${reason}`, { defaultValue: reason });

/** The plug-in. */
export const ebroPage: GamePage = {
  id: 'ebro',
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  placeVerbs: PLACE_VERBS,
  actionText,
  eventText,
  restates,
  rollPurpose,
  answerButton,
  hint,
  commands: ebroCommands,
  // XVII.7 the level reached by the ratio of the accumulated VP.
  resultReason: (r) => t('ebro.gameOver.reason', { level: levelText(r.reason) }),
  finalFigures: (vars: JsonObject) => {
    const avp = vars.avp as { nationalist?: number; republican?: number } | undefined;
    if (!avp) return [];
    return [
      { testid: 'gameover-avp', text: t('ebro.gameOver.avp', { nat: avp.nationalist ?? 0, rep: avp.republican ?? 0 }) },
    ];
  },
  mount: (ctx) => new EbroScreen(ctx),
};
