import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject, Location, Piece, View } from '../../engine/core/types.js';
import type { LogLine } from '../../schemas/host-api.js';
import type { GameContext, GameShown } from '../games/types.js';
import { initI18n } from '../i18n/index.js';
import type { OrdersPanel, PanelGroup, PanelOrder } from './orderspanel.js';
import { type LoggedResult, PlayScreen, type ResultBox } from './playscreen.js';

type Panel = OrdersPanel<PanelOrder, PanelGroup<PanelOrder>>;

/** An Orders panel that records what it was asked. */
function ordersStub() {
  const calls: string[] = [];
  const stub = {
    element: { remove: () => calls.push('removed') },
    toggled: false,
    shownWith: undefined as View | null | undefined,
    resetToggle: () => {
      stub.toggled = false;
      calls.push('reset');
    },
    unlight: () => calls.push('unlight'),
    highlights: () => [{ hex: 'lit', kind: 'picked' }],
    show: (view: View | null) => {
      stub.shownWith = view;
    },
  };
  return { stub, calls };
}

/** A game whose unit "u" moves to A (2 MP left) on foot, to B by road, and whose combats are events 'combat'. */
class TestScreen extends PlayScreen<PanelOrder, PanelGroup<PanelOrder>> {
  readonly o = ordersStub();
  protected readonly orders = this.o.stub as unknown as Panel;
  shownResult: number | null = null;
  protected readonly result: ResultBox = {
    element: { remove: () => this.o.calls.push('result removed') } as unknown as HTMLElement,
    hide: () => {
      this.shownResult = null;
    },
  };
  constructor(ctx: GameContext) {
    super(ctx, {
      dragMoves: (_v, piece, road) => (piece !== 'u' ? [] : [{ hex: road ? 'B' : 'A', mp: road ? null : 2 }]),
      moveToSend: (_v, piece, to, road) =>
        to.kind === 'hex' ? { verb: road ? 'road' : 'move', args: { piece, hex: to.hex } } : null,
      lastResult: (log) => {
        const line = [...log].reverse().find((l) => l.events.some((e) => e.type === 'combat'));
        return line ? { seq: line.seq, event: line.events[0]! } : null;
      },
      after: new Set(['losses']),
    });
  }
  protected showResult(rec: LoggedResult): void {
    this.shownResult = rec.seq;
  }
  /** Close the result as its button does; the host the Orders panel is given. */
  close = () => this.closeResult();
  host = () => this.ordersHost();
}

const sent: [string, JsonObject][] = [];
const ctx = {
  slots: {},
  act: async (verb: string, args: JsonObject) => {
    sent.push([verb, args]);
  },
  pieceName: (id: string) => id,
  selected: () => null,
  redraw: () => {},
} as unknown as GameContext;

const view = (step: string, toAct = ['a']): View =>
  ({ side: 'a', toAct, state: { vars: { step }, pieces: [] }, legalActions: [] }) as unknown as View;
const entry = (seq: number, verb: string, combat = false) =>
  ({ seq, verb, args: {}, events: combat ? [{ type: 'combat' }] : [] }) as unknown as LogLine;
const shown = (v: View | null, log: LogLine[], readOnly = false): GameShown => ({
  module: null,
  view: v,
  log,
  readOnly,
});
const piece = (id: string) => ({ id }) as Piece;

describe('A game\u2019s play screen', () => {
  beforeAll(() => initI18n('en'));

  it('puts the movement toggle off at each new step of the flow, not within one', () => {
    const s = new TestScreen(ctx);
    s.update(shown(view('movement'), []));
    s.o.stub.toggled = true;
    s.update(shown(view('movement'), []));
    expect(s.o.stub.toggled).toBe(true);
    s.update(shown(view('combat'), []));
    expect(s.o.stub.toggled).toBe(false);
  });

  it('draws the Orders panel for the side to play only, never on a replayed position', () => {
    const s = new TestScreen(ctx);
    const mine = view('combat');
    s.drawPlay(shown(mine, []));
    expect(s.o.stub.shownWith).toBe(mine);
    s.drawPlay(shown(view('combat', ['b']), []));
    expect(s.o.stub.shownWith).toBeNull();
    s.drawPlay(shown(mine, [], true));
    expect(s.o.stub.shownWith).toBeNull();
  });

  it('shows the last result while its answers go on, until closed, and again once an order is sent', () => {
    const s = new TestScreen(ctx);
    const v = view('combat');
    s.drawPlay(shown(v, [entry(1, 'move'), entry(2, 'attack', true)]));
    expect(s.shownResult).toBe(2);
    s.drawPlay(shown(v, [entry(1, 'move'), entry(2, 'attack', true), entry(3, 'losses')]));
    expect(s.shownResult).toBe(2);
    s.close();
    s.drawPlay(shown(v, [entry(1, 'move'), entry(2, 'attack', true), entry(3, 'losses')]));
    expect(s.shownResult).toBeNull();
    s.host().act('attack', {});
    s.drawPlay(shown(v, [entry(1, 'move'), entry(2, 'attack', true), entry(3, 'losses')]));
    expect(s.shownResult).toBe(2);
    s.drawPlay(shown(v, [entry(1, 'move'), entry(2, 'attack', true), entry(3, 'losses'), entry(4, 'done')]));
    expect(s.shownResult).toBeNull();
  });

  it('takes the drag of a unit with a move to make, lights its moves by the toggle, and sends its drop', () => {
    const s = new TestScreen(ctx);
    const v = view('movement');
    s.update(shown(v, []));
    expect(s.dragStart(piece('x'), [], v)).toBe(false);
    expect(s.highlights(v)).toEqual([{ hex: 'lit', kind: 'picked' }]);
    expect(s.dragStart(piece('u'), [], v)).toBe(true);
    expect(s.highlights(v)).toEqual([{ hex: 'A', kind: 'move', label: '2 MP' }]);
    s.o.stub.toggled = true;
    expect(s.highlights(v)).toEqual([{ hex: 'B', kind: 'move', label: undefined }]);
    sent.length = 0;
    s.drop(piece('u'), { kind: 'hex', hex: 'B' } as Location);
    expect(sent).toEqual([['road', { piece: 'u', hex: 'B' }]]);
    s.dragEnd();
    expect(s.highlights(v)).toEqual([{ hex: 'lit', kind: 'picked' }]);
  });

  it('puts out the order lit when cancelled, and takes its panels off when unmounted', () => {
    const s = new TestScreen(ctx);
    s.cancel();
    s.unmount();
    expect(s.o.calls).toEqual(['unlight', 'removed', 'result removed']);
  });
});
