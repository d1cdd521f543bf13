// Turn and phase in words: a phase's printed name from the scenario (scenario.data.phaseNames, per language)
// and "Turn 3 of 10" when the scenario has a last turn. Pure (the language is passed in), so it is unit-tested.

import type { GameModule, ScenarioDef } from '../../engine/core/module.js';
import type { JsonValue } from '../../engine/core/types.js';

/** The scenario a game state was set up from, if the module has it. */
export function scenarioOf(module: GameModule | null, scenarioId: string | undefined): ScenarioDef | undefined {
  return module?.scenarios.find((s) => s.id === scenarioId);
}

/**
 * A phase's name in `lang`: scenario.data.phaseNames[id][lang], else its English name, else the id itself.
 * Module data is read defensively: a malformed entry falls back instead of throwing.
 */
export function phaseName(scenario: ScenarioDef | undefined, phaseId: string, lang: string): string {
  const table = scenario?.data?.phaseNames;
  if (!isObject(table)) return phaseId;
  const entry = table[phaseId];
  if (typeof entry === 'string' && entry.trim()) return entry;
  if (!isObject(entry)) return phaseId;
  for (const key of [lang, 'en']) {
    const v = entry[key];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return phaseId;
}

/** The turn's numbers for the status strip: the current turn and, when the scenario ends, its last turn. */
export function turnNumbers(scenario: ScenarioDef | undefined, turn: number): { turn: number; last?: number } {
  const last = scenario?.lastTurn;
  return typeof last === 'number' && Number.isFinite(last) && last > 0 ? { turn, last } : { turn };
}

/** The 1-based position of a phase in its turn and the number of phases (null when the phase is unknown). */
export function phasePosition(
  scenario: ScenarioDef | undefined,
  phaseId: string,
): { index: number; count: number } | null {
  const phases = scenario?.phases ?? [];
  const i = phases.indexOf(phaseId);
  return i < 0 ? null : { index: i + 1, count: phases.length };
}

function isObject(v: JsonValue | undefined): v is { [key: string]: JsonValue } {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
