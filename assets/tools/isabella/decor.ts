// The drawn-only parts of the Isabella map: coastline, border and demarcation outlines in map pixels,
// text labels (seas, ranges, rivers, regions) and the off-map boxes and tracks (Isabella 3.5, 3.6, 4.5, 10.3).

import type { BoxDef, MapLabel } from '../../../engine/core/module.js';
import type { HexGrid } from '../../../engine/geometry/hexgrid.js';
import type { Georef } from './fit.js';
import type { CountryIndex } from './geodata.js';
import { RANGES } from './geo-terrain.js';
import { RIVERS } from './geo-rivers.js';
import { AREA_LABELS, DEMARCATION } from './geo-roads.js';

type P = { x: number; y: number };

/** Douglas–Peucker simplification of a pixel polyline. */
export function simplify(pts: P[], tol: number): P[] {
  if (pts.length <= 2) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length > 0) {
    const [i, j] = stack.pop()!;
    const a = pts[i],
      b = pts[j];
    const dx = b.x - a.x,
      dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    let best = -1,
      bd = tol;
    for (let k = i + 1; k < j; k++) {
      const d = Math.abs((pts[k].x - a.x) * dy - (pts[k].y - a.y) * dx) / len;
      if (d > bd) {
        bd = d;
        best = k;
      }
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([i, best], [best, j]);
    }
  }
  return pts.filter((_, k) => keep[k] === 1);
}

/** Split a polyline into the runs that stay inside a rectangle (points outside end a run). */
function clipRuns(pts: P[], x0: number, y0: number, x1: number, y1: number): P[][] {
  const runs: P[][] = [];
  let cur: P[] = [];
  for (const p of pts) {
    if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1) cur.push(p);
    else {
      if (cur.length > 1) runs.push(cur);
      cur = [];
    }
  }
  if (cur.length > 1) runs.push(cur);
  return runs;
}

const flat = (pts: P[]): number[] => pts.flatMap((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]);

/** Outlines, labels and boxes of the map. */
export function buildDecor(
  grid: HexGrid,
  geo: Georef,
  countries: CountryIndex,
): {
  outlines: { kind: string; points: number[] }[];
  labels: MapLabel[];
  boxes: BoxDef[];
} {
  const b = grid.bounds();
  const x0 = b.x,
    y0 = b.y,
    x1 = b.x + b.width,
    y1 = b.y + b.height;
  const outlines: { kind: string; points: number[] }[] = [];
  const addLines = (kind: string, lines: [number, number][][], tol: number): void => {
    for (const line of lines) {
      // skip lines far from Iberia before projecting (the mesh covers whole countries, e.g. the Canaries)
      if (!line.some(([lon, lat]) => lon > -12 && lon < 5 && lat > 34 && lat < 46)) continue;
      const px = line.map(([lon, lat]) => geo.toMap(lon, lat));
      for (const run of clipRuns(px, x0, y0, x1, y1)) {
        const s = simplify(run, tol);
        if (s.length > 1) outlines.push({ kind, points: flat(s) });
      }
    }
  };
  addLines('coast', countries.coastLines(), 1.2);
  addLines('border', countries.borderLines(), 1.2);
  addLines('demarcation', [DEMARCATION.map(([lon, lat]) => [lon, lat] as [number, number])], 0.5);

  const labels: MapLabel[] = [];
  const angleOf = (a: P, c: P): number => {
    let ang = (Math.atan2(c.y - a.y, c.x - a.x) * 180) / Math.PI;
    if (ang > 90) ang -= 180;
    if (ang < -90) ang += 180;
    return Math.round(ang);
  };
  for (const l of AREA_LABELS) {
    const p = l.hex ? grid.center(l.hex) : geo.toMap(l.lon, l.lat);
    const label: MapLabel = {
      text: l.text,
      texts: { es: l.es },
      x: Math.round(p.x + (l.hex ? 22 : 0)),
      y: Math.round(p.y),
      kind: l.kind,
      size: l.size ?? (l.kind === 'sea' ? 26 : 22),
    };
    if (l.angle) label.angle = l.angle;
    labels.push(label);
  }
  for (const r of RANGES) {
    if (!r.label) continue;
    const pts = r.ring.map(([lon, lat]) => geo.toMap(lon, lat));
    const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
    const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
    // the range's long axis: its two farthest-apart vertices
    let a = pts[0],
      c = pts[1],
      bd = 0;
    for (const p of pts)
      for (const q of pts) {
        const d = Math.hypot(p.x - q.x, p.y - q.y);
        if (d > bd) {
          bd = d;
          a = p;
          c = q;
        }
      }
    labels.push({
      text: r.name,
      ...(r.es ? { texts: { es: r.es } } : {}),
      x: Math.round(cx),
      y: Math.round(cy),
      kind: 'range',
      size: 16,
      angle: angleOf(a, c),
    });
  }
  for (const r of RIVERS) {
    const m = Math.floor(r.course.length / 2);
    const a = geo.toMap(...r.course[m - 1]);
    const c = geo.toMap(...r.course[m]);
    labels.push({
      text: r.name,
      x: Math.round((a.x + c.x) / 2),
      y: Math.round((a.y + c.y) / 2),
      kind: 'river',
      size: 14,
      angle: angleOf(a, c),
    });
  }

  // Tracks in the east margin (the Axis player's side, Isabella 3.1); the at-sea box in the Atlantic margin.
  const slot = 90;
  const tx = Math.round(x1 + 40);
  const boxes: BoxDef[] = [
    {
      id: 'turn-track',
      name: 'Turn Track',
      names: { es: 'Registro de turnos' },
      kind: 'track',
      place: 'map',
      x: tx,
      y: Math.round(y0 + 40),
      w: slot,
      h: slot * 10,
      slots: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    },
    {
      id: 'vp-track',
      name: 'German Victory Points',
      names: { es: 'Puntos de victoria alemanes' },
      kind: 'track',
      place: 'map',
      x: tx + slot + 30,
      y: Math.round(y0 + 40),
      w: slot,
      h: slot * 10,
      slots: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    },
    {
      id: 'at-sea',
      name: 'Allied Units At Sea',
      names: { es: 'Unidades aliadas en el mar' },
      kind: 'box',
      place: 'map',
      x: Math.round(x0 - 40 - 2 * slot),
      y: Math.round(y0 + b.height * 0.35),
      w: 2 * slot,
      h: 2 * slot,
    },
    { id: 'dead', name: 'Dead Pile', kind: 'box', place: 'sheet', x: 0, y: 0, w: 4 * slot, h: 2 * slot },
    {
      id: 'reinforcements',
      name: 'Reinforcements',
      kind: 'track',
      place: 'sheet',
      x: 0,
      y: 2 * slot + 20,
      w: 11 * slot,
      h: slot,
      slots: ['Set-up', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    },
    {
      id: 'replacements',
      name: 'Replacements',
      kind: 'box',
      place: 'sheet',
      x: 0,
      y: 3 * slot + 40,
      w: 4 * slot,
      h: 2 * slot,
    },
  ];
  return { outlines, labels, boxes };
}
