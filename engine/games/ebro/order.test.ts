// I.1 the modes on an attack the rules forbid: enforced play refuses it; advisory play fights it as ordered and
// records the broken rule; honor play fights it; an attack that cannot be fought at all is refused in every mode.

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState, JsonObject } from '../../core/types.js';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { ebroModule, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

const inMode = (s: GameState, mode: GameState['mode']) => ({ ...s, mode });

/** A Republican battalion at A:1522, two hexes from a Nationalist one at A:1524; no support for the defence. */
const s = placed(
  segment('combat', REP, {
    first: REP,
    surprise: { side: REP, turn: 2 },
    supportOrders: { [NAT]: { hq: false, fire: false } },
  }),
  { 'N-50D-13': 'A:1524', 'N-50D-ART1': { box: 'dead' }, 'R-35D-XV-3': 'A:1522' },
);
const attack = (args: JsonObject) => ({ side: REP, verb: 'attack', args });
const far = attack({ pieces: ['R-35D-XV-3'], hex: 'A:1524' });

describe('an attack the rules forbid, by mode', () => {
  it('I.1, XVI.4 enforced play refuses an attack by a unit not next to the hex', () => {
    const r = applyAction(ebroRules, ebroModule, inMode(s, 'enforced'), far);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.violations.map((v) => v.rule)).toEqual(['ebro.attack.adjacent']);
  });

  it('I.1, XVI.4 advisory play fights an attack by non-adjacent units and records the broken rule', () => {
    const r = applyAction(ebroRules, ebroModule, inMode(s, 'advisory'), far);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.attack.adjacent']);
    const fight = r.events.find((e) => e.type === 'combat');
    expect(fight).toMatchObject({ attackers: ['R-35D-XV-3'], hex: 'A:1524', defenders: ['N-50D-13'] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'attack' }));
    // XVI.2 the unit attacked: it is marked as any attacker is
    expect(marksOf(varsOf(r.state), 'R-35D-XV-3').attacked).toBe(true);
  });

  it('I.1, XVI.2 advisory play fights an attack by a unit that already attacked, recording the broken rule', () => {
    const adjacent = placed(s, { 'R-35D-XV-3': 'A:1523' });
    const done = { ...adjacent, vars: { ...adjacent.vars, marks: { 'R-35D-XV-3': { act: 'done', attacked: true } } } };
    const refused = ebroRules.check(ebroModule, done as GameState, far);
    expect(refused.map((v) => v.rule)).toEqual(['ebro.attack.unit']);
    const r = applyAction(ebroRules, ebroModule, inMode(done as GameState, 'advisory'), far);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.attack.unit']);
    expect(r.events.some((e) => e.type === 'combat')).toBe(true);
  });

  it('I.1, XVI.4 an attack at odds below the chart is fought at its first column in advisory play', () => {
    // one battalion (attack 3 at most) against a stack far stronger: below 1:2
    const strong = s.pieces.filter((p) => p.side === NAT && p.at.kind === 'hex' && p.id !== 'N-50D-13').slice(0, 5);
    const stack = placed(
      placed(s, { 'R-35D-XV-3': 'A:1523' }),
      Object.fromEntries(strong.map((p) => [p.id, 'A:1524'])),
    );
    const odds = ebroRules.check(ebroModule, stack, far).map((v) => v.rule);
    expect(odds).toEqual(['ebro.attack.odds']);
    const r = applyAction(ebroRules, ebroModule, inMode(stack, 'advisory'), far);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    const fight = r.events.find((e) => e.type === 'combat')!;
    expect(fight.base).toBe(0);
    expect(fight.ratio as number).toBeLessThan(0.5);
  });

  it('I.1 honor play fights the attack without recording a rule', () => {
    const r = applyAction(ebroRules, ebroModule, inMode(s, 'honor'), far);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    expect(r.events.some((e) => e.type === 'combat')).toBe(true);
  });

  it('I.1 an attack on a hex without enemy units, or by units not the side’s in play, is refused in every mode', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const empty = applyAction(
        ebroRules,
        ebroModule,
        inMode(s, mode),
        attack({ pieces: ['R-35D-XV-3'], hex: 'A:1520' }),
      );
      expect(empty.ok, mode).toBe(false);
      if (!empty.ok)
        expect(
          empty.violations.map((v) => v.rule),
          mode,
        ).toEqual(['ebro.attack.noEnemy']);
      const theirs = applyAction(
        ebroRules,
        ebroModule,
        inMode(s, mode),
        attack({ pieces: ['N-50D-13'], hex: 'A:1522' }),
      );
      expect(theirs.ok, mode).toBe(false);
      if (!theirs.ok)
        expect(
          theirs.violations.map((v) => v.rule),
          mode,
        ).toEqual(['ebro.attack.units']);
      const dead = inMode(placed(s, { 'R-35D-XV-3': { box: 'dead' } }), mode);
      const gone = applyAction(ebroRules, ebroModule, dead, far);
      expect(gone.ok, mode).toBe(false);
    }
  });
});
