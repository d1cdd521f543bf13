// §9.1.4 over-stacking (digest T-49): the opposing player eliminates units of an over-stacked space.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, inSpace, varsOf } from './crusade.fixture.js';
import { activate, move, opsAt } from './ops.fixture.js';
import { crusadeRules } from './rules.js';

const apply = (s: GameState, a: Parameters<typeof crusadeRules.reduce>[2]): GameState => {
  const r = crusadeRules.reduce(crusadeModule, s, a);
  if ('violations' in r) throw new Error(r.violations[0]!.message);
  return r.state;
};

describe('over-stacking (§9.1.4)', () => {
  it('T-49: a fourth unit moved into Sevilla (advisory): the Republican eliminates one, then the game goes on', () => {
    const s0 = opsAt(campaignStart('1', 'advisory'), 1, 'NAT');
    const mover = inSpace(s0, 'ecija')[0]!;
    expect(inSpace(s0, 'sevilla')).toHaveLength(3);
    const moving = apply(s0, activate('ecija', 'move'));
    const step = move([mover.id], ['sevilla']);
    expect(crusadeRules.check(crusadeModule, moving, step).map((v) => v.rule)).toContain('crusade.stacking');
    const over = apply(moving, step);
    expect([varsOf(over).step, crusadeRules.toAct(crusadeModule, over)]).toEqual(['overstack', ['REP']]);
    const choices = crusadeRules.view(crusadeModule, over, 'REP').legalActions;
    expect(choices.map((a) => a.args!.unit).sort()).toEqual(
      inSpace(over, 'sevilla')
        .map((p) => p.id)
        .sort(),
    );
    const victim = inSpace(over, 'sevilla')[0]!;
    const after = apply(over, { side: 'REP', verb: 'overstackLoss', args: { unit: victim.id } });
    expect(after.pieces.find((p) => p.id === victim.id)!.at).toEqual({ kind: 'box', box: 'eliminated-NAT' });
    // The move was the OPS' last (one point): the game goes on where that action left it (the Republican round).
    const left = varsOf(over).extra.overstack as { step: string };
    expect([varsOf(after).step, crusadeRules.toAct(crusadeModule, after)]).toEqual([left.step, [after.activeSide]]);
    expect(inSpace(after, 'sevilla')).toHaveLength(3);
  });
  it('derived: enforced mode never over-stacks (the move is refused)', () => {
    const s0 = opsAt(campaignStart('1', 'enforced'), 1, 'NAT');
    const mover = inSpace(s0, 'ecija')[0]!;
    const moving = apply(s0, activate('ecija', 'move'));
    expect(crusadeRules.check(crusadeModule, moving, move([mover.id], ['sevilla']))).not.toEqual([]);
  });
});
