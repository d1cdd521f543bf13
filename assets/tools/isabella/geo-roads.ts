// The 1942 main road network as chains of cities (names from geo-cities.ts), plus the 1940–42 demarcation
// line in south-west France and the map's text labels. Common historical/geographic knowledge.

/** A road: consecutive cities are joined by road hexsides. */
export interface RoadSeed {
  name: string;
  via: string[];
}

/** Spain's six radial national roads of the 1940s (Madrid to the coasts), main cross-roads, Portugal's trunk roads. */
export const ROADS: readonly RoadSeed[] = [
  { name: 'N-I Madrid–Irún', via: ['Madrid', 'Burgos', 'Vitoria', 'San Sebastián', 'Bayonne'] },
  { name: 'N-II Madrid–Barcelona', via: ['Madrid', 'Guadalajara', 'Zaragoza', 'Lleida', 'Barcelona'] },
  { name: 'N-III Madrid–Valencia', via: ['Madrid', 'Cuenca', 'Valencia'] },
  { name: 'N-IV Madrid–Cádiz', via: ['Madrid', 'Ciudad Real', 'Cordoba', 'Sevilla', 'Jerez', 'Cádiz'] },
  { name: 'N-V Madrid–Lisbon', via: ['Madrid', 'Toledo', 'Mérida', 'Badajoz', 'Évora', 'Lisbon'] },
  { name: 'N-VI Madrid–A Coruña', via: ['Madrid', 'Segovia', 'Valladolid', 'León', 'Lugo', 'A Coruña'] },
  { name: 'Vía de la Plata', via: ['Sevilla', 'Mérida', 'Cáceres', 'Salamanca', 'Zamora', 'León', 'Oviedo', 'Gijón'] },
  { name: 'Cantabrian coast road', via: ['Oviedo', 'Santander', 'Bilbao', 'San Sebastián'] },
  { name: 'Burgos–Santander', via: ['Burgos', 'Santander'] },
  { name: 'Bilbao–Vitoria', via: ['Bilbao', 'Vitoria'] },
  { name: 'Ebro road', via: ['Burgos', 'Logroño', 'Zaragoza'] },
  { name: 'Pamplona roads', via: ['San Sebastián', 'Pamplona', 'Zaragoza'] },
  { name: 'Logroño–Pamplona', via: ['Logroño', 'Pamplona'] },
  { name: 'Zaragoza–Huesca', via: ['Zaragoza', 'Huesca', 'Pau'] },
  { name: 'Zaragoza–Valencia', via: ['Zaragoza', 'Teruel', 'Valencia'] },
  {
    name: 'Mediterranean coast road',
    via: ['Barcelona', 'Tarragona', 'Tortosa', 'Castellón', 'Valencia', 'Alicante', 'Murcia', 'Cartagena'],
  },
  { name: 'Madrid–Murcia', via: ['Madrid', 'Albacete', 'Murcia'] },
  { name: 'Albacete–Valencia', via: ['Albacete', 'Valencia'] },
  { name: 'Murcia–Granada', via: ['Murcia', 'Granada', 'Cordoba'] },
  { name: 'Almería–Granada', via: ['Almería', 'Granada', 'Jaén', 'Ciudad Real'] },
  { name: 'Andalusian coast road', via: ['Almería', 'Málaga', 'Algeciras', 'Cádiz'] },
  { name: 'Málaga–Granada', via: ['Málaga', 'Granada'] },
  { name: 'Sevilla–Málaga', via: ['Sevilla', 'Málaga'] },
  { name: 'Huelva road', via: ['Sevilla', 'Huelva', 'Faro'] },
  { name: 'Valladolid–Burgos', via: ['Valladolid', 'Palencia', 'Burgos'] },
  { name: 'Valladolid–Salamanca', via: ['Valladolid', 'Salamanca', 'Guarda', 'Viseu', 'Coimbra'] },
  { name: 'Madrid–Ávila–Salamanca', via: ['Madrid', 'Ávila', 'Salamanca'] },
  { name: 'Soria road', via: ['Madrid', 'Soria', 'Logroño'] },
  {
    name: 'Portuguese coast road',
    via: ['Lisbon', 'Santarém', 'Coimbra', 'Aveiro', 'Porto', 'Braga', 'Vigo', 'Santiago', 'A Coruña'],
  },
  { name: 'Vigo–Ourense', via: ['Vigo', 'Ourense', 'Lugo'] },
  { name: 'Ourense–León', via: ['Ourense', 'León'] },
  { name: 'Porto–Bragança', via: ['Porto', 'Bragança', 'Zamora'] },
  { name: 'Lisbon–Setúbal', via: ['Lisbon', 'Setúbal', 'Beja', 'Faro'] },
  { name: 'Évora–Beja', via: ['Évora', 'Beja'] },
  { name: 'Tejo valley road', via: ['Santarém', 'Castelo Branco', 'Cáceres'] },
  { name: 'Badajoz–Sevilla', via: ['Badajoz', 'Sevilla'] },
  { name: 'Tangier–Tetuan', via: ['Tangier', 'Tetuan', 'Ceuta'] },
  { name: 'Tangier–Larache', via: ['Tangier', 'Larache'] },
  { name: 'Tetuan–Xauen', via: ['Tetuan', 'Xauen'] },
  { name: 'Bayonne–Bordeaux', via: ['Bayonne', 'Dax', 'Mont-de-Marsan', 'Bordeaux'] },
  { name: 'Bayonne–Pau', via: ['Bayonne', 'Pau', 'Tarbes', 'Toulouse'] },
];

/**
 * The 1940–42 demarcation line in south-west France, south to north, [lon, lat]: from the Spanish border
 * near Saint-Jean-Pied-de-Port, east of Orthez and Mont-de-Marsan, to Langon. West of it: occupied zone;
 * east: Vichy France.
 */
export const DEMARCATION: readonly [number, number][] = [
  [-1.28, 43.0],
  [-1.1, 43.3],
  [-0.75, 43.48],
  [-0.5, 43.62],
  [-0.3, 43.85],
  [-0.25, 44.1],
  [-0.22, 44.5],
  [-0.15, 45.0],
  [0.1, 45.6],
];

/** Sea and area labels at [lon, lat] (or, for the narrow French strip along the east edge, at a hex). */
export const AREA_LABELS: readonly {
  text: string;
  es: string;
  lon: number;
  lat: number;
  kind: 'sea' | 'region';
  hex?: string;
  size?: number;
  angle?: number;
}[] = [
  { text: 'ATLANTIC OCEAN', es: 'OCÉANO ATLÁNTICO', lon: -10.6, lat: 40.2, kind: 'sea' },
  { text: 'BAY OF BISCAY', es: 'GOLFO DE VIZCAYA', lon: -4.6, lat: 44.3, kind: 'sea' },
  { text: 'MEDITERRANEAN SEA', es: 'MAR MEDITERRÁNEO', lon: -0.6, lat: 36.9, kind: 'sea' },
  { text: 'Strait of Gibraltar', es: 'Estrecho de Gibraltar', lon: -5.65, lat: 35.98, kind: 'sea' },
  { text: 'SPAIN', es: 'ESPAÑA', lon: -3.2, lat: 39.3, kind: 'region' },
  { text: 'PORTUGAL', es: 'PORTUGAL', lon: -8.0, lat: 39.4, kind: 'region' },
  { text: 'SPANISH MOROCCO', es: 'MARRUECOS ESPAÑOL', lon: -4.4, lat: 35.2, kind: 'region' },
  {
    text: 'OCCUPIED FRANCE',
    es: 'FRANCIA OCUPADA',
    lon: -0.9,
    lat: 44.2,
    kind: 'region',
    hex: '4212',
    size: 13,
    angle: 90,
  },
  {
    text: 'VICHY FRANCE',
    es: 'FRANCIA DE VICHY',
    lon: 0.6,
    lat: 43.5,
    kind: 'region',
    hex: '4216',
    size: 13,
    angle: 90,
  },
];
