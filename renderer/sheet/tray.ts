// The markers tray of the counter sheet: every MarkerDef of the module with how many are still in the box
// (the counter-mix count minus the markers of that def already in the game), and where each is drawn.
// Pure (no Pixi), so it is unit-tested; sheetview.ts draws it and turns a drag from it into placeMarker.

import type { MarkerDef } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import type { Rect } from '../../engine/geometry/boxes.js';

/** One marker def with its stock. */
export interface MarkerStock {
  def: MarkerDef;
  /** Markers of this def in the game state (on the map, in a box...). */
  placed: number;
  /** Still available to place: count - placed, never below 0. */
  available: number;
}

/** The stock of every marker def, in the module's order. */
export function markerStock(markers: readonly MarkerDef[], pieces: readonly Piece[]): MarkerStock[] {
  const placed = new Map<string, number>();
  for (const p of pieces) if (p.kind === 'marker') placed.set(p.def, (placed.get(p.def) ?? 0) + 1);
  return markers.map((def) => {
    const n = placed.get(def.id) ?? 0;
    const count = Number.isFinite(def.count) ? Math.max(0, Math.floor(def.count)) : 0;
    return { def, placed: n, available: Math.max(0, count - n) };
  });
}

/** One laid-out tray cell: the counter's centre and the cell rectangle (counter plus its count line). */
export interface TrayCell {
  def: string;
  available: number;
  x: number;
  y: number;
  rect: Rect;
}

/** The laid-out tray in panel-local pixels. */
export interface TrayLayout {
  rect: Rect;
  cells: TrayCell[];
  /** The y just below the tray. */
  bottom: number;
}

/** Sizes of the tray. */
export interface TrayMetrics {
  width: number;
  counter: number;
  gap: number;
  header: number;
  /** Height of the count line under each counter. */
  countLine: number;
}

/** Lay the tray out from panel-local y `top`: a header, then a grid of counters each with its count below. */
export function layoutTray(stock: readonly MarkerStock[], top: number, m: TrayMetrics): TrayLayout {
  const cellH = m.counter + m.countLine;
  const perRow = Math.max(1, Math.floor((m.width - m.gap) / (m.counter + m.gap)));
  const y0 = top + m.header;
  const cells = stock.map((s, i) => {
    const col = i % perRow;
    const row = Math.floor(i / perRow);
    const x = m.gap + col * (m.counter + m.gap);
    const y = y0 + row * (cellH + m.gap);
    return {
      def: s.def.id,
      available: s.available,
      x: x + m.counter / 2,
      y: y + m.counter / 2,
      rect: { x, y, w: m.counter, h: cellH },
    };
  });
  const rows = Math.ceil(stock.length / perRow);
  const bottom = y0 + rows * (cellH + m.gap) + m.gap;
  return { rect: { x: 0, y: top, w: m.width, h: bottom - top }, cells, bottom };
}
