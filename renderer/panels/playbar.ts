// The play tools at the right end of the prompt bar: map overlay toggles (supply, ZOC, airpower and partisan
// ranges, hex control; each a pressed/unpressed button) and the hand-over curtain setting (remembered).

import type { OverlayKind } from '../../schemas/host-api.js';
import { t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import { recallFlag, rememberFlag } from './remember.js';
import { OVERLAY_KINDS } from '../map/overlays.js';

/** Overlay toggles and the curtain setting. */
export class PlayBar {
  readonly element = el('div', { class: 'play-tools' });
  private readonly on = new Set<OverlayKind>();
  /** The curtain between players (default on; the setting remembers "off"). */
  curtain = !recallFlag('curtain.off');
  private curtainOffered = true;
  private curtainLabel: HTMLElement | null = null;

  constructor(
    private onOverlay: (kind: OverlayKind, on: boolean) => void,
    private onCurtain: (on: boolean) => void,
  ) {
    this.render();
  }

  /** Which overlays are on. */
  active(): OverlayKind[] {
    return [...this.on];
  }

  /** Draw the controls (again after a language change). */
  render(): void {
    clear(this.element);
    const group = el(
      'div',
      { class: 'overlay-toggles', role: 'group', 'aria-label': t('play.overlays.label') },
      el('span', { class: 'tools-label', 'aria-hidden': 'true', text: t('play.overlays.short') }),
    );
    for (const kind of OVERLAY_KINDS) {
      const b = el('button', {
        type: 'button',
        class: 'toggle',
        'data-overlay': kind,
        'aria-pressed': String(this.on.has(kind)),
        text: t(`play.overlays.${kind}`),
        title: t(`play.overlays.${kind}Help`),
      });
      b.addEventListener('click', () => {
        const now = !this.on.has(kind);
        if (now) this.on.add(kind);
        else this.on.delete(kind);
        b.setAttribute('aria-pressed', String(now));
        this.onOverlay(kind, now);
      });
      group.append(b);
    }
    const box = el('input', {
      type: 'checkbox',
      id: 'curtain-setting',
      'data-testid': 'curtain-setting',
    }) as HTMLInputElement;
    box.checked = this.curtain;
    box.addEventListener('change', () => {
      this.curtain = box.checked;
      rememberFlag('curtain.off', !box.checked);
      this.onCurtain(box.checked);
    });
    const label = el(
      'label',
      { class: 'curtain-setting', for: 'curtain-setting', title: t('play.curtain.settingHelp') },
      box,
      ' ',
      t('play.curtain.setting'),
    );
    label.hidden = !this.curtainOffered;
    this.curtainLabel = label;
    this.element.append(group, label);
  }

  /** Offers the curtain setting or not: a game by e-mail shows one side only and has no hand-over. */
  offerCurtain(offered: boolean): void {
    this.curtainOffered = offered;
    if (this.curtainLabel) this.curtainLabel.hidden = !offered;
  }
}
