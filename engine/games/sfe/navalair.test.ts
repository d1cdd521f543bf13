// Air units against ships (navalair.ts) by hand on the Barbarossa set-up: the bombing rolls of T17, T21 and T22,
// the ships' flak of T19, T21 and T22 (†§21.06), the Naval CRT's column B cells the §19 example prints, and the
// air interception of ships that uses its air units whatever its result (T20).

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { airOf, mayFlyAgain } from './air.js';
import { bookOf } from './naval.js';
import { airInterceptBreaks, bombingRolls, interceptReach, navalBombBreaks, navalFlak } from './navalair.js';
import { printedCell } from './navalcombat.js';
import { act, apply, done, naval, navalModule, rules, withVars } from './naval.fixture.js';
import { varsOf } from './state.js';

const ODESSA = 'SW:1008';
const DD = 'NV-SU-BS-DD2';
const BOMBER = 'ARR-B';

describe('§16.14 naval bombing', () => {
  it('§16.14 T17, T22 three bombing factors make two rolls: one on A, one on the column left of A', () => {
    expect(bombingRolls('A', 3)).toEqual(['A', '<A']);
    expect(bombingRolls('A', 1)).toEqual(['<A']);
    expect(bombingRolls('A', 0.5)).toEqual([]);
  });

  it('§16.14 T21 two B bombers of 4, one halved by flak: 6 factors, three rolls on B', () => {
    expect(bombingRolls('B', 4 + 4 / 2)).toEqual(['B', 'B', 'B']);
  });

  it('†§21.06 T19, T21, T22 the ship and one supporting ship fire their flak ÷ 10, fractions dropped', () => {
    expect(navalFlak(16 + 30, 0)).toBe(4);
    expect(navalFlak(23 + 30, 0)).toBe(5);
    expect(navalFlak(24 + 30, 0)).toBe(5);
    // in port the port's own flak is added (§21.03)
    expect(navalFlak(10, 4)).toBe(5);
  });

  it('§16.14 T19, T21 the column B cells the example prints: 11 flips (S), 9 damages (D), 4 misses', () => {
    expect(printedCell('B', 11)).toBe('S');
    expect(printedCell('B', 9)).toBe('D');
    expect(printedCell('B', 4)).toBe('miss');
    expect(printedCell('B', 7)).toBeNull();
  });
});

describe('§16.24 defensive naval bombing', () => {
  /** The Soviet Movement Phase; the Romanian bomber at SW:0712 answers the destroyer's move at Odessa. The side
   *  not phasing acts by hand in honor play (the core's turn check); the rules it breaks are read directly. */
  const soviet = naval('honor', 'soviet');
  const intercept = (s = soviet) => apply(s, act('airIntercept', { pieces: [BOMBER], hex: ODESSA }, 'axis'));
  const breaks = (f: typeof airInterceptBreaks, s: GameState, verb: string, args: Action['args']) =>
    f(navalModule, s, act(verb, args, 'axis')).map((v) => v.rule);

  it('§16.24 T20 an air interception roll uses the air units, whatever the players read off the table', () => {
    const r = done(intercept());
    expect(r.violations).toEqual([]);
    const v = varsOf(r.state);
    expect(airOf(v).flown[BOMBER]).toBe('naval-bombing');
    expect(mayFlyAgain(airOf(v), { type: 'B', airCombat: 1, bombing: 2, range: 10 }, BOMBER, false, 'x')).toBe(false);
    const e = r.events.find((x) => x.type === 'airInterception');
    expect(e).toMatchObject({ hex: ODESSA, pieces: [BOMBER], result: '?' });
    expect(r.events.some((x) => x.type === 'roll' && x.rule === '§16.24')).toBe(true);
    // §16.24 one interception roll an air unit each player segment
    expect(breaks(airInterceptBreaks, r.state, 'airIntercept', { pieces: [BOMBER], hex: ODESSA })).toEqual([
      'sfe.naval.air',
    ]);
  });

  it('§16.24 an interception beyond the unit’s range (14 hexes at most) is recorded as a broken rule', () => {
    expect(interceptReach(20)).toBe(14);
    expect(interceptReach(10)).toBe(10);
    const far = airInterceptBreaks(
      navalModule,
      soviet,
      act('airIntercept', { pieces: ['FAF-F'], hex: ODESSA }, 'axis'),
    );
    expect(far.map((x) => x.rule)).toEqual(['sfe.naval.air']);
  });

  it('§16.14 after the interception the bomber strikes the destroyer: flak first, then its rolls on column B', () => {
    const met = done(intercept()).state;
    const r = done(apply(met, act('navalBomb', { pieces: [BOMBER], target: DD }, 'axis')));
    expect(r.violations).toEqual([]);
    const flak = r.events.filter((x) => x.type === 'flak');
    expect(flak).toHaveLength(1);
    const left = { X: 0, A: 0, H: 1, '-': 2 }[String(flak[0]!.result) as 'X' | 'A' | 'H' | '-'];
    const bombs = r.events.filter((x) => x.type === 'navalBombing');
    expect(bombs.map((x) => x.column)).toEqual(bombingRolls('B', left));
    const waiting = bombs.filter((x) => x.result === '?').length;
    expect(bookOf(varsOf(r.state)).ships[DD]?.bombsAt ?? []).toHaveLength(waiting);
    expect(bookOf(varsOf(r.state)).airIntercepts?.[BOMBER]).toBeUndefined();
    // a second strike by the same bomber: it is used
    expect(breaks(navalBombBreaks, r.state, 'navalBomb', { pieces: [BOMBER], target: DD })).toContain('sfe.naval.air');
  });

  it('§20.02 a bombing roll the book does not print waits for the result the players read: navalHit takes it', () => {
    const met = done(intercept()).state;
    const ships = { [DD]: { bombsAt: [{ column: 'B', roll: 7 }] } };
    const s = withVars(met, { naval: { ...bookOf(varsOf(met)), ships } });
    const r = done(apply(s, act('navalHit', { piece: DD, result: 'D' }, 'axis')));
    expect(bookOf(varsOf(r.state)).ships[DD]?.bombsAt).toBeUndefined();
    expect(bookOf(varsOf(r.state)).ships[DD]?.damage).toBeTruthy();
    const again = apply(
      { ...r.state, mode: 'advisory', activeSide: 'axis' },
      act('navalHit', { piece: DD, result: 'D' }, 'axis'),
    );
    expect(rules(again)).toEqual(['sfe.naval.hit']);
  });

  it('§16.14 a bombing out of the Air Phase with no interception there is recorded; enforced play refuses it', () => {
    expect(breaks(navalBombBreaks, soviet, 'navalBomb', { pieces: [BOMBER], target: DD })).toEqual(['sfe.naval.air']);
    const enforced = apply(naval('enforced', 'axis'), act('navalBomb', { pieces: [BOMBER], target: DD }, 'axis'));
    expect(enforced.ok).toBe(false);
    expect(enforced.violations.map((x) => x.rule)).toEqual(['sfe.naval.byHand']);
  });
});
