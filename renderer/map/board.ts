// Where things are on the map, in world (map) pixels: hex centres, spaces, map boxes and their slots,
// and the reverse (which hex, space or box is under a point). Pure geometry on the module's MapDef.

import type { BoxDef, MapDef } from '../../engine/core/module.js';
import type { Location } from '../../engine/core/types.js';
import { type Rect, slotRects } from '../../engine/geometry/boxes.js';
import { createHexMapGraph, type HexMapGraph, type Point } from '../../engine/geometry/hexgrid.js';

/** Whether p lies inside r. */
export function inRect(p: Point, r: Rect): boolean {
  return p.x >= r.x && p.y >= r.y && p.x <= r.x + r.w && p.y <= r.y + r.h;
}

/** The map's geometry for the renderer. */
export class Board {
  readonly hex: HexMapGraph | null;
  /** Counter edge length in world pixels. */
  readonly counterSize: number;
  /** Boxes drawn on the mapsheet. */
  readonly mapBoxes: BoxDef[];
  private readonly spaces: Map<string, Point>;
  private readonly spaceRadius: number;

  constructor(readonly map: MapDef) {
    this.hex = map.kind === 'hex' ? createHexMapGraph(map) : null;
    this.mapBoxes = map.boxes.filter((b) => b.place === 'map');
    this.spaces = new Map((map.spaces ?? []).map((s) => [s.id, { x: s.x, y: s.y }]));
    this.spaceRadius = spaceRadius([...this.spaces.values()]);
    if (this.hex) {
      const size = this.hex.grids[0]?.grid.size ?? 30;
      this.counterSize = Math.round(size * 1.15);
    } else {
      // Counters on spaces: big enough to read at a middling zoom, their corners in the control ring (spaces.ts).
      this.counterSize = Math.round(this.spaceRadius * 1.7);
    }
  }

  /** Radius of a space's circle on point-to-point maps. */
  get spaceSize(): number {
    return this.spaceRadius;
  }

  private cachedBounds: Rect | null = null;

  /** World-pixel bounds of everything drawn on the map, with a margin (computed once: the map does not change). */
  bounds(): Rect {
    this.cachedBounds ??= this.measure();
    return { ...this.cachedBounds };
  }

  private measure(): Rect {
    let x0 = Infinity,
      y0 = Infinity,
      x1 = -Infinity,
      y1 = -Infinity;
    const add = (x: number, y: number) => {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    };
    if (this.hex) {
      for (const id of this.hex.nodes()) {
        for (const c of this.hex.gridOf(id).corners(id)) add(c.x, c.y);
      }
    }
    for (const p of this.spaces.values()) {
      add(p.x - this.spaceRadius, p.y - this.spaceRadius);
      add(p.x + this.spaceRadius, p.y + this.spaceRadius);
    }
    for (const b of this.mapBoxes) {
      add(b.x, b.y);
      add(b.x + b.w, b.y + b.h);
    }
    for (const o of this.map.outlines ?? []) {
      for (let i = 0; i + 1 < o.points.length; i += 2) add(o.points[i], o.points[i + 1]);
    }
    if (!Number.isFinite(x0)) return { x: 0, y: 0, w: 1000, h: 800 };
    const m = this.counterSize;
    return { x: x0 - m, y: y0 - m, w: x1 - x0 + 2 * m, h: y1 - y0 + 2 * m };
  }

  /** Centre of a hex, in world pixels, or null when the hex is not on this map. */
  hexCenter(id: string): Point | null {
    if (!this.hex || !this.hex.has(id)) return null;
    return this.hex.center(id);
  }

  /** Where a stack at this location is drawn on the map, or null (sheet boxes, unknown places). */
  locate(at: Location): Point | null {
    switch (at.kind) {
      case 'hex':
        return this.hexCenter(at.hex);
      case 'space':
        return this.spaces.get(at.space) ?? null;
      case 'box': {
        const box = this.mapBoxes.find((b) => b.id === at.box);
        if (!box) return null;
        const rects = slotRects(box);
        const r =
          at.index !== undefined && box.slots?.length
            ? rects[Math.max(0, Math.min(rects.length - 1, at.index))]
            : rects[0];
        return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
      }
    }
  }

  /** The place under a world point: a map box (and slot), a space, or a hex; null on empty paper. */
  hitTest(p: Point): Location | null {
    for (const box of this.mapBoxes) {
      if (!inRect(p, box)) continue;
      if (box.slots?.length) {
        const i = slotRects(box).findIndex((r) => inRect(p, r));
        return { kind: 'box', box: box.id, index: Math.max(0, i) };
      }
      return { kind: 'box', box: box.id };
    }
    let best: string | null = null;
    let bestD = Infinity;
    for (const [id, c] of this.spaces) {
      const d = Math.hypot(c.x - p.x, c.y - p.y);
      if (d <= this.spaceRadius * 1.2 && d < bestD) {
        best = id;
        bestD = d;
      }
    }
    if (best) return { kind: 'space', space: best };
    if (this.hex) {
      for (const g of this.hex.grids) {
        const id = g.hexAt(p);
        if (id && this.hex.has(id)) return { kind: 'hex', hex: id };
      }
    }
    return null;
  }
}

/** A space radius that keeps neighbouring spaces apart: a third of the closest pair's distance, 16..40 px. */
function spaceRadius(points: Point[]): number {
  if (points.length < 2) return 28;
  let min = Infinity;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      min = Math.min(min, Math.hypot(points[i].x - points[j].x, points[i].y - points[j].y));
    }
  }
  return Math.max(16, Math.min(40, min / 3));
}
