import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, inSpace, withPiece, withVars } from './crusade.fixture.js';
import { attritionSegment } from './attrition.js';
import { draftOf } from './draft.js';
import { adjacent } from './geo.js';
import type { GameState } from '../../core/types.js';
import { NAT, REP, type Side, varsOf } from './state.js';

function surround(state: GameState, space: string, side: Side): GameState {
  const control = { ...varsOf(state).control, [space]: side };
  for (const n of adjacent(M, state, space)) control[n] = side === NAT ? REP : NAT;
  return withVars(state, { control });
}
const boxOf = (s: GameState, id: string) => {
  const at = s.pieces.find((p) => p.id === id)!.at;
  return at.kind === 'box' ? at.box : at.kind === 'space' ? at.space : '';
};
function run(state: GameState, side: Side): GameState {
  const d = draftOf(state);
  attritionSegment(M, d, side);
  return d.state;
}

describe('§13.3 the Attrition Segment', () => {
  test('worked example T-28: an OOS REP corps is removed; its space turns NAT; no Reserve division given', () => {
    let s = surround(campaignStart(), 'don-benito', REP);
    s = withPiece(s, 'rep-mil-14', { at: { kind: 'box', box: 'reserve-REP' } });
    s = withPiece(s, 'rep-ac-i', { at: { kind: 'space', space: 'don-benito' } });
    const reserve = s.pieces.filter((p) => p.at.kind === 'box' && p.at.box === 'reserve-REP').length;
    const after = run(s, REP);
    expect(boxOf(after, 'rep-ac-i')).toBe('removed');
    expect(varsOf(after).control['don-benito']).toBe(NAT);
    expect(after.pieces.filter((p) => p.at.kind === 'box' && p.at.box === 'reserve-REP').length).toBe(reserve);
  });

  test('derived: §13.1.5 an OOS Asturian division in Asturias survives; its space stays (option default)', () => {
    const s = surround(campaignStart(), 'castropol', REP);
    const after = run(s, REP);
    expect(boxOf(after, 'rep-mil-ast-01')).toBe('castropol');
    expect(varsOf(after).control.castropol).toBe(REP);
    const strict = withVars(s, { options: { attritionKeepsOccupied: false } });
    expect(varsOf(run(strict, REP)).control.castropol).toBe(NAT);
  });

  test('derived: §13.1.5 a non-Asturian division in Asturias is removed', () => {
    let s = surround(campaignStart(), 'castropol', REP);
    s = withPiece(s, 'rep-mil-ast-01', { at: { kind: 'space', space: 'lugo' } });
    s = withPiece(s, 'rep-mil-25', { at: { kind: 'space', space: 'castropol' } });
    const after = run(s, REP);
    expect(boxOf(after, 'rep-mil-25')).toBe('removed');
    expect(varsOf(after).control.castropol).toBe(NAT);
  });

  test('derived: §13.4.2, §13.4.4 border-limited units stay and their space does not flip', () => {
    let s = surround(campaignStart(), 'figueras', REP);
    s = withPiece(s, 'rep-mil-25', { at: { kind: 'space', space: 'figueras' } });
    const after = run(s, REP);
    expect(boxOf(after, 'rep-mil-25')).toBe('figueras');
    const empty = run(surround(campaignStart(), 'figueras', REP), REP);
    expect(varsOf(empty).control.figueras).toBe(REP);
  });

  test('derived: §16.2.3 the Isolated Spaces survive NAT attrition at the start', () => {
    const after = run(campaignStart(), NAT);
    expect(inSpace(after, 'oviedo').length).toBe(2);
    expect(varsOf(after).control.granada).toBe(NAT);
  });

  test('worked example T-43 (second half): Oviedo falling in attrition after its marker went gives no extra VP', () => {
    const s0 = campaignStart();
    const s = { ...s0, turn: 6, pieces: s0.pieces.filter((p) => !p.def.startsWith('isolated-')) };
    const after = run(s, NAT);
    expect(boxOf(after, 'nat-inf-05')).toBe('removed');
    expect(varsOf(after).control.oviedo).toBe(REP);
    // Oviedo is a VP space: the normal −1 VP and +1 RM only.
    expect(varsOf(after).vp - varsOf(s).vp).toBe(-1 - 1 /* Granada, also a VP space */);
  });
});
