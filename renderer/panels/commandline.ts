// The command line (issue 26 §4): a field opened by ":" or Ctrl+K for players who type, `move 1st Armored 1718`,
// `attack 1420 with 1st Infantry, 2nd Armored`, `play R10 as SR`, with suggestions that complete names (Tab), from
// the view's legal actions only (commandparse.ts): what the rules do not allow now cannot be typed. The outcome of
// each line is said under the field and in the live region.

import type { LegalAction } from '../../engine/core/types.js';
import { t } from '../i18n/index.js';
import { type CommandPhrase, completions, type Parsed, parseCommand, phraseText } from './commandparse.js';
import type { PlayPhrase } from './commandphrases.js';
import { clear, el } from './dom.js';
import './commandline.css';

/** What the command line needs from the page. */
export interface CommandLineHost {
  phrases(): PlayPhrase[];
  act(a: LegalAction): Promise<void>;
  say(text: string): void;
}

/** The command line, hidden until opened. */
export class CommandLine {
  private readonly input = el('input', {
    type: 'text',
    id: 'command-input',
    role: 'combobox',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': 'command-list',
    'data-testid': 'command-input',
  });
  private readonly list = el('ul', { id: 'command-list', role: 'listbox', 'data-testid': 'command-list' });
  private readonly status = el('p', { class: 'command-status', 'data-testid': 'command-status' });
  private readonly label = el('label', { for: 'command-input' });
  private readonly help = el('p', { class: 'command-help', id: 'command-help' });
  readonly element = el(
    'section',
    { class: 'command-line', hidden: true, 'data-testid': 'command-line' },
    this.label,
    this.input,
    this.help,
    this.list,
    this.status,
  );
  private shown: { text: string; phrase: CommandPhrase }[] = [];
  private active = -1;
  /** The element that had the focus before the line opened (it gets it back on Esc). */
  private before: HTMLElement | null = null;

  constructor(private host: CommandLineHost) {
    this.input.setAttribute('aria-describedby', 'command-help');
    this.input.addEventListener('input', () => this.suggest());
    this.input.addEventListener('keydown', (e) => this.key(e));
  }

  /** Whether it is open. */
  get open(): boolean {
    return !this.element.hidden;
  }

  /** Open it with the focus in the field. */
  show(): void {
    if (!this.open) this.before = document.activeElement as HTMLElement | null;
    this.element.setAttribute('aria-label', t('commands.title'));
    this.label.textContent = t('commands.label');
    this.help.textContent = t('commands.help');
    this.input.placeholder = t('commands.placeholder');
    this.list.setAttribute('aria-label', t('commands.suggestions'));
    this.element.hidden = false;
    this.input.focus();
    this.input.select(); // a line left from before: typing replaces it
    this.status.textContent = this.suggest() === 0 ? t('commands.nothing') : '';
  }

  /** Close it; the focus goes back where it was. */
  hide(): void {
    this.element.hidden = true;
    this.input.setAttribute('aria-expanded', 'false');
    const back = this.before;
    this.before = null;
    if (back?.isConnected) back.focus();
  }

  /** The curtain is up (no view): closed and emptied, so nothing of the side that played stays in the page. */
  clear(): void {
    this.element.hidden = true;
    this.input.value = '';
    this.status.textContent = '';
    clear(this.list);
    this.shown = [];
    this.before = null;
  }

  /** A new view: the suggestions follow it. */
  refresh(): void {
    if (this.open) this.suggest();
  }

  /** The suggestions for what is typed; how many actions the rules allow now. */
  private suggest(): number {
    const phrases = this.host.phrases();
    this.shown = completions(this.input.value, phrases);
    this.active = -1;
    clear(this.list);
    for (const [i, s] of this.shown.entries()) {
      const attrs = { id: `command-option-${i}`, role: 'option', 'aria-selected': 'false', text: s.text };
      this.list.append(el('li', attrs));
    }
    this.input.setAttribute('aria-expanded', String(this.shown.length > 0));
    this.input.removeAttribute('aria-activedescendant');
    return phrases.length;
  }

  private pick(i: number): void {
    this.active = i;
    for (const [k, li] of [...this.list.querySelectorAll('li')].entries())
      li.setAttribute('aria-selected', String(k === i));
    if (i >= 0) this.input.setAttribute('aria-activedescendant', `command-option-${i}`);
  }

  private key(e: KeyboardEvent): void {
    const n = this.shown.length;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      this.hide();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (n === 0) return;
      const down = e.key === 'ArrowDown';
      this.pick(this.active < 0 ? (down ? 0 : n - 1) : (this.active + (down ? 1 : n - 1)) % n);
    } else if (e.key === 'Tab' && !e.shiftKey && n > 0) {
      // Completes to the suggestion picked, else the first.
      e.preventDefault();
      this.input.value = `${this.shown[Math.max(0, this.active)]!.text} `;
      this.suggest();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void this.run();
    }
  }

  /** Do the line typed (or the suggestion picked), or say why not. */
  private async run(): Promise<void> {
    const picked = this.active >= 0 ? this.shown[this.active] : undefined;
    const text = picked ? picked.text : this.input.value;
    // A suggestion picked is its own action (two units of one name make two lines of the same words).
    const parsed: Parsed = picked
      ? { kind: 'action', action: picked.phrase.action, phrase: picked.phrase }
      : parseCommand(text, this.host.phrases());
    if (parsed.kind === 'action') {
      const done = t('commands.done', { text: phraseText(parsed.phrase) });
      this.input.value = '';
      this.status.textContent = done;
      this.host.say(done);
      await this.host.act(parsed.action);
      this.suggest();
      return;
    }
    let why: string;
    if (parsed.kind === 'ambiguous') {
      const list = parsed.phrases.slice(0, 5).map(phraseText).join('; ');
      why = t('commands.ambiguous', { count: parsed.phrases.length, list });
    } else if (parsed.reason === 'empty') why = t('commands.help');
    else if (parsed.word)
      why = t(parsed.reason === 'verb' ? 'commands.noVerb' : 'commands.noWord', { word: parsed.word });
    else why = t('commands.noFit');
    this.status.textContent = why;
    this.host.say(why);
  }
}
