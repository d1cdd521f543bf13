// Off-map boxes and tracks (turn track, VP track, dead pile, reinforcement boxes): lookup by id, slots of a
// track by index or label, where a slot is drawn, and which box a point falls in.

import type { BoxDef } from '../core/module.js';
import type { Point } from './coords.js';

/** A rectangle in pixels (map pixels for place 'map', counter-sheet pixels for place 'sheet'). */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Lookup over a map's boxes and tracks. */
export interface BoxIndex {
  all(): readonly BoxDef[];
  has(id: string): boolean;
  /** The box; throws on an unknown id. */
  get(id: string): BoxDef;
  /** Number of slots (1 for a plain box). */
  slotCount(id: string): number;
  /** Index of the slot with this label (e.g. turn "7"), or -1. */
  slotIndex(id: string, label: string): number;
  /** Label of slot `index` (plain boxes: their name). */
  slotLabel(id: string, index: number): string;
  /** Where slot `index` is drawn: tracks are split evenly along their longer side. */
  slotRect(id: string, index: number): Rect;
  /** Move along a track by `delta` slots, clamped to its ends (VP tracks, turn track). */
  advance(id: string, index: number, delta: number): number;
  /** The box (and slot) under a point, among boxes drawn in `place`. */
  boxAt(p: Point, place?: BoxDef['place']): { box: string; index: number } | null;
  /** Why a box location is invalid, or null when it is fine (a plain box's index is free game data). */
  checkLocation(loc: { box: string; index?: number }): string | null;
}

/** The rectangles of a box's slots, split evenly along its longer side; one rect for a box without slots. */
export function slotRects(box: Pick<BoxDef, 'x' | 'y' | 'w' | 'h' | 'slots'>): Rect[] {
  const n = box.slots?.length ?? 0;
  if (n === 0) return [{ x: box.x, y: box.y, w: box.w, h: box.h }];
  const out: Rect[] = [];
  for (let i = 0; i < n; i++) {
    if (box.w >= box.h) {
      const w = box.w / n;
      out.push({ x: box.x + w * i, y: box.y, w, h: box.h });
    } else {
      const h = box.h / n;
      out.push({ x: box.x, y: box.y + h * i, w: box.w, h });
    }
  }
  return out;
}

/** Build the index; throws on duplicate ids, bad sizes, or a track without slots. */
export function createBoxIndex(boxes: readonly BoxDef[]): BoxIndex {
  const byId = new Map<string, BoxDef>();
  for (const b of boxes) {
    if (byId.has(b.id)) throw new Error(`boxes: "${b.id}" is defined twice`);
    if (!(b.w > 0) || !(b.h > 0)) throw new Error(`boxes: "${b.id}" has no area (${b.w}x${b.h})`);
    if (b.kind === 'track' && (!b.slots || b.slots.length === 0))
      throw new Error(`boxes: track "${b.id}" has no slots`);
    if (b.slots && new Set(b.slots).size !== b.slots.length)
      throw new Error(`boxes: track "${b.id}" repeats a slot label`);
    byId.set(b.id, b);
  }
  const get = (id: string): BoxDef => {
    const b = byId.get(id);
    if (!b) throw new Error(`boxes: no box or track "${id}"`);
    return b;
  };
  const slotCount = (id: string): number => get(id).slots?.length ?? 1;
  const checkIndex = (id: string, index: number): void => {
    const n = slotCount(id);
    if (!Number.isInteger(index) || index < 0 || index >= n)
      throw new Error(`boxes: slot ${index} is not in "${id}" (0..${n - 1})`);
  };
  const slotRect = (id: string, index: number): Rect => {
    checkIndex(id, index);
    return slotRects(get(id))[index]!;
  };
  return {
    all: () => boxes,
    has: (id) => byId.has(id),
    get,
    slotCount,
    slotIndex: (id, label) => get(id).slots?.indexOf(label) ?? -1,
    slotLabel: (id, index) => {
      checkIndex(id, index);
      const b = get(id);
      return b.slots ? b.slots[index]! : b.name;
    },
    slotRect,
    advance: (id, index, delta) => {
      checkIndex(id, index);
      return Math.max(0, Math.min(slotCount(id) - 1, index + delta));
    },
    boxAt: (p, place = 'map') => {
      // later boxes are drawn on top, so search from the end
      for (let i = boxes.length - 1; i >= 0; i--) {
        const b = boxes[i]!;
        if (b.place !== place) continue;
        if (p.x < b.x || p.y < b.y || p.x >= b.x + b.w || p.y >= b.y + b.h) continue;
        const n = slotCount(b.id);
        const index = b.w >= b.h ? Math.floor(((p.x - b.x) / b.w) * n) : Math.floor(((p.y - b.y) / b.h) * n);
        return { box: b.id, index: Math.min(n - 1, index) };
      }
      return null;
    },
    checkLocation: (loc) => {
      const b = byId.get(loc.box);
      if (!b) return `no box or track "${loc.box}"`;
      if (loc.index === undefined) return b.kind === 'track' ? `track "${loc.box}" needs a slot index` : null;
      if (!Number.isInteger(loc.index) || loc.index < 0)
        return `index ${loc.index} in "${loc.box}" is not a non-negative integer`;
      // a plain box's index is game data, not a slot (core/types.ts: the reinforcements box index = turn of arrival)
      if (b.kind === 'box' && !b.slots) return null;
      const n = slotCount(loc.box);
      if (loc.index >= n) return `slot ${loc.index} is not in "${loc.box}" (0..${n - 1})`;
      return null;
    },
  };
}
