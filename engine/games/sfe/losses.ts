// §10.01, §10.02, §10.04 what a result does to each side, and the losses of an exchange. AE, AX, AR, NE, EX, HX, DR,
// DE (§10.01). Exchanges count printed factors, terrain and supply ignored: the attacker removes attack factors, the
// defender defence factors, at least the number due; a unit with a reduced side may pay by flipping, credited full
// minus reduced (a 10-10-4 pays 6 by flipping to 4-4-4, §10.02). Air and naval units are never touched nor counted
// (§10.04): only the ground units passed here count. An attacker below the defender's printed factors who reached
// 1-1 with support and rolled EX loses everything (§10.02 note): the loss due is then more than it has.

import { violationMaker } from '../../core/kit.js';
import type { Violation } from '../../core/types.js';
import { type Fighter, isGround } from './combat.js';
import type { CombatResult } from './crt.js';

const violation = violationMaker('sfe');

/** What a result asks of one side. */
export interface Fate {
  /** Every unit is eliminated. */
  all: boolean;
  /** Factors to lose, at least (attack factors for the attacker, defence for the defender). */
  lose: number;
  /** The survivors retreat. */
  retreat: boolean;
}

/** The factors removed before the other side pays (EX, HX): the defenders' printed defence, the attackers' attack. */
export interface Totals {
  attack: number;
  defence: number;
}

/** Digest §10.5 item 4: "half the defending factors" of an HX, rounded up by default (reconstructed). */
export type HalfRounding = 'up' | 'down';

const NONE: Fate = { all: false, lose: 0, retreat: false };
const ALL: Fate = { all: true, lose: 0, retreat: false };

/** §10.01 each side's fate under a result, given the odds (1-1 or better) and the printed totals (§10.02). */
export function fates(result: CombatResult, atLeastEven: boolean, printed: Totals, half: HalfRounding = 'up') {
  switch (result) {
    case 'AE':
      return { attacker: ALL, defender: NONE };
    case 'AX':
      return { attacker: { all: false, lose: printed.defence, retreat: true }, defender: NONE };
    case 'AR':
      return { attacker: { ...NONE, retreat: true }, defender: NONE };
    case 'NE':
      return { attacker: NONE, defender: NONE };
    case 'EX':
      return atLeastEven
        ? { attacker: { ...NONE, lose: printed.defence }, defender: ALL }
        : { attacker: ALL, defender: { ...NONE, lose: printed.attack } };
    case 'HX': {
      const h = printed.defence / 2;
      return { attacker: { ...NONE, lose: half === 'up' ? Math.ceil(h) : Math.floor(h) }, defender: ALL };
    }
    case 'DR':
      return { attacker: NONE, defender: { ...NONE, retreat: true } };
    case 'DE':
      return { attacker: NONE, defender: ALL };
  }
}

/** §10.02 a side's printed total: attack factors for the attacker, defence for the defender (ground units only). */
export const printedTotal = (units: readonly Fighter[], role: 'attack' | 'defence'): number =>
  units.filter(isGround).reduce((s, u) => s + u[role], 0);

/** §10.02 how a unit pays: flipped to its reduced side, or removed. */
export type Payment = 'flip' | 'remove';

/** §10.02 the factors a payment is credited: flipping, full minus reduced; removing, what it shows. */
export function credit(u: Fighter, how: Payment, role: 'attack' | 'defence'): number {
  if (how === 'remove') return u[role];
  return u.back && !u.reduced ? u[role] - u.back[role] : 0;
}

/** §10.02, †§12.03 the owner's choice of losses: which units flip, which are removed. */
export type LossChoice = Record<string, Payment>;

/** §10.02, †§12.03 the reasons a choice does not pay `due` factors (armor share `armorDue`, if bound). */
export function lossProblems(
  units: readonly Fighter[],
  choice: LossChoice,
  due: number,
  role: 'attack' | 'defence',
  armorDue = 0,
): Violation[] {
  const out: Violation[] = [];
  const byId = new Map(units.map((u) => [u.id, u]));
  let paid = 0;
  let armor = 0;
  for (const [id, how] of Object.entries(choice)) {
    const u = byId.get(id);
    if (!u || !isGround(u)) {
      out.push(violation('loss.unit', '§10.02', `${id} is not one of the units in this combat`, { piece: id }));
      continue;
    }
    if (how === 'flip' && !(u.back && !u.reduced))
      out.push(violation('loss.flip', '§10.02', `${id} has no reduced side to flip to`, { piece: id }));
    const c = credit(u, how, role);
    paid += c;
    if (u.type === 'armor') armor += c;
  }
  const all = printedTotal(units, role);
  // §10.02 note: a loss greater than the side has takes every unit
  if (paid < Math.min(due, all))
    out.push(violation('loss.short', '§10.02', `The losses pay ${paid} of the ${due} factors due`, { paid, due }));
  if (armor < armorDue)
    out.push(violation('loss.armor', '†§12.03', `At least ${armorDue} of the losses must be armor`, { armorDue }));
  return out;
}

/** §10.02 the choice paying at least `due` with the fewest factors over (then fewest units removed): a default. */
export function cheapestLosses(
  units: readonly Fighter[],
  due: number,
  role: 'attack' | 'defence',
  armorDue = 0,
): LossChoice {
  const ground = units.filter(isGround).slice(0, 10);
  let best: { choice: LossChoice; over: number; removed: number } | null = null;
  const walk = (i: number, choice: LossChoice) => {
    if (i === ground.length) {
      if (lossProblems(ground, choice, due, role, armorDue).length > 0) return;
      const paid = ground.reduce((s, u) => s + (choice[u.id] ? credit(u, choice[u.id]!, role) : 0), 0);
      const removed = Object.values(choice).filter((h) => h === 'remove').length;
      const over = paid - due;
      if (!best || over < best.over || (over === best.over && removed < best.removed))
        best = { choice: { ...choice }, over, removed };
      return;
    }
    const u = ground[i]!;
    walk(i + 1, choice);
    if (u.back && !u.reduced) walk(i + 1, { ...choice, [u.id]: 'flip' });
    walk(i + 1, { ...choice, [u.id]: 'remove' });
  };
  walk(0, {});
  return (best as { choice: LossChoice } | null)?.choice ?? Object.fromEntries(ground.map((u) => [u.id, 'remove']));
}
