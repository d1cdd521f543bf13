// The scripted opponent of Operation Isabella: its priorities on positions built for them, each decision legal and
// with its reason, and its games against the random bot.

import { describe, expect, it } from 'vitest';
import type { GameState, SideId } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { startState } from '../../core/replay.js';
import { seededRandom } from '../../core/random-player.js';
import { askBot, type Bot } from '../../ai/bot.js';
import { playMatch } from '../../ai/match.js';
import { randomBot } from '../../ai/random.js';
import { scriptedBot } from '../../ai/scripted.js';
import { gameAt, isabellaModule as module } from './isabella.fixture.js';
import { isabella } from './index.js';
import { isabellaRules as rules } from './rules.js';
import { geoOf, HEX } from './geo.js';

const bot = scriptedBot(isabella) as Bot;
const decide = (s: GameState, side: SideId) => askBot(bot, rules, module, s, side, seededRandom(1))!;
const listed = (s: GameState, side: SideId) => rules.view(module, s, side).legalActions;
const geo = geoOf(module);

describe('the scripted Isabella opponent', () => {
  it('3.4 the Allies land at the port nearest Madrid', () => {
    let s = startState(rules, module, { scenarioId: 'campaign', seed: '4', mode: 'enforced', options: {} });
    const r = applyAction(rules, module, s, { side: 'allied', verb: 'rollLoyalty', args: {} });
    if (!r.ok) throw new Error('rollLoyalty refused');
    s = r.state;
    const d = decide(s, 'allied');
    expect(d.action.verb).toBe('beachhead');
    const dist = (h: unknown) => geo.distance(String(h), HEX.madrid);
    const nearest = Math.min(...listed(s, 'allied').map((a) => dist(a.args!.hex)));
    expect(dist(d.action.args.hex)).toBe(nearest);
    expect(d.reason).toEqual({ id: 'bot.isabella.lands', params: { hex: d.action.args.hex } });
  });

  it('4.3 a German unit enters the undefended beachhead the moment it can', () => {
    const s = {
      ...gameAt({ '1320': ['de-7pz'], '2816': ['de-1ss'], '1919': ['us-1id'] }, { beachhead: '1321' }),
      activeSide: 'axis',
    };
    expect(listed(s, 'axis').some((a) => a.verb === 'move' && (a.args!.to as { hex: string }).hex === '1321')).toBe(
      true,
    );
    const d = decide(s, 'axis');
    expect(d.action).toMatchObject({ verb: 'move', args: { piece: 'de-7pz', to: { hex: '1321' } } });
    expect(d.reason).toEqual({ id: 'bot.isabella.entersBeachhead', params: { piece: 'de-7pz', hex: '1321' } });
  });

  it('moves the unit that gains most toward its goal, and keeps the last guard on the beachhead', () => {
    const s = gameAt({ '1321': ['us-1id'], '1520': ['us-34id'], '4212': ['de-1ss'] }, { beachhead: '1321' });
    const d = decide(s, 'allied');
    expect(d.action.verb).toBe('move');
    // us-1id is the beachhead's only unit: it stays.
    expect(d.action.args.piece).toBe('us-34id');
    const to = (d.action.args.to as { hex: string }).hex;
    expect(geo.distance(to, HEX.madrid)).toBeLessThan(geo.distance('1520', HEX.madrid));
    expect(d.reason).toEqual({
      id: 'bot.isabella.movesTowardMadrid',
      params: { piece: 'us-34id', hex: to, count: geo.distance(to, HEX.madrid) },
    });
  });

  it('5.8 declines to end the phase while its units are still far from the goal, and agrees once they are spent', () => {
    const proposed = { beachhead: '1321', step: 'end-proposed', endProposed: 'allied' } as const;
    const far = { ...gameAt({ '3710': ['de-1ss'], '1321': ['us-1id'] }, proposed), activeSide: 'axis' };
    expect(decide(far, 'axis').action.verb).toBe('decline');
    const spent = {
      ...gameAt({ '3710': [{ def: 'de-1ss', disrupted: true }], '1321': ['us-1id'] }, proposed),
      activeSide: 'axis',
    };
    expect(decide(spent, 'axis').action.verb).toBe('endPhase');
  });

  it('every decision is one its view lists, with a reason, in a whole game on each side', () => {
    for (const [side, seed] of [
      ['allied', 3],
      ['axis', 4],
    ] as const) {
      const bots = side === 'allied' ? { allied: bot, axis: randomBot } : { axis: bot, allied: randomBot };
      const m = playMatch(rules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, bots, seed, {
        over: isabella.fuzz!.over,
        result: isabella.fuzz!.result,
      });
      expect(m.failure).toBeNull();
      // Against the random player the scripted side wins (the arena measures how often: docs/opponent.md).
      expect(m.result?.winner).toBe(side);
      const mine = m.decisions.filter((d) => d.bot === 'scripted');
      expect(mine.length).toBeGreaterThan(20);
      for (const d of mine) expect(d.reason.id).toMatch(/^bot\.(isabella\.\w+|onlyAction)$/);
    }
  });
});
