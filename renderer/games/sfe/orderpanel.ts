// The Struggle for Europe's Orders panel in the side column: the attacks (§9.0) and overruns (§14) on offer grouped
// by the hex attacked, each button with its attackers and its odds and column on the chart (§9.01); for a unit
// picked on the map its rail moves (§8), for an air unit its missions (§16). Hovering or focusing an order lights
// its hex and its units' hexes on the map, a click sends it. In the Movement Phase it holds the "by rail" toggle:
// with it on, a dragged unit goes by rail and only the hexes a rail move reaches are lit.

import type { GameModule } from '../../../engine/core/module.js';
import type { View } from '../../../engine/core/types.js';
import { currentLanguage, t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';
import { folding } from '../ebro/sidepanels.js';
import { missionText, unitList } from './logwords.js';
import { type Order, type OrderGroup, type OrderOdds, ordersShown } from './orders.js';

/** What the panel asks of the screen. */
export interface OrderCallbacks {
  /** Light an order's hexes (null: put them out). */
  light(o: Order | null): void;
  /** Send an order. */
  send(o: Order): void;
  /** The rail toggle changed. */
  rail(on: boolean): void;
  /** A unit's name. */
  name(id: string): string;
}

/** How many orders the panel lists before it asks for a unit to be picked. */
const MAX_ORDERS = 30;

/** A signed number: "+1", "-2". */
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A group's heading in words. */
export const groupTitle = (g: Pick<OrderGroup, 'kind' | 'hex'>): string => t(`sfe.orders.${g.kind}`, { hex: g.hex });

/** §9.01 an attack's odds before the roll in words: "3-1 (12 to 4), column 3-1, DRM +1". */
export function oddsLine(o: OrderOdds): string {
  const parts = [t('sfe.orders.odds', { attack: o.attack, defence: o.defence, odds: o.odds })];
  if (o.column !== o.odds) parts.push(t('sfe.orders.column', { column: o.column }));
  if (o.drm !== 0) parts.push(t('sfe.orders.drm', { drm: signed(o.drm) }));
  return parts.join(', ');
}

/** The Orders panel. */
export class OrderPanel {
  readonly element = el('section', { class: 'panel sfe-orders', 'data-testid': 'sfe-orders' });
  private railOn = false;
  /** What the panel shows now: drawn again only when that changes (a redraw keeps the button pointed at). */
  private drawn = '';
  private open = true;

  constructor(private cb: OrderCallbacks) {}

  /** Whether dragged units go by rail. */
  get rail(): boolean {
    return this.railOn;
  }

  /** Rail off (a new phase or game). */
  resetRail(): void {
    this.railOn = false;
  }

  /** Draw it from the view to play (null: hidden); `picked`: the counter picked on the map. */
  show(view: View | null, module: GameModule | null, picked: string | null): void {
    const canRail = !!view?.legalActions.some((a) => a.verb === 'rail');
    const { groups, by } = ordersShown(view, module, picked);
    const key = JSON.stringify([
      currentLanguage(),
      canRail,
      this.railOn,
      by && picked,
      groups.map((g) => [g.key, g.orders.map((o) => [o.units, o.mission, o.odds?.column, o.odds?.drm])]),
    ]);
    if (key === this.drawn) return;
    this.drawn = key;
    clear(this.element);
    this.element.hidden = !view || (groups.length === 0 && !canRail);
    if (this.element.hidden || !view) return;
    const body = folding(t('sfe.orders.title'), this.open, (open) => {
      this.open = open;
    });
    this.element.append(body);
    if (canRail) body.append(this.railToggle());
    if (by === 'unit')
      body.append(el('p', { class: 'note', text: t('sfe.orders.only', { unit: this.cb.name(picked!) }) }));
    if (by === 'target')
      body.append(el('p', { class: 'note', text: t('sfe.orders.against', { hex: groups[0]!.hex }) }));
    const count = groups.reduce((n, g) => n + g.orders.length, 0);
    if (count === 0) {
      if (canRail) body.append(el('p', { class: 'note', text: t('sfe.orders.pickForRail') }));
      return;
    }
    const list = el('div', { class: 'sfe-orderlist', 'data-testid': 'sfe-orderlist' });
    let shown = 0;
    for (const g of groups) {
      if (shown >= MAX_ORDERS) break;
      const box = el('div', { class: `sfe-order-group ${g.kind}`, 'data-hex': g.hex });
      box.append(el('h3', { text: groupTitle(g) }));
      for (const o of g.orders) {
        if (shown++ >= MAX_ORDERS) break;
        box.append(this.button(o));
      }
      list.append(box);
    }
    body.append(list);
    if (count > MAX_ORDERS)
      body.append(el('p', { class: 'note', text: t('sfe.orders.more', { count: count - MAX_ORDERS }) }));
  }

  private button(o: Order): HTMLButtonElement {
    const what = o.kind === 'fly' ? missionText(o.mission ?? '') : unitList(o.units, this.cb.name);
    const odds = o.odds ? el('span', { class: 'sfe-odds', 'data-testid': 'sfe-odds', text: oddsLine(o.odds) }) : null;
    const b = el(
      'button',
      {
        type: 'button',
        class: 'sfe-order',
        'data-verb': o.answer.verb,
        'data-units': o.units.join(' '),
        'data-hex': o.hex,
        title: [o.units.map(this.cb.name).join(', '), o.odds ? oddsLine(o.odds) : ''].filter(Boolean).join(' — '),
      },
      el('span', { class: 'sfe-units', text: what }),
      odds,
    );
    b.addEventListener('mouseenter', () => this.cb.light(o));
    b.addEventListener('focus', () => this.cb.light(o));
    b.addEventListener('mouseleave', () => this.cb.light(null));
    b.addEventListener('blur', () => this.cb.light(null));
    b.addEventListener('click', () => this.cb.send(o));
    return b;
  }

  private railToggle(): HTMLElement {
    const box = el('input', { type: 'checkbox', 'data-testid': 'sfe-rail' });
    box.checked = this.railOn;
    box.addEventListener('change', () => {
      this.railOn = box.checked;
      this.drawn = '';
      this.cb.rail(this.railOn);
    });
    return el('label', { class: 'sfe-toggle', title: t('sfe.orders.railHelp') }, box, ' ', t('sfe.orders.railToggle'));
  }
}
