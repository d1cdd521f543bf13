// The Supply Determination Phase (§4.03, §23.12) and the Administrative Phase's re-check (§23.14): the phasing
// player's leaders, ground and air units are traced; a unit out of supply gets an Unsupplied Turn 1 marker or
// advances one level, a unit back in supply loses its marker; a ground unit on its 4th turn or later (5th in a major
// city, §23.51) more than 6 hexes overland from every friendly supplied ground unit rolls for surrender (§23.52) and
// goes to the replacement pool on a modified 2 or less, not counted for special replacements (§27.22).

import type { GameModule } from '../../core/module.js';
import { REPLACEMENTS } from '../../core/types.js';
import { type Draft, emit, moveTo, roll } from '../../systems/draft.js';
import { defOf, hexDef, hexOf, isFort, isGround, isSupplyUnit, type SfeVars, type Side } from './state.js';
import { rollsForSurrender, surrenders } from './supplystatus.js';
import { drawDelivered, expire } from './delivered.js';
import { traceSupply } from './supply.js';
import { cityClass, graphOf, isLand } from './terrain.js';
import { weatherAt } from './weather.js';

type D = Draft<SfeVars>;

/** §23.52 the hexes within 6 hexes overland of a friendly supplied ground unit. */
function nearSupplied(module: GameModule, d: D, side: Side, supplied: ReadonlySet<string>): Set<string> {
  const graph = graphOf(module);
  const dist = new Map<string, number>();
  for (const p of d.state.pieces) {
    const at = hexOf(p);
    const def = defOf(module, p);
    if (p.side === side && at && def && isGround(def) && supplied.has(p.id)) dist.set(at, 0);
  }
  const queue = [...dist.keys()];
  while (queue.length > 0) {
    const h = queue.shift()!;
    if (dist.get(h)! >= 6) continue;
    for (const n of graph.neighbors(h)) {
      if (dist.has(n) || !isLand(module, n)) continue;
      dist.set(n, dist.get(h)! + 1);
      queue.push(n);
    }
  }
  return new Set(dist.keys());
}

/** §23.12, §23.52 determine the supply of `side`'s units: markers placed, advanced or removed; surrenders rolled. */
export function determineSupply(module: GameModule, d: D, side: Side): void {
  const traced = traceSupply(module, d.state, side);
  const v = d.vars;
  // §23.44 units may still draw on the markers the sea delivered; then those markers go.
  const cut = d.state.pieces.filter((p) => p.side === side && hexOf(p) && !traced.supplied.has(p.id)).map((p) => p.id);
  for (const id of drawDelivered(module, d.state, side, cut, ['sea'])) traced.supplied.add(id);
  expire(v, side, 'sea');
  for (const p of d.state.pieces) {
    const def = defOf(module, p);
    if (p.side !== side || !hexOf(p) || !def || isSupplyUnit(def) || isFort(def)) continue;
    if (traced.supplied.has(p.id)) {
      if (v.unsupplied[p.id]) emit(d, { type: 'supplied', piece: p.id, rule: '23.12' });
      delete v.unsupplied[p.id];
    } else {
      v.unsupplied[p.id] = (v.unsupplied[p.id] ?? 0) + 1;
      emit(d, { type: 'unsupplied', piece: p.id, turns: v.unsupplied[p.id]!, rule: '23.12' });
    }
  }
  const near = nearSupplied(module, d, side, traced.supplied);
  for (const p of [...d.state.pieces]) {
    const def = defOf(module, p);
    const at = hexOf(p);
    const turns = v.unsupplied[p.id] ?? 0;
    if (p.side !== side || !at || !def || !isGround(def) || near.has(at)) continue;
    const major = cityClass(hexDef(module, at)) === 'major';
    if (!rollsForSurrender(turns, major)) continue;
    const w = weatherAt(module, v.weather, at);
    const snow = w === 'snow' || w === 'heavy-snow';
    const c = { turns, majorCity: major, snow, mf: def.full.movement, latePlus: !!v.options.surrenderLatePlus };
    const [die] = roll(d, 1, 'surrender', side, '23.52');
    if (!surrenders(die!, c)) continue;
    // §23.52 surrendered units go to the replacement pool (no special replacements for them, §27.22).
    moveTo(d, p.id, { kind: 'box', box: REPLACEMENTS });
    delete v.unsupplied[p.id];
    emit(d, { type: 'surrendered', piece: p.id, hex: at, rule: '23.52' });
  }
}

/** §23.14 the Administrative Phase: units with unsupplied markers that trace supply now lose them. */
export function recheckSupply(module: GameModule, d: D, side: Side): void {
  const marked = Object.keys(d.vars.unsupplied).filter((id) => d.state.pieces.find((p) => p.id === id)?.side === side);
  if (marked.length === 0) return expire(d.vars, side, 'air');
  const traced = traceSupply(module, d.state, side);
  // §23.32, §23.44 units may draw on the supply point markers delivered by air or sea.
  const cut = marked.filter((id) => !traced.supplied.has(id));
  for (const id of drawDelivered(module, d.state, side, cut, ['air', 'sea'])) traced.supplied.add(id);
  for (const id of marked) {
    if (!traced.supplied.has(id)) continue;
    delete d.vars.unsupplied[id];
    emit(d, { type: 'supplied', piece: id, rule: '23.14' });
  }
  // §23.32 the air-dropped markers are removed at the end of the Administrative Phase.
  expire(d.vars, side, 'air');
}
