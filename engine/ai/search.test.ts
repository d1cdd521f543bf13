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
import { DEFAULT_LEVEL, type SearchKit, search, searchBot } from './search.js';

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
    expect(d1.reason).toMatch(/searched 12 playouts/);
  });

  it("stops when the host's budget is spent, after at least one playout", () => {
    const view = sideView(rules, module, position(), 'allied');
    let asked = 0;
    const d = search({ module, rules, view, random: seededRandom(2), outOfTime: () => ++asked > 3 }, kit, small);
    expect(d?.reason).toMatch(/searched 4 playouts/);
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
});
