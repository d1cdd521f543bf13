// Turning real lines into hex features: a river (a lon/lat polyline) becomes a chain of hexsides that
// follows it along hex edges; a road between two cities becomes a connected chain of land hexes.

import type { HexGrid, Point } from '../../../engine/geometry/hexgrid.js';

/** One hexside crossed or followed by a line: the two hexes (the second may be off the grid: null). */
export interface SideRef { a: string; b: string | null }

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
        const a = points[i - 1], b = points[i];
        const dx = b.x - a.x, dy = b.y - a.y;
        const len2 = dx * dx + dy * dy || 1;
        const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
        const d = Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
        if (d < best) best = d;
      }
      return best;
    };
    const dist = new Map<string, number>([[from, 0]]);
    const prev = new Map<string, string>();
    const done = new Set<string>();
    const open = new Set<string>([from]);
    while (open.size > 0) {
      let cur: string | null = null;
      let cd = Infinity;
      for (const v of open) {
        const d = dist.get(v)!;
        if (d < cd - 1e-9 || (Math.abs(d - cd) <= 1e-9 && cur !== null && v < cur)) { cd = d; cur = v; }
      }
      if (cur === null) break;
      open.delete(cur);
      done.add(cur);
      if (cur === to) break;
      const pc = this.pos.get(cur)!;
      for (const w of [...(this.adj.get(cur)?.keys() ?? [])].sort()) {
        if (done.has(w)) continue;
        const pw = this.pos.get(w)!;
        const d = cd + 1 + pull * (distToLine({ x: (pc.x + pw.x) / 2, y: (pc.y + pw.y) / 2 }) / size) ** 2;
        if (d < (dist.get(w) ?? Infinity) - 1e-9) {
          dist.set(w, d);
          prev.set(w, cur);
          open.add(w);
        }
      }
    }
    if (!done.has(to)) return [];
    const out: SideRef[] = [];
    for (let v = to; v !== from; v = prev.get(v)!) out.push(this.adj.get(prev.get(v)!)!.get(v)!);
    return out.reverse();
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
 * and avoiding mountains, so roads look like roads (Dijkstra with deterministic tie-breaks).
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
  const offLine = (id: string): number => {
    const p = grid.center(id);
    const dx = pb.x - pa.x, dy = pb.y - pa.y;
    const len2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((p.x - pa.x) * dx + (p.y - pa.y) * dy) / len2));
    return Math.hypot(p.x - (pa.x + t * dx), p.y - (pa.y + t * dy)) / unit;
  };
  const dist = new Map<string, number>([[from, 0]]);
  const prev = new Map<string, string>();
  const done = new Set<string>();
  const open = new Set<string>([from]);
  while (open.size > 0) {
    let cur: string | null = null;
    let cd = Infinity;
    for (const id of open) {
      const d = dist.get(id)!;
      if (d < cd - 1e-9 || (Math.abs(d - cd) <= 1e-9 && cur !== null && id < cur)) { cd = d; cur = id; }
    }
    if (cur === null) break;
    open.delete(cur);
    done.add(cur);
    if (cur === to) break;
    for (const n of grid.neighbors(cur)) {
      if (done.has(n) || !passable(cur, n)) continue;
      const d = cd + stepCost(n) + 0.6 * offLine(n) ** 2;
      if (d < (dist.get(n) ?? Infinity) - 1e-9) {
        dist.set(n, d);
        prev.set(n, cur);
        open.add(n);
      }
    }
  }
  if (!done.has(to)) return null;
  const path = [to];
  while (path[path.length - 1] !== from) path.push(prev.get(path[path.length - 1])!);
  return path.reverse();
}
