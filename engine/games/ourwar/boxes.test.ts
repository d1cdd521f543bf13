import { describe, expect, it } from 'vitest';
import type { MapDef } from '../../core/module.js';
import ebroMap from '../../../assets/modules/ebro/map.json';
import { BOX_MP, boxesOf, boxHolder, boxMoveCost, boxNeighbours, edgeHexes, mayEnterBox } from './boxes.js';
import { fixtureModule, game, hexId, moveModule, unit } from './move.fixture.js';

const column = (c: number) => Array.from({ length: 10 }, (_, i) => hexId(c, i + 1));

describe('off-map boxes (XIX.1)', () => {
  it('XIX.1 the scenario’s boxes are read with their links running both ways', () => {
    const boxes = boxesOf(moveModule, game([]));
    expect(boxes.west).toMatchObject({ kind: 'interior', side: 'republican', edge: 'W', links: ['rear'] });
    expect(boxes.rear!.links).toEqual(['west']);
  });

  it('XIX.1 an interior box touches the outermost hexes of its edge of the map', () => {
    expect(edgeHexes(moveModule, 'W').sort()).toEqual(column(1));
    expect(edgeHexes(moveModule, 'E').sort()).toEqual(column(12));
    const ebro = fixtureModule(ebroMap as unknown as MapDef);
    expect(edgeHexes(ebro, 'W')).toHaveLength(56);
    expect(edgeHexes(ebro, 'N').every((h) => h.startsWith('A:') && h.endsWith('01'))).toBe(true);
    expect(edgeHexes(ebro, 'S').every((h) => h.startsWith('B:') && h.endsWith('28'))).toBe(true);
  });

  it('XIX.1.1 a box borders its linked boxes and (interior) its edge hexes; an edge hex borders its box', () => {
    const s = game([]);
    expect(boxNeighbours(moveModule, s, 'west').sort()).toEqual(['rear', ...column(1)].sort());
    expect(boxNeighbours(moveModule, s, 'rear')).toEqual(['west']);
    expect(boxNeighbours(moveModule, s, '0104')).toEqual(['west']);
    expect(boxNeighbours(moveModule, s, '0204')).toEqual([]);
  });

  it('XIX.1.1 a move into, out of or between boxes costs 6 MP, or the whole allowance of an unmoved unit', () => {
    expect(BOX_MP).toBe(6);
    expect(boxMoveCost(8, 8)).toBe(6);
    expect(boxMoveCost(8, 6)).toBe(6);
    expect(boxMoveCost(8, 5)).toBeNull();
    expect(boxMoveCost(4, 4)).toBe(4);
    expect(boxMoveCost(4, 3)).toBeNull();
    expect(boxMoveCost(0, 0)).toBeNull();
  });

  it('XIX.1 a box is held by the side with units in it, else by the side the scenario gives it', () => {
    expect(boxHolder(moveModule, game([]), 'west')).toBe('republican');
    expect(boxHolder(moveModule, game([unit('n-inf', 'west')]), 'west')).toBe('nationalist');
    expect(boxHolder(moveModule, game([unit('n-plane', 'west')]), 'west')).toBe('republican');
  });

  it('XIX.1.6 no unit enters a box holding an enemy ground unit', () => {
    expect(mayEnterBox(moveModule, game([unit('n-inf', 'west')]), 'republican', 'west')).toBe(false);
    expect(mayEnterBox(moveModule, game([unit('inf', 'west')]), 'republican', 'west')).toBe(true);
    expect(mayEnterBox(moveModule, game([unit('n-plane', 'west')]), 'republican', 'west')).toBe(true);
  });
});
