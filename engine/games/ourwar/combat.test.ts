import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { combatModule as M, sheet, stateOf, unit, vars } from './combat.fixture.js';
import {
  type GroundCombat,
  groundOdds,
  mayAttackGuerrillas,
  mayBreakthrough,
  mayReact,
  mayStartCombat,
  modeOf,
  resolveGroundCombat,
  sideTotal,
} from './combat.js';
import { columnShifts, dieModifiers } from './shifts.js';
import { capped } from './tables.js';
import { draftState } from '../../systems/draft.js';
import { applyEffects, groundEffects, markAfterCombat } from './losses.js';
import { NAT, type OurWarVars, REP, type UnitMarks } from './state.js';

/** A combat of the listed attackers on the defenders, everyone in supply unless `oos` names them. */
function combat(
  att: Piece[],
  def: Piece[],
  v: OurWarVars = vars(),
  over: Partial<GroundCombat> = {},
  oos: string[] = [],
) {
  const c: GroundCombat = {
    module: M,
    state: stateOf([...att, ...def], v),
    attackers: att.map((p) => p.id),
    defenders: def.map((p) => p.id),
    supplied: (id) => !oos.includes(id),
    ...over,
  };
  return c;
}
const why = (mods: { why: string; value: number }[]) => mods.map((m) => `${m.why} ${m.value}`);
const marked = (m: Record<string, UnitMarks>) => vars({ marks: m });

describe('ground combat', () => {
  const a = unit('a', 'inf', REP, 'A:0504');
  const d = unit('d', 'inf', NAT, 'A:0505');

  it('XVI.2 a unit that did not move into contact attacks; XVI.3 one that did assaults', () => {
    expect(modeOf(vars(), 'a')).toBe('attack');
    expect(modeOf(marked({ a: { contact: true } }), 'a')).toBe('assault');
    const c = combat([a], [d], marked({ a: { contact: true } }));
    expect(sideTotal(c, 'attacker').value).toBe(5);
    expect(sideTotal(combat([a], [d]), 'attacker').value).toBe(4);
  });

  it('XVI.1 only organised units not finished, once a turn, with a factor, start a combat', () => {
    const ok = (v: OurWarVars, p: Piece = a, s = true, o = {}) => mayStartCombat(M, v, p, s, o).ok;
    expect(ok(vars())).toBe(true);
    expect(ok(marked({ a: { dso: true } }))).toBe(false);
    expect(ok(marked({ a: { act: 'done' } }))).toBe(false);
    expect(ok(marked({ a: { act: 'moved' } }))).toBe(true);
    expect(ok(marked({ a: { attacked: true } }))).toBe(false);
    expect(
      ok(marked({ a: { attacked: true, breakthrough: true, act: 'done' } }), a, true, { breakthrough: true }),
    ).toBe(true);
    expect(ok(vars(), unit('g', 'art', REP, 'A:0504'))).toBe(false);
  });

  it('XVI.5.1 out of supply a unit attacks only to move toward supply, with its assault factor', () => {
    expect(mayStartCombat(M, vars(), a, false).ok).toBe(false);
    expect(mayStartCombat(M, vars(), a, false, { towardSupply: true }).ok).toBe(true);
    expect(sideTotal(combat([a], [d], vars(), {}, ['a']), 'attacker').value).toBe(5);
  });

  it('XVI.5.1 at night attack is halved rounding down and defence rounding up; guerrillas double', () => {
    const night = vars({ part: 'night' });
    const a2 = unit('a2', 'cav', REP, 'A:0404');
    const c = combat([a, a2], [unit('d1', 'militia', NAT, 'A:0505'), unit('d2', 'cav', NAT, 'A:0505')], night);
    expect(sideTotal(c, 'attacker').value).toBe(3); // (4 + 3) / 2 down
    expect(sideTotal(c, 'defender').value).toBe(2); // (2 + 2) / 2
    const odd = combat([a], [unit('d3', 'cav', NAT, 'A:0505'), unit('d4', 'coast', NAT, 'A:0505')], night);
    expect(sideTotal(odd, 'defender').value).toBe(3); // (2 + 3) / 2 up
    const g = combat([unit('g', 'guerrilla', REP, 'A:0504')], [d], night);
    expect(sideTotal(g, 'attacker').value).toBe(4);
  });

  it('XVIII.2.5 mountain troops double attacking and defending in rough ground', () => {
    const inRough = combat([unit('m', 'mtn', REP, 'A:0302')], [unit('dm', 'mtn', NAT, 'A:0303')]);
    expect(sideTotal(inRough, 'attacker').value).toBe(6);
    expect(sideTotal(inRough, 'defender').value).toBe(6);
    expect(sideTotal(combat([unit('m', 'mtn', REP, 'A:0504')], [d]), 'attacker').value).toBe(3);
  });

  it('XIV.11 / XII.8 fire and air support are each at most half the side total (or together, option)', () => {
    const c = combat([a], [d], vars(), {
      fireSupport: { attacker: 9, defender: 1 },
      airSupport: { attacker: 3, defender: 0 },
    });
    expect(sideTotal(c, 'attacker').value).toBe(4 + 4 + 3);
    expect(sideTotal(c, 'defender').value).toBe(5);
    expect(sideTotal({ ...c, supportSumCap: true }, 'attacker').value).toBe(8);
    expect(sideTotal({ ...c, reaction: true }, 'attacker').value).toBe(4);
  });

  it('XVI.5.1 defender terrain and works shift left; the hexside of one attacker counts for all', () => {
    expect(why(columnShifts(combat([unit('x', 'inf', REP, 'A:0605')], [unit('y', 'inf', NAT, 'A:0606')])))).toEqual([
      'defender in village -1',
    ]);
    const v = vars({ works: { 'A:0505': { trench: { side: NAT, building: 0, damage: 0 }, ruin: 'devastated' } } });
    expect(why(columnShifts(combat([a], [d], v)))).toEqual([
      'defender in a trench -2',
      'defender in a devastated hex -1',
    ]);
    const building = vars({ works: { 'A:0505': { fort: { side: NAT, building: 1, damage: 0 } } } });
    expect(columnShifts(combat([a], [d], building))).toEqual([]);
    const river = combat(
      [unit('r', 'inf', NAT, 'A:0805'), unit('s', 'inf', NAT, 'A:1005')],
      [unit('t', 'inf', REP, 'A:0905')],
    );
    expect(why(columnShifts(river))).toEqual(['across a primary river -3']);
    const bridged = vars({
      crossings: { 'A:0805|A:0905': { kind: 'pontoon-bridge', a: 'A:0805', b: 'A:0905', damage: 0 } },
    });
    expect(why(columnShifts({ ...river, state: stateOf(river.state.pieces, bridged) }))).toEqual([
      'across a crossing -1',
    ]);
  });

  it('XVI.5.1 disorganised, out-of-supply and redeployed defenders shift right; attackers out of supply left', () => {
    expect(why(columnShifts(combat([a], [d], marked({ d: { dso: true, redeployed: true } }))))).toEqual([
      'defender disorganised 1',
      'defender used strategic redeployment 1',
    ]);
    expect(why(columnShifts(combat([a], [d], vars(), {}, ['d'])))).toEqual(['defender out of supply 2']);
    const withFriend = combat([a], [d, unit('d2', 'inf', NAT, 'A:0505')], vars(), {}, ['d']);
    expect(why(columnShifts(withFriend))).toEqual(['defender out of supply 1']);
    expect(why(columnShifts(combat([a], [d], vars(), {}, ['a'])))).toEqual(['attacker out of supply -2']);
  });

  it('XVIII.2.15 / XVIII.2.11 / XVIII.2.12 foreign units alone shift right, not with others', () => {
    const alone = (def: string) => why(columnShifts(combat([unit('f', def, REP, 'A:0504')], [d])));
    expect(alone('ib')).toEqual(['International Brigades alone 1']);
    expect(alone('ctv')).toEqual(['CTV units alone 1']);
    expect(alone('condor')).toEqual(['Condor Legion alone 2']);
    expect(alone('soviet-tank')).toEqual(['Soviet units alone 1']);
    expect(columnShifts(combat([unit('f', 'ib', REP, 'A:0504'), a], [d]))).toEqual([]);
  });

  it('XIX.1.3 attacks into and from boxes shift left (A11), or right from a box with the option', () => {
    const c = combat([a], [d], vars(), { boxes: { attacker: 'interior', defender: 'exterior' } });
    expect(why(columnShifts(c))).toEqual(['defender in an exterior box -2', 'attack from an interior box -1']);
    expect(why(columnShifts({ ...c, options: { boxAttackerShift: 'right' } }))[1]).toBe(
      'attack from an interior box 1',
    );
  });

  it('XVI.5 the shifts are capped at ±3 columns and the DRMs at ±5', () => {
    const mods = [-3, -2, -1].map((value) => ({ rule: 'x', why: 'x', value }));
    expect(capped(mods, 3)).toBe(-3);
    expect(capped([{ rule: 'x', why: 'x', value: 7 }], 5)).toBe(5);
    expect(capped([{ rule: 'x', why: 'x', value: 2 }], 5)).toBe(2);
  });

  it('XVI.5.2 HQ support, fanatics, cavalry in clear, militia alone, surprise', () => {
    const v = vars({ marks: { c: { fanAtt: true }, d: { fanDef: true } }, surprise: { side: REP, turn: 2 } });
    const c = combat([unit('c', 'cav', REP, 'A:0504')], [d], v, { hqSupport: { attacker: 2, defender: 1 } });
    expect(why(dieModifiers(c))).toEqual([
      "attacker's HQ support 2",
      "defender's HQ support -1",
      'fanatic attacker 1',
      'fanatic defender -1',
      'cavalry attacking clear 1',
      'surprise turn 2 2',
    ]);
    const nat = combat(
      [unit('m', 'militia', NAT, 'A:0404')],
      [unit('r', 'inf', REP, 'A:0405')],
      vars({ surprise: { side: REP, turn: 1 } }),
    );
    expect(why(dieModifiers(nat))).toEqual(['militia attacking alone -2', 'surprise turn 1 -3']);
    expect(why(dieModifiers(combat([unit('k', 'coast', REP, 'A:0504')], [d])))).toEqual([
      'coastal defence attacking alone -2',
    ]);
  });

  it('XVI.5.2 armour: +1 in clear (A9: +2 by option), −1/−2/−3 against village, city, major city', () => {
    const t = unit('t', 'tank', REP, 'A:0504');
    expect(why(dieModifiers(combat([t], [d])))).toEqual(['armour attacking clear 1']);
    expect(dieModifiers(combat([t], [d], vars(), { options: { armourClear: 2 } }))[0]!.value).toBe(2);
    const city = combat([unit('t', 'tank', REP, 'A:0606')], [unit('y', 'inf', NAT, 'A:0607')]);
    expect(why(dieModifiers(city))).toEqual(['armour against a city -2']);
    const mot = combat([unit('e', 'bridge-eng', REP, 'A:0605')], [unit('y', 'inf', NAT, 'A:0606')]);
    expect(why(dieModifiers(mot))).toEqual(['armour against a village -1']);
    expect(dieModifiers({ ...mot, options: { motorisedAsArmour: false } })).toEqual([]);
  });

  it('XVI.4 the odds are rounded down, shifted and the modified roll read on the chart', () => {
    const two = [a, unit('a2', 'inf', REP, 'A:0404')];
    const out = resolveGroundCombat(combat(two, [unit('dc', 'cav', NAT, 'A:0505')]), 3)!;
    expect(out.ratio).toBe(4);
    expect(out.result.text).toBe(M.charts[0]!.rows[4]!.cells[4]);
    const night = resolveGroundCombat(combat(two, [unit('dc', 'cav', NAT, 'A:0505')], vars({ part: 'night' })), 3)!;
    expect(night.ratio).toBe(4); // 8/2 down = 4, 2/2 up = 1
    const village = resolveGroundCombat(
      combat([unit('x', 'inf', REP, 'A:0605')], [unit('y', 'cav', NAT, 'A:0606')]),
      6,
    )!;
    expect([village.base, village.col, village.result.text]).toEqual([2, 1, '-/XRF']);
    expect(
      resolveGroundCombat(combat([unit('m', 'militia', REP, 'A:0504')], [d, unit('d2', 'inf', NAT, 'A:0505')]), 3),
    ).toBeNull();
  });

  it('XII.8 XVI.4 an attack that fell below the chart on the way is read on its first column', () => {
    const low = combat([unit('m', 'militia', REP, 'A:0504')], [d, unit('d2', 'inf', NAT, 'A:0505')]);
    expect(resolveGroundCombat(low, 3)).toBeNull();
    const out = resolveGroundCombat(low, 3, true)!;
    expect(out.base).toBe(0);
    expect(out.ratio).toBeLessThan(0.5);
    // a combat on the chart reads the same either way
    const on = combat([a, unit('a2', 'inf', REP, 'A:0404')], [unit('dc', 'cav', NAT, 'A:0505')]);
    expect(resolveGroundCombat(on, 3, true)).toEqual(resolveGroundCombat(on, 3));
  });

  it('XVI.4 the odds before the die: the panel shows them, the roll reads the same', () => {
    const c = combat([a, unit('b', 'tank', REP, 'A:0404')], [d], vars(), { hqSupport: { attacker: 1, defender: 0 } });
    const odds = groundOdds(c);
    expect([odds.attack.value, odds.defence.value, odds.ratio, odds.shift, odds.drm]).toEqual([10, 4, 2.5, 0, 2]);
    expect(resolveGroundCombat(c, 3)).toMatchObject({ ratio: 2.5, drm: 2, base: 2, row: 6 });
  });

  it('XIX.1.3 odds against a box are capped at 3:1 exterior and 6:1 interior', () => {
    const c = combat([a, unit('b', 'tank', REP, 'A:0404')], [unit('m', 'militia', NAT, 'A:0505')]);
    expect(resolveGroundCombat(c, 3)!.ratio).toBe(5);
    expect(resolveGroundCombat({ ...c, boxes: { defender: 'exterior' } }, 3)!.ratio).toBe(3);
  });

  it('XVI.6 reaction attacks: by day, in supply, organised, assault factor, unmarked, not adjacent, reaching', () => {
    const at = { supplied: true, adjacent: false, reaches: true };
    const r = (v: OurWarVars, x = at, p = a) => mayReact(M, v, p, x);
    expect(r(vars()).ok).toBe(true);
    expect(r(vars({ part: 'night' }))).toMatchObject({ ok: false, why: 'no reaction attacks at night' });
    expect(r(vars(), { ...at, supplied: false }).ok).toBe(false);
    expect(r(marked({ a: { dso: true } })).ok).toBe(false);
    expect(r(marked({ a: { act: 'moved' } })).ok).toBe(false);
    expect(r(marked({ a: { attacked: true } })).ok).toBe(false);
    expect(r(vars(), { ...at, adjacent: true }).ok).toBe(false);
    expect(r(vars(), { ...at, reaches: false }).ok).toBe(false);
    expect(r(vars(), at, unit('g', 'art', NAT, 'A:0101')).ok).toBe(false);
  });

  it('XVI.6 reaction attackers get no HQ or fire support; their defenders may', () => {
    const c = combat([a], [d], vars(), { reaction: true, hqSupport: { attacker: 2, defender: 1 } });
    const out = resolveGroundCombat(c, 3)!;
    expect(why(out.drms)).toEqual(["defender's HQ support -1"]);
  });

  it('XVI.9 a shaded result allows breakthrough by day only', () => {
    const big = [a, unit('a2', 'tank', REP, 'A:0404'), unit('a3', 'tank', REP, 'A:0604')];
    const out = resolveGroundCombat(combat(big, [unit('m', 'militia', NAT, 'A:0505')]), 6)!;
    expect(out.result.shaded).toBe(true);
    expect(mayBreakthrough(vars(), out, 'a', true).ok).toBe(true);
    expect(mayBreakthrough(vars({ part: 'night' }), out, 'a', true).ok).toBe(false);
    const plain = resolveGroundCombat(combat([a], [d]), 0)!;
    expect(mayBreakthrough(vars(), plain, 'a', true).ok).toBe(false);
  });

  it('XVI.5.1 aircraft that cannot rebase defend with half their ground attack (rounded up), or 1 without one', () => {
    const c = combat([a], [unit('b', 'bomber', NAT, 'A:0505'), unit('n', 'night-bomber', NAT, 'A:0505')]);
    expect(sideTotal(c, 'defender').value).toBe(1 + 1);
    expect(sideTotal(combat([a], [unit('s', 'stuka', NAT, 'A:0505')]), 'defender').value).toBe(2);
  });

  it('XVI.4 a combat end to end: resolved at 5:1 +1, the defenders captured, the attackers finished', () => {
    const att = [unit('a1', 'inf', REP, 'A:0504'), unit('a2', 'tank', REP, 'A:0404')];
    const def = [unit('m', 'militia', NAT, 'A:0505')];
    const c = combat(att, def, marked({ a1: { fired: true } }));
    const out = resolveGroundCombat(c, 4)!;
    expect(out.ratio).toBe(5);
    expect(out.drm).toBe(1);
    const d = draftState<OurWarVars>(c.state);
    const fx = groundEffects(M, d.vars, att, def, out.result, {});
    applyEffects(d, fx.attacker, { destroyed: 'dead', captured: 'pow' });
    applyEffects(d, fx.defender, { destroyed: 'dead', captured: 'pow' });
    markAfterCombat(M, d.vars, { attackers: att, defenders: def }, fx.defender);
    const cell = M.charts[0]!.rows[5 + 1]!.cells[5] as string;
    expect(out.result.text).toBe(cell);
    expect(fx.breakthrough).toBe(cell.endsWith('*'));
    const m = d.state.pieces.find((p) => p.id === 'm')!;
    expect(cell).toBe('-/P*');
    expect(m.at).toEqual({ kind: 'box', box: 'pow' });
    // XVII.2 a captured unit scores its levels captured, not a unit eliminated
    expect(d.vars.lost[NAT]).toEqual({ units: 0, levels: 1 });
    expect(d.vars.marks.a1!.act).toBe('done');
    expect(d.vars.marks.a2!.attacked).toBe(true);
  });
});

describe('guerrillas', () => {
  const g = unit('g', 'guerrilla', REP, 'A:0505');
  const nb = (h: string) => sheet.neighbors(h);

  it('XVI.15 guerrillas may be attacked only when every hex around holds a foot unit with an assault factor', () => {
    const ring = nb('A:0505').map((h, i) => unit(`n${i}`, 'inf', NAT, h));
    expect(mayAttackGuerrillas(M, stateOf([g, ...ring]), 'A:0505', NAT, nb).ok).toBe(true);
    expect(mayAttackGuerrillas(M, stateOf([g, ...ring.slice(1)]), 'A:0505', NAT, nb).ok).toBe(false);
    const tankRing = [...ring.slice(1), unit('t', 'tank', NAT, nb('A:0505')[0]!)];
    expect(mayAttackGuerrillas(M, stateOf([g, ...tankRing]), 'A:0505', NAT, nb)).toMatchObject({ rule: 'XVI.15' });
    expect(mayAttackGuerrillas(M, stateOf([unit('d', 'inf', REP, 'A:0505')]), 'A:0505', NAT, nb).ok).toBe(true);
  });
});
