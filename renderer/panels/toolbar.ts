// The toolbar: accessible buttons (tests find them by role + exact name), dice count, language selector.

import { barrierText } from './logpanel.js';
import type { DocInfo } from '../../schemas/host-api.js';
import { LANGUAGES, currentLanguage, isLang, setLanguage, t } from '../i18n/index.js';
import type { Command } from './keyboard.js';
import { clear, el } from './dom.js';

const BUTTONS: { cmd: Command; key: string; shortcut?: string; group: number }[] = [
  { cmd: 'new', key: 'toolbar.new', shortcut: 'Control+N', group: 0 },
  { cmd: 'open', key: 'toolbar.open', shortcut: 'Control+O', group: 0 },
  { cmd: 'save', key: 'toolbar.save', shortcut: 'Control+S', group: 0 },
  { cmd: 'saveAs', key: 'toolbar.saveAs', shortcut: 'Control+Shift+S', group: 0 },
  { cmd: 'sendTurn', key: 'toolbar.sendTurn', shortcut: 'Control+E', group: 0 },
  { cmd: 'undo', key: 'toolbar.undo', shortcut: 'Control+Z', group: 1 },
  { cmd: 'redo', key: 'toolbar.redo', shortcut: 'Control+Y', group: 1 },
  { cmd: 'roll', key: 'toolbar.roll', group: 2 },
  { cmd: 'nextPhase', key: 'toolbar.nextPhase', group: 2 },
  { cmd: 'replay', key: 'toolbar.replay', shortcut: 'R', group: 2 },
  { cmd: 'hint', key: 'opponent.hint', shortcut: 'H', group: 2 },
  { cmd: 'fit', key: 'toolbar.fit', shortcut: '0', group: 3 },
  { cmd: 'zoomIn', key: 'toolbar.zoomIn', shortcut: '+', group: 3 },
  { cmd: 'zoomOut', key: 'toolbar.zoomOut', shortcut: '-', group: 3 },
  { cmd: 'charts', key: 'toolbar.charts', group: 4 },
  { cmd: 'printPositions', key: 'toolbar.printPositions', shortcut: 'Control+P', group: 4 },
  { cmd: 'about', key: 'toolbar.about', group: 4 },
];

const LABELS: Partial<Record<Command, string>> = { zoomIn: '+', zoomOut: '−' };
/** Shorter visible labels (message keys) that begin the accessible name, so the toolbar fits one row at 1024 px. */
const SHORT: Partial<Record<Command, string>> = { about: 'toolbar.aboutShort', printPositions: 'toolbar.printShort' };

/** The toolbar element; `run` performs a command, `diceCount()` reads the dice field. */
export class Toolbar {
  readonly element = el('div', { role: 'toolbar', class: 'toolbar' });
  private buttons = new Map<Command, HTMLButtonElement>();
  private dice = el('input', { type: 'number', min: 1, max: 10, value: 2, class: 'dice-count', id: 'dice-count' });
  /** Commands the rules refuse now (enforced and advisory modes), with the reason in words. */
  private refusals = new Map<Command, string>();

  /** `explain` says why a refused command was not run (it is pressed all the same). */
  constructor(
    private run: (cmd: Command) => void,
    private explain?: (reason: string) => void,
  ) {
    this.render();
  }

  /**
   * Mark the commands the rules refuse now: shown disabled, yet focusable, the reason their tooltip and, when
   * pressed, said (`explain`) instead of run; a null reason enables the command again.
   */
  refuse(reasons: Partial<Record<Command, string | null>>): void {
    for (const [cmd, reason] of Object.entries(reasons) as [Command, string | null][]) {
      if (reason) this.refusals.set(cmd, reason);
      else this.refusals.delete(cmd);
    }
    this.showRefusals();
  }

  private showRefusals(): void {
    for (const [cmd, btn] of this.buttons) {
      const reason = this.refusals.get(cmd);
      if (reason) {
        btn.setAttribute('aria-disabled', 'true');
        btn.title = reason;
      } else if (btn.hasAttribute('aria-disabled')) {
        btn.removeAttribute('aria-disabled');
        btn.title = btn.getAttribute('aria-label') ?? btn.textContent ?? '';
      }
    }
  }

  /** Number of dice the Roll dice button throws. */
  diceCount(): number {
    const n = Math.round(Number(this.dice.value));
    return Number.isFinite(n) && n >= 1 ? Math.min(10, n) : 1;
  }

  /** (Re)build the buttons in the current language. */
  render(): void {
    clear(this.element);
    this.element.setAttribute('aria-label', t('toolbar.label'));
    this.buttons.clear();
    let group = -1;
    for (const b of BUTTONS) {
      if (b.group !== group && group !== -1) this.element.append(el('span', { class: 'sep', 'aria-hidden': 'true' }));
      group = b.group;
      const name = t(b.key);
      const short = SHORT[b.cmd];
      const visible = LABELS[b.cmd] ?? (short ? t(short) : undefined);
      const btn = el('button', {
        type: 'button',
        'data-cmd': b.cmd,
        'aria-keyshortcuts': b.shortcut,
        'aria-label': visible ? name : undefined,
        title: name,
        text: visible ?? name,
      });
      btn.addEventListener('click', () => {
        const reason = this.refusals.get(b.cmd);
        if (reason) this.explain?.(reason);
        else this.run(b.cmd);
      });
      this.buttons.set(b.cmd, btn);
      if (b.cmd === 'roll') {
        this.element.append(
          el('label', { for: 'dice-count', class: 'sr-only', text: t('toolbar.diceCount') }),
          this.dice,
        );
      }
      this.element.append(btn);
    }
    const lang = el('select', { id: 'language', 'aria-label': t('toolbar.language') });
    for (const l of LANGUAGES) lang.append(el('option', { value: l.code, text: l.name }));
    lang.value = currentLanguage();
    lang.addEventListener('change', () => {
      if (isLang(lang.value)) setLanguage(lang.value);
    });
    this.element.append(el('span', { class: 'spacer' }), lang);
    this.showRefusals();
  }

  /** Enable what makes sense for the open document; `replaying`: a replayed position is shown (nothing to play). */
  update(doc: DocInfo | null, replaying = false): void {
    const has = doc !== null;
    const set = (c: Command, on: boolean) => {
      const b = this.buttons.get(c);
      if (b) b.disabled = !on;
    };
    set('save', has);
    set('saveAs', has);
    set('undo', has && doc.canUndo && !replaying);
    // Enforced and advisory modes: say why undo stops (a die roll, or the other side's action).
    const undo = this.buttons.get('undo');
    if (undo) undo.title = doc?.undoBarrier ? barrierText(doc.undoBarrier) : t('toolbar.undo');
    set('redo', has && doc.canRedo && !replaying);
    set('roll', has && !replaying);
    set('nextPhase', has && !replaying);
    set('replay', has);
    this.buttons.get('replay')?.setAttribute('aria-pressed', String(replaying));
    set('charts', has);
    set('printPositions', has);
    set('about', has);
    if (!has || replaying) this.refusals.clear();
    this.showRefusals();
    // Games against the computer only: what it would play for the player's side.
    const hint = this.buttons.get('hint');
    if (hint) {
      hint.hidden = !doc?.opponent;
      hint.disabled = !doc?.opponent || replaying;
      hint.title = t('opponent.hintHelp');
    }
    // Games by e-mail only: the file for the opponent.
    const send = this.buttons.get('sendTurn');
    if (send) {
      send.hidden = !doc?.mail;
      send.disabled = !doc?.mail;
      send.title = t('mail.sendTurnHelp');
    }
  }
}
