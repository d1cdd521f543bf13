import { describe, expect, it } from 'vitest';
import { type Action, type GameState, REINFORCEMENTS, REPLACEMENTS } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import {
  ARMOR_CITIES,
  enter,
  mayRebuildYet,
  rebuild,
  rebuildPlaces,
  reinforcementPlaces,
  sovietWarStart,
} from './arrive.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { perCity } from './replace.js';
import { BREAKDOWN_BOX, breakDownInPool } from './breakdown.js';
import { boxed, controlBy1941, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';
import { cityClass } from './terrain.js';

const hex = (id: string) => testModule.map.hexes.find((h) => h.id === id)!;
const edge = new Set(testModule.map.hexes.filter((h) => h.features?.includes('supply-source')).map((h) => h.id));
function play(state: GameState, verb: typeof enter, action: Action): GameState {
  const d = draftState<SfeVars>(state);
  const r = verb.apply(testModule, d, action);
  if (Array.isArray(r)) throw new Error(r.map((v) => v.message).join('; '));
  return d.state;
}
const at = (vars: Partial<SfeVars> = {}, ...pieces: ReturnType<typeof boxed>[]) =>
  position(pieces, { phase: 'reinforcement', control: controlBy1941(), ...vars });

describe('reinforcements (§27.1)', () => {
  it('§27.11 one reinforcement per supplied major city first, then the minor cities', () => {
    const s = at({}, boxed('r', 'sov-inf', SOVIET, REINFORCEMENTS));
    const places = reinforcementPlaces(testModule, s, s.pieces[0]!).filter((h) => !edge.has(h));
    expect(places).toContain('C:3825');
    expect(places.every((h) => cityClass(hex(h)) === 'major')).toBe(true);
    const placed = Object.fromEntries(places.map((h) => [h, 1]));
    const later = at({ placed }, boxed('r', 'sov-inf', SOVIET, REINFORCEMENTS));
    const minors = reinforcementPlaces(testModule, later, later.pieces[0]!).filter((h) => !edge.has(h));
    expect(minors.length).toBeGreaterThan(0);
    expect(minors.every((h) => cityClass(hex(h)) === 'minor')).toBe(true);
  });

  it('§27.11 armor and motorized reinforcements arrive only in cities making armor RPs', () => {
    const s = at({}, boxed('t', 'sov-tank', SOVIET, REINFORCEMENTS));
    const places = reinforcementPlaces(testModule, s, s.pieces[0]!).filter((h) => !edge.has(h));
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((h) => ARMOR_CITIES.includes(hex(h).city!.name))).toBe(true);
  });

  it('§27.44 the Soviet east-edge rail hexes take three units each', () => {
    const e = [...edge][0]!;
    const s = at({ placed: { [e]: 2 } }, boxed('r', 'sov-inf', SOVIET, REINFORCEMENTS));
    expect(reinforcementPlaces(testModule, s, s.pieces[0]!)).toContain(e);
    const full = at({ placed: { [e]: 3 } }, boxed('r', 'sov-inf', SOVIET, REINFORCEMENTS));
    expect(reinforcementPlaces(testModule, full, full.pieces[0]!)).not.toContain(e);
  });

  it('§27.14 a leader whose capital is off the map arrives in a supplied replacement city', () => {
    const s = at({}, boxed('l', 'ger-leader', AXIS, REINFORCEMENTS));
    const places = reinforcementPlaces(testModule, s, s.pieces[0]!);
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((h) => hex(h).features?.includes('replacement-city'))).toBe(true);
  });

  it('§27.1 a reinforcement enters only when due, and the city is then taken for the turn', () => {
    const early = at(
      {},
      { ...boxed('r', 'sov-inf', SOVIET, REINFORCEMENTS), at: { kind: 'box', box: REINFORCEMENTS, index: 3 } },
    );
    expect(enter.list(testModule, early, SOVIET)).toEqual([]);
    const s = at({}, boxed('r', 'sov-inf', SOVIET, REINFORCEMENTS), boxed('q', 'sov-inf', SOVIET, REINFORCEMENTS));
    const after = play(s, enter, { side: SOVIET, verb: 'enter', args: { piece: 'r', hex: 'C:3825' } });
    expect(varsOf(after).arrived).toEqual(['r']);
    const v = enter.check(testModule, after, { side: SOVIET, verb: 'enter', args: { piece: 'q', hex: 'C:3825' } });
    expect(v[0]?.section).toBe('27.11');
  });
});

describe('rebuilding from the pool (§27.21)', () => {
  const pool = () => [boxed('a', 'sov-inf', SOVIET, REPLACEMENTS), boxed('b', 'sov-inf', SOVIET, REPLACEMENTS)];
  const points = { axis: { infantry: 0, armor: 0, air: 0 }, soviet: { infantry: 8, armor: 0, air: 0 } };

  it('§27.21 a unit is bought for its attack factors in RPs and placed in a red replacement city', () => {
    const s = at({ points }, ...pool());
    const after = play(s, rebuild, { side: SOVIET, verb: 'rebuild', args: { piece: 'a', hex: 'C:3825' } });
    expect(varsOf(after).points.soviet.infantry).toBe(4);
    expect(after.pieces.find((p) => p.id === 'a')!.at).toEqual({ kind: 'hex', hex: 'C:3825' });
    const poor = at({ points: { ...points, soviet: { infantry: 3, armor: 0, air: 0 } } }, ...pool());
    const v = rebuild.check(testModule, poor, { side: SOVIET, verb: 'rebuild', args: { piece: 'a', hex: 'C:3825' } });
    expect(v[0]?.rule).toBe('sfe.rebuild.points');
  });

  it('§27.21 one unit per replacement city a turn in 1941, two from 10/41 once every city has one', () => {
    const s = at({ points }, ...pool());
    const after = play(s, rebuild, { side: SOVIET, verb: 'rebuild', args: { piece: 'a', hex: 'C:3825' } });
    expect(rebuildPlaces(testModule, after, after.pieces.find((p) => p.id === 'b')!)).not.toContain('C:3825');
    const oct = at({ points, date: { year: 1941, month: 10, half: 1 } }, ...pool());
    const b = oct.pieces.find((p) => p.id === 'b')!;
    const since = { year: 1941, month: 6, half: 2 as const };
    const all = rebuildPlaces(testModule, oct, b, since);
    const one = Object.fromEntries(all.map((h) => [h, 1]));
    const second = position(oct.pieces, { ...varsOf(oct), placed: { ...one } });
    expect(rebuildPlaces(testModule, second, b, since)).toContain('C:3825');
    const uneven = position(oct.pieces, { ...varsOf(oct), placed: { 'C:3825': 1 } });
    expect(rebuildPlaces(testModule, uneven, b, since)).not.toContain('C:3825');
  });
});

describe('rebuilding a broken-down corps (§27.21e)', () => {
  it('§27.21e T35: a dead panzer corps is broken down in the pool so that one of its divisions is rebuilt', () => {
    const pts = { axis: { infantry: 0, armor: 8, air: 0 }, soviet: { infantry: 0, armor: 0, air: 0 } };
    const s = at(
      { points: pts },
      boxed('pz', 'ger-pz', AXIS, REPLACEMENTS),
      boxed('d1', 'ger-pz-div', AXIS, BREAKDOWN_BOX),
      boxed('d2', 'ger-pz-div', AXIS, BREAKDOWN_BOX),
    );
    const city = testModule.map.hexes.find((h) => h.city?.name === 'Königsberg')!.id;
    // A spare division is never rebuilt, and the corps costs 16 armor RPs.
    expect(rebuild.check(testModule, s, { side: AXIS, verb: 'rebuild', args: { piece: 'd1', hex: city } })).not.toEqual(
      [],
    );
    expect(
      rebuild.check(testModule, s, { side: AXIS, verb: 'rebuild', args: { piece: 'pz', hex: city } })[0]?.rule,
    ).toBe('sfe.rebuild.points');
    expect(breakDownInPool.list(testModule, s, AXIS)).toEqual([
      { verb: 'breakDownInPool', args: { piece: 'pz', into: ['d1', 'd2'] } },
    ]);
    const broken = play(s, breakDownInPool, {
      side: AXIS,
      verb: 'breakDownInPool',
      args: { piece: 'pz', into: ['d1', 'd2'] },
    });
    const after = play(broken, rebuild, { side: AXIS, verb: 'rebuild', args: { piece: 'd1', hex: city } });
    expect(after.pieces.find((p) => p.id === 'd1')!.at).toEqual({ kind: 'hex', hex: city });
    expect(after.pieces.find((p) => p.id === 'd2')!.at).toEqual({ kind: 'box', box: REPLACEMENTS });
    expect(varsOf(after).points.axis.armor).toBe(0);
  });
});

describe('Soviet replacement limits (§27.21, §27.23)', () => {
  it('§27.21 Barbarossa: the Soviets entered the war in June 1941, so two units a city come from OCT 1 1941', () => {
    const s = barbarossa();
    expect(sovietWarStart(barbarossaModule, s)).toEqual({ year: 1941, month: 6, half: 1 });
    const since = sovietWarStart(barbarossaModule, s);
    expect(perCity(true, { year: 1941, month: 9, half: 2 }, since)).toBe(1);
    expect(perCity(true, { year: 1941, month: 10, half: 1 }, since)).toBe(2);
  });

  it('§27.23 Siberian units are not replaced before JAN 1 1942, Guards not before APR 1 1942', () => {
    const sib = { ...boxed('x', 'sov-inf', SOVIET, REPLACEMENTS), def: 'sib' };
    const module = {
      ...testModule,
      units: [
        ...testModule.units,
        { ...testModule.units.find((u) => u.id === 'sov-inf')!, id: 'sib', nationality: 'soviet-siberian' },
        { ...testModule.units.find((u) => u.id === 'sov-inf')!, id: 'gds', nationality: 'soviet-guards' },
      ],
    };
    const gds = { ...sib, id: 'y', def: 'gds' };
    const dec = at({ date: { year: 1941, month: 12, half: 2 } }, sib, gds);
    expect(mayRebuildYet(module, dec, sib)).toBe(false);
    const jan = at({ date: { year: 1942, month: 1, half: 1 } }, sib, gds);
    expect(mayRebuildYet(module, jan, sib)).toBe(true);
    expect(mayRebuildYet(module, jan, gds)).toBe(false);
    expect(mayRebuildYet(module, at({ date: { year: 1942, month: 4, half: 1 } }), gds)).toBe(true);
  });
});

describe('where allies arrive (§27.11)', () => {
  it('§27.11 German reinforcements arrive in Germany or the General Government (Warsaw), nowhere else', () => {
    const s = at({}, boxed('g', 'ger-inf', AXIS, REINFORCEMENTS));
    const places = reinforcementPlaces(testModule, s, s.pieces[0]!);
    expect(places).toContain('C:4546');
    expect(places.every((h) => ['germany', 'general-government'].includes(hex(h).region!))).toBe(true);
  });
});
