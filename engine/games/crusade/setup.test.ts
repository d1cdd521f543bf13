// The Campaign set-up (rulebook back page, digest §3.2–3.4): every count the set-up prints, the initial hands.

import { describe, expect, it } from 'vitest';
import { campaignStart, crusadeModule, inSpace, varsOf } from './crusade.fixture.js';
import { phaseCards } from './cards.js';
import { isReduced } from './units.js';
import type { Piece } from '../../core/types.js';

const s = campaignStart();
const v = varsOf(s);
const onMap = (side: string) => s.pieces.filter((p) => p.kind === 'unit' && p.side === side && p.at.kind === 'space');
const spacesOf = (ps: Piece[]) => new Set(ps.map((p) => (p.at as { space: string }).space));
const inBox = (box: string) => s.pieces.filter((p) => p.at.kind === 'box' && p.at.box === box);

describe('Campaign set-up (digest 3.3)', () => {
  it('NAT: 44 units in 39 spaces, 1 MIL in Reserve, 6 AFR waiting', () => {
    expect(onMap('NAT')).toHaveLength(44);
    expect(spacesOf(onMap('NAT')).size).toBe(39);
    expect(inBox('reserve-NAT').map((p) => p.def.replace(/-\d+$/, ''))).toEqual(['nat-mil']);
    expect(inBox('africa')).toHaveLength(6);
  });
  it('REP: 56 units in 45 spaces, 2 MIL in Reserve', () => {
    expect(onMap('REP')).toHaveLength(56);
    expect(spacesOf(onMap('REP')).size).toBe(45);
    expect(inBox('reserve-REP')).toHaveLength(2);
  });
  it('the reduced units the set-up prints in parentheses', () => {
    const reduced = s.pieces.filter((p) => p.kind === 'unit' && p.at.kind === 'space' && isReduced(crusadeModule, p));
    expect([...spacesOf(reduced)].sort()).toEqual(
      ['almazan', 'arcos', 'badajoz', 'boltana', 'granada', 'jaca', 'pamplona'].sort(),
    );
  });
  it('every unit stands in a space its side controls', () => {
    for (const p of [...onMap('NAT'), ...onMap('REP')])
      expect(v.control[(p.at as { space: string }).space]).toBe(p.side);
  });
  it('markers: Trench at Oviedo (back face), Position at Badajoz, the three sieges, VP 7, RM 26 (digest 3.2)', () => {
    const oviedo = s.pieces.find((p) => p.def === 'fort-nat' && p.at.kind === 'space' && p.at.space === 'oviedo');
    expect(oviedo?.disrupted).toBe(true);
    const badajoz = s.pieces.find((p) => p.def === 'fort-rep' && p.at.kind === 'space' && p.at.space === 'badajoz');
    expect(badajoz?.disrupted).toBe(false);
    expect(v.sieges).toEqual({
      simancas: { space: 'gijon', resist: 1 },
      cabeza: { space: 'valderrepiso', resist: 2 },
      alcazar: { space: 'toledo', resist: 3 },
    });
    expect([v.vp, v.rm, v.strait]).toEqual([7, 26, 'REP']);
    expect(inSpace(s, 'madrid')).toHaveLength(2);
  });
});

describe('initial hands (§4.3, digest 3.4)', () => {
  it('NAT holds Air Bridge and six more; REP seven; the rest of the War of the Columns cards are the draw piles', () => {
    expect(v.decks.NAT.hand).toHaveLength(7);
    expect(v.decks.NAT.hand).toContain('N1');
    expect(v.decks.REP.hand).toHaveLength(7);
    for (const side of ['NAT', 'REP'] as const) {
      const all = [...v.decks[side].hand, ...v.decks[side].draw].sort();
      expect(all).toEqual(phaseCards(crusadeModule, side, 'columns').sort());
    }
  });
  it('the hands depend on the seed, and the same seed deals the same hands', () => {
    const other = ['2', '3', '4', '5'].map((seed) => varsOf(campaignStart(seed)).decks.REP.hand.join());
    expect(new Set([v.decks.REP.hand.join(), ...other]).size).toBeGreaterThan(1);
    expect(varsOf(campaignStart('1')).decks.REP.hand).toEqual(v.decks.REP.hand);
  });
  it('the game starts in NAT Action Round 1 of Turn 1', () => {
    expect([s.turn, s.activeSide, v.round, v.step]).toEqual([1, 'NAT', 1, 'action']);
  });
});

describe('a later start (setup.position, for the fuzzer)', () => {
  it('derived: Turn 12 starts in its Draw Phase with the cards of all three War Phases, hands back in the piles', async () => {
    const { crusadeRules } = await import('./rules.js');
    const s = crusadeRules.setup(crusadeModule, {
      scenarioId: 'campaign',
      seed: '1',
      mode: 'enforced',
      options: {},
      position: { turn: 12, rm: 12, vp: 14 },
    });
    const v = varsOf(s);
    expect([s.turn, v.step, v.warPhase, v.rm, v.vp]).toEqual([12, 'discard', 'armies', 12, 14]);
    for (const side of ['NAT', 'REP'] as const) {
      const all = [...v.decks[side].draw, ...v.decks[side].hand].sort();
      const every = (['columns', 'mobilization', 'armies'] as const).flatMap((p) => phaseCards(crusadeModule, side, p));
      expect(all).toEqual(every.sort());
    }
    expect(() =>
      crusadeRules.setup(crusadeModule, {
        scenarioId: 'campaign',
        seed: '1',
        mode: 'enforced',
        options: {},
        position: { turn: 30 },
      }),
    ).toThrow(/turn from 1 to 18/);
  });
});
