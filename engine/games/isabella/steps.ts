// The set-up steps (3.3-3.5) and the placements of the turn (air 9.2, partisan 9.8, Patton 5.12,
// replenishment 10.4): what each lets a side choose, used both to list and to check.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId } from '../../core/types.js';
import { geoOf } from './geo.js';
import { varsOf } from './state.js';
import { AT_SEA, beachheadPorts, germanSetupUnits, occupiedFrance, SET_ASIDE } from './setup.js';
import { AXIS, enemyOf, nationality, unitsIn } from './units.js';
import { zocFieldOf } from './zoc.js';
import type { ZocField } from '../../systems/zoc.js';
import { portugalSet } from './control.js';
import { canStackIn, stackTest } from './stacking.js';

/** 3.4: the ports the beachhead may go in (digest ambiguity 20: not one held by a Falangist unit). */
export function beachheadChoices(module: GameModule, state: GameState): HexId[] {
  return beachheadPorts(module, state.scenarioId).filter((h) => !unitsIn(state, h).some((u) => u.side === 'axis'));
}

/** 3.4: how many US and British (or Canadian) units stand in the beachhead hex. */
export function landingCounts(module: GameModule, state: GameState): { us: number; uk: number; total: number } {
  const hex = varsOf(state).beachhead;
  const units = hex ? unitsIn(state, hex) : [];
  return {
    us: units.filter((u) => nationality(module, u) === 'us').length,
    uk: units.filter((u) => nationality(module, u) === 'uk').length,
    total: units.length,
  };
}

/** 3.4: the units at sea that may still join the landing stack (two US, two British; four to a hex). */
export function landingStackChoices(module: GameModule, state: GameState): string[] {
  const hex = varsOf(state).beachhead;
  if (!hex || !canStackIn(module, state, 'allied', hex)) return [];
  const c = landingCounts(module, state);
  return state.pieces
    .filter((p) => p.kind === 'unit' && p.at.kind === AT_SEA.kind && p.at.box === AT_SEA.box)
    .filter((p) => (nationality(module, p) === 'us' ? c.us < 2 : nationality(module, p) === 'uk' ? c.uk < 2 : false))
    .map((p) => p.id);
}

/** 3.4: the landing stack is complete: two and two, or the beachhead hex is full. */
export function landingDone(module: GameModule, state: GameState): boolean {
  return landingStackChoices(module, state).length === 0;
}

/** 3.5: every German unit set aside for the set-up stands on the map. */
export function germanSetupDone(module: GameModule, state: GameState): boolean {
  return !state.pieces.some(
    (p) =>
      p.at.kind === 'box' &&
      p.at.box === SET_ASIDE.box &&
      p.at.index === SET_ASIDE.index &&
      p.side === AXIS &&
      nationality(module, p) === 'de',
  );
}

/**
 * 3.5: where a German set-up unit may go: the two paratroop regiments in clear or city hexes with no enemy unit
 * and no enemy ZOC (not neutral Portugal, digest ambiguity 11); the other ten in Occupied France; stacking normal.
 */
export function germanPlacements(module: GameModule, state: GameState, pieceId: string): HexId[] {
  const { para, france } = germanSetupUnits(module, state);
  const neutral: ReadonlySet<HexId> = varsOf(state).portugal ? new Set<HexId>() : portugalSet(module);
  let hexes: HexId[];
  if (para.some((p) => p.id === pieceId)) {
    // The hexes holding a non-Axis unit, and the Allied ZOC (asked once, when first needed), for every hex.
    const enemyAt = new Set<HexId>();
    for (const p of state.pieces)
      if (p.kind === 'unit' && p.at.kind === 'hex' && p.side !== 'axis') enemyAt.add(p.at.hex);
    let ezoc: ZocField | undefined;
    const inEzoc = (h: HexId) => {
      ezoc = ezoc ?? zocFieldOf(module, state, enemyOf('axis'));
      return ezoc.has(h);
    };
    hexes = paraGround(module).filter((h) => !neutral.has(h) && !enemyAt.has(h) && !inEzoc(h));
  } else if (france.some((p) => p.id === pieceId)) {
    hexes = occupiedFrance(module);
  } else {
    return [];
  }
  return hexes.filter(stackTest(module, state, 'axis'));
}

const paraCache = new WeakMap<GameModule, readonly HexId[]>();

/** 3.5: the clear and city land hexes of the map, in map order (where the paratroop regiments may go). */
function paraGround(module: GameModule): readonly HexId[] {
  let hit = paraCache.get(module);
  if (!hit) {
    const geo = geoOf(module);
    hit = geo.hexes.filter((h) => (geo.terrain(h) === 'clear' || geo.isCity(h)) && !geo.isSea(h));
    paraCache.set(module, hit);
  }
  return hit;
}

/** 5.12: the US units on the map Patton may join. */
export function pattonChoices(module: GameModule, state: GameState): string[] {
  return state.pieces
    .filter((p) => p.kind === 'unit' && p.at.kind === 'hex' && nationality(module, p) === 'us')
    .map((p) => p.id);
}
