// The keyboard's moves over the map (issue 26 §4), pure: from one place (a hex, a space) to the nearest in an
// arrow's direction, so the same keys walk a hex grid and a point-to-point map; and a step through a list (the
// destinations walked with the arrows or N and P). Points in map pixels (y grows down).

import type { Location } from '../../engine/core/types.js';
import type { Point } from '../../engine/geometry/hexgrid.js';

/** A place the focus may stand on, where it is drawn. */
export interface NavPlace {
  at: Location;
  p: Point;
}

/** An arrow's direction. */
export type Arrow = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

const DIRS: Record<Arrow, Point> = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};

/** Whether a key is an arrow. */
export const isArrow = (key: string): key is Arrow => key in DIRS;

/**
 * The place nearest `from` in the arrow's direction: within 60° of it, the one whose distance along it plus
 * its distance across is least (a hex's neighbour that way before one further on); null when none lies that way.
 */
export function nearestToward(from: Point, arrow: Arrow, places: readonly NavPlace[]): NavPlace | null {
  const d = DIRS[arrow];
  let best: NavPlace | null = null;
  let bestScore = Infinity;
  for (const q of places) {
    const dx = q.p.x - from.x;
    const dy = q.p.y - from.y;
    const along = dx * d.x + dy * d.y;
    const across = Math.abs(dx * d.y - dy * d.x);
    if (along <= 0.5 || across > along * Math.tan(Math.PI / 3)) continue;
    const score = along + across;
    if (score < bestScore) {
      bestScore = score;
      best = q;
    }
  }
  return best;
}

/** The place nearest a point (the focus's first place: the middle of the map on screen). */
export function nearestTo(p: Point, places: readonly NavPlace[]): NavPlace | null {
  let best: NavPlace | null = null;
  let bestD = Infinity;
  for (const q of places) {
    const dd = (q.p.x - p.x) ** 2 + (q.p.y - p.y) ** 2;
    if (dd < bestD) {
      bestD = dd;
      best = q;
    }
  }
  return best;
}

/** The next index of a list of `n` walked by a key: right, down and N forward, left, up and P back, wrapping. */
export function stepIndex(i: number, n: number, key: string): number | null {
  if (n === 0) return null;
  const fwd = key === 'ArrowRight' || key === 'ArrowDown' || key === 'n' || key === 'N';
  const back = key === 'ArrowLeft' || key === 'ArrowUp' || key === 'p' || key === 'P';
  if (!fwd && !back) return null;
  return (((i + (fwd ? 1 : -1)) % n) + n) % n;
}

/** A location as one string, to compare places. */
export const placeKey = (at: Location): string =>
  at.kind === 'hex' ? `hex:${at.hex}` : at.kind === 'space' ? `space:${at.space}` : `box:${at.box}:${at.index ?? ''}`;
