// Set-up (3.0): what the table set-up of the campaign scenario leaves to the steps the players carry out as
// actions: the loyalty rolls (3.3), the beachhead and its landing stack (3.4), the German set-up (3.5). The game
// starts in position.ts; initial control (7.7) is set when the last set-up step is done (flow.ts).

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, JsonObject, Piece } from '../../core/types.js';
import { geoOf } from './geo.js';
import { hasFlag, nationality, unitDef } from './units.js';

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
