// The scripted opponent of Crusade and Revolution: its priorities on positions built for them (each decision one
// its view lists, with its reason), its decisions the same whatever the other side's hidden hand and the deck's
// order, and a whole game won on each side against the random bot.

import { describe, expect, it } from 'vitest';
import type { GameState, LegalAction, SideId, View } from '../../core/types.js';
import { seededRandom } from '../../core/random-player.js';
import { sideView } from '../../core/sideview.js';
import { askBot, type Bot } from '../../ai/bot.js';
import { playMatch } from '../../ai/match.js';
import { randomBot } from '../../ai/random.js';
import { scriptedBot } from '../../ai/scripted.js';
import { type CombatPosition, combatPosition } from './combat.fixture.js';
import { campaignStart, crusadeModule as module } from './crusade.fixture.js';
import { geoOf } from './geo.js';
import { crusade } from './index.js';
import { lossesDecision, retreatDecision } from './policy-combat.js';
import { crusadePolicy } from './policy.js';
import { readMap } from './policy-map.js';
import { crusadeRules as rules } from './rules.js';
import { otherTruth } from './truth.fixture.js';
import { NAT, REP, type Side, varsOf } from './state.js';

const bot = scriptedBot(crusade) as Bot;
const decide = (s: GameState, side: SideId) => askBot(bot, rules, module, s, side, seededRandom(1))!;
const listed = (s: GameState, side: SideId) => rules.view(module, s, side).legalActions;
/** The decision is one of the actions the view lists. */
const isListed = (s: GameState, side: SideId, d: { action: { verb: string; args: unknown } }) =>
  listed(s, side).some((a) => a.verb === d.action.verb && JSON.stringify(a.args) === JSON.stringify(d.action.args));

/** Every space the Nationalist's but `rep` (a test map with one Republican space left). */
const allNat = (rep: string[]): Record<string, Side> =>
  Object.fromEntries(geoOf(module).spaces.map((s) => [s, rep.includes(s) ? REP : NAT]));

/** A combat position moved back to a step of the OPS: activation (nothing activated yet) or movement. */
function opsPosition(pos: CombatPosition, step: 'ops-activate' | 'ops-move', activated: Record<string, string> = {}) {
  const s = combatPosition(pos);
  const v = JSON.parse(JSON.stringify(varsOf(s)));
  v.step = step;
  v.extra.ops.activated = activated;
  return { ...s, vars: v } as GameState;
}

/** Turn 1's second Nationalist round with this hand (Air Bridge already played). */
function handAt(hand: string[]): GameState {
  const s = campaignStart('policy');
  const v = JSON.parse(JSON.stringify(varsOf(s)));
  v.round = 2;
  v.played = ['N1'];
  v.flags = [...v.flags, 'airBridge'];
  v.decks.NAT.draw = v.decks.NAT.draw.filter((c: string) => !hand.includes(c));
  v.decks.NAT.hand = hand;
  return { ...s, vars: v, activeSide: NAT } as GameState;
}

describe('the scripted Crusade opponent', () => {
  it('§8.5 plays an event worth more than its OPS: Republican Morale down with Queipo’s Radio Talks', () => {
    const s = handAt(['N16', 'N2']);
    const d = decide(s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    expect(d.action.args).toEqual({ card: 'N16', as: 'event' });
    expect(d.reason).toEqual({ id: 'bot.crusade.eventRm', params: { card: 'N16', ops: expect.any(Number) } });
  });

  it('§8.2 plays the card of most OPS for operations and keeps its Combat Card', () => {
    const s = handAt(['N11', 'N15']);
    const d = decide(s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    // N15 Fall of Irún: 3 OPS (its event is barred in Turn 1); N11 García Morato is a Combat Card, kept.
    expect(d.action.args).toEqual({ card: 'N15', as: 'ops' });
    expect(d.reason).toEqual({ id: 'bot.crusade.playsOps', params: { card: 'N15', ops: 3 } });
  });

  const front: CombatPosition = {
    side: NAT,
    units: { 'nat-ac-aragon': 'merida', 'nat-ac-navarra': 'merida', 'rep-mil-01': 'badajoz' },
    attack: [],
    control: allNat(['badajoz']),
  };

  it('§8.2.3 activates the space next to a weak enemy for an attack, naming its odds', () => {
    const s = opsPosition(front, 'ops-activate');
    const d = decide(s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    expect(d.action.args).toEqual({ space: 'merida', as: 'attack' });
    expect(d.reason).toMatchObject({
      id: 'bot.crusade.activatesToAttack',
      params: { space: 'merida', targetSpace: 'badajoz' },
    });
  });

  it('§10.1.9 moves into the undefended objective: Badajoz taken', () => {
    const empty = { ...front, units: { 'nat-ac-aragon': 'merida', 'nat-ac-navarra': 'merida' } };
    const s = opsPosition(empty, 'ops-move', { merida: 'move' });
    const d = decide(s, NAT);
    expect(isListed(s, NAT, d)).toBe(true);
    expect(d.action.verb).toBe('moveStack');
    expect(d.action.args.path as string[]).toContain('badajoz');
    // The whole stack goes: two corps rather than one.
    expect(d.action.args.units as string[]).toHaveLength(2);
    expect(d.reason).toMatchObject({ id: 'bot.crusade.movesToTake', params: { spaces: 'badajoz' } });
  });

  it('§10.1 sends a quiet stack into a threatened objective of its own that stands empty', () => {
    const all = Object.fromEntries(geoOf(module).spaces.map((s) => [s, REP]));
    const pos: CombatPosition = {
      side: REP,
      units: { 'nat-ac-aragon': 'merida', 'rep-pol-01': 'jerez-caballeros' },
      attack: [],
      control: { ...all, merida: NAT },
    };
    const s = opsPosition(pos, 'ops-move', { 'jerez-caballeros': 'move' });
    const d = decide(s, REP);
    expect(isListed(s, REP, d)).toBe(true);
    // Badajoz (a VP space) is next to the Nationalist corps at Mérida and holds no Republican unit.
    expect((d.action.args.path as string[]).at(-1)).toBe('badajoz');
    expect(d.reason).toMatchObject({ id: 'bot.crusade.movesToReinforce', params: { space: 'badajoz' } });
  });

  it('§11.1 attacks at good odds, and declines an attack it would likely lose', () => {
    const good = combatPosition({ ...front, attack: ['merida'] });
    const d = decide(good, NAT);
    expect(isListed(good, NAT, d)).toBe(true);
    expect(d.action.verb).toBe('attack');
    expect(d.reason.id).toBe('bot.crusade.attacks');
    expect(d.reason.params!.pc).toBeGreaterThanOrEqual(45);
    const bad = combatPosition({
      ...front,
      units: { 'nat-mil-01': 'merida', 'rep-ac-i': 'badajoz', 'rep-ac-ii': 'badajoz' },
      steps: { 'nat-mil-01': 1 },
      attack: ['merida'],
    });
    expect(listed(bad, NAT).some((a) => a.verb === 'attack')).toBe(true);
    const no = decide(bad, NAT);
    expect(no.action.verb).toBe('doneAttacking');
    expect(no.reason).toEqual({ id: 'bot.crusade.doneAttacking' });
  });

  it('§11.3.4 takes its losses on its cheapest units, and §11.4.5 retreats among friends', () => {
    const s = combatPosition({
      side: REP,
      units: { 'nat-ac-aragon': 'merida', 'nat-inf-01': 'merida', 'rep-mil-01': 'zafra', 'rep-mil-02': 'badajoz' },
      attack: [],
      control: { ...allNat(['badajoz', 'zafra']), 'don-benito': REP },
    });
    const view = sideView(rules, module, s, NAT);
    const plans: LegalAction[] = [
      { verb: 'takeLosses', args: { plan: 0 }, info: { total: 2, losses: ['nat-ac-aragon:1'] } },
      { verb: 'takeLosses', args: { plan: 1 }, info: { total: 2, losses: ['nat-inf-01:2'] } },
      { verb: 'takeLosses', args: { plan: 2 }, info: { total: 1, losses: ['nat-inf-01:1'] } },
    ];
    const ids = (def: string) => s.pieces.find((p) => p.def === def)!.id;
    plans[0]!.info!.losses = [`${ids('nat-ac-aragon')}:1`];
    plans[1]!.info!.losses = [`${ids('nat-inf-01')}:2`];
    plans[2]!.info!.losses = [`${ids('nat-inf-01')}:1`];
    const atLosses: View = { ...view, legalActions: plans };
    const loss = lossesDecision(readMap(module, atLosses), atLosses)!;
    // One step of a 2-1-3 infantry division costs less than one of a 5-3-3 corps or the whole division.
    expect(loss.action.args).toEqual({ plan: 2 });
    const without = { ...atLosses, legalActions: plans.slice(0, 2) };
    // Reducing the corps (5 to 3) keeps both units on the map: cheaper than the division gone.
    expect(lossesDecision(readMap(module, without), without)!.action.args).toEqual({ plan: 0 });
    expect(loss.reason).toEqual({ id: 'bot.crusade.losses', params: { pieces: ids('nat-inf-01') } });
    const repView = sideView(rules, module, s, REP);
    const paths: LegalAction[] = [
      { verb: 'retreat', args: { unit: ids('rep-mil-01'), path: ['don-benito'] } },
      { verb: 'retreat', args: { unit: ids('rep-mil-01'), path: ['badajoz'] } },
    ];
    const atRetreat: View = { ...repView, legalActions: paths };
    const back = retreatDecision(readMap(module, atRetreat), atRetreat)!;
    // Both stand next to the enemy corps at Mérida; Badajoz holds a friend and is worth holding.
    expect(back.action.args).toEqual(paths[1]!.args);
    expect(back.reason).toEqual({
      id: 'bot.crusade.retreats',
      params: { piece: ids('rep-mil-01'), space: 'badajoz' },
    });
  });
});

/** `side`'s view of `s` waiting in `step` with these actions listed (a step's choices, as the rules list them). */
function viewAt(s: GameState, side: Side, step: string, actions: LegalAction[], extra: object = {}): View {
  const v = sideView(rules, module, s, side);
  const vars = { ...(v.state.vars as object), step, extra: { ...varsOf(s).extra, ...extra } };
  return { ...v, state: { ...v.state, vars } as unknown as View['state'], legalActions: actions };
}
const ask = (view: View) => crusadePolicy({ module, rules, view, random: seededRandom(1) })!;

describe('the scripted Crusade opponent in combat and bookkeeping', () => {
  const s = combatPosition({
    side: NAT,
    units: { 'nat-ac-aragon': 'merida', 'nat-inf-01': 'merida', 'rep-mil-01': 'badajoz', 'rep-ac-i': 'badajoz' },
    attack: ['merida'],
    control: allNat(['badajoz']),
  });
  const id = (def: string) => s.pieces.find((p) => p.def === def)!.id;

  it('§11.2.4 plays every Combat Card it may, with the armor DRM when it may declare it', () => {
    const sets = [[], ['N8'], ['N8', 'N11']].map((cards) => ({ verb: 'combatCards', args: { cards } }));
    const armor = { verb: 'combatCards', args: { cards: ['N8', 'N11'], armor: 'yes' } };
    const d = ask(viewAt(s, NAT, 'combat-cards-attacker', [...sets, armor]));
    expect(d.action.args).toEqual(armor.args);
    expect(d.reason).toEqual({ id: 'bot.crusade.combatCardsArmor', params: { cards: 'N8,N11' } });
  });

  it('§11.5 advances with every unit that may into the space taken', () => {
    const both = { verb: 'advance', args: { units: [id('nat-ac-aragon'), id('nat-inf-01')], to: 'badajoz' } };
    const one = { verb: 'advance', args: { units: [id('nat-inf-01')], to: 'badajoz' } };
    const d = ask(viewAt(s, NAT, 'combat-advance', [one, both, { verb: 'noAdvance', args: {} }]));
    expect(d.action.args).toEqual(both.args);
    expect(d.reason).toMatchObject({ id: 'bot.crusade.advances', params: { space: 'badajoz' } });
  });

  it('§11.4.3 holds an objective with one more step off its cheapest unit, and retreats from other spaces', () => {
    const cancels = [id('rep-ac-i'), id('rep-mil-01')].map((unit) => ({ verb: 'cancelRetreat', args: { unit } }));
    const actions = [...cancels, { verb: 'noCancel', args: {} }];
    // The combat in progress this round (combat-state.ts keys it by turn, side and round).
    const round = `${s.turn}:${s.activeSide}:${varsOf(s).round}`;
    const combat = (target: string) => ({
      combat: {
        round,
        turn: s.turn,
        attacked: [],
        fought: [],
        retreated: [],
        usedRetained: [],
        log: [],
        current: { target },
      },
    });
    const at = (target: string) => viewAt(s, REP, 'combat-retreat-cancel', actions, combat(target));
    const hold = ask(at('badajoz'));
    expect(hold.action.args).toEqual({ unit: id('rep-mil-01') });
    expect(hold.reason).toEqual({
      id: 'bot.crusade.cancelsRetreat',
      params: { space: 'badajoz', piece: id('rep-mil-01') },
    });
    // Zafra is worth nothing to either side: the units retreat rather than lose a step.
    expect(ask(at('zafra')).action.verb).toBe('noCancel');
  });

  it('§14 spends its replacement points on its most valuable reduced unit first', () => {
    const steps = [id('nat-inf-01'), id('nat-ac-aragon')].map((unit) => ({
      verb: 'replaceStep',
      args: { unit, pool: 'NAT' },
    }));
    const d = ask(viewAt(s, NAT, 'replacement-NAT', [...steps, { verb: 'doneReplacing', args: {} }]));
    expect(d.action.args).toEqual(steps[1]!.args);
    expect(d.reason).toEqual({ id: 'bot.crusade.replacesStep', params: { piece: id('nat-ac-aragon') } });
  });
});

/** The positions of a game between the scripted Nationalist and the random Republican, up to `n`. */
function positions(n: number, seed: number): GameState[] {
  const out: GameState[] = [];
  const m = playMatch(
    rules,
    module,
    { scenarioId: 'campaign', mode: 'enforced', options: {} },
    {
      NAT: bot,
      REP: randomBot,
    },
    seed,
    { over: (s) => crusade.fuzz!.over(s) || out.push(s) > n, result: () => null },
  );
  expect(m.failure).toBeNull();
  return out;
}

describe('the scripted Crusade opponent sees only its side’s view', () => {
  it('decides the same on the same view whatever the other hand and the order of the deck (§8.1)', () => {
    let compared = 0;
    for (const state of positions(150, 2)) {
      for (const side of rules.toAct(module, state) as Side[]) {
        const other = otherTruth(state, side);
        if (!other) continue;
        expect(varsOf(other).decks).not.toEqual(varsOf(state).decks);
        expect(sideView(rules, module, other, side)).toEqual(sideView(rules, module, state, side));
        const d1 = askBot(bot, rules, module, state, side, seededRandom(11));
        const d2 = askBot(bot, rules, module, other, side, seededRandom(11));
        expect(d2).toEqual(d1);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(60);
  });
});

describe('the scripted Crusade opponent in the steps a short game does not reach', () => {
  it('decides with a reason and an action its view lists in every bookkeeping step of a game to Turn 8', () => {
    // Two random players reach the corps deployment, the Reserve minimum, militarization and the Turn 6 redraw
    // (§15.2, §15.1.2), replacements, reinforcements and SR: the scripted player is asked at each of them.
    const seen = new Set<string>();
    const m = playMatch(
      rules,
      module,
      { scenarioId: 'campaign', mode: 'enforced', options: {} },
      {
        NAT: randomBot,
        REP: randomBot,
      },
      1,
      {
        over: (state) => {
          const step = varsOf(state).step;
          if (step !== 'action' && !step.startsWith('ops-') && step !== 'over')
            for (const side of rules.toAct(module, state)) {
              const d = decide(state, side);
              expect(isListed(state, side, d)).toBe(true);
              expect(d.reason.id).toMatch(/^bot\.(crusade\.\w+|onlyAction)$/);
              seen.add(step);
            }
          return crusade.fuzz!.over(state);
        },
        result: () => null,
      },
    );
    expect(m.failure).toBeNull();
    for (const step of ['deploy-corps', 'reserve-minimum', 'militarization', 'redraw', 'sr', 'replacement-NAT'])
      expect(seen).toContain(step);
  });
});

describe('the scripted Crusade opponent against the random bot', () => {
  it('wins a whole game on each side, every decision one its view lists, with a reason', () => {
    for (const [side, seed] of [
      [NAT, 9],
      [REP, 2],
    ] as const) {
      const bots = side === NAT ? { NAT: bot, REP: randomBot } : { REP: bot, NAT: randomBot };
      const m = playMatch(rules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, bots, seed, {
        over: crusade.fuzz!.over,
        result: crusade.fuzz!.result,
      });
      // playMatch fails the game on any action the rules refuse.
      expect(m.failure).toBeNull();
      // Against the random player the scripted side wins (the arena measures how often: docs/opponent.md).
      expect(m.result?.winner).toBe(side);
      const mine = m.decisions.filter((d) => d.bot === 'scripted');
      expect(mine.length).toBeGreaterThan(30);
      for (const d of mine) expect(d.reason.id).toMatch(/^bot\.(crusade\.\w+|onlyAction)$/);
    }
  });
});
