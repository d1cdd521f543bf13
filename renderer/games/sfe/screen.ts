// The Struggle for Europe on the page: the Orders panel in the side column (attacks and overruns with their odds,
// a picked unit's rail moves, an air unit's missions; hovered orders lit on the map, sent on click), units dragged to
// the hexes their legal moves reach (by ground, by rail with the panel's toggle, or exploiting; a drop elsewhere is
// sent so the rules say why it is refused), a picked air unit's mission hexes lit, and the last combat read on the
// Combat Results Table over the map.

import type { Location, Piece, View } from '../../../engine/core/types.js';
import type { Highlight } from '../../map/highlights.js';
import { t } from '../../i18n/index.js';
import type { GameContext, GameScreen, GameShown } from '../types.js';
import { dragMoves, moveToSend, takesDrag } from './drag.js';
import { str } from './logwords.js';
import { OrderPanel } from './orderpanel.js';
import { flightTargets, type Order, orderHexes } from './orders.js';
import { lastCombat, ResultPanel } from './resultpanel.js';
import './sfe.css';

/** The verbs that follow a combat: its panel stays up while they are answered. */
const AFTER_COMBAT = new Set(['attack', 'overrun', 'losses', 'retreat', 'advance']);

/** The game's panels and its play on the map. */
export class SfeScreen implements GameScreen {
  private readonly orders: OrderPanel;
  private readonly result: ResultPanel;
  private shown: GameShown = { module: null, view: null, log: [], readOnly: false };
  private lit: { target: string[]; units: string[] } | null = null;
  private dragging: string | null = null;
  private closedResult = -1;
  private lastStep = '';

  constructor(private ctx: GameContext) {
    this.orders = new OrderPanel({
      light: (o) => this.light(o),
      send: (o) => void this.send(o),
      rail: () => ctx.redraw(),
      name: (id) => ctx.pieceName(id),
    });
    this.result = new ResultPanel(
      () => {
        this.closedResult = lastCombat(this.shown.log)?.seq ?? -1;
        this.result.hide();
      },
      (id) => ctx.pieceName(id),
    );
    ctx.slots.side(this.orders.element);
    ctx.slots.overMap(this.result.element);
  }

  update(shown: GameShown): void {
    this.shown = shown;
    const step = str((shown.view?.state.vars as { step?: unknown } | undefined)?.step);
    if (step !== this.lastStep) {
      this.lastStep = step;
      this.orders.resetRail();
    }
  }

  drawPlay(shown: GameShown): void {
    this.shown = shown;
    const v = shown.view;
    const playable = v && !shown.readOnly && v.toAct.includes(v.side) ? v : null;
    this.orders.show(playable, shown.module, this.ctx.selected?.() ?? null);
    this.drawResult();
  }

  dragStart(piece: Piece, _stack: Piece[], view: View): boolean {
    if (this.shown.readOnly || !view.toAct.includes(view.side) || !takesDrag(view, piece.id, this.orders.rail))
      return false;
    this.dragging = piece.id;
    return true;
  }

  drop(piece: Piece, to: Location): void {
    const v = this.shown.view;
    if (!v) return;
    const a = moveToSend(v, piece.id, to, this.orders.rail);
    if (a) void this.ctx.act(a.verb, a.args);
  }

  dragEnd(): void {
    this.dragging = null;
  }

  highlights(view: View): Highlight[] {
    const list: Highlight[] = [];
    if (this.dragging) {
      for (const m of dragMoves(view, this.dragging, this.orders.rail))
        list.push({ hex: m.hex, kind: 'move', label: m.mp === null ? undefined : t('play.mp', { mp: m.mp }) });
      return list;
    }
    // §16 a picked air unit's mission hexes
    for (const hex of flightTargets(view, this.ctx.selected?.() ?? null).keys()) list.push({ hex, kind: 'target' });
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
    this.orders.resetRail();
  }

  unmount(): void {
    for (const e of [this.orders.element, this.result.element]) e.remove();
  }

  /** Light an order's hexes; drawn again only when they change. */
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

  /** The last combat while its answers go on or just after it (until closed). */
  private drawResult(): void {
    const { log, view, readOnly } = this.shown;
    const rec = lastCombat(log);
    const last = log[log.length - 1];
    const recent = rec && last && (last.seq === rec.seq || AFTER_COMBAT.has(last.verb));
    if (!view || readOnly || !rec || !recent || rec.seq === this.closedResult) this.result.hide();
    else this.result.show(this.shown.module, rec.event, rec.seq);
  }
}
