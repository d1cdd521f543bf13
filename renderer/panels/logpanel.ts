// The log panel: every action of the game in readable text, with its dice and any rule violations.

import type { LogLine } from '../../schemas/host-api.js';
import { t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { formatLogLine, lastRoll, type LogNamers, type PieceNamer, type PlaceNamer } from './logtext.js';

/** The log panel element. */
export class LogPanel {
  readonly list = el('ol', { class: 'log-list', 'aria-label': t('log.title'), 'data-testid': 'log' });
  /** "Add note": opens the note dialog (the app sets what it does). */
  readonly noteButton = el('button', { type: 'button', class: 'small', 'data-cmd': 'note', text: t('log.addNote'), disabled: true });
  readonly element = el('section', { class: 'panel log', role: 'log', 'aria-label': t('log.title') },
    el('div', { class: 'panel-head' }, el('h2', { text: t('log.title') }), this.noteButton), this.list);

  constructor(onNote?: () => void) {
    if (onNote) this.noteButton.addEventListener('click', onNote);
  }

  /** Show the whole log (newest last, scrolled into view). */
  update(log: readonly LogLine[], name: PieceNamer, place?: PlaceNamer, names?: LogNamers): void {
    clear(this.list);
    (this.element.querySelector('h2') as HTMLElement).textContent = t('log.title');
    this.element.setAttribute('aria-label', t('log.title'));
    this.list.setAttribute('aria-label', t('log.title'));
    this.noteButton.textContent = t('log.addNote');
    if (log.length === 0) {
      this.list.append(el('li', { class: 'muted', text: t('log.empty') }));
      return;
    }
    for (const line of log) {
      const f = formatLogLine(line, name, place, names);
      const li = el('li', { 'data-seq': line.seq, 'data-verb': line.verb }, el('span', { text: f.text }));
      for (const e of f.events) li.append(el('div', { class: 'event', text: e }));
      for (const v of f.violations) li.append(el('div', { class: 'violation', text: `⚠ ${v}` }));
      this.list.append(li);
    }
    this.list.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }
}

/** The dice panel: the latest roll from the log. */
export class DicePanel {
  readonly result = el('output', { class: 'dice-result', 'data-testid': 'dice-result', 'aria-live': 'polite' });
  readonly element = el('section', { class: 'panel dice', 'aria-label': t('dice.title') }, el('h2', { text: t('dice.title') }), this.result);

  /** Show the latest roll. */
  update(log: readonly LogLine[]): void {
    (this.element.querySelector('h2') as HTMLElement).textContent = t('dice.title');
    const r = lastRoll(log);
    this.result.textContent = r ? t('dice.result', { dice: r.dice.join(', '), total: r.total }) : t('dice.none');
    this.result.dataset.seq = r ? String(r.seq) : '';
    this.result.dataset.dice = r ? r.dice.join(',') : '';
  }
}

/** The alert region: host errors, with their message; dismissable. */
export class AlertRegion {
  readonly element = el('div', { role: 'alert', class: 'alert', 'data-testid': 'alert' });

  /** Show an error message. */
  show(message: string): void {
    clear(this.element);
    this.element.append(el('span', { text: message }),
      el('button', { type: 'button', class: 'icon', 'aria-label': t('errors.dismiss'), text: '×', onclick: () => this.hide() }));
    this.element.classList.add('shown');
  }

  /** Clear the alert. */
  hide(): void {
    clear(this.element);
    this.element.classList.remove('shown');
  }
}
