import { describe, expect, it } from 'vitest';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import {
  armorDrmAllowed,
  attackerDrms,
  combatShifts,
  fireEvent,
  fireTables,
  isOpen,
  retreatCancelTerrain,
  sideFire,
} from './fire.js';

const net = (xs: { amount: number }[]) => xs.reduce((s, x) => s + x.amount, 0);

describe('§11.2.6 fire tables', () => {
  it("derived §11.2.7: the fire event carries each side's die, net DRM and modified roll as fields", () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'nat-inf-01': 'segovia', 'rep-ac-ii': 'somosierra' },
      attack: [],
    });
    const plus = { source: 'x', amount: 1, ref: '16.6.2', reason: 'armor' };
    const fa = sideFire(M, [pieceOfDef(s, 'nat-inf-01')], [], [plus], 4, 'attacker');
    const fd = sideFire(M, [pieceOfDef(s, 'rep-ac-ii')], [], [], 2, 'defender');
    const e = fireEvent('somosierra', fa, fd);
    expect([e.attackerDie, e.attackerDrm, e.attackerModified, e.attackerLn]).toEqual([4, 1, 5, fa.ln]);
    expect([e.defenderDie, e.defenderDrm, e.defenderModified, e.defenderLn]).toEqual([2, 0, 2, fd.ln]);
    expect([e.attackerTable, e.defenderTable]).toEqual(['fire-division', 'fire-corps']);
  });

  it('worked example T-19: three 2-1-3 INF (CS 6) fire on Division "6", a reduced corps (CS 2) on Corps "2"', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'nat-inf-01': 'segovia', 'nat-inf-04': 'segovia', 'nat-inf-07': 'segovia', 'rep-ac-ii': 'somosierra' },
      steps: { 'rep-ac-ii': 1 },
      attack: ['segovia'],
    });
    const nat = ['nat-inf-01', 'nat-inf-04', 'nat-inf-07'].map((d) => pieceOfDef(s, d));
    const a = sideFire(M, nat, [], [], 3, 'attacker');
    expect([a.table, a.strength, a.startColumn]).toEqual(['fire-division', 6, '6']);
    const r = sideFire(M, [pieceOfDef(s, 'rep-ac-ii')], [], [], 3, 'defender');
    expect([r.table, r.strength, r.startColumn]).toEqual(['fire-corps', 2, '2']);
  });

  it('worked example T-20: a reduced 2-2-3 corps puts the stack (CS 8) on the Corps table "6-8"', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'nat-inf-01': 'segovia', 'nat-inf-04': 'segovia', 'nat-inf-07': 'segovia', 'nat-ac-v': 'segovia' },
      steps: { 'nat-ac-v': 1 },
      attack: ['segovia'],
    });
    const nat = ['nat-inf-01', 'nat-inf-04', 'nat-inf-07', 'nat-ac-v'].map((d) => pieceOfDef(s, d));
    const a = sideFire(M, nat, [], [], 3, 'attacker');
    expect([a.table, a.strength, a.startColumn]).toEqual(['fire-corps', 8, '6-8']);
    // The data check of T-20: the Corps "6-8" column averages about 2 more than the Division "6" column.
    const t = fireTables(M);
    const mean = (tab: typeof t.division, label: string) => {
      const i = tab.columns.findIndex((c) => c.label === label);
      return tab.rows.reduce((sum, r) => sum + r.cells[i]!, 0) / tab.rows.length;
    };
    expect(mean(t.corps, '6-8') - mean(t.division, '6')).toBeCloseTo(2, 0);
  });

  it('derived §11.2.6/§11.2.7: shifts stop at the table edge and a modified roll stays within 1..6', () => {
    const s = combatPosition({ side: 'NAT', units: { 'nat-mil-02': 'segovia' }, attack: ['segovia'] });
    const shifts = [{ source: 'x', amount: -3, ref: '11.2.6', reason: 'test' }];
    const drms = [{ source: 'y', amount: -4, ref: '11.2.7', reason: 'test' }];
    const a = sideFire(M, [pieceOfDef(s, 'nat-mil-02')], shifts, drms, 2, 'attacker');
    expect([a.column, a.modified, a.ln]).toEqual(['1', 1, 0]);
  });
});

describe('§11.2.6 column shifts (TEC)', () => {
  const s = combatPosition({ side: 'NAT', units: {}, attack: [] });
  it('worked example T-21: Segovia→Somosierra 2 CL; Somosierra→Aranda 2 CL; Guadarrama adds its Sierra CL', () => {
    expect(net(combatShifts(M, s, { target: 'somosierra', from: ['segovia'] }).attacker)).toBe(-2);
    expect(net(combatShifts(M, s, { target: 'aranda', from: ['somosierra'] }).attacker)).toBe(-2);
    expect(net(combatShifts(M, s, { target: 'segovia', from: ['guadarrama'] }).attacker)).toBe(-1);
    expect(net(combatShifts(M, s, { target: 'guadarrama', from: ['segovia'] }).attacker)).toBe(-2);
  });

  it('derived §10.2.8: Position 1 CL to the attacker; Trench 1 CL to the attacker and 1 CR to the defender', () => {
    const pos = combatPosition({
      side: 'NAT',
      units: {},
      attack: [],
      markers: [['f1', 'fort-rep', 'REP', 'illescas', false]],
    });
    expect(net(combatShifts(M, pos, { target: 'illescas', from: ['talavera'] }).attacker)).toBe(-1);
    expect(isOpen(M, pos, 'illescas')).toBe(false);
    const tr = combatPosition({
      side: 'NAT',
      units: {},
      attack: [],
      markers: [['f1', 'fort-rep', 'REP', 'illescas', true]],
    });
    const sh = combatShifts(M, tr, { target: 'illescas', from: ['talavera'] });
    expect([net(sh.attacker), net(sh.defender)]).toEqual([-1, 1]);
    expect(retreatCancelTerrain(M, tr, 'illescas')).toBe(true);
    expect(retreatCancelTerrain(M, pos, 'illescas')).toBe(false);
  });

  it('derived §11.2.6 (option combatRiverShift): the river shift needs every attacking space across it', () => {
    // Zaragoza: river from Ejea, normal from Cariñena; a Main City also shifts (TEC, reconstructed).
    const city = net(combatShifts(M, s, { target: 'zaragoza', from: ['carinena'] }).attacker);
    expect(net(combatShifts(M, s, { target: 'zaragoza', from: ['ejea'] }).attacker)).toBe(city - 1);
    expect(net(combatShifts(M, s, { target: 'zaragoza', from: ['ejea', 'carinena'] }).attacker)).toBe(city);
    const any = combatPosition({ side: 'NAT', units: {}, attack: [], options: { combatRiverShift: 'any' } });
    expect(net(combatShifts(M, any, { target: 'zaragoza', from: ['ejea', 'carinena'] }).attacker)).toBe(city - 1);
    expect(net(combatShifts(M, s, { target: 'zaragoza', from: ['ejea'], ignoreRiver: true }).attacker)).toBe(city);
  });
});

describe('§11.2.5 die roll modifiers', () => {
  it('worked example T-35: Turn 11 under Severe Winter, −2 DRM into a Mountain space plus the Mountain 1 CL', () => {
    // Severe Winter (R16) played before Turn 11 marks Turn 11 (event-notes.ts severeWinterFrom).
    const p = combatPosition({ side: 'REP', turn: 11, units: {}, attack: [], flags: ['severeWinter'] });
    const s = { ...p, vars: { ...p.vars, extra: { ...(p.vars.extra as object), events: { severeWinterTurn: 11 } } } };
    const d = attackerDrms(M, s, { attacker: 'REP', target: 'teruel', attackers: [], armor: false });
    expect(net(d)).toBe(-2);
    expect(net(combatShifts(M, s, { target: 'teruel', from: ['barracas'] }).attacker)).toBe(-1);
    const t5 = combatPosition({ side: 'REP', turn: 5, units: {}, attack: [] });
    expect(net(attackerDrms(M, t5, { attacker: 'REP', target: 'teruel', attackers: [], armor: false }))).toBe(-1);
  });

  it('worked example T-44: terrain cancelled: no shift, but not Open for armor, winter still applies', () => {
    const s = combatPosition({ side: 'NAT', turn: 5, units: {}, attack: [] });
    expect(combatShifts(M, s, { target: 'somosierra', from: ['segovia'], cancelTerrain: true }).attacker).toEqual([]);
    expect(isOpen(M, s, 'somosierra')).toBe(false);
    expect(net(attackerDrms(M, s, { attacker: 'NAT', target: 'somosierra', attackers: [], armor: false }))).toBe(-1);
  });

  it('derived §8.5.5.2: every REP attack in the round of a Strategic Counterattack event has +1', () => {
    const s = combatPosition({ side: 'REP', units: {}, attack: [] });
    const sc = { ...s, vars: { ...s.vars, play: { side: 'REP', card: 'R21', use: 'event', points: 0, data: {} } } };
    expect(net(attackerDrms(M, sc, { attacker: 'REP', target: 'talavera', attackers: [], armor: false }))).toBe(1);
    expect(net(attackerDrms(M, s, { attacker: 'REP', target: 'talavera', attackers: [], armor: false }))).toBe(0);
  });

  it('derived §11.4.3: a Beach Head lets its defenders cancel a retreat and is Open', () => {
    const s = combatPosition({ side: 'NAT', units: {}, attack: [] });
    expect(retreatCancelTerrain(M, s, 'beachhead-mallorca')).toBe(true);
    expect(isOpen(M, s, 'beachhead-mallorca')).toBe(true);
  });

  it('derived §17.5.1: Turn 1 REP attack with a MIL unit has −1', () => {
    const s = combatPosition({ side: 'REP', turn: 1, units: { 'rep-mil-02': 'madrid' }, attack: ['madrid'] });
    const mil = [pieceOfDef(s, 'rep-mil-02')];
    expect(net(attackerDrms(M, s, { attacker: 'REP', target: 'illescas', attackers: mil, armor: false }))).toBe(-1);
  });

  it('derived §16.6.2: armor DRM: full-strength armor, an Open space, no river (N37 allows the river)', () => {
    const s2 = combatPosition({ side: 'REP', units: { 'sov-t26': 'illescas' }, attack: ['illescas'] });
    const t = [pieceOfDef(s2, 'sov-t26')];
    expect(armorDrmAllowed(M, s2, 'talavera', t)).toBe(true);
    expect(armorDrmAllowed(M, s2, 'madrid', t)).toBe(false); // Main City is not Open
    const s3 = combatPosition({ side: 'REP', units: { 'sov-t26': 'aranjuez' }, attack: ['aranjuez'] });
    const t3 = [pieceOfDef(s3, 'sov-t26')];
    expect(armorDrmAllowed(M, s3, 'toledo', t3)).toBe(false); // across the Tagus
    expect(armorDrmAllowed(M, s3, 'toledo', t3, true)).toBe(true);
    const red = combatPosition({ side: 'REP', units: { 'sov-t26': 'illescas' }, steps: { 'sov-t26': 1 }, attack: [] });
    expect(armorDrmAllowed(M, red, 'talavera', [pieceOfDef(red, 'sov-t26')])).toBe(false);
    const d = attackerDrms(M, s2, { attacker: 'REP', target: 'talavera', attackers: t, armor: true });
    expect(net(d)).toBe(1);
  });
});
