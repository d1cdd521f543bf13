import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import {
  canCoordinate,
  canHelpReorganise,
  canSupport,
  commandPath,
  commands,
  inReorgRange,
  subordinate,
} from './command.js';
import { between, crossing, fixtureMap, fixtureModule, game, moveModule, unit } from './move.fixture.js';
import type { OurWarVars } from './state.js';
import { factorsOf } from './units.js';
import { zocView } from './zoc.js';

const all = () => true;
const o = { supplied: all };
const byId = (pieces: Piece[], id: string) => pieces.find((p) => p.id === id)!;

describe('EX-1 (Fig. 11): the support range of HQ V Corps (Líster) [VII.2.1, VII.2.4]', () => {
  // Fixture: the primary river between columns 6 and 7 with no crossing; HQ V at 0505, support range 6.
  const module = fixtureModule(fixtureMap(12, 10, {}, between(6, 10, ['major-river'], 'Ebro')));
  const pieces = [
    unit('corps-v', '0505'),
    unit('inf', '0508', { id: 'C' }), // any V Corps battalion within 6 with a clear route
    unit('inf-xv', '0303', { id: 'A' }), // Bn 1 / 11th IB / 35th Division: XV Corps (Tagüeña)
    unit('inf', '0705', { id: 'B' }), // Bn 1 / 151st Brigade DDC: V Corps, across the Ebro
  ];
  const s = game(pieces);

  it('VII.2.1 EX-1 HQ V supports a V Corps unit within 6 along a clear route', () => {
    expect(factorsOf(module, byId(pieces, 'corps-v')).reorg).toBe(6);
    expect(canSupport(module, s, 'corps-v', ['C'], o)).toEqual({ ok: true });
  });

  it('VII.2.1 EX-1 HQ V does not support Bn 1 / 11th IB of XV Corps: not subordinate', () => {
    expect(canSupport(module, s, 'corps-v', ['A'], o)).toMatchObject({ ok: false, section: 'VII.2.1' });
    expect(commands(module, byId(pieces, 'corps-v'), byId(pieces, 'A'))).toBe(false);
  });

  it('VII.2.1 EX-1 HQ V does not support Bn 1 / 151st DDC across a primary river with no fixed crossing', () => {
    expect(canSupport(module, s, 'corps-v', ['B'], o)).toMatchObject({ ok: false, section: 'VII.2.1' });
    expect(canSupport(module, s, 'corps-v', ['C', 'B'], o).ok).toBe(false);
    const bridged = game(pieces, { crossings: crossing('0605', '0705', 'pontoon-bridge') });
    expect(canSupport(module, bridged, 'corps-v', ['B'], o)).toEqual({ ok: true });
  });

  it('VII.2.1 A5 EX-1 read in movement points (the caption’s "6 movement points") gives the same answers', () => {
    const mp = { ...o, commandRange: 'mp' as const };
    expect(canSupport(module, s, 'corps-v', ['C'], mp)).toEqual({ ok: true });
    expect(canSupport(module, s, 'corps-v', ['B'], mp).ok).toBe(false);
  });
});

describe('EX-2 (Fig. 12): the reorganisation range of HQ V Corps [VII.2.2, XIX.2.1]', () => {
  // Fixture: a river between columns 4 and 5 with a northern bridge (0402|0502) and a southern one (0405|0506);
  // HQ V at 0305 (reorganisation 6 hexes); Bn 2 / 101st Brigade / 46th Division at 0505 across the river: 3 hexes
  // over the southern bridge, 7 over the northern; a National security-force company at 0606 controls 0506.
  const module = fixtureModule(fixtureMap(12, 10, {}, between(4, 10, ['river'], 'Sec')));
  const bridges = { ...crossing('0402', '0502', 'footbridge'), ...crossing('0405', '0506', 'footbridge') };
  const dso = { dso: true };
  const base = [
    unit('corps-v', '0305'),
    unit('inf', '0505', { id: 'bn2-101' }),
    unit('inf', '0308', { id: 'v1' }),
    unit('mtn', '0102', { id: 'v2' }),
    unit('inf-xv', '0304', { id: 'bn1-11ib' }),
  ];
  const vars = (more: Partial<OurWarVars> = {}) => ({
    crossings: bridges,
    marks: { 'bn2-101': dso, v1: dso, v2: dso, 'bn1-11ib': dso },
    ...more,
  });
  const company = unit('n-inf', '0606', { id: 'security-company' });

  it('VII.2.2 EX-2 every disorganised V Corps unit within 6 hexes gets the HQ’s factor (6) on its roll', () => {
    const s = game([...base, company], vars());
    expect(factorsOf(module, byId(s.pieces, 'corps-v')).reorg).toBe(6);
    for (const id of ['v1', 'v2']) expect(canHelpReorganise(module, s, 'corps-v', id, o)).toEqual({ ok: true });
  });

  it('VII.2.2 EX-2 Bn 1 / 11th IB of XV Corps gets no help though within range', () => {
    const s = game([...base, company], vars());
    expect(inReorgRange(module, s, byId(s.pieces, 'corps-v'), byId(s.pieces, 'bn1-11ib'))).toBe(true);
    expect(canHelpReorganise(module, s, 'corps-v', 'bn1-11ib', o)).toMatchObject({ ok: false, section: 'VII.2.2' });
  });

  it('VII.2.2 EX-2 Bn 2 / 101st gets none: the company’s ZOC shuts the south bridge, the north route is 7', () => {
    const s = game([...base, company], vars());
    const view = zocView(module, s, all);
    expect(commandPath(view, 'republican', '0305', '0505', 20)).toBe(7);
    expect(canHelpReorganise(module, s, 'corps-v', 'bn2-101', o)).toMatchObject({ ok: false, section: 'VII.2.2' });
    const clear = game(base, vars());
    expect(commandPath(zocView(module, clear, all), 'republican', '0305', '0505', 20)).toBe(3);
    expect(canHelpReorganise(module, clear, 'corps-v', 'bn2-101', o)).toEqual({ ok: true });
  });

  it('VI.2 EX-2 a hex in both sides’ ZOCs is not controlled and does not block the route', () => {
    const guard = unit('inf', '0405', { id: 'guard' });
    const s = game([...base, company, guard], vars());
    expect(commandPath(zocView(module, s, all), 'republican', '0305', '0505', 20)).toBe(3);
    expect(canHelpReorganise(module, s, 'corps-v', 'bn2-101', o)).toEqual({ ok: true });
  });
});

describe('command (VII)', () => {
  it('VII.2 a unit answers to every HQ above it in the chain, not to others', () => {
    const u = unit('inf', '0101');
    expect(subordinate(moveModule, u, unit('div', '0101'))).toBe(true);
    expect(subordinate(moveModule, u, unit('corps-v', '0101'))).toBe(true);
    expect(subordinate(moveModule, u, unit('army', '0101'))).toBe(true);
    expect(subordinate(moveModule, u, unit('corps-xv', '0101'))).toBe(false);
  });

  it('VII.2 an HQ may not use its factors to help itself', () => {
    const s = game([unit('corps-v', '0305'), unit('div', '0305')]);
    expect(canSupport(moveModule, s, 'div', ['div'], o)).toMatchObject({ ok: false, section: 'VII.2' });
    expect(canSupport(moveModule, s, 'corps-v', ['div'], o)).toEqual({ ok: true });
  });

  it('VII.9 XVI.8 VIII.8 a spent, disorganised or unsupplied HQ gives no support', () => {
    const pieces = [unit('corps-v', '0305'), unit('inf', '0306')];
    expect(canSupport(moveModule, game(pieces), 'corps-v', ['inf'], o)).toEqual({ ok: true });
    const spent = game(pieces, { marks: { 'corps-v': { spent: true } } });
    expect(canSupport(moveModule, spent, 'corps-v', ['inf'], o)).toMatchObject({ section: 'VII.9' });
    const dso = game(pieces, { marks: { 'corps-v': { dso: true } } });
    expect(canSupport(moveModule, dso, 'corps-v', ['inf'], o)).toMatchObject({ section: 'XVI.8' });
    expect(canSupport(moveModule, game(pieces), 'corps-v', ['inf'], { supplied: () => false })).toMatchObject({
      section: 'VIII.8',
    });
  });

  it('VII.2.4 a unit assigned directly to an army or corps may be supported by any HQ', () => {
    const s = game([unit('corps-xv', '0305'), unit('direct', '0306'), unit('inf', '0306')]);
    expect(canSupport(moveModule, s, 'corps-xv', ['direct'], o)).toEqual({ ok: true });
    expect(canSupport(moveModule, s, 'corps-xv', ['inf'], o).ok).toBe(false);
  });

  it('VII.7 an International HQ commands only International units; a Spanish HQ commands any', () => {
    const s = game([unit('ib-hq', '0305'), unit('ib-2', '0306'), unit('inf-ib', '0306'), unit('corps-v', '0304')]);
    const p = (id: string) => byId(s.pieces, id);
    expect(commands(moveModule, p('ib-hq'), p('ib-2'))).toBe(true);
    expect(commands(moveModule, p('ib-hq'), p('inf-ib'))).toBe(false);
    expect(commands(moveModule, p('corps-v'), unit('ib', '0306'))).toBe(true);
  });

  it('VII.2.1 a unit stacked with its HQ is always within range', () => {
    const s = game([unit('div', '0405'), unit('inf', '0405'), unit('n-inf', '0404')]);
    expect(inReorgRange(moveModule, s, byId(s.pieces, 'div'), byId(s.pieces, 'inf'), o)).toBe(true);
  });

  it('VII.6 EX-7 a division HQ coordinates its batteries and one assigned directly to the army, not a corps', () => {
    const s = game([unit('div', '0305'), unit('art', '0306'), unit('direct', '0304'), unit('corps-v', '0404')]);
    expect(canCoordinate(moveModule, s, 'div', ['art', 'direct'], o)).toEqual({ ok: true });
    expect(canCoordinate(moveModule, s, 'div', ['art', 'corps-v'], o)).toMatchObject({ ok: false, section: 'VII.6' });
    expect(canCoordinate(moveModule, s, 'div', ['art', 'nobody'], o).ok).toBe(false);
  });

  it('VII.6 an HQ coordinates only units within its reorganisation range', () => {
    const s = game([unit('div', '0101'), unit('art', '0102'), unit('inf', '0110')]);
    expect(canCoordinate(moveModule, s, 'div', ['art'], o)).toEqual({ ok: true });
    expect(canCoordinate(moveModule, s, 'div', ['art', 'inf'], o)).toMatchObject({ ok: false, section: 'VII.6' });
  });
});
