import { describe, expect, it } from 'vitest';
import { createHexMapGraph } from '../../geometry/hexgrid.js';
import { combatModule as M, sheet } from './combat.fixture.js';
import { effectiveRange, hasLOS, type IndirectFire, lineBetween, mayFireDirect, mayFireIndirect } from './los.js';

const graph = createHexMapGraph(M.map);
const holds =
  (...hexes: string[]) =>
  (h: string) =>
    hexes.includes(h);
/** Hexes from one to another avoiding the blocked ones (the command module's path, for the tests). */
function pathLen(from: string, to: string, blocked: string[] = []): number {
  const seen = new Map([[from, 0]]);
  const queue = [from];
  while (queue.length) {
    const h = queue.shift()!;
    if (h === to) return seen.get(h)!;
    for (const n of sheet.neighbors(h))
      if (!seen.has(n) && !blocked.includes(n)) {
        seen.set(n, seen.get(h)! + 1);
        queue.push(n);
      }
  }
  return Number.POSITIVE_INFINITY;
}
const offset = (hex: string, dq: number, dr: number) => {
  const a = sheet.toAxial(hex);
  return sheet.fromAxial({ q: a.q + dq, r: a.r + dr })!;
};

describe('line of sight and range', () => {
  it('XIV.2 / XIV.5 range: printed, +1 on a hill, recon extension; none printed reaches the adjacent hexes', () => {
    expect(effectiveRange(3, false)).toBe(3);
    expect(effectiveRange(3, true)).toBe(4);
    expect(effectiveRange(3, true, 2)).toBe(6);
    expect(effectiveRange(0, true)).toBe(1);
  });

  it('XIV.2 EX-5 (Fig. 17) a unit in between, friendly or enemy, blocks direct fire; terrain never does', () => {
    const art = 'A:0301';
    expect(lineBetween(graph, art, 'A:0304')).toEqual(['A:0302', 'A:0303']);
    const cyclists = holds('A:0302');
    expect(hasLOS(graph, art, 'A:0304', cyclists)).toBe(false);
    expect(mayFireDirect(graph, art, 'A:0304', 4, cyclists)).toBe(false);
    // The other battalions within 4 hexes, the rough hex A:0303 between them and the gun notwithstanding.
    expect(mayFireDirect(graph, 'A:0302', 'A:0305', 4, holds('A:0301'))).toBe(true);
    expect(mayFireDirect(graph, art, 'A:0501', 4, cyclists)).toBe(true);
    expect(mayFireDirect(graph, art, 'A:0305', 3, () => false)).toBe(false);
    expect(mayFireDirect(graph, art, 'A:0302', 0, cyclists)).toBe(true);
  });

  it('XIV.2 A8 a line along a hexside is blocked only when both hexes beside it hold units', () => {
    const from = 'A:0505';
    const to = offset(from, 2, -1);
    const [x, y] = [offset(from, 1, -1), offset(from, 1, 0)];
    expect(lineBetween(graph, from, to)).toEqual([[x, y].sort()]);
    expect(hasLOS(graph, from, to, holds(x))).toBe(true);
    expect(hasLOS(graph, from, to, holds(y))).toBe(true);
    expect(hasLOS(graph, from, to, holds(x, y))).toBe(false);
  });

  it('XIV.2 A8 the permissive option clears sight when any shortest path is free', () => {
    const from = 'A:0505';
    const to = offset(from, 3, -1);
    const line = lineBetween(graph, from, to)!;
    const crossed = line.filter((s): s is string => typeof s === 'string');
    expect(crossed.length).toBeGreaterThan(0);
    expect(hasLOS(graph, from, to, holds(crossed[0]!))).toBe(false);
    expect(hasLOS(graph, from, to, holds(crossed[0]!), 'any-path')).toBe(true);
    expect(hasLOS(graph, from, to, holds(...crossed), 'any-path')).toBe(false);
  });

  it('XIV.3 EX-6 (Fig. 18) indirect fire through an adjacent observer and the corps HQ', () => {
    const f: IndirectFire = {
      firer: 'A:0510',
      target: 'A:0505',
      observer: 'A:0504',
      hq: 'A:0708',
      range: 5,
      hqReorg: 6,
      hqPath: (a, b) => pathLen(a, b),
      sameCorps: true,
      occupied: holds('A:0507'),
    };
    expect(hasLOS(graph, f.firer, f.target, f.occupied)).toBe(false);
    expect(mayFireIndirect(graph, f)).toEqual({ ok: true, why: '' });
    const ezoc = sheet.neighbors(f.observer);
    expect(mayFireIndirect(graph, { ...f, hqPath: (a, b) => pathLen(a, b, ezoc) }).ok).toBe(false);
    expect(mayFireIndirect(graph, { ...f, range: 4 }).why).toBe('the target is out of range');
    expect(mayFireIndirect(graph, { ...f, sameCorps: false }).ok).toBe(false);
    expect(mayFireIndirect(graph, { ...f, hq: 'A:1001' }).why).toBe('the firer is beyond the HQ');
  });
});
