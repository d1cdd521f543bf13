// La Batalla del Ebro's small words shared by its log, answers and panels: a list of units by their names, a hex or
// a box by its name, a hexside (a crossing's place, with the map's name for a crossing site), the kinds of work, the
// initiative track's squares, odds and signed numbers. Pure: the namers come from the page.

import { t } from '../../i18n/index.js';

/** A string of a JSON value ('' when absent). */
export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
/** The strings of a JSON list (none when it is not one). */
export const strs = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** A hex id of the Ebro map ("A:1226"). */
export const isHex = (id: string): boolean => /^[AB]:\d{4}$/.test(id);

/** Units named in a list: one or two by name, more as the first and a count. */
export function unitList(ids: readonly string[], name: (id: string) => string): string {
  if (ids.length === 0) return '—';
  if (ids.length <= 2) return ids.map(name).join(', ');
  return t('ebro.words.unitsMore', { first: name(ids[0]!), count: ids.length - 1 });
}

/** A place of a move (a hex id, or an off-map box named by the page). */
export function placeText(id: string, box: (id: string) => string): string {
  return isHex(id) ? id : box(id);
}

/** A hexside: its two hexes, or one hex for a work in a hex; a crossing site's name when the map has one. */
export function hexsideText(a: string, b: string, siteName?: (a: string, b: string) => string | null): string {
  if (a === b || !b) return a;
  const name = siteName?.(a, b);
  return name ? t('ebro.words.hexsideNamed', { name, a, b }) : t('ebro.words.hexside', { a, b });
}

/** A work or crossing kind in words. */
export const kindText = (kind: string): string => t(`ebro.words.kinds.${kind}`, { defaultValue: kind });

/** A signed number: +2, -1, 0. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A DRM after a roll in a log line: " +2" ('' when none). */
export const drmSuffix = (v: unknown): string => (typeof v === 'number' && v !== 0 ? ` ${signed(v)}` : '');

/** Odds as the chart reads them: "3:1", "1:2"; ∞ without defence. */
export function oddsText(ratio: unknown): string {
  const r = Number(ratio);
  if (!Number.isFinite(r)) return '∞';
  if (r >= 1) return `${Math.floor(r * 10) / 10}:1`;
  return `1:${Math.round((1 / r) * 10) / 10}`;
}

/** III the initiative marker's square in words: 0-3 Republican 3..0, 4-7 Nationalist 0..3 (ourwar/state.ts). */
export function squareText(index: number): string {
  return index <= 3 ? t('ebro.words.squareRep', { n: 3 - index }) : t('ebro.words.squareNat', { n: index - 4 });
}

/** III the side holding the initiative at a square (the same split). */
export const holderAt = (index: number): 'republican' | 'nationalist' => (index <= 3 ? 'republican' : 'nationalist');
