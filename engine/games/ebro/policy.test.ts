// The scripted opponent of La Batalla del Ebro: its priorities on real positions of the crossing (the first
// night's crossing, an attack at the best odds, a retreat and the turn's questions), each decision one its view
// lists with its reason, and a whole (shortened) game against the random bot.

import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/module.js';
import type { GameState, SideId } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { askBot, type Bot } from '../../ai/bot.js';
import { playMatch } from '../../ai/match.js';
import { randomBot } from '../../ai/random.js';
import { scriptedBot } from '../../ai/scripted.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isGround } from '../ourwar/units.js';
import { crossingStart, ebroModule as module, inStep, listed, only, placed, segment } from './ebro.fixture.js';
import { ebro } from './index.js';
import { ebroRules as rules } from './rules.js';
import { hexOf, varsOf } from './state.js';
import { rightBank } from './victory.js';
import { strengthOf } from './policy-combat.js';
import { ebroScenario } from './scenario.js';

const bot = scriptedBot(ebro) as Bot;
const decide = (s: GameState, side: SideId) => askBot(bot, rules, module, s, side, seededRandom(1))!;
const REP = 'republican';
const NAT = 'nationalist';

/** Play the bot for both sides until `stop` holds; every action goes through the rules. */
function playUntil(s: GameState, stop: (s: GameState) => boolean, max = 400): GameState {
  for (let i = 0; i < max && !stop(s); i++) {
    const side = rules.toAct(module, s)[0]!;
    const d = decide(s, side);
    expect(rules.check(module, s, d.action), d.reason.id).toEqual([]);
    const r = rules.reduce(module, s, d.action);
    if ('violations' in r) throw new Error(`${d.action.verb} refused`);
    s = r.state;
  }
  expect(stop(s)).toBe(true);
  return s;
}

/** The Republic's ground units on the Ebro's right bank. */
const acrossTheEbro = (s: GameState) =>
  s.pieces.filter((p) => p.side === REP && isGround(module, p) && rightBank(module).has(hexOf(p) ?? '')).length;

describe('the scripted Ebro opponent', () => {
  it('XVI.10 the first night the Republic crosses the Ebro: it assaults from its boats and advances', {
    timeout: 60_000,
  }, () => {
    const inMove = playUntil(crossingStart('2'), (s) => varsOf(s).step === 'move' && s.activeSide === REP);
    expect(acrossTheEbro(inMove)).toBe(0);
    const d = decide(inMove, REP);
    expect(d.action.verb).toBe('move');
    expect(d.reason.id).toBe('bot.ebro.movesToward');
    // the Republic's whole activity phase, played by the policy: attacks across the river at the best odds, and
    // advances into the hexes the defenders left
    const after = playUntil(inMove, (s) => s.activeSide !== REP || varsOf(s).phase !== 1);
    expect(acrossTheEbro(after)).toBeGreaterThan(0);
  });

  it('VI.5.4 attacks at the best odds on offer, an objective first', () => {
    const s = segment('combat', REP);
    const offers = listed(s, REP, 'attack');
    expect(offers.length).toBeGreaterThan(5);
    const d = decide(s, REP);
    expect(d.action.verb).toBe('attack');
    const chosen = offers.find((a) => JSON.stringify(a.args) === JSON.stringify(d.action.args))!;
    expect(chosen).toBeDefined();
    // none stronger (the column, shifts and DRM summed), an objective counting one more
    const objs = new Set(ebroScenario(module, 'crossing').objectives.map((o) => o.hex));
    const score = (a: (typeof offers)[number]) => strengthOf(a) + (objs.has(String(a.args!.hex)) ? 1 : 0);
    for (const a of offers) expect(score(a)).toBeLessThanOrEqual(score(chosen));
    expect(d.reason.id).toBe('bot.ebro.attacksObjective');
    expect(d.reason.params).toMatchObject({ hex: d.action.args.hex });
  });

  it('VI.5.4 ends combat rather than attack at poor odds', () => {
    const s = segment('combat', REP);
    // every Republican unit but the XIV Brigade and its boats set aside: its attacks across the Ebro are weak
    const brigade = ['R-45D-XIV-1', 'R-45D-XIV-2', 'R-45D-XIV-3', 'R-PONT-Amposta'];
    const weak = only(s, [...s.pieces.filter((p) => p.side === NAT).map((p) => p.id), ...brigade]);
    const offers = listed(weak, REP, 'attack');
    expect(offers.length).toBeGreaterThan(0);
    expect(Math.max(...offers.map(strengthOf))).toBeLessThan(2);
    const d = decide(weak, REP);
    expect(d.action.verb).toBe('done');
    expect(d.reason.id).toBe('bot.ebro.endsCombat');
  });

  it('XVI.7 retreats to the hex with fewest enemy units next to it', () => {
    const graph = mapGraph(module);
    const s0 = crossingStart('1');
    const defender = s0.pieces.find((p) => p.side === NAT && isGround(module, p) && hexOf(p) === 'A:1226')!;
    const attacker = s0.pieces.find((p) => p.side === REP && isGround(module, p))!;
    const [near, safe] = graph.neighbors('A:1226').filter((h) => rightBank(module).has(h));
    // an enemy unit next to `near`, not next to `safe`
    const threat = graph
      .neighbors(near!)
      .find((h) => h !== 'A:1226' && h !== safe && !graph.neighbors(safe!).includes(h))!;
    const s = inStep(placed(only(s0, [defender.id, attacker.id]), { [attacker.id]: threat }), 'retreat', REP, {
      battle: {
        reaction: false,
        attacker: REP,
        attackers: [attacker.id],
        hex: 'A:1226',
        defenders: [defender.id],
        retreating: [defender.id],
        retreatTo: [near, safe],
        vacated: false,
      },
    });
    expect(rules.toAct(module, s)).toEqual([NAT]);
    const d = decide(s, NAT);
    expect(d.action).toMatchObject({ verb: 'retreat', args: { hex: safe } });
    expect(d.reason).toEqual({ id: 'bot.ebro.retreats', params: { hex: safe } });
  });

  it('III.6 the initiative holder plays first, and VI.2 the Republic bridges the Ebro', () => {
    const first = inStep(crossingStart('1'), 'first', REP);
    expect(decide(first, REP).action).toMatchObject({ verb: 'first', args: { side: REP } });
    const d = decide(segment('engineer', REP), REP);
    expect(d.action.verb).toBe('build');
    expect(['pontoon-bridge', 'pontoon-ferry', 'footbridge']).toContain(d.action.args.kind);
    expect(d.reason.id).toBe('bot.ebro.bridges');
  });

  it('a whole game of two turns on each side: every decision legal, with its reason', { timeout: 120_000 }, () => {
    // the crossing cut to its first two turns (the game ends after the track's last turn, XVII.6)
    const short = {
      ...module,
      scenarios: module.scenarios.map((sc) =>
        sc.id === 'crossing' ? { ...sc, data: { ...sc.data, track: (sc.data!.track as unknown[]).slice(0, 2) } } : sc,
      ),
    } as GameModule;
    for (const [side, seed] of [
      [REP, 1],
      [NAT, 2],
    ] as const) {
      const other = side === REP ? NAT : REP;
      const m = playMatch(
        rules,
        short,
        { scenarioId: 'crossing', mode: 'enforced', options: {} },
        {
          [side]: bot,
          [other]: randomBot,
        },
        seed,
        { over: ebro.fuzz!.over, result: ebro.fuzz!.result },
      );
      expect(m.failure).toBeNull();
      expect(varsOf(m.state).step).toBe('over');
      const mine = m.decisions.filter((d) => d.bot === 'scripted');
      expect(mine.length).toBeGreaterThan(20);
      for (const d of mine) expect(d.reason.id).toMatch(/^bot\.(ebro\.\w+|onlyAction)$/);
    }
  });
});
