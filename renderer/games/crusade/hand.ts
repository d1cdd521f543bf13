// Crusade and Revolution's hand panel, under the map: the viewer's cards, readable (name in the page's language,
// OPS, RP, marks, restrictions, event text, a "reconstructed" badge with its reasons), each with its four ways to
// play (OPS, SR, RP, Event) in its Action Round, those a rule forbids disabled with the rule and the reason on hover
// and focus; the Automatic Operation; the Draw Phase's discards; the step's buttons (Done...) and, folded away, the
// list of every legal action for those who want it; the other side's hand only as a count; both draw piles,
// discard piles (top card), removed and retained cards. Hidden without a view to draw (the curtain, no game).

import type { CardDef, GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import { currentLanguage, localName, t, unitName } from '../../i18n/index.js';
import { cardName } from '../../panels/names.js';
import { clear, el } from '../../panels/dom.js';
import {
  autoOpsAnswer,
  CARD_USES,
  type CardAnswer,
  cardDef,
  cardPlays,
  type DeckView,
  decksOf,
  discardAnswer,
  discardChoices,
  reconstructedText,
  restrictionKey,
  sidesOf,
} from './handplays.js';
import { recallFlag, rememberFlag } from '../../panels/remember.js';
import { type ActionNames, actionText, lossPlanOf, otherActions } from './actionwords.js';
import type { PlayRefusals } from './refusals.js';
import { refused } from './spacemenu.js';

/** The hand panel. */
export class HandPanel {
  private readonly title = el('h2', { 'data-testid': 'hand-title' });
  private readonly piles = el('div', { class: 'hand-piles', 'data-testid': 'hand-piles' });
  private readonly actions = el('div', { class: 'hand-actions', 'data-testid': 'hand-actions' });
  private readonly cards = el('div', { class: 'hand-cards', 'data-testid': 'hand-cards', role: 'list' });
  private readonly fold = el('button', { type: 'button', class: 'icon hand-fold', 'data-testid': 'hand-fold' });
  readonly element = el(
    'section',
    { class: 'hand-panel game-panel', 'data-testid': 'hand-panel', role: 'region', hidden: true },
    el('div', { class: 'hand-head' }, this.fold, this.title, this.piles, this.actions),
    this.cards,
  );
  /** Combat Cards ticked for discarding in the Draw Phase. */
  private ticked = new Set<string>();
  private lastArgs: [GameModule | null, View | null, boolean] = [null, null, false];

  /** Whether the list of every action is unfolded (kept across redraws). */
  private listOpen = false;
  private resize = new ResizeObserver(() => this.measure());

  /** `send` plays an answer (one act); `refusals` says why the plays a rule forbids are refused. */
  constructor(
    private send: (a: CardAnswer) => void,
    private refusals: PlayRefusals | null = null,
  ) {
    this.fold.addEventListener('click', () => {
      rememberFlag('hand.collapsed', !this.collapsed);
      this.update(...this.lastArgs);
    });
    this.resize.observe(this.element);
  }

  /** The panel's height for the page's alerts, which stand above it (crusade.css: --crusade-hand). */
  private measure(): void {
    const h = this.element.hidden ? 0 : this.element.getBoundingClientRect().height;
    document.documentElement.style.setProperty('--crusade-hand', `${Math.round(h)}px`);
  }

  /** The panel leaves the page: the alerts go back to the bottom. */
  detach(): void {
    this.resize.disconnect();
    document.documentElement.style.removeProperty('--crusade-hand');
  }

  /** Whether the cards row is folded away (remembered). */
  get collapsed(): boolean {
    return recallFlag('hand.collapsed');
  }

  /**
   * Draw the panel from the view (null or a game without cards: hidden). `readOnly`: a replayed position, shown
   * without its plays.
   */
  update(module: GameModule | null, view: View | null, readOnly = false): void {
    this.lastArgs = [module, view, readOnly];
    const decks = decksOf(view);
    if (!view || !decks || !module?.cards?.length) {
      // Nothing of a hand stays in the page (the curtain: hidden is not enough, its cards would still be there).
      this.element.hidden = true;
      this.refusals?.update(null, []);
      this.ticked.clear();
      for (const part of [this.title, this.piles, this.actions, this.cards]) clear(part);
      delete this.element.dataset.side;
      return;
    }
    this.element.hidden = false;
    this.element.setAttribute('aria-label', t('crusade.hand.label'));
    const { mine, other } = sidesOf(view);
    const side = (id: string) => {
      const s = module.manifest.sides.find((x) => x.id === id);
      return s ? localName(s.name, s.names) : id;
    };
    const deck = decks[mine];
    const theirs = decks[other];
    this.element.dataset.side = mine;
    this.title.textContent = t('crusade.hand.title', { side: side(mine), count: deck?.handCount ?? 0 });
    const folded = this.collapsed;
    this.fold.textContent = folded ? '▸' : '▾';
    const foldName = t(folded ? 'crusade.hand.show' : 'crusade.hand.hide');
    this.fold.title = foldName;
    this.fold.setAttribute('aria-label', foldName);
    this.fold.setAttribute('aria-expanded', String(!folded));
    this.cards.hidden = folded;

    clear(this.piles);
    if (theirs)
      this.piles.append(
        el('span', {
          class: 'hand-opponent',
          'data-testid': 'hand-opponent',
          text: t('crusade.hand.opponent', { side: side(other), count: theirs.handCount }),
        }),
      );
    for (const [id, d] of [
      [mine, deck],
      [other, theirs],
    ] as const)
      if (d) this.piles.append(this.pileLine(module, id, side(id), d));

    clear(this.actions);
    if (!readOnly) this.refusals?.update(view, deck?.hand ?? []);
    const auto = readOnly ? null : autoOpsAnswer(view);
    const autoWhy = readOnly ? null : this.refusals?.whyAuto();
    if (auto || autoWhy) {
      const b = el('button', {
        type: 'button',
        class: 'answer',
        'data-testid': 'auto-ops',
        text: t('crusade.hand.autoOps'),
        title: t('crusade.hand.autoOpsHelp'),
      });
      if (auto) b.addEventListener('click', () => this.send(auto));
      else refused(b, autoWhy!);
      this.actions.append(b);
    }
    if (!readOnly) this.chooser(module, view);
    const discardable = readOnly ? null : discardChoices(view);
    if (discardable === null) this.ticked.clear();
    else {
      for (const id of [...this.ticked]) if (!discardable.includes(id)) this.ticked.delete(id);
      const b = el('button', {
        type: 'button',
        class: 'answer primary',
        'data-testid': 'discard-done',
        text:
          this.ticked.size === 0 ? t('crusade.hand.keepAll') : t('crusade.hand.discard', { count: this.ticked.size }),
      });
      b.addEventListener('click', () => {
        const cards = [...this.ticked];
        this.ticked.clear();
        this.send(discardAnswer(cards));
      });
      this.actions.append(b);
    }

    clear(this.cards);
    this.cards.setAttribute('aria-label', t('crusade.hand.cardsLabel', { side: side(mine) }));
    for (const id of deck?.hand ?? [])
      this.cards.append(this.cardElement(module, readOnly ? null : view, id, discardable?.includes(id) ?? false));
    if ((deck?.hand.length ?? 0) === 0)
      this.cards.append(el('p', { class: 'muted hand-empty', text: t('crusade.hand.empty') }));
  }

  /**
   * Every other legal action: the ones without arguments (Done...) as buttons; the others are played on the map,
   * and listed too, folded away, for those who want a list (by verb, and a button that sends the one chosen).
   */
  private chooser(module: GameModule, view: View): void {
    const { buttons, listed } = otherActions(view.legalActions);
    const names: ActionNames = {
      space: (id) => module.map.spaces?.find((x) => x.id === id)?.name ?? id,
      unit: (id) => {
        const def = view.state.pieces.find((p) => p.id === id)?.def ?? id;
        return unitName(module.units, def) ?? id;
      },
      card: (id) => cardName(module, id),
      lossPlan: (i) => lossPlanOf(view, i),
    };
    for (const a of buttons) {
      const b = el('button', { type: 'button', class: 'answer', 'data-verb': a.verb, text: actionText(a, names) });
      b.addEventListener('click', () => this.send({ verb: a.verb, args: {} }));
      this.actions.append(b);
    }
    if (listed.length === 0) return;
    const select = el('select', { 'data-testid': 'action-choice', 'aria-label': t('crusade.hand.actionsLabel') });
    const groups = new Map<string, HTMLOptGroupElement>();
    listed.forEach((a, i) => {
      let g = groups.get(a.verb);
      if (!g) {
        const label = t(`crusade.verbs.group.${a.verb}`);
        g = el('optgroup', { label: label === `crusade.verbs.group.${a.verb}` ? a.verb : label });
        groups.set(a.verb, g);
        select.append(g);
      }
      g.append(el('option', { value: String(i), text: actionText(a, names) }));
    });
    const go = el('button', { type: 'button', class: 'answer primary', 'data-testid': 'action-do' });
    go.textContent = t('crusade.hand.doAction');
    go.addEventListener('click', () => {
      const a = listed[Number(select.value)];
      if (a) this.send({ verb: a.verb, args: a.args ?? {} });
    });
    const more = el(
      'details',
      { class: 'hand-list', 'data-testid': 'action-list' },
      el('summary', { text: t('crusade.hand.listSummary', { count: listed.length }) }),
      select,
      go,
    );
    more.open = this.listOpen;
    more.addEventListener('toggle', () => {
      this.listOpen = more.open;
    });
    this.actions.append(more);
  }

  /** One side's piles: draw pile, discard pile with its top card, removed and retained cards. */
  private pileLine(module: GameModule, id: string, name: string, d: DeckView): HTMLElement {
    const top = d.discardTop ? cardName(module, d.discardTop) : t('crusade.hand.none');
    const parts = [
      t('crusade.hand.draw', { count: d.drawCount }),
      t('crusade.hand.discardPile', { count: d.discardCount, top }),
    ];
    if (d.removed.length) parts.push(t('crusade.hand.removed', { count: d.removed.length }));
    if (d.retained.length)
      parts.push(t('crusade.hand.retained', { cards: d.retained.map((c) => cardName(module, c)).join(', ') }));
    const line = el('span', {
      class: 'hand-pile',
      'data-testid': `piles-${id}`,
      text: `${name}: ${parts.join(' · ')}`,
    });
    if (d.removed.length)
      line.title = t('crusade.hand.removedList', { cards: d.removed.map((c) => cardName(module, c)).join(', ') });
    return line;
  }

  /** One card of the hand, with its legal plays as buttons (or its discard tick in the Draw Phase). */
  private cardElement(module: GameModule, view: View | null, id: string, discardable: boolean): HTMLElement {
    const card = cardDef(module, id);
    const item = el('div', { class: 'card', role: 'listitem', 'data-testid': 'card', 'data-card': id });
    if (!card) {
      item.append(el('header', { class: 'card-head' }, el('span', { class: 'card-name', text: id })));
      return item;
    }
    item.dataset.side = card.side;
    const name = localName(card.name, card.names);
    const marks = el('span', { class: 'card-marks' });
    if (card.combatCard)
      marks.append(el('span', { class: 'card-mark cc', text: t('crusade.card.ccShort'), title: t('crusade.card.cc') }));
    if (card.asterisk)
      marks.append(el('span', { class: 'card-mark ast', text: '*', title: t('crusade.card.asterisk') }));
    if (card.removeAfterPlay)
      marks.append(el('span', { class: 'card-mark red', text: '⊘', title: t('crusade.card.removeAfterPlay') }));
    const recon = reconstructedText(card, currentLanguage());
    if (recon)
      marks.append(
        el('span', {
          class: 'card-mark recon',
          'data-testid': 'card-reconstructed',
          text: t('crusade.card.reconstructed'),
          title: `${t('crusade.card.reconstructedHelp')}\n${recon}`,
        }),
      );
    item.append(
      el(
        'header',
        { class: 'card-head', title: name },
        el('span', { class: 'card-num', text: id }),
        el('span', { class: 'card-name', 'data-testid': 'card-name', text: name }),
      ),
      el(
        'div',
        { class: 'card-values' },
        el('span', { class: 'card-ops', 'data-testid': 'card-ops', text: t('crusade.card.ops', { ops: card.ops }) }),
        el('span', { class: 'card-rp', text: this.rpText(card) }),
        marks,
      ),
    );
    const rules = card.restrictions.map((r) => {
      const { key, values } = restrictionKey(r);
      if (typeof values.card === 'string') values.card = cardName(module, values.card);
      if (typeof values.as === 'string') values.as = t(`crusade.card.as.${values.as}`);
      if (typeof values.phase === 'string') values.phase = t(`crusade.warPhase.${values.phase}`);
      const text = t(key, values);
      return text === key ? r.requires : text;
    });
    if (rules.length)
      item.append(el('p', { class: 'card-restrictions', 'data-testid': 'card-restrictions', text: rules.join(' · ') }));
    const event = localName(card.event.text, card.event.texts);
    item.append(el('p', { class: 'card-event', 'data-testid': 'card-event', text: event, title: event }));
    const plays = el('div', {
      class: 'card-plays',
      role: 'group',
      'aria-label': t('crusade.card.playsLabel', { name }),
    });
    const legal = cardPlays(view, id);
    for (const use of CARD_USES) {
      const p = legal.find((x) => x.use === use);
      const why = p ? null : this.refusals?.why(id, use);
      if (!p && !why) continue;
      const b = el('button', {
        type: 'button',
        class: use === 'event' && p ? 'answer primary' : 'answer',
        'data-use': use,
        text: t(`crusade.card.play.${use}`, { ops: card.ops }),
        title: t(`crusade.card.playHelp.${use}`),
      });
      if (p) b.addEventListener('click', () => this.send(p.answer));
      else refused(b, why!);
      plays.append(b);
    }
    if (discardable) {
      const box = el('input', { type: 'checkbox', 'data-testid': 'discard-tick' });
      box.checked = this.ticked.has(id);
      box.addEventListener('change', () => {
        if (box.checked) this.ticked.add(id);
        else this.ticked.delete(id);
        this.update(...this.lastArgs);
      });
      plays.append(el('label', { class: 'discard-tick' }, box, t('crusade.hand.discardThis')));
    }
    if (plays.childElementCount) item.append(plays);
    if (legal.length === 0) item.classList.add('unplayable');
    return item;
  }

  /** The card's replacement points: national and foreign pools. */
  private rpText(card: CardDef): string {
    return t('crusade.card.rp', {
      pools: Object.entries(card.rp)
        .map(([pool, n]) => `${t(`crusade.pool.${pool}`)} ${n}`)
        .join(' · '),
    });
  }
}
