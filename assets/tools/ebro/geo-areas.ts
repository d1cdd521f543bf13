// The terrain areas of the lower Ebro map as small lon/lat polygons, drawn by hand around the known extent of
// each sierra (its summits and the villages at its foot): the sierras of the battle, the gorges, the woods, the
// rolling hills and the delta. Approximate: an owner of the printed map can redraw any of them. A hex takes the
// first area that covers enough of it.

type Pt = [number, number];

/** One terrain area: a lon/lat ring, its terrain kind, its name. */
export interface Area {
  name: string;
  kind: 'mountain' | 'rough' | 'woods' | 'hills' | 'marsh';
  ring: readonly Pt[];
}

/**
 * Terrain areas, highest priority first (a hex takes the first kind that covers enough of it). The sierras of
 * the battle are mountains: Pàndols, Cavalls, La Fatarella, Llaberia; also Cardó, Els Ports and the Montsant.
 */
export const AREAS: readonly Area[] = [
  {
    name: 'Serra de Pàndols',
    kind: 'mountain',
    ring: [
      [0.415, 40.978],
      [0.45, 40.965],
      [0.5, 40.982],
      [0.535, 41.008],
      [0.522, 41.03],
      [0.482, 41.024],
      [0.44, 41.008],
    ],
  },
  {
    name: 'Serra de Cavalls',
    kind: 'mountain',
    ring: [
      [0.492, 41.035],
      [0.53, 41.038],
      [0.578, 41.058],
      [0.572, 41.078],
      [0.53, 41.072],
      [0.492, 41.052],
    ],
  },
  {
    name: 'Serra de la Fatarella',
    kind: 'mountain',
    ring: [
      [0.405, 41.138],
      [0.45, 41.142],
      [0.52, 41.158],
      [0.555, 41.172],
      [0.545, 41.2],
      [0.49, 41.192],
      [0.425, 41.165],
    ],
  },
  {
    name: 'Serra de Llaberia',
    kind: 'mountain',
    ring: [
      [0.76, 41.025],
      [0.82, 41.028],
      [0.88, 41.055],
      [0.905, 41.095],
      [0.86, 41.108],
      [0.8, 41.08],
      [0.755, 41.058],
    ],
  },
  {
    name: 'Serra de Cardó',
    kind: 'mountain',
    ring: [
      [0.56, 40.925],
      [0.62, 40.915],
      [0.672, 40.948],
      [0.662, 40.985],
      [0.622, 40.992],
      [0.572, 40.968],
    ],
  },
  {
    name: 'Els Ports',
    kind: 'mountain',
    ring: [
      [0.2, 40.65],
      [0.4, 40.65],
      [0.45, 40.76],
      [0.43, 40.86],
      [0.38, 40.93],
      [0.3, 40.945],
      [0.2, 40.93],
    ],
  },
  {
    name: 'Serra de Montsant',
    kind: 'mountain',
    ring: [
      [0.72, 41.268],
      [0.8, 41.275],
      [0.95, 41.295],
      [0.95, 41.34],
      [0.8, 41.325],
      [0.72, 41.3],
    ],
  },
  {
    name: 'Pas de l’Ase gorge',
    kind: 'rough',
    ring: [
      [0.5, 40.955],
      [0.55, 40.975],
      [0.6, 41.022],
      [0.585, 41.04],
      [0.54, 41.005],
      [0.495, 40.975],
    ],
  },
  {
    name: 'Mequinenza–Faió gorge',
    kind: 'rough',
    ring: [
      [0.31, 41.38],
      [0.38, 41.36],
      [0.385, 41.27],
      [0.335, 41.27],
      [0.325, 41.34],
    ],
  },
  {
    name: 'Priorat',
    kind: 'rough',
    ring: [
      [0.69, 41.12],
      [0.95, 41.11],
      [0.95, 41.27],
      [0.71, 41.265],
      [0.67, 41.18],
    ],
  },
  {
    name: 'Serra de Tivissa',
    kind: 'rough',
    ring: [
      [0.68, 40.99],
      [0.76, 40.98],
      [0.8, 41.02],
      [0.75, 41.075],
      [0.69, 41.07],
      [0.665, 41.03],
    ],
  },
  {
    name: 'Terra Alta pinewoods',
    kind: 'woods',
    ring: [
      [0.35, 40.955],
      [0.44, 40.955],
      [0.455, 40.99],
      [0.41, 41.025],
      [0.34, 41.0],
    ],
  },
  {
    name: 'Coll de Som woods',
    kind: 'woods',
    ring: [
      [0.6, 40.86],
      [0.7, 40.9],
      [0.72, 40.96],
      [0.68, 40.985],
      [0.6, 40.93],
    ],
  },
  {
    name: 'Serra de la Llena',
    kind: 'hills',
    ring: [
      [0.4, 41.27],
      [0.62, 41.25],
      [0.72, 41.3],
      [0.75, 41.42],
      [0.39, 41.42],
    ],
  },
  {
    name: 'Terra Alta hills',
    kind: 'hills',
    ring: [
      [0.23, 41.12],
      [0.4, 41.13],
      [0.42, 41.17],
      [0.4, 41.23],
      [0.23, 41.19],
    ],
  },
  {
    name: 'Ebro delta',
    kind: 'marsh',
    ring: [
      [0.64, 40.6],
      [0.95, 40.6],
      [0.95, 40.79],
      [0.75, 40.79],
      [0.66, 40.745],
      [0.62, 40.7],
    ],
  },
];
