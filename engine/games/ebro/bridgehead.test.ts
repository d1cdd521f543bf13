import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { canSupport } from '../ourwar/command.js';
import { mayBuildHere } from '../ourwar/engineering.js';
import { marksOf, NAT, ourWarOf, REP } from '../ourwar/state.js';
import { act, ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { bridgeheadInvariants, mayBridgehead } from './bridgehead.js';
import { reachOf } from './movereach.js';
import { varsOf } from './state.js';
import { supplied } from './supplied.js';

// Ascó (A:2117) is held by a Nationalist battalion; across the Ebro (A:2217) two Republican battalions stand with
// their boats; A:2118 is next to Ascó on the same bank.
const ON = { options: { bridgeheads: true } };
const at = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.at;
const into = (s: GameState, piece: string, hex: string) =>
  listed(s, REP, 'move').filter((a) => a.args?.piece === piece && (a.args.to as { hex: string }).hex === hex);

/** A bridgehead at Ascó: the first Republican battalion ferried over by boats (the boats then back on their bank,
 *  out of the hex's stacking), the turn's entries counted. */
function bridgehead(extra: Record<string, unknown> = {}): GameState {
  const s = segment('move', REP, ON);
  const r = placed(act(s, REP, 'move', into(s, 'R-35D-XV-1', 'A:2117')[0]!.args!).state, { 'R-BOATS-Ascó': 'A:2217' });
  return { ...r, vars: { ...r.vars, ...extra } as GameState['vars'] };
}

describe('XX.2.3 bridgeheads (optional)', () => {
  it('XX.2.3 a unit crossing the Ebro into an enemy hex makes a bridgehead, ending its move', () => {
    // off by default: no unit enters a hex holding an enemy unit (IX.4.5)
    expect(into(segment('move', REP), 'R-35D-XV-1', 'A:2117')).toEqual([]);
    const s = segment('move', REP, ON);
    const [move] = into(s, 'R-35D-XV-1', 'A:2117');
    expect(move).toBeDefined();
    expect(reachOf(ebroModule, s, ['R-35D-XV-1'], 'natural').get('A:2117')!.stop).toBe(true);
    const r = act(s, REP, 'move', move!.args!);
    expect(at(r.state, 'R-35D-XV-1')).toEqual({ kind: 'hex', hex: 'A:2117' });
    expect(at(r.state, 'N-50D-7')).toEqual({ kind: 'hex', hex: 'A:2117' });
    expect(ourWarOf(r.state).bridgeheads).toEqual({ 'A:2117': { by: REP, turn: s.turn, entered: { [REP]: 1 } } });
    expect(r.events.find((e) => e.type === 'bridgehead')).toMatchObject({ side: REP, hex: 'A:2117' });
    // XVI.3 it moved into contact with the enemy in the hex (no other enemy stands next to Ascó)
    expect(marksOf(varsOf(r.state), 'R-35D-XV-1').contact).toBe(true);
    // the entering units stack on top of the side that held the hex
    const order = r.state.pieces.map((p) => p.id);
    expect(order.indexOf('R-35D-XV-1')).toBeGreaterThan(order.indexOf('N-50D-7'));
  });

  it('XX.2.3 a bridgehead arises only from crossing a water course', () => {
    const s = placed(segment('move', REP, ON), { 'R-35D-XV-3': 'A:2118' });
    const units = [s.pieces.find((p) => p.id === 'R-35D-XV-3')!];
    // A:2118 and Ascó share no water course: no bridgehead from there
    expect(mayBridgehead(ebroModule, s, 'A:2118', 'A:2117', units)).toBe(false);
    expect(into(s, 'R-35D-XV-3', 'A:2117')).toEqual([]);
    expect(mayBridgehead(ebroModule, s, 'A:2217', 'A:2117', units)).toBe(true);
    // once the bridgehead stands, units join it from any side
    const b = placed(bridgehead(), { 'R-35D-XV-3': 'A:2118' });
    expect(mayBridgehead(ebroModule, b, 'A:2118', 'A:2117', units)).toBe(true);
  });

  it('XX.2.3 each side moves at most two units a turn into a bridgehead', () => {
    const b = bridgehead();
    const two = ['R-35D-XV-2', 'R-35D-XV-3'].map((id) => b.pieces.find((p) => p.id === id)!);
    expect(mayBridgehead(ebroModule, b, 'A:2217', 'A:2117', two.slice(0, 1))).toBe(true);
    expect(mayBridgehead(ebroModule, b, 'A:2217', 'A:2117', two)).toBe(false);
    const full = bridgehead({
      bridgeheads: { 'A:2117': { by: REP, turn: b.turn, entered: { [REP]: 2 } } },
    });
    expect(mayBridgehead(ebroModule, full, 'A:2217', 'A:2117', two.slice(0, 1))).toBe(false);
    // a new turn counts afresh; the enemy has its own two
    expect(mayBridgehead(ebroModule, { ...full, turn: b.turn + 1 }, 'A:2217', 'A:2117', two.slice(0, 1))).toBe(true);
    const nat = full.pieces.find((p) => p.side === NAT && p.id !== 'N-50D-7' && p.at.kind === 'hex')!;
    expect(mayBridgehead(ebroModule, full, 'A:2118', 'A:2117', [nat])).toBe(true);
  });

  it('XX.2.3 a motor pool joins a bridgehead alone, never with a load', () => {
    // next to Ascó on the Nationalist bank, where the pool is in supply (out of supply it moves only toward supply)
    const at = (hex: string) => placed(bridgehead(), { 'N-CEM-MP1': hex, 'N-50D-6': hex });
    const hex = ['A:2118', 'A:2017', 'A:2016'].find((h) =>
      supplied(ebroModule, at(h))(at(h).pieces.find((p) => p.id === 'N-CEM-MP1')!),
    );
    if (!hex) throw new Error('no supplied hex next to Ascó');
    const s = at(hex);
    expect(reachOf(ebroModule, s, ['N-CEM-MP1'], 'natural').has('A:2117')).toBe(true);
    const carried = reachOf(ebroModule, s, ['N-CEM-MP1', 'N-50D-6'], 'pool');
    expect(carried.size).toBeGreaterThan(0);
    expect(carried.has('A:2117')).toBe(false);
  });

  it('XX.2.3 the stacking limit holds for the whole hex, both sides together', () => {
    const b = bridgehead();
    const nat = b.pieces.filter((p) => p.side === NAT && p.kind === 'unit' && p.at.kind === 'hex');
    const one = [b.pieces.find((p) => p.id === 'R-35D-XV-2')!];
    expect(mayBridgehead(ebroModule, b, 'A:2217', 'A:2117', one)).toBe(true);
    // Nationalist units crowd into Ascó until the hex is full: the Republican battalion no longer fits
    let s = b;
    for (const p of nat) {
      if (!mayBridgehead(ebroModule, s, 'A:2217', 'A:2117', one)) break;
      s = placed(s, { [p.id]: 'A:2117' });
    }
    expect(mayBridgehead(ebroModule, s, 'A:2217', 'A:2117', one)).toBe(false);
    expect(
      mayBridgehead(
        ebroModule,
        { ...s, vars: { ...s.vars, bridgeheads: {} } as GameState['vars'] },
        'A:2217',
        'A:2117',
        one,
      ),
    ).toBe(false);
  });

  it('XX.2.3 units in a bridgehead are in supply while their side traces a line to the hex', () => {
    const b = bridgehead();
    const sup = supplied(ebroModule, b);
    const unit = (id: string) => b.pieces.find((p) => p.id === id)!;
    // the Nationalists trace to Ascó from their bank; the Republicans' line stops at the Ebro without a bridge
    expect(sup(unit('N-50D-7'))).toBe(true);
    expect(sup(unit('R-35D-XV-1'))).toBe(false);
    const key = 'A:2117|A:2217';
    const bridged = {
      ...b,
      vars: {
        ...b.vars,
        crossings: { ...ourWarOf(b).crossings, [key]: { kind: 'footbridge', a: 'A:2117', b: 'A:2217', damage: 0 } },
      } as GameState['vars'],
    };
    expect(supplied(ebroModule, bridged)(unit('R-35D-XV-1'))).toBe(true);
  });

  it('XX.2.3 an HQ in a bridgehead commands only the units in the hex', () => {
    const s = placed(bridgehead(), { 'N-HQ-50D': 'A:2117', 'N-50D-6': 'A:2017' });
    const o = { supplied: () => true };
    const unmarked = { ...s, vars: { ...s.vars, bridgeheads: {} } as GameState['vars'] };
    // its battalion next door: within range from Ascó, but not from a bridgehead at Ascó
    expect(canSupport(ebroModule, unmarked, 'N-HQ-50D', ['N-50D-6'], o).ok).toBe(true);
    expect(canSupport(ebroModule, s, 'N-HQ-50D', ['N-50D-6'], o).ok).toBe(false);
    expect(canSupport(ebroModule, s, 'N-HQ-50D', ['N-50D-7'], o).ok).toBe(true);
  });

  it('XX.2.3 trenches may be dug in a bridgehead, fortifications not', () => {
    const v = ourWarOf(bridgehead());
    expect(mayBuildHere(ebroModule, v, 'trench', 'A:2117')).toEqual(
      mayBuildHere(ebroModule, { ...v, bridgeheads: {} }, 'trench', 'A:2117'),
    );
    expect(mayBuildHere(ebroModule, v, 'fort', 'A:2118').ok).toBe(true);
    expect(
      mayBuildHere(ebroModule, { ...v, bridgeheads: { 'A:2118': v.bridgeheads!['A:2117']! } }, 'fort', 'A:2118'),
    ).toMatchObject({ ok: false, rule: 'XX.2.3' });
  });

  it('XX.2.3 a side with no organised unit left retreats from the hex at once and the marker goes', () => {
    const b = bridgehead();
    const marks = { ...varsOf(b).marks, 'N-50D-7': { dso: true }, 'R-35D-XV-1': { act: 'done' as const, mp: 1 } };
    const s = { ...b, vars: { ...b.vars, marks } as GameState['vars'] };
    // any action settles the bridgeheads: here another battalion's move
    const other = listed(s, REP, 'move').find((a) => a.args?.piece === 'R-35D-XV-3')!;
    const r = act(s, REP, 'move', other.args!);
    expect(at(r.state, 'R-35D-XV-1')).toEqual({ kind: 'hex', hex: 'A:2117' });
    const nat = at(r.state, 'N-50D-7');
    expect(nat.kind).toBe('hex');
    expect((nat as { hex: string }).hex).not.toBe('A:2117');
    expect(ourWarOf(r.state).bridgeheads).toBeUndefined();
    expect(r.events.map((e) => e.type)).toEqual(expect.arrayContaining(['retreated', 'bridgeheadEnds']));
  });

  it('XX.2.3 the sides share a hex only in a bridgehead, and a bridgehead holds both (the fuzzer’s invariant)', () => {
    const b = bridgehead();
    expect(bridgeheadInvariants(ebroModule, b)).toEqual([]);
    const unmarked = { ...b, vars: { ...b.vars, bridgeheads: {} } as GameState['vars'] };
    expect(bridgeheadInvariants(ebroModule, unmarked)).toEqual([
      "A:2117 holds both sides' units without a bridgehead (XX.2.3)",
    ]);
    const alone = placed(b, { 'N-50D-7': { box: 'dead' } });
    expect(bridgeheadInvariants(ebroModule, alone)).toEqual(['the bridgehead at A:2117 outlived a side (XX.2.3)']);
    // off by default (and in advisory or honor play, where moves are made by hand) it asks nothing
    expect(bridgeheadInvariants(ebroModule, { ...unmarked, mode: 'advisory' })).toEqual([]);
  });
});
