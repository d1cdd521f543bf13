// Naval movement (§18) played by hand: `sail {piece, to}` moves a ship by sea zones to a port or a hex at sea,
// paying 1 MP a zone entered, the zone it starts the Movement Phase in included (§18.01), 7 MPs, 2 fewer damaged
// (§20.03(2)); through a strait only if the mover controls a side of it; into an enemy-controlled port only "at sea"
// (§18.03); never while under repair, which sailing ends (§27.25c); into a full port only by hand (§5.03).
// `evacuate {piece, to}` is a ship's escape from a port the enemy's ground units took (§18.04): one die, +2 damaged,
// +2 under repair, +2 when control changed in the Movement, Air or Exploitation Phase; 6 or less escapes to a
// friendly port, disrupted, else it is eliminated.
// Each verb's check is the rules it breaks (advisory play records them); apply carries it out (navalverbs.ts).

import { str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import { type Action, DEAD_PILE, type GameState, type Piece, type Violation } from '../../core/types.js';
import { type Draft, emit, moveTo, roll } from '../../systems/draft.js';
import { factsOf, isShip, navalTurn, reduced, type Sea, seaOf, shipOf, zoneOf } from './naval.js';
import { controllerOf, defOf, hexOf, type SfeVars, type Side, varsOf, violation } from './state.js';

type D = Draft<SfeVars>;

/** The side's ship named by `args.piece` on the map, or why there is none (refused in every mode). */
export function shipIn(module: GameModule, state: GameState, action: Action): Piece | Violation[] {
  const id = str(action.args.piece) ?? '';
  const p = state.pieces.find((x) => x.id === id);
  if (!p || p.side !== action.side || !isShip(module, p) || !hexOf(p))
    return [violation('naval.ship', '18.01', 'Name a naval unit of yours on the map', { piece: id })];
  return p;
}

/** §18.01 the zones from one to another, the fewest (BFS over the sea's joins); null: not joined by sea. */
export function zonePath(sea: Sea, from: string, to: string): string[] | null {
  const prev = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i]!;
    if (z === to) break;
    for (const j of sea.adjacent) {
      const n = j.a === z ? j.b : j.b === z ? j.a : null;
      if (n && !prev.has(n)) {
        prev.set(n, z);
        queue.push(n);
      }
    }
  }
  if (!prev.has(to)) return null;
  const path = [to];
  while (prev.get(path[0]!)) path.unshift(prev.get(path[0]!)!);
  return path;
}

/** §18.03 the straits a path of zones passes (the hex each join names). */
export const straitsOn = (sea: Sea, path: readonly string[]): string[] =>
  path.slice(1).flatMap((z, i) => {
    const j = sea.adjacent.find((x) => (x.a === path[i] && x.b === z) || (x.b === path[i] && x.a === z));
    return j?.strait ? [j.strait] : [];
  });

/** §18.01 the MPs a sail costs: each zone entered, the starting zone too when none was entered this phase. */
export const sailCost = (path: readonly string[], entered: readonly string[]): number =>
  path.length - (entered.length > 0 ? 1 : 0);

/** §18.01 where a sail from the ship's hex to `to` goes: its zones, or why it cannot go at all. */
function routeOf(module: GameModule, state: GameState, p: Piece, to: string): string[] | Violation[] {
  const sea = seaOf(module, state);
  const a = zoneOf(sea, hexOf(p)!);
  const b = zoneOf(sea, to);
  const path = a && b ? zonePath(sea, a, b) : null;
  if (!path) return [violation('naval.reach', '18.01', 'No sea zone joins that ship to that hex', { piece: p.id, to })];
  return path;
}

/** §18.01-§18.03, §20.03(2), §27.25c the rules a sail breaks. */
export function sailBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const p = shipIn(module, state, action);
  if (Array.isArray(p)) return p;
  const to = str(action.args.to) ?? '';
  const path = routeOf(module, state, p, to);
  if (!Array.isArray(path) || typeof path[0] !== 'string') return path as Violation[];
  const v = varsOf(state);
  const ship = v.naval?.ships[p.id] ?? {};
  const out: Violation[] = [];
  if (v.phase !== 'movement' && v.phase !== 'combat')
    out.push(violation('naval.phase', '18.01', 'Ships move in the Movement Phase (and go home after combat)'));
  if (ship.repairUntil !== undefined)
    out.push(violation('naval.repair', '27.25c', 'A ship under repair may not move', { piece: p.id }));
  const fresh = ship.turn === navalTurn(state, v, p.side);
  const spent = fresh ? (ship.mp ?? 0) : 0;
  const cost = sailCost(path as string[], fresh ? (ship.zones ?? []) : []);
  const mp = factsOf(defOf(module, p)!, p, ship).mp;
  if (spent + cost > mp)
    out.push(violation('naval.mp', '18.01', `That costs ${cost} MPs; ${mp - spent} are left`, { piece: p.id }));
  out.push(...basingBreaks(module, state, p, to));
  for (const hex of straitsOn(seaOf(module, state), path as string[]))
    if (controllerOf(v, hex) !== p.side)
      out.push(violation('naval.strait', '18.03', 'Ships pass a strait only if you control a side of it', { hex }));
  return out;
}

/** §5.03 the ships a port bases: 9 at a major naval base, 3 at any other, a reduced counter half of one. */
export const basingLimit = (majorBase: boolean): number => (majorBase ? 9 : 3);

/** §5.03 the rule a sail into a port of the side breaks when the port is full. */
function basingBreaks(module: GameModule, state: GameState, p: Piece, to: string): Violation[] {
  const port = seaOf(module, state).ports[to];
  if (!port || controllerOf(varsOf(state), to) !== p.side || hexOf(p) === to) return [];
  const based = state.pieces.filter((x) => x.side === p.side && hexOf(x) === to && isShip(module, x));
  const count = [...based, p].reduce((a, x) => a + (reduced(defOf(module, x)!, x) ? 0.5 : 1), 0);
  const limit = basingLimit(!!port.majorBase);
  return count > limit ? [violation('naval.port', '5.03', `The port bases ${limit} ships at most`, { to })] : [];
}

/** §18.01 carry out a sail: MPs and zones booked, the ship in `to`, at sea unless `to` is a port of its side. */
export function sail(module: GameModule, d: D, action: Action): Violation[] | null {
  const p = shipIn(module, d.state, action);
  if (Array.isArray(p)) return p;
  const to = str(action.args.to) ?? '';
  const path = routeOf(module, d.state, p, to);
  if (typeof path[0] !== 'string') return path as Violation[];
  const zones = path as string[];
  const ship = shipOf(d.vars, p.id);
  const turn = navalTurn(d.state, d.vars, p.side);
  if (ship.turn !== turn) Object.assign(ship, { turn, mp: 0, zones: [] as string[] });
  delete ship.mission;
  const cost = sailCost(zones, ship.zones ?? []);
  ship.mp = (ship.mp ?? 0) + cost;
  ship.zones = [...new Set([...(ship.zones ?? []), ...zones])];
  // §27.25c a ship that leaves port ends its repair
  if (ship.repairUntil !== undefined && to !== hexOf(p)) delete ship.repairUntil;
  const port = seaOf(module, d.state).ports[to] !== undefined && controllerOf(d.vars, to) === p.side;
  if (port) delete ship.atSea;
  else ship.atSea = true;
  const from = hexOf(p)!;
  moveTo(d, p.id, { kind: 'hex', hex: to });
  emit(d, { type: 'sailed', side: p.side, piece: p.id, from, to, zones, mp: cost, atSea: !port, rule: '§18.01' });
  return null;
}

/** §18.04 the DRM of a ship's escape: +2 damaged, +2 under repair, +2 when control changed outside combat. */
export function escapeDrm(damaged: boolean, underRepair: boolean, phase: string): number {
  const quiet = ['movement', 'air', 'exploitation'].includes(phase);
  return (damaged ? 2 : 0) + (underRepair ? 2 : 0) + (quiet ? 2 : 0);
}

/** §18.04 the rules an evacuation breaks: its port not the enemy's, a haven that is not a friendly port. */
export function evacuateBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const p = shipIn(module, state, action);
  if (Array.isArray(p)) return p;
  const v = varsOf(state);
  const to = str(action.args.to) ?? '';
  const out: Violation[] = [];
  if (controllerOf(v, hexOf(p)!) === p.side)
    out.push(violation('naval.evacuate', '18.04', 'Ships escape only from a port the enemy took', { piece: p.id }));
  if (seaOf(module, state).ports[to] === undefined || controllerOf(v, to) !== p.side)
    out.push(violation('naval.port', '18.04', 'Escaping ships go to a friendly port', { to }));
  return out;
}

/** §18.04 carry out an escape: the die rolled; on 6 or less the ship in `to`, disrupted; else eliminated. */
export function evacuate(module: GameModule, d: D, action: Action): Violation[] | null {
  const p = shipIn(module, d.state, action);
  if (Array.isArray(p)) return p;
  const ship = shipOf(d.vars, p.id);
  const facts = factsOf(defOf(module, p)!, p, ship);
  const drm = escapeDrm(facts.damaged, ship.repairUntil !== undefined, d.vars.phase);
  const [die] = roll(d, 1, 'port evacuation', p.side, '§18.04');
  const from = hexOf(p)!;
  const escaped = die! + drm <= 6;
  delete ship.repairUntil;
  if (escaped) {
    moveTo(d, p.id, { kind: 'hex', hex: str(action.args.to) ?? from });
    ship.disruptedUntil = navalTurn(d.state, d.vars, p.side as Side) + 1;
    delete ship.atSea;
  } else moveTo(d, p.id, { kind: 'box', box: DEAD_PILE });
  emit(d, { type: 'evacuated', side: p.side, piece: p.id, from, die: die!, drm, escaped, rule: '§18.04' });
  return null;
}
