// The scripted Crusade player in combat (§11), from its side's view: the odds of an attack worked out on the fire
// tables (§11.2.5–11.2.7, the shifts and DRMs the rules apply, no Combat Card counted), the Combat Cards it plays,
// the losses it takes (its cheapest units), the retreat it cancels or makes and the advance.

import type { LegalAction, Piece, View } from '../../core/types.js';
import type { Decision } from '../../ai/bot.js';
import { ids } from '../../ai/reason.js';
import { best, offered, take } from '../../ai/policykit.js';
import { combatOf } from './combat-state.js';
import { attackerDrms, combatShifts, fireOf, fireUnits } from './fire.js';
import { type Reading, distance, threatened, unitWorth, unitsOf, worth } from './policy-map.js';
import { enemyOf, unitsIn, varsOf } from './state.js';
import { cf, unitDef } from './units.js';
import { geoOf } from './geo.js';
import { advanceStrips } from './policy-guard.js';

/** The chances of one attack: the attacker wins (§11.2.9), and the Loss Numbers each side may expect. */
export interface Odds {
  win: number;
  /** The attacker wins by 2 or more (a 2-space retreat, §11.4.2). */
  rout: number;
  attackerLn: number;
  defenderLn: number;
}

/** §11.2.5–11.2.7 the odds of `attackers` attacking `target`, over the 36 throws of both dice. */
export function oddsOf(r: Reading, target: string, attackers: Piece[]): Odds {
  const { module, state } = r;
  const retreated = new Set(combatOf(state).retreated);
  const defenders = unitsIn(state, target).filter((p) => p.side === enemyOf(r.side) && !retreated.has(p.id));
  const from = [...new Set(attackers.map((p) => (p.at.kind === 'space' ? p.at.space : '')))];
  const shifts = combatShifts(module, state, { target, from });
  const drms = attackerDrms(module, state, { attacker: r.side, target, attackers, armor: false });
  const a = fireUnits(module, attackers);
  const d = fireUnits(module, defenders);
  const aLn = [1, 2, 3, 4, 5, 6].map((die) => fireOf(module, a, shifts.attacker, drms, die, 'a').ln);
  const dLn = [1, 2, 3, 4, 5, 6].map((die) => fireOf(module, d, shifts.defender, [], die, 'd').ln);
  let win = 0;
  let rout = 0;
  for (const x of aLn)
    for (const y of dLn) {
      if (x > y) win++;
      if (x >= y + 2) rout++;
    }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return { win: win / 36, rout: rout / 36, attackerLn: mean(aLn), defenderLn: mean(dLn) };
}

/** The units an `attack` action names. */
export const attackersOf = (r: Reading, a: LegalAction): Piece[] => {
  const ids = new Set((a.args!.attackers as string[]) ?? []);
  return r.state.pieces.filter((p) => ids.has(p.id));
};

/** §11.2.1 an attack's worth: the chance to win times what the space is worth, less the losses expected; with a
 *  hunt (policy-params.ts), more on enemy units inside its own side's starting zone. */
export function attackScore(r: Reading, target: string, odds: Odds): number {
  const emptyAfter = odds.win * (1 + worth(r.module, target));
  const score = emptyAfter + (odds.attackerLn - odds.defenderLn) * 0.5;
  if (r.params.hunt === 0 || geoOf(r.module).attrs(target).controller !== r.side) return score;
  return score + odds.win * r.params.hunt;
}

/** §11.2.4 Combat Cards: every card it may play (they add to its roll), and the armor DRM when it may (§16.6.2). */
export function cardsDecision(view: View): Decision | null {
  const sets = offered(view, 'combatCards');
  if (sets.length === 0) return null;
  const size = (a: LegalAction) => (a.args!.cards as string[]).length + (a.args!.armor === 'yes' ? 0.5 : 0);
  const pick = best(sets, size)!;
  const cards = pick.args!.cards as string[];
  const armor = pick.args!.armor === 'yes';
  if (cards.length === 0) return take(view, pick, armor ? 'bot.crusade.armorOnly' : 'bot.crusade.noCombatCard');
  return take(view, pick, armor ? 'bot.crusade.combatCardsArmor' : 'bot.crusade.combatCards', { cards: ids(cards) });
}

/** What losing `n` steps of a unit costs: the Combat Factor lost, the replacement points to make it good (§14: a
 *  corps step 1, a division step ½) and one more for a unit gone from the map (more for a corps). */
function stepsCost(r: Reading, p: Piece | undefined, n: number): number {
  const def = p ? unitDef(r.module, p.def) : undefined;
  if (!p || !def) return n;
  const corps = def.size === 'corps';
  const left = p.steps - n;
  const after = left <= 0 ? 0 : left < def.steps ? (def.reduced?.attack ?? 0) : def.full.attack;
  const gone = left <= 0 ? (corps ? 4 : 1) : 0;
  return cf(r.module, p) - after + n * (corps ? 1 : 0.5) + gone;
}

/** §11.3.4 the losses: the way that costs its least valuable units (a step off a full unit before a whole unit). */
export function lossesDecision(r: Reading, view: View): Decision | null {
  const plans = offered(view, 'takeLosses');
  if (plans.length === 0) return null;
  const byId = new Map(r.state.pieces.map((p) => [p.id, p]));
  const cost = (a: LegalAction) =>
    ((a.info?.losses as string[] | undefined) ?? [])
      .map((l) => l.split(':'))
      .reduce((sum, [id, n]) => sum + stepsCost(r, byId.get(id ?? ''), Number(n)), 0);
  const pick = best(plans, (a) => -cost(a))!;
  const lost = ((pick.info?.losses as string[] | undefined) ?? []).map((l) => l.split(':')[0] ?? '');
  if (lost.length === 0) return take(view, pick, 'bot.crusade.lossesAsRuled');
  return take(view, pick, 'bot.crusade.losses', { pieces: ids([...new Set(lost)]) });
}

/** §11.4.3 cancel the retreat with one more step where the space is worth holding, else retreat. */
export function cancelDecision(r: Reading, view: View): Decision | null {
  const cancels = offered(view, 'cancelRetreat');
  const stay = offered(view, 'noCancel')[0];
  const target = combatOf(r.state).current?.target ?? '';
  if (cancels.length > 0 && worth(r.module, target) >= 2) {
    const byId = new Map(r.state.pieces.map((p) => [p.id, p]));
    const c = best(cancels, (a) => -unitWorth(r.module, byId.get(String(a.args!.unit))!))!;
    return take(view, c, 'bot.crusade.cancelsRetreat', { space: target, piece: String(c.args!.unit) });
  }
  return stay ? take(view, stay, 'bot.crusade.noCancel') : null;
}

/** §11.4.5 the retreat: to a friendly space with friends near, away from the enemy. */
export function retreatDecision(r: Reading, view: View): Decision | null {
  const paths = offered(view, 'retreat');
  if (paths.length === 0) return null;
  const control = varsOf(r.state).control;
  const end = (a: LegalAction) => (a.args!.path as string[]).at(-1)!;
  const score = (a: LegalAction) =>
    (control[end(a)] === r.side ? 2 : 0) +
    unitsOf(r, end(a), true).length * 0.5 -
    (threatened(r, end(a)) ? 1 : 0) +
    worth(r.module, end(a)) * 0.3;
  const pick = best(paths, score)!;
  return take(view, pick, 'bot.crusade.retreats', { piece: String(pick.args!.unit), space: end(pick) });
}

/** §11.5 the advance: into the space taken (and on, toward its objectives), with as many units as may go. */
export function advanceDecision(r: Reading, view: View): Decision | null {
  const listed = offered(view, 'advance');
  const stop = offered(view, 'noAdvance')[0];
  // A rear guard (policy-guard.ts) leaves no exposed objective of its own empty for a space worth no more.
  const moves = r.params.guard ? listed.filter((a) => advanceStrips(r, a) === null) : listed;
  if (moves.length === 0 && listed.length > 0 && stop)
    return take(view, stop, 'bot.crusade.staysToGuard', { space: advanceStrips(r, listed[0]!)! });
  if (moves.length === 0) return stop ? take(view, stop, 'bot.crusade.noAdvance') : null;
  const score = (a: LegalAction) =>
    (a.args!.units as string[]).length * 2 + worth(r.module, String(a.args!.to)) - distance(r, String(a.args!.to));
  const pick = best(moves, score)!;
  const to = String(pick.args!.to);
  return take(view, pick, 'bot.crusade.advances', { pieces: ids(pick.args!.units as string[]), space: to });
}
