import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState } from '../../core/types.js';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { askedByHand } from './byhand.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';
import { NO_COMMAND } from './support.js';

/** A logged event's fields, as the tests read them. */
type Logged = Record<string, unknown> & { drms: { rule: string; why: string; value: number }[] };

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

describe('command in fire', () => {
  // Rada's 102nd Division HQ by its artillery group (5) and the Condor Legion's 88 battery (4), assigned directly to
  // the Army Corps (VII.2.4), in two hexes, and a Republican battalion in their range and sight.
  const rada = (where: Record<string, string | { box: string }> = {}) =>
    placed(segment('prepare', NAT, { first: NAT }), {
      'N-50D-13': { box: 'dead' },
      'N-50D-ART1': { box: 'dead' },
      'R-35D-XV-2': 'A:1523',
      'N-102D-ART1': 'A:1526',
      'N-CL-F88': 'A:1625',
      'N-HQ-102D': 'A:1527',
      ...where,
    });
  const fireOf = (r: { events: { type: string }[] }) => r.events.find((x) => x.type === 'fire') as unknown as Logged;

  it('VII.6 EX-7 (Fig. 19) an HQ coordinates fire from two hexes into one (5 + 4 = 9) and is spent', () => {
    const s = rada();
    const apart = ebroRules.check(ebroModule, s, {
      side: NAT,
      verb: 'fire',
      args: { pieces: ['N-102D-ART1', 'N-CL-F88'], hex: 'A:1523' },
    });
    expect(apart[0]).toMatchObject({ rule: 'ebro.fire.combine', section: 'XIV.1' });
    const offered = listed(s, NAT, 'fire').filter((a) => a.args!.hex === 'A:1523' && a.args!.hq === 'N-HQ-102D');
    expect(offered.map((a) => [...(a.args!.pieces as string[])].sort())).toEqual([['N-102D-ART1', 'N-CL-F88']]);
    const r = act(s, NAT, 'fire', { pieces: ['N-102D-ART1', 'N-CL-F88'], hex: 'A:1523', hq: 'N-HQ-102D' });
    expect(fireOf(r)).toMatchObject({ total: 9, coordinated: true, hq: 'N-HQ-102D' });
    expect(marksOf(varsOf(r.state), 'N-HQ-102D')).toMatchObject({ spent: true });
    // the 50th Division's HQ does not command Rada's artillery: it may not coordinate it
    const other = ebroRules.check(ebroModule, placed(s, { 'N-HQ-50D': 'A:1527' }), {
      side: NAT,
      verb: 'fire',
      args: { pieces: ['N-102D-ART1', 'N-CL-F88'], hex: 'A:1523', hq: 'N-HQ-50D' },
    });
    expect(other[0]).toMatchObject({ rule: 'ebro.hq.coordinate', section: 'VII.6' });
  });

  it('VII.2.1 XIV.9.2 an HQ supports the fire of its own units: its support factor is a DRM and it is spent', () => {
    const r = act(rada(), NAT, 'fire', { pieces: ['N-102D-ART1'], hex: 'A:1523', hq: 'N-HQ-102D' });
    const e = fireOf(r);
    expect(e.drms).toContainEqual({ rule: 'XIV.9.2', why: 'HQ support', value: 2 });
    expect(marksOf(varsOf(r.state), 'N-HQ-102D')).toMatchObject({ spent: true, act: 'done' });
  });

  it('XIV.3 indirect fire: a unit that does not see fires through an observer of its corps and its HQ', () => {
    // the 50th Division's battalions at A:1524 and A:1523 block the group's line from A:1526 to A:1522; the one
    // next to the target observes for it (the same Army Corps), Rada's HQ at A:1623 3 hexes from the group
    const s = rada({ 'R-35D-XV-2': 'A:1522', 'N-50D-13': 'A:1524', 'N-50D-12': 'A:1523', 'N-HQ-102D': 'A:1623' });
    const args = { pieces: ['N-102D-ART1'], hex: 'A:1522' };
    expect(ebroRules.check(ebroModule, s, { side: NAT, verb: 'fire', args })[0]).toMatchObject({
      rule: 'ebro.fire.sight',
    });
    // an observer that does not see the target helps nothing
    const blind = ebroRules.check(ebroModule, s, { side: NAT, verb: 'fire', args: { ...args, observer: 'N-50D-13' } });
    expect(blind[0]).toMatchObject({ rule: 'ebro.fire.sight' });
    const r = act(s, NAT, 'fire', { ...args, observer: 'N-50D-12' });
    expect(fireOf(r)).toMatchObject({ total: 5, observer: 'N-50D-12' });
    // the observer is not activated for observing
    expect(marksOf(varsOf(r.state), 'N-50D-12').act).toBeUndefined();
  });
});

describe('a fire the rules forbid, by mode', () => {
  const s = placed(segment('prepare', NAT, { first: NAT }), {
    'N-50D-13': 'A:1524',
    'N-50D-ART1': { box: 'dead' },
    'R-35D-XV-3': 'A:1522',
    'R-35D-XV-2': 'A:1523',
  });
  const inMode = (mode: GameState['mode']) => ({ ...s, mode });
  // range 1 and a unit between: A:1522 is out of reach
  const beyond = { side: NAT, verb: 'fire', args: { pieces: ['N-50D-13'], hex: 'A:1522' } };

  it('I.1, XIV.2 advisory play resolves a fire beyond range and records the broken rule', () => {
    expect(applyAction(ebroRules, ebroModule, inMode('enforced'), beyond).ok).toBe(false);
    const r = applyAction(ebroRules, ebroModule, inMode('advisory'), beyond);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toEqual(['ebro.fire.sight']);
    expect(r.events.find((e) => e.type === 'fire')).toMatchObject({ hex: 'A:1522', targets: ['R-35D-XV-3'] });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'fire' }));
    expect(marksOf(varsOf(r.state), 'N-50D-13')).toMatchObject({ fired: true });
  });

  it('I.1, XIV.1 honor play resolves a fire by a unit that already fired, recording nothing', () => {
    const fired = {
      ...s,
      mode: 'honor' as const,
      vars: { ...s.vars, marks: { 'N-50D-13': { fired: true, act: 'moved' } } },
    };
    const again = { side: NAT, verb: 'fire', args: { pieces: ['N-50D-13'], hex: 'A:1523' } };
    expect(ebroRules.check(ebroModule, { ...fired, mode: 'enforced' }, again).length).toBeGreaterThan(0);
    const r = applyAction(ebroRules, ebroModule, fired as GameState, again);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    expect(r.events.some((e) => e.type === 'fire')).toBe(true);
  });

  it('I.1 a fire at a hex without enemy units, or by the enemy’s units, is refused in every mode', () => {
    for (const mode of ['advisory', 'honor'] as const) {
      const empty = applyAction(ebroRules, ebroModule, inMode(mode), {
        ...beyond,
        args: { pieces: ['N-50D-13'], hex: 'A:1520' },
      });
      expect(empty.ok ? [] : empty.violations.map((v) => v.rule), mode).toEqual(['ebro.fire.noTarget']);
      const theirs = applyAction(ebroRules, ebroModule, inMode(mode), {
        ...beyond,
        args: { pieces: ['R-35D-XV-3'], hex: 'A:1524' },
      });
      expect(theirs.ok ? [] : theirs.violations.map((v) => v.rule), mode).toEqual(['ebro.fire.units']);
    }
  });
});

describe('the HQ and aircraft of a fire asked by hand', () => {
  const s = placed(segment('prepare', NAT, { first: NAT }), {
    'N-50D-13': 'A:1524',
    'N-HQ-50D': 'A:1525',
    'R-35D-XV-3': 'A:1522',
  });
  const asked = (state: GameState, args: Record<string, unknown>) =>
    askedByHand(ebroModule, state, NAT, args as never, ['N-50D-13'], 'groundAttack');

  it('I.1, VII.2.1 the HQ named lends what it may, nothing where it may not; aircraft join if they may fly', () => {
    const near = asked(s, { hq: 'N-HQ-50D', air: ['R-AIR-G21-1'] });
    expect(near.cmd).toMatchObject({ hq: 'N-HQ-50D', coordinated: false });
    expect(near.cmd.support).toBeGreaterThan(0);
    expect(near.air).toEqual([]);
    // XII.6.6 aircraft the side may fly join as asked (those the list offers with the fire)
    const flying = listed(s, NAT, 'fire').find((a) => a.args?.air)!.args!.air as string[];
    expect(asked(s, { air: flying }).air).toEqual(flying);
    // off the map (a box) it may not support: no HQ at all; nor may a firer lend its own factors (VII.2)
    const away = placed(s, { 'N-HQ-50D': { box: 'dead' } });
    expect(asked(away, { hq: 'N-HQ-50D' }).cmd).toEqual(NO_COMMAND);
    expect(asked(s, { hq: 'N-50D-13' }).cmd).toEqual(NO_COMMAND);
  });
});
