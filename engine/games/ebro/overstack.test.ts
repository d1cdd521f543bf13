import { describe, expect, it } from 'vitest';
import { REP } from '../ourwar/state.js';
import { mapGraph, terrainOf } from '../ourwar/terrain.js';
import { act, ebroModule, inStep, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';
import { varsOf } from './state.js';

/** A marsh hex of the delta with dry land beside it. */
const marsh = ebroModule.map.hexes.find(
  (h) =>
    h.terrain === 'marsh' &&
    mapGraph(ebroModule)
      .neighbors(h.id)
      .some((n) => terrainOf(ebroModule, n).cls === 'clear'),
)!.id;

describe('overstacking by the weather', () => {
  it('XI.7 a storm turns marsh into lake: the owner moves units out (those left are disorganised) or surrenders them', () => {
    const base = placed(segment('overstack', REP, { weather: 'stormy' }), {
      'R-45D-XIV-1': marsh,
      'R-45D-XIV-2': marsh,
    });
    const s = inStep(base, 'overstack', 'nationalist');
    expect(ebroRules.toAct(ebroModule, s)).toEqual([REP]);
    const out = listed(s, REP, 'leave');
    expect(out.length).toBeGreaterThan(0);
    for (const a of out) expect(terrainOf(ebroModule, a.args!.to as string).cls).not.toBe('marsh');
    const r = act(s, REP, 'leave', out[0]!.args!);
    const moved = out[0]!.args!.piece as string;
    const other = moved === 'R-45D-XIV-1' ? 'R-45D-XIV-2' : 'R-45D-XIV-1';
    expect(varsOf(r.state).marks[moved]).toMatchObject({ act: 'done' });
    expect(varsOf(r.state).marks[other]).toMatchObject({ dso: true });
    // the other battalion surrenders: its levels are captured, and the flow goes on to the first player's choice
    const r2 = act(r.state, REP, 'surrender', { pieces: [other] });
    expect(r2.state.pieces.find((p) => p.id === other)!.at).toEqual({ kind: 'box', box: 'dead' });
    expect(varsOf(r2.state).lost[REP].levels).toBe(2);
    expect(varsOf(r2.state).step).toBe('first');
  });
});
