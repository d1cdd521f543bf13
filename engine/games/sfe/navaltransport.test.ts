// Sea transport and sea supply by hand (navaltransport.ts) on the Barbarossa set-up: embarking within a transport's
// capacity (§19.31, §19.33), an unopposed landing (§19.45), the two corps an assaulted hex takes (†§19.43), and the
// book's Odessa example of supply by sea (§23.44, T30).

import { describe, expect, it } from 'vitest';
import type { Draft } from '../../systems/draft.js';
import { draftState } from '../../systems/draft.js';
import type { GameState, Piece } from '../../core/types.js';
import { drawDelivered } from './delivered.js';
import { bookOf, factsOf, seaOf } from './naval.js';
import { act, apply, done, naval, navalModule, rules, where, withVars } from './naval.fixture.js';
import { type SfeVars, varsOf } from './state.js';
import { determineSupply } from './supplyphase.js';
import { graphOf } from './terrain.js';

const SEVASTOPOL = 'SW:1503';
const ODESSA = 'SW:1008';
const TT = 'NV-SU-BS-TT';
/** Three Soviet 4-6-3 rifle corps of the set-up. */
const CORPS = ['S-19RC', 'S-50RC', 'S-7A'];
/** Barbarossa with `ids` moved to `hex`. */
const moved = (s: GameState, ids: readonly string[], hex: string): GameState => ({
  ...s,
  pieces: s.pieces.map((p): Piece => (ids.includes(p.id) ? { ...p, at: { kind: 'hex', hex } } : p)),
});
const ship = (s: GameState, id: string) => bookOf(varsOf(s)).ships[id] ?? {};

describe('§19.3 naval transport', () => {
  it('§19.31 a corps embarks at the transport\u2019s port for 1 MP, the transport\u2019s mission booked', () => {
    const s = moved(naval('advisory'), ['S-19RC'], SEVASTOPOL);
    const r = done(apply(s, act('embark', { piece: TT, units: ['S-19RC'] })));
    expect(r.violations).toEqual([]);
    expect(ship(r.state, TT)).toMatchObject({ cargo: ['S-19RC'], mission: 'transport', mp: 1 });
    expect(varsOf(r.state).moved['S-19RC']?.mp).toBe(1);
  });

  it('§19.33 two corps over a 1-corps transport: advisory records naval.capacity', () => {
    const s = moved(naval('advisory'), ['S-19RC', 'S-50RC'], SEVASTOPOL);
    const r = done(apply(s, act('embark', { piece: TT, units: ['S-19RC', 'S-50RC'] })));
    expect(rules(r)).toEqual(['sfe.naval.capacity']);
  });

  it('§3.37 T46 a transport of capacity "1" carries a corps; one of "H", or a reduced one, half a corps', () => {
    const def = (id: string) => navalModule.units.find((u) => u.id === id)!;
    expect(factsOf(def(TT), { steps: def(TT).steps }).capacity).toBe(1);
    expect(factsOf(def(TT), { steps: 1 }).capacity).toBe(0.5);
    expect(factsOf(def('NV-R-TT'), { steps: 1 }).capacity).toBe(0.5);
    // the reduced transport takes no full corps aboard
    const s = moved(naval('advisory'), ['S-19RC'], SEVASTOPOL);
    const flipped = { ...s, pieces: s.pieces.map((p): Piece => (p.id === TT ? { ...p, steps: 1 } : p)) };
    expect(rules(apply(flipped, act('embark', { piece: TT, units: ['S-19RC'] })))).toEqual(['sfe.naval.capacity']);
  });

  it('§19.45 a corps landing on an empty enemy coast overruns it: there, the hex its side\u2019s', () => {
    const s0 = moved(naval('advisory'), ['S-19RC'], SEVASTOPOL);
    const sea = seaOf(navalModule, s0).zones.find((z) => z.id === 'western-black-sea')!.hexes;
    const v = varsOf(s0);
    const empty = (h: string) => !s0.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === h);
    const coast = navalModule.map.hexes.find(
      (h) =>
        h.region === 'romania' &&
        h.terrain !== 'sea' &&
        empty(h.id) &&
        v.control[h.id] === 'axis' &&
        graphOf(navalModule)
          .neighbors(h.id)
          .some((n) => sea.includes(n)),
    )!.id;
    const off = graphOf(navalModule)
      .neighbors(coast)
      .find((n) => sea.includes(n))!;
    let s = done(apply(s0, act('embark', { piece: TT, units: ['S-19RC'] }))).state;
    s = done(apply(s, act('sail', { piece: TT, to: off }))).state;
    const r = done(apply(s, act('debark', { piece: TT, hex: coast })));
    expect(r.violations).toEqual([]);
    expect(where(r.state, 'S-19RC')).toBe(coast);
    expect(varsOf(r.state).control[coast]).toBe('soviet');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'debarked', unopposed: true, rule: '§19.45' }));
    expect(ship(r.state, TT).cargo).toEqual([]);
  });

  it('§19.43 a third corps assaulting a hex in the segment: advisory records amphibious.limit', () => {
    const s = moved(naval('advisory'), ['S-19RC'], SEVASTOPOL);
    const key = `${s.turn}.2`;
    const before = { hex: 'SW:1511', side: 'soviet', key, units: ['a', 'b'], ce: [1, 0.5] };
    const aboard = withVars(s, {
      naval: { ships: { [TT]: { cargo: ['S-19RC'] } }, assaults: [before] },
      control: { ...varsOf(s).control },
    });
    const r = done(apply(aboard, act('assault', { piece: TT, hex: 'SW:1511' })));
    // the transport is not beside Constanța either
    expect(rules(r).sort()).toEqual(['sfe.amphibious.hex', 'sfe.amphibious.limit']);
    expect(bookOf(varsOf(r.state)).assaults?.at(-1)).toMatchObject({ hex: 'SW:1511', units: ['S-19RC'], ce: [1] });
  });
});

describe('§23.4 sea supply', () => {
  it('§23.44 T30 four points carried from Sevastopol to Odessa supply its three corps, then all four go', () => {
    const s0 = moved(naval('advisory'), CORPS, ODESSA);
    let s = done(apply(s0, act('loadSupply', { piece: TT, points: 4 }))).state;
    expect(ship(s, TT).supply).toBe(4);
    s = done(apply(s, act('sail', { piece: TT, to: ODESSA }))).state;
    const r = done(apply(s, act('unloadSupply', { piece: TT })));
    expect(r.violations).toEqual([]);
    expect(varsOf(r.state).delivered).toEqual([{ hex: ODESSA, side: 'soviet', points: 4, kind: 'sea' }]);
    // the Administrative Phase: each 4-6-3 draws one point
    expect([...drawDelivered(navalModule, r.state, 'soviet', CORPS, ['sea'])].sort()).toEqual([...CORPS].sort());
    // the next Soviet Supply Determination Phase removes every marker, the fourth point too
    const d = draftState<SfeVars>(r.state) as Draft<SfeVars>;
    determineSupply(navalModule, d, 'soviet');
    expect(d.vars.delivered ?? []).toEqual([]);
  });

  it('§23.42 a transport carries 6 points: advisory records a seventh', () => {
    expect(rules(done(apply(naval('advisory'), act('loadSupply', { piece: TT, points: 7 }))))).toEqual([
      'sfe.naval.capacity',
    ]);
  });
});

describe('§19.44 the end of an assault', () => {
  /** The Black Sea transport off a Romanian coast hex held by a German corps, with a Soviet corps aboard. */
  function offTheCoast(): { s: GameState; coast: string } {
    const s0 = naval('advisory');
    const sea = seaOf(navalModule, s0).zones.find((z) => z.id === 'western-black-sea')!.hexes;
    const v = varsOf(s0);
    const graph = graphOf(navalModule);
    const coast = navalModule.map.hexes.find(
      (h) =>
        h.region === 'romania' &&
        h.terrain !== 'sea' &&
        v.control[h.id] === 'axis' &&
        graph.neighbors(h.id).some((n) => sea.includes(n)),
    )!.id;
    const off = graph.neighbors(coast).find((n) => sea.includes(n))!;
    const s1 = moved(moved(s0, [TT], off), ['G-XXVI'], coast);
    return {
      s: withVars(s1, { naval: { ships: { [TT]: { cargo: ['S-19RC'], from: SEVASTOPOL, atSea: true } } } }),
      coast,
    };
  }

  it('§19.44 the assault on a hex still held: landing there eliminates every assaulting unit', () => {
    const { s, coast } = offTheCoast();
    const a = done(apply(s, act('assault', { piece: TT, hex: coast })));
    expect(a.violations).toEqual([]);
    expect(a.events).toContainEqual(expect.objectContaining({ type: 'assault', units: ['S-19RC'], corps: 1 }));
    const r = done(apply(a.state, act('debark', { piece: TT, hex: coast })));
    expect(where(r.state, 'S-19RC')).toBe('dead');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'assaultFailed', units: ['S-19RC'] }));
    expect(ship(r.state, TT).cargo).toEqual([]);
  });

  it('§19.44 the hex cleared by the attack: the assaulting units land in it, the assault not counted twice', () => {
    const { s, coast } = offTheCoast();
    const a = done(apply(s, act('assault', { piece: TT, hex: coast }))).state;
    const gone = {
      ...a,
      pieces: a.pieces.map((p) => (p.id === 'G-XXVI' ? { ...p, at: { kind: 'box', box: 'dead' } } : p)),
    };
    const r = done(apply(gone as GameState, act('debark', { piece: TT, hex: coast })));
    expect(r.violations).toEqual([]);
    expect(where(r.state, 'S-19RC')).toBe(coast);
  });
});
