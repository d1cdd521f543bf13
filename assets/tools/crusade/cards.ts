// Builds assets/modules/crusade/cards.json: the 110 strategy cards of Crusade and Revolution, 55 a side.
// Run: npx tsx assets/tools/crusade/cards.ts. Texts are our own words; the shape is described in CARDS.md.

import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_KINDS } from '../../../engine/games/crusade/events.js';

/** A card's side: Nationalist or Republican. */
export type Side = 'NAT' | 'REP';
/** The War Phase group a card belongs to (§8.1.2, §15.1). */
export type WarPhase = 'columns' | 'mobilization' | 'armies';
/** Where a value came from, as engine/core/module.ts defines it. */
export type Prov =
  | { source: 'rulebook'; ref: string }
  | { source: 'reconstructed'; reason: string; reasons: { es: string } };
/** The card fields that carry their own provenance. */
export const CARD_FIELDS = [
  'side',
  'number',
  'warPhase',
  'ops',
  'rp',
  'combatCard',
  'asterisk',
  'restrictions',
  'event',
] as const;
/** One of the fields in CARD_FIELDS. */
export type CardField = (typeof CARD_FIELDS)[number];

/** A condition for playing the event, as data (§8.5.1.2). */
export type Restriction =
  | { requires: 'turnMin'; turn: number }
  | { requires: 'turnMax'; turn: number }
  | { requires: 'phase'; phase: WarPhase }
  | { requires: 'played'; card: string }
  | { requires: 'notPlayed'; card: string }
  | { requires: 'rmAtMost'; rm: number }
  | { requires: 'rmAtLeast'; rm: number }
  | { requires: 'inCombat'; as: 'attacker' | 'defender' | 'either' }
  | { requires: 'mustPlayAsEvent'; turn: number; round: number }
  | { requires: 'notWinter' };

/** One step of an event, as data the engine will run. */
export type Effect =
  | { kind: 'rm'; delta: number }
  | { kind: 'vp'; delta: number }
  | { kind: 'flag'; set: string }
  | { kind: 'rp'; pool: 'NAT' | 'AXIS' | 'REP' | 'SOV'; delta: number; retroactive?: boolean }
  | { kind: 'rpPerTurn'; pool: 'AXIS' | 'SOV'; delta: number }
  | { kind: 'noRpThisTurn'; pool: 'AXIS' | 'SOV' }
  | { kind: 'units'; to: 'map' | 'reserve' | 'port' | 'supplySource' | 'region'; add: UnitGroup[]; where?: string }
  | { kind: 'removeDivision'; side: Side; filter: string }
  | { kind: 'ops'; spaces: number; attackDrm?: number; zone?: string }
  | { kind: 'drm'; value: number; scope: 'combat' | 'round'; condition?: string }
  | { kind: 'cancelDrm'; what: 'armor' | 'card' | 'any' }
  | { kind: 'cancelTerrain' }
  | { kind: 'lossesBeforeArmorDrm' }
  | { kind: 'trenchMarkers'; count: number; where?: string }
  | { kind: 'beachHead'; which: 'mallorca' | 'planP' }
  | { kind: 'strategicCounterattack'; rm?: number; vp?: number; cancelTerrain: boolean }
  | { kind: 'victory'; side: Side }
  | { kind: 'manual'; note: string };

/** Units an event brings: how many of a nationality/type/size. */
export interface UnitGroup {
  count: number;
  nationality: string;
  type: string;
  size: 'division' | 'corps';
}

/** A strategy card as it is stored in cards.json. */
export interface Card {
  id: string;
  side: Side;
  number: number;
  name: string;
  names: { es: string };
  warPhase: WarPhase;
  ops: number;
  rp: Record<string, number>;
  combatCard: boolean;
  oneCombatPerTurn: boolean;
  asterisk: boolean;
  removeAfterPlay: boolean;
  reinforcement: 'national' | 'foreign' | null;
  bringsCorps: boolean;
  restrictions: Restriction[];
  event: { text: string; texts: { es: string }; effects: Effect[]; automated: boolean };
  prov: Prov;
  fieldProv: Record<CardField, Prov>;
  /** First and last month (YYYY-MM) of the real events the card stands for. */
  history: { from: string; to: string };
}

/** Effect kinds the engine runs (engine/games/crusade/events.ts ENGINE_KINDS: some with the player's choices, as
 *  placing reinforcements); any other kind makes the event manual. */
export const AUTOMATABLE = new Set<Effect['kind']>(ENGINE_KINDS);

const PHASE_OF = (n: number): WarPhase => (n <= 18 ? 'columns' : n <= 38 ? 'mobilization' : 'armies');

// Reasons for reconstructed values, in English and Spanish.
const DESIGNED: [string, string] = [
  'Not in the rulebook: designed from the war (see CARDS.md), numbered in the phase range the decks imply (§8.1.2)',
  'No está en el reglamento: diseñada a partir de la guerra (ver CARDS.md), numerada según su fase (§8.1.2)',
];
const NAMED_GAP: [string, string] = [
  'The rulebook names the card but does not print this value; chosen as CARDS.md explains',
  'El reglamento nombra la carta pero no da este valor; elegido como explica CARDS.md',
];
const SIDE_GAP: [string, string] = [
  'The rulebook does not say whose card this is; given to the side whose history it tells',
  'El reglamento no dice de quién es la carta; se da al bando cuya historia cuenta',
];
const NUMBER_GAP: [string, string] = [
  'The rulebook does not give this card a number; placed in the range of its War Phase',
  'El reglamento no da número a esta carta; se coloca en el tramo de su fase de guerra',
];
const PHASE_GAP: [string, string] = [
  'The rulebook does not say which group the card is in; placed by the date of the real events',
  'El reglamento no dice en qué grupo está la carta; se coloca según la fecha de los hechos',
];
// A reconstructed label whose reason ends with the dates of the events behind the card.
const recon = ([en, es]: [string, string], when: [string, string]): Prov => {
  const one = when[0] === when[1];
  return {
    source: 'reconstructed',
    reason: `${en} (events of ${one ? when[0] : `${when[0]} to ${when[1]}`})`,
    reasons: { es: `${es} (hechos de ${one ? when[0] : `${when[0]} a ${when[1]}`})` },
  };
};

// Compact entry: flags is a space-separated list of *, cc, cc1 (one combat per turn), red, nat, for, corps.
interface Entry {
  n: number;
  en: string;
  es: string;
  ops: number;
  rp: [number, number];
  flags?: string;
  r?: Restriction[];
  fx: Effect[];
  ten: string;
  tes: string;
  /** Rulebook facts: the card's citation and the fields it states (with the section of each). */
  rb?: { ref: string; fields: Partial<Record<CardField, string>> };
}

const U = (count: number, nationality: string, type: string, size: 'division' | 'corps' = 'division'): UnitGroup => ({
  count,
  nationality,
  type,
  size,
});
const M = (note: string): Effect => ({ kind: 'manual', note });
const CC: Restriction = { requires: 'inCombat', as: 'either' };
const ATK: Restriction = { requires: 'inCombat', as: 'attacker' };
const DEF: Restriction = { requires: 'inCombat', as: 'defender' };
const TMIN = (turn: number): Restriction => ({ requires: 'turnMin', turn });
const TMAX = (turn: number): Restriction => ({ requires: 'turnMax', turn });
const PLAYED = (card: string): Restriction => ({ requires: 'played', card });
const NOT = (card: string): Restriction => ({ requires: 'notPlayed', card });

const NAT: Entry[] = [
  // War of the Columns, N1-N18 (Turns 1-5).
  {
    n: 1,
    en: 'Air Bridge',
    es: 'Puente aéreo',
    ops: 1,
    rp: [0, 0],
    flags: '*',
    r: [{ requires: 'mustPlayAsEvent', turn: 1, round: 1 }],
    fx: [{ kind: 'flag', set: 'airBridge' }],
    ten: 'German and Italian transports fly the Army of Africa over the Strait: its arrivals begin (§17.6).',
    tes: 'Aviones alemanes e italianos cruzan el Estrecho con el Ejército de África: empiezan sus llegadas.',
    rb: {
      ref: '§4.3.1',
      fields: {
        number: '§4.3.1',
        warPhase: 'Campaign, Initial Nationalist Deck and Hand',
        restrictions: '§4.3.1',
        event: '§17.6.1',
      },
    },
  },
  {
    n: 2,
    en: "Mola's Columns",
    es: 'Las columnas de Mola',
    ops: 2,
    rp: [1, 0],
    fx: [{ kind: 'ops', spaces: 3, zone: 'north' }],
    ten: 'Columns from Navarre and Castile push on the Guadarrama passes: activate three spaces in the Northern zone.',
    tes: 'Columnas de Navarra y Castilla avanzan hacia los puertos del Guadarrama: activa tres espacios del norte.',
  },
  {
    n: 3,
    en: "Yagüe's Column",
    es: 'La columna Yagüe',
    ops: 3,
    rp: [1, 0],
    r: [PLAYED('N1')],
    fx: [{ kind: 'ops', spaces: 2, attackDrm: 1 }, M('The +1 DRM only applies to attacks that include an AFR unit.')],
    ten:
      'Legionnaires and Regulares march up the Extremadura road: two ' +
      'activations, +1 DRM to attacks with AFR units.',
    tes: 'Legionarios y Regulares suben por Extremadura: dos activaciones, +1 al dado en ataques con unidades AFR.',
  },
  {
    n: 4,
    en: 'Relief of the Alcázar',
    es: 'Liberación del Alcázar',
    ops: 2,
    rp: [1, 0],
    flags: '* cc',
    r: [ATK, TMAX(5)],
    fx: [
      { kind: 'drm', value: 2, scope: 'combat', condition: 'attack on the Toledo space' },
      { kind: 'rm', delta: -1 },
    ],
    ten: 'Varela turns toward Toledo to free the cadets: +2 DRM to a Nationalist attack on Toledo; -1 RM.',
    tes: 'Varela se desvía a Toledo para liberar a los sitiados: +2 al dado en un ataque contra Toledo; -1 MR.',
  },
  {
    n: 5,
    en: 'Axis Military Aid',
    es: 'Ayuda militar del Eje',
    ops: 2,
    rp: [1, 1],
    flags: '*',
    fx: [{ kind: 'flag', set: 'axisMilitaryAid' }],
    ten: 'Rome and Berlin commit to Franco: from now on AXIS RP can be recorded (§8.4, §14.1.1.1).',
    tes: 'Roma y Berlín se comprometen con Franco: desde ahora se anotan PR del Eje.',
    rb: {
      ref: '§8.4.1',
      fields: {
        side: '§15.2.1 note',
        warPhase: '§15.2.1 note (played during the War of the Columns)',
        event: '§8.4.1 exception, §14.1.1.1',
      },
    },
  },
  {
    n: 6,
    en: 'End of the Strait Blockade',
    es: 'Fin del bloqueo del Estrecho',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    fx: [{ kind: 'flag', set: 'straitNAT' }],
    ten:
      'The Nationalist navy breaks the blockade: NAT controls the Strait ' +
      '(§16.7.2); Turn 3 AFR arrivals may speed up.',
    tes:
      'La flota nacional rompe el bloqueo: el bando nacional controla el ' +
      'Estrecho y adelanta las llegadas de África.',
    rb: { ref: '§16.7.2', fields: { number: '§16.7.2', event: '§16.7.2, §17.6.2' } },
  },
  {
    n: 7,
    en: 'Italian Reinforcements',
    es: 'Refuerzos italianos',
    ops: 2,
    rp: [0, 1],
    flags: 'for',
    r: [PLAYED('N5')],
    fx: [{ kind: 'units', to: 'reserve', add: [U(2, 'ITA', 'INF')] }],
    ten: 'The first Italian volunteers land at Cádiz: two ITA divisions to the Reserve Box.',
    tes: 'Desembarcan en Cádiz los primeros voluntarios italianos: dos divisiones ITA a la Reserva.',
    rb: { ref: '§15.2.2.1 exception', fields: { side: '§15.2.2.1 note' } },
  },
  {
    n: 8,
    en: 'Savoia Bombers',
    es: 'Bombarderos Savoia',
    ops: 1,
    rp: [0, 1],
    flags: 'cc',
    r: [CC],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'Italian bombers from Mallorca and Sevilla support the fight: +1 DRM to the Nationalist fire.',
    tes: 'Bombarderos italianos de Mallorca y Sevilla apoyan el combate: +1 al dado nacional.',
  },
  {
    n: 9,
    en: 'Falangist Militias',
    es: 'Milicias de Falange',
    ops: 1,
    rp: [1, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'map', add: [U(2, 'NAT', 'MIL')] }],
    ten: 'Falange volunteers fill the columns: two NAT MIL divisions in supplied Nationalist spaces.',
    tes: 'Voluntarios falangistas nutren las columnas: dos divisiones MIL nacionales en espacios propios abastecidos.',
  },
  {
    n: 10,
    en: 'Requetés of Navarre',
    es: 'Requetés de Navarra',
    ops: 2,
    rp: [1, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'map', add: [U(1, 'NAT', 'MIL')], where: 'Pamplona or a space of Navarre' }],
    ten: 'The Carlist tercios march out of Pamplona: one NAT MIL division in Pamplona.',
    tes: 'Los tercios carlistas salen de Pamplona: una división MIL nacional en Pamplona.',
  },
  {
    n: 11,
    en: 'García Morato',
    es: 'García Morato',
    ops: 1,
    rp: [0, 0],
    flags: 'cc',
    r: [CC],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'The Nationalist fighter ace wins the sky over the battle: +1 DRM; kept while NAT keeps winning.',
    tes: 'El as de la caza nacional domina el cielo: +1 al dado; se conserva mientras el nacional gane.',
    rb: {
      ref: '§8.5.3.2 example',
      fields: { side: '§8.5.3.2 example', combatCard: '§8.5.3.2 example', asterisk: '§8.5.3.4 example' },
    },
  },
  {
    n: 12,
    en: "Militia's Lack of Discipline",
    es: 'Indisciplina de las milicias',
    ops: 1,
    rp: [1, 0],
    flags: '* cc',
    r: [CC],
    fx: [{ kind: 'drm', value: 1, scope: 'combat', condition: 'a REP MIL unit takes part' }],
    ten: 'Militia columns break under fire: +1 DRM when a Republican MIL unit is in the combat.',
    tes: 'Las columnas de milicianos se deshacen bajo el fuego: +1 al dado si combate una MIL republicana.',
    rb: {
      ref: '§8.5.3.2 example',
      fields: { side: '§8.5.3.2 example', combatCard: '§8.5.3.2 example', asterisk: '§8.5.3.2 example' },
    },
  },
  {
    n: 13,
    en: 'Franco, Generalísimo',
    es: 'Franco, Generalísimo',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    r: [TMIN(2)],
    fx: [{ kind: 'flag', set: 'francoCommand' }, M('Move the Nationalist Command track one box.')],
    ten: 'The junta names Franco head of the armies and of the state: advance the Nationalist Command track.',
    tes: 'La junta nombra a Franco jefe de los ejércitos y del Estado: avanza el marcador de Mando nacional.',
  },
  {
    n: 14,
    en: 'Defection',
    es: 'Deserción',
    ops: 1,
    rp: [1, 0],
    flags: '* cc',
    r: [DEF],
    fx: [M('Eliminate one Republican POL unit taking part in the attack; the attack is still resolved.')],
    ten: 'Guards change sides in the middle of the attack: one attacking REP POL unit is eliminated.',
    tes: 'Guardias que se pasan de bando en pleno ataque: se elimina una unidad POL republicana atacante.',
    rb: {
      ref: 'Card Clarifications (N14)',
      fields: {
        number: 'Card Clarifications',
        event: 'Card Clarifications',
        combatCard: "Card Clarifications with §8.5.3.1 (played in the enemy's attack: only a CC can be)",
      },
    },
  },
  {
    n: 15,
    en: 'Fall of Irún',
    es: 'Caída de Irún',
    ops: 3,
    rp: [1, 0],
    r: [TMIN(2)],
    fx: [{ kind: 'ops', spaces: 2, attackDrm: 1, zone: 'Guipúzcoa' }],
    ten: 'Beorlegui closes the French border at Irún: two activations, +1 DRM to attacks in Guipúzcoa.',
    tes: 'Beorlegui cierra la frontera en Irún: dos activaciones, +1 al dado en ataques en Guipúzcoa.',
  },
  {
    n: 16,
    en: "Queipo's Radio Talks",
    es: 'Las charlas de Queipo',
    ops: 1,
    rp: [1, 0],
    fx: [{ kind: 'rm', delta: -1 }],
    ten: 'Nightly broadcasts from Radio Sevilla spread fear among the loyalists: -1 RM.',
    tes: 'Las arengas nocturnas de Radio Sevilla siembran el miedo en la retaguardia leal: -1 MR.',
  },
  {
    n: 17,
    en: 'Condor Legion',
    es: 'Legión Cóndor',
    ops: 3,
    rp: [0, 1],
    flags: '*',
    r: [PLAYED('N5'), TMIN(4)],
    fx: [{ kind: 'ops', spaces: 3, attackDrm: 1 }],
    ten: "German bombers, fighters and gunners arrive: three activations, +1 DRM to this round's attacks.",
    tes: 'Llegan bombarderos, cazas y artilleros alemanes: tres activaciones, +1 al dado en los ataques de la ronda.',
    rb: { ref: '§16.5.2 note 1', fields: {} },
  },
  {
    n: 18,
    en: 'Molotov Cocktail',
    es: 'Cóctel molotov',
    ops: 1,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    fx: [{ kind: 'cancelDrm', what: 'armor' }],
    ten: 'Bottles of petrol stop the Soviet tanks: cancel the T-26 armor DRM (the T-26 still takes the first loss).',
    tes: 'Botellas de gasolina frenan los tanques soviéticos: anula el +1 del blindado T-26.',
    rb: {
      ref: 'Card Clarifications (N18)',
      fields: {
        number: 'Card Clarifications',
        event: 'Card Clarifications',
        combatCard: "Card Clarifications with §8.5.3.1 (played in the enemy's attack: only a CC can be)",
      },
    },
  },
  // Mobilization, N19-N38 (Turns 6-11).
  {
    n: 19,
    en: 'Corpo Truppe Volontarie',
    es: 'Corpo Truppe Volontarie',
    ops: 3,
    rp: [0, 2],
    flags: 'for corps',
    r: [PLAYED('N5')],
    fx: [{ kind: 'units', to: 'port', add: [U(1, 'ITA', 'CTV', 'corps')] }],
    ten: 'Mussolini sends a whole Italian corps: one CTV corps in a supplied Nationalist port.',
    tes: 'Mussolini envía un cuerpo italiano entero: un cuerpo CTV en un puerto nacional abastecido.',
  },
  {
    n: 20,
    en: 'Army of the North',
    es: 'Ejército del Norte',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'supplySource', add: [U(1, 'NAT', 'INF', 'corps')] }],
    ten: "Mola's divisions become army corps: one NAT corps in a friendly supply source.",
    tes: 'Las divisiones de Mola forman cuerpos de ejército: un cuerpo nacional en una fuente de suministro.',
  },
  {
    n: 21,
    en: 'Navarrese Brigades',
    es: 'Brigadas de Navarra',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'supplySource', add: [U(1, 'NAT', 'INF', 'corps')] }],
    ten: 'The Navarrese brigades, the best Nationalist infantry, form a corps: one NAT corps in a supply source.',
    tes: 'Las brigadas navarras, la mejor infantería nacional, forman un cuerpo: un cuerpo nacional.',
  },
  {
    n: 22,
    en: 'Bombing of Guernica',
    es: 'Bombardeo de Guernica',
    ops: 2,
    rp: [0, 1],
    flags: '* cc',
    r: [ATK, PLAYED('N17')],
    fx: [
      { kind: 'drm', value: 2, scope: 'combat', condition: 'attack on a Basque space' },
      { kind: 'rm', delta: 1 },
    ],
    ten: 'The Condor Legion razes the Basque town: +2 DRM to an attack in Vizcaya, but the outrage gives +1 RM.',
    tes: 'La Legión Cóndor arrasa la villa vasca: +2 al dado en un ataque en Vizcaya, pero el escándalo da +1 MR.',
  },
  {
    n: 23,
    en: 'Plans of the Iron Belt',
    es: 'Planos del Cinturón de Hierro',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    fx: [{ kind: 'flag', set: 'ironBeltPlans' }],
    ten: "An engineer defects with the plans of Bilbao's defences: no more REP Positions or Trenches in Bilbao.",
    tes: 'Un ingeniero se pasa con los planos de las defensas de Bilbao: no más Posiciones ni Trincheras allí.',
    rb: { ref: '§10.2.3 exception', fields: { side: '§10.2.3 exception', event: '§10.2.3 exception' } },
  },
  {
    n: 24,
    en: 'Death of Mola',
    es: 'Muerte de Mola',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    r: [TMIN(7)],
    fx: [{ kind: 'flag', set: 'molaDead' }, M('Move the Nationalist Command track one box toward Franco.')],
    ten: "Mola dies in an air crash: Franco's command is now unquestioned.",
    tes: 'Mola muere en un accidente de avión: el mando de Franco ya no tiene rival.',
  },
  {
    n: 25,
    en: 'Unification Decree',
    es: 'Decreto de Unificación',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    fx: [{ kind: 'rp', pool: 'NAT', delta: 1 }],
    ten: 'Falange and the Carlists are merged into a single party under Franco: +1 NAT RP.',
    tes: 'Falange y los carlistas se funden en un partido único bajo Franco: +1 PR nacional.',
  },
  {
    n: 26,
    en: 'German Panzers',
    es: 'Panzer alemanes',
    ops: 2,
    rp: [0, 1],
    flags: 'for',
    r: [PLAYED('N17')],
    fx: [{ kind: 'units', to: 'map', add: [U(1, 'GER', 'PZ-I')], where: 'a supplied Nationalist supply source' }],
    ten: "Von Thoma's light tanks join the army: one PZ-I armor unit.",
    tes: 'Los carros ligeros de von Thoma se unen al ejército: una unidad blindada PZ-I.',
  },
  {
    n: 27,
    en: 'Italian Tankettes',
    es: 'Tanquetas italianas',
    ops: 2,
    rp: [0, 1],
    flags: 'for',
    r: [PLAYED('N5')],
    fx: [{ kind: 'units', to: 'port', add: [U(1, 'ITA', 'CV-33')] }],
    ten: 'CV-33 tankettes are shipped from Italy: one CV-33 armor unit in a supplied Nationalist port.',
    tes: 'Llegan tanquetas CV-33 desde Italia: una unidad blindada CV-33 en un puerto nacional.',
  },
  {
    n: 28,
    en: 'Vizcaya Campaign',
    es: 'Campaña de Vizcaya',
    ops: 3,
    rp: [1, 0],
    fx: [{ kind: 'ops', spaces: 4, zone: 'north' }],
    ten: 'The offensive on Bilbao opens: four activations in the Northern Front area.',
    tes: 'Empieza la ofensiva sobre Bilbao: cuatro activaciones en el Frente Norte.',
  },
  {
    n: 29,
    en: 'May Days in Barcelona',
    es: 'Hechos de Mayo',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(6), TMAX(8)],
    fx: [{ kind: 'rm', delta: -2 }, M('No REP Catalan MIL may be activated in the next REP Action Round.')],
    ten: 'Anarchists and communists fight in the streets of Barcelona: -2 RM; Catalan militias paralysed for a round.',
    tes: 'Anarquistas y comunistas se enfrentan en Barcelona: -2 MR; las milicias catalanas quedan paradas una ronda.',
  },
  {
    n: 30,
    en: 'Italian Submarines',
    es: 'Submarinos italianos',
    ops: 2,
    rp: [0, 1],
    flags: '*',
    r: [PLAYED('N5')],
    fx: [
      { kind: 'noRpThisTurn', pool: 'SOV' },
      { kind: 'rpPerTurn', pool: 'SOV', delta: -1 },
    ],
    ten:
      'Unmarked submarines sink Soviet freighters: no SOV RP this turn, even ' +
      'those already recorded; -1 SOV RP a turn.',
    tes: 'Submarinos sin bandera hunden cargueros soviéticos: sin PR soviéticos este turno y -1 por turno después.',
    rb: { ref: 'Card Clarifications (N30)', fields: { number: 'Card Clarifications', event: 'Card Clarifications' } },
  },
  {
    n: 31,
    en: 'Pact of Santoña',
    es: 'Pacto de Santoña',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(7)],
    fx: [
      { kind: 'removeDivision', side: 'REP', filter: 'MIL-BAS' },
      { kind: 'vp', delta: 1 },
    ],
    ten:
      'The Basque battalions surrender to the Italians: REP removes a MIL-BAS division for good (his choice, ' +
      'by the priority: in Santander, on the map, in the Reserve); +1 VP.',
    tes:
      'Los batallones vascos se rinden a los italianos: el republicano retira para ' +
      'siempre una división MIL-BAS; +1 PV.',
    rb: { ref: 'Card Clarifications (N31)', fields: { number: 'Card Clarifications' } },
  },
  {
    n: 32,
    en: 'Collective Letter of the Bishops',
    es: 'Carta colectiva del episcopado',
    ops: 1,
    rp: [1, 0],
    flags: '*',
    fx: [{ kind: 'vp', delta: 1 }],
    ten: 'The Spanish bishops bless the uprising before the Catholic world: +1 VP.',
    tes: 'Los obispos españoles bendicen el alzamiento ante el mundo católico: +1 PV.',
  },
  {
    n: 33,
    en: 'Asturias Offensive',
    es: 'Ofensiva de Asturias',
    ops: 3,
    rp: [1, 0],
    r: [TMIN(8)],
    fx: [{ kind: 'ops', spaces: 3, attackDrm: 1, zone: 'Asturias' }],
    ten:
      'The last pocket of the North is attacked from three sides: three ' +
      'activations, +1 DRM to attacks in Asturias.',
    tes: 'Se ataca por tres lados el último reducto del Norte: tres activaciones, +1 al dado en Asturias.',
  },
  {
    n: 34,
    en: 'Moroccan Recruits',
    es: 'Reclutas marroquíes',
    ops: 2,
    rp: [2, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'reserve', add: [U(2, 'NAT', 'INF')] }],
    ten: 'New tabors are raised in the Protectorate: two NAT INF divisions to the Reserve Box.',
    tes: 'Se reclutan nuevos tabores en el Protectorado: dos divisiones INF nacionales a la Reserva.',
  },
  {
    n: 35,
    en: 'Aviazione Legionaria',
    es: 'Aviación Legionaria',
    ops: 1,
    rp: [0, 1],
    flags: 'cc',
    r: [CC, PLAYED('N5')],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'Italian squadrons bomb the enemy lines: +1 DRM to the Nationalist fire.',
    tes: 'Escuadrillas italianas bombardean las líneas enemigas: +1 al dado nacional.',
  },
  {
    n: 36,
    en: 'Artillery Concentration',
    es: 'Concentración artillera',
    ops: 2,
    rp: [1, 0],
    flags: 'cc cc1',
    r: [ATK],
    fx: [{ kind: 'cancelTerrain' }],
    ten:
      'Massed guns flatten the defences: cancel the terrain effects in this attack ' +
      '(the terrain stays for other rules).',
    tes: 'La artillería en masa arrasa las defensas: anula los efectos del terreno en este ataque.',
    rb: { ref: 'Rules Clarifications, Map', fields: { event: 'Rules Clarifications (cancels terrain effects)' } },
  },
  {
    n: 37,
    en: 'Captured Bridge',
    es: 'Puente capturado',
    ops: 1,
    rp: [1, 0],
    flags: 'cc cc1',
    r: [ATK],
    fx: [M('An armor unit attacking across a river into an Open space gets its +1 DRM.')],
    ten: 'A bridge is seized intact: an attacking armor unit gets its +1 DRM against an Open space across a river.',
    tes: 'Se toma un puente intacto: un blindado que ataca un espacio abierto tras un río obtiene su +1.',
    rb: { ref: 'Rules Clarifications, Map', fields: {} },
  },
  {
    n: 38,
    en: 'Galician Divisions',
    es: 'Divisiones gallegas',
    ops: 2,
    rp: [2, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'reserve', add: [U(2, 'NAT', 'INF')] }],
    ten: 'Conscripts from Galicia fill new divisions: two NAT INF divisions to the Reserve Box.',
    tes: 'Los quintos gallegos forman nuevas divisiones: dos divisiones INF nacionales a la Reserva.',
  },
  // War of the Armies, N39-N55 (Turns 12-18).
  {
    n: 39,
    en: 'Aragon Offensive',
    es: 'Ofensiva de Aragón',
    ops: 4,
    rp: [2, 0],
    fx: [{ kind: 'ops', spaces: 5, attackDrm: 1 }],
    ten: "After Teruel the Nationalists break the Aragon front: five activations, +1 DRM to this round's attacks.",
    tes: 'Tras Teruel, los nacionales rompen el frente de Aragón: cinco activaciones, +1 al dado en la ronda.',
  },
  {
    n: 40,
    en: 'To the Sea at Vinaròs',
    es: 'Al mar por Vinaròs',
    ops: 3,
    rp: [1, 0],
    flags: '*',
    r: [PLAYED('N39')],
    fx: [
      { kind: 'ops', spaces: 3 },
      { kind: 'rm', delta: -1 },
    ],
    ten: 'Navarrese troops reach the Mediterranean and cut the Republic in two: three activations and -1 RM.',
    tes: 'Los navarros llegan al Mediterráneo y parten en dos la República: tres activaciones y -1 MR.',
  },
  {
    n: 41,
    en: 'German Aid Renewed',
    es: 'Renovación de la ayuda alemana',
    ops: 3,
    rp: [1, 2],
    flags: '*',
    r: [PLAYED('N5')],
    fx: [{ kind: 'rp', pool: 'AXIS', delta: 2 }],
    ten: 'Franco trades mining rights for new German arms: +2 AXIS RP.',
    tes: 'Franco cambia derechos mineros por nuevas armas alemanas: +2 PR del Eje.',
  },
  {
    n: 42,
    en: 'Munich Agreement',
    es: 'Acuerdos de Múnich',
    ops: 4,
    rp: [3, 2],
    flags: '*',
    r: [TMIN(14)],
    fx: [
      { kind: 'flag', set: 'munich' },
      { kind: 'vp', delta: 1 },
      { kind: 'rm', delta: -1 },
    ],
    ten: 'The democracies give way to Hitler: no French Intervention Threat from now on; +1 VP, -1 RM.',
    tes: 'Las democracias ceden ante Hitler: ya no cabe la Amenaza de intervención francesa; +1 PV, -1 MR.',
    rb: {
      ref: '§8 card example',
      fields: {
        number: '§8 card example',
        warPhase: '§8 card example',
        ops: '§8 card example',
        rp: '§8 card example',
        asterisk: '§8 card example',
        restrictions: '§8 card example',
        event: '§8 card example',
        combatCard: '§8 card example (no CC mark)',
      },
    },
  },
  {
    n: 43,
    en: 'France and Great Britain Recognize Nationalist Spain',
    es: 'Francia y Gran Bretaña reconocen a Franco',
    ops: 3,
    rp: [2, 1],
    flags: '*',
    r: [PLAYED('N42')],
    fx: [{ kind: 'flag', set: 'franceRecognizes' }],
    ten: 'London and Paris recognise Burgos: no REP Special SR through the border from now on (§13.4.3.2).',
    tes: 'Londres y París reconocen a Burgos: el republicano ya no puede hacer SR especial por la frontera.',
    rb: {
      ref: '§8 card example, §13.4.3.2',
      fields: {
        side: '§8 card example (own event enabled by N42)',
        restrictions: '§8 card example (allowed by Munich)',
        event: '§13.4.3.2',
      },
    },
  },
  {
    n: 44,
    en: 'Catalonia Offensive',
    es: 'Ofensiva de Cataluña',
    ops: 4,
    rp: [2, 0],
    r: [TMIN(16)],
    fx: [{ kind: 'ops', spaces: 5, attackDrm: 1, zone: 'Catalonia' }],
    ten: 'The last great offensive rolls over Catalonia: five activations, +1 DRM to attacks in Catalonia.',
    tes: 'La última gran ofensiva arrolla Cataluña: cinco activaciones, +1 al dado en Cataluña.',
  },
  {
    n: 45,
    en: 'Moroccan Army Corps',
    es: 'Cuerpo de Ejército Marroquí',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'supplySource', add: [U(1, 'NAT', 'INF', 'corps')] }],
    ten: 'Yagüe leads a corps of Moroccan troops: one NAT corps in a friendly supply source.',
    tes: 'Yagüe manda un cuerpo de tropas marroquíes: un cuerpo nacional en una fuente de suministro.',
  },
  {
    n: 46,
    en: 'Maestrazgo Army Corps',
    es: 'Cuerpo de Ejército del Maestrazgo',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'supplySource', add: [U(1, 'NAT', 'INF', 'corps')] }],
    ten: 'García Valiño forms a new corps for the mountains of Teruel: one NAT corps in a supply source.',
    tes: 'García Valiño forma un nuevo cuerpo para las sierras de Teruel: un cuerpo nacional.',
  },
  {
    n: 47,
    en: 'Levante Offensive',
    es: 'Ofensiva de Levante',
    ops: 3,
    rp: [1, 0],
    fx: [{ kind: 'ops', spaces: 4 }],
    ten: 'The drive on Valencia runs into the XYZ line: four activations.',
    tes: 'El avance sobre Valencia choca con la línea XYZ: cuatro activaciones.',
  },
  {
    n: 48,
    en: 'Insurrection',
    es: 'Insurrección',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    fx: [
      { kind: 'units', to: 'map', add: [U(1, 'NAT', 'INS')], where: 'a REP space with no REP unit' },
      M('At the end of the turn, if the INS unit is out of supply it is removed and the space changes hands.'),
    ],
    ten: 'Fifth-columnists rise behind the lines: place the INS unit (it never takes replacements).',
    tes: 'La quinta columna se alza tras las líneas: coloca la unidad INS (nunca recibe reemplazos).',
    rb: {
      ref: 'Card Clarifications (N48)',
      fields: { number: 'Card Clarifications', event: 'Card Clarifications, §14.1.6' },
    },
  },
  {
    n: 49,
    en: 'Fifth Column',
    es: 'Quinta columna',
    ops: 2,
    rp: [1, 0],
    fx: [
      { kind: 'rp', pool: 'REP', delta: -1 },
      { kind: 'rm', delta: -1 },
    ],
    ten: 'Sabotage and defeatism behind the Republican lines: -1 REP RP this turn and -1 RM.',
    tes: 'Sabotajes y derrotismo en la retaguardia republicana: -1 PR republicano este turno y -1 MR.',
  },
  {
    n: 50,
    en: 'Cruiser Canarias',
    es: 'Crucero Canarias',
    ops: 2,
    rp: [1, 0],
    fx: [{ kind: 'rp', pool: 'SOV', delta: -1 }],
    ten: 'The Nationalist fleet hunts ships bound for Republican ports: -1 SOV RP this turn.',
    tes: 'La flota nacional caza los barcos que van a puertos republicanos: -1 PR soviético este turno.',
  },
  {
    n: 51,
    en: 'Stukas',
    es: 'Stukas',
    ops: 1,
    rp: [0, 1],
    flags: 'cc',
    r: [CC, PLAYED('N17')],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'Dive bombers tested in Spain strike the enemy line: +1 DRM to the Nationalist fire.',
    tes: 'Bombarderos en picado probados en España golpean la línea enemiga: +1 al dado nacional.',
  },
  {
    n: 52,
    en: 'Labour Charter',
    es: 'Fuero del Trabajo',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    fx: [{ kind: 'rp', pool: 'NAT', delta: 1 }],
    ten: 'The new state organises work and industry for the war: +1 NAT RP.',
    tes: 'El nuevo Estado organiza el trabajo y la industria para la guerra: +1 PR nacional.',
  },
  {
    n: 53,
    en: "Casado's Coup",
    es: 'Golpe de Casado',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(15), { requires: 'rmAtMost', rm: 5 }],
    fx: [{ kind: 'victory', side: 'NAT' }],
    ten: 'Colonel Casado overthrows Negrín to seek peace: the Republic surrenders; Nationalist automatic victory.',
    tes: 'El coronel Casado derriba a Negrín para pactar la paz: la República se rinde; victoria automática nacional.',
    rb: { ref: '§5.2.4', fields: { side: '§5.2.4', event: '§5.2.4' } },
  },
  {
    n: 54,
    en: 'Final Offensive',
    es: 'Ofensiva final',
    ops: 4,
    rp: [2, 0],
    r: [TMIN(17)],
    fx: [{ kind: 'ops', spaces: 6 }],
    ten: 'The fronts collapse and the columns advance almost unopposed: six activations.',
    tes: 'Los frentes se hunden y las columnas avanzan casi sin oposición: seis activaciones.',
  },
  {
    n: 55,
    en: 'Mass Desertions',
    es: 'Deserciones en masa',
    ops: 2,
    rp: [1, 0],
    r: [{ requires: 'rmAtMost', rm: 12 }],
    fx: [{ kind: 'rp', pool: 'REP', delta: -2 }],
    ten: 'Hungry and beaten, Republican soldiers cross the lines: -2 REP RP this turn.',
    tes: 'Hambrientos y vencidos, soldados republicanos cruzan las líneas: -2 PR republicanos este turno.',
  },
];

const SC = (rm: number, vp: number, cancelTerrain: boolean): Effect => ({
  kind: 'strategicCounterattack',
  ...(rm ? { rm } : {}),
  ...(vp ? { vp } : {}),
  cancelTerrain,
});

const REP: Entry[] = [
  // War of the Columns, R1-R18 (Turns 1-5).
  {
    n: 1,
    en: 'Popular Front Militias',
    es: 'Milicias del Frente Popular',
    ops: 1,
    rp: [1, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'map', add: [U(2, 'REP', 'MIL')] }],
    ten: 'Parties and unions arm their members: two REP MIL divisions in supplied Republican spaces.',
    tes: 'Partidos y sindicatos arman a sus afiliados: dos divisiones MIL republicanas en espacios propios.',
  },
  {
    n: 2,
    en: 'Loyal Assault Guards',
    es: 'Guardias de Asalto leales',
    ops: 2,
    rp: [1, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'reserve', add: [U(1, 'REP', 'POL')] }],
    ten: 'The Assault Guards who stood by the Republic form a new column: one REP POL division to the Reserve Box.',
    tes: 'Los guardias de asalto fieles a la República forman otra columna: una división POL a la Reserva.',
  },
  {
    n: 3,
    en: 'The Fleet Stays Loyal',
    es: 'La flota, leal',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [NOT('N6'), TMAX(3)],
    fx: [M('The next Army of Africa arrival is delayed by one Action Round.')],
    ten: 'Sailors take the warships from their officers and patrol the Strait: delay the next AFR arrival one round.',
    tes: 'La marinería toma los buques y vigila el Estrecho: la próxima llegada del Ejército de África se retrasa.',
  },
  {
    n: 4,
    en: 'Soviet Military Aid',
    es: 'Ayuda militar soviética',
    ops: 2,
    rp: [1, 1],
    flags: '*',
    r: [TMIN(3)],
    fx: [{ kind: 'flag', set: 'sovietMilitaryAid' }],
    ten: 'Stalin decides to arm the Republic: from now on SOV RP can be recorded (§8.4, §14.1.1.1).',
    tes: 'Stalin decide armar a la República: desde ahora se anotan PR soviéticos.',
    rb: { ref: '§8.4.1', fields: { event: '§8.4.1 exception, §14.1.1.1' } },
  },
  {
    n: 5,
    en: 'International Brigades',
    es: 'Brigadas Internacionales',
    ops: 3,
    rp: [0, 1],
    flags: '* for',
    r: [TMIN(4)],
    fx: [{ kind: 'units', to: 'map', add: [U(2, 'INT', 'INT')], where: 'Madrid or a supplied space Adjacent to it' }],
    ten: 'Volunteers from fifty countries reach Albacete and march to Madrid: two INT divisions in or next to Madrid.',
    tes:
      'Voluntarios de cincuenta países llegan a Albacete y marchan a Madrid: dos ' +
      'divisiones INT en Madrid o al lado.',
  },
  {
    n: 6,
    en: 'Disembark in Mallorca',
    es: 'Desembarco en Mallorca',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [TMAX(5)],
    fx: [
      { kind: 'beachHead', which: 'mallorca' },
      { kind: 'units', to: 'map', add: [U(2, 'REP', 'MIL')], where: 'Beach Head' },
    ],
    ten: "Bayo's columns land on the east coast of Mallorca: place the Beach Head and two MIL there (§8.5.4).",
    tes: 'Las columnas de Bayo desembarcan en el este de Mallorca: coloca la cabeza de playa y dos MIL (§8.5.4).',
    rb: { ref: '§8.5.4', fields: { side: '§8.5.4', warPhase: '§8.5.4.4 note (playable on Turn 5)', event: '§8.5.4' } },
  },
  {
    n: 7,
    en: 'Operation Orders Captured',
    es: 'Órdenes de operaciones capturadas',
    ops: 1,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    // The attacker takes his losses before his roll; no full-strength armor left: no armor DRM (combat-resolve.ts).
    fx: [{ kind: 'lossesBeforeArmorDrm' }],
    ten:
      'The enemy plan is found on a fallen officer: resolve losses first; ' +
      'without full-strength armor, no armor DRM.',
    tes:
      'Se halla el plan enemigo en un oficial caído: sin blindados a plena fuerza ' +
      'tras las bajas, no hay +1 blindado.',
    rb: {
      ref: 'Card Clarifications (R7)',
      fields: {
        number: 'Card Clarifications',
        combatCard: "Card Clarifications with §8.5.3.1 (played in the enemy's attack: only a CC can be)",
        event: 'Card Clarifications',
      },
    },
  },
  {
    n: 8,
    en: "Largo Caballero's Government",
    es: 'Gobierno de Largo Caballero',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    fx: [{ kind: 'flag', set: 'militiasMilitarized' }],
    ten: 'The "Spanish Lenin" heads a war cabinet and militarizes the militias: Lack of Coordination ends (§17.4).',
    tes: 'El «Lenin español» forma un gobierno de guerra y militariza las milicias: acaba la falta de coordinación.',
    rb: { ref: '§17.4.1', fields: { side: '§17.4.1', event: '§17.4.1, §17.4.3' } },
  },
  {
    n: 9,
    en: '¡No Pasarán!',
    es: '¡No pasarán!',
    ops: 2,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    fx: [
      { kind: 'drm', value: 2, scope: 'combat', condition: 'defending Madrid' },
      { kind: 'drm', value: 1, scope: 'combat' },
    ],
    ten: 'The city turns out to hold the line: +1 DRM to the Republican fire, +2 when defending Madrid.',
    tes: 'La ciudad entera sale a defender el frente: +1 al dado republicano, +2 si se defiende Madrid.',
  },
  {
    n: 10,
    en: 'Gold of Moscow',
    es: 'El oro de Moscú',
    ops: 2,
    rp: [2, 1],
    flags: '*',
    r: [PLAYED('R4')],
    fx: [
      { kind: 'rp', pool: 'SOV', delta: 2 },
      { kind: 'rp', pool: 'REP', delta: 1 },
    ],
    ten: "The Bank of Spain's gold is shipped to Odessa to pay for arms: +2 SOV RP and +1 REP RP.",
    tes: 'El oro del Banco de España viaja a Odesa para pagar las armas: +2 PR soviéticos y +1 republicano.',
  },
  {
    n: 11,
    en: 'Asturian Miners',
    es: 'Mineros asturianos',
    ops: 1,
    rp: [1, 0],
    flags: 'cc',
    r: [ATK],
    fx: [{ kind: 'drm', value: 1, scope: 'combat', condition: 'an Asturian unit attacks or the attack is on Oviedo' }],
    ten: 'Dynamite-throwing miners storm the enemy lines: +1 DRM to an attack with Asturian units or on Oviedo.',
    tes: 'Los dinamiteros de las cuencas asaltan las líneas: +1 al dado con unidades asturianas o contra Oviedo.',
  },
  {
    n: 12,
    en: 'Durruti Column',
    es: 'Columna Durruti',
    ops: 2,
    rp: [1, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'map', add: [U(1, 'REP', 'MIL-CNT')], where: 'Barcelona or by a Catalan MIL' }],
    ten: 'The anarchist column leaves Barcelona for the Aragon front: one MIL-CNT division.',
    tes: 'La columna anarquista sale de Barcelona hacia Aragón: una división MIL-CNT.',
  },
  {
    n: 13,
    en: 'T-26 Tanks',
    es: 'Carros T-26',
    ops: 2,
    rp: [0, 1],
    flags: 'for',
    r: [PLAYED('R4')],
    fx: [{ kind: 'units', to: 'map', add: [U(1, 'SOV', 'T-26')], where: 'Madrid or Cartagena' }],
    ten: 'Soviet tanks unloaded at Cartagena go straight to the Madrid front: one T-26 armor unit.',
    tes: 'Los carros soviéticos desembarcados en Cartagena van al frente de Madrid: una unidad T-26.',
  },
  {
    n: 14,
    en: 'Communist Interference',
    es: 'Injerencia comunista',
    ops: 2,
    rp: [1, 1],
    fx: [{ kind: 'ops', spaces: 1 }],
    ten: 'Party commissars override the generals: the plan shrinks to a single activation.',
    tes: 'Los comisarios del partido se imponen a los generales: el plan se queda en una sola activación.',
    rb: { ref: '§16.5.2 note 1', fields: { event: '§16.5.2 note 1 (grants exactly one OPS)' } },
  },
  {
    n: 15,
    en: 'Fortifications',
    es: 'Fortificaciones',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    fx: [{ kind: 'trenchMarkers', count: 3 }],
    ten: "Workers' battalions dig belts of trenches: three extra REP Trench markers.",
    tes: 'Batallones de trabajadores cavan cinturones de trincheras: tres Trincheras republicanas más.',
    rb: {
      ref: '§10.2.9 exception',
      fields: {
        side: '§10.2.9 exception (extra Republican Trench markers)',
        event: '§10.2.9 exception (three extra Trench markers)',
      },
    },
  },
  {
    n: 16,
    en: 'Severe Winter',
    es: 'Invierno crudo',
    ops: 1,
    rp: [1, 0],
    flags: '*',
    fx: [{ kind: 'flag', set: 'severeWinter' }],
    ten: 'The coming winter will be bitter: two OPS cards at most and -2 DRM into mountains next winter (§16.5.3).',
    tes: 'El próximo invierno será durísimo: dos cartas de OPS como máximo y -2 al dado contra montaña.',
    rb: {
      ref: '§16.5.3',
      fields: { side: '§16.5.3', warPhase: '§16.5.3 example (played in Turn 5)', event: '§16.5.3' },
    },
  },
  {
    n: 17,
    en: 'Armored Trucks',
    es: 'Camiones blindados',
    ops: 2,
    rp: [1, 0],
    flags: '* cc',
    r: [ATK, { requires: 'phase', phase: 'columns' }],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'Lorries plated with steel in the workshops of the cities lead the attack: +1 DRM to a Republican attack.',
    tes: 'Camiones forrados de acero en los talleres urbanos encabezan el ataque: +1 al dado republicano.',
    rb: {
      ref: '§8 card example',
      fields: {
        number: '§8 card example',
        warPhase: '§8 card example',
        ops: '§8 card example',
        rp: '§8 card example',
        asterisk: '§8 card example',
        restrictions: '§8 card example',
        event: '§8 card example',
      },
    },
  },
  {
    n: 18,
    en: 'Chatos and Moscas',
    es: 'Chatos y Moscas',
    ops: 1,
    rp: [0, 1],
    flags: 'cc',
    r: [CC, PLAYED('R4')],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'Soviet fighters clear the sky over Madrid: +1 DRM to the Republican fire.',
    tes: 'Los cazas soviéticos limpian el cielo de Madrid: +1 al dado republicano.',
  },
  // Mobilization, R19-R38 (Turns 6-11).
  {
    n: 19,
    en: 'Popular Army Corps',
    es: 'Cuerpo del Ejército Popular',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'supplySource', add: [U(1, 'REP', 'RPA', 'corps')] }],
    ten: 'Mixed brigades are grouped into army corps: one REP corps in a supply source or Madrid.',
    tes: 'Las brigadas mixtas se agrupan en cuerpos de ejército: un cuerpo republicano en una fuente o en Madrid.',
  },
  {
    n: 20,
    en: 'Guadalajara',
    es: 'Guadalajara',
    ops: 2,
    rp: [1, 0],
    flags: '* cc',
    r: [CC, TMAX(8)],
    fx: [
      { kind: 'drm', value: 2, scope: 'combat', condition: 'an ITA unit is in the combat' },
      { kind: 'rm', delta: 1 },
    ],
    ten: 'Rain, aircraft and the Garibaldi battalion rout the Italians: +2 DRM against ITA units; +1 RM.',
    tes: 'La lluvia, la aviación y los garibaldinos derrotan a los italianos: +2 al dado contra unidades ITA; +1 MR.',
  },
  {
    n: 21,
    en: 'Brunete',
    es: 'Brunete',
    ops: 3,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(7)],
    fx: [SC(1, 0, false)],
    ten: 'Strategic Counterattack west of Madrid: OPS with this card, +1 DRM to every attack, +1 RM bonus (§8.5.5).',
    tes: 'Contraataque estratégico al oeste de Madrid: OPS con esta carta, +1 al dado, bonificación de +1 MR.',
    rb: { ref: '§8.5.5', fields: { side: '§8.5.5.1', event: '§8.5.5' } },
  },
  {
    n: 22,
    en: 'Belchite',
    es: 'Belchite',
    ops: 3,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(8)],
    fx: [SC(1, 0, false)],
    ten: 'Strategic Counterattack toward Zaragoza: OPS with this card, +1 DRM to every attack, +1 RM bonus (§8.5.5).',
    tes: 'Contraataque estratégico hacia Zaragoza: OPS con esta carta, +1 al dado, bonificación de +1 MR.',
    rb: { ref: '§8.5.5', fields: { side: '§8.5.5.1', event: '§8.5.5' } },
  },
  {
    n: 23,
    en: 'Teruel',
    es: 'Teruel',
    ops: 3,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(10)],
    fx: [SC(1, 0, true)],
    ten: 'Strategic Counterattack in the snow: +1 DRM, no terrain in its first attack, +1 RM bonus (§8.5.5).',
    tes: 'Contraataque estratégico en la nieve: +1 al dado, sin terreno en el primer ataque, bonificación de +1 MR.',
    rb: { ref: '§8.5.5', fields: { side: '§8.5.5.1', event: '§8.5.5' } },
  },
  {
    n: 24,
    en: 'Iron Belt',
    es: 'Cinturón de Hierro',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [NOT('N23')],
    fx: [{ kind: 'trenchMarkers', count: 1, where: 'Bilbao' }],
    ten: "Bilbao's ring of bunkers is finished: place the REP Trench marker in Bilbao.",
    tes: 'Se termina el anillo de búnkeres de Bilbao: coloca la Trinchera republicana en Bilbao.',
    rb: {
      ref: '§10.2.3 exception',
      fields: {
        side: '§10.2.3 exception (the only way to a REP Trench in Bilbao)',
        event: '§10.2.3 exception',
      },
    },
  },
  {
    n: 25,
    en: 'Euzkadi Army Corps',
    es: 'Cuerpo de Ejército de Euzkadi',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'region', add: [U(1, 'BAS', 'MIL', 'corps')], where: 'Bilbao' }],
    ten: "The Basque Government's battalions become a corps: one Basque corps in Bilbao.",
    tes: 'Los batallones del Gobierno vasco forman un cuerpo: un cuerpo vasco en Bilbao.',
  },
  {
    n: 26,
    en: 'Santander Army Corps',
    es: 'Cuerpo de Ejército de Santander',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'region', add: [U(1, 'SAN', 'MIL', 'corps')], where: 'Santander' }],
    ten: 'The Montaña militias are organised as a corps: one Santander corps in Santander.',
    tes: 'Las milicias montañesas forman un cuerpo: un cuerpo de Santander en Santander.',
  },
  {
    n: 27,
    en: 'Asturian Army Corps',
    es: 'Cuerpo de Ejército de Asturias',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'region', add: [U(1, 'AST', 'MIL', 'corps')], where: 'a supplied Asturias space' }],
    ten: 'The Asturian battalions form a corps: one Asturian corps in a supplied Asturias space.',
    tes: 'Los batallones asturianos forman un cuerpo: un cuerpo asturiano en un espacio de Asturias.',
  },
  {
    n: 28,
    en: "Negrín's Government",
    es: 'Gobierno de Negrín',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    r: [PLAYED('R8')],
    fx: [{ kind: 'rp', pool: 'REP', delta: 1 }, M('Move the Government of the Republic track to Negrín.')],
    ten: 'Negrín replaces Largo Caballero and centralises the war effort: +1 REP RP.',
    tes: 'Negrín sustituye a Largo Caballero y centraliza el esfuerzo de guerra: +1 PR republicano.',
  },
  {
    n: 29,
    en: 'Soviet Shipments',
    es: 'Envíos soviéticos',
    ops: 2,
    rp: [0, 2],
    r: [PLAYED('R4')],
    fx: [{ kind: 'rp', pool: 'SOV', delta: 2 }],
    ten: 'Freighters from the Black Sea unload guns and aircraft: +2 SOV RP.',
    tes: 'Cargueros del mar Negro descargan cañones y aviones: +2 PR soviéticos.',
  },
  {
    n: 30,
    en: 'New International Volunteers',
    es: 'Nuevos voluntarios internacionales',
    ops: 2,
    rp: [0, 1],
    flags: 'for',
    r: [PLAYED('R5')],
    fx: [{ kind: 'units', to: 'reserve', add: [U(1, 'INT', 'INT')] }],
    ten: 'More volunteers cross the Pyrenees to Albacete: one INT division to the Reserve Box.',
    tes: 'Más voluntarios cruzan los Pirineos hacia Albacete: una división INT a la Reserva.',
  },
  {
    n: 31,
    en: 'Nyon Conference',
    es: 'Conferencia de Nyon',
    ops: 2,
    rp: [1, 1],
    flags: '*',
    r: [PLAYED('N30')],
    fx: [{ kind: 'rpPerTurn', pool: 'SOV', delta: 1 }],
    ten: 'Britain and France patrol the Mediterranean against "pirate" submarines: cancels the SOV RP penalty.',
    tes:
      'Londres y París patrullan el Mediterráneo contra los submarinos ' +
      '«piratas»: anula la pérdida de PR soviéticos.',
    rb: {
      ref: 'Card Clarifications (R31)',
      fields: {
        number: 'Card Clarifications',
        event: 'Card Clarifications',
      },
    },
  },
  {
    n: 32,
    en: "Líster's Division",
    es: 'La división de Líster',
    ops: 2,
    rp: [1, 0],
    flags: 'cc',
    r: [ATK],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'The communist shock division leads the assault: +1 DRM to a Republican attack.',
    tes: 'La división de choque comunista encabeza el asalto: +1 al dado en un ataque republicano.',
  },
  {
    n: 33,
    en: 'Guerrillas',
    es: 'Guerrilleros',
    ops: 1,
    rp: [1, 0],
    fx: [M('One NAT space with no NAT unit and Adjacent to a REP space is out of supply until the end of the turn.')],
    ten: 'Bands behind the lines cut roads and rails: one empty Nationalist space is out of supply this turn.',
    tes:
      'Partidas tras las líneas cortan carreteras y vías: un espacio nacional ' +
      'vacío queda sin suministro este turno.',
  },
  {
    n: 34,
    en: 'Mexican Arms',
    es: 'Armas de México',
    ops: 2,
    rp: [2, 0],
    fx: [{ kind: 'rp', pool: 'REP', delta: 1 }],
    ten: 'Cárdenas sells rifles and ammunition to the Republic: +1 REP RP.',
    tes: 'Cárdenas vende fusiles y munición a la República: +1 PR republicano.',
  },
  {
    n: 35,
    en: 'Segovia Offensive',
    es: 'Ofensiva de Segovia',
    ops: 3,
    rp: [1, 0],
    fx: [{ kind: 'ops', spaces: 3 }],
    ten: 'An attack through the Guadarrama toward La Granja and Segovia: three activations.',
    tes: 'Un ataque por el Guadarrama hacia La Granja y Segovia: tres activaciones.',
  },
  {
    n: 36,
    en: 'Political Commissars',
    es: 'Comisarios políticos',
    ops: 1,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    fx: [M('The defending REP units do not retreat if they lose by one loss number or less.')],
    ten: 'Commissars hold the men in their trenches: the defenders ignore a retreat if they lost by one or less.',
    tes: 'Los comisarios mantienen a los hombres en sus trincheras: no retroceden si pierden por uno o menos.',
  },
  {
    n: 37,
    en: 'Bad Weather',
    es: 'Mal tiempo',
    ops: 1,
    rp: [1, 0],
    flags: 'cc',
    r: [CC],
    fx: [{ kind: 'cancelDrm', what: 'card' }],
    ten: 'Low clouds ground the enemy aircraft: cancel one DRM of an enemy Combat Card (it still counts as played).',
    tes: 'Las nubes bajas dejan en tierra a la aviación enemiga: anula el modificador de una carta de combate rival.',
    rb: { ref: '§8.5.3.2', fields: { number: '§8.5.3.2', combatCard: '§8.5.3.2', event: '§8.5.3.2' } },
  },
  {
    n: 38,
    en: 'Call-up of the Reserves',
    es: 'Llamada de quintas',
    ops: 2,
    rp: [2, 0],
    flags: 'nat',
    fx: [{ kind: 'units', to: 'reserve', add: [U(2, 'REP', 'RPA')] }],
    ten: 'New age classes are called to the colours: two RPA divisions to the Reserve Box.',
    tes: 'Se llama a filas a nuevas quintas: dos divisiones RPA a la Reserva.',
  },
  // War of the Armies, R39-R55 (Turns 12-18).
  {
    n: 39,
    en: 'El Ebro',
    es: 'El Ebro',
    ops: 4,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(14)],
    fx: [SC(0, -1, true)],
    ten: 'Strategic Counterattack across the Ebro: +1 DRM, no terrain in its first attack, -1 VP bonus (§8.5.5).',
    tes: 'Contraataque estratégico por el Ebro: +1 al dado, sin terreno en el primer ataque, bonificación de -1 PV.',
    rb: { ref: '§8.5.5', fields: { side: '§8.5.5.1', event: '§8.5.5' } },
  },
  {
    n: 40,
    en: 'Plan "P"',
    es: 'Plan «P»',
    ops: 3,
    rp: [1, 0],
    flags: '*',
    fx: [{ kind: 'beachHead', which: 'planP' }],
    ten:
      'A landing behind the enemy coast: place the Plan P Beach Head and an RPA ' +
      'division from the Reserve (§8.5.6).',
    tes: 'Un desembarco tras la costa enemiga: coloca la cabeza de playa del Plan P y una RPA de la Reserva.',
    rb: { ref: '§8.5.6', fields: { side: '§8.5.6', event: '§8.5.6' } },
  },
  {
    n: 41,
    en: 'BT-5 Tanks',
    es: 'Carros BT-5',
    ops: 2,
    rp: [0, 1],
    flags: 'for',
    r: [PLAYED('R4')],
    fx: [{ kind: 'units', to: 'map', add: [U(1, 'SOV', 'T-26')], where: 'a supplied REP supply source' }],
    ten: 'Fast Soviet tanks reach the Aragon front: one more armor unit.',
    tes: 'Carros rápidos soviéticos llegan al frente de Aragón: una unidad blindada más.',
  },
  {
    n: 42,
    en: 'Army of the Ebro',
    es: 'Ejército del Ebro',
    ops: 3,
    rp: [2, 0],
    flags: 'nat corps',
    fx: [{ kind: 'units', to: 'supplySource', add: [U(1, 'REP', 'RPA', 'corps')] }],
    ten: "Modesto's new army is formed in Catalonia: one REP corps in a supply source or Madrid.",
    tes: 'Se forma en Cataluña el nuevo ejército de Modesto: un cuerpo republicano.',
  },
  {
    n: 43,
    en: 'XYZ Line',
    es: 'Línea XYZ',
    ops: 2,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    fx: [{ kind: 'drm', value: 1, scope: 'combat', condition: 'defending a space with a Position or Trench' }],
    ten: 'Deep trenches in the hills north of Valencia: +1 DRM defending a Position or Trench.',
    tes: 'Trincheras profundas en los montes al norte de Valencia: +1 al dado defendiendo Posición o Trinchera.',
  },
  {
    n: 44,
    en: 'Thirteen Points',
    es: 'Los Trece Puntos',
    ops: 2,
    rp: [2, 0],
    flags: '*',
    r: [PLAYED('R28')],
    fx: [{ kind: 'rm', delta: 1 }],
    ten: 'Negrín offers the world terms for a negotiated peace: +1 RM.',
    tes: 'Negrín ofrece al mundo unas bases para una paz negociada: +1 MR.',
  },
  {
    n: 45,
    en: 'Limited Offensive',
    es: 'Ofensiva limitada',
    ops: 3,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    fx: [M('The attacker must take division steps before corps steps when he can choose.')],
    ten: 'The enemy commits only part of his forces: the attacker loses division steps before corps steps.',
    tes: 'El enemigo solo compromete parte de sus fuerzas: el atacante pierde pasos de división antes que de cuerpo.',
    rb: { ref: 'Card Clarifications (R45)', fields: { number: 'Card Clarifications', event: 'Card Clarifications' } },
  },
  {
    n: 46,
    en: 'Baby-Bottle Levy',
    es: 'Quinta del Biberón',
    ops: 2,
    rp: [2, 0],
    flags: 'nat',
    fx: [
      { kind: 'units', to: 'reserve', add: [U(2, 'REP', 'RPA')] },
      { kind: 'rm', delta: -1 },
    ],
    ten: 'Seventeen-year-olds are called up: two RPA divisions to the Reserve Box; -1 RM.',
    tes: 'Se llama a filas a chicos de diecisiete años: dos divisiones RPA a la Reserva; -1 MR.',
  },
  {
    n: 47,
    en: 'Farewell to the Brigades',
    es: 'Despedida de las Brigadas',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [TMIN(15)],
    fx: [M('Remove every INT unit from the game.'), { kind: 'vp', delta: -1 }],
    ten: 'Negrín sends the foreign volunteers home to shame the Axis: remove all INT units; -1 VP.',
    tes: 'Negrín despide a los voluntarios extranjeros para avergonzar al Eje: retira las unidades INT; -1 PV.',
  },
  {
    n: 48,
    en: 'To Resist Is to Win',
    es: 'Resistir es vencer',
    ops: 2,
    rp: [2, 0],
    r: [{ requires: 'rmAtMost', rm: 15 }],
    fx: [{ kind: 'rm', delta: 1 }],
    ten: 'Negrín bets on holding out until a European war breaks out: +1 RM.',
    tes: 'Negrín apuesta por aguantar hasta que estalle la guerra europea: +1 MR.',
  },
  {
    n: 49,
    en: 'Pontoon Bridges',
    es: 'Pontones',
    ops: 2,
    rp: [1, 0],
    flags: 'cc cc1',
    r: [ATK],
    fx: [M('Ignore the river for this attack.')],
    ten: 'Engineers throw boats and footbridges across the river at night: ignore the river in this attack.',
    tes: 'Los zapadores tienden barcas y pasarelas de noche: ignora el río en este ataque.',
  },
  {
    n: 50,
    en: 'Defence of Valencia',
    es: 'Defensa de Valencia',
    ops: 2,
    rp: [1, 0],
    flags: 'cc',
    r: [DEF],
    fx: [{ kind: 'drm', value: 1, scope: 'combat' }],
    ten: 'The whole Levante front digs in: +1 DRM to the Republican fire in defence.',
    tes: 'Todo el frente de Levante se atrinchera: +1 al dado republicano en defensa.',
  },
  {
    n: 51,
    en: 'French Intervention Threat',
    es: 'Amenaza de intervención francesa',
    ops: 3,
    rp: [1, 0],
    r: [NOT('N42')],
    fx: [M('No NAT unit may attack into, or end a move in, a space within 4 spaces of France this turn.')],
    ten: 'Paris hints at sending troops: the Nationalists keep away from the French border this turn (4 spaces).',
    tes: 'París insinúa que enviará tropas: los nacionales se alejan de la frontera francesa este turno (4 espacios).',
    rb: {
      ref: 'Card Clarifications (R51)',
      fields: { number: 'Card Clarifications', restrictions: '§8 card example (blocked by Munich)' },
    },
  },
  {
    n: 52,
    en: 'Interruption of Axis Aid',
    es: 'Interrupción de la ayuda del Eje',
    ops: 2,
    rp: [1, 0],
    flags: '*',
    r: [PLAYED('N5')],
    fx: [{ kind: 'noRpThisTurn', pool: 'AXIS' }],
    ten: 'Shipments from Italy and Germany stop for a while: no AXIS RP this turn, even those already recorded.',
    tes: 'Los envíos de Italia y Alemania se detienen: sin PR del Eje este turno, aunque ya se hubieran anotado.',
    rb: { ref: 'Card Clarifications (R52)', fields: { number: 'Card Clarifications', event: 'Card Clarifications' } },
  },
  {
    n: 53,
    en: 'French Border Opened',
    es: 'Apertura de la frontera francesa',
    ops: 2,
    rp: [1, 1],
    flags: '*',
    r: [NOT('N43')],
    fx: [
      { kind: 'rp', pool: 'SOV', delta: 1 },
      { kind: 'rp', pool: 'REP', delta: 1 },
    ],
    ten: 'Blum lets arms cross the Pyrenees for a few weeks: +1 SOV RP and +1 REP RP.',
    tes: 'Blum deja pasar armas por los Pirineos unas semanas: +1 PR soviético y +1 republicano.',
  },
  {
    n: 54,
    en: 'Extremadura Offensive',
    es: 'Ofensiva de Extremadura',
    ops: 3,
    rp: [1, 0],
    fx: [{ kind: 'ops', spaces: 3, zone: 'south' }],
    ten: 'A last attack in the south to relieve Catalonia: three activations south of the Tajo.',
    tes: 'Un último ataque en el sur para aliviar Cataluña: tres activaciones al sur del Tajo.',
  },
  {
    n: 55,
    en: 'Last Soviet Shipment',
    es: 'Último envío soviético',
    ops: 3,
    rp: [0, 2],
    flags: '*',
    r: [PLAYED('R4')],
    fx: [{ kind: 'rp', pool: 'SOV', delta: 2 }],
    ten: 'A final cargo of arms reaches France, too late for much: +2 SOV RP.',
    tes: 'Un último cargamento de armas llega a Francia, ya tarde: +2 PR soviéticos.',
  },
];

/** When the events a card stands for happened (first and last month), by card id; CARDS.md and the test use it. */
export const DATES: Record<string, [string, string]> = {
  N1: ['1936-07', '1936-07'],
  N2: ['1936-07', '1936-07'],
  N3: ['1936-08', '1936-08'],
  N4: ['1936-09', '1936-09'],
  N5: ['1936-07', '1936-07'],
  N6: ['1936-09', '1936-09'],
  N7: ['1936-12', '1936-12'],
  N8: ['1936-07', '1936-07'],
  N9: ['1936-07', '1936-07'],
  N10: ['1936-07', '1936-07'],
  N11: ['1936-08', '1937-02'],
  N12: ['1936-07', '1937-02'],
  N13: ['1936-09', '1936-09'],
  N14: ['1936-07', '1936-12'],
  N15: ['1936-09', '1936-09'],
  N16: ['1936-07', '1936-07'],
  N17: ['1936-11', '1936-11'],
  N18: ['1936-10', '1936-10'],
  N19: ['1937-02', '1937-03'],
  N20: ['1937-04', '1937-10'],
  N21: ['1937-04', '1937-04'],
  N22: ['1937-04', '1937-04'],
  N23: ['1937-03', '1937-06'],
  N24: ['1937-06', '1937-06'],
  N25: ['1937-04', '1937-04'],
  N26: ['1936-10', '1938-12'],
  N27: ['1936-08', '1937-03'],
  N28: ['1937-04', '1937-06'],
  N29: ['1937-05', '1937-05'],
  N30: ['1937-08', '1937-08'],
  N31: ['1937-08', '1937-08'],
  N32: ['1937-07', '1937-07'],
  N33: ['1937-09', '1937-10'],
  N34: ['1936-07', '1938-12'],
  N35: ['1936-12', '1939-03'],
  N36: ['1937-06', '1937-06'],
  N37: ['1937-02', '1938-04'],
  N38: ['1937-03', '1937-12'],
  N39: ['1938-03', '1938-03'],
  N40: ['1938-04', '1938-04'],
  N41: ['1938-11', '1938-11'],
  N42: ['1938-09', '1938-09'],
  N43: ['1939-02', '1939-02'],
  N44: ['1938-12', '1939-02'],
  N45: ['1938-03', '1938-12'],
  N46: ['1938-04', '1938-04'],
  N47: ['1938-04', '1938-07'],
  N48: ['1938-03', '1939-03'],
  N49: ['1936-10', '1939-03'],
  N50: ['1936-09', '1939-03'],
  N51: ['1938-01', '1938-12'],
  N52: ['1938-03', '1938-03'],
  N53: ['1939-03', '1939-03'],
  N54: ['1939-03', '1939-03'],
  N55: ['1938-12', '1939-03'],
  R1: ['1936-07', '1936-07'],
  R2: ['1936-07', '1936-07'],
  R3: ['1936-07', '1936-07'],
  R4: ['1936-09', '1936-10'],
  R5: ['1936-10', '1936-11'],
  R6: ['1936-08', '1936-08'],
  R7: ['1936-07', '1937-02'],
  R8: ['1936-09', '1936-09'],
  R9: ['1936-11', '1936-11'],
  R10: ['1936-10', '1936-10'],
  R11: ['1936-07', '1936-10'],
  R12: ['1936-07', '1936-07'],
  R13: ['1936-10', '1936-10'],
  R14: ['1936-10', '1937-05'],
  R15: ['1936-10', '1937-02'],
  R16: ['1936-12', '1937-02'],
  R17: ['1936-07', '1936-10'],
  R18: ['1936-10', '1936-11'],
  R19: ['1937-03', '1937-06'],
  R20: ['1937-03', '1937-03'],
  R21: ['1937-07', '1937-07'],
  R22: ['1937-08', '1937-09'],
  R23: ['1937-12', '1938-02'],
  R24: ['1936-10', '1937-06'],
  R25: ['1937-05', '1937-06'],
  R26: ['1937-06', '1937-06'],
  R27: ['1937-06', '1937-06'],
  R28: ['1937-05', '1937-05'],
  R29: ['1936-10', '1938-06'],
  R30: ['1937-03', '1937-12'],
  R31: ['1937-09', '1937-09'],
  R32: ['1937-03', '1938-11'],
  R33: ['1937-03', '1938-12'],
  R34: ['1936-08', '1937-12'],
  R35: ['1937-05', '1937-05'],
  R36: ['1936-10', '1938-12'],
  R37: ['1937-03', '1937-12'],
  R38: ['1937-03', '1937-12'],
  R39: ['1938-07', '1938-11'],
  R40: ['1938-01', '1938-12'],
  R41: ['1937-08', '1938-12'],
  R42: ['1938-05', '1938-05'],
  R43: ['1938-06', '1938-07'],
  R44: ['1938-04', '1938-04'],
  R45: ['1938-03', '1938-12'],
  R46: ['1938-04', '1938-04'],
  R47: ['1938-09', '1938-10'],
  R48: ['1938-03', '1939-02'],
  R49: ['1938-07', '1938-07'],
  R50: ['1938-06', '1938-07'],
  R51: ['1938-03', '1938-03'],
  R52: ['1938-06', '1938-09'],
  R53: ['1938-03', '1938-06'],
  R54: ['1939-01', '1939-01'],
  R55: ['1938-12', '1939-01'],
};

/** Builds the 110 cards from the entries: ids, phases, flags, automation and provenance filled in. */
export function buildCards(): Card[] {
  const out: Card[] = [];
  for (const [side, list] of [
    ['NAT', NAT],
    ['REP', REP],
  ] as const) {
    for (const e of list) {
      const f = new Set((e.flags ?? '').split(' ').filter(Boolean));
      const letter = side === 'NAT' ? 'N' : 'R';
      const fieldProv = {} as Record<CardField, Prov>;
      for (const k of CARD_FIELDS) {
        const ref = e.rb?.fields[k] ?? (k === 'side' ? e.rb?.fields.number : undefined);
        const reason = !e.rb
          ? DESIGNED
          : k === 'side'
            ? SIDE_GAP
            : k === 'number'
              ? NUMBER_GAP
              : k === 'warPhase'
                ? PHASE_GAP
                : NAMED_GAP;
        fieldProv[k] = ref ? { source: 'rulebook', ref } : recon(reason, DATES[`${letter}${e.n}`]);
      }
      out.push({
        id: `${letter}${e.n}`,
        side,
        number: e.n,
        name: e.en,
        names: { es: e.es },
        warPhase: PHASE_OF(e.n),
        ops: e.ops,
        rp: side === 'NAT' ? { NAT: e.rp[0], AXIS: e.rp[1] } : { REP: e.rp[0], SOV: e.rp[1] },
        combatCard: f.has('cc'),
        oneCombatPerTurn: f.has('cc1'),
        asterisk: f.has('*'),
        removeAfterPlay: f.has('red'),
        reinforcement: f.has('nat') ? 'national' : f.has('for') ? 'foreign' : null,
        bringsCorps: f.has('corps'),
        restrictions: e.r ?? [],
        event: {
          text: e.ten,
          texts: { es: e.tes },
          effects: e.fx,
          automated: e.fx.every((x) => AUTOMATABLE.has(x.kind)),
        },
        prov: e.rb ? { source: 'rulebook', ref: e.rb.ref } : recon(DESIGNED, DATES[`${letter}${e.n}`]),
        fieldProv,
        history: { from: DATES[`${letter}${e.n}`][0], to: DATES[`${letter}${e.n}`][1] },
      });
    }
  }
  return out;
}

/** The cards.json text the module holds. */
export function cardsJson(): string {
  return `${JSON.stringify(buildCards(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const here = dirname(fileURLToPath(import.meta.url));
  writeFileSync(join(here, '../../modules/crusade/cards.json'), cardsJson());
}
