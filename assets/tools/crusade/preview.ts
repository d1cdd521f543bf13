// Draws a point-to-point MapDef as an SVG picture (coast, borders, connections by type, spaces coloured by their
// initial controller with their main attributes) and converts it to PNG with resvg, for eyeballing the build.

import { Resvg } from '@resvg/resvg-js';
import type { MapDef, SpaceDef } from '../../../engine/core/module.js';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Line style of each connection type, as SVG attributes.
const LINE: Record<string, string> = {
  normal: 'stroke="#333" stroke-width="2.2"',
  river: 'stroke="#1f6fd1" stroke-width="4" stroke-dasharray="10 5"',
  arrow: 'stroke="#c01010" stroke-width="3" stroke-dasharray="3 3"',
  border: 'stroke="#7b2d8e" stroke-width="2" stroke-dasharray="2 5"',
  grado: 'stroke="#1f6fd1" stroke-width="3" stroke-dasharray="1 6" stroke-linecap="round"',
};

/** The map as an SVG document. */
export function renderSvg(map: MapDef, width: number, height: number): string {
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
      'font-family="DejaVu Sans, Liberation Sans, sans-serif">',
  );
  out.push(`<rect width="${width}" height="${height}" fill="#d7e7f2"/>`);
  for (const o of map.outlines ?? []) {
    const pts: string[] = [];
    for (let i = 0; i < o.points.length; i += 2) pts.push(`${o.points[i]},${o.points[i + 1]}`);
    const style =
      o.kind === 'coast'
        ? 'stroke="#2d5f86" stroke-width="2" fill="none"'
        : 'stroke="#7b2d8e" stroke-width="2" stroke-dasharray="8 4" fill="none"';
    out.push(`<polyline points="${pts.join(' ')}" ${style}/>`);
  }
  for (const l of map.labels ?? []) {
    const fill = l.kind === 'sea' ? '#2d5f86' : '#7b2d8e';
    out.push(
      `<text x="${l.x}" y="${l.y}" font-size="30" font-style="italic" text-anchor="middle" fill="${fill}">` +
        `${esc(l.text)}</text>`,
    );
  }
  const byId = new Map<string, SpaceDef>((map.spaces ?? []).map((s) => [s.id, s]));
  for (const c of map.connections ?? []) {
    const a = byId.get(c.a);
    const b = byId.get(c.b);
    if (!a || !b) continue;
    out.push(`<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" ${LINE[c.type] ?? LINE.normal}/>`);
  }
  for (const s of map.spaces ?? []) {
    const at = (s.attrs ?? {}) as Record<string, unknown>;
    const ctl = at.controller;
    const fill = ctl === 'NAT' ? '#3a6fc4' : ctl === 'REP' ? '#d03a2f' : '#ffffff';
    const ring = at.mainCity || at.vpSpace ? '#d4a017' : at.provinceCapital ? '#9aa3ad' : '#222';
    const r = at.mainCity ? 15 : at.provinceCapital || at.vpSpace ? 11 : 8;
    if (at.kind === 'country') {
      out.push(`<rect x="${s.x - 10}" y="${s.y - 10}" width="20" height="20" fill="#7b2d8e"/>`);
    } else {
      const dash = at.kind === 'beachhead' ? ' stroke-dasharray="4 3"' : '';
      const sw = at.terrain === 'clear' ? 2 : 4;
      const stroke = at.terrain === 'clear' ? ring : ring === '#222' ? '#6b4b1f' : ring;
      out.push(
        `<circle cx="${s.x}" cy="${s.y}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${dash}/>`,
      );
      if (at.supplySource) out.push(`<circle cx="${s.x}" cy="${s.y}" r="4" fill="#fff"/>`);
      if (at.port) out.push(`<text x="${s.x + r}" y="${s.y + r + 4}" font-size="16" fill="#000">⚓</text>`);
    }
    const bold = at.mainCity ? ' font-weight="bold"' : '';
    const size = at.mainCity ? 22 : 15;
    out.push(
      `<text x="${s.x}" y="${s.y - r - 4}" font-size="${size}"${bold} text-anchor="middle" fill="#111" ` +
        `stroke="#fff" stroke-width="3" paint-order="stroke">${esc(s.name)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('\n');
}

/** The map as a PNG image (width and height from the map's fit canvas). */
export function renderPreview(map: MapDef): Buffer {
  const canvas = (map.fit?.canvas ?? { width: 2400, height: 1900 }) as { width: number; height: number };
  const svg = renderSvg(map, canvas.width, canvas.height);
  const png = new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng();
  return Buffer.from(png);
}
