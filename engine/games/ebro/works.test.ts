import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState, JsonObject } from '../../core/types.js';
import { marksOf, REP, sideKey } from '../ourwar/state.js';
import { act, ebroModule, listed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';
import { progressWorks } from './works.js';
import { draftState } from '../../systems/draft.js';
import type { EbroVars } from './state.js';

describe('engineering', () => {
  it('X.II.3 engineers build a crossing only at a crossing site, with its turns from the die', () => {
    const s = segment('engineer', REP);
    // the Ascó pontoneros at A:2216, next to the Ascó site A:2217|A:2117? No: the site spans A:2117|A:2217.
    const builds = listed(s, REP, 'build').filter((a) => a.args!.kind === 'footbridge');
    expect(builds.length).toBeGreaterThan(0);
    for (const b of builds)
      expect(
        ebroModule.map.hexsides.some(
          (h) =>
            h.features.includes('crossing-site') &&
            sideKey(h.a, h.b) === sideKey(b.args!.a as string, b.args!.b as string),
        ),
      ).toBe(true);
    const b = builds[0]!;
    const r = act(s, REP, 'build', b.args!);
    const x = varsOf(r.state).crossings[sideKey(b.args!.a as string, b.args!.b as string)]!;
    const e = r.events.find((ev) => ev.type === 'built')!;
    expect(x).toMatchObject({ kind: 'footbridge', side: REP, damage: 0, building: e.turns });
    expect(marksOf(varsOf(r.state), (b.args!.pieces as string[])[0]!).act).toBe('done');
    // not across a hexside that is no crossing site
    const [a] = b.args!.pieces as string[];
    const at = (r.state.pieces.find((p) => p.id === a)!.at as { hex: string }).hex;
    const v = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'build',
      args: { pieces: [a!], kind: 'footbridge', a: at, b: 'A:0101' },
    });
    expect(v.length).toBeGreaterThan(0);
  });

  it('X.II.5 an engineer beside a crossing demolishes it a turn (a bridge engineer two); past its tolerance it is destroyed', () => {
    const key = sideKey('A:2117', 'A:2217');
    const s = segment('engineer', REP, {
      crossings: { [key]: { kind: 'footbridge', a: 'A:2117', b: 'A:2217', side: REP, damage: 0, building: 0 } },
    });
    const placedAt = {
      ...s,
      pieces: s.pieces.map((p) => (p.id === 'R-PONT-Ascó' ? { ...p, at: { kind: 'hex' as const, hex: 'A:2217' } } : p)),
    };
    const r = act(placedAt, REP, 'demolish', { pieces: ['R-PONT-Ascó'], a: 'A:2117', b: 'A:2217' });
    expect(varsOf(r.state).crossings[key]!.damage).toBe(2);
    expect(varsOf(r.state).crossings[key]!.destroyed ?? false).toBe(false);
    expect(marksOf(varsOf(r.state), 'R-PONT-Ascó').act).toBe('done');
    const worn = {
      ...placedAt,
      vars: { ...placedAt.vars, crossings: { [key]: { ...varsOf(placedAt).crossings[key]!, damage: 1 } } },
    };
    const r2 = act(worn, REP, 'demolish', { pieces: ['R-PONT-Ascó'], a: 'A:2117', b: 'A:2217' });
    expect(varsOf(r2.state).crossings[key]).toMatchObject({ destroyed: true });
  });

  it('X.I.2.4 an idle engineer beside a blown bridge repairs it: first back to its tolerance, then down', () => {
    const s = segment('engineer', REP);
    // the Móra road bridge, blown in April 1938; the pontoneros on the Republican bank beside it
    const key = sideKey('A:2524', 'A:2624');
    const x = varsOf(s).crossings[key]!;
    expect(x).toMatchObject({ kind: 'major-bridge', destroyed: true });
    const eng = {
      ...s,
      pieces: s.pieces.map((p) => (p.id === 'R-PONT-Ascó' ? { ...p, at: { kind: 'hex' as const, hex: 'A:2624' } } : p)),
    };
    const r = act(eng, REP, 'repair', { pieces: ['R-PONT-Ascó'], a: x.a, b: x.b });
    expect(varsOf(r.state).crossings[key]).toMatchObject({ destroyed: false, damage: 4 });
  });

  it('X.I.2.4 a work under way steps down at the turn’s end only where a friendly unit held the hex all turn', () => {
    const s = segment('engineer', REP, {
      works: {
        'A:2217': { trench: { side: REP, building: 1, damage: 0 } },
        'A:2001': { trench: { side: REP, building: 1, damage: 0 } },
      },
      marks: {},
    });
    const d = draftState<EbroVars>(s);
    progressWorks(ebroModule, d);
    expect(d.vars.works['A:2217']!.trench!.building).toBe(0);
    expect(d.vars.works['A:2001']!.trench!.building).toBe(1);
  });
});

describe('engineering the rules forbid, by mode', () => {
  const apply = (s: GameState, mode: GameState['mode'], verb: string, args: JsonObject) =>
    applyAction(ebroRules, ebroModule, { ...s, mode }, { side: REP, verb, args });
  const key = sideKey('A:2117', 'A:2217');
  const bridged = segment('engineer', REP, {
    crossings: { [key]: { kind: 'footbridge', a: 'A:2117', b: 'A:2217', side: REP, damage: 0, building: 0 } },
  });

  it('I.1, X.II.5 advisory play demolishes as asked by an engineer not beside the crossing, recording the rule', () => {
    const args = { pieces: ['R-PONT-Ascó'], a: 'A:2117', b: 'A:2217' };
    expect(apply(bridged, 'enforced', 'demolish', args).ok).toBe(false);
    const r = apply(bridged, 'advisory', 'demolish', args);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.demolish.unit']);
    // a bridge engineer's two turns of damage, the engineer finished
    expect(varsOf(r.state).crossings[key]!.damage).toBe(2);
    expect(marksOf(varsOf(r.state), 'R-PONT-Ascó').act).toBe('done');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'demolish' }));
  });

  it('I.1, X.II.3 honor play begins a crossing as asked by an engineer already finished, recording nothing', () => {
    const s = segment('engineer', REP);
    const b = listed(s, REP, 'build').find((a) => a.args!.kind === 'footbridge')!;
    const [eng] = b.args!.pieces as string[];
    const done = { ...s, vars: { ...s.vars, marks: { [eng!]: { act: 'done' } } } } as GameState;
    expect(ebroRules.check(ebroModule, done, { side: REP, verb: 'build', args: b.args! }).map((v) => v.rule)).toEqual([
      'ebro.build.unit',
    ]);
    const r = apply(done, 'honor', 'build', b.args!);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    const x = varsOf(r.state).crossings[sideKey(b.args!.a as string, b.args!.b as string)];
    expect(x).toMatchObject({ kind: 'footbridge', side: REP });
    expect(r.events.some((e) => e.type === 'built')).toBe(true);
  });

  it('I.1, X.I.2.4 advisory play repairs as asked a blown bridge the engineer is not beside', () => {
    const s = segment('engineer', REP);
    const móra = varsOf(s).crossings[sideKey('A:2524', 'A:2624')]!;
    const r = apply(s, 'advisory', 'repair', { pieces: ['R-PONT-Ascó'], a: móra.a, b: móra.b });
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.repair']);
    expect(varsOf(r.state).crossings[sideKey('A:2524', 'A:2624')]).toMatchObject({ destroyed: false, damage: 4 });
  });

  it('I.1 a work of no kind, or on a crossing that is not there, is refused in every mode', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const none = { pieces: ['R-PONT-Ascó'], a: 'A:2117', b: 'A:2217' };
      const s = segment('engineer', REP);
      const rules = (r: ReturnType<typeof apply>) => (r.ok ? [] : r.violations.map((v) => v.rule));
      expect(rules(apply(s, mode, 'demolish', none)), mode).toEqual(['ebro.demolish.none']);
      expect(rules(apply(s, mode, 'repair', none)), mode).toEqual(['ebro.repair']);
      expect(rules(apply(s, mode, 'build', { ...none, kind: 'castle' })), mode).toEqual(['ebro.build.kind']);
      const theirs = { ...none, pieces: ['N-50D-13'], kind: 'footbridge' };
      expect(rules(apply(s, mode, 'build', theirs)), mode).toEqual(['ebro.build.units']);
    }
  });
});
