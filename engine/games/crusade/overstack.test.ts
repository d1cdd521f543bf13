// §9.1.4 over-stacking (digest T-49): the opposing player eliminates units of an over-stacked space.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { campaignStart, crusadeModule, inSpace, varsOf } from './crusade.fixture.js';
import { adjacent } from './geo.js';
import { activate, move, opsAt } from './ops.fixture.js';
import { permanentLoss } from './overstack.js';
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
  it('derived: §9.1.4 lost for good when they could not retreat legally (every neighbour holds enemy units)', () => {
    const s0 = opsAt(campaignStart('1', 'advisory'), 1, 'NAT');
    const mover = inSpace(s0, 'ecija')[0]!;
    const over = apply(apply(s0, activate('ecija', 'move')), move([mover.id], ['sevilla']));
    expect(permanentLoss(crusadeModule, over, 'sevilla', 'NAT')).toBeNull();
    // A Republican unit (from the pool) in every space next to Sevilla: no retreat path is left (§11.4.5).
    const around = adjacent(crusadeModule, over, 'sevilla');
    const spare = over.pieces.filter((p) => p.kind === 'unit' && p.side === 'REP' && p.at.kind !== 'space');
    expect(spare.length).toBeGreaterThanOrEqual(around.length);
    const at = new Map(around.map((space, i) => [spare[i]!.id, space]));
    const boxed: GameState = {
      ...over,
      pieces: over.pieces.map((p) => (at.has(p.id) ? { ...p, at: { kind: 'space', space: at.get(p.id)! } } : p)),
    };
    expect(permanentLoss(crusadeModule, boxed, 'sevilla', 'NAT')).toBe('noRetreat');
    const victim = inSpace(boxed, 'sevilla')[0]!;
    const after = apply(boxed, { side: 'REP', verb: 'overstackLoss', args: { unit: victim.id } });
    expect(after.pieces.find((p) => p.id === victim.id)!.at).toEqual({ kind: 'box', box: 'removed' });
  });
});
