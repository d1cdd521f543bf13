// Cities and towns of the Isabella map: real positions (WGS84 degrees, rounded to ~100 m), from common
// geographic knowledge. `hex` forces a rulebook hex or a snap the geography needs (recorded in provenance).

/** One city to place on the map. */
export interface CitySeed {
  name: string;
  /** The Spanish name where it differs (exonyms: Lisbon / Lisboa). */
  es?: string;
  lon: number;
  lat: number;
  size: 'major' | 'minor';
  /** A real seaport: the build keeps it in a coastal hex (moving it one hex onto the coast if needed). */
  seaport?: boolean;
  /** Region override (e.g. Tangier's international zone is in 'morocco' for the game). */
  region?: string;
  /** A hex the city must sit in. */
  hex?: string;
  /** Why it sits there: a rulebook section, or the reason for a snap. */
  ref?: string;
  snap?: string;
}

/** Every city the map shows. Order matters only when two cities fall into one hex (the first wins). */
export const CITIES: readonly CitySeed[] = [
  // the rulebook's numbered places (Isabella 2.2, 3.4, 4.6, 7.7, 12.7)
  { name: 'Madrid', lon: -3.704, lat: 40.417, size: 'major', hex: '2816', ref: '2.2' },
  { name: 'Lisbon', es: 'Lisboa', lon: -9.139, lat: 38.722, size: 'major', hex: '1409', ref: '4.6' },
  { name: 'Bilbao', lon: -2.935, lat: 43.263, size: 'major', hex: '3710', ref: '3.4' },
  { name: 'Cordoba', es: 'Córdoba', lon: -4.779, lat: 37.888, size: 'major', hex: '1919', ref: '7.7' },
  { name: 'Algeciras', lon: -5.453, lat: 36.133, size: 'minor', hex: '1321', ref: '3.4' },
  { name: 'Gibraltar', lon: -5.353, lat: 36.14, size: 'minor', hex: '1422', ref: '3.4', region: 'gibraltar' },
  { name: 'Tangier', es: 'Tánger', lon: -5.8, lat: 35.767, size: 'minor', hex: '1322', ref: '4.6', region: 'morocco' },
  // Spain
  { name: 'Barcelona', lon: 2.173, lat: 41.385, size: 'major', seaport: true },
  { name: 'Valencia', lon: -0.376, lat: 39.47, size: 'major', seaport: true },
  { name: 'Sevilla', lon: -5.984, lat: 37.389, size: 'major' },
  { name: 'Zaragoza', lon: -0.889, lat: 41.649, size: 'major' },
  { name: 'Málaga', lon: -4.421, lat: 36.721, size: 'major', seaport: true },
  { name: 'Valladolid', lon: -4.724, lat: 41.652, size: 'major' },
  { name: 'Granada', lon: -3.599, lat: 37.177, size: 'minor' },
  { name: 'Salamanca', lon: -5.664, lat: 40.965, size: 'minor' },
  { name: 'Badajoz', lon: -6.97, lat: 38.879, size: 'minor' },
  { name: 'Almería', lon: -2.464, lat: 36.84, size: 'minor', seaport: true },
  { name: 'Murcia', lon: -1.131, lat: 37.992, size: 'minor' },
  { name: 'Alicante', lon: -0.481, lat: 38.345, size: 'minor', seaport: true },
  { name: 'Cartagena', lon: -0.986, lat: 37.605, size: 'minor', seaport: true },
  { name: 'Toledo', lon: -4.027, lat: 39.863, size: 'minor' },
  { name: 'Burgos', lon: -3.7, lat: 42.344, size: 'minor' },
  { name: 'León', lon: -5.567, lat: 42.599, size: 'minor' },
  { name: 'Oviedo', lon: -5.849, lat: 43.362, size: 'minor' },
  { name: 'Gijón', lon: -5.661, lat: 43.545, size: 'minor', seaport: true },
  { name: 'Santander', lon: -3.804, lat: 43.462, size: 'minor', seaport: true },
  { name: 'San Sebastián', lon: -1.981, lat: 43.318, size: 'minor', seaport: true },
  { name: 'Pamplona', lon: -1.645, lat: 42.813, size: 'minor' },
  { name: 'Vitoria', lon: -2.672, lat: 42.847, size: 'minor' },
  { name: 'Logroño', lon: -2.445, lat: 42.465, size: 'minor' },
  { name: 'Teruel', lon: -1.106, lat: 40.344, size: 'minor' },
  { name: 'Cuenca', lon: -2.137, lat: 40.07, size: 'minor' },
  { name: 'Albacete', lon: -1.856, lat: 38.994, size: 'minor' },
  { name: 'Jaén', lon: -3.789, lat: 37.779, size: 'minor' },
  { name: 'Huelva', lon: -6.95, lat: 37.261, size: 'minor', seaport: true },
  { name: 'Cádiz', lon: -6.288, lat: 36.527, size: 'minor', seaport: true },
  { name: 'A Coruña', lon: -8.411, lat: 43.362, size: 'minor', seaport: true },
  { name: 'Santiago', lon: -8.545, lat: 42.878, size: 'minor' },
  { name: 'Vigo', lon: -8.72, lat: 42.24, size: 'minor', seaport: true },
  { name: 'Lugo', lon: -7.556, lat: 43.012, size: 'minor' },
  { name: 'Ourense', lon: -7.864, lat: 42.336, size: 'minor' },
  { name: 'Zamora', lon: -5.745, lat: 41.503, size: 'minor' },
  { name: 'Segovia', lon: -4.118, lat: 40.948, size: 'minor' },
  { name: 'Ávila', lon: -4.7, lat: 40.656, size: 'minor' },
  { name: 'Guadalajara', lon: -3.167, lat: 40.633, size: 'minor' },
  { name: 'Soria', lon: -2.468, lat: 41.764, size: 'minor' },
  { name: 'Palencia', lon: -4.528, lat: 42.01, size: 'minor' },
  { name: 'Cáceres', lon: -6.372, lat: 39.475, size: 'minor' },
  { name: 'Mérida', lon: -6.344, lat: 38.916, size: 'minor' },
  { name: 'Ciudad Real', lon: -3.928, lat: 38.985, size: 'minor' },
  { name: 'Huesca', lon: -0.409, lat: 42.136, size: 'minor' },
  { name: 'Lleida', lon: 0.62, lat: 41.617, size: 'minor' },
  { name: 'Tarragona', lon: 1.245, lat: 41.119, size: 'minor', seaport: true },
  { name: 'Tortosa', lon: 0.521, lat: 40.812, size: 'minor' },
  { name: 'Castellón', lon: -0.049, lat: 39.986, size: 'minor', seaport: true },
  { name: 'Jerez', lon: -6.137, lat: 36.686, size: 'minor' },
  {
    name: 'Ceuta',
    lon: -5.316,
    lat: 35.889,
    size: 'minor',
    region: 'morocco',
    hex: '1324',
    snap: 'Ceuta faces Gibraltar across the strait; 1323 must be all-sea (Isabella 7.3), so the town sits one hex further down the African coast',
  },
  { name: 'Melilla', lon: -2.938, lat: 35.292, size: 'minor', region: 'morocco', seaport: true },
  // Portugal
  { name: 'Porto', es: 'Oporto', lon: -8.611, lat: 41.15, size: 'major', seaport: true },
  { name: 'Coimbra', lon: -8.429, lat: 40.211, size: 'minor' },
  { name: 'Braga', lon: -8.427, lat: 41.545, size: 'minor' },
  { name: 'Aveiro', lon: -8.653, lat: 40.641, size: 'minor', seaport: true },
  { name: 'Viseu', lon: -7.913, lat: 40.657, size: 'minor' },
  { name: 'Guarda', lon: -7.267, lat: 40.537, size: 'minor' },
  { name: 'Bragança', es: 'Braganza', lon: -6.757, lat: 41.806, size: 'minor' },
  { name: 'Castelo Branco', lon: -7.491, lat: 39.822, size: 'minor' },
  { name: 'Santarém', lon: -8.683, lat: 39.236, size: 'minor' },
  { name: 'Setúbal', lon: -8.893, lat: 38.524, size: 'minor', seaport: true },
  { name: 'Évora', lon: -7.909, lat: 38.571, size: 'minor' },
  { name: 'Beja', lon: -7.865, lat: 38.015, size: 'minor' },
  { name: 'Faro', lon: -7.935, lat: 37.019, size: 'minor', seaport: true },
  // Spanish Morocco
  { name: 'Tetuan', es: 'Tetuán', lon: -5.368, lat: 35.572, size: 'minor', region: 'morocco' },
  { name: 'Larache', lon: -6.156, lat: 35.193, size: 'minor', region: 'morocco', seaport: true },
  { name: 'Xauen', lon: -5.263, lat: 35.171, size: 'minor', region: 'morocco' },
  // France
  { name: 'Bayonne', es: 'Bayona', lon: -1.475, lat: 43.493, size: 'minor', seaport: true },
  { name: 'Dax', lon: -1.053, lat: 43.71, size: 'minor' },
  { name: 'Mont-de-Marsan', lon: -0.5, lat: 43.893, size: 'minor' },
  { name: 'Pau', lon: -0.37, lat: 43.295, size: 'minor' },
  { name: 'Tarbes', lon: 0.078, lat: 43.233, size: 'minor' },
  { name: 'Bordeaux', es: 'Burdeos', lon: -0.579, lat: 44.838, size: 'major' },
  { name: 'Toulouse', lon: 1.444, lat: 43.604, size: 'major' },
  { name: 'Perpignan', es: 'Perpiñán', lon: 2.895, lat: 42.699, size: 'minor' },
];
