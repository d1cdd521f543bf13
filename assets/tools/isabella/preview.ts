// Renders a map.json as an SVG picture (hex fills by terrain, coastline, rivers and borders along hexsides,
// roads centre to centre, cities, hex numbers) and converts it to PNG with resvg, for eyeballing the build.

import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { MapDef } from '../../../engine/core/module.js';
import { HexGrid } from '../../../engine/geometry/hexgrid.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** The map as an SVG document. */
export function renderSvg(map: MapDef): string {
  if (!map.grid) throw new Error('renderSvg: the map has no grid');
  const grid = new HexGrid(map.grid);
  const colors = new Map(map.terrain.map((t) => [t.id, t.color]));
  const b = grid.bounds();
  let x0 = b.x,
    y0 = b.y,
    x1 = b.x + b.width,
    y1 = b.y + b.height;
  for (const box of map.boxes) {
    if (box.place !== 'map') continue;
    x0 = Math.min(x0, box.x - 10);
    y0 = Math.min(y0, box.y - 30);
    x1 = Math.max(x1, box.x + box.w + 10, box.x + box.name.length * 9.5);
    y1 = Math.max(y1, box.y + box.h + 10);
  }
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n1(x0)} ${n1(y0)} ${n1(x1 - x0)} ${n1(y1 - y0)}" width="${Math.round(x1 - x0)}" height="${Math.round(y1 - y0)}" font-family="DejaVu Sans, Liberation Sans, sans-serif">`,
  );
  out.push(`<rect x="${n1(x0)}" y="${n1(y0)}" width="${n1(x1 - x0)}" height="${n1(y1 - y0)}" fill="#f4f1ea"/>`);
  // hexes
  for (const h of map.hexes) {
    const pts = grid
      .corners(h.id)
      .map((p) => `${n1(p.x)},${n1(p.y)}`)
      .join(' ');
    out.push(
      `<polygon points="${pts}" fill="${colors.get(h.terrain) ?? '#fff'}" stroke="#7a7a7a" stroke-width="0.8"/>`,
    );
  }
  // outlines
  const style: Record<string, string> = {
    coast: 'stroke="#2d5f86" stroke-width="2" fill="none"',
    border: 'stroke="#7b2d8e" stroke-width="2" stroke-dasharray="8 4" fill="none" opacity="0.5"',
    demarcation: 'stroke="#222" stroke-width="2.5" stroke-dasharray="4 4" fill="none"',
  };
  for (const o of map.outlines ?? []) {
    const pts: string[] = [];
    for (let i = 0; i < o.points.length; i += 2) pts.push(`${o.points[i]},${o.points[i + 1]}`);
    out.push(`<polyline points="${pts.join(' ')}" ${style[o.kind] ?? 'stroke="#000" fill="none"'}/>`);
  }
  // hexsides
  for (const s of map.hexsides) {
    if (!grid.parse(s.a) || !grid.parse(s.b)) continue;
    const [p, q] = grid.sideSegment(s.a, s.b);
    const seg = `x1="${n1(p.x)}" y1="${n1(p.y)}" x2="${n1(q.x)}" y2="${n1(q.y)}"`;
    if (s.features.includes('river'))
      out.push(`<line ${seg} stroke="#1f6fd1" stroke-width="5" stroke-linecap="round"/>`);
    if (s.features.includes('strait'))
      out.push(`<line ${seg} stroke="#00a0a0" stroke-width="7" stroke-linecap="round"/>`);
    if (s.features.includes('sea')) out.push(`<line ${seg} stroke="#5b8fc0" stroke-width="4"/>`);
    if (s.features.includes('border'))
      out.push(`<line ${seg} stroke="#b0188a" stroke-width="3" stroke-dasharray="6 3"/>`);
  }
  for (const s of map.hexsides) {
    if (!s.features.includes('road')) continue;
    const a = grid.center(s.a),
      c = grid.center(s.b);
    out.push(
      `<line x1="${n1(a.x)}" y1="${n1(a.y)}" x2="${n1(c.x)}" y2="${n1(c.y)}" stroke="#b3261e" stroke-width="3"/>`,
    );
  }
  // hex numbers (every hex), cities
  for (const h of map.hexes) {
    const c = grid.center(h.id);
    out.push(`<text x="${n1(c.x)}" y="${n1(c.y - 26)}" font-size="10" text-anchor="middle" fill="#555">${h.id}</text>`);
  }
  for (const h of map.hexes) {
    if (!h.city) continue;
    const c = grid.center(h.id);
    const major = h.city.size === 'major';
    out.push(
      `<circle cx="${n1(c.x)}" cy="${n1(c.y)}" r="${major ? 9 : 6}" fill="${h.city.port ? '#fff' : '#111'}" stroke="#111" stroke-width="2.5"/>`,
    );
    out.push(
      `<text x="${n1(c.x)}" y="${n1(c.y + 24)}" font-size="${major ? 17 : 13}" font-weight="${major ? 'bold' : 'normal'}" text-anchor="middle" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">${esc(h.city.name)}</text>`,
    );
  }
  for (const l of map.labels ?? []) {
    const fill =
      l.kind === 'sea' ? '#1d4f7a' : l.kind === 'river' ? '#1f6fd1' : l.kind === 'range' ? '#5a3b1c' : '#333';
    const tr = l.angle ? ` transform="rotate(${l.angle} ${l.x} ${l.y})"` : '';
    const italic = l.kind === 'sea' || l.kind === 'river' ? ' font-style="italic"' : '';
    out.push(
      `<text x="${l.x}" y="${l.y}" font-size="${l.size ?? 14}"${italic} text-anchor="middle" fill="${fill}" opacity="0.85"${tr}>${esc(l.text)}</text>`,
    );
  }
  // boxes drawn on the map
  for (const box of map.boxes) {
    if (box.place !== 'map') continue;
    out.push(
      `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="#fff" stroke="#333" stroke-width="2"/>`,
    );
    out.push(`<text x="${box.x}" y="${box.y - 8}" font-size="16" fill="#333">${esc(box.name)}</text>`);
    const slots = box.slots ?? [];
    slots.forEach((s, i) => {
      const h = box.h / slots.length;
      out.push(
        `<rect x="${box.x}" y="${n1(box.y + i * h)}" width="${box.w}" height="${n1(h)}" fill="none" stroke="#333"/>`,
      );
      out.push(`<text x="${box.x + 8}" y="${n1(box.y + i * h + 22)}" font-size="18" fill="#333">${esc(s)}</text>`);
    });
  }
  // compass: true north relative to map-up
  const nb = map.northBearing ?? 0;
  const cx = x1 - 120,
    cy = y1 - 140;
  out.push(
    `<g transform="rotate(${nb} ${cx} ${cy})"><line x1="${cx}" y1="${cy + 50}" x2="${cx}" y2="${cy - 50}" stroke="#000" stroke-width="4"/><polygon points="${cx - 12},${cy - 40} ${cx},${cy - 66} ${cx + 12},${cy - 40}" fill="#000"/><text x="${cx}" y="${cy - 72}" font-size="22" text-anchor="middle">N</text></g>`,
  );
  out.push('</svg>');
  return out.join('\n');
}

/** The map as a PNG (scaled down so the file stays small). */
export function renderPreview(map: MapDef, zoom = 0.5): Buffer {
  const fontDir = '/usr/share/fonts/truetype/dejavu';
  const fontFiles = existsSync(`${fontDir}/DejaVuSans.ttf`)
    ? [`${fontDir}/DejaVuSans.ttf`, `${fontDir}/DejaVuSans-Bold.ttf`, `${fontDir}/DejaVuSans-Oblique.ttf`]
    : [];
  const r = new Resvg(renderSvg(map), {
    fitTo: { mode: 'zoom', value: zoom },
    font: { loadSystemFonts: fontFiles.length === 0, fontFiles, defaultFontFamily: 'DejaVu Sans' },
    background: '#f4f1ea',
  });
  return r.render().asPng();
}
