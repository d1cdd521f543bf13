// Operation Isabella's page plug-in: its log words, the prompt bar's buttons, places and hints, attacks picked on
// the map with the battle panel over it, and the end of the game in words (4.1-4.4).

import type { JsonObject } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { optionList } from '../../../engine/games/game.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from '../../../engine/games/isabella/options.js';
import type { GamePage } from '../types.js';
import { answerButton, flipAnswers, hint, PLACE_VERBS } from './answers.js';
import { actionText, eventText, restates } from './logwords.js';
import { groupEvents, rollPurpose } from './logwhy.js';
import { markerAction, menuAction } from './menu.js';
import { offSheet } from './sheet.js';
import { isabellaCommands } from './commands.js';
import { IsabellaScreen } from './screen.js';
import './isabella.css';

/** The plug-in. */
export const isabellaPage: GamePage = {
  id: 'isabella',
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  placeVerbs: PLACE_VERBS,
  actionText,
  eventText,
  restates,
  groupEvents,
  rollPurpose,
  answerButton,
  // 5.7 no passing: the selected unit may be flipped instead of acting.
  moreAnswers: flipAnswers,
  hint,
  commands: isabellaCommands,
  menuAction,
  markerAction,
  offSheet,
  // The result's reason is an id (vp-25, beachhead...): its words, else the id.
  resultReason: (r) => {
    const key = `isabella.gameOver.reasons.${r.reason}`;
    const text = /^[\w-]+$/.test(r.reason) ? t(key) : key;
    return text === key ? r.reason : text;
  },
  // The German victory points at the end.
  finalFigures: (vars: JsonObject) =>
    typeof vars.vp === 'number' ? [{ testid: 'gameover-vp', text: t('isabella.gameOver.vp', { vp: vars.vp }) }] : [],
  mount: (ctx) => new IsabellaScreen(ctx),
};
