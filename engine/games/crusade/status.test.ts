import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, withVars } from './crusade.fixture.js';
import { setControl } from './control.js';
import { draftOf } from './draft.js';
import { handSizeFor } from './deck.js';
import { endOfTurn, warStatusPhase } from './status.js';
import { NAT, REP, varsOf } from './state.js';

describe('§6.0 D War Status and F End of Turn', () => {
  test('worked example T-02: Turn 5, RM 28 → REP wins automatically', () => {
    const d = draftOf(withVars({ ...campaignStart(), turn: 5 }, { rm: 28 }));
    warStatusPhase(M, d);
    expect(d.vars.result?.winner).toBe(REP);
  });

  test('worked example T-03: Turn 15 RM 3 → NAT wins; RM 4 → nothing; Turns 16–18 no RM victory', () => {
    const at = (turn: number, rm: number) => {
      const d = draftOf(withVars({ ...campaignStart(), turn }, { rm }));
      warStatusPhase(M, d);
      return d.vars.result?.winner ?? null;
    };
    expect(at(15, 3)).toBe(NAT);
    expect(at(15, 4)).toBeNull();
    for (const t of [16, 17, 18]) expect([at(t, -5), at(t, 40)]).toEqual([null, null]);
  });

  test('worked example T-04: hand sizes from RM at the turn start (REP 6 at RM ≤ 10, NAT 8 at RM ≤ 15)', () => {
    expect([handSizeFor(NAT, 10), handSizeFor(REP, 10)]).toEqual([8, 6]);
    expect([handSizeFor(NAT, 11), handSizeFor(REP, 11)]).toEqual([8, 7]);
    expect([handSizeFor(NAT, 16), handSizeFor(REP, 16)]).toEqual([7, 7]);
  });

  test('derived: §5.2.1 all six Main Cities win in the War Status Phase', () => {
    const d = draftOf({ ...campaignStart(), turn: 2 });
    for (const c of ['madrid', 'barcelona', 'valencia', 'bilbao']) setControl(M, d, c, NAT, '10.1');
    d.vars.rm = 20;
    warStatusPhase(M, d);
    expect(d.vars.result?.winner).toBe(NAT);
  });

  test('derived: §17.3.2, §16.2.6 the end of Turn 5: Madrid priority VP, Isolated markers removed', () => {
    const s = { ...campaignStart(), turn: 5 };
    const d = draftOf(s);
    endOfTurn(M, d);
    expect(d.vars.vp - varsOf(s).vp).toBe(-3);
    expect(d.state.pieces.filter((p) => p.def.startsWith('isolated-') && p.at.kind === 'space')).toEqual([]);
    const d4 = draftOf({ ...campaignStart(), turn: 4 });
    endOfTurn(M, d4);
    expect(d4.vars.vp).toBe(varsOf(s).vp);
  });

  test('derived: §16.1.6 the End of Turn 6 lowers the sieges', () => {
    const d = draftOf({ ...campaignStart(), turn: 6 });
    endOfTurn(M, d);
    expect(d.vars.sieges.alcazar!.resist).toBe(2);
  });
});

describe('§6.0 D, F the other procedures status.ts runs', () => {
  test('derived: N48 an out-of-supply Insurrection unit is removed at the End of Turn and its space goes back', () => {
    const s0 = campaignStart();
    const s = withVars(
      {
        ...s0,
        pieces: s0.pieces.map((p) =>
          p.id === 'nat-ins' ? { ...p, at: { kind: 'space' as const, space: 'lorca' } } : p,
        ),
      },
      { control: { ...varsOf(s0).control, lorca: NAT } },
    );
    const d = draftOf(s);
    endOfTurn(M, d);
    expect(d.state.pieces.find((p) => p.id === 'nat-ins')!.at).toEqual({ kind: 'box', box: 'removed' });
    expect(d.vars.control.lorca).toBe(REP);
  });

  test('worked example T-15 (wiring): the Turn 3 War Status Phase ends a Mallorca beach head played in Turn 2', () => {
    const s0 = campaignStart();
    const pieces = s0.pieces.map((p) =>
      p.id === 'rep-mil-27' ? { ...p, at: { kind: 'space' as const, space: 'beachhead-mallorca' } } : p,
    );
    const s = withVars(
      { ...s0, turn: 3, pieces },
      {
        control: { ...varsOf(s0).control, 'beachhead-mallorca': REP },
        flags: [...varsOf(s0).flags, 'beachHeadActive'],
        extra: {
          ...varsOf(s0).extra,
          beachHead: { which: 'mallorca', space: 'beachhead-mallorca', coast: 'mallorca', until: 3 },
        },
      },
    );
    const d = draftOf(s);
    warStatusPhase(M, d);
    expect(d.state.pieces.find((p) => p.id === 'rep-mil-27')!.at).toEqual({ kind: 'box', box: 'reserve-REP' });
    expect(d.vars.extra.beachHead).toBeUndefined();
  });
});
