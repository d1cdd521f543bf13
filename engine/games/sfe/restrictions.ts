// The scenario's start restrictions (scenarios.json data.restrictions; Barbarossa's are reconstructed from the dates
// Finland and Hungary went to war): until a given turn some units may not move, may not enter the hexes of some
// countries, or may not attack (there, or at all). Movement (moves.ts, exploitation.ts, overrun.ts) and combat
// (combat.ts) ask here; a refusal names the restriction (violations move.restricted and attack.restricted).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece, Violation } from '../../core/types.js';
import type { Reached } from './movement.js';
import { defOf, hexDef, violation } from './state.js';
import { scenarioOf } from './turn.js';

/** What a restriction bars: any move, entering the regions' hexes, attacking a hex of the regions (any without). */
export type Bar = 'move' | 'enter' | 'attack';

/** One start restriction. */
export interface Restriction {
  id: string;
  /** The side whose units it binds. */
  side: string;
  /** The nationalities it binds, and single units (both empty: every unit of the side). */
  nationalities: string[];
  units: string[];
  /** It holds while the game turn is below this one. */
  untilTurn: number;
  /** That turn's date, as the book prints it ("JUL 1 1941"). */
  until?: string;
  mayNot: Bar[];
  /** The regions (map hex regions: countries) it speaks of. */
  regions: string[];
  /** The restriction in words. */
  rule: string;
}

/** The scenario's restrictions in force on this game turn. */
export function restrictionsNow(module: GameModule, state: Pick<GameState, 'scenarioId' | 'turn'>): Restriction[] {
  const data = scenarioOf(module, state)?.data as { restrictions?: Restriction[] } | undefined;
  return (data?.restrictions ?? []).filter((r) => state.turn < r.untilTurn);
}

/** Whether a restriction binds a piece. */
function binds(module: GameModule, r: Restriction, p: Pick<Piece, 'side' | 'def'>): boolean {
  if (p.side !== r.side) return false;
  if (r.nationalities.length === 0 && r.units.length === 0) return true;
  return r.units.includes(p.def) || r.nationalities.includes(defOf(module, p)?.nationality ?? '');
}

/** Whether a hex lies in one of a restriction's regions. */
const inRegions = (module: GameModule, r: Restriction, hex: string): boolean =>
  r.regions.includes(hexDef(module, hex)?.region ?? '');

/** The refusal a restriction gives (its id and words); the ids are written out for the words test to find. Its cite,
 *  `scenario:<restriction>`, is worded by the page with the date it lifts (`until`): the book numbers no such rule. */
const refusal = (id: 'move.restricted' | 'attack.restricted', r: Restriction, args: Record<string, string>) => {
  const params = { ...args, restriction: r.id, until: r.until ?? `turn ${r.untilTurn}` };
  return id === 'move.restricted'
    ? violation('move.restricted', `scenario:${r.id}`, r.rule, params)
    : violation('attack.restricted', `scenario:${r.id}`, r.rule, params);
};

/** The scenario's restriction that bars a piece from moving at all now, as a refusal (null: it may move). */
export function moveBarred(module: GameModule, state: GameState, p: Piece): Violation | null {
  const r = restrictionsNow(module, state).find((x) => x.mayNot.includes('move') && binds(module, x, p));
  return r ? refusal('move.restricted', r, { piece: p.id }) : null;
}

/** The scenario's restriction that bars a piece from entering a hex of a path now (null: none does). */
export function entryBarred(module: GameModule, state: GameState, p: Piece, path: readonly string[]): Violation | null {
  for (const r of restrictionsNow(module, state)) {
    if (!binds(module, r, p)) continue;
    if (r.mayNot.includes('move')) return refusal('move.restricted', r, { piece: p.id });
    const hex = r.mayNot.includes('enter') ? path.find((h) => inRegions(module, r, h)) : undefined;
    if (hex) return refusal('move.restricted', r, { piece: p.id, hex });
  }
  return null;
}

/** The hexes a move search reached that the piece may enter now: none of its paths into a barred hex. */
export function allowedReach(
  module: GameModule,
  state: GameState,
  p: Piece,
  reached: Map<string, Reached>,
): Map<string, Reached> {
  if (restrictionsNow(module, state).every((r) => !binds(module, r, p))) return reached;
  return new Map([...reached].filter(([, r]) => !entryBarred(module, state, p, r.path)));
}

/** The scenario's restriction that bars a piece from attacking a hex now (null: none does). */
export function attackBarred(
  module: GameModule,
  state: Pick<GameState, 'scenarioId' | 'turn'>,
  p: Pick<Piece, 'id' | 'side' | 'def'>,
  hex: string,
): Violation | null {
  const r = restrictionsNow(module, state).find(
    (x) => x.mayNot.includes('attack') && binds(module, x, p) && (x.regions.length === 0 || inRegions(module, x, hex)),
  );
  return r ? refusal('attack.restricted', r, { piece: p.id, hex }) : null;
}
