// The Struggle for Europe's page plug-in: its log words (logwords.ts), the prompt bar's buttons (the weather roll,
// each phase's end, the losses, a retreat, the advance or stay, the unit eliminated from an over-stacked hex), the
// hexes a reinforcement or a rebuilt unit may go to (a place answer on the map), the rule options on the About page
// and the end of the game in words. The Orders panel, the drag of moves and the combat result: screen.ts.

import type { LegalAction, View } from '../../../engine/core/types.js';
import { optionList } from '../../../engine/games/game.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from '../../../engine/games/sfe/options.js';
import { t } from '../../i18n/index.js';
import { type AnswerButton, concrete } from '../../panels/answers.js';
import type { GamePage } from '../types.js';
import { actionText, eventText, restates, rollPurpose, str, strs } from './logwords.js';
import { SfeScreen } from './screen.js';
import { sfeCommands } from './commands.js';

const K = 'sfe.answers.';

/** Verbs whose answer is a hex clicked on the map: a reinforcement's, a rebuilt unit's or an air replacement's city. */
export const PLACE_VERBS: ReadonlySet<string> = new Set(['enter', 'rebuild', 'replaceAir']);

/** The steps whose end has a name of its own (engine/games/sfe/flow.ts). */
const NAMED_DONE = new Set(['reinforcement', 'movement', 'air', 'combat', 'exploitation', 'postExploitation']);

/** The steps with a hint, and the verbs it is about. */
const HINTED: Readonly<Record<string, readonly string[]>> = {
  reinforcement: ['enter', 'rebuild', 'replaceAir'],
  movement: ['move', 'rail'],
};

/** The step of the flow the view is at. */
const stepOf = (view: View): string => str((view.state.vars as { step?: unknown } | undefined)?.step);

/** Units of a list named on a button: the first and how many more. */
const firstOf = (ids: readonly string[]): Record<string, string | number> => ({
  unit: ids[0] ?? '',
  count: ids.length,
});

/** The button for one legal action, or null when it is answered elsewhere (the map, a drag). */
export function answerButton(a: LegalAction, view: View): AnswerButton | null {
  const args = a.args ?? {};
  switch (a.verb) {
    case 'rollWeather':
    case 'rollSurprise':
      return { key: `${K}${a.verb}`, values: {}, answer: concrete(a), primary: true };
    case 'done': {
      const step = stepOf(view);
      return { key: NAMED_DONE.has(step) ? `${K}done_${step}` : `${K}done`, values: {}, answer: concrete(a) };
    }
    case 'advance': {
      const ids = strs(args.pieces);
      if (ids.length === 0) return { key: `${K}stay`, values: {}, answer: concrete(a) };
      return { key: `${K}advance`, values: firstOf(ids), answer: concrete(a), piece: ids[0]!, primary: ids.length > 1 };
    }
    case 'losses': {
      const flip = strs(args.flip);
      const remove = strs(args.remove);
      const key = flip.length > 0 && remove.length > 0 ? 'lossesBoth' : flip.length > 0 ? 'lossesFlip' : 'lossesRemove';
      const values = { flip: flip.length, remove: remove.length, unit: flip[0] ?? remove[0] ?? '' };
      return { key: `${K}${key}`, values, answer: concrete(a), piece: flip[0] ?? remove[0] };
    }
    case 'retreat': {
      const piece = str(args.piece);
      const hex = strs(args.path).at(-1) ?? '';
      return { key: `${K}retreat`, values: { unit: piece, hex }, answer: concrete(a), piece };
    }
    case 'eliminate':
    case 'loseAir': {
      // §5.01 a unit of an over-stacked hex; †§28.16b an air unit lost to the first-turn surprise
      const piece = str(args.piece);
      return { key: `${K}${a.verb}`, values: { unit: piece }, answer: concrete(a), piece };
    }
    default:
      return null;
  }
}

/** The victory level of a result in words (the engine's words when unknown). */
const reasonText = (reason: string): string =>
  /^[\w-]+$/.test(reason) ? t(`sfe.gameOver.reasons.${reason}`, { defaultValue: reason }) : reason;

/** The plug-in. */
export const sfePage: GamePage = {
  id: 'sfe',
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  placeVerbs: PLACE_VERBS,
  actionText,
  eventText,
  restates,
  rollPurpose,
  answerButton,
  // How to answer, while the side acts and has what the hint is about (a reinforcement to place, a unit to move).
  hint: (view) => {
    const about = HINTED[stepOf(view)];
    if (!about || !view.toAct.includes(view.side) || !view.legalActions.some((a) => about.includes(a.verb)))
      return null;
    return t(`sfe.hints.${stepOf(view)}`);
  },
  // The scenario's victory (engine/games/sfe/victory.ts): automatic, or the level the cities' points reach.
  resultReason: (r) => reasonText(r.reason),
  // The Orders panel, the drag of moves by ground, rail or exploitation, and the last combat on its chart.
  mount: (ctx) => new SfeScreen(ctx),
  // Typed commands and the keyboard's walk of the map.
  commands: sfeCommands,
};
