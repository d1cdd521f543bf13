// An air mission flown to its target hex (XII.6.5, XII.6.6): the other side's interception (XII.6.8) by every
// fighter able to (its standing order, "intercept whenever able", unless it declined), the air combat that follows
// (XII.6.9), then its anti-aircraft fire (XIII.1: after all air combat) by every unit able to (its standing order,
// unless it holds its fire). What is left flying carries out the mission (the caller's table); all go home activated.
// Standing orders stand for the choices the book leaves the players mid-action: nobody aborts before the rolls
// (XII.6.8 step 3), the interceptors attack every aircraft caught, and the flying side's fighters able to
// counter-intercept the interceptors do (counterintercept.ts). AA fire
// aims at the aircraft carrying out the mission, not their escorts (XIII.2, {source:'reconstructed'}).

import type { GameModule } from '../../core/module.js';
import type { JsonObject, Piece } from '../../core/types.js';
import { DEAD_PILE } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import type { FightOutcome } from './aircombat.js';
import { airVarsOf } from './airstate.js';
import { type AaFire, aaEffects, mayFireAA, resolveAA } from './antiaircraft.js';
import {
  afterInterception,
  allFights,
  declareInterceptions,
  fightInterceptions,
  type Interception,
} from './counterintercept.js';
import type { RowOutcome } from './intercept.js';
import { applyEffects, noEffects, piecesOf } from './losses.js';
import { enemyOf, markOf, type OurWarVars, type Side } from './state.js';
import { mapGraph } from './terrain.js';
import { isGround } from './units.js';

/** A mission on its way: the side flying it, the aircraft, their escorts, the target hex, the dice. */
export interface Raid {
  module: GameModule;
  side: Side;
  mission: string[];
  escort: string[];
  /** The hex (or box) where the aircraft stop. */
  hex: string;
  /** XIII.2 AA fire only at a mission (false: aircraft rebasing, which only interception meets). */
  aa?: boolean;
  /** Units that fire no AA at this mission (XII.8: those fighting the ground combat it supports, reconstructed). */
  spare?: readonly string[];
  supplied: (p: Piece) => boolean;
  /** The phase, segment or step ("turn:phase:step"): a patrol tries once in each. */
  step: string;
  /** One die rolled for a purpose under a rule (the game's seeded dice, logged). */
  die: (purpose: string, rule: string) => number;
}

/** What happened on the way: the interception's rows, the fight, the AA fire, and the aircraft still flying. */
export interface RaidOutcome {
  rows: RowOutcome[];
  fight: FightOutcome | null;
  /** XII.6.8 the counter-interceptions, in the order declared (each side in turn), with their fights. */
  counter: (Interception & { fight: FightOutcome | null })[];
  aa: JsonObject | null;
  flying: string[];
}

/** Where the aircraft stop as a location: a map hex or a box. */
const placeAt = (r: Raid): Piece['at'] =>
  mapGraph(r.module).has(r.hex) ? { kind: 'hex', hex: r.hex } : { kind: 'box', box: r.hex };

/** XIII the AA fire at the aircraft still flying, by every able enemy unit in or next to the hex. */
function antiAircraft(d: Draft<OurWarVars>, r: Raid, flying: string[]): { aa: JsonObject | null; flying: string[] } {
  const foe = enemyOf(r.side);
  if (flying.length === 0 || r.aa === false || airVarsOf(d.vars).holdFire.includes(foe)) return { aa: null, flying };
  const g = mapGraph(r.module);
  const byId = (id: string) => d.state.pieces.find((p) => p.id === id)!;
  const c: AaFire = {
    module: r.module,
    state: d.state,
    firers: [],
    targets: flying,
    at: placeAt(r),
    distance: (a, b) => g.distance(a, b),
    supplied: (id) => r.supplied(byId(id)),
  };
  const spare = new Set(r.spare ?? []);
  const firers = d.state.pieces.filter(
    (p) => p.side === foe && isGround(r.module, p) && !spare.has(p.id) && mayFireAA(c, p).ok,
  );
  const fire = { ...c, firers: firers.map((p) => p.id) };
  if (firers.length === 0 || resolveAA(fire, 1) === null) return { aa: null, flying };
  const out = resolveAA(fire, r.die('anti-aircraft fire', 'XIII.3'))!;
  const fx = aaEffects(fire, out.result);
  const boxes = { destroyed: DEAD_PILE, captured: DEAD_PILE };
  const gone = new Set(fx.abort);
  for (const [hit, who] of [
    [fx.targets, flying],
    [fx.firers, fire.firers],
  ] as const) {
    const e = noEffects();
    e.levels = { ...hit };
    e.eliminated = piecesOf(d.state, who)
      .filter((p) => (hit[p.id] ?? 0) >= p.steps)
      .map((p) => p.id);
    for (const id of e.eliminated) gone.add(id);
    applyEffects(d, e, boxes);
  }
  for (const id of fire.firers) {
    if (gone.has(id)) continue;
    const m = markOf(d.vars, id);
    m.fired = true;
    m.act = m.act ?? 'moved';
  }
  const aa: JsonObject = {
    firers: fire.firers,
    total: out.total.value,
    col: out.col,
    roll: out.roll,
    drm: out.drm,
    shift: out.shift,
    cell: out.result.text,
    levels: fx.targets,
  };
  return { aa, flying: flying.filter((id) => !gone.has(id)) };
}

/** XII.6.8, XII.6.9, XIII a mission's way to its target: interceptions and counter-interceptions, their air
 *  combats (the last declared first), the AA fire; the caller then resolves what is still flying. */
export function flyRaid(d: Draft<OurWarVars>, r: Raid): RaidOutcome {
  const flight = { ...r, at: placeAt(r) };
  const chain = declareInterceptions(d, flight);
  const fights = fightInterceptions(d, flight, chain);
  const every = allFights(fights);
  for (const i of chain) afterInterception(d, i.rows, every, r.step);
  const fight = fights[0] ?? null;
  const lost = new Set([...(fight?.aborted ?? []), ...(fight?.eliminated ?? [])]);
  const { aa, flying } = antiAircraft(
    d,
    r,
    r.mission.filter((id) => !lost.has(id)),
  );
  const counter = chain.slice(1).map((i, k) => ({ ...i, fight: fights[k + 1] ?? null }));
  return { rows: chain[0]?.rows ?? [], fight, counter, aa, flying };
}

/** XII.6 after a mission every aircraft that flew it, escorts too, is back at its base activated ('done'). */
export function landRaid(d: Draft<OurWarVars>, ids: readonly string[]): void {
  for (const id of ids) {
    const p = d.state.pieces.find((x) => x.id === id);
    if (p && !(p.at.kind === 'box' && p.at.box === DEAD_PILE)) markOf(d.vars, id).act = 'done';
  }
}

/** The raid for the log: the interception's rows, the fight's rounds, the AA fire, the aircraft left flying. */
export const raidLog = (out: RaidOutcome): JsonObject => ({
  interception: out.rows.map((r) => ({ type: r.type, units: r.units, roll: r.roll, drm: r.drm, caught: r.caught })),
  combat: (out.fight?.rounds ?? []) as unknown as JsonObject[],
  counter: out.counter.map((i) => ({
    side: i.side,
    interception: i.rows.map((r) => ({ type: r.type, units: r.units, roll: r.roll, drm: r.drm, caught: r.caught })),
    combat: (i.fight?.rounds ?? []) as unknown as JsonObject[],
  })),
  aa: out.aa,
  flying: out.flying,
});
