// Naval repair (navalrepair.ts) and shore bombardment (navalmissions.ts) by hand on the Barbarossa set-up: a
// repair begun APR 1 ends JUN 2 (T37), †§28.12g's months (T49), where and when repairs begin (§27.25b-c); the
// bombardment's effective factors (§19.23) and one mission a naval turn (§19.0).

import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { bookOf } from './naval.js';
import { act, apply, done, naval, rules, withVars } from './naval.fixture.js';
import { effectiveShore } from './navalmissions.js';
import { REPAIR_MONTHS, repairTurns, variableRepairMonths } from './navalrepair.js';
import { varsOf } from './state.js';

const CL = 'NV-SU-BS-CL';
const ship = (s: GameState, id: string) => bookOf(varsOf(s)).ships[id] ?? {};
/** The Black Sea cruisers damaged, in the Soviet Reinforcement Phase of a month's first turn. */
const damaged = (half: 1 | 2 = 1) => {
  const s = naval('advisory', 'soviet', { phase: 'reinforcement', step: 'reinforcement' });
  return withVars(s, {
    date: { ...varsOf(s).date, half },
    naval: { ships: { [CL]: { damage: { front: true } } } },
  });
};

describe('§27.25 naval repair', () => {
  it('§27.25c T37 a repair begun APR 1 is complete in the Administrative Phase of JUN 2: five turns on', () => {
    expect(repairTurns(REPAIR_MONTHS)).toBe(5);
    const r = done(apply(damaged(), act('repair', { piece: CL })));
    expect(r.violations).toEqual([]);
    expect(ship(r.state, CL).repairUntil).toBe(r.state.turn + 5);
  });

  it('§27.25c the repair over, the Damaged marker goes (at the next naval verb after its last turn)', () => {
    const r = done(apply(damaged(), act('repair', { piece: CL })));
    const later = { ...r.state, turn: r.state.turn + 6 };
    const next = done(apply(later, act('sail', { piece: 'NV-SU-BS-DD1', to: 'SW:1502' })));
    expect(ship(next.state, CL)).toEqual({});
    expect(next.events).toContainEqual(expect.objectContaining({ type: 'repaired', piece: CL }));
  });

  it('§27.25b-c advisory records a repair off a month\u2019s first turn, or of an undamaged ship', () => {
    expect(rules(done(apply(damaged(2), act('repair', { piece: CL }))))).toEqual(['sfe.naval.repair']);
    expect(rules(done(apply(damaged(), act('repair', { piece: 'NV-SU-BS-DD1' }))))).toEqual(['sfe.naval.repair']);
  });

  it('†§28.12g T49 a Soviet ship rolling 10 (+1, 11) is under repair 8 months; a German rolling 10, 6', () => {
    expect(variableRepairMonths(10, 'soviet')).toBe(8);
    expect(variableRepairMonths(10, 'german')).toBe(6);
    expect(variableRepairMonths(12, 'romanian')).toBe(12);
    expect(variableRepairMonths(2, 'german')).toBe(1);
  });
});

describe('§19.2 shore bombardment', () => {
  it('§19.23 effective shore factors are a tenth, fractions kept: the §19 example\u2019s DD 24 gives 2.4', () => {
    expect(effectiveShore(24)).toBe(2.4);
  });

  it('§19.21 ships bombarding the port they attack from: booked, used; a second mission is recorded (§19.0)', () => {
    const s = naval('advisory', 'soviet', { phase: 'combat', step: 'combat' });
    const odessa = { pieces: ['NV-SU-BS-DD2'], hex: 'SW:1008' };
    const r = done(apply(s, act('bombard', odessa)));
    expect(r.violations).toEqual([]);
    expect(bookOf(varsOf(r.state)).bombard).toEqual([
      { hex: 'SW:1008', side: 'soviet', ships: ['NV-SU-BS-DD2'], factors: 0.8, units: [] },
    ]);
    expect(rules(done(apply(r.state, act('bombard', odessa))))).toEqual(['sfe.naval.mission']);
  });

  it('§19.21 the bombardment is spent when the Combat Phase ends: the Exploitation Phase opens with none booked', () => {
    const s = naval('advisory', 'soviet', { phase: 'combat', step: 'combat' });
    const r = done(apply(s, act('bombard', { pieces: ['NV-SU-BS-DD2'], hex: 'SW:1008' })));
    expect(bookOf(varsOf(r.state)).bombard).toHaveLength(1);
    const next = done(apply(r.state, act('done', {})));
    expect(varsOf(next.state).phase).not.toBe('combat');
    expect(bookOf(varsOf(next.state)).bombard ?? []).toEqual([]);
  });

  it('§19.21 advisory records a bombardment out of the Combat Phase or of a hex the ships are not in', () => {
    const r = done(apply(naval('advisory'), act('bombard', { pieces: ['NV-SU-BS-DD1'], hex: 'SW:1008' })));
    expect(rules(r).sort()).toEqual(['sfe.naval.bombard', 'sfe.naval.phase']);
  });
});
