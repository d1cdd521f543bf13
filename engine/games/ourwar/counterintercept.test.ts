import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { airModule as M, piece } from './air.fixture.js';
import { flyRaid } from './airraid.js';
import { type AirVars, emptyAir } from './airstate.js';
import { stateOf, vars } from './combat.fixture.js';
import { NAT, type OurWarVars, REP, type Side } from './state.js';

/** A Nationalist SM-79 bombing A:0505 (escorts named), the dice in order, the air vars given. */
function raid(pieces: Piece[], rolls: number[], air: Partial<AirVars> = {}, escort: string[] = []) {
  const v = { ...vars(), air: { ...emptyAir(), ...air } } as OurWarVars;
  const d = draftState<OurWarVars>(stateOf(pieces, v));
  const used: string[] = [];
  const die = (purpose: string) => {
    used.push(purpose);
    return rolls.shift() ?? 0;
  };
  const r = { module: M, side: NAT as Side, mission: ['sm'], escort, hex: 'A:0505', supplied: () => true };
  return { out: flyRaid(d, { ...r, step: '1:1:prepare', die }), d, used };
}
const airOf = (d: { vars: OurWarVars }) => (d.vars as unknown as { air: AirVars }).air;

describe('XII.6.8 counter-interception', () => {
  const sm = piece('sm', 'sm79', NAT, 'A:0505');
  const i = piece('i', 'i152', REP, 'A:0504');
  // a Bf-109 on patrol three hexes from the target
  const bf = piece('bf', 'bf109', NAT, 'A:0502');

  it('XII.6.8 counter-interception: the mission side’s patrol intercepts the interceptor, and that fight comes first', () => {
    // Interception: the I-152's 3 against the SM-79, roll 3. Counter-interception: the Bf-109's 2 against the I-152,
    // 5 - 3 (patrol three hexes away) = 2. The last declared fights first: 6 against 4 (1:1), a 2 reads A: the I-152
    // goes home before it reaches the bomber, which flies on.
    const { out, d, used } = raid([sm, i, bf], [3, 5, 2], { patrol: ['bf'] });
    expect(used).toEqual(['interception', 'counter-interception', 'air combat']);
    expect(out.rows.map((r) => [r.units, r.caught])).toEqual([[['i'], ['sm']]]);
    expect(out.counter.map((c) => [c.side, c.targets, c.rows.map((r) => [r.units, r.modified, r.caught])])).toEqual([
      [NAT, ['i'], [[['bf'], 2, ['i']]]],
    ]);
    expect(out.counter[0]!.fight!.aborted).toEqual(['i']);
    expect(out.fight).toBeNull();
    expect(out.flying).toEqual(['sm']);
    // the interceptor goes home activated; the patrol, successful and unhurt, stays on patrol having tried this step
    expect(d.vars.marks.i?.act).toBe('done');
    expect(airOf(d).patrol).toEqual(['bf']);
    expect(airOf(d).tried).toEqual({ bf: '1:1:prepare' });
  });

  it('XII.6.8 counter-interception: an interceptor the counter-interception leaves flying fights the mission after it', () => {
    // The same, but the counter-interceptors' fight reads '-' (a 0): the I-152 then fights the bomber, and a 0 against
    // a lone bomber (4 against 1, 3:1 with 2R) reads A: the bomber goes home.
    const { out, used } = raid([sm, i, bf], [3, 5, 0, 0], { patrol: ['bf'] });
    expect(used).toEqual(['interception', 'counter-interception', 'air combat', 'air combat']);
    expect(out.counter[0]!.fight!.rounds.map((r) => r.cell)).toEqual(['-']);
    expect(out.fight!.aborted).toEqual(['sm']);
    expect(out.flying).toEqual([]);
  });

  it('XII.6.8 counter-interception: none when the interception fails, nor by the mission’s own escorts', () => {
    // a failed interception (6) leaves nobody to counter-intercept
    expect(raid([sm, i, bf], [6], { patrol: ['bf'] }).used).toEqual(['interception']);
    // a Bf-109 escorting the bomber flies the mission: it does not counter-intercept (two caught: -1, a 3 makes 2)
    const e = piece('e', 'bf109', NAT, 'A:0505');
    const { out, used } = raid([sm, i, e], [3, 0], {}, ['e']);
    expect(out.rows[0]!.caught).toEqual(['sm', 'e']);
    expect(out.counter).toEqual([]);
    expect(used).not.toContain('counter-interception');
    // a side whose standing order declines interceptions counter-intercepts nothing either
    const declined = raid([sm, i, bf], [3, 0], { patrol: ['bf'], noIntercept: [NAT] });
    expect(declined.used).toEqual(['interception', 'air combat']);
  });
});
