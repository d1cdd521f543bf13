import { describe, expect, it } from 'vitest';
import { chain, textMap } from './testing/textmap.js';
import { compileMovementMap, compileProfile, terrainCostsFor } from './movement-costs.js';

describe('movement cost compilation', () => {
  const { map, graph } = textMap(
    ['.r~'],
    [
      { a: '0101', b: '0201', features: ['road'] },
      { a: '0201', b: '0101', features: ['river'] }, // the same hexside named from the other side: merged
      ...chain('sea', ['0201', '0301']),
    ],
  );

  it('flattens terrain per node and merges features per hexside, the same from both sides', () => {
    const mm = compileMovementMap(graph, map);
    expect(compileMovementMap(graph, map)).toBe(mm); // cached per graph
    const i = mm.g.index.get('0201')!;
    expect(mm.terrains[mm.terrainOf[i]!]).toBe('rough');
    const setsOf = (a: string, b: string) => {
      const ia = mm.g.index.get(a)!;
      const ib = mm.g.index.get(b)!;
      for (let k = mm.g.start[ia]!; k < mm.g.start[ia + 1]!; k++)
        if (mm.g.adj[k] === ib) return mm.featureSets[mm.slotSet[k]!];
      return undefined;
    };
    expect(setsOf('0101', '0201')).toEqual(['river', 'road']);
    expect(setsOf('0201', '0101')).toEqual(['river', 'road']);
    expect(setsOf('0201', '0301')).toEqual(['sea']);
  });

  it('Isabella 12.7/12.8: prohibited terrain and edges compile to -1, roads and costs to half-MP units', () => {
    const mm = compileMovementMap(graph, map);
    const p = compileProfile(mm, {
      terrain: { clear: 1, rough: 2, '*': 1 },
      prohibitedTerrain: ['sea'],
      edge: { river: 1.5 },
      prohibitedEdges: ['sea'],
      road: { feature: 'road', cost: 0.5 },
    });
    const t = (id: string) => p.terrainUnits[mm.terrains.indexOf(id)];
    expect([t('clear'), t('rough'), t('sea')]).toEqual([2, 4, -1]); // '*' does not override a prohibition
    const set = (fs: string[]) => p.setUnits[mm.featureSets.findIndex((s) => s.join() === fs.join())];
    expect(set(['river', 'road'])).toBe(3);
    expect(set(['sea'])).toBe(-1);
    expect(p.roadUnits).toBe(1);
    expect(() => compileProfile(mm, { terrain: { clear: 1 }, scale: 0 })).toThrow(/scale/);
    expect(() => compileProfile(mm, { terrain: { clear: 1 }, edge: { river: 1 / 3 } })).toThrow(/river/);
    expect(() => compileProfile(mm, { terrain: { clear: 1 / 3 }, scale: 3 })).not.toThrow();
  });

  it('picks terrain costs by unit class priority, null meaning prohibited', () => {
    const table = { marsh: { '*': 2, armor: null, mountain: 1 }, clear: { '*': 1 }, glacier: { ski: 3 } };
    expect(terrainCostsFor(table, ['armor', 'mountain'])).toEqual({ marsh: null, clear: 1 });
    expect(terrainCostsFor(table, ['mountain', 'armor'])).toEqual({ marsh: 1, clear: 1 });
    expect(terrainCostsFor(table, ['ski'])).toEqual({ marsh: 2, clear: 1, glacier: 3 });
  });
});
