// Renders the multi-sheet Ebro map.json as an SVG picture (hexes by terrain, the Ebro and its crossing sites,
// secondary rivers, roads and railways, towns, objectives with their VP, the sheet edge) and converts it to PNG
// with resvg, for eyeballing the build.

import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { MapDef } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';
import type { Objective } from './build-map.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();

/** The map as an SVG document. */
export function renderSvg(map: MapDef, objectives: Objective[]): string {
  const g = createHexMapGraph(map);
  const colors = new Map(map.terrain.map((t) => [t.id, t.color]));
  const b = g.bounds();
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n1(b.x)} ${n1(b.y)} ${n1(b.width)} ${n1(b.height)}" ` +
      `width="${Math.round(b.width)}" height="${Math.round(b.height)}" font-family="DejaVu Sans, sans-serif">`,
  ];
  for (const h of map.hexes) {
    const pts = g
      .gridOf(h.id)
      .corners(h.id)
      .map((p) => `${n1(p.x)},${n1(p.y)}`)
      .join(' ');
    out.push(
      `<polygon points="${pts}" fill="${colors.get(h.terrain) ?? '#fff'}" stroke="#8a8a8a" stroke-width="0.7"/>`,
    );
  }
  for (const o of map.outlines ?? []) {
    const pts: string[] = [];
    for (let i = 0; i < o.points.length; i += 2) pts.push(`${o.points[i]},${o.points[i + 1]}`);
    out.push(`<polyline points="${pts.join(' ')}" stroke="#2d5f86" stroke-width="2" fill="none"/>`);
  }
  // a hexside's edge: the engine's, on one sheet or across the sheet join (the page draws the same)
  const edge = (a: string, c: string) => {
    const [p, q] = g.sideSegment(a, c);
    return `x1="${n1(p.x)}" y1="${n1(p.y)}" x2="${n1(q.x)}" y2="${n1(q.y)}"`;
  };
  const across = (a: string, c: string) => {
    const p = g.center(a);
    const q = g.center(c);
    return `x1="${n1(p.x)}" y1="${n1(p.y)}" x2="${n1(q.x)}" y2="${n1(q.y)}"`;
  };
  for (const s of map.hexsides) {
    const f = new Set(s.features);
    if (f.has('major-river'))
      out.push(`<line ${edge(s.a, s.b)} stroke="#1f4fa8" stroke-width="9" stroke-linecap="round"/>`);
    if (f.has('river')) out.push(`<line ${edge(s.a, s.b)} stroke="#3b82d6" stroke-width="4" stroke-linecap="round"/>`);
  }
  for (const s of map.hexsides) {
    const f = new Set(s.features);
    if (f.has('road')) out.push(`<line ${across(s.a, s.b)} stroke="#a0522d" stroke-width="3"/>`);
    if (f.has('rail')) out.push(`<line ${across(s.a, s.b)} stroke="#111" stroke-width="3" stroke-dasharray="10 6"/>`);
  }
  for (const s of map.hexsides) {
    const f = new Set(s.features);
    const p = g.center(s.a);
    const q = g.center(s.b);
    const [mx, my] = [(p.x + q.x) / 2, (p.y + q.y) / 2];
    if (f.has('crossing-site'))
      out.push(
        `<circle cx="${n1(mx)}" cy="${n1(my)}" r="9" fill="${f.has('bridge-destroyed') ? '#e53935' : '#ffb300'}" ` +
          'stroke="#000" stroke-width="2"/>',
      );
    if (f.has('ford'))
      out.push(`<rect x="${n1(mx - 6)}" y="${n1(my - 6)}" width="12" height="12" fill="#00c853" stroke="#000"/>`);
  }
  for (const h of map.hexes) {
    const c = g.center(h.id);
    out.push(`<text x="${n1(c.x)}" y="${n1(c.y - 30)}" font-size="9" text-anchor="middle" fill="#666">${h.id}</text>`);
    // IX.2.6 a rail head: a black square with a white bar under the town's dot
    if (h.features?.includes('rail-head'))
      out.push(
        `<rect x="${n1(c.x - 11)}" y="${n1(c.y + 6)}" width="22" height="10" fill="#111"/>` +
          `<rect x="${n1(c.x - 8)}" y="${n1(c.y + 10)}" width="16" height="2" fill="#fff"/>`,
      );
  }
  for (const o of objectives) {
    const c = g.center(o.hex);
    out.push(`<circle cx="${n1(c.x)}" cy="${n1(c.y)}" r="22" fill="none" stroke="#c00" stroke-width="4"/>`);
    out.push(
      `<text x="${n1(c.x + 24)}" y="${n1(c.y - 10)}" font-size="18" font-weight="bold" fill="#c00">${o.vp}</text>`,
    );
  }
  for (const h of map.hexes) {
    const c = g.center(h.id);
    const name = h.city?.name ?? h.name;
    if (!name) continue;
    const big = h.city?.size === 'major';
    if (h.city) out.push(`<circle cx="${n1(c.x)}" cy="${n1(c.y)}" r="${big ? 9 : 6}" fill="#111"/>`);
    out.push(
      `<text x="${n1(c.x)}" y="${n1(c.y + 26)}" font-size="${big ? 20 : 15}" ` +
        `font-weight="${big ? 'bold' : 'normal'}" ` +
        `text-anchor="middle" fill="#111" stroke="#fff" stroke-width="3" paint-order="stroke">${esc(name)}</text>`,
    );
  }
  const fills: Record<string, string> = { range: '#4e342e', region: '#5d4037', river: '#1f4fa8', sea: '#1a4f80' };
  for (const l of map.labels ?? []) {
    const tr = l.angle ? ` transform="rotate(${l.angle} ${l.x} ${l.y})"` : '';
    out.push(
      `<text x="${l.x}" y="${l.y}" font-size="${(l.size ?? 14) * 1.4}" font-style="italic" text-anchor="middle" ` +
        `fill="${fills[l.kind ?? ''] ?? '#333'}" opacity="0.8"${tr}>${esc(l.text)}</text>`,
    );
  }
  // The sheet edge, where the printed sheets meet: the hexsides of the join table (the page does not draw it).
  for (const j of map.joins ?? [])
    out.push(`<line ${edge(j.a, j.b)} stroke="#000" stroke-width="2" stroke-dasharray="8 6" opacity="0.6"/>`);
  for (const s of map.sheets ?? [])
    out.push(`<text x="${b.x + 20}" y="${n1(s.origin.y + 40)}" font-size="30" font-weight="bold">Sheet ${s.id}</text>`);
  out.push('</svg>');
  return out.join('\n');
}

/** The map as a PNG (scaled down so the file stays small). */
export function renderPreview(map: MapDef, objectives: Objective[], zoom = 0.45): Buffer {
  const dir = '/usr/share/fonts/truetype/dejavu';
  const fontFiles = existsSync(`${dir}/DejaVuSans.ttf`)
    ? [`${dir}/DejaVuSans.ttf`, `${dir}/DejaVuSans-Bold.ttf`, `${dir}/DejaVuSans-Oblique.ttf`]
    : [];
  const r = new Resvg(renderSvg(map, objectives), {
    fitTo: { mode: 'zoom', value: zoom },
    font: { loadSystemFonts: fontFiles.length === 0, fontFiles, defaultFontFamily: 'DejaVu Sans' },
    background: '#f4f1ea',
  });
  return r.render().asPng();
}
