import { describe, expect, it } from 'vitest';
import { draftState } from '../../systems/draft.js';
import { deliverSupply } from './delivered.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, type Side } from './state.js';
import { determineSupply, recheckSupply } from './supplyphase.js';

const cityHex = (name: string) => testModule.map.hexes.find((h) => h.city?.name === name)!.id;

describe('supply delivered by air and sea (§23.3, §23.4)', () => {
  it('§23.32 a 1-point marker flown into Stalingrad resupplies one of two 10-10-4s, then goes', () => {
    const stalingrad = cityHex('Stalingrad');
    const s = position([piece('a', 'ger-inf', AXIS, stalingrad), piece('b', 'ger-inf', AXIS, stalingrad)], {
      control: { ...controlBy1941(), [stalingrad]: AXIS },
      unsupplied: { a: 1, b: 1 },
    });
    const d = draftState<SfeVars>(s);
    deliverSupply(d.vars, { hex: stalingrad, side: AXIS, points: 1, kind: 'air' });
    recheckSupply(testModule, d, AXIS);
    expect(Object.keys(d.vars.unsupplied)).toHaveLength(1);
    expect(d.vars.delivered).toEqual([]);
  });

  it('§23.44 four points shipped to Odessa supply its three 4-6-3s, again in the next phase, then all go', () => {
    const odessa = cityHex('Odessa');
    const control: Record<string, Side> = Object.fromEntries(Object.keys(controlBy1941()).map((h) => [h, AXIS]));
    control[odessa] = SOVIET;
    const units = ['a', 'b', 'c'].map((id) => piece(id, 'sov-inf', SOVIET, odessa));
    const d = draftState<SfeVars>(position(units, { control, unsupplied: { a: 1, b: 1, c: 1 } }));
    deliverSupply(d.vars, { hex: odessa, side: SOVIET, points: 4, kind: 'sea' });
    recheckSupply(testModule, d, SOVIET);
    expect(d.vars.unsupplied).toEqual({});
    expect(d.vars.delivered).toHaveLength(1);
    determineSupply(testModule, d, SOVIET);
    expect(d.vars.unsupplied).toEqual({});
    expect(d.vars.delivered).toEqual([]);
    determineSupply(testModule, d, SOVIET);
    expect(d.vars.unsupplied).toEqual({ a: 1, b: 1, c: 1 });
  });
});
