// The About page's list of the rule options a module's rules offer (its page plug-in's, from the engine's data, by
// manifest.rules): each option's rule reference, what it decides and its default, in the current language.

import type { GameModule } from '../../engine/core/module.js';
import { gameFor } from '../games/index.js';
import { t } from '../i18n/index.js';
import { el } from './dom.js';

/** One row of the options table, worded in the current language. */
export interface RuleOptionRow {
  id: string;
  ref: string;
  decides: string;
  default: string;
}

/** A default value in words: yes or no, a number, or the game's word for it (`<rules>.optionValues.<value>`). */
function defaultText(rules: string, v: string | number | boolean): string {
  if (typeof v === 'boolean') return t(v ? 'ruleOptions.yes' : 'ruleOptions.no');
  if (typeof v === 'number') return String(v);
  return t(`${rules}.optionValues.${v}`, { defaultValue: v });
}

/** The rows for a module's rules; none for rules without options (the 'table' rules). */
export function ruleOptionRows(m: GameModule): RuleOptionRow[] {
  const rules = m.manifest.rules;
  return (gameFor(rules).options ?? []).map((o) => ({
    id: o.id,
    ref: o.ref,
    // The English text is the engine's note; the game's catalogue words it (`<rules>.options.<id>`).
    decides: t(`${rules}.options.${o.id}`, { defaultValue: o.text }),
    default: defaultText(rules, o.default),
  }));
}

/** A heading and the `rule-options` table, or nothing when the rules have no options. */
export function ruleOptionsSection(m: GameModule): Node[] {
  const rows = ruleOptionRows(m);
  if (rows.length === 0) return [];
  const table = el(
    'table',
    { class: 'data list', 'data-testid': 'rule-options' },
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { text: t('ruleOptions.ref') }),
        el('th', { text: t('ruleOptions.option') }),
        el('th', { text: t('ruleOptions.decides') }),
        el('th', { text: t('ruleOptions.default') }),
      ),
    ),
  );
  const tbody = el('tbody');
  for (const r of rows) {
    tbody.append(
      el(
        'tr',
        { 'data-option': r.id },
        el('td', { text: r.ref }),
        el('td', { text: r.id }),
        el('td', { text: r.decides }),
        el('td', { text: r.default }),
      ),
    );
  }
  table.append(tbody);
  return [
    el('h3', { text: t('ruleOptions.title') }),
    el('p', { class: 'note', text: t('ruleOptions.intro') }),
    el('div', { class: 'scroll' }, table),
  ];
}
