// The replay bar (issue 8), under the toolbar in place of the prompt bar while a game is replayed: a banner
// saying which entry, turn and phase the map shows and that Escape returns to the game; start, step back,
// play/pause, step forward, end; a slider and a number for the entry; a turn selector; the speed. It only draws
// and reports clicks: renderer/app/replay.ts asks the host and moves through the log.

import type { ReplayMark } from '../../schemas/host-api.js';
import { t } from '../i18n/index.js';
import { clear, el } from './dom.js';

/** The speeds offered, as multiples of one entry a second. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

/** What the bar shows: the entry after which the map stands (-1: the set-up), out of `length`, and the rest. */
export interface ReplayBarState {
  seq: number;
  length: number;
  turn: number;
  phase: string;
  marks: readonly ReplayMark[];
  playing: boolean;
  speed: number;
}

/** What the bar reports. */
export interface ReplayBarActions {
  jump(seq: number): void;
  step(delta: number): void;
  playPause(): void;
  speed(x: number): void;
  close(): void;
}

/** The mark a seq lies in: the last one at or before it (marks start at -1). */
export function markAt(marks: readonly ReplayMark[], seq: number): ReplayMark | undefined {
  let found: ReplayMark | undefined;
  for (const m of marks) if (m.seq <= seq) found = m;
  return found;
}

/**
 * The banner's words, numbering entries as the log panel does (#seq): "After entry #37 of #211 — Turn 3, Axis
 * movement — Escape returns to the game".
 */
export function replayBanner(s: { seq: number; length: number; turn: number }, phase: string): string {
  const where = s.seq < 0 ? t('replay.setup') : t('replay.entry', { n: s.seq, last: s.length - 1 });
  return t('replay.banner', { where, turn: s.turn, phase });
}

/** The bar. Its slider and number hold the entry's seq, as the log numbers it: -1 is the set-up. */
export class ReplayBar {
  readonly element = el('section', { class: 'replay-bar', 'data-testid': 'replay-bar', role: 'region', hidden: true });
  private readonly banner = el('span', { class: 'replay-banner', 'data-testid': 'replay-banner', role: 'status' });
  private readonly slider = el('input', { type: 'range', min: -1, step: 1, 'data-testid': 'replay-slider' });
  private readonly entry = el('input', { type: 'number', min: -1, step: 1, 'data-testid': 'replay-entry' });
  private readonly turns = el('select', { 'data-testid': 'replay-turn' });
  private readonly speeds = el('select', { 'data-testid': 'replay-speed' });
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private state: ReplayBarState | null = null;

  constructor(
    private act: ReplayBarActions,
    private phaseName: (id: string) => string,
  ) {
    const jumpTo = (v: string) => {
      const n = Math.round(Number(v));
      if (Number.isFinite(n)) this.act.jump(n);
    };
    this.slider.addEventListener('input', () => jumpTo(this.slider.value));
    this.entry.addEventListener('change', () => jumpTo(this.entry.value));
    this.turns.addEventListener('change', () => this.act.jump(Number(this.turns.value)));
    this.speeds.addEventListener('change', () => this.act.speed(Number(this.speeds.value)));
    this.render();
  }

  /** Build the controls in the current language. */
  render(): void {
    clear(this.element);
    this.element.setAttribute('aria-label', t('replay.label'));
    const button = (id: string, text: string, run: () => void, cls = '') => {
      const b = el('button', { type: 'button', class: cls, 'data-testid': `replay-${id}`, text, onclick: run });
      this.buttons.set(id, b);
      return b;
    };
    const controls = el(
      'div',
      { class: 'replay-controls', role: 'group', 'aria-label': t('replay.controls') },
      button('start', '⇤', () => this.act.jump(-1)),
      button('back', '‹', () => this.act.step(-1), 'replay-step'),
      button('play', '▶', () => this.act.playPause(), 'replay-play'),
      button('forward', '›', () => this.act.step(1), 'replay-step'),
      button('end', '⇥', () => this.act.jump(Number.MAX_SAFE_INTEGER)),
    );
    this.slider.setAttribute('aria-label', t('replay.slider'));
    this.entry.setAttribute('aria-label', t('replay.entryField'));
    this.turns.setAttribute('aria-label', t('replay.turn'));
    this.speeds.setAttribute('aria-label', t('replay.speed'));
    clear(this.speeds);
    for (const x of REPLAY_SPEEDS) this.speeds.append(el('option', { value: x, text: `${x}×` }));
    const close = button('close', '×', () => this.act.close(), 'icon replay-close');
    this.element.append(
      el(
        'div',
        { class: 'replay-head' },
        el('span', { class: 'replay-tag', text: t('replay.tag') }),
        this.banner,
        close,
      ),
      el('div', { class: 'replay-tools' }, controls, this.slider, this.entry, this.turns, this.speeds),
    );
    for (const [id, key] of [
      ['start', 'replay.start'],
      ['back', 'replay.back'],
      ['forward', 'replay.forward'],
      ['end', 'replay.end'],
      ['close', 'replay.close'],
    ] as const) {
      this.buttons.get(id)!.setAttribute('aria-label', t(key));
      this.buttons.get(id)!.title = t(key);
    }
    if (this.state) this.show(this.state);
  }

  /** Show the bar at a replayed position. */
  show(s: ReplayBarState): void {
    this.state = s;
    this.element.hidden = false;
    this.banner.textContent = replayBanner(s, this.phaseName(s.phase));
    const pos = String(s.seq);
    this.slider.max = this.entry.max = String(s.length - 1);
    if (this.slider.value !== pos) this.slider.value = pos;
    if (this.entry.value !== pos && document.activeElement !== this.entry) this.entry.value = pos;
    this.drawTurns(s);
    this.speeds.value = String(s.speed);
    const play = this.buttons.get('play')!;
    play.textContent = s.playing ? '❚❚' : '▶';
    play.setAttribute('aria-label', t(s.playing ? 'replay.pause' : 'replay.play'));
    play.title = t(s.playing ? 'replay.pause' : 'replay.play');
    play.setAttribute('aria-pressed', String(s.playing));
    play.disabled = s.length === 0;
    this.buttons.get('start')!.disabled = this.buttons.get('back')!.disabled = s.seq < 0;
    this.buttons.get('forward')!.disabled = this.buttons.get('end')!.disabled = s.seq >= s.length - 1;
  }

  /** The turn selector: one option per turn and phase the log passes through, the current one selected. */
  private drawTurns(s: ReplayBarState): void {
    const key = s.marks.map((m) => `${m.seq}:${m.turn}:${m.phase}`).join(',');
    if (this.turns.dataset.key !== key) {
      this.turns.dataset.key = key;
      clear(this.turns);
      for (const m of s.marks)
        this.turns.append(
          el('option', {
            value: m.seq,
            text: t('replay.turnOption', { turn: m.turn, phase: this.phaseName(m.phase) }),
          }),
        );
    }
    const here = markAt(s.marks, s.seq);
    if (here) this.turns.value = String(here.seq);
  }

  /** Hide the bar (the live game is shown again). */
  hide(): void {
    this.state = null;
    this.element.hidden = true;
  }
}
