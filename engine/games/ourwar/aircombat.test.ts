import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { stateOf, vars } from './combat.fixture.js';
import { airModule as M, piece } from './air.fixture.js';
import { type AirFight, airTotal, fightAirCombat, MAX_ROUNDS } from './aircombat.js';
import { NAT, type OurWarVars, REP } from './state.js';

const dice = (...rolls: number[]) => {
  const left = [...rolls];
  return () => left.shift() ?? 0;
};
function fight(pieces: Piece[], f: Omit<AirFight, 'module'>, v: Partial<OurWarVars> = {}) {
  const d = draftState<OurWarVars>(stateOf(pieces, vars(v)));
  const out = fightAirCombat(d, { module: M, ...f });
  const steps = (id: string) => d.state.pieces.find((p) => p.id === id)!.steps;
  return { out, steps, d };
}

describe('air combat', () => {
  const bf = piece('bf', 'bf109', NAT, 'A:0505');
  const sm = piece('sm', 'sm79', REP, 'A:0505');
  const esc = piece('i', 'i152', REP, 'A:0505');

  it('XII.6.9 XII.6.10 the interceptors attack first and the escorts take the first round’s losses', () => {
    // 6 against 1 + 4: 1:1; a 5 reads XA: one level, from the escort, and every defender turns back.
    const { out, steps } = fight([bf, sm, esc], {
      interceptors: ['bf'],
      intercepted: ['sm', 'i'],
      escorts: ['i'],
      die: dice(5),
    });
    expect(out.rounds).toHaveLength(1);
    expect(out.rounds[0]).toMatchObject({ attackers: ['bf'], totals: [6, 5], cell: 'XA', levels: { i: 1 } });
    expect(out.aborted).toEqual(['sm', 'i']);
    expect([steps('i'), steps('sm')]).toEqual([1, 2]);
  });

  it('XII.6.9 rounds alternate; aircraft that are not escorts leave the fight to fly their mission', () => {
    // Round 1: 6 against 5 rolls 0, no effect. Round 2: the escort alone (4 against 6, 1:2) rolls 8: 2X.
    const { out, d } = fight([bf, sm, esc], {
      interceptors: ['bf'],
      intercepted: ['sm', 'i'],
      escorts: ['i'],
      die: dice(0, 8),
    });
    expect(out.rounds.map((r) => [r.attackers, r.defenders, r.cell])).toEqual([
      [['bf'], ['sm', 'i'], '-'],
      [['i'], ['bf'], '2X'],
    ]);
    expect(out.eliminated).toEqual(['bf']);
    expect(d.state.pieces.find((p) => p.id === 'bf')!.at).toEqual({ kind: 'box', box: 'dead' });
    expect(d.vars.lost[NAT]).toEqual({ units: 1, levels: 0 });
  });

  it('XII.6.9 a defender with neither fighter nor escort shifts 2R; cold weather -1', () => {
    const dw = piece('dw', 'dw371', NAT, 'A:0505');
    // 2 against 1: 2:1, shifted to 3:1; a roll of 1 less 1 reads row 0 there: A (2:1 would read -).
    const { out } = fight(
      [dw, sm],
      { interceptors: ['dw'], intercepted: ['sm'], escorts: [], die: dice(1) },
      {
        weather: 'cold',
      },
    );
    expect(out.rounds[0]!.shifts.map((m) => m.value)).toEqual([2]);
    expect(out.rounds[0]!.drms.map((m) => m.value)).toEqual([-1]);
    expect(out.rounds[0]!.cell).toBe('A');
    expect(out.aborted).toEqual(['sm']);
  });

  it('II.4 XII.6.9 at night factors halve but for night specialists; a negative result sends the rest home', () => {
    const nf = piece('nf', 'nf', REP, 'A:0505');
    const i = piece('i', 'i152', NAT, 'A:0505');
    expect(airTotal(M, [bf, nf], true)).toBe(3 + 3);
    expect(airTotal(M, [bf, nf], false)).toBe(6 + 3);
    // 2 against 1 + 3 (1:2): a 5 reads X; the SM-79 loses it and, not a night specialist, turns back.
    const { out, steps } = fight(
      [i, sm, nf],
      { interceptors: ['i'], intercepted: ['sm', 'nf'], escorts: [], die: dice(5), stay: true },
      { part: 'night' },
    );
    expect(out.rounds[0]).toMatchObject({ totals: [2, 4], cell: 'X', levels: { sm: 1 }, aborted: ['sm'] });
    expect(steps('sm')).toBe(1);
    expect(out.rounds[1]!.attackers).toEqual(['nf']);
  });

  it('XII.6.9 a fight where neither side can hurt the other breaks off after the last round', () => {
    const { out } = fight([bf, esc], { interceptors: ['bf'], intercepted: ['i'], escorts: ['i'], die: dice() });
    expect(out.rounds).toHaveLength(MAX_ROUNDS);
    expect(out.aborted).toEqual([]);
  });
});
