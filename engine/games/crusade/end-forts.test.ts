// §6.0 F.1 / §10.2.10 the End of Turn's voluntary removal of Positions and Trenches.

import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { campaignStart, crusadeModule as M, playAll, varsOf, withVars } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import { fortsOf } from './end-forts.js';
import { replacementDone } from './flow.js';
import { fortPool } from './fortify.js';
import { crusadeRules, legalActions } from './rules.js';

const a = (side: string, verb: string, args: Action['args'] = {}): Action => ({ side, verb, args });

/** Turn 1 after both Replacement Phases: the End of Turn begins (the Campaign's Oviedo and Badajoz forts). */
function endOfTurn1(change: (s: GameState) => GameState = (s) => s): GameState {
  const s0 = change(campaignStart());
  const d = draftOf(withVars(s0, { step: 'replacement-NAT' }));
  replacementDone(M, d, 'NAT');
  return d.state;
}

describe('End of Turn: voluntary removal of fortifications (§6.0 F.1, §10.2.10)', () => {
  it('derived: the Nationalist, then the Republican, may remove their own; a removed marker returns to its pool', () => {
    const s = endOfTurn1();
    expect([s.phase, varsOf(s).step, crusadeRules.toAct(M, s)]).toEqual(['end', 'end-forts', ['NAT']]);
    // Only his own markers are offered, and keeping them all.
    const offered = legalActions(M, s, 'NAT').map((x) => `${x.verb}:${x.args?.space ?? ''}`);
    expect(offered).toEqual(['removeFort:oviedo', 'keepForts:']);
    const refused = crusadeRules.check(M, s, a('NAT', 'removeFort', { space: 'badajoz' }));
    expect(refused.map((v) => v.rule)).toEqual(['crusade.removeFort']);
    const pool = fortPool(M, s, 'NAT');
    const t = playAll(s, [a('NAT', 'removeFort', { space: 'oviedo' })]);
    expect(fortsOf(t, 'NAT')).toEqual([]);
    expect(fortPool(M, t, 'NAT')).toBe(pool + 1);
    // His last one gone, the Republican is asked; he keeps his: the turn ends and Turn 2 begins.
    expect(crusadeRules.toAct(M, t)).toEqual(['REP']);
    const u = playAll(t, [a('REP', 'keepForts')]);
    expect([u.turn, varsOf(u).step]).toEqual([2, 'discard']);
    expect(fortsOf(u, 'REP').map((p) => p.at)).toEqual([{ kind: 'space', space: 'badajoz' }]);
  });

  it('derived: a side with no Position or Trench on the map is not asked; with none at all the turn just ends', () => {
    const noNat = endOfTurn1((s) => ({ ...s, pieces: s.pieces.filter((p) => p.id !== 'fort-nat-oviedo') }));
    expect([varsOf(noNat).step, crusadeRules.toAct(M, noNat)]).toEqual(['end-forts', ['REP']]);
    const none = endOfTurn1((s) => ({ ...s, pieces: s.pieces.filter((p) => !p.id.startsWith('fort-')) }));
    expect([none.turn, varsOf(none).step]).toEqual([2, 'discard']);
  });
});
