import { describe, expect, it } from 'vitest';
import type { Piece, View } from '../../engine/core/types.js';
import { deltaPieces, ViewSender } from './view-delta.js';

const piece = (id: string, hex: string): Piece =>
  ({ id, kind: 'unit', def: 'inf', side: 'red', at: { kind: 'hex', hex } }) as unknown as Piece;
const viewOf = (pieces: Piece[]): View => ({ side: 'red', state: { pieces, vars: { turn: 1 } } }) as unknown as View;

describe('ViewSender', () => {
  it('sends a view whole, then as the ids in order and the pieces that differ in any field', () => {
    const views = new ViewSender();
    const first = views.send(viewOf([piece('a', '0101'), piece('b', '0102'), piece('c', '0103')]));
    expect(first.viewDelta).toBeUndefined();
    expect(first.view.state.pieces).toHaveLength(3);
    // b moved to the top of the order and to another hex; a and c are equal but new objects.
    const next = views.send(viewOf([piece('a', '0101'), piece('c', '0103'), piece('b', '0204')]), first.viewId);
    expect(next.viewId).toBeGreaterThan(first.viewId);
    expect(next.viewDelta).toEqual({ from: first.viewId, ids: ['a', 'c', 'b'], changed: [piece('b', '0204')] });
    expect(next.view.state.pieces).toEqual([]);
    expect(next.view.state.vars).toEqual({ turn: 1 });
    const flipped = { ...piece('a', '0101'), disrupted: true } as Piece;
    const third = views.send(viewOf([flipped, piece('c', '0103')]), next.viewId);
    expect(third.viewDelta).toEqual({ from: next.viewId, ids: ['a', 'c'], changed: [flipped] });
  });

  it('sends the whole view to a renderer holding any other view, and after a view with a repeated id', () => {
    const views = new ViewSender();
    const first = views.send(viewOf([piece('a', '0101')]));
    const second = views.send(viewOf([piece('a', '0102')]), first.viewId);
    expect(views.send(viewOf([piece('a', '0103')]), first.viewId).viewDelta).toBeUndefined(); // not the last sent
    expect(views.send(viewOf([piece('a', '0103')]), 12345).viewDelta).toBeUndefined();
    const twice = views.send(viewOf([piece('a', '0101'), piece('a', '0102')]), second.viewId + 2);
    expect(twice.viewDelta).toBeUndefined();
    expect(views.send(viewOf([piece('a', '0101')]), twice.viewId).viewDelta).toBeUndefined();
  });
});

describe('deltaPieces', () => {
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
});
