// The stack inspector: a DOM panel listing every counter of the selected stack with its values.

import type { GameModule } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { isReduced, markerText, unitValues, valuesFormat } from '../map/counterface.js';
import { describeLocation, type PlaceNamer } from './logtext.js';
import { localName, t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { unitIsReconstructed } from './reconstructed.js';
import { unitSizeName, unitTypeName } from './vocabulary.js';

/** Callbacks of the inspector's rows. */
export interface InspectorActions {
  select(pieceId: string): void;
  menu(piece: Piece, client: { x: number; y: number }): void;
}

/** The inspector panel element and its update function. */
export class Inspector {
  readonly element = el('section', {
    class: 'panel inspector',
    'aria-label': t('inspector.label'),
    'data-testid': 'stack-inspector',
    hidden: true,
  });

  constructor(
    private actions: InspectorActions,
    private place?: PlaceNamer,
  ) {}

  /** Show a stack (top first), or hide when null. */
  show(module: GameModule | null, stack: Piece[] | null, selected: string | null): void {
    const e = this.element;
    clear(e);
    if (!module || !stack || stack.length === 0) {
      e.hidden = true;
      return;
    }
    e.hidden = false;
    e.setAttribute('aria-label', t('inspector.label'));
    const head = el(
      'div',
      { class: 'panel-head' },
      el('h2', { text: t('inspector.title', { where: describeLocation(stack[0].at as never, this.place) }) }),
      el('button', {
        type: 'button',
        class: 'icon',
        'aria-label': t('inspector.close'),
        text: '×',
        onclick: () => this.show(null, null, null),
      }),
    );
    const list = el('ul', { class: 'stack-list' });
    for (const p of [...stack].reverse()) list.append(this.row(module, p, p.id === selected));
    e.append(head, list);
  }

  private row(module: GameModule, p: Piece, selected: boolean): HTMLLIElement {
    const li = el('li', {
      class: selected ? 'selected' : undefined,
      'data-piece': p.id,
      tabindex: 0,
      // A list item may not carry aria-selected (no listbox: each row holds its menu button): "current" instead.
      'aria-current': selected ? 'true' : undefined,
    });
    li.addEventListener('click', () => this.actions.select(p.id));
    li.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        this.actions.select(p.id);
      }
    });
    li.addEventListener('contextmenu', (ev) => {
      ev.preventDefault();
      this.actions.menu(p, { x: ev.clientX, y: ev.clientY });
    });
    if (p.kind === 'marker') {
      const m = module.markers.find((d) => d.id === p.def);
      const name = m ? localName(m.name, m.names) : p.def;
      li.append(el('strong', { text: name }), el('span', { class: 'muted', text: ` (${t('inspector.marker')})` }));
      // The face it shows: a marker's back can mean something else (Allied / German airpower).
      if (m?.back) {
        const twoSided = t('sheet.twoSided', { front: markerText(m, false), back: markerText(m, true) });
        li.append(
          el('div', { class: 'muted', text: markerText(m, p.disrupted) }),
          el('div', { class: 'muted', 'data-testid': 'two-sided', text: twoSided }),
        );
      }
      li.append(this.moreButton(p, name));
      return li;
    }
    const u = module.units.find((d) => d.id === p.def);
    const nat = u ? module.manifest.nationalities.find((n) => n.id === u.nationality) : undefined;
    const swatch = el('span', { class: 'swatch', 'aria-hidden': 'true' });
    // CSSOM, not a style attribute: the page's CSP has no 'unsafe-inline' for styles.
    swatch.style.background = nat?.background ?? '#ccc';
    const name = u ? localName(u.name, u.names) : p.def;
    li.append(swatch, el('strong', { text: name }));
    if (u) {
      // The values of the side the unit is on: reduced values once it has lost a step, disrupted or not.
      const values = unitValues(module, p);
      if (values) {
        const key = valuesFormat(module) === 'combat-loss-movement' ? 'inspector.factorsCLM' : 'inspector.factors';
        li.append(el('div', { class: 'values', 'data-testid': 'unit-values', text: t(key, values) }));
      }
      const tags = [
        t('inspector.steps', { steps: p.steps, full: u.steps }),
        `${unitTypeName(u.type)}, ${unitSizeName(u.size)}`,
      ];
      if (isReduced(p, u)) tags.push(t('inspector.reduced'));
      if (p.disrupted) tags.push(t('inspector.disrupted'));
      li.append(el('div', { class: 'muted', text: tags.join(' · ') }));
      if (unitIsReconstructed(u)) {
        li.append(
          el('span', {
            class: 'rec-mark',
            'data-testid': 'reconstructed-mark',
            title: t('inspector.reconstructedMark'),
            text: `◆ ${t('inspector.reconstructedMark')}`,
          }),
        );
      }
    }
    li.append(this.moreButton(p, name));
    return li;
  }

  /** The row's "⋮" button: the same menu as a right click. */
  private moreButton(p: Piece, name: string): HTMLButtonElement {
    const more = el('button', {
      type: 'button',
      class: 'icon',
      'aria-label': `${t('menu.label')}: ${name}`,
      text: '⋮',
    });
    more.addEventListener('click', (ev) => {
      ev.stopPropagation();
      const r = more.getBoundingClientRect();
      this.actions.menu(p, { x: r.left, y: r.bottom });
    });
    return more;
  }
}
