// §12 the armor bonus. Counted in corps: a full corps 1, a reduced corps or a division ½, a reduced division or a
// brigade ¼; air, naval and leaders left out (§12.01(1)). The attacker gets +1 when at least ⅔ of his corps are
// armor, less than ⅓ of the defender's are, the defender is not in forest, swamp, mountain or city, nor with a fort,
// nor across a strait, and the weather is clear, stormy or frost (§12.01); the defender −1 likewise (§12.02). Who
// takes a bonus, or whose armor negates the other's, takes at least half (rounded down) of his losses from armor
// (†§12.03). A side whose armor a scenario makes ineligible counts it as infantry. Optional §28.03: German motorized
// units, up to the number of panzer corps, and French 10-10-5 motorized corps are left out of the count; optional
// §28.10b: artillery up to the number of armor corps is left out.

import { type Fighter, isGround } from './combat.js';

/** §12.01(1) a unit's size in corps. */
export function corpsEquivalent(u: Pick<Fighter, 'size' | 'reduced'>): number {
  if (u.size === 'corps') return u.reduced ? 1 / 2 : 1;
  if (u.size === 'division') return u.reduced ? 1 / 4 : 1 / 2;
  return 1 / 4;
}

/** The options and scenario rules the count reads. */
export interface ArmorRules {
  /** §28.03 German motorized (up to the panzer corps) and French 10-10-5 motorized left out. */
  motorizedNeutral?: boolean;
  /** §28.10b artillery up to the number of armor corps left out. */
  artilleryNeutral?: boolean;
  /** §12.03 a scenario makes this side's armor ineligible: it counts as infantry. */
  ineligible?: boolean;
}

/** §12.01(1) a force's armor and total corps, with what the options leave out. */
export function armorCount(force: readonly Fighter[], rules: ArmorRules = {}) {
  const ground = force.filter(isGround);
  const isArmor = (u: Fighter) => u.type === 'armor' && !rules.ineligible;
  const armorCorps = ground.filter((u) => isArmor(u) && u.size === 'corps').length;
  let motorized = 0;
  let artillery = 0;
  let armor = 0;
  let total = 0;
  for (const u of ground) {
    const french = u.nationality === 'french' && u.type === 'motorized' && u.attack === 10 && u.defence === 10;
    const german = u.nationality === 'german' && u.type === 'motorized';
    if (rules.motorizedNeutral && french) continue;
    if (rules.motorizedNeutral && german && motorized < armorCorps) {
      motorized++;
      continue;
    }
    if (rules.artilleryNeutral && u.type === 'artillery' && artillery < armorCorps) {
      artillery++;
      continue;
    }
    const ce = corpsEquivalent(u);
    total += ce;
    if (isArmor(u)) armor += ce;
  }
  return { armor, total };
}

/** §12.01(3), §12.02(3), §12.01(4) the hex and the weather a bonus needs. */
export interface ArmorGround {
  terrain: string;
  fort: boolean;
  strait?: boolean;
  weather: string;
}

/** §12.01(3) terrain that denies the bonus (towns count as cities only with the option, digest §10.5 item 5). */
export const CLOSED_TERRAIN = ['forest', 'swamp', 'mountain', 'city'];
/** §12.01(4) the weather a bonus needs. */
export const BONUS_WEATHER = ['clear', 'stormy', 'frost'];

const atLeastTwoThirds = (c: { armor: number; total: number }) => c.total > 0 && c.armor * 3 >= c.total * 2;
const underOneThird = (c: { armor: number; total: number }) => c.armor * 3 < c.total;

/** §12.01, §12.02, †§12.03 which bonus each side may claim, and who counts as having used it. */
export function armorBonus(
  attackers: readonly Fighter[],
  defenders: readonly Fighter[],
  ground: ArmorGround,
  rules: { attacker?: ArmorRules; defender?: ArmorRules } = {},
) {
  const a = armorCount(attackers, rules.attacker);
  const d = armorCount(defenders, rules.defender);
  const open = !CLOSED_TERRAIN.includes(ground.terrain) && !ground.fort && BONUS_WEATHER.includes(ground.weather);
  const attackerOpen = open && !ground.strait;
  const attacker = attackerOpen && atLeastTwoThirds(a) && underOneThird(d);
  const defender = open && atLeastTwoThirds(d) && underOneThird(a);
  // †§12.03 a side whose armor alone stops the other's bonus (condition 2) has "used" the bonus
  const attackerNegates = open && atLeastTwoThirds(d) && !underOneThird(a) && a.armor > 0;
  const defenderNegates = attackerOpen && atLeastTwoThirds(a) && !underOneThird(d) && d.armor > 0;
  return { attacker, defender, attackerNegates, defenderNegates, count: { attacker: a, defender: d } };
}

/** †§12.03 whether a side is bound by the loss rule: it took its bonus, or its armor negated the other's. */
export const boundByLossRule = (took: boolean, negated: boolean): boolean => took || negated;

/** †§12.03 the armor factors a side bound by the rule must lose: half its loss (rounded down), as far as it can. */
export const armorLossDue = (lost: number, armorAvailable: number): number =>
  Math.min(Math.floor(lost / 2), armorAvailable);
