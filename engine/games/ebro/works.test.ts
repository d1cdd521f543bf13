import { describe, expect, it } from 'vitest';
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
