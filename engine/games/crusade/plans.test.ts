// Crusade and Revolution's plans: each plays whole games against the scripted policy with every action one its view
// lists, decides the same whatever the other hand and the deck's order, and does what it says where the policy
// does otherwise.

import { describe, expect, it } from 'vitest';
import type { GameState, SideId } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { sideView } from '../../core/sideview.js';
import { askBot, type Bot } from '../../ai/bot.js';
import { playMatch } from '../../ai/match.js';
import { scriptedBot } from '../../ai/scripted.js';
import { type CombatPosition, combatPosition } from './combat.fixture.js';
import { crusadeModule as module } from './crusade.fixture.js';
import { geoOf } from './geo.js';
import { crusade } from './index.js';
import { crusadePlans } from './plans.js';
import { crusadeRules as rules } from './rules.js';
import { otherTruth } from './truth.fixture.js';
import { NAT, REP, type Side, varsOf } from './state.js';

const policy = scriptedBot(crusade) as Bot;
const planBot = (id: string): Bot => {
  const plan = crusadePlans.find((p) => p.id === id)!;
  return { id: plan.id, decide: plan.decide } as Bot;
};
const ask = (bot: Bot, s: GameState, side: SideId) => askBot(bot, rules, module, s, side, seededRandom(1))!;
/** The decision is one of the actions the view lists. */
const isListed = (s: GameState, side: SideId, d: { action: { verb: string; args: unknown } }) =>
  rules
    .view(module, s, side)
    .legalActions.some((a) => a.verb === d.action.verb && JSON.stringify(a.args) === JSON.stringify(d.action.args));

/** Every space `side`'s but those of `other` (a test map). */
const allOf = (side: Side, other: string[]): Record<string, Side> =>
  Object.fromEntries(geoOf(module).spaces.map((s) => [s, other.includes(s) === (side === NAT) ? REP : NAT]));

/** A position at a step of the OPS with nothing Activated yet (activation) or these spaces Activated. */
function opsPosition(pos: CombatPosition, step: string, activated: Record<string, string> = {}): GameState {
  const s = combatPosition(pos);
  const v = JSON.parse(JSON.stringify(varsOf(s)));
  v.step = step;
  v.extra.ops.activated = activated;
  return { ...s, vars: v } as GameState;
}

describe('Crusade’s plans against the scripted policy', () => {
  it('are each for one side, with ids of their own', () => {
    expect(crusade.plans).toBe(crusadePlans);
    expect(new Set(crusadePlans.map((p) => p.id)).size).toBe(crusadePlans.length);
    expect(new Set(crusadePlans.map((p) => p.side))).toEqual(new Set([NAT, REP]));
  });

  for (const plan of crusadePlans)
    it(`${plan.id} plays a whole game with actions its view lists, each with a reason`, () => {
      const side = plan.side as Side;
      const other = side === NAT ? REP : NAT;
      const m = playMatch(
        rules,
        module,
        { scenarioId: 'campaign', mode: 'enforced', options: {} },
        { [side]: planBot(plan.id), [other]: policy },
        3,
        { over: crusade.fuzz!.over, result: crusade.fuzz!.result },
      );
      // playMatch fails the game on any action the rules refuse, or a side with no decision.
      expect(m.failure).toBeNull();
      expect(m.result?.winner).toBeDefined();
      const mine = m.decisions.filter((d) => d.bot === plan.id);
      expect(mine.length).toBeGreaterThan(30);
      for (const d of mine) expect(d.reason.id).toMatch(/^bot\.(crusade\.\w+|onlyAction)$/);
    });

  it('decide the same on the same view whatever the other hand and the order of the deck (§8.1)', () => {
    for (const plan of crusadePlans) {
      const side = plan.side as Side;
      const bot = planBot(plan.id);
      const seen: GameState[] = [];
      playMatch(
        rules,
        module,
        { scenarioId: 'campaign', mode: 'enforced', options: {} },
        { [side]: bot, [side === NAT ? REP : NAT]: policy },
        4,
        { over: (s) => crusade.fuzz!.over(s) || seen.push(s) > 120, result: () => null },
      );
      let compared = 0;
      for (const state of seen) {
        if (!rules.toAct(module, state).includes(side)) continue;
        const other = otherTruth(state, side);
        if (!other) continue;
        expect(sideView(rules, module, other, side)).toEqual(sideView(rules, module, state, side));
        expect(askBot(bot, rules, module, other, side, seededRandom(5))).toEqual(
          askBot(bot, rules, module, state, side, seededRandom(5)),
        );
        compared++;
      }
      expect(compared).toBeGreaterThan(20);
    }
  });
});

describe('Crusade’s plans where the policy does otherwise', () => {
  it('nat-hold-the-rear sends a unit to an objective a Republican column could walk into (§10.1.9)', () => {
    // Segovia and Ávila stand empty within reach of the militia at Somosierra; the division at Arévalo can fill one.
    const pos: CombatPosition = {
      side: NAT,
      units: { 'nat-inf-01': 'arevalo', 'rep-mil-01': 'somosierra', 'rep-mil-02': 'madrid' },
      attack: [],
      control: allOf(NAT, ['somosierra', 'madrid']),
    };
    const s = opsPosition(pos, 'ops-activate');
    const d = ask(planBot('nat-hold-the-rear'), s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    expect(d.action.args).toEqual({ space: 'arevalo', as: 'move' });
    expect(d.reason.id).toBe('bot.crusade.activatesToGuard');
    expect(['segovia', 'avila']).toContain(d.reason.params!.targetSpace);
    // The policy marches it toward Madrid instead.
    expect(ask(policy, s, NAT).reason.id).toBe('bot.crusade.activatesToMarch');
  });

  it('nat-hold-the-rear digs in on a threatened objective of its own (§10.2)', () => {
    // A Republican corps next to Segovia: no attack worth making, nowhere to march.
    const pos: CombatPosition = {
      side: NAT,
      units: { 'nat-inf-01': 'segovia', 'rep-ac-i': 'somosierra', 'rep-mil-02': 'madrid' },
      attack: [],
      control: allOf(NAT, ['somosierra', 'madrid']),
    };
    const s = opsPosition(pos, 'ops-activate');
    const d = ask(planBot('nat-hold-the-rear'), s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    expect(d.action.args).toEqual({ space: 'segovia', as: 'move' });
    expect(d.reason).toEqual({ id: 'bot.crusade.activatesToDigIn', params: { space: 'segovia' } });
    expect(ask(policy, s, NAT).action.verb).toBe('doneActivating');
  });

  it('rep-hold-the-rear guards Madrid before it takes Segovia', () => {
    // Madrid stands empty two spaces from the Nationalist division at Aranda; Segovia is empty and Nationalist.
    const pos: CombatPosition = {
      side: REP,
      units: { 'rep-mil-01': 'tarancon', 'nat-inf-01': 'aranda' },
      attack: [],
      control: allOf(REP, ['aranda', 'segovia']),
    };
    const s = opsPosition(pos, 'ops-activate');
    const d = ask(planBot('rep-hold-the-rear'), s, REP);
    expect(isListed(s, REP, d)).toBe(true);
    expect(d.reason).toEqual({
      id: 'bot.crusade.activatesToGuard',
      params: { space: 'tarancon', targetSpace: 'madrid' },
    });
    expect(ask(policy, s, REP).reason).toMatchObject({
      id: 'bot.crusade.activatesToTake',
      params: { targetSpace: 'segovia' },
    });
  });

  it('rep-bold attacks at an even chance, which the policy declines (§11.2.9)', () => {
    // A Republican corps against two Nationalist divisions at Badajoz: it wins half the 36 throws.
    const s = combatPosition({
      side: REP,
      units: { 'rep-ac-i': 'merida', 'nat-inf-01': 'badajoz', 'nat-inf-02': 'badajoz' },
      attack: ['merida'],
      control: allOf(REP, ['badajoz']),
    });
    const d = ask(planBot('rep-bold'), s, REP);
    expect(isListed(s, REP, d)).toBe(true);
    expect(d.action.verb).toBe('attack');
    expect(d.reason).toEqual({ id: 'bot.crusade.attacks', params: { space: 'badajoz', pc: 50 } });
    expect(ask(policy, s, REP).action.verb).toBe('doneAttacking');
  });

  it('nat-hold-and-strike attacks the Republican corps inside its zone at odds the policy declines', () => {
    // The Aragón corps against a Republican corps in Cáceres (a Nationalist Province Capital at the start).
    const s = combatPosition({
      side: NAT,
      units: { 'nat-ac-aragon': 'merida', 'rep-ac-i': 'caceres' },
      attack: ['merida'],
      control: allOf(NAT, ['caceres']),
    });
    const d = ask(planBot('nat-hold-and-strike'), s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    expect(d.action.verb).toBe('attack');
    expect(d.reason).toEqual({ id: 'bot.crusade.attacks', params: { space: 'caceres', pc: 36 } });
    expect(ask(policy, s, NAT).action.verb).toBe('doneAttacking');
  });
});
