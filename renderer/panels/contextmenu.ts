// The counter context menu (DOM, role "menu"): Flip, Lose a step, Restore a step, Send to dead pile; for a
// marker: Flip, Remove marker.

import type { Piece } from '../../engine/core/types.js';
import { t } from '../i18n/index.js';
import { el } from './dom.js';

/** The verbs the menu offers, in order, with their message keys. */
export const COUNTER_VERBS = [
  { verb: 'flip', key: 'menu.flip' },
  { verb: 'loseStep', key: 'menu.loseStep' },
  { verb: 'restoreStep', key: 'menu.restoreStep' },
  { verb: 'eliminate', key: 'menu.eliminate' },
] as const;

/** A marker has no steps: it can be flipped (its back face, e.g. Allied / German airpower) or taken off. */
export const MARKER_VERBS = [
  { verb: 'flip', key: 'menu.flip' },
  { verb: 'removeMarker', key: 'menu.removeMarker' },
] as const;

/** The menu items for a piece: the unit verbs, or the marker verbs for a marker. */
export function menuVerbs(piece: Pick<Piece, 'kind'>): readonly { verb: string; key: string }[] {
  return piece.kind === 'marker' ? MARKER_VERBS : COUNTER_VERBS;
}

let open: HTMLElement | null = null;
let cleanup: (() => void) | null = null;

/** Close the open menu, if any; returns whether one was open. */
export function closeContextMenu(): boolean {
  if (!open) return false;
  open.remove();
  open = null;
  cleanup?.();
  cleanup = null;
  return true;
}

/** Open the menu for a piece at client coordinates; `run(verb)` performs the chosen item. */
export function openContextMenu(piece: Piece, at: { x: number; y: number }, run: (verb: string) => void): void {
  closeContextMenu();
  const menu = el('div', {
    role: 'menu',
    class: 'context-menu',
    'aria-label': `${t('menu.label')} ${piece.id}`,
    'data-piece': piece.id,
  });
  for (const v of menuVerbs(piece)) {
    const item = el('button', { type: 'button', role: 'menuitem', text: t(v.key), 'data-verb': v.verb });
    item.addEventListener('click', () => {
      closeContextMenu();
      run(v.verb);
    });
    menu.append(item);
  }
  menu.style.left = `${Math.min(at.x, window.innerWidth - 200)}px`;
  menu.style.top = `${Math.min(at.y, window.innerHeight - 180)}px`;
  menu.addEventListener('keydown', (e) => {
    const items = [...menu.querySelectorAll<HTMLButtonElement>('[role=menuitem]')];
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      items[(i + 1) % items.length].focus();
    }
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      items[(i - 1 + items.length) % items.length].focus();
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      closeContextMenu();
    }
  });
  document.body.append(menu);
  open = menu;
  const away = (e: PointerEvent) => {
    if (!menu.contains(e.target as Node)) closeContextMenu();
  };
  // Deferred, so the click that opened the menu does not close it.
  const timer = setTimeout(() => document.addEventListener('pointerdown', away, true), 0);
  cleanup = () => {
    clearTimeout(timer);
    document.removeEventListener('pointerdown', away, true);
  };
  (menu.querySelector('[role=menuitem]') as HTMLButtonElement | null)?.focus();
}
