// Where a game starts: the scenario's set-up (setup.ts), waiting for the loyalty rolls, or a described starting
// position (`sandtable new --position FILE`), so that any rule can be tried from a shell without
// playing up to it. The position lists the units on the map and may set the turn, phase, side to act and the
// game's vars; every unit it does not list leaves the game (the dead pile, never to return), but the scheduled
// reinforcements and the units at sea, which stay where the scenario put them.
//
//   { "turn": 3, "phase": "actions-1", "activeSide": "axis", "movementFirst": false,
//     "units": [{ "def": "de-1ss", "hex": "2816", "steps": 1, "disrupted": false }],
//     "markers": [{ "def": "airpower", "hex": "2715", "side": "axis" }],
//     "vars": { "beachhead": "1321", "air": { "side": "axis", "previous": null, "toPlace": 0 } } }

import type { GameModule } from '../../core/module.js';
import type { GameSetup } from '../../core/rules.js';
import type { GameState, JsonObject, Piece, RngState } from '../../core/types.js';
import { tableSetup } from '../table/setup.js';
import { draftOf, addMarker } from './draft.js';
import { updateControl } from './control.js';
import { enterPosition, FIRST_STEP, isStep } from './flow.js';
import { PHASES } from './phases.js';
import { unitDef } from './units.js';
import { type IsabellaVars, varsOf } from './state.js';
import { geoOf, HEX } from './geo.js';
import { sealPrivateUnits } from './hidden.js';

/** The Isabella vars of a game that has not begun: nothing placed, nothing rolled, waiting for the loyalty rolls. */
export function initialVars(options: JsonObject = {}, markerSeq = 0): IsabellaVars {
  return {
    markerSeq,
    options,
    step: FIRST_STEP,
    control: {},
    vp: 0,
    beachhead: null,
    portugal: false,
    republic: false,
    partisanFrom: null,
    movementFirst: true,
    air: { side: null, previous: null, toPlace: 0 },
    patton: { state: 'waiting', piece: null },
    landed: [],
    probed: [],
    momentum: [],
    endProposed: null,
    replenished: [],
    battle: null,
    overstackResume: null,
    result: null,
  };
}

/**
 * The starting state: the table set-up plus the Isabella vars, waiting for the loyalty rolls, or the position the
 * set-up describes. `rng`: the generator to start with (Rules.setup); by e-mail it carries the private keys the
 * units are sealed with (hidden.ts).
 */
export function isabellaSetup(module: GameModule, setup: GameSetup, rng?: RngState): GameState {
  const base = tableSetup(module, setup, rng);
  const vars = initialVars(setup.options, typeof base.vars.markerSeq === 'number' ? base.vars.markerSeq : 0);
  if (!geoOf(module).has(HEX.germanSource)) throw new Error(`The map has no hex ${HEX.germanSource} (11.4)`);
  const start: GameState = { ...base, phase: 'setup', activeSide: 'allied', vars };
  const placed = setup.position ? applyPosition(module, start, setup.position) : start;
  return sealPrivateUnits(module, placed, setup, rng);
}

const fail = (why: string): never => {
  throw new Error(`The position ${why}`);
};

/** The set-up state moved to `position`; throws naming the first thing in it that cannot be. */
export function applyPosition(module: GameModule, base: GameState, position: JsonObject): GameState {
  const d = draftOf(base);
  const hexes = new Set(module.map.hexes.map((h) => h.id));
  const units = (position.units ?? []) as JsonObject[];
  if (!Array.isArray(units)) fail('needs "units": a list of {def, hex}');
  const placed = new Set<string>();
  for (const u of units) {
    const def = String(u.def);
    const hex = String(u.hex);
    const d0 = unitDef(module, def);
    if (!d0) fail(`names no unit "${def}"`);
    if (!hexes.has(hex)) fail(`puts ${def} on ${hex}, which is not a hex of the map`);
    const piece = d.state.pieces.find((p) => p.def === def && !placed.has(p.id));
    if (!piece) fail(`lists ${def} more often than the game has it`);
    const steps = u.steps === undefined ? d0!.steps : Number(u.steps);
    if (!Number.isInteger(steps) || steps < 1 || steps > d0!.steps) fail(`gives ${def} ${String(u.steps)} steps`);
    placed.add(piece!.id);
    const i = d.state.pieces.indexOf(piece!);
    d.state.pieces[i] = { ...piece!, at: { kind: 'hex', hex }, steps, disrupted: u.disrupted === true };
  }
  // Units the position does not list leave the game, but for those still to come: scheduled reinforcements on the
  // Turn Track (3.5) and US and British units at sea (10.2).
  const toCome = (p: Piece) =>
    p.at.kind === 'box' && ((p.at.box === 'reinforcements' && (p.at.index ?? 0) > 0) || p.at.box === 'at-sea');
  d.state.pieces = d.state.pieces.map(
    (p): Piece =>
      p.kind === 'unit' && !placed.has(p.id) && !toCome(p) ? { ...p, at: { kind: 'box', box: 'dead' } } : p,
  );
  for (const m of (position.markers ?? []) as JsonObject[]) {
    if (!hexes.has(String(m.hex))) fail(`puts a ${String(m.def)} marker on ${String(m.hex)}, not a hex of the map`);
    addMarker(d, String(m.def), String(m.side ?? 'allied'), { kind: 'hex', hex: String(m.hex) }, m.side === 'axis');
  }
  if (position.turn !== undefined) d.state.turn = Number(position.turn);
  const phase = String(position.phase ?? 'actions-1');
  if (!(PHASES as readonly string[]).includes(phase)) fail(`has no phase "${phase}" (one of ${PHASES.join(', ')})`);
  d.state.phase = phase;
  d.state.activeSide = String(position.activeSide ?? 'allied');
  const step = phase.startsWith('actions') ? 'actions' : String(position.step ?? 'actions');
  if (!isStep(step)) return fail(`has no step "${step}"`);
  enterPosition(d, step);
  const v: JsonObject = d.vars;
  if (typeof position.movementFirst === 'boolean') v.movementFirst = position.movementFirst;
  for (const [k, val] of Object.entries((position.vars ?? {}) as JsonObject)) v[k] = val;
  const beach = varsOf(d.state).beachhead;
  if (beach && !d.state.pieces.some((p) => p.def === 'beachhead'))
    addMarker(d, 'beachhead', 'allied', { kind: 'hex', hex: beach });
  if (position.vars === undefined || (position.vars as JsonObject).control === undefined) {
    d.vars.control = updateControl(module, d.state, [...new Set(units.map((u) => String(u.hex)))]);
  }
  return d.state;
}
