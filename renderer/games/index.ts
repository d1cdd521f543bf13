// The one page registry: a module's rules id (ModuleManifest.rules) to its page plug-in (renderer/games/<id>/),
// and the plain plug-in for rules the page has none for (the core's words, no panels). Each plug-in's catalogues
// sit beside it and are merged at start (renderer/i18n).

import type { GamePage } from './types.js';
import { tablePage } from './table/index.js';
import { isabellaPage } from './isabella/index.js';
import { crusadePage } from './crusade/index.js';
import { picketPage } from './picket/index.js';
import { ebroPage } from './ebro/index.js';
import { sfePage } from './sfe/index.js';

/** Every page plug-in, the table first. */
export const GAME_PAGES: readonly GamePage[] = [tablePage, isabellaPage, crusadePage, picketPage, ebroPage, sfePage];

const byId = new Map(GAME_PAGES.map((g) => [g.id, g]));
const plain = new Map<string, GamePage>();

/** The plug-in for a module's rules: its own, else a plain one (nothing but its id) for rules the page lacks. */
export function gameFor(rules: string | null | undefined): GamePage {
  const id = rules ?? '';
  const own = byId.get(id);
  if (own) return own;
  const known = plain.get(id);
  if (known) return known;
  const p: GamePage = { id };
  plain.set(id, p);
  return p;
}
