import { describe, expect, it } from 'vitest';
import { textMap } from './testing/textmap.js';
import { effectiveEZOC, mapUnitsOf, soleZoc, zocFromNodes, zocOf } from './zoc.js';
import type { Piece } from '../core/types.js';

describe('zones of control', () => {
  it('Isabella 7.1/7.3: every ground unit exerts ZOC into its six neighbours; one unit or many, the same ZOC', () => {
    const { map, graph } = textMap(['.....', '.....', '.....']);
    const one = zocOf(graph, map, [{ id: 'a', node: '0302', side: 'axis' }]);
    expect(one.nodes().sort()).toEqual(graph.neighbors('0302').slice().sort());
    expect(one.has('0302')).toBe(false); // Isabella: into the adjacent hexes only
    const stack = zocOf(graph, map, [
      { id: 'a', node: '0302', side: 'axis' },
      { id: 'b', node: '0302', side: 'axis' },
    ]);
    expect(stack.nodes()).toEqual(one.nodes());
    // both sides' ZOCs may cover the same hex (7.3): fields are independent
    const allied = zocOf(graph, map, [{ id: 'c', node: '0502', side: 'allied' }]);
    expect(allied.has('0402') && one.has('0402')).toBe(true);
  });

  it('Isabella 7.3 (example R6): a unit in Gibraltar 1422 exerts ZOC only into 1421', () => {
    const { map, graph } = textMap(
      ['~.', 'c.', '.c', '~~'],
      [
        { a: '1321', b: '1322', features: ['strait'] },
        { a: '1422', b: '1322', features: ['strait'] },
        { a: '1421', b: '1322', features: ['sea'] },
        { a: '1422', b: '1323', features: ['sea'] },
        { a: '1422', b: '1423', features: ['sea'] },
      ],
      { firstCol: 13, firstRow: 20 },
    );
    const ggb = [{ id: '1/2GGB', node: '1422', side: 'allied' }];
    // default: straits block ZOC like all-sea (Isabella digest §11.4 item 7)
    expect(zocOf(graph, map, ggb, { blockingEdges: ['sea', 'strait'], blockingTerrain: ['sea'] }).nodes()).toEqual([
      '1421',
    ]);
    // the literal 7.3 text (only all-sea blocks) would also reach Tangier
    expect(
      zocOf(graph, map, ggb, { blockingEdges: ['sea'], blockingTerrain: ['sea'] })
        .nodes()
        .sort(),
    ).toEqual(['1322', '1421']);
    // a map without hexside data gets the same answer from the per-hex override
    expect(zocOf(graph, map, ggb, { onlyInto: { '1422': ['1421'] } }).nodes()).toEqual(['1421']);
    // markers and units flagged without ZOC exert none (Isabella 7.2)
    expect(zocOf(graph, map, [{ id: 'bh', node: '1421', side: 'allied', marker: true }]).nodes()).toEqual([]);
  });

  it('Ebro VI: ZOC radius 2 for guerrillas, stopped by water without a crossing', () => {
    const { map, graph } = textMap(
      ['.....'],
      [
        { a: '0201', b: '0301', features: ['river'] },
        { a: '0401', b: '0501', features: ['river', 'bridge'] },
      ],
    );
    const rules = { blockingEdges: ['river'], unblockingEdges: ['bridge'], includeOwnNode: true };
    expect(zocOf(graph, map, [{ id: 'g', node: '0101', side: 'rep', zocRadius: 2 }], rules).nodes()).toEqual([
      '0101',
      '0201',
    ]);
    expect(zocOf(graph, map, [{ id: 'g', node: '0301', side: 'rep', zocRadius: 2 }], rules).nodes()).toEqual([
      '0301',
      '0401',
      '0501',
    ]);
  });

  it('a unit flagged without ZOC, or with its own list, and a field built from a list', () => {
    const { map, graph } = textMap(['...']);
    expect(zocOf(graph, map, [{ id: 'p', node: '0201', side: 'allied', zoc: false }]).nodes()).toEqual([]);
    expect(zocOf(graph, map, [{ id: 'g', node: '0201', side: 'allied', zocOnlyInto: ['0301'] }]).nodes()).toEqual([
      '0301',
    ]);
    expect(zocFromNodes(graph, map, ['0101', '0301']).has('0201')).toBe(false);
    expect(() => zocOf(graph, map, [{ id: 'x', node: '9999', side: 'allied' }])).toThrow(/x stands on "9999"/);
    expect(() => zocFromNodes(graph, map, ['0909'])).toThrow(/not on the map/);
  });

  it('ZOC fields of different maps cannot be combined', () => {
    const a = textMap(['...']);
    const b = textMap(['...']);
    expect(() => effectiveEZOC(zocFromNodes(a.graph, a.map, []), zocFromNodes(b.graph, b.map, []))).toThrow(
      /different maps/,
    );
  });

  it('Isabella 7.7 (examples R7, R8): an uncontested ZOC takes Cordoba 1919; a contested one changes nothing', () => {
    const { map, graph } = textMap(['.....', '.....', '.....'], [], { firstCol: 17, firstRow: 18 });
    const allied = zocOf(graph, map, [{ id: 'us', node: '2019', side: 'allied' }]); // moved next to Cordoba
    const noAxis = zocOf(graph, map, []);
    expect(soleZoc('1919', { allied, axis: noAxis })).toBe('allied'); // R7: Cordoba becomes Allied-controlled
    const axis = zocOf(graph, map, [{ id: 'fs', node: '1819', side: 'axis' }]);
    expect(soleZoc('1919', { allied, axis })).toBeNull(); // R8: contested, no change
    expect(soleZoc('1719', { allied, axis })).toBe('axis');
    expect(soleZoc('2118', { allied: noAxis, axis: noAxis })).toBeNull();
  });

  it('Isabella 7.7: an actual enemy unit standing in the hex contests a ZOC as an enemy ZOC does', () => {
    const { map, graph } = textMap(['.....', '.....', '.....'], [], { firstCol: 17, firstRow: 18 });
    const allied = zocOf(graph, map, [{ id: 'us', node: '2019', side: 'allied' }]);
    const axis = zocOf(graph, map, []); // an Axis unit in Cordoba itself, with no other Axis unit around
    expect(soleZoc('1919', { allied, axis }, ['axis'])).toBeNull();
    expect(soleZoc('1919', { allied, axis }, ['allied'])).toBe('allied'); // friendly units do not contest
    expect(soleZoc('1919', { allied, axis }, [])).toBe('allied');
  });

  it('Ebro VI / Fig. 9 (example EX-8): own hex plus six neighbours, minus those across water without a fixed crossing', () => {
    const { map, graph } = textMap(
      ['...', '...', '...'],
      [
        { a: '0202', b: '0201', features: ['river'] },
        { a: '0202', b: '0302', features: ['river', 'ferry'] }, // boats and ferries never carry ZOC
        { a: '0202', b: '0203', features: ['river', 'bridge'] },
      ],
    );
    const rules = { blockingEdges: ['river', 'impassable'], unblockingEdges: ['bridge'], includeOwnNode: true };
    const z = zocOf(graph, map, [{ id: 'bn', node: '0202', side: 'rep' }], rules);
    expect(z.nodes().sort()).toEqual(['0102', '0103', '0202', '0203', '0303']);
  });

  it('reads units on the map from game pieces, leaving boxes out and flagging markers', () => {
    const piece = (id: string, at: Piece['at'], kind: Piece['kind'] = 'unit'): Piece => ({
      id,
      def: id,
      kind,
      side: 'axis',
      at,
      steps: 1,
      disrupted: false,
    });
    const units = mapUnitsOf(
      [
        piece('a', { kind: 'hex', hex: '0101' }),
        piece('b', { kind: 'box', box: 'dead' }),
        piece('m', { kind: 'hex', hex: '0201' }, 'marker'),
        piece('s', { kind: 'space', space: 'Madrid' }),
      ],
      (p) => (p.id === 'a' ? { zocRadius: 2 } : {}),
    );
    expect(units).toEqual([
      { id: 'a', node: '0101', side: 'axis', zocRadius: 2 },
      { id: 'm', node: '0201', side: 'axis', marker: true },
      { id: 's', node: 'Madrid', side: 'axis' },
    ]);
  });
});
