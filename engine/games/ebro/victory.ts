// XVII.5-7 the scenario's end: the victory points the scenario's own conditions award (an objective held, a fixed
// crossing of the Ebro standing, no enemy left on a bank), then the ratio of the two sides' totals gives the level.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { FIXED, isSide, type Side } from '../ourwar/state.js';
import { mapGraph, printedWater } from '../ourwar/terrain.js';
import { isGround } from '../ourwar/units.js';
import { ebroScenario } from './scenario.js';
import { type EbroVars, hexOf, varsOf } from './state.js';
import { supplied } from './supplied.js';

/** One of the scenario's conditions (scenarios.json data.victory.conditions). */
export interface Condition {
  id: string;
  side: Side;
  vp: number;
  test: 'holds' | 'fixed-crossing' | 'no-units-on-bank';
  hex?: string;
  bank?: 'left' | 'right';
}

/** The hexes on each bank of the primary river: a flood fill over land that never crosses a 'major-river' hexside. */
const banks = new WeakMap<GameModule['map'], Map<string, number>>();
function bankOf(module: GameModule): Map<string, number> {
  let m = banks.get(module.map);
  if (m) return m;
  m = new Map();
  const graph = mapGraph(module);
  const sea = new Set(module.map.hexes.filter((h) => h.terrain === 'sea').map((h) => h.id));
  let n = 0;
  for (const start of module.map.hexes.map((h) => h.id)) {
    if (m.has(start) || sea.has(start)) continue;
    const stack = [start];
    m.set(start, n);
    while (stack.length > 0) {
      const h = stack.pop()!;
      for (const x of graph.neighbors(h))
        if (!m.has(x) && !sea.has(x) && printedWater(module, h, x) !== 'primary') {
          m.set(x, n);
          stack.push(x);
        }
    }
    n++;
  }
  banks.set(module.map, m);
  return m;
}

/** The right bank of the Ebro: the bank of Gandesa (the Nationalist side on 25 July). */
const RIGHT_BANK_HEX = 'A:1226';

/** The hexes of the Ebro's right bank (Gandesa's): land reached from it never crossing the primary river. */
const rightBanks = new WeakMap<GameModule['map'], Set<string>>();
export function rightBank(module: GameModule): Set<string> {
  let set = rightBanks.get(module.map);
  if (set) return set;
  const bank = bankOf(module);
  const right = bank.get(RIGHT_BANK_HEX);
  set = new Set([...bank].filter(([, n]) => n === right).map(([h]) => h));
  rightBanks.set(module.map, set);
  return set;
}

/** XVII.5 whether one of the scenario's conditions holds in `state` (at the scenario's end it awards its VP). */
export function conditionMet(module: GameModule, state: GameState, c: Condition): boolean {
  const v = varsOf(state);
  if (c.test === 'holds') return c.hex !== undefined && v.holds[c.hex] === c.side;
  if (c.test === 'fixed-crossing')
    return Object.values(v.crossings).some(
      (x) =>
        x.side === c.side &&
        FIXED.has(x.kind) &&
        !x.destroyed &&
        !(x.building ?? 0) &&
        printedWater(module, x.a, x.b) === 'primary',
    );
  const right = rightBank(module);
  const enemy = state.pieces.filter(
    (p) => p.kind === 'unit' && isSide(p.side) && p.side !== c.side && hexOf(p) !== null && isGround(module, p),
  );
  return !enemy.some((p) => right.has(hexOf(p)!) === (c.bank !== 'left'));
}

/** XVII.5 at the end the scenario's conditions add their VP to the accumulated totals. */
export function scenarioVp(module: GameModule, d: Draft<EbroVars>): void {
  const conditions = (ebroScenario(module, d.state.scenarioId).victory.conditions ?? []) as Condition[];
  for (const c of conditions)
    if (conditionMet(module, d.state, c)) {
      d.vars.avp[c.side] += c.vp;
      emit(d, { type: 'condition', id: c.id, side: c.side, vp: c.vp });
    }
}

/** XVII.8 the side that wins at once at a turn's end: every enemy unit in play (on the map or in its boxes) is
 *  disorganised or out of supply (eliminated and captured units are out of play), and it has some unit in play. */
export function automaticVictory(module: GameModule, d: Draft<EbroVars>): Side | null {
  const sup = supplied(module, d.state);
  const boxes = ebroScenario(module, d.state.scenarioId).boxes;
  const inPlay = d.state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      isSide(p.side) &&
      isGround(module, p) &&
      (p.at.kind === 'hex' || (p.at.kind === 'box' && boxes[p.at.box] !== undefined)),
  );
  for (const side of ['nationalist', 'republican'] as Side[]) {
    const foes = inPlay.filter((p) => p.side !== side);
    const own = inPlay.some((p) => p.side === side && !d.vars.marks[p.id]?.dso && sup(p));
    if (own && foes.every((p) => d.vars.marks[p.id]?.dso || !sup(p))) return side;
  }
  return null;
}
