import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonObject, LegalAction, Piece, View } from '../../engine/core/types.js';
import { deltaActions, deltaPieces, deltaVars, deltaView, ViewSender } from './view-delta.js';

const piece = (id: string, hex: string): Piece =>
  ({ id, kind: 'unit', def: 'inf', side: 'red', at: { kind: 'hex', hex } }) as unknown as Piece;
const move = (piece: string, to: string, mp?: number): LegalAction =>
  mp === undefined ? { verb: 'move', args: { piece, to } } : { verb: 'move', args: { piece, to }, info: { mp } };
const viewOf = (pieces: Piece[], legalActions: LegalAction[] = [], vars: JsonObject = { turn: 1 }): View =>
  ({ side: 'red', state: { pieces, vars }, toAct: ['red'], legalActions, prompts: [] }) as unknown as View;

describe('ViewSender', () => {
  it('sends a view whole, then as the ids in order and the pieces that differ in any field', () => {
    const views = new ViewSender();
    const first = views.send(viewOf([piece('a', '0101'), piece('b', '0102'), piece('c', '0103')]));
    expect(first.viewDelta).toBeUndefined();
    expect(first.view.state.pieces).toHaveLength(3);
    // b moved to the top of the order and to another hex; a and c are equal but new objects.
    const next = views.send(viewOf([piece('a', '0101'), piece('c', '0103'), piece('b', '0204')]), first.viewId);
    expect(next.viewId).toBeGreaterThan(first.viewId);
    expect(next.viewDelta).toEqual({
      from: first.viewId,
      ids: ['a', 'c', 'b'],
      changed: [piece('b', '0204')],
      legal: [],
      vars: ['turn'],
    });
    expect(next.view.state.pieces).toEqual([]);
    expect(next.view.state.vars).toEqual({}); // the turn is the one the renderer holds
    const flipped = { ...piece('a', '0101'), disrupted: true } as Piece;
    const third = views.send(viewOf([flipped, piece('c', '0103')]), next.viewId);
    expect(third.viewDelta).toEqual({
      from: next.viewId,
      ids: ['a', 'c'],
      changed: [flipped],
      legal: [],
      vars: ['turn'],
    });
  });

  it('sends the legal actions as runs of the held list and the actions it lacks, exactly compared', () => {
    const views = new ViewSender();
    const held = [move('a', '0102', 1), move('a', '0103', 2), move('b', '0201'), move('b', '0202'), move('c', '0301')];
    const first = views.send(viewOf([piece('a', '0101')], held));
    expect(first.view.legalActions).toBe(held);
    // a's second move costs more now, b's first is gone, a new c move at the end; c's first is moved to the top.
    const now = [move('c', '0301'), move('a', '0102', 1), move('a', '0103', 3), move('b', '0202'), move('c', '0302')];
    const next = views.send(viewOf([piece('a', '0101')], now), first.viewId);
    expect(next.view.legalActions).toEqual([]);
    expect(next.viewDelta!.legal).toEqual([[4, 1], [0, 1], move('a', '0103', 3), [3, 1], move('c', '0302')]);
    // The same list again: one run of the whole.
    const same = views.send(
      viewOf(
        [piece('a', '0101')],
        now.map((a) => structuredClone(a)),
      ),
      next.viewId,
    );
    expect(same.viewDelta!.legal).toEqual([[0, 5]]);
  });

  it('sends only the vars whose text differs, with the name of every var in order', () => {
    const views = new ViewSender();
    const control = { 'C:0101': 'axis', 'C:0102': 'soviet' };
    const first = views.send(viewOf([], [], { turn: 1, control, moved: [] }));
    const next = views.send(viewOf([], [], { moved: ['a'], turn: 1, control: { ...control } }), first.viewId);
    expect(next.view.state.vars).toEqual({ moved: ['a'] });
    expect(next.viewDelta!.vars).toEqual(['moved', 'turn', 'control']);
    const gone = views.send(viewOf([], [], { turn: 2 }), next.viewId);
    expect(gone.view.state.vars).toEqual({ turn: 2 });
    expect(gone.viewDelta!.vars).toEqual(['turn']);
    // Vars that are not JSON values throughout go whole.
    const odd = views.send(viewOf([], [], { turn: 2, f: undefined } as unknown as JsonObject), gone.viewId);
    expect(odd.view.state.vars).toEqual({ turn: 2, f: undefined });
    expect(odd.viewDelta!.vars).toBeUndefined();
  });

  it('sends the whole view to a renderer holding any other view, and after a view with a repeated id', () => {
    const views = new ViewSender();
    const first = views.send(viewOf([piece('a', '0101')], [move('a', '0102')]));
    const second = views.send(viewOf([piece('a', '0102')], [move('a', '0101')]), first.viewId);
    const stale = views.send(viewOf([piece('a', '0103')], [move('a', '0102')]), first.viewId); // not the last sent
    expect(stale.viewDelta).toBeUndefined();
    expect(stale.view.legalActions).toEqual([move('a', '0102')]);
    expect(views.send(viewOf([piece('a', '0103')]), 12345).viewDelta).toBeUndefined();
    const twice = views.send(viewOf([piece('a', '0101'), piece('a', '0102')]), second.viewId + 3);
    expect(twice.viewDelta).toBeUndefined();
    expect(views.send(viewOf([piece('a', '0101')]), twice.viewId).viewDelta).toBeUndefined();
  });
});

describe('deltaPieces, deltaActions and deltaView', () => {
  it('rebuilds what ViewSender sent: the pieces in order, the unchanged ones as the held objects', () => {
    const views = new ViewSender();
    const held = [piece('a', '0101'), piece('b', '0102'), piece('c', '0103')];
    const first = views.send(viewOf(held));
    const now = [piece('c', '0103'), piece('a', '0101'), piece('b', '0301')];
    const { viewDelta } = views.send(viewOf(now), first.viewId);
    const got = deltaPieces(held, viewDelta!)!;
    expect(got).toEqual(now);
    expect(got[0]).toBe(held[2]);
    expect(got[1]).toBe(held[0]);
    expect(got[2]).not.toBe(held[1]);
    // Not the view the change is of: a piece it keeps is missing.
    expect(deltaPieces(held.slice(1), viewDelta!)).toBeNull();
  });

  it('rebuilds the legal actions, the unchanged ones as the held objects, and refuses runs outside the held list', () => {
    const held = [move('a', '0102'), move('a', '0103'), move('b', '0201')];
    const fresh = move('b', '0202', 2);
    const got = deltaActions(held, [[1, 2], fresh, [0, 1]])!;
    expect(got).toEqual([move('a', '0103'), move('b', '0201'), fresh, move('a', '0102')]);
    expect(got[0]).toBe(held[1]);
    expect(got[3]).toBe(held[0]);
    for (const bad of [
      [2, 2],
      [-1, 1],
      [0, 0],
      [0.5, 1],
      [3, 1],
    ] as [number, number][])
      expect(deltaActions(held, [bad])).toBeNull();
  });

  it('rebuilds the vars in the order named, the unchanged ones as the held values, or null when one is missing', () => {
    const held = { turn: 1, control: { a: 1 } };
    const got = deltaVars(held, { moved: ['x'] }, ['moved', 'control', 'turn'])!;
    expect(JSON.stringify(got)).toBe('{"moved":["x"],"control":{"a":1},"turn":1}');
    expect(got.control).toBe(held.control);
    expect(deltaVars(held, {}, ['turn', 'rail'])).toBeNull();
    expect(deltaVars({}, {}, ['toString'])).toBeNull(); // only a var the held view has, not any property
  });

  it('rebuilds a whole view from the held one, or null when it is not the view the change is of', () => {
    const views = new ViewSender();
    const held = viewOf([piece('a', '0101'), piece('b', '0102')], [move('a', '0102'), move('b', '0103')]);
    const first = views.send(held);
    const now = viewOf([piece('a', '0101'), piece('b', '0103')], [move('a', '0102'), move('b', '0104')]);
    const sent = views.send(now, first.viewId);
    expect(deltaView(held, sent.view, sent.viewDelta!)).toEqual(now);
    expect(deltaView(viewOf([piece('b', '0102')], held.legalActions), sent.view, sent.viewDelta!)).toBeNull();
    expect(deltaView(viewOf(held.state.pieces, []), sent.view, sent.viewDelta!)).toBeNull();
  });
});

/** Pieces with unique ids from a few, in a random order and place. */
const piecesArb = fc
  .uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 })
  .chain((ids) => fc.tuple(...ids.map((id) => fc.constantFrom('0101', '0102', '0201').map((h) => piece(id, h)))));
/** An action from a small set, so that lists share many (and repeat some). */
const actionArb: fc.Arbitrary<LegalAction> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('a', 'b', 'c'),
      fc.constantFrom('0101', '0102', '0201'),
      fc.option(fc.integer({ min: 1, max: 3 })),
    )
    .map(([p, h, mp]) => move(p, h, mp ?? undefined)),
  fc.constantFrom<LegalAction>({ verb: 'done' }, { verb: 'rail', args: { piece: 'a' }, label: 'Rail' }),
);
/** The next list of actions: a new one, or the last one with a stretch taken out and some put in its place. */
const editArb = fc.oneof(
  fc.array(actionArb, { maxLength: 12 }).map((list) => () => list),
  fc
    .tuple(fc.nat(), fc.nat({ max: 4 }), fc.array(actionArb, { maxLength: 4 }))
    .map(([at, cut, put]) => (last: LegalAction[]) => {
      const next = last.map((a) => structuredClone(a));
      next.splice(last.length ? at % (last.length + 1) : 0, cut, ...put);
      return next;
    }),
);
/** Vars under a few names (one a number, one "__proto__"), in a random order, values shared often. */
const varsArb: fc.Arbitrary<JsonObject> = fc
  .uniqueArray(fc.constantFrom('turn', 'control', 'rail', '10', '__proto__'), { maxLength: 5 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.oneof(fc.constantFrom(1, 2), fc.constant({ a: 'axis' }), fc.constant([1, 2])).map((v) => [name, v] as const),
      ),
    ),
  )
  .map((entries) => Object.fromEntries(entries) as JsonObject);
/** What the renderer says it holds with each call: the last view it was sent, none, or another number. */
const holdsArb = fc.constantFrom('last', 'last', 'last', 'none', 'other');

describe('a view sent as a change, over random changes', () => {
  it('the renderer always rebuilds exactly the whole view, and is sent it whole unless it holds the last one', () => {
    const step = fc.record({ pieces: piecesArb, edit: editArb, vars: varsArb, holds: holdsArb });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => {
        const views = new ViewSender();
        let page: { view: View; id: number } | null = null;
        let actions: LegalAction[] = [];
        for (const { pieces, edit, vars, holds } of steps) {
          actions = edit(actions);
          const view = viewOf(pieces, actions, vars);
          const text = JSON.stringify(view);
          const since = holds === 'none' ? undefined : holds === 'other' ? (page?.id ?? 0) + 1000 : page?.id;
          const sent = views.send(view, since);
          if (!sent.viewDelta) expect(sent.view).toBe(view);
          else {
            expect(since).toBe(page!.id);
            expect(sent.viewDelta.from).toBe(page!.id);
          }
          const shown: View | null = sent.viewDelta ? deltaView(page!.view, sent.view, sent.viewDelta) : sent.view;
          expect(JSON.stringify(shown)).toBe(text);
          expect(JSON.stringify(view)).toBe(text); // the host's view is left as it was
          page = { view: shown!, id: sent.viewId };
        }
      }),
      { numRuns: 300 },
    );
  });
});
