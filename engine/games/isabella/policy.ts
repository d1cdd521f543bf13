// The scripted opponent of Operation Isabella: priorities a player can read, applied to its side's view only, each
// decision with its reason. The Allies make for Madrid (the Republic restored while the German has few VP is an
// instant win, 4.2, 5.11) and then 4212, keeping a unit on the beachhead; the Germans screen Madrid, strike at the
// beachhead (its capture is an instant German win, 4.3) and take it the moment it stands empty. Both attack at the
// best odds on offer when they are good enough, and otherwise end the phase rather than throw units away.

import type { GameState, HexId, LegalAction, Piece, View } from '../../core/types.js';
import type { BotInput, Decision } from '../../ai/bot.js';
import { best, offered, take } from '../../ai/policykit.js';
import { stateOfView } from '../../ai/viewstate.js';
import { geoOf, HEX } from './geo.js';
import { ALLIED, factors } from './units.js';
import type { IsabellaVars } from './state.js';
import { isMovementPhase } from './phases.js';

/** What a way of playing a side is tuned by: the policy's defaults, or a plan's (plans.ts). */
export interface IsabellaParams {
  /** The least odds (attack over defence, before shifts) it attacks at, and at the beachhead (4.3). */
  minOdds: number;
  minOddsBeachhead: number;
  /** How many units it keeps on each hex it holds (the beachhead, Madrid, 4212): the last ones never leave. */
  keep: number;
}

/** The scripted policy's tuning. */
export const POLICY_PARAMS: IsabellaParams = { minOdds: 2, minOddsBeachhead: 1.5, keep: 1 };

/** The hex an action names: where a move goes, the hex a marker or an attack is on. */
export const hexOfArg = (a: LegalAction): HexId | null => {
  const to = a.args?.to as { kind?: string; hex?: string } | undefined;
  return to?.kind === 'hex' && typeof to.hex === 'string'
    ? to.hex
    : typeof a.args?.hex === 'string'
      ? a.args.hex
      : null;
};

/** Where a side makes for, with the ids of its reasons: moving toward it, placing a marker nearest it. */
interface Objective {
  hex: HexId;
  toward: string;
  near: string;
}

/** Where the side makes for: the Allies Madrid until it is theirs, then 4212; the Germans the beachhead. */
function objective(view: View): Objective | null {
  const v = view.state.vars as IsabellaVars;
  if (view.side === ALLIED)
    return v.control[HEX.madrid] === ALLIED
      ? { hex: HEX.germanSource, toward: 'bot.isabella.movesToward4212', near: 'bot.isabella.placesNear4212' }
      : { hex: HEX.madrid, toward: 'bot.isabella.movesTowardMadrid', near: 'bot.isabella.placesNearMadrid' };
  return v.beachhead
    ? { hex: v.beachhead, toward: 'bot.isabella.movesTowardBeachhead', near: 'bot.isabella.placesNearBeachhead' }
    : null;
}

/** The units of `side` (or the other side's, seen) in a hex of the view. */
export function unitsAt(view: View, hex: HexId, own: boolean): Piece[] {
  return view.state.pieces.filter(
    (p) => p.kind === 'unit' && p.at.kind === 'hex' && p.at.hex === hex && (p.side === view.side) === own,
  );
}

/** The odds of an attack as the side can judge them (its view's state `s`), or null when the preview cannot tell. */
function oddsOf(input: BotInput, s: GameState, a: LegalAction): number | null {
  const p = input.rules.preview?.(input.module, s, input.view.side, {
    side: input.view.side,
    verb: a.verb,
    args: a.args!,
  });
  const atk = p?.attack as { attack?: number; defense?: number | null } | undefined;
  if (!atk || typeof atk.attack !== 'number' || !atk.defense) return null;
  return atk.attack / atk.defense;
}

/** The movement phase: the move that brings a unit nearest its objective, never one of the last guards it keeps. */
function moveDecision(input: BotInput, moves: LegalAction[], params: IsabellaParams): Decision | null {
  const { view, module } = input;
  const geo = geoOf(module);
  const goal = objective(view);
  const v = view.state.vars as IsabellaVars;
  const pieceAt = (id: string) => view.state.pieces.find((p) => p.id === id);
  // 4.3: a German unit that can enter the undefended beachhead wins the game.
  if (view.side !== ALLIED && v.beachhead && unitsAt(view, v.beachhead, false).length === 0) {
    const win = moves.find((m) => hexOfArg(m) === v.beachhead);
    if (win)
      return take(view, win, 'bot.isabella.entersBeachhead', { piece: String(win.args!.piece), hex: v.beachhead });
  }
  // 4.2: an Allied unit entering 4212 wins the game.
  const win = view.side === ALLIED ? moves.find((m) => hexOfArg(m) === HEX.germanSource) : undefined;
  if (win) return take(view, win, 'bot.isabella.enters4212', { piece: String(win.args!.piece) });
  if (!goal) return null;
  // The hexes a side keeps a unit on: the Allies their beachhead (4.3), the Germans Madrid while theirs and their
  // source 4212 once the enemy is within a few hexes of it (4.2).
  const enemyWithin = (hex: HexId, n: number) =>
    view.state.pieces.some(
      (p) => p.kind === 'unit' && p.side !== view.side && p.at.kind === 'hex' && geo.distance(p.at.hex, hex) <= n,
    );
  const holds =
    view.side === ALLIED
      ? [v.beachhead]
      : [
          v.control[HEX.madrid] !== ALLIED ? HEX.madrid : null,
          enemyWithin(HEX.germanSource, 8) ? HEX.germanSource : null,
        ];
  const guard = (m: LegalAction) => {
    const from = pieceAt(String(m.args!.piece));
    if (from?.at.kind !== 'hex') return false;
    const hex = from.at.hex;
    return holds.includes(hex) && unitsAt(view, hex, true).length <= params.keep;
  };
  // A German source with no guard and the enemy near: the nearest unit goes back to it first.
  const source = HEX.germanSource;
  if (holds.includes(source) && unitsAt(view, source, true).length === 0) {
    const back = moves.find((m) => hexOfArg(m) === source);
    if (back) return take(view, back, 'bot.isabella.guards4212', { piece: String(back.args!.piece) });
  }
  const gain = (m: LegalAction) => {
    const p = pieceAt(String(m.args!.piece));
    const to = hexOfArg(m);
    if (!p || !to || guard(m)) return -Infinity;
    const from = p.at.kind === 'hex' ? geo.distance(p.at.hex, goal.hex) : geo.distance(v.beachhead ?? to, goal.hex) + 1;
    return from - geo.distance(to, goal.hex) + factors(module, p).attack / 100;
  };
  const m = best(moves, gain, 0.5);
  if (!m) return null;
  const to = hexOfArg(m)!;
  return take(view, m, goal.toward, { piece: String(m.args!.piece), hex: to, count: geo.distance(to, goal.hex) });
}

/** The combat phase: the attack at the best odds, if they are good enough. */
function attackDecision(input: BotInput, attacks: LegalAction[], params: IsabellaParams): Decision | null {
  const v = input.view.state.vars as IsabellaVars;
  // The view's state, built once for every attack's preview.
  const s = stateOfView(input.view, input.random);
  const scored = attacks.map((a) => ({ a, odds: oddsOf(input, s, a) ?? 0, beach: hexOfArg(a) === v.beachhead }));
  const top = best(scored, (s) => s.odds + (s.beach ? 0.5 : 0));
  if (!top || top.odds < (top.beach ? params.minOddsBeachhead : params.minOdds)) return null;
  const hex = hexOfArg(top.a) ?? String(top.a.args!.target);
  const odds = Math.round(top.odds * 10) / 10;
  return take(input.view, top.a, top.beach ? 'bot.isabella.attacksBeachhead' : 'bot.isabella.attacks', { hex, odds });
}

/** The choices inside a battle and the phases' bookkeeping, by simple preferences. */
function otherDecision(input: BotInput): Decision | null {
  const { view, module } = input;
  const geo = geoOf(module);
  const goal = objective(view);
  const first = (verb: string, id: string) => {
    const a = offered(view, verb)[0];
    return a ? take(view, a, id, typeof a.args!.piece === 'string' ? { piece: a.args!.piece } : undefined) : null;
  };
  const adv = offered(view, 'advance');
  if (adv.length > 0 && goal) {
    const toward = adv.find((a) => (a.args!.pieces as unknown[]).length === 1);
    const target = String((view.state.vars as IsabellaVars).battle?.target ?? '');
    if (toward && target && geo.distance(target, goal.hex) <= 2)
      return take(view, toward, 'bot.isabella.advances', { hex: target });
    return take(view, adv[0]!, 'bot.isabella.stays');
  }
  const retreats = offered(view, 'retreat');
  if (retreats.length > 0 && goal) {
    const home = view.side === ALLIED ? ((view.state.vars as IsabellaVars).beachhead ?? goal.hex) : HEX.germanSource;
    const r = best(retreats, (a) => -geo.distance(hexOfArg(a) ?? home, home))!;
    return take(view, r, 'bot.isabella.retreats', { piece: String(r.args!.piece), hex: hexOfArg(r) ?? '' });
  }
  const losses = offered(view, 'loss', 'overstackLoss');
  if (losses.length > 0) {
    const unit = (a: LegalAction) => view.state.pieces.find((p) => p.id === a.args!.piece);
    const l = best(losses, (a) => -(unit(a) ? factors(module, unit(a)!).attack : 0))!;
    return take(view, l, 'bot.isabella.loss', { piece: String(l.args!.piece) });
  }
  return (
    first('dl1', 'bot.isabella.dl1Loss') ??
    first('enter', 'bot.isabella.enter') ??
    first('replenish', 'bot.isabella.replenish') ??
    first('patton', 'bot.isabella.patton') ??
    first('accept', 'bot.isabella.accept')
  );
}

/** 5.8: the other side asks to end the phase: go on while a unit is still far from the goal or next to the enemy. */
function endProposed(input: BotInput): Decision | null {
  const { view, module } = input;
  const geo = geoOf(module);
  const goal = objective(view);
  const movement = isMovementPhase(stateOfView(view, input.random));
  const enemyNear = (hex: HexId) => geo.neighbors(hex).some((n) => unitsAt(view, n, false).length > 0);
  const busy = view.state.pieces.some((p) => {
    if (p.side !== view.side || p.kind !== 'unit' || p.at.kind !== 'hex' || p.disrupted) return false;
    return movement ? goal !== null && geo.distance(p.at.hex, goal.hex) > 1 : enemyNear(p.at.hex);
  });
  const answer = offered(view, busy ? 'decline' : 'endPhase')[0];
  if (!answer) return null;
  const declines = movement ? 'bot.isabella.declinesToMove' : 'bot.isabella.declinesToAttack';
  return take(view, answer, busy ? declines : 'bot.isabella.agreesToEnd');
}

/** The scripted policy's decision for the view's side. */
export function isabellaPolicy(input: BotInput): Decision | null {
  return decideWith(input, POLICY_PARAMS);
}

/** The policy played with other tuning: the same priorities, other odds and guards. */
export const isabellaPolicyWith =
  (params: IsabellaParams) =>
  (input: BotInput): Decision | null =>
    decideWith(input, params);

function decideWith(input: BotInput, params: IsabellaParams): Decision | null {
  const { view } = input;
  const all = offered(view);
  if (all.length === 0) return null;
  if (all.length === 1) return take(view, all[0]!, 'bot.onlyAction');
  const goal = objective(view);
  const geo = geoOf(input.module);
  const beach = offered(view, 'beachhead');
  if (beach.length > 0) {
    const b = best(beach, (a) => -geo.distance(String(a.args!.hex), HEX.madrid))!;
    return take(view, b, 'bot.isabella.lands', { hex: String(b.args!.hex) });
  }
  const air = offered(view, 'placeAir', 'placePartisan');
  if (air.length > 0 && goal) {
    const a = best(air, (x) => -geo.distance(String(x.args!.hex), goal.hex))!;
    return take(view, a, goal.near, { hex: String(a.args!.hex) });
  }
  if ((view.state.vars as IsabellaVars).step === 'end-proposed') return endProposed(input);
  const attacks = offered(view, 'attack', 'probe');
  const moves = offered(view, 'move');
  const decided =
    (attacks.length > 0 ? attackDecision(input, attacks, params) : null) ??
    (moves.length > 0 && (view.state.vars as IsabellaVars).step === 'actions'
      ? moveDecision(input, moves, params)
      : null) ??
    (moves.length > 0 && goal ? setupDecision(input, moves, goal.hex) : null) ??
    otherDecision(input);
  if (decided) return decided;
  const end = offered(view, 'endPhase', 'done', 'decline', 'skip')[0];
  // 5.7, 5.8: a declined proposal leaves the proposer to act, and proposing again at once could go on forever; so
  // half the time it flips a unit instead (no passing), which hands the other side its action.
  const flip = offered(view, 'disrupt')[0];
  if (flip && (!end || input.random() < 0.5))
    return take(view, flip, 'bot.isabella.flipsToPass', { piece: String(flip.args!.piece) });
  return take(view, end ?? all[0]!, 'bot.isabella.nothingWorthDoing');
}

/** The set-up's placements: each unit on the offered hex nearest the objective (the Germans half on Madrid's way). */
function setupDecision(input: BotInput, moves: LegalAction[], goal: HexId): Decision | null {
  const { view, module } = input;
  const geo = geoOf(module);
  const v = view.state.vars as IsabellaVars;
  if (v.step !== 'setup-german' && v.step !== 'setup-landing') return null;
  const placed = view.state.pieces.filter((p) => p.side === view.side && p.at.kind === 'hex').length;
  const aim = view.side !== ALLIED && placed % 2 === 1 ? HEX.madrid : goal;
  const m = best(moves, (a) => -geo.distance(hexOfArg(a) ?? aim, aim))!;
  const id = aim === HEX.madrid ? 'bot.isabella.setsUpTowardMadrid' : 'bot.isabella.setsUpTowardBeachhead';
  return take(view, m, id, { piece: String(m.args!.piece), hex: hexOfArg(m) ?? '' });
}
