// Crusade and Revolution's own section of the About page: the card events the players carry out by hand (played
// in advisory and honor modes only), listed by card.

import type { GameModule } from '../../../engine/core/module.js';
import { manualEvents } from '../../../engine/games/crusade/events.js';
import { localName, t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';

/** The "manual events" list: each card whose event the players carry out by hand (none: nothing). */
export function manualEventsSection(m: GameModule): Node[] {
  if (!m.cards) return [];
  const cards = manualEvents(m);
  if (cards.length === 0) return [];
  const list = el('ul', { 'data-testid': 'manual-events' });
  for (const c of cards) list.append(el('li', { text: `${c.id} ${localName(c.name, c.names)}` }));
  return [
    el('h3', { text: t('crusade.about.manualEvents') }),
    el('p', { text: t('crusade.about.manualEventsNote') }),
    list,
  ];
}
