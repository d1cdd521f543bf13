import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { subordinate } from '../ourwar/command.js';
import { NAT, REP } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { endCombat } from './combatend.js';
import { ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { moduleWith } from './variant.fixture.js';

const graph = mapGraph(ebroModule);
const ids = (refused: { rule: string }[]) => refused.map((v) => v.rule.replace(/^ebro\./, ''));
const check = (s: GameState, side: string, verb: string, args: Record<string, unknown>, module = ebroModule) =>
  ids(ebroRules.check(module, s, { side, verb, args } as Action));
const hexTo = (a: { args?: Record<string, unknown> }) => (a.args!.to as { hex?: string; box?: string }).hex;
const boxTo = (a: { args?: Record<string, unknown> }) => (a.args!.to as { hex?: string; box?: string }).box;

describe('a reconstituted HQ rejoining its units (VII.5)', () => {
  it('VII.5 a reconstituted HQ that has not rejoined moves only nearer to its units', () => {
    const away = placed(segment('move', REP), { 'R-HQ-42D': 'A:0806' });
    const hq = away.pieces.find((p) => p.id === 'R-HQ-42D')!;
    const units = away.pieces.filter((u) => u.at.kind === 'hex' && u.side === REP && subordinate(ebroModule, u, hq));
    const far = (h: string) => Math.min(...units.map((u) => graph.distance(h, (u.at as { hex: string }).hex)));
    const movesOf = (s: GameState) => listed(s, REP, 'move').filter((a) => a.args!.piece === 'R-HQ-42D');
    const free = movesOf(away);
    const waiting = { ...away, vars: { ...away.vars, rejoining: ['R-HQ-42D'] } as GameState['vars'] };
    const bound = movesOf(waiting);
    expect(bound.length).toBeGreaterThan(0);
    for (const a of bound) expect(far(hexTo(a)!), hexTo(a)).toBeLessThan(far('A:0806'));
    const away2 = free.find((a) => hexTo(a) !== undefined && far(hexTo(a)!) >= far('A:0806'));
    if (!away2) throw new Error('no move away listed for a commanding HQ');
    expect(check(away, REP, 'move', away2.args!)).toEqual([]);
    expect(check(waiting, REP, 'move', away2.args!)).toEqual(['move.reach']);
  });
});

describe('a withdrawing formation (XX.1.5)', () => {
  const division105 = moduleWith({ withdrawals: [{ turn: 1, formation: 'N-HQ-105D' }] });
  const going = { withdrawals: { 'N-HQ-105D': 1 }, withdrawing: { 'N-105D-1': 1, 'N-105D-2': 1 } };

  it('XX.1.5 the units of a withdrawing formation all leave by the box the first of them left by', () => {
    const s = placed(segment('move', NAT, going), {
      'N-105D-1': { box: 'south-exterior' },
      'N-105D-3': { box: 'dead' },
    });
    const boxes = (x: GameState) =>
      new Set(
        ebroRules
          .view(division105, x, NAT)
          .legalActions.filter((a) => a.verb === 'move')
          .filter((a) => a.args!.piece === 'N-105D-1')
          .map(boxTo),
      );
    expect([...boxes(s)]).toEqual(expect.arrayContaining(['south-interior', 'west-interior']));
    const gone = { ...s, vars: { ...s.vars, withdrawn: { 'N-105D-3': { box: 'south-interior', from: 1 } } } };
    const left = boxes(gone as GameState);
    expect(left.has('south-interior')).toBe(true);
    expect(left.has('west-interior')).toBe(false);
    const west = { piece: 'N-105D-1', to: { kind: 'box', box: 'west-interior' } };
    expect(check(s, NAT, 'move', west, division105)).toEqual([]);
    expect(check(gone as GameState, NAT, 'move', west, division105)).toEqual(['move.reach']);
  });

  it('XX.1.5 a withdrawing unit carries out no offensive action: it neither fires nor attacks', () => {
    const fire = listed(segment('prepare', REP), REP, 'fire')[0]!;
    const firer = (fire.args!.pieces as string[])[0]!;
    const firing = segment('prepare', REP, { withdrawing: { [firer]: 1 } });
    expect(check(firing, REP, 'fire', fire.args!)).toEqual(['fire.withdrawing']);
    expect(listed(firing, REP, 'fire').filter((a) => (a.args!.pieces as string[]).includes(firer))).toEqual([]);
    const attack = listed(segment('combat', REP), REP, 'attack')[0]!;
    const attacker = (attack.args!.pieces as string[])[0]!;
    const attacking = segment('combat', REP, { withdrawing: { [attacker]: 1 } });
    expect(check(attacking, REP, 'attack', attack.args!)).toEqual(['attack.withdrawing']);
    expect(listed(attacking, REP, 'attack').filter((a) => (a.args!.pieces as string[]).includes(attacker))).toEqual([]);
    expect(endCombat.check(ebroModule, attacking, { side: REP, verb: 'done', args: {} })).toEqual([]);
  });

  it('XX.1.5 a withdrawing unit surrounded must attack before the combat segment ends, unless on an objective', () => {
    const ring = ['R-35D-XV-1', 'R-35D-XV-2', 'R-35D-XV-3', 'R-35D-XI-1', 'R-35D-XI-2', 'R-35D-XI-3'];
    const around = (hex: string): GameState =>
      placed(segment('combat', NAT, { withdrawing: { 'N-105D-1': 1 } }), {
        'N-105D-1': hex,
        ...Object.fromEntries(graph.neighbors(hex).map((n, i) => [ring[i]!, n])),
      });
    const done = { side: NAT, verb: 'done', args: {} } as Action;
    const held = around('A:1520');
    const out = listed(held, NAT, 'attack').filter((a) => (a.args!.pieces as string[]).includes('N-105D-1'));
    expect(out.length).toBeGreaterThan(0);
    expect(check(held, NAT, 'attack', out[0]!.args!)).toEqual([]);
    expect(ids(endCombat.check(ebroModule, held, done))).toEqual(['attack.surrounded']);
    expect(endCombat.list(ebroModule, held, NAT)).toEqual([]);
    // the combat step's own end is this one: the game refuses it and does not offer it
    expect(ebroRules.check(ebroModule, held, done).map((v) => v.rule)).toEqual(['ebro.attack.surrounded']);
    expect(listed(held, NAT, 'done')).toEqual([]);
    // on a victory point objective it may wait there
    const objective = around('A:1226');
    expect(ids(endCombat.check(ebroModule, objective, done))).toEqual([]);
    // one neighbour free: it can move away, so (out of supply, VIII.8) it may not attack, nor is it bound to
    const open = placed(held, { [ring[0]!]: { box: 'dead' } });
    expect(check(open, NAT, 'attack', out[0]!.args!)).toEqual(['attack.unit']);
    expect(ids(endCombat.check(ebroModule, open, done))).toEqual([]);
  });

  it('XX.1.5 a withdrawing unit makes no reaction attack', () => {
    const s = placed(segment('react', NAT, { withdrawing: { 'N-105D-1': 1 } }), {
      'N-105D-1': 'A:1520',
      'R-35D-XV-1': 'A:1518',
    });
    const args = { pieces: ['N-105D-1'], hex: 'A:1518' };
    const free = placed(segment('react', NAT), { 'N-105D-1': 'A:1520', 'R-35D-XV-1': 'A:1518' });
    expect(check(free, NAT, 'react', args)).not.toContain('react.withdrawing');
    expect(check(s, NAT, 'react', args)).toEqual(['react.withdrawing']);
    expect(listed(s, NAT, 'react').filter((a) => (a.args!.pieces as string[]).includes('N-105D-1'))).toEqual([]);
  });
});

describe('units out of supply (VIII.8)', () => {
  it('VIII.8 a unit out of supply attacks only when it must to be able to move: when surrounded', () => {
    const ring = ['R-35D-XV-1', 'R-35D-XV-2', 'R-35D-XV-3', 'R-35D-XI-1', 'R-35D-XI-2', 'R-35D-XI-3'];
    const near = graph.neighbors('A:1520');
    const held = placed(segment('combat', NAT), {
      'N-105D-1': 'A:1520',
      ...Object.fromEntries(near.map((n, i) => [ring[i]!, n])),
    });
    const args = { pieces: ['N-105D-1'], hex: near[1]! };
    expect(check(held, NAT, 'attack', args)).toEqual([]);
    expect(listed(held, NAT, 'attack').some((a) => (a.args!.pieces as string[]).includes('N-105D-1'))).toBe(true);
    const open = placed(held, { [ring[0]!]: { box: 'dead' } });
    expect(check(open, NAT, 'attack', args)).toEqual(['attack.unit']);
  });
});
