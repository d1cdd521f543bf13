import { describe, expect, it } from 'vitest';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { mustMove } from './moves.js';
import { varsOf } from './state.js';

const at = (s: ReturnType<typeof segment>, id: string) => s.pieces.find((p) => p.id === id)!.at;

describe('movement', () => {
  it('IX.2.7 boats carry the units that began the segment with them over the Ebro at the crossing site, for 0 MP', () => {
    const s = segment('move', REP);
    const into = (x: ReturnType<typeof listed>) =>
      x.filter(
        (a) =>
          a.args?.piece === 'R-35D-XV-1' &&
          Array.isArray(a.args.with) &&
          (a.args.to as { hex: string }).hex === 'A:2117',
      );
    // Ascó itself (A:2117) is held by a Nationalist battalion: no boat lands there
    expect(into(listed(s, REP, 'move'))).toEqual([]);
    const empty = placed(s, { 'N-50D-7': { box: 'dead' } });
    const crossing = listed(empty, REP, 'move').find(
      (a) =>
        a.args?.piece === 'R-35D-XV-1' && Array.isArray(a.args.with) && (a.args.to as { hex: string }).hex === 'A:2117',
    );
    if (!crossing) throw new Error('no boat crossing listed');
    expect(crossing.args!.with).toEqual(['R-35D-XV-2']);
    const r = act(empty, REP, 'move', crossing.args!);
    expect(at(r.state, 'R-35D-XV-1')).toEqual({ kind: 'hex', hex: 'A:2117' });
    expect(at(r.state, 'R-35D-XV-2')).toEqual({ kind: 'hex', hex: 'A:2117' });
    expect(at(r.state, 'R-BOATS-Ascó')).toEqual({ kind: 'hex', hex: 'A:2117' });
    expect(marksOf(varsOf(r.state), 'R-BOATS-Ascó').act).toBe('done');
    expect(r.events.find((e) => e.type === 'moved')).toMatchObject({ mp: 0, boats: 'R-BOATS-Ascó' });
    // the boats have crossed once: the third battalion cannot follow in them this turn
    const third = listed(placed(r.state, { 'R-35D-XV-3': 'A:2217' }), REP, 'move').filter(
      (a) => a.args?.piece === 'R-35D-XV-3' && (a.args.to as { hex: string }).hex === 'A:2117' && a.info?.mp === 0,
    );
    expect(third).toEqual([]);
  });

  it('IX.1 a unit activated before the movement segment (it fired) may not move', () => {
    const s = segment('move', REP, { marks: { 'R-35D-XV-1': { act: 'moved', fired: true } } });
    expect(listed(s, REP, 'move').some((a) => a.args?.piece === 'R-35D-XV-1')).toBe(false);
    const v = ebroRules.check(ebroModule, s, {
      side: REP,
      verb: 'move',
      args: { piece: 'R-35D-XV-1', to: { kind: 'hex', hex: 'A:2317' } },
    });
    expect(v[0]).toMatchObject({ rule: 'ebro.move.unit', section: 'IX.1' });
  });

  it('IX.1 a unit that moved keeps its MP left and may go on in the same segment', () => {
    const s = segment('move', REP);
    const r = act(s, REP, 'move', { piece: 'R-35D-XV-3', to: { kind: 'hex', hex: 'A:2316' } });
    const spent = marksOf(varsOf(r.state), 'R-35D-XV-3').mp!;
    expect(spent).toBeGreaterThan(0);
    const again = listed(r.state, REP, 'move').filter((a) => a.args?.piece === 'R-35D-XV-3');
    expect(again.length).toBeGreaterThan(0);
    expect(again.every((a) => (a.info?.mp as number) <= 6 - spent)).toBe(true);
  });

  it('XVI.14 the side surprised moves no more units than its roll allows', () => {
    const s = segment('move', NAT, { moveCap: 1 });
    const first = listed(s, NAT, 'move').find((a) => a.args?.piece === 'N-50D-13')!;
    const r = act(s, NAT, 'move', first.args!);
    expect(varsOf(r.state).moveCap).toBe(0);
    expect(listed(r.state, NAT, 'move').every((a) => a.args?.piece === 'N-50D-13')).toBe(true);
    const v = ebroRules.check(ebroModule, r.state, {
      side: NAT,
      verb: 'move',
      args: { piece: 'N-50D-1', to: { kind: 'hex', hex: 'A:0404' } },
    });
    expect(v[0]?.section).toBe('XVI.14');
  });

  it('XVII.2 a unit entering an objective the enemy held scores its printed VP at once', () => {
    // Corbera (A:1525, 3 VP) emptied of its garrison; a Republican battalion next to it
    // (surprise keeps it in supply on the far bank, XVI.14)
    const s = placed(segment('move', REP, { cvp: { side: REP, value: 0 }, surprise: { side: REP, turn: 2 } }), {
      'N-50D-13': { box: 'dead' },
      'N-50D-ART1': { box: 'dead' },
      'R-35D-XV-3': 'A:1524',
    });
    const r = act(s, REP, 'move', { piece: 'R-35D-XV-3', to: { kind: 'hex', hex: 'A:1525' } });
    expect(varsOf(r.state).holds['A:1525']).toBe(REP);
    expect(varsOf(r.state).cvp).toEqual({ side: REP, value: 3 });
    expect(r.events.find((e) => e.type === 'objective')).toMatchObject({ hex: 'A:1525', vp: 3, from: NAT });
  });

  it('IX.2.5 a move by road marks the unit redeployed and finished for the turn', () => {
    const s = segment('move', NAT);
    const road = listed(s, NAT, 'move').find((a) => a.args?.mode === 'road');
    if (!road) throw new Error('no road move listed');
    const r = act(s, NAT, 'move', road.args!);
    const m = marksOf(varsOf(r.state), road.args!.piece as string);
    expect(m).toMatchObject({ redeployed: true, act: 'done' });
  });
});

describe('out of supply', () => {
  it('IX.4.9 a unit out of supply moves only nearer to supply, and must before the segment ends', () => {
    // a Republican battalion alone up by Mequinenza, with no surprise: cut off from its supply
    const s = placed(segment('move', REP), { 'R-35D-XV-3': 'A:0502' });
    const v = ebroRules.check(ebroModule, s, { side: REP, verb: 'done', args: {} });
    expect(v[0]).toMatchObject({ rule: 'ebro.move.towardSupply', section: 'IX.4.9' });
    expect(listed(s, REP, 'done')).toEqual([]);
    const moves = listed(s, REP, 'move').filter((a) => a.args?.piece === 'R-35D-XV-3');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.args?.mode === undefined)).toBe(true);
    expect(mustMove(ebroModule, s, REP)).toContain('R-35D-XV-3');
    const r = act(s, REP, 'move', moves[0]!.args!);
    expect(mustMove(ebroModule, r.state, REP)).not.toContain('R-35D-XV-3');
  });
});
