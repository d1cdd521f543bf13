// The static map cached in tiles: square RenderTextures of 1024 pixels at a resolution chosen from the zoom, each
// rendered from the terrain (terrain.ts) when it first comes into view and dropped when least recently used. A map
// of any size caches (no texture is larger than a tile); closer than the sharpest level the terrain is drawn live,
// only the chunks in view.

import { Container, Matrix, type Renderer, RenderTexture, Sprite } from 'pixi.js';
import type { Rect } from '../../engine/geometry/boxes.js';
import { keptAround, pickLevel, type TileRef, tileLevels, tilesInView } from './lod.js';
import type { TerrainSource } from './terrain.js';

/** Tiles kept in memory (1024² RGBA each: 4 MB). */
const MAX_TILES = 40;
/** Tiles rendered in one frame at most (each costs a full terrain render); the next frame does the rest. */
const TILES_PER_FRAME = 6;

interface Tile {
  sprite: Sprite;
  texture: RenderTexture;
  used: number;
}

/** The terrain on stage: cached tiles, or the live drawing when zoomed closer than the sharpest tiles. */
export class TerrainTiles {
  readonly layer = new Container({ label: 'terrain' });
  private tiles = new Map<string, Tile>();
  private levels: number[];
  private frame = 0;
  private live = false;

  constructor(
    private renderer: Renderer,
    private source: TerrainSource,
    private bounds: Rect,
  ) {
    this.layer.eventMode = 'none';
    this.layer.interactiveChildren = false;
    this.levels = tileLevels(bounds);
    if (this.levels.length === 1) {
      // A map cached whole before tiles existed: keep its texture's pixel grid (the drawing's bounds, floored), so
      // it looks exactly as it did.
      source.prepare(bounds, this.levels[0]);
      const b = source.root.getLocalBounds();
      const x = Math.floor(b.minX);
      const y = Math.floor(b.minY);
      this.bounds = { x, y, w: Math.ceil(b.maxX) - x, h: Math.ceil(b.maxY) - y };
    }
  }

  /** Before a frame: show the terrain in `view` at `px` device pixels per map pixel. Returns true if tiles wait. */
  update(view: Rect, px: number): boolean {
    this.frame++;
    const level = pickLevel(this.levels, px);
    if (level === null) {
      for (const t of this.tiles.values()) t.sprite.visible = false;
      if (!this.live) this.layer.addChild(this.source.root);
      this.live = true;
      this.source.prepare(view, px);
      this.source.trim(keptAround(view));
      return false;
    }
    if (this.live) this.layer.removeChild(this.source.root);
    this.live = false;
    const want = new Set<string>();
    let budget = TILES_PER_FRAME;
    let waiting = false;
    for (const ref of tilesInView(this.bounds, level, view)) {
      let tile = this.tiles.get(ref.key);
      if (!tile) {
        if (budget <= 0) {
          waiting = true;
          continue;
        }
        budget--;
        tile = this.render(ref, level);
        this.tiles.set(ref.key, tile);
      }
      tile.used = this.frame;
      want.add(ref.key);
    }
    for (const [key, t] of this.tiles) t.sprite.visible = want.has(key);
    this.evict();
    // Only the detail of the map around the view is kept once its tiles are drawn (terrain.ts trim).
    if (!waiting) this.source.trim(keptAround(view));
    return waiting;
  }

  private render(ref: TileRef, level: number): Tile {
    const { rect } = ref;
    this.source.prepare(rect, level);
    const texture = RenderTexture.create({ width: rect.w, height: rect.h, resolution: level, antialias: false });
    this.renderer.render({
      container: this.source.root,
      target: texture,
      clearColor: [0, 0, 0, 0],
      transform: new Matrix().translate(-rect.x, -rect.y),
    });
    const sprite = new Sprite(texture);
    sprite.position.set(rect.x, rect.y);
    sprite.label = `tile:${ref.key}`;
    this.layer.addChild(sprite);
    return { sprite, texture, used: this.frame };
  }

  /** Drop the least recently used tiles beyond the budget. */
  private evict(): void {
    if (this.tiles.size <= MAX_TILES) return;
    const old = [...this.tiles.entries()].sort((a, b) => a[1].used - b[1].used);
    for (const [key, t] of old.slice(0, this.tiles.size - MAX_TILES)) {
      this.layer.removeChild(t.sprite);
      t.sprite.destroy();
      t.texture.destroy(true);
      this.tiles.delete(key);
    }
  }

  /** Free the tiles and the terrain. */
  destroy(): void {
    for (const t of this.tiles.values()) {
      t.sprite.destroy();
      t.texture.destroy(true);
    }
    this.tiles.clear();
    if (this.live) this.layer.removeChild(this.source.root);
    this.source.destroy();
    this.layer.destroy();
  }
}
