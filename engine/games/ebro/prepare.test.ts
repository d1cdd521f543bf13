import { describe, expect, it } from 'vitest';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

describe('fire against units', () => {
  // A Nationalist battalion (fire 2, range 1) at A:1524 and Republican targets about it.
  const base = () =>
    placed(segment('prepare', NAT, { first: NAT }), {
      'N-50D-13': 'A:1524',
      'N-50D-ART1': { box: 'dead' },
      'R-35D-XV-3': 'A:1522',
      'R-35D-XV-2': 'A:1523',
    });

  it('XIV.2 a unit fires at an enemy within its range that it sees; a unit between blocks the line', () => {
    const s = base();
    const targets = listed(s, NAT, 'fire')
      .filter((a) => (a.args!.pieces as string[])[0] === 'N-50D-13')
      .map((a) => a.args!.hex);
    // range 1: the adjacent battalion at A:1523 only; A:1522 is 2 hexes away
    expect(targets).toContain('A:1523');
    expect(targets).not.toContain('A:1522');
    const v = ebroRules.check(ebroModule, s, {
      side: NAT,
      verb: 'fire',
      args: { pieces: ['N-50D-13'], hex: 'A:1522' },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.fire.sight', section: 'XIV.2' });
  });

  it('XIV.8 the fire is read on the table; the firer is marked as having fired and (IX.1) may not move', () => {
    const r = act(base(), NAT, 'fire', { pieces: ['N-50D-13'], hex: 'A:1523' });
    const e = r.events.find((x) => x.type === 'fire')!;
    expect(e).toMatchObject({ pieces: ['N-50D-13'], hex: 'A:1523', targets: ['R-35D-XV-2'], total: 2 });
    expect(marksOf(varsOf(r.state), 'N-50D-13')).toMatchObject({ fired: true, act: 'moved' });
    const moving = { ...r.state, vars: { ...r.state.vars, step: 'move' } };
    expect(listed(moving, NAT, 'move').some((a) => a.args?.piece === 'N-50D-13')).toBe(false);
    // and it may not fire twice
    expect(listed(r.state, NAT, 'fire').some((a) => (a.args!.pieces as string[])[0] === 'N-50D-13')).toBe(false);
  });

  it('XIV.1 units of one corps in one hex combine their fire; units in two hexes do not', () => {
    const s = placed(base(), { 'N-50D-12': 'A:1524' });
    const two = act(s, NAT, 'fire', { pieces: ['N-50D-13', 'N-50D-12'], hex: 'A:1523' });
    expect(two.events.find((x) => x.type === 'fire')!.total).toBe(4);
    const apart = placed(base(), { 'N-50D-12': 'A:1624' });
    const v = ebroRules.check(ebroModule, apart, {
      side: NAT,
      verb: 'fire',
      args: { pieces: ['N-50D-13', 'N-50D-12'], hex: 'A:1523' },
    });
    expect(v.length).toBeGreaterThan(0);
    void REP;
  });
});
