// Splitting a segment into dashes (Pixi 8 Graphics has no dashed stroke). Pure.

import type { Point } from '../../engine/geometry/hexgrid.js';

/** The dash segments along a->b: `dash` long, separated by `gap`, the last one clipped. */
export function dashes(a: Point, b: Point, dash: number, gap: number): [Point, Point][] {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len === 0 || dash <= 0) return [];
  const ux = dx / len;
  const uy = dy / len;
  const out: [Point, Point][] = [];
  for (let s = 0; s < len; s += dash + gap) {
    const e = Math.min(len, s + dash);
    out.push([
      { x: a.x + ux * s, y: a.y + uy * s },
      { x: a.x + ux * e, y: a.y + uy * e },
    ]);
  }
  return out;
}
