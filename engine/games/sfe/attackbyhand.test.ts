// An attack the rules forbid, by mode (attackbyhand.ts): enforced play refuses it; advisory play fights it as
// ordered and records the broken rule; honor play fights it; what cannot be fought at all is refused in every mode.

import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import { applyAction } from '../../core/apply.js';
import type { ChartDef, GameModule } from '../../core/module.js';
import type { ApplyResult, GameState } from '../../core/types.js';
import { sfeRules } from './rules.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';

const module = { ...testModule, charts: charts as unknown as ChartDef[] } as GameModule;
const D = 'C:4132';
/** Two hexes from D: not adjacent to it. */
const AWAY = 'C:4134';
/** A Soviet 4-6-3 corps in D. */
const soviet = (id: string) => piece(id, 'sov-inf', SOVIET, D);
const at = (mode: GameState['mode'], from = AWAY, defenders = 1, def = 'ger-inf'): GameState => ({
  ...position([piece('g', def, AXIS, from), ...Array.from({ length: defenders }, (_, i) => soviet(`s${i}`))], {
    step: 'combat',
    phase: 'combat',
  } as Partial<SfeVars>),
  mode,
});
const attack = (args: object) => ({ side: AXIS, verb: 'attack', args: args as never });
const rules = (r: ApplyResult) => r.violations.map((v) => v.rule);
const done = (r: ApplyResult): Extract<ApplyResult, { ok: true }> => {
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r;
};

describe('an attack the rules forbid, by mode (§9.0)', () => {
  const order = attack({ pieces: ['g'], hex: D });

  it('§9.0 enforced still refuses an attack on a hex the attacker is not adjacent to', () => {
    const r = applyAction(sfeRules, module, at('enforced'), order);
    expect(r.ok).toBe(false);
    expect(rules(r).length).toBeGreaterThan(0);
  });

  it('§9.0 in advisory mode an attack from beyond the adjacent hexes is fought by hand and flagged', () => {
    const flagged = rules(applyAction(sfeRules, module, at('enforced'), order));
    const r = done(applyAction(sfeRules, module, at('advisory'), order));
    expect(rules(r)).toEqual(flagged);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'attack', pieces: ['g'], to: D }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'combat', hex: D, attackers: ['g'] }));
  });

  it('§9.0 in honor mode it is fought by hand, no rule recorded', () => {
    const r = done(applyAction(sfeRules, module, at('honor'), order));
    expect(r.violations).toEqual([]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'combat', hex: D }));
  });

  it('§9.01 in honor mode odds below the chart are read at its first column', () => {
    // a 2-2-4 brigade on three 4-6-3 corps: 2 to 18, below 1-6
    const s = at('honor', 'C:4131', 3, 'ger-brig');
    expect(rules(applyAction(sfeRules, module, { ...s, mode: 'enforced' }, order))).toEqual(['sfe.attack.odds']);
    const r = done(applyAction(sfeRules, module, s, order));
    const combat = r.events.find((e) => e.type === 'combat')!;
    expect(combat.column).toBe(String(charts.find((c) => c.id === 'ground-combat')!.columns[0]));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'attack' }));
  });

  it('§9.0 a legal attack in honor mode is fought as the rules order it, not by hand', () => {
    const r = done(applyAction(sfeRules, module, at('honor', 'C:4131'), order));
    expect(r.events.some((e) => e.type === 'byHand')).toBe(false);
    expect(r.events.some((e) => e.type === 'combat')).toBe(true);
  });

  it('§9.0 in every mode no attack is fought with enemy units or on a hex with no enemy', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      expect(applyAction(sfeRules, module, at(mode), attack({ pieces: ['s0'], hex: D })).ok).toBe(false);
      expect(applyAction(sfeRules, module, at(mode), attack({ pieces: ['g'], hex: 'C:4133' })).ok).toBe(false);
    }
  });
});
