// §8.5.2 Reinforcement events: which counters a card brings (units.json tags them `card:<id>`, in the box
// pool-<side> until played), the spaces each may be placed in (§8.5.2.3–8.5.2.4 and their exceptions, §16.2,
// §16.4.3), and the division a corps card removes for good (§8.5.2.5). Pure predicates over a state; events.ts
// runs the choices.

import type { CardDef, GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { warPhaseOf } from './cards.js';
import { setControl } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { adjacent, connectedSpaces, geoOf } from './geo.js';
import { optionsOf } from './options.js';
import { NAT, REP, type Side, spaceOf, unitsIn, varsOf } from './state.js';
import { isFriendlySource, nfIsolated, nfSources, suppliedSpaces } from './supply.js';
import { hasFlag, isCorps, unitType } from './units.js';

/** The Balearic spaces: no corps and no armor there (§8.5.2.4 exceptions). */
export const BALEARIC = ['mallorca', 'menorca', 'beachhead-mallorca'];
/** Navarre, for "Pamplona or a space of Navarre" (N10; the province's spaces on our map, reconstructed). */
export const NAVARRE = ['pamplona', 'pto-velate', 'estella', 'tudela'];
/** §16.4.3.3 the Republican supply sources of the Northern Front. */

/** The units a card brings that are still waiting in the side's pool (in units.json order). */
export function cardUnits(state: GameState, module: GameModule, card: CardDef): Piece[] {
  const box = `pool-${card.side}`;
  return state.pieces.filter(
    (p) => p.kind === 'unit' && p.at.kind === 'box' && p.at.box === box && hasFlag(module, p, `card:${card.id}`),
  );
}

/** The box a unit stands in, or null when it is on the map. */
const boxOf = (p: Piece): string | null => (p.at.kind === 'box' ? p.at.box : null);
/** The space a unit stands in, or null. */

/** §16.2 the spaces under an Isolated Space marker. */
export function isolatedSpaces(state: GameState): string[] {
  return state.pieces
    .filter((p) => p.kind === 'marker' && p.def.startsWith('isolated-') && p.at.kind === 'space')
    .map((p) => (p.at as { space: string }).space);
}

/** §16.4.3.3 the Northern Front is isolated unless one of its REP sources is Connected to a REP source outside
 *  (supply.ts nfIsolated); with no source of its own left to the Republic it counts as isolated too. */
export function northernFrontIsolated(module: GameModule, state: GameState): boolean {
  return !nfSources(module).some((s) => isFriendlySource(module, state, s, REP)) || nfIsolated(module, state);
}

/** What the card's `units` effect says of where its units go. */
interface UnitsEffect {
  to: string;
  where?: string;
}

/** The `units` effect of a card (its first), or null. */
export function unitsEffect(card: CardDef): UnitsEffect | null {
  const e = card.event.effects.find((x) => x.kind === 'units');
  return e ? { to: String(e.to), where: e.where === undefined ? undefined : String(e.where) } : null;
}

/** Whether this card's units go to the Reserve Box (no choice: §8.5.2.3 "others to the Player's Reserve Box"). */
export const toReserve = (card: CardDef): boolean => unitsEffect(card)?.to === 'reserve';

/** Card-specific places (the effect's `where`), as predicates on a space; a card not here has none. */
const WHERE: Record<string, (module: GameModule, state: GameState, space: string) => boolean> = {
  N10: (_m, _s, sp) => NAVARRE.includes(sp),
  N26: (m, s, sp) => isFriendlySource(m, s, sp, NAT),
  R41: (m, s, sp) => isFriendlySource(m, s, sp, REP),
  R5: (m, s, sp) => sp === 'madrid' || adjacent(m, s, 'madrid').includes(sp),
  R12: (module, s, sp) =>
    sp === 'barcelona' || unitsIn(s, sp).some((u) => hasFlag(module, u, 'catalan') && unitType(module, u) === 'MIL'),
  R13: (_m, _s, sp) => sp === 'madrid' || sp === 'cartagena',
  R25: (_m, _s, sp) => sp === 'bilbao',
  R26: (_m, _s, sp) => sp === 'santander',
  R27: (m, _s, sp) => geoOf(m).attrs(sp).nfRegion === 'asturias',
  N48: (_m, s, sp) => varsOf(s).control[sp] === REP && unitsIn(s, sp).length === 0,
};

/** The CTV's counter, and the card whose event lets it deploy (§15.2.1 exception: "Axis Military Aid"). */
export const CTV = 'ita-ctv';
export const AXIS_MILITARY_AID = 'N5';

/** §15.2.1 exception: the CTV, held back at the deployment of the initial corps because Axis Military Aid had not
 *  been played as an event in the War of the Columns, still waiting in the Nationalist pool; null if none. */
export function heldBackCtv(module: GameModule, state: GameState): Piece | null {
  if (warPhaseOf(state.turn) === 'columns') return null;
  const pool = `pool-${NAT}`;
  const ctv = state.pieces.find((p) => p.def === CTV && p.at.kind === 'box' && p.at.box === pool);
  return ctv && hasFlag(module, ctv, 'initialCorps') ? ctv : null;
}

/** Where the units of `card` go: the card's `units` effect, or for the held-back CTV brought by Axis Military Aid
 *  "as if it was a Reinforcement" (§15.2.1): a friendly-controlled and supplied port (§8.5.2.4 CTV). */
function placeEffect(card: CardDef, unit: Piece): UnitsEffect | null {
  const e = unitsEffect(card);
  if (e) return e;
  return card.id === AXIS_MILITARY_AID && unit.def === CTV ? { to: 'port' } : null;
}

/** Whether the engine knows where every unit of this card goes (a `where` it cannot read makes it manual). */
export function placementKnown(card: CardDef): boolean {
  const e = unitsEffect(card);
  if (!e) return true;
  if (e.to === 'reserve') return true;
  // §8.5.4.1 the Mallorca Beach Head's two MIL land on it, no choice (events.ts startReinforcements).
  if (e.where === 'Beach Head') return true;
  if (e.to === 'region' || e.where) return card.id in WHERE;
  return e.to === 'map' || e.to === 'port' || e.to === 'supplySource';
}

/** What canPlace reads of a state for one side, found once for every space and unit asked about. */
export interface PlaceScene {
  /** §8.5.2.3 the spaces the side traces supply to. */
  supplied: Set<string>;
  /** §16.2 the spaces under an Isolated Space marker. */
  isolated: string[];
  /** §16.2 the Nationalist spaces Connected to an Isolated Space (the marker's space first). */
  isolatedGroup(iso: string): Set<string>;
  /** §16.4.3 whether the Northern Front is isolated. */
  nfIsolated(): boolean;
  /** The units in a space (unitsIn). */
  unitsIn(space: string): Piece[];
}

/** The scene of canPlace for `side` in this state (the state is not changed while it is used). */
export function placeScene(module: GameModule, state: GameState, side: Side): PlaceScene {
  const groups = new Map<string, Set<string>>();
  const inSpace = new Map<string, Piece[]>();
  for (const p of state.pieces)
    if (p.kind === 'unit' && p.at.kind === 'space') {
      const list = inSpace.get(p.at.space);
      if (list) list.push(p);
      else inSpace.set(p.at.space, [p]);
    }
  let nf: boolean | null = null;
  return {
    supplied: suppliedSpaces(module, state, side),
    isolated: isolatedSpaces(state),
    isolatedGroup(iso) {
      let g = groups.get(iso);
      if (!g) {
        g = connectedSpaces(module, state, iso, NAT);
        groups.set(iso, g);
      }
      return g;
    },
    nfIsolated: () => (nf ??= northernFrontIsolated(module, state)),
    unitsIn: (space) => inSpace.get(space) ?? [],
  };
}

/** Whether `unit` (of `card`) may be placed in `space` now: §8.5.2.3–8.5.2.4, §16.2, §16.4.3, stacking (§9.1). */
export function canPlace(
  module: GameModule,
  state: GameState,
  card: CardDef,
  unit: Piece,
  space: string,
  scene: PlaceScene = placeScene(module, state, card.side as Side),
): boolean {
  const geo = geoOf(module);
  if (!geo.has(space) || !geo.spaces.includes(space)) return false;
  const side = card.side as Side;
  const e = placeEffect(card, unit);
  if (!e || e.to === 'reserve') return false;
  const v = varsOf(state);
  // N48 (card text): the insurrection rises in a Republican space that holds no Republican unit.
  if (card.id === 'N48') return WHERE.N48!(module, state, space) && !BALEARIC.includes(space);
  // §8.5.2.3, §8.5.2.4: friendly-controlled and supplied; §9.1 the stacking limit.
  if (v.control[space] !== side || !scene.supplied.has(space)) return false;
  const here = scene.unitsIn(space);
  if (here.some((u) => u.side !== side) || here.length >= optionsOf(state).stackingLimit) return false;
  const corps = isCorps(module, unit);
  const armor = hasFlag(module, unit, 'armor');
  // §8.5.2.4 Balearic Islands: no corps and no armor.
  if ((corps || armor) && BALEARIC.includes(space)) return false;
  // §16.2: not into an Isolated Space nor a Nationalist space Connected to one.
  for (const iso of scene.isolated) {
    if (iso === space) return false;
    if (side === NAT && scene.isolatedGroup(iso).has(space)) return false;
  }
  // §16.4.3, §8.5.2.4: no non-regional Republican reinforcement in the Northern Front while it is isolated.
  if (side === REP && geo.attrs(space).nfRegion && !hasFlag(module, unit, 'regional'))
    if (scene.nfIsolated()) return false;
  const where = WHERE[card.id];
  if (where) return where(module, state, space);
  if (e.to === 'port') return geo.attrs(space).port !== null;
  // §8.5.2.4 general rule: a corps enters in a friendly supply source or Madrid.
  if (e.to === 'supplySource' || corps) return space === 'madrid' || isFriendlySource(module, state, space, side);
  return e.to === 'map';
}

/** The spaces `unit` may be placed in now. */
export function placements(
  module: GameModule,
  state: GameState,
  card: CardDef,
  unit: Piece,
  scene: PlaceScene = placeScene(module, state, card.side as Side),
): string[] {
  return geoOf(module).spaces.filter((s) => canPlace(module, state, card, unit, s, scene));
}

/** §8.5.2.2 whether every unit of the card can be placed at once (free stacking room shared between them). */
export function allPlaceable(module: GameModule, state: GameState, card: CardDef, units: Piece[]): boolean {
  const room = new Map<string, number>();
  const limit = optionsOf(state).stackingLimit;
  // Most constrained unit first; each takes the first space with room left (a greedy matching).
  const scene = placeScene(module, state, card.side as Side);
  const options = units.map((u) => placements(module, state, card, u, scene)).sort((a, b) => a.length - b.length);
  for (const spaces of options) {
    const s = spaces.find((x) => (room.get(x) ?? limit - scene.unitsIn(x).length) > 0);
    if (!s) return false;
    room.set(s, (room.get(s) ?? limit - scene.unitsIn(s).length) - 1);
  }
  return true;
}

/** §8.5.2.5 the division types a side may remove for a corps. */
function removable(module: GameModule, state: GameState, p: Piece, side: Side): boolean {
  if (p.kind !== 'unit' || p.side !== side || isCorps(module, p)) return false;
  const t = unitType(module, p);
  if (side === NAT) return ['MIL', 'POL', 'CAV', 'INF', 'AFR'].includes(t);
  if (t === 'RPA') return true;
  if (t === 'MIL') return !hasFlag(module, p, 'regional') && !hasFlag(module, p, 'faction:POUM');
  if (t === 'POL') {
    const sp = spaceOf(p);
    return !(sp && geoOf(module).attrs(sp).nfRegion);
  }
  void state;
  return false;
}

/** §8.5.2.5 the divisions `side` may remove for good now: supplied on the map or in the Reserve Box, else from
 *  the Eliminated Units Box. */
export function corpsRemovals(module: GameModule, state: GameState, side: Side): Piece[] {
  const supplied = suppliedSpaces(module, state, side);
  const ok = state.pieces.filter((p) => removable(module, state, p, side));
  const first = ok.filter((p) => {
    const sp = spaceOf(p);
    return (sp !== null && supplied.has(sp)) || boxOf(p) === `reserve-${side}`;
  });
  return first.length > 0 ? first : ok.filter((p) => boxOf(p) === `eliminated-${side}`);
}

/** N31 (card text): a Basque MIL division, by the priority "in Santander, on the map, in the Reserve". */
export function basqueMilRemovals(module: GameModule, state: GameState): Piece[] {
  const ok = state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side === REP &&
      !isCorps(module, p) &&
      unitType(module, p) === 'MIL' &&
      hasFlag(module, p, 'region:BAS'),
  );
  const tiers = [
    ok.filter((p) => spaceOf(p) === 'santander'),
    ok.filter((p) => spaceOf(p) !== null),
    ok.filter((p) => boxOf(p) === 'reserve-REP'),
  ];
  return tiers.find((t) => t.length > 0) ?? [];
}

/** The divisions a `removeDivision` choice may take: the corps rule (§8.5.2.5) or a card's own filter. */
export function removalChoices(module: GameModule, state: GameState, side: Side, filter: string): Piece[] {
  return filter === 'MIL-BAS' ? basqueMilRemovals(module, state) : corpsRemovals(module, state, side);
}

/** N48 (Card Clarifications): at the end of the turn an out-of-supply INS unit is removed and its space goes back
 *  to the other player. status.ts calls this in the End of Turn Phase. */
export function insurrectionEndOfTurn(module: GameModule, d: Draft): void {
  for (const p of [...d.state.pieces]) {
    if (p.kind !== 'unit' || p.at.kind !== 'space' || !hasFlag(module, p, 'insurrection')) continue;
    const space = p.at.space;
    if (suppliedSpaces(module, d.state, NAT).has(space)) continue;
    moveTo(d, p.id, { kind: 'box', box: 'removed' });
    emit(d, { type: 'removed', unit: p.id, space, rule: 'N48' });
    if (unitsIn(d.state, space).length === 0) setControl(module, d, space, REP, 'N48');
  }
}
