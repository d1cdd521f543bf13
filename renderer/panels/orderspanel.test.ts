import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JsonObject, View } from '../../engine/core/types.js';
import { initI18n } from '../i18n/index.js';
import { listed, MAX_ORDERS, type OrdersGame, OrdersPanel, type PanelOrder } from './orderspanel.js';

/** A stand-in element (a FakeNode): attributes, text, children, listeners, and the properties the panel sets. */
class FakeNode {
  attrs: Record<string, string> = {};
  children: (FakeNode | string)[] = [];
  hidden = false;
  checked = false;
  private on = new Map<string, (() => void)[]>();
  constructor(
    readonly tag: string,
    public textContent = '',
  ) {}
  setAttribute(k: string, v: string): void {
    this.attrs[k] = v;
  }
  addEventListener(type: string, f: () => void): void {
    this.on.set(type, [...(this.on.get(type) ?? []), f]);
  }
  /** Fire an event at it. */
  fire(type: string): void {
    for (const f of this.on.get(type) ?? []) f();
  }
  append(...c: (FakeNode | string)[]): void {
    this.children.push(...c);
  }
  get firstChild(): FakeNode | string | null {
    return this.children[0] ?? null;
  }
  removeChild(c: FakeNode | string): void {
    this.children.splice(this.children.indexOf(c), 1);
  }
  /** Its text and its children's. */
  get text(): string {
    return this.textContent + this.children.map((c) => (typeof c === 'string' ? c : c.text)).join('');
  }
  /** This element and its descendants with the tag. */
  all(tag: string): FakeNode[] {
    const kids = this.children.filter((c): c is FakeNode => typeof c !== 'string');
    return [...(this.tag === tag ? [this] : []), ...kids.flatMap((c) => c.all(tag))];
  }
}

interface TestOrder extends PanelOrder {
  hex: string;
}
interface TestGroup {
  key: string;
  kind: string;
  hex: string;
  orders: TestOrder[];
}

/** An attack on `hex` by `units`. */
const attack = (hex: string, ...units: string[]): TestOrder => ({
  hex,
  units,
  answer: { verb: 'attack', args: { hex, pieces: units } },
});
const group = (hex: string, orders: TestOrder[]): TestGroup => ({ key: hex, kind: 'attack', hex, orders });

/** A game whose orders are attacks grouped by hex; a unit picked shows its own, an enemy hex's the ones against it. */
function game(groups: TestGroup[]): OrdersGame<TestOrder, TestGroup> {
  return {
    prefix: 'game',
    toggle: { verb: 'move', id: 'road', label: 'road', help: 'roadHelp' },
    emptyNote: 'pick',
    shown: (view, picked) => {
      if (!view || !picked) return { groups, by: null };
      const own = groups.filter((g) => g.orders.some((o) => o.units.includes(picked)));
      if (own.length > 0) return { groups: own, by: 'unit' };
      const against = groups.filter((g) => g.hex === picked);
      return against.length > 0 ? { groups: against, by: 'target' } : { groups, by: null };
    },
    drawn: (g) => [g.key, g.orders.map((o) => o.units)],
    title: (g) => `On ${g.hex}`,
    groupData: (g) => ({ 'data-hex': g.hex }),
    against: (gs) => gs[0]!.hex,
    button: (o, name) => ({ data: {}, title: o.units.map(name).join(', '), content: [o.units.join('+')] }),
    hexes: (o) => ({ target: [o.hex], units: o.units.map((u) => `at-${u}`) }),
  };
}

/** A view offering the orders, and a move when `move`. */
const view = (move: boolean): View =>
  ({ legalActions: move ? [{ verb: 'move', args: {} }] : [], state: { pieces: [] } }) as unknown as View;

let restore: () => void = () => {};
let sent: [string, JsonObject][] = [];
let redraws = 0;
const screen = {
  redraw: () => redraws++,
  act: (verb: string, args: JsonObject) => sent.push([verb, args]),
  name: (id: string) => id.toUpperCase(),
};
const buttons = (p: OrdersPanel<TestOrder, TestGroup>) => (p.element as unknown as FakeNode).all('button');
const notes = (p: OrdersPanel<TestOrder, TestGroup>) =>
  (p.element as unknown as FakeNode).all('p').map((n) => n.attrs.class === 'note' && n.text);

describe('The Orders panel', () => {
  beforeAll(() => {
    const g = globalThis as { document?: unknown };
    const saved = g.document;
    g.document = { createElement: (tag: string) => new FakeNode(tag) };
    restore = () => {
      g.document = saved;
    };
    initI18n('en');
  });
  afterAll(() => restore());
  beforeEach(() => {
    sent = [];
    redraws = 0;
  });

  it('lists at most MAX_ORDERS orders, the groups in order, and counts the ones left out', () => {
    const many = Array.from({ length: MAX_ORDERS - 1 }, (_, i) => attack('A', `u${i}`));
    const { lists, more } = listed([group('A', many), group('B', [attack('B', 'x'), attack('B', 'y')])]);
    expect(lists.map(([g, os]) => [g.hex, os.length])).toEqual([
      ['A', MAX_ORDERS - 1],
      ['B', 1],
    ]);
    expect(more).toBe(1);
    expect(listed([group('A', many), group('B', [])], MAX_ORDERS).more).toBe(0);
    expect(listed([group('A', many), group('B', [attack('B', 'x')])], 5).lists).toHaveLength(1);
  });

  it('shows each group under its heading, a button an order, with the prefix on its classes and test ids', () => {
    const p = new OrdersPanel(game([group('A', [attack('A', 'u1', 'u2')]), group('B', [attack('B', 'u3')])]), screen);
    p.show(view(false), null);
    const root = p.element as unknown as FakeNode;
    expect(root.hidden).toBe(false);
    expect(root.attrs['data-testid']).toBe('game-orders');
    expect(root.attrs.class).toBe('panel orders-panel game-orders');
    expect(root.all('h3').map((h) => h.text)).toEqual(['On A', 'On B']);
    expect(
      root
        .all('div')
        .filter((d) => d.attrs['data-hex'])
        .map((d) => d.attrs.class),
    ).toEqual(['orders-group game-order-group attack', 'orders-group game-order-group attack']);
    const [b] = buttons(p);
    expect(b!.attrs).toMatchObject({ class: 'orders-order game-order', 'data-verb': 'attack', 'data-units': 'u1 u2' });
    expect(b!.attrs.title).toBe('U1, U2');
    expect(b!.text).toBe('u1+u2');
    expect(root.all('input')).toHaveLength(0);
  });

  it('lights an order while hovered or focused, drawn again only as its hexes change, and sends it on click', () => {
    const p = new OrdersPanel(game([group('A', [attack('A', 'u1')])]), screen);
    p.show(view(false), null);
    const [b] = buttons(p);
    b!.fire('mouseenter');
    b!.fire('focus');
    expect(redraws).toBe(1);
    expect(p.highlights()).toEqual([
      { hex: 'at-u1', kind: 'attacker' },
      { hex: 'A', kind: 'picked' },
    ]);
    b!.fire('mouseleave');
    expect(p.highlights()).toEqual([]);
    expect(redraws).toBe(2);
    b!.fire('focus');
    b!.fire('click');
    expect(sent).toEqual([['attack', { hex: 'A', pieces: ['u1'] }]]);
    expect(p.highlights()).toEqual([]);
  });

  it('holds the movement toggle while a move is offered, and hides when it has nothing to show', () => {
    const p = new OrdersPanel(game([]), screen);
    p.show(view(false), null);
    expect(p.element.hidden).toBe(true);
    p.show(view(true), null);
    expect(p.element.hidden).toBe(false);
    expect(notes(p)).toEqual(['game.orders.pick']);
    const box = (p.element as unknown as FakeNode).all('input')[0]!;
    expect(box.attrs['data-testid']).toBe('game-road');
    box.checked = true;
    box.fire('change');
    expect(p.toggled).toBe(true);
    expect(redraws).toBe(1);
    p.resetToggle();
    expect(p.toggled).toBe(false);
    p.show(null, null);
    expect(p.element.hidden).toBe(true);
  });

  it('narrows to a picked unit\u2019s own orders, or to those against a picked hex, and says so', () => {
    const p = new OrdersPanel(game([group('A', [attack('A', 'u1')]), group('B', [attack('B', 'u2')])]), screen);
    p.show(view(false), 'u2');
    expect(buttons(p).map((b) => b.attrs['data-units'])).toEqual(['u2']);
    expect(notes(p)).toEqual(['game.orders.only']);
    p.show(view(false), 'A');
    expect(buttons(p).map((b) => b.attrs['data-units'])).toEqual(['u1']);
    expect(notes(p)).toEqual(['game.orders.against']);
  });

  it('folds under its heading: a details element with the title, open as it was, keeping each toggle', () => {
    const p = new OrdersPanel(game([group('A', [attack('A', 'u1')])]), screen);
    p.show(view(false), null);
    const fold = (p.element as unknown as FakeNode).all('details')[0]!;
    expect(fold.attrs.class).toBe('panel-fold');
    expect(fold.all('h2').map((h) => h.text)).toEqual(['game.orders.title']);
    expect((fold as unknown as { open: boolean }).open).toBe(true);
    (fold as unknown as { open: boolean }).open = false;
    fold.fire('toggle');
    p.show(view(false), null);
    const again = (p.element as unknown as FakeNode).all('details')[0]!;
    expect((again as unknown as { open: boolean }).open).toBe(false);
  });

  it('says how many orders it leaves out past MAX_ORDERS', () => {
    const many = Array.from({ length: MAX_ORDERS + 3 }, (_, i) => attack('A', `u${i}`));
    const p = new OrdersPanel(game([group('A', many)]), screen);
    p.show(view(false), null);
    expect(buttons(p)).toHaveLength(MAX_ORDERS);
    expect(notes(p)).toEqual(['game.orders.more']);
  });
});
