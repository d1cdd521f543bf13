// Iberia's mountain ranges and rough uplands as [lon, lat] polygons, drawn by hand from common geographic
// knowledge (crests, passes and the towns at their feet). A land hex with 3 of its 7 inner sample points in
// 'mountain' polygons is mountain; with 3 in mountain or 'rough' polygons, rough; otherwise clear, and a city
// hex is always clear (build-map.ts; Isabella 12.5–12.6).

/** One range or upland area. */
export interface RangeSeed {
  name: string;
  /** The name in Spanish where it differs (labelled ranges only). */
  es?: string;
  kind: 'mountain' | 'rough';
  /** Closed ring of [lon, lat] points (the last point joins the first). */
  ring: [number, number][];
  /** Show the name on the map. */
  label?: boolean;
}

/** The ranges, mountains before rough (a mountain polygon wins where both apply). */
export const RANGES: readonly RangeSeed[] = [
  {
    name: 'Pyrenees', es: 'Pirineos', kind: 'mountain', label: true,
    ring: [[-1.75, 43.2], [-1.0, 42.85], [-0.3, 42.6], [0.5, 42.35], [1.3, 42.2], [2.1, 42.2], [2.9, 42.3],
      [3.1, 42.5], [2.2, 42.72], [1.4, 42.88], [0.6, 42.98], [-0.1, 43.05], [-0.8, 43.12], [-1.4, 43.28]],
  },
  {
    name: 'Cantabrian Mountains', es: 'Cordillera Cantábrica', kind: 'mountain', label: true,
    ring: [[-7.1, 42.75], [-6.2, 42.82], [-5.2, 42.85], [-4.3, 42.88], [-3.5, 42.95], [-3.35, 43.15],
      [-4.3, 43.2], [-5.0, 43.15], [-5.9, 43.12], [-6.6, 43.2], [-7.1, 43.1]],
  },
  {
    name: 'Montes de León', kind: 'mountain',
    ring: [[-7.1, 42.75], [-6.3, 42.65], [-6.1, 42.3], [-6.5, 42.05], [-7.1, 42.2]],
  },
  {
    name: 'Sistema Central', kind: 'mountain', label: true,
    ring: [[-7.9, 40.15], [-7.0, 40.1], [-6.1, 40.12], [-5.3, 40.12], [-4.5, 40.33], [-3.8, 40.67], [-3.2, 41.0],
      [-3.2, 41.28], [-3.9, 41.0], [-4.6, 40.62], [-5.3, 40.47], [-6.0, 40.45], [-7.0, 40.42], [-7.8, 40.55]],
  },
  {
    name: 'Sierra de la Demanda', kind: 'mountain',
    ring: [[-3.4, 42.15], [-2.6, 42.2], [-2.2, 41.95], [-2.6, 41.85], [-3.3, 41.9]],
  },
  {
    name: 'Gúdar and Javalambre', kind: 'mountain',
    ring: [[-1.6, 40.55], [-0.6, 40.55], [-0.4, 40.1], [-1.0, 39.85], [-1.6, 40.05]],
  },
  {
    name: 'Sierra Nevada', kind: 'mountain', label: true,
    ring: [[-5.6, 36.45], [-4.8, 36.62], [-4.0, 36.85], [-3.0, 36.87], [-2.2, 37.0], [-1.95, 37.3], [-2.35, 37.5],
      [-3.0, 37.35], [-3.8, 37.28], [-4.6, 37.02], [-5.35, 36.88], [-5.8, 36.7]],
  },
  {
    name: 'Sierra de Cazorla', kind: 'mountain',
    ring: [[-3.1, 37.7], [-2.5, 37.75], [-2.2, 38.15], [-2.75, 38.2], [-3.1, 38.0]],
  },
  {
    name: 'Serra da Estrela', kind: 'mountain',
    ring: [[-8.1, 40.1], [-7.4, 40.15], [-7.3, 40.55], [-7.9, 40.6]],
  },
  {
    name: 'Rif', kind: 'mountain', label: true,
    ring: [[-5.55, 35.45], [-5.05, 35.0], [-4.3, 34.85], [-3.6, 34.95], [-3.3, 35.15], [-3.9, 35.25],
      [-4.6, 35.3], [-5.1, 35.55], [-5.35, 35.75]],
  },
  {
    name: 'Galician massif', kind: 'rough',
    ring: [[-9.3, 43.1], [-8.5, 43.55], [-7.0, 43.6], [-6.4, 42.5], [-6.3, 41.9], [-8.9, 41.9], [-9.3, 42.5]],
  },
  {
    name: 'Basque Mountains', kind: 'rough',
    ring: [[-3.5, 43.25], [-2.4, 43.4], [-1.5, 43.4], [-1.7, 42.85], [-2.5, 42.75], [-3.5, 42.95]],
  },
  {
    name: 'Asturias', kind: 'rough',
    ring: [[-7.1, 43.1], [-6.6, 43.6], [-4.3, 43.5], [-3.4, 43.5], [-3.35, 43.15], [-4.3, 43.2], [-5.9, 43.12]],
  },
  {
    name: 'Sistema Ibérico', kind: 'rough', label: true,
    ring: [[-3.6, 42.15], [-2.6, 42.3], [-1.9, 41.85], [-1.2, 41.2], [-0.4, 40.75], [-0.1, 40.35], [-0.3, 39.95],
      [-0.9, 39.75], [-1.6, 39.9], [-2.2, 40.35], [-2.6, 40.9], [-3.0, 41.4], [-3.7, 41.8]],
  },
  {
    name: 'Serranía de Cuenca', kind: 'rough',
    ring: [[-2.4, 40.6], [-1.6, 40.7], [-1.3, 40.2], [-1.5, 39.7], [-2.1, 39.8], [-2.4, 40.2]],
  },
  {
    name: 'Pre-Pyrenees', kind: 'rough',
    ring: [[-1.75, 43.2], [-1.9, 42.8], [-1.0, 42.45], [0.0, 42.2], [1.0, 41.95], [2.0, 41.95], [3.0, 42.15],
      [2.9, 42.3], [2.1, 42.2], [1.3, 42.2], [0.5, 42.35], [-0.3, 42.6], [-1.0, 42.85]],
  },
  {
    name: 'Catalan coastal range', kind: 'rough',
    ring: [[0.4, 40.75], [1.2, 41.05], [2.2, 41.45], [2.8, 41.75], [2.4, 41.95], [1.5, 41.65], [0.7, 41.3], [0.2, 40.95]],
  },
  {
    name: 'Montes de Toledo', kind: 'rough',
    ring: [[-5.6, 39.65], [-4.8, 39.7], [-4.0, 39.72], [-3.7, 39.5], [-4.3, 39.3], [-5.2, 39.3], [-5.7, 39.4]],
  },
  {
    name: 'Sierra Morena', kind: 'rough', label: true,
    ring: [[-7.3, 37.85], [-6.5, 37.72], [-5.8, 37.68], [-5.1, 37.9], [-4.2, 38.1], [-3.4, 38.2], [-2.6, 38.35],
      [-2.6, 38.65], [-3.5, 38.52], [-4.5, 38.45], [-5.4, 38.3], [-6.3, 38.2], [-7.1, 38.15]],
  },
  {
    name: 'Baetic ranges', kind: 'rough',
    ring: [[-5.9, 36.55], [-5.2, 37.1], [-4.2, 37.45], [-3.4, 37.65], [-2.6, 37.95], [-1.8, 38.25], [-1.2, 38.5],
      [-0.4, 38.75], [-0.1, 38.7], [-0.6, 38.35], [-1.4, 37.9], [-1.8, 37.45], [-2.0, 37.0], [-3.0, 36.8],
      [-4.1, 36.75], [-5.0, 36.45], [-5.5, 36.1]],
  },
  {
    name: 'Trás-os-Montes and Beira highlands', kind: 'rough',
    ring: [[-8.45, 41.3], [-8.2, 41.9], [-6.3, 41.95], [-6.2, 41.1], [-6.8, 40.4], [-7.4, 39.9], [-8.3, 40.05], [-8.3, 40.8]],
  },
  {
    name: 'Sierra de Gata and Las Hurdes', kind: 'rough',
    ring: [[-7.0, 40.0], [-5.8, 40.05], [-5.8, 40.6], [-7.0, 40.55]],
  },
  {
    name: 'Villuercas', kind: 'rough',
    ring: [[-5.7, 39.25], [-5.2, 39.3], [-5.1, 39.6], [-5.6, 39.65]],
  },
  {
    name: 'Algarve hills', kind: 'rough',
    ring: [[-8.8, 37.2], [-7.7, 37.2], [-7.55, 37.45], [-8.6, 37.45]],
  },
  {
    name: 'Jebala hills', kind: 'rough',
    ring: [[-6.0, 35.85], [-5.3, 35.9], [-5.0, 35.5], [-5.6, 35.2], [-6.1, 35.4]],
  },
];
