// Whether crash recovery works, on the page: a strip under the prompt bar while the host says its journal cannot
// be written (DocInfo.recovery: a full disk, the data folder gone or read-only, a game too long for one file),
// in the page's language, for as long as that lasts. Not a toast: it goes only when the journal works again.

import type { DocInfo } from '../../schemas/host-api.js';
import { t } from '../i18n/index.js';
import { el } from './dom.js';

/** Why recovery is off, in the page's language (the host's English sentence for a cause it has no words for). */
export function recoveryText(off: NonNullable<DocInfo['recovery']>): string {
  const key = `recovery.off.${off.code}`;
  // An unforeseen failure names itself at the end of the host's sentence: "(EIO)".
  const why = /\(([^()]*)\)\s*$/.exec(off.message)?.[1] ?? off.code;
  const text = t(key, { why });
  return text === key ? off.message : text;
}

/** The strip (role "status": read out when it appears, never takes the focus). */
export class RecoveryStatus {
  readonly element = el('div', {
    role: 'status',
    class: 'recovery-status',
    'data-testid': 'recovery-status',
    hidden: true,
  });

  /** Show why recovery is off for the open game, or nothing while it works (or with no game). */
  update(doc: DocInfo | null | undefined): void {
    const off = doc?.recovery;
    this.element.hidden = !off;
    this.element.dataset.code = off?.code ?? '';
    this.element.textContent = off ? recoveryText(off) : '';
    this.element.setAttribute('aria-label', t('recovery.label'));
  }
}
