// The verbs of the set-up (3.3-3.5) and of the turn's placements and choices (air 9.2, partisan 9.8, Patton
// 5.12, arrivals 10.3, 10.5, replenishment 10.4, over-stacking 6.6): each one's rule checks, what it does and the
// concrete actions a side may take with it now, built on the same predicates (steps.ts, turn.ts, replenish.ts);
// a property test holds them together. The steps that accept them, and what follows each, are flow.ts's.

import type { Action, HexId, JsonObject } from '../../core/types.js';
import type { Procedure } from '../../core/steps.js';
import { act, needs, str } from '../../core/kit.js';
import { addMarker, emit, moveTo, roll, setPiece, type Draft } from './draft.js';
import { unknown, violation } from './state.js';
import { geoOf } from './geo.js';
import { loyaltyPairs } from './setup.js';
import { beachheadChoices, pattonChoices } from './steps.js';
import { airHexAllowed, airHexes, airHexTest, partisanHexes } from './air.js';
import { inRandomOrder } from '../../core/random-player.js';
import { enterPortugal, touchesPortugal, afterChange } from './victory.js';
import { dueEntries, enterUnit, placePatton } from './turn.js';
import { replenishClass, replenishOptions } from './replenish.js';
import { overstackChoices, overstackLoss } from './battle.js';
import { ALLIED, AXIS, fullSteps } from './units.js';

/** A verb of this file: what it does is all it answers (the flow decides what follows). */
type Verb = Procedure<Draft, void>;

/** The hex an action names (`to`, `hex` or `target`: an id or a hex location), or null. */
export const hexArg = (a: Action): HexId | null => {
  const to = a.args.to ?? a.args.hex ?? a.args.target;
  if (typeof to === 'string') return to;
  if (to && typeof to === 'object' && !Array.isArray(to) && (to as JsonObject).kind === 'hex')
    return str((to as JsonObject).hex);
  return null;
};

/** A hex location. */
export const toHex = (hex: HexId) => ({ kind: 'hex' as const, hex });

// ---------------------------------------------------------------- set-up (3.3-3.5)

/** 3.3: the loyalty rolls. */
export const rollLoyalty: Verb = {
  check: () => [],
  apply(module, d) {
    // 3.3: one open, unmodified roll per testable corps: 1-3 stays Falangist, 4-6 defects to the Republic.
    for (const { falangist, republican } of loyaltyPairs(module)) {
      const fs = d.state.pieces.find((p) => p.def === falangist && p.at.kind === 'hex');
      const rs = d.state.pieces.find((p) => p.def === republican);
      if (!fs || !rs) continue;
      const [die] = roll(d, 1, 'loyalty', ALLIED, '3.3');
      const defects = die! >= 4;
      if (defects) {
        moveTo(d, rs.id, fs.at);
        moveTo(d, fs.id, { kind: 'box', box: 'dead' });
      }
      emit(d, { type: 'loyalty', corps: falangist, die: die!, defects, rule: '3.3' });
    }
  },
  list: () => [act('rollLoyalty', {})],
};

/** 3.4: the beachhead's port. */
export const beachhead: Verb = {
  check(module, state, a) {
    const hex = hexArg(a);
    return needs(hex !== null && beachheadChoices(module, state).includes(hex), () =>
      violation(
        'beachhead.port',
        '3.4',
        `The beachhead goes in a port from Algeciras (1321) to Bilbao (3710), not ${hex}`,
        { hex },
      ),
    );
  },
  apply(module, d, a) {
    const hex = hexArg(a);
    if (hex === null || !geoOf(module).has(hex)) return unknown('hex', hex);
    d.vars.beachhead = hex;
    addMarker(d, 'beachhead', ALLIED, toHex(hex));
    emit(d, { type: 'beachhead', hex, rule: '3.4' });
    // 8.2: a beachhead in Lisbon or Porto brings Portugal in at once.
    if (touchesPortugal(module, [hex])) enterPortugal(module, d, 'beachhead');
  },
  list: (module, state) => beachheadChoices(module, state).map((hex) => act('beachhead', { hex })),
};

// ---------------------------------------------------------------- the turn's placements

/** 9.2: an airpower marker (the flow counts them down). */
export const placeAir: Verb = {
  check(module, state, a) {
    const hex = hexArg(a);
    return needs(hex !== null && airHexAllowed(module, state, hex), () =>
      violation('air.place', '9.2', `An airpower marker cannot go in ${hex}: one per hex, never in neutral Portugal`, {
        hex,
      }),
    );
  },
  apply(module, d, a) {
    const hex = hexArg(a);
    if (hex === null || !geoOf(module).has(hex)) return unknown('hex', hex);
    addMarker(d, 'airpower', a.side, toHex(hex), a.side === AXIS);
    d.vars.air.toPlace -= 1;
  },
  list: (module, state) => airHexes(module, state).map((hex) => act('placeAir', { hex })),
  // The map's hexes in a random order: the first that may take the marker (one of the list's, uniformly).
  draw(module, state, _side, random) {
    const allowed = airHexTest(module, state);
    for (const hex of inRandomOrder(geoOf(module).hexes, random)) if (allowed(hex)) return act('placeAir', { hex });
    return null;
  },
};

/** 9.8: the Republican partisan. */
export const placePartisan: Verb = {
  check(module, state, a) {
    const hex = hexArg(a);
    return needs(hex !== null && partisanHexes(module, state).includes(hex), () =>
      violation(
        'partisan.place',
        '9.8',
        `The partisan goes in a rough or mountain hex free of Axis units and Axis ZOC, not ${hex}`,
        { hex },
      ),
    );
  },
  apply(module, d, a) {
    const hex = hexArg(a);
    if (hex === null || !geoOf(module).has(hex)) return unknown('hex', hex);
    addMarker(d, 'partisan', ALLIED, toHex(hex));
  },
  list: (module, state) => partisanHexes(module, state).map((hex) => act('placePartisan', { hex })),
};

/** 9.8: no partisan this turn. */
export const skip: Verb = {
  check: () => [],
  apply: () => {},
  list: () => [act('skip', {})],
};

/** 5.12: Patton joins a US unit. */
export const patton: Verb = {
  check: (module, state, a) =>
    needs(pattonChoices(module, state).includes(String(a.args.piece)), () =>
      violation('patton.unit', '5.12', 'Patton goes on a US unit on the map', { unit: String(a.args.piece) }),
    ),
  apply(module, d, a) {
    const p = d.state.pieces.find((x) => x.id === a.args.piece);
    if (!p || p.at.kind !== 'hex') return unknown('unit on the map', a.args.piece);
    placePatton(d, p.id, p.at.hex);
  },
  list: (module, state) => pattonChoices(module, state).map((id) => act('patton', { piece: id })),
};

/** 10.4: a reduced unit rebuilt. */
export const replenish: Verb = {
  check: (module, state, a) =>
    needs(replenishOptions(module, state, a.side).includes(String(a.args.piece)), () =>
      violation(
        'replenish.unit',
        '10.4',
        'Only one reduced unit of each kind, on the map and in supply, may be rebuilt each turn',
        { unit: String(a.args.piece) },
      ),
    ),
  apply(module, d, a) {
    const id = String(a.args.piece);
    const p = d.state.pieces.find((x) => x.id === id);
    if (!p) return unknown('piece', id);
    setPiece(d, id, { steps: fullSteps(module, p) });
    const cls = replenishClass(module, d.state, id);
    if (cls) d.vars.replenished.push(cls);
    emit(d, { type: 'replenished', piece: id, rule: '10.4' });
  },
  list: (module, state, side) => replenishOptions(module, state, side).map((id) => act('replenish', { piece: id })),
};

/** 10.3, 10.5: a due unit enters at its hex (the beachhead, 4212, or Madrid or Lisbon when held). */
export const enter: Verb = {
  check: (module, state, a) =>
    needs(
      dueEntries(module, state, a.side).some((e) => e.piece === a.args.piece),
      () => violation('enter', '10.3', `${String(a.args.piece)} may not enter now`, { unit: String(a.args.piece) }),
    ),
  apply(module, d, a) {
    const entry = dueEntries(module, d.state, a.side).find((e) => e.piece === a.args.piece);
    if (!entry) return unknown('unit due to enter', a.args.piece);
    enterUnit(d, entry.piece, entry.hex);
    afterChange(module, d, [entry.hex]);
  },
  list: (module, state, side) =>
    dueEntries(module, state, side).map((e) => act('enter', { piece: e.piece }, { hex: e.hex })),
};

/** 6.6: the owner of an over-stacked hex eliminates one of its units there; it answers the owner. */
export const overstack: Procedure<Draft, string> = {
  check: (module, state, a) =>
    needs(overstackChoices(module, state, a.side).includes(String(a.args.piece)), () =>
      violation('overstack', '6.6', `${String(a.args.piece)} is not in one of your over-stacked hexes`, {
        unit: String(a.args.piece),
      }),
    ),
  apply(module, d, a) {
    if (!d.state.pieces.some((p) => p.id === a.args.piece)) return unknown('piece', a.args.piece);
    return overstackLoss(module, d, String(a.args.piece));
  },
  list: (module, state, side) => overstackChoices(module, state, side).map((id) => act('overstackLoss', { piece: id })),
};

/** Done placing arrivals (the rest waits a turn: 10.5, withheld) or replenishing (10.4: unused capacity is lost). */
export const done: Verb = {
  check: () => [],
  apply: () => {},
  list: () => [act('done', {})],
};
