import { describe, expect, it } from 'vitest';
import type { GameModule, ScenarioDef } from '../../engine/core/module.js';
import { phaseName, phasePosition, scenarioOf, turnNumbers } from './gametime.js';

const scenario = (data?: ScenarioDef['data'], lastTurn = 10): ScenarioDef => ({
  id: 'campaign',
  name: 'Campaign',
  firstTurn: 1,
  lastTurn,
  phases: ['air', 'partisans', 'actions-1'],
  firstSide: 'allied',
  placements: [],
  turns: [],
  data,
  prov: { source: 'rulebook', ref: '5' },
});

describe('phase names', () => {
  const s = scenario({
    phaseNames: {
      air: { en: 'I. Air Superiority Placement', es: 'I. Superioridad aérea' },
      partisans: { en: 'II. Partisans' },
      'actions-1': 'IV. Actions',
    },
  });

  it('uses the current language, then English, then the id', () => {
    expect(phaseName(s, 'air', 'es')).toBe('I. Superioridad aérea');
    expect(phaseName(s, 'air', 'en')).toBe('I. Air Superiority Placement');
    expect(phaseName(s, 'partisans', 'es')).toBe('II. Partisans');
    expect(phaseName(s, 'recovery-1', 'es')).toBe('recovery-1');
  });

  it('accepts a plain string name and survives missing or malformed data', () => {
    expect(phaseName(s, 'actions-1', 'es')).toBe('IV. Actions');
    expect(phaseName(scenario(), 'air', 'en')).toBe('air');
    expect(phaseName(scenario({ phaseNames: ['air'] }), 'air', 'en')).toBe('air');
    expect(phaseName(scenario({ phaseNames: { air: { en: '  ', es: 5 } } }), 'air', 'es')).toBe('air');
    expect(phaseName(undefined, 'air', 'en')).toBe('air');
  });

  it('finds the scenario of a game and the phase position in the turn', () => {
    const m = { scenarios: [s] } as unknown as GameModule;
    expect(scenarioOf(m, 'campaign')).toBe(s);
    expect(scenarioOf(m, 'other')).toBeUndefined();
    expect(scenarioOf(null, 'campaign')).toBeUndefined();
    expect(phasePosition(s, 'partisans')).toEqual({ index: 2, count: 3 });
    expect(phasePosition(s, 'nope')).toBeNull();
  });
});

describe('turn numbers', () => {
  it('gives the last turn when the scenario has one', () => {
    expect(turnNumbers(scenario(undefined, 10), 3)).toEqual({ turn: 3, last: 10 });
    expect(turnNumbers(scenario(undefined, 0), 3)).toEqual({ turn: 3 });
    expect(turnNumbers(undefined, 3)).toEqual({ turn: 3 });
  });
});
