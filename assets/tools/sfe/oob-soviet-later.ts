// The Red Army's reinforcements of June–December 1941 by turn (1 = JUN 2 1941): the new armies the Stavka raised
// (their divisions as rifle corps), the Far Eastern divisions from October, the Guards, cavalry and tank brigades,
// and Zhukov. Each army is dated by its forming (COUNTERS.md); units arrive in the Reinforcement Phase (§27.11).

import type { Entry } from './oob-axis.js';

/** [turn, army or unit, counters of it, kind]: one line per army raised that turn. */
const RAISED: [number, string, number, string][] = [
  [2, '29th Army', 1, 'su-rifle'],
  [2, '30th Army', 1, 'su-rifle'],
  [2, '31st Army', 1, 'su-rifle'],
  [2, '13th Army (re-formed)', 1, 'su-rifle'],
  [3, '32nd Army', 1, 'su-rifle'],
  [3, '33rd Army', 1, 'su-rifle'],
  [3, '34th Army', 1, 'su-rifle'],
  [3, '43rd Army', 1, 'su-rifle'],
  [3, 'Cavalry Group (Gorodovikov)', 1, 'su-cav'],
  [4, '37th Army', 1, 'su-rifle'],
  [4, '38th Army', 1, 'su-rifle'],
  [4, '49th Army', 1, 'su-rifle'],
  [4, '50th Army', 1, 'su-rifle'],
  [4, '52nd Army', 1, 'su-rifle'],
  [4, '51st Army (the Crimea)', 1, 'su-rifle'],
  [5, '54th Army', 1, 'su-rifle'],
  [5, '55th Army (Leningrad militia)', 1, 'su-rifle'],
  [5, '48th Army', 1, 'su-rifle'],
  [5, '40th Army', 1, 'su-rifle'],
  [5, 'Cavalry Corps (Dovator)', 1, 'su-cav'],
  [6, '56th Army (Rostov)', 1, 'su-rifle'],
  [6, '57th Army', 1, 'su-rifle'],
  [6, '6th Army (re-formed)', 1, 'su-rifle'],
  [7, '3rd Army (re-formed)', 1, 'su-rifle'],
  [7, '18th Army (re-formed)', 1, 'su-rifle'],
  [7, 'Tank brigades (September)', 2, 'su-tank-bde'],
  [8, '5th Army (Mozhaisk)', 1, 'su-rifle'],
  [8, '16th Army (re-formed)', 1, 'su-rifle'],
  [8, '1st Guards Rifle Corps (Lelyushenko)', 1, 'su-guards'],
  [8, 'Tank brigades (October)', 2, 'su-tank-bde'],
  [9, 'Far Eastern divisions (October)', 2, 'su-siberian'],
  [9, '33rd Army (re-formed)', 1, 'su-rifle'],
  [9, '43rd Army (re-formed)', 1, 'su-rifle'],
  [10, 'Far Eastern divisions (November)', 2, 'su-siberian'],
  [10, '2nd Guards Cavalry Corps (Belov)', 1, 'su-cav'],
  [10, 'Tank brigades (November)', 2, 'su-tank-bde'],
  [11, '1st Shock Army', 2, 'su-rifle'],
  [11, '10th Army', 2, 'su-rifle'],
  [11, '20th Army (re-formed)', 1, 'su-rifle'],
  [12, '26th Army', 1, 'su-rifle'],
  [12, '39th Army', 1, 'su-rifle'],
  [12, 'Far Eastern divisions (December)', 1, 'su-siberian'],
  [13, '2nd Shock Army', 1, 'su-rifle'],
  [13, '59th Army', 1, 'su-rifle'],
];

/** The Soviet reinforcements as order-of-battle entries, by turn. */
export function sovietLater(): [number, Entry][] {
  const out: [number, Entry][] = [];
  for (const [turn, army, count, kind] of RAISED)
    for (let i = 1; i <= count; i++) {
      const tag = army.replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '');
      const name = count > 1 ? `${army} ${i}` : army;
      out.push([turn, [`S-T${turn}-${tag}${count > 1 ? `-${i}` : ''}`, name, kind, 0, 0, 'reinforcement']]);
    }
  out.push([6, ['L-Zhukov', 'Zhukov', 'su-leader', 0, 0, 'reinforcement']]);
  return out;
}
