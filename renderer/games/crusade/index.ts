// Crusade and Revolution's page plug-in: its log words, the prompt bar's Stay and hint, its hand, tracks and space
// panels, its map key and the sieges' figures on the map, its About section and the end of the game in words.

import type { LegalAction, View } from '../../../engine/core/types.js';
import type { CrusadeVars } from '../../../engine/games/crusade/index.js';
import { t } from '../../i18n/index.js';
import { concrete } from '../../panels/answers.js';
import { optionList } from '../../../engine/games/game.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from '../../../engine/games/crusade/options.js';
import type { GamePage, MapKey } from '../types.js';
import { manualEventsSection } from './about.js';
import { readingsSection } from './readings.js';
import { CARD_VERBS } from './actionwords.js';
import { crusadeEventText } from './logtext.js';
import { actionText, restates, rollPurpose } from './logwords.js';
import { finalFigures, resultReason } from './results.js';
import { CrusadeScreen } from './screen.js';
import { crusadeCommands } from './commands.js';
import './crusade.css';

/** The map key's items and their words under `crusade.mapKey`. */
const KEY_WORDS: Readonly<Record<string, string>> = {
  'ring:NAT': 'ringNAT',
  'ring:REP': 'ringREP',
  mountain: 'mountain',
  mainCity: 'mainCity',
  vp: 'vp',
  capital: 'capital',
  supply: 'supply',
  port: 'port',
  'connection:normal': 'normal',
  'connection:river': 'river',
  'connection:border': 'border',
  'connection:grado': 'grado',
  'connection:arrow': 'arrow',
};

/** The key, on open sea east of Ibiza, north of Africa (world pixels). */
const MAP_KEY: MapKey = {
  at: { x: 1870, y: 1200 },
  items: Object.keys(KEY_WORDS),
  title: () => t('crusade.mapKey.title'),
  word: (item) => t(`crusade.mapKey.${KEY_WORDS[item] ?? item}`),
};

/** The steps with a hint of their own: how to answer them on the map (`crusade.hints.<step>`). */
const HINT_STEPS = new Set(['ops-activate', 'ops-move', 'ops-fortify', 'ops-attack', 'sr', 'combat', 'retreat']);

/** The sieges standing now (§16.1) with their resist. */
function siegesOf(view: View | null): { space: string; resist: number }[] {
  const s = (view?.state.vars as Partial<CrusadeVars> | undefined)?.sieges;
  if (!s || typeof s !== 'object') return [];
  return Object.values(s).filter((x) => x && typeof x.space === 'string' && typeof x.resist === 'number');
}

/** The plug-in. */
export const crusadePage: GamePage = {
  id: 'crusade',
  options: optionList(DEFAULT_OPTIONS, OPTION_NOTES),
  mapKey: MAP_KEY,
  actionText,
  eventText: (e, name, names, place) =>
    crusadeEventText(e, {
      unit: name,
      space: (id) => place('space', id),
      box: (id) => place('box', id),
      card: (id) => names.card?.(id) ?? id,
      side: (id) => names.side?.(id) ?? id,
    }),
  restates,
  rollPurpose,
  commands: crusadeCommands,
  // §11.5 the attacker stays: its own verb, a button; every other answer is the hand panel's.
  answerButton: (a: LegalAction) =>
    a.verb === 'noAdvance' ? { key: 'crusade.answers.stay', values: {}, answer: concrete(a), primary: true } : null,
  hint: (view) => {
    if (view.legalActions.some((a) => CARD_VERBS.has(a.verb))) return t('crusade.hints.cards');
    if (view.legalActions.length === 0) return null;
    const step = String((view.state.vars as { step?: unknown }).step ?? '');
    const key = step === 'combat-retreat' ? 'retreat' : step.startsWith('combat-') ? 'combat' : step;
    return HINT_STEPS.has(key) ? t(`crusade.hints.${key}`) : t('crusade.hints.chooser');
  },
  resultReason,
  finalFigures,
  aboutSections: (m) => [...manualEventsSection(m), ...readingsSection()],
  // §16.1 a besieged space shows its resist.
  spaceMarks: (view) =>
    siegesOf(view).flatMap((s) => (s.resist > 0 ? [{ space: s.space, text: String(s.resist) }] : [])),
  mount: (ctx) => new CrusadeScreen(ctx),
};
