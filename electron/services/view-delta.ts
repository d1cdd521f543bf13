// The view a snapshot answers with, sent as a change of the one the renderer holds. A long game on a big map
// answered every action with every counter (2,500 on the stress map: 330 KB to write, send and read for one move);
// now the renderer says which view it holds (since.view, the number of the last view it was sent) and the answer
// carries the pieces' ids in order and only the pieces that differ from that view's. The renderer rebuilds the rest
// from its own copy (deltaPieces, in renderer/host/log-sync.ts). The comparison is exact (each piece's JSON text),
// so the rebuilt view is the view, whatever changed; a renderer holding any other view gets the whole view.

import type { Piece, View } from '../../engine/core/types.js';
import type { ViewDelta } from '../../schemas/host-api.js';

/** A view to answer with: the view (its pieces left out when `viewDelta` is set), its number and the change. */
export interface SentView {
  view: View;
  viewId: number;
  viewDelta?: ViewDelta;
}

/**
 * The pieces a change stands for, whole: in `delta.ids`' order, each the changed one of that id or else the one
 * `held` (the view the change is of) has, the same object; null when `held` lacks one (it is not that view).
 */
export function deltaPieces(held: readonly Piece[], delta: ViewDelta): Piece[] | null {
  const mine = new Map(held.map((p) => [p.id, p]));
  const changed = new Map(delta.changed.map((p) => [p.id, p]));
  const pieces: Piece[] = [];
  for (const id of delta.ids) {
    const p = changed.get(id) ?? mine.get(id);
    if (!p) return null;
    pieces.push(p);
  }
  return pieces;
}

/** Numbers the views it sends and remembers the last one's pieces, to send the next as a change of it. */
export class ViewSender {
  private last: { id: number; pieces: Map<string, string> } | null = null;
  private next = 1;

  /** The view to answer with, given the number of the view the renderer holds (its `since.view`), if any. */
  send(view: View, held?: number): SentView {
    const viewId = this.next++;
    const base = held !== undefined && this.last?.id === held ? this.last.pieces : null;
    const texts = new Map<string, string>();
    const ids: string[] = [];
    const changed: Piece[] = [];
    for (const p of view.state.pieces) {
      const text = JSON.stringify(p);
      texts.set(p.id, text);
      ids.push(p.id);
      if (base?.get(p.id) !== text) changed.push(p);
    }
    // Two pieces of one id could not be told apart by the renderer: such a view goes whole, as none follows it.
    const unique = texts.size === ids.length;
    this.last = unique ? { id: viewId, pieces: texts } : null;
    if (!base || !unique) return { view, viewId };
    return {
      view: { ...view, state: { ...view.state, pieces: [] } },
      viewId,
      viewDelta: { from: held!, ids, changed },
    };
  }
}
