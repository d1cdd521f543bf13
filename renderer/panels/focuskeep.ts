// The focus never drops to <body> (issue 26 §4): the prompt bar's buttons, a game's panels and menus are drawn
// again after every action, and the button pressed goes with them. After each redraw (and each key), a focus left
// on <body> goes to the first control of the nearest part of the page still shown that the lost one was in (the
// new prompt answers, the rest of the hand), else to the map.

/** What can take the focus, in the order a person tabs. */
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Whether an element is shown (not hidden, not in a hidden part). */
const shown = (e: HTMLElement) => e.isConnected && e.getClientRects().length > 0;

/** Keeps the focus on the page. */
export class FocusKeeper {
  /** The element last focused and the parts of the page it was in, nearest first. */
  private trail: HTMLElement[] = [];

  /** `fallback`: where the focus goes when nothing near the lost one is left (the map). */
  constructor(private fallback: () => HTMLElement | null) {
    document.addEventListener('focusin', (e) => {
      const trail: HTMLElement[] = [];
      for (let n = e.target as HTMLElement | null; n && n !== document.body; n = n.parentElement) trail.push(n);
      this.trail = trail;
    });
    document.addEventListener('keyup', () => this.soon());
    document.addEventListener('focusout', () => this.soon());
  }

  /** Check after the page has settled (the next frame). */
  soon(): void {
    requestAnimationFrame(() => this.check());
  }

  /** The focus on <body> (or on something no longer shown) goes back near where it was. */
  check(): void {
    const active = document.activeElement as HTMLElement | null;
    if (active && active !== document.body && shown(active)) return;
    if (document.querySelector('dialog[open]')) return; // a dialog keeps its own focus
    // Left on purpose (a click on nothing, blur()): the element is still there, so the focus was not lost.
    if (!this.trail[0] || shown(this.trail[0])) return;
    // The nearest part still shown: itself if it takes the focus, else its first control; else the map.
    const part = this.trail.find(shown);
    const target = part?.matches(FOCUSABLE)
      ? part
      : [...(part?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].find(shown);
    (target ?? this.fallback())?.focus({ preventScroll: true });
  }
}
