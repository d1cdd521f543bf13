import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { NAT, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { rebuildable } from './rebuild.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/** Units put in the dead pile as lost this turn (destroyed, or captured). */
function lose(s: GameState, ids: string[], captured = false): GameState {
  const p = placed(s, Object.fromEntries(ids.map((id) => [id, { box: 'dead' }])));
  const fallen = { ...varsOf(s).fallen, ...Object.fromEntries(ids.map((id) => [id, { turn: s.turn, captured }])) };
  return { ...p, vars: { ...p.vars, fallen } as GameState['vars'] };
}

/** The Republican combat segment of the second activity phase, with `change` made to the position. */
const lastSegment = (change: (s: GameState) => GameState, vars: Record<string, unknown> = {}): GameState =>
  change(segment('combat', REP, { first: NAT, phase: 2, ...vars }));

/** The turn's end reached from the last segment: the unit reconstruction phase, or the next turn. */
const endOfTurn = (s: GameState): GameState => act(s, REP, 'done', {}).state;

const pieceOf = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!;

describe('unit reconstruction phase', () => {
  const three = ['N-50D-1', 'N-50D-2', 'N-50D-3'];

  it('XIX.2.5 one of three units of a type destroyed this turn is rebuilt in the interior box nearest its HQ', () => {
    const north = endOfTurn(lastSegment((s) => lose(placed(s, { 'N-HQ-50D': 'A:2001' }), [...three, 'N-50D-ART1'])));
    expect(varsOf(north).step).toBe('rebuild');
    expect(north.activeSide).toBe(NAT);
    const offered = listed(north, NAT, 'rebuild');
    expect(new Set(offered.map((a) => a.args!.piece))).toEqual(new Set(three));
    expect(new Set(offered.map((a) => a.args!.box))).toEqual(new Set(['north-interior']));
    const west = endOfTurn(lastSegment((s) => lose(placed(s, { 'N-HQ-50D': 'A:0114' }), three)));
    expect(new Set(listed(west, NAT, 'rebuild').map((a) => a.args!.box))).toEqual(new Set(['west-interior']));
    const wrong = ebroRules.check(ebroModule, north, {
      side: NAT,
      verb: 'rebuild',
      args: { piece: 'N-50D-1', box: 'west-interior' },
    });
    expect(wrong[0]).toMatchObject({ rule: 'ebro.rebuild.box', section: 'XIX.2.5' });
  });

  it('XIX.2.5 the rebuilt unit comes back at full strength and the other two are eliminated for good', () => {
    const s = endOfTurn(lastSegment((x) => lose(placed(x, { 'N-HQ-50D': 'A:2001' }), three)));
    const r = act(s, NAT, 'rebuild', { piece: 'N-50D-2', box: 'north-interior' });
    expect(pieceOf(r.state, 'N-50D-2')).toMatchObject({ at: { kind: 'box', box: 'north-interior' }, steps: 2 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'rebuilt', piece: 'N-50D-2', hq: false }));
    // the quota is spent: the turn goes on to the next one, the others stay in the dead pile
    expect(varsOf(r.state).step).toBe('initiative');
    expect(r.state.turn).toBe(2);
    expect(pieceOf(r.state, 'N-50D-1').at).toEqual({ kind: 'box', box: 'dead' });
    expect(
      rebuildable(
        ebroModule,
        { ...r.state, vars: { ...r.state.vars, rebuilding: { [NAT]: { quota: { infantry: 1 }, hq: true } } } },
        NAT,
      ),
    ).toEqual([]);
  });

  it('XIX.2.5 with the option rebuiltLevels "one" a rebuilt unit comes back with one level', () => {
    const s = endOfTurn(
      lastSegment((x) => lose(placed(x, { 'N-HQ-50D': 'A:2001' }), three), { options: { rebuiltLevels: 'one' } }),
    );
    const r = act(s, NAT, 'rebuild', { piece: 'N-50D-1', box: 'north-interior' });
    expect(pieceOf(r.state, 'N-50D-1').steps).toBe(1);
  });

  it('XIX.2.5 units captured, artillery and fewer than three of a type are not rebuilt', () => {
    const s = endOfTurn(
      lastSegment((x) =>
        lose(lose(x, ['N-50D-1', 'N-50D-2', 'N-50D-ART1', 'N-50D-ART2', 'N-105D-ART1']), ['N-50D-3'], true),
      ),
    );
    expect(varsOf(s).step).toBe('initiative');
    expect(s.turn).toBe(2);
  });

  it('VII.5 one destroyed HQ a turn is reconstituted in a friendly interior box; a captured HQ never', () => {
    const s = endOfTurn(lastSegment((x) => lose(lose(x, ['R-HQ-42D', 'R-HQ-3D']), ['R-HQ-35D'], true)));
    expect(varsOf(s).step).toBe('rebuild');
    expect(s.activeSide).toBe(REP);
    const offered = listed(s, REP, 'rebuild');
    expect(new Set(offered.map((a) => a.args!.piece))).toEqual(new Set(['R-HQ-42D', 'R-HQ-3D']));
    expect(new Set(offered.map((a) => a.args!.box))).toEqual(new Set(['east-interior']));
    const captured = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'rebuild',
      args: { piece: 'R-HQ-35D', box: 'east-interior' },
    });
    expect(captured[0]).toMatchObject({ rule: 'ebro.rebuild.unit' });
    const r = act(s, REP, 'rebuild', { piece: 'R-HQ-42D', box: 'east-interior' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'rebuilt', piece: 'R-HQ-42D', hq: true }));
    // only one a turn: the phase is over; the HQ waits to rejoin and stays flipped on the new turn
    expect(varsOf(r.state).step).toBe('initiative');
    expect(varsOf(r.state).rejoining).toEqual(['R-HQ-42D']);
    expect(varsOf(r.state).marks['R-HQ-42D']?.spent).toBe(true);
    expect(pieceOf(r.state, 'R-HQ-3D').at).toEqual({ kind: 'box', box: 'dead' });
  });

  it('VII.5 a reconstituted HQ takes up its command once within its reorganisation range of one of its units', () => {
    const waiting = placed(segment('engineer', REP, { rejoining: ['R-HQ-42D'] }), {
      'R-HQ-42D': { box: 'east-interior' },
    });
    const still = act(waiting, REP, 'done', {});
    expect(varsOf(still.state).rejoining).toEqual(['R-HQ-42D']);
    const near = placed(waiting, { 'R-HQ-42D': 'A:0912' });
    const back = act(near, REP, 'done', {});
    expect(varsOf(back.state).rejoining).toEqual([]);
    expect(back.events).toContainEqual(expect.objectContaining({ type: 'rejoined', piece: 'R-HQ-42D' }));
  });
});
