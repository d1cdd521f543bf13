// Set-up (3.0): the table set-up of the campaign scenario, then the steps the players carry out as actions:
// the loyalty rolls (3.3), the beachhead and its landing stack (3.4), the German set-up (3.5). Initial control
// (7.7) is set when the last set-up step is done (flow.ts).

import type { GameModule } from '../../core/module.js';
import type { GameSetup } from '../../core/rules.js';
import type { GameState, HexId, JsonObject, Piece, RngState } from '../../core/types.js';
import { tableSetup } from '../table/setup.js';
import { geoOf, HEX } from './geo.js';
import type { IsabellaVars } from './state.js';
import { hasFlag, nationality, unitDef } from './units.js';
import { applyPosition } from './position.js';
import { sealPrivateUnits } from './hidden.js';

/** The set-up box: units the rules set "to the side within easy reach" before they are placed (3.2, 3.5). */
export const SET_ASIDE = { kind: 'box', box: 'reinforcements', index: 0 } as const;
/** 10.2: US and British units wait at sea until they land. */
export const AT_SEA = { kind: 'box', box: 'at-sea' } as const;

/** 3.3: the seven testable corps and their Republican analogues. */
export function loyaltyPairs(module: GameModule): { falangist: string; republican: string }[] {
  return module.units
    .filter((u) => u.flags?.includes('loyaltyTest'))
    .map((u) => ({ falangist: u.id, republican: u.id.replace(/^fs-/, 'rs-') }))
    .filter((p) => unitDef(module, p.republican) !== undefined);
}

/** 3.4: the beachhead ports, Algeciras (1321) north and east to Bilbao (3710), from the scenario data. */
export function beachheadPorts(module: GameModule, scenarioId = 'campaign'): HexId[] {
  const s = module.scenarios.find((x) => x.id === scenarioId);
  const steps = ((s?.data as JsonObject | undefined)?.setup ?? []) as JsonObject[];
  const allied = steps.find((x) => x.step === 'allied');
  const ports = ((allied?.beachhead as JsonObject | undefined)?.ports ?? []) as string[];
  const geo = geoOf(module);
  return ports.filter((h) => geo.isPort(h));
}

/** 3.5: the hexes of Occupied France. */
export function occupiedFrance(module: GameModule): HexId[] {
  let hit = franceCache.get(module);
  if (!hit) {
    const geo = geoOf(module);
    hit = geo.hexes.filter((h) => geo.region(h) === 'occupied-france');
    franceCache.set(module, hit);
  }
  return hit.slice();
}
const franceCache = new WeakMap<GameModule, readonly HexId[]>();

/** 3.5: the two German paratroop regiments (set up anywhere) and the ten units set up in Occupied France. */
export function germanSetupUnits(module: GameModule, state: GameState): { para: Piece[]; france: Piece[] } {
  const waiting = state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.at.kind === 'box' &&
      p.at.box === SET_ASIDE.box &&
      p.at.index === 0 &&
      nationality(module, p) === 'de',
  );
  const para = waiting.filter((p) => hasFlag(module, p, 'paraRegiment'));
  return { para, france: waiting.filter((p) => !para.includes(p)) };
}

/** The Isabella vars of a game that has not begun: nothing placed, nothing rolled, waiting for the loyalty rolls. */
export function initialVars(options: JsonObject = {}, markerSeq = 0): IsabellaVars {
  return {
    markerSeq,
    options,
    step: 'setup-loyalty',
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
 * The starting state: the table set-up plus the Isabella vars, waiting for the loyalty rolls. `rng`: the
 * generator to start with (Rules.setup); by e-mail it carries the private keys the units are sealed with (hidden.ts).
 */
export function isabellaSetup(module: GameModule, setup: GameSetup, rng?: RngState): GameState {
  const base = tableSetup(module, setup, rng);
  const vars = initialVars(setup.options, typeof base.vars.markerSeq === 'number' ? base.vars.markerSeq : 0);
  if (!geoOf(module).has(HEX.germanSource)) throw new Error(`The map has no hex ${HEX.germanSource} (11.4)`);
  const start: GameState = { ...base, phase: 'setup', activeSide: 'allied', vars: vars as unknown as JsonObject };
  const placed = setup.position ? applyPosition(module, start, setup.position) : start;
  return sealPrivateUnits(module, placed, setup, rng);
}
