import { describe, expect, it } from 'vitest';
import { defenderEliminated, dl1AsRetreat, stepLossChoices } from './steps.js';
import { canCancelRetreat, lossNumberPlans, retreatedUnitsAttacked, type LnUnit } from './loss-number.js';
import { factorLossPlans } from './factor-losses.js';
import { fireRetreatSpaces, fireWinner } from './fire.js';

describe('step losses (Isabella 13.15-13.19, 2.10)', () => {
  it('13.17 AL1: the attacker chooses any one step among his involved units', () => {
    const c = stepLossChoices(
      [
        { id: 'a', steps: 2 },
        { id: 'b', steps: 1 },
      ],
      1,
    );
    expect(c.map((x) => x.losses)).toEqual([
      [{ unit: 'a', steps: 1, outcome: 'reduced' }],
      [{ unit: 'b', steps: 1, outcome: 'eliminated' }],
    ]);
  });
  it('2.10 (derived test, digest R16): a 2-step unit losing a step is reduced; a reduced or 1-step unit is eliminated', () => {
    expect(stepLossChoices([{ id: 'x', steps: 2 }], 1)[0]!.losses).toEqual([
      { unit: 'x', steps: 1, outcome: 'reduced' },
    ]);
    expect(stepLossChoices([{ id: 'x', steps: 2 }], 2)[0]!.losses).toEqual([
      { unit: 'x', steps: 2, outcome: 'eliminated' },
    ]);
    expect(stepLossChoices([{ id: 'x', steps: 1 }], 1)[0]!.losses[0]!.outcome).toBe('eliminated');
  });
  it('asking for more steps than the force has removes them all', () => {
    const c = stepLossChoices([{ id: 'x', steps: 1 }], 3);
    expect(c).toEqual([{ losses: [{ unit: 'x', steps: 1, outcome: 'eliminated' }], removed: 1 }]);
    expect(() => stepLossChoices([{ id: 'x', steps: 0 }], 1)).toThrow(/"x"/);
  });
  it('13.19 DE: one-step defenders are eliminated, two-step defenders reduced and stay', () => {
    expect(
      defenderEliminated([
        { id: 'full', steps: 2 },
        { id: 'one', steps: 1 },
      ]),
    ).toEqual([
      { unit: 'full', steps: 1, outcome: 'reduced' },
      { unit: 'one', steps: 1, outcome: 'eliminated' },
    ]);
  });
  it('13.18: DL1 may become DR only outside a city and only with a retreat hex', () => {
    expect(dl1AsRetreat({ inCity: false, retreatPossible: true }).allowed).toBe(true);
    expect(dl1AsRetreat({ inCity: true, retreatPossible: true }).allowed).toBe(false);
    expect(dl1AsRetreat({ inCity: false, retreatPossible: false }).reason).toMatch(/no eligible retreat hex/);
  });
});

describe('Loss Numbers (Crusade 11.3)', () => {
  const fullCorps: LnUnit = { id: 'fullCorps', lf: 3, steps: 2, corps: true };
  const redCorps: LnUnit = { id: 'redCorps', lf: 3, steps: 1, corps: true };
  it('11.3.4 example 1 (T-22): LN 5 = reduced corps eliminated (3), replacing division eliminated (2); full corps untouched', () => {
    const units = [
      { ...fullCorps, replacement: { id: 'div', lf: 1, steps: 2 } },
      { ...redCorps, replacement: { id: 'div', lf: 1, steps: 2 } },
    ];
    const c = lossNumberPlans(units, 5);
    expect(c.best).toBe(5);
    expect(c.plans).toHaveLength(1);
    expect(c.plans[0]!.losses).toEqual([
      { unit: 'redCorps', steps: 1, lf: 3, eliminated: true },
      { unit: 'div', steps: 2, lf: 1, eliminated: true, replaces: 'redCorps' },
    ]);
    expect(c.plans[0]!.permanent).toEqual([]);
    // "one step from each corps" (6) exceeds the LN: no plan takes it.
    expect(c.plans.some((p) => p.losses.filter((l) => l.lf === 3).length === 2)).toBe(false);
  });
  it('11.3.4 example 2 (T-23): two full corps and LN 5 -> exactly one corps reduced, 2 ignored', () => {
    const c = lossNumberPlans(
      [
        { ...fullCorps, id: 'k1' },
        { ...fullCorps, id: 'k2' },
      ],
      5,
    );
    expect(c.best).toBe(3);
    expect(c.plans.map((p) => p.losses)).toEqual([
      [{ unit: 'k2', steps: 1, lf: 3, eliminated: false }],
      [{ unit: 'k1', steps: 1, lf: 3, eliminated: false }],
    ]);
  });
  it('11.3.5.1 example (T-24): no division in the Reserve, LN 4 or 5 -> reduced corps permanently eliminated', () => {
    for (const ln of [4, 5]) {
      const c = lossNumberPlans([fullCorps, { ...redCorps, replacement: null }], ln);
      expect(c.best).toBe(ln);
      expect(c.plans).toHaveLength(1);
      expect(c.plans[0]!.permanent).toEqual(['redCorps']);
      expect(c.plans[0]!.losses.find((l) => l.unit === 'fullCorps')).toBeUndefined();
      expect(c.plans[0]!.losses.some((l) => l.hypothetical)).toBe(true);
    }
  });
  it('11.4.3 example (T-25): two full divisions in a Mountain take LN 2, then may cancel the retreat with a third step', () => {
    const c = lossNumberPlans(
      [
        { id: 'd1', lf: 1, steps: 2 },
        { id: 'd2', lf: 1, steps: 2 },
      ],
      2,
    );
    expect(c.best).toBe(2);
    // Both reduced is one of the owner's choices (the example's), as is one division eliminated.
    expect(c.plans.some((p) => p.losses.length === 2 && p.losses.every((l) => l.steps === 1))).toBe(true);
    expect(canCancelRetreat({ terrainAllows: true, stepsLeft: 2 }).allowed).toBe(true);
    expect(canCancelRetreat({ terrainAllows: false, stepsLeft: 2 }).allowed).toBe(false); // open space
  });
  it('11.4.5.1 example (T-27): reduced corps alone, LN 4 -> corps replaced (3), division reduced (1); it cannot cancel', () => {
    const c = lossNumberPlans(
      [{ id: 'IAC', lf: 3, steps: 1, corps: true, replacement: { id: 'div', lf: 1, steps: 2 } }],
      4,
    );
    expect(c.plans).toHaveLength(1);
    expect(c.plans[0]!.losses.map((l) => [l.unit, l.steps])).toEqual([
      ['IAC', 1],
      ['div', 1],
    ]);
    expect(canCancelRetreat({ terrainAllows: true, stepsLeft: 1 }).allowed).toBe(false);
    // "suffers a four LN while inflicting three": NAT wins, and a difference of one is a one-space retreat (11.4.2)
    expect(fireWinner(4, 3)).toBe('attacker');
    expect(fireRetreatSpaces(4, 3, true)).toBe(1);
  });
  it('11.3.6-11.3.7: first losses by AFR and armor when they do not reduce the total, AFR before armor', () => {
    const units: LnUnit[] = [
      { id: 'afr', lf: 1, steps: 2, tags: ['afr'] },
      { id: 'inf', lf: 1, steps: 2 },
      { id: 'tank', lf: 1, steps: 1, tags: ['armor'] },
    ];
    const one = lossNumberPlans(units, 1, ['afr', 'armor']);
    expect(one.plans.map((p) => p.losses.map((l) => l.unit))).toEqual([['afr']]);
    const two = lossNumberPlans(units, 2, ['afr', 'armor']);
    expect(two.plans.map((p) => p.losses.map((l) => l.unit).sort())).toEqual([['afr', 'tank']]);
    // A first-loss unit whose LF would exceed the LN is passed over: the total always comes first.
    const big = lossNumberPlans(
      [
        { id: 'afrCorps', lf: 3, steps: 2, tags: ['afr'] },
        { id: 'inf', lf: 1, steps: 2 },
      ],
      2,
      ['afr'],
    );
    expect(big.best).toBe(2);
    expect(big.plans[0]!.losses.map((l) => l.unit)).toEqual(['inf']);
  });
  it('rejects bad input', () => {
    expect(() => lossNumberPlans([], -1)).toThrow(/Loss Number/);
    expect(() => lossNumberPlans([{ id: 'z', lf: 0, steps: 1 }], 1)).toThrow(/"z"/);
  });
});

describe('factor losses (SFE 10.02)', () => {
  it('10.02 example (T09): a 10-10-4 pays a loss of 6 by flipping to 4-4-4, a loss of 10 by elimination', () => {
    const corps = [{ id: 'g', factor: 10, reducedFactor: 4 }];
    expect(factorLossPlans(corps, 6).plans).toEqual([
      { actions: [{ unit: 'g', action: 'flip', credit: 6 }], total: 6 },
    ]);
    expect(factorLossPlans(corps, 10).plans).toEqual([
      { actions: [{ unit: 'g', action: 'eliminate', credit: 10 }], total: 10 },
    ]);
  });
  it('the loss is a minimum paid with the least overshoot; when it cannot be met everything goes', () => {
    const r = factorLossPlans(
      [
        { id: 'a', factor: 4 },
        { id: 'b', factor: 6 },
      ],
      5,
    );
    expect(r.plans.map((p) => p.total)).toEqual([6]);
    const all = factorLossPlans([{ id: 'a', factor: 4 }], 9);
    expect(all.met).toBe(false);
    expect(all.plans[0]!.actions).toEqual([{ unit: 'a', action: 'eliminate', credit: 4 }]);
  });
  it('a constraint narrows the plans (SFE 12.03: at least half the losses from armor when the bonus was used)', () => {
    const units = [
      { id: 'pz', factor: 6 },
      { id: 'inf', factor: 6 },
    ];
    const armor = (p: { actions: { unit: string; credit: number }[]; total: number }) =>
      p.actions.filter((a) => a.unit === 'pz').reduce((s, a) => s + a.credit, 0) * 2 >= p.total;
    expect(factorLossPlans(units, 5, armor).plans.map((p) => p.actions.map((a) => a.unit))).toEqual([['pz']]);
  });
});

describe('SFE 10.01-10.02 exchanges paid in printed factors', () => {
  it('10.02 note (T10): an attacker with fewer printed factors than the defender lost is wiped out by EX', () => {
    // The defender lost 10 printed defence factors; the attackers have 4 + 4 printed attack factors
    // (they reached 1-1 only with air support, which never counts toward losses, 10.04).
    const r = factorLossPlans(
      [
        { id: 'a1', factor: 4, reducedFactor: 2 },
        { id: 'a2', factor: 4 },
      ],
      10,
    );
    expect(r.met).toBe(false);
    expect(r.plans[0]!.actions.map((a) => [a.unit, a.action])).toEqual([
      ['a1', 'eliminate'],
      ['a2', 'eliminate'],
    ]);
  });
  it('10.01 HX: the attacker removes attack factors equal to half the defence factors lost (here 10 -> 5)', () => {
    const r = factorLossPlans(
      [
        { id: 'pz', factor: 10, reducedFactor: 4 },
        { id: 'inf', factor: 4 },
      ],
      10 / 2,
    );
    expect(r.plans.map((p) => p.actions.map((a) => `${a.unit}:${a.action}`))).toEqual([['pz:flip']]);
  });
});

describe('Crusade 11.4.6 (T-50): units that already retreated into a re-attacked space', () => {
  it('are eliminated at once when the enemy Loss Number is at least 1, and do not count toward it', () => {
    expect(retreatedUnitsAttacked(['r1'], 1).eliminated).toEqual(['r1']);
    expect(retreatedUnitsAttacked(['r1'], 0).eliminated).toEqual([]);
    // The remaining defender still takes the whole LN of 1 itself.
    expect(lossNumberPlans([{ id: 'stayer', lf: 1, steps: 2 }], 1).best).toBe(1);
  });
});
