import { describe, expect, it } from 'vitest';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { draftState } from '../../systems/draft.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { orders } from './firesupport.js';
import { seesDirect } from './support.js';
import { ebroRules } from './rules.js';
import { type EbroVars, varsOf } from './state.js';

/** A logged event's fields, as the tests read them. */
type Logged = Record<string, unknown> & { drms: { rule: string; why: string; value: number }[] };

/** The Nationalists' standing orders turned off: no HQ support, no fire support for their defence. */
const NO_ORDERS = { [NAT]: { hq: false, fire: false } };

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
    // surprise keeps the Republicans in supply this deep (XVI.14); the defender lends no support here
    const s = placed(meeting('combat', REP, { surprise: { side: REP, turn: 2 }, supportOrders: NO_ORDERS }), {
      'R-35D-XV-3': 'A:1523',
    });
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
    // A4 it still holds its fire factor unused: activated under the marker, not finished
    expect(marksOf(varsOf(r.state), 'R-35D-XV-3')).toMatchObject({ attacked: true, act: 'moved' });
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

/** The battalion of the XV Corps next to the Nationalist one at A:1524, in supply by surprise, with help about. */
function assault(vars: Record<string, unknown> = {}, where: Record<string, string | { box: string }> = {}) {
  return placed(meeting('combat', REP, { surprise: { side: REP, turn: 2 }, supportOrders: NO_ORDERS, ...vars }), {
    'R-35D-XV-3': 'A:1523',
    'R-11D-1-1': 'A:1624',
    'R-HQ-35D': 'A:1522',
    'R-HQ-EE': 'A:1521',
    'R-XV-A1': 'A:1322',
    'R-XV-A2': 'A:1322',
    'R-V-A1': 'A:1321',
    ...where,
  });
}

const combatOf = (r: { events: { type: string }[] }) => r.events.find((e) => e.type === 'combat') as unknown as Logged;
const item = (mods: { rule: string; why: string; value: number }[], rule: string) => mods.find((m) => m.rule === rule);

describe('command and support in ground combat', () => {
  it('VII.2.1 an attack names an HQ: its support factor modifies the die and the HQ is spent for the turn', () => {
    const s = assault();
    // the attack is offered with an HQ that may support it
    const offered = listed(s, REP, 'attack').filter((a) => a.args!.hex === 'A:1524' && a.args!.hq !== undefined);
    expect(offered.some((a) => (a.args!.pieces as string[]).join() === 'R-35D-XV-3')).toBe(true);
    const r = act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524', hq: 'R-HQ-35D' });
    const e = combatOf(r);
    // the 35th Division's HQ prints support 1
    expect(item(e.drms, 'VII.2.1')).toMatchObject({ why: "attacker's HQ support", value: 1 });
    expect(marksOf(varsOf(r.state), 'R-HQ-35D')).toMatchObject({ spent: true, act: 'done' });
    // an HQ of another corps does not command the battalion
    const v = ebroRules.check(ebroModule, placed(s, { 'R-HQ-11D': 'A:1522', 'R-HQ-35D': { box: 'dead' } }), {
      side: REP,
      verb: 'attack',
      args: { pieces: ['R-35D-XV-3'], hex: 'A:1524', hq: 'R-HQ-11D' },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.hq.support', section: 'VII.2.1' });
  });

  it('XVI.4 each attack is offered with its odds before the roll: the totals, ratio, shift and DRM it will fight at', () => {
    const s = assault();
    const offered = listed(s, REP, 'attack').filter((a) => a.args!.hex === 'A:1524');
    expect(offered.length).toBeGreaterThan(1);
    for (const a of offered) {
      const e = combatOf(act(s, REP, 'attack', a.args!));
      expect(a.info, JSON.stringify(a.args)).toEqual({
        attack: e.attack,
        defence: e.defence,
        ratio: e.ratio,
        shift: e.shift,
        drm: e.drm,
      });
    }
    // the HQ's support shows in the offer before the roll
    const plain = offered.find((a) => a.args!.hq === undefined);
    const backed = offered.find(
      (a) => a.args!.hq !== undefined && JSON.stringify(a.args!.pieces) === JSON.stringify(plain!.args!.pieces),
    );
    expect((backed!.info!.drm as number) - (plain!.info!.drm as number)).toBeGreaterThan(0);
  });

  it('VII.6 XVI.1 units of two corps attack together when the HQ named coordinates them, which spends it', () => {
    const s = assault();
    const offered = listed(s, REP, 'attack').find(
      (a) => a.args!.hq !== undefined && a.args!.hex === 'A:1524' && (a.args!.pieces as string[]).length === 2,
    );
    expect(offered?.args).toMatchObject({ pieces: ['R-35D-XV-3', 'R-11D-1-1'], hq: 'R-HQ-EE' });
    const r = act(s, REP, 'attack', { pieces: ['R-35D-XV-3', 'R-11D-1-1'], hex: 'A:1524', hq: 'R-HQ-EE' });
    const e = combatOf(r);
    expect(e).toMatchObject({ coordinated: true, hq: 'R-HQ-EE' });
    expect(marksOf(varsOf(r.state), 'R-HQ-EE').spent).toBe(true);
    // a division HQ commands only its own division: it may not coordinate the two corps
    const v = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'attack',
      args: { pieces: ['R-35D-XV-3', 'R-11D-1-1'], hex: 'A:1524', hq: 'R-HQ-35D' },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.hq.coordinate', section: 'VII.6' });
  });

  it('XIV.11 fire support on an attack: added up to half the friendly total, the supporting units marked fired', () => {
    const s = assault();
    const one = combatOf(act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524', support: ['R-XV-A1'] }));
    // the battalion's 4 and the artillery group's 4
    expect(one.attack).toBe(8);
    const r = act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524', support: ['R-XV-A1', 'R-XV-A2'] });
    // 8 in support, but no more than the battalion's own 4
    expect(combatOf(r).attack).toBe(8);
    for (const id of ['R-XV-A1', 'R-XV-A2']) expect(marksOf(varsOf(r.state), id)).toMatchObject({ fired: true });
    // the V Corps' artillery is of another corps: coordination is needed
    const v = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'attack',
      args: { pieces: ['R-35D-XV-3'], hex: 'A:1524', support: ['R-V-A1'] },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.attack.combine' });
    const coordinated = act(s, REP, 'attack', {
      pieces: ['R-35D-XV-3'],
      hex: 'A:1524',
      support: ['R-V-A1'],
      hq: 'R-HQ-EE',
    });
    expect(combatOf(coordinated).attack).toBe(8);
  });

  it('XIV.3 fire support reaches the hex indirectly: an attacker observes for a group that does not see', () => {
    // a unit at A:1423 stands on the line from A:1322 to A:1524: the group does not see the hex
    const blocked = assault({}, { 'R-35D-XV-1': 'A:1423' });
    const group = blocked.pieces.find((p) => p.id === 'R-XV-A1')!;
    expect(seesDirect(ebroModule, blocked, group, 'A:1524')).toBe(false);
    const args = { pieces: ['R-35D-XV-3'], hex: 'A:1524', support: ['R-XV-A1'] };
    // its HQ, the XV Corps', is far away: no communication
    const v = ebroRules.check(ebroModule, blocked, { side: REP, verb: 'attack', args });
    expect(v[0]).toMatchObject({ rule: 'ebro.support.sight', section: 'XIV.3' });
    // with the Corps HQ within 6 hexes of both, the battalion attacking observes for the group
    const r = act(placed(blocked, { 'R-HQ-XV': 'A:1422' }), REP, 'attack', args);
    expect(combatOf(r).attack).toBe(8);
  });

  it("XIV.11 VII.2.1 the defender's standing orders: its best HQ, the fire that reaches (half at most); off", () => {
    const s = assault({ supportOrders: {} });
    const e = combatOf(act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524' }));
    // the battalion's 4 defence, the artillery group's 5 capped at 4; the Corps HQ's 2 off the attacker's die
    expect(e.defence).toBe(8);
    expect(e.defenceFire).toEqual(['N-50D-ART2']);
    expect(item(e.drms, 'VII.2.1')).toMatchObject({ why: "defender's HQ support", value: -2 });
    const r = act(s, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524' });
    expect(marksOf(varsOf(r.state), e.defenceHq as string).spent).toBe(true);
    expect(marksOf(varsOf(r.state), 'N-50D-ART2').fired).toBe(true);
    // the Nationalists turn both orders off
    const d = draftState<EbroVars>(s);
    orders.apply(ebroModule, d, { side: NAT, verb: 'orders', args: { hq: 'off', fire: 'off' } });
    const off = combatOf(act(d.state, REP, 'attack', { pieces: ['R-35D-XV-3'], hex: 'A:1524' }));
    expect(off.defence).toBe(4);
    expect(item(off.drms, 'VII.2.1')).toBeUndefined();
  });

  it('XVI.6 reactors have no support, but their defenders lend theirs by standing orders', () => {
    // the 35th Division's HQ stands by its battalion (in supply by surprise); the reactor's own HQs are about too
    const s = placed(meeting('react', REP, { supportOrders: {}, surprise: { side: REP, turn: 2 } }), {
      'R-HQ-35D': 'A:1521',
    });
    const e = combatOf(act(s, NAT, 'react', { pieces: ['N-50D-13'], hex: 'A:1522' }));
    expect(e.hq).toBeNull();
    expect(e.support).toEqual([]);
    expect(e.drms.filter((m: { why: string }) => m.why === "attacker's HQ support")).toEqual([]);
    // the assault factor alone, no fire support
    expect(e.attack).toBe(4);
    expect(e.defenceHq).toBe('R-HQ-35D');
    expect(item(e.drms, 'VII.2.1')).toMatchObject({ why: "defender's HQ support", value: -1 });
  });
});
