// A broken rule in the page's language: the catalogue's `violations.<rule id>` with the violation's params when
// the catalogue has it (and every value it needs is there), the engine's English sentence otherwise, and always
// the rulebook section ("… (rule 6.3)"). Units are named by their printed names (the page's piece namer), never
// by ids; a violation whose params say what was tried or why (`verb`, `why`) may have words of its own for each
// (`violations.<rule id>_<verb or why>`, i18next's context), so a refusal matches what was tried. A rule of the
// game's own that the book does not number (a scenario's special rule) is cited `<kind>:<id>`: the game's catalogue
// words it (`violations.<game>.cites.<kind>.<id>`, with the violation's params), "(… rule …)" never showing the id.

import type { HostError } from '../../schemas/host-api.js';
import type { JsonObject } from '../../engine/core/types.js';
import { t } from '../i18n/index.js';

/** What a violation carries for the page (a recorded one may lack its message). */
export interface ViolationLike {
  rule: string;
  section: string;
  message?: string;
  params?: JsonObject;
}

/** How the page names a unit or a marker by its id (its printed name). */
export type UnitNamer = (id: string) => string;

/** The params that name a piece by its id: shown by its name. */
const PIECE_PARAMS = new Set(['unit', 'piece']);

/** The context a violation's words are chosen by: why it was refused, else the verb tried. */
function contextOf(params: JsonObject): string | undefined {
  const c = typeof params.why === 'string' ? params.why : typeof params.verb === 'string' ? params.verb : undefined;
  return c && /^[\w-]+$/.test(c) ? c : undefined;
}

/** The catalogue's words at `key` filled with `params` (units by `name`), or null when the catalogue lacks them or
 *  they need a value `params` lacks. */
function filled(key: string, params: JsonObject, context?: string, name?: UnitNamer): string | null {
  const template = t(key, context ? { context } : {});
  if (template === key) return null;
  const needed = [...template.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
  if (!needed.every((n) => params[n] !== undefined && params[n] !== null)) return null;
  const values: Record<string, string> = {};
  for (const [k, val] of Object.entries(params)) {
    if (typeof val === 'string') values[k] = PIECE_PARAMS.has(k) && name ? name(val) : val;
    else values[k] = JSON.stringify(val);
  }
  return t(key, { ...values, ...(context ? { context } : {}) });
}

/** The sentence alone (translated when the catalogue can), without the section; `name` names its units. */
export function violationSentence(v: ViolationLike, name?: UnitNamer): string {
  const params = v.params ?? {};
  return filled(`violations.${v.rule}`, params, contextOf(params), name) ?? v.message ?? v.rule;
}

/** A cite of a game's own rule the book does not number: `<kind>:<id>` (a scenario's special rule). */
const OWN_RULE = /^([\w-]+):([\w-]+)$/;

/** The words of a violation's cite when it is a rule of the game's own (`violations.<game>.cites.<kind>.<id>`, the
 *  game the rule id's first part), else null: a rulebook section, or a cite the catalogue does not word. */
export function citeText(v: ViolationLike, name?: UnitNamer): string | null {
  const own = OWN_RULE.exec(v.section);
  if (!own) return null;
  const game = v.rule.split('.')[0];
  return filled(`violations.${game}.cites.${own[1]}.${own[2]}`, v.params ?? {}, undefined, name);
}

/** A rulebook section as the words "rule …" take it: a book's own "§" dropped ("§9.04" → "9.04"). */
export function sectionText(section: string): string {
  return section.replace(/^§\s*/, '');
}

/** The sentence with its rule number: "Enemy ZOC stops … (rule 7.5)". */
export function violationText(v: ViolationLike, name?: UnitNamer): string {
  const text = violationSentence(v, name);
  if (!v.section || v.section === '—') return text;
  const cite = citeText(v, name);
  if (cite) return t('play.withCite', { text, cite });
  return t('play.withRule', { text, section: sectionText(v.section) });
}

/** What the alert says for a host error: its violations in words with their rules, else its message. */
export function errorText(e: HostError, name?: UnitNamer): string {
  if (e.violations && e.violations.length > 0) return e.violations.map((v) => violationText(v, name)).join(' · ');
  return e.message;
}
