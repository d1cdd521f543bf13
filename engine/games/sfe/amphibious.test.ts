// Amphibious assault's rules (amphibious.ts): the two corps a hex may be assaulted by (T25), the transport capacity a
// unit takes (§19.33, T46), who may assault from what (†§19.42), the halved attack (§19.44) and postponement (T24).

import { describe, expect, it } from 'vitest';
import type { UnitDef } from '../../core/module.js';
import {
  assaultAttack,
  assaultBreaks,
  assaultCe,
  isPostponement,
  transportCe,
  withinAssaultLimit,
} from './amphibious.js';

const unit = (type: string, size: string, steps = 2, nationality = 'german', flags: string[] = []): UnitDef => ({
  id: `${type}-${size}`,
  name: type,
  nationality,
  type,
  size,
  steps,
  full: { attack: 10, defense: 10, movement: 4 },
  ...(steps > 1 ? { reduced: { attack: 4, defense: 4, movement: 4 } } : {}),
  flags,
  prov: { source: 'user', note: 'test' },
});
const corps = unit('infantry', 'corps');
const division = unit('infantry', 'division', 1);
const ok = {
  transportNationality: 'german',
  transportType: 'I' as const,
  departure: 'clear',
  target: 'clear',
} as const;

describe('§19.43 the limit of an assault', () => {
  it('§19.43 T25 a corps, a reduced corps and a division make 2 corps: legal; a third full corps is not', () => {
    const counts = [assaultCe(corps, { steps: 2 }), assaultCe(corps, { steps: 1 }), assaultCe(division, { steps: 1 })];
    expect(counts).toEqual([1, 0.5, 0.5]);
    expect(withinAssaultLimit(counts)).toBe(true);
    expect(withinAssaultLimit([...counts, 1])).toBe(false);
    expect(withinAssaultLimit([1, 1])).toBe(true);
  });
});

describe('§19.33 transport capacity', () => {
  it('§19.33 a corps takes 1, a reduced corps or a division ½, a reduced division, a brigade or a leader ¼', () => {
    expect(transportCe(corps, { steps: 2 })).toBe(1);
    expect(transportCe(corps, { steps: 1 })).toBe(0.5);
    expect(transportCe(unit('infantry', 'division'), { steps: 2 })).toBe(0.5);
    expect(transportCe(unit('infantry', 'division'), { steps: 1 })).toBe(0.25);
    expect(transportCe(unit('infantry', 'brigade', 1), { steps: 1 })).toBe(0.25);
    expect(transportCe(unit('leader', 'leader', 1), { steps: 1 })).toBe(0.25);
    expect(transportCe(unit('supply', 'full'), { steps: 2 })).toBe(0.5);
  });
});

describe('†§19.42 who may assault', () => {
  it('†§19.42 infantry of its transport\u2019s nationality may assault from type I in clear weather', () => {
    expect(assaultBreaks({ unit: corps, ...ok })).toEqual([]);
  });

  it('†§19.42 armor needs a type A transport; cavalry and leaders never assault; nationality must match', () => {
    const ids = (u: UnitDef, o = {}) => assaultBreaks({ unit: u, ...ok, ...o }).map((v) => v.rule);
    expect(ids(unit('armor', 'corps'))).toEqual(['sfe.amphibious.transport']);
    expect(ids(unit('armor', 'corps'), { transportType: 'A' })).toEqual([]);
    expect(ids(unit('cavalry', 'corps'))).toEqual(['sfe.amphibious.unit']);
    expect(ids(unit('leader', 'leader', 1))).toEqual(['sfe.amphibious.unit']);
    expect(ids(corps, { transportNationality: 'romanian' })).toEqual(['sfe.amphibious.transport']);
  });

  it('†§19.42 Heavy Snow or Stormy weather at the port or the target prevents the assault; Snow does not', () => {
    const w = (departure: string, target: string) =>
      assaultBreaks({ unit: corps, ...ok, departure, target } as never).map((v) => v.rule);
    expect(w('stormy', 'clear')).toEqual(['sfe.amphibious.weather']);
    expect(w('clear', 'heavy-snow')).toEqual(['sfe.amphibious.weather']);
    expect(w('snow', 'snow')).toEqual([]);
  });
});

describe('§19.44 effects and †§19.41 plans', () => {
  it('§19.44 an assaulting unit\u2019s attack is halved; §19.46 a commando\u2019s is not', () => {
    expect(assaultAttack(corps, 4)).toBe(2);
    expect(assaultAttack(unit('infantry', 'brigade', 1, 'british', ['commando']), 3)).toBe(3);
  });

  it('†§19.41a(5) T24 an invasion planned for JUN 1 may be put off to JUN 2 if area, hexes and units stay', () => {
    const plan = { turn: 11, area: ['a', 'b', 'c'], hexes: ['b'], units: ['x', 'y'] };
    expect(isPostponement(plan, { ...plan, turn: 12 })).toBe(true);
    expect(isPostponement(plan, { ...plan, turn: 14, units: ['y', 'x'] })).toBe(true);
    expect(isPostponement(plan, { ...plan, turn: 12, hexes: ['c'] })).toBe(false);
    expect(isPostponement(plan, { ...plan, turn: 10 })).toBe(false);
  });
});
