// The replay operations over the real Operation Isabella (enforced, fog of war 6.8): a replayed position is
// seen as the screen's side may see it, never more, and the turn marks match the states they name.
import { afterEach, describe, expect, it } from 'vitest';
import type { Piece, View } from '../../../engine/core/types.js';
import type { HostService } from '../../services/host-service.js';
import { turnMarks } from './replay.js';
import { shippedHost, value } from '../../services/fixtures/isabella-dir.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

async function service(): Promise<HostService> {
  const h = await shippedHost();
  closers.push(h.close);
  return h.service;
}

/** The set-up of both sides up to the game's first turn: 4212 and 4112 get German stacks of four. */
async function setUp(s: HostService): Promise<void> {
  value(await s.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 'fog', mode: 'enforced' }));
  const act = async (side: string, verb: string, args: Record<string, unknown>) =>
    value(await s.act({ action: { side, verb, args: args as never } }));
  await act('allied', 'rollLoyalty', {});
  await act('allied', 'beachhead', { hex: '1321' });
  for (const piece of ['us-1ad', 'us-1id', 'uk-6ad', 'uk-78id'])
    await act('allied', 'move', { piece, to: { kind: 'hex', hex: '1321' } });
  const france = ['de-1ss', 'de-2ss', 'de-3ss', 'de-7pz', 'de-10pz', 'de-7fl', 'de-327', 'de-335', 'de-708', 'de-715'];
  const hexes = ['4212', '4212', '4212', '4212', '4112', '4112', '4112', '4112', '4211', '4211'];
  for (const [i, piece] of france.entries()) await act('axis', 'move', { piece, to: { kind: 'hex', hex: hexes[i]! } });
  for (let i = 0; i < 2; i++) {
    const para = value(await s.getSnapshot({ side: 'axis' })).view!.legalActions.find((a) => a.verb === 'move')!;
    await act('axis', 'move', para.args!);
  }
}

/** The pieces of `side` on each hex of a view, in stacking order (the last is on top). */
function stacksOf(view: View, side: string): Map<string, Piece[]> {
  const m = new Map<string, Piece[]>();
  for (const p of view.state.pieces) {
    if (p.side !== side || p.kind !== 'unit' || p.at.kind !== 'hex') continue;
    m.set(p.at.hex, [...(m.get(p.at.hex) ?? []), p]);
  }
  return m;
}

describe('replayAt and replayTurns', () => {
  it('a replayed position shows the Allied screen only the top of each German stack, at every entry', async () => {
    const s = await service();
    await setUp(s);
    const n = value(await s.getSnapshot({ side: 'allied' })).log.length;
    expect(n).toBeGreaterThan(15);
    for (let seq = -1; seq < n; seq++) {
      value(await s.getSnapshot({ side: 'axis' }));
      const axis = value(await s.replayAt({ seq })).view;
      value(await s.getSnapshot({ side: 'allied' }));
      const allied = value(await s.replayAt({ seq }));
      expect(allied.view.side).toBe('allied');
      expect(JSON.stringify(allied.view)).not.toContain('"rng"');
      const seen = new Set(allied.view.state.pieces.map((p) => p.id));
      // 3.5: while the German player sets up, the Allied screen sees none of it; then the top of each stack.
      const secret = allied.view.state.vars.step === 'setup-german';
      for (const stack of stacksOf(axis, 'axis').values()) {
        const top = stack[stack.length - 1]!;
        const german = top.def.startsWith('de-');
        expect(seen.has(top.id), `top at ${seq}`).toBe(!(secret && german));
        for (const under of stack.slice(0, -1)) expect(seen.has(under.id), `${under.id} at ${seq}`).toBe(false);
      }
    }
    // After the set-up: the three units under 4212's and 4112's tops are not in the data at all.
    const last = value(await s.replayAt({ seq: n - 1 }));
    const text = JSON.stringify(last.view);
    for (const id of ['de-1ss', 'de-2ss', 'de-3ss', 'de-10pz', 'de-7fl', 'de-327'])
      expect(text).not.toContain(`"${id}"`);
    expect(text).toContain('"de-7pz"');
    // The last entry is the game as it is: the same view the snapshot gives.
    expect(last.view).toEqual(value(await s.getSnapshot({ side: 'allied' })).view);
  });

  it('jumps back to where a counter stood, and the set-up is seq -1', async () => {
    const s = await service();
    await setUp(s);
    value(await s.getSnapshot({ side: 'allied' }));
    const at = async (seq: number, piece: string) =>
      value(await s.replayAt({ seq })).view.state.pieces.find((p) => p.id === piece)?.at;
    // us-1ad landed with entry 2 (rollLoyalty 0, beachhead 1, then the four landings).
    expect(await at(2, 'us-1ad')).toEqual({ kind: 'hex', hex: '1321' });
    expect(await at(1, 'us-1ad')).not.toEqual({ kind: 'hex', hex: '1321' });
    const setup = value(await s.replayAt({ seq: -1 }));
    expect(setup).toMatchObject({ seq: -1, turn: setup.view.state.turn, phase: setup.view.state.phase });
  });

  it('each turn mark names the turn and phase of the states from it to the next mark', async () => {
    const s = await service();
    await setUp(s);
    const snap = value(await s.getSnapshot({ side: 'allied' }));
    const marks = value(await s.replayTurns({}));
    expect(marks[0]!.seq).toBe(-1);
    expect(marks.length).toBeGreaterThan(1); // the set-up ends and Turn 1 begins
    for (let seq = -1; seq < snap.log.length; seq++) {
      const p = value(await s.replayAt({ seq }));
      const mark = marks.filter((m) => m.seq <= seq).pop()!;
      expect({ turn: p.turn, phase: p.phase }, `entry ${seq}`).toEqual({ turn: mark.turn, phase: mark.phase });
      expect(p.length).toBe(snap.log.length);
    }
    // Cached by revision: the same answer until the log changes.
    expect(value(await s.replayTurns({}))).toBe(marks);
  });

  it('says what is wrong: no game, an entry past the log, a seq below -1', async () => {
    const s = await service();
    expect(await s.replayAt({ seq: -1 })).toMatchObject({ ok: false, error: { code: 'no-game' } });
    expect(await s.replayTurns({})).toMatchObject({ ok: false, error: { code: 'no-game' } });
    value(await s.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 'x', mode: 'enforced' }));
    expect(await s.replayAt({ seq: 0 })).toMatchObject({ ok: false, error: { code: 'no-such-entry' } });
    expect(await s.replayAt({ seq: -2 })).toMatchObject({ ok: false, error: { code: 'invalid-args' } });
    expect(value(await s.replayAt({ seq: -1 })).length).toBe(0);
  });
});

describe('turnMarks', () => {
  it('marks each entry whose last turn event changes the turn or phase', () => {
    const ev = (turn: number, phase: string) => ({ type: 'turn', turn, phase });
    const line = (seq: number, events: object[]) => ({ seq, side: 'a', verb: 'v', args: {}, events: events as never });
    const marks = turnMarks({ turn: 1, phase: 'setup' }, [
      line(0, []),
      line(1, [ev(1, 'air'), ev(1, 'partisans'), { type: 'roll' }]),
      line(2, [ev(1, 'partisans')]),
      line(3, [ev(2, 'air')]),
    ]);
    expect(marks).toEqual([
      { seq: -1, turn: 1, phase: 'setup' },
      { seq: 1, turn: 1, phase: 'partisans' },
      { seq: 3, turn: 2, phase: 'air' },
    ]);
  });
});
