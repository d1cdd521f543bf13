// The spaces of the Crusade and Revolution map. Every space the rulebook names sits at its real town (WGS84 degrees,
// rounded to ~100 m, from common geographic knowledge); further spaces at real inland towns complete the network
// (every 1936 provincial capital has one). Each attribute carries its own provenance: 'rulebook' with the section
// only where the rulebook states the value, else 'reconstructed' with the reason.

import type { Provenance } from '../../../engine/core/module.js';
import type { NfRegion, SpaceAttrs as MapAttrs, Terrain } from '../../../engine/games/crusade/geo.js';
import type { Side } from '../../../engine/games/crusade/state.js';

/** A side of the war, a space's terrain and Northern Front region, and its attributes: the engine's types. */
export type { NfRegion, Side, Terrain };
/** Every attribute of a space (the rulebook's §2.1.1 data model, plus the border and the sea zone). */
export type SpaceAttrs = Omit<MapAttrs, 'kind'>;

/** The name of one attribute. */
export type AttrName = keyof SpaceAttrs;

/** One space of the map with its position and the provenance of every value. */
export interface SpaceRow {
  id: string;
  name: string;
  /** The spelling the rulebook uses, for spaces the rulebook names. */
  book?: string;
  /** Where the rulebook names it (absent for reconstructed spaces). */
  ref?: string;
  /** 'space' on the map; 'beachhead' a temporary space; 'country' France or Portugal beyond a border line. */
  kind: 'space' | 'beachhead' | 'country';
  lat: number;
  lon: number;
  attrs: SpaceAttrs;
  prov: Record<AttrName, Provenance>;
}

// Rulebook references used below.
const SU = '§4.2.1 Campaign Initial Units Set-Up';
const COAST = '§3.0 Coastal Space';
const MAIN = '§3.0 Main City';
const VPCAP = '§3.0 VP Space note';

// Reconstruction reasons, one per attribute (a row may give its own).
const WHY: Record<AttrName, (v: unknown) => string> = {
  controller: (v) =>
    v === null
      ? 'Temporary or off-map space: nobody controls it at start.'
      : `Historical control of the town after the rising of 17-20 July 1936 (${v}).`,
  terrain: (v) =>
    v === 'mountain'
      ? 'Majority relief around the real town is mountain (public geography).'
      : 'Majority relief around the real town is plain or rolling country (public geography).',
  mainCity: () => 'The rulebook lists exactly six Main Cities (§3.0); this space is not one of them.',
  provinceCapital: (v) =>
    v ? 'The town was a provincial capital in 1936 (public fact).' : 'The town was not a provincial capital in 1936.',
  vpSpace: (v) =>
    v
      ? 'A provincial capital whose fate made the war news; chosen as a VP space (the map is missing).'
      : 'Not chosen as a VP space (VP spaces are a subset of province capitals, §3.0).',
  supplySource: (v) =>
    v
      ? 'A main city or base a side could supply itself from; chosen so that every zone has a source.'
      : 'No supply source assumed (the rulebook names the sources of the north and of the Northern Front only).',
  coastal: (v) => (v ? 'The town is on the sea.' : 'Inland town; not in the rulebook list of coastal spaces (§3.0).'),
  port: (v) => (v ? 'A real seaport of 1936 on this coast.' : 'No port assumed (not a port of any size in 1936).'),
  seaZone: (v) => (v ? 'Follows from its coast and the §3.0 Sea Zone limits.' : 'Not coastal: no Sea Zone.'),
  nfRegion: (v) =>
    v
      ? `The town lies in the historical ${v} region of the Northern Front.`
      : 'Not in Asturias, Santander or the Republican Basque Country.',
  border: (v) => (v ? `The town is on a road crossing into ${v} (public geography).` : 'Not on the frontier.'),
  sierraOfMadrid: () => 'Only Somosierra and Guadarrama are Sierra of Madrid spaces (§11.2.6).',
};

/** Flags of a row: main, pc, vp, sN/sR (supply), coast, atl/med (port), asturias/santander/basque, fr/pt, mtn. */
type Flag =
  | 'main'
  | 'pc'
  | 'vp'
  | 'sN'
  | 'sR'
  | 'coast'
  | 'atl'
  | 'med'
  | 'asturias'
  | 'santander'
  | 'basque'
  | 'fr'
  | 'pt'
  | 'mtn'
  | 'sierra';

type Rb = Partial<Record<AttrName | 'name', string>>;
type Why = Partial<Record<AttrName, string>>;

// Atlantic Sea Zone spaces (§3.0): Pontevedra to San Sebastián; the rest of the coast is Mediterranean.
const ATLANTIC = new Set([
  'pontevedra',
  'la-coruna',
  'castropol',
  'pto-espina',
  'gijon',
  'san-vicente',
  'santander',
  'santona',
  'bilbao',
  'san-sebastian',
]);

function row(
  id: string,
  name: string,
  lat: number,
  lon: number,
  ctl: 'N' | 'R' | null,
  flags: string,
  rb: Rb = {},
  why: Why = {},
  kind: SpaceRow['kind'] = 'space',
): SpaceRow {
  const f = new Set(flags.split(' ').filter(Boolean) as Flag[]);
  const coastal = f.has('coast');
  const attrs: SpaceAttrs = {
    controller: ctl === 'N' ? 'NAT' : ctl === 'R' ? 'REP' : null,
    terrain: f.has('sierra') ? 'sierra' : f.has('mtn') ? 'mountain' : 'clear',
    mainCity: f.has('main'),
    provinceCapital: f.has('pc'),
    vpSpace: f.has('vp') || f.has('main'),
    supplySource: f.has('sN') ? 'NAT' : f.has('sR') ? 'REP' : null,
    coastal,
    port: f.has('atl') ? 'atlantic' : f.has('med') ? 'mediterranean' : null,
    seaZone: coastal ? (ATLANTIC.has(id) ? 'atlantic' : 'mediterranean') : null,
    nfRegion: f.has('asturias') ? 'asturias' : f.has('santander') ? 'santander' : f.has('basque') ? 'basque' : null,
    border: f.has('fr') ? 'france' : f.has('pt') ? 'portugal' : null,
    sierraOfMadrid: f.has('sierra'),
  };
  const named = rb.name !== undefined;
  // Values that the rulebook fixes for every space it names: Main City and coastal status are exhaustive lists.
  const implied: Rb = named
    ? {
        mainCity: MAIN,
        sierraOfMadrid: '§11.2.6',
        ...(kind === 'space' && id !== 'huelva' ? { coastal: COAST } : {}),
        ...(coastal && id !== 'huelva' ? { seaZone: '§3.0 Sea Zones' } : {}),
      }
    : {};
  const refs: Rb = { ...implied, ...rb };
  const prov = {} as Record<AttrName, Provenance>;
  for (const k of Object.keys(attrs) as AttrName[]) {
    const ref = refs[k];
    prov[k] = ref ? { source: 'rulebook', ref } : { source: 'reconstructed', reason: why[k] ?? WHY[k](attrs[k]) };
  }
  return { id, name, ...(named ? { book: name, ref: rb.name } : {}), kind, lat, lon, attrs, prov };
}

const S = { name: SU, controller: SU };
const C = { name: COAST };
const MC = { mainCity: MAIN, vpSpace: '§2.1.1', provinceCapital: VPCAP };

/** Every space of the map (named by the rulebook first, region by region, then the reconstructed ones). */
export const SPACES: readonly SpaceRow[] = [
  // ---- Galicia, León and the Asturian front
  row('pontevedra', 'Pontevedra', 42.431, -8.644, 'N', 'coast atl pc', C),
  row('la-coruna', 'La Coruña', 43.362, -8.411, 'N', 'coast atl pc sN vp', { ...C, supplySource: '§17.1.1' }),
  row('villalba', 'Villalba', 43.297, -7.681, 'N', '', S),
  row('lugo', 'Lugo', 43.012, -7.556, 'N', 'pc', { ...S, nfRegion: '§16.4.2.1' }),
  row('ponferrada', 'Ponferrada', 42.546, -6.598, 'N', 'mtn', { ...S, nfRegion: '§16.4.2.1' }),
  row('leon', 'León', 42.599, -5.567, 'N', 'pc', { ...S, nfRegion: '§16.4.2.1' }),
  row('castropol', 'Castropol', 43.528, -7.031, 'R', 'coast asturias', S),
  row('pto-espina', 'Pto. de la Espina', 43.409, -6.326, 'R', 'coast mtn asturias', S),
  row('pto-leitariegos', 'Pto. de Leitariegos', 42.996, -6.416, 'R', 'mtn asturias', S),
  row('pto-pajares', 'Pto. de Pajares', 42.991, -5.764, 'R', 'mtn asturias', S),
  row('gijon', 'Gijón', 43.532, -5.661, 'R', 'coast atl sR asturias', {
    ...S,
    supplySource: '§14.2.5',
    nfRegion: '§15.2.1.2',
  }),
  row('oviedo', 'Oviedo', 43.361, -5.849, 'N', 'pc vp mtn asturias', S),
  row('cangas-onis', 'Cangas de Onís', 43.351, -5.129, 'R', 'mtn asturias', {
    name: '§15.2.1.2',
    nfRegion: '§15.2.1.2',
  }),
  // ---- Santander and the Basque Country
  row('san-vicente', 'San Vicente de la Barquera', 43.381, -4.399, 'R', 'coast santander', C),
  row('santander', 'Santander', 43.462, -3.81, 'R', 'coast atl pc vp sR santander', {
    ...S,
    supplySource: '§14.2.5',
  }),
  row('pto-escudo', 'Pto. del Escudo', 43.03, -3.86, 'R', 'mtn santander', S),
  row('santona', 'Santoña', 43.443, -3.457, 'R', 'coast atl santander', C),
  row('bilbao', 'Bilbao', 43.263, -2.935, 'R', 'main coast atl pc sR basque', {
    ...S,
    ...MC,
    supplySource: '§14.2.5',
  }),
  row('orduna', 'Orduña', 42.994, -3.009, 'R', 'mtn basque', S),
  row('durango', 'Durango', 43.171, -2.631, 'R', 'mtn basque', S),
  row('san-sebastian', 'San Sebastián', 43.318, -1.981, 'R', 'coast atl pc vp basque', S),
  row('beasain', 'Beasain', 43.047, -2.204, 'N', 'mtn basque', S),
  row('vitoria', 'Vitoria', 42.847, -2.673, 'N', 'pc basque', S),
  // ---- Navarre, Old Castile, Aragon
  row('pto-velate', 'Pto. Velate', 43.075, -1.616, 'N', 'mtn fr', S),
  row('pamplona', 'Pamplona', 42.812, -1.645, 'N', 'pc', S),
  row('pancorbo', 'Pancorbo', 42.63, -3.112, 'N', 'mtn', S),
  row('dobro', 'Dobro', 42.808, -3.633, 'N', 'mtn', S),
  row('jaca', 'Jaca', 42.57, -0.549, 'N', 'mtn fr', S),
  row('huesca', 'Huesca', 42.136, -0.408, 'N', 'pc vp', S),
  row('boltana', 'Boltaña', 42.445, 0.068, 'R', 'mtn fr', S),
  row('barbastro', 'Barbastro', 42.036, 0.126, 'R', '', S),
  row('tremp', 'Tremp', 42.167, 0.895, 'R', 'mtn', { name: '§10.1.12' }),
  row('balaguer', 'Balaguer', 41.79, 0.805, 'R', '', { name: '§10.1.12' }),
  row('sarinena', 'Sariñena', 41.792, -0.158, 'R', '', S),
  row('lecinena', 'Leciñena', 41.8, -0.612, 'N', '', S),
  row('candasnos', 'Candasnos', 41.502, 0.064, 'R', '', S),
  row('caspe', 'Caspe', 41.234, -0.039, 'R', '', S),
  row('zaragoza', 'Zaragoza', 41.649, -0.889, 'N', 'main pc sN', { ...S, ...MC, supplySource: '§17.1.1' }),
  row('belchite', 'Belchite', 41.306, -0.753, 'N', '', S),
  row('carinena', 'Cariñena', 41.337, -1.224, 'N', '', { name: '§11.4.5' }),
  row('vivel', 'Vivel del Río', 40.872, -0.937, 'N', 'mtn', S),
  row('teruel', 'Teruel', 40.345, -1.107, 'N', 'pc vp mtn', S),
  row('albarracin', 'Albarracín', 40.408, -1.444, 'N', 'mtn', S),
  row('molina', 'Molina', 40.845, -1.885, 'N', 'mtn', S),
  row('ariza', 'Ariza', 41.313, -2.053, 'N', '', S),
  row('almazan', 'Almazán', 41.486, -2.531, 'N', '', S),
  row('aranda', 'Aranda de Duero', 41.67, -3.689, 'N', '', S),
  row('valladolid', 'Valladolid', 41.652, -4.724, 'N', 'pc sN', { ...S, supplySource: '§17.1.1' }),
  row('segovia', 'Segovia', 40.948, -4.118, 'N', 'pc', S),
  row('arevalo', 'Arévalo', 41.065, -4.719, 'N', '', S),
  row('avila', 'Ávila', 40.656, -4.7, 'N', 'pc', S),
  row('bejar', 'Béjar', 40.386, -5.763, 'N', 'mtn', S),
  // ---- Madrid and New Castile
  row('somosierra', 'Somosierra', 41.133, -3.582, 'R', 'sierra', { ...S, terrain: '§11.2.6' }),
  row('guadarrama', 'Guadarrama', 40.672, -4.088, 'R', 'sierra', { ...S, terrain: '§11.2.6' }),
  row('madrid', 'Madrid', 40.417, -3.704, 'R', 'main pc', {
    ...S,
    ...MC,
    supplySource: '§3.0 Friendly Supply Source',
  }),
  row('brihuega', 'Brihuega', 40.76, -2.87, 'R', '', S),
  row('cebreros', 'Cebreros', 40.457, -4.463, 'R', 'mtn', S),
  row('illescas', 'Illescas', 40.122, -3.848, 'R', '', { name: '§11.1.7' }),
  row('toledo', 'Toledo', 39.857, -4.024, 'R', 'pc vp', S),
  row('talavera', 'Talavera de la Reina', 39.963, -4.83, 'R', '', S),
  row('cuenca', 'Cuenca', 40.07, -2.137, 'R', 'pc mtn', S),
  // ---- Extremadura
  row('navalmoral', 'Navalmoral de la Mata', 39.892, -5.54, 'N', '', S),
  row('trujillo', 'Trujillo', 39.46, -5.882, 'N', '', S),
  row('caceres', 'Cáceres', 39.475, -6.372, 'N', 'pc', S),
  row('guadalupe', 'Guadalupe', 39.452, -5.327, 'R', 'mtn', S),
  row('don-benito', 'Don Benito', 38.956, -5.861, 'R', '', S),
  row('merida', 'Mérida', 38.916, -6.344, 'R', '', S),
  row('badajoz', 'Badajoz', 38.879, -6.97, 'R', 'pc vp pt', S),
  // ---- Andalusia
  row('huelva', 'Huelva', 37.261, -6.945, 'N', 'coast pc', S, {
    coastal: 'The rulebook puts Huelva in the Mediterranean Sea Zone (§3.0) but omits it from the coastal list.',
    seaZone: 'Mediterranean for every game purpose (§3.0 note on Huelva, Cádiz and Algeciras).',
    port: 'No port: the §3.0 coastal list omits Huelva (digest default).',
  }),
  row('riotinto', 'Riotinto', 37.693, -6.593, 'R', 'mtn', S),
  row('santa-olalla', 'Santa Olalla', 37.906, -6.221, 'R', 'mtn', S),
  row(
    'sevilla',
    'Sevilla',
    37.389,
    -5.984,
    'N',
    'main pc sN',
    { ...S, ...MC },
    {
      supplySource: 'The NAT Southern zone is traced to Sevilla (§17.1.1, §17.1.3): it must be a NAT source.',
    },
  ),
  row('cadiz', 'Cádiz', 36.527, -6.289, 'N', 'coast med pc', { ...C, port: '§16.7.1' }),
  row('algeciras', 'Algeciras', 36.131, -5.454, 'N', 'coast med', { ...C, port: '§16.7.1' }),
  row('arcos', 'Arcos de la Frontera', 36.75, -5.806, 'N', '', S),
  row('ecija', 'Écija', 37.541, -5.083, 'N', '', S),
  row('cordoba', 'Córdoba', 37.888, -4.779, 'N', 'pc vp', S),
  row('priego', 'Priego de Córdoba', 37.438, -4.195, 'N', 'mtn', S),
  row('granada', 'Granada', 37.177, -3.599, 'N', 'pc vp', S),
  row('penarroya', 'Peñarroya', 38.3, -5.27, 'R', 'mtn', S),
  row('montoro', 'Montoro', 38.024, -4.383, 'R', '', S),
  row('valderrepiso', 'Pto. de Valderrepiso', 38.37, -4.28, 'R', 'mtn', { name: '§16.1.1' }),
  row('jaen', 'Jaén', 37.779, -3.785, 'R', 'pc', S),
  row('guadix', 'Guadix', 37.3, -3.136, 'R', '', S),
  row('baza', 'Baza', 37.49, -2.773, 'R', '', { name: '§8.5.6.2' }),
  row('ronda', 'Ronda', 36.742, -5.167, 'R', 'mtn', S),
  row('antequera', 'Antequera', 37.019, -4.561, 'R', '', S),
  row('loja', 'Loja', 37.169, -4.151, 'R', 'mtn', S),
  row('malaga', 'Málaga', 36.721, -4.421, 'R', 'coast med pc vp', C),
  row('velez-malaga', 'Vélez Málaga', 36.781, -4.101, 'R', 'coast', S),
  row('motril', 'Motril', 36.745, -3.518, 'R', 'coast', S),
  row('adra', 'Adra', 36.748, -3.02, 'R', 'coast', C),
  row('almeria', 'Almería', 36.834, -2.464, 'R', 'coast med pc vp', C),
  row('garrucha', 'Garrucha', 37.181, -1.822, 'R', 'coast', C),
  // ---- Murcia, Valencia, Catalonia
  row('aguilas', 'Águilas', 37.406, -1.583, 'R', 'coast', C),
  row('cartagena', 'Cartagena', 37.606, -0.986, 'R', 'coast med vp sR', {
    ...C,
    vpSpace: VPCAP,
    provinceCapital: VPCAP,
  }),
  row('murcia', 'Murcia', 37.992, -1.131, 'R', 'pc', { name: '§2.1.2' }),
  row('hellin', 'Hellín', 38.51, -1.701, 'R', '', { name: '§2.1.2' }),
  row('alicante', 'Alicante', 38.345, -0.481, 'R', 'coast med pc', C),
  row('gandia', 'Gandía', 38.967, -0.181, 'R', 'coast', C),
  row('valencia', 'Valencia', 39.47, -0.376, 'R', 'main coast med pc sR', { ...S, ...MC }),
  row('ademuz', 'Ademuz', 40.062, -1.286, 'R', 'mtn', S),
  row('barracas', 'Barracas', 40.001, -0.692, 'R', 'mtn', S),
  row('rubielos', 'Rubielos de Mora', 40.188, -0.654, 'R', 'mtn', S),
  row('castellon', 'Castellón', 39.986, -0.051, 'R', 'coast med pc', C),
  row('morella', 'Morella', 40.619, -0.101, 'R', 'mtn', S),
  row('vinaroz', 'Vinaroz', 40.47, 0.475, 'R', 'coast', C),
  row('tortosa', 'Tortosa', 40.812, 0.521, 'R', 'coast', C),
  row('gandesa', 'Gandesa', 41.053, 0.437, 'R', 'mtn', { name: '§11.4.5.1' }),
  row('montblanch', 'Montblanch', 41.376, 1.162, 'R', '', { name: '§11.4.5.1' }),
  row('villafranca', 'Villafranca del P.', 41.346, 1.698, 'R', '', { name: '§11.4.5.1' }),
  row('tarragona', 'Tarragona', 41.119, 1.245, 'R', 'coast med pc', C),
  row('barcelona', 'Barcelona', 41.385, 2.173, 'R', 'main coast med pc sR', { ...S, ...MC }),
  // ---- The Balearics
  row(
    'mallorca',
    'Mallorca',
    39.57,
    2.65,
    'N',
    'coast med pc sN',
    { ...S, seaZone: '§3.0 Sea Zones' },
    {
      supplySource: 'Its unit must be able to be supplied while the REP holds the Strait (§16.7.1, §17.1.3).',
      coastal: 'An island: it touches the sea.',
      port: 'Palma, the island capital, is a port.',
    },
  ),
  row(
    'menorca',
    'Menorca',
    39.889,
    4.265,
    'R',
    'coast med sR',
    { name: '§3.0', seaZone: '§3.0 Sea Zones' },
    {
      controller: 'Menorca stayed Republican all war (Mahón naval base).',
      supplySource: 'An island the REP held all war: its units need a friendly source (Mahón naval base).',
      coastal: 'An island: it touches the sea.',
      port: 'Mahón, the naval base, is a port.',
      provinceCapital: 'Palma (the Mallorca space) was the capital of the Baleares province.',
    },
  ),
  row(
    'beachhead-mallorca',
    'Beach Head (Mallorca)',
    39.5,
    3.62,
    null,
    'coast med',
    {
      name: '§2.1.2',
      terrain: '§2.2.2.11',
      port: '§8.5.4.1',
      coastal: '§8.5.4.1',
      seaZone: '§3.0 Sea Zones',
      mainCity: MAIN,
    },
    { controller: 'A temporary space, absent until Disembark in Mallorca (§8.5.4.1).' },
    'beachhead',
  ),
  row(
    'beachhead-plan-p',
    'Beach Head (Plan P)',
    36.35,
    -1.2,
    null,
    'coast med',
    { name: '§8.5.6.1', terrain: '§2.2.2.11', port: '§8.5.6.1', mainCity: MAIN },
    {
      controller: 'A temporary space, placed by Plan "P" next to a chosen coastal space (§8.5.6.1).',
      coastal: 'It sits at sea next to a coastal space.',
      seaZone: 'Only Mediterranean Sea Zone spaces may receive it (§8.5.6.1).',
    },
    'beachhead',
  ),
  // ---- Reconstructed: the remaining 1936 provincial capitals
  row('orense', 'Orense', 42.336, -7.864, 'N', 'pc'),
  row('burgos', 'Burgos', 42.344, -3.697, 'N', 'pc vp'),
  row('palencia', 'Palencia', 42.01, -4.533, 'N', 'pc'),
  row('zamora', 'Zamora', 41.503, -5.746, 'N', 'pc pt'),
  row('salamanca', 'Salamanca', 40.965, -5.664, 'N', 'pc'),
  row('soria', 'Soria', 41.764, -2.465, 'N', 'pc'),
  row('logrono', 'Logroño', 42.465, -2.446, 'N', 'pc'),
  row('lerida', 'Lérida', 41.614, 0.626, 'R', 'pc vp'),
  row('gerona', 'Gerona', 41.979, 2.821, 'R', 'pc'),
  row('guadalajara', 'Guadalajara', 40.633, -3.167, 'R', 'pc'),
  row('ciudad-real', 'Ciudad Real', 38.985, -3.927, 'R', 'pc'),
  row('albacete', 'Albacete', 38.994, -1.858, 'R', 'pc'),
  // ---- Reconstructed: inland towns that complete the network
  row('santiago', 'Santiago', 42.878, -8.544, 'N', ''),
  row('tuy', 'Tuy', 42.047, -8.645, 'N', 'pt'),
  row('monforte', 'Monforte', 42.521, -7.514, 'N', 'mtn'),
  row('verin', 'Verín', 41.941, -7.438, 'N', 'mtn pt'),
  row('astorga', 'Astorga', 42.458, -6.056, 'N', ''),
  row('benavente', 'Benavente', 42.003, -5.678, 'N', ''),
  row('mieres', 'Mieres', 43.25, -5.777, 'R', 'mtn asturias'),
  row('reinosa', 'Reinosa', 43.001, -4.137, 'R', 'mtn santander'),
  row('aguilar', 'Aguilar de Campoo', 42.794, -4.26, 'N', 'mtn'),
  row('medina', 'Medina del Campo', 41.312, -4.914, 'N', ''),
  row('ciudad-rodrigo', 'Ciudad Rodrigo', 40.6, -6.533, 'N', 'pt'),
  row('plasencia', 'Plasencia', 40.03, -6.088, 'N', ''),
  row('alcantara', 'Alcántara', 39.718, -6.884, 'N', 'pt'),
  row('tolosa', 'Tolosa', 43.135, -2.079, 'R', 'mtn basque'),
  row('irun', 'Irún', 43.339, -1.789, 'R', 'basque fr'),
  row('estella', 'Estella', 42.671, -2.032, 'N', ''),
  row('tudela', 'Tudela', 42.062, -1.606, 'N', ''),
  row('ejea', 'Ejea de los Caballeros', 42.126, -1.137, 'N', ''),
  row('calatayud', 'Calatayud', 41.353, -1.643, 'N', ''),
  row('siguenza', 'Sigüenza', 41.068, -2.644, 'R', ''),
  row('montalban', 'Montalbán', 40.833, -0.8, 'R', 'mtn'),
  row('alcaniz', 'Alcañiz', 41.051, -0.133, 'R', ''),
  row('monzon', 'Monzón', 41.911, 0.193, 'R', ''),
  row('fraga', 'Fraga', 41.522, 0.349, 'R', ''),
  row('seo-urgel', 'Seo de Urgel', 42.358, 1.461, 'R', 'mtn fr'),
  row('puigcerda', 'Puigcerdá', 42.425, 1.925, 'R', 'mtn fr'),
  row('figueras', 'Figueras', 42.267, 2.961, 'R', 'fr'),
  row('vich', 'Vich', 41.93, 2.255, 'R', ''),
  row('manresa', 'Manresa', 41.728, 1.824, 'R', ''),
  row('cervera', 'Cervera', 41.671, 1.271, 'R', ''),
  row('segorbe', 'Segorbe', 39.852, -0.489, 'R', ''),
  row('requena', 'Requena', 39.488, -1.101, 'R', ''),
  row('xativa', 'Játiva', 38.99, -0.518, 'R', ''),
  row('alcoy', 'Alcoy', 38.698, -0.474, 'R', 'mtn'),
  row('villena', 'Villena', 38.635, -0.866, 'R', ''),
  row('almansa', 'Almansa', 38.869, -1.098, 'R', ''),
  row('lorca', 'Lorca', 37.677, -1.701, 'R', ''),
  row('caravaca', 'Caravaca', 38.107, -1.861, 'R', 'mtn'),
  row('ubeda', 'Úbeda', 38.013, -3.371, 'R', ''),
  row('linares', 'Linares', 38.095, -3.636, 'R', ''),
  row('andujar', 'Andújar', 38.039, -4.051, 'R', ''),
  row('alcala-real', 'Alcalá la Real', 37.462, -3.923, 'R', 'mtn'),
  row('lucena', 'Lucena', 37.409, -4.485, 'N', ''),
  row('osuna', 'Osuna', 37.238, -5.103, 'N', ''),
  row('jerez', 'Jerez de la Frontera', 36.686, -6.137, 'N', ''),
  row('aroche', 'Aroche', 37.943, -6.956, 'R', 'mtn pt'),
  row('jerez-caballeros', 'Jerez de los Caballeros', 38.32, -6.772, 'R', 'pt'),
  row('zafra', 'Zafra', 38.425, -6.418, 'R', ''),
  row('llerena', 'Llerena', 38.234, -6.017, 'R', ''),
  row('almaden', 'Almadén', 38.776, -4.838, 'R', 'mtn'),
  row('valdepenas', 'Valdepeñas', 38.762, -3.385, 'R', ''),
  row('alcazar', 'Alcázar de San Juan', 39.39, -3.208, 'R', ''),
  row('san-clemente', 'San Clemente', 39.404, -2.429, 'R', ''),
  row('tarancon', 'Tarancón', 40.009, -3.008, 'R', ''),
  row('aranjuez', 'Aranjuez', 40.032, -3.602, 'R', ''),
  // ---- Beyond the border lines (§2.1.2, §13.4): not Spanish spaces
  row('france', 'France', 43.25, 0.9, null, '', {}, countryWhy('France'), 'country'),
  row('portugal', 'Portugal', 40.2, -7.9, null, '', {}, countryWhy('Portugal'), 'country'),
];

// The reasons for a country's values: it is no Spanish space, only the far end of the border lines (§13.4).
function countryWhy(name: string): Why {
  const why = `${name} is not a space of the game, only the far end of its border lines (§13.4)`;
  const keys: AttrName[] = [
    'controller',
    'terrain',
    'mainCity',
    'provinceCapital',
    'vpSpace',
    'supplySource',
    'coastal',
    'port',
    'seaZone',
    'nfRegion',
    'border',
    'sierraOfMadrid',
  ];
  const out: Why = {};
  for (const k of keys) out[k] = `${why}: ${k} does not apply.`;
  out.controller = `${why}; neutral, friendly to ${name === 'France' ? 'REP' : 'NAT'} only for supply (§13.4).`;
  return out;
}

/** The spaces by id. */
export const SPACE_BY_ID: ReadonlyMap<string, SpaceRow> = new Map(SPACES.map((s) => [s.id, s]));
