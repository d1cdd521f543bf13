// A game's play on the page around its Orders panel (orderspanel.ts) and its last result over the map: the panel
// drawn from the view to play with the counter picked, its movement toggle put off at each new step of the flow,
// units dragged to the hexes their legal moves reach (a drop elsewhere is sent so the rules say why it is refused),
// the order hovered lit on the map, and the last result shown while its answers go on (resultshown.ts) until closed.

import type { GameEvent, JsonObject, Location, Piece, View } from '../../engine/core/types.js';
import type { LogLine } from '../../schemas/host-api.js';
import type { GameContext, GameScreen, GameShown } from '../games/types.js';
import { t } from '../i18n/index.js';
import type { Highlight } from '../map/highlights.js';
import type { OrdersHost, OrdersPanel, PanelGroup, PanelOrder } from './orderspanel.js';
import { resultShown } from './resultshown.js';

/** A move of a unit dragged: the hex it reaches (none: a box) and the movement points it has left (null: unsaid). */
export interface DragMove {
  hex: string | null;
  mp: number | null;
}

/** A result of the log: its entry's number and its event. */
export interface LoggedResult {
  seq: number;
  event: GameEvent;
}

/** What a game's play is made of besides its panels. */
export interface PlayParts {
  /** The moves of a unit dragged, by the toggle's movement when it is on. */
  dragMoves(view: View, piece: string, toggled: boolean): readonly DragMove[];
  /** The answer a unit dropped at `to` sends, or null for none. */
  moveToSend(view: View, piece: string, to: Location, toggled: boolean): { verb: string; args: JsonObject } | null;
  /** The last result of the log, or null. */
  lastResult(log: readonly LogLine[]): LoggedResult | null;
  /** The verbs that follow a result: its panel stays up while they are answered. */
  after: ReadonlySet<string>;
}

/** The result panel over the map. */
export interface ResultBox {
  readonly element: HTMLElement;
  /** Take the result off (and forget it). */
  hide(): void;
}

/** A game's play screen: the game makes its panels and adds what is its own. */
export abstract class PlayScreen<O extends PanelOrder, G extends PanelGroup<O>> implements GameScreen {
  protected abstract readonly orders: OrdersPanel<O, G>;
  protected abstract readonly result: ResultBox;
  protected shown: GameShown = { module: null, view: null, log: [], readOnly: false };
  protected dragging: string | null = null;
  private closedResult = -1;
  private lastStep = '';

  constructor(
    protected ctx: GameContext,
    private parts: PlayParts,
  ) {}

  /** What the Orders panel asks of the page: a redraw, an order sent (it brings its result up), a unit's name. */
  protected ordersHost(): OrdersHost {
    return {
      redraw: () => this.ctx.redraw(),
      act: (verb, args) => {
        this.closedResult = -1;
        void this.ctx.act(verb, args);
      },
      name: (id) => this.ctx.pieceName(id),
    };
  }

  /** Close the result shown until the next one. */
  protected closeResult(): void {
    this.closedResult = this.parts.lastResult(this.shown.log)?.seq ?? -1;
    this.result.hide();
  }

  /** Show a result over the map (`view`: the view it is shown with). */
  protected abstract showResult(rec: LoggedResult, view: View): void;

  /** The game's own hexes lit under the moves of a unit dragged. */
  protected marks(_view: View): Highlight[] {
    return [];
  }

  /** The game's own hexes lit before the order hovered, while no unit is dragged. */
  protected picks(_view: View): Highlight[] {
    return [];
  }

  update(shown: GameShown): void {
    this.shown = shown;
    const step = String((shown.view?.state.vars as { step?: unknown } | undefined)?.step ?? '');
    if (step !== this.lastStep) {
      this.lastStep = step;
      this.orders.resetToggle();
    }
  }

  drawPlay(shown: GameShown): void {
    this.shown = shown;
    const v = shown.view;
    const playable = v && !shown.readOnly && v.toAct.includes(v.side) ? v : null;
    this.orders.show(playable, this.ctx.selected?.() ?? null);
    this.drawResult();
  }

  dragStart(piece: Piece, _stack: Piece[], view: View): boolean {
    if (!this.takesDrag(piece, view)) return false;
    this.dragging = piece.id;
    return true;
  }

  /** Whether a unit may be dragged now: it has a move to make. */
  protected takesDrag(piece: Piece, view: View): boolean {
    return this.parts.dragMoves(view, piece.id, this.orders.toggled).length > 0;
  }

  drop(piece: Piece, to: Location): void {
    const v = this.shown.view;
    if (!v) return;
    const a = this.parts.moveToSend(v, piece.id, to, this.orders.toggled);
    if (a) void this.ctx.act(a.verb, a.args);
  }

  dragEnd(): void {
    this.dragging = null;
  }

  highlights(view: View): Highlight[] {
    const list = this.marks(view);
    if (this.dragging) {
      for (const m of this.parts.dragMoves(view, this.dragging, this.orders.toggled))
        if (m.hex)
          list.push({ hex: m.hex, kind: 'move', label: m.mp === null ? undefined : t('play.mp', { mp: m.mp }) });
      return list;
    }
    return [...list, ...this.picks(view), ...this.orders.highlights()];
  }

  cancel(): void {
    this.orders.unlight();
    this.dragging = null;
  }

  reset(): void {
    this.cancel();
    this.closedResult = -1;
    this.orders.resetToggle();
  }

  unmount(): void {
    for (const e of [this.orders.element, this.result.element]) e.remove();
  }

  /** The last result while its answers go on or just after it (until closed). */
  private drawResult(): void {
    const { log, view, readOnly } = this.shown;
    const { lastResult, after } = this.parts;
    const rec = view && !readOnly ? resultShown(log, lastResult(log), after, this.closedResult) : null;
    if (!view || !rec) this.result.hide();
    else this.showResult(rec, view);
  }
}
