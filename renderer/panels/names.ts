// Names of a module's things in the page's language that several panels use: a card by its printed name.

import type { GameModule } from '../../engine/core/module.js';
import { localName } from '../i18n/index.js';

/** A card's name in the page's language (its id when the module lacks it). */
export function cardName(module: GameModule | null, id: string): string {
  const c = module?.cards?.find((x) => x.id === id);
  return c ? localName(c.name, c.names) : id;
}
