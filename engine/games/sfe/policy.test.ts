// The scripted opponent of The Struggle for Europe on real Barbarossa positions: the panzers' first move toward a
// victory city, the attack at the best odds, a battle's questions answered, each decision one the view lists and
// the rules accept, and a game against the random bot that never stops.

import { describe, expect, it } from 'vitest';
import type { Action, GameState, SideId } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { askBot, type Bot, type Decision } from '../../ai/bot.js';
import { playMatch } from '../../ai/match.js';
import { randomBot } from '../../ai/random.js';
import { barbarossa, barbarossaModule as module, playAll } from './barbarossa.fixture.js';
import { sfePolicy } from './policy.js';
import { defIn, oddsOf } from './policy-map.js';
import { sfeRules as rules } from './rules.js';
import { AXIS, isArmorType, SOVIET, varsOf } from './state.js';
import { graphOf } from './terrain.js';
import { victoryData } from './victory.js';
import { sfe } from './index.js';

const bot: Bot = { id: 'scripted', decide: sfePolicy };
const decide = (s: GameState, side: SideId): Decision => askBot(bot, rules, module, s, side, seededRandom(1))!;
const listed = (s: GameState, side: SideId) => rules.view(module, s, side).legalActions;
const key = (a: { verb: string; args?: Action['args'] }) => JSON.stringify([a.verb, a.args]);
const graph = graphOf(module);
const cities = victoryData(module, { scenarioId: 'barbarossa' })!.cities;
const done = (side: SideId): Action => ({ side, verb: 'done', args: {} });

/** The decision is one the side's view lists, and the rules accept it. */
function legal(s: GameState, d: Decision): void {
  expect(new Set(listed(s, d.action.side).map(key)).has(key(d.action)), key(d.action)).toBe(true);
  expect(rules.check(module, s, d.action)).toEqual([]);
}

/** Barbarossa's first Combat Phase, the Axis's units where they were set up (the Movement and Air Phases passed). */
const firstCombat = (): GameState => playAll(barbarossa('3'), [done(AXIS), done(SOVIET), done(AXIS)]);

describe('the scripted Struggle for Europe opponent', () => {
  it('§7.1 the Axis opens Barbarossa with a panzer spearhead toward a victory city', () => {
    const s = barbarossa('1');
    expect(varsOf(s).step).toBe('movement');
    const d = decide(s, AXIS);
    legal(s, d);
    expect(d.action.verb).toBe('move');
    const p = s.pieces.find((x) => x.id === d.action.args.piece)!;
    expect(isArmorType(defIn(module, p)!)).toBe(true);
    expect(d.reason.id).toBe('bot.sfe.spearhead');
    const city = cities.find((c) => c.name === d.reason.params!.city)!;
    const from = (p.at as { hex: string }).hex;
    expect(graph.distance(String(d.action.args.to), city.hex)).toBeLessThan(graph.distance(from, city.hex));
  });

  it('†§28.16b the Soviet player rolls for the first-turn surprise, then gives up his weakest air units', () => {
    let s = barbarossa('4', { firstTurnSurprise: true });
    expect(varsOf(s).step).toBe('surprise');
    const roll = decide(s, SOVIET);
    legal(s, roll);
    expect(roll.action.verb).toBe('rollSurprise');
    // the roll is all the step offers in enforced play (the policy's own reason when more is offered)
    expect(['bot.onlyAction', 'bot.sfe.rollsSurprise']).toContain(roll.reason.id);
    s = playAll(s, [roll.action]);
    const worth = (id: unknown) => {
      const def = defIn(module, s.pieces.find((p) => p.id === id)!)!;
      return def.full.attack + def.full.defense;
    };
    const d = decide(s, SOVIET);
    legal(s, d);
    expect(d.action.verb).toBe('loseAir');
    const offered = listed(s, SOVIET).filter((a) => a.verb === 'loseAir');
    for (const a of offered) expect(worth(d.action.args.piece)).toBeLessThanOrEqual(worth(a.args!.piece));
    expect(d.reason).toEqual({ id: 'bot.sfe.losesAir', params: { piece: d.action.args.piece } });
  });

  it('§9.0 attacks at the best odds on offer, at least 2-1', () => {
    const s = firstCombat();
    expect(varsOf(s).step).toBe('combat');
    const attacks = listed(s, AXIS).filter((a) => a.verb === 'attack');
    expect(attacks.length).toBeGreaterThan(1);
    const d = decide(s, AXIS);
    legal(s, d);
    expect(d.action.verb).toBe('attack');
    const chosen = attacks.find((a) => key(a) === key(d.action))!;
    // a victory city counts one column more; no attack elsewhere has better odds than the one chosen
    const city = (a: { args?: Action['args'] }) => cities.some((c) => c.hex === a.args!.hex);
    const bonus = city(chosen) ? 1 : 0;
    for (const a of attacks) expect(oddsOf(a) + (city(a) ? 1 : 0)).toBeLessThanOrEqual(oddsOf(chosen) + bonus);
    expect(oddsOf(chosen)).toBeGreaterThanOrEqual(2);
    expect(d.reason).toMatchObject({ id: 'bot.sfe.attacks', params: { hex: chosen.args!.hex } });
  });

  it('§10.02, §10.03, §9.04 answers every question of the battle it starts, each answer legal', () => {
    let s = firstCombat();
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const side = rules.toAct(module, s)[0]!;
      const d = decide(s, side);
      legal(s, d);
      seen.add(d.action.verb);
      s = playAll(s, [d.action]);
      // the battle settled: the Axis is asked for its next attack again
      if (i > 0 && d.action.verb !== 'attack' && !(varsOf(s).combat as { battle?: unknown }).battle) break;
    }
    expect(seen.has('attack')).toBe(true);
    expect([...seen].some((v) => ['losses', 'retreat', 'advance'].includes(v))).toBe(true);
  });

  it('plays the Axis against the random Soviet player for the opening turns without a failure', () => {
    const m = playMatch(
      rules,
      module,
      { scenarioId: 'barbarossa', mode: 'enforced', options: {} },
      { [AXIS]: bot, [SOVIET]: randomBot },
      2,
      { ...sfe.fuzz!, maxActions: 120 },
    );
    // the only end short of the game's is the cap on its actions
    expect(m.failure?.problem ?? '').toMatch(/^$|^no result after 120 actions/);
    const reasons = new Set(m.decisions.filter((d) => d.bot === 'scripted').map((d) => d.reason.id));
    for (const id of ['bot.sfe.spearhead', 'bot.sfe.follows', 'bot.sfe.attacks', 'bot.sfe.nothingWorthDoing'])
      expect(reasons.has(id), id).toBe(true);
  }, 60_000);

  it('§6.11 the Soviet player keeps the units facing the enemy and sends a reserve to a threatened city', () => {
    // the Axis ends every phase of its first segment at once: the Soviet Movement Phase with the line as set up
    let s = barbarossa('2');
    for (let i = 0; i < 20 && s.activeSide === AXIS; i++) s = playAll(s, [done(rules.toAct(module, s)[0]!)]);
    expect(varsOf(s).step).toBe('movement');
    const d = decide(s, SOVIET);
    legal(s, d);
    expect(['move', 'rail']).toContain(d.action.verb);
    const p = s.pieces.find((x) => x.id === d.action.args.piece)!;
    const from = (p.at as { hex: string }).hex;
    const axisNext = s.pieces.some(
      (x) => x.side === AXIS && x.at.kind === 'hex' && graph.neighbors(from).includes(x.at.hex),
    );
    expect(axisNext).toBe(false);
    const city = cities.find((c) => c.name === d.reason.params!.city)!;
    expect(graph.distance(String(d.action.args.to), city.hex)).toBeLessThan(graph.distance(from, city.hex));
  }, 60_000);
});
