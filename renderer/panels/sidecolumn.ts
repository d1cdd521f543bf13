// The side column (status, dice, stack inspector, log) with a button that folds it to a narrow strip, so the map
// gets the room on small screens (1280×720); the choice is remembered.

import { onLanguageChange, t } from '../i18n/index.js';
import { el } from './dom.js';
import { recallFlag, rememberFlag } from './remember.js';

/** The <aside> holding the side panels, and its hide / show button. */
export class SideColumn {
  private readonly body: HTMLElement;
  private readonly toggle = el('button', {
    type: 'button',
    class: 'icon side-toggle',
    'aria-controls': 'side-panels',
    'data-testid': 'side-toggle',
  });
  readonly element: HTMLElement;

  constructor(...panels: HTMLElement[]) {
    this.body = el('div', { class: 'side-body', id: 'side-panels' }, ...panels);
    this.element = el('aside', { class: 'side' }, el('div', { class: 'side-bar' }, this.toggle), this.body);
    this.toggle.addEventListener('click', () => this.setCollapsed(!this.collapsed));
    this.setCollapsed(recallFlag('side.collapsed'), false);
    onLanguageChange(() => this.label());
  }

  /** Whether the column is folded. */
  get collapsed(): boolean {
    return this.element.classList.contains('collapsed');
  }

  /** Fold or unfold the column (remembered unless `save` is false). */
  setCollapsed(collapsed: boolean, save = true): void {
    this.element.classList.toggle('collapsed', collapsed);
    this.body.hidden = collapsed;
    if (save) rememberFlag('side.collapsed', collapsed);
    this.label();
  }

  private label(): void {
    const c = this.collapsed;
    const name = t(c ? 'side.show' : 'side.hide');
    this.toggle.setAttribute('aria-label', name);
    this.toggle.title = name;
    this.toggle.setAttribute('aria-expanded', String(!c));
    this.toggle.textContent = c ? '‹' : '›';
  }
}
