// The Beach Head (§8.5.4 Disembark in Mallorca, §8.5.6 Plan "P"): its one marker (Mallorca face, Plan P back),
// where Plan P may land, the landing itself, and its end: taken by the Nationalists (§8.5.4.3, §8.5.6.4),
// Mallorca conquered (§8.5.4.6) or the embarkation when time runs out (§8.5.4.4–8.5.4.5). The beach head in play
// is vars.extra.beachHead; the flag 'beachHeadActive' makes geo.ts add the Mallorca arrow.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { setControl } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { geoOf } from './geo.js';
import { optionsOf } from './options.js';
import { NAT, REP, unitsIn, varsOf } from './state.js';
import { suppliedSpaces } from './supply.js';
import { isCorps, unitType } from './units.js';

/** The beach head in play: which face, its space, the space it is joined to, and (Mallorca) the last turn. */
export interface BeachHead {
  which: 'mallorca' | 'planP';
  space: string;
  coast: string;
  /** §8.5.4.4 Mallorca: the turn by whose War Status Phase the REP must hold Mallorca and the beach head. */
  until: number | null;
}

/** The beach head spaces of the map, by face. */
export const BEACH_HEAD_SPACE = { mallorca: 'beachhead-mallorca', planP: 'beachhead-plan-p' } as const;
/** §16.7 the coast "from Algeciras (included) to the west". */
const STRAIT_WEST = ['algeciras', 'cadiz', 'huelva'];

/** The beach head in play, or null. */
export const beachHeadOf = (state: GameState): BeachHead | null => varsOf(state).extra.beachHead ?? null;

/** Land distances (normal and river connections, whoever holds the spaces) from a set of spaces. */
function landDistances(module: GameModule, from: Iterable<string>): Map<string, number> {
  const graph = geoOf(module).graph;
  const dist = new Map<string, number>();
  const todo: string[] = [];
  for (const s of from) {
    dist.set(s, 0);
    todo.push(s);
  }
  while (todo.length > 0) {
    const s = todo.shift()!;
    for (const n of graph.neighborsVia(s, ['normal', 'river'])) {
      if (dist.has(n)) continue;
      dist.set(n, dist.get(s)! + 1);
      todo.push(n);
    }
  }
  return dist;
}

/** §8.5.6.1–8.5.6.2 the Nationalist coastal spaces Plan P may land next to: within three land spaces of a supplied
 *  Republican space (the target counted, the origin not), not in the Atlantic zone, not from Algeciras westward
 *  while the Nationalists hold the Strait. */
export function planPTargets(module: GameModule, state: GameState): string[] {
  const geo = geoOf(module);
  const v = varsOf(state);
  const dist = landDistances(module, suppliedSpaces(module, state, REP));
  return geo.spaces.filter((s) => {
    const a = geo.attrs(s);
    if (!a.coastal || v.control[s] !== NAT || a.seaZone === 'atlantic' || BEACH_HEAD_SPACE.mallorca === s) return false;
    if (['mallorca', 'menorca'].includes(s)) return false;
    if (v.strait === NAT && STRAIT_WEST.includes(s)) return false;
    return (dist.get(s) ?? 99) <= 3;
  });
}

/** §8.5.6.3 the RPA divisions in the Republican Reserve Box. */
export function reserveRPA(module: GameModule, state: GameState): Piece[] {
  return state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.at.kind === 'box' &&
      p.at.box === 'reserve-REP' &&
      unitType(module, p) === 'RPA' &&
      !isCorps(module, p),
  );
}

/** Put the beach head in play (§8.5.4.1, §8.5.6.1): the marker, REP control, the Adjacent flag. */
export function landBeachHead(module: GameModule, d: Draft, which: BeachHead['which'], coast: string): void {
  const space = BEACH_HEAD_SPACE[which];
  const until = which === 'mallorca' ? d.state.turn + 1 : null;
  d.vars.extra.beachHead = { which, space, coast, until };
  if (!d.vars.flags.includes('beachHeadActive')) d.vars.flags.push('beachHeadActive');
  const at = { kind: 'space' as const, space };
  const marker = d.state.pieces.find((p) => p.def === 'beach-head');
  if (marker) moveTo(d, marker.id, at);
  else
    d.state.pieces.push({
      id: 'beach-head',
      def: 'beach-head',
      kind: 'marker',
      side: REP,
      at,
      steps: 1,
      disrupted: false,
    });
  // The Plan P face is the marker's back.
  d.state.pieces = d.state.pieces.map((p) => (p.def === 'beach-head' ? { ...p, disrupted: which === 'planP' } : p));
  setControl(module, d, space, REP, which === 'mallorca' ? '8.5.4.1' : '8.5.6.1');
  emit(d, { type: 'beachHead', which, space, coast, until, rule: which === 'mallorca' ? '8.5.4.1' : '8.5.6.1' });
}

/** The beach head is gone for good (§8.5.4.3, §8.5.4.5–8.5.4.6, §8.5.6.4). */
function removeBeachHead(d: Draft, bh: BeachHead, rule: string): void {
  delete d.vars.extra.beachHead;
  d.vars.flags = d.vars.flags.filter((f) => f !== 'beachHeadActive');
  if (!d.vars.flags.includes(`beachHeadGone:${bh.which}`)) d.vars.flags.push(`beachHeadGone:${bh.which}`);
  delete d.vars.control[bh.space];
  d.state.pieces = d.state.pieces.filter((p) => p.def !== 'beach-head');
  emit(d, { type: 'beachHeadGone', which: bh.which, space: bh.space, rule });
}

/** §8.5.4.3, §8.5.6.4 Nationalist units entered the beach head: it is gone, they move on to the space it was joined
 *  to; beyond stacking, the last of them go to the Nationalist Reserve Box. movement.ts/combat.ts call this. */
export function beachHeadEntered(module: GameModule, d: Draft): void {
  const bh = beachHeadOf(d.state);
  if (!bh) return;
  const nat = unitsIn(d.state, bh.space).filter((p) => p.side === NAT);
  if (nat.length === 0) return;
  const limit = optionsOf(d.state).stackingLimit;
  for (const p of nat) {
    const room = unitsIn(d.state, bh.coast).length < limit;
    moveTo(d, p.id, room ? { kind: 'space', space: bh.coast } : { kind: 'box', box: 'reserve-NAT' });
  }
  removeBeachHead(d, bh, bh.which === 'mallorca' ? '8.5.4.3' : '8.5.6.4');
  void module;
}

/** §8.5.4.4–8.5.4.6 the Mallorca beach head at a War Status Phase (status.ts calls this): Mallorca and the beach
 *  head both Republican, its units move to Mallorca (beyond stacking to the Reserve, the ones already last on the
 *  beach head); time run out, they embark to the Reserve Box. */
export function beachHeadWarStatus(module: GameModule, d: Draft): void {
  const bh = beachHeadOf(d.state);
  if (!bh || bh.which !== 'mallorca') return;
  const v = d.vars;
  const units = unitsIn(d.state, bh.space).filter((p) => p.side === REP);
  if (v.control.mallorca === REP && v.control[bh.space] === REP) {
    const limit = optionsOf(d.state).stackingLimit;
    for (const p of units) {
      const room = unitsIn(d.state, 'mallorca').length < limit;
      moveTo(d, p.id, room ? { kind: 'space', space: 'mallorca' } : { kind: 'box', box: 'reserve-REP' });
    }
    return removeBeachHead(d, bh, '8.5.4.6');
  }
  if (bh.until !== null && d.state.turn >= bh.until) {
    for (const p of units) moveTo(d, p.id, { kind: 'box', box: 'reserve-REP' });
    removeBeachHead(d, bh, '8.5.4.5');
  }
  void module;
}
