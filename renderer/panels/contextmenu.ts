// The counter context menu (DOM, role "menu"): Flip, Lose a step, Restore a step, Send to dead pile; for a
// marker: Flip, Remove marker. In enforced and advisory modes each item is what the rules allow now (the game's
// own action it stands for) or disabled with the reason (rulesnow.ts): a disabled item stays focusable, and
// hovering or focusing it shows why under the items.

import type { JsonObject, Piece } from '../../engine/core/types.js';
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

/** What an item does now: the game's own action it stands for, or why it is disabled; its words if not the verb's. */
export interface MenuItemState {
  /** Disabled: the rule that forbids it now, in words. */
  reason?: string;
  /** The action the item sends instead of its table verb (the game's verb the rules accept now). */
  action?: { verb: string; args: JsonObject };
  /** The item's words, when they say more than the verb's ("Flip to German Airpower"). */
  label?: string;
}

/** What a chosen item sends: its verb, or the game's own action it stands for. */
export type MenuRun = (verb: string, action?: { verb: string; args: JsonObject }) => void;

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

/**
 * Open the menu for a piece at client coordinates; `run` performs the chosen item, `states` each item's state, `name`
 * the piece's printed name (the menu's label; its id without one).
 */
export function openContextMenu(
  piece: Piece,
  at: { x: number; y: number },
  run: MenuRun,
  states: ReadonlyMap<string, MenuItemState> = new Map(),
  name: string = piece.id,
): void {
  closeContextMenu();
  const menu = el('div', {
    role: 'menu',
    class: 'context-menu',
    'aria-label': `${t('menu.label')}: ${name}`,
    'data-piece': piece.id,
  });
  // Why the item under the pointer or the focus is disabled (empty for an enabled one).
  const why = el('p', { class: 'menu-reason', id: `menu-reason-${piece.id}`, 'data-testid': 'menu-reason' });
  why.hidden = true;
  const explain = (reason: string | undefined) => {
    why.textContent = reason ?? '';
    why.hidden = !reason;
  };
  for (const v of menuVerbs(piece)) {
    const s = states.get(v.verb) ?? {};
    const item = el('button', {
      type: 'button',
      role: 'menuitem',
      text: s.label ?? t(v.key),
      'data-verb': v.verb,
      'data-action': s.action?.verb,
      'aria-disabled': s.reason ? 'true' : undefined,
      'aria-describedby': s.reason ? why.id : undefined,
      title: s.reason,
    });
    item.addEventListener('click', () => {
      if (s.reason) return explain(s.reason);
      closeContextMenu();
      run(v.verb, s.action);
    });
    for (const ev of ['pointerenter', 'focus'] as const) item.addEventListener(ev, () => explain(s.reason));
    menu.append(item);
  }
  menu.append(why);
  menu.style.left = `${Math.min(at.x, window.innerWidth - 320)}px`;
  menu.style.top = `${Math.min(at.y, window.innerHeight - 260)}px`;
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
  // The first item the rules allow takes the focus (else the first, which then says why it is disabled).
  const first = menu.querySelector<HTMLButtonElement>('[role=menuitem]:not([aria-disabled])');
  (first ?? menu.querySelector<HTMLButtonElement>('[role=menuitem]'))?.focus();
}
