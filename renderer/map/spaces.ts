// The static drawing of a point-to-point map: each connection by its type (a solid line, a river in blue and
// white, a dotted border line, a beach head's arrow, a corridor's line of blue circles), each space filled by its
// terrain with its marks round the rim (VP space star, province capital square, supply source in its side's
// colour, port anchor; a main city double-ringed, its name in capitals), its name, and the key the game's plug-in
// gives. The side that controls a space changes during play: spacecontrol.ts rings it on a layer of its own.

import { type Container, type Graphics, Text } from 'pixi.js';
import type { ConnectionDef, GameModule, SpaceDef } from '../../engine/core/module.js';
import type { Point } from '../../engine/geometry/hexgrid.js';
import type { MapKey } from '../games/types.js';
import { dashes } from './dashes.js';

/** A side's colour (module.json sides), grey for a side the module does not colour. */
const sideColor = (module: GameModule, side: string): string =>
  module.manifest.sides.find((s) => s.id === side)?.color ?? '#333333';
const LINE = 0x4e4032;
const RIVER = 0x1f6fd1;
const BORDER = 0x7b1f6b;
const GRADO = 0x1f6fd1;

/** Width of the control ring round a space (spacecontrol.ts), as a fraction of the space radius. */
export const RING = 0.3;

/** A space's attributes the drawing reads (map.json attrs). */
interface SpaceAttrs {
  kind?: string;
  controller?: string | null;
  mainCity?: boolean;
  provinceCapital?: boolean;
  vpSpace?: boolean;
  supplySource?: string | null;
  port?: string | null;
}

const attrsOf = (s: SpaceDef): SpaceAttrs => (s.attrs ?? {}) as SpaceAttrs;

/** The point at distance `d` from `a` towards `b`. */
function along(a: Point, b: Point, d: number): Point {
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: a.x + ((b.x - a.x) * d) / len, y: a.y + ((b.y - a.y) * d) / len };
}

/** Draw one connection on `g` (r: the space radius). */
export function drawConnection(g: Graphics, a: Point, b: Point, type: string, r: number): void {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  switch (type) {
    case 'river':
      // §2.1.2 a blue-and-white line: blue edges, white dashes down the middle.
      g.moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: r * 0.5, color: RIVER });
      for (const [p, q] of dashes(a, b, r * 0.45, r * 0.35)) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
      g.stroke({ width: r * 0.22, color: 0xffffff });
      return;
    case 'border':
      // A dotted line: no movement or attack along it.
      for (let d = r; d < len - r + 0.01; d += r * 0.5) {
        const p = along(a, b, d);
        g.circle(p.x, p.y, r * 0.1);
      }
      g.fill({ color: BORDER });
      return;
    case 'grado': {
      // The Corridor of Grado: a line of blue circles (optional rule).
      const n = Math.max(2, Math.floor((len - 2 * r) / (r * 0.8)));
      for (let i = 0; i <= n; i++) {
        const p = along(a, b, r + ((len - 2 * r) * i) / n);
        g.circle(p.x, p.y, r * 0.2);
      }
      g.stroke({ width: Math.max(1, r * 0.09), color: GRADO });
      return;
    }
    case 'arrow': {
      // The beach head's arrow: from the beach head to the island it lands on.
      const [from, to] = [b, a];
      const tip = along(to, from, r * 1.2);
      const base = along(to, from, r * 2.2);
      const nx = -(tip.y - base.y);
      const ny = tip.x - base.x;
      const k = (r * 0.55) / (Math.hypot(nx, ny) || 1);
      g.moveTo(from.x, from.y)
        .lineTo(base.x, base.y)
        .stroke({ width: r * 0.2, color: LINE });
      g.poly([tip.x, tip.y, base.x + nx * k, base.y + ny * k, base.x - nx * k, base.y - ny * k]).fill({ color: LINE });
      return;
    }
    default:
      if (type.includes('rail') || type.includes('sea')) {
        // Other games' dashed connections (a railway, a sea lane).
        for (const [p, q] of dashes(a, b, r * 0.6, r * 0.35)) g.moveTo(p.x, p.y).lineTo(q.x, q.y);
        g.stroke({ width: Math.max(1.5, r * 0.16), color: type.includes('sea') ? RIVER : 0x222222 });
        return;
      }
      g.moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: Math.max(1.5, r * 0.16), color: LINE });
  }
}

/** A five-pointed star. */
function star(g: Graphics, x: number, y: number, s: number, color: number): void {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? s : s * 0.45;
    pts.push(x + Math.cos(a) * k, y + Math.sin(a) * k);
  }
  g.poly(pts)
    .fill({ color })
    .stroke({ width: Math.max(0.6, s * 0.12), color: 0x3e2a00 });
}

/** A small anchor: a port. */
function anchor(g: Graphics, x: number, y: number, s: number): void {
  const w = Math.max(1, s * 0.2);
  g.circle(x, y, s * 1.05).fill({ color: 0xffffff, alpha: 0.9 });
  g.circle(x, y - s * 0.6, s * 0.2).stroke({ width: w, color: 0x0d47a1 });
  g.moveTo(x, y - s * 0.4)
    .lineTo(x, y + s * 0.7)
    .stroke({ width: w, color: 0x0d47a1 });
  g.moveTo(x - s * 0.6, y + s * 0.2)
    .quadraticCurveTo(x, y + s * 1.0, x + s * 0.6, y + s * 0.2)
    .stroke({ width: w, color: 0x0d47a1 });
}

/** The marks round a space's rim, outside its control ring. */
function drawMarks(module: GameModule, g: Graphics, labels: Container, s: SpaceDef, r: number): void {
  const a = attrsOf(s);
  const out = r * (1 + RING) + r * 0.28; // centre distance of a mark
  const at = (deg: number) => ({
    x: s.x + Math.cos((deg * Math.PI) / 180) * out,
    y: s.y - Math.sin((deg * Math.PI) / 180) * out,
  });
  if (a.mainCity) {
    g.circle(s.x, s.y, r * (1 + RING) + 1.5).stroke({ width: Math.max(1.5, r * 0.12), color: 0x111111 });
  }
  if (a.vpSpace) {
    const p = at(135);
    star(g, p.x, p.y, r * 0.42, 0xffc107);
  }
  if (a.provinceCapital) {
    const p = at(45);
    const h = r * 0.26;
    g.rect(p.x - h, p.y - h, 2 * h, 2 * h)
      .fill({ color: 0x111111 })
      .stroke({ width: 1, color: 0xffffff });
  }
  if (a.supplySource) {
    const p = at(200);
    const color = sideColor(module, a.supplySource);
    g.circle(p.x, p.y, r * 0.34)
      .fill({ color })
      .stroke({ width: 1, color: 0xffffff });
    const t = new Text({
      text: 'S',
      style: { fontFamily: 'sans-serif', fontSize: Math.round(r * 0.5), fontWeight: 'bold', fill: 0xffffff },
      resolution: 2,
    });
    t.anchor.set(0.5);
    t.position.set(p.x, p.y);
    labels.addChild(t);
  }
  if (a.port) {
    const p = at(-20);
    anchor(g, p.x, p.y, r * 0.32);
  }
}

/**
 * Draw a point-to-point map's connections (on `lines`), spaces and marks (on `places`) and names (`labels`), and
 * `key` when the game gives one.
 */
export function drawSpaces(
  module: GameModule,
  r: number,
  lines: Graphics,
  places: Graphics,
  labels: Container,
  key: MapKey | null = null,
): void {
  const map = module.map;
  const spaces = map.spaces ?? [];
  const terrainColor = new Map(map.terrain.map((t) => [t.id, t.color]));
  const pos = new Map(spaces.map((s) => [s.id, s]));
  const order = (c: ConnectionDef) => (c.type === 'normal' ? 0 : 1); // special lines over plain ones
  for (const c of [...(map.connections ?? [])].sort((x, y) => order(x) - order(y))) {
    const a = pos.get(c.a);
    const b = pos.get(c.b);
    if (a && b) drawConnection(lines, a, b, c.type, r);
  }
  for (const s of spaces) {
    const a = attrsOf(s);
    if (a.kind === 'country') {
      // A neighbouring country (France, Portugal): its name in a box, reached only by border lines.
      places.roundRect(s.x - r * 1.6, s.y - r * 0.7, r * 3.2, r * 1.4, r * 0.3).fill({ color: 0xf1ece0 });
      places
        .roundRect(s.x - r * 1.6, s.y - r * 0.7, r * 3.2, r * 1.4, r * 0.3)
        .stroke({ width: 1.5, color: BORDER, alpha: 0.8 });
      labels.addChild(spaceLabel(s.name.toUpperCase(), s.x, s.y, r, 'country'));
      continue;
    }
    const fill = terrainColor.get(s.terrain ?? '') ?? '#fffaf0';
    places.circle(s.x, s.y, r).fill({ color: fill });
    if (a.kind === 'beachhead') {
      for (const [p, q] of dashes({ x: s.x - r, y: s.y }, { x: s.x + r, y: s.y }, r * 0.3, r * 0.2))
        places.moveTo(p.x, p.y).lineTo(q.x, q.y);
      places.stroke({ width: 1, color: 0x555555, alpha: 0.6 });
      places.circle(s.x, s.y, r).stroke({ width: 1.5, color: 0x555555, alpha: 0.8 });
    } else places.circle(s.x, s.y, r).stroke({ width: Math.max(1.2, r * 0.08), color: 0x2b2b2b });
    if (s.terrain === 'mountain' || s.terrain === 'sierra') {
      // A peak in the circle's upper half: mountain terrain (the fill's colour says it too).
      const h = r * 0.5;
      places
        .poly([s.x - h, s.y - r * 0.15, s.x, s.y - r * 0.75, s.x + h, s.y - r * 0.15])
        .fill({ color: s.terrain === 'sierra' ? 0x4e342e : 0x6d4c41, alpha: 0.75 });
    }
    drawMarks(module, places, labels, s, r);
    const y = s.y + r * (1 + RING) + 1;
    labels.addChild(
      spaceLabel(a.mainCity ? s.name.toUpperCase() : s.name, s.x, y, r, a.mainCity ? 'main' : 'plain', a),
    );
  }
  if (key) drawKey(module, key, r, places, labels);
}

/** How the key draws one of its items at (cx, cy), on `g` (MapKey.items). */
function keySymbol(module: GameModule, item: string, g: Graphics, r: number): (cx: number, cy: number) => void {
  const terrain = new Map(module.map.terrain.map((x) => [x.id, x.color]));
  const [kind, arg = ''] = item.split(':');
  const line = (from: number, to: number) => (cx: number, cy: number) =>
    drawConnection(g, { x: cx + r * from, y: cy }, { x: cx + r * to, y: cy }, arg, r);
  switch (kind) {
    case 'ring':
      return (cx, cy) => ring(g, cx, cy, r, sideColor(module, arg), terrain.get('clear'));
    case 'mountain':
      return (cx, cy) => ring(g, cx, cy, r, 0x999999, terrain.get('mountain'), true);
    case 'mainCity':
      return (cx, cy) => {
        ring(g, cx, cy, r, 0x999999, terrain.get('clear'));
        g.circle(cx, cy, r * (1 + RING) + 1.5).stroke({ width: Math.max(1.5, r * 0.12), color: 0x111111 });
      };
    case 'vp':
      return (cx, cy) => star(g, cx, cy, r * 0.55, 0xffc107);
    case 'capital':
      return (cx, cy) => {
        const h = r * 0.32;
        g.rect(cx - h, cy - h, 2 * h, 2 * h).fill({ color: 0x111111 });
      };
    case 'supply':
      // A source of each side, in the module's order of sides.
      return (cx, cy) =>
        module.manifest.sides.forEach((s, i) => {
          g.circle(cx + r * 0.9 * i, cy, r * 0.4).fill({ color: sideColor(module, s.id) });
        });
    case 'port':
      return (cx, cy) => anchor(g, cx, cy, r * 0.45);
    case 'connection':
      // Short lines for a plain line and a river; longer for dotted and circled lines; an arrow points left.
      if (arg === 'arrow') return line(2.8, -1.6);
      return arg === 'normal' || arg === 'river' ? line(-1.6, 1.6) : line(-2.6, 2.6);
    default:
      return () => undefined;
  }
}

/**
 * The map key: what each ring, mark and line means, in the page's language, in a box at the place the game gives
 * (open sea): `g` for the symbols, `labels` for the words.
 */
export function drawKey(module: GameModule, key: MapKey, r: number, g: Graphics, labels: Container): void {
  const row = r * 2.3;
  const { x, y } = key.at;
  const items = key.items.map((item) => [item, keySymbol(module, item, g, r)] as const);
  const words = key.items.map(
    (item) =>
      new Text({
        text: key.word(item),
        style: { fontFamily: 'sans-serif', fontSize: Math.round(r * 0.68), fill: 0x222222 },
        resolution: 2,
      }),
  );
  // A column is as wide as its longest words need between its symbol and the next column's (in any language), 14 r
  // at least.
  const colW = Math.max(r * 14, r * 6 + Math.max(0, ...words.map((w) => w.width)));
  const rows = Math.ceil(items.length / 2);
  const w = colW * 2 + r;
  const h = row * rows + r * 3;
  g.roundRect(x, y, w, h, r * 0.5).fill({ color: 0xfffdf5, alpha: 0.92 });
  g.roundRect(x, y, w, h, r * 0.5).stroke({ width: 1.5, color: 0x6d6250 });
  const title = new Text({
    text: key.title(),
    style: { fontFamily: 'sans-serif', fontSize: Math.round(r * 0.85), fontWeight: 'bold', fill: 0x222222 },
    resolution: 2,
  });
  title.position.set(x + r * 0.6, y + r * 0.4);
  labels.addChild(title);
  items.forEach(([, draw], i) => {
    const cx = x + r * 2.2 + (i % 2) * colW;
    const cy = y + r * 2.6 + Math.floor(i / 2) * row;
    draw(cx, cy);
    const text = words[i]!;
    text.anchor.set(0, 0.5);
    text.position.set(cx + r * 3.4, cy);
    labels.addChild(text);
  });
}

/** A space symbol for the key: terrain fill, control ring, and a peak for mountains. */
function ring(
  g: Graphics,
  x: number,
  y: number,
  r: number,
  color: number | string,
  fill = '#e8e2c8',
  peak = false,
): void {
  g.circle(x, y, r)
    .fill({ color: fill })
    .stroke({ width: Math.max(1.2, r * 0.08), color: 0x2b2b2b });
  g.circle(x, y, r * (1 + RING / 2) + 0.5).stroke({ width: r * RING, color });
  if (peak)
    g.poly([x - r * 0.5, y - r * 0.15, x, y - r * 0.75, x + r * 0.5, y - r * 0.15]).fill({
      color: 0x6d4c41,
      alpha: 0.75,
    });
}

/** A space's name under it (bold for a province capital, bigger and in capitals for a main city). */
function spaceLabel(
  text: string,
  x: number,
  y: number,
  r: number,
  kind: 'plain' | 'main' | 'country',
  a: SpaceAttrs = {},
): Text {
  const t = new Text({
    text,
    style: {
      fontFamily: 'sans-serif',
      fontSize: Math.round(r * (kind === 'main' ? 0.72 : kind === 'country' ? 0.6 : 0.55)),
      fontWeight: kind !== 'plain' || a.provinceCapital ? 'bold' : 'normal',
      fill: kind === 'country' ? 0x5b1650 : 0x111111,
      stroke: { color: 0xffffff, width: Math.max(2, r * 0.18) },
      letterSpacing: kind === 'country' ? 2 : 0,
    },
    resolution: 2,
  });
  t.anchor.set(0.5, kind === 'country' ? 0.5 : 0);
  t.position.set(x, y);
  return t;
}
