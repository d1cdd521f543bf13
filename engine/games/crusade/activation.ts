// §8.2 activation: each OPS point Activates one space holding friendly units, for Move or for Attack (never
// both); supply is checked at that instant (§13.3.1), with the Isolated Spaces (§16.2.3) and border-limited
// units (§13.4.2) Move only, and the Nationalist Ammunition Shortage (§17.1) allowing one Attack activation in
// the Northern zone. The OPS in progress is kept in `vars.extra.ops` (OpsState), which combat.ts reads.

import type { GameModule } from '../../core/module.js';
import type { GameState, Violation } from '../../core/types.js';
import { onControlChange } from './control.js';
import type { Draft } from './draft.js';
import { inZone } from './event-effects.js';
import { ADJACENT_TYPES, connectedSpaces, geoOf } from './geo.js';
import { type CrusadeExtra, NAT, type Side, unitsIn, varsOf, violation } from './state.js';
import { type SupplyStatus, isFriendlySource, supplyStatus, tracedSpaces } from './supply.js';
import { mayDaysBar } from './event-notes.js';
import { needs } from './verb.js';

/** How a space is Activated (§8.2.3). */
export type Activation = 'move' | 'attack';

/** The OPS of the current Action Round (`vars.extra.ops`). */
export interface OpsState {
  turn: number;
  round: number;
  side: Side;
  /** §8.2.3 the Activated spaces and their Move or Attack marker. */
  activated: Record<string, Activation>;
  /** Spaces activated on limited supply: Isolated Space (§16.2.3) or a friendly border (§13.4.2). */
  limited: Record<string, 'isolated' | 'border'>;
  /** §10.1.1, §10.1.6 the units that have moved this round. */
  moved: string[];
  /** §10.1.12 spaces taken during movement, with their controller at the start of the Action Round. */
  captured: Record<string, Side | null>;
  /** §10.2.1 the spaces where a Position or Trench was attempted this round. */
  fortified: string[];
}

/** The OPS of the current Action Round, or null (none, or one left from an earlier round). */
export function opsOf(state: GameState): OpsState | null {
  const v = varsOf(state);
  const ops = v.extra.ops;
  if (!ops || ops.turn !== state.turn || ops.round !== v.round || ops.side !== state.activeSide) return null;
  return ops;
}

/** A fresh OPS record for the active side's current round. */
export function newOps(state: GameState): OpsState {
  const v = varsOf(state);
  const side = state.activeSide as Side;
  return { turn: state.turn, round: v.round, side, activated: {}, limited: {}, moved: [], captured: {}, fortified: [] };
}

/** Store the OPS record in a vars object. */
export function storeOps(extra: CrusadeExtra, ops: OpsState): void {
  extra.ops = ops;
}

/** §8.2.5, §11.1.1 the spaces Activated for Attack this round (what combat.ts may attack from). */
export function attackSpaces(state: GameState): string[] {
  const ops = opsOf(state);
  return ops ? Object.keys(ops.activated).filter((s) => ops.activated[s] === 'attack') : [];
}

/** §8.2.4 the spaces Activated for Move this round. */
export function moveSpaces(state: GameState): string[] {
  const ops = opsOf(state);
  return ops ? Object.keys(ops.activated).filter((s) => ops.activated[s] === 'move') : [];
}

/** §17.1.1 the supply sources of the Nationalist Northern zone, and of the Southern zone. */
export const NORTH_SOURCES = ['la-coruna', 'valladolid', 'zaragoza'];
export const SOUTH_SOURCE = 'sevilla';

/** The spaces the Nationalists controlled at the start of the game Connected to a Northern source (map attrs). */
function initialNorth(module: GameModule): Set<string> {
  const geo = geoOf(module);
  const seen = new Set<string>(NORTH_SOURCES);
  const todo = [...NORTH_SOURCES];
  while (todo.length > 0) {
    const s = todo.pop()!;
    for (const n of geo.graph.neighborsVia(s, ['normal', 'river'])) {
      if (seen.has(n) || !geo.has(n) || geo.attrs(n).controller !== NAT) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return seen;
}

/**
 * §17.1.1, §17.1.3 whether a space is in the Nationalist Northern zone. Option `ammoShortageZone` (digest 7.12,
 * 9.8 #5): 'connected' (default) a NAT space whose Connected NAT spaces hold La Coruña, Valladolid or Zaragoza but
 * not Sevilla; 'initial' only the spaces NAT held at the start and Connected then. Mallorca is never in it.
 */
export function inNorthernZone(module: GameModule, state: GameState, space: string): boolean {
  return northernZone(module, state)(space);
}

/** inNorthernZone in this state as a function of a space, each group of Connected spaces searched once. */
function northernZone(module: GameModule, state: GameState): (space: string) => boolean {
  const found = new Map<string, boolean>();
  return (space) => {
    if (space === 'mallorca') return false;
    if (varsOf(state).options.ammoShortageZone === 'initial') return initialNorth(module).has(space);
    const known = found.get(space);
    if (known !== undefined) return known;
    // Every space of a group of Connected NAT spaces has the same group: the answer holds for all of them.
    const c = connectedSpaces(module, state, space, NAT);
    const north = NORTH_SOURCES.some((s) => c.has(s)) && !c.has(SOUTH_SOURCE);
    found.set(space, north);
    for (const x of c) found.set(x, north);
    return north;
  };
}

/**
 * §17.1.1, §17.1.3 whether the two Nationalist zones are connected: a Nationalist Friendly Supply Source of the
 * Northern zone (La Coruña, Valladolid or Zaragoza) traces a supply line over land connections only (Nationalist
 * spaces, no sea leg) to a Nationalist-controlled Sevilla.
 */
export function zonesJoined(module: GameModule, state: GameState): boolean {
  const control = varsOf(state).control;
  if (control[SOUTH_SOURCE] !== NAT) return false;
  const graph = geoOf(module).graph;
  const seen = new Set(NORTH_SOURCES.filter((s) => isFriendlySource(module, state, s, NAT)));
  const todo = [...seen];
  while (todo.length > 0) {
    const s = todo.pop()!;
    if (s === SOUTH_SOURCE) return true;
    for (const n of graph.neighborsVia(s, [...ADJACENT_TYPES])) {
      if (seen.has(n) || control[n] !== NAT) continue;
      seen.add(n);
      todo.push(n);
    }
  }
  return false;
}

/** §17.1.1 the Ammunition Shortage is removed ("once removed, is never reinstated"). */
export function endAmmoShortage(d: Draft): void {
  d.vars.flags = d.vars.flags.filter((f) => f !== 'ammoShortage');
}

// §17.1.1 a Nationalist capture that connects the two zones removes the Ammunition Shortage for good.
onControlChange((module, d, _space, _from, to) => {
  if (to === NAT && d.vars.flags.includes('ammoShortage') && zonesJoined(module, d.state)) endAmmoShortage(d);
});

/** Why `side` may not Activate `space` for `as` now ([] when it may). */
export function activateProblems(
  module: GameModule,
  state: GameState,
  side: Side,
  space: string,
  as: Activation,
  known?: SupplyStatus,
  north: (space: string) => boolean = northernZone(module, state),
): Violation[] {
  const ops = opsOf(state);
  const points = varsOf(state).play?.points ?? 0;
  if (!ops || points <= 0) return [violation('noPoints', '8.2.1', 'No OPS point is left to Activate a space')];
  if (!geoOf(module).has(space)) return [violation('unknown', '—', `There is no space "${space}"`, { space })];
  const name = geoOf(module).name(space);
  // §8.2.2 only spaces occupied by friendly units.
  const own = unitsIn(state, space).filter((p) => p.side === side);
  if (own.length === 0) return [violation('noUnits', '8.2.2', `${name} holds none of your units`, { space })];
  // N29 May Days: the Catalan militia may not be Activated in the Republican round after the event.
  if (own.every((p) => mayDaysBar(module, state, p)))
    return [violation('mayDays', '8.5.1', `The Catalan militia in ${name} may not be Activated this round (May Days)`)];
  // §8.2.3 Move or Attack, never both (and a space once).
  if (ops.activated[space])
    return [violation('activated', '8.2.3', `${name} is already Activated this round`, { space })];
  // §8.5.1 an event's activations only where its card says (play.data.eventOps, event-effects.ts).
  const eventOps = varsOf(state).play?.data.eventOps;
  if (eventOps?.activationZone && !inZone(module, space, eventOps.activationZone))
    return [
      violation('eventZone', '8.5.1', `This event's activations are in ${eventOps.activationZone}`, {
        space,
        zone: eventOps.activationZone,
      }),
    ];
  const status = known ?? supplyStatus(module, state, space, side);
  // §13.3.1 OOS units may not be Activated.
  if (status === 'oos')
    return [violation('outOfSupply', '13.3.1', `The units in ${name} are out of supply`, { space })];
  if (as === 'move') return [];
  const out: Violation[] = [];
  // §16.2.3 Isolated Spaces, §13.4.2 border-limited supply: Move only.
  out.push(
    ...needs(status !== 'isolated', () =>
      violation('isolated', '16.2.3', `${name} is in an Isolated Space: Move activation only`, { space }),
    ),
    ...needs(status !== 'border', () =>
      violation('borderSupply', '13.4.2', `${name} has only border-limited supply: Move activation only`, { space }),
    ),
  );
  // §17.1.2 Ammunition Shortage: one Attack activation in the whole Northern zone (per Action Round: digest 9.8 #5).
  if (side === NAT && varsOf(state).flags.includes('ammoShortage') && north(space)) {
    const northern = attackSpaces(state).filter(north);
    out.push(
      ...needs(northern.length === 0, () =>
        violation('ammoShortage', '17.1.2', 'Ammunition Shortage: only one Northern zone space may attack', {
          space,
          already: northern[0] ?? '',
        }),
      ),
    );
  }
  return out;
}

/** One activation: a space and how. */
export type ActivationChoice = { space: string; as: Activation };

/**
 * The spaces `side` might Activate now (holding its units, sorted) and the activations of each: the list's and
 * the random player's draw's (a space, then Move or Attack) one predicate.
 */
export function activationScene(
  module: GameModule,
  state: GameState,
  side: Side,
): { spaces: string[]; at(space: string): ActivationChoice[] } {
  if (!opsOf(state) || (varsOf(state).play?.points ?? 0) <= 0) return { spaces: [], at: () => [] };
  const spaces = new Set<string>();
  for (const p of state.pieces)
    if (p.kind === 'unit' && p.side === side && p.at.kind === 'space') spaces.add(p.at.space);
  // The supply of every space at once: a traced space is 'supplied' (supplyStatus), the others one by one.
  let traced: Set<string> | null = null;
  const control = varsOf(state).control;
  const north = northernZone(module, state);
  const at = (space: string): ActivationChoice[] => {
    traced ??= tracedSpaces(module, state, side);
    const status =
      control[space] === side && traced.has(space) ? 'supplied' : supplyStatus(module, state, space, side, traced);
    const out: ActivationChoice[] = [];
    for (const as of ['move', 'attack'] as const)
      if (activateProblems(module, state, side, space, as, status, north).length === 0) out.push({ space, as });
    return out;
  };
  return { spaces: [...spaces].sort(), at };
}

/** Every activation `side` may make now (each space holding its units, for Move and for Attack). */
export function listActivations(module: GameModule, state: GameState, side: Side): ActivationChoice[] {
  const scene = activationScene(module, state, side);
  return scene.spaces.flatMap((s) => scene.at(s));
}

/** §8.2.3 whether `side` has an activation now (the list's, stopping at the first space with one). */
export function anyActivation(module: GameModule, state: GameState, side: Side): boolean {
  const scene = activationScene(module, state, side);
  return scene.spaces.some((s) => scene.at(s).length > 0);
}
