// Who may attack what (§9.0, §9.02, §9.03, §8.04, §11.02) on small explicit boards: a row of hexes "a".."e".
import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import { rollDie, seedRng } from '../../core/dice.js';
import type { ChartDef, GameModule } from '../../core/module.js';
import { draftState } from '../../systems/draft.js';
import { advance } from './advance.js';
import {
  type AttackContext,
  actorOf,
  attackProblems,
  attritionOwed,
  attritionProblems,
  type Fighter,
  owedAttacks,
  unattackedAtEnd,
} from './combat.js';
import { combatOdds } from './odds.js';
import { attack, endCombat, groundCrt, losses } from './crt.js';
import { retreat } from './retreat.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';

const unit = (id: string, side: string, hex: string, attack = 4, defence = 6, type: Fighter['type'] = 'infantry') =>
  ({ id, side, hex, type, size: 'corps', attack, defence, reduced: false }) as Fighter;
const row = 'abcde';
const ctx = (over: Partial<AttackContext> = {}): AttackContext => ({
  phase: 'combat',
  adjacent: (x, y) => Math.abs(row.indexOf(x) - row.indexOf(y)) === 1,
  hexside: () => null,
  attacked: new Set(),
  defended: new Set(),
  fromHex: () => 0,
  withLeader: () => false,
  ...over,
});
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

describe('who may attack what', () => {
  const ger = unit('g1', 'axis', 'c', 10, 10);
  it('§9.0 a unit attacks an adjacent enemy hex, never one two hexes off nor across a sea or unfrozen lake', () => {
    expect(attackProblems(ctx(), [unit('s1', 'soviet', 'b')], [ger], 'c')).toEqual([]);
    expect(rules(attackProblems(ctx(), [unit('s1', 'soviet', 'a')], [ger], 'c'))).toEqual(['sfe.attack.adjacent']);
    for (const side of ['sea', 'unfrozenLake', 'qattara', 'azovNeck'])
      expect(rules(attackProblems(ctx({ hexside: () => side }), [unit('s1', 'soviet', 'b')], [ger], 'c'))).toEqual([
        'sfe.attack.hexside',
      ]);
    expect(attackProblems(ctx({ hexside: () => 'river' }), [unit('s1', 'soviet', 'b')], [ger], 'c')).toEqual([]);
  });

  it('§9.02 only a hex with an enemy ground unit is attacked: a leader or supply unit alone is not', () => {
    const leader = { ...unit('L', 'axis', 'c', 0, 0), type: 'leader' as const };
    const supply = { ...unit('S', 'axis', 'c', 0, 0), type: 'supply' as const };
    const v = attackProblems(ctx(), [unit('s1', 'soviet', 'b')], [leader, supply], 'c');
    expect(rules(v)).toEqual(['sfe.attack.target']);
    expect(attackProblems(ctx(), [unit('s1', 'soviet', 'b')], [leader, ger], 'c')).toEqual([]);
  });

  it('§9.02 each unit attacks, and is attacked, once a phase; at most three attack out of one hex', () => {
    const s = [1, 2, 3, 4].map((i) => unit(`s${i}`, 'soviet', 'b'));
    expect(attackProblems(ctx(), s.slice(0, 3), [ger], 'c')).toEqual([]);
    expect(rules(attackProblems(ctx(), s, [ger], 'c'))).toEqual(['sfe.attack.fromHex']);
    expect(rules(attackProblems(ctx({ fromHex: () => 2 }), s.slice(0, 2), [ger], 'c'))).toEqual(['sfe.attack.fromHex']);
    // from two hexes, three each
    const d = [1, 2, 3].map((i) => unit(`d${i}`, 'soviet', 'd'));
    expect(attackProblems(ctx(), [...s.slice(0, 3), ...d], [ger], 'c')).toEqual([]);
    expect(rules(attackProblems(ctx({ attacked: new Set(['s1']) }), s.slice(0, 1), [ger], 'c'))).toEqual([
      'sfe.attack.once',
    ]);
    expect(rules(attackProblems(ctx({ defended: new Set(['g1']) }), s.slice(0, 1), [ger], 'c'))).toEqual([
      'sfe.attack.defended',
    ]);
  });

  it('§8.04 a unit that used extended rail does not attack; §11.02 after exploitation only units with a leader', () => {
    const s1 = unit('s1', 'soviet', 'b');
    expect(rules(attackProblems(ctx({ extendedRail: new Set(['s1']) }), [s1], [ger], 'c'))).toEqual([
      'sfe.attack.rail',
    ]);
    const post = ctx({ phase: 'postExploitation', withLeader: (u) => u.id === 's2' });
    expect(rules(attackProblems(post, [s1], [ger], 'c'))).toEqual(['sfe.attack.leader']);
    expect(attackProblems(post, [unit('s2', 'soviet', 'b')], [ger], 'c')).toEqual([]);
  });

  it('§9.0 a side attacks only the enemy, with ground units', () => {
    expect(rules(attackProblems(ctx(), [unit('g2', 'axis', 'b')], [ger], 'c'))).toContain('sfe.attack.side');
    const leader = { ...unit('L', 'soviet', 'b', 0, 0), type: 'leader' as const };
    expect(rules(attackProblems(ctx(), [leader], [ger], 'c'))).toEqual(['sfe.attack.unit']);
  });
});

describe('attacks on a hex of several units', () => {
  // §9.03's example: two stacks of three Soviet 4-6-3s beside two German 10-10-4s
  const A = unit('A', 'axis', 'c', 10, 10);
  const B = unit('B', 'axis', 'c', 10, 10);
  const crt = groundCrt();

  it('§9.03 T05: five 4-6-3s on A at 2-1 and one on B at 1-3 are both legal attrition attacks', () => {
    expect(combatOdds(crt, 20, 10).column).toBe('2-1');
    expect(attritionProblems([A, B], [A], 20, 10, 0)).toEqual([]);
    expect(attritionProblems([A, B], [B], 4, 10, 1)).toEqual([]);
    // a breakthrough attack on the whole hex is not bound by the attrition floor
    expect(attritionProblems([A, B], [A, B], 1, 20, 0)).toEqual([]);
  });

  it('§9.03 an attrition attack below 1-6, or a fourth on one hex, is refused', () => {
    expect(rules(attritionProblems([A, B], [A], 1, 10, 0))).toEqual(['sfe.attack.attrition']);
    const C = unit('C', 'axis', 'c', 2, 2);
    expect(rules(attritionProblems([A, B, C, unit('D', 'axis', 'c')], [C], 4, 2, 3))).toEqual([
      'sfe.attack.attritionCount',
    ]);
  });

  it('§9.03 once an attrition attack is made, every other defender of the hex is owed an attack', () => {
    expect(attritionOwed([A, B], new Set()).map((d) => d.id)).toEqual([]);
    expect(attritionOwed([A, B], new Set(['A'])).map((d) => d.id)).toEqual(['B']);
    expect(unattackedAtEnd([A, B], new Set(['A', 'B']))).toEqual([]);
  });
});

describe('attrition owed on the map', () => {
  it('§9.03 a hex partly attacked owes an attack on each other defender before the phase ends', () => {
    const s = position(
      [
        piece('A', 'ger-inf', AXIS, 'C:4132'),
        piece('B', 'ger-inf', AXIS, 'C:4132'),
        piece('C', 'ger-inf', AXIS, 'C:4232'),
      ],
      { phase: 'combat', combat: { defended: ['A'] } } as Partial<SfeVars>,
    );
    expect(owedAttacks(testModule, s, SOVIET)).toEqual(['B']);
    const none = position([piece('A', 'ger-inf', AXIS, 'C:4132')], { phase: 'combat' } as Partial<SfeVars>);
    expect(owedAttacks(testModule, none, SOVIET)).toEqual([]);
  });
});

describe('a Combat Phase played at random', () => {
  const module = { ...testModule, charts: charts as unknown as ChartDef[] } as GameModule;
  const start = [
    piece('g1', 'ger-inf', AXIS, 'C:4131'),
    piece('g2', 'ger-inf', AXIS, 'C:4131'),
    piece('L', 'ger-leader', AXIS, 'C:4131'),
    piece('p1', 'ger-pz', AXIS, 'C:4232'),
    piece('p2', 'ger-pz', AXIS, 'C:4232'),
    piece('m1', 'ger-mot', AXIS, 'C:4133'),
    piece('s1', 'sov-inf', SOVIET, 'C:4132'),
    piece('s2', 'sov-inf', SOVIET, 'C:4132'),
    piece('s3', 'sov-tank', SOVIET, 'C:4233'),
    piece('s4', 'sov-inf', SOVIET, 'C:4033'),
  ];
  const verbs = { attack, losses, retreat, advance, done: endCombat };

  it('§9-§10 every action offered is legal and the phase always reaches its end (20 seeded games)', () => {
    const used: Record<string, number> = {};
    for (let game = 0; game < 20; game++) {
      let s = { ...position(start, { phase: 'combat' } as Partial<SfeVars>), rng: seedRng(`sfe-random-${game}`) };
      let pick = seedRng(`sfe-pick-${game}`);
      let ended = false;
      for (let step = 0; step < 60 && !ended; step++) {
        const side = actorOf(module, s) ?? AXIS;
        const offered = Object.entries(verbs).flatMap(([verb, v]) =>
          v.list(module, s, side).map((a) => ({ ...a, verb, side, args: a.args ?? {} })),
        );
        expect(offered.length).toBeGreaterThan(0);
        const r = rollDie(pick, 1000);
        pick = r.rng;
        const a = offered[r.value % offered.length]!;
        const verb = verbs[a.verb as keyof typeof verbs];
        expect(verb.check(module, s, a)).toEqual([]);
        const d = draftState<SfeVars>(s);
        expect(Array.isArray(verb.apply(module, d, a))).toBe(false);
        s = d.state;
        used[a.verb] = (used[a.verb] ?? 0) + 1;
        ended = a.verb === 'done';
      }
      expect(ended).toBe(true);
    }
    // the games met every kind of answer a combat asks for
    expect(Object.keys(used).sort()).toEqual(['advance', 'attack', 'done', 'losses', 'retreat']);
  });
});
