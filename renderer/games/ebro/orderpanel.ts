// La Batalla del Ebro's Orders panel in the side column: the orders the view lists with several units or a target
// (fire, attack, react, advance, works, boat crossings), grouped by target; hovering or focusing one lights its
// target and its units' hexes on the map, a click sends it. In the movement segment it holds the road toggle: with
// it on, a dragged unit goes by strategic redeployment (IX.2.5) and only the hexes a road move reaches are lit. A
// unit picked on the map shows only its own orders.

import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';
import { type OrdersGame, OrdersPanel, type OrdersHost, oddsSpan } from '../../panels/orderspanel.js';
import { boxName, siteName } from './names.js';
import { type Order, type OrderGroup, orderHexes, ordersShown } from './orders.js';
import { drmSuffix, hexsideText, kindText, oddsText, unitList } from './words.js';

/** A group's heading in words. */
export function groupTitle(g: OrderGroup): string {
  // a move to an off-map box (railBox, poolBox) names the box as the counter sheet does
  const hex = g.kind.endsWith('Box') ? boxName(g.target[0] ?? '') : (g.target[0] ?? '');
  const where = hexsideText(g.target[0] ?? '', g.target[1] ?? g.target[0] ?? '', siteName);
  const kind = kindText(g.work ?? 'crossing');
  return t(`ebro.orders.${g.kind}`, { hex, where, kind });
}

/** An order's button: its ground units, then its aircraft (XII.8) and its odds (XVI.4) on lines of their own. */
function button(o: Order, name: (id: string) => string): ReturnType<OrdersGame<Order, OrderGroup>['button']> {
  const flying = airLine(o, name);
  const ground = o.units.filter((id) => !o.air?.includes(id));
  return {
    data: {},
    title: [ground.map(name).join(', '), airLine(o, name, true), o.odds ? oddsLine(o.odds) : '']
      .filter(Boolean)
      .join(' — '),
    content: [
      unitList(ground, name),
      flying ? el('span', { class: 'ebro-air', 'data-testid': 'ebro-air', text: flying }) : null,
      o.odds ? oddsSpan('ebro', oddsLine(o.odds)) : null,
    ],
  };
}

/** The Orders panel's orders in this game's words, with the road toggle: a unit picked shows its own orders, an
 *  enemy the orders against its hex. */
export const ebroOrders: OrdersGame<Order, OrderGroup> = {
  prefix: 'ebro',
  // IX.2.5 with it on, a dragged unit goes by strategic redeployment
  toggle: { verb: 'move', id: 'road', label: 'road', help: 'roadHelp' },
  shown: ordersShown,
  drawn: (g) => [g.key, g.orders.map((o) => o.units)],
  title: groupTitle,
  groupData: (g) => ({ 'data-target': g.target.join(' ') }),
  against: (groups, view, picked) =>
    groups[0]!.target.find((h) =>
      view.state.pieces.some((p) => p.id === picked && p.at.kind === 'hex' && p.at.hex === h),
    ) ?? '',
  button,
  hexes: orderHexes,
};

/** The Orders panel. */
export const orderPanel = (screen: OrdersHost): OrdersPanel<Order, OrderGroup> => new OrdersPanel(ebroOrders, screen);

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
