import { describe, expect, it } from 'vitest';
import { chain, textMap } from './testing/textmap.js';
import { checkPath } from './movement-path.js';
import { reachable, type MoveOptions } from './movement.js';
import { moveStackChecks, stackingState } from './stacking.js';
import { zocFromNodes, zocOf } from './zoc.js';

// Isabella 12.5–12.8 costs (river placeholder +1, see movement.test.ts)
const profile = {
  terrain: { clear: 1, rough: 2, mountain: 2 },
  prohibitedTerrain: ['sea'],
  edge: { river: 1 },
  prohibitedEdges: ['sea'],
  road: { feature: 'road', cost: 0.5 },
};

describe('checkPath', () => {
  const { map, graph } = textMap(
    ['..r..', '.....', '..~..'],
    [...chain('road', ['0101', '0201', '0301']), ...chain('river', ['0401', '0501'])],
  );

  it('accepts a legal path and returns its cost, the same as the reach search', () => {
    const opts: MoveOptions = { profile, mp: 4 };
    const path = ['0101', '0201', '0301', '0401', '0501'];
    expect(checkPath(graph, map, path, opts)).toEqual({ ok: true, cost: 4, mustStop: false, minimumMove: false });
    expect(reachable(graph, map, '0101', opts).get('0501')!.cost).toBe(4);
    expect(checkPath(graph, map, ['0101'], opts)).toMatchObject({ ok: true, cost: 0 });
  });

  it('names the first failing step and why', () => {
    const opts: MoveOptions = { profile, mp: 3 };
    expect(checkPath(graph, map, [], opts)).toMatchObject({ ok: false, reason: 'empty' });
    expect(checkPath(graph, map, ['0101', '9999'], opts)).toMatchObject({ ok: false, index: 1, reason: 'offMap' });
    expect(checkPath(graph, map, ['0101', '0301'], opts)).toMatchObject({ ok: false, index: 1, reason: 'notAdjacent' });
    expect(checkPath(graph, map, ['0202', '0303'], opts)).toMatchObject({ ok: false, index: 1, reason: 'prohibited' }); // 12.7 sea
    const r = checkPath(graph, map, ['0101', '0201', '0301', '0401', '0501'], opts);
    expect(r).toMatchObject({ ok: false, index: 4, reason: 'noMP' }); // 12.3
    expect(checkPath(graph, map, ['0101', '0201'], { ...opts, blocked: new Set(['0201']) })).toMatchObject({
      reason: 'blocked',
    }); // 6.1
  });

  it('Isabella 7.5: stop on entering an EZOC, never EZOC to EZOC', () => {
    const ezoc = zocFromNodes(graph, map, ['0201', '0202', '0302']);
    const opts: MoveOptions = { profile, mp: 6, ezoc, zoc: { noZocToZoc: true } };
    expect(checkPath(graph, map, ['0101', '0201'], opts)).toMatchObject({ ok: true, mustStop: true });
    expect(checkPath(graph, map, ['0101', '0201', '0301'], opts)).toMatchObject({
      ok: false,
      index: 2,
      reason: 'stoppedInZoc',
    });
    expect(checkPath(graph, map, ['0201', '0202'], opts)).toMatchObject({ ok: false, index: 1, reason: 'zocToZoc' });
    expect(checkPath(graph, map, ['0201', '0101', '0102'], opts)).toMatchObject({ ok: true, mustStop: false });
  });

  it('Isabella 6.2/6.3: stacking while passing through and at the end', () => {
    const units = [0, 1, 2, 3].map((i) => ({ id: `a${i}`, node: '0201', side: 'allied' }));
    const mover = { id: 'm', node: '0101', side: 'allied' };
    const st = stackingState(graph, map, [mover, ...units], 'allied', { limit: 4 });
    const strict = { profile, mp: 6, ...moveStackChecks(st, mover, true) };
    expect(checkPath(graph, map, ['0101', '0201', '0301'], strict)).toMatchObject({
      ok: false,
      index: 1,
      reason: 'stacking',
    });
    const loose = { profile, mp: 6, ...moveStackChecks(st, mover, false) };
    expect(checkPath(graph, map, ['0101', '0201', '0301'], loose)).toMatchObject({ ok: true });
    expect(checkPath(graph, map, ['0101', '0201'], loose)).toMatchObject({ ok: false, index: 1, reason: 'cannotEnd' });
  });

  it('SFE §7.12: a single-hex minimum move may exceed the allowance; Crusade §10.1.12 entry limit', () => {
    expect(checkPath(graph, map, ['0201', '0301'], { profile, mp: 0 })).toMatchObject({ ok: false, reason: 'noMP' });
    expect(checkPath(graph, map, ['0201', '0301'], { profile, mp: 0, minimumMove: 'always' })).toMatchObject({
      ok: true,
      minimumMove: true,
    });
    expect(checkPath(graph, map, ['0102', '0202', '0302'], { profile, mp: 0, minimumMove: 'always' })).toMatchObject({
      ok: false,
      reason: 'noMP',
    });
    const limit = { profile, mp: 9, entryLimit: { nodes: new Set(['0102', '0202', '0302']), max: 2 } };
    expect(checkPath(graph, map, ['0101', '0102', '0202'], limit)).toMatchObject({ ok: true });
    expect(checkPath(graph, map, ['0101', '0102', '0202', '0302'], limit)).toMatchObject({
      ok: false,
      index: 3,
      reason: 'entryLimit',
    });
  });

  it('agrees with the reach search on every node of a ZOC-laden map', () => {
    const ezoc = zocOf(graph, map, [{ id: 'e', node: '0402', side: 'axis' }]);
    const opts: MoveOptions = { profile, mp: 5, ezoc, zoc: { noZocToZoc: true }, blocked: new Set(['0402']) };
    const r = reachable(graph, map, '0101', opts);
    expect(r.entries.length).toBeGreaterThan(5);
    for (const e of r.entries) {
      expect(checkPath(graph, map, r.path(e.node)!, opts)).toEqual({
        ok: true,
        cost: e.cost,
        mustStop: e.mustStop,
        minimumMove: false,
      });
    }
  });
});
