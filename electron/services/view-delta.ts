// The view a snapshot answers with, sent as a change of the one the renderer holds. A long game on a big map
// answered every action with every counter (2,500 on the stress map: 330 KB to write, send and read for one move),
// and a big game's side listed every legal action (2,571 moves on a corps-level map of 3,172 hexes: 200 KB); now
// the renderer says which view it holds (since.view, the number of the last view it was sent) and the answer
// carries the pieces' ids in order and only the pieces that differ from that view's, the legal actions as runs of
// that view's list with the new ones between them, and the game's vars' names with only the vars that differ (a
// big map's control of every hex, 42 KB, changes with few moves). The renderer rebuilds the rest (deltaView,
// in renderer/host/log-sync.ts). The comparison is exact (each piece's and action's JSON text), so the rebuilt
// view is the view, whatever changed; a renderer holding any other view gets the whole view.

import type { JsonObject, LegalAction, Piece, View } from '../../engine/core/types.js';
import type { LegalPart, ViewDelta } from '../../schemas/host-api.js';

/** A view to answer with: the view (its pieces and actions left out when `viewDelta` is set), its number, change. */
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

/**
 * The legal actions a change stands for, whole: each run [from, count] the held actions from `from` (the same
 * objects), each object a new action; null when a run reaches outside `held` (it is not that view's list).
 */
export function deltaActions(held: readonly LegalAction[], legal: readonly LegalPart[]): LegalAction[] | null {
  const actions: LegalAction[] = [];
  for (const part of legal) {
    if (!Array.isArray(part)) {
      actions.push(part as LegalAction);
      continue;
    }
    const [from, count] = part;
    if (!Number.isInteger(from) || !Number.isInteger(count) || from < 0 || count < 1 || from + count > held.length)
      return null;
    for (let i = from; i < from + count; i++) actions.push(held[i]!);
  }
  return actions;
}

/**
 * The vars a change stands for, whole: in `names`' order, each the one `sent` has or else the one `held` has (the
 * same value); null when `held` lacks one (it is not that view's).
 */
export function deltaVars(held: JsonObject, sent: JsonObject, names: readonly string[]): JsonObject | null {
  const entries: [string, JsonObject[string]][] = [];
  for (const name of names) {
    const from = Object.hasOwn(sent, name) ? sent : Object.hasOwn(held, name) ? held : null;
    if (!from) return null;
    entries.push([name, from[name]!]);
  }
  return Object.fromEntries(entries); // own properties, whatever the names ("__proto__" too)
}

/** The view `sent` (its pieces, actions, unchanged vars left out) whole again from `held`, the view `delta` is of. */
export function deltaView(held: View, sent: View, delta: ViewDelta): View | null {
  const pieces = deltaPieces(held.state.pieces, delta);
  const legalActions = deltaActions(held.legalActions, delta.legal);
  const vars = delta.vars ? deltaVars(held.state.vars, sent.state.vars, delta.vars) : sent.state.vars;
  if (!pieces || !legalActions || !vars) return null;
  return { ...sent, state: { ...sent.state, pieces, vars }, legalActions };
}

/** The legal actions as parts of the list whose actions' texts are `base` (text -> first index): runs and new. */
function legalParts(actions: readonly LegalAction[], texts: readonly string[], base: Map<string, number>) {
  const parts: LegalPart[] = [];
  let run: [number, number] | null = null;
  for (let i = 0; i < actions.length; i++) {
    const at = base.get(texts[i]!);
    if (at === undefined) {
      parts.push(actions[i]!);
      run = null;
    } else if (run && run[0] + run[1] === at) run[1]++;
    else {
      run = [at, 1];
      parts.push(run);
    }
  }
  return parts;
}

/** Each text's first index in `texts`. */
function firstIndex(texts: readonly string[]): Map<string, number> {
  const index = new Map<string, number>();
  texts.forEach((t, i) => {
    if (!index.has(t)) index.set(t, i);
  });
  return index;
}

/** Each of `vars`' texts by name, or null when they are not a plain object of JSON values (they then go whole). */
function varTexts(vars: unknown): Map<string, string> | null {
  if (typeof vars !== 'object' || vars === null || Array.isArray(vars)) return null;
  const texts = new Map<string, string>();
  for (const [name, v] of Object.entries(vars)) {
    const text = JSON.stringify(v) as string | undefined;
    if (text === undefined) return null;
    texts.set(name, text);
  }
  return texts;
}

/** What the sender keeps of the last view it sent: its number, its pieces', actions' and vars' texts. */
interface Sent {
  id: number;
  pieces: Map<string, string>;
  actions: Map<string, number>;
  vars: Map<string, string> | null;
}

/** Numbers the views it sends and remembers the last one's pieces, actions and vars, to send the next as a change. */
export class ViewSender {
  private last: Sent | null = null;
  private next = 1;

  /** The view to answer with, given the number of the view the renderer holds (its `since.view`), if any. */
  send(view: View, held?: number): SentView {
    const viewId = this.next++;
    const base = held !== undefined && this.last?.id === held ? this.last : null;
    const texts = new Map<string, string>();
    const ids: string[] = [];
    const changed: Piece[] = [];
    for (const p of view.state.pieces) {
      const text = JSON.stringify(p);
      texts.set(p.id, text);
      ids.push(p.id);
      if (base?.pieces.get(p.id) !== text) changed.push(p);
    }
    const actionTexts = view.legalActions.map((a) => JSON.stringify(a));
    const vars = varTexts(view.state.vars);
    // Two pieces of one id could not be told apart by the renderer: such a view goes whole, as none follows it.
    const unique = texts.size === ids.length;
    this.last = unique ? { id: viewId, pieces: texts, actions: firstIndex(actionTexts), vars } : null;
    if (!base || !unique) return { view, viewId };
    const legal = legalParts(view.legalActions, actionTexts, base.actions);
    const delta: ViewDelta = { from: held!, ids, changed, legal };
    let state = { ...view.state, pieces: [] };
    if (vars && base.vars) {
      // The vars whose text is the held view's are left out; their names, in order, say where each goes.
      const all = view.state.vars;
      const differ = Object.keys(all).filter((name) => base.vars!.get(name) !== vars.get(name));
      state = { ...state, vars: Object.fromEntries(differ.map((name) => [name, all[name]!])) };
      delta.vars = [...vars.keys()];
    }
    return { view: { ...view, state, legalActions: [] }, viewId, viewDelta: delta };
  }
}
