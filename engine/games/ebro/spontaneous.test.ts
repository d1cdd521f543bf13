import { describe, expect, it } from 'vitest';
import type { GameState, Piece } from '../../core/types.js';
import { noEffects } from '../ourwar/losses.js';
import { NAT, REP } from '../ourwar/state.js';
import { mapGraph, terrainOf } from '../ourwar/terrain.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { openGround, spontaneousRetreat } from './spontaneous.js';
import { varsOf } from './state.js';

/** Six Nationalist battalions from three hexes attack a Republican battalion and engineers (3 levels) at A:1524,
 *  clear ground; the way east (A:1525) open. */
function assault(seed: string, options: Record<string, unknown>) {
  const s = segment('combat', NAT, { supportOrders: { [REP]: { hq: false, fire: false } }, options }, seed);
  return placed(s, {
    'R-35D-XV-3': 'A:1524',
    'R-XV-E1': 'A:1524',
    'N-50D-ART1': { box: 'dead' },
    'N-50D-13': 'A:1523',
    'N-50D-7': 'A:1523',
    'N-50D-8': 'A:1623',
    'N-50D-10': 'A:1623',
    'N-50D-9': 'A:1423',
    'N-50D-11': 'A:1423',
  });
}
const ATTACKERS = ['N-50D-13', 'N-50D-7', 'N-50D-8', 'N-50D-10', 'N-50D-9', 'N-50D-11'];
const DEFENDERS = ['R-35D-XV-3', 'R-XV-E1'];

/** The levels a set of units has on the map. */
const levelsOn = (s: GameState, ids: string[]) =>
  s.pieces.filter((p) => ids.includes(p.id) && p.at.kind === 'hex').reduce((n, p) => n + p.steps, 0);

/** Attacks, then answers any retreat choice with the first hex offered. */
function fought(s: GameState) {
  let r = act(s, NAT, 'attack', { pieces: ATTACKERS, hex: 'A:1524' });
  const events = [...r.events];
  while (varsOf(r.state).step === 'retreat') {
    r = act(r.state, REP, 'retreat', listed(r.state, REP, 'retreat')[0]!.args!);
    events.push(...r.events);
  }
  return { state: r.state, events };
}

describe('XX.2.6 spontaneous retreat', () => {
  it('XX.2.6 defending Republicans losing more than half their levels on clear ground retreat two hexes', () => {
    let seen = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = assault(String(seed), { spontaneousRetreat: true });
      const { state, events } = fought(s);
      const lost = 3 - levelsOn(state, DEFENDERS);
      const left = DEFENDERS.filter((id) => state.pieces.find((p) => p.id === id)!.at.kind === 'hex');
      const spont = events.find((e) => e.type === 'spontaneous');
      if (lost * 2 <= 3 || left.length === 0) {
        expect(spont).toBeUndefined();
        continue;
      }
      seen += 1;
      expect(spont).toMatchObject({ side: REP, hex: 'A:1524', hexes: 2 });
      const steps = events.filter((e) => e.type === 'retreated');
      expect(steps).toHaveLength(2);
      const g = mapGraph(ebroModule);
      const at = state.pieces.find((p) => p.id === left[0])!.at as { hex: string };
      expect(g.distance!('A:1524', at.hex)).toBe(2);
      // without the option the same roll sends them one hex
      const plain = fought(assault(String(seed), {}));
      expect(plain.events.some((e) => e.type === 'spontaneous')).toBe(false);
      expect(plain.events.filter((e) => e.type === 'retreated').length).toBeLessThan(2);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('XX.2.6 a broken side is more than half its levels lost; all its remaining units retreat, Nationalists one hex', () => {
    const s = segment('combat', NAT, { options: { spontaneousRetreat: true } });
    const unit = (id: string, steps: number) => ({ ...s.pieces.find((p) => p.id === id)!, steps }) as Piece;
    const [a, b] = [unit('N-50D-13', 2), unit('N-50D-GC', 1)];
    const [c, e] = [unit('R-35D-XV-3', 2), unit('R-XV-E1', 2)];
    const fxA = noEffects();
    fxA.levels = { 'N-50D-13': 2 };
    fxA.eliminated = ['N-50D-13'];
    const fxD = noEffects();
    fxD.levels = { 'R-35D-XV-3': 1, 'R-XV-E1': 1 };
    const out = spontaneousRetreat(ebroModule, s, 'A:1524', { attackers: [a, b], defenders: [c, e], fxA, fxD });
    // 2 of 3 attacking levels: broken, the survivor retreats; 2 of 4 defending: half, not more
    expect(out.broken).toEqual(['attacker']);
    expect(fxA.retreat).toEqual(['N-50D-GC']);
    expect(fxD.retreat).toEqual([]);
    expect(out.hexes).toEqual({ attacker: 1, defender: 1 });
    // Nationalist defenders retreat one hex when broken
    const fxN = noEffects();
    fxN.levels = { 'N-50D-13': 2 };
    fxN.eliminated = ['N-50D-13'];
    const nat = spontaneousRetreat(ebroModule, s, 'A:1524', {
      attackers: [c],
      defenders: [a, b],
      fxA: noEffects(),
      fxD: fxN,
    });
    expect(nat).toMatchObject({ broken: ['defender'], hexes: { attacker: 1, defender: 1 } });
    // with the option off nothing changes
    const off = segment('combat', NAT);
    const fxOff = noEffects();
    fxOff.levels = { 'N-50D-13': 2 };
    fxOff.eliminated = ['N-50D-13'];
    const none = spontaneousRetreat(ebroModule, off, 'A:1524', {
      attackers: [a, b],
      defenders: [c],
      fxA: fxOff,
      fxD: noEffects(),
    });
    expect(none.broken).toEqual([]);
    expect(fxOff.retreat).toEqual([]);
  });

  it('XX.2.6 only clear hexes with no trench or fortification, neither devastated nor destroyed', () => {
    const s = segment('combat', NAT);
    expect(openGround(ebroModule, s, 'A:1524')).toBe(true);
    const rough = mapGraph(ebroModule)
      .nodes()
      .find((h) => terrainOf(ebroModule, h).cls === 'rough')!;
    expect(openGround(ebroModule, s, rough)).toBe(false);
    const works = (w: object): GameState => ({
      ...s,
      vars: { ...s.vars, works: { 'A:1524': w } } as GameState['vars'],
    });
    expect(openGround(ebroModule, works({ trench: { side: REP, building: 0, damage: 0 } }), 'A:1524')).toBe(false);
    expect(openGround(ebroModule, works({ fort: { side: REP, building: 0, damage: 0 } }), 'A:1524')).toBe(false);
    expect(openGround(ebroModule, works({ ruin: 'devastated' }), 'A:1524')).toBe(false);
    // a trench still being dug is no construction yet
    expect(openGround(ebroModule, works({ trench: { side: REP, building: 2, damage: 0 } }), 'A:1524')).toBe(true);
  });
});
