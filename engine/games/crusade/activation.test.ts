// §8.2 activation: one OPS point a space with friendly units, Move or Attack, supply at activation (§13.3.1,
// §13.4.2, §16.2.3) and the Ammunition Shortage (§17.1).

import { describe, expect, it, vi } from 'vitest';

vi.mock('./combat.js', () => import('./combat-mock.fixture.js'));

import { attackSpaces, inNorthernZone, opsOf } from './activation.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { activate, control, done, opsAt, place, rulesOf } from './ops.fixture.js';
import { crusadeRules } from './rules.js';

const start = campaignStart();

describe('activation (§8.2)', () => {
  it('§8.2.1–8.2.3: one point a space, Move or Attack, once; the step ends when the points are spent', () => {
    const s = opsAt(start, 2);
    expect(varsOf(s).step).toBe('ops-activate');
    expect(rulesOf(s, activate('sevilla', 'attack'))).toEqual([]);
    const t = playAll(s, [activate('sevilla', 'attack')]);
    expect(varsOf(t).play?.points).toBe(1);
    expect(opsOf(t)?.activated).toEqual({ sevilla: 'attack' });
    expect(rulesOf(t, activate('sevilla', 'move'))).toEqual(['crusade.activated']);
    const u = playAll(t, [activate('zaragoza', 'move')]);
    expect(varsOf(u).play?.points).toBe(0);
    expect(varsOf(u).step).toBe('ops-move');
  });
  it('§8.2.2: only spaces occupied by friendly units', () => {
    const s = opsAt(start, 1);
    expect(rulesOf(s, activate('la-coruna', 'move'))).toEqual(['crusade.noUnits']);
    expect(rulesOf(s, activate('madrid', 'move'))).toEqual(['crusade.noUnits']);
  });
  it('§8.2: every listed activation passes check, and the list offers Move and Attack of Sevilla', () => {
    const s = opsAt(start, 3);
    const list = crusadeRules.view(crusadeModule, s, 'NAT').legalActions;
    for (const a of list) expect(rulesOf(s, { side: 'NAT', verb: a.verb, args: a.args ?? {} })).toEqual([]);
    expect(list).toContainEqual({ verb: 'activate', args: { space: 'sevilla', as: 'attack' } });
    expect(list).toContainEqual({ verb: 'doneActivating', args: {} });
    expect(list.some((a) => a.args?.space === 'granada' && a.args?.as === 'attack')).toBe(false);
  });
  it('derived: doneActivating with points left and nothing Activated goes on to the combats (none)', () => {
    const s = playAll(opsAt(start, 3), [done('doneActivating')]);
    expect(varsOf(s).step).toBe('ops-attack');
  });
  it('derived: attackSpaces lists the Attack-activated spaces of this round only', () => {
    const s = playAll(opsAt(start, 3), [activate('sevilla', 'attack'), activate('huesca', 'move')]);
    expect(attackSpaces(s)).toEqual(['sevilla']);
    expect(attackSpaces(withVars(s, { round: 2 }))).toEqual([]);
  });
});

describe('supply at activation (§13.3.1, §13.4.2, §16.2.3)', () => {
  it('§13.3.1: out-of-supply units may not be Activated', () => {
    // A NAT unit alone in Monzón, among Republican spaces and far from Portugal.
    const s = opsAt(control(place(start, { 'nat-inf-08': 'monzon' }), { monzon: 'NAT' }), 2);
    expect(rulesOf(s, activate('monzon', 'move'))).toEqual(['crusade.outOfSupply']);
  });
  it('§16.2.3: units in an Isolated Space may be Activated for Movement but not for Combat', () => {
    const s = opsAt(start, 2);
    expect(rulesOf(s, activate('granada', 'move'))).toEqual([]);
    expect(rulesOf(s, activate('granada', 'attack'))).toEqual(['crusade.isolated']);
    expect(rulesOf(s, activate('oviedo', 'attack'))).toEqual(['crusade.isolated']);
    const t = playAll(s, [activate('granada', 'move')]);
    expect(opsOf(t)?.limited).toEqual({ granada: 'isolated' });
  });
  it('§13.4.2: an OOS unit Connected to its friendly border is Activated for Movement only', () => {
    // A NAT unit in Aroche (on the Portuguese border) among Republican spaces.
    const s = opsAt(control(place(start, { 'nat-inf-15': 'aroche' }), { aroche: 'NAT' }), 2);
    expect(rulesOf(s, activate('aroche', 'attack'))).toEqual(['crusade.borderSupply']);
    expect(rulesOf(s, activate('aroche', 'move'))).toEqual([]);
    expect(opsOf(playAll(s, [activate('aroche', 'move')]))?.limited).toEqual({ aroche: 'border' });
  });
});

describe('Ammunition Shortage (§17.1)', () => {
  it('§17.1.2: one Attack activation in the whole Northern zone; Move unlimited; the south is free', () => {
    const s = playAll(opsAt(start, 4), [activate('huesca', 'attack')]);
    expect(rulesOf(s, activate('zaragoza', 'attack'))).toEqual(['crusade.ammoShortage']);
    expect(rulesOf(s, activate('zaragoza', 'move'))).toEqual([]);
    expect(rulesOf(s, activate('sevilla', 'attack'))).toEqual([]);
  });
  it('§17.1.3: Mallorca is not affected', () => {
    const s = playAll(opsAt(start, 4), [activate('huesca', 'attack')]);
    expect(inNorthernZone(crusadeModule, s, 'mallorca')).toBe(false);
    expect(rulesOf(s, activate('mallorca', 'attack'))).toEqual([]);
  });
  it('§17.1.1: once the marker is flipped (no flag) any number of spaces may attack', () => {
    const s = playAll(opsAt(withVars(start, { flags: [] }), 4), [activate('huesca', 'attack')]);
    expect(rulesOf(s, activate('zaragoza', 'attack'))).toEqual([]);
  });
  it('derived: the Republicans are never limited', () => {
    const s = playAll(opsAt(start, 4, 'REP'), [activate('gijon', 'attack', 'REP')]);
    expect(rulesOf(s, activate('santander', 'attack', 'REP'))).toEqual([]);
  });
  it('option ammoShortageZone: a space taken later is Northern when Connected (default), not with "initial"', () => {
    const taken = control(place(start, { 'nat-inf-09': 'barbastro', 'rep-poum-lenin': 'box:reserve-REP' }), {
      barbastro: 'NAT',
    });
    const s = playAll(opsAt(taken, 4), [activate('huesca', 'attack')]);
    expect(inNorthernZone(crusadeModule, s, 'barbastro')).toBe(true);
    expect(rulesOf(s, activate('barbastro', 'attack'))).toEqual(['crusade.ammoShortage']);
    const opt = withVars(s, { options: { ammoShortageZone: 'initial' } });
    expect(inNorthernZone(crusadeModule, opt, 'huesca')).toBe(true);
    expect(rulesOf(opt, activate('barbastro', 'attack'))).toEqual([]);
  });
});

describe('activations granted by an event (§8.5)', () => {
  it('derived: an event whose activations have a zone allows them only there (event-effects.ts inZone)', () => {
    const eventOps = {
      card: 'N33',
      spaces: 3,
      attackDrm: 0,
      activationZone: 'Asturias',
      drmZone: null,
      counterattack: false,
    };
    const s = opsAt(start, 3);
    const t = withVars(s, { play: { ...varsOf(s).play!, data: { eventOps } } });
    expect(rulesOf(t, activate('sevilla', 'move'))).toEqual(['crusade.eventZone']);
    expect(rulesOf(t, activate('oviedo', 'move'))).toEqual([]);
  });
});
