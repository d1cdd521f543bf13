import { describe, expect, it } from 'vitest';
import { textMap } from './testing/textmap.js';
import { moveStackChecks, overstacked, stackPointsOf, stackingState } from './stacking.js';

const units = (node: string, n: number, side = 'allied') =>
  Array.from({ length: n }, (_, i) => ({ id: `${node}-${side}-${i}`, node, side }));

describe('stacking', () => {
  it('Isabella 6.1/6.5: every ground unit counts 1 whatever its size; markers count 0', () => {
    expect(stackPointsOf({ id: 'c', node: 'x', side: 'a' })).toBe(1);
    expect(stackPointsOf({ id: 'm', node: 'x', side: 'a', marker: true, stackPoints: 3 })).toBe(0);
    expect(stackPointsOf({ id: 'b', node: 'x', side: 'a', stackPoints: 4 })).toBe(4);
  });

  it('Isabella 6.3: four per hex, but Gibraltar 1422 holds one, for either side', () => {
    const { map, graph } = textMap(['..', '.c'], [], { firstCol: 13, firstRow: 21 });
    const rules = { limit: 4, perNode: { '1422': 1 } };
    const axis = stackingState(graph, map, [...units('1422', 1, 'axis'), ...units('1321', 4, 'axis')], 'axis', rules);
    expect(axis.limit('1422')).toBe(1);
    expect(axis.canAdd('1422', 1)).toBe(false);
    expect(axis.canAdd('1321', 1)).toBe(false);
    expect(axis.canAdd('1421', 4)).toBe(true);
    expect(axis.canAdd('1421', 5)).toBe(false);
  });

  it('Isabella 6.1: never with the enemy (and the option to allow it, for Ebro bridgeheads)', () => {
    const { map, graph } = textMap(['..']);
    const all = [...units('0101', 1, 'axis'), { id: 'air', node: '0201', side: 'axis', marker: true }];
    expect(stackingState(graph, map, all, 'allied', { limit: 4 }).canAdd('0101', 1)).toBe(false);
    expect(stackingState(graph, map, all, 'allied', { limit: 4 }).canAdd('0201', 1)).toBe(true); // markers only
    expect(stackingState(graph, map, all, 'allied', { limit: 4, neverWithEnemy: false }).canAdd('0101', 1)).toBe(true);
  });

  it('Isabella 6.6: over-stacked hexes are reported with their excess', () => {
    const { map, graph } = textMap(['...']);
    const st = stackingState(graph, map, [...units('0101', 5), ...units('0201', 4)], 'allied', { limit: 4 });
    expect(overstacked(st, graph.nodes())).toEqual([{ node: '0101', used: 5, limit: 4 }]);
  });

  it('a moving unit is not counted twice in the hex it starts from', () => {
    const { map, graph } = textMap(['..']);
    const mover = { id: 'm', node: '0101', side: 'allied' };
    const st = stackingState(graph, map, [mover, ...units('0101', 3)], 'allied', { limit: 4 });
    const checks = moveStackChecks(st, mover, true);
    expect(checks.canEnd('0101')).toBe(true);
    expect(checks.canEnter('0201')).toBe(true);
    expect(() =>
      stackingState(graph, map, [{ id: 'z', node: '0909', side: 'allied' }], 'allied', { limit: 4 }),
    ).toThrow(/not on the map/);
  });

  it('SFE §5.01/§5.04: three units, the first leader free; Ebro XI: stacking points per terrain', () => {
    const { map, graph } = textMap(['.r']);
    const sfe = { limit: 3, freePerNode: { leader: 1, supply: Infinity } };
    const pcs = [
      ...units('0101', 3),
      { id: 'L1', node: '0101', side: 'de', stackClass: 'leader' },
      { id: 'S1', node: '0101', side: 'de', stackClass: 'supply' },
    ].map((u) => ({ ...u, side: 'de' }));
    const st = stackingState(graph, map, pcs, 'de', sfe);
    expect(st.used('0101')).toBe(3);
    const two = stackingState(
      graph,
      map,
      [...pcs, { id: 'L2', node: '0101', side: 'de', stackClass: 'leader' }],
      'de',
      sfe,
    );
    expect(two.used('0101')).toBe(4);
    const ebro = { limit: 12, byTerrain: { rough: 8 } };
    const big = [
      { id: 'a', node: '0201', side: 'rep', stackPoints: 4 },
      { id: 'b', node: '0201', side: 'rep', stackPoints: 4 },
    ];
    const es = stackingState(graph, map, big, 'rep', ebro);
    expect(es.limit('0201')).toBe(8);
    expect(es.limit('0101')).toBe(12);
    expect(es.canAdd('0201', 1)).toBe(false);
    expect(es.canAdd('0101', 12)).toBe(true);
  });
  it('Crusade §9.1.4 (example T-49): a space with 4 units of one side is one over the limit of three', () => {
    const { map, graph } = textMap(['..']);
    const st = stackingState(graph, map, units('0101', 4, 'nat'), 'nat', { limit: 3 });
    expect(overstacked(st, graph.nodes())).toEqual([{ node: '0101', used: 4, limit: 3 }]);
  });
});
