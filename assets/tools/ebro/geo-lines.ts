// Lines of the lower Ebro written down from real geography: the Ebro's course and its tributaries as lon/lat
// points, and the 1938 roads and railways as chains of places (the terrain areas are in geo-areas.ts). Written by
// hand from the known positions of the towns on each bank and the river's well-known bends (the Flix meander,
// the Pas de l'Ase gorge below Miravet), approximate to a few hundred metres; not traced from a surveyed map.
// Checked against Natural Earth 1:50m rivers (public domain), whose 18 points of the Ebro here miss Ascó by 4 km.

type Pt = [number, number];

/** The Ebro, [lon, lat], from the west edge above Mequinenza to its mouth; passes each crossing town's bank. */
export const EBRO: readonly Pt[] = [
  [0.23, 41.404],
  [0.263, 41.392],
  [0.296, 41.374],
  [0.33, 41.362],
  [0.352, 41.335],
  [0.356, 41.3],
  [0.352, 41.268],
  [0.36, 41.25],
  [0.39, 41.252],
  [0.43, 41.258],
  [0.465, 41.258],
  [0.49, 41.254],
  [0.52, 41.247],
  [0.545, 41.242],
  [0.562, 41.233],
  [0.561, 41.218],
  [0.567, 41.2],
  [0.578, 41.183],
  [0.598, 41.172],
  [0.622, 41.155],
  [0.64, 41.138],
  [0.651, 41.115],
  [0.651, 41.097],
  [0.643, 41.075],
  [0.636, 41.058],
  [0.625, 41.047],
  [0.605, 41.036],
  [0.585, 41.023],
  [0.562, 41.005],
  [0.54, 40.988],
  [0.52, 40.968],
  [0.507, 40.94],
  [0.497, 40.912],
  [0.505, 40.885],
  [0.515, 40.858],
  [0.523, 40.83],
  [0.527, 40.81],
  [0.545, 40.785],
  [0.565, 40.755],
  [0.583, 40.715],
  [0.62, 40.705],
  [0.68, 40.712],
  [0.73, 40.71],
  [0.79, 40.72],
  [0.86, 40.722],
  [0.9, 40.72],
];

/** Secondary rivers (the series' secondary river hexside), [lon, lat] from source or edge to their mouth. */
export const SECONDARY_RIVERS: readonly { name: string; es: string; points: readonly Pt[]; why: string }[] = [
  {
    name: 'Segre',
    es: 'Segre',
    points: [
      [0.31, 41.42],
      [0.305, 41.395],
      [0.298, 41.376],
    ],
    why: 'the Segre joins the Ebro at Mequinenza; only its last kilometres are on the map',
  },
  {
    name: 'Matarranya',
    es: 'Matarraña',
    points: [
      [0.23, 41.2],
      [0.27, 41.215],
      [0.31, 41.228],
      [0.345, 41.242],
      [0.357, 41.252],
    ],
    why: 'the Matarranya (Matarraña) joins the Ebro at Faió',
  },
  {
    name: 'Canaletes',
    es: 'Canaletas',
    points: [
      [0.41, 40.965],
      [0.392, 40.995],
      [0.37, 41.03],
      [0.34, 41.07],
      [0.315, 41.12],
      [0.29, 41.165],
      [0.275, 41.212],
    ],
    why: 'the Canaletes rises under Pàndols, passes Bot and runs north to the Matarranya',
  },
  {
    name: 'Sec',
    es: 'Sec',
    points: [
      [0.455, 41.06],
      [0.49, 41.073],
      [0.53, 41.085],
      [0.57, 41.09],
      [0.61, 41.09],
      [0.645, 41.088],
    ],
    why: 'the Riu Sec drains the Corbera valley east to the Ebro at Móra d’Ebre',
  },
  {
    name: 'Siurana',
    es: 'Siurana',
    points: [
      [0.9, 41.245],
      [0.85, 41.23],
      [0.79, 41.205],
      [0.75, 41.175],
      [0.7, 41.148],
      [0.652, 41.128],
    ],
    why: 'the Siurana crosses the Priorat and joins the Ebro at García',
  },
];

/** A road or railway: its English and Spanish names and the places it runs through, in order. */
export interface Line {
  name: string;
  /** The Spanish name, with the places' 1938 Spanish forms (geo-places.ts `es`). */
  es: string;
  via: readonly string[];
}

/** The Ebro's name in English and in Spanish. */
export const EBRO_NAME = { name: 'Ebro', es: 'Ebro' } as const;

/** Roads of 1938 (the main roads of the time between the towns they served), as chains of places on the map. */
export const ROADS: readonly Line[] = [
  {
    name: 'Alcañiz–Gandesa–Móra–Reus road',
    es: 'carretera Alcañiz–Gandesa–Mora–Reus',
    via: ['@W:41.09', 'Batea', 'Gandesa', 'Corbera d’Ebre', 'Móra d’Ebre'],
  },
  { name: 'Móra bridge road', es: 'carretera del puente de Mora', via: ['Móra d’Ebre', 'Móra la Nova'] },
  {
    name: 'Móra–Falset–Reus road',
    es: 'carretera Mora–Falset–Reus',
    via: ['Móra la Nova', 'Els Guiamets', 'Marçà', 'Falset', '@E:41.16'],
  },
  {
    name: 'Gandesa–Vilalba–La Fatarella–Ascó road',
    es: 'carretera Gandesa–Villalba–La Fatarella–Ascó',
    via: ['Gandesa', 'Vilalba dels Arcs', 'La Fatarella', 'Ascó'],
  },
  { name: 'Ascó–Flix–Riba-roja road', es: 'carretera Ascó–Flix–Ribarroja', via: ['Ascó', 'Flix', 'Riba-roja d’Ebre'] },
  {
    name: 'Móra la Nova–Ascó road',
    es: 'carretera Mora la Nueva–Ascó',
    via: ['Móra la Nova', 'García', 'La Torre de l’Espanyol', 'Vinebre'],
  },
  { name: 'Flix–Maials–Lleida road', es: 'carretera Flix–Mayals–Lérida', via: ['Flix', 'Maials', '@N:0.5'] },
  { name: 'Mequinenza–Caspe road', es: 'carretera Mequinenza–Caspe', via: ['Mequinenza', '@W:41.39'] },
  { name: 'Faió–Nonaspe road', es: 'carretera Fayón–Nonaspe', via: ['Faió', '@W:41.21'] },
  { name: 'Gandesa–Bot–Horta road', es: 'carretera Gandesa–Bot–Horta', via: ['Gandesa', 'Bot', 'Horta de Sant Joan'] },
  {
    name: 'Gandesa–El Pinell–Xerta–Tortosa road',
    es: 'carretera Gandesa–Pinell–Cherta–Tortosa',
    via: ['Gandesa', 'El Pinell de Brai', 'Xerta', 'Aldover', 'Tortosa'],
  },
  {
    name: 'Móra–Benissanet–Miravet road',
    es: 'carretera Mora–Benisanet–Miravet',
    via: ['Móra d’Ebre', 'Benissanet', 'Miravet'],
  },
  {
    name: 'Móra la Nova–Tivissa–El Perelló road',
    es: 'carretera Mora la Nueva–Tivisa–Perelló',
    via: ['Móra la Nova', 'Tivissa', 'El Perelló'],
  },
  { name: 'Ginestar–Rasquera road', es: 'carretera Ginestar–Rasquera', via: ['Ginestar', 'Rasquera', 'El Perelló'] },
  {
    name: 'Valencia–Barcelona road',
    es: 'carretera Valencia–Barcelona',
    via: ['@S:0.55', 'Amposta', 'L’Aldea', 'El Perelló', 'L’Ametlla de Mar', '@E:40.93'],
  },
  { name: 'Tortosa–Amposta road', es: 'carretera Tortosa–Amposta', via: ['Tortosa', 'Amposta'] },
  { name: 'Tortosa–L’Aldea road', es: 'carretera Tortosa–La Aldea', via: ['Tortosa', 'L’Aldea', 'L’Ampolla'] },
  {
    name: 'Falset–Priorat road',
    es: 'carretera Falset–Priorato',
    via: ['Falset', 'Gratallops', 'La Morera de Montsant'],
  },
];

/**
 * Railways open in July 1938: the Madrid–Zaragoza–Barcelona line (MZA) down the Ebro's right bank via Faió,
 * Riba-roja, Flix and Ascó, over its bridge below Ascó (geo-places.ts RAIL_BRIDGES) to García and Móra la Nova and
 * on to Falset and Reus, and the Barcelona–Valencia coast line via L'Ametlla, L'Aldea and Tortosa. The Val de Zafán
 * line (Alcañiz–Tortosa) did not reach Tortosa until 1942 and is left out.
 */
export const RAILWAYS: readonly Line[] = [
  {
    name: 'Zaragoza–Caspe–Reus railway',
    es: 'ferrocarril Zaragoza–Caspe–Reus',
    via: [
      '@W:41.22',
      'Faió',
      'Riba-roja d’Ebre',
      'Flix',
      'Ascó',
      'García',
      'Móra la Nova',
      'Els Guiamets',
      'Marçà',
      '@E:41.15',
    ],
  },
  {
    name: 'Barcelona–Valencia railway',
    es: 'ferrocarril Barcelona–Valencia',
    via: ['@E:40.92', 'L’Ametlla de Mar', 'L’Ampolla', 'L’Aldea', 'Tortosa', '@S:0.5'],
  },
];

/** IX.2.6 a rail head: a station of a 1938 railway where units could be loaded and unloaded, and why it is one. */
export interface RailHead {
  place: string;
  why: string;
}

/**
 * IX.2.6 the rail heads of July 1938 (the series prints none for this map): the stations where lines met or ended
 * at the front and those both armies unloaded at during the battle. Caspe (the Nationalists' railhead for the Ebro
 * reserves) and Reus (the Republic's) are off the map: the west and east interior boxes, which the railways leave
 * the map toward (ourwar/rail.ts), stand for them.
 */
export const RAIL_HEADS: readonly RailHead[] = [
  {
    place: 'Faió',
    why: 'Fayón station, where the line from Caspe met the Ebro front; the Nationalists’ forward railhead',
  },
  { place: 'Flix', why: 'Flix station and the chemical works’ sidings, on the right bank west of the town' },
  { place: 'Ascó', why: 'Ascó station, the last on the right bank before the line’s blown bridge to García' },
  {
    place: 'Móra la Nova',
    why: 'the Móra la Nova depot and yards, the junction the Ejército del Ebro supplied the whole battle from',
  },
  { place: 'Marçà', why: 'Marçà–Falset station, where Republican reserves from Reus unloaded for the front' },
  { place: 'L’Ametlla de Mar', why: 'L’Ametlla station on the coast line, the Republic’s southern railhead' },
  { place: 'L’Aldea', why: 'L’Aldea–Amposta station, the coast line’s station for Amposta and the delta' },
  {
    place: 'Tortosa',
    why: 'Tortosa station, the coast line’s end at the front after April 1938; the Nationalists’ southern railhead',
  },
];
