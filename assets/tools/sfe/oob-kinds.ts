// The Struggle for Europe's counter kinds for Barbarossa: each kind's nationality, type, size, printed factors
// (attack-defence-movement, §3.1; air: air combat, bombing, range, §3.2) and why. The book prints no counters but
// names a few (digest §2.6): German 10-10-4 INF XXX (reduced 4-4-4), 16-16-6 Pz XXX, Soviet 4-6-3 INF XXX,
// Italian 6-6-4 INF XXX, the 4-2-2 ART XXX (6-4-0), German air F 3 1 5, A 1 6 6, B 2 4 14. COUNTERS.md.

import type { UnitFace } from '../../../engine/core/module.js';

/** A kind of counter: what every counter of it shares. */
export interface Kind {
  nationality: string;
  type: string;
  size: string;
  full: UnitFace;
  reduced?: UnitFace;
  flags?: string[];
  /** Why these factors (the rulebook's sample where there is one). */
  reason: string;
  /** The rulebook section that prints this very counter, when it does. */
  ref?: string;
}

const f = (attack: number, defense: number, movement: number): UnitFace => ({ attack, defense, movement });
/** An air counter: air combat, bombing and range, printed "Type AC BF R" (§3.2). */
const air = (ac: number, bf: number, range: number): UnitFace => ({
  attack: ac,
  defense: bf,
  movement: range,
  factors: { airCombat: ac, bombing: bf, range },
});

/** Every kind, by key. */
export const KINDS: Record<string, Kind> = {
  'de-inf': {
    ...{ nationality: 'german', type: 'infantry', size: 'corps', full: f(10, 10, 4), reduced: f(4, 4, 4) },
    reason: 'the rulebook\u2019s German infantry corps (§10.02 example): a 1941 army corps of two to four divisions',
    ref: '§10.02',
  },
  'de-mtn': {
    ...{ nationality: 'german', type: 'mountain', size: 'corps', full: f(10, 10, 4), reduced: f(4, 4, 4) },
    reason: 'XLIX Mountain Corps (1st, 4th Gebirgs): the infantry corps\u2019 factors, mountain troops',
  },
  'de-pz': {
    ...{ nationality: 'german', type: 'armor', size: 'corps', full: f(16, 16, 6), reduced: f(7, 7, 6) },
    reason:
      'the rulebook\u2019s 16-16-6 Pz XXX (§28.01 example): a 1941 motorised corps\u2019 panzer divisions; the ' +
      'reduced side keeps under half, as the 10-10-4\u2019s 4-4-4 does',
    ref: '§28.01',
  },
  'de-mot': {
    ...{ nationality: 'german', type: 'motorized', size: 'corps', full: f(10, 10, 6), reduced: f(4, 4, 6) },
    reason:
      'a panzer group\u2019s motorised infantry divisions as one corps: infantry factors at panzer speed (§28.03)',
  },
  'de-cav': {
    ...{ nationality: 'german', type: 'cavalry', size: 'division', full: f(3, 3, 5) },
    reason: '1st Cavalry Division (with XXIV Pz Corps on the Pripet): a third of a corps, cavalry speed',
  },
  'de-art': {
    ...{ nationality: 'german', type: 'artillery', size: 'corps', full: f(4, 2, 2), reduced: f(6, 4, 0) },
    flags: ['optional-28.10'],
    reason: 'the rulebook\u2019s 4-2-2 ART XXX, flip side 6-4-0; Barbarossa adds one German ART (§28.10a)',
    ref: '§28.10',
  },
  'ss-mot': {
    ...{ nationality: 'german-ss', type: 'motorized', size: 'division', full: f(5, 5, 6), reduced: f(2, 2, 6) },
    reason: 'a Waffen-SS motorised division (Reich, Totenkopf, Wiking with the LSSAH): half a motorised corps',
  },
  'ro-inf': {
    ...{ nationality: 'romanian', type: 'infantry', size: 'corps', full: f(5, 6, 3), reduced: f(2, 3, 3) },
    reason: 'a Romanian army corps of 1941: the divisions of a German corps with a third of its artillery and AT',
  },
  'ro-mtn': {
    ...{ nationality: 'romanian', type: 'mountain', size: 'corps', full: f(5, 6, 3), reduced: f(2, 3, 3) },
    reason: 'the Romanian Mountain Corps (vânători de munte brigades) of 3rd Army, Bukovina',
  },
  'ro-cav': {
    ...{ nationality: 'romanian', type: 'cavalry', size: 'corps', full: f(3, 4, 5), reduced: f(1, 2, 5) },
    reason: 'the Romanian Cavalry Corps (5th, 6th, 8th cavalry brigades)',
  },
  'ro-arm': {
    ...{ nationality: 'romanian', type: 'armor', size: 'division', full: f(3, 2, 5) },
    reason: '1st Armoured Division "România Mare" (R-2 light tanks): a third of a weak panzer corps',
  },
  'hu-mot': {
    ...{ nationality: 'hungarian', type: 'motorized', size: 'corps', full: f(5, 4, 6), reduced: f(2, 2, 6) },
    reason: 'the Mobile Corps (Gyorshadtest: two motorised and a cavalry brigade, Toldi tanks)',
  },
  'hu-inf': {
    ...{ nationality: 'hungarian', type: 'mountain', size: 'corps', full: f(3, 4, 3), reduced: f(1, 2, 3) },
    reason: 'VIII Corps of the Carpathian Group (1st Mountain, 8th Border Guard brigades)',
  },
  'sk-inf': {
    ...{ nationality: 'slovak', type: 'infantry', size: 'corps', full: f(3, 4, 3), reduced: f(1, 2, 3) },
    reason: 'the Slovak Army Group (1st, 2nd divisions): two light divisions, poorly equipped',
  },
  'sk-mot': {
    ...{ nationality: 'slovak', type: 'motorized', size: 'brigade', full: f(1, 1, 6) },
    reason: 'the Slovak Mobile Group (Pilfousek), a brigade of motorised troops and light tanks',
  },
  'fi-inf': {
    ...{ nationality: 'finnish', type: 'infantry', size: 'corps', full: f(6, 8, 3), reduced: f(3, 4, 3) },
    flags: ['winterized'],
    reason:
      'a Finnish corps of two or three divisions: light artillery, strong defence in forest, winterized (§28.08); ' +
      'Finnish corps with a reduced side may break down (§26.01)',
  },
  'it-inf': {
    ...{ nationality: 'italian', type: 'infantry', size: 'corps', full: f(6, 6, 4), reduced: f(2, 3, 4) },
    reason: 'the rulebook\u2019s Italian 6-6-4 INF XXX (§26.01): the CSIR (Pasubio, Torino, 3rd Celere)',
    ref: '§26.01',
  },
  'es-inf': {
    ...{ nationality: 'spanish-blue', type: 'infantry', size: 'division', full: f(3, 3, 4) },
    reason: 'the Spanish Blue Division (250th Infantry Division): a third of a German corps',
  },
  'su-rifle': {
    ...{ nationality: 'soviet', type: 'infantry', size: 'corps', full: f(4, 6, 3), reduced: f(2, 3, 3) },
    reason: 'the rulebook\u2019s Soviet 4-6-3 INF XXX (§9.03 example): a rifle corps of two or three divisions',
    ref: '§9.03',
  },
  'su-mech': {
    ...{ nationality: 'soviet', type: 'armor', size: 'corps', full: f(8, 6, 5), reduced: f(4, 3, 5) },
    reason:
      'a Soviet mechanised corps with its T-34s and KVs (1st, 3rd–8th, 15th: 700 tanks or more): half ' +
      'a panzer corps\u2019 attack for want of radios, fuel and training',
  },
  'su-mech-weak': {
    ...{ nationality: 'soviet', type: 'armor', size: 'corps', full: f(5, 4, 5), reduced: f(2, 2, 5) },
    reason: 'a Soviet mechanised corps still forming (under 500 tanks, mostly T-26 and BT, few lorries)',
  },
  'su-cav': {
    ...{ nationality: 'soviet', type: 'cavalry', size: 'corps', full: f(3, 4, 5), reduced: f(1, 2, 5) },
    reason: 'a Soviet cavalry corps of two cavalry divisions',
  },
  'su-fr': {
    ...{ nationality: 'soviet', type: 'infantry', size: 'brigade', full: f(1, 3, 0) },
    flags: ['static', 'fortified-region'],
    reason:
      'a fortified region (UR) of the new frontier: machine-gun battalions in bunkers, no transport; MF 0, so it ' +
      'cannot be replaced (§27.23(2))',
  },
  'su-siberian': {
    ...{ nationality: 'soviet-siberian', type: 'infantry', size: 'corps', full: f(6, 7, 4), reduced: f(3, 3, 4) },
    flags: ['winterized'],
    reason: 'Far Eastern and Siberian divisions of autumn 1941: full-strength, trained, winterized (§28.08)',
  },
  'su-guards': {
    ...{ nationality: 'soviet-guards', type: 'infantry', size: 'corps', full: f(6, 7, 3), reduced: f(3, 3, 3) },
    reason: '1st Guards Rifle Corps (Lelyushenko, Mtsensk, October 1941): picked divisions and tank brigades',
  },
  'su-tank-bde': {
    ...{ nationality: 'soviet', type: 'armor', size: 'brigade', full: f(2, 2, 5) },
    reason: 'the tank brigades of autumn 1941 (T-34s and KVs in brigades of 46–93 tanks)',
  },
  leader: {
    ...{ nationality: 'german', type: 'leader', size: 'leader', full: f(0, 0, 6) },
    reason: 'leaders move as armor (§3.4): the panzer corps\u2019 6 MP',
  },
  'su-leader': {
    ...{ nationality: 'soviet', type: 'leader', size: 'leader', full: f(0, 0, 5) },
    reason: 'leaders move as armor (§3.4): the Soviet mechanised corps\u2019 5 MP',
  },
  'de-supply': {
    ...{ nationality: 'german', type: 'supply', size: 'full', full: f(0, 0, 6), reduced: f(0, 0, 6) },
    reason: 'a full supply unit, flipped to a half (§23.22), moving as armor (§3.4)',
  },
  'su-supply': {
    ...{ nationality: 'soviet', type: 'supply', size: 'full', full: f(0, 0, 5), reduced: f(0, 0, 5) },
    reason: 'a full supply unit, flipped to a half (§23.22), moving as armor (§3.4)',
  },
  'su-fort': {
    ...{ nationality: 'soviet', type: 'fort', size: 'regular', full: f(0, 0, 0) },
    reason: 'a regular fort (§24.12: −1 DRM, no armor bonus): a fortified region of the Stalin Line of 1929–38',
  },
  'su-major-fort': {
    ...{ nationality: 'soviet', type: 'fort', size: 'major', full: f(0, 0, 0) },
    flags: ['major-fort'],
    reason: 'a major fort (§24.14), set up, never built (§24.13): Sevastopol\u2019s coastal batteries (§9.05(1))',
    ref: '§9.05(1)',
  },
  'de-F': { nationality: 'german', type: 'air-F', size: 'wing', full: air(3, 1, 5), reason: 'Bf 109 (F 3 1 5)' },
  'de-A': { nationality: 'german', type: 'air-A', size: 'wing', full: air(1, 6, 6), reason: 'Ju 87 (A 1 6 6)' },
  'de-Z': { nationality: 'german', type: 'air-A', size: 'wing', full: air(2, 4, 7), reason: 'Bf 110 (A 2 4 7)' },
  'de-B': { nationality: 'german', type: 'air-B', size: 'wing', full: air(2, 4, 14), reason: 'He 111, Ju 88, Do 17' },
  'de-T': { nationality: 'german', type: 'air-T', size: 'wing', full: air(0, 0, 12), reason: 'Ju 52 (T 0 0 12)' },
  'su-F': { nationality: 'soviet', type: 'air-F', size: 'wing', full: air(2, 0, 4), reason: 'I-16, I-153, MiG-3' },
  'su-B': { nationality: 'soviet', type: 'air-B', size: 'wing', full: air(1, 2, 10), reason: 'SB, Su-2, DB-3' },
  'ro-F': { nationality: 'romanian', type: 'air-F', size: 'wing', full: air(2, 1, 4), reason: 'IAR 80, He 112' },
  'ro-B': { nationality: 'romanian', type: 'air-B', size: 'wing', full: air(1, 2, 10), reason: 'SM.79, Blenheim' },
  'fi-F': { nationality: 'finnish', type: 'air-F', size: 'wing', full: air(3, 0, 4), reason: 'Brewster, Fiat G.50' },
  'hu-F': { nationality: 'hungarian', type: 'air-F', size: 'wing', full: air(2, 1, 4), reason: 'CR.42, Ca.135' },
  'it-F': { nationality: 'italian', type: 'air-F', size: 'wing', full: air(2, 1, 5), reason: 'Macchi C.200' },
};
