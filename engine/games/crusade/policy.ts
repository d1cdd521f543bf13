// The scripted opponent of Crusade and Revolution: priorities a player can read, applied to its side's view only
// (the other hand is absent from it), each decision with its reason. In an Action Round (§7.1) it plays an event
// worth more than the card's OPS (an immediate win, Victory Points or Republican Morale its way, reinforcements, an
// offensive of more activations), else the card of most OPS (keeping its Combat Cards for combat). Its operations,
// combats and the map reading are policy-ops.ts, policy-combat.ts and policy-map.ts; the rest is bookkeeping done
// the way that keeps its strength: every replacement point spent, corps deployed and reinforcements placed nearest
// the objectives, the weakest units sent to the Reserve.

import type { CardDef } from '../../core/module.js';
import type { LegalAction, View } from '../../core/types.js';
import type { BotInput, Decision } from '../../ai/bot.js';
import { best, offered, take } from '../../ai/policykit.js';
import { cardMap } from './cards.js';
import { advanceDecision, cancelDecision, cardsDecision, lossesDecision, retreatDecision } from './policy-combat.js';
import { type Reading, distance, readMap, threatened, unitWorth } from './policy-map.js';
import { activateDecision, attackDecision, fortifyDecision, moveDecision } from './policy-ops.js';
import { NAT, varsOf } from './state.js';
import { DEFAULT_PARAMS, type PolicyParams } from './policy-params.js';

/** §8.5 what one effect of an event is worth to the side (NAT: mine = 1, REP: mine = -1), and the id of why. */
function effectWorth(e: Record<string, unknown>, mine: number, p: PolicyParams): [number, string] {
  const n = Number(e.delta ?? 0);
  switch (e.kind) {
    case 'victory':
      return [100, 'bot.crusade.eventWins'];
    case 'vp':
      return n * mine > 0 ? [3 * Math.abs(n), 'bot.crusade.eventVp'] : [-2 * Math.abs(n), ''];
    case 'rm':
      return n * mine < 0 ? [p.rmWorth * Math.abs(n), 'bot.crusade.eventRm'] : [-2 * Math.abs(n), ''];
    case 'units':
      return [3, 'bot.crusade.eventUnits'];
    case 'ops':
      return [Number(e.spaces ?? 0) + (e.attackDrm ? 0.5 : 0) - (e.zone ? 1 : 0), 'bot.crusade.eventOffensive'];
    case 'strategicCounterattack':
      return [4, 'bot.crusade.eventCounterattack'];
    case 'flag':
    case 'trenchMarkers':
    case 'beachHead':
      return [2.5, 'bot.crusade.eventEffect'];
    case 'rp':
    case 'noRpThisTurn':
    case 'rpPerTurn':
      return [2, 'bot.crusade.eventReplacements'];
    default:
      return [0, ''];
  }
}

/** §8.5 what playing a card's event is worth to `side`, in OPS points, and the reason id of its best effect. */
export function eventWorth(
  card: CardDef,
  side: string,
  p: PolicyParams = DEFAULT_PARAMS,
): { score: number; why: string } {
  const mine = side === NAT ? 1 : -1;
  const parts = card.event.effects.map((e) => effectWorth(e as Record<string, unknown>, mine, p));
  if (parts.some(([s]) => s >= 100)) return { score: 100, why: 'bot.crusade.eventWins' };
  const top = best(
    parts.filter(([, w]) => w !== ''),
    ([s]) => s,
  );
  return { score: parts.reduce((t, [s]) => t + s, 0), why: top?.[1] ?? 'bot.crusade.eventEffect' };
}

/** The card an action plays. */
const cardOf = (a: LegalAction): string => String(a.args!.card);

/** §7.1 the Action Round: the event worth most, else OPS from the card of most points (Combat Cards kept). */
function playDecision(r: Reading, view: View): Decision | null {
  const plays = offered(view, 'play');
  const auto = offered(view, 'autoOps')[0];
  if (plays.length === 1 && !auto) return take(view, plays[0]!, 'bot.crusade.mustPlay', { card: cardOf(plays[0]!) });
  const cards = cardMap(r.module);
  const value = (a: LegalAction): { score: number; why: string } => {
    const card = cards.get(String(a.args!.card))!;
    if (a.args!.as === 'event') return eventWorth(card, view.side, r.params);
    if (a.args!.as === 'ops') return { score: card.ops - (card.combatCard ? 1.5 : 0), why: 'bot.crusade.playsOps' };
    return { score: -1, why: '' };
  };
  const top = best(plays, (a) => value(a).score, 1.2);
  if (top) {
    const card = cards.get(cardOf(top))!;
    return take(view, top, value(top).why, { card: card.id, ops: card.ops });
  }
  if (auto) return take(view, auto, 'bot.crusade.autoOps');
  return plays[0] ? take(view, plays[0], 'bot.crusade.onlyPlay', { card: cardOf(plays[0]) }) : null;
}

/** The space of the siege a `supportSiege` action names (§16.1.8). */
const siegeSpace = (r: Reading, a: LegalAction): string => varsOf(r.state).sieges[String(a.args!.siege)]?.space ?? '';

/** §14 the Replacement Phase: every point spent, corps first, then the strongest units. */
function replacementDecision(r: Reading, view: View): Decision | null {
  const byId = new Map(r.state.pieces.map((p) => [p.id, p]));
  const worthOf = (a: LegalAction) => {
    const p = byId.get(String(a.args!.unit));
    return (p ? unitWorth(r.module, p) : 0) + (a.args!.strength === 'full' ? 1 : 0);
  };
  const back = offered(view, 'returnCorps')[0];
  if (back) return take(view, back, 'bot.crusade.returnsCorps', { piece: String(back.args!.unit) });
  const siege = offered(view, 'supportSiege')[0];
  if (siege) return take(view, siege, 'bot.crusade.supportsSiege', { space: siegeSpace(r, siege) });
  const step = best(offered(view, 'replaceStep'), worthOf);
  if (step) return take(view, step, 'bot.crusade.replacesStep', { piece: String(step.args!.unit) });
  const rebuild = best(
    offered(view, 'rebuild'),
    (a) => worthOf(a) - distance(r, String((a.args!.to as { space?: string })?.space ?? '')) / 100,
  );
  if (rebuild) return take(view, rebuild, 'bot.crusade.rebuilds', { piece: String(rebuild.args!.unit) });
  return null;
}

/** The set-up's and the events' placements: nearest the objectives; the weakest units to the Reserve or removed. */
function placementDecision(r: Reading, view: View): Decision | null {
  const spaceOf = (a: LegalAction) => {
    const to = a.args!.to as string | { space?: string };
    return typeof to === 'string' ? to : (to?.space ?? '');
  };
  const placing = offered(view, 'place', 'deployCorps', 'landing');
  const top = best(placing, (a) => -distance(r, spaceOf(a)) + (threatened(r, spaceOf(a)) ? 0.5 : 0));
  if (top)
    return typeof top.args!.unit === 'string'
      ? take(view, top, 'bot.crusade.places', { piece: top.args!.unit, space: spaceOf(top) })
      : take(view, top, 'bot.crusade.placesUnit', { space: spaceOf(top) });
  const byId = new Map(r.state.pieces.map((p) => [p.id, p]));
  const weakest = best(offered(view, 'removeDivision', 'toReserve'), (a) => {
    const p = byId.get(String(a.args!.unit));
    return p ? -unitWorth(r.module, p) + (p.at.kind === 'space' ? distance(r, p.at.space) / 50 : 0) : 0;
  });
  if (weakest) return take(view, weakest, 'bot.crusade.givesUp', { piece: String(weakest.args!.unit) });
  const mil = offered(view, 'militarize')[0];
  if (mil) return take(view, mil, 'bot.crusade.militarizes', { piece: String(mil.args!.unit) });
  return null;
}

/** §12 Strategic Redeployment: a unit from a quiet space to the front nearest the objectives, else done. */
function srDecision(r: Reading, view: View): Decision | null {
  const to = (a: LegalAction) => (a.args!.to as { space?: string }).space ?? '';
  const byId = new Map(r.state.pieces.map((p) => [p.id, p]));
  const gain = (a: LegalAction) => {
    const p = byId.get(String(a.args!.unit));
    const from = p?.at.kind === 'space' ? p.at.space : '';
    if (!p || !to(a) || (from && threatened(r, from))) return 0;
    return (from ? distance(r, from) : 10) - distance(r, to(a));
  };
  const top = best(offered(view, 'redeploy'), gain, 1);
  if (top) return take(view, top, 'bot.crusade.redeploys', { piece: String(top.args!.unit), space: to(top) });
  const done = offered(view, 'doneSR')[0];
  return done ? take(view, done, 'bot.crusade.noRedeployment') : null;
}

/** The decision of each step of the flow (flow.ts) that has its own; the combat steps and the rest share one. */
const BY_STEP: Readonly<Record<string, (r: Reading, view: View) => Decision | null>> = {
  action: playDecision,
  'ops-activate': activateDecision,
  'ops-move': moveDecision,
  'ops-fortify': fortifyDecision,
  'ops-attack': attackDecision,
  sr: srDecision,
  'replacement-REP': replacementDecision,
  'replacement-NAT': replacementDecision,
};

/** The scripted policy played by other weights and thresholds (policy-params.ts): a plan's way of playing. */
export function crusadePolicyWith(params: PolicyParams): (input: BotInput) => Decision | null {
  return (input) => decide(input, params);
}

/** The scripted policy's decision for the view's side. */
export const crusadePolicy = crusadePolicyWith(DEFAULT_PARAMS);

/** The decision for the view's side by `params`. */
function decide(input: BotInput, params: PolicyParams): Decision | null {
  const { view, module } = input;
  const all = offered(view);
  if (all.length === 0) return null;
  if (all.length === 1) return take(view, all[0]!, 'bot.onlyAction');
  const r = readMap(module, view, params);
  const own = BY_STEP[varsOf(r.state).step];
  const decided = own
    ? own(r, view)
    : (cardsDecision(view) ??
      lossesDecision(r, view) ??
      cancelDecision(r, view) ??
      retreatDecision(r, view) ??
      advanceDecision(r, view) ??
      placementDecision(r, view) ??
      otherDecision(r, view));
  if (decided) return decided;
  const end = offered(view, 'doneReplacing', 'doneMilitarizing', 'keepForts', 'keepHand', 'doneSR')[0] ?? all[0]!;
  return take(view, end, 'bot.crusade.nothingMore');
}

/** The remaining choices: keep its Combat Cards and forts, redraw for a corps (15.1.2), the enemy's best unit lost
 *  to over-stacking (9.1.4), the first bonus, landing or guerrilla space. */
function otherDecision(r: Reading, view: View): Decision | null {
  const keep = offered(view, 'discard').find((a) => (a.args!.cards as string[]).length === 0);
  if (keep) return take(view, keep, 'bot.crusade.keepsCombatCards');
  const forts = offered(view, 'keepForts')[0];
  if (forts) return take(view, forts, 'bot.crusade.keepsForts');
  const redraw = offered(view, 'redraw')[0];
  if (redraw) return take(view, redraw, 'bot.crusade.redraws');
  const byId = new Map(r.state.pieces.map((p) => [p.id, p]));
  const over = best(offered(view, 'overstackLoss'), (a) => unitWorth(r.module, byId.get(String(a.args!.unit))!));
  if (over) return take(view, over, 'bot.crusade.overstackLoss', { piece: String(over.args!.unit) });
  const first = offered(view, 'counterattackBonus', 'guerrillas')[0];
  return first ? take(view, first, 'bot.crusade.firstOffered') : null;
}
