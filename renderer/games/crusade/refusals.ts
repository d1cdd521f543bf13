// Why a card of the hand may not be played a way now (§7.1: no SR or RP two rounds running, a Combat Card's event,
// an event's restriction, Air Bridge first...): each use the view does not list is asked of the rules (the host's
// preview gives its violations, with rule and reason), once per position, for the hand to show it disabled with the
// reason on hover and focus.

import type { Action, JsonObject, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { violationText, type ViolationLike } from '../../panels/violations.js';
import { CARD_USES } from './handplays.js';

/** The reasons a view's card plays are refused, asked of the host. */
export class PlayRefusals {
  private key = '';
  private reasons = new Map<string, string>();

  /** `preview` asks the rules; `changed` redraws the hand once the answers are in. */
  constructor(
    private preview: (a: Action) => Promise<JsonObject | null>,
    private changed: () => void,
  ) {}

  /** Why `card` may not be played as `use` now: the rule and reason, "…" while asked, null when it may. */
  why(card: string, use: string): string | null {
    return this.reasons.get(`${card}|${use}`) ?? null;
  }

  /** Why the Automatic Operation may not be taken now, or null. */
  whyAuto(): string | null {
    return this.reasons.get('auto') ?? null;
  }

  /** Ask for the reasons of the plays `view` does not list (its own cards, in its Action Round only). */
  update(view: View | null, hand: readonly string[]): void {
    const step = (view?.state.vars as { step?: string } | undefined)?.step;
    const side = view?.side ?? '';
    const mine = !!view && step === 'action' && view.toAct.includes(side);
    const legal = (view?.legalActions ?? []).filter((a) => a.verb === 'play' || a.verb === 'autoOps');
    const key = mine ? JSON.stringify([side, view!.state.turn, hand, legal]) : '';
    if (key === this.key) return;
    this.key = key;
    this.reasons.clear();
    if (!mine) return;
    const asks: [string, Action][] = [];
    for (const card of hand)
      for (const as of CARD_USES)
        if (!legal.some((a) => a.args?.card === card && a.args?.as === as))
          asks.push([`${card}|${as}`, { side, verb: 'play', args: { card, as } }]);
    if (!legal.some((a) => a.verb === 'autoOps')) asks.push(['auto', { side, verb: 'autoOps', args: {} }]);
    for (const [k] of asks) this.reasons.set(k, t('crusade.card.checking'));
    void Promise.all(asks.map(([, a]) => this.preview(a))).then((answers) => {
      if (this.key !== key) return;
      for (const [i, [k]] of asks.entries())
        this.reasons.set(k, refusalText(answers[i] ?? null, t('crusade.card.notNow')));
      this.changed();
    });
  }
}

/** A preview's violations in words, each with its rule, or `none` when it gives none (or no answer came). */
export function refusalText(preview: JsonObject | null, none: string): string {
  const list = preview?.violations;
  const vs = (Array.isArray(list) ? list : []) as unknown as ViolationLike[];
  return vs.length ? vs.map((x) => violationText(x)).join(' · ') : none;
}
