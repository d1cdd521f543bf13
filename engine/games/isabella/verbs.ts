// Every Isabella verb as one table: in which steps it answers, its rule checks, what it does, and the concrete
// actions a side may take with it now. `list` and `check` are built on the same predicates (steps.ts,
// movement.ts, attack.ts, outcome.ts), and a property test holds them together.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, HexId, JsonObject, LegalAction, SideId, Violation } from '../../core/types.js';
import { addMarker, emit, moveTo, roll, setPiece, sourceOf, type Draft } from './draft.js';
import { varsOf, violation } from './state.js';
import { geoOf } from './geo.js';
import { AT_SEA, loyaltyPairs } from './setup.js';
import { beachheadChoices, germanPlacements, landingDone, landingStackChoices, pattonChoices } from './steps.js';
import { airHexAllowed, airHexes, partisanHexes } from './air.js';
import { alliedReplacements, arrivalStep, enterPhase, isMovementPhase, phaseDone, replenishStep } from './flow.js';
import { afterChange, enterPortugal, touchesPortugal } from './victory.js';
import { initialControl } from './control.js';
import { deferDue, dueEntries, enterUnit, placePatton } from './turn.js';
import { replenishClass, replenishOptions } from './replenish.js';
import { checkMove, moveOptions, moveRoute } from './movement.js';
import { afterAction, overstackChoices, overstackLoss } from './battle.js';
import { ALLIED, AXIS, fullSteps, nationality } from './units.js';
import { hiddenOf, isSealed } from '../../core/hidden-units.js';

/** One verb of the game. */
export interface GameVerb {
  /** The steps (flow.ts) in which it may be used. */
  steps: readonly string[];
  /** The rule violations of this action now ([] when legal). Runs in enforced and advisory modes. */
  check(module: GameModule, state: GameState, action: Action): Violation[];
  /** Carry it out; a structurally impossible action (unknown piece...) answers with violations in every mode. */
  apply(module: GameModule, d: Draft, action: Action): Violation[] | void;
  /** The concrete actions `side` may take with this verb now. */
  list(module: GameModule, state: GameState, side: SideId): LegalAction[];
}

export const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
export const hexArg = (a: Action): HexId | null => {
  const to = a.args.to ?? a.args.hex ?? a.args.target;
  if (typeof to === 'string') return to;
  if (to && typeof to === 'object' && !Array.isArray(to) && (to as JsonObject).kind === 'hex')
    return str((to as JsonObject).hex);
  return null;
};
export const act = (verb: string, args: JsonObject, info?: JsonObject): LegalAction =>
  info ? { verb, args, info } : { verb, args };
export const toHex = (hex: HexId) => ({ kind: 'hex' as const, hex });
export const unknown = (what: string, id: unknown): Violation[] => [
  violation('unknown', '—', `There is no ${what} "${String(id)}"`, { what, id: String(id) }),
];
export const needs = (ok: boolean, v: () => Violation): Violation[] => (ok ? [] : [v()]);

// ---------------------------------------------------------------- set-up (3.3-3.5)

const rollLoyalty: GameVerb = {
  steps: ['setup-loyalty'],
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
    d.vars.step = 'setup-beachhead';
  },
  list: () => [act('rollLoyalty', {})],
};

const beachhead: GameVerb = {
  steps: ['setup-beachhead'],
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
    d.vars.step = 'setup-landing';
    if (landingDone(module, d.state)) toGermanSetup(d);
  },
  list: (module, state) => beachheadChoices(module, state).map((hex) => act('beachhead', { hex })),
};

function toGermanSetup(d: Draft): void {
  d.vars.step = 'setup-german';
  d.state.activeSide = AXIS;
}

/** 3.5 done: initial control (7.7) and Turn 1 begins. */
function startTurnOne(module: GameModule, d: Draft): void {
  d.vars.control = initialControl(module, d.state);
  d.state.activeSide = ALLIED;
  enterPhase(module, d, 'air');
}

// ---------------------------------------------------------------- move (set-up, landings, movement)

/** What kind of move `move` is in this state, for this piece. */
function moveKind(module: GameModule, state: GameState, a: Action): 'stack' | 'german' | 'land' | 'move' | null {
  const v = varsOf(state);
  const p = state.pieces.find((x) => x.id === a.args.piece);
  if (!p || p.kind !== 'unit' || hexArg(a) === null) return null;
  if (v.step === 'setup-landing') return 'stack';
  if (v.step === 'setup-german') return 'german';
  if (v.step !== 'actions' || !isMovementPhase(state)) return null;
  if (p.at.kind === 'box' && p.at.box === AT_SEA.box) return 'land';
  return p.at.kind === 'hex' ? 'move' : null;
}

/** Whether a named path is a route of map hexes that ends at `hex`. */
function wellFormedPath(module: GameModule, path: unknown, hex: HexId): path is HexId[] {
  return (
    Array.isArray(path) &&
    path.length > 0 &&
    path[path.length - 1] === hex &&
    path.every((h) => typeof h === 'string' && geoOf(module).has(h))
  );
}

/** The route the rules give a move or landing (12.2, 10.2): the one moveOptions found, or the hex alone. */
function rulesPath(module: GameModule, state: GameState, id: string, hex: HexId, landing: boolean): HexId[] {
  return moveRoute(module, state, id, hex, { landing })?.path ?? [hex];
}

/**
 * By e-mail (hidden.ts, Rules.complete): a move or landing of a unit still hidden from the other side, as its
 * owner's machine records it, with its path, which the other machine, without the unit's factors, cannot find.
 */
export function completeMove(module: GameModule, state: GameState, a: Action): Action {
  if (a.verb !== 'move' || a.args.path !== undefined) return a;
  const id = String(a.args.piece);
  const kind = moveKind(module, state, a);
  if ((kind !== 'land' && kind !== 'move') || !hiddenOf(state, a.side).includes(id)) return a;
  const p = state.pieces.find((x) => x.id === id);
  if (!p || isSealed(p)) return a;
  return { ...a, args: { ...a.args, path: rulesPath(module, state, id, hexArg(a)!, kind === 'land') } };
}

/** 12.2: a recorded path must be the route the rules give the move (a sealed mover's path is checked by its
 *  owner's machine and at the audit: on the other machine it throws SealedPending). */
function pathProblems(module: GameModule, state: GameState, a: Action, kind: string | null): Violation[] {
  const path = a.args.path;
  if (path === undefined) return [];
  const id = String(a.args.piece);
  const hex = hexArg(a)!;
  const expected = kind === 'land' || kind === 'move' ? rulesPath(module, state, id, hex, kind === 'land') : null;
  if (expected && JSON.stringify(expected) === JSON.stringify(path)) return [];
  return [
    violation('move.path', '12.2', `The path recorded for ${id} is not its route to ${hex} by the rules`, {
      unit: id,
      hex,
    }),
  ];
}

const move: GameVerb = {
  steps: ['setup-landing', 'setup-german', 'actions'],
  check(module, state, a) {
    const found = checkMoveKind(module, state, a);
    return found.length > 0 ? found : pathProblems(module, state, a, moveKind(module, state, a));
  },
  apply(module, d, a) {
    const kind = moveKind(module, d.state, a);
    const id = String(a.args.piece);
    const hex = hexArg(a)!;
    if (!d.state.pieces.some((p) => p.id === id)) return unknown('piece', id);
    if (!geoOf(module).has(hex)) return unknown('hex', hex);
    // The path a move names (by e-mail, for a hidden unit: completeMove), or undefined.
    const given = a.args.path;
    if (given !== undefined && !wellFormedPath(module, given, hex))
      return [violation('move.badPath', '12.2', `The path of ${id} is not a route of map hexes ending in ${hex}`)];
    switch (kind) {
      case 'stack':
        moveTo(d, id, toHex(hex));
        if (landingDone(module, d.state)) toGermanSetup(d);
        return;
      case 'german':
        moveTo(d, id, toHex(hex));
        if (
          !d.state.pieces.some(
            (p) =>
              p.at.kind === 'box' &&
              p.at.box === 'reinforcements' &&
              p.at.index === 0 &&
              p.side === AXIS &&
              nationality(module, p) === 'de',
          )
        )
          startTurnOne(module, d);
        return;
      case 'land':
      case 'move': {
        const landing = kind === 'land';
        // By e-mail a hidden mover's route comes with the action (completeMove); its owner's machine checks it.
        // (the draft is unchanged so far: the route its source state gives, which the check found)
        const path = given !== undefined ? (given as HexId[]) : rulesPath(module, sourceOf(d), id, hex, landing);
        moveTo(d, id, toHex(hex));
        setPiece(d, id, { disrupted: true });
        if (landing) d.vars.landed.push(id);
        emit(d, { type: 'moved', piece: id, path, landing, rule: landing ? '10.2' : '12.2' });
        if (touchesPortugal(module, path) && !d.vars.portugal) enterPortugal(module, d, 'entered');
        afterChange(module, d, path);
        return afterAction(module, d, a.side);
      }
      default:
        // Honor mode: a counter moved by hand, as on a real table.
        moveTo(d, id, toHex(hex));
        afterChange(module, d, [hex]);
    }
  },
  list: (module, state, side) => moveList(module, state, side),
};

/** The rule checks of a move by its kind (set-up, landing, movement). */
function checkMoveKind(module: GameModule, state: GameState, a: Action): Violation[] {
  const kind = moveKind(module, state, a);
  const id = String(a.args.piece);
  const hex = hexArg(a)!;
  const p = state.pieces.find((x) => x.id === id);
  if (p && p.side !== a.side) return [violation('notYours', '3.1', `${id} is not a unit of yours`, { unit: id })];
  switch (kind) {
    case 'stack':
      return needs(hex === varsOf(state).beachhead && landingStackChoices(module, state).includes(id), () =>
        violation(
          'setup.landingStack',
          '3.4',
          `Two US and two British units of your choice go in the beachhead ${varsOf(state).beachhead}`,
          { unit: id, hex },
        ),
      );
    case 'german':
      return needs(germanPlacements(module, state, id).includes(hex), () =>
        violation('setup.german', '3.5', `${id} cannot be set up in ${hex}`, { unit: id, hex }),
      );
    case 'land':
      return checkMove(module, state, id, hex, { landing: true });
    case 'move':
      return checkMove(module, state, id, hex);
    default:
      return [
        violation(
          'manual',
          '5.1',
          'Counters move by the rules only in a movement phase or at set-up; switch to honor mode to move them by hand',
        ),
      ];
  }
}

/** The moves `side` may make now (set-up placements, landings, movement). */
function moveList(module: GameModule, state: GameState, side: SideId): LegalAction[] {
  const v = varsOf(state);
  const out: LegalAction[] = [];
  if (v.step === 'setup-landing') {
    for (const id of landingStackChoices(module, state)) out.push(act('move', { piece: id, to: toHex(v.beachhead!) }));
  } else if (v.step === 'setup-german') {
    const waiting = state.pieces.filter((p) => p.side === side && p.at.kind === 'box' && p.at.index === 0);
    for (const p of waiting)
      for (const h of germanPlacements(module, state, p.id)) out.push(act('move', { piece: p.id, to: toHex(h) }));
  } else if (v.step === 'actions' && isMovementPhase(state)) {
    for (const p of state.pieces) {
      if (p.kind !== 'unit' || p.side !== side) continue;
      const landing = p.at.kind === 'box' && p.at.box === AT_SEA.box;
      if (!landing && p.at.kind !== 'hex') continue;
      if (landing && v.beachhead === null) continue;
      for (const [hex, o] of moveOptions(module, state, p.id, { landing })) {
        out.push(act('move', { piece: p.id, to: toHex(hex) }, { mp: o.cost, landing }));
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- the turn's placements

const placeAir: GameVerb = {
  steps: ['air-place'],
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
    if (d.vars.air.toPlace <= 0) phaseDone(module, d);
  },
  list: (module, state) => airHexes(module, state).map((hex) => act('placeAir', { hex })),
};

const placePartisan: GameVerb = {
  steps: ['partisan'],
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
    phaseDone(module, d);
  },
  list: (module, state) => partisanHexes(module, state).map((hex) => act('placePartisan', { hex })),
};

const skip: GameVerb = {
  steps: ['partisan'],
  check: () => [],
  apply: (module, d) => phaseDone(module, d),
  list: () => [act('skip', {})],
};

const patton: GameVerb = {
  steps: ['patton'],
  check: (module, state, a) =>
    needs(pattonChoices(module, state).includes(String(a.args.piece)), () =>
      violation('patton.unit', '5.12', 'Patton goes on a US unit on the map', { unit: String(a.args.piece) }),
    ),
  apply(module, d, a) {
    const p = d.state.pieces.find((x) => x.id === a.args.piece);
    if (!p || p.at.kind !== 'hex') return unknown('unit on the map', a.args.piece);
    placePatton(d, p.id, p.at.hex);
    alliedReplacements(module, d);
  },
  list: (module, state) => pattonChoices(module, state).map((id) => act('patton', { piece: id })),
};

const replenish: GameVerb = {
  steps: ['replenish'],
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
    if (replenishOptions(module, d.state, a.side).length === 0) phaseDone(module, d);
  },
  list: (module, state, side) => replenishOptions(module, state, side).map((id) => act('replenish', { piece: id })),
};

/** 10.3, 10.5: a due unit enters at its hex (the beachhead, 4212, or Madrid or Lisbon when held). */
const enter: GameVerb = {
  steps: ['arrive'],
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
    if (dueEntries(module, d.state, a.side).length === 0) arrivalStep(module, d, a.side);
  },
  list: (module, state, side) =>
    dueEntries(module, state, side).map((e) => act('enter', { piece: e.piece }, { hex: e.hex })),
};

/** 6.6: the owner of an over-stacked hex eliminates one of its units there. */
const overstack: GameVerb = {
  steps: ['overstack'],
  check: (module, state, a) =>
    needs(overstackChoices(module, state, a.side).includes(String(a.args.piece)), () =>
      violation('overstack', '6.6', `${String(a.args.piece)} is not in one of your over-stacked hexes`, {
        unit: String(a.args.piece),
      }),
    ),
  apply(module, d, a) {
    if (!d.state.pieces.some((p) => p.id === a.args.piece)) return unknown('piece', a.args.piece);
    overstackLoss(module, d, String(a.args.piece));
  },
  list: (module, state, side) => overstackChoices(module, state, side).map((id) => act('overstackLoss', { piece: id })),
};

/** Done placing arrivals (the rest waits a turn: 10.5 withheld) or done replenishing (10.4: unused capacity is lost). */
const done: GameVerb = {
  steps: ['arrive', 'replenish'],
  check: () => [],
  apply(module, d, a) {
    if (d.vars.step === 'arrive') {
      deferDue(d, a.side);
      return replenishStep(module, d, a.side);
    }
    phaseDone(module, d);
  },
  list: () => [act('done', {})],
};

/** The set-up and placement verbs. */
export const SETUP_VERBS: Record<string, GameVerb> = {
  enter,
  overstackLoss: overstack,
  rollLoyalty,
  beachhead,
  move,
  placeAir,
  placePartisan,
  skip,
  patton,
  replenish,
  done,
};
