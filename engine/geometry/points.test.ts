import { describe, expect, it } from 'vitest';
import type { MapDef } from '../core/module.js';
import { connectionKey, createPointGraph } from './points.js';

// A fragment of the Crusade and Revolution map built from the facts the rulebook states (digest §2.1.4):
// A1 Hellín–Murcia river; A2 Mallorca–Beach Head arrow; A5 Madrid–Illescas; A6 Segovia–Somosierra (not a river);
// A7 Somosierra–Aranda de Duero river; A8 Madrid–Guadarrama; plus a border line to France (§2.1.2).
const space = (id: string, x = 0, y = 0) => ({ id, name: id, x, y });
const map: MapDef = {
  kind: 'points',
  terrain: [],
  hexes: [],
  hexsides: [],
  boxes: [],
  prov: { source: 'reconstructed', reason: 'test fixture' },
  spaces: [
    'Madrid',
    'Illescas',
    'Guadarrama',
    'Segovia',
    'Somosierra',
    'Aranda',
    'Hellin',
    'Murcia',
    'Mallorca',
    'BeachHead',
    'Figueras',
    'France',
  ].map((id, i) => space(id, i * 10, i * 5)),
  connections: [
    { a: 'Madrid', b: 'Illescas', type: 'solid' },
    { a: 'Madrid', b: 'Guadarrama', type: 'solid' },
    { a: 'Guadarrama', b: 'Segovia', type: 'solid' },
    { a: 'Segovia', b: 'Somosierra', type: 'solid' },
    { a: 'Somosierra', b: 'Aranda', type: 'river' },
    { a: 'Hellin', b: 'Murcia', type: 'river' },
    { a: 'Mallorca', b: 'BeachHead', type: 'beachHeadArrow' },
    { a: 'Figueras', b: 'France', type: 'border' },
  ],
};

describe('point-to-point graph', () => {
  const g = createPointGraph(map);

  it('lists spaces and typed connections from both ends', () => {
    expect(g.nodes()).toHaveLength(12);
    expect(createPointGraph(map)).toBe(g); // once per map object
    expect(g.neighbors('Madrid')).toEqual(['Illescas', 'Guadarrama']);
    expect(g.neighbors('Illescas')).toEqual(['Madrid']);
    expect(g.connectionTypes('Aranda', 'Somosierra')).toEqual(['river']); // A7
    expect(g.connectionTypes('Segovia', 'Somosierra')).toEqual(['solid']); // A6: not a river
    expect(g.connectionTypes('Madrid', 'Segovia')).toEqual([]);
    expect(g.edgeKey('Murcia', 'Hellin')).toBe(connectionKey('Hellin', 'Murcia'));
    expect(g.center('Illescas')).toEqual({ x: 10, y: 5 });
    expect(g.has('Barcelona')).toBe(false);
    expect(() => g.neighbors('Barcelona')).toThrow(/not a space/);
  });

  it('Crusade §2.1.2: "Adjacent" means solid, river or an active beach-head arrow, never a border line', () => {
    const adjacent = ['solid', 'river', 'beachHeadArrow'];
    expect(g.neighborsVia('Figueras', adjacent)).toEqual([]);
    expect(g.neighborsVia('Figueras', ['border'])).toEqual(['France']);
    expect(g.neighborsVia('Mallorca', ['solid', 'river'])).toEqual([]); // marker not on the map: arrow unusable
    expect(g.neighborsVia('Mallorca', adjacent)).toEqual(['BeachHead']);
  });

  it('counts steps along allowed connections', () => {
    expect(g.steps('Madrid', 'Aranda')).toBe(4);
    expect(g.steps('Madrid', 'Aranda', ['solid'])).toBe(Infinity);
    expect(g.steps('Madrid', 'Madrid')).toBe(0);
    expect(g.steps('Madrid', 'Murcia')).toBe(Infinity);
  });

  it('merges repeated connections and rejects bad data', () => {
    const twice = createPointGraph({
      ...map,
      connections: [...map.connections!, { a: 'Illescas', b: 'Madrid', type: 'river' }],
    });
    expect(twice.connectionTypes('Madrid', 'Illescas')).toEqual(['river', 'solid']);
    expect(twice.neighbors('Madrid')).toEqual(['Illescas', 'Guadarrama']);
    expect(() => createPointGraph({ ...map, connections: [{ a: 'Madrid', b: 'Toledo', type: 'solid' }] })).toThrow(
      /Toledo/,
    );
    expect(() => createPointGraph({ ...map, connections: [{ a: 'Madrid', b: 'Madrid', type: 'solid' }] })).toThrow(
      /itself/,
    );
    expect(() => createPointGraph({ ...map, spaces: [space('A'), space('A')], connections: [] })).toThrow(/twice/);
    expect(() => createPointGraph({ ...map, kind: 'hex' })).toThrow(/not "points"/);
  });
});
