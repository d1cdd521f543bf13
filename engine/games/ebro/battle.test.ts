import { describe, expect, it } from 'vitest';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/** A Republican battalion alone at A:1522, two hexes from a Nationalist one at A:1524 (Corbera's garrison gone). */
function meeting(step: string, side: string, vars: Record<string, unknown> = {}) {
  return placed(segment(step, side, { first: REP, ...vars }), {
    'N-50D-13': 'A:1524',
    'N-50D-ART1': { box: 'dead' },
    'R-35D-XV-3': 'A:1522',
  });
}

describe('ground combat', () => {
  it('XVI.6 the side not phasing reacts after movement: its unit moves next to the enemy by the cheapest path and assaults', () => {
    const s = meeting('react', REP);
    expect(ebroRules.toAct(ebroModule, s)).toEqual([NAT]);
    const options = listed(s, NAT, 'react').filter((a) => (a.args!.pieces as string[])[0] === 'N-50D-13');
    expect(options.map((a) => a.args!.hex)).toContain('A:1522');
    const r = act(s, NAT, 'react', { pieces: ['N-50D-13'], hex: 'A:1522' });
    const moved = r.events.find((e) => e.type === 'reacted')!;
    expect(moved.to).toBe('A:1523');
    const fight = r.events.find((e) => e.type === 'combat')!;
    expect(fight).toMatchObject({ reaction: true, attackers: ['N-50D-13'], hex: 'A:1522' });
    // it moved into contact, so it assaults with its assault factor (4); the battalion defends with 3
    expect(fight.attack).toBe(4);
    expect(marksOf(varsOf(r.state), 'N-50D-13')).toMatchObject({ reaction: true, act: 'done', attacked: true });
  });

  it('XVI.6 no reaction attacks at night, nor by a unit already next to the enemy or carrying an activation marker', () => {
    expect(listed(meeting('react', REP, { part: 'night' }), NAT, 'react')).toEqual([]);
    const adjacent = placed(meeting('react', REP), { 'N-50D-13': 'A:1523' });
    expect(listed(adjacent, NAT, 'react').some((a) => (a.args!.pieces as string[])[0] === 'N-50D-13')).toBe(false);
    const marked = meeting('react', REP, { marks: { 'N-50D-13': { act: 'moved' } } });
    const v = ebroRules.check(ebroModule, marked, {
      side: NAT,
      verb: 'react',
      args: { pieces: ['N-50D-13'], hex: 'A:1522' },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.react.unit', section: 'XVI.6' });
  });

  it('XVI.4 an attack needs attackers next to the hex; XVI.2 a unit that did not move into contact attacks', () => {
    // surprise keeps the Republicans in supply this deep (XVI.14)
    const s = placed(meeting('combat', REP, { surprise: { side: REP, turn: 2 } }), { 'R-35D-XV-3': 'A:1523' });
    const far = ebroRules.check(ebroModule, placed(s, { 'R-35D-XV-3': 'A:1522' }), {
      side: REP,
      verb: 'attack',
      args: { pieces: ['R-35D-XV-3'], hex: 'A:1524' },
    });
    expect(far[0]).toMatchObject({ rule: 'ebro.attack.adjacent', section: 'XVI.4' });
    const r = act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524' });
    const fight = r.events.find((e) => e.type === 'combat')!;
    expect(fight.attack).toBe(4);
    expect(fight.defence).toBe(4);
    expect(fight.ratio).toBe(1);
    expect(marksOf(varsOf(r.state), 'R-35D-XV-3')).toMatchObject({ attacked: true, act: 'done' });
    // once per turn
    const again = ebroRules.check(
      ebroModule,
      { ...r.state, vars: { ...r.state.vars, step: 'combat', battle: null } },
      {
        side: REP,
        verb: 'attack',
        args: { pieces: ['R-35D-XV-3'], hex: 'A:1524' },
      },
    );
    expect(again.length).toBeGreaterThan(0);
  });

  it('XVI.1 units of two army corps attack together only when an HQ coordinates them', () => {
    const s = placed(meeting('combat', REP, { surprise: { side: REP, turn: 2 } }), {
      'R-35D-XV-3': 'A:1523',
      'R-11D-1-1': 'A:1624',
    });
    const v = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'attack',
      args: { pieces: ['R-35D-XV-3', 'R-11D-1-1'], hex: 'A:1524' },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.attack.combine', section: 'XVI.1' });
  });

  it('XVI.7 when several hexes are as cheap, the retreating side chooses; XVI.10 then the attacker may advance', () => {
    const base = placed(meeting('retreat', REP), { 'R-35D-XV-3': 'A:1523' });
    const s = {
      ...base,
      vars: {
        ...base.vars,
        battle: {
          reaction: false,
          attacker: REP,
          attackers: ['R-35D-XV-3'],
          hex: 'A:1524',
          defenders: ['N-50D-13'],
          retreating: ['N-50D-13'],
          retreatTo: ['A:1425', 'A:1424'],
          vacated: false,
        },
      },
    } as typeof base;
    expect(ebroRules.toAct(ebroModule, s)).toEqual([NAT]);
    expect(listed(s, NAT, 'retreat').map((a) => a.args!.hex)).toEqual(['A:1425', 'A:1424']);
    const bad = ebroRules.check(ebroModule, s, { side: NAT, verb: 'retreat', args: { hex: 'A:1523' } });
    expect(bad[0]).toMatchObject({ rule: 'ebro.retreat.hex', section: 'XVI.7' });
    const r = act(s, NAT, 'retreat', { hex: 'A:1424' });
    expect(r.state.pieces.find((p) => p.id === 'N-50D-13')!.at).toEqual({ kind: 'hex', hex: 'A:1424' });
    expect(varsOf(r.state).step).toBe('advance');
    expect(ebroRules.toAct(ebroModule, r.state)).toEqual([REP]);
    const adv = act(r.state, REP, 'advance', { pieces: ['R-35D-XV-3'] });
    expect(adv.state.pieces.find((p) => p.id === 'R-35D-XV-3')!.at).toEqual({ kind: 'hex', hex: 'A:1524' });
    expect(varsOf(adv.state).step).toBe('combat');
  });
});
