// Retreats (§10.03, §13.04, §22.14) on a small axial hex board: hexes "q,r".
import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import { rollDie, seedRng } from '../../core/dice.js';
import type { ChartDef, GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { draftState } from '../../systems/draft.js';
import { logOf } from './combat.js';
import { attack } from './crt.js';
import { mustRetreat, type RetreatBoard, retreat, retreatAllowed, retreatPaths } from './retreat.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { sfeRules } from './rules.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';
import { zocOf } from './zoc.js';

const DIRS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
const neighbors = (h: string) => {
  const [q, r] = h.split(',').map(Number);
  return DIRS.map(([dq, dr]) => `${q! + dq!},${r! + dr!}`);
};
const dist = (a: string, b: string) => {
  const [q1, r1] = a.split(',').map(Number);
  const [q2, r2] = b.split(',').map(Number);
  return (Math.abs(q1! - q2!) + Math.abs(r1! - r2!) + Math.abs(q1! + r1! - q2! - r2!)) / 2;
};
const board = (over: Partial<RetreatBoard> = {}): RetreatBoard => ({
  neighbors,
  prohibited: () => false,
  enemyIn: () => false,
  enemyZoc: () => false,
  supplyLength: () => null,
  fits: () => true,
  ...over,
});
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);
const ends = (paths: string[][]) => paths.map((p) => p.join('>')).sort();

describe('retreat', () => {
  it('§10.03 one hex, never into enemy units, enemy ZOC or prohibited terrain', () => {
    const b = board({
      enemyIn: (h) => h === '1,0',
      enemyZoc: (h) => dist(h, '1,0') === 1,
      prohibited: (_f, t) => t === '-1,0',
    });
    expect(ends(retreatPaths(b, '0,0'))).toEqual(['-1,1', '0,-1'].sort());
  });

  it('§10.03 a unit with nowhere to go is eliminated (no path)', () => {
    expect(retreatPaths(board({ enemyZoc: () => true }), '0,0')).toEqual([]);
  });

  it('§10.03 friendly units do not cancel an enemy ZOC', () => {
    // the ZOC hexes hold friendly units: still closed
    const b = board({ enemyZoc: (h) => h !== '-1,0', fits: () => true });
    expect(ends(retreatPaths(b, '0,0'))).toEqual(['-1,0']);
  });

  it('§10.03 overstacked after one hex, the units retreat one hex more', () => {
    const b = board({ fits: (h) => h !== '-1,0', enemyZoc: (h) => h !== '-1,0' && dist(h, '0,0') === 1 });
    const paths = retreatPaths(b, '0,0');
    expect(paths.every((p) => p.length === 2 && p[0] === '-1,0')).toBe(true);
    // the neighbours of -1,0 but 0,0 and the two in ZOC (0,-1 and -1,1)
    expect(ends(paths)).toEqual(['-1,0>-1,-1', '-1,0>-2,0', '-1,0>-2,1']);
    expect(retreatAllowed(b, '0,0', ['-1,0', '-2,0'])).toBe(true);
    expect(retreatAllowed(b, '0,0', ['-1,0'])).toBe(false);
  });

  it('§10.03 wherever possible the retreat keeps or shortens the supply path', () => {
    const source = '-5,0';
    const b = board({ supplyLength: (h) => dist(h, source) });
    const paths = retreatPaths(b, '0,0');
    expect(paths.every((p) => dist(p[0]!, source) <= 5)).toBe(true);
    expect(ends(paths)).toEqual(['-1,0', '-1,1', '0,-1'].sort());
    // when only a longer path is open, it is taken
    const only = board({ supplyLength: (h) => dist(h, source), enemyZoc: (h) => h !== '1,0' });
    expect(ends(retreatPaths(only, '0,0'))).toEqual(['1,0']);
  });

  it('§22.14 disrupted enemy airborne do not block a retreat through, but the retreat may not end on them', () => {
    const b = board({
      disruptedEnemyAirborne: (h) => h === '-1,0',
      enemyZoc: (h) => h !== '-1,0' && dist(h, '0,0') === 1,
    });
    const paths = retreatPaths(b, '0,0');
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.length === 2 && p[0] === '-1,0')).toBe(true);
  });

  it('§13.04 units stacked with a leader need not retreat on DR, AR or AX', () => {
    const units = [
      { id: 'a', hex: 'x' },
      { id: 'b', hex: 'y' },
    ];
    expect(mustRetreat(units, new Set(['x']), 'DR')).toEqual(['b']);
    expect(mustRetreat(units, new Set(), 'AX')).toEqual(['a', 'b']);
    expect(mustRetreat(units, new Set(), 'DE')).toEqual([]);
  });
});

describe('retreat on the map', () => {
  const module = { ...testModule, charts: charts as unknown as ChartDef[] } as GameModule;
  const D = 'C:4132';
  const pieces = [
    piece('g1', 'ger-inf', AXIS, 'C:4131'),
    piece('g2', 'ger-inf', AXIS, 'C:4131'),
    piece('pz', 'ger-pz', AXIS, 'C:4232'),
    piece('s1', 'sov-inf', SOVIET, D),
    piece('sup', 'ger-supply', SOVIET, D),
  ];
  /** The state after a DR on the 4-6-3 in C:4132 (die 1 at 6-1). */
  function afterDR(): GameState {
    let s = position(pieces, { phase: 'combat' } as Partial<SfeVars>);
    for (let i = 0; rollDie(s.rng, 6).value !== 1; i++) s = { ...s, rng: seedRng(`sfe-retreat-${i}`) };
    const d = draftState<SfeVars>(s);
    expect(attack.apply(module, d, { side: AXIS, verb: 'attack', args: { pieces: ['g1', 'g2', 'pz'], hex: D } })).toBe(
      'retreat',
    );
    return d.state;
  }

  it('§10.03 the retreats offered end outside the enemy ZOC and units; one taken moves the unit', () => {
    const s = afterDR();
    const zoc = zocOf(module, s, AXIS);
    const offers = retreat.list(module, s, SOVIET);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      const path = o.args!.path as string[];
      expect(zoc.has(path[path.length - 1]!)).toBe(false);
      expect(retreat.check(module, s, { side: SOVIET, verb: 'retreat', args: o.args! })).toEqual([]);
    }
    expect(retreat.list(module, s, AXIS)).toEqual([]);
    const into = { side: SOVIET, verb: 'retreat', args: { piece: 's1', path: ['C:4233'] } };
    expect(zoc.has('C:4233')).toBe(true);
    expect(rules(retreat.check(module, s, into))).toEqual(['sfe.retreat.path']);
    const stay = { side: SOVIET, verb: 'retreat', args: { piece: 's1', path: [] } };
    expect(rules(retreat.check(module, s, stay))).toEqual(['sfe.retreat.stay']);
  });

  it('§10.03 §23.22 §9.04 the unit goes, its supply unit with it, and the attacker may advance', () => {
    const s = afterDR();
    const d = draftState<SfeVars>(s);
    const go = retreat.list(module, s, SOVIET)[0]!.args!;
    const to = (go.path as string[]).at(-1);
    expect(retreat.apply(module, d, { side: SOVIET, verb: 'retreat', args: go })).toBe('advance');
    const at = (id: string) => d.state.pieces.find((p) => p.id === id)!.at;
    expect(at('s1')).toEqual({ kind: 'hex', hex: to });
    expect(at('sup')).toEqual({ kind: 'hex', hex: to });
    expect(logOf(d.vars).battle?.advancing).toEqual(['g1', 'g2', 'pz']);
  });

  it('§10.03 a retreat into an enemy ZOC: enforced refuses it, advisory and honor carry it out by hand', () => {
    const into = { side: SOVIET, verb: 'retreat', args: { piece: 's1', path: ['C:4233'] } };
    const at = (mode: GameState['mode']) => ({ ...afterDR(), mode, vars: { ...afterDR().vars, step: 'combat' } });
    const refused = applyAction(sfeRules, module, at('enforced'), into);
    expect(refused.violations.map((v) => v.rule)).toEqual(['sfe.retreat.path']);
    expect(refused.ok).toBe(false);
    for (const mode of ['advisory', 'honor'] as const) {
      const r = applyAction(sfeRules, module, at(mode), into);
      if (!r.ok) throw new Error(mode);
      expect(
        r.violations.map((v) => v.rule),
        mode,
      ).toEqual(mode === 'advisory' ? ['sfe.retreat.path'] : []);
      expect(r.state.pieces.find((p) => p.id === 's1')!.at).toEqual({ kind: 'hex', hex: 'C:4233' });
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'retreat', pieces: ['s1'] }));
      // §9.04 the retreat done, the attacker's advance opens
      expect(logOf(varsOf(r.state)).battle?.advancing).toEqual(['g1', 'g2', 'pz']);
    }
  });

  it('§13.04 a unit with no leader staying put: refused when enforced, carried out by hand otherwise', () => {
    const stay = { side: SOVIET, verb: 'retreat', args: { piece: 's1', path: [] } };
    const at = (mode: GameState['mode']) => ({ ...afterDR(), mode, vars: { ...afterDR().vars, step: 'combat' } });
    expect(applyAction(sfeRules, module, at('enforced'), stay).ok).toBe(false);
    const r = applyAction(sfeRules, module, at('advisory'), stay);
    if (!r.ok) throw new Error('refused');
    expect(r.violations.map((v) => v.rule)).toEqual(['sfe.retreat.stay']);
    expect(r.state.pieces.find((p) => p.id === 's1')!.at).toEqual({ kind: 'hex', hex: D });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'stay', to: D }));
  });

  it('§10.03 in every mode no retreat of a unit not retreating, nor into a hex the enemy holds', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      const s = { ...afterDR(), mode, vars: { ...afterDR().vars, step: 'combat' } };
      const other = { side: SOVIET, verb: 'retreat', args: { piece: 'sup', path: ['C:4133'] } };
      expect(applyAction(sfeRules, module, s, other).ok, mode).toBe(false);
      const held = { side: SOVIET, verb: 'retreat', args: { piece: 's1', path: ['C:4131'] } };
      expect(applyAction(sfeRules, module, s, held).ok, mode).toBe(false);
    }
  });

  it('§10.03 a unit with no open hex is eliminated, and its supply unit with it (§23.22)', () => {
    // Germans all round C:4132 but for the hexes beyond the major river, which the Germans' ZOC covers
    const ring = ['C:4131', 'C:4232', 'C:4233', 'C:4133', 'C:4033', 'C:4032'];
    const around = ring.map((h, i) => piece(`r${i}`, i % 2 ? 'ger-inf' : 'ger-pz', AXIS, h));
    let s = position([...around, pieces[3]!, pieces[4]!], { phase: 'combat' } as Partial<SfeVars>);
    for (let i = 0; rollDie(s.rng, 6).value !== 1; i++) s = { ...s, rng: seedRng(`sfe-trap-${i}`) };
    const d = draftState<SfeVars>(s);
    const stop = attack.apply(module, d, { side: AXIS, verb: 'attack', args: { pieces: ['r1', 'r3', 'r5'], hex: D } });
    const ev = d.events.find((e) => e.type === 'combat')!;
    expect(ev.result).toBe('DR');
    expect(stop).toBe('advance');
    expect(d.events.filter((e) => e.type === 'eliminated').map((e) => `${e.piece} ${e.rule}`)).toEqual([
      's1 §10.03',
      'sup §23.22',
    ]);
  });
});
