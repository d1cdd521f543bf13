// §3.0 the map as the rules read it: the fewest links from the nearest of some spaces to every other (one search
// that the deployment's "as near as possible" and the scripted player's distance to its objectives share).

import { describe, expect, it } from 'vitest';
import { crusadeModule } from './crusade.fixture.js';
import { geoOf, stepsFrom } from './geo.js';

/** A small map: a–b–c–d in a line, a–e–d the other way round, f alone. */
const LINKS: Record<string, string[]> = { a: ['b', 'e'], b: ['a', 'c'], c: ['b', 'd'], d: ['c', 'e'], e: ['a', 'd'] };
const near = (id: string): string[] => LINKS[id] ?? [];

describe('the fewest links to the nearest source (stepsFrom)', () => {
  it('§3.0 counts each space from the nearest source, 0 at the sources, and leaves out what cannot be reached', () => {
    expect(Object.fromEntries(stepsFrom(['a'], near))).toEqual({ a: 0, b: 1, e: 1, c: 2, d: 2 });
    expect(Object.fromEntries(stepsFrom(['a', 'c'], near))).toEqual({ a: 0, c: 0, b: 1, e: 1, d: 1 });
    expect(stepsFrom(['f'], near)).toEqual(new Map([['f', 0]]));
  });

  it('§3.0 never enters a space it is barred from: the way goes round, or the space is not reached', () => {
    expect(Object.fromEntries(stepsFrom(['a'], near, (x) => x === 'b'))).toEqual({ a: 0, e: 1, d: 2, c: 3 });
    expect(Object.fromEntries(stepsFrom(['a'], near, (x) => x === 'b' || x === 'e'))).toEqual({ a: 0 });
  });

  it("§3.0 on Crusade's map: Madrid's neighbours are one link away, theirs two", () => {
    const geo = geoOf(crusadeModule);
    const links = (x: string) => geo.graph.neighbors(x);
    const steps = stepsFrom(['madrid'], links);
    const one = links('madrid');
    expect(one.length).toBeGreaterThan(2);
    for (const n of one) expect(steps.get(n), n).toBe(1);
    const two = one.flatMap(links).filter((x) => x !== 'madrid' && !one.includes(x));
    expect(two.length).toBeGreaterThan(0);
    for (const n of two) expect(steps.get(n), n).toBe(2);
    expect(steps.size).toBeGreaterThan(100);
  });
});
