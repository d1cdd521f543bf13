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

// Northern Front region dots, in the printed map's colours (§2.1.1).
const NF_COLOR: Record<string, string> = { asturias: '#1f4fd1', santander: '#f2c200', basque: '#2e9e3e' };

// A key to the symbols, at sea south of the Balearics.
function legend(width: number): string {
  const x = width - 460;
  let y = 1090;
  const out = [`<rect x="${x - 15}" y="${y - 35}" width="430" height="435" fill="#fff" opacity="0.85" stroke="#555"/>`];
  const text = (t: string): string => `<text x="${x + 50}" y="${y + 6}" font-size="18">${esc(t)}</text>`;
  const dot = (fill: string, stroke: string, r: number, t: string): void => {
    out.push(`<circle cx="${x + 20}" cy="${y}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`, text(t));
    y += 30;
  };
  dot('#3a6fc4', '#222', 8, 'Nationalist at start');
  dot('#d03a2f', '#222', 8, 'Republican at start');
  dot('#d03a2f', '#6b4b1f', 8, 'Mountain (brown ring)');
  dot('#ddd', '#d4a017', 15, 'Main City / VP space (gold ring)');
  dot('#ddd', '#9aa3ad', 11, 'Province Capital (silver ring)');
  out.push(`<circle cx="${x + 20}" cy="${y}" r="11" fill="#d03a2f" stroke="#222" stroke-width="2"/>`);
  dot('#fff', '#fff', 2, 'Supply source (white centre)');
  dot(NF_COLOR.asturias, '#222', 5, 'Northern Front: Asturias');
  dot(NF_COLOR.santander, '#222', 5, 'Northern Front: Santander');
  dot(NF_COLOR.basque, '#222', 5, 'Northern Front: Basque Country');
  for (const [type, name] of [
    ['normal', 'Connection'],
    ['river', 'River connection'],
    ['border', 'Border (France, Portugal)'],
    ['grado', 'Corridor of Grado (optional)'],
    ['arrow', 'Beach Head arrow'],
  ]) {
    out.push(`<line x1="${x}" y1="${y}" x2="${x + 40}" y2="${y}" ${LINE[type]}/>`, text(name));
    y += 30;
  }
  return out.join('\n');
}

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
      const nf = NF_COLOR[String(at.nfRegion)];
      if (nf) out.push(`<circle cx="${s.x - r - 3}" cy="${s.y + r + 3}" r="5" fill="${nf}" stroke="#222"/>`);
      if (at.port) out.push(`<text x="${s.x + r}" y="${s.y + r + 4}" font-size="16" fill="#000">⚓</text>`);
    }
    const bold = at.mainCity ? ' font-weight="bold"' : '';
    const size = at.mainCity ? 22 : 15;
    out.push(
      `<text x="${s.x}" y="${s.y - r - 4}" font-size="${size}"${bold} text-anchor="middle" fill="#111" ` +
        `stroke="#fff" stroke-width="3" paint-order="stroke">${esc(s.name)}</text>`,
    );
  }
  out.push(legend(width));
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
