// The naval order of battle of 22 June 1941 (oob-naval.ts builds the counters): each fleet's counter as the rules
// print one (`Type Protection Flak Surface Shore Speed`, §3.3), its port and why (PROVENANCE.md, "Naval units").

/** A counter side as printed `Type Protection Flak Surface Shore Speed` (§3.3), transports `TT F 12 I 1 S`. */
export type ShipSide = [
  protection: string,
  flak: number,
  surface: number | 'A' | 'I',
  shore: number | 'H' | '1',
  fast: boolean,
];

/** One naval counter: id, name, nationality, type, full side, ships a side and where it lies on 22 June. */
export interface Ship {
  id: string;
  name: string;
  es: string;
  nationality: string;
  type: string;
  side: ShipSide;
  /** §3.31 a counter with a reduced side (two steps), or one side only (one step). */
  twoSided: boolean;
  port: string;
  why: string;
}

/** Kronstadt's hex. */
export const KRONSTADT = 'N:2731';
/** Leningrad's hex. */
export const LENINGRAD = 'N:2730';
/** Tallinn's hex. */
export const TALLINN = 'N:2837';
/** Sevastopol's hex. */
export const SEVASTOPOL = 'SW:1503';
/** Odessa's hex. */
export const ODESSA = 'SW:1008';
/** Constanța's hex. */
export const CONSTANTA = 'SW:1511';
/** Gotenhafen's hex. */
export const GOTENHAFEN = 'C:3849';
/** Königsberg's hex. */
export const KONIGSBERG = 'C:3946';

/** The naval order of battle of 22 June 1941 at the rules' scale (§3.31: 2 battleships, 4 cruisers or 10
 *  destroyers a full side), the factors in the range of the rulebook's own examples (§3.3, §19, §20). */
export const SHIPS: Ship[] = [
  {
    id: 'NV-SU-BF-BB',
    name: 'Marat and Oktyabrskaya Revolutsiya',
    es: 'Marat y Oktiabrskaya Revolutsiya',
    nationality: 'soviet',
    type: 'naval-BB',
    side: ['D', 14, 20, 16, false],
    twoSided: true,
    port: KRONSTADT,
    why:
      'the two Gangut-class battleships of the Baltic Fleet (12 × 305 mm, 23 knots, thin belts): a full BB ' +
      'side; weaker and slower than the book\u2019s BB C 18 22 16 F, so protection D and slow',
  },
  {
    id: 'NV-SU-BF-CA',
    name: 'Kirov and Maxim Gorky',
    es: 'Kírov y Maksim Gorki',
    nationality: 'soviet',
    type: 'naval-CA',
    side: ['E', 10, 12, 8, true],
    twoSided: false,
    port: TALLINN,
    why:
      'the two Kirov-class cruisers (180 mm guns, so heavy cruisers): two ships are a reduced CA side ' +
      '(§3.31), printed here as a one-sided counter at about half the book\u2019s CA E 28 20 12 F',
  },
  {
    id: 'NV-SU-BF-DD1',
    name: 'Baltic Fleet destroyers (Tallinn)',
    es: 'Destructores de la Flota del Báltico (Tallin)',
    nationality: 'soviet',
    type: 'naval-DD',
    side: ['F', 20, 30, 16, true],
    twoSided: true,
    port: TALLINN,
    why:
      'ten of the Baltic Fleet\u2019s some twenty destroyers and leaders: a full DD side (§3.31) with the ' +
      'book\u2019s DD F 20 30 16 F',
  },
  {
    id: 'NV-SU-BF-DD2',
    name: 'Baltic Fleet destroyers (Kronstadt)',
    es: 'Destructores de la Flota del Báltico (Kronstadt)',
    nationality: 'soviet',
    type: 'naval-DD',
    side: ['F', 20, 30, 16, true],
    twoSided: true,
    port: KRONSTADT,
    why: 'the other ten Baltic destroyers and leaders: a full DD side with the book\u2019s DD F 20 30 16 F',
  },
  {
    id: 'NV-SU-BF-TT',
    name: 'Baltic Shipping transports',
    es: 'Transportes de la Naviera del Báltico',
    nationality: 'soviet',
    type: 'naval-TT',
    side: ['F', 12, 'I', '1', false],
    twoSided: true,
    port: LENINGRAD,
    why:
      'the merchant ships that lifted the Hanko and Tallinn garrisons in 1941: one type I transport of a ' +
      'corps, as the book\u2019s TT F 16 I 1 S with less flak',
  },
  {
    id: 'NV-SU-BS-BB',
    name: 'Parizhskaya Kommuna',
    es: 'Parízhskaya Kommuna',
    nationality: 'soviet',
    type: 'naval-BB',
    side: ['D', 7, 10, 8, false],
    twoSided: false,
    port: SEVASTOPOL,
    why:
      'the Black Sea Fleet\u2019s one battleship: one ship is a reduced BB side (§3.31), a one-sided ' +
      'counter at half the Baltic pair',
  },
  {
    id: 'NV-SU-BS-CL',
    name: 'Krasny Kavkaz, Krasny Krym, Chervona Ukraina, Komintern',
    es: 'Krasni Kavkaz, Krasni Krim, Chervona Ukraina, Komintern',
    nationality: 'soviet',
    type: 'naval-CL',
    side: ['E', 16, 16, 10, false],
    twoSided: true,
    port: SEVASTOPOL,
    why:
      'the four old light cruisers (the Svetlana class and the Komintern, 29 knots at best): a full CL side' +
      ' as the book\u2019s CL E 20 16 10 F with less flak, slow for their age',
  },
  {
    id: 'NV-SU-BS-CA',
    name: 'Voroshilov and Molotov',
    es: 'Voroshílov y Mólotov',
    nationality: 'soviet',
    type: 'naval-CA',
    side: ['E', 10, 12, 8, true],
    twoSided: false,
    port: SEVASTOPOL,
    why: 'the two Kirov-class cruisers of the Black Sea: a reduced CA side, one-sided, as the Baltic pair',
  },
  {
    id: 'NV-SU-BS-DD1',
    name: 'Black Sea Fleet destroyers (Sevastopol)',
    es: 'Destructores de la Flota del Mar Negro (Sebastopol)',
    nationality: 'soviet',
    type: 'naval-DD',
    side: ['F', 20, 30, 16, true],
    twoSided: true,
    port: SEVASTOPOL,
    why:
      'ten of the Black Sea Fleet\u2019s some seventeen destroyers and leaders: a full DD side with the ' +
      'book\u2019s DD F 20 30 16 F',
  },
  {
    id: 'NV-SU-BS-DD2',
    name: 'Black Sea Fleet destroyers (Odessa)',
    es: 'Destructores de la Flota del Mar Negro (Odesa)',
    nationality: 'soviet',
    type: 'naval-DD',
    side: ['F', 10, 15, 8, true],
    twoSided: false,
    port: ODESSA,
    why:
      'the other seven: about a reduced DD side (five ships), one-sided, half the full DD; at Odessa, which' +
      ' the fleet supplied in its siege',
  },
  {
    id: 'NV-SU-BS-TT',
    name: 'Black Sea Shipping transports',
    es: 'Transportes de la Naviera del Mar Negro',
    nationality: 'soviet',
    type: 'naval-TT',
    side: ['F', 12, 'I', '1', false],
    twoSided: true,
    port: SEVASTOPOL,
    why:
      'the merchant fleet that carried Odessa\u2019s supply and garrison: one type I transport of a corps, ' +
      'at Sevastopol as in the book\u2019s §23.44 example',
  },
  {
    id: 'NV-G-BAL-CL',
    name: 'Leipzig and Emden',
    es: 'Leipzig y Emden',
    nationality: 'german',
    type: 'naval-CL',
    side: ['E', 10, 12, 8, true],
    twoSided: false,
    port: GOTENHAFEN,
    why:
      'the German light cruisers in the eastern Baltic in 1941: two ships, a reduced CL side, one-sided; at' +
      ' Gotenhafen, the nearest German port the map has to their Baltic bases',
  },
  {
    id: 'NV-G-BAL-DD',
    name: 'Baltic torpedo boats and minelayers',
    es: 'Torpederos y minadores del Báltico',
    nationality: 'german',
    type: 'naval-DD',
    side: ['F', 10, 15, 8, true],
    twoSided: false,
    port: KONIGSBERG,
    why:
      'the light forces that mined the Gulf of Finland in June 1941 (torpedo boats, S-boats, minelayers): ' +
      'about a reduced DD side, one-sided, at Königsberg (Pillau)',
  },
  {
    id: 'NV-G-BAL-TT',
    name: 'Baltic transports',
    es: 'Transportes del Báltico',
    nationality: 'german',
    type: 'naval-TT',
    side: ['F', 12, 'I', '1', false],
    twoSided: true,
    port: KONIGSBERG,
    why:
      'the shipping that landed the Moon Sound islands\u2019 invaders in September 1941 and supplied Army ' +
      'Group North by sea: a type I transport of a corps',
  },
  {
    id: 'NV-R-DD',
    name: 'Romanian destroyers',
    es: 'Destructores rumanos',
    nationality: 'romanian',
    type: 'naval-DD',
    side: ['F', 8, 12, 6, true],
    twoSided: false,
    port: CONSTANTA,
    why:
      'Regele Ferdinand, Regina Maria, Mărăști and Mărășești: four destroyers, a little under a reduced DD ' +
      'side, one-sided',
  },
  {
    id: 'NV-R-TT',
    name: 'Romanian transports',
    es: 'Transportes rumanos',
    nationality: 'romanian',
    type: 'naval-TT',
    side: ['F', 6, 'I', 'H', false],
    twoSided: false,
    port: CONSTANTA,
    why: 'the Romanian merchant ships of the Black Sea: a transport of half a corps (§3.37 "H"), one-sided',
  },
];
