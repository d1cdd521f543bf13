// Turning real lines into hex features: a river (a lon/lat polyline) becomes a chain of hexsides that
// follows it along hex edges; a road between two cities becomes a connected chain of land hexes.

import type { HexGrid, Point } from '../../../engine/geometry/hexgrid.js';

/** One hexside crossed or followed by a line: the two hexes (the second may be off the grid: null). */
export interface SideRef {
  a: string;
  b: string | null;
}

/**
 * The hex-corner graph of a grid: vertices are corners, edges are hexsides. Rivers run along it
 * (a river on hexsides must be a connected chain of edges).
 */
export class CornerGraph {
  private readonly pos = new Map<string, Point>();
  private readonly adj = new Map<string, Map<string, SideRef>>();

  constructor(private readonly grid: HexGrid) {
    for (const id of grid.all()) {
      const cs = grid.corners(id);
      const c = grid.center(id);
      for (let i = 0; i < 6; i++) {
        const p = cs[i];
        const q = cs[(i + 1) % 6];
        const kp = this.key(p);
        const kq = this.key(q);
        this.pos.set(kp, p);
        this.pos.set(kq, q);
        // the neighbour across this edge lies at the reflection of our centre in the edge's midpoint
        const m = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
        const other = grid.hexAt({ x: 2 * m.x - c.x, y: 2 * m.y - c.y });
        const side: SideRef = other !== null && other < id ? { a: other, b: id } : { a: id, b: other };
        this.link(kp, kq, side);
      }
    }
  }

  /** The corner nearest a pixel point (searched among the corners of the hex containing it and its neighbours). */
  nearestCorner(p: Point): string | null {
    const h = this.grid.hexAt(p);
    if (h === null) return null;
    let best: string | null = null;
    let bd = Infinity;
    for (const id of [h, ...this.grid.neighbors(h)]) {
      for (const c of this.grid.corners(id)) {
        const d = Math.hypot(c.x - p.x, c.y - p.y);
        const k = this.key(c);
        if (d < bd - 1e-9 || (Math.abs(d - bd) <= 1e-9 && best !== null && k < best)) {
          bd = d;
          best = k;
        }
      }
    }
    return best;
  }

  /**
   * Hexsides along a polyline of pixel points: the cheapest corner-to-corner path from the corner nearest
   * its first point to the corner nearest its last, where each edge costs more the farther its midpoint
   * lies from the line (Dijkstra, deterministic tie-breaks). The result is one connected chain.
   */
  follow(points: Point[], pull = 8): SideRef[] {
    const from = this.nearestCorner(points[0]);
    const to = this.nearestCorner(points[points.length - 1]);
    if (from === null || to === null || from === to) return [];
    const size = this.grid.grid.size;
    const distToLine = (p: Point): number => {
      let best = Infinity;
      for (let i = 1; i < points.length; i++) {
        const d = segmentDistance(p, points[i - 1], points[i]);
        if (d < best) best = d;
      }
      return best;
    };
    const path = cheapestPath(from, to, (cur, cd) => {
      const pc = this.pos.get(cur)!;
      return [...(this.adj.get(cur)?.keys() ?? [])].sort().map((w): [string, number] => {
        const pw = this.pos.get(w)!;
        return [w, cd + 1 + pull * (distToLine({ x: (pc.x + pw.x) / 2, y: (pc.y + pw.y) / 2 }) / size) ** 2];
      });
    });
    if (path === null) return [];
    const out: SideRef[] = [];
    for (let i = 1; i < path.length; i++) out.push(this.adj.get(path[i - 1])!.get(path[i])!);
    return out;
  }

  private key(p: Point): string {
    return `${Math.round(p.x * 10)},${Math.round(p.y * 10)}`;
  }

  private link(a: string, b: string, side: SideRef): void {
    if (!this.adj.has(a)) this.adj.set(a, new Map());
    if (!this.adj.has(b)) this.adj.set(b, new Map());
    this.adj.get(a)!.set(b, side);
    this.adj.get(b)!.set(a, side);
  }
}

/**
 * A road between two hexes: the cheapest chain of passable hexes, preferring hexes near the straight line
 * and avoiding mountains, so roads look like roads.
 */
export function routeRoad(
  grid: HexGrid,
  from: string,
  to: string,
  passable: (a: string, b: string) => boolean,
  stepCost: (id: string) => number,
): string[] | null {
  const pa = grid.center(from);
  const pb = grid.center(to);
  const unit = Math.sqrt(3) * grid.grid.size;
  const offLine = (id: string): number => segmentDistance(grid.center(id), pa, pb) / unit;
  return cheapestPath(from, to, (cur, cd) =>
    grid
      .neighbors(cur)
      .filter((n) => passable(cur, n))
      .map((n): [string, number] => [n, cd + stepCost(n) + 0.6 * offLine(n) ** 2]),
  );
}

/** Distance from p to the segment a-b (to a itself when the segment has no length). */
export function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Dijkstra from `from` to `to` with deterministic tie-breaks (equal distances go to the smaller id), so a
 * build gives the same map every time. `next(v, dv)` lists v's neighbours, each with its distance from `from`
 * through v. Returns the path from `from` to `to`, both included, or null when `to` cannot be reached.
 */
export function cheapestPath(
  from: string,
  to: string,
  next: (v: string, dv: number) => [string, number][],
): string[] | null {
  const dist = new Map<string, number>([[from, 0]]);
  const prev = new Map<string, string>();
  const done = new Set<string>();
  const open = new Set<string>([from]);
  while (open.size > 0) {
    let cur: string | null = null;
    let cd = Infinity;
    for (const v of open) {
      const d = dist.get(v)!;
      if (d < cd - 1e-9 || (Math.abs(d - cd) <= 1e-9 && cur !== null && v < cur)) {
        cd = d;
        cur = v;
      }
    }
    if (cur === null) break;
    open.delete(cur);
    done.add(cur);
    if (cur === to) break;
    for (const [w, d] of next(cur, cd)) {
      if (done.has(w)) continue;
      if (d < (dist.get(w) ?? Infinity) - 1e-9) {
        dist.set(w, d);
        prev.set(w, cur);
        open.add(w);
      }
    }
  }
  if (!done.has(to)) return null;
  const path = [to];
  while (path[path.length - 1] !== from) path.push(prev.get(path[path.length - 1])!);
  return path.reverse();
}
