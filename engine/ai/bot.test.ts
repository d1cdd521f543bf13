// A bot decides from its side's view only: given two states that differ only in what its side may not see (the
// units under an enemy stack, the enemy's units off the map, the dice to come), it makes the same decision. The
// check runs for every bot the arena knows, on positions of a real game of Operation Isabella (fog of war, 6.8).

import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/types.js';
import { seededRandom } from '../core/random-player.js';
import { sideView } from '../core/sideview.js';
import { isabellaModule as module } from '../games/isabella/isabella.fixture.js';
import { isabellaRules as rules } from '../games/isabella/rules.js';
import { isabella } from '../games/isabella/index.js';
import { otherTruth } from '../games/isabella/truth.fixture.js';
import { askBot, type Bot } from './bot.js';
import { BOT_IDS, botFor } from './index.js';
import { playMatch } from './match.js';
import { randomBot } from './random.js';
import { DEFAULT_LEVEL, type SearchKit, searchBot } from './search.js';

/** Isabella's kit for the search bot, as botFor builds it. */
const searchKit = (): SearchKit => ({
  over: isabella.fuzz!.over,
  evaluate: isabella.evaluate!,
  policy: isabella.policy!,
});

/** The positions of the first `n` actions of a game between random bots. */
function positions(n: number, seed: number): GameState[] {
  const out: GameState[] = [];
  const bots = { allied: randomBot, axis: randomBot };
  const m = playMatch(rules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, bots, seed, {
    over: (s) => isabella.fuzz!.over(s) || out.push(s) > n,
    result: () => null,
  });
  expect(m.failure).toBeNull();
  return out;
}

describe('bots see only their side’s view', () => {
  it('every bot decides the same on the same view whatever the hidden truth (Isabella, fog of war 6.8)', () => {
    const states = positions(400, 3);
    let compared = 0;
    for (const id of BOT_IDS) {
      const found = botFor(id, rules.id);
      if (typeof found === 'string') throw new Error(found);
      // The search is slow at its default level: a small one, on every twentieth position; the tree search here,
      // the portfolio search over the game's plans below.
      const bot = id === 'search' ? searchBot(searchKit(), { ...DEFAULT_LEVEL, iterations: 6, depth: 4 }) : found;
      for (const state of id === 'search' ? states.filter((_, i) => i % 20 === 0) : states) {
        for (const side of rules.toAct(module, state)) {
          const other = otherTruth(state, side);
          if (!other) continue;
          // The hidden truth differs but the side's view does not.
          expect(other.pieces).not.toEqual(state.pieces);
          expect(sideView(rules, module, other, side)).toEqual(sideView(rules, module, state, side));
          const d1 = askBot(bot, rules, module, state, side, seededRandom(11));
          const d2 = askBot(bot, rules, module, other, side, seededRandom(11));
          expect(d2).toEqual(d1);
          compared++;
        }
      }
    }
    // The game reached positions with hidden enemy units for the check to mean something.
    expect(compared).toBeGreaterThan(50);
  });

  it("the portfolio search decides the same on the same view whatever the hidden truth (Isabella's plans)", () => {
    const plans = isabella.plans ?? [];
    expect(plans.length).toBeGreaterThan(0);
    const bot = searchBot({ ...searchKit(), plans }, DEFAULT_LEVEL, { turns: 0, depth: 40, samples: 2, margin: 0.02 });
    let compared = 0;
    for (const state of positions(400, 3).filter((_, i) => i % 10 === 0)) {
      for (const side of rules.toAct(module, state)) {
        const other = otherTruth(state, side);
        if (!other) continue;
        expect(askBot(bot, rules, module, other, side, seededRandom(11))).toEqual(
          askBot(bot, rules, module, state, side, seededRandom(11)),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('a bot is handed its view and no game state: no dice generator, no unit its side may not see', () => {
    const state = positions(150, 5).at(-1)!;
    const side = rules.toAct(module, state)[0]!;
    let given: unknown = null;
    const probe: Bot = {
      id: 'probe',
      decide(input) {
        given = input;
        return randomBot.decide(input);
      },
    };
    askBot(probe, rules, module, state, side, seededRandom(1));
    const input = given as Record<string, unknown> & { view: { state: Record<string, unknown> } };
    expect(Object.keys(input).sort()).toEqual(['module', 'random', 'rules', 'view']);
    expect('rng' in input.view.state).toBe(false);
    expect(input.view).toEqual(sideView(rules, module, state, side));
  });
});

describe('a game between bots', () => {
  const base = { scenarioId: 'campaign', mode: 'enforced' as const, options: {} };
  const fuzz = isabella.fuzz!;

  it('two random bots play Operation Isabella to its end, every action through the rules', () => {
    const m = playMatch(rules, module, base, { allied: randomBot, axis: randomBot }, 1, fuzz);
    expect(m.failure).toBeNull();
    expect(fuzz.over(m.state)).toBe(true);
    expect(m.result).not.toBeNull();
    expect(m.decisions.length).toBe(m.log.length);
    expect(new Set(m.decisions.map((d) => d.side))).toEqual(new Set(['allied', 'axis']));
  });

  it('a bot that plays an action the rules refuse ends the game as a failure naming it', () => {
    const cheat: Bot = {
      id: 'cheat',
      decide: ({ view }) => ({
        action: { side: view.side, verb: 'move', args: { unit: 'nobody', path: [] } },
        reason: { id: 'cheat' },
      }),
    };
    const m = playMatch(rules, module, base, { allied: cheat, axis: cheat }, 1, fuzz);
    expect(m.failure?.problem).toMatch(/the cheat bot played an illegal action/);
    expect(m.log).toHaveLength(0);
  });

  it('a bot with no decision is a dead end, and a game past its cap is a failure', () => {
    const mute: Bot = { id: 'mute', decide: () => null };
    expect(playMatch(rules, module, base, { allied: mute, axis: mute }, 1, fuzz).failure?.problem).toMatch(
      /dead end: the mute bot/,
    );
    const capped = playMatch(rules, module, base, { allied: randomBot, axis: randomBot }, 1, {
      ...fuzz,
      maxActions: 30,
    });
    expect(capped.failure?.problem).toMatch(/no result after 30 actions/);
  });
});
