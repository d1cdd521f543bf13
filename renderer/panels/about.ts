// "About this module" (the reconstructed values) and the Charts panel (CRT, TEC... as HTML tables, with a
// visible "Reconstructed" badge on any chart holding reconstructed values).

import type { GameModule } from '../../engine/core/module.js';
import type { JsonValue } from '../../engine/core/types.js';
import {
  chartHasReconstructed,
  isReconstructed,
  listReconstructed,
  type ReconstructedSubject,
} from '../../engine/core/provenance.js';
import { currentLanguage, localName, t } from '../i18n/index.js';
import { chartText } from './charttext.js';
import { ruleOptionsSection } from './ruleoptions.js';
import { showDialog } from './dialog.js';
import { el } from './dom.js';
import type { GamePage } from '../games/types.js';

/** Show the About dialog for a module (`game`: its rules' page plug-in, for its own sections). */
export async function aboutDialog(m: GameModule, game: GamePage): Promise<void> {
  const items = listReconstructed(m);
  const body: (Node | string)[] = [
    el('p', { text: localName(m.manifest.title, m.manifest.titles) }),
    el('p', { text: t('about.version', { version: m.manifest.version }) }),
    el('p', { text: t('about.rulebook', { rulebook: m.manifest.rulebook }) }),
    // Rules that check nothing in any mode (the table): players should know before choosing "Enforced".
    ...(game.rulesNote ? [el('p', { class: 'note', 'data-testid': 'table-rules-note', text: game.rulesNote() })] : []),
    // The rules' named options (digest ambiguities), from the rules id: none under the 'table' rules.
    ...ruleOptionsSection(m),
    // The game's own sections (a card game's manual events).
    ...(game.aboutSections?.(m) ?? []),
    el('h3', { text: t('about.reconstructed') }),
  ];
  if (items.length === 0) body.push(el('p', { text: t('about.none') }));
  else {
    const table = el(
      'table',
      { class: 'data list', 'data-testid': 'reconstructed-list' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { text: t('about.what') }),
          el('th', { text: t('about.where') }),
          el('th', { text: t('about.reason') }),
        ),
      ),
    );
    const tbody = el('tbody');
    for (const i of items) {
      tbody.append(
        el(
          'tr',
          {},
          el('td', { text: reconstructedWhat(i.subject, m) }),
          el('td', { text: i.where }),
          el('td', { text: localName(i.reason, i.reasons) }),
        ),
      );
    }
    table.append(tbody);
    body.push(el('div', { class: 'scroll' }, table));
  }
  await showDialog({
    title: t('about.title'),
    testid: 'about-dialog',
    body,
    wide: true,
    buttons: [{ label: t('dialog.close'), value: 'close', primary: true }],
  });
}

/** What a reconstructed item is about, in the current language, with the module's own translated names. */
export function reconstructedWhat(s: ReconstructedSubject, m: GameModule): string {
  type Named = { id: string; name: string; names?: Record<string, string> };
  const named = (list: readonly Named[], id: string, name: string) => {
    const x = list.find((y) => y.id === id);
    return x ? localName(x.name, x.names) : name;
  };
  switch (s.kind) {
    case 'map':
      return t('about.items.map');
    case 'module':
      return t('about.items.module', { name: localName(m.manifest.title, m.manifest.titles) });
    case 'nationality':
      return t('about.items.nationality', { name: named(m.manifest.nationalities, s.id, s.name) });
    case 'terrain':
      return t('about.items.terrain', { name: named(m.map.terrain, s.id, s.name) });
    case 'marker':
      return t('about.items.marker', { name: named(m.markers, s.id, s.name) });
    case 'chart':
      return t('about.items.chart', { name: named(m.charts, s.id, s.name) });
    case 'scenario':
      return t('about.items.scenario', { name: named(m.scenarios, s.id, s.name) });
    case 'chartCells':
      return t('about.items.chartCells', { name: named(m.charts, s.id, s.name), count: s.count, total: s.total });
    case 'unit':
      if (s.field === undefined) return t('about.items.unit', { name: s.name });
      // A field id the catalogue does not know (a future module's own field) is shown as written.
      return t('about.items.unitField', {
        name: s.name,
        field: /[.:]/.test(s.field) ? s.field : t(`about.fields.${s.field}`, { defaultValue: s.field }),
      });
    case 'card': {
      const name = named((m.cards ?? []) as Named[], s.id, s.name);
      if (s.field === undefined) return t('about.items.card', { name });
      return t('about.items.cardField', { name, field: t(`about.cardFields.${s.field}`, { defaultValue: s.field }) });
    }
    default: {
      const what = t(`about.items.${s.kind}`, { count: s.count });
      return s.ids.length ? `${what} (${s.ids.join(', ')})` : what;
    }
  }
}

function cellText(v: JsonValue): string {
  if (v === null) return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Show the module's charts as tables. */
export async function chartsDialog(m: GameModule): Promise<void> {
  const body: (Node | string)[] = [];
  if (m.charts.length === 0) body.push(el('p', { text: t('charts.none') }));
  for (const c of m.charts) {
    const name = localName(c.name, c.names);
    const head = el('h3', { text: name });
    if (chartHasReconstructed(c)) {
      head.append(' ', el('span', { class: 'badge', 'data-testid': 'reconstructed-badge', text: t('charts.badge') }));
    }
    const table = el('table', { class: 'data chart', 'data-chart': c.id, 'aria-label': name });
    const text = chartText(c, currentLanguage());
    const tr = el('tr', {}, el('th', { text: t('charts.row') }));
    for (const col of text.columns) tr.append(el('th', { scope: 'col', text: col }));
    table.append(el('thead', {}, tr));
    const tbody = el('tbody');
    for (const [ri, r] of text.rows.entries()) {
      const row = el('tr', {}, el('th', { scope: 'row', text: r.key }));
      r.cells.forEach((cell, i) => {
        const rec = isReconstructed(c.rows[ri].prov?.[i]);
        row.append(
          el('td', {
            class: rec ? 'reconstructed' : undefined,
            title: rec ? t('charts.badge') : undefined,
            text: cellText(cell),
          }),
        );
      });
      tbody.append(row);
    }
    table.append(tbody);
    body.push(
      el(
        'section',
        { class: 'chart-block' },
        head,
        el('div', { class: 'scroll' }, table),
        text.notes ? el('p', { class: 'notes', text: text.notes }) : null,
      ),
    );
  }
  await showDialog({
    title: t('charts.title'),
    testid: 'charts-dialog',
    body,
    wide: true,
    buttons: [{ label: t('dialog.close'), value: 'close', primary: true }],
  });
}
