// The Struggle for Europe's Orders panel in the side column (renderer/panels/orderspanel.ts): the attacks (§9.0) and
// overruns (§14) on offer grouped by the hex attacked, each button with its attackers and its odds and column on the
// chart (§9.01); for a unit picked on the map its rail moves (§8), for an air unit its missions (§16). Hovering or
// focusing an order lights its hex and its units' hexes on the map, a click sends it. In the Movement Phase it holds
// the "by rail" toggle: with it on, a dragged unit goes by rail and only the hexes a rail move reaches are lit.

import type { GameModule } from '../../../engine/core/module.js';
import { t } from '../../i18n/index.js';
import { el } from '../../panels/dom.js';
import { type OrdersGame, OrdersPanel, type OrdersHost, oddsSpan } from '../../panels/orderspanel.js';
import { missionText, unitList } from './logwords.js';
import { type Order, type OrderGroup, type OrderOdds, orderHexes, ordersShown } from './orders.js';

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

/** What an order's button names: an air unit's mission (§16), else its units. */
const unitsText = (o: Order, name: (id: string) => string): string =>
  o.kind === 'fly' ? missionText(o.mission ?? '') : unitList(o.units, name);

/** The Orders panel's orders in this game's words, with the rail toggle (`module`: the odds' charts). */
export function sfeOrders(module: () => GameModule | null): OrdersGame<Order, OrderGroup> {
  return {
    prefix: 'sfe',
    toggle: { verb: 'rail', id: 'rail', label: 'railToggle', help: 'railHelp' },
    emptyNote: 'pickForRail',
    shown: (view, picked) => ordersShown(view, module(), picked),
    drawn: (g) => [g.key, g.orders.map((o) => [o.units, o.mission, o.odds?.column, o.odds?.drm])],
    title: groupTitle,
    groupData: (g) => ({ 'data-hex': g.hex }),
    against: (groups) => groups[0]!.hex,
    button: (o, name) => ({
      data: { 'data-hex': o.hex },
      title: [o.units.map(name).join(', '), o.odds ? oddsLine(o.odds) : ''].filter(Boolean).join(' — '),
      content: [
        el('span', { class: 'sfe-units', text: unitsText(o, name) }),
        o.odds ? oddsSpan('sfe', oddsLine(o.odds)) : null,
      ],
    }),
    hexes: orderHexes,
  };
}

/** The Orders panel (`module`: the game's module now). */
export const orderPanel = (module: () => GameModule | null, screen: OrdersHost): OrdersPanel<Order, OrderGroup> =>
  new OrdersPanel(sfeOrders(module), screen);
