// The real places of the lower Ebro map: towns and villages with their latitude and longitude, the crossing
// sites of 25 July 1938, and the objective hexes with their reconstructed victory points. Coordinates are the
// municipalities' known centres (as the IGN and ICGC gazetteers publish them), written down to 0.001° from
// memory of those published values and not re-read from the gazetteers in this build: each is good to a few
// hundred metres, well inside the 1.5 km hex; map.test.ts checks them against each other's real distances.

/** One town or village of the map. */
export interface Place {
  name: string;
  /** The Spanish name where it differs (the game's Spanish page uses it). */
  es?: string;
  lat: number;
  lon: number;
  /** 'city': the series' City (built-up, 2L); 'village': the series' Village (1L). */
  kind: 'city' | 'village';
  /** Where the coordinates come from. */
  source: string;
}

const IGN = 'known coordinates of the municipal centre (IGN gazetteer)';
const ICGC = 'known coordinates of the municipal centre (ICGC gazetteer)';
/** Old Mequinenza and old Faió were drowned by the 1960s reservoirs; their 1938 sites are on the old river. */
const OLD = 'the 1938 site on the old river, approximate (the village was rebuilt after the reservoir drowned it)';

const RAW: Place[] = [
  { name: 'Mequinenza', lat: 41.372, lon: 0.302, kind: 'village', source: OLD },
  { name: 'Faió', es: 'Fayón', lat: 41.243, lon: 0.358, kind: 'village', source: OLD },
  {
    name: 'La Pobla de Massaluca',
    es: 'La Puebla de Masaluca',
    lat: 41.181,
    lon: 0.356,
    kind: 'village',
    source: ICGC,
  },
  { name: 'Almatret', lat: 41.306, lon: 0.428, kind: 'village', source: ICGC },
  { name: 'Maials', es: 'Mayals', lat: 41.374, lon: 0.506, kind: 'village', source: ICGC },
  { name: 'Riba-roja d’Ebre', es: 'Ribarroja de Ebro', lat: 41.248, lon: 0.486, kind: 'village', source: ICGC },
  { name: 'Flix', lat: 41.231, lon: 0.551, kind: 'city', source: ICGC },
  { name: 'La Palma d’Ebre', es: 'La Palma de Ebro', lat: 41.285, lon: 0.673, kind: 'village', source: ICGC },
  { name: 'Ascó', lat: 41.183, lon: 0.568, kind: 'village', source: ICGC },
  { name: 'Vinebre', lat: 41.186, lon: 0.59, kind: 'village', source: ICGC },
  {
    name: 'La Torre de l’Espanyol',
    es: 'La Torre del Español',
    lat: 41.195,
    lon: 0.639,
    kind: 'village',
    source: ICGC,
  },
  { name: 'Batea', lat: 41.094, lon: 0.311, kind: 'village', source: ICGC },
  { name: 'Vilalba dels Arcs', es: 'Villalba de los Arcos', lat: 41.122, lon: 0.412, kind: 'village', source: ICGC },
  { name: 'La Fatarella', lat: 41.166, lon: 0.481, kind: 'village', source: ICGC },
  { name: 'Gandesa', lat: 41.053, lon: 0.437, kind: 'city', source: ICGC },
  { name: 'Corbera d’Ebre', es: 'Corbera de Ebro', lat: 41.078, lon: 0.478, kind: 'village', source: ICGC },
  { name: 'Caseres', lat: 41.036, lon: 0.31, kind: 'village', source: ICGC },
  { name: 'Bot', lat: 41.009, lon: 0.384, kind: 'village', source: ICGC },
  { name: 'Prat de Comte', lat: 40.977, lon: 0.402, kind: 'village', source: ICGC },
  { name: 'Horta de Sant Joan', es: 'Horta de San Juan', lat: 40.955, lon: 0.314, kind: 'village', source: ICGC },
  { name: 'El Pinell de Brai', es: 'Pinell de Bray', lat: 41.015, lon: 0.513, kind: 'village', source: ICGC },
  { name: 'García', lat: 41.133, lon: 0.65, kind: 'village', source: ICGC },
  { name: 'Móra la Nova', es: 'Mora la Nueva', lat: 41.103, lon: 0.655, kind: 'village', source: ICGC },
  { name: 'Móra d’Ebre', es: 'Mora de Ebro', lat: 41.092, lon: 0.643, kind: 'city', source: ICGC },
  { name: 'Benissanet', es: 'Benisanet', lat: 41.059, lon: 0.638, kind: 'village', source: ICGC },
  { name: 'Ginestar', lat: 41.042, lon: 0.63, kind: 'village', source: ICGC },
  { name: 'Miravet', lat: 41.039, lon: 0.597, kind: 'village', source: ICGC },
  { name: 'Tivissa', es: 'Tivisa', lat: 41.044, lon: 0.731, kind: 'village', source: ICGC },
  { name: 'Rasquera', lat: 40.999, lon: 0.599, kind: 'village', source: ICGC },
  { name: 'Benifallet', lat: 40.974, lon: 0.516, kind: 'village', source: ICGC },
  { name: 'Xerta', es: 'Cherta', lat: 40.909, lon: 0.49, kind: 'village', source: ICGC },
  { name: 'Aldover', lat: 40.879, lon: 0.502, kind: 'village', source: ICGC },
  { name: 'Tortosa', lat: 40.812, lon: 0.521, kind: 'city', source: ICGC },
  { name: 'L’Aldea', es: 'La Aldea', lat: 40.748, lon: 0.622, kind: 'village', source: ICGC },
  { name: 'Amposta', lat: 40.708, lon: 0.578, kind: 'city', source: ICGC },
  { name: 'El Perelló', es: 'Perelló', lat: 40.875, lon: 0.712, kind: 'village', source: ICGC },
  { name: 'L’Ampolla', es: 'La Ampolla', lat: 40.811, lon: 0.709, kind: 'village', source: ICGC },
  { name: 'L’Ametlla de Mar', es: 'La Ametlla de Mar', lat: 40.884, lon: 0.802, kind: 'village', source: ICGC },
  { name: 'El Molar', lat: 41.163, lon: 0.71, kind: 'village', source: ICGC },
  { name: 'Els Guiamets', es: 'Guiamets', lat: 41.101, lon: 0.749, kind: 'village', source: ICGC },
  { name: 'Marçà', lat: 41.123, lon: 0.803, kind: 'village', source: ICGC },
  { name: 'Falset', lat: 41.145, lon: 0.82, kind: 'city', source: ICGC },
  { name: 'Gratallops', lat: 41.193, lon: 0.776, kind: 'village', source: ICGC },
  { name: 'Porrera', lat: 41.187, lon: 0.856, kind: 'village', source: ICGC },
  { name: 'Cabacés', lat: 41.247, lon: 0.734, kind: 'village', source: ICGC },
  { name: 'La Morera de Montsant', lat: 41.263, lon: 0.842, kind: 'village', source: ICGC },
];

/** Towns and villages on the map, north-west to south-east. */
export const PLACES: readonly Place[] = RAW.map((p) => ({
  ...p,
  source: p.source === OLD ? `${OLD}; near ${IGN}` : p.source,
}));

/**
 * The crossing sites of the night of 24–25 July 1938 (and the 1938 bridges the Republic blew in April), each at
 * the town whose bank it left from or reached. Sources: Martínez Bande, La batalla del Ebro (1978); Reverte,
 * La batalla del Ebro (2003) — the sites, not their exact hexsides, which this build chooses.
 */
export const CROSSINGS: readonly { town: string; why: string; bridge?: boolean }[] = [
  { town: 'Faió', why: '42nd Division crossed at Faió, the northern diversion that made the Fayón pocket' },
  { town: 'Riba-roja d’Ebre', why: '3rd Division (XV Corps) crossed below Riba-roja' },
  { town: 'Flix', why: '35th Division crossed at Flix; a road ferry before 1938' },
  { town: 'Ascó', why: '35th Division (XIII, XV International Brigades) crossed at Ascó' },
  { town: 'Vinebre', why: 'the Ascó–Vinebre footbridges, the XV Corps main crossing' },
  {
    town: 'Móra d’Ebre',
    why: 'the Móra road bridge (blown in April 1938), rebuilt as the Republic’s iron bridge',
    bridge: true,
  },
  { town: 'Benissanet', why: 'V Corps (11th Division) crossed at Benissanet' },
  { town: 'Miravet', why: 'V Corps (46th Division) crossed at Miravet under the castle' },
  { town: 'Ginestar', why: 'V Corps crossed from Ginestar towards Benissanet and Miravet' },
  { town: 'Xerta', why: 'the Xerta weir, a low-water ford and the southern V Corps crossing' },
  { town: 'Tortosa', why: 'the Tortosa road and railway bridges, blown in April 1938', bridge: true },
  {
    town: 'Amposta',
    why: 'the 14th International Brigade’s diversionary crossing; the suspension bridge blown in April 1938',
    bridge: true,
  },
];

/** A railway's bridge over the Ebro: its name (English, Spanish), where it stood, blown before July 1938 or not. */
export interface RailBridge {
  name: string;
  es: string;
  lat: number;
  lon: number;
  blown: boolean;
  why: string;
}

/**
 * IX.2.6 the railways' bridges over the Ebro in 1938, the only hexsides a railway crosses the river by (features.ts):
 * each its own crossing site. The Caspe line keeps to the right bank from Faió by Riba-roja, Flix and Ascó (their
 * stations lie on the right bank today) and bridges the river once, below Ascó, to reach García and Móra la Nova on
 * the left; the coast line bridges it at Tortosa. Both bridges were blown by the Republic's rearguard in April 1938.
 * Reconstructed: the position of the Ascó bridge is approximate (PROVENANCE.md).
 */
export const RAIL_BRIDGES: readonly RailBridge[] = [
  {
    name: 'Ascó (railway)',
    es: 'Ascó (ferrocarril)',
    lat: 41.17,
    lon: 0.6,
    blown: true,
    why: 'the Caspe line’s bridge below Ascó to the left bank, blown in April 1938; the line’s only Ebro crossing',
  },
  {
    name: 'Tortosa (railway)',
    es: 'Tortosa (ferrocarril)',
    lat: 40.808,
    lon: 0.527,
    blown: true,
    why: 'the coast line’s iron bridge at Tortosa (1911), blown in April 1938',
  },
];

/** Fords on the Ebro at summer low water (reconstructed: the rulebook and the sources give no ford list). */
export const FORDS: readonly { town: string; why: string }[] = [
  { town: 'Faió', why: 'the gravel bar at the Matarranya mouth, fordable at low water' },
  { town: 'Xerta', why: 'the shallows above the Xerta weir (assut de Xerta), fordable at summer low water' },
];

/** Objective hexes and their victory points (reconstructed: the rulebook prints no map, digest §10). */
export const OBJECTIVES: readonly { place: string; vp: number; why: string }[] = [
  { place: 'Gandesa', vp: 10, why: 'the Republic’s first-day goal and the road hub it never took' },
  { place: 'Móra d’Ebre', vp: 5, why: 'the main crossing and the road east to Falset' },
  { place: 'Tortosa', vp: 5, why: 'the largest town and the road and rail to Valencia' },
  { place: 'Corbera d’Ebre', vp: 3, why: 'the crossroads on the Gandesa road, taken on 25 July' },
  { place: 'Vilalba dels Arcs', vp: 3, why: 'the northern road to Gandesa, fought over all summer' },
  { place: 'Flix', vp: 3, why: 'the railway and the northern crossing' },
  { place: 'Mequinenza', vp: 3, why: 'the Segre confluence, the northern edge of the bridgehead' },
  { place: 'Amposta', vp: 2, why: 'the diversion of 25 July; the coast road' },
  { place: 'Ascó', vp: 2, why: 'the railway and the XV Corps crossing' },
  { place: 'La Fatarella', vp: 2, why: 'the ridge road from Ascó to Vilalba, the last Republican line in November' },
  { place: 'Faió', vp: 1, why: 'the northern diversion' },
  { place: 'Falset', vp: 1, why: 'the Ejército del Ebro’s rear headquarters and road hub' },
];

/** Named heights that are objectives (not towns): their real position and points. */
export const HEIGHTS: readonly { name: string; es: string; lat: number; lon: number; vp: number; why: string }[] = [
  {
    name: 'Punta Alta (Pàndols, 705 m)',
    es: 'Punta Alta (Pándols, 705 m)',
    lat: 40.997,
    lon: 0.468,
    vp: 3,
    why: 'the summit of the Serra de Pàndols, held by the 35th Division in August',
  },
  {
    name: 'Serra de Cavalls (Hill 562)',
    es: 'Sierra de Caballs (cota 562)',
    lat: 41.056,
    lon: 0.535,
    vp: 3,
    why: 'the crest of the Serra de Cavalls, the Nationalist counter-offensive of October',
  },
  {
    name: 'Puig de l’Àliga (Hill 481)',
    es: 'Puig de l’Àliga (cota 481)',
    lat: 41.067,
    lon: 0.422,
    vp: 2,
    why: 'the hill above Gandesa the XV International Brigade assaulted on 1 August',
  },
];
