// One sheet's hex grid (flat- or pointy-topped, VASSAL-compatible numbering) and the map graph of a hex map.
// Axial coordinates inside; "XXYY" labels (prefixed "SHEET:" on multi-sheet maps) only at the edges.

import type { GridDef, MapDef } from '../core/module.js';
import { edgeKeyOf, type MapGraph } from './graph.js';
import { checkJoins, commonFrame } from './sheets.js';
import {
  FLAT_DIRECTIONS,
  POINTY_DIRECTIONS,
  SQRT3,
  axialDistance,
  axialToOffset,
  cubeRound,
  offsetToAxial,
  offsetToLabel,
  offsetToPixel,
  pixelToAxial,
  type Axial,
  type Point,
} from './coords.js';

export type { Axial, Point } from './coords.js';

/** Separates the sheet id from the hex label in multi-sheet hex ids ("W:1321"). */
export const SHEET_SEPARATOR = ':';

/** One sheet's grid: labels, coordinates, pixels, neighbours, hexsides. */
export class HexGrid {
  readonly grid: GridDef;
  readonly sheet: string | undefined;
  readonly origin: Point;
  private readonly prefix: string;
  private readonly dirs: readonly Axial[];

  constructor(grid: GridDef, opts?: { sheet?: string; origin?: Point }) {
    validateGrid(grid);
    this.grid = grid;
    this.sheet = opts?.sheet;
    if (this.sheet !== undefined && (this.sheet === '' || this.sheet.includes(SHEET_SEPARATOR))) {
      throw new Error(
        `HexGrid: sheet id ${JSON.stringify(this.sheet)} must be non-empty and contain no "${SHEET_SEPARATOR}"`,
      );
    }
    this.origin = { x: opts?.origin?.x ?? 0, y: opts?.origin?.y ?? 0 };
    this.prefix = this.sheet === undefined ? '' : this.sheet + SHEET_SEPARATOR;
    this.dirs = grid.orientation === 'flat' ? FLAT_DIRECTIONS : POINTY_DIRECTIONS;
  }

  /** 0-based raw offset -> hex id ("XXYY", or "SHEET:XXYY"). */
  label(col: number, row: number): string {
    const { cols, rows } = this.grid;
    if (col >= 0 && row >= 0 && col < cols && row < rows && Number.isInteger(col) && Number.isInteger(row)) {
      return this.labels()[col * rows + row]!;
    }
    return this.prefix + offsetToLabel(this.grid, col, row);
  }

  /** Hex id -> raw offset, or null if the id is not a hex of this grid. */
  parse(id: string): { col: number; row: number } | null {
    if (this.byLabel === null) {
      const labels = this.labels();
      this.byLabel = new Map();
      for (let i = 0; i < labels.length; i++) this.byLabel.set(labels[i]!, i);
    }
    const i = this.byLabel.get(id);
    if (i === undefined) return null;
    const rows = this.grid.rows;
    return { col: Math.floor(i / rows), row: i % rows };
  }

  // Labels are computed once per grid (index col * rows + row): ids are looked up far more often than built.
  private labelCache: string[] | null = null;
  private byLabel: Map<string, number> | null = null;

  private labels(): string[] {
    if (this.labelCache === null) {
      const { cols, rows } = this.grid;
      const out = new Array<string>(cols * rows);
      for (let c = 0; c < cols; c++)
        for (let r = 0; r < rows; r++) out[c * rows + r] = this.prefix + offsetToLabel(this.grid, c, r);
      this.labelCache = out;
    }
    return this.labelCache;
  }

  /** Hex id -> axial coordinates; throws on an id that is not on this grid. */
  toAxial(id: string): Axial {
    const o = this.mustParse(id);
    return offsetToAxial(this.grid, o.col, o.row);
  }

  /** Axial -> hex id, or null when off the grid. */
  fromAxial(a: Axial): string | null {
    const o = axialToOffset(this.grid, a);
    if (o.col < 0 || o.row < 0 || o.col >= this.grid.cols || o.row >= this.grid.rows) return null;
    return this.label(o.col, o.row);
  }

  /** Hex centre in map pixels (includes the sheet origin). */
  center(id: string): Point {
    const o = this.mustParse(id);
    const p = offsetToPixel(this.grid, o.col, o.row);
    return { x: p.x + this.origin.x, y: p.y + this.origin.y };
  }

  /** The six corners of a hex in map pixels, clockwise (flat: from the east corner; pointy: from the NE corner). */
  corners(id: string): Point[] {
    const c = this.center(id);
    const s = this.grid.size;
    const start = this.grid.orientation === 'flat' ? 0 : -30;
    const out: Point[] = [];
    for (let i = 0; i < 6; i++) {
      const a = ((start + 60 * i) * Math.PI) / 180;
      out.push({ x: c.x + s * Math.cos(a), y: c.y + s * Math.sin(a) });
    }
    return out;
  }

  /** Pixel -> the hex containing it, or null when outside the grid. */
  hexAt(p: Point): string | null {
    return this.fromAxial(pixelToAxial(this.grid, { x: p.x - this.origin.x, y: p.y - this.origin.y }));
  }

  /** Adjacent hexes that exist on this grid, in fixed clockwise direction order (see coords.ts directions). */
  neighbors(id: string): string[] {
    const a = this.toAxial(id);
    const out: string[] = [];
    for (const d of this.dirs) {
      const n = this.fromAxial({ q: a.q + d.q, r: a.r + d.r });
      if (n !== null) out.push(n);
    }
    return out;
  }

  /** The hex in direction `dir` (0..5, see coords.ts), or null off the grid. */
  neighborInDirection(id: string, dir: number): string | null {
    const d = this.dirs[dir];
    if (d === undefined) throw new Error(`HexGrid: direction ${dir} is not 0..5`);
    const a = this.toAxial(id);
    return this.fromAxial({ q: a.q + d.q, r: a.r + d.r });
  }

  /** Distance in hexes between two hexes of this grid. */
  distance(a: string, b: string): number {
    return axialDistance(this.toAxial(a), this.toAxial(b));
  }

  /** Every hex of this grid within `radius` hexes of `id` (itself included), nearest first (airpower ranges). */
  within(id: string, radius: number): string[] {
    const c = this.toAxial(id);
    const out: { id: string; d: number }[] = [];
    for (let dq = -radius; dq <= radius; dq++) {
      for (let dr = Math.max(-radius, -dq - radius); dr <= Math.min(radius, -dq + radius); dr++) {
        const h = this.fromAxial({ q: c.q + dq, r: c.r + dr });
        if (h !== null) out.push({ id: h, d: axialDistance({ q: 0, r: 0 }, { q: dq, r: dr }) });
      }
    }
    return out.sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1)).map((x) => x.id);
  }

  /**
   * The hexes a straight line from the centre of `a` to the centre of `b` passes through, both ends included,
   * computed twice with opposite tiny nudges. The two lists differ only where the line runs exactly along a
   * hexside ("spine"); a game's line-of-sight rule decides whether either or both must be clear.
   */
  lineVariants(a: string, b: string): [string[], string[]] {
    const pa = this.toAxial(a);
    const pb = this.toAxial(b);
    const n = axialDistance(pa, pb);
    const walk = (eq: number, er: number): string[] => {
      const out: string[] = [];
      for (let i = 0; i <= n; i++) {
        const t = n === 0 ? 0 : i / n;
        const h = this.fromAxial(cubeRound(pa.q + (pb.q - pa.q) * t + eq, pa.r + (pb.r - pa.r) * t + er));
        if (h !== null && out[out.length - 1] !== h) out.push(h);
      }
      return out;
    };
    return [walk(1e-6, 2e-6), walk(-1e-6, -2e-6)];
  }

  /** The direction (0..5, see coords.ts) from `a` to its neighbour `b`, or -1 when they are not adjacent. */
  directionTo(a: string, b: string): number {
    const pa = this.toAxial(a);
    const pb = this.toAxial(b);
    return this.dirs.findIndex((d) => pa.q + d.q === pb.q && pa.r + d.r === pb.r);
  }

  /** Whether two hexes of this grid share a hexside. */
  adjacent(a: string, b: string): boolean {
    const pa = this.parse(a);
    const pb = this.parse(b);
    if (pa === null || pb === null) return false;
    return axialDistance(offsetToAxial(this.grid, pa.col, pa.row), offsetToAxial(this.grid, pb.col, pb.row)) === 1;
  }

  /** Canonical hexside id, the same from both sides: the two hex ids sorted, joined by "/". */
  sideKey(a: string, b: string): string {
    return hexsideKey(a, b);
  }

  /** The edge two adjacent hexes share, in map pixels; throws if they are not adjacent. */
  sideSegment(a: string, b: string): [Point, Point] {
    if (!this.adjacent(a, b)) throw new Error(`HexGrid: ${a} and ${b} are not adjacent`);
    return sharedEdge(a, this.center(a), b, this.center(b), this.grid.size);
  }

  /** Every hex id of the grid, column by column (flat) or row by row (pointy), top-left first. */
  all(): string[] {
    const out: string[] = [];
    const { cols, rows } = this.grid;
    if (this.grid.orientation === 'flat') {
      for (let c = 0; c < cols; c++) for (let r = 0; r < rows; r++) out.push(this.label(c, r));
    } else {
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) out.push(this.label(c, r));
    }
    return out;
  }

  /** The grid's bounding box in map pixels (hex outlines included). */
  bounds(): { x: number; y: number; width: number; height: number } {
    const { cols, rows, size } = this.grid;
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity;
    const visit = (c: number, r: number): void => {
      const p = offsetToPixel(this.grid, c, r);
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    };
    // the extreme centres lie on the border rows and columns
    for (let c = 0; c < cols; c++) {
      visit(c, 0);
      visit(c, rows - 1);
    }
    for (let r = 0; r < rows; r++) {
      visit(0, r);
      visit(cols - 1, r);
    }
    const ex = this.grid.orientation === 'flat' ? size : (SQRT3 / 2) * size;
    const ey = this.grid.orientation === 'flat' ? (SQRT3 / 2) * size : size;
    return {
      x: minX - ex + this.origin.x,
      y: minY - ey + this.origin.y,
      width: maxX - minX + 2 * ex,
      height: maxY - minY + 2 * ey,
    };
  }

  private mustParse(id: string): { col: number; row: number } {
    const o = this.parse(id);
    if (o === null)
      throw new Error(
        `HexGrid: "${id}" is not a hex of ${this.sheet === undefined ? 'this grid' : `sheet ${this.sheet}`}`,
      );
    return o;
  }
}

/**
 * The edge two touching hexes share, from their ids and centres: the perpendicular bisector of the two centres,
 * one side length (= size) long. Its ends are ordered from the lower id's side, so both orders give one segment.
 */
function sharedEdge(a: string, ca: Point, b: string, cb: Point, size: number): [Point, Point] {
  const [p, q] = a < b ? [ca, cb] : [cb, ca];
  const mx = (p.x + q.x) / 2;
  const my = (p.y + q.y) / 2;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  const len = Math.hypot(dx, dy);
  const px = (-dy / len) * (size / 2);
  const py = (dx / len) * (size / 2);
  return [
    { x: mx - px, y: my - py },
    { x: mx + px, y: my + py },
  ];
}

/** Canonical hexside key for two hex ids: sorted, joined by "/" (e.g. "1321/1322"); the map graph's edge key. */
export const hexsideKey: (a: string, b: string) => string = edgeKeyOf;

function validateGrid(g: GridDef): void {
  const bad = (what: string): never => {
    throw new Error(`GridDef: ${what}`);
  };
  if (g.orientation !== 'flat' && g.orientation !== 'pointy')
    bad(`orientation must be 'flat' or 'pointy', got ${String(g.orientation)}`);
  if (g.shifted !== 'odd' && g.shifted !== 'even') bad(`shifted must be 'odd' or 'even', got ${String(g.shifted)}`);
  for (const k of ['cols', 'rows', 'digits'] as const) {
    if (!Number.isInteger(g[k]) || g[k] < 1) bad(`${k} must be a positive integer, got ${g[k]}`);
  }
  for (const k of ['firstCol', 'firstRow'] as const) {
    if (!Number.isInteger(g[k]) || g[k] < 0) bad(`${k} must be a non-negative integer, got ${g[k]}`);
  }
  if (!(g.size > 0)) bad(`size must be positive, got ${g.size}`);
  const limit = 10 ** g.digits;
  if (g.firstCol + g.cols - 1 >= limit)
    bad(`column numbers up to ${g.firstCol + g.cols - 1} do not fit in ${g.digits} digits`);
  if (g.firstRow + g.rows - 1 >= limit)
    bad(`row numbers up to ${g.firstRow + g.rows - 1} do not fit in ${g.digits} digits`);
}

/** The map graph of a hex map, plus its grids and pixel helpers. */
export interface HexMapGraph extends MapGraph {
  grids: HexGrid[];
  center(id: string): Point;
  gridOf(id: string): HexGrid;
  /**
   * Hex distance. Across sheets: measured in one frame where every sheet lies on one hex lattice (same
   * orientation and size, origins on the lattice: a sheet continuing another's rows); otherwise Infinity.
   */
  distance(a: string, b: string): number;
  /**
   * A hex's axial coordinates in the frame common to every sheet (the first sheet's), or null when the sheets
   * share no lattice (see distance): lines of sight and ranges drawn across a sheet edge.
   */
  commonAxial(id: string): Axial | null;
  /** The listed hex at common axial coordinates, whatever its sheet, or null (off the map, or no common frame). */
  atCommonAxial(a: Axial): string | null;
  /** The listed hex under a map pixel, whatever its sheet, or null. */
  hexAt(p: Point): string | null;
  /**
   * The edge two neighbouring hexes share, in map pixels, on one sheet or across a sheet join whose two hexes
   * touch on the page (sheets laid edge to edge); throws when they are not neighbours or do not touch.
   */
  sideSegment(a: string, b: string): [Point, Point];
  /** Bounding box of every sheet's grid, in map pixels. */
  bounds(): { x: number; y: number; width: number; height: number };
}

/** Options for createHexMapGraph. */
export interface HexMapOptions {
  /**
   * Adjacencies between hexes on different sheets beyond the map's own join table (`map.joins`: where two
   * mapsheets meet, the edge hexes of one touch those of the other). Each pair becomes a pair of neighbours.
   */
  joins?: readonly { a: string; b: string }[];
}

/**
 * Graph of the hexes listed in map.hexes (all-sea hexes included; movement decides what is passable).
 * Multi-sheet maps: one grid per sheet, ids "SHEET:XXYY", each sheet with its own origin. Hexes on different
 * sheets are neighbours only through the map's join table (`map.joins`) and `opts.joins`; a join naming a hex
 * the map lacks, a hex with itself or two hexes of one sheet throws, naming the join.
 */
export function createHexMapGraph(map: MapDef, opts: HexMapOptions = {}): HexMapGraph {
  // Cached per MapDef object (module data never changes during a game), so every cache keyed on the graph
  // downstream (movement, supply) is built once per module rather than once per action.
  const cacheable = opts.joins === undefined;
  const hit = cacheable ? graphCache.get(map) : undefined;
  if (hit) return hit;
  const built = buildHexMapGraph(map, opts);
  if (cacheable) graphCache.set(map, built);
  return built;
}

const graphCache = new WeakMap<MapDef, HexMapGraph>();

function buildHexMapGraph(map: MapDef, opts: HexMapOptions): HexMapGraph {
  if (map.kind !== 'hex') throw new Error(`createHexMapGraph: map kind is "${map.kind}", not "hex"`);
  const grids: HexGrid[] = [];
  const bySheet = new Map<string, HexGrid>();
  if (map.sheets && map.sheets.length > 0) {
    for (const s of map.sheets) {
      if (bySheet.has(s.id)) throw new Error(`createHexMapGraph: sheet "${s.id}" is defined twice`);
      const g = new HexGrid(s.grid, { sheet: s.id, origin: s.origin });
      grids.push(g);
      bySheet.set(s.id, g);
    }
  } else if (map.grid) {
    grids.push(new HexGrid(map.grid));
  } else {
    throw new Error('createHexMapGraph: a hex map needs "grid" or "sheets"');
  }
  const single = bySheet.size === 0 ? grids[0]! : undefined;

  const gridOfOrNull = (id: string): HexGrid | null => {
    if (single) return single.parse(id) === null ? null : single;
    const i = id.indexOf(SHEET_SEPARATOR);
    if (i < 0) return null;
    const g = bySheet.get(id.slice(0, i));
    return g && g.parse(id) !== null ? g : null;
  };

  const nodeList: string[] = [];
  const nodeSet = new Set<string>();
  for (const h of map.hexes) {
    if (nodeSet.has(h.id)) throw new Error(`createHexMapGraph: hex "${h.id}" is listed twice`);
    if (gridOfOrNull(h.id) === null)
      throw new Error(`createHexMapGraph: hex "${h.id}" is not on the map's grid${single ? '' : 's'}`);
    nodeSet.add(h.id);
    nodeList.push(h.id);
  }
  const nbrCache = new Map<string, readonly string[]>();
  const gridOf = (id: string): HexGrid => {
    const g = gridOfOrNull(id);
    if (g === null) throw new Error(`hex map: "${id}" is not a hex of this map`);
    return g;
  };

  const joins = [...(map.joins ?? []), ...(opts.joins ?? [])];
  checkJoins(joins, (id) => nodeSet.has(id), gridOf);
  const joined = new Map<string, string[]>();
  for (const j of joins) {
    for (const [x, y] of [
      [j.a, j.b],
      [j.b, j.a],
    ] as const) {
      const list = joined.get(x) ?? [];
      if (!list.includes(y)) list.push(y);
      joined.set(x, list);
    }
  }
  // Where every sheet lies on one lattice, each sheet's axial offset in the common frame (sheets.ts).
  const frame = commonFrame(grids);
  const commonAxial = (id: string): Axial | null => {
    const g = gridOf(id);
    const f = frame?.get(g);
    if (f === undefined) return null;
    const a = g.toAxial(id);
    return { q: a.q + f.q, r: a.r + f.r };
  };

  return {
    grids,
    gridOf,
    center: (id) => gridOf(id).center(id),
    nodes: () => nodeList,
    has: (id) => nodeSet.has(id),
    neighbors(id) {
      let n = nbrCache.get(id);
      if (n === undefined) {
        if (!nodeSet.has(id)) throw new Error(`hex map: "${id}" is not a hex of this map`);
        const own = gridOf(id)
          .neighbors(id)
          .filter((x) => nodeSet.has(x));
        n = Object.freeze([...own, ...(joined.get(id) ?? []).filter((x) => !own.includes(x))]);
        nbrCache.set(id, n);
      }
      return n;
    },
    edgeKey: edgeKeyOf,
    distance(a, b) {
      const ga = gridOf(a);
      const gb = gridOf(b);
      if (ga === gb) return ga.distance(a, b);
      const pa = commonAxial(a);
      const pb = commonAxial(b);
      return pa === null || pb === null ? Infinity : axialDistance(pa, pb);
    },
    commonAxial,
    atCommonAxial(a) {
      if (frame === null) return null;
      for (const [g, f] of frame) {
        const h = g.fromAxial({ q: a.q - f.q, r: a.r - f.r });
        if (h !== null && nodeSet.has(h)) return h;
      }
      return null;
    },
    sideSegment(a, b) {
      const ga = gridOf(a);
      const gb = gridOf(b);
      if (ga === gb) return ga.sideSegment(a, b);
      const ca = ga.center(a);
      const cb = gb.center(b);
      const size = ga.grid.size;
      // Joined hexes touch when their sheets share one hex size and their centres lie one hex apart.
      const apart = Math.abs(Math.hypot(cb.x - ca.x, cb.y - ca.y) - SQRT3 * size);
      if (!(joined.get(a) ?? []).includes(b) || gb.grid.size !== size || apart > 1e-6 * size)
        throw new Error(`hex map: ${a} and ${b} do not share a hexside on the page`);
      return sharedEdge(a, ca, b, cb, size);
    },
    hexAt(p) {
      for (const g of grids) {
        const h = g.hexAt(p);
        if (h !== null && nodeSet.has(h)) return h;
      }
      return null;
    },
    bounds() {
      let x0 = Infinity,
        y0 = Infinity,
        x1 = -Infinity,
        y1 = -Infinity;
      for (const g of grids) {
        const b = g.bounds();
        x0 = Math.min(x0, b.x);
        y0 = Math.min(y0, b.y);
        x1 = Math.max(x1, b.x + b.width);
        y1 = Math.max(y1, b.y + b.height);
      }
      return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    },
  };
}
