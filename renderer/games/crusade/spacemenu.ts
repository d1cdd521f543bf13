// A small menu at a place on the map (a space clicked, a unit dropped, a counter of the sheet): what may be done
// there, each a button in words with what it costs, and what a rule forbids there shown too, disabled, with the
// rule and the reason on hover and focus. Escape, a click elsewhere or any choice closes it.

import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';

/** One choice of the menu: its words, a detail (a cost), and `why` when a rule forbids it (then disabled). */
export interface MenuItem {
  text: string;
  detail?: string;
  why?: string;
  /** A data-choice value for tests and styling. */
  id?: string;
  run?(): void;
}

/** The menu; one open at a time. */
export class SpaceMenu {
  readonly element = el('div', {
    class: 'space-menu game-panel',
    role: 'menu',
    'data-testid': 'space-menu',
    hidden: true,
  });
  private away = (e: PointerEvent) => {
    if (!this.element.contains(e.target as Node)) this.close();
  };

  /** Whether the menu is open. */
  get open(): boolean {
    return !this.element.hidden;
  }

  /** Open the menu at page point `at` (CSS pixels) under `title`, with `items`. */
  show(at: { x: number; y: number }, title: string, items: MenuItem[]): void {
    const m = this.element;
    m.replaceChildren(el('div', { class: 'space-menu-title', text: title }));
    m.setAttribute('aria-label', title);
    for (const item of items) m.append(this.button(item));
    m.hidden = false;
    const w = Math.max(m.offsetWidth, 200);
    const h = Math.max(m.offsetHeight, 60);
    m.style.left = `${Math.max(4, Math.min(at.x + 12, window.innerWidth - w - 8))}px`;
    m.style.top = `${Math.max(4, Math.min(at.y - 10, window.innerHeight - h - 8))}px`;
    // Opened by a click on the map: a click anywhere else afterwards closes it.
    setTimeout(() => document.addEventListener('pointerdown', this.away, true), 0);
    m.querySelector<HTMLButtonElement>('button:not([aria-disabled="true"])')?.focus({ preventScroll: true });
  }

  /** Close it (nothing is done). */
  close(): void {
    if (this.element.hidden) return;
    this.element.hidden = true;
    this.element.replaceChildren();
    document.removeEventListener('pointerdown', this.away, true);
  }

  private button(item: MenuItem): HTMLButtonElement {
    const b = el(
      'button',
      { type: 'button', role: 'menuitem', class: 'space-menu-item', 'data-choice': item.id },
      el('span', { text: item.text }),
    );
    if (item.detail) b.append(el('span', { class: 'space-menu-detail', text: item.detail }));
    if (item.why) {
      refused(b, item.why);
      b.append(el('span', { class: 'space-menu-why', text: item.why }));
    }
    b.addEventListener('click', () => {
      if (item.why || !item.run) return;
      this.close();
      item.run();
    });
    b.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      this.close();
    });
    return b;
  }
}

/** Mark a button as refused by a rule: shown, focusable, not pressable, the rule and reason on hover and focus. */
export function refused(b: HTMLElement, why: string): void {
  b.setAttribute('aria-disabled', 'true');
  b.classList.add('refused');
  b.title = why;
  b.dataset.why = why;
  b.setAttribute('aria-description', t('crusade.map.refused', { why }));
}
