// §15.2 between Turn 5 and Turn 6 the War of the Columns ends: both sides deploy their initial corps one at a
// time, NAT first (step 'deploy-corps'), then fill their Reserve Box minimums (step 'reserve-minimum'), then the
// Republic may militarize up to five militia divisions (step 'militarization'); then Turn 6 begins. The verbs and
// nextDeployer, nextToReserve and mayMilitarize say who goes next; flow.ts sets the steps.

import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Piece } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { type Draft, emit, moveTo, setPiece } from './draft.js';
import { type NfRegion, adjacent, geoOf, stepsFrom } from './geo.js';
import { optionsOf } from './options.js';
import { AXIS_MILITARY_AID, CTV } from './reinforcements.js';
import { NAT, REP, type Side, enemyOf, spaceOf, varsOf, violation } from './state.js';
import { nfIsolated, suppliedSpaces } from './supply.js';
import { REGION, hasFlag, isCorps, isReduced, regionOf, unitDef, unitType } from './units.js';
import { type GameVerb, type Procedure, type StepAsk, act, needs, str } from './verb.js';
import { drawByGroup } from '../../core/random-player.js';

/** §15.2.1 the initial corps still to deploy (CTV only after Axis Military Aid). */
export function corpsToDeploy(module: GameModule, state: GameState, side: Side): Piece[] {
  const v = varsOf(state);
  return state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side === side &&
      p.at.kind === 'box' &&
      p.at.box === `pool-${side}` &&
      hasFlag(module, p, 'initialCorps') &&
      (p.def !== CTV || v.played.includes(AXIS_MILITARY_AID)),
  );
}

/** §15.2.1.2 and its exceptions: the spaces where `corps` may be deployed now. */
export function deploySpaces(module: GameModule, state: GameState, corps: Piece): string[] {
  const geo = geoOf(module);
  const side = corps.side as Side;
  const v = varsOf(state);
  const supplied = suppliedSpaces(module, state, side);
  const inSpace = unitsBySpace(state);
  const friendlyUnits = (s: string) => (inSpace.get(s) ?? []).filter((p) => p.side === side);
  const hasCorps = (s: string) => friendlyUnits(s).some((p) => isCorps(module, p));
  const base = geo.spaces.filter((s) => v.control[s] === side && supplied.has(s));
  const general = (s: string) =>
    friendlyUnits(s).length > 0 || (geo.attrs(s).supplySource === side && v.control[s] === side) || s === 'madrid';
  if (corps.def === CTV) {
    // §15.2.1.2: a space with a supplied Italian unit, or a Nationalist port.
    const italian = (s: string) => friendlyUnits(s).some((p) => unitDef(module, p.def)?.nationality === 'ita');
    return base.filter((s) => !hasCorps(s) && (italian(s) || geo.attrs(s).port !== null));
  }
  const region = regionOf(module, corps);
  if (side === REP && region) return regionalSpaces(module, state, inSpace, region, base);
  let out = base.filter((s) => general(s) && !hasCorps(s));
  if (side === REP && nfIsolated(module, state)) out = out.filter((s) => !geo.attrs(s).nfRegion);
  if (side === NAT) out = natNorthernFront(module, state, out);
  return out;
}

/** §15.2.1.2 exception: a REP regional corps goes to its region's units or source; inside its region if possible. */
function regionalSpaces(
  module: GameModule,
  state: GameState,
  inSpace: ReadonlyMap<string, Piece[]>,
  region: NfRegion,
  base: string[],
): string[] {
  const geo = geoOf(module);
  const unitsIn = (_state: GameState, s: string) => inSpace.get(s) ?? [];
  const mine = (s: string) =>
    unitsIn(state, s).some((p) => p.side === REP && !isCorps(module, p) && regionOf(module, p) === region);
  const source = (s: string) => geo.attrs(s).supplySource === REP && geo.attrs(s).nfRegion === region;
  const corpsIn = (s: string) => unitsIn(state, s).filter((p) => isCorps(module, p)).length;
  const candidates = base.filter((s) => mine(s) || source(s));
  const home = candidates.filter((s) => geo.attrs(s).nfRegion === region);
  const pool = home.length > 0 ? home : candidates;
  const free = pool.filter((s) => corpsIn(s) === 0);
  // "More than one Regional Corps-sized Unit may be deployed to the same space if there is no other option."
  return free.length > 0
    ? free
    : pool.filter((s) => unitsIn(state, s).every((p) => !isCorps(module, p) || regionOf(module, p) !== null));
}

/** §15.2.1.2 exception: NAT puts a corps in or Adjacent to each Northern Front region not wholly its own. */
function natNorthernFront(module: GameModule, state: GameState, spaces: string[]): string[] {
  const geo = geoOf(module);
  const v = varsOf(state);
  const byRegion = new Map<string, string[]>();
  const regionSpaces = (r: string) => {
    let list = byRegion.get(r);
    if (!list) {
      list = geo.spaces.filter((s) => geo.attrs(s).nfRegion === r);
      byRegion.set(r, list);
    }
    return list;
  };
  // In or Adjacent to a region: its spaces and their Adjacent spaces (§3.0: Adjacent both ways), found once each.
  const nearSets = new Map<string, Set<string>>();
  const near = (s: string, r: string) => {
    let set = nearSets.get(r);
    if (!set) {
      set = new Set(regionSpaces(r));
      for (const x of regionSpaces(r)) for (const n of adjacent(module, state, x)) set.add(n);
      nearSets.set(r, set);
    }
    return set.has(s);
  };
  const natCorps = state.pieces.filter(
    (p) => p.kind === 'unit' && p.side === NAT && p.at.kind === 'space' && isCorps(module, p),
  );
  const open = Object.values(REGION).filter(
    (r) => regionSpaces(r).some((s) => v.control[s] !== NAT) && !natCorps.some((p) => near(spaceOf(p) ?? '', r)),
  );
  const left = corpsToDeploy(module, state, NAT).length;
  if (open.length === 0 || left > open.length) return spaces;
  const qualifying = spaces.filter((s) => open.some((r) => near(s, r)));
  if (qualifying.length > 0) return qualifying;
  // "If there are no free spaces that fulfill this condition, ... as near as possible to the region."
  // The fewest connections of the map to a space of an open region (Infinity: none reached).
  const steps = stepsFrom(
    open.flatMap((r) => regionSpaces(r)),
    (x) => geo.graph.neighbors(x),
  );
  const dist = (s: string) => steps.get(s) ?? Number.POSITIVE_INFINITY;
  const best = Math.min(...spaces.map(dist));
  return spaces.filter((s) => dist(s) === best);
}

/** The units in each space, in the pieces' order (unitsIn of every space at once). */
function unitsBySpace(state: GameState): Map<string, Piece[]> {
  const out = new Map<string, Piece[]>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'space') continue;
    const list = out.get(p.at.space);
    if (list) list.push(p);
    else out.set(p.at.space, [p]);
  }
  return out;
}

/** The deployments of one corps now: to each legal space (and which division goes to the Reserve). */
function deploymentsOf(module: GameModule, state: GameState, c: Piece): LegalAction[] {
  const out: LegalAction[] = [];
  const limit = optionsOf(state).stackingLimit;
  const spaces = deploySpaces(module, state, c);
  if (spaces.length === 0) return out;
  const inSpace = unitsBySpace(state);
  for (const s of spaces) {
    const here = (inSpace.get(s) ?? []).filter((p) => p.side === c.side);
    if (here.length + 1 <= limit) out.push(act('deployCorps', { unit: c.id, to: s }));
    else
      for (const div of here.filter((p) => !isCorps(module, p)))
        out.push(act('deployCorps', { unit: c.id, to: s, toReserve: div.id }));
  }
  return out;
}

/** The deployments `side` may make now: each corps to each legal space (and which division goes to the Reserve). */
function deployments(module: GameModule, state: GameState, side: Side): LegalAction[] {
  return corpsToDeploy(module, state, side).flatMap((c) => deploymentsOf(module, state, c));
}

/** §15.2.2.1 how many more divisions `side` must have in its Reserve Box, and which units would count. */
export function reserveShort(
  module: GameModule,
  state: GameState,
  side: Side,
): { short: number; helps: (p: Piece) => boolean } {
  const inReserve = state.pieces.filter(
    (p) => p.kind === 'unit' && p.at.kind === 'box' && p.at.box === `reserve-${side}`,
  );
  const needs: [number, (p: Piece) => boolean][] =
    side === NAT
      ? [
          [varsOf(state).played.includes('N7') ? 1 : 0, (p) => unitType(module, p) === 'ITA'],
          [6, (p) => unitDef(module, p.def)?.nationality === 'nat' && ['MIL', 'INF'].includes(unitType(module, p))],
        ]
      : [
          [1, (p) => unitType(module, p) === 'MIL' && regionOf(module, p) === 'basque'],
          [1, (p) => unitType(module, p) === 'MIL' && regionOf(module, p) === 'santander'],
          [2, (p) => unitType(module, p) === 'MIL' && regionOf(module, p) === 'asturias'],
          [4, (p) => ['MIL', 'RPA'].includes(unitType(module, p)) && regionOf(module, p) === null],
        ];
  let short = 0;
  const lacking: ((p: Piece) => boolean)[] = [];
  for (const [n, f] of needs) {
    const missing = Math.max(0, n - inReserve.filter(f).length);
    short += missing;
    if (missing > 0) lacking.push(f);
  }
  return { short, helps: (p) => lacking.some((f) => f(p)) };
}

/** §15.2.2.2 the divisions `side` may move to its Reserve now: ones that help, from supplied spaces. */
function reserveChoices(module: GameModule, state: GameState, side: Side): Piece[] {
  const { short, helps } = reserveShort(module, state, side);
  if (short === 0) return [];
  const geo = geoOf(module);
  // Oviedo and Granada, if still isolated, are not supplied now (§15.2.2.2).
  const supplied = suppliedSpaces(module, state, side);
  return state.pieces.filter((p) => {
    const s = spaceOf(p);
    return (
      p.kind === 'unit' && p.side === side && s && supplied.has(s) && geo.has(s) && !isCorps(module, p) && helps(p)
    );
  });
}

/** §15.2.3 the militia the Republic may still militarize (not regional, not POUM) and the RPA it would get. */
function militarizable(module: GameModule, state: GameState): { mil: Piece[]; rpa: Piece | null } {
  const rpa =
    state.pieces.find(
      (p) => p.kind === 'unit' && p.at.kind === 'box' && p.at.box === 'pool-REP' && unitType(module, p) === 'RPA',
    ) ?? null;
  if ((varsOf(state).extra.militarized ?? 0) >= 5 || !rpa) return { mil: [], rpa };
  const inPlay = (p: Piece) =>
    p.at.kind === 'space' || (p.at.kind === 'box' && ['reserve-REP', 'eliminated-REP'].includes(p.at.box));
  const mil = state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side === REP &&
      inPlay(p) &&
      unitType(module, p) === 'MIL' &&
      regionOf(module, p) === null &&
      !hasFlag(module, p, 'faction:POUM'),
  );
  return { mil, rpa };
}

/** End of Turn 5 (§15.2.1): the deployment begins, no militia militarized yet. */
export function startDeployment(d: Draft): void {
  d.vars.extra.militarized = 0;
}

/** The deployment is over (Turn 6 begins). */
export function endDeployment(d: Draft): void {
  delete d.vars.extra.militarized;
}

/** §15.2.1.1 the next side to deploy after `last` (alternating; a side with nothing left is skipped), or null. */
export function nextDeployer(module: GameModule, d: Draft, last: Side): Side | null {
  for (const side of [enemyOf(last), last]) {
    const corps = corpsToDeploy(module, d.state, side);
    if (corps.length === 0) continue;
    if (corps.every((c) => deploymentsOf(module, d.state, c).length === 0)) {
      // §15.2.1.2: a corps that cannot be deployed is permanently eliminated.
      for (const c of corps) moveTo(d, c.id, { kind: 'box', box: 'removed' });
      emit(d, { type: 'corpsLost', side, units: corps.map((c) => c.id), rule: '15.2.1.2' });
      continue;
    }
    return side;
  }
  return null;
}

/** §15.2.2.2 the next side short of its Reserve minimum after `last`, or null. */
export function nextToReserve(module: GameModule, state: GameState, last: Side): Side | null {
  return [enemyOf(last), last].find((side) => reserveChoices(module, state, side).length > 0) ?? null;
}

/** §15.2.3 whether the Republic may militarize a militia division now. */
export const mayMilitarize = (module: GameModule, state: GameState): boolean =>
  militarizable(module, state).mil.length > 0;

const deployCorps: GameVerb = {
  check(module, state, a) {
    const unit = state.pieces.find((p) => p.id === str(a.args.unit));
    const to = str(a.args.to);
    const reserve = str(a.args.toReserve);
    // The listed deployments of that corps (one of the side's still to deploy), as the list gives them.
    const corps = unit && corpsToDeploy(module, state, a.side as Side).includes(unit) ? unit : null;
    const listed =
      corps !== null &&
      deploymentsOf(module, state, corps).some((x) => x.args!.to === to && (x.args!.toReserve ?? null) === reserve);
    return needs(listed, () =>
      violation(
        'deploy',
        '15.2.1.2',
        `${unit ? unitDef(module, unit.def)?.name : 'That unit'} cannot be deployed there`,
        {
          unit: String(a.args.unit),
          to: String(to),
        },
      ),
    );
  },
  apply(module, d, a) {
    const unit = d.state.pieces.find((p) => p.id === str(a.args.unit));
    const to = str(a.args.to);
    if (!unit || !to || !geoOf(module).has(to) || !corpsToDeploy(module, d.state, a.side as Side).includes(unit))
      return [violation('deploy', '15.2.1', 'Name one of your initial corps still to deploy and a space')];
    const reserve = str(a.args.toReserve);
    if (reserve) moveTo(d, reserve, { kind: 'box', box: `reserve-${a.side}` });
    moveTo(d, unit.id, { kind: 'space', space: to });
    emit(d, { type: 'deploy', unit: unit.id, to, rule: '15.2.1' });
  },
  list: (module, state, side) => deployments(module, state, side as Side),
  // A corps in a random order, then one of its deployments.
  draw: (module, state, side, random) =>
    drawByGroup(corpsToDeploy(module, state, side as Side), (c) => deploymentsOf(module, state, c), random),
};

const toReserve: GameVerb = {
  check(module, state, a) {
    const ok = reserveChoices(module, state, a.side as Side).some((p) => p.id === str(a.args.unit));
    return needs(ok, () => violation('reserve', '15.2.2.2', 'That division does not help meet your Reserve minimum'));
  },
  apply(module, d, a) {
    const side = a.side as Side;
    if (!reserveChoices(module, d.state, side).some((p) => p.id === str(a.args.unit)))
      return [violation('reserve', '15.2.2.2', 'That division does not help meet your Reserve minimum')];
    moveTo(d, str(a.args.unit)!, { kind: 'box', box: `reserve-${side}` });
  },
  list: (module, state, side) =>
    reserveChoices(module, state, side as Side).map((p) => act('toReserve', { unit: p.id })),
};

const militarize: GameVerb = {
  check(module, state, a) {
    const ok = militarizable(module, state).mil.some((p) => p.id === str(a.args.unit));
    return needs(ok, () => violation('militarize', '15.2.3', 'That unit cannot be militarized'));
  },
  apply(module, d, a) {
    const { mil, rpa } = militarizable(module, d.state);
    const unit = mil.find((p) => p.id === str(a.args.unit));
    if (!unit || !rpa) return [violation('militarize', '15.2.3', 'That unit cannot be militarized')];
    // §15.2.3: the RPA takes the militia's place and strength; the militia is permanently eliminated.
    const full = unitDef(module, rpa.def)?.steps ?? 2;
    setPiece(d, rpa.id, { at: unit.at, steps: isReduced(module, unit) ? Math.max(1, full - 1) : full });
    moveTo(d, unit.id, { kind: 'box', box: 'removed' });
    d.vars.extra.militarized = (d.vars.extra.militarized ?? 0) + 1;
    emit(d, { type: 'militarize', unit: unit.id, by: rpa.id, rule: '15.2.3' });
  },
  list: (module, state) => militarizable(module, state).mil.map((p) => act('militarize', { unit: p.id })),
};

const doneMilitarizing: Procedure<void> = {
  check: () => [],
  apply: () => {},
  list: () => [act('doneMilitarizing', {})],
};

/** The deployment verbs (flow.ts: after each, the next side, the next stage or Turn 6). */
export const DEPLOYMENT_VERBS = { deployCorps, toReserve, militarize, doneMilitarizing };
/** Their arguments. */
export const DEPLOYMENT_ARGS: Record<string, VerbArgs> = {
  deployCorps: { unit: 'string', to: 'string', 'toReserve?': 'string' },
  toReserve: { unit: 'string' },
  militarize: { unit: 'string' },
  doneMilitarizing: {},
};
/** What the deployment steps ask. */
export const DEPLOYMENT_ASKS = {
  deploy: () => ({ verb: 'deployCorps', message: 'Deploy one of your initial corps' }),
  reserve: () => ({ verb: 'toReserve', message: 'Move a division to your Reserve Box (minimum)' }),
  militarize: () => ({
    verb: 'militarize',
    message: 'Militarize up to five militia divisions, or stop',
    verbs: ['doneMilitarizing'],
  }),
} satisfies Record<string, StepAsk>;
