// How the static map's parts are drawn (terrain.ts decides where and when): hexside features, outlines, city
// marks and names, the boxes printed on the mapsheet and the free labels.

import { type Container, type Graphics, Text } from 'pixi.js';
import type { GameModule, HexDef, HexsideDef } from '../../engine/core/module.js';
import { slotRects } from '../../engine/geometry/boxes.js';
import type { Board } from './board.js';
import { dashes } from './dashes.js';
import { localName } from '../i18n/index.js';

/** Sea and unknown terrain colours (a module's terrain list may lack them). */
export const SEA = '#9cc3e6';
export const UNKNOWN_TERRAIN = '#e8e0c8';

/** A hexside feature's line: colour, width (a fraction of the hex size), drawn across the side, dashes. */
type SideStyle = { color: number; width: number; across?: boolean; dash?: [number, number] };

/** How each hexside feature is drawn. */
export const SIDE_STYLE: Record<string, SideStyle> = {
  river: { color: 0x1f5fbf, width: 0.14 },
  'major-river': { color: 0x1f4fa8, width: 0.2 },
  sea: { color: 0x5b8fc7, width: 0.1 },
  border: { color: 0x9b1b6b, width: 0.08, dash: [0.25, 0.15] },
  road: { color: 0x8a5a2b, width: 0.07, across: true },
  rail: { color: 0x222222, width: 0.06, across: true, dash: [0.18, 0.1] },
  strait: { color: 0x0d47a1, width: 0.09, across: true, dash: [0.12, 0.1] },
};

/** How each outline kind (map.outlines) is drawn. */
export const OUTLINE_STYLE: Record<string, { color: number; width: number; dash?: [number, number] }> = {
  coast: { color: 0x2c5d8f, width: 2 },
  border: { color: 0x9b1b6b, width: 1.5 },
  demarcation: { color: 0x8b0000, width: 2, dash: [10, 6] },
};

/** How free map labels are drawn, by kind. */
const LABEL_STYLE: Record<string, { family: string; fill: number; italic: boolean; spacing: number; alpha: number }> = {
  sea: { family: 'serif', fill: 0x1a4f80, italic: true, spacing: 3, alpha: 0.85 },
  region: { family: 'sans-serif', fill: 0x5d4037, italic: false, spacing: 5, alpha: 0.55 },
  range: { family: 'serif', fill: 0x4e342e, italic: true, spacing: 1, alpha: 0.85 },
  river: { family: 'serif', fill: 0x1f5fbf, italic: true, spacing: 1, alpha: 0.9 },
};

/** A city's name under its mark, or a named hex's name. */
export function cityLabel(h: HexDef, c: { x: number; y: number }, size: number): Text {
  if (h.city) {
    const major = h.city.size === 'major';
    const r = size * (major ? 0.2 : 0.13);
    const label = new Text({
      text: localName(h.city.name, h.city.names),
      style: {
        fontFamily: 'sans-serif',
        fontSize: Math.round(size * (major ? 0.36 : 0.28)),
        fontWeight: major ? 'bold' : 'normal',
        fill: 0x111111,
        stroke: { color: 0xffffff, width: 3 },
      },
      resolution: 2,
    });
    label.anchor.set(0.5, 0);
    label.position.set(c.x, c.y + r + 1);
    return label;
  }
  const label = new Text({
    text: localName(h.name!, h.names),
    style: { fontFamily: 'sans-serif', fontSize: Math.round(size * 0.24), fontStyle: 'italic', fill: 0x3e2723 },
    resolution: 2,
  });
  label.anchor.set(0.5, 0.5);
  label.position.set(c.x, c.y + size * 0.35);
  return label;
}

/** The coast, border and demarcation lines (map.outlines). */
export function drawOutlines(outlines: Graphics, module: GameModule): void {
  for (const o of module.map.outlines ?? []) {
    if (o.points.length < 4) continue;
    const st = OUTLINE_STYLE[o.kind] ?? OUTLINE_STYLE.coast;
    if (st.dash) {
      // Dashed polylines (demarcation lines): dash each segment.
      for (let i = 0; i + 3 < o.points.length; i += 2) {
        const a = { x: o.points[i], y: o.points[i + 1] };
        const b = { x: o.points[i + 2], y: o.points[i + 3] };
        for (const [p, q] of dashes(a, b, st.dash[0], st.dash[1])) outlines.moveTo(p.x, p.y).lineTo(q.x, q.y);
      }
      outlines.stroke({ width: st.width, color: st.color, alpha: 0.85 });
    } else {
      outlines.poly(o.points, false).stroke({ width: st.width, color: st.color, alpha: 0.8 });
    }
  }
}

/** Boxes printed on the mapsheet (turn track, holding boxes). */
export function drawBoxes(places: Graphics, labels: Container, board: Board): void {
  for (const box of board.mapBoxes) {
    places.rect(box.x, box.y, box.w, box.h).fill({ color: 0xfffdf5, alpha: 0.9 }).stroke({ width: 2, color: 0x444444 });
    const rects = slotRects(box);
    const title = new Text({
      text: localName(box.name, box.names),
      style: { fontFamily: 'sans-serif', fontSize: 13, fontWeight: 'bold', fill: 0x222222 },
      resolution: 2,
    });
    title.position.set(box.x + 4, box.y - 18);
    labels.addChild(title);
    if (box.slots?.length) {
      rects.forEach((r, i) => {
        places.rect(r.x, r.y, r.w, r.h).stroke({ width: 1, color: 0x888888 });
        const t = new Text({
          text: box.slots![i],
          style: { fontFamily: 'sans-serif', fontSize: 11, fill: 0x555555 },
          resolution: 2,
        });
        t.position.set(r.x + 3, r.y + 2);
        labels.addChild(t);
      });
    }
  }
}

/** Free map labels: seas, regions, ranges, rivers. */
export function drawFreeLabels(labels: Container, module: GameModule): void {
  for (const l of module.map.labels ?? []) {
    const st = LABEL_STYLE[l.kind ?? 'range'] ?? LABEL_STYLE.range;
    const t = new Text({
      text: localName(l.text, l.texts),
      style: {
        fontFamily: st.family,
        fontSize: l.size ?? 18,
        fontStyle: st.italic ? 'italic' : 'normal',
        fill: st.fill,
        letterSpacing: st.spacing,
      },
      resolution: 2,
    });
    t.anchor.set(0.5);
    t.position.set(l.x, l.y);
    t.angle = l.angle ?? 0;
    t.alpha = st.alpha;
    labels.addChild(t);
  }
}

/** One hexside's features (rivers along it, roads across it). */
export function drawHexside(gfx: Graphics, board: Board, side: HexsideDef, size: number): void {
  const g = board.hex!;
  if (!g.has(side.a) || !g.has(side.b)) return;
  for (const f of side.features) {
    const st = SIDE_STYLE[f] ?? { color: 0x666666, width: 0.06 };
    let seg: [{ x: number; y: number }, { x: number; y: number }];
    if (st.across) {
      seg = [g.center(side.a), g.center(side.b)];
    } else {
      // On one sheet or across a sheet join (sheets laid edge to edge): the edge the two hexes share.
      try {
        seg = g.sideSegment(side.a, side.b);
      } catch {
        continue; // not adjacent: bad data must not stop the map from drawing
      }
    }
    const width = Math.max(1, st.width * size);
    if (st.dash) {
      for (const [p, q] of dashes(seg[0], seg[1], st.dash[0] * size, st.dash[1] * size))
        gfx.moveTo(p.x, p.y).lineTo(q.x, q.y);
      gfx.stroke({ width, color: st.color, cap: 'round' });
    } else {
      gfx.moveTo(seg[0].x, seg[0].y).lineTo(seg[1].x, seg[1].y).stroke({ width, color: st.color, cap: 'round' });
    }
  }
}

/** A small anchor: the port mark. */
export function drawAnchor(g: Graphics, x: number, y: number, s: number): void {
  g.circle(x, y - s * 0.8, s * 0.22).stroke({ width: Math.max(1, s * 0.18), color: 0x0d47a1 });
  g.moveTo(x, y - s * 0.6)
    .lineTo(x, y + s * 0.7)
    .stroke({ width: Math.max(1, s * 0.18), color: 0x0d47a1 });
  g.moveTo(x - s * 0.6, y + s * 0.2)
    .quadraticCurveTo(x, y + s * 1.1, x + s * 0.6, y + s * 0.2)
    .stroke({ width: Math.max(1, s * 0.18), color: 0x0d47a1 });
}

/** A hex's own features (HexDef.features): a rail head is a black bar with a white rail, under the hex's centre. */
export function drawHexFeatures(g: Graphics, features: readonly string[], x: number, y: number, s: number): void {
  if (features.includes('rail-head')) {
    g.rect(x - s * 0.28, y + s * 0.2, s * 0.56, s * 0.2).fill({ color: 0x111111 });
    g.rect(x - s * 0.2, y + s * 0.28, s * 0.4, s * 0.05).fill({ color: 0xffffff });
  }
}
