// La Batalla del Ebro on the page (renderer/panels/playscreen.ts): the turn record and the Engineering panel in the
// side column, the Orders panel (orders lit on the map on hover, sent on click), units dragged to the hexes their
// legal moves reach (by natural movement, or by road with the Orders panel's toggle; a drop elsewhere is sent so the
// rules say why it is refused), reinforcements dragged into a box, the markers on the map when asked, and the last
// fire or combat on its chart.

import type { View } from '../../../engine/core/types.js';
import type { Highlight } from '../../map/highlights.js';
import { type LoggedResult, PlayScreen } from '../../panels/playscreen.js';
import type { GameContext, GameShown } from '../types.js';
import { dragMoves, moveToSend } from './drag.js';
import { markHighlights } from './marks.js';
import { crossingSites, rememberModule } from './names.js';
import { orderPanel } from './orderpanel.js';
import type { Order, OrderGroup } from './orders.js';
import { lastResult } from './result.js';
import { ResultPanel } from './resultpanel.js';
import { RecordPanel, WorksPanel } from './sidepanels.js';

/** The verbs that follow a result: its panel stays up while they are answered. */
const RESULT_VERBS = new Set(['fire', 'shell', 'attack', 'react', 'retreat', 'advance', 'stay']);

/** The game's panels and its play on the map. */
export class EbroScreen extends PlayScreen<Order, OrderGroup> {
  private readonly record = new RecordPanel();
  private readonly works: WorksPanel;
  protected readonly orders: ReturnType<typeof orderPanel>;
  protected readonly result: ResultPanel;
  private litWork: string[] = [];

  constructor(ctx: GameContext) {
    super(ctx, { dragMoves, moveToSend, lastResult, after: RESULT_VERBS });
    this.works = new WorksPanel({
      light: (hexes) => {
        if (hexes.join() === this.litWork.join()) return;
        this.litWork = hexes;
        ctx.redraw();
      },
      toggle: () => ctx.redraw(),
    });
    this.orders = orderPanel(this.ordersHost());
    this.result = new ResultPanel(
      () => this.closeResult(),
      (id) => ctx.pieceName(id),
    );
    ctx.slots.side(this.orders.element);
    ctx.slots.side(this.record.element);
    ctx.slots.side(this.works.element);
    ctx.slots.overMap(this.result.element);
  }

  override update(shown: GameShown): void {
    rememberModule(shown.module);
    super.update(shown);
    this.record.show(shown.view, shown.module);
    this.works.show(shown.view);
  }

  /** The markers on the map when the Engineering panel shows them. */
  protected override marks(view: View): Highlight[] {
    return this.works.showing ? markHighlights(view, crossingSites()) : [];
  }

  /** The sites of the work hovered in the Engineering panel. */
  protected override picks(): Highlight[] {
    return this.litWork.map((hex) => ({ hex, kind: 'place' }));
  }

  override unmount(): void {
    rememberModule(null);
    super.unmount();
    for (const e of [this.record.element, this.works.element]) e.remove();
  }

  /** Shown only just after it was made: the turn it was in is the turn now. */
  protected showResult(rec: LoggedResult, view: View): void {
    this.result.show(this.shown.module, rec.event, rec.seq, (view.state.vars as { part?: unknown }).part);
  }
}
