// The always-visible game status (file, turn "3 of 10", the phase by its printed name, the side to play), the
// rules-mode selector (a change is a logged setMode action), and the window title.

import type { Snapshot } from '../../schemas/host-api.js';
import type { GameModule } from '../../engine/core/module.js';
import type { Mode } from '../../engine/core/types.js';
import { currentLanguage, localName, t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { phaseName, phasePosition, scenarioOf, turnNumbers } from './gametime.js';
import { modeName } from './logtext.js';
import type { GamePage } from '../games/types.js';

/** The modes in the selector's order. */
export const MODES: readonly Mode[] = ['enforced', 'advisory', 'honor'];

/** The title text: file name (or Untitled), an unsaved mark, the app name. */
export function titleText(snap: Snapshot | null): string {
  const doc = snap?.doc;
  if (!doc) return t('app.name');
  const name = doc.fileName ?? t('app.untitled');
  return `${doc.dirty ? '• ' : ''}${name} — ${t('app.name')}`;
}

/**
 * A phase's printed name from the catalogue when the module's rules name their phases there
 * (`<rules>.phases.<phase>`, in the game's own catalogue: "Draw Strategy Cards Phase"), else null.
 */
export function rulesPhaseName(module: GameModule | null, phase: string): string | null {
  const rules = module?.manifest.rules;
  if (!rules || !/^[\w-]+$/.test(rules) || !/^[\w-]+$/.test(phase)) return null;
  const key = `${rules}.phases.${phase}`;
  const text = t(key);
  return text === key ? null : text;
}

/**
 * The side the status names: the active side while the rules ask it (or anyone, at a table), else the side they
 * ask (a defender answering inside the attacker's round: toAct is not the active side).
 */
export function sideToPlay(activeSide: string, toAct: readonly string[]): string {
  return toAct.length === 0 || toAct.includes(activeSide) ? activeSide : toAct[0]!;
}

/** The status panel: a live region with the game's position, and the rules-mode selector under it. */
export class StatusBar {
  private readonly live = el('div', {
    class: 'status',
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'turn-status',
  });
  private readonly modeLabel = el('label', { for: 'rules-mode', text: t('status.modeLabel') });
  private readonly modeSelect = el('select', { id: 'rules-mode', 'data-testid': 'rules-mode', disabled: true });
  private readonly modeNote = el('span', { class: 'muted mode-note', 'data-testid': 'mode-note', hidden: true });
  /** A change of mode this side asked for in a game between two players, until the other side answers. */
  private readonly modeAsked = el('span', { class: 'muted mode-asked', 'data-testid': 'mode-asked', hidden: true });
  readonly element = el(
    'div',
    { class: 'status-panel' },
    this.live,
    el('div', { class: 'mode-row' }, this.modeLabel, this.modeSelect, this.modeNote),
    this.modeAsked,
  );
  private shown: Mode | null = null;
  private lang = '';

  /** `onMode` is asked to change the mode (it sends setMode; the select then shows what the host answers). */
  constructor(private onMode?: (mode: Mode) => void) {
    this.modeSelect.addEventListener('change', () => {
      const v = this.modeSelect.value as Mode;
      if (!MODES.includes(v) || v === this.shown) return;
      // Show the game's mode again until the host's answer arrives: the select never runs ahead of the log.
      if (this.shown) this.modeSelect.value = this.shown;
      this.onMode?.(v);
    });
  }

  /** Show the current turn, phase and mode (`game`: the plug-in of the module's rules). */
  update(snap: Snapshot | null, module: GameModule | null, game: GamePage): void {
    clear(this.live);
    this.renderModes();
    const st = snap?.view?.state;
    if (!st) {
      this.live.append(el('span', { text: t('status.noGame') }));
      this.modeSelect.disabled = true;
      this.modeNote.hidden = true;
      this.shown = null;
      return;
    }
    const toPlay = sideToPlay(st.activeSide, snap?.view?.toAct ?? []);
    const side = module?.manifest.sides.find((s) => s.id === toPlay);
    const file = snap?.doc?.fileName ?? t('app.untitled');
    const scenario = scenarioOf(module, st.scenarioId);
    const turn = turnNumbers(scenario, st.turn);
    const pos = phasePosition(scenario, st.phase);
    // The scenario's printed name first (module data); else the catalogue's name for the rules' phase.
    const printed = phaseName(scenario, st.phase, currentLanguage());
    const named = printed === st.phase ? rulesPhaseName(module, st.phase) : null;
    const phase = named ?? printed;
    this.live.append(
      el('span', {
        class: 'file',
        'data-testid': 'file-name',
        text: `${file}${snap?.doc?.dirty ? ' •' : ''}`,
        title: snap?.doc?.dirty ? t('app.unsaved') : undefined,
      }),
      el('span', {
        class: 'turn',
        'data-testid': 'turn',
        text:
          turn.last === undefined
            ? t('status.turn', { turn: turn.turn })
            : t('status.turnOf', { turn: turn.turn, last: turn.last }),
      }),
      el('span', {
        class: 'side-to-play',
        'data-testid': 'side-to-play',
        // Nobody acts once the game is over (the rules' toAct is empty).
        text:
          snap?.view?.toAct.length === 0
            ? t('status.over')
            : t('status.side', { side: side ? localName(side.name, side.names) : toPlay }),
      }),
      el('span', {
        class: 'phase',
        'data-testid': 'phase',
        'data-phase': st.phase,
        title: pos ? t('status.phaseOf', { index: pos.index, count: pos.count }) : undefined,
        // A printed name that says "Phase" itself ("Action Phase") needs no "Phase:" before it.
        text: named ?? t('status.phase', { phase }),
      }),
    );
    this.shown = st.mode;
    this.modeSelect.value = st.mode;
    // Two players: the selector keeps the game's mode while the asked change waits for the other player.
    const asked = st.proposal?.verb === 'setMode' && st.proposal.by === snap?.view?.side ? st.proposal : null;
    this.modeAsked.hidden = !asked;
    this.modeAsked.textContent = asked ? t('status.modeAsked', { mode: modeName(asked.args.mode) }) : '';
    this.modeSelect.disabled = !snap?.doc || !!st.proposal;
    // What the rules' plug-in says of them where the mode is chosen (under the table's nothing is checked).
    const note = game.rulesNote?.() ?? '';
    this.modeSelect.title = note;
    this.modeNote.hidden = !note;
    this.modeNote.textContent = note ? 'i' : '';
    this.modeNote.title = note;
    if (note) this.modeNote.setAttribute('aria-label', note);
  }

  /** (Re)build the label and options in the current language. */
  private renderModes(): void {
    // Only on a language change: rebuilding the options would close the list while a person has it open.
    if (this.lang === currentLanguage()) return;
    this.lang = currentLanguage();
    this.modeLabel.textContent = t('status.modeLabel');
    const value = this.modeSelect.value;
    clear(this.modeSelect);
    for (const m of MODES) this.modeSelect.append(el('option', { value: m, text: t(`status.modeOptions.${m}`) }));
    if (value) this.modeSelect.value = value;
  }
}
