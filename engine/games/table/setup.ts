// Setting up a scenario on the table: its placements, each turn's reinforcements in the reinforcements box
// (index = turn of arrival), the first turn, phase and side, and the seeded dice.

import type { GameModule, Placement, ScenarioDef } from '../../core/module.js';
import { REINFORCEMENTS, type GameState, type Location, type Piece, type RngState } from '../../core/types.js';
import type { GameSetup } from '../../core/rules.js';
import { seedRng } from '../../core/dice.js';
import { indexOf, locationProblem } from './places.js';

/** The scenario with this id, or a clear error listing the ones the module has. */
export function findScenario(module: GameModule, id: string): ScenarioDef {
  const s = module.scenarios.find((x) => x.id === id);
  if (!s)
    throw new Error(
      `Module "${module.manifest.id}" has no scenario "${id}" (it has: ${module.scenarios.map((x) => x.id).join(', ') || 'none'})`,
    );
  return s;
}

// A scenario placement's `at` ({hex} | {space} | {box, index?}) as a Location.
function placementLocation(p: Placement): Location {
  const at = p.at as { hex?: string; space?: string; box?: string; index?: number };
  if (typeof at.hex === 'string') return { kind: 'hex', hex: at.hex };
  if (typeof at.space === 'string') return { kind: 'space', space: at.space };
  if (typeof at.box === 'string')
    return at.index === undefined ? { kind: 'box', box: at.box } : { kind: 'box', box: at.box, index: at.index };
  throw new Error(`Placement of "${p.def}" has no hex, space or box`);
}

/** The starting state of a scenario under the table rules. Throws naming any placement the module cannot honour. */
export function tableSetup(module: GameModule, setup: GameSetup, rng?: RngState): GameState {
  const scenario = findScenario(module, setup.scenarioId);
  const ix = indexOf(module);
  const pieces: Piece[] = [];
  const used = new Set<string>();
  // Counters printed more than once get "#2", "#3"... so every instance id is unique.
  const uniqueId = (base: string): string => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}#${n}`;
    used.add(id);
    return id;
  };
  const makePiece = (def: string, wanted: string | undefined, at: Location, what: string): Piece => {
    const problem = locationProblem(module, at);
    if (problem) throw new Error(`Scenario "${scenario.id}": ${what} "${def}" cannot be placed: ${problem}`);
    if (wanted !== undefined && used.has(wanted))
      throw new Error(`Scenario "${scenario.id}" uses piece id "${wanted}" twice`);
    const unit = ix.units.get(def);
    if (unit) {
      const side = ix.sideOfNationality.get(unit.nationality);
      if (side === undefined)
        throw new Error(`Unit "${def}" has nationality "${unit.nationality}", which the module does not define`);
      return { id: uniqueId(wanted ?? def), def, kind: 'unit', side, at, steps: unit.steps, disrupted: false };
    }
    const marker = ix.markers.get(def);
    if (marker)
      return {
        id: uniqueId(wanted ?? def),
        def,
        kind: 'marker',
        side: marker.side ?? '',
        at,
        steps: 1,
        disrupted: false,
      };
    throw new Error(
      `Scenario "${scenario.id}": ${what} "${def}" is neither a unit nor a marker of module "${module.manifest.id}"`,
    );
  };
  for (const p of scenario.placements) pieces.push(makePiece(p.def, p.id, placementLocation(p), 'placement'));
  for (const t of scenario.turns) {
    for (const def of t.reinforcements ?? []) {
      pieces.push(
        makePiece(def, undefined, { kind: 'box', box: REINFORCEMENTS, index: t.turn }, `turn ${t.turn} reinforcement`),
      );
    }
  }
  if (scenario.phases.length === 0) throw new Error(`Scenario "${scenario.id}" has no phases`);
  if (!ix.sides.has(scenario.firstSide))
    throw new Error(
      `Scenario "${scenario.id}" starts with side "${scenario.firstSide}", which the module does not define`,
    );
  return {
    moduleId: module.manifest.id,
    moduleVersion: module.manifest.version,
    scenarioId: scenario.id,
    mode: setup.mode,
    turn: scenario.firstTurn,
    phase: scenario.phases[0],
    activeSide: scenario.firstSide,
    pieces,
    rng: rng ?? seedRng(setup.seed),
    vars: { markerSeq: 0 },
  };
}
