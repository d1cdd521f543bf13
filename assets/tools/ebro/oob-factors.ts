// La Batalla del Ebro's counter values by kind of unit: one profile per kind (a Republican battalion, a Legion
// bandera, an artillery group, a corps HQ...), each with the reason for its numbers. The series book prints no counter
// (digest §10.2): every value is an original reconstruction on the scale written in assets/modules/ebro/COUNTERS.md.

import type { UnitFace } from '../../../engine/core/module.js';

/** What a profile gives a counter: its kind, size, levels, faces, flags and why. */
export interface Profile {
  type: string;
  size: string;
  steps: number;
  full: UnitFace;
  reduced?: UnitFace;
  flags: string[];
  reason: string;
}

type Ground = { fire: number; range: number; assault: number; attack: number; defense: number; mp: number };

/** B.9.2 a ground face: fire, range, assault, attack/defence, movement, stacking. */
function face(g: Ground, stack: number): UnitFace {
  const { fire, range, assault, attack, defense, mp } = g;
  return { attack, defense, movement: mp, factors: { fire, range, assault, stack } };
}

/** E the back of a two-level counter: every factor halved rounding up, the range and movement kept. */
export function halved(f: UnitFace): UnitFace {
  const h = (n: number) => Math.ceil(n / 2);
  const x = f.factors ?? {};
  const factors: Record<string, number> = {};
  for (const [k, v] of Object.entries(x)) factors[k] = k === 'range' ? v : h(v);
  return { attack: h(f.attack), defense: h(f.defense), movement: f.movement, factors };
}

/** The ground profiles: name, type, size, levels, 'fire range assault attack defence MP stack', flags. */
const TABLE: [string, string, string, number, string, string][] = [
  ['rep-inf', 'infantry', 'battalion', 2, '1 0 4 3 3 6 2', ''],
  ['rep-inf-elite', 'shock-infantry', 'battalion', 2, '1 0 5 4 3 6 2', 'shock'],
  ['ib-inf', 'infantry', 'battalion', 2, '1 0 5 4 3 6 2', 'ib'],
  ['carabineros', 'security', 'battalion', 2, '1 0 2 2 3 6 2', ''],
  ['rep-eng', 'engineer', 'company', 1, '0 0 1 1 2 6 1', 'engineer'],
  ['rep-pont', 'engineer', 'company', 1, '0 0 1 1 1 6 1', 'engineer bridge-engineer'],
  ['rep-art', 'artillery', 'group', 2, '4 5 0 0 2 4 2', 'artillery defence-only'],
  ['rep-heavy', 'heavy-artillery', 'group', 2, '6 7 0 0 1 6 3', 'artillery defence-only motorised'],
  ['rep-heavy-old', 'heavy-artillery', 'battery', 1, '4 6 0 0 1 4 2', 'artillery defence-only rigid'],
  ['rep-mtn', 'mountain-artillery', 'battery', 1, '2 4 0 0 1 5 1', 'artillery defence-only mountain'],
  ['rep-aa', 'aa-artillery', 'battery', 1, '2 3 0 0 1 8 1', 'artillery defence-only aa motorised'],
  ['rep-at', 'at-artillery', 'battery', 1, '2 1 0 0 1 6 1', 'artillery defence-only at'],
  ['t26', 'light-tank', 'company', 1, '2 1 4 3 2 10 2', 'armoured motorised'],
  ['nat-inf', 'infantry', 'battalion', 2, '2 1 4 3 4 6 2', ''],
  ['navarre', 'infantry', 'battalion', 2, '2 1 5 4 4 6 2', ''],
  ['bandera', 'infantry', 'battalion', 2, '2 1 6 4 4 7 2', 'legion army-of-africa'],
  ['tabor', 'infantry', 'battalion', 2, '1 1 6 4 3 8 2', 'army-of-africa'],
  ['nat-mg', 'machine-gun', 'battalion', 2, '3 1 1 1 4 6 2', ''],
  ['nat-eng', 'engineer', 'company', 1, '0 0 1 1 2 6 1', 'engineer'],
  ['nat-gc', 'security', 'company', 1, '1 0 1 1 2 6 1', ''],
  ['nat-art', 'artillery', 'group', 2, '5 5 0 0 2 5 2', 'artillery defence-only'],
  ['nat-heavy', 'heavy-artillery', 'group', 2, '7 8 0 0 1 8 3', 'artillery defence-only motorised'],
  ['nat-mtn', 'mountain-artillery', 'battery', 1, '3 4 0 0 1 5 1', 'artillery defence-only mountain'],
  ['nat-at', 'at-artillery', 'battery', 1, '2 1 0 0 1 6 1', 'artillery defence-only at'],
  ['flak88', 'aa-artillery', 'battery', 1, '4 4 0 0 2 8 2', 'artillery defence-only aa motorised condor'],
  ['ctv-art', 'artillery', 'group', 2, '6 6 0 0 2 8 2', 'artillery defence-only motorised ctv'],
  ['panzer', 'light-tank', 'company', 1, '1 1 3 2 2 10 2', 'armoured motorised legion'],
];

/** Why each ground profile has its numbers. */
const REASONS: Record<string, string> = {
  'rep-inf':
    'Popular Army battalion of a 1938 mixed brigade: light machine guns only (fire 1, adjacent), a fair assault',
  'rep-inf-elite': 'battalion of the 11th Division (Líster), the Republic’s shock troops: one more assault and attack',
  'ib-inf': 'International Brigade battalion: the Popular Army battalion with veteran cadres (assault 5, attack 4)',
  carabineros: 'Carabineros battalion holding the river line below Xerta: a garrison, weak in assault',
  'rep-eng': 'sapper company (zapadores): builds and repairs, hardly fights',
  'rep-pont': 'pontoneros company: the bridge engineers who launched the boats and footbridges of 25 July',
  'rep-art': 'horse-drawn group of 75/76.2 mm guns (about 12 pieces): 7-8 km reach over 1.5 km hexes',
  'rep-heavy': 'tractor-drawn 114-155 mm group of the army reserve: heavier shells, 10 km reach',
  'rep-heavy-old': 'old 155 mm pieces without a recoil mechanism (rigid artillery, XVIII.2.6)',
  'rep-mtn': '70 mm mountain battery on mules: the only guns that may follow the infantry into the sierras',
  'rep-aa': '76.2 mm anti-aircraft battery guarding the crossings (doubled against aircraft, XVIII)',
  'rep-at': '45 mm anti-tank battery (doubled against armour, XVIII)',
  t26: 'half-company of T-26 tanks (the series shows armour by half-companies, C)',
  'nat-inf':
    'Nationalist line battalion: more machine guns and mortars than its enemy (fire 2, range 1), solid in defence',
  navarre: 'battalion of a Navarre division (Requetés and veterans of the North): one more assault and attack',
  bandera: 'Legion bandera: professional shock infantry, the best assault on the field',
  tabor: 'tabor of Regulares: fast and fierce in the assault, light in fire, not slowed by the heat (XVIII)',
  'nat-mg': 'machine-gun battalion: fire rather than assault',
  'nat-eng': 'divisional sapper company',
  'nat-gc': 'Guardia Civil company in the rear of the river line',
  'nat-art': 'divisional group of 75/105 mm guns: the Nationalists had more shells than the Republic (fire 5)',
  'nat-heavy': 'corps group of 155 mm howitzers: 12 km reach',
  'nat-mtn': '105/11 mm mountain battery on mules',
  'nat-at': '37 mm anti-tank battery (doubled against armour, XVIII)',
  flak88: 'Condor Legion 88 mm Flak battery (F/88): the strongest anti-aircraft gun, also fired at ground targets',
  'ctv-art': 'CTV artillery group (75/27, 100/17 and 149 mm): motorised and well supplied',
  panzer: 'half-company of Panzer I and captured T-26 of the Legion’s Bandera de Carros',
};

/** The ground profiles by name. */
export const GROUND: Record<string, Profile> = Object.fromEntries(
  TABLE.map(([name, type, size, steps, values, flags]) => {
    const [fire, range, assault, attack, defense, mp, stack] = values.split(' ').map(Number);
    const full = face({ fire, range, assault, attack, defense, mp }, stack);
    const reduced = steps === 2 ? { reduced: halved(full) } : {};
    const profile: Profile = {
      type,
      size,
      steps,
      full,
      ...reduced,
      flags: flags ? flags.split(' ') : [],
      reason: REASONS[name],
    };
    return [name, profile];
  }),
);

/** The boats counter (IX.2.7, B.9.2): levels carried per crossing, stacking 4 at full strength (XI.4). */
export const BOATS: Profile = {
  type: 'boats',
  size: 'group',
  steps: 2,
  full: { attack: 0, defense: 1, movement: 6, factors: { transport: 4, stack: 4 } },
  reduced: { attack: 0, defense: 1, movement: 6, factors: { transport: 2, stack: 2 } },
  flags: ['boats'],
  reason: 'a boat group of about 30 assault boats: 4 levels a crossing (2 when worn down); nominal defence 1 (X.II)',
};

/**
 * IX.2.2 a motor pool: a lorry company carrying 4 levels (two battalions) at the MP of a motorised unit, stacking 1,
 * nominal defence 1, no fire, assault or attack; one level (it is lost whole).
 */
export const MOTOR_POOL: Profile = {
  type: 'motor-pool',
  size: 'company',
  steps: 1,
  full: { attack: 0, defense: 1, movement: 10, factors: { fire: 0, range: 0, assault: 0, transport: 4, stack: 1 } },
  flags: ['motor-pool', 'motorised'],
  reason:
    'a lorry company (compañía de automóviles) of about 60 lorries: two battalions (4 levels) a move at a motorised ' +
    'unit’s 10 MP (IX.2.2); it does not fight',
};

type HqFace = { defense: number; support: number; reorg: number; supply: number };

/** VII an HQ: one level (E), defence, 8 MP and stacking 1 on the front; support, reorganisation, supply on the back. */
function hq(size: string, f: HqFace, reason: string): Profile {
  const { defense, support, reorg, supply } = f;
  const factors = { stack: 1, support, reorg, supply };
  return {
    type: 'hq',
    size,
    steps: 1,
    full: { attack: 0, defense, movement: 8, factors },
    flags: ['motorised'],
    reason,
  };
}

/**
 * The HQ profiles by name. VII.2.2: the reorganisation factor is both the range in hexes and the DRM, and the book's
 * V Corps reorganises within 6 (Fig. 12): corps 6; divisions 3 (Republican) or 4; the army 6.
 */
export const HQ: Record<string, Profile> = {
  'rep-army': hq(
    'army',
    { defense: 2, support: 3, reorg: 6, supply: 16 },
    'the Ejército del Ebro’s staff (Modesto): support 3, supply over 16 MP of the army’s roads',
  ),
  'rep-corps': hq(
    'corps',
    { defense: 2, support: 2, reorg: 6, supply: 12 },
    'army corps: reorganisation 6, the range of the book’s V Corps example (Figs. 11-12)',
  ),
  'rep-div': hq(
    'division',
    { defense: 1, support: 1, reorg: 3, supply: 8 },
    'Popular Army division: a small staff, little artillery to lend',
  ),
  'nat-corps': hq(
    'corps',
    { defense: 2, support: 2, reorg: 6, supply: 12 },
    'Cuerpo de Ejército: as a Republican corps',
  ),
  'nat-div': hq(
    'division',
    { defense: 2, support: 2, reorg: 4, supply: 8 },
    'Nationalist division: better staff work and liaison with its artillery (support 2, reorganisation 4)',
  ),
};
