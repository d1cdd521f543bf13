// A game's Orders panel in the side column: the orders a view offers grouped under headings, each a button that
// lights its hexes on the map while hovered or focused and is sent on click, at most MAX_ORDERS of them and a note of
// how many more; above them the movement toggle (by rail, by road) while the view offers a move. A counter picked on
// the map narrows the list. The game gives the groups, the words and each button's content; the panel's class names
// and test ids carry the game's prefix ("sfe-orders"), its words are the game's "<prefix>.orders.*".

import type { JsonObject, View } from '../../engine/core/types.js';
import type { Highlight } from '../map/highlights.js';
import { currentLanguage, t } from '../i18n/index.js';
import { clear, el } from './dom.js';
import './orderspanel.css';

/** How many orders the panel lists before it asks for a unit to be picked. */
export const MAX_ORDERS = 30;

/** One order: the units giving it and the answer it sends. */
export interface PanelOrder {
  units: readonly string[];
  answer: { verb: string; args: JsonObject };
}

/** The orders under one heading. */
export interface PanelGroup<O extends PanelOrder> {
  kind: string;
  orders: readonly O[];
}

/** An order's hexes on the map: its target's and its units'. */
export interface OrderHexes {
  target: string[];
  units: string[];
}

/** A side panel's body that folds under its heading (its open state kept by the caller across redraws). */
export function folding(title: string, open: boolean, toggled: (open: boolean) => void): HTMLDetailsElement {
  const d = el('details', { class: 'panel-fold' }, el('summary', {}, el('h2', { text: title })));
  d.open = open;
  d.addEventListener('toggle', () => toggled(d.open));
  return d;
}

/** What a game tells its Orders panel. */
export interface OrdersGame<O extends PanelOrder, G extends PanelGroup<O>> {
  /** The prefix of its class names, test ids and words: "sfe" gives "sfe-orders" and "sfe.orders.title". */
  prefix: string;
  /** The movement toggle: the verb that offers it, its test id's end and its words' keys under "<prefix>.orders". */
  toggle: { verb: string; id: string; label: string; help: string };
  /** The key of the note an empty list has while the toggle shows, if any. */
  emptyNote?: string;
  /** The groups shown for the counter picked: a unit's own ('unit'), those against its hex ('target'), or all. */
  shown(view: View | null, picked: string | null): { groups: G[]; by: 'unit' | 'target' | null };
  /** What of a group its heading and buttons show: drawn again only when that changes. */
  drawn(g: G): unknown;
  /** A group's heading. */
  title(g: G): string;
  /** A group's data attributes ("data-hex"). */
  groupData(g: G): Record<string, string>;
  /** The hex the groups shown for an enemy picked are against. */
  against(groups: G[], view: View, picked: string): string;
  /** An order's button: its own data attributes, its tooltip and what it shows. */
  button(o: O, name: (id: string) => string): { data: Record<string, string>; title: string; content: Content[] };
  /** An order's hexes on the map. */
  hexes(o: O, view: View): OrderHexes;
}

/** What a button shows: elements and text, null for none. */
export type Content = Node | string | null;

/** What the panel asks of the screen. */
export interface OrdersHost {
  /** Draw the page again (an order lit or put out, the toggle changed). */
  redraw(): void;
  /** Send an order's answer. */
  act(verb: string, args: JsonObject): void;
  /** A unit's name. */
  name(id: string): string;
}

/** The groups listed and the orders of each, at most `max` orders in all; `more`: how many are left out. */
export function listed<O, G extends { orders: readonly O[] }>(
  groups: readonly G[],
  max = MAX_ORDERS,
): { lists: [G, O[]][]; more: number } {
  const count = groups.reduce((n, g) => n + g.orders.length, 0);
  const lists: [G, O[]][] = [];
  let room = max;
  for (const g of groups) {
    if (room <= 0) break;
    lists.push([g, g.orders.slice(0, room)]);
    room -= g.orders.length;
  }
  return { lists, more: Math.max(0, count - max) };
}

/** An attack's odds on a line of their own under its units, where a narrow column cannot cut them off. */
export const oddsSpan = (prefix: string, text: string): HTMLElement =>
  el('span', { class: `order-odds ${prefix}-odds`, 'data-testid': `${prefix}-odds`, text });

/** The Orders panel. */
export class OrdersPanel<O extends PanelOrder, G extends PanelGroup<O>> {
  readonly element: HTMLElement;
  private toggleOn = false;
  /** What the panel shows now: drawn again only when that changes (a redraw keeps the button pointed at). */
  private drawn = '';
  private open = true;
  private litNow: OrderHexes | null = null;
  private view: View | null = null;

  constructor(
    private game: OrdersGame<O, G>,
    private screen: OrdersHost,
  ) {
    const p = game.prefix;
    this.element = el('section', { class: `panel orders-panel ${p}-orders`, 'data-testid': `${p}-orders` });
  }

  /** Whether dragged units take the toggle's movement. */
  get toggled(): boolean {
    return this.toggleOn;
  }

  /** The toggle off (a new step or game). */
  resetToggle(): void {
    this.toggleOn = false;
  }

  /** The hexes of the order hovered or focused, lit on the map: its units' as attackers, its target's as picked. */
  highlights(): Highlight[] {
    if (!this.litNow) return [];
    return [
      ...this.litNow.units.map((hex): Highlight => ({ hex, kind: 'attacker' })),
      ...this.litNow.target.map((hex): Highlight => ({ hex, kind: 'picked' })),
    ];
  }

  /** Put out the order lit. */
  unlight(): void {
    this.litNow = null;
  }

  /** Draw it from the view to play (null: hidden); `picked`: the counter picked on the map. */
  show(view: View | null, picked: string | null): void {
    this.view = view;
    const { game } = this;
    const p = game.prefix;
    const canToggle = !!view?.legalActions.some((a) => a.verb === game.toggle.verb);
    const { groups, by } = game.shown(view, picked);
    const key = JSON.stringify([currentLanguage(), canToggle, this.toggleOn, by && picked, groups.map(game.drawn)]);
    if (key === this.drawn) return;
    this.drawn = key;
    clear(this.element);
    this.element.hidden = !view || (groups.length === 0 && !canToggle);
    if (this.element.hidden || !view) return;
    const body = folding(t(`${p}.orders.title`), this.open, (open) => {
      this.open = open;
    });
    this.element.append(body);
    if (canToggle) body.append(this.toggle());
    const note = (key: string, values: Record<string, string | number>) =>
      body.append(el('p', { class: 'note', text: t(`${p}.orders.${key}`, values) }));
    if (by === 'unit') note('only', { unit: this.screen.name(picked!) });
    if (by === 'target') note('against', { hex: game.against(groups, view, picked!) });
    const { lists, more } = listed<O, G>(groups);
    if (lists.length === 0) {
      if (canToggle && game.emptyNote) note(game.emptyNote, {});
      return;
    }
    const list = el('div', { class: `orders-list ${p}-orderlist`, 'data-testid': `${p}-orderlist` });
    for (const [g, orders] of lists) {
      const box = el('div', { class: `orders-group ${p}-order-group ${g.kind}`, ...game.groupData(g) });
      box.append(el('h3', { text: game.title(g) }));
      for (const o of orders) box.append(this.button(o));
      list.append(box);
    }
    body.append(list);
    if (more > 0) note('more', { count: more });
  }

  private button(o: O): HTMLButtonElement {
    const { data, title, content } = this.game.button(o, this.screen.name);
    const p = this.game.prefix;
    const b = el(
      'button',
      {
        type: 'button',
        class: `orders-order ${p}-order`,
        'data-verb': o.answer.verb,
        'data-units': o.units.join(' '),
        ...data,
        title,
      },
      ...content,
    );
    b.addEventListener('mouseenter', () => this.light(o));
    b.addEventListener('focus', () => this.light(o));
    b.addEventListener('mouseleave', () => this.light(null));
    b.addEventListener('blur', () => this.light(null));
    b.addEventListener('click', () => {
      this.litNow = null;
      this.screen.act(o.answer.verb, o.answer.args);
    });
    return b;
  }

  /** Light an order's hexes; the page is drawn again only when they change (a redraw rebuilds the prompt's
   *  buttons, which a blur as another button is pressed must not do). */
  private light(o: O | null): void {
    const lit = o && this.view ? this.game.hexes(o, this.view) : null;
    if (JSON.stringify(lit) === JSON.stringify(this.litNow)) return;
    this.litNow = lit;
    this.screen.redraw();
  }

  private toggle(): HTMLElement {
    const { prefix: p, toggle } = this.game;
    const box = el('input', { type: 'checkbox', 'data-testid': `${p}-${toggle.id}` });
    box.checked = this.toggleOn;
    box.addEventListener('change', () => {
      this.toggleOn = box.checked;
      this.drawn = '';
      this.screen.redraw();
    });
    const label = t(`${p}.orders.${toggle.label}`);
    const help = t(`${p}.orders.${toggle.help}`);
    return el('label', { class: `orders-toggle ${p}-toggle`, title: help }, box, ' ', label);
  }
}
