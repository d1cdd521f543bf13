// The areas of the SFE East map as lon/lat polygons: terrain the book's map would print (the Pripet marshes, the
// great forests, the Crimean and Caucasus ranges, rough uplands) where Natural Earth has no polygon, the political
// map of 22 June 1941 where it differs from today's countries, and the weather zones. All reconstructed.

type Ring = [number, number][];

/** A lon/lat line written compactly: "lon lat, lon lat, ...". */
export function ll(text: string): [number, number][] {
  return text.split(',').map((p) => {
    const [lon, lat] = p.trim().split(/\s+/).map(Number);
    return [lon, lat];
  });
}

/** Terrain areas, painted in this order (a later area wins); mountains also come from Natural Earth ranges. */
export const TERRAIN_AREAS: readonly { terrain: string; name: string; ring: Ring }[] = [
  {
    terrain: 'forest',
    name: 'the northern forest (Karelia, Finland, the Vologda and Kirov woods)',
    ring: ll(
      '21.0 61.2, 24.0 61.0, 27.5 61.0, 29.5 61.2, 31.5 60.9, 33.0 60.6, 35.5 59.6, ' +
        '40.0 58.9, 44.0 58.0, 50.0 57.6, 50.0 68.0, 21.0 68.0',
    ),
  },
  {
    terrain: 'forest',
    name: 'the Valdai and upper Volga forests',
    ring: ll('30.8 56.3, 32.5 56.1, 34.5 56.6, 35.0 57.6, 34.0 58.4, 32.0 58.2, 30.9 57.3'),
  },
  {
    terrain: 'forest',
    name: 'the Rzhev–Vyazma and Bryansk forests',
    ring: ll('32.8 53.0, 34.9 52.9, 35.4 53.8, 35.6 54.6, 35.2 55.3, 33.8 55.3, 33.3 54.5, ' + '32.8 53.8'),
  },
  {
    terrain: 'forest',
    name: 'the Naliboki and Byelorussian forests',
    ring: ll('25.6 53.5, 27.0 53.4, 28.6 53.9, 29.0 54.6, 28.0 54.9, 26.3 54.4'),
  },
  {
    terrain: 'forest',
    name: 'the Bialowieza forest',
    ring: ll('23.4 52.5, 24.4 52.4, 24.6 52.9, 23.6 52.95'),
  },
  {
    terrain: 'forest',
    name: 'the Mari and Gorky forests',
    ring: ll('42.0 56.6, 47.5 56.5, 48.5 57.6, 44.0 58.0, 42.0 57.6'),
  },
  {
    terrain: 'swamp',
    name: 'the Pripet marshes',
    ring: ll(
      '23.9 51.9, 24.6 51.2, 25.6 51.0, 27.0 51.2, 28.5 51.3, 30.0 51.6, 30.6 52.0, ' +
        '30.2 52.5, 29.0 52.7, 27.6 52.6, 26.2 52.5, 25.0 52.4, 24.2 52.3',
    ),
  },
  {
    terrain: 'swamp',
    name: 'the Volkhov and Sinyavino swamps',
    ring: ll('30.9 59.2, 31.6 58.75, 32.4 58.6, 33.0 59.0, 32.5 59.6, 31.3 59.75'),
  },
  {
    terrain: 'swamp',
    name: 'the Berezina swamps',
    ring: ll('28.2 53.2, 29.1 53.3, 29.3 54.1, 28.6 54.0'),
  },
  {
    terrain: 'rough',
    name: 'the Transylvanian plateau',
    ring: ll('23.0 46.3, 25.2 46.1, 25.5 47.0, 24.2 47.4, 23.0 47.1'),
  },
  {
    terrain: 'rough',
    name: 'the Stavropol upland',
    ring: ll('41.4 44.4, 43.3 44.6, 43.0 45.6, 41.6 45.5'),
  },
  {
    terrain: 'rough',
    name: 'the Donets ridge',
    ring: ll('37.6 47.8, 39.9 47.9, 39.9 48.3, 37.8 48.4'),
  },
  {
    terrain: 'mountain',
    name: 'the Crimean mountains',
    ring: ll('33.6 44.45, 34.4 44.45, 35.3 44.85, 35.2 45.0, 34.2 44.9, 33.7 44.75'),
  },
  {
    terrain: 'mountain',
    name: 'the Caucasus',
    ring: ll('37.8 44.6, 39.5 44.0, 41.0 43.6, 43.0 43.2, 45.0 42.8, 48.0 42.0, 47.0 41.0, ' + '38.0 41.0, 37.6 44.3'),
  },
];

/** Natural Earth range polygons painted as mountain (data/ranges.json holds only these). */
export const NE_RANGES = [
  'CARPATHIAN MOUNTAINS',
  'Transylvanian Alps',
  'Tatra Mts.',
  'Balkan Mts.',
  'Dinaric Alps',
  'ALPS',
  'Sudetes Mts.',
];

/** Where the political map of June 1941 differs from today's countries (lon/lat rings, checked first). */
export const REGION_OVERRIDES: readonly { region: string; name: string; ring: Ring }[] = [
  {
    region: 'ussr',
    name: 'the Bialystok region (Soviet 1939-41)',
    ring: ll('21.9 52.85, 22.6 52.3, 23.2 52.2, 23.6 52.1, 24.0 53.0, 23.7 54.3, 22.8 54.4, ' + '22.4 53.9, 21.9 53.4'),
  },
  {
    region: 'ussr',
    name: 'Galicia east of the San (Soviet 1939-41)',
    ring: ll('22.2 49.1, 22.6 49.55, 22.75 49.95, 23.55 50.4, 24.2 50.85, 23.9 48.9'),
  },
  {
    region: 'germany',
    name: 'East Prussia (today’s Kaliningrad region)',
    ring: ll('19.5 54.33, 22.8 54.33, 22.9 54.8, 22.6 55.07, 21.3 55.27, 20.5 55.3, 19.5 54.95'),
  },
  {
    region: 'germany',
    name: 'the Memel territory',
    ring: ll('20.9 55.3, 21.1 55.95, 21.6 55.9, 22.2 55.35, 22.0 55.05'),
  },
  {
    region: 'hungary',
    name: 'Carpatho-Ukraine (Hungarian 1939-44)',
    ring: ll('22.1 48.4, 22.4 49.1, 23.6 48.95, 24.6 48.3, 24.9 47.7, 24.2 47.9, 23.1 47.9'),
  },
  {
    region: 'hungary',
    name: 'Northern Transylvania (Hungarian 1940-44)',
    ring: ll(
      '21.6 46.75, 22.7 46.65, 23.5 46.5, 24.3 46.45, 25.3 46.1, 26.2 46.0, 26.3 46.6, ' +
        '25.5 47.3, 25.0 47.8, 23.0 48.1, 22.0 47.9, 21.6 47.2',
    ),
  },
  {
    region: 'general-government',
    name: 'the General Government (June 1941)',
    ring: ll(
      '19.3 49.4, 19.2 50.3, 19.7 50.9, 19.8 51.6, 20.2 52.2, 20.5 52.6, 21.4 52.75, ' +
        '21.9 52.85, 22.6 52.3, 23.2 52.2, 23.6 52.1, 24.2 50.85, 23.55 50.4, 22.75 49.95, ' +
        '22.6 49.55, 22.2 49.1, 21.0 49.35, 20.0 49.2',
    ),
  },
];

/** Today's countries (ISO 3166 numeric, world-atlas) as regions of June 1941; Poland is the Reich's by default. */
export const COUNTRY_REGIONS: Record<string, string> = {
  '643': 'ussr',
  '804': 'ussr',
  '112': 'ussr',
  '498': 'ussr',
  '440': 'ussr',
  '428': 'ussr',
  '233': 'ussr',
  '246': 'finland',
  '752': 'sweden',
  '578': 'norway',
  '208': 'denmark',
  '616': 'germany',
  '276': 'germany',
  '040': 'germany',
  '203': 'germany',
  '703': 'slovakia',
  '348': 'hungary',
  '642': 'romania',
  '100': 'bulgaria',
  '688': 'yugoslavia',
  '191': 'yugoslavia',
  '705': 'yugoslavia',
  '070': 'yugoslavia',
  '499': 'yugoslavia',
  '807': 'yugoslavia',
  '-99': 'yugoslavia',
  '792': 'turkey',
  '300': 'greece',
  '268': 'ussr',
  '398': 'ussr',
  '031': 'ussr',
  '051': 'ussr',
  '008': 'albania',
};

/** Weather zone of a land hex (digest §2.4: A and B are the East): reconstructed bands. */
export function weatherZone(region: string, lat: number, lon: number): 'A' | 'B' | 'C' | 'D' {
  if (region === 'finland' || (region === 'ussr' && lat >= 52.5)) return 'A';
  if (region === 'ussr') return lon < 20 ? 'C' : 'B';
  if (['hungary', 'romania', 'bulgaria', 'yugoslavia', 'albania', 'turkey', 'greece'].includes(region)) return 'D';
  return 'C';
}
