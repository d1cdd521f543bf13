// The always-visible game status (turn, phase, side to play, mode) and the window title.

import type { Snapshot } from '../../schemas/host-api.js';
import type { GameModule } from '../../engine/core/module.js';
import { localName, t } from '../i18n/index.js';
import { clear, el } from './dom.js';

/** The title text: file name (or Untitled), an unsaved mark, the app name. */
export function titleText(snap: Snapshot | null): string {
  const doc = snap?.doc;
  if (!doc) return t('app.name');
  const name = doc.fileName ?? t('app.untitled');
  return `${doc.dirty ? '• ' : ''}${name} — ${t('app.name')}`;
}

/** The status strip element. */
export class StatusBar {
  readonly element = el('div', { class: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'turn-status' });

  /** Show the current turn and phase. */
  update(snap: Snapshot | null, module: GameModule | null): void {
    clear(this.element);
    const st = snap?.view?.state;
    if (!st) {
      this.element.append(el('span', { text: t('status.noGame') }));
      return;
    }
    const side = module?.manifest.sides.find((s) => s.id === st.activeSide);
    const file = snap?.doc?.fileName ?? t('app.untitled');
    this.element.append(
      el('span', { class: 'file', 'data-testid': 'file-name', text: `${file}${snap?.doc?.dirty ? ' •' : ''}`, title: snap?.doc?.dirty ? t('app.unsaved') : undefined }),
      el('span', { class: 'turn', 'data-testid': 'turn', text: t('status.turn', { turn: st.turn }) }),
      el('span', { class: 'phase', 'data-testid': 'phase', text: t('status.phase', { phase: st.phase }) }),
      el('span', { class: 'side', text: t('status.side', { side: side ? localName(side.name, side.names) : st.activeSide }) }),
      el('span', { class: 'mode', text: t('status.mode', { mode: t(`status.modes.${st.mode}`) }) }),
    );
  }
}
