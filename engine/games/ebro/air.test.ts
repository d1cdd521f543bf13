import { describe, expect, it } from 'vitest';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { emptyAir } from '../ourwar/airstate.js';
import { interceptFactor } from '../ourwar/intercept.js';
import { NAT, REP } from '../ourwar/state.js';
import { parseStructureCell } from '../ourwar/results.js';
import { supplyOf } from '../ourwar/supply.js';
import { hasFlag, isGround } from '../ourwar/units.js';
import { mapGraph, terrainOf } from '../ourwar/terrain.js';
import { airStep, bomb, patrol, rebase, strafe } from './air.js';
import { airOrders } from './airorders.js';
import { crossingStart, ebroModule as M, inStep, placed } from './ebro.fixture.js';
import { type EbroVars, varsOf } from './state.js';

/** Carries an air verb out on a draft of the state: the state after it and its events (throws when refused). */
function apply(verb: typeof bomb, state: GameState, side: string, args: JsonObject) {
  const d = draftState<EbroVars>(state);
  const action: Action = { side, verb: 'air', args };
  const r = verb.apply(M, d, action);
  if (Array.isArray(r)) throw new Error(r.map((v) => v.message).join('; '));
  return { state: d.state, events: d.events };
}
const day = (s: GameState) => inStep(s, 'prepare', s.activeSide, { part: 'day', first: REP, phase: 1 });
const empty = (s: GameState, hex: string) => !s.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === hex);
/** The clear hexes free of units at a distance from a hex (within a side's supply when named). */
function clearAt(s: GameState, from: string, distance: number, side?: 'nationalist'): string[] {
  const g = mapGraph(M);
  const fed = side ? supplyOf(M, s, side).places : null;
  return g
    .nodes()
    .filter((h) => g.distance(from, h) === distance && terrainOf(M, h).cls === 'clear' && empty(s, h))
    .filter((h) => !fed || fed.has(h));
}
/** A Nationalist ground unit's hex with a supplied clear hex beside it for a fighter, and the fighter's base. */
function nationalistTarget(s: GameState): [string, string] {
  for (const p of s.pieces)
    if (p.side === NAT && p.at.kind === 'hex' && isGround(M, p) && !hasFlag(M, p, 'guerrilla')) {
      const base = clearAt(s, p.at.hex, 1, NAT)[0];
      if (base) return [p.at.hex, base];
    }
  throw new Error('No Nationalist unit with a supplied clear hex beside it');
}

describe('the air war on the Ebro', () => {
  it('XII.9 XII.3.2 the aircraft start in the interior boxes of their airfields and may fly missions from there; none from a remote box, which they leave a box a turn', () => {
    const s = day(crossingStart());
    const flyers = (x: GameState, side: string) => strafe.list(M, x, side).flatMap((a) => a.args!.pieces as string[]);
    expect(flyers(s, REP)).toContain('R-AIR-G24');
    expect(airStep(M, s, REP, 'prepare')).toBe(true);
    const rear = placed(s, { 'R-AIR-G24': { box: 'republican-remote' } });
    expect(flyers(rear, REP)).not.toContain('R-AIR-G24');
    expect(rebase.list(M, rear, REP).filter((a) => a.args!.piece === 'R-AIR-G24')).toEqual([
      expect.objectContaining({ args: { piece: 'R-AIR-G24', to: { kind: 'box', box: 'east-exterior' } } }),
    ]);
    const after = apply(rebase, rear, REP, { piece: 'R-AIR-G24', to: { kind: 'box', box: 'east-exterior' } }).state;
    expect(after.pieces.find((p) => p.id === 'R-AIR-G24')!.at).toEqual({ kind: 'box', box: 'east-exterior' });
    expect(varsOf(after).marks['R-AIR-G24']?.act).toBe('done');
    const again = {
      side: REP,
      verb: 'rebase',
      args: { piece: 'R-AIR-G24', to: { kind: 'box', box: 'republican-remote' } },
    };
    expect(rebase.check(M, after, again).map((v) => v.section)).toEqual(['XII.3']);
  });

  it('V.1 XII.6.1 II.4 fighters patrol, bombers do not; on the night of the crossing only night fighters may', () => {
    const night = crossingStart();
    const check = (s: GameState, piece: string) => patrol.check(M, s, { side: REP, verb: 'patrol', args: { piece } });
    expect(check(night, 'R-AIR-G21-1').map((v) => [v.rule, v.section])).toEqual([['ebro.patrol.night', 'II.4']]);
    expect(check(day(night), 'R-AIR-G21-1')).toEqual([]);
    expect(check(day(night), 'R-AIR-G24').map((v) => v.rule)).toEqual(['ebro.patrol.fighter']);
    const s = apply(patrol, day(night), REP, { piece: 'R-AIR-G21-1' }).state;
    expect((s.vars as { air?: { patrol: string[] } }).air?.patrol).toEqual(['R-AIR-G21-1']);
    expect(check(s, 'R-AIR-G21-1').map((v) => v.section)).toEqual(['XII.6.1']);
  });

  it('XII.6.6 XII.6.8 an R-Z strafes a Nationalist stack; a Bf 109 beside it intercepts on 3 or less', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const start = day(crossingStart(seed));
      const [target, base] = nationalistTarget(start);
      const s = placed(start, { 'R-AIR-G30': clearAt(start, target, 3)[0]!, 'N-AIR-J88-1': base });
      expect(strafe.check(M, s, { side: REP, verb: 'strafe', args: { pieces: ['R-AIR-G30'], hex: target } })).toEqual(
        [],
      );
      const { state, events } = apply(strafe, s, REP, { pieces: ['R-AIR-G30'], hex: target });
      const ev = events.find((e) => e.type === 'strafe')!;
      const row = (ev.interception as { units: string[]; roll: number; drm: number; caught: string[] }[])[0]!;
      expect(row.units).toEqual(['N-AIR-J88-1']);
      const piece = (id: string) => s.pieces.find((p) => p.id === id)!;
      const factor = interceptFactor(M, NAT, piece('N-AIR-J88-1'), piece('R-AIR-G30'))!;
      expect(row.drm).toBe(1); // hot weather
      expect(row.caught.length > 0).toBe(row.roll + row.drm <= factor);
      expect((ev.combat as unknown[]).length > 0).toBe(row.caught.length > 0);
      const rolls = events.filter((e) => e.type === 'roll').map((e) => e.purpose);
      expect(rolls[0]).toBe('interception');
      expect(rolls.includes('ground attack')).toBe(ev.table !== null);
      expect(varsOf(state).marks['N-AIR-J88-1']?.act ?? 'gone').toMatch(/done|gone/);
      expect(varsOf(state).marks['R-AIR-G30']?.act ?? 'gone').toMatch(/done|gone/);
    }
  });

  it('XII.6.5 XV.8 two He 111 staffeln bomb the Matarranya bridge: the damage is what the table read', () => {
    for (const seed of ['1', '2', '3']) {
      const start = day(crossingStart(seed));
      const [, base] = nationalistTarget(start);
      const s = placed(start, { 'N-AIR-K88-1': base, 'N-AIR-K88-2': base });
      const args = { pieces: ['N-AIR-K88-1', 'N-AIR-K88-2'], a: 'A:0413', b: 'A:0514' };
      expect(bomb.check(M, s, { side: NAT, verb: 'bomb', args })).toEqual([]);
      const { state, events } = apply(bomb, s, NAT, args);
      const ev = events.find((e) => e.type === 'bomb')!;
      const x = varsOf(state).crossings['A:0413|A:0514']!;
      const table = ev.table as { cell: string } | null;
      const r = table ? parseStructureCell(table.cell) : null;
      expect(x.damage).toBe(r?.turns ?? 0);
      expect(Boolean(x.destroyed)).toBe(Boolean(r && (r.destroyed || r.turns > 4)));
      for (const id of args.pieces) expect(varsOf(state).marks[id]?.act ?? 'gone').toMatch(/done|gone/);
    }
  });

  it('XVI.14 the side surprised rebases no more air units than its cap allows', () => {
    const start = day(crossingStart());
    const s = { ...start, vars: { ...start.vars, air: { ...emptyAir(), cap: 1 } } };
    const to = { kind: 'box', box: 'west-exterior' };
    const first = apply(rebase, s, NAT, { piece: 'N-AIR-SM79', to }).state;
    const next = { side: NAT, verb: 'rebase', args: { piece: 'N-AIR-K88-1', to } };
    expect(rebase.check(M, s, next)).toEqual([]);
    expect(rebase.check(M, first, next).map((v) => v.section)).toEqual(['XVI.14']);
    expect(rebase.list(M, first, NAT)).toEqual([]);
    expect(airStep(M, first, NAT, 'rebase')).toBe(false);
    for (const a of [...rebase.list(M, s, NAT), ...patrol.list(M, s, NAT)])
      expect((a.verb === 'rebase' ? rebase : patrol).check(M, s, { side: NAT, verb: a.verb, args: a.args! })).toEqual(
        [],
      );
  });

  it('XII.6.8 XIII a side that declines to intercept and holds its AA fire lets a mission through', () => {
    const start = day(crossingStart('2'));
    const [target, base] = nationalistTarget(start);
    const s0 = placed(start, { 'R-AIR-G30': clearAt(start, target, 3)[0]!, 'N-AIR-J88-1': base });
    expect(airOrders.list(M, s0, NAT).map((a) => a.args)).toEqual([
      { intercept: 'no' },
      { antiAircraft: 'no' },
      { groundSupport: 'yes' },
    ]);
    const s1 = apply(airOrders, s0, NAT, { intercept: 'no', antiAircraft: 'no' });
    expect(s1.events).toEqual([{ type: 'airOrders', side: NAT, intercept: false, aa: false, groundSupport: false }]);
    const { events } = apply(strafe, s1.state, REP, { pieces: ['R-AIR-G30'], hex: target });
    const rolls = events.filter((e) => e.type === 'roll').map((e) => e.purpose);
    expect(rolls).toEqual(['ground attack']);
  });
});
