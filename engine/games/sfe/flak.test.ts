import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { airOf } from './air.js';
import { airModule, airPosition, sortie, unit } from './air.fixture.js';
import { afterFlak, fireFlak, flakColumn, flakFactors, flakResult } from './flak.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';

const col = (factors: number, type: 'F' | 'A' | 'B' | 'HB' | 'T' | 'naval') => flakColumn(airModule, factors, type);

describe('flak (§21)', () => {
  it('†§21.02 a hex’s flak: the city’s for its controller (major 4, minor 2, town 1)', () => {
    const s = airPosition([]);
    expect(flakFactors(airModule, s, 'C:3825', SOVIET)).toBe(4);
    expect(flakFactors(airModule, s, 'C:3825', AXIS)).toBe(0);
    expect(flakFactors(airModule, s, 'C:4343', SOVIET)).toBe(2);
    expect(flakFactors(airModule, s, 'C:4243', SOVIET)).toBe(1);
  });

  it('§21.03 type B shifts one column left: 4 factors fire on column 3, where a 7 misses (T19)', () => {
    expect(col(4, 'B')).toBe(2);
    expect(flakResult(airModule, col(4, 'B'), 7)).toBe('-');
  });

  it('§21.03 5 factors against B bombers: a 3 is H and a 10 misses (T21)', () => {
    expect(flakResult(airModule, col(5, 'B'), 3)).toBe('H');
    expect(flakResult(airModule, col(5, 'B'), 10)).toBe('-');
  });

  it('§21.03 no shift for naval air and type A: 4 factors roll 5 for H, and 5 factors roll 5 for H (T22, T26)', () => {
    expect(flakResult(airModule, col(4, 'naval'), 5)).toBe('H');
    expect(flakResult(airModule, col(5, 'A'), 5)).toBe('H');
  });

  it('§21.03 below 1 factor, or shifted past the 1 column, flak has no effect', () => {
    expect(col(0, 'F')).toBeNull();
    expect(col(1, 'B')).toBeNull();
    expect(col(1, 'HB')).toBeNull();
    expect(flakResult(airModule, null, 2)).toBe('-');
    expect(col(20, 'F')).toBe(9);
  });

  it('§21.04 H halves the bombing, fractions kept', () => {
    expect(afterFlak(3, 'H')).toBe(1.5);
    expect(afterFlak(6, '-')).toBe(6);
  });

  it('§21.04 each result fired is applied: X eliminates, A aborts, H halves the sortie’s bombing', () => {
    const MOSCOW = 'C:3825';
    const pieces = [0, 1, 2, 3, 4, 5].map((i) => unit(`s${i}`, 'ger-A', AXIS, 'C:4546'));
    const sorties = pieces.map((p) =>
      sortie({ piece: p.id, side: AXIS, mission: 'offensive-support', hex: MOSCOW, bombing: 6 }),
    );
    const d = draftState<SfeVars>(airPosition(pieces, { air: { stage: 'offence', sorties, flown: {}, launched: {} } }));
    fireFlak(airModule, d, MOSCOW, SOVIET, sorties);
    const shots = d.events.filter((e) => e.type === 'flak');
    expect(shots).toHaveLength(6);
    const left = airOf(d.vars).sorties;
    for (const e of shots) {
      const s = left.find((x) => x.piece === e.piece);
      if (e.result === 'X') expect(d.state.pieces.find((p) => p.id === e.piece)!.at.kind).toBe('box');
      if (e.result === 'X' || e.result === 'A') expect(s).toBeUndefined();
      if (e.result === 'H') expect(s!.bombing).toBe(3);
      if (e.result === '-') expect(s!.bombing).toBe(6);
      expect(e.factors).toBe(4);
    }
  });
});
