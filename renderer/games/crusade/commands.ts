// Crusade and Revolution's words for typed commands and the keyboard's walk of the map (issue 26 §4): `play R10 as
// SR` (a card by its number or its name, as one of the plays the rules allow now: OPS, SR, RP, Event), `activate
// Madrid move`, `move Militia Column 5 to Valencia`, `redeploy Militia Column 1 to Boltaña`, `attack Teruel`; a
// step's end as the hand panel words it (`done activating`), every other answer as its button reads. An SR is said
// with its cost in points.

import type { LegalAction } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { GameCommands } from '../../panels/commandphrases.js';

/** The verbs typed by their own words (the rest by their button's). */
const TYPED = new Set(['play', 'activate', 'moveStack', 'redeploy', 'attack']);

/** A play's or an activation's words: the card's play (OPS, SR: RE in Spanish...) or move / attack. */
function option(arg: string, value: string): string[] {
  if (arg !== 'as') return [];
  if (value === 'move' || value === 'attack') return [t(`crusade.verbs.as.${value}`)];
  const short = t(`crusade.card.useShort.${value}`);
  return short.startsWith('crusade.') ? [] : [t(`crusade.card.play.${value}`, { ops: '' }).trim(), short];
}

/** The plug-in's command words. */
export const crusadeCommands: GameCommands = {
  verbs: (verb) => {
    if (TYPED.has(verb)) return t(`crusade.commands.${verb}`).split('|');
    // A step's end ("Done activating"): the hand panel's words for it.
    const words = t(`crusade.verbs.${verb}`);
    return words.startsWith('crusade.') || words.includes('{{') ? null : [words];
  },
  option,
  many: (verb) => (verb === 'attack' ? 'attackers' : null),
  cost: (a: LegalAction) =>
    a.verb === 'redeploy' && typeof a.info?.cost === 'number'
      ? t('crusade.commands.cost', { cost: a.info.cost })
      : null,
};
