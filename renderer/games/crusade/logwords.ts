// Crusade and Revolution's actions in the log: a card played, the Automatic Operation, the Draw Phase's discards,
// and every procedure (activate, move a stack, attack a space, redeploy, replace...) in the words the hand panel's
// list uses; which of its events only restate their action; why a roll was made. Pure apart from the catalogue.

import type { LogLine } from '../../../schemas/host-api.js';
import type { GameEvent } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { LogNamers, PieceNamer, PlaceNamer } from '../../panels/logtext.js';
import { actionText as chooserText, CHOOSER_KEYS } from './actionwords.js';

/** The log's words for the game's procedures ("activates Madrid to move"), else the chooser's. */
const LOG_KEYS = ['crusade.logVerbs.', ...CHOOSER_KEYS];

/** A card use in words ("Operations"), the use itself when the catalogue lacks it. */
function useText(use: string): string {
  const key = `crusade.card.use.${use}`;
  const text = /^\w+$/.test(use) ? t(key) : key;
  return text === key ? use : text;
}

/** One of the game's actions in words, or null for a verb that is not the game's own. */
export function actionText(
  line: Pick<LogLine, 'verb' | 'args'>,
  name: PieceNamer,
  place: PlaceNamer,
  names: LogNamers = {},
): string | null {
  const a = line.args;
  const card = (id: string) => names.card?.(id) ?? id;
  switch (line.verb) {
    case 'play':
      return t('crusade.cardLog.playCard', { card: card(String(a.card ?? '')), use: useText(String(a.as ?? '')) });
    case 'autoOps':
      return t('crusade.cardLog.autoOps');
    case 'discard': {
      const cards = Array.isArray(a.cards) ? a.cards.map((c) => card(String(c))) : [];
      return cards.length === 0
        ? t('crusade.cardLog.keepCards')
        : t('crusade.cardLog.discardCards', { cards: cards.join(', ') });
    }
    default: {
      const known = (prefix: string) => t(`${prefix}${line.verb}`) !== `${prefix}${line.verb}`;
      if (!/^\w+$/.test(line.verb) || !LOG_KEYS.some(known)) return null;
      const words = {
        space: (id: string) => place('space', id),
        unit: name,
        card,
        box: (id: string) => place('box', id),
      };
      return chooserText(line, words, LOG_KEYS);
    }
  }
}

/** The events that repeat their action's own words. */
const RESTATES: Readonly<Record<string, string>> = {
  play: 'play',
  autoOps: 'play',
  discard: 'discard',
  activate: 'activate',
  moveStack: 'move',
  redeploy: 'sr',
  replaceStep: 'replace',
  rebuild: 'rebuild',
  deployCorps: 'deploy',
  militarize: 'militarize',
  attack: 'attack',
  combatCards: 'combatCards',
  place: 'placed',
  removeDivision: 'removed',
};

/** The event type that restates `verb` (a retreat or an advance along its path), if any. */
export function restates(verb: string, e: GameEvent): string | undefined {
  if ((verb === 'retreat' || verb === 'advance') && Array.isArray(e.path)) return verb;
  return RESTATES[verb];
}

/** Why a roll was made (the engine's purpose: "attacker fire"), in words, or null. */
export function rollPurpose(purpose: string): string | null {
  const key = `crusade.dice.purposes.${purpose.replace(/\s+(\w)/g, (_m, c: string) => c.toUpperCase())}`;
  if (!/^[\w.]+$/.test(key)) return null;
  const text = t(key);
  return text === key ? null : text;
}
