// A small panel over Crusade's map for the units being moved: which of them go together (the whole stack or one
// unit alone: §10.1.1), what dragging or clicking does now, and why the last drop was refused, with its rule.

import { t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';

/** What the panel shows: a title, the groups to choose among (none for one unit), a hint, a refusal. */
export interface FocusShown {
  title: string;
  groups: { text: string }[];
  chosen: number;
  hint: string;
  note: string | null;
}

/** The panel. */
export class MapPanel {
  readonly element = el('section', { class: 'crusade-focus game-panel', 'data-testid': 'focus-panel', hidden: true });

  /** `pick(i)` chooses group i; `close` lets go of the units. */
  constructor(
    private pick: (i: number) => void,
    private close: () => void,
  ) {}

  /** Show `f`, or hide with null. */
  show(f: FocusShown | null): void {
    const e = this.element;
    clear(e);
    e.hidden = !f;
    if (!f) return;
    e.setAttribute('aria-label', f.title);
    const x = el('button', { type: 'button', class: 'icon', 'aria-label': t('crusade.map.letGo'), text: '×' });
    x.addEventListener('click', () => this.close());
    e.append(el('div', { class: 'panel-head' }, el('h2', { 'data-testid': 'focus-title', text: f.title }), x));
    if (f.groups.length > 1) {
      const set = el('fieldset', { class: 'focus-groups', 'data-testid': 'focus-groups' });
      set.append(el('legend', { text: t('crusade.map.together') }));
      f.groups.forEach((g, i) => {
        const r = el('input', { type: 'radio', name: 'focus-group', value: String(i) }) as HTMLInputElement;
        r.checked = i === f.chosen;
        r.addEventListener('change', () => this.pick(i));
        set.append(el('label', { class: 'focus-group', 'data-group': i }, r, ` ${g.text}`));
      });
      e.append(set);
    }
    e.append(el('p', { class: 'focus-hint', 'data-testid': 'focus-hint', text: f.hint }));
    if (f.note)
      e.append(el('p', { class: 'violation', role: 'note', 'data-testid': 'focus-note', text: `⚠ ${f.note}` }));
  }
}
