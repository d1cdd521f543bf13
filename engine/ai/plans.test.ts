// The portfolio search (plans.ts): the policy's and the plans' choices weighed by playing each on from the same
// samples of the view; the policy's choice kept unless another beats it by the margin; nothing weighed when they
// all agree; the host's budget obeyed.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/types.js';
import { randomAction, seededRandom } from '../core/random-player.js';
import { sideView } from '../core/sideview.js';
import { gameAt, isabellaModule } from '../games/isabella/isabella.fixture.js';
import { isabella } from '../games/isabella/index.js';
import { isabellaRules } from '../games/isabella/rules.js';
import { coinGame as coinPick } from './coin.fixture.js';
import { type Plan, choicesOf, planSearch, weighChoices } from './plans.js';
import type { SearchKit } from './search.js';

/** The coin game (coin.fixture.ts) with the input the portfolio search is asked from: 'me' to pick. */
function coinGame(values: { a: number; b: number }, heads = 1) {
  const g = coinPick(values, heads);
  const input = (random = seededRandom(3), outOfTime?: () => boolean) => ({
    module: g.module,
    rules: g.rules,
    view: sideView(g.rules, g.module, g.start, 'me'),
    random,
    ...(outOfTime ? { outOfTime } : {}),
  });
  return { ...g, input };
}

const level = { turns: 1, depth: 10, samples: 12, margin: 0.1 };

describe("the portfolio search keeps the policy's choice unless a plan beats it by the margin", () => {
  it("b (a plan) is played when worth 0.8 against the policy's 0.5, not when worth 0.55", () => {
    const pick = (b: number) => {
      const g = coinGame({ a: 0.5, b });
      const plans: Plan[] = [{ id: 'bold', decide: g.picks('b') }];
      return planSearch(g.input(), g.kit, plans, level)!;
    };
    expect(pick(0.8)).toMatchObject({ action: { verb: 'b' }, reason: { id: 'test.b' } });
    expect(pick(0.55)).toMatchObject({ action: { verb: 'a' }, reason: { id: 'test.a' } });
  });

  it('a line the sample does not allow counts as lost: b on heads only, one time in five, is not played', () => {
    const g = coinGame({ a: 0.5, b: 1 }, 0.2);
    const choices = choicesOf(g.input(), g.kit, [{ id: 'bold', decide: g.picks('b') }]);
    weighChoices(g.input(seededRandom(8)), g.kit, choices, level);
    const heads = g.coins.filter((c) => c === 1).length;
    expect(choices[1]!.total).toBe(heads);
    expect(heads).toBeLessThan(6);
    const g2 = coinGame({ a: 0.5, b: 1 }, 0.2);
    expect(
      planSearch(g2.input(seededRandom(8)), g2.kit, [{ id: 'bold', decide: g2.picks('b') }], level)!.action.verb,
    ).toBe('a');
  });
});

describe('the portfolio search weighs only what needs weighing', () => {
  it('when the policy and every plan choose the same action it is played at once: no sample drawn', () => {
    const g = coinGame({ a: 0.5, b: 1 });
    const plans: Plan[] = [{ id: 'same', decide: g.picks('a') }];
    expect(planSearch(g.input(), g.kit, plans, level)).toMatchObject({ action: { verb: 'a' } });
    expect(g.coins).toHaveLength(0);
  });

  it("a plan for the other side is not asked; the choices are one per distinct action, the policy's first", () => {
    const g = coinGame({ a: 0.5, b: 1 });
    const plans: Plan[] = [
      { id: 'foe', side: 'them', decide: g.picks('b') },
      { id: 'same', side: 'me', decide: g.picks('a') },
    ];
    const choices = choicesOf(g.input(), g.kit, plans);
    expect(choices.map((c) => c.plans)).toEqual([['policy', 'same']]);
  });

  it('every choice is played on from the same samples: one sample drawn for all, one reduce per choice', () => {
    const g = coinGame({ a: 0.5, b: 1 });
    const choices = choicesOf(g.input(), g.kit, [{ id: 'bold', decide: g.picks('b') }]);
    const n = weighChoices(g.input(), g.kit, choices, level);
    expect(n).toBe(12);
    expect(g.coins).toHaveLength(12);
    expect(g.reducedCalls()).toBe(24);
    expect(choices.map((c) => c.samples)).toEqual([12, 12]);
  });

  it("stops when the host's budget is spent, dropping the sample it cut short", () => {
    const g = coinGame({ a: 0.5, b: 1 });
    const choices = choicesOf(g.input(), g.kit, [{ id: 'bold', decide: g.picks('b') }]);
    // Asked before a sample and after it: the second sample finds the budget spent at its end.
    let asked = 0;
    expect(
      weighChoices(
        g.input(seededRandom(3), () => ++asked > 3),
        g.kit,
        choices,
        level,
      ),
    ).toBe(1);
    expect(choices.map((c) => c.samples)).toEqual([1, 1]);
    expect(g.coins).toHaveLength(2);
  });

  it("plays the policy's choice when the budget allows no whole sample, however good another looks", () => {
    const g = coinGame({ a: 0.5, b: 1 });
    const d = planSearch(
      g.input(seededRandom(3), () => true),
      g.kit,
      [{ id: 'bold', decide: g.picks('b') }],
      level,
    );
    expect(d).toMatchObject({ action: { verb: 'a' }, reason: { id: 'test.a' } });
    expect(g.coins).toHaveLength(0);
  });
});

describe('the portfolio search on Operation Isabella', () => {
  const module = isabellaModule;
  const rules = isabellaRules;
  const kit: SearchKit = { over: isabella.fuzz!.over, evaluate: isabella.evaluate!, policy: isabella.policy! };
  const position = (): GameState =>
    gameAt({ '1321': ['us-1id'], '1520': ['us-34id'], '1419': ['de-7pz'], '2816': ['de-1ss'] }, { beachhead: '1321' });
  const wild: Plan = {
    id: 'wild',
    decide: ({ view, random }) => {
      const a = randomAction(view.legalActions, view.side, random);
      return a ? { action: a, reason: { id: 'bot.random' } } : null;
    },
  };

  it('plays one of the choices, listed by its view, the same one for the same seed', () => {
    const view = sideView(rules, module, position(), 'allied');
    const listed = view.legalActions.map((a) => JSON.stringify([a.verb, a.args]));
    const ask = () =>
      planSearch({ module, rules, view, random: seededRandom(5) }, kit, [wild], { ...level, samples: 3 });
    const d = ask()!;
    expect(listed).toContain(JSON.stringify([d.action.verb, d.action.args]));
    expect(ask()).toEqual(d);
    const choices = choicesOf({ module, rules, view, random: seededRandom(5) }, kit, [wild]);
    expect(choices.map((c) => JSON.stringify(c.decision.action))).toContain(JSON.stringify(d.action));
  });
});
