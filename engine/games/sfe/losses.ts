// §10.01, §10.02, §10.04 what a result does to each side, and the losses of an exchange. AE, AX, AR, NE, EX, HX, DR,
// DE (§10.01). Exchanges count printed factors, terrain and supply ignored: the attacker removes attack factors, the
// defender defence factors, at least the number due; a unit with a reduced side may pay by flipping, credited full
// minus reduced (a 10-10-4 pays 6 by flipping to 4-4-4, §10.02). Air and naval units are never touched nor counted
// (§10.04): only the ground units passed here count. An attacker below the defender's printed factors who reached
// 1-1 with support and rolled EX loses everything (§10.02 note): the loss due is then more than it has.

import { strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { type Action, DEAD_PILE, type GameState, type Violation } from '../../core/types.js';
import { type Draft, emit, moveTo, setPiece } from '../../systems/draft.js';
import type { Procedure } from '../../core/steps.js';
import { armorLossDue } from './armor.js';
import {
  type Battle,
  type CombatStop,
  type Fighter,
  fighterOf,
  fightersOf,
  isGround,
  logOf,
  setLog,
} from './combat.js';
import type { CombatResult } from './crt.js';
import { dateLater, leaderFalls } from './leaders.js';
import { defOf, enemyOf, hexOf, type SfeVars, type Side, varsOf, violation } from './state.js';

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

/** §10.02 the factors a choice of losses pays. */
const paidBy = (units: readonly Fighter[], choice: LossChoice, role: 'attack' | 'defence'): number =>
  units.reduce((s, u) => s + (choice[u.id] ? credit(u, choice[u.id]!, role) : 0), 0);

/** §10.02 with the option lossesLeastOver (digest §10.5 item 4, "equal to"): a choice paying more than the least
 *  over `due` any choice must is refused. */
export function overshootProblems(
  units: readonly Fighter[],
  choice: LossChoice,
  due: number,
  role: 'attack' | 'defence',
  armorDue = 0,
): Violation[] {
  const paid = paidBy(units, choice, role);
  const least = paidBy(units, cheapestLosses(units, due, role, armorDue), role);
  if (paid <= least) return [];
  return [violation('loss.over', '§10.02', `The losses pay ${paid} factors where ${least} would do`, { paid, least })];
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

// ---------------------------------------------------------------- on the board

type D = Draft<SfeVars>;

/** §10.01, §13.05, §23.22, §27.22 eliminate units: the attack factors lost are counted for special replacements, and
 *  a leader or supply unit left in a hex with no ground unit of its side goes with the last of them. */
export function eliminate(module: GameModule, d: D, ids: readonly string[], rule: string): void {
  const hexes = new Set<string>();
  for (const id of ids) {
    const p = d.state.pieces.find((x) => x.id === id);
    const f = p ? fighterOf(module, p) : null;
    if (!p || !f) continue;
    hexes.add(`${f.side}@${f.hex}`);
    d.vars.lost[f.side as Side] = (d.vars.lost[f.side as Side] ?? 0) + f.attack;
    moveTo(d, id, { kind: 'box', box: DEAD_PILE });
    emit(d, { type: 'eliminated', piece: id, side: f.side, hex: f.hex, rule });
  }
  for (const key of hexes) {
    const [side, hex] = key.split('@') as [string, string];
    const left = fightersOf(
      module,
      d.state.pieces.filter((p) => hexOf(p) === hex && p.side === side),
    );
    if (!leaderFalls(left)) continue;
    for (const f of left) {
      moveTo(d, f.id, { kind: 'box', box: DEAD_PILE });
      const back = f.type === 'leader' ? dateLater(d.vars.date, 3) : null;
      emit(d, { type: 'eliminated', piece: f.id, side, hex, rule: f.type === 'leader' ? '§13.05' : '§23.22' });
      if (back) emit(d, { type: 'leaderReturns', piece: f.id, side, ...back });
    }
  }
}

/** §10.02 flip a unit to its reduced side. */
export function flip(module: GameModule, d: D, id: string): void {
  const p = d.state.pieces.find((x) => x.id === id)!;
  const def = defOf(module, p)!;
  const before = p.steps;
  setPiece(d, id, { steps: def.steps - 1 });
  d.vars.lost[p.side as Side] = (d.vars.lost[p.side as Side] ?? 0) + (def.full.attack - (def.reduced?.attack ?? 0));
  emit(d, { type: 'reduced', piece: id, side: p.side ?? '', steps: [before, def.steps - 1], rule: '§10.02' });
}

/** The battle's units still on the map. */
export const alive = (state: GameState, ids: readonly string[]) =>
  ids.filter((id) => state.pieces.some((p) => p.id === id && p.at.kind === 'hex'));

/** §10.02 a side owes `due` factors: paid at once when it has no more, else owed (†§12.03 its armor share). */
export function owe(
  module: GameModule,
  d: D,
  b: Battle,
  who: 'attacker' | 'defender',
  due: number,
  bound: boolean,
): Battle {
  const ids = alive(d.state, who === 'attacker' ? b.attackers : b.defenders);
  const role = who === 'attacker' ? 'attack' : 'defence';
  const units = fightersOf(
    module,
    d.state.pieces.filter((p) => ids.includes(p.id)),
  );
  if (due <= 0 || units.length === 0) return b;
  if (due >= printedTotal(units, role)) {
    eliminate(module, d, ids, '§10.02');
    return b;
  }
  const armor = bound
    ? armorLossDue(
        due,
        printedTotal(
          units.filter((u) => u.type === 'armor'),
          role,
        ),
      )
    : 0;
  const side = who === 'attacker' ? b.attacker : enemyOf(b.attacker);
  return { ...b, owed: { side, role, units: ids, due, armor } };
}

/** §10.02 the choice an action's args name: `flip` and `remove`, lists of unit ids. */
export function choiceOf(args: Action['args']): LossChoice {
  const out: LossChoice = {};
  for (const id of strs(args.flip) ?? []) out[id] = 'flip';
  for (const id of strs(args.remove) ?? []) out[id] = 'remove';
  return out;
}

/** §10.02, †§12.03 the owner pays the exchange loss the battle waits for (args: flip, remove: the units' ids);
 *  `after`: what follows (crt.ts afterLosses: an AX's retreat, the retreats, the advance). */
export function lossesWith(after: (module: GameModule, d: D) => CombatStop): Procedure<D, CombatStop> {
  const problems = (module: GameModule, state: GameState, action: Action) => {
    const owed = logOf(varsOf(state)).battle?.owed;
    if (!owed || owed.side !== action.side) return [violation('loss.none', '§10.02', 'No exchange loss is owed now')];
    const units = fightersOf(
      module,
      state.pieces.filter((p) => owed.units.includes(p.id) && p.at.kind === 'hex'),
    );
    const choice = choiceOf(action.args);
    const bad = lossProblems(units, choice, owed.due, owed.role, owed.armor);
    if (bad.length > 0 || !varsOf(state).options.lossesLeastOver) return bad;
    return overshootProblems(units, choice, owed.due, owed.role, owed.armor);
  };
  return {
    check: problems,
    apply(module, d, action) {
      const bad = problems(module, d.state, action);
      if (bad.length > 0) return bad;
      const choice = choiceOf(action.args);
      for (const [id, how] of Object.entries(choice)) if (how === 'flip') flip(module, d, id);
      eliminate(
        module,
        d,
        Object.keys(choice).filter((id) => choice[id] === 'remove'),
        '§10.02',
      );
      setLog(d.vars, { ...logOf(d.vars), battle: { ...logOf(d.vars).battle!, owed: null } });
      return after(module, d);
    },
    list(module, state, side) {
      const owed = logOf(varsOf(state)).battle?.owed;
      if (!owed || owed.side !== side) return [];
      const units = fightersOf(
        module,
        state.pieces.filter((p) => owed.units.includes(p.id) && p.at.kind === 'hex'),
      );
      const choice = Object.entries(cheapestLosses(units, owed.due, owed.role, owed.armor));
      const flip = choice.filter(([, how]) => how === 'flip').map(([id]) => id);
      const remove = choice.filter(([, how]) => how === 'remove').map(([id]) => id);
      return [{ verb: 'losses', args: { flip, remove }, label: `${owed.due} factors` }];
    },
  };
}
