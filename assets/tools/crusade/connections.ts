// The connections of the Crusade and Revolution map with their types (§2.1.2): 'normal' (solid line), 'river'
// (blue-and-white line, a solid line for every purpose but combat), 'arrow' (Mallorca to its Beach Head), 'border'
// (dotted line to France or Portugal, supply only) and 'grado' (Oviedo to Pto. de Leitariegos, optional rule).
// The rulebook states 17 of them; the rest follow the 1936 roads between neighbouring towns.

import type { Provenance } from '../../../engine/core/module.js';

/** A connection type (§2.1.2). */
export type ConnectionType = 'normal' | 'river' | 'arrow' | 'border' | 'grado';

/** One connection between two spaces, with its provenance. */
export interface ConnectionRow {
  a: string;
  b: string;
  type: ConnectionType;
  prov: Provenance;
}

const ROAD = 'A 1936 road or railway joins the two towns and no other space lies between them (public geography).';
const TREMP =
  'Inferred from the §10.1.12 example: units advance two spaces (Barbastro, Tremp) and return to Barbastro ' +
  'with MF 3, ' +
  'and one that reaches Balaguer has passed two enemy spaces, so Barbastro is Adjacent to Tremp and to Balaguer.';
// Reconstructed connections that the rulebook's examples imply (key: the two ids in alphabetical order).
const INFERRED: Record<string, string> = {
  'belchite|zaragoza':
    'Inferred from the §11.4.5 retreat example (Belchite to Cariñena to Zaragoza may end Adjacent to Belchite).',
  'barbastro|tremp': TREMP,
  'balaguer|barbastro': TREMP,
};
const RIVER = 'The road between the towns crosses a major river (public geography); drawn as a river connection.';

// The connections the rulebook states, by the section that states them (digest §2.1.4 facts A1-A12).
const BOOK: [string, string, ConnectionType, string][] = [
  ['hellin', 'murcia', 'river', '§2.1.2'],
  ['mallorca', 'beachhead-mallorca', 'arrow', '§2.1.2'],
  ['oviedo', 'pto-leitariegos', 'grado', '§2.1.2'],
  ['madrid', 'illescas', 'normal', '§11.1.7'],
  ['segovia', 'somosierra', 'normal', '§11.2.6'],
  ['somosierra', 'aranda', 'river', '§11.2.6'],
  ['madrid', 'guadarrama', 'normal', '§17.3.2'],
  ['belchite', 'carinena', 'normal', '§11.4.5'],
  ['carinena', 'zaragoza', 'normal', '§11.4.5'],
  ['montblanch', 'gandesa', 'normal', '§11.4.5.1'],
  ['montblanch', 'villafranca', 'normal', '§11.4.5.1'],
  ['villafranca', 'barcelona', 'normal', '§11.4.5.1'],
  ['teruel', 'barracas', 'normal', '§17.4.2'],
  ['teruel', 'ademuz', 'normal', '§17.4.2'],
  ['teruel', 'rubielos', 'normal', '§17.4.2'],
  ['granada', 'guadix', 'normal', '§16.2.4.2'],
];

// Reconstructed land connections, region by region: "a b" is a normal connection, "a b ~" a river.
const ROADS = `
pontevedra santiago|pontevedra tuy|pontevedra orense|tuy orense|santiago la-coruna|santiago lugo|santiago orense
la-coruna villalba|villalba lugo|villalba castropol|lugo castropol|lugo monforte|lugo ponferrada|monforte orense
monforte ponferrada|orense verin|verin zamora|castropol pto-espina|castropol pto-leitariegos|pto-espina oviedo
pto-espina pto-leitariegos|pto-espina gijon|pto-leitariegos ponferrada|pto-leitariegos leon
ponferrada astorga|astorga leon|leon pto-pajares|pto-pajares oviedo|oviedo gijon|gijon cangas-onis
oviedo mieres|mieres gijon|mieres cangas-onis|mieres pto-pajares|cangas-onis san-vicente
cangas-onis aguilar|san-vicente reinosa|san-vicente santander|santander reinosa|santander santona|santander pto-escudo
reinosa pto-escudo|reinosa aguilar|pto-escudo burgos|pto-escudo dobro|santona bilbao|santona orduna|bilbao orduna
bilbao durango|durango san-sebastian|durango tolosa|durango vitoria|orduna vitoria|orduna dobro|orduna pancorbo
san-sebastian irun|san-sebastian tolosa|tolosa beasain|tolosa pto-velate|irun pto-velate|beasain durango
beasain vitoria|beasain pamplona|pto-velate pamplona|vitoria pancorbo|vitoria estella|pamplona estella|pamplona jaca
pamplona tudela|estella logrono|logrono tudela|logrono soria|logrono pancorbo|vitoria logrono|pancorbo burgos
pancorbo dobro|dobro burgos|aguilar palencia|aguilar leon|leon palencia|leon benavente|astorga benavente
benavente zamora|benavente valladolid|palencia valladolid|palencia burgos|burgos aranda|burgos soria
aranda valladolid|aranda almazan|soria almazan|valladolid medina ~|medina zamora|zamora salamanca ~|medina salamanca
medina arevalo|arevalo avila|arevalo segovia|segovia guadarrama|segovia avila|avila cebreros|avila bejar
salamanca bejar|salamanca ciudad-rodrigo|ciudad-rodrigo bejar|ciudad-rodrigo alcantara|bejar plasencia
plasencia navalmoral|plasencia caceres ~|alcantara caceres|caceres trujillo|caceres merida|navalmoral trujillo ~
navalmoral talavera|trujillo guadalupe|trujillo don-benito ~|merida don-benito|merida badajoz|badajoz jerez-caballeros
badajoz alcantara|merida zafra|zafra jerez-caballeros|zafra llerena|don-benito llerena|don-benito guadalupe
guadalupe talavera|don-benito almaden|almaden penarroya|llerena penarroya|llerena santa-olalla|jerez-caballeros aroche
zafra santa-olalla|aroche riotinto|aroche santa-olalla|santa-olalla riotinto|santa-olalla sevilla|riotinto huelva
riotinto sevilla|huelva sevilla|sevilla jerez|sevilla arcos|sevilla ecija|sevilla osuna|jerez cadiz|jerez arcos
cadiz algeciras|arcos ronda|arcos algeciras|algeciras ronda|algeciras malaga|ronda osuna|ronda antequera|ronda malaga
osuna ecija|osuna antequera|ecija cordoba|cordoba montoro|cordoba penarroya|cordoba lucena ~|lucena priego
lucena antequera|lucena ecija|priego loja|priego alcala-real|alcala-real jaen|alcala-real granada|alcala-real loja
granada loja|granada motril|granada velez-malaga|loja antequera|loja velez-malaga|antequera malaga|malaga velez-malaga
velez-malaga motril|motril adra|adra almeria|almeria garrucha|garrucha aguilas|aguilas cartagena|aguilas lorca
garrucha lorca|guadix baza|guadix jaen|guadix almeria|baza lorca|baza caravaca|baza ubeda|montoro andujar
andujar jaen ~|andujar valderrepiso|andujar linares|linares jaen|linares ubeda|ubeda jaen|valderrepiso montoro
valderrepiso almaden|valderrepiso ciudad-real|linares valdepenas|caravaca lorca|caravaca hellin|lorca murcia
murcia cartagena|murcia alicante|hellin albacete|albacete almansa|almansa villena|villena alicante|villena alcoy
alicante alcoy|alcoy gandia|alcoy xativa|xativa gandia|xativa valencia|xativa almansa|gandia valencia|alicante gandia
cartagena alicante|valencia requena|requena cuenca|requena ademuz|requena almansa|valencia segorbe|segorbe castellon
segorbe barracas|barracas rubielos|ademuz cuenca|ademuz albarracin|rubielos montalban|castellon valencia
castellon vinaroz|castellon morella|vinaroz morella|vinaroz tortosa|morella alcaniz|morella rubielos|alcaniz caspe
alcaniz montalban|alcaniz gandesa|montalban vivel|montalban belchite|vivel teruel|vivel belchite|vivel carinena
teruel albarracin|albarracin molina|molina ariza|molina siguenza|molina vivel|ariza calatayud|calatayud carinena
ariza almazan|almazan siguenza|siguenza brihuega|siguenza guadalajara|brihuega guadalajara|guadalajara madrid
somosierra madrid|somosierra guadalajara|cuenca tarancon|cuenca san-clemente|cuenca brihuega|madrid aranjuez
madrid tarancon|aranjuez tarancon|guadarrama cebreros|cebreros talavera|cebreros illescas|illescas toledo
illescas talavera|toledo aranjuez ~|toledo talavera|toledo ciudad-real|aranjuez alcazar|tarancon san-clemente
alcazar san-clemente|alcazar valdepenas|alcazar ciudad-real|ciudad-real valdepenas|ciudad-real almaden
san-clemente albacete|valdepenas albacete|zaragoza lecinena ~|zaragoza ejea ~|zaragoza belchite|zaragoza calatayud
ejea tudela|ejea jaca|ejea huesca|tudela calatayud|tudela soria|lecinena huesca|lecinena sarinena|huesca jaca
huesca barbastro|huesca sarinena|jaca boltana|boltana barbastro|boltana tremp|barbastro monzon
barbastro tremp|monzon lerida|monzon sarinena|monzon fraga|sarinena candasnos|candasnos fraga|candasnos caspe ~
belchite caspe|fraga lerida|lerida balaguer|barbastro balaguer|balaguer tremp|tremp seo-urgel
seo-urgel puigcerda|puigcerda vich|seo-urgel manresa|balaguer cervera|lerida cervera|cervera manresa|manresa vich
vich gerona|gerona figueras|gerona barcelona|vich barcelona|manresa barcelona|cervera montblanch|lerida montblanch
montblanch tarragona|villafranca tarragona|villafranca manresa|gandesa tortosa|tortosa tarragona|caspe gandesa
calatayud almazan|ubeda albacete|caravaca albacete
`;

// The border lines (§2.1.2, §13.4.1): towns on a road into France or Portugal.
const BORDERS: [string, 'france' | 'portugal'][] = [
  ['irun', 'france'],
  ['pto-velate', 'france'],
  ['jaca', 'france'],
  ['boltana', 'france'],
  ['seo-urgel', 'france'],
  ['puigcerda', 'france'],
  ['figueras', 'france'],
  ['tuy', 'portugal'],
  ['verin', 'portugal'],
  ['zamora', 'portugal'],
  ['ciudad-rodrigo', 'portugal'],
  ['alcantara', 'portugal'],
  ['badajoz', 'portugal'],
  ['jerez-caballeros', 'portugal'],
  ['aroche', 'portugal'],
];

function build(): ConnectionRow[] {
  const out: ConnectionRow[] = BOOK.map(([a, b, type, ref]) => ({ a, b, type, prov: { source: 'rulebook', ref } }));
  const key = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const seen = new Set(out.map((c) => key(c.a, c.b)));
  for (const item of ROADS.split(/[|\n]/)) {
    const [a, b, mark] = item.trim().split(/\s+/);
    if (!a) continue;
    if (seen.has(key(a, b))) throw new Error(`connection ${a}-${b} listed twice`);
    seen.add(key(a, b));
    const river = mark === '~';
    const reason = INFERRED[key(a, b)] ?? (river ? RIVER : ROAD);
    out.push({ a, b, type: river ? 'river' : 'normal', prov: { source: 'reconstructed', reason } });
  }
  for (const [a, country] of BORDERS) {
    out.push({
      a,
      b: country,
      type: 'border',
      prov: { source: 'reconstructed', reason: `The town is on a road into ${country} (public geography).` },
    });
  }
  return out;
}

/** Every connection of the map. */
export const CONNECTIONS: readonly ConnectionRow[] = build();
