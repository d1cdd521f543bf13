// §12 Strategic Redeployment: the SR points of a card move units between Connected friendly spaces, to and from
// the Reserve Box, and by sea; §13.4.3 Special SR through a friendly border; §16.2.4.3 the Isolated Spaces;
// §17.2.2, §17.6.4 the Army of Africa. One verb, `redeploy {unit, to}`; `doneSR`, or the last point spent, ends the
// round (flow.ts).

import { drawByGroup } from '../../core/random-player.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, LegalAction, Location, Piece, SideId, Violation } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { AFR_PORTS, strandedAfr } from './afr.js';
import { type Draft, emit, moveTo, setPiece } from './draft.js';
import { connectedSpaces, geoOf } from './geo.js';
import { NAT, REP, type Side, unitsIn, varsOf, violation } from './state.js';
import {
  STRAIT_WEST,
  borderLimited,
  holdableSpaces,
  isFriendlySource,
  isolatedGroups,
  nfZone,
  straitHolder,
  suppliedSpaces,
} from './supply.js';
import { endProblems } from './stacking.js';
import { hasFlag, isCorps, regionOf, unitDef, unitType } from './units.js';
import { type GameVerb, type StepAsk, act, str, unknown } from './verb.js';

/** §12.1.10 the Balearic Islands (no corps, no armor). */
export const BALEARICS = ['mallorca', 'menorca', 'beachhead-mallorca'];
/** §13.4.3 the box where a corps making a Special SR waits two turns (the Turn track). */
export const TURN_TRACK = { kind: 'box', box: 'turn-track' } as const;
/** What SR needs to know of a state, computed once for a check or a list. */
interface Ctx {
  side: Side;
  supplied: Set<string>;
  border: Set<string>;
  component: Map<string, number>;
  isolated: Map<string, Set<string>>;
  /** In a list: the destination checks of stacking.ts by space, origin and kind of unit (they repeat). */
  memo?: Map<string, Violation[]>;
  nf?: Set<string>;
}

function ctxOf(module: GameModule, state: GameState, side: Side): Ctx {
  const component = new Map<string, number>();
  let n = 0;
  for (const s of holdableSpaces(module, state)) {
    if (component.has(s) || varsOf(state).control[s] !== side) continue;
    for (const x of connectedSpaces(module, state, s, side)) component.set(x, n);
    n += 1;
  }
  return {
    side,
    supplied: suppliedSpaces(module, state, side),
    border: borderLimited(module, state, side),
    component,
    isolated: isolatedGroups(module, state),
  };
}

/** The context of a state that no longer changes (check and list; not a draft being applied), cached. */
const ctxCache = new WeakMap<GameState, Map<Side, Ctx>>();
function cachedCtx(module: GameModule, state: GameState, side: Side): Ctx {
  let m = ctxCache.get(state);
  if (!m) {
    m = new Map();
    ctxCache.set(state, m);
  }
  let c = m.get(side);
  if (!c) {
    c = { ...ctxOf(module, state, side), memo: new Map(), nf: side === REP ? nfZone(module, state) : new Set() };
    m.set(side, c);
  }
  return c;
}

/** §12.1.7.1, §16.7 whether `side` may SR `p` by sea through the port of `space`. */
export function srPort(module: GameModule, state: GameState, space: string, p: Piece): boolean {
  const a = geoOf(module).attrs(space);
  if (!a.port) return false;
  const strait = straitHolder(state);
  if (p.side === REP) return a.seaZone === 'mediterranean' && !(strait === NAT && STRAIT_WEST.includes(space));
  if (a.seaZone !== 'mediterranean' || strait === NAT) return true;
  // §16.7.1: while the Republic holds the Strait, only Med ports west of Algeciras; ITA and NAT armor excepted.
  return !STRAIT_WEST.slice(1).includes(space) ? unitType(module, p) === 'ITA' || hasFlag(module, p, 'armor') : true;
}

const BOX_RESERVE = (side: SideId) => `reserve-${side}`;
const cost = (module: GameModule, p: Piece, special: boolean) =>
  special ? (isCorps(module, p) ? 2 : 0.5) : isCorps(module, p) ? 3 : 1;

/** What the current SR has redeployed: the units, and how many of the Army of Africa (§17.2.2). */
export interface SrMemory {
  moved: string[];
  afr: number;
}
const memory = (state: GameState): SrMemory => {
  const m = varsOf(state).extra.sr;
  return { moved: m?.moved ?? [], afr: m?.afr ?? 0 };
};

/** §16.2.4.3 the Isolated Space groups that already received their one MIL from the Reserve this turn. */
function isolatedFilled(state: GameState): string[] {
  const m = varsOf(state).extra.srIsolated;
  return m?.turn === state.turn ? m.groups : [];
}

const v = (rule: string, section: string, message: string) => [violation(rule, section, message)];

/** §12.1.8 the Reserve Box exits' extra conditions for `p` into `to` (friendly, supplied, room checked before). */
function reserveExit(module: GameModule, state: GameState, c: Ctx, p: Piece, to: string): Violation[] {
  const geo = geoOf(module);
  const a = geo.attrs(to);
  const type = unitType(module, p);
  const armor = hasFlag(module, p, 'armor');
  // §16.2.4.3: one Nationalist MIL a turn into each Isolated Space group, never MIL-NAV.
  for (const [key, group] of c.isolated)
    if (group.has(to)) {
      if (type !== 'MIL' || hasFlag(module, p, 'faction:NAV'))
        return v(
          'srIsolated',
          '16.2.4.3',
          'Only a MIL unit (not MIL-NAV) may SR from the Reserve to an Isolated Space',
        );
      if (isolatedFilled(state).includes(key))
        return v('srIsolated', '16.2.4.3', 'One MIL unit a turn may SR from the Reserve to each Isolated Space');
    }
  if (type === 'T-26')
    return a.port === 'mediterranean'
      ? []
      : v('srArmor', '12.1.8', 'A T-26 may SR from the Reserve only to a Mediterranean port');
  if (armor) return a.port ? [] : v('srArmor', '12.1.8', 'PZ-I and CV-33 may SR from the Reserve only to a port');
  const region = regionOf(module, p);
  if (region && !isCorps(module, p)) {
    const home =
      a.nfRegion === region ||
      unitsIn(state, to).some((u) => u.side === p.side && regionOf(module, u) === region && c.supplied.has(to));
    if (!home)
      return v(
        'srRegional',
        '12.1.8',
        'A Regional division may SR from the Reserve only into its region or to a unit of it',
      );
  }
  if (hasFlag(module, p, 'catalan') && type === 'MIL') {
    const ok =
      to === 'barcelona' ||
      to === 'beachhead-mallorca' ||
      unitsIn(state, to).some(
        (u) => u.side === p.side && hasFlag(module, u, 'catalan') && unitType(module, u) === 'MIL',
      );
    if (!ok)
      return v('srCatalan', '12.1.8', 'A Catalan MIL may SR from the Reserve only to Barcelona or to a Catalan MIL');
  }
  const friendlyUnit = unitsIn(state, to).some((u) => u.side === p.side);
  if (!friendlyUnit && !isFriendlySource(module, state, to, c.side) && to !== 'madrid')
    return v(
      'srReserveExit',
      '12.1.8',
      'From the Reserve a unit SRs to a friendly unit, a friendly supply source or Madrid',
    );
  return [];
}

/** §9.1, §9.1.3, §16.4.2, §16.4.3 stacking.ts's checks of `p` ending in `dest` (memoized in a list: they depend on
 *  the space, whether the unit comes from the Reserve, the Northern Front or elsewhere, and its kind). */
function endsOf(module: GameModule, state: GameState, c: Ctx, p: Piece, dest: string): Violation[] {
  const from = p.at.kind === 'space' ? p.at.space : null;
  if (!c.memo || !c.nf) return endProblems(module, state, c.side, [p], from, dest);
  const kind = regionOf(module, p) ? p.id : unitType(module, p) === 'POL' ? 'POL' : 'other';
  const origin = from === null ? 'reserve' : c.nf.has(from) || geoOf(module).attrs(from).nfRegion ? 'nf' : 'out';
  const key = `${dest}|${origin}|${kind}`;
  let v = c.memo.get(key);
  if (!v) {
    v = endProblems(module, state, c.side, [p], from, dest);
    c.memo.set(key, v);
  }
  return v;
}

/** Why `p` cannot SR to `to` now ([] when it can), with the points it would cost. */
function problems(
  module: GameModule,
  state: GameState,
  c: Ctx,
  p: Piece,
  to: Location,
): { out: Violation[]; cost: number; special: boolean } {
  const vars = varsOf(state);
  const mem = memory(state);
  const points = vars.play?.points ?? 0;
  const fail = (out: Violation[]) => ({ out, cost: 0, special: false });
  if (p.kind !== 'unit' || p.side !== c.side) return fail(v('srUnit', '12.1', 'Redeploy one of your own units'));
  if (mem.moved.includes(p.id)) return fail(v('srTwice', '12.1.3', 'No unit may SR more than once in an Action Round'));
  const afr = hasFlag(module, p, 'armyOfAfrica');
  if (afr && state.turn <= 2 && mem.afr >= 1)
    return fail(v('srAfr', '17.2.2', 'In Turns 1–2 at most one AFR unit may SR with each card'));
  const corps = isCorps(module, p);
  const armor = hasFlag(module, p, 'armor');
  let special = false;
  const out: Violation[] = [];
  if (to.kind === 'box') {
    if (to.box !== BOX_RESERVE(c.side) || p.at.kind !== 'space')
      return fail(v('srWhere', '12.1.9', 'A unit on the map may SR to its Reserve Box'));
    const from = p.at.space;
    if (c.border.has(from)) {
      // §13.4.3 Special SR of an otherwise OOS unit Connected to the friendly border.
      special = true;
      if (p.side === REP && regionOf(module, p))
        out.push(...v('srSpecialRegional', '13.4.3.1', 'Republican Regional units cannot make a Special SR'));
      if (p.side === REP && vars.flags.includes('franceRecognizes'))
        out.push(
          ...v(
            'srSpecialFrance',
            '13.4.3.2',
            'No Special SR for the Republic after France recognizes Nationalist Spain',
          ),
        );
    } else if (!c.supplied.has(from)) out.push(...v('srSupply', '12.1.5', 'Units must be in supply to use SR'));
    else if (corps) out.push(...v('srCorpsReserve', '12.1.9', 'Only divisions may SR to the Reserve Box'));
    else if ([...c.isolated.values()].some((g) => g.has(from)))
      out.push(...v('srIsolatedReserve', '16.2.4.3', 'No unit may SR from an Isolated Space to the Reserve Box'));
  } else if (to.kind === 'space') {
    const dest = to.space;
    if (!geoOf(module).has(dest) || geoOf(module).attrs(dest).kind === 'country') return fail(unknown('space', dest));
    if (vars.control[dest] !== c.side || !c.supplied.has(dest))
      out.push(...v('srDest', '12.1.6', 'SR ends in a friendly-controlled, supplied space'));
    // §9.1 stacking, §9.1.3 no enemy units, §16.4.2 Non-Cooperation, §16.4.3 the isolated Northern Front.
    else out.push(...endsOf(module, state, c, p, dest));
    if ((corps || armor) && BALEARICS.includes(dest))
      out.push(...v('srBalearics', '12.1.10', 'No corps or armor may SR to the Balearic Islands'));
    if (p.at.kind === 'box' && p.at.box === 'africa') {
      if (!strandedAfr(state).includes(p.id) || !AFR_PORTS.includes(dest))
        out.push(...v('srMorocco', '17.6.4', 'An AFR unit left in Morocco may SR only to Sevilla or Cádiz'));
    } else if (p.at.kind === 'box') {
      if (p.at.box !== BOX_RESERVE(c.side)) return fail(v('srWhere', '12.1.8', 'This unit is not in play'));
      if (out.length === 0) out.push(...reserveExit(module, state, c, p, dest));
    } else if (p.at.kind === 'space') {
      const from = p.at.space;
      if (from === dest) return fail(v('srSame', '12.1.6', 'The unit is already there'));
      if (!c.supplied.has(from)) out.push(...v('srSupply', '12.1.5', 'Units must be in supply to use SR'));
      else if (c.component.get(from) !== c.component.get(dest)) {
        // §12.1.7 by sea: divisions only, port to port.
        if (corps) out.push(...v('srSeaCorps', '12.1.7.2', 'Corps never SR by sea, and the spaces are not Connected'));
        else if (!srPort(module, state, from, p) || !srPort(module, state, dest, p))
          out.push(...v('srSea', '12.1.7', 'The spaces are not Connected, and no usable ports join them'));
        // digest 7.1 [inferred]: SR by sea needs no common sea zone unless the option srSeaSameZone says so.
        else if (
          vars.options.srSeaSameZone === true &&
          geoOf(module).attrs(from).seaZone !== geoOf(module).attrs(dest).seaZone
        )
          out.push(...v('srSeaZone', '12.1.7', 'SR by sea stays in one sea zone (option srSeaSameZone)'));
      }
    } else return fail(v('srWhere', '12.1', 'This unit cannot SR'));
  } else return fail(v('srWhere', '12.1', 'SR goes to a space or to the Reserve Box'));
  const price = cost(module, p, special);
  if (price > points) out.push(...v('srPoints', '12.1.2', `This SR costs ${price} points; ${points} are left`));
  return { out, cost: price, special };
}

/** The units `side` might redeploy: on the map, in its Reserve Box, or left in Morocco. */
function candidates(state: GameState, side: Side): Piece[] {
  const stranded = strandedAfr(state);
  return state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side === side &&
      (p.at.kind === 'space' ||
        (p.at.kind === 'box' &&
          (p.at.box === BOX_RESERVE(side) || (p.at.box === 'africa' && stranded.includes(p.id))))),
  );
}

/** Begin the SR of the current play: no unit redeployed yet. */
export function startSR(d: Draft): void {
  d.vars.extra.sr = { moved: [], afr: 0 };
}

/** What the page shows of a listed SR: its cost in SR points, and whether it goes by sea (§12.1.7) or is a Special
 *  SR (§13.4.3). */
function srInfo(c: Ctx, p: Piece, to: Location, r: { cost: number; special: boolean }): JsonObject {
  const from = p.at.kind === 'space' ? p.at.space : null;
  const sea = from !== null && to.kind === 'space' && c.component.get(from) !== c.component.get(to.space);
  return { cost: r.cost, ...(sea ? { sea: true } : {}), ...(r.special ? { special: true } : {}) };
}

const redeploy: GameVerb = {
  check(module, state, a) {
    const p = state.pieces.find((x) => x.id === str(a.args.unit));
    if (!p) return unknown('unit', a.args.unit);
    return problems(module, state, cachedCtx(module, state, a.side as Side), p, a.args.to as Location).out;
  },
  apply(module, d, a) {
    const side = a.side as Side;
    const p = d.state.pieces.find((x) => x.id === str(a.args.unit));
    if (!p) return unknown('unit', a.args.unit);
    const to = a.args.to as Location;
    const r = problems(module, d.state, ctxOf(module, d.state, side), p, to);
    if (r.out.length > 0 && d.state.mode === 'enforced') return r.out;
    const mem = memory(d.state);
    mem.moved.push(p.id);
    if (hasFlag(module, p, 'armyOfAfrica')) mem.afr += 1;
    d.vars.extra.sr = { moved: mem.moved, afr: mem.afr };
    d.vars.play!.points -= r.cost;
    if (p.at.kind === 'box' && p.at.box === BOX_RESERVE(side) && to.kind === 'space') {
      const group = [...isolatedGroups(module, d.state)].find(([, g]) => g.has(to.space));
      if (group) d.vars.extra.srIsolated = { turn: d.state.turn, groups: [...isolatedFilled(d.state), group[0]] };
    }
    if (p.at.kind === 'box' && p.at.box === 'africa')
      d.vars.extra.afr = {
        ...d.vars.extra.afr,
        stranded: strandedAfr(d.state).filter((x) => x !== p.id),
      };
    if (r.special && isCorps(module, p)) {
      // §13.4.3: the corps waits on the Turn track two turns ahead; it returns reduced in that Replacement Phase.
      moveTo(d, p.id, TURN_TRACK);
      const due = (d.vars.extra.specialSR ?? []).slice();
      due.push({ unit: p.id, turn: d.state.turn + 2 });
      d.vars.extra.specialSR = due;
    } else {
      moveTo(d, p.id, to);
      if (r.special) setPiece(d, p.id, { steps: Math.max(1, (unitDef(module, p.def)?.steps ?? 2) - 1) });
    }
    emit(d, { type: 'sr', unit: p.id, to, cost: r.cost, special: r.special, rule: r.special ? '13.4.3' : '12.1' });
  },
  list(module, state, side) {
    const scene = srScene(module, state, side as Side);
    return scene.units.flatMap((p) => scene.at(p));
  },
  // A unit in a random order, then one of its destinations.
  draw(module, state, side, random) {
    const scene = srScene(module, state, side as Side);
    return drawByGroup(scene.units, scene.at, random);
  },
};

/** The units `side` might redeploy now and the SRs of each (the Reserve Box, then its supplied spaces): the list's
 *  and the random player's draw's one predicate. */
function srScene(module: GameModule, state: GameState, side: Side): { units: Piece[]; at(p: Piece): LegalAction[] } {
  const c = cachedCtx(module, state, side);
  const spaces = holdableSpaces(module, state).filter((s) => varsOf(state).control[s] === side && c.supplied.has(s));
  const at = (p: Piece): LegalAction[] => {
    const out: LegalAction[] = [];
    const tos: Location[] = [
      { kind: 'box', box: BOX_RESERVE(side) },
      ...spaces.map((s) => ({ kind: 'space', space: s }) as Location),
    ];
    for (const to of tos) {
      const r = problems(module, state, c, p, to);
      if (r.out.length === 0) out.push(act('redeploy', { unit: p.id, to: to as never }, srInfo(c, p, to, r)));
    }
    return out;
  };
  return { units: candidates(state, side), at };
}

/** The SR verbs (flow.ts: the round ends at doneSR, or when the last point is spent). */
export const SR_VERBS = {
  redeploy,
  doneSR: { check: () => [], apply: () => {}, list: () => [act('doneSR', {})] } satisfies GameVerb,
};

/** What the SR step asks. */
export const askSR: StepAsk = (_m, s) => ({
  verb: 'redeploy',
  message: `Redeploy units with your SR points (${varsOf(s).play?.points ?? 0} left)`,
  info: { points: varsOf(s).play?.points ?? 0 },
  verbs: ['doneSR'],
});

/** Their arguments. */
export const SR_ARGS: Record<string, VerbArgs> = { redeploy: { unit: 'string', to: 'location' }, doneSR: {} };
