import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import { initI18n, setLanguage } from '../i18n/index.js';
import { rulesPhaseName, sideToPlay } from './status.js';

const withRules = (rules: string) => ({ manifest: { rules } }) as unknown as GameModule;

describe('the status line names the phase', () => {
  it("names Crusade's phases in the page's language (state.phase ids)", () => {
    initI18n('en');
    const crusade = withRules('crusade');
    expect(rulesPhaseName(crusade, 'draw')).toBe('Draw Strategy Cards Phase');
    expect(rulesPhaseName(crusade, 'action')).toBe('Action Phase');
    expect(rulesPhaseName(crusade, 'war-status')).toBe('War Status Phase');
    expect(rulesPhaseName(crusade, 'replacement')).toBe('Replacement Phase');
    expect(rulesPhaseName(crusade, 'end')).toBe('End of Turn');
    expect(rulesPhaseName(crusade, 'deployment')).toBe('Initial Corps Deployment');
    expect(rulesPhaseName(crusade, 'over')).toBe('Game over');
    setLanguage('es');
    expect(rulesPhaseName(crusade, 'action')).toBe('Fase de acción');
    expect(rulesPhaseName(crusade, 'draw')).toBe('Fase de robo de cartas de estrategia');
  });

  it('gives null for a phase or rules the catalogue does not name (the scenario or the id decides)', () => {
    initI18n('en');
    expect(rulesPhaseName(withRules('crusade'), 'nonsense')).toBeNull();
    expect(rulesPhaseName(withRules('isabella'), 'air')).toBeNull();
    expect(rulesPhaseName(withRules('crusade'), '../x')).toBeNull();
    expect(rulesPhaseName(null, 'action')).toBeNull();
  });
});

describe('the status line names the side to play', () => {
  it("the active side, unless the rules ask the other one (a defender inside the attacker's round)", () => {
    expect(sideToPlay('NAT', ['REP'])).toBe('REP');
    expect(sideToPlay('NAT', ['NAT'])).toBe('NAT');
    // A table: anyone may act, the active side is named; the game over: nobody acts.
    expect(sideToPlay('axis', ['allied', 'axis'])).toBe('axis');
    expect(sideToPlay('axis', [])).toBe('axis');
  });
});
