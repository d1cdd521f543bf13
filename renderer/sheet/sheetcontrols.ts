// The counter sheet's DOM buttons, over its title row at the right of the map: the counter legend ("?"), zoom the
// sheet out and in, and hide it (the map then takes its width); once hidden, the legend and a button that shows
// the sheet again. Accessible by role and name.

import { t } from '../i18n/index.js';
import { clear, el } from '../panels/dom.js';

/** What the buttons do; the map view owns the sheet. */
export interface SheetControlActions {
  legend(): void;
  zoom(steps: number): void;
  setCollapsed(collapsed: boolean): void;
  collapsed(): boolean;
}

/** The buttons' group element; render() again after a language change or a state change. */
export class SheetControls {
  readonly element = el('div', { class: 'sheet-controls', role: 'group', 'data-testid': 'sheet-controls' });

  constructor(private actions: SheetControlActions) {
    this.render();
  }

  /** (Re)build the buttons for the sheet's state, in the current language. */
  render(): void {
    clear(this.element);
    const collapsed = this.actions.collapsed();
    this.element.setAttribute('aria-label', t('sheet.controls'));
    this.element.classList.toggle('collapsed', collapsed);
    const button = (label: string, text: string, onclick: () => void, extra: Record<string, string> = {}) =>
      el('button', { type: 'button', class: 'icon', 'aria-label': label, title: label, text, onclick, ...extra });
    const legend = button(t('sheet.legend'), '?', () => this.actions.legend(), {
      'aria-haspopup': 'dialog',
      'data-cmd': 'legend',
    });
    if (collapsed) {
      const show = button(t('sheet.show'), `‹ ${t('sheet.title')}`, () => this.actions.setCollapsed(false), {
        'aria-expanded': 'false',
        class: 'small',
      });
      this.element.append(legend, show);
      return;
    }
    this.element.append(
      legend,
      button(t('sheet.zoomOut'), '−', () => this.actions.zoom(-1)),
      button(t('sheet.zoomIn'), '+', () => this.actions.zoom(1)),
      button(t('sheet.hide'), '›', () => this.actions.setCollapsed(true), { 'aria-expanded': 'true' }),
    );
  }
}
