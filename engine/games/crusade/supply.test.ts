import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, withVars } from './crusade.fixture.js';
import { adjacent } from './geo.js';
import type { GameState } from '../../core/types.js';
import { NAT, REP, type Side, varsOf } from './state.js';
import {
  borderLimited,
  isSupplied,
  nfIsolated,
  nfZone,
  straitHolder,
  suppliedSpaces,
  supplyStatus,
  tracedSpaces,
  usablePort,
} from './supply.js';

/** `state` with `space` held by `side` and every space Adjacent to it held by the other side. */
function surround(state: GameState, space: string, side: Side): GameState {
  const control = { ...varsOf(state).control, [space]: side };
  for (const n of adjacent(M, state, space)) control[n] = side === NAT ? REP : NAT;
  return withVars(state, { control });
}

describe('§13.1 supply and its exceptions', () => {
  test('derived: §16.2.3 Oviedo and Granada count as supplied for the Nationalists while their markers are out', () => {
    const s = campaignStart();
    expect(tracedSpaces(M, s, NAT).has('oviedo')).toBe(false);
    expect(isSupplied(M, s, 'oviedo', NAT)).toBe(true);
    expect(supplyStatus(M, s, 'granada', NAT)).toBe('isolated');
    expect(supplyStatus(M, s, 'sevilla', NAT)).toBe('supplied');
    // Without the marker Oviedo is out of supply.
    const bare = { ...s, pieces: s.pieces.filter((p) => p.def !== 'isolated-oviedo') };
    expect(supplyStatus(M, bare, 'oviedo', NAT)).toBe('oos');
  });

  test('derived: §16.2.3 a NAT space Connected to an Isolated Space shares its supply', () => {
    const s = withVars(campaignStart(), { control: { ...varsOf(campaignStart()).control, guadix: NAT } });
    expect(supplyStatus(M, s, 'guadix', NAT)).toBe('isolated');
  });

  test('derived: §13.4.2 an OOS REP space Connected to France is border-limited, not one next to Portugal', () => {
    const s = surround(campaignStart(), 'figueras', REP);
    expect(supplyStatus(M, s, 'figueras', REP)).toBe('border');
    expect(borderLimited(M, s, REP).has('figueras')).toBe(true);
    const p = surround(campaignStart(), 'aroche', REP);
    expect(supplyStatus(M, p, 'aroche', REP)).toBe('oos');
  });

  test('derived: §13.4.1.1 Portugal is friendly to the Nationalists', () => {
    const s = surround(campaignStart(), 'tuy', NAT);
    expect(supplyStatus(M, s, 'tuy', NAT)).toBe('border');
    expect(suppliedSpaces(M, s, NAT).has('tuy')).toBe(false);
  });

  test('derived: §13.1.4.3, §16.7 the Strait decides the Mediterranean ports', () => {
    const s = campaignStart();
    expect(straitHolder(s)).toBe(REP);
    expect(usablePort(M, s, 'cadiz', NAT)).toBe(false);
    expect(usablePort(M, s, 'la-coruna', NAT)).toBe(true);
    expect(usablePort(M, s, 'valencia', REP)).toBe(true);
    expect(usablePort(M, s, 'santander', REP)).toBe(false);
    const n6 = withVars(s, { flags: [...varsOf(s).flags, 'straitNAT'] });
    expect(straitHolder(n6)).toBe(NAT);
    expect(usablePort(M, n6, 'cadiz', NAT)).toBe(true);
    const repCadiz = (st: GameState) => withVars(st, { control: { ...varsOf(st).control, cadiz: REP } });
    expect(usablePort(M, repCadiz(s), 'cadiz', REP)).toBe(true);
    expect(usablePort(M, repCadiz(n6), 'cadiz', REP)).toBe(false);
  });

  test('derived: §16.4.3 the Northern Front starts isolated; its zone holds its sources', () => {
    const s = campaignStart();
    expect(nfIsolated(M, s)).toBe(true);
    const zone = nfZone(M, s);
    for (const x of ['gijon', 'santander', 'bilbao']) expect(zone.has(x)).toBe(true);
    expect(zone.has('madrid')).toBe(false);
  });

  test('derived: §16.1.2 siege spaces are REP-controlled: the Republic traces through Toledo', () => {
    const s = campaignStart();
    expect(isSupplied(M, s, 'toledo', REP)).toBe(true);
    expect(isSupplied(M, s, 'toledo', NAT)).toBe(false);
  });

  test('derived: §8.5.4.1 a Republican beach head in play is a Mediterranean port supplied by sea', () => {
    const s0 = campaignStart();
    const s = withVars(s0, {
      control: { ...varsOf(s0).control, 'beachhead-mallorca': REP },
      flags: [...varsOf(s0).flags, 'beachHeadActive'],
    });
    expect(isSupplied(M, s, 'beachhead-mallorca', REP)).toBe(true);
    expect(isSupplied(M, s0, 'beachhead-mallorca', REP)).toBe(false);
  });
});
