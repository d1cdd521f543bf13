// The Spanish names of Barbarossa's counters (UnitDef.names.es, what the Spanish page shows): ordinals written the
// Spanish way with the noun's gender (19.º Cuerpo, 1.ª División), then the order-of-battle phrases, longest first.

/** English phrases of the order of battle and their Spanish, longest first where one holds another. */
const PHRASES: [RegExp | string, string][] = [
  [/^VVS (\w+) Front (fighters|bombers)/, 'VVS del Frente $1: $2'],
  ['Karelian Fortified Region', 'Región Fortificada de Carelia'],
  [/^([\w-]+) Fortified Region$/, 'Región Fortificada de $1'],
  [/^(\w+) major fort$/, 'Fuerte mayor de $1'],
  ['VVS Kharkov and Orel districts', 'VVS de los distritos de Járkov y Oriol'],
  ['Long-range aviation', 'Aviación de largo alcance'],
  ['Moscow Military District reserve', 'Reserva del Distrito Militar de Moscú'],
  ['Moscow air defence', 'Defensa aérea de Moscú'],
  ['Leningrad reserve', 'Reserva de Leningrado'],
  ['Leningrad militia', 'milicia de Leningrado'],
  ['Hanko garrison', 'Guarnición de Hanko'],
  ['Romanian fighter group', 'Grupo de caza rumano'],
  ['Romanian bomber group', 'Grupo de bombardeo rumano'],
  ['Finnish fighter regiment', 'Regimiento de caza finlandés'],
  ['Hungarian air brigade', 'Brigada aérea húngara'],
  ['CSIR air command', 'Mando aéreo del CSIR'],
  ['Italian Expeditionary Corps', 'Cuerpo Expedicionario Italiano'],
  ['Far Eastern divisions', 'Divisiones del Lejano Oriente'],
  ['Tank brigades', 'Brigadas de tanques'],
  ['Cavalry Group', 'Grupo de Caballería'],
  ['Carpathian Group', 'Grupo de los Cárpatos'],
  ['Karelian Army reserve', 'reserva del Ejército de Carelia'],
  ['Karelian Army', 'Ejército de Carelia'],
  ['Army of Norway', 'Ejército de Noruega'],
  ['Slovak Army Group', 'Grupo de Ejércitos eslovaco'],
  ['Slovak Mobile Group', 'Grupo Móvil eslovaco'],
  ['Mobile Corps', 'Cuerpo Móvil'],
  ['Army Group North', 'Grupo de Ejércitos Norte'],
  ['Army Group Centre', 'Grupo de Ejércitos Centro'],
  ['Army Group South', 'Grupo de Ejércitos Sur'],
  ['Panzer Group', 'Grupo Panzer'],
  ['OKH reserve', 'reserva del OKH'],
  ['front reserve', 'reserva del frente'],
  ['(reserve)', '(reserva)'],
  ['Artillery Corps', 'Cuerpo de Artillería'],
  ['SS Division', 'División SS'],
  ['Guards Rifle Corps', 'Cuerpo de Fusileros de la Guardia'],
  ['Guards Cavalry Corps', 'Cuerpo de Caballería de la Guardia'],
  ['Special Rifle Corps', 'Cuerpo Especial de Fusileros'],
  ['Motorised Corps', 'Cuerpo Motorizado'],
  ['Mechanised Corps', 'Cuerpo Mecanizado'],
  ['Mountain Corps', 'Cuerpo de Montaña'],
  ['Rifle Corps', 'Cuerpo de Fusileros'],
  ['Cavalry Corps', 'Cuerpo de Caballería'],
  ['Motorised Divisions', 'divisiones motorizadas'],
  ['Rifle Divisions', 'divisiones de fusileros'],
  ['Rifle Division', 'División de Fusileros'],
  ['Rifle Brigade', 'Brigada de Fusileros'],
  ['Cavalry Division', 'División de Caballería'],
  ['Armoured Division', 'División Acorazada'],
  ['(Blue) Division', 'División (Azul)'],
  ['Fortified Region', 'Región Fortificada'],
  ['major fort', 'fuerte mayor'],
  ['Shock Army', 'Ejército de Choque'],
  ['Army', 'Ejército'],
  ['Corps', 'Cuerpo'],
  ['Supply', 'Suministro'],
  ['border troops', 'tropas de fronteras'],
  ['the islands', 'las islas'],
  ['the Crimea', 'Crimea'],
  ['the Danube', 'el Danubio'],
  ['the Prut', 'el Prut'],
  ['(re-formed)', '(reconstituido)'],
  ['(Estonian)', '(estonio)'],
  ['(Latvian)', '(letón)'],
  ['(Lithuanian)', '(lituano)'],
  ['(with ', '(con el '],
  ['(transports)', '(transportes)'],
  ['fighters', 'cazas'],
  ['bombers', 'bombarderos'],
  ['Northwestern', 'Noroeste'],
  ['Southwestern', 'Suroeste'],
  ['Northern', 'Norte'],
  ['Western', 'Oeste'],
  ['Southern', 'Sur'],
  [/\bLeningrad\b/, 'Leningrado'],
  ['(September)', '(septiembre)'],
  ['(October)', '(octubre)'],
  ['(November)', '(noviembre)'],
  ['(December)', '(diciembre)'],
  [' and ', ' y '],
];

/** Feminine nouns an ordinal may count in these names: divisions, brigades, regions, the panzer divisions. */
const FEMININE = /^(?:[^()]|\([^()]*\))*?\b(Division|Divisions|Brigade|Fortified Region|Panzer)\b/;

/** "19th" as "19.º" or "19.ª" by the gender of the noun it counts (looked up in the rest of the phrase). */
function ordinals(name: string): string {
  return name.replace(/(\d+)(st|nd|rd|th)\b/g, (_, n: string, _s: string, at: number) => {
    const rest = name.slice(at + n.length + 2);
    const head = rest.split(/\b(Corps|Army)\b/)[0];
    return `${n}.${FEMININE.test(head) ? 'ª' : 'º'}`;
  });
}

/** A counter's name in Spanish. */
export function spanishName(name: string): string {
  let out = ordinals(name);
  for (const [from, to] of PHRASES) out = typeof from === 'string' ? out.split(from).join(to) : out.replace(from, to);
  return out;
}
