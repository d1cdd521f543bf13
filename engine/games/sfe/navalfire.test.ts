// Naval combat by hand (navalfire.ts) on the Barbarossa set-up: the engine rolls every fire's dice; a cell the book
// prints is applied at once, any other waits for the result the players read (navalHit); advisory play records a
// result with no fire rolled, or a type firing out of its round.

import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/dice.js';
import type { GameState, Piece } from '../../core/types.js';
import { bookOf, type ShipBook } from './naval.js';
import { act, apply, done, naval, rules, where } from './naval.fixture.js';
import { varsOf } from './state.js';

const SEA = 'N:2641';
/** The Baltic battleships and the German cruisers at sea in one hex of the Central Baltic. */
function battle(seed: string, ships: Record<string, ShipBook> = {}): GameState {
  const s = naval('advisory');
  const atSea = (p: Piece): Piece =>
    ['NV-SU-BF-BB', 'NV-G-BAL-CL', 'NV-SU-BF-DD2'].includes(p.id) ? { ...p, at: { kind: 'hex', hex: SEA } } : p;
  const book = { ships: { 'NV-G-BAL-CL': { atSea: true }, 'NV-SU-BF-BB': { atSea: true }, ...ships } };
  return { ...s, rng: seedRng(seed), pieces: s.pieces.map(atSea), vars: { ...varsOf(s), naval: book } as never };
}
const ship = (s: GameState, id: string) => bookOf(varsOf(s)).ships[id] ?? {};
const fire = act('fire', { pieces: ['NV-SU-BF-BB'], target: 'NV-G-BAL-CL', round: 1 });

describe('§20.01 fire with the engine\u2019s dice', () => {
  it('§20.01(4) the engine rolls 2d6, names the column and modified roll; a printed cell applies at once', () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 30; i++) {
      const r = done(apply(battle(`fire${i}`), fire));
      expect(r.violations).toEqual([]);
      const roll = r.events.find((e) => e.type === 'roll')!;
      const e = r.events.find((x) => x.type === 'navalFire')!;
      // the Baltic BB fires 20 on 13-20 at protection E: a BB's +1 against C or worse
      expect([e.column, e.drm]).toEqual(['13-20', 1]);
      expect(e.roll).toBe((roll.total as number) + 1);
      const printed = e.roll === 7 ? 'miss' : e.roll === 8 ? 'D' : '?';
      expect(e.result).toBe(printed);
      if (printed === '?') expect(ship(r.state, 'NV-G-BAL-CL').fireAt).toEqual({ column: '13-20', roll: e.roll });
      else expect(ship(r.state, 'NV-G-BAL-CL').fireAt).toBeUndefined();
      if (printed === 'D') expect(ship(r.state, 'NV-G-BAL-CL').damage).toEqual({ front: true });
      seen.add(printed);
    }
    expect([...seen].sort()).toEqual(['?', 'D', 'miss']);
  });

  it('§20.02 the result read off the chart for the engine\u2019s roll is applied: S sinks a one-sided cruiser', () => {
    let s = battle('fire1');
    for (let i = 2; ship(s, 'NV-G-BAL-CL').fireAt === undefined; i++) s = done(apply(battle(`fire${i}`), fire)).state;
    const r = done(apply(s, act('navalHit', { piece: 'NV-G-BAL-CL', result: 'S' })));
    expect(r.violations).toEqual([]);
    expect(where(r.state, 'NV-G-BAL-CL')).toBe('dead');
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'navalHit', sunk: true }));
  });

  it('§20.01 advisory records a result with no fire rolled at that ship, and a destroyer firing in round 1', () => {
    const hit = done(apply(battle('x'), act('navalHit', { piece: 'NV-G-BAL-CL', result: 'D' })));
    expect(rules(hit)).toEqual(['sfe.naval.hit']);
    const dd = act('fire', { pieces: ['NV-SU-BF-DD2'], target: 'NV-G-BAL-CL', round: 1 });
    expect(rules(done(apply(battle('x'), dd)))).toEqual(['sfe.naval.fire']);
  });

  it('§20.03(6) a transport sunk to its reduced side flips the full corps aboard', () => {
    const s = battle('t', { 'NV-SU-BF-TT': { cargo: ['S-65RC'], fireAt: { column: '13-20', roll: 9 } } });
    const r = done(apply(s, act('navalHit', { piece: 'NV-SU-BF-TT', result: 'S' })));
    const steps = (id: string) => r.state.pieces.find((p) => p.id === id)!.steps;
    expect([steps('NV-SU-BF-TT'), steps('S-65RC')]).toEqual([1, 1]);
  });
});
