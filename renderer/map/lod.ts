// Level of detail and culling, as plain arithmetic (no Pixi, so it is unit-tested): what is readable at a zoom,
// which texture resolution a zoom needs, which terrain tiles a view touches.

import type { Rect } from '../../engine/geometry/boxes.js';

/** Whether two rectangles overlap. */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// ------------------------------------------------------------ terrain detail

/** What the terrain draws at a zoom: each true when it is big enough to read (or to see) on screen. */
export interface Detail {
  grid: boolean;
  numbers: boolean;
  smallLabels: boolean;
}

/** The hex numbers' font size for hexes of this size (centre to corner, map pixels). */
export const numberSize = (size: number) => Math.max(7, Math.round(size * 0.26));

/** What is readable at `px` device pixels per map pixel on a map of hexes `size` across (centre to corner). */
export function detailAt(size: number, px: number): Detail {
  return {
    // Hexes under 16 px across show by their colours; every hex's outline is memory (its stroke's geometry).
    grid: size * px >= 16,
    numbers: numberSize(size) * px >= 5,
    smallLabels: Math.round(size * 0.24) * px >= 5,
  };
}

// ------------------------------------------------------------ counter faces

/** The face resolutions (pixels per counter edge) the counter atlas holds; the largest is the default. */
export const COUNTER_LEVELS = [64, 128, 256] as const;
/** A face resolution. */
export type CounterLevel = (typeof COUNTER_LEVELS)[number];

/**
 * Up to this many device pixels a counter is too small for its full face (name, symbol, factors, movement): it
 * gets the simplified face, its colour and its strength in large figures (counters.ts), painted at the smallest
 * level. The map at Fit draws counters about 16-26 px wide; the counter sheet never shrinks them under 30.
 */
export const SIMPLE_FACE_PX = 28;

/** The level whose faces are the simplified ones. */
export const SIMPLE_LEVEL: CounterLevel = COUNTER_LEVELS[0];

/**
 * The face resolution for a counter drawn `screenPx` device pixels wide: at least 2.5 times as sharp; the
 * simplified faces' level up to SIMPLE_FACE_PX (twice as sharp or more).
 */
export function counterLevel(screenPx: number): CounterLevel {
  if (screenPx <= SIMPLE_FACE_PX) return SIMPLE_LEVEL;
  for (const l of COUNTER_LEVELS) if (l >= screenPx * 2.5) return l;
  return 256;
}

/** Below this many device pixels a counter is drawn as its colour alone (nothing on it could be read). */
export const TINY_COUNTER_PX = 10;

// ------------------------------------------------------------ terrain tiles

/** A tile's edge in texture pixels. */
export const TILE_PX = 1024;
/** Largest texture edge a small map is cached into whole (WebGL guarantees 4096 on the machines we target). */
const MAX_TEXTURE = 4096;

/**
 * The resolutions the terrain is cached at. A map that fits one texture at full resolution or more has a single
 * level, as sharp as the texture limit allows (up to 2: as it was cached before tiles); a bigger map gets
 * powers of two, 1/16 to 1. A single level caches the whole map at once with every hex's grid, number and name
 * (all readable at its sharpness): on a map too big for one texture at full size that is thousands of drawings
 * built and rendered before the first frame, most of them never seen, where tiles build what the view shows.
 */
export function tileLevels(bounds: Rect): number[] {
  const single = Math.min(2, MAX_TEXTURE / Math.max(bounds.w, bounds.h));
  if (single >= 1) return [single];
  return [1 / 16, 1 / 8, 1 / 4, 1 / 2, 1];
}

/** The level to draw at: the least sharp one at least as sharp as the screen (`px` device pixels per map pixel). */
export function pickLevel(levels: readonly number[], px: number): number | null {
  for (const l of levels) if (l >= px) return l;
  return null; // closer than every level: draw live
}

/**
 * The part of the map whose detail (hex grid, numbers, small names) is kept built around a view: the view and as
 * much again on every side, so a pan back and forth over a few screens builds nothing twice.
 */
export function keptAround(view: Rect): Rect {
  return { x: view.x - view.w, y: view.y - view.h, w: view.w * 3, h: view.h * 3 };
}

/** A tile: its key (level and grid position) and world rectangle. */
export interface TileRef {
  key: string;
  rect: Rect;
}

/** The tiles of a level that overlap `view`, on a grid anchored at the top-left corner of `bounds`. */
export function tilesInView(bounds: Rect, level: number, view: Rect): TileRef[] {
  const t = TILE_PX / level;
  const i0 = Math.max(0, Math.floor((view.x - bounds.x) / t));
  const j0 = Math.max(0, Math.floor((view.y - bounds.y) / t));
  const i1 = Math.min(Math.ceil(bounds.w / t) - 1, Math.floor((view.x + view.w - bounds.x) / t));
  const j1 = Math.min(Math.ceil(bounds.h / t) - 1, Math.floor((view.y + view.h - bounds.y) / t));
  const out: TileRef[] = [];
  for (let j = j0; j <= j1; j++) {
    for (let i = i0; i <= i1; i++) {
      out.push({ key: `${level}:${i}:${j}`, rect: { x: bounds.x + i * t, y: bounds.y + j * t, w: t, h: t } });
    }
  }
  return out;
}
