// Naval interception by hand (navalintercept.ts) on the Barbarossa set-up: the engine's die, +1 a damaged ship
// (§20.03(4)), the column by distance, the example's automatic success at 5-7 hexes or nearer, one roll a ship
// each player segment (§19.52).

import { describe, expect, it } from 'vitest';
import { act, apply, done, naval, rules, withVars } from './naval.fixture.js';
import { isFastForce, printedDisengagement } from './navalfire.js';
import { automatic, interceptColumn } from './navalintercept.js';

/** A sea hex of the Crimean waters next to Sevastopol, and one of the Western Black Sea farther off. */
const NEAR = 'SW:1304';
const group = { pieces: ['NV-SU-BS-CL', 'NV-SU-BS-DD1'], hex: NEAR };

describe('§19.5 naval interception', () => {
  it('§19.51 the columns by hexes from the base: the example\u2019s 5-7 and 8-10, nothing past 14', () => {
    expect([3, 5, 7, 8, 10, 14].map(interceptColumn)).toEqual(['0-4', '5-7', '5-7', '8-10', '8-10', '11-14']);
    expect(interceptColumn(15)).toBeNull();
    expect([automatic('5-7'), automatic('8-10')]).toEqual([true, false]);
  });

  it('§19.51 the engine rolls one die for the group; a group near its base intercepts at once (§19 example)', () => {
    // the non-phasing side intercepts: honor play (advisory asks the side to act, §19.51 by hand)
    const r = done(apply(naval('honor', 'axis'), act('intercept', group)));
    const e = r.events.find((x) => x.type === 'interception')!;
    const roll = r.events.find((x) => x.type === 'roll')!;
    expect(e.die).toBe((roll.dice as number[])[0]);
    expect([e.column, e.drm, e.result]).toEqual(['0-4', 0, 'success']);
  });

  it('§20.03(4) +1 to the group\u2019s roll for each damaged ship in it', () => {
    const s = withVars(naval('honor', 'axis'), { naval: { ships: { 'NV-SU-BS-CL': { damage: { front: true } } } } });
    const r = done(apply(s, act('intercept', group)));
    expect(r.events.find((x) => x.type === 'interception')?.drm).toBe(1);
  });

  it('§19.52 a ship rolls once a player segment: honor carries a second roll out, advisory records it', () => {
    const once = done(apply(naval('honor'), act('intercept', group))).state;
    expect(rules(done(apply(once, act('intercept', group))))).toEqual([]);
    const twice = done(apply({ ...once, mode: 'advisory' }, act('intercept', group)));
    expect(rules(twice)).toEqual(['sfe.naval.intercept', 'sfe.naval.intercept']);
  });
});

describe('§20.01(5) withdrawal from a naval battle', () => {
  it('§20.01(5) T26 a slow force with damaged ships rolls 4, +1: 5, and gets away; the engine rolls the die', () => {
    expect(printedDisengagement('slow', 4 + 1)).toBe('success');
    expect(printedDisengagement('fast', 5)).toBeNull();
    expect(isFastForce([{ fast: true, damaged: false }])).toBe(true);
    expect(isFastForce([{ fast: true, damaged: true }])).toBe(false);
    const s = withVars(naval('advisory'), { naval: { ships: { 'NV-SU-BS-CL': { damage: { front: true } } } } });
    const r = done(apply(s, act('disengage', { pieces: ['NV-SU-BS-CL', 'NV-SU-BS-DD1'] })));
    const e = r.events.find((x) => x.type === 'disengagement')!;
    const roll = r.events.find((x) => x.type === 'roll')!;
    expect([e.force, e.drm, e.die]).toEqual(['slow', 1, (roll.dice as number[])[0]]);
    expect(e.result).toBe((e.die as number) + 1 === 5 ? 'success' : '?');
  });
});
