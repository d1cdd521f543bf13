// La Batalla del Ebro on the page: the turn record and the Engineering panel in the side column, the Orders panel
// (orders lit on the map on hover, sent on click), units dragged to the hexes their legal moves reach (by natural
// movement, or by road with the Orders panel's toggle; a drop elsewhere is sent so the rules say why it is refused),
// reinforcements dragged into a box, the markers on the map when asked, and the last fire or combat on its chart.

import type { Location, Piece, View } from '../../../engine/core/types.js';
import type { Highlight } from '../../map/highlights.js';
import { t } from '../../i18n/index.js';
import type { GameContext, GameScreen, GameShown } from '../types.js';
import { markHighlights } from './marks.js';
import { crossingSites, rememberModule } from './names.js';
import { OrderPanel } from './orderpanel.js';
import { type Order, orderHexes } from './orders.js';
import { lastResult } from './result.js';
import { ResultPanel } from './resultpanel.js';
import { RecordPanel, WorksPanel } from './sidepanels.js';
import { dragMoves, moveToSend } from './drag.js';

/** The verbs that follow a result: its panel stays up while they are answered. */
const RESULT_VERBS = new Set(['fire', 'shell', 'attack', 'react', 'retreat', 'advance', 'stay']);

/** The game's panels and its play on the map. */
export class EbroScreen implements GameScreen {
  private readonly record = new RecordPanel();
  private readonly works: WorksPanel;
  private readonly orders: OrderPanel;
  private readonly result: ResultPanel;
  private shown: GameShown = { module: null, view: null, log: [], readOnly: false };
  private lit: { target: string[]; units: string[] } | null = null;
  private litWork: string[] = [];
  private dragging: string | null = null;
  private closedResult = -1;
  private lastStep = '';

  constructor(private ctx: GameContext) {
    this.works = new WorksPanel({
      light: (hexes) => {
        if (hexes.join() === this.litWork.join()) return;
        this.litWork = hexes;
        ctx.redraw();
      },
      toggle: () => ctx.redraw(),
    });
    this.orders = new OrderPanel({
      light: (o) => this.light(o),
      send: (o) => void this.send(o),
      road: () => ctx.redraw(),
      name: (id) => ctx.pieceName(id),
    });
    this.result = new ResultPanel(
      () => {
        this.closedResult = lastResult(this.shown.log)?.seq ?? -1;
        this.result.hide();
      },
      (id) => ctx.pieceName(id),
    );
    ctx.slots.side(this.orders.element);
    ctx.slots.side(this.record.element);
    ctx.slots.side(this.works.element);
    ctx.slots.overMap(this.result.element);
  }

  update(shown: GameShown): void {
    this.shown = shown;
    rememberModule(shown.module);
    const v = shown.view;
    const step = String((v?.state.vars as { step?: unknown } | undefined)?.step ?? '');
    if (step !== this.lastStep) {
      this.lastStep = step;
      this.orders.resetRoad();
    }
    this.record.show(v, shown.module);
    this.works.show(v);
  }

  drawPlay(shown: GameShown): void {
    this.shown = shown;
    const v = shown.view;
    const playable = v && !shown.readOnly && v.toAct.includes(v.side) ? v : null;
    this.orders.show(playable, this.ctx.selected?.() ?? null);
    this.drawResult();
  }

  dragStart(piece: Piece, _stack: Piece[], view: View): boolean {
    if (dragMoves(view, piece.id, this.orders.road).length === 0) return false;
    this.dragging = piece.id;
    return true;
  }

  drop(piece: Piece, to: Location): void {
    const v = this.shown.view;
    if (!v) return;
    const a = moveToSend(v, piece.id, to, this.orders.road);
    if (a) void this.ctx.act(a.verb, a.args);
  }

  dragEnd(): void {
    this.dragging = null;
  }

  highlights(view: View): Highlight[] {
    const list: Highlight[] = this.works.showing ? markHighlights(view, crossingSites()) : [];
    if (this.dragging) {
      for (const m of dragMoves(view, this.dragging, this.orders.road))
        if (m.hex)
          list.push({ hex: m.hex, kind: 'move', label: m.mp === null ? undefined : t('play.mp', { mp: m.mp }) });
      return list;
    }
    for (const h of this.litWork) list.push({ hex: h, kind: 'place' });
    if (this.lit) {
      for (const h of this.lit.units) list.push({ hex: h, kind: 'attacker' });
      for (const h of this.lit.target) list.push({ hex: h, kind: 'picked' });
    }
    return list;
  }

  cancel(): void {
    this.lit = null;
    this.dragging = null;
  }

  reset(): void {
    this.cancel();
    this.closedResult = -1;
    this.orders.resetRoad();
  }

  unmount(): void {
    rememberModule(null);
    for (const e of [this.orders.element, this.record.element, this.works.element, this.result.element]) e.remove();
  }

  /** Light an order's hexes; the page is drawn again only when they change (a redraw rebuilds the prompt's
   *  buttons, which a blur as another button is pressed must not do). */
  private light(o: Order | null): void {
    const v = this.shown.view;
    const lit = o && v ? orderHexes(o, v) : null;
    if (JSON.stringify(lit) === JSON.stringify(this.lit)) return;
    this.lit = lit;
    this.ctx.redraw();
  }

  private async send(o: Order): Promise<void> {
    this.lit = null;
    this.closedResult = -1;
    await this.ctx.act(o.answer.verb, o.answer.args);
  }

  /** The last result while its combat goes on or just after it (until closed). */
  private drawResult(): void {
    const { log, view, readOnly } = this.shown;
    const rec = lastResult(log);
    const last = log[log.length - 1];
    const recent = rec && last && (last.seq === rec.seq || RESULT_VERBS.has(last.verb));
    if (!view || readOnly || !rec || !recent || rec.seq === this.closedResult) this.result.hide();
    // Shown only just after it was made: the turn it was in is the turn now.
    else this.result.show(this.shown.module, rec.event, rec.seq, (view.state.vars as { part?: unknown }).part);
  }
}
