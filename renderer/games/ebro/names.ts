// The names the module gives to what La Batalla del Ebro's words mention (sides, off-map boxes, the map's crossing
// sites), in the page's language. The plug-in's pure word functions get no module, so the screen remembers the one
// shown (rememberModule) and these read it; without a module every name is its id.

import type { GameModule } from '../../../engine/core/module.js';
import { localName } from '../../i18n/index.js';

let shown: GameModule | null = null;
let sites: Map<string, { name: string; names?: Record<string, string> }> | null = null;

/** The key of a hexside (its two hexes sorted, as the engine keys crossings). */
export const sideKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The module of the game on the page (null: none). */
export function rememberModule(m: GameModule | null): void {
  if (m === shown) return;
  shown = m;
  sites = null;
}

/** The module remembered. */
export const shownModule = (): GameModule | null => shown;

/** A side's name. */
export function sideName(id: string): string {
  const s = shown?.manifest.sides.find((x) => x.id === id);
  return s ? localName(s.name, s.names) : id;
}

/** An off-map box's name. */
export function boxName(id: string): string {
  const b = shown?.map.boxes?.find((x) => x.id === id);
  return b ? localName(b.name, b.names) : id;
}

/** The map's hexsides that are crossing sites, by key, with their names. */
export function crossingSites(): Map<string, { a: string; b: string; name: string | null }> {
  const out = new Map<string, { a: string; b: string; name: string | null }>();
  for (const h of shown?.map.hexsides ?? []) {
    if (!h.features?.includes('crossing-site')) continue;
    out.set(sideKey(h.a, h.b), { a: h.a, b: h.b, name: h.name ? localName(h.name, h.names) : null });
  }
  return out;
}

/** A crossing site's name, when the hexside is one. */
export function siteName(a: string, b: string): string | null {
  if (!sites) {
    sites = new Map();
    for (const h of shown?.map.hexsides ?? [])
      if (h.name && h.features?.includes('crossing-site'))
        sites.set(sideKey(h.a, h.b), { name: h.name, names: h.names });
  }
  const s = sites.get(sideKey(a, b));
  return s ? localName(s.name, s.names) : null;
}
