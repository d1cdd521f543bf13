// La Batalla del Ebro's Orders panel in the side column: the orders the view lists with several units or a target
// (fire, attack, react, advance, works, boat crossings), grouped by target; hovering or focusing one lights its
// target and its units' hexes on the map, a click sends it. In the movement segment it holds the road toggle: with
// it on, a dragged unit goes by strategic redeployment (IX.2.5) and only the hexes a road move reaches are lit. A
// unit picked on the map shows only its own orders.

import type { View } from '../../../engine/core/types.js';
import { currentLanguage, t } from '../../i18n/index.js';
import { clear, el } from '../../panels/dom.js';
import { boxName, siteName } from './names.js';
import { folding } from './sidepanels.js';
import { type Order, type OrderGroup, ordersShown } from './orders.js';
import { drmSuffix, hexsideText, kindText, oddsText, unitList } from './words.js';

/** What the panel asks of the screen. */
export interface OrderCallbacks {
  /** Light an order's hexes (null: put them out). */
  light(o: Order | null): void;
  /** Send an order. */
  send(o: Order): void;
  /** The road toggle changed. */
  road(on: boolean): void;
  /** A unit's name. */
  name(id: string): string;
}

/** How many orders the panel lists before it asks for a unit to be picked. */
const MAX_ORDERS = 30;

/** A group's heading in words. */
export function groupTitle(g: OrderGroup): string {
  // a move to an off-map box (railBox, poolBox) names the box as the counter sheet does
  const hex = g.kind.endsWith('Box') ? boxName(g.target[0] ?? '') : (g.target[0] ?? '');
  const where = hexsideText(g.target[0] ?? '', g.target[1] ?? g.target[0] ?? '', siteName);
  const kind = kindText(g.work ?? 'crossing');
  return t(`ebro.orders.${g.kind}`, { hex, where, kind });
}

/** The Orders panel. */
export class OrderPanel {
  readonly element = el('section', { class: 'panel ebro-orders', 'data-testid': 'ebro-orders' });
  private roadOn = false;
  /** What the panel shows now: it is drawn again only when that changes (a redraw keeps the button pointed at). */
  private drawn = '';
  private open = true;

  constructor(private cb: OrderCallbacks) {}

  /** Whether dragged units move by road. */
  get road(): boolean {
    return this.roadOn;
  }

  /** Road movement off (a new segment or game). */
  resetRoad(): void {
    this.roadOn = false;
  }

  /** Draw it from the view to play (null: hidden); `picked`: the counter picked on the map, if any (a unit of the
   *  side shows its own orders, an enemy the orders against its hex). */
  show(view: View | null, picked: string | null): void {
    const canMove = !!view?.legalActions.some((a) => a.verb === 'move');
    const { groups, by } = ordersShown(view, picked);
    const key = JSON.stringify([
      currentLanguage(),
      canMove,
      this.roadOn,
      by && picked,
      groups.map((g) => [g.key, g.orders.map((o) => o.units)]),
    ]);
    if (key === this.drawn) return;
    this.drawn = key;
    clear(this.element);
    this.element.hidden = !view || (groups.length === 0 && !canMove);
    if (this.element.hidden || !view) return;
    const body = folding(t('ebro.orders.title'), this.open, (open) => {
      this.open = open;
    });
    this.element.append(body);
    if (canMove) body.append(this.roadToggle());
    if (by === 'unit')
      body.append(el('p', { class: 'note', text: t('ebro.orders.only', { unit: this.cb.name(picked!) }) }));
    if (by === 'target') {
      const hex = groups[0]!.target.find((h) =>
        view.state.pieces.some((p) => p.id === picked && p.at.kind === 'hex' && p.at.hex === h),
      );
      body.append(el('p', { class: 'note', text: t('ebro.orders.against', { hex: hex ?? '' }) }));
    }
    const count = groups.reduce((n, g) => n + g.orders.length, 0);
    if (count === 0) return;
    const list = el('div', { class: 'ebro-orderlist', 'data-testid': 'ebro-orderlist' });
    let shown = 0;
    for (const g of groups) {
      if (shown >= MAX_ORDERS) break;
      const box = el('div', { class: `ebro-order-group ${g.kind}`, 'data-target': g.target.join(' ') });
      box.append(el('h3', { text: groupTitle(g) }));
      for (const o of g.orders) {
        if (shown++ >= MAX_ORDERS) break;
        box.append(this.button(o));
      }
      list.append(box);
    }
    body.append(list);
    if (count > MAX_ORDERS)
      body.append(el('p', { class: 'note', text: t('ebro.orders.more', { count: count - MAX_ORDERS }) }));
  }

  private button(o: Order): HTMLButtonElement {
    // XVI.4 an attack's odds on a line of their own under its units, where a narrow column cannot cut them off
    const odds = o.odds ? el('span', { class: 'ebro-odds', 'data-testid': 'ebro-odds', text: oddsLine(o.odds) }) : null;
    // XII.8 the aircraft supporting it on a line of their own, after its ground units
    const flying = airLine(o, this.cb.name);
    const air = flying ? el('span', { class: 'ebro-air', 'data-testid': 'ebro-air', text: flying }) : null;
    const ground = o.units.filter((id) => !o.air?.includes(id));
    const b = el(
      'button',
      {
        type: 'button',
        class: 'ebro-order',
        'data-verb': o.answer.verb,
        'data-units': o.units.join(' '),
        title: [ground.map(this.cb.name).join(', '), airLine(o, this.cb.name, true), o.odds ? oddsLine(o.odds) : '']
          .filter(Boolean)
          .join(' — '),
      },
      unitList(ground, this.cb.name),
      air,
      odds,
    );
    b.addEventListener('mouseenter', () => this.cb.light(o));
    b.addEventListener('focus', () => this.cb.light(o));
    b.addEventListener('mouseleave', () => this.cb.light(null));
    b.addEventListener('blur', () => this.cb.light(null));
    b.addEventListener('click', () => this.cb.send(o));
    return b;
  }

  private roadToggle(): HTMLElement {
    const box = el('input', { type: 'checkbox', 'data-testid': 'ebro-road' });
    box.checked = this.roadOn;
    box.addEventListener('change', () => {
      this.roadOn = box.checked;
      this.cb.road(this.roadOn);
    });
    return el('label', { class: 'ebro-toggle', title: t('ebro.orders.roadHelp') }, box, ' ', t('ebro.orders.road'));
  }
}

/** XVI.4 an attack's odds before the roll in words, short for the side column: "2:1 (6–3), col +1, die -1". */
export function oddsLine(o: NonNullable<Order['odds']>): string {
  const odds = o.ratio === null ? '∞' : oddsText(o.ratio);
  const parts = [t('ebro.orders.odds', { attack: o.attack, defence: o.defence, odds })];
  if (o.shift !== 0) parts.push(t('ebro.orders.shift', { shift: drmSuffix(o.shift).trim() }));
  if (o.drm !== 0) parts.push(t('ebro.orders.drm', { drm: drmSuffix(o.drm).trim() }));
  return parts.join(', ');
}

/** XII.8 an order's supporting aircraft in words: "with air support: He 111, Ju 87", shortened as its units are
 *  when more than two ('' when none); `all`: every one named (the button's title). */
export function airLine(o: Pick<Order, 'air'>, name: (id: string) => string, all = false): string {
  const air = o.air ?? [];
  if (air.length === 0) return '';
  return t('ebro.orders.air', { units: all ? air.map(name).join(', ') : unitList(air, name) });
}
