// The hand-over at one screen, as data: whether a snapshot hands the screen to the other side (the side to play
// is not the side shown, with fog of war and the curtain on), and the snapshot the page keeps meanwhile, which
// holds no side's view and no log line (a side's view holds its hand and its hidden units; the host words the log
// for the side shown: electron/services/log-redact.ts). The curtain (play.ts) covers the page until a click.

import type { DocInfo, Snapshot } from '../../schemas/host-api.js';

/** A hand-over: the side to play next and the side shown now (the one that just acted). */
export interface Handover {
  next: string;
  previous: string;
}

/**
 * The hand-over `snap` asks for at one screen, or null: none by e-mail (each player's screen shows its own side),
 * in honor mode (nothing hidden) or with the curtain off (`curtainOn`: the screen follows the side to play).
 */
export function handoverOf(snap: Snapshot | null | undefined, curtainOn: boolean): Handover | null {
  const v = snap?.view;
  if (!v || !snap?.doc || ownSideOnly(snap.doc) || !curtainOn || v.state.mode === 'honor') return null;
  const next = v.toAct[0];
  if (!next || v.toAct.includes(v.side)) return null;
  return { next, previous: v.side };
}

/**
 * Whether the screen shows one side only, never handed over: a game by e-mail (this player's side), or a game
 * against the computer while it plays (the player's side; once it stopped, the player plays both at one screen).
 */
export function ownSideOnly(doc: DocInfo): boolean {
  return doc.mail !== undefined || (doc.opponent !== undefined && doc.opponent.stopped === undefined);
}

/** What the page keeps of `snap` under the curtain: the document's summary only (no view, no log line). */
export function withheld(snap: Snapshot): Snapshot {
  return { doc: snap.doc, view: null, log: [], logFrom: 0 };
}
