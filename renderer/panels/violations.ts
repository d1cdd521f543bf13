// A broken rule in the page's language: the catalogue's `violations.<rule id>` with the violation's params when
// the catalogue has it (and every value it needs is there), the engine's English sentence otherwise, and always
// the rulebook section ("… (rule 6.3)").

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

/** The sentence alone (translated when the catalogue can), without the section. */
export function violationSentence(v: ViolationLike): string {
  const key = `violations.${v.rule}`;
  const template = t(key);
  if (template !== key) {
    const needed = [...template.matchAll(/{{(\w+)}}/g)].map((m) => m[1]!);
    const params = v.params ?? {};
    if (needed.every((n) => params[n] !== undefined && params[n] !== null)) {
      const values: Record<string, string> = {};
      for (const [k, val] of Object.entries(params)) values[k] = typeof val === 'string' ? val : JSON.stringify(val);
      return t(key, values);
    }
  }
  return v.message ?? v.rule;
}

/** The sentence with its rule number: "Enemy ZOC stops … (rule 7.5)". */
export function violationText(v: ViolationLike): string {
  const text = violationSentence(v);
  if (!v.section || v.section === '—') return text;
  return t('play.withRule', { text, section: v.section });
}

/** What the alert says for a host error: its violations in words with their rules, else its message. */
export function errorText(e: HostError): string {
  if (e.violations && e.violations.length > 0) return e.violations.map(violationText).join(' · ');
  return e.message;
}
