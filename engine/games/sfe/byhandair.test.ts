// The modes on an air mission the rules forbid (byhandair.ts): enforced play refuses it; advisory play flies it by
// hand and records the broken rule; honor play flies it; what cannot be flown at all is refused in every mode.

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState } from '../../core/types.js';
import { airOf } from './air.js';
import { airModule, airPosition, unit } from './air.fixture.js';
import { sfeRules } from './rules.js';
import { AXIS, SOVIET, varsOf } from './state.js';

const WARSAW = 'C:4546';
const BREST = 'C:4643';
const pieces = [
  unit('kg', 'ger-B', AXIS, WARSAW),
  unit('hb', 'ger-HB', AXIS, WARSAW),
  unit('sov', 'sov-4', SOVIET, BREST),
  unit('ger', 'ger-inf', AXIS, 'C:4544'),
];
const at = (mode: GameState['mode']) => ({
  ...airPosition(pieces, { air: { stage: 'offence', sorties: [], flown: {}, launched: {} } }),
  mode,
});
const fly = (piece: string, mission: string, hex: string, side = AXIS) => ({
  side,
  verb: 'fly',
  args: { piece, mission, hex },
});
const rules = (r: { violations: { rule: string }[] }) => r.violations.map((v) => v.rule);

describe('an air mission the rules forbid, by mode (§15-§16)', () => {
  // §16.12 heavy bombers fly no air support
  const support = fly('hb', 'offensive-support', BREST);

  it('§16.12 enforced still refuses heavy bombers on offensive support', () => {
    const r = applyAction(sfeRules, airModule, at('enforced'), support);
    expect(r.ok).toBe(false);
    expect(rules(r)).toEqual(['sfe.air.type']);
  });

  it('§16.12 advisory and honor play fly it by hand: the sortie allocated, the log saying so', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const r = applyAction(sfeRules, airModule, at(mode), support);
      if (!r.ok) throw new Error(mode);
      expect(rules(r), mode).toEqual(mode === 'advisory' ? ['sfe.air.type'] : []);
      const air = airOf(varsOf(r.state));
      expect(air.sorties).toEqual([
        expect.objectContaining({ piece: 'hb', side: AXIS, mission: 'offensive-support', hex: BREST, base: WARSAW }),
      ]);
      expect(air.sorties[0]!.bombing).toBeGreaterThan(0);
      expect(air.flown.hb).toBe('offensive-support');
      expect(air.launched[WARSAW]).toBe(1);
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'fly', pieces: ['hb'] }));
    }
  });

  it('§15.01 in every mode no mission by an enemy air unit, nor an unknown mission', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      expect(applyAction(sfeRules, airModule, at(mode), fly('sov', 'interdiction', WARSAW)).ok, mode).toBe(false);
      expect(applyAction(sfeRules, airModule, at(mode), fly('kg', 'strafing', BREST)).ok, mode).toBe(false);
    }
  });
});
