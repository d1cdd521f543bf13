// The Struggle for Europe on the page (renderer/panels/playscreen.ts): the Orders panel in the side column (attacks
// and overruns with their odds, a picked unit's rail moves, an air unit's missions; hovered orders lit on the map,
// sent on click), units dragged to the hexes their legal moves reach (by ground, by rail with the panel's toggle, or
// exploiting; a drop elsewhere is sent so the rules say why it is refused), a picked air unit's mission hexes lit,
// and the last combat read on the Combat Results Table over the map.

import type { Piece, View } from '../../../engine/core/types.js';
import type { Highlight } from '../../map/highlights.js';
import { type LoggedResult, PlayScreen } from '../../panels/playscreen.js';
import type { GameContext } from '../types.js';
import { dragMoves, moveToSend, takesDrag } from './drag.js';
import { orderPanel } from './orderpanel.js';
import { flightTargets, type Order, type OrderGroup } from './orders.js';
import { lastCombat, ResultPanel } from './resultpanel.js';
import './sfe.css';

/** The verbs that follow a combat: its panel stays up while they are answered. */
const AFTER_COMBAT = new Set(['attack', 'overrun', 'losses', 'retreat', 'advance']);

/** The game's panels and its play on the map. */
export class SfeScreen extends PlayScreen<Order, OrderGroup> {
  protected readonly orders: ReturnType<typeof orderPanel>;
  protected readonly result: ResultPanel;

  constructor(ctx: GameContext) {
    super(ctx, { dragMoves, moveToSend, lastResult: lastCombat, after: AFTER_COMBAT });
    this.orders = orderPanel(() => this.shown.module, this.ordersHost());
    this.result = new ResultPanel(
      () => this.closeResult(),
      (id) => ctx.pieceName(id),
    );
    ctx.slots.side(this.orders.element);
    ctx.slots.overMap(this.result.element);
  }

  /** A unit of the side to play, on the map, with a move of the kind the toggle and the phase allow. */
  protected override takesDrag(piece: Piece, view: View): boolean {
    return !this.shown.readOnly && view.toAct.includes(view.side) && takesDrag(view, piece.id, this.orders.toggled);
  }

  /** §16 a picked air unit's mission hexes. */
  protected override picks(view: View): Highlight[] {
    return [...flightTargets(view, this.ctx.selected?.() ?? null).keys()].map((hex) => ({ hex, kind: 'target' }));
  }

  protected showResult(rec: LoggedResult): void {
    this.result.show(this.shown.module, rec.event, rec.seq);
  }
}
