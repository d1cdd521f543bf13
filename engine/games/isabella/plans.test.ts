// Operation Isabella's plans: each plays whole games legally against the scripted policy, decides from its side's
// view alone, and on a position built for it does what it says where the policy would not.

import { describe, expect, it } from 'vitest';
import type { GameState, SideId } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { startState } from '../../core/replay.js';
import { seededRandom } from '../../core/random-player.js';
import { sideView } from '../../core/sideview.js';
import { askBot, type Bot } from '../../ai/bot.js';
import { playMatch } from '../../ai/match.js';
import type { Plan } from '../../ai/plans.js';
import { gameAt, isabellaModule as module, unit } from './isabella.fixture.js';
import { isabella } from './index.js';
import { isabellaPlans } from './plans.js';
import { isabellaPolicy } from './policy.js';
import { isabellaRules as rules } from './rules.js';
import { otherTruth } from './truth.fixture.js';
import { geoOf, HEX } from './geo.js';
import type { IsabellaVars } from './state.js';

const geo = geoOf(module);
const policy: Bot = { id: 'scripted', decide: isabellaPolicy };
const botOf = (plan: Plan): Bot => ({ id: plan.id, decide: plan.decide });
const planOf = (id: string) => isabellaPlans.find((p) => p.id === id)!;
const decide = (bot: Bot, s: GameState, side: SideId) => askBot(bot, rules, module, s, side, seededRandom(1))!;

/** A whole game of the plan (its side) against the policy, every position kept. */
function gameOf(plan: Plan, seed: number) {
  const positions: GameState[] = [];
  const bots = plan.side === 'axis' ? { axis: botOf(plan), allied: policy } : { allied: botOf(plan), axis: policy };
  const m = playMatch(rules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, bots, seed, {
    over: (s) => (positions.push(s), isabella.fuzz!.over(s)),
    result: isabella.fuzz!.result,
  });
  return { m, positions };
}

const hexTo = (d: { action: { args: Record<string, unknown> } }) => (d.action.args.to as { hex: string }).hex;
const hexOf = (a: { args?: Record<string, unknown> }) => (a.args!.to as { hex: string }).hex;
const listed = (s: GameState, side: SideId) => rules.view(module, s, side).legalActions;

describe("Operation Isabella's plans", () => {
  it('are the German hold of Madrid and fortress, the Allied cautious landing and bold drive, each for a side', () => {
    expect(isabellaPlans.map((p) => [p.id, p.side])).toEqual([
      ['axis.holdMadrid', 'axis'],
      ['axis.fortress', 'axis'],
      ['allied.cautious', 'allied'],
      ['allied.bold', 'allied'],
    ]);
    expect(isabella.plans).toBe(isabellaPlans);
  });

  for (const plan of isabellaPlans) {
    it(`${plan.id} plays a whole game against the policy, every decision legal and with its reason`, () => {
      const { m } = gameOf(plan, 2);
      expect(m.failure).toBeNull();
      expect(m.result?.winner).toBeDefined();
      const mine = m.decisions.filter((d) => d.bot === plan.id);
      expect(mine.length).toBeGreaterThan(20);
      for (const d of mine) expect(d.reason.id).toMatch(/^bot\.(isabella\.\w+|onlyAction)$/);
    });

    it(`${plan.id} decides the same on the same view over another hidden truth`, () => {
      const { positions } = gameOf(plan, 3);
      let compared = 0;
      for (const state of positions.filter((_, i) => i % 3 === 0)) {
        if (!rules.toAct(module, state).includes(plan.side!)) continue;
        const other = otherTruth(state, plan.side!);
        if (!other) continue;
        expect(sideView(rules, module, other, plan.side!)).toEqual(sideView(rules, module, state, plan.side!));
        expect(decide(botOf(plan), other, plan.side!)).toEqual(decide(botOf(plan), state, plan.side!));
        compared++;
      }
      expect(compared).toBeGreaterThan(5);
    });
  }

  it('3.5 axis.holdMadrid sets up a paratroop regiment nearest 1421 and the other in Madrid', () => {
    let s = startState(rules, module, { scenarioId: 'campaign', seed: '4', mode: 'enforced', options: {} });
    // The loyalty rolls and the landing as the policy plays them, up to the German set-up.
    while ((s.vars as IsabellaVars).step !== 'setup-german') {
      const side = rules.toAct(module, s)[0]!;
      const r = applyAction(rules, module, s, decide(policy, s, side).action);
      if (!r.ok) throw new Error('the policy was refused');
      s = r.state;
    }
    const hold = botOf(planOf('axis.holdMadrid'));
    const d = decide(hold, s, 'axis');
    const paras = listed(s, 'axis').filter((a) => a.args?.piece === d.action.args.piece);
    const nearest = Math.min(...paras.map((a) => geo.distance(hexOf(a), HEX.nextToGibraltar)));
    expect(geo.distance(hexTo(d), HEX.nextToGibraltar)).toBe(nearest);
    expect(d.reason).toEqual({
      id: 'bot.isabella.setsUpToward1421',
      params: { piece: d.action.args.piece, hex: hexTo(d) },
    });
    expect(decide(policy, s, 'axis').action).not.toEqual(d.action);
    const r = applyAction(rules, module, s, d.action);
    if (!r.ok) throw new Error('the plan was refused');
    const next = decide(hold, r.state, 'axis');
    expect(next.reason.id).toBe('bot.isabella.setsUpTowardMadrid');
    expect(hexTo(next)).toBe(HEX.madrid);
  });

  it('axis.holdMadrid makes for Madrid with its three nearest units where the policy makes for the beachhead', () => {
    const s = {
      ...gameAt(
        {
          '3609': ['us-1id'],
          [HEX.madrid]: ['fs-x'],
          '3012': ['de-1ss'],
          '3510': ['de-7pz', 'de-2ss'],
          [HEX.cordoba]: ['fs-i'],
        },
        { beachhead: '3609' },
      ),
      activeSide: 'axis',
    };
    // 4.2: the enemy is near 4212 and no unit guards it: a unit without a post goes back to it first.
    const guard = decide(botOf(planOf('axis.holdMadrid')), s, 'axis');
    expect(guard).toMatchObject({ action: { args: { piece: 'de-7pz' } }, reason: { id: 'bot.isabella.guards4212' } });
    const guarded = { ...s, pieces: [...s.pieces, unit('de-335', HEX.germanSource)] };
    const d = decide(botOf(planOf('axis.holdMadrid')), guarded, 'axis');
    // Madrid's three: fs-x in it, de-1ss next nearest, and of the two at 3510 the stronger in defence, de-2ss,
    // whose move gains the most.
    expect(d.action).toMatchObject({ verb: 'move', args: { piece: 'de-2ss' } });
    const to = hexTo(d);
    expect(geo.distance(to, HEX.madrid)).toBeLessThan(geo.distance('3510', HEX.madrid));
    expect(d.reason).toEqual({
      id: 'bot.isabella.garrisonsMadrid',
      params: { piece: 'de-2ss', hex: to, count: geo.distance(to, HEX.madrid) },
    });
    expect(decide(policy, guarded, 'axis').reason.id).toBe('bot.isabella.movesTowardBeachhead');
  });

  it('axis.holdMadrid sends one unit for 1421 once Madrid has its three, and keeps them there', () => {
    const s = {
      ...gameAt(
        {
          '3609': ['us-1id'],
          [HEX.madrid]: ['fs-x', 'de-1ss', 'de-3ss'],
          [HEX.cordoba]: ['fs-i'],
          '3012': ['de-7pz'],
          [HEX.germanSource]: ['de-335'],
        },
        { beachhead: '3609' },
      ),
      activeSide: 'axis',
    };
    const d = decide(botOf(planOf('axis.holdMadrid')), s, 'axis');
    expect(d.action).toMatchObject({ verb: 'move', args: { piece: 'fs-i' } });
    expect(d.reason.id).toBe('bot.isabella.makesFor1421');
    // Nothing moves out of Madrid later in the phase: the policy's move (for the beachhead) is de-7pz's.
    const rest = { ...s, pieces: s.pieces.map((p) => (p.id === 'fs-i' ? { ...p, disrupted: true } : p)) };
    const next = decide(botOf(planOf('axis.holdMadrid')), rest, 'axis');
    expect(next.action.args.piece).toBe('de-7pz');
    expect(decide(policy, s, 'axis').action.args.piece).not.toBe('fs-i');
  });

  it('axis.fortress fills Madrid to four where axis.holdMadrid stops at three', () => {
    const s = {
      ...gameAt(
        {
          '3609': ['us-1id'],
          [HEX.madrid]: ['fs-x', 'de-1ss', 'de-3ss'],
          '3012': ['de-2ss'],
          [HEX.cordoba]: ['fs-i'],
        },
        { beachhead: '3609' },
      ),
      activeSide: 'axis',
    };
    const d = decide(botOf(planOf('axis.fortress')), s, 'axis');
    expect(d.action).toMatchObject({ verb: 'move', args: { piece: 'de-2ss' } });
    expect(hexTo(d)).toBe(HEX.madrid);
    expect(decide(botOf(planOf('axis.holdMadrid')), s, 'axis').action.args.piece).not.toBe('de-2ss');
  });

  it('allied.cautious keeps three units on the beachhead where the policy moves one off for Madrid', () => {
    const s = gameAt({ '1321': ['us-1id', 'us-3id', 'us-9id'], '4212': ['de-1ss'] }, { beachhead: '1321' });
    expect(decide(policy, s, 'allied').reason.id).toBe('bot.isabella.movesTowardMadrid');
    const d = decide(botOf(planOf('allied.cautious')), s, 'allied');
    expect(d.action.verb).not.toBe('move');
    expect((s.vars as IsabellaVars).beachhead).toBe('1321');
  });

  it('allied.bold attacks at under 2 to 1, where the policy waits', () => {
    const s = gameAt(
      { '1916': ['fs-ii'], '2016': ['us-1ad'], '1321': ['us-1id'] },
      {
        beachhead: '1321',
        movementFirst: false,
      },
    );
    const d = decide(botOf(planOf('allied.bold')), s, 'allied');
    expect(d.action.verb).toBe('attack');
    expect(d.reason).toEqual({ id: 'bot.isabella.attacks', params: { hex: '1916', odds: 1.8 } });
    expect(decide(policy, s, 'allied').action.verb).not.toBe('attack');
  });
});
