// The question a Crusade combat waits for, answered in the battle view by the side asked: its Combat Cards (each
// playable card ticked or not, the armor DRM declared or not: §11.2.4, §16.6.2), how to take its losses (each way
// the rules allow, with what it does to each unit: §11.3.4), whether a unit takes one more step to stay (§11.4.3),
// where to retreat (§11.4.5) and whether to advance (§11.5): retreats and advances on the map's lit spaces.

import type { LegalAction, Piece, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';
import type { CombatNow } from './battledata.js';
import { refused } from './spacemenu.js';

/** What the questions need from the page. */
export interface AsksHost {
  unitName(id: string): string;
  cardName(id: string): string;
  sideName(id: string): string;
  piece(id: string): Piece | undefined;
  /** A unit's full steps (its counter's). */
  fullSteps(id: string): number;
  send(a: LegalAction): void;
  /** Draw the view again (a tick changed). */
  redraw(): void;
}

const cardsOf = (a: LegalAction): string[] => (Array.isArray(a.args?.cards) ? (a.args.cards as string[]) : []);
const same = (a: readonly string[], b: ReadonlySet<string>) => a.length === b.size && a.every((x) => b.has(x));

/** The questions of the combat steps. */
export class BattleAsks {
  private ticked = new Set<string>();
  private armor = false;
  private key = '';

  constructor(private host: AsksHost) {}

  /** The controls for what the combat asks the viewer now, a line saying who is asked, or null (no combat step). */
  element(view: View, now: CombatNow, step: string): HTMLElement | null {
    const acts = view.legalActions;
    const box = el('div', { class: 'battle-asks', 'data-testid': 'battle-asks', 'data-step': step });
    if (acts.length === 0) {
      const who = view.toAct[0];
      if (!who || !step.startsWith('combat-')) return null;
      box.append(el('p', { class: 'muted', text: t('crusade.battle.waiting', { side: this.host.sideName(who) }) }));
      return box;
    }
    const key = `${now.target}|${step}|${now.attackers.join(',')}`;
    if (key !== this.key) {
      this.key = key;
      this.ticked.clear();
      this.armor = false;
    }
    if (acts.some((a) => a.verb === 'combatCards'))
      box.append(...this.cards(acts.filter((a) => a.verb === 'combatCards')));
    else if (acts.some((a) => a.verb === 'takeLosses')) box.append(...this.losses(acts, now));
    else if (acts.some((a) => a.verb === 'cancelRetreat' || a.verb === 'noCancel')) box.append(...this.cancel(acts));
    else if (acts.some((a) => a.verb === 'retreat')) {
      const unit = String(acts.find((a) => a.verb === 'retreat')!.args?.unit ?? '');
      box.append(
        el('p', { class: 'battle-hint', text: t('crusade.battle.retreatHint', { unit: this.host.unitName(unit) }) }),
      );
    } else if (acts.some((a) => a.verb === 'advance' || a.verb === 'noAdvance')) {
      box.append(el('p', { class: 'battle-hint', text: t('crusade.battle.advanceHint') }));
      const stay = acts.find((a) => a.verb === 'noAdvance');
      if (stay) box.append(this.button(t('crusade.battle.stay'), 'no-advance', () => this.host.send(stay)));
    } else return null;
    return box;
  }

  /** §11.2.4 the side's Combat Cards: a tick for each card the rules let it play, the armor DRM, and the play. */
  private cards(acts: LegalAction[]): HTMLElement[] {
    const playable = [...new Set(acts.flatMap(cardsOf))];
    const armorOk = acts.some((a) => a.args?.armor === 'yes');
    const out: HTMLElement[] = [el('p', { class: 'battle-hint', text: t('crusade.battle.cardsAsk') })];
    for (const id of playable) {
      const box = el('input', { type: 'checkbox', 'data-card': id }) as HTMLInputElement;
      box.checked = this.ticked.has(id);
      box.addEventListener('change', () => {
        if (box.checked) this.ticked.add(id);
        else this.ticked.delete(id);
        this.host.redraw();
      });
      out.push(el('label', { class: 'battle-tick' }, box, ` ${this.host.cardName(id)}`));
    }
    if (playable.length === 0) out.push(el('p', { class: 'muted', text: t('crusade.battle.noPlayable') }));
    if (armorOk) {
      const box = el('input', { type: 'checkbox', 'data-testid': 'armor-tick' }) as HTMLInputElement;
      box.checked = this.armor;
      box.addEventListener('change', () => {
        this.armor = box.checked;
        this.host.redraw();
      });
      out.push(el('label', { class: 'battle-tick' }, box, ` ${t('crusade.battle.armor')}`));
    }
    const match = acts.find((a) => same(cardsOf(a), this.ticked) && (a.args?.armor === 'yes') === this.armor);
    const text =
      this.ticked.size === 0
        ? t('crusade.battle.playNone')
        : t('crusade.battle.playCards', { count: this.ticked.size });
    const go = this.button(text, 'play-cards', () => match && this.host.send(match), true);
    if (!match) refused(go, t('crusade.battle.noSuchSet'));
    out.push(el('div', { class: 'battle-buttons' }, go));
    return out;
  }

  /** §11.3.4 each way to take the losses, with what it does to each unit, and its button. */
  private losses(acts: LegalAction[], now: CombatNow): HTMLElement[] {
    const ln = now.lossSide === now.defender ? now.ln?.attacker : now.ln?.defender;
    const out: HTMLElement[] = [
      el('p', { class: 'battle-hint', text: t('crusade.battle.lossesAsk', { ln: ln ?? '?' }) }),
    ];
    const list = el('ol', { class: 'loss-plans', 'data-testid': 'loss-plans' });
    for (const a of acts.filter((x) => x.verb === 'takeLosses')) {
      const i = Number(a.args?.plan);
      const plan = now.plans?.[i];
      const effects = el('ul', { class: 'loss-effects' });
      for (const l of plan?.losses ?? []) {
        const p = this.host.piece(l.unit);
        const before = p?.steps ?? this.host.fullSteps(l.unit);
        const text = l.eliminated
          ? t('crusade.battle.lossElim', { unit: this.host.unitName(l.unit) })
          : t('crusade.battle.lossStep', {
              unit: this.host.unitName(l.unit),
              steps: l.steps,
              from: before,
              to: before - l.steps,
            });
        effects.append(el('li', { 'data-unit': l.unit, text }));
      }
      if ((plan?.losses.length ?? 0) === 0) effects.append(el('li', { text: t('crusade.verbs.noLoss') }));
      const reps = (a.info?.replacements ?? {}) as Record<string, string | null>;
      for (const [corps, div] of Object.entries(reps))
        if (div)
          effects.append(
            el('li', {
              text: t('crusade.battle.replaced', { corps: this.host.unitName(corps), div: this.host.unitName(div) }),
            }),
          );
      const go = this.button(t('crusade.battle.takeThese'), `plan-${i}`, () => this.host.send(a), true);
      list.append(el('li', { class: 'loss-plan', 'data-plan': i }, effects, go));
    }
    out.push(list);
    return out;
  }

  /** §11.4.3 one more step from a defending unit to stay, or the retreat. */
  private cancel(acts: LegalAction[]): HTMLElement[] {
    const out: HTMLElement[] = [el('p', { class: 'battle-hint', text: t('crusade.battle.cancelAsk') })];
    const row = el('div', { class: 'battle-buttons' });
    for (const a of acts.filter((x) => x.verb === 'cancelRetreat')) {
      const unit = String(a.args?.unit ?? '');
      row.append(
        this.button(t('crusade.battle.cancelWith', { unit: this.host.unitName(unit) }), `cancel-${unit}`, () =>
          this.host.send(a),
        ),
      );
    }
    const no = acts.find((a) => a.verb === 'noCancel');
    if (no) row.append(this.button(t('crusade.battle.retreatInstead'), 'no-cancel', () => this.host.send(no), true));
    out.push(row);
    return out;
  }

  private button(text: string, id: string, run: () => void, primary = false): HTMLButtonElement {
    const b = el('button', { type: 'button', class: primary ? 'primary' : undefined, 'data-answer': id, text });
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') !== 'true') run();
    });
    return b;
  }
}
