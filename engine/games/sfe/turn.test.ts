import { describe, expect, it } from 'vitest';
import { REPLACEMENTS } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, type Side, varsOf } from './state.js';
import { enterCost, railNeighbors } from './terrain.js';
import { frozen } from './weather.js';
import { weatherCell } from './charts.js';
import { administer, eliminate, nextDate, overstackSide, parseDate, rollTheWeather } from './turn.js';

describe('the turn record (§4.0, §1.01)', () => {
  it('§1.01 two turns a month: JUN 2 1941 is followed by JUL 1, DEC 2 by JAN 1 of the next year', () => {
    expect(parseDate('JUN 2 1941')).toEqual({ year: 1941, month: 6, half: 2 });
    expect(nextDate(parseDate('JUN 2 1941'))).toEqual(parseDate('JUL 1 1941'));
    expect(nextDate(parseDate('JUL 1 1941'))).toEqual(parseDate('JUL 2 1941'));
    expect(nextDate(parseDate('DEC 2 1941'))).toEqual(parseDate('JAN 1 1942'));
    expect(() => parseDate('JUNE 1941')).toThrow();
  });
});

describe('the Administrative Phase (§4.09)', () => {
  it('§4.09 the railheads advance along the hexes supplied units passed, and the passages are spent', () => {
    const ring = new Map([['C:4032', 0]]);
    const q = ['C:4032'];
    while (q.length > 0) {
      const h = q.shift()!;
      if (ring.get(h)! >= 8) continue;
      for (const n of railNeighbors(testModule, h)) {
        if (ring.has(n)) continue;
        ring.set(n, ring.get(h)! + 1);
        q.push(n);
      }
    }
    const control: Record<string, Side> = Object.fromEntries([...ring.keys()].map((h) => [h, AXIS]));
    const s = position([], {
      control,
      railheads: { axis: ['C:4032'], soviet: [] },
      rail: { axis: ['C:4032', 'C:4033'], soviet: [] },
      passages: [...ring.keys()].filter((h) => h !== 'C:4131'),
    });
    const d = draftState<SfeVars>(s);
    administer(testModule, d);
    expect(d.vars.rail.axis).toContain('C:3926');
    // The line south was not passed at its first hex: it stays unconverted, and so does 4428 beyond it.
    expect(d.vars.rail.axis).not.toContain('C:4131');
    expect(d.vars.rail.axis).not.toContain('C:4428');
    expect(d.vars.passages).toEqual([]);
  });
});

describe('the overstack check (§5.01)', () => {
  it('§5.01 the owner eliminates units of an overstacked hex until it holds three; they go to the pool', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => piece(id, 'ger-inf', AXIS, 'C:4032'));
    const s = position([...four, piece('r', 'sov-inf', SOVIET, 'C:3830')]);
    expect(overstackSide(testModule, s)).toBe(AXIS);
    expect(eliminate.list(testModule, s, AXIS).map((a) => a.args!.piece)).toEqual(['a', 'b', 'c', 'd']);
    expect(eliminate.check(testModule, s, { side: AXIS, verb: 'eliminate', args: { piece: 'r' } })).not.toEqual([]);
    const d = draftState<SfeVars>(s);
    expect(eliminate.apply(testModule, d, { side: AXIS, verb: 'eliminate', args: { piece: 'b' } })).toBeNull();
    expect(d.state.pieces.find((p) => p.id === 'b')!.at).toEqual({ kind: 'box', box: REPLACEMENTS });
    expect(overstackSide(testModule, d.state)).toBeNull();
  });
});

describe('the set-up (§6.2, §8.06)', () => {
  it('§6.2 each side holds the hexes behind its front (Moscow, Warsaw); §8.06 railheads at its rail ends', () => {
    const v = varsOf(barbarossa());
    expect(v.control['C:3825']).toBe(SOVIET);
    expect(v.control['C:4546']).toBe(AXIS);
    const net = new Set(v.rail.axis);
    expect(v.railheads.axis.every((h) => railNeighbors(barbarossaModule, h).some((n) => !net.has(n)))).toBe(true);
    expect(v.rail.soviet).toContain('C:4032');
    expect(v.rail.axis).not.toContain('C:4032');
  });
});

describe('the Weather Phase (§4.01)', () => {
  it('§4.01 the weather is rolled, or read from the scenario as it was when that option is chosen', () => {
    const s = barbarossa();
    const hist = (barbarossaModule.scenarios[0]!.data!.weather as { historical: string[][] }).historical;
    const d = draftState<SfeVars>({ ...s, turn: 9 });
    d.vars.options = { historicalWeather: true };
    rollTheWeather.apply(barbarossaModule, d, { side: AXIS, verb: 'rollWeather', args: {} });
    expect(hist[8]![0]).toBe('Heavy Mud');
    expect(d.vars.weather.A).toBe('heavy-mud');
    expect(d.events.some((e) => e.type === 'roll')).toBe(true);
    const r = draftState<SfeVars>({ ...s, turn: 9 });
    rollTheWeather.apply(barbarossaModule, r, { side: AXIS, verb: 'rollWeather', args: {} });
    const dice = r.events.find((e) => e.type === 'roll')!.dice as number[];
    expect([r.vars.weather.A, r.vars.weather.B]).toEqual(weatherCell(barbarossaModule, 'AB', 6, dice[0]!));
  });
});

describe('frozen lakes (§25.3)', () => {
  it('§25.3 a frozen lake may be crossed; units standing on it die when it thaws', () => {
    const lake = 'N:2628';
    expect(enterCost(testModule, 'N:2727', lake)).toBe(Number.POSITIVE_INFINITY);
    expect(enterCost(testModule, 'N:2727', lake, { lakes: true })).toBe(1);
    const snow = { A: 'snow', B: 'snow', C: 'snow', D: 'snow', E: 'clear' } as const;
    expect(frozen(testModule, snow, 'N:2727', lake).lakes).toBe(true);
    const s = position([piece('s', 'sov-inf', SOVIET, lake), piece('t', 'sov-inf', SOVIET, 'N:2727')], {
      date: { year: 1942, month: 7, half: 1 },
    });
    const d = draftState<SfeVars>(s);
    rollTheWeather.apply(testModule, d, { side: AXIS, verb: 'rollWeather', args: {} });
    expect(d.vars.weather.A).not.toBe('snow');
    expect(d.state.pieces.find((p) => p.id === 's')!.at).toEqual({ kind: 'box', box: REPLACEMENTS });
    expect(d.state.pieces.find((p) => p.id === 't')!.at).toEqual({ kind: 'hex', hex: 'N:2727' });
  });
});
