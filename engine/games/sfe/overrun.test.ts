// Overruns (§14) with the book's 7-1/+1 and 6-1/+2 and its side-by-side and echeloned stacks, on an axial board.
import { describe, expect, it } from 'vitest';
import charts from '../../../assets/modules/sfe/charts.json';
import type { ChartDef, GameModule } from '../../core/module.js';
import { applyAction } from '../../core/apply.js';
import type { GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { groundCrt } from './crt.js';
import { exploit } from './exploitation.js';
import {
  afterOverrun,
  guaranteed,
  type OverrunCase,
  overrun,
  overrunCost,
  overrunProblems,
  overrunStep,
} from './overrun.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { sfeRules } from './rules.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';

const crt = groundCrt();
const DIRS = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];
const adjacent = (a: string, b: string) => {
  const [q1, r1] = a.split(',').map(Number);
  const [q2, r2] = b.split(',').map(Number);
  return DIRS.some(([dq, dr]) => q1! + dq! === q2 && r1! + dr! === r2);
};
/** The enemy stacks whose ZOC covers a hex: those adjacent to it (a stack's own hex is not in its ZOC here). */
const zocFrom = (enemies: string[]) => (hex: string) => enemies.filter((e) => adjacent(e, hex));
const base: OverrunCase = {
  phase: 'movement',
  together: true,
  odds: { attack: 28, defence: 4, drm: 1 },
  fits: true,
  mpLeft: 6,
  enter: 1,
  zocToZoc: false,
  clearInClear: false,
  hexesMovedThisPhase: 2,
};
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

/** A stack walks `path` from its first hex overrunning `targets` (each a hex of the path); where does it end? */
function walk(path: string[], enemies: string[], targets: string[], mp: number) {
  let left = mp;
  const dead = new Set<string>();
  for (let i = 1; i < path.length; i++) {
    const [from, to] = [path[i - 1]!, path[i]!];
    const alive = zocFrom(enemies.filter((e) => !dead.has(e)));
    const step = overrunStep(alive, from, to, new Set(targets.filter((t) => !dead.has(t))));
    const cost = targets.includes(to) ? overrunCost(1, 4, step.extra > 0) : 1 + step.extra;
    if (cost > left) return { at: from, overrun: [...dead] };
    left -= cost;
    if (targets.includes(to)) dead.add(to);
    if (step.stop || step.extra > 0) return { at: to, overrun: [...dead] };
  }
  return { at: path[path.length - 1]!, overrun: [...dead] };
}

describe('overrun', () => {
  it('§14.01 T13: 7-1 with +1 or 6-1 with +2 guarantees the DE an overrun needs; 7-1 alone does not', () => {
    expect(guaranteed(crt, { attack: 28, defence: 4, drm: 1 })).toBe(true);
    expect(guaranteed(crt, { attack: 24, defence: 4, drm: 2 })).toBe(true);
    expect(guaranteed(crt, { attack: 28, defence: 4, drm: 0 })).toBe(false);
    expect(guaranteed(crt, { attack: 24, defence: 4, drm: 1 })).toBe(false);
    expect(overrunProblems(crt, base)).toEqual([]);
    expect(rules(overrunProblems(crt, { ...base, odds: { attack: 27, defence: 4, drm: 1 } }))).toEqual(['§14.01']);
  });

  it('§14.01 T13: it costs the hex +1 MP, nothing more for a hex of zero defence factors', () => {
    expect(overrunCost(2, 4, false)).toBe(3);
    expect(overrunCost(2, 0, false)).toBe(2);
    expect(afterOverrun({ ...base, mpLeft: 6, enter: 2 })).toEqual({ mpLeft: 3, stop: false });
  });

  it('§14.0 §14.01 §14.02 only in movement or exploitation, a stack that began together, within stacking', () => {
    expect(rules(overrunProblems(crt, { ...base, phase: 'combat' }))).toEqual(['§14.0']);
    expect(overrunProblems(crt, { ...base, phase: 'exploitation' })).toEqual([]);
    expect(rules(overrunProblems(crt, { ...base, together: false }))).toEqual(['§14.01']);
    expect(rules(overrunProblems(crt, { ...base, fits: false }))).toEqual(['§14.02']);
  });

  it('†§14.04 T14: no minimum-move overrun, except one hex into clear terrain in clear weather', () => {
    const short = { ...base, mpLeft: 1, hexesMovedThisPhase: 0 };
    expect(rules(overrunProblems(crt, short))).toEqual(['†§14.04']);
    expect(overrunProblems(crt, { ...short, clearInClear: true })).toEqual([]);
    expect(rules(overrunProblems(crt, { ...short, clearInClear: true, hexesMovedThisPhase: 1 }))).toEqual(['†§14.04']);
  });

  it('§14.03 T14: of two stacks side by side a stack from 3 hexes away is stopped in front of the first', () => {
    // enemies at 3,0 and 3,-1 (adjacent); our stack walks 0,0 → 1,0 → 2,0 → 3,0
    const r = walk(['0,0', '1,0', '2,0', '3,0'], ['3,0', '3,-1'], ['3,0'], 10);
    expect(r).toEqual({ at: '2,0', overrun: [] });
  });

  it('§14.03 T14: beginning adjacent it overruns the first but pays +2 and stops in its hex (ZOC to ZOC)', () => {
    const r = walk(['2,0', '3,0', '4,0'], ['3,0', '3,-1'], ['3,0'], 10);
    expect(r).toEqual({ at: '3,0', overrun: ['3,0'] });
    expect(overrunStep(zocFrom(['3,0', '3,-1']), '2,0', '3,0', new Set(['3,0']))).toEqual({ extra: 2, stop: true });
  });

  it('§14.03 T14: stacks echeloned one behind another can all be overrun', () => {
    const r = walk(['0,0', '1,0', '2,0', '3,0', '4,0', '5,0'], ['3,0', '5,0'], ['3,0', '5,0'], 10);
    expect(r).toEqual({ at: '5,0', overrun: ['3,0', '5,0'] });
  });
});

describe('overrun on the map', () => {
  const module = { ...testModule, charts: charts as unknown as ChartDef[] } as GameModule;
  const D = 'C:4132';
  const stack = [
    piece('p1', 'ger-pz', AXIS, 'C:4131'),
    piece('p2', 'ger-pz', AXIS, 'C:4131'),
    piece('g1', 'ger-inf', AXIS, 'C:4131'),
  ];
  const ids = ['p1', 'p2', 'g1'];
  const go = (pieces: string[], hex = D) => ({ side: AXIS, verb: 'overrun', args: { pieces, hex } });
  const ruleOf = (v: { rule: string; section: string }[]) => v.map((x) => `${x.rule} ${x.section}`);

  it('§14.01 T13: 42 factors with two panzer corps of three on a 4-6-3 (7-1, +1) overrun it for 2 MPs', () => {
    const s = position([...stack, piece('s1', 'sov-inf', SOVIET, D)]);
    expect(overrun.check(module, s, go(ids))).toEqual([]);
    expect(overrun.list(module, s, AXIS).map((o) => o.args)).toEqual([{ pieces: ids, hex: D }]);
    const d = draftState<SfeVars>(s);
    expect(overrun.apply(module, d, go(ids))).toBeNull();
    expect(d.state.pieces.find((p) => p.id === 's1')!.at).toEqual({ kind: 'box', box: 'dead' });
    expect(d.state.pieces.filter((p) => p.at.kind === 'hex' && p.at.hex === D).map((p) => p.id)).toEqual(ids);
    expect(d.vars.moved.p1).toEqual({ mp: 2 });
    expect(d.vars.control[D]).toBe(AXIS);
  });

  it('§14.01 a panzer and an infantry corps (26 vs 6, 4-1, no armor bonus) are not sure of a DE: refused', () => {
    const s = position([...stack, piece('s1', 'sov-inf', SOVIET, D)]);
    expect(ruleOf(overrun.check(module, s, go(['p1', 'g1'])))).toEqual(['sfe.overrun.refused §14.01']);
  });

  it('§14.03 T14: beside a second enemy stack the overrun stops in the hex it took; the next is refused', () => {
    const s = position([...stack, piece('s1', 'sov-inf', SOVIET, D), piece('s2', 'sov-inf', SOVIET, 'C:4233')]);
    const d = draftState<SfeVars>(s);
    expect(overrun.apply(module, d, go(ids))).toBeNull();
    expect(d.vars.moved.p1?.done).toBe(true);
    expect(ruleOf(overrun.check(module, d.state, go(ids, 'C:4233')))).toEqual(['sfe.overrun.stack §14.01']);
  });

  it('§14.03 T14: from one enemy ZOC into another it pays +2 MPs (4 in all) and stops', () => {
    const s = position([...stack, piece('s1', 'sov-inf', SOVIET, D), piece('s2', 'sov-inf', SOVIET, 'C:4232')]);
    const d = draftState<SfeVars>(s);
    expect(overrun.apply(module, d, go(ids))).toBeNull();
    expect(d.vars.moved.g1).toEqual({ mp: 4, stopped: true, done: true });
  });

  it('§14.01 an overrun short of a sure DE: enforced refuses it, advisory and honor carry it out by hand', () => {
    const at = (mode: GameState['mode']) => ({
      ...position([...stack, piece('s1', 'sov-inf', SOVIET, D)], { step: 'exploitation', phase: 'exploitation' }),
      mode,
    });
    // a panzer corps alone on a 4-6-3 is no sure DE
    const one = go(['p1']);
    const refused = applyAction(sfeRules, module, at('enforced'), one);
    expect(refused.ok).toBe(false);
    expect(refused.violations.map((v) => v.rule)).toEqual(['sfe.overrun.refused']);
    for (const mode of ['advisory', 'honor'] as const) {
      const r = applyAction(sfeRules, module, at(mode), one);
      if (!r.ok) throw new Error(mode);
      expect(
        r.violations.map((v) => v.rule),
        mode,
      ).toEqual(mode === 'advisory' ? ['sfe.overrun.refused'] : []);
      expect(r.state.pieces.find((p) => p.id === 's1')!.at).toEqual({ kind: 'box', box: 'dead' });
      expect(r.state.pieces.find((p) => p.id === 'p1')!.at).toEqual({ kind: 'hex', hex: D });
      expect(varsOf(r.state).moved.p1?.done).toBe(true);
      expect(varsOf(r.state).control[D]).toBe(AXIS);
      expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'overrun', to: D }));
    }
  });

  it('§14.01 in every mode no overrun by units not the side’s, nor of a hex no enemy ground unit holds', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      const s = {
        ...position([...stack, piece('s1', 'sov-inf', SOVIET, D)], { step: 'exploitation', phase: 'exploitation' }),
        mode,
      };
      expect(applyAction(sfeRules, module, s, go(['s1'], 'C:4131')).ok, mode).toBe(false);
      expect(applyAction(sfeRules, module, s, go(['p1'], 'C:4130')).ok, mode).toBe(false);
    }
  });

  it('§14.0 overruns are made in the Movement or Exploitation Phase only', () => {
    const s = position([...stack, piece('s1', 'sov-inf', SOVIET, D)], { phase: 'combat' });
    expect(ruleOf(overrun.check(module, s, go(ids)))).toEqual(['sfe.overrun.refused §14.0']);
    expect(overrun.list(module, s, AXIS)).toEqual([]);
  });
});

describe('overruns and exploitation offered', () => {
  const module = { ...testModule, charts: charts as unknown as ChartDef[] } as GameModule;
  const pieces = [
    piece('p1', 'ger-pz', AXIS, 'C:4131'),
    piece('p2', 'ger-pz', AXIS, 'C:4131'),
    piece('m1', 'ger-mot', AXIS, 'C:4131'),
    piece('p3', 'ger-pz', AXIS, 'C:4233'),
    piece('s1', 'sov-inf', SOVIET, 'C:4132'),
    piece('s2', 'sov-cav', SOVIET, 'C:4333'),
    piece('s3', 'sov-inf', SOVIET, 'C:4130'),
  ];

  it('§11.01 §14.01 every overrun and exploitation move offered is legal and carried out', () => {
    for (const phase of ['movement', 'exploitation'] as const) {
      const s = position(pieces, { phase });
      const offered = [
        ...overrun.list(module, s, AXIS).map((a) => ({ ...a, verb: 'overrun', side: AXIS, args: a.args ?? {} })),
        ...exploit.list(module, s, AXIS).map((a) => ({ ...a, verb: 'exploit', side: AXIS, args: a.args ?? {} })),
      ];
      expect(offered.some((a) => a.verb === 'overrun')).toBe(true);
      expect(offered.some((a) => a.verb === 'exploit')).toBe(phase === 'exploitation');
      for (const a of offered) {
        const verb = a.verb === 'overrun' ? overrun : exploit;
        expect(verb.check(module, s, a)).toEqual([]);
        expect(Array.isArray(verb.apply(module, draftState<SfeVars>(s), a))).toBe(false);
      }
    }
  });
});
