// The scripted Crusade player's rear guard (PolicyParams.guard), from its side's view: a vacant space passes to the
// first enemy unit that enters it (§10.1.9), and with it the VP and Republican Morale of an objective (§5.1,
// §16.3.3), so an objective of its own that an enemy unit could reach next round keeps a unit, and one left empty
// is filled. The reach is the rules' movement (§10.1): the unit's Movement Factor, never through a space one of our
// units holds, at most two spaces entered that we control (§10.1.12).

import type { LegalAction, Piece } from '../../core/types.js';
import { adjacent, geoOf } from './geo.js';
import { type Reading, spacesWithin, unitsOf, worth } from './policy-map.js';
import { enemyOf, varsOf } from './state.js';
import { mf } from './units.js';

const reaches = new WeakMap<Reading, Set<string>>();

/** §10.1 the spaces some enemy unit on the map could enter in its side's next Action Round (a space our units hold
 *  counts: it could be entered once they leave it). */
export function enemyReach(r: Reading): Set<string> {
  const known = reaches.get(r);
  if (known) return known;
  const control = varsOf(r.state).control;
  const out = new Set<string>();
  const enemy = enemyOf(r.side);
  const farthest = new Map<string, number>();
  for (const p of r.state.pieces)
    if (p.kind === 'unit' && p.side === enemy && p.at.kind === 'space')
      farthest.set(p.at.space, Math.max(farthest.get(p.at.space) ?? 0, mf(r.module, p)));
  for (const [start, steps] of farthest) {
    // Breadth first over (space, our spaces entered so far): the fewest of ours entered is the best way on.
    const entered = new Map<string, number>([[start, 0]]);
    let frontier = [start];
    for (let d = 0; d < steps && frontier.length > 0; d++) {
      const next: string[] = [];
      for (const s of frontier)
        for (const n of adjacent(r.module, r.state, s)) {
          const count = entered.get(s)! + (control[n] === r.side ? 1 : 0);
          if (count > 2 || count >= (entered.get(n) ?? 3)) continue;
          // A space our units hold would be reached were they gone; it is never passed through.
          out.add(n);
          if (unitsOf(r, n, true).length > 0) continue;
          entered.set(n, count);
          next.push(n);
        }
      frontier = next;
    }
  }
  reaches.set(r, out);
  return out;
}

/** What holding `space` is worth to the side: an objective's worth (policy-map.ts), 1 for its own supply source. */
export function guardWorth(r: Reading, space: string): number {
  if (varsOf(r.state).control[space] !== r.side) return 0;
  const w = worth(r.module, space);
  return w >= 2 ? w : geoOf(r.module).attrs(space).supplySource === r.side ? 1 : 0;
}

/** Whether `space` is the side's, worth holding, and within an enemy unit's reach next round. */
export const exposed = (r: Reading, space: string): boolean => guardWorth(r, space) > 0 && enemyReach(r).has(space);

/** Whether `space` is an exposed objective of its own (worth 2 or more) that stands empty: a post to fill. */
export const emptyPost = (r: Reading, space: string): boolean =>
  guardWorth(r, space) >= 2 && unitsOf(r, space, true).length === 0 && enemyReach(r).has(space);

/** The exposed objectives of its own left empty that `units` could reach from `space` this round: the most worth
 *  first. */
export function emptyPosts(r: Reading, space: string, units: Piece[]): string[] {
  const reach = Math.max(0, ...units.map((p) => mf(r.module, p)));
  const found = spacesWithin(r, space, reach).filter((n) => emptyPost(r, n));
  return found.sort((a, b) => guardWorth(r, b) - guardWorth(r, a));
}

/** The empty posts some space already Activated to move (§8.2.3) would fill: another Activation need not. */
export function claimedPosts(r: Reading, activated: Readonly<Record<string, string>>): Set<string> {
  const moving = Object.keys(activated).filter((s) => activated[s] === 'move');
  return new Set(moving.flatMap((s) => emptyPosts(r, s, spare(r, s))));
}

/** The units of its own in `space` that may leave it: all but one while it is an exposed objective. */
export function spare(r: Reading, space: string): Piece[] {
  const own = unitsOf(r, space, true);
  return exposed(r, space) ? own.slice(1) : own;
}

/** The exposed objective of its own worth most that moving `moving` off their spaces leaves without a unit, with
 *  its worth (worth 0: none). */
export function stripped(r: Reading, moving: ReadonlySet<string>): { space: string; worth: number } {
  let most = { space: '', worth: 0 };
  const from = new Set<string>();
  for (const p of r.state.pieces) if (moving.has(p.id) && p.at.kind === 'space') from.add(p.at.space);
  for (const s of from) {
    const left = unitsOf(r, s, true).filter((p) => !moving.has(p.id)).length;
    if (left === 0 && exposed(r, s) && guardWorth(r, s) > most.worth) most = { space: s, worth: guardWorth(r, s) };
  }
  return most;
}

/** The exposed objective an `advance` strips, worth at least what the space taken is worth, or null. */
export function advanceStrips(r: Reading, a: LegalAction): string | null {
  const lost = stripped(r, new Set(a.args!.units as string[]));
  return lost.worth > 0 && lost.worth >= worth(r.module, String(a.args!.to)) ? lost.space : null;
}
