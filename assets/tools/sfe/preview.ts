// Renders one sheet of the SFE East map.json as a PNG (resvg), turned a quarter so that north is up for the eye
// (the sheet itself is printed with north at the left): hexes by terrain, rivers, railways (broad gauge heavier),
// the June 1941 frontier, places by class, and the rulebook's hexes with their numbers.

import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { MapDef } from '../../../engine/core/module.js';
import { createHexMapGraph } from '../../../engine/geometry/hexgrid.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n1 = (v: number): string => (Math.round(v * 10) / 10).toString();
const HALO = 'stroke="#fff" stroke-width="3" paint-order="stroke"';

/** The hexes the rulebook names, outlined and numbered on the preview. */
const NAMED = [
  'N:2730',
  'N:2731',
  'N:2831',
  'N:2832',
  'N:2530',
  'N:2630',
  'N:2727',
  'N:1027',
  'C:4032',
  'C:3926',
  'C:4428',
  'SE:2120',
  'SE:2419',
  'SE:2916',
];

/** One sheet as an SVG document, turned so that north is up. */
export function renderSheetSvg(map: MapDef, sheet: string): string {
  const g = createHexMapGraph(map);
  const colors = new Map(map.terrain.map((t) => [t.id, t.color]));
  const mine = map.hexes.filter((h) => h.id.startsWith(`${sheet}:`));
  const onSheet = new Set(mine.map((h) => h.id));
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const h of mine) {
    const c = g.center(h.id);
    [x0, y0, x1, y1] = [Math.min(x0, c.x), Math.min(y0, c.y), Math.max(x1, c.x), Math.max(y1, c.y)];
  }
  const pad = 60;
  const top = 50;
  // a quarter turn clockwise: the sheet's left (north) goes up
  const T = (p: { x: number; y: number }) => ({ x: y1 + pad - p.y, y: p.x - x0 + pad + top });
  const W = y1 - y0 + 2 * pad;
  const H = x1 - x0 + 2 * pad + top;
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n1(W)} ${n1(H)}" width="${Math.round(W)}" ` +
      `height="${Math.round(H)}" font-family="DejaVu Sans, sans-serif">`,
  ];
  const poly = (id: string) =>
    g
      .gridOf(id)
      .corners(id)
      .map((p) => {
        const q = T(p);
        return `${n1(q.x)},${n1(q.y)}`;
      })
      .join(' ');
  for (const h of mine)
    out.push(
      `<polygon points="${poly(h.id)}" fill="${colors.get(h.terrain) ?? '#fff'}" stroke="#9a9a9a" stroke-width="0.8"/>`,
    );
  const seg = (a: string, b: string, centres: boolean) => {
    const [p, q] = centres ? [g.center(a), g.center(b)] : g.sideSegment(a, b);
    const [P, Q] = [T(p), T(q)];
    return `x1="${n1(P.x)}" y1="${n1(P.y)}" x2="${n1(Q.x)}" y2="${n1(Q.y)}"`;
  };
  const sides = map.hexsides.filter((s) => onSheet.has(s.a) || onSheet.has(s.b));
  for (const s of sides) {
    const f = new Set(s.features);
    if (f.has('border-1941'))
      out.push(`<line ${seg(s.a, s.b, false)} stroke="#d62828" stroke-width="7" stroke-linecap="round"/>`);
    else if (f.has('border'))
      out.push(`<line ${seg(s.a, s.b, false)} stroke="#7b2cbf" stroke-width="4" stroke-dasharray="10 6"/>`);
    else if (f.has('border-1939'))
      out.push(`<line ${seg(s.a, s.b, false)} stroke="#f4a261" stroke-width="4" stroke-dasharray="6 6"/>`);
    if (f.has('major-river'))
      out.push(`<line ${seg(s.a, s.b, false)} stroke="#1f4fa8" stroke-width="8" stroke-linecap="round"/>`);
    if (f.has('river'))
      out.push(`<line ${seg(s.a, s.b, false)} stroke="#3b82d6" stroke-width="3.5" stroke-linecap="round"/>`);
    if (f.has('sea'))
      out.push(`<line ${seg(s.a, s.b, false)} stroke="#0b3d91" stroke-width="5" stroke-dasharray="4 4"/>`);
  }
  for (const s of sides) {
    const f = new Set(s.features);
    if (f.has('rail'))
      out.push(`<line ${seg(s.a, s.b, true)} stroke="#111" stroke-width="${f.has('broad-gauge') ? 4.5 : 2.5}"/>`);
  }
  for (const h of mine) {
    if (!h.city) continue;
    const c = T(g.center(h.id));
    const f = new Set(h.features ?? []);
    const r = f.has('major-city') ? 11 : f.has('minor-city') ? 7 : 4;
    out.push(
      `<circle cx="${n1(c.x)}" cy="${n1(c.y)}" r="${r}" fill="${h.city.port ? '#fff' : '#111'}" ` +
        'stroke="#111" stroke-width="2.5"/>',
    );
    const star = `<text x="${n1(c.x + 10)}" y="${n1(c.y - 8)}" font-size="20" fill="#d00">★</text>`;
    if (f.has('capital')) out.push(star);
    const red = f.has('replacement-city') ? '#b00000' : '#111';
    const size = f.has('major-city') ? 22 : f.has('minor-city') ? 16 : 12;
    out.push(
      `<text x="${n1(c.x)}" y="${n1(c.y + r + size)}" font-size="${size}" text-anchor="middle" fill="${red}" ` +
        `${HALO}>${esc(h.city.name)}</text>`,
    );
  }
  for (const id of NAMED.filter((n) => onSheet.has(n))) {
    out.push(`<polygon points="${poly(id)}" fill="none" stroke="#ff00aa" stroke-width="4"/>`);
    const c = T(g.center(id));
    out.push(
      `<text x="${n1(c.x)}" y="${n1(c.y - 14)}" font-size="15" font-weight="bold" text-anchor="middle" ` +
        `fill="#ff00aa" ${HALO}>${id.split(':')[1]}</text>`,
    );
  }
  const name = map.sheets!.find((s) => s.id === sheet)!.name;
  out.push(
    `<text x="20" y="40" font-size="26" font-weight="bold" fill="#111">${esc(name)} — ` +
      'north up (printed with north at the left)</text>',
  );
  out.push('</svg>');
  return out.join('\n');
}

/** One sheet as a PNG, scaled down so the file stays small. */
export function renderSheetPng(map: MapDef, sheet: string, zoom = 0.4): Buffer {
  const fontDir = '/usr/share/fonts/truetype/dejavu';
  const fontFiles = existsSync(`${fontDir}/DejaVuSans.ttf`)
    ? [`${fontDir}/DejaVuSans.ttf`, `${fontDir}/DejaVuSans-Bold.ttf`]
    : [];
  const r = new Resvg(renderSheetSvg(map, sheet), {
    fitTo: { mode: 'zoom', value: zoom },
    font: { loadSystemFonts: fontFiles.length === 0, fontFiles, defaultFontFamily: 'DejaVu Sans' },
    background: '#f4f1ea',
  });
  return r.render().asPng();
}
