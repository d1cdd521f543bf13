// The hand-over curtain of hot-seat play with fog of war: when the side to act changes at one screen, the whole
// page is covered ("Axis to play — click when the Allied player looks away"), the page drops the side it showed
// (store.ts setGate: no view, no log line), and the host is asked for the next side's view only after the click,
// so the data of one side is never in the page while the other looks.

import { t } from '../i18n/index.js';
import { el } from './dom.js';

/** The curtain element (one per page). */
export class Curtain {
  private readonly title = el('h2', { class: 'curtain-title', 'data-testid': 'curtain-title' });
  private readonly text = el('p', { class: 'curtain-text' });
  private readonly button = el('button', { type: 'button', class: 'curtain-button', 'data-testid': 'curtain-button' });
  /** Before handing over, the player who just acted may still take his own action back (enforced: not past a roll). */
  private readonly undoButton = el('button', {
    type: 'button',
    class: 'curtain-undo',
    'data-testid': 'curtain-undo',
    hidden: true,
  });
  readonly element = el(
    'div',
    { class: 'curtain', 'data-testid': 'curtain', role: 'dialog', 'aria-modal': 'true', hidden: true },
    el('div', { class: 'curtain-card' }, this.title, this.text, this.button, this.undoButton),
  );
  private onUndo: (() => void) | null = null;
  private onReveal: (() => void) | null = null;
  /** The side the curtain hands over to, or null while it is down. */
  forSide: string | null = null;

  constructor() {
    this.undoButton.addEventListener('click', (e) => {
      // The undo is not a hand-over: the curtain's own click must not run. Once only: its answer says what next.
      e.stopPropagation();
      const undo = this.onUndo;
      this.onUndo = null;
      this.undoButton.hidden = true;
      undo?.();
    });
    this.element.addEventListener('click', () => this.reveal());
    this.element.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        this.reveal();
      }
    });
  }

  /** Cover the page until a click; then `reveal` runs once. `undo`: the previous player may take his action back. */
  show(next: string, nextName: string, previousName: string, reveal: () => void, undo?: () => void): void {
    this.forSide = next;
    this.onReveal = reveal;
    this.onUndo = undo ?? null;
    this.undoButton.hidden = !undo;
    this.undoButton.textContent = t('play.curtain.undo', { side: previousName });
    this.title.textContent = t('play.curtain.title', { side: nextName });
    this.text.textContent = t('play.curtain.text', { side: nextName, other: previousName });
    this.button.textContent = t('play.curtain.button', { side: nextName });
    this.element.setAttribute('aria-label', this.title.textContent);
    this.element.hidden = false;
    this.button.focus();
  }

  private reveal(): void {
    const f = this.onReveal;
    this.onReveal = null;
    f?.();
  }

  /** Take the curtain away. */
  hide(): void {
    this.element.hidden = true;
    this.onReveal = null;
    this.forSide = null;
  }

  get shown(): boolean {
    return !this.element.hidden;
  }
}
