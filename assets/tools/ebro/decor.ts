// The lower Ebro map's decoration and off-map boxes: the coastline as pixel polylines, labels for the sierras,
// the comarques, the river and the sea, and the interior, exterior and remote boxes of the series (B.8, XIX.1).

import type { BoxDef, MapLabel } from '../../../engine/core/module.js';
import type { CountryIndex } from '../isabella/geodata.js';
import { AREAS } from './geo-areas.js';
import { toMap, whole } from './grid.js';

/** Which map edge each box touches and who holds it (the module format has no box graph yet: kept here). */
export const BOX_EDGES: Record<string, { edge: 'N' | 'S' | 'E' | 'W' | null; side: 'nationalist' | 'republican' }> = {
  'west-interior': { edge: 'W', side: 'nationalist' },
  'north-interior': { edge: 'N', side: 'nationalist' },
  'east-interior': { edge: 'E', side: 'republican' },
  'south-interior': { edge: 'S', side: 'nationalist' },
  'west-exterior': { edge: null, side: 'nationalist' },
  'north-exterior': { edge: null, side: 'nationalist' },
  'east-exterior': { edge: null, side: 'republican' },
  'south-exterior': { edge: null, side: 'nationalist' },
  'republican-remote': { edge: null, side: 'republican' },
  'nationalist-remote': { edge: null, side: 'nationalist' },
};

const BOX_NAMES: Record<string, [string, string]> = {
  'west-interior': ['West interior box (Caspe, Alcañiz)', 'Casilla interior oeste (Caspe, Alcañiz)'],
  'north-interior': ['North interior box (Seròs, the Segre front)', 'Casilla interior norte (Serós, frente del Segre)'],
  'east-interior': ['East interior box (Reus, Tarragona)', 'Casilla interior este (Reus, Tarragona)'],
  'south-interior': ['South interior box (Ulldecona, Vinaròs)', 'Casilla interior sur (Ulldecona, Vinaroz)'],
  'west-exterior': ['West exterior box (Zaragoza)', 'Casilla exterior oeste (Zaragoza)'],
  'north-exterior': ['North exterior box (Lleida)', 'Casilla exterior norte (Lérida)'],
  'east-exterior': ['East exterior box (Barcelona)', 'Casilla exterior este (Barcelona)'],
  'south-exterior': [
    'South exterior box (Castellón, Valencia front)',
    'Casilla exterior sur (Castellón, frente de Valencia)',
  ],
  'republican-remote': [
    'Republican remote box (airfields of Catalonia)',
    'Casilla remota republicana (aeródromos de Cataluña)',
  ],
  'nationalist-remote': [
    'Nationalist remote box (Zaragoza, Mallorca airfields)',
    'Casilla remota nacional (aeródromos de Zaragoza y Mallorca)',
  ],
};

/** The off-map boxes, laid out in the counter-sheet panel, three to a row. */
export function buildBoxes(): BoxDef[] {
  return Object.keys(BOX_EDGES).map((id, i) => ({
    id,
    name: BOX_NAMES[id][0],
    names: { es: BOX_NAMES[id][1] },
    kind: 'box',
    place: 'sheet',
    x: (i % 3) * 380,
    y: Math.floor(i / 3) * 200,
    w: 360,
    h: 180,
  }));
}

const r1 = (v: number): number => Math.round(v * 10) / 10;

/** The centroid of a lon/lat ring (the mean of its points, enough for a label). */
function centroid(ring: readonly [number, number][]): [number, number] {
  const n = ring.length;
  return [ring.reduce((s, p) => s + p[0], 0) / n, ring.reduce((s, p) => s + p[1], 0) / n];
}

/** The sierras' names in Spanish (the 1938 maps' names). */
const RANGE_ES: Record<string, string> = {
  'Serra de Pàndols': 'Sierra de Pándols',
  'Serra de Cavalls': 'Sierra de Caballs',
  'Serra de la Fatarella': 'Sierra de la Fatarella',
  'Serra de Llaberia': 'Sierra de Llaberia',
  'Serra de Cardó': 'Sierra de Cardó',
  'Els Ports': 'Puertos de Beceite',
  'Serra de Montsant': 'Sierra del Montsant',
};

/** Free labels: the named sierras, the comarques, the river and the sea. */
export function buildLabels(): MapLabel[] {
  const at = (lon: number, lat: number) => {
    const p = toMap(lon, lat);
    return { x: r1(p.x), y: r1(p.y) };
  };
  const out: MapLabel[] = [];
  for (const a of AREAS) {
    if (a.kind !== 'mountain') continue;
    const [lon, lat] = centroid(a.ring);
    out.push({ text: a.name, texts: { es: RANGE_ES[a.name] ?? a.name }, ...at(lon, lat), size: 22, kind: 'range' });
  }
  const regions: [string, string, number, number][] = [
    ['TERRA ALTA', 'TERRA ALTA', 0.36, 41.08],
    ['RIBERA D’EBRE', 'RIBERA DE EBRO', 0.6, 41.27],
    ['PRIORAT', 'PRIORATO', 0.82, 41.2],
    ['BAIX EBRE', 'BAJO EBRO', 0.63, 40.84],
  ];
  for (const [text, es, lon, lat] of regions)
    out.push({ text, texts: { es }, ...at(lon, lat), size: 30, kind: 'region' });
  out.push({ text: 'Ebro', texts: { es: 'Ebro' }, ...at(0.42, 41.265), size: 24, kind: 'river', angle: 0 });
  out.push({ text: 'Ebro', texts: { es: 'Ebro' }, ...at(0.498, 40.93), size: 24, kind: 'river', angle: 70 });
  out.push({ text: 'MEDITERRANEAN SEA', texts: { es: 'MAR MEDITERRÁNEO' }, ...at(0.84, 40.8), size: 30, kind: 'sea' });
  return out;
}

/** The coastline in map pixels, clipped to the map (Natural Earth 1:50m). */
export function buildOutlines(countries: CountryIndex): { kind: string; points: number[] }[] {
  const b = whole.bounds();
  const inside = (p: { x: number; y: number }) =>
    p.x >= b.x - 50 && p.x <= b.x + b.width + 50 && p.y >= b.y - 50 && p.y <= b.y + b.height + 50;
  const out: { kind: string; points: number[] }[] = [];
  for (const line of countries.coastLines()) {
    let run: number[] = [];
    for (const [lon, lat] of line) {
      const p = toMap(lon, lat);
      if (inside(p)) run.push(r1(p.x), r1(p.y));
      else {
        if (run.length >= 4) out.push({ kind: 'coast', points: run });
        run = [];
      }
    }
    if (run.length >= 4) out.push({ kind: 'coast', points: run });
  }
  return out;
}
