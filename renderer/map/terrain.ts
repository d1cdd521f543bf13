// The static map: terrain colours, hex grid, hexside features, outlines, hex numbers, places and labels,
// point-to-point spaces and connections (spaces.ts), and the boxes printed on the mapsheet. The hexes are drawn
// in square chunks, each built when first needed and shown only where a frame or a tile (tiles.ts) looks, with the
// detail readable there: the grid, hex numbers and small labels are left out when they would be a pixel or two.

import { BitmapText, Container, Graphics } from 'pixi.js';
import type { GameModule, HexDef, HexsideDef } from '../../engine/core/module.js';
import type { Rect } from '../../engine/geometry/boxes.js';
import type { Board } from './board.js';
import { detailAt, type Detail, numberSize, overlaps } from './lod.js';
import { drawSpaces } from './spaces.js';
import type { MapKey } from '../games/types.js';
import {
  cityLabel,
  drawAnchor,
  drawBoxes,
  drawHexFeatures,
  drawFreeLabels,
  drawHexside,
  drawOutlines,
  SEA,
  UNKNOWN_TERRAIN,
} from './terraindraw.js';

/** Chunks are this many hex sizes square. */
const CHUNK_HEXES = 10;

/** A square of the map: its hexes and hexsides, and their drawings once built. */
interface Chunk {
  /** Where its drawing may reach (cell plus a margin for hexes, numbers and names that stick out). */
  reach: Rect;
  hexes: HexDef[];
  sides: HexsideDef[];
  base?: Container[];
  grid?: Graphics;
  numbers?: Container;
  small?: Container;
}

/** The static map layer (not on stage by itself: tiles.ts renders it into textures, or shows it when close). */
export class TerrainSource {
  readonly root = new Container({ label: 'terrain' });
  private readonly size: number;
  private readonly chunks: Chunk[] = [];
  // Each layer's chunk drawings (the layers' order is set in the constructor).
  private readonly fills = new Container();
  private readonly grid = new Container();
  private readonly sides = new Container();
  private readonly places = new Container();
  private readonly numbers = new Container();
  private readonly labels = new Container();
  private readonly terrainColor: Map<string, string>;

  constructor(
    private module: GameModule,
    private board: Board,
    key: MapKey | null = null,
  ) {
    this.root.eventMode = 'none';
    this.root.interactiveChildren = false;
    const map = module.map;
    this.terrainColor = new Map(map.terrain.map((t) => [t.id, t.color]));
    this.size = board.hex?.grids[0]?.grid.size ?? 30;
    const b = board.bounds();
    const paper = new Graphics({ label: 'paper' }).rect(b.x, b.y, b.w, b.h).fill({ color: '#f4efe1' });
    const outlines = new Graphics({ label: 'outlines' });
    const connections = new Graphics({ label: 'connections' });
    const boxes = new Graphics({ label: 'boxes' });
    const labels = new Container({ label: 'map-labels' });
    if (board.hex) this.makeChunks();
    // Point-to-point maps: connections under spaces, the spaces' marks and names (spaces.ts).
    if (map.spaces?.length) drawSpaces(module, board.spaceSize, connections, boxes, labels, key);
    drawOutlines(outlines, module);
    drawBoxes(boxes, labels, board);
    drawFreeLabels(labels, module);
    const layer = (label: string, ...children: Container[]) => {
      const c = new Container({ label });
      c.addChild(...children);
      return c;
    };
    // The order of the layers: fills, grid, outlines, hexsides, places, numbers, labels.
    this.root.addChild(
      layer('terrain-fills', paper, this.fills),
      layer('hex-grid', this.grid),
      outlines,
      layer('hexsides', this.sides, connections),
      layer('places', this.places, boxes),
      layer('hex-numbers', this.numbers),
      layer('labels', this.labels, labels),
    );
  }

  private makeChunks(): void {
    const g = this.board.hex!;
    const cell = this.size * CHUNK_HEXES;
    const byCell = new Map<string, Chunk>();
    const chunkAt = (id: string): Chunk | undefined => {
      if (!g.has(id)) return undefined;
      const c = g.center(id);
      const i = Math.floor(c.x / cell);
      const j = Math.floor(c.y / cell);
      const key = `${i},${j}`;
      let ch = byCell.get(key);
      if (!ch) {
        const m = this.size * 3;
        ch = { reach: { x: i * cell - m, y: j * cell - m, w: cell + 2 * m, h: cell + 2 * m }, hexes: [], sides: [] };
        byCell.set(key, ch);
        this.chunks.push(ch);
      }
      return ch;
    };
    for (const h of this.module.map.hexes) chunkAt(h.id)?.hexes.push(h);
    for (const s of this.module.map.hexsides) chunkAt(s.a)?.sides.push(s);
  }

  /** Show what lies in `rect` (map pixels) with the detail readable at `px` device pixels per map pixel. */
  prepare(rect: Rect, px: number): void {
    const d = detailAt(this.size, px);
    for (const ch of this.chunks) {
      const vis = overlaps(ch.reach, rect);
      if (vis) this.build(ch, d);
      for (const o of ch.base ?? []) o.visible = vis;
      if (ch.grid) ch.grid.visible = vis && d.grid;
      if (ch.numbers) ch.numbers.visible = vis && d.numbers;
      if (ch.small) ch.small.visible = vis && d.smallLabels;
    }
  }

  /**
   * Free the detail (grid, hex numbers, small labels) of the chunks that lie wholly outside `keep`: what the view
   * is far from costs no memory, and is built again when a frame or a tile looks there. The colours, hexsides and
   * places stay (every zoom shows them).
   */
  trim(keep: Rect): void {
    for (const ch of this.chunks) {
      if (overlaps(ch.reach, keep)) continue;
      ch.grid?.destroy();
      ch.numbers?.destroy({ children: true });
      ch.small?.destroy({ children: true });
      ch.grid = ch.numbers = ch.small = undefined;
    }
  }

  /** Build the parts of a chunk that this detail shows and that are not built yet. */
  private build(ch: Chunk, d: Detail): void {
    const g = this.board.hex!;
    const size = this.size;
    if (!ch.base) {
      const fills = new Graphics();
      const sides = new Graphics();
      const places = new Graphics();
      const big = new Container();
      for (const h of ch.hexes) {
        const pts = g
          .gridOf(h.id)
          .corners(h.id)
          .flatMap((p) => [p.x, p.y]);
        const color =
          h.terrain === 'sea'
            ? (this.terrainColor.get('sea') ?? SEA)
            : (this.terrainColor.get(h.terrain) ?? UNKNOWN_TERRAIN);
        fills.poly(pts).fill({ color });
        if (h.city) {
          const c = g.center(h.id);
          const major = h.city.size === 'major';
          const r = size * (major ? 0.2 : 0.13);
          places
            .circle(c.x, c.y, r)
            .fill({ color: major ? 0xb71c1c : 0x333333 })
            .stroke({ width: 1, color: 0xffffff });
          if (h.city.port) drawAnchor(places, c.x + size * 0.42, c.y - size * 0.05, size * 0.17);
          if (major) big.addChild(cityLabel(h, c, size));
        }
        if (h.features?.length) {
          const c = g.center(h.id);
          drawHexFeatures(places, h.features, c.x, c.y, size);
        }
      }
      for (const side of ch.sides) drawHexside(sides, this.board, side, size);
      this.fills.addChild(fills);
      this.sides.addChild(sides);
      this.places.addChild(places);
      this.labels.addChild(big);
      ch.base = [fills, sides, places, big];
    }
    if (d.grid && !ch.grid) {
      ch.grid = new Graphics();
      for (const h of ch.hexes) {
        const pts = g
          .gridOf(h.id)
          .corners(h.id)
          .flatMap((p) => [p.x, p.y]);
        ch.grid.poly(pts).stroke({ width: Math.max(0.6, size * 0.03), color: 0x000000, alpha: 0.28 });
      }
      this.grid.addChild(ch.grid);
    }
    if (d.numbers && !ch.numbers) {
      ch.numbers = new Container();
      for (const h of ch.hexes) {
        const c = g.center(h.id);
        const num = new BitmapText({
          text: h.id.includes(':') ? h.id.slice(h.id.indexOf(':') + 1) : h.id,
          style: { fontFamily: 'sans-serif', fontSize: numberSize(size), fill: 0x333333 },
        });
        num.anchor.set(0.5, 0);
        num.position.set(c.x, c.y - size * 0.8);
        ch.numbers.addChild(num);
      }
      this.numbers.addChild(ch.numbers);
    }
    if (d.smallLabels && !ch.small) {
      ch.small = new Container();
      for (const h of ch.hexes) {
        if ((h.city && h.city.size !== 'major') || (!h.city && h.name))
          ch.small.addChild(cityLabel(h, g.center(h.id), size));
      }
      this.labels.addChild(ch.small);
    }
  }

  /** Free every drawing. */
  destroy(): void {
    this.root.destroy({ children: true });
  }
}

/** Build the static map layer of a module (`key`: the map key its game gives, if any). */
export function buildTerrain(module: GameModule, board: Board, key: MapKey | null = null): TerrainSource {
  return new TerrainSource(module, board, key);
}
