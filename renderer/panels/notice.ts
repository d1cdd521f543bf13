// A short notice under the prompt bar ("Turn saved as …: send it to Bob"), dismissable, gone after a while; and
// handing a file to the person as a download (a Blob and an <a download>: browser mode and Electron alike).

import { t } from '../i18n/index.js';
import { clear, el } from './dom.js';

/** How long a notice stays up unless dismissed. */
const NOTICE_MS = 15_000;

/** The notice region (role "status": read out, never steals the focus). */
export class Notice {
  readonly element = el('div', { role: 'status', class: 'notice', 'data-testid': 'notice' });
  private timer: ReturnType<typeof setTimeout> | undefined;

  /** Show `text` until dismissed or for NOTICE_MS. */
  show(text: string): void {
    clearTimeout(this.timer);
    clear(this.element);
    this.element.append(
      el('span', { 'data-testid': 'notice-text', text }),
      el('button', {
        type: 'button',
        class: 'icon',
        'aria-label': t('mail.dismiss'),
        text: '×',
        onclick: () => this.hide(),
      }),
    );
    this.element.classList.add('shown');
    this.timer = setTimeout(() => this.hide(), NOTICE_MS);
  }

  /** Take the notice down. */
  hide(): void {
    clearTimeout(this.timer);
    clear(this.element);
    this.element.classList.remove('shown');
  }
}

/** Hand a text file to the person: the browser's download (Electron asks where to save it). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = el('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once started; the object URL is freed after it had time to begin.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
