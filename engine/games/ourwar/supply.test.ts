import { describe, expect, it } from 'vitest';
import type { GameModule, MapDef } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import ebroMap from '../../../assets/modules/ebro/map.json';
import { crossing, fixtureMap, fixtureModule, game, moveModule, unit, UNITS } from './move.fixture.js';
import type { OurWarVars } from './state.js';
import { inSupply, supplyOf } from './supply.js';

const open = fixtureModule(fixtureMap(12, 10, {}, []));
const supplied = (pieces: Piece[], id: string, vars: Partial<OurWarVars> = {}, module: GameModule = moveModule) => {
  const s = game(pieces, vars);
  return inSupply(module, s, s.pieces.find((p) => p.id === id)!);
};
const road = { crossings: crossing('0405', '0505', 'footbridge') };

describe('supply (VIII)', () => {
  it('VIII.2.1 a unit within 6 MP of the map edge next to its side’s interior box is in supply', () => {
    expect(supplied([unit('inf', '0705')], 'inf', {}, open)).toBe(true);
    expect(supplied([unit('inf', '0805')], 'inf', {}, open)).toBe(false);
    expect(supplied([unit('n-inf', '0605')], 'n-inf', {}, open)).toBe(true);
    expect(supplied([unit('n-inf', '0505')], 'n-inf', {}, open)).toBe(false);
  });

  it('VIII.5 at night the line of 6 MP is halved (3), unless the side has surprise', () => {
    expect(supplied([unit('inf', '0405')], 'inf', { part: 'night' }, open)).toBe(true);
    expect(supplied([unit('inf', '0505')], 'inf', { part: 'night' }, open)).toBe(false);
  });

  it('VIII.2.6 a line crosses water only by a fixed crossing, and stops beyond one that carries no road', () => {
    expect(supplied([unit('inf', '0504')], 'inf')).toBe(false);
    const bridged = { crossings: crossing('0404', '0504', 'footbridge') };
    expect(supplied([unit('inf', '0504')], 'inf', bridged)).toBe(true);
    expect(supplied([unit('inf', '0604')], 'inf', bridged)).toBe(false);
    expect(supplied([unit('inf', '0504')], 'inf', { crossings: crossing('0404', '0504', 'boats') })).toBe(false);
  });

  it('VIII.2.4 a line runs the whole length of a road outside enemy control, over a bridge that carries it', () => {
    expect(supplied([unit('inf', '0805')], 'inf', road)).toBe(true);
    expect(supplied([unit('inf', '0806')], 'inf', road)).toBe(false);
    expect(supplied([unit('inf', '0805')], 'inf')).toBe(false);
    const hurt = { crossings: crossing('0405', '0505', 'footbridge', { damage: 1 }) };
    expect(supplied([unit('inf', '0805')], 'inf', hurt)).toBe(false);
  });

  it('VI.3 VIII.4 no line passes an enemy-controlled hex; a hex both sides’ ZOCs reach lets it pass', () => {
    expect(supplied([unit('inf', '0805'), unit('n-inf', '0506')], 'inf', road)).toBe(false);
    const shared = [unit('inf', '0805'), unit('n-inf', '0506'), unit('inf', '0604', { id: 'guard' })];
    expect(supplied(shared, 'inf', road)).toBe(true);
  });

  it('VIII.2.2 VII.2.3 supply runs down the chain of command, HQ to HQ within each one’s supply range', () => {
    const chain = [unit('corps-v', '0805'), unit('div', '0808'), unit('inf', '0810')];
    expect(supplied(chain, 'div', road)).toBe(true);
    expect(supplied(chain, 'inf', road)).toBe(true);
    expect(
      supplied(
        chain.filter((p) => p.id !== 'div'),
        'inf',
        road,
      ),
    ).toBe(false);
    expect(supplied([unit('corps-v', '0805'), unit('div', '0810')], 'div', road)).toBe(true);
  });

  it('VII.2.3 VIII.5 a unit beyond its HQ’s supply range in MP is out of supply; night halves the range', () => {
    const chain = [unit('corps-v', '0805'), unit('div', '0806'), unit('inf', '0810')];
    expect(supplied(chain, 'inf', road)).toBe(true);
    expect(supplied(chain, 'inf', { ...road, part: 'night' })).toBe(false);
    expect(supplied(chain, 'div', { ...road, part: 'night' })).toBe(true);
    const rough = { ...road, terrainState: 'mud' as const };
    expect(supplied(chain, 'inf', rough)).toBe(false);
  });

  it('VII.2.4 a unit assigned directly to an army draws supply from any HQ in range', () => {
    const pieces = [unit('corps-xv', '0805'), unit('direct', '0808'), unit('inf-xv', '0809')];
    expect(supplied(pieces, 'direct', road)).toBe(true);
    expect(supplied([unit('div', '0805'), unit('inf-xv', '0808')], 'inf-xv', road)).toBe(false);
  });

  it('VII.3 once a division HQ is gone its units draw supply from the HQ above it', () => {
    const chain = [unit('corps-v', '0805'), unit('inf', '0808')];
    expect(supplied([...chain, unit('div', 'dead')], 'inf', road)).toBe(true);
    expect(supplied([...chain, unit('div', '1210')], 'inf', road)).toBe(false);
    expect(supplied([...chain, unit('div', 'reinforcements')], 'inf', road)).toBe(false);
  });

  it('VII.3 on the turn its HQ is lost a unit draws no supply from the HQ above, only by a line of its own', () => {
    const lost = { ...road, fallen: { div: { turn: 1, captured: false } } };
    const chain = [unit('corps-v', '0805'), unit('inf', '0808'), unit('div', 'dead')];
    expect(supplied(chain, 'inf', lost)).toBe(false);
    // a line from the map edge or a road is an alternative route: it still serves
    expect(supplied([unit('corps-v', '0805'), unit('inf', '0305'), unit('div', 'dead')], 'inf', lost)).toBe(true);
    // VII.4 a captured HQ the same; from the next turn the HQ above supplies them
    expect(supplied(chain, 'inf', { ...lost, fallen: { div: { turn: 1, captured: true } } })).toBe(false);
    const s = { ...game(chain, lost), turn: 2 };
    expect(supplyOf(moveModule, s, 'republican').units.has('inf')).toBe(true);
  });

  it('VII.5 a reconstituted HQ that has not rejoined its units supplies no one; its units draw on the HQ above', () => {
    const near = [unit('corps-v', '0205'), unit('div', '0805'), unit('direct', '0810')];
    expect(supplied(near, 'direct', road)).toBe(true);
    expect(supplied(near, 'div', { ...road, rejoining: ['div'] })).toBe(true);
    expect(supplied(near, 'direct', { ...road, rejoining: ['div'] })).toBe(false);
    const chain = [unit('corps-v', '0805'), unit('div', '0205'), unit('inf', '0810')];
    expect(supplied(chain, 'inf', road)).toBe(false);
    expect(supplied(chain, 'inf', { ...road, rejoining: ['div'] })).toBe(true);
  });

  it('VIII.9 a disorganised HQ is supplied but passes no supply on', () => {
    const chain = [unit('corps-v', '0805'), unit('div', '0808'), unit('inf', '0810')];
    const dso = { ...road, marks: { div: { dso: true } } };
    expect(supplied(chain, 'div', dso)).toBe(true);
    expect(supplied(chain, 'inf', dso)).toBe(false);
  });

  it('VIII.3 units in their side’s exterior box or an interior box it holds are in supply; not the enemy’s', () => {
    expect(supplied([unit('inf', 'rear')], 'inf')).toBe(true);
    expect(supplied([unit('inf', 'west')], 'inf')).toBe(true);
    expect(supplied([unit('inf', 'n-rear')], 'inf')).toBe(false);
  });

  it('XIX.1.6 an interior box holding an enemy unit supplies nothing', () => {
    expect(supplied([unit('inf', '0103'), unit('n-inf', 'west')], 'inf')).toBe(false);
  });

  it('VIII.7 the side with surprise is in supply unless enemy units and impassable terrain surround it', () => {
    const surprise = { surprise: { side: 'republican' as const, turn: 1 } };
    expect(supplied([unit('inf', '1108')], 'inf')).toBe(false);
    expect(supplied([unit('inf', '1108')], 'inf', surprise)).toBe(true);
    const ring = ['1107', '1109', '1007', '1008', '1207', '1208'].map((h, i) => unit('n-inf', h, { id: `n${i}` }));
    expect(supplied([unit('inf', '1108'), ...ring], 'inf', surprise)).toBe(false);
  });

  it('XV.7 a unit that used intensive fire is out of supply for the rest of the turn', () => {
    expect(supplied([unit('inf', '0105')], 'inf', { marks: { inf: { intensive: true } } })).toBe(false);
  });

  it('VIII the supply of both sides on the Ebro map with 200 units takes a few milliseconds', () => {
    const boxes = {
      w: { kind: 'interior' as const, side: 'nationalist' as const, edge: 'W' as const, links: [] },
      e: { kind: 'interior' as const, side: 'republican' as const, edge: 'E' as const, links: [] },
    };
    const module = fixtureModule(ebroMap as unknown as MapDef, boxes);
    const land = module.map.hexes.filter((h) => h.terrain !== 'sea').map((h) => h.id);
    const defs = UNITS.filter((u) => u.type !== 'air' && u.type !== 'boats');
    const pieces = Array.from({ length: 200 }, (_, i) => {
      const d = defs[i % defs.length]!;
      return { ...unit(d.id, land[(i * 97) % land.length]!), id: `u${i}` };
    });
    const vars = { crossings: crossing('A:1205', 'A:1206', 'footbridge') };
    supplyOf(module, game(pieces, vars), 'nationalist');
    const s = game(pieces, vars);
    const t0 = performance.now();
    const n = supplyOf(module, s, 'nationalist').units.size + supplyOf(module, s, 'republican').units.size;
    const ms = performance.now() - t0;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(200);
    expect(ms).toBeLessThan(100);
    console.log(`supply of 200 units on the Ebro map: ${ms.toFixed(1)} ms`);
  });
});
