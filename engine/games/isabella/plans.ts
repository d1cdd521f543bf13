// The scripted policy's alternatives in Operation Isabella, each a whole way of playing a side that the search
// weighs (engine/ai/plans.ts). The Germans' "hold Madrid" keeps a real garrison in Madrid (its loss restores the
// Republic, an Allied win while the German VP are few: 4.2, 5.11) and sends a detachment to 1421 beside Gibraltar
// (+2 VP each turn it ends there, 4.6), screening the beachhead with the rest and attacking only at good odds; its
// "fortress" puts four in Madrid. The Allies' "cautious landing" keeps more units on the beachhead (its capture is
// a German win, 4.3) and their "bold drive" attacks at lower odds. Every plan decides from its side's view, and
// from any position: its posts are chosen afresh at each decision.

import type { HexId, LegalAction, Piece, View } from '../../core/types.js';
import type { BotInput, Decision } from '../../ai/bot.js';
import type { Plan } from '../../ai/plans.js';
import { best, offered, take } from '../../ai/policykit.js';
import { stateOfView } from '../../ai/viewstate.js';
import { geoOf, HEX } from './geo.js';
import { isMovementPhase } from './phases.js';
import { ALLIED, AXIS, factors, hasFlag, isStatic } from './units.js';
import type { IsabellaVars } from './state.js';
import { hexOfArg, type IsabellaParams, isabellaPolicyWith, POLICY_PARAMS, unitsAt } from './policy.js';

/** A German plan's posts: how many units hold Madrid, how many make for 1421, and its odds. */
export interface HoldParams extends IsabellaParams {
  madrid: number;
  south: number;
}

/** The units of the view's side on the map that can move, in the view's order. */
function ownUnits(view: View, input: BotInput): Piece[] {
  return view.state.pieces.filter(
    (p) => p.kind === 'unit' && p.side === view.side && p.at.kind === 'hex' && !isStatic(input.module, p),
  );
}

/** The `n` units that can reach a hex soonest (the strongest in defence first among equals), not among `taken`. */
function nearest(input: BotInput, units: Piece[], hex: HexId, n: number, taken: Set<string>): Piece[] {
  const geo = geoOf(input.module);
  const at = (p: Piece) => (p.at.kind === 'hex' ? geo.distance(p.at.hex, hex) : 99);
  const free = units.filter((p) => !taken.has(p.id));
  // The turns it takes to get there (half a hex per MP on roads: 12.8), then the defence it brings.
  const score = (p: Piece) => {
    const f = factors(input.module, p);
    return Math.ceil(at(p) / Math.max(1, f.movement * 1.5)) * 100 - f.defense;
  };
  return [...free].sort((a, b) => score(a) - score(b)).slice(0, n);
}

/** The posts of a German plan: Madrid's garrison (while Madrid is not Allied) and the 1421 detachment. */
export function germanPosts(input: BotInput, params: HoldParams): Map<string, HexId> {
  const { view } = input;
  const v = view.state.vars as IsabellaVars;
  const units = ownUnits(view, input);
  const posts = new Map<string, HexId>();
  const taken = new Set<string>();
  const assign = (hex: HexId, n: number) => {
    for (const p of nearest(input, units, hex, n, taken)) {
      posts.set(p.id, hex);
      taken.add(p.id);
    }
  };
  // The garrison already in Madrid stays; the unit nearest 1421 goes there; the nearest others fill Madrid up.
  const holding = v.control[HEX.madrid] !== ALLIED;
  const inMadrid = holding ? units.filter((p) => p.at.kind === 'hex' && p.at.hex === HEX.madrid).length : 0;
  assign(HEX.madrid, Math.min(inMadrid, params.madrid));
  assign(HEX.nextToGibraltar, params.south);
  if (holding) assign(HEX.madrid, params.madrid - Math.min(inMadrid, params.madrid));
  return posts;
}

/** The move that brings a unit with a post nearest it (into it when it can), or null when none gains. */
function toPosts(input: BotInput, moves: LegalAction[], posts: Map<string, HexId>): Decision | null {
  const { view } = input;
  const geo = geoOf(input.module);
  let top: { m: LegalAction; gain: number; post: HexId } | null = null;
  for (const m of moves) {
    const piece = String(m.args!.piece);
    const post = posts.get(piece);
    const p = view.state.pieces.find((x) => x.id === piece);
    const to = hexOfArg(m);
    if (!post || !to || p?.at.kind !== 'hex' || p.at.hex === post) continue;
    const gain = geo.distance(p.at.hex, post) - geo.distance(to, post) + (to === post ? 1 : 0);
    if (gain > 0 && (!top || gain > top.gain)) top = { m, gain, post };
  }
  if (!top) return null;
  const to = hexOfArg(top.m)!;
  const id = top.post === HEX.madrid ? 'bot.isabella.garrisonsMadrid' : 'bot.isabella.makesFor1421';
  return take(view, top.m, id, { piece: String(top.m.args!.piece), hex: to, count: geo.distance(to, top.post) });
}

/** The view with only the actions that leave the posted units where they are (moves of other units, the rest). */
function withoutPosted(input: BotInput, posts: Map<string, HexId>): BotInput {
  const legalActions = input.view.legalActions.filter((a) => a.verb !== 'move' || !posts.has(String(a.args?.piece)));
  return { ...input, view: { ...input.view, legalActions } };
}

/** 5.8: in the movement phase, go on while a posted unit can still make for its post or another for the beachhead. */
function endMovement(input: BotInput, posts: Map<string, HexId>): Decision | null {
  const { view } = input;
  const geo = geoOf(input.module);
  const beach = (view.state.vars as IsabellaVars).beachhead;
  const busy = ownUnits(view, input).some((p) => {
    if (p.disrupted || p.at.kind !== 'hex') return false;
    const post = posts.get(p.id);
    return post ? p.at.hex !== post : beach !== null && geo.distance(p.at.hex, beach) > 1;
  });
  const answer = offered(view, busy ? 'decline' : 'endPhase')[0];
  return answer ? take(view, answer, busy ? 'bot.isabella.declinesToMove' : 'bot.isabella.agreesToEnd') : null;
}

/** 3.5: the paratroop regiments set up anywhere: the first nearest 1421 (when the plan sends a unit there), the
 *  second in Madrid; the rest as the policy places them. */
function setUp(input: BotInput, params: HoldParams): Decision | null {
  const { view, module } = input;
  const geo = geoOf(module);
  const paras = offered(view, 'move').filter((m) => hasFlag(module, pieceOf(view, m)!, 'paraRegiment'));
  if (paras.length === 0) return null;
  const placed = view.state.pieces.some((p) => hasFlag(module, p, 'paraRegiment') && p.at.kind === 'hex');
  const aim = params.south > 0 && !placed ? HEX.nextToGibraltar : HEX.madrid;
  const m = best(paras, (a) => -geo.distance(hexOfArg(a) ?? aim, aim))!;
  const id = aim === HEX.madrid ? 'bot.isabella.setsUpTowardMadrid' : 'bot.isabella.setsUpToward1421';
  return take(view, m, id, { piece: String(m.args!.piece), hex: hexOfArg(m) ?? '' });
}

/** The piece an action names, as the view shows it. */
const pieceOf = (view: View, a: LegalAction) => view.state.pieces.find((p) => p.id === a.args?.piece);

/** A German plan: the posts first (after a win on the spot), then the policy's priorities for the other units. */
export function holdMadrid(params: HoldParams): (input: BotInput) => Decision | null {
  const policy = isabellaPolicyWith(params);
  return (input) => {
    const { view } = input;
    const v = view.state.vars as IsabellaVars;
    if (view.side !== AXIS) return policy(input);
    if (v.step === 'setup-german') return setUp(input, params) ?? policy(input);
    const posts = germanPosts(input, params);
    const moves = offered(view, 'move');
    // 4.3: the undefended beachhead is a win on the spot, which the policy takes before anything else.
    const beach = v.beachhead;
    const win = beach && unitsAt(view, beach, false).length === 0 && moves.some((m) => hexOfArg(m) === beach);
    if (win) return policy(input);
    const proposed = v.step === 'end-proposed';
    if (proposed && isMovementPhase(stateOfView(view, input.random))) return endMovement(input, posts);
    // The policy's choice among the actions that leave the posted units where they are.
    const free = policy(withoutPosted(input, posts));
    // 4.2: an empty 4212 with the enemy near is guarded first, by a unit without a post; then the posts are manned.
    if (moves.length > 0 && v.step === 'actions' && free?.reason.id !== 'bot.isabella.guards4212')
      return toPosts(input, moves, posts) ?? free;
    return free;
  };
}

/** The German plan's tuning: three units in Madrid, one for 1421, attacks at 3 to 1 (2 to 1 on the beachhead). */
export const HOLD_MADRID: HoldParams = { minOdds: 3, minOddsBeachhead: 2, keep: 1, madrid: 3, south: 1 };

/** The German fortress: four units in Madrid, one for 1421, attacks at the policy's odds. */
export const FORTRESS: HoldParams = { ...POLICY_PARAMS, madrid: 4, south: 1 };

/** The Allies' bold drive: the policy's guard on the beachhead, attacks at 1.5 to 1. */
export const BOLD: IsabellaParams = { ...POLICY_PARAMS, minOdds: 1.5 };

/** The Allies' cautious landing: three units stay on the beachhead, attacks at 2.5 to 1. */
export const CAUTIOUS: IsabellaParams = { ...POLICY_PARAMS, minOdds: 2.5, keep: 3 };

/** Operation Isabella's plans. */
export const isabellaPlans: readonly Plan[] = [
  { id: 'axis.holdMadrid', side: AXIS, decide: holdMadrid(HOLD_MADRID) },
  { id: 'axis.fortress', side: AXIS, decide: holdMadrid(FORTRESS) },
  { id: 'allied.cautious', side: ALLIED, decide: isabellaPolicyWith(CAUTIOUS) },
  { id: 'allied.bold', side: ALLIED, decide: isabellaPolicyWith(BOLD) },
];
