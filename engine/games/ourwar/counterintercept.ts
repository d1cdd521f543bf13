// XII.6.8 interception and counter-interception: the other side's fighters intercept a mission (its aircraft and
// escorts); the mission's side's fighters able to intercept at that hex (patrols out to six hexes, fighters based in
// or next to it) counter-intercept the interceptors that caught something, "using the same procedure as normal
// interceptions", and so on, each side in turn, while a side has fighters not yet flying. The air combats are then
// fought from the last interception declared back to the first: an interceptor sent home or shot down by a
// counter-interception fights no more. Every side intercepts whenever able by its standing order (airorders.ts).
//
// {source:'reconstructed'}: the book leaves the declaring to the players; by standing order every able fighter is
// declared at once, and an aircraft flies in one interception of a chain only (a mission's aircraft never
// counter-intercept: they fly the mission).

import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { type FightOutcome, fightAirCombat } from './aircombat.js';
import { airVarsOf } from './airstate.js';
import { interceptRows, mayIntercept, type Reach, resolveInterception, type RowOutcome } from './intercept.js';
import { piecesOf } from './losses.js';
import { enemyOf, markOf, type OurWarVars, type Side } from './state.js';
import { mapGraph } from './terrain.js';
import { isAir } from './units.js';

/** What an interception chain reads of the raid (ourwar/airraid.ts Raid). */
export interface Flight {
  module: GameModule;
  /** The side flying the mission. */
  side: Side;
  mission: string[];
  escort: string[];
  /** Where the aircraft stop: a hex or a box. */
  at: Piece['at'];
  supplied: (p: Piece) => boolean;
  step: string;
  die: (purpose: string, rule: string) => number;
}

/** XII.6.8 one interception of a chain: the side intercepting, the aircraft it went for, its rows' rolls. */
export interface Interception {
  side: Side;
  targets: string[];
  rows: RowOutcome[];
}

/** XII.6.8 the fighters of `side` that may (and by standing order will) intercept aircraft stopping at the place. */
export function interceptorsFor(d: Draft<OurWarVars>, f: Flight, side: Side): { piece: Piece; reach: Reach }[] {
  const air = airVarsOf(d.vars);
  if (air.noIntercept.includes(side)) return [];
  const g = mapGraph(f.module);
  const o = { air, step: f.step, distance: (a: string, b: string) => g.distance(a, b) };
  const out: { piece: Piece; reach: Reach }[] = [];
  for (const p of d.state.pieces) {
    if (p.side !== side || p.kind !== 'unit' || !isAir(f.module, p)) continue;
    const ok = mayIntercept(f.module, d.state, p, f.at, { ...o, supplied: f.supplied(p) });
    if (ok.ok && ok.reach) out.push({ piece: p, reach: ok.reach });
  }
  return out;
}

/** The interceptors of an interception that caught something (they fight). */
const catchers = (i: Interception): string[] => i.rows.filter((x) => x.caught.length > 0).flatMap((x) => x.units);

/** XII.6.8 the interceptions declared, first to last: the mission intercepted, then each counter-interception of
 *  the interceptors that caught something, the sides in turn, until a side has no fighter left to send. */
export function declareInterceptions(d: Draft<OurWarVars>, f: Flight): Interception[] {
  const chain: Interception[] = [];
  const flying = new Set([...f.mission, ...f.escort]);
  let side = enemyOf(f.side);
  let targets = [...f.mission, ...f.escort];
  while (targets.length > 0) {
    const able = interceptorsFor(d, f, side).filter((i) => !flying.has(i.piece.id));
    if (able.length === 0) break;
    for (const i of able) flying.add(i.piece.id);
    const aimed = piecesOf(d.state, targets);
    const lines = interceptRows(f.module, d.state, able, aimed.length);
    // the flying side's rolls are its counter-interceptions; the other side's intercept (the mission, or its
    // counter-interceptors in turn)
    const purpose = side === f.side ? 'counter-interception' : 'interception';
    const rows = resolveInterception(f.module, side, d.state, lines, aimed, () => f.die(purpose, 'XII.6.8'));
    chain.push({ side, targets, rows });
    targets = catchers(chain.at(-1)!);
    side = enemyOf(side);
  }
  return chain;
}

/** XII.6.8, XII.6.9 the air combats of a chain, the last interception declared first; each one's fight (null where
 *  nobody was left to fight), in the chain's order. */
export function fightInterceptions(d: Draft<OurWarVars>, f: Flight, chain: Interception[]): (FightOutcome | null)[] {
  const out: (FightOutcome | null)[] = chain.map(() => null);
  const gone = new Set<string>();
  for (let k = chain.length - 1; k >= 0; k--) {
    const interceptors = catchers(chain[k]!).filter((id) => !gone.has(id));
    const caught = chain[k]!.rows.flatMap((x) => x.caught).filter((id) => !gone.has(id));
    if (interceptors.length === 0 || caught.length === 0) continue;
    const fight = fightAirCombat(d, {
      module: f.module,
      interceptors,
      intercepted: caught,
      // the mission's escorts; interceptors met by a counter-interception have none
      escorts: k === 0 ? f.escort.filter((id) => caught.includes(id)) : [],
      die: () => f.die('air combat', 'XII.6.9'),
    });
    out[k] = fight;
    for (const id of [...fight.aborted, ...fight.eliminated]) gone.add(id);
  }
  return out;
}

/** Every fight of a chain as one outcome (an aircraft flies in one interception, fights in at most two). */
export function allFights(fights: readonly (FightOutcome | null)[]): FightOutcome {
  const all: FightOutcome = { rounds: [], aborted: [], hurt: [], eliminated: [] };
  for (const x of fights)
    if (x) for (const k of ['rounds', 'aborted', 'hurt', 'eliminated'] as const) all[k].push(...(x[k] as never[]));
  return all;
}

/** XII.6.1, XII.6.8 who goes home activated after an interception: failed rows, patrols that failed or were hurt
 *  (in their own fight or by a counter-interception: `fight` is every fight of the chain). */
export function afterInterception(d: Draft<OurWarVars>, rows: RowOutcome[], fight: FightOutcome | null, step: string) {
  const air = airVarsOf(d.vars);
  for (const row of rows)
    for (const id of row.units) {
      const patrol = air.patrol.includes(id);
      if (patrol) air.tried[id] = step;
      const failed = row.caught.length === 0 || fight?.hurt.includes(id) || fight?.aborted.includes(id);
      if (patrol && !failed) continue;
      air.patrol = air.patrol.filter((x) => x !== id);
      if (!fight?.eliminated.includes(id)) markOf(d.vars, id).act = 'done';
    }
}
