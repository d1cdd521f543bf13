import { describe, expect, it } from 'vitest';
import type { Piece } from '../../core/types.js';
import { crossing, game, moveModule, unit } from './move.fixture.js';
import { READINGS, unitStep } from './movement.js';
import { boatCrossings, type ReachOptions, reachable, towardSupply } from './reach.js';
import { supplyDistance } from './supply.js';
import type { OurWarVars } from './state.js';
import { inEnemyZoc, zocView } from './zoc.js';

const all = () => true;
const reach = (pieces: Piece[], ids: string[], vars: Partial<OurWarVars> = {}, opts: Partial<ReachOptions> = {}) =>
  reachable(moveModule, game(pieces, vars), ids, { mode: 'natural', supplied: all, ...opts });

describe('natural movement (IX.2.1)', () => {
  it('IX.3 a unit reaches every hex its MP pay for, by the cheapest path', () => {
    const r = reach([unit('inf', '0105')], ['inf']);
    expect(r.get('0305')).toMatchObject({ mp: 3, stop: false });
    expect(r.get('0305')!.path).toHaveLength(2);
    expect(r.get('0106')).toMatchObject({ mp: 1, path: ['0106'] });
    expect(r.get('0405')!.mp).toBe(3);
    expect(r.has('0505')).toBe(false);
    expect(r.has('0106')).toBe(true);
    expect(r.has('0805')).toBe(false);
    expect([...r.values()].every((x) => x.mp <= 6)).toBe(true);
  });

  it('IX.1 a stack moving together is governed by its slowest unit', () => {
    const pieces = [unit('inf', '0105'), unit('art', '0105')];
    const alone = reach(pieces, ['inf']);
    const both = reach(pieces, ['inf', 'art']);
    expect(alone.get('0106')!.mp).toBe(1);
    expect([...both.values()].every((x) => x.mp <= 4)).toBe(true);
    expect(both.size).toBeLessThan(alone.size);
    expect(both.has('0607')).toBe(false);
  });

  it('IX.3 IX.4.3 every destination’s cost is the sum of its path’s steps, leaving enemy ZOC included', () => {
    const pieces = [unit('mtn', '0605'), unit('n-inf', '0606'), unit('n-guer', '0309'), unit('inf', '0204')];
    const vars = { crossings: crossing('0405', '0505', 'footbridge'), terrainState: 'mud' as const };
    const s = game(pieces, vars);
    const view = zocView(moveModule, s, all);
    for (const start of ['0605', '0204']) {
      const id = start === '0605' ? 'mtn' : 'inf';
      const ez = (h: string) => inEnemyZoc(view, 'republican', new Set([id]), h);
      const r = reachable(moveModule, s, [id], { mode: 'natural', supplied: all });
      expect(r.size).toBeGreaterThan(5);
      for (const x of r.values()) {
        let at = start;
        let sum = 0;
        for (const h of x.path) {
          const st = unitStep(view, s.pieces.find((p) => p.id === id)!, at, h, 2);
          if ('refused' in st) throw new Error(`refused step ${at}-${h}`);
          sum += st.mp + (ez(at) && !ez(h) ? 2 : 0);
          at = h;
        }
        // IX.1 the one-hex minimum is the only entry that costs less than its step
        expect(x.mp === sum || (x.path.length === 1 && x.mp === 6 && sum > 6)).toBe(true);
      }
    }
  });

  it('IX.4.9 without a supply input, a unit out of supply (by supply.ts) moves at half its allowance', () => {
    const far = reachable(moveModule, game([unit('inf', '1108')]), ['inf'], { mode: 'natural' });
    expect(Math.max(...[...far.values()].map((x) => x.mp))).toBe(3);
    const near = reachable(moveModule, game([unit('inf', '0103')]), ['inf'], { mode: 'natural' });
    expect(Math.max(...[...near.values()].map((x) => x.mp))).toBe(6);
  });

  it('IX.4.5 a hex holding an enemy unit is never reached', () => {
    const r = reach([unit('inf', '0503'), unit('n-inf', '0606')], ['inf']);
    expect(r.has('0606')).toBe(false);
  });

  it('VI.2 IX.4.3 the second enemy-ZOC hex entered ends the move; the first has no effect', () => {
    const pieces = [unit('inf', '0503'), unit('n-inf', '0606')];
    const r = reach(pieces, ['inf']);
    const view = zocView(moveModule, game(pieces), all);
    const ezoc = (h: string) => inEnemyZoc(view, 'republican', new Set(['inf']), h);
    for (const x of r.values()) {
      const entered = x.path.filter(ezoc).length;
      expect(entered).toBeLessThanOrEqual(2);
      if (entered === 2) expect(ezoc(x.path[x.path.length - 1]!)).toBe(true);
      if (entered === 2) expect(x.stop).toBe(true);
    }
    expect(r.get('0506')).toMatchObject({ stop: false });
    const near = reach([unit('inf', '0605'), unit('n-inf', '0606')], ['inf']);
    expect(near.get('0506')).toMatchObject({ mp: 1, stop: false });
    expect(near.get('0507')).toMatchObject({ mp: 2, stop: true, path: ['0506', '0507'] });
    expect(near.has('0508')).toBe(false);
  });

  it('IX.4.3 leaving an enemy ZOC for a hex outside it costs 2 MP more', () => {
    const r = reach([unit('inf', '0605'), unit('n-inf', '0606')], ['inf']);
    expect(r.get('0604')!.mp).toBe(1 + 2);
    expect(r.get('0505')!.mp).toBe(1 + 2);
    expect(r.get('0506')!.mp).toBe(1);
  });

  it('VI.2 A26 the hex a unit starts in does not count toward the second enemy-ZOC hex (unless so read)', () => {
    const pieces = [unit('inf', '0605'), unit('n-inf', '0606')];
    expect(reach(pieces, ['inf']).get('0506')).toMatchObject({ stop: false });
    const counted = reach(pieces, ['inf'], {}, { readings: { ...READINGS, ezocCountsStart: true } });
    expect(counted.get('0506')).toMatchObject({ stop: true });
  });

  it('VI.2 a unit that has already entered two enemy-ZOC hexes this turn moves no more', () => {
    const pieces = [unit('inf', '0605'), unit('n-inf', '0606')];
    expect(reach(pieces, ['inf'], { marks: { inf: { ezoc: 2, mp: 2, act: 'moved' } } }).size).toBe(0);
  });

  it('IX.4.6 a stack never enters a hex it would overstack, and goes round it', () => {
    const full = [0, 1, 2, 3].map((i) => unit('inf', '0305', { id: `v${i}` }));
    const r = reach([unit('inf', '0205'), ...full], ['inf']);
    expect(r.has('0305')).toBe(false);
    expect(r.has('0405')).toBe(true);
  });

  it('IX.4.7 a unit whose activity is over may not move', () => {
    expect(reach([unit('inf', '0105')], ['inf'], { marks: { inf: { act: 'done' } } }).size).toBe(0);
  });

  it('IX.1 a unit that cannot pay for a neighbouring hex moves that one hex with all its MP', () => {
    const weak = { marks: { inf: { dso: true } } };
    const r = reachable(moveModule, game([unit('inf', '0204')], weak), ['inf'], {
      mode: 'natural',
      supplied: () => false,
    });
    expect(r.get('0203')).toEqual({ place: '0203', mp: 2, path: ['0203'], stop: true, boats: false, ferry: false });
    expect(r.get('0205')).toMatchObject({ mp: 1, stop: false });
  });

  it('IX.1 the one-hex move never crosses the primary river without a crossing', () => {
    const weak = { marks: { inf: { dso: true } } };
    const opts = { mode: 'natural' as const, supplied: () => false };
    const bare = reachable(moveModule, game([unit('inf', '0805')], weak), ['inf'], opts);
    expect(bare.has('0905')).toBe(false);
    const bridged = { ...weak, crossings: crossing('0805', '0905', 'footbridge') };
    expect(reachable(moveModule, game([unit('inf', '0805')], bridged), ['inf'], opts).get('0905')!.mp).toBe(2);
    expect(reachable(moveModule, game([unit('inf', '0405')], weak), ['inf'], opts).has('0505')).toBe(true);
  });
});

describe('out of supply (VIII.8, IX.4.9)', () => {
  it('IX.4.9 an out-of-supply unit may only move nearer (in MP) to its nearest supplied hex', () => {
    const bridges = { ...crossing('0405', '0505', 'footbridge'), ...crossing('0801', '0901', 'footbridge') };
    const s = game([unit('inf', '1108')], { crossings: bridges });
    const distance = supplyDistance(moveModule, s, 'republican');
    const all = reachable(moveModule, s, ['inf'], { mode: 'natural' });
    const legal = towardSupply(all, distance, '1108');
    expect(legal.size).toBeGreaterThan(0);
    expect(legal.size).toBeLessThan(all.size);
    for (const h of legal.keys()) expect(distance.get(h)!).toBeLessThan(distance.get('1108')!);
    expect(legal.has('1109')).toBe(false);
    expect(Math.max(...[...all.values()].map((x) => x.mp))).toBe(3);
  });

  it('IX.4.9 a unit no line of supply can reach has nowhere nearer to go', () => {
    const s = game([unit('inf', '1108')]);
    const all = reachable(moveModule, s, ['inf'], { mode: 'natural' });
    expect(towardSupply(all, supplyDistance(moveModule, s, 'republican'), '1108').size).toBe(0);
  });
});

describe('strategic redeployment (IX.2.5)', () => {
  const road = (pieces: Piece[], vars: Partial<OurWarVars> = {}) => reach(pieces, ['inf'], vars, { mode: 'road' });

  it('IX.2.5 a unit on a road moves along it at 1 MP a hex, terrain ignored, never off it', () => {
    const r = road([unit('inf', '0105')], { crossings: crossing('0405', '0505', 'footbridge') });
    expect(r.get('0705')).toMatchObject({ mp: 6, path: ['0205', '0305', '0405', '0505', '0605', '0705'] });
    expect([...r.keys()].every((h) => h.endsWith('05'))).toBe(true);
  });

  it('IX.2.5 without a fixed crossing the road ends at the river', () => {
    const r = road([unit('inf', '0105')]);
    expect(r.has('0405')).toBe(true);
    expect(r.has('0505')).toBe(false);
  });

  it('IX.2.5 a unit must begin its redeployment on a road', () => {
    expect(road([unit('inf', '0103')]).size).toBe(0);
  });

  it('IX.2.5 redeployment stops short of enemy-controlled hexes', () => {
    const r = road([unit('inf', '0105'), unit('n-inf', '0306')]);
    expect(r.has('0205')).toBe(false);
  });
});

describe('boats (IX.2.7)', () => {
  const stack = [unit('inf', '0803'), unit('boats', '0803')];

  it('IX.2.7 infantry that began stacked with boats cross at the crossing site for nothing and move on', () => {
    expect(boatCrossings(moveModule, game(stack), ['inf'], 'boats')).toEqual(['0903']);
    const r = reach(stack, ['inf'], {}, { boats: 'boats' });
    expect(r.get('0903')).toMatchObject({ mp: 0, boats: true, path: ['0903'] });
    expect(r.get('1003')).toMatchObject({ mp: 1, boats: true });
    expect(reach(stack, ['inf']).get('0903')!.mp).toBe(6);
  });

  it('IX.2.7 boats carry no armour, no more levels than their capacity, not twice, not on a stormy Ebro', () => {
    const s = (pieces: Piece[], vars: Partial<OurWarVars> = {}) => game(pieces, vars);
    expect(boatCrossings(moveModule, s([unit('tank', '0803'), unit('boats', '0803')]), ['tank'], 'boats')).toEqual([]);
    const three = [0, 1, 2].map((i) => unit('inf', '0803', { id: `b${i}` }));
    expect(boatCrossings(moveModule, s([...three, unit('boats', '0803')]), ['b0', 'b1', 'b2'], 'boats')).toEqual([]);
    expect(boatCrossings(moveModule, s(stack, { marks: { boats: { act: 'done' } } }), ['inf'], 'boats')).toEqual([]);
    expect(boatCrossings(moveModule, s(stack, { weather: 'stormy' }), ['inf'], 'boats')).toEqual([]);
    expect(boatCrossings(moveModule, s([unit('inf', '0804'), unit('boats', '0804')]), ['inf'], 'boats')).toEqual([]);
  });
});

describe('ferries (IX.2.7)', () => {
  const ferry = (more = {}) => crossing('0805', '0905', 'ferry', more);

  it('IX.2.7 a ferry carries any one unit over for nothing, and it moves on', () => {
    const r = reach([unit('tank', '0805')], ['tank'], { crossings: ferry() });
    expect(r.get('0905')).toMatchObject({ mp: 0, ferry: true, path: ['0905'] });
    expect(r.get('0906')).toMatchObject({ mp: 1, ferry: true });
    expect(reach([unit('tank', '0805')], ['tank']).has('0905')).toBe(false);
    const walk = reach([unit('tank', '0705')], ['tank'], { crossings: ferry() });
    expect(walk.get('0905')).toMatchObject({ mp: 1, ferry: true, path: ['0805', '0905'] });
  });

  it('IX.2.7 X.II.4 a ferry takes one unit a turn, none when damaged or when enemy ZOC reaches either bank', () => {
    const two = [unit('inf', '0805'), unit('mtn', '0805')];
    expect(reach(two, ['inf', 'mtn'], { crossings: ferry() }).get('0905')?.ferry ?? false).toBe(false);
    expect(reach([unit('tank', '0805')], ['tank'], { crossings: ferry({ used: 1 }) }).has('0905')).toBe(false);
    expect(reach([unit('tank', '0805')], ['tank'], { crossings: ferry({ damage: 1 }) }).has('0905')).toBe(false);
    const guarded = reach([unit('tank', '0805'), unit('n-inf', '1004')], ['tank'], { crossings: ferry() });
    expect(guarded.has('0905')).toBe(false);
  });
});

describe('off-map boxes (XIX.1.1)', () => {
  it('XIX.1.1 from an edge hex into the interior box costs 6 MP, or the whole allowance of a slower unit', () => {
    expect(reach([unit('inf', '0103')], ['inf']).get('west')).toMatchObject({ mp: 6, stop: true });
    expect(reach([unit('art', '0103')], ['art']).get('west')).toMatchObject({ mp: 4, stop: true });
    const moved = { marks: { art: { mp: 1, act: 'moved' as const } } };
    expect(reach([unit('art', '0103')], ['art'], moved).has('west')).toBe(false);
  });

  it('XIX.1.1 from a box a unit enters an edge hex or a linked box for 6 MP', () => {
    const r = reach([unit('inf', 'west')], ['inf']);
    expect(r.get('0107')!.mp).toBe(6);
    expect(r.get('rear')!.mp).toBe(6);
    expect(r.has('0207')).toBe(false);
  });

  it('XIX.1.6 no unit enters a box holding an enemy unit', () => {
    expect(reach([unit('inf', '0103'), unit('n-inf', 'west')], ['inf']).has('west')).toBe(false);
  });
});
