// §14 the Replacement Phase (§6.0 E): each side, REP first, spends the replacement points recorded this turn;
// what is not spent is lost (§14.1.2). Verbs: replaceStep (a reduced unit on the map or in the Reserve),
// rebuild (an eliminated unit, reduced or full), supportSiege (§16.1.8), returnCorps (a corps back from a
// Special SR, §13.4.3), doneReplacing. The Main City penalty (§14.2) is taken when the side's phase begins. flow.ts
// asks REP, then NAT (steps 'replacement-REP', 'replacement-NAT'), each only when it has something to do.

import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Location, Piece, SideId, Violation } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { type Draft, emit, moveTo, setPiece } from './draft.js';
import { noRpThisTurn, recordRp, rpPerTurn } from './event-effects.js';
import { connectedSpaces, geoOf } from './geo.js';
import { supportSiege, supportableSieges } from './sieges.js';
import { BALEARICS } from './sr.js';
import { endProblems } from './stacking.js';
import { NAT, REP, type Side, varsOf, violation } from './state.js';
import { isFriendlySource, isolatedGroups, suppliedSpaces } from './supply.js';
import { hasFlag, isCorps, isReduced, regionOf, unitDef, unitType } from './units.js';
import { type GameVerb, type StepAsk, act, str, unknown } from './verb.js';

/** The RP pools of a side: national, then foreign. */
export const POOLS: Record<Side, [string, string]> = { NAT: ['NAT', 'AXIS'], REP: ['REP', 'SOV'] };

/** §14.2.1 the Main Cities each side holds at the start (Madrid, Barcelona, Valencia, Bilbao; Sevilla, Zaragoza). */
export const ORIGINAL_MAIN_CITIES: Record<Side, number> = { REP: 4, NAT: 2 };

/** §16.4 each Regional unit's supply source inside its region (§14.1.7, §14.2.5). */
export const REGION_SOURCE: Record<string, string> = { asturias: 'gijon', santander: 'santander', basque: 'bilbao' };

/** §14.2.2, §14.2.5 the Main Cities a side counts for replacements: Bilbao stays Republican (and is not
 *  Nationalist) until the Nationalists hold Bilbao, Santander and Gijón. */
export function mainCitiesHeld(module: GameModule, state: GameState, side: Side): number {
  const geo = geoOf(module);
  const control = varsOf(state).control;
  const north = ['bilbao', 'santander', 'gijon'].every((s) => control[s] === NAT);
  let n = 0;
  for (const s of geo.spaces) {
    if (!geo.attrs(s).mainCity) continue;
    const holder = s === 'bilbao' && !north ? REP : control[s];
    if (holder === side) n += 1;
  }
  return n;
}

/** §14.2.2 the RP the side loses this phase for the Main Cities it lost (never a bonus). */
export function mainCityPenalty(module: GameModule, state: GameState, side: Side): number {
  return Math.max(0, ORIGINAL_MAIN_CITIES[side] - mainCitiesHeld(module, state, side));
}

/** §13.4.3 the corps back from a Special SR this turn (they wait in the 'turn-track' box). */
function dueCorps(state: GameState, side: Side): string[] {
  const due = varsOf(state).extra.specialSR ?? [];
  return due
    .filter((x) => x.turn <= state.turn)
    .map((x) => x.unit)
    .filter((id) => state.pieces.some((p) => p.id === id && p.side === side && p.at.kind === 'box'));
}

/** Start `side`'s replacements: the events' marks on its pools (§8.4: a lasting per-turn change such as N30's,
 *  a pool cut off this turn such as R52's), the Main City penalty (§14.2.4: never below 0), then true when it has
 *  points to spend or a corps to bring back (the step waits for it), false to skip. */
export function startReplacement(module: GameModule, d: Draft, side: Side): boolean {
  for (const pool of POOLS[side]) {
    const change = rpPerTurn(d.state, pool);
    if (change !== 0) recordRp(d, pool, change, '8.4');
    if (noRpThisTurn(d.state, pool) && (d.vars.rp[pool] ?? 0) > 0) {
      emit(d, { type: 'rpLost', pool, points: d.vars.rp[pool]!, rule: '8.4' });
      d.vars.rp[pool] = 0;
    }
  }
  const national = POOLS[side][0];
  const penalty = mainCityPenalty(module, d.state, side);
  if (penalty > 0 && (d.vars.rp[national] ?? 0) > 0) {
    const lost = Math.min(penalty, d.vars.rp[national]!);
    d.vars.rp[national] = d.vars.rp[national]! - lost;
    emit(d, { type: 'rpPenalty', pool: national, lost, rule: '14.2.2' });
  }
  d.vars.extra.rpIsolated = {};
  const points = POOLS[side].reduce((n, pool) => n + (d.vars.rp[pool] ?? 0), 0);
  return points > 0 || dueCorps(d.state, side).length > 0;
}

/** §14.1.2 the side is done: unspent points are lost. */
function finish(d: Draft, side: Side): void {
  for (const pool of POOLS[side]) {
    if ((d.vars.rp[pool] ?? 0) > 0) emit(d, { type: 'rpLost', pool, points: d.vars.rp[pool]!, rule: '14.1.2' });
    d.vars.rp[pool] = 0;
  }
}

const v = (rule: string, section: string, message: string): Violation[] => [violation(rule, section, message)];

/** §14.1.1.1, §14.1.6 whether RP of `pool` may go to unit `p` at all. */
function poolProblems(module: GameModule, p: Piece, pool: string): Violation[] {
  if (hasFlag(module, p, 'noReplacement'))
    return v('rpNever', '14.1.6', 'Army of Africa and Insurrection units never take replacements');
  const type = unitType(module, p);
  if (pool === 'REP' && (type === 'INT' || type === 'T-26'))
    return v('rpPool', '14.1.1.1', 'Republican RP cannot replace INT or T-26 units (use Soviet RP)');
  if (pool === 'NAT' && (type === 'PZ-I' || hasFlag(module, p, 'italian')))
    return v('rpPool', '14.1.1.1', 'Nationalist RP cannot replace PZ-I or Italian units (use Axis RP)');
  return [];
}

/** The RP an isolated group has already received this phase (§16.2.4.2: at most 1). */
const isolatedSpent = (state: GameState): Record<string, number> => varsOf(state).extra.rpIsolated ?? {};

/** Why `pool` cannot pay `price` for `p` where it stands ([] when it can), and the cost (doubled when isolated). */
function payment(
  module: GameModule,
  state: GameState,
  p: Piece,
  pool: string,
  price: number,
): { out: Violation[]; cost: number; group: string | null } {
  const side = p.side as Side;
  const out: Violation[] = [];
  if (!POOLS[side]?.includes(pool))
    return { out: v('rpPool', '14.1.1', `"${pool}" is not your RP pool`), cost: 0, group: null };
  out.push(...poolProblems(module, p, pool));
  let cost = price;
  let group: string | null = null;
  if (p.at.kind === 'space') {
    const at = p.at.space;
    if (!suppliedSpaces(module, state, side).has(at))
      out.push(...v('rpSupply', '13.3.2', 'Out of supply units cannot receive replacements'));
    for (const [key, g] of isolatedGroups(module, state))
      if (g.has(at)) {
        group = key;
        cost = price * 2;
        if (pool !== 'NAT')
          out.push(...v('rpIsolated', '16.2.4.2', 'Only Nationalist RP may be spent in an Isolated Space'));
        if ((isolatedSpent(state)[key] ?? 0) + cost > 1)
          out.push(...v('rpIsolated', '16.2.4.2', 'At most one RP a turn in each Isolated Space group'));
      }
    const region = regionOf(module, p);
    if (region && isCorps(module, p) && geoOf(module).attrs(at).nfRegion !== region) {
      const src = REGION_SOURCE[region]!;
      if (!(varsOf(state).control[src] === REP && connectedSpaces(module, state, at, REP).has(src)))
        out.push(
          ...v('rpRegional', '14.1.7', 'A Regional corps outside its region must trace supply to its own source'),
        );
    }
  }
  if ((varsOf(state).rp[pool] ?? 0) < cost) out.push(...v('rpPoints', '14.1.3', `This costs ${cost} ${pool} RP`));
  return { out, cost, group };
}

/** §8.5.2.4, §14.1.5 where a rebuilt (or returning) corps may be placed: a friendly, supplied supply source or
 *  Madrid within stacking; a Regional corps in its region (Euzkadi: Bilbao, Santander: Santander, Asturians: any
 *  friendly supplied Asturias space); never the Balearics or an Isolated Space group. */
export function corpsPlacements(module: GameModule, state: GameState, p: Piece): string[] {
  const side = p.side as Side;
  const geo = geoOf(module);
  const supplied = suppliedSpaces(module, state, side);
  const isolated = [...isolatedGroups(module, state).values()];
  const region = regionOf(module, p);
  return geo.spaces.filter((s) => {
    if (varsOf(state).control[s] !== side || !supplied.has(s) || BALEARICS.includes(s)) return false;
    if (isolated.some((g) => g.has(s))) return false;
    // §9.1 stacking and §16.4.3 the isolated Northern Front (Regional corps follow their own placement).
    if (endProblems(module, state, side, [p], null, s).length > 0) return false;
    if (region === 'asturias') return geo.attrs(s).nfRegion === 'asturias';
    if (region) return s === REGION_SOURCE[region];
    return isFriendlySource(module, state, s, side) || s === 'madrid';
  });
}

const fullSteps = (module: GameModule, p: Piece) => unitDef(module, p.def)?.steps ?? 1;

/** Why `side` cannot restore a step of `p` from `pool` ([] when it can), and the cost. */
function stepProblems(module: GameModule, state: GameState, side: Side, p: Piece, pool: string) {
  if (p.side !== side || p.kind !== 'unit')
    return { out: v('rpUnit', '14.1.2', 'Replace one of your own units'), cost: 0, group: null };
  const inReserve = p.at.kind === 'box' && p.at.box === `reserve-${side}`;
  if (!(p.at.kind === 'space' || inReserve) || !isReduced(module, p))
    return {
      out: v('rpStep', '14.1.2', 'Only a reduced unit on the map or in the Reserve Box takes a step'),
      cost: 0,
      group: null,
    };
  return payment(module, state, p, pool, isCorps(module, p) ? 1 : 0.5);
}

/** Why `side` cannot rebuild `p` from `pool` at `strength` (to `to` for a corps), and the cost. */
function rebuildProblems(
  module: GameModule,
  state: GameState,
  side: Side,
  p: Piece,
  pool: string,
  strength: string,
  to: Location | null,
) {
  if (p.side !== side || p.kind !== 'unit' || p.at.kind !== 'box' || p.at.box !== `eliminated-${side}`)
    return {
      out: v('rpRebuild', '14.1.4', 'Only an eliminated (not permanently removed) unit can be rebuilt'),
      cost: 0,
      group: null,
    };
  const corps = isCorps(module, p);
  const full = strength === 'full' && fullSteps(module, p) > 1;
  const r = payment(module, state, p, pool, (corps ? 1 : 0.5) * (full ? 2 : 1));
  if (corps) {
    if (to?.kind !== 'space' || !corpsPlacements(module, state, p).includes(to.space))
      r.out.push(...v('rpCorpsPlace', '14.1.5', 'A rebuilt corps goes to a friendly supplied supply source or Madrid'));
  } else if (to) r.out.push(...v('rpDivisionPlace', '14.1.4', 'A rebuilt division always goes to the Reserve Box'));
  return r;
}

const spend = (d: Draft, pool: string, cost: number, group: string | null) => {
  d.vars.rp[pool] = (d.vars.rp[pool] ?? 0) - cost;
  if (group)
    d.vars.extra.rpIsolated = { ...isolatedSpent(d.state), [group]: (isolatedSpent(d.state)[group] ?? 0) + cost };
};

const pieceOf = (state: GameState, id: unknown) => state.pieces.find((x) => x.id === str(id));
const locationArg = (x: unknown) => (x && typeof x === 'object' ? (x as Location) : null);

const replaceStep: GameVerb = {
  check(module, state, a) {
    const p = pieceOf(state, a.args.unit);
    return p ? stepProblems(module, state, a.side as Side, p, String(a.args.pool)).out : unknown('unit', a.args.unit);
  },
  apply(module, d, a) {
    const p = pieceOf(d.state, a.args.unit);
    if (!p) return unknown('unit', a.args.unit);
    const r = stepProblems(module, d.state, a.side as Side, p, String(a.args.pool));
    if (r.out.length > 0 && d.state.mode === 'enforced') return r.out;
    spend(d, String(a.args.pool), r.cost, r.group);
    setPiece(d, p.id, { steps: Math.min(fullSteps(module, p), p.steps + 1) });
    emit(d, { type: 'replace', unit: p.id, pool: String(a.args.pool), cost: r.cost, rule: '14.1.3' });
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const p of state.pieces)
      for (const pool of POOLS[side as Side] ?? [])
        if (p.side === side && p.kind === 'unit' && stepProblems(module, state, side as Side, p, pool).out.length === 0)
          out.push(act('replaceStep', { unit: p.id, pool }));
    return out;
  },
};

const rebuild: GameVerb = {
  check(module, state, a) {
    const p = pieceOf(state, a.args.unit);
    if (!p) return unknown('unit', a.args.unit);
    const r = rebuildProblems(
      module,
      state,
      a.side as Side,
      p,
      String(a.args.pool),
      String(a.args.strength),
      locationArg(a.args.to),
    );
    return r.out;
  },
  apply(module, d, a) {
    const side = a.side as Side;
    const p = pieceOf(d.state, a.args.unit);
    if (!p) return unknown('unit', a.args.unit);
    const to = locationArg(a.args.to);
    const r = rebuildProblems(module, d.state, side, p, String(a.args.pool), String(a.args.strength), to);
    if (r.out.length > 0 && d.state.mode === 'enforced') return r.out;
    spend(d, String(a.args.pool), r.cost, r.group);
    const steps = a.args.strength === 'full' ? fullSteps(module, p) : Math.max(1, fullSteps(module, p) - 1);
    moveTo(d, p.id, isCorps(module, p) && to ? to : { kind: 'box', box: `reserve-${side}` });
    setPiece(d, p.id, { steps });
    emit(d, { type: 'rebuild', unit: p.id, pool: String(a.args.pool), steps, cost: r.cost, rule: '14.1.4' });
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const p of state.pieces) {
      if (p.side !== side || p.kind !== 'unit' || p.at.kind !== 'box' || p.at.box !== `eliminated-${side}`) continue;
      const tos: (Location | null)[] = isCorps(module, p)
        ? corpsPlacements(module, state, p).map((s) => ({ kind: 'space', space: s }) as Location)
        : [null];
      for (const pool of POOLS[side as Side] ?? [])
        for (const strength of ['reduced', 'full'])
          for (const to of tos)
            if (rebuildProblems(module, state, side as Side, p, pool, strength, to).out.length === 0)
              out.push(
                act('rebuild', to ? { unit: p.id, pool, strength, to: to as never } : { unit: p.id, pool, strength }),
              );
    }
    return out;
  },
};

/** §16.1.8 why the Nationalists cannot spend 1 NAT RP on `siege` now. */
function siegeProblems(module: GameModule, state: GameState, side: SideId, siege: string): Violation[] {
  if (side !== NAT) return v('rpSiege', '16.1.8', 'Only the Nationalists reinforce a siege');
  if (!supportableSieges(module, state).includes(siege))
    return v(
      'rpSiege',
      '16.1.8',
      'A standing siege below its starting resist, once a turn, in War of the Columns only',
    );
  return (varsOf(state).rp.NAT ?? 0) >= 1 ? [] : v('rpPoints', '16.1.8', 'Reinforcing a siege costs 1 NAT RP');
}

const supportSiegeVerb: GameVerb = {
  check: (module, state, a) => siegeProblems(module, state, a.side, String(a.args.siege)),
  apply(module, d, a) {
    const siege = String(a.args.siege);
    const out = siegeProblems(module, d.state, a.side, siege);
    if (out.length > 0 && d.state.mode === 'enforced') return out;
    if (!d.vars.sieges[siege]) return unknown('siege', siege);
    d.vars.rp.NAT = (d.vars.rp.NAT ?? 0) - 1;
    supportSiege(d, siege);
  },
  list: (module, state, side) =>
    supportableSieges(module, state)
      .filter((s) => siegeProblems(module, state, side, s).length === 0)
      .map((siege) => act('supportSiege', { siege })),
};

/** §13.4.3 why the corps cannot come back to `to` now. */
function returnProblems(
  module: GameModule,
  state: GameState,
  side: Side,
  id: string,
  to: Location | null,
): Violation[] {
  const p = pieceOf(state, id);
  if (!p || !dueCorps(state, side).includes(id))
    return v('returnCorps', '13.4.3', 'No corps of yours returns from a Special SR now');
  if (to?.kind !== 'space' || !corpsPlacements(module, state, p).includes(to.space))
    return v('returnCorps', '13.4.3', 'It returns to a friendly supplied supply source or Madrid');
  return [];
}

const returnCorps: GameVerb = {
  check: (module, state, a) =>
    returnProblems(module, state, a.side as Side, String(a.args.unit), locationArg(a.args.to)),
  apply(module, d, a) {
    const id = String(a.args.unit);
    const to = locationArg(a.args.to);
    const out = returnProblems(module, d.state, a.side as Side, id, to);
    if (out.length > 0 && d.state.mode === 'enforced') return out;
    const p = pieceOf(d.state, id);
    if (!p || !to) return unknown('unit', id);
    moveTo(d, id, to);
    setPiece(d, id, { steps: Math.max(1, fullSteps(module, p) - 1) });
    d.vars.extra.specialSR = (d.vars.extra.specialSR ?? []).filter((x) => x.unit !== id);
    emit(d, { type: 'specialSRReturn', unit: id, to, rule: '13.4.3' });
  },
  list(module, state, side) {
    const out: LegalAction[] = [];
    for (const id of dueCorps(state, side as Side)) {
      const p = pieceOf(state, id)!;
      for (const s of corpsPlacements(module, state, p))
        out.push(act('returnCorps', { unit: id, to: { kind: 'space', space: s } }));
    }
    return out;
  },
};

/** The corps that must still come back before the side may finish (those with a place to go). */
const pendingReturns = (module: GameModule, state: GameState, side: Side) =>
  dueCorps(state, side).filter((id) => corpsPlacements(module, state, pieceOf(state, id)!).length > 0);

/** The replacement verbs (supportSiege: the Nationalist's only; flow.ts: doneReplacing ends the side's phase). */
export const REPLACEMENT_VERBS = {
  replaceStep,
  rebuild,
  supportSiege: supportSiegeVerb,
  returnCorps,
  doneReplacing: {
    check: (module, state, a) =>
      pendingReturns(module, state, a.side as Side).length > 0
        ? v('returnCorps', '13.4.3', 'Place the corps returning from its Special SR first')
        : [],
    apply(_module, d) {
      finish(d, d.state.activeSide as Side);
    },
    list: (module, state, side) =>
      pendingReturns(module, state, side as Side).length > 0 ? [] : [act('doneReplacing', {})],
  } satisfies GameVerb,
};

/** What a replacement step asks: the side's points. */
export const askReplacement: StepAsk = (_m, s) => {
  const rp = varsOf(s).rp;
  const pools = POOLS[s.activeSide as Side] ?? [];
  return {
    id: 'replacement',
    verb: 'replaceStep',
    message: 'Spend your replacement points',
    info: { rp: Object.fromEntries(pools.map((p) => [p, rp[p] ?? 0])) },
    verbs: ['rebuild', 'supportSiege', 'returnCorps', 'doneReplacing'],
  };
};

/** Their arguments. */
export const REPLACEMENT_ARGS: Record<string, VerbArgs> = {
  replaceStep: { unit: 'string', pool: { enum: ['NAT', 'AXIS', 'REP', 'SOV'] } },
  rebuild: {
    unit: 'string',
    pool: { enum: ['NAT', 'AXIS', 'REP', 'SOV'] },
    strength: { enum: ['reduced', 'full'] },
    'to?': 'location',
  },
  supportSiege: { siege: 'string' },
  returnCorps: { unit: 'string', to: 'location' },
  doneReplacing: {},
};
