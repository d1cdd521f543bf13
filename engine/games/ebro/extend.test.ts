import { describe, expect, it } from 'vitest';
import type { GameState, JsonObject } from '../../core/types.js';
import { airOf } from '../ourwar/airstate.js';
import { NAT } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';
import { act, ebroModule, placed, segment } from './ebro.fixture.js';
import { extendedReach, extensionOf } from './extend.js';
import { ebroRules } from './rules.js';
import { hexOf } from './state.js';
import { rangeOf } from './support.js';

const g = mapGraph(ebroModule);
/** The hex `n` rows up column 15 from A:1524 (a straight line of fire). */
const up = (n: number) => `A:15${String(24 - n).padStart(2, '0')}`;
/** The position with the Nationalist markers over hexes (points by hex) and nothing else between A:1524 and A:1510. */
function withPoints(s: GameState, points: Record<string, number>, vars: Record<string, unknown> = {}): GameState {
  const recon = Object.fromEntries(Object.entries(points).map(([h, n]) => [`${NAT}|${h}`, n]));
  const air = { ...(s.vars as { air?: object }).air, recon };
  return { ...s, vars: { ...s.vars, ...vars, air } as GameState['vars'] };
}
/** A Nationalist firer at A:1524 and a Republican battalion `d` hexes up the column, the hexes between empty. */
function range(firer: string, d: number): GameState {
  const s = segment('prepare', NAT, { first: NAT });
  const between = new Set(Array.from({ length: d - 1 }, (_, i) => up(i + 1)));
  const cleared = {
    ...s,
    pieces: s.pieces.map((p) =>
      between.has(hexOf(p) ?? '') || hexOf(p) === up(d) ? { ...p, at: { kind: 'box' as const, box: 'dead' } } : p,
    ),
  };
  return placed(cleared, { [firer]: 'A:1524', 'R-35D-XV-3': up(d) });
}
const check = (s: GameState, args: JsonObject) => ebroRules.check(ebroModule, s, { side: NAT, verb: 'fire', args });
const piece = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!;

describe('fire range extension', () => {
  it('XII.6.2 four reconnaissance points extend the range by one', () => {
    const s = range('N-50D-13', 2);
    expect(rangeOf(ebroModule, piece(s, 'N-50D-13'))).toBe(1);
    const args = { pieces: ['N-50D-13'], hex: up(2) };
    expect(check(withPoints(s, { [up(2)]: 3 }), args)[0]).toMatchObject({ rule: 'ebro.fire.sight' });
    const four = withPoints(s, { [up(2)]: 4 });
    expect(check(four, args)).toEqual([]);
    const r = act(four, NAT, 'fire', args);
    const e = r.events.find((x) => x.type === 'fire')!;
    expect(e.extended).toEqual(['N-50D-13']);
    // the four points serve the extension, not the die, and are used up
    expect((e.drms as { rule: string }[]).some((m) => m.rule === 'XII.6.2')).toBe(false);
    expect(airOf(r.state).recon?.[`${NAT}|${up(2)}`]).toBeUndefined();
    // the fire is offered
    const offered = ebroRules.view(ebroModule, four, NAT).legalActions.filter((a) => a.verb === 'fire');
    expect(offered.some((a) => a.args!.hex === up(2) && (a.args!.pieces as string[])[0] === 'N-50D-13')).toBe(true);
  });

  it('XII.6.2 the extension runs from the first hex beyond the normal range to the target, never past twice it', () => {
    const r = rangeOf(ebroModule, piece(range('N-50D-ART1', 2), 'N-50D-ART1'));
    const s = range('N-50D-ART1', r + 2);
    const args = { pieces: ['N-50D-ART1'], hex: up(r + 2) };
    // four points over the target alone do not make a line of fire two hexes long
    expect(check(withPoints(s, { [up(r + 2)]: 4 }), args)[0]).toMatchObject({ rule: 'ebro.fire.sight' });
    expect(check(withPoints(s, { [up(r + 1)]: 4, [up(r + 2)]: 4 }), args)).toEqual([]);
    // option rangeExtension 'target': eight points over the target extend it by two
    const target = { options: { rangeExtension: 'target' } };
    expect(check(withPoints(s, { [up(r + 2)]: 8 }, target), args)).toEqual([]);
    expect(check(withPoints(s, { [up(r + 2)]: 4 }, target), args)[0]).toMatchObject({ rule: 'ebro.fire.sight' });
    // never more than twice the normal range
    const far = range('N-50D-ART1', 2 * r + 1);
    const all = Object.fromEntries(Array.from({ length: 2 * r + 1 }, (_, i) => [up(i + 1), 4]));
    expect(extendedReach(ebroModule, withPoints(far, all), piece(far, 'N-50D-ART1'), up(2 * r + 1))).toBeNull();
  });

  it('XII.6.2 no range extension at night', () => {
    const s = withPoints(range('N-50D-13', 2), { [up(2)]: 4 }, { part: 'night' });
    expect(check(s, { pieces: ['N-50D-13'], hex: up(2) })[0]).toMatchObject({ rule: 'ebro.fire.sight' });
  });

  it('XII.6.2 units extended together fire from the same range at the same hex', () => {
    const r = rangeOf(ebroModule, piece(range('N-50D-ART1', 2), 'N-50D-ART1'));
    const s0 = range('N-50D-ART1', r + 2);
    const target = up(r + 2);
    // points over every hex about the target: any line to it is covered
    const all = Object.fromEntries(
      g
        .nodes()
        .filter((h) => g.distance(h, target) <= 2 * r)
        .map((h) => [h, 4]),
    );
    const s1 = withPoints(s0, all);
    const free = (h: string) => !s1.pieces.some((p) => hexOf(p) === h);
    const art1 = piece(s1, 'N-50D-ART1');
    expect(extendedReach(ebroModule, s1, art1, target)).not.toBeNull();
    // the second gun one hex nearer the target, off the first's line of fire, still beyond its own range
    const spot = g
      .nodes()
      .filter((h) => g.distance(h, target) === r + 1 && free(h) && !h.startsWith('A:15'))
      .find((h) => extendedReach(ebroModule, s1, { ...piece(s1, 'N-50D-ART2'), at: { kind: 'hex', hex: h } }, target));
    expect(spot).toBeDefined();
    const s = placed(s1, { 'N-50D-ART2': spot! });
    const both = extensionOf(ebroModule, s, [art1, piece(s, 'N-50D-ART2')], target, () => false);
    expect(both).toMatchObject({ piece: 'N-50D-ART2' });
    expect(extensionOf(ebroModule, s, [art1], target, () => false)).toMatchObject({ firers: ['N-50D-ART1'] });
  });

  it('XII.6.2 destruction fire reaches a structure beyond its range on the same points', () => {
    const r = rangeOf(ebroModule, piece(range('N-50D-ART1', 2), 'N-50D-ART1'));
    const s = range('N-50D-ART1', r + 1);
    const trench = { works: { [up(r + 1)]: { trench: { side: 'republican', building: 0, damage: 0 } } } };
    const args = { pieces: ['N-50D-ART1'], a: up(r + 1), kind: 'trench' };
    const shell = (x: GameState) => ebroRules.check(ebroModule, x, { side: NAT, verb: 'shell', args });
    expect(shell(withPoints(s, {}, trench))[0]).toMatchObject({ rule: 'ebro.shell.sight' });
    const four = withPoints(s, { [up(r + 1)]: 4 }, trench);
    expect(shell(four)).toEqual([]);
    const e = act(four, NAT, 'shell', args).events.find((x) => x.type === 'shelled')!;
    expect((e.drms as { rule: string }[]).some((m) => m.rule === 'XII.6.2')).toBe(false);
  });
});
