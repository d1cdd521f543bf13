// Crusade and Revolution's readings on the About page: where the rulebook is ambiguous or silent and no named option
// lets the players choose (the engine's AMBIGUITIES_WITHOUT_OPTION and READINGS), the reading the rules take, in the
// players' words. The ambiguities with a named option are listed with the options (panels/ruleoptions.ts).

import { AMBIGUITIES_WITHOUT_OPTION, READINGS } from '../../../engine/games/crusade/options.js';
import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';

/** The catalogue keys of the readings, in the order shown: the digest's ambiguities by number, then the others. */
export function readingKeys(): string[] {
  const numbered = Object.keys(AMBIGUITIES_WITHOUT_OPTION)
    .map(Number)
    .sort((a, b) => a - b)
    .map((n) => `n${n}`);
  return [...numbered, ...Object.keys(READINGS)];
}

/** The About page's "Readings the rules take" section: one item per reading. */
export function readingsSection(): Node[] {
  const list = el('ul', { 'data-testid': 'rule-readings' });
  for (const key of readingKeys()) list.append(el('li', { text: t(`crusade.about.readings.${key}`) }));
  return [
    el('h3', { text: t('crusade.about.readingsTitle') }),
    el('p', { text: t('crusade.about.readingsNote') }),
    list,
  ];
}
