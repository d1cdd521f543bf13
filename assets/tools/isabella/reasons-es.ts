// The map's reconstruction reasons in Spanish, keyed by their English text (build-map.ts attaches them as
// `reasons.es`, so the About page reads them in Spanish). A reason missing here stays English only.

/** Spanish for each English reason the map builder writes. */
export const MAP_REASONS_ES: Readonly<Record<string, string>> = {
  'Alicante: moved one hex from 2926: its hex is all-sea at this scale':
    'Alicante: desplazada un hexágono desde 2926: a esta escala su hexágono es todo mar',
  'Cartagena: moved one hex from 2626: its hex is all-sea at this scale':
    'Cartagena: desplazada un hexágono desde 2626: a esta escala su hexágono es todo mar',
  ['Ceuta: Ceuta faces Gibraltar across the strait; 1323 must be all-sea (Isabella 7.3), so the town sits ' +
    'one hex further down the African coast']:
    'Ceuta: Ceuta está frente a Gibraltar al otro lado del estrecho; 1323 debe ser todo mar (Isabella 7.3), ' +
    'así que la ciudad queda un hexágono más allá en la costa africana',
  'Cádiz: moved one hex from 1319: its hex is all-sea at this scale':
    'Cádiz: desplazada un hexágono desde 1319: a esta escala su hexágono es todo mar',
  ["Gibraltar (3.4, 6.3, 13.24): its number and role are the rulebook's; its terrain (clear, and not a " +
    'city) is reconstructed (digest ambiguity 23)']:
    'Gibraltar (3.4, 6.3, 13.24): su número y su función son los del reglamento; su terreno (despejado, y ' +
    'no ciudad) está reconstruido (ambigüedad 23 del resumen)',
  'Melilla: moved one hex from 1728: its hex is all-sea at this scale':
    'Melilla: desplazada un hexágono desde 1728: a esta escala su hexágono es todo mar',
  'Santander: moved one hex from 3608: its hex is all-sea at this scale':
    'Santander: desplazada un hexágono desde 3608: a esta escala su hexágono es todo mar',
  ['Setúbal: moved one hex from 1410 onto the coast: a seaport, and its own hex touches no all-sea hex at ' +
    'this scale']:
    'Setúbal: desplazada un hexágono desde 1410 hasta la costa: es un puerto de mar y a esta escala su ' +
    'propio hexágono no toca ningún hexágono de todo mar',
  'Strait of Gibraltar: only 1321/1322 and 1422/1322 are straits hexsides (12.7)':
    'Estrecho de Gibraltar: solo 1321/1322 y 1422/1322 son lados de hexágono de estrecho (12.7)',
  'Tetuan: moved one hex from 1323: its hex is all-sea at this scale':
    'Tetuán: desplazada un hexágono desde 1323: a esta escala su hexágono es todo mar',
  ['The rulebook has no map. Built by assets/tools/isabella/build-map.ts from Natural Earth 1:50m land and ' +
    'countries, with rivers, ranges, cities and 1942 roads written from real geography; a least-squares fit ' +
    'of the seven numbered places sets the 45° turned grid, and those places are pinned to their rulebook ' +
    'hexes.']:
    'El reglamento no trae mapa. Construido por assets/tools/isabella/build-map.ts a partir de las tierras ' +
    'y países 1:50m de Natural Earth, con ríos, sierras, ciudades y carreteras de 1942 tomados de la ' +
    'geografía real; un ajuste por mínimos cuadrados de los siete lugares numerados fija la retícula girada ' +
    '45°, y esos lugares se fijan en sus hexágonos del reglamento.',
  'forced all-sea: Gibraltar touches only 1421 by land (7.3)':
    'forzado a todo mar: Gibraltar solo toca 1421 por tierra (7.3)',
  ['the German supply source (11.4) and entry hex (10.5) on the east edge (1.5): its number and role are ' +
    "the rulebook's; its terrain, its region (Occupied France) and its city (Dax) are reconstructed from " +
    'geography']:
    'la fuente de suministro alemana (11.4) y hexágono de entrada (10.5) en el borde este (1.5): su número ' +
    'y su función son los del reglamento; su terreno, su región (Francia ocupada) y su ciudad (Dax) se ' +
    'reconstruyen a partir de la geografía',
  ['the east map edge is hexes 4208-4228 (1.5); the terrain, region and cities of this edge hex are ' +
    'reconstructed from geography']:
    'el borde este del mapa son los hexágonos 4208-4228 (1.5); el terreno, la región y las ciudades de este ' +
    'hexágono del borde se reconstruyen a partir de la geografía',
  ["the hex next to Gibraltar (4.6, 7.3, 13.24): its number and role are the rulebook's, its rough terrain " +
    'is reconstructed from geography']:
    'el hexágono junto a Gibraltar (4.6, 7.3, 13.24): su número y su función son los del reglamento; su ' +
    'terreno accidentado se reconstruye a partir de la geografía',
};
