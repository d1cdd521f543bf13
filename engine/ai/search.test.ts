// The search bot (ISMCTS over the bot's view): legal, deterministic for a seed, stopped by the host's budget, and
// its choices follow the values its rollouts bring back.

import { describe, expect, it } from 'vitest';
import type { GameState } from '../core/types.js';
import { seededRandom } from '../core/random-player.js';
import { sideView } from '../core/sideview.js';
import { gameAt, isabellaModule as module } from '../games/isabella/isabella.fixture.js';
import { isabella } from '../games/isabella/index.js';
import { isabellaRules as rules } from '../games/isabella/rules.js';
import { askBot } from './bot.js';
import { coinGame } from './coin.fixture.js';
import { DEFAULT_LEVEL, type SearchKit, search, searchBot, searchRoot } from './search.js';

const kit: SearchKit = { over: isabella.fuzz!.over, evaluate: isabella.evaluate!, policy: isabella.policy! };
const small = { ...DEFAULT_LEVEL, iterations: 12, depth: 4, width: 4 };
/** Mid-game: German units near an Allied beachhead guarded by one division, the Allies to move. */
const position = (): GameState =>
  gameAt({ '1321': ['us-1id'], '1520': ['us-34id'], '1419': ['de-7pz'], '2816': ['de-1ss'] }, { beachhead: '1321' });

describe('the search bot', () => {
  it('plays one of the actions its view lists, the same one for the same seed', () => {
    const s = position();
    const listed = sideView(rules, module, s, 'allied').legalActions.map((a) => JSON.stringify([a.verb, a.args]));
    const bot = searchBot(kit, small);
    const d1 = askBot(bot, rules, module, s, 'allied', seededRandom(5))!;
    const d2 = askBot(bot, rules, module, s, 'allied', seededRandom(5))!;
    expect(listed).toContain(JSON.stringify([d1.action.verb, d1.action.args]));
    expect(d2).toEqual(d1);
    expect(d1.reason).toMatchObject({ id: 'bot.search.searched', params: { playouts: 12 } });
  });

  it("stops when the host's budget is spent, after at least one playout", () => {
    const view = sideView(rules, module, position(), 'allied');
    let asked = 0;
    const d = search({ module, rules, view, random: seededRandom(2), outOfTime: () => ++asked > 3 }, kit, small);
    // The first playout runs whole; the budget is asked before each later one and at each of its steps.
    expect(d?.reason).toMatchObject({ id: 'bot.search.searched', params: { playouts: 2 } });
  });

  it('chooses the action whose rollouts are worth most to it', () => {
    // An evaluation that prizes one thing only: Allied units in Madrid's direction. With no policy to suggest
    // moves, the search must find the move toward Madrid among random candidates by its rollouts' values alone.
    const towardMadrid: SearchKit = {
      over: kit.over,
      evaluate: (_m, st, side) => {
        const u = st.pieces.find((p) => p.id === 'us-34id');
        const col = u?.at.kind === 'hex' ? Number(u.at.hex.slice(0, 2)) : 0;
        const v = Math.min(1, col / 28);
        return side === 'allied' ? v : 1 - v;
      },
    };
    const view = sideView(rules, module, position(), 'allied');
    const d = search({ module, rules, view, random: seededRandom(9) }, towardMadrid, {
      iterations: 80,
      depth: 1,
      width: 12,
      exploration: 0.3,
    })!;
    expect(d.action.verb).toBe('move');
    expect(d.action.args.piece).toBe('us-34id');
    const to = (d.action.args.to as { hex: string }).hex;
    expect(Number(to.slice(0, 2))).toBeGreaterThan(15);
  });
});

describe('the search counts an action available only in the samples that allow it (ISMCTS)', () => {
  it('b, allowed on heads only, is counted and chosen on every heads once tried; one reduce a playout', () => {
    const g = coinGame();
    const view = sideView(g.rules, g.module, g.start, 'me');
    const level = { iterations: 40, depth: 3, width: 4, exploration: 0.7 };
    const { iterations, children } = searchRoot(
      { module: g.module, rules: g.rules, view, random: seededRandom(4) },
      g.kit,
      level,
    );
    expect(iterations).toBe(40);
    expect(g.coins).toHaveLength(40);
    const a = children.find((c) => c.action.verb === 'a')!;
    const b = children.find((c) => c.action.verb === 'b')!;
    // a is always allowed and tried first; b is tried on the first heads after that, then counted on each heads.
    const first = g.coins.findIndex((c, i) => i > 0 && c === 1);
    const heads = g.coins.slice(first).filter((c) => c === 1).length;
    expect(heads).toBeGreaterThan(5);
    expect(heads).toBeLessThan(35);
    expect(a.avail).toBe(40);
    expect(b.avail).toBe(heads);
    // b wins and a draws, so UCB takes b whenever the sample allows it, and a on every tails.
    expect(b.visits).toBe(heads);
    expect(a.visits).toBe(40 - heads);
    // Only the chosen action is carried out: availability is the rules' check, not a reduce per candidate.
    expect(g.reducedCalls()).toBe(40);
  });
});

describe("the search keeps the policy's choice unless another beats it by the level's margin", () => {
  it('a scores 0.5 and is the policy choice: b is played at 0.8, not at 0.55, with a margin of 0.1', () => {
    const pick = (b: number) => {
      const g = coinGame({ a: 0.5, b }, 1);
      const view = sideView(g.rules, g.module, g.start, 'me');
      const level = { iterations: 30, depth: 2, width: 3, exploration: 0.7, margin: 0.1 };
      return search({ module: g.module, rules: g.rules, view, random: seededRandom(6) }, g.kit, level)!.action.verb;
    };
    expect(pick(0.8)).toBe('b');
    expect(pick(0.55)).toBe('a');
  });

  it("the candidates beside the policy's choice include its variations: the same unit moved elsewhere", () => {
    const view = sideView(rules, module, position(), 'allied');
    const first = isabella.policy!({ module, rules, view, random: seededRandom(1) })!.action;
    expect(first.verb).toBe('move');
    const { children } = searchRoot({ module, rules, view, random: seededRandom(1) }, kit, { ...small, width: 5 });
    const same = children.filter((c) => c.action.verb === 'move' && c.action.args.piece === first.args.piece);
    expect(same.length).toBeGreaterThanOrEqual(3);
    expect(children.filter((c) => c.lead).map((c) => c.action.args)).toEqual([first.args]);
  });
});

describe("Isabella's evaluation for the search", () => {
  it('a finished game is worth 1 to its winner and 0 to the loser', () => {
    const s = gameAt({}, { step: 'over', result: { winner: 'axis', rule: '4.3', reason: 'beachhead' } });
    expect(isabella.evaluate!(module, s, 'axis')).toBe(1);
    expect(isabella.evaluate!(module, s, 'allied')).toBe(0);
  });

  it('the Allies nearer Madrid, the German VP fewer and the beachhead guarded are worth more to the Allies', () => {
    const base = position();
    const v = (s: GameState) => isabella.evaluate!(module, s, 'allied');
    const nearer = gameAt(
      { '1321': ['us-1id'], '2517': ['us-34id'], '1419': ['de-7pz'], '2816': ['de-1ss'] },
      { beachhead: '1321' },
    );
    expect(v(nearer)).toBeGreaterThan(v(base));
    expect(v({ ...base, vars: { ...base.vars, vp: 12 } })).toBeLessThan(v(base));
    const unguarded = gameAt({ '1520': ['us-34id'], '1419': ['de-7pz'], '2816': ['de-1ss'] }, { beachhead: '1321' });
    expect(v(unguarded)).toBeLessThan(v(base));
    expect(isabella.evaluate!(module, base, 'axis')).toBeCloseTo(1 - v(base), 10);
  });

  it('5.11 German units holding Madrid are worth more to the Axis, the more of them the more', () => {
    const w = (madrid: string[]) =>
      isabella.evaluate!(
        module,
        gameAt({ '1321': ['us-1id'], '2517': ['us-34id'], '1419': ['de-7pz'], '2816': madrid }, { beachhead: '1321' }),
        'axis',
      );
    expect(w(['de-1ss'])).toBeGreaterThan(w([]));
    expect(w(['de-1ss', 'de-2ss'])).toBeGreaterThan(w(['de-1ss']));
  });
});
