// What combat results leave to choose and how they change the table (2.10, 13.15-13.22, 7.6, 6.3, 5.12), on the
// real Isabella map and counters: derived tests (digest R16 for 2.10).
import { describe, expect, it } from 'vitest';
import { gameAt, isabellaModule, unit } from './isabella.fixture.js';
import type { GameState, Piece } from '../../core/types.js';
import { geoOf } from './geo.js';
import {
  advanceOptions,
  checkAdvance,
  lossChoices,
  momentumEligible,
  probeOptions,
  retreatOptions,
} from './outcome.js';
import { draftOf } from './draft.js';
import { loseStep } from './eliminate.js';
import { applyResult, nextRetreat } from './battle.js';
import type { Battle } from './state.js';
import { factors } from './units.js';

const module = isabellaModule;
const game = gameAt;
const rules = (v: { rule: string }[]) => v.map((x) => x.rule);

const all = () => true;
const noCause = { oos: false, concentric: false };
/** A battle whose defenders must retreat now (DR). */
const retreating = (side: string, target: string, attackers: string[], defenders: string[]): Battle =>
  battle({ side, target, attackers, defenders, result: 'DR', waiting: 'retreat', toRetreat: [...defenders] });
/** Axis units on every empty land hex around `hex`, so a unit there has nowhere to retreat. */
const ring = (s: GameState, hex: string): Piece[] =>
  geoOf(module)
    .neighbors(hex)
    .filter((n) => !geoOf(module).isSea(n) && !s.pieces.some((p) => p.at.kind === 'hex' && p.at.hex === n))
    .map((n, i) => unit('de-327', n, { id: `block-${i}` }));
const piece = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!;
const battle = (b: Partial<Battle> & Pick<Battle, 'side' | 'target' | 'attackers'>): Battle => ({
  defenders: [],
  supplied: [],
  column: '3:1',
  result: 'DE',
  die: 4,
  waiting: 'advance',
  concentric: false,
  kind: 'attack',
  toRetreat: [],
  ...b,
});
/** Hexes in the ZOC of the other side's units (7.1; enough for these positions). */
const zocOf = (s: GameState, side: string) => (hex: string) =>
  geoOf(module)
    .neighbors(hex)
    .some((n) => s.pieces.some((p) => p.kind === 'unit' && p.side === side && p.at.kind === 'hex' && p.at.hex === n));

describe('Isabella outcome: step losses', () => {
  it('2.10 (R16): a two-step unit shows its reduced face; a reduced or one-step unit leaves the map', () => {
    const s = game({ '1916': ['us-1ad', 'rs-ii'] });
    const d = draftOf(s);
    expect(loseStep(module, d, 'us-1ad', noCause)).toBe('reduced');
    expect([piece(d.state, 'us-1ad').steps, factors(module, piece(d.state, 'us-1ad')).attack]).toEqual([1, 5]);
    expect(loseStep(module, d, 'us-1ad', noCause)).toBe('eliminated');
    expect(piece(d.state, 'us-1ad').at.kind).toBe('box');
    expect(loseStep(module, d, 'rs-ii', noCause)).toBe('eliminated');
    expect(piece(s, 'us-1ad')).toMatchObject({ steps: 2, at: { kind: 'hex', hex: '1916' } }); // the input is untouched
  });

  it('13.15, 13.17, 13.18: the owner may take the one step from any involved unit still on the map', () => {
    const s = game({ '1916': ['us-1ad', 'us-1id'] });
    const d = draftOf(s);
    loseStep(module, d, 'us-1id', noCause);
    loseStep(module, d, 'us-1id', noCause);
    expect(lossChoices(module, s, ['us-1ad', 'us-1id'])).toEqual(['us-1ad', 'us-1id']);
    expect(lossChoices(module, d.state, ['us-1ad', 'us-1id'])).toEqual(['us-1ad']);
  });

  it('13.19 DE: one-step and reduced defenders are eliminated, full two-step defenders are reduced and stay', () => {
    const s = game(
      { '1916': ['de-1ss', 'de-fjr5', { def: 'de-2ss', steps: 1 }], '1915': ['us-1ad'], '1223': ['fs-ix'] },
      {
        battle: battle({
          side: 'allied',
          target: '1916',
          attackers: ['us-1ad'],
          defenders: ['de-1ss', 'de-fjr5', 'de-2ss'],
        }),
      },
    );
    const d = draftOf(s);
    applyResult(module, d, { result: 'DE', rolled: 'DE', mayReroll: false, mayRetreat: false });
    expect(piece(d.state, 'de-1ss')).toMatchObject({ steps: 1, at: { kind: 'hex', hex: '1916' } });
    expect(piece(d.state, 'de-fjr5').at.kind).toBe('box');
    expect(piece(d.state, 'de-2ss').at.kind).toBe('box');
  });
});

describe('Isabella outcome: retreats', () => {
  it('13.18 + 7.6: one hex, not into enemy units or a full stack; into enemy ZOC is fine', () => {
    const s = game({ '1916': ['fs-ii'], '1915': ['us-1ad'], '2015': ['de-1ss', 'de-2ss', 'de-3ss', 'de-7pz'] });
    expect(retreatOptions(module, s, 'fs-ii')).toEqual(['2016', '1917', '1816', '1815']);
  });

  it('12.7: no Axis retreat across the straits (IX Corps), none across all-sea; 6.3: 1422 holds one', () => {
    const axis = game({ '1322': ['fs-ix'] });
    expect(retreatOptions(module, axis, 'fs-ix')).toEqual(['1222']);
    const allied = game({ '1322': ['us-1id'], '1422': ['uk-ggb'] });
    expect(retreatOptions(module, allied, 'us-1id')).toEqual(['1321', '1222']);
  });

  it("8.1: never into a frozen Portuguese unit's hex; an empty Portuguese hex is open", () => {
    const s = game({ '1614': ['de-327'], '1514': ['pt-2rm'] });
    expect(retreatOptions(module, s, 'de-327')).toEqual(['1613', '1714', '1715', '1615', '1515']);
  });

  it('12.1 + 13.18: the static 1/2GGB cannot retreat and is eliminated (digest default)', () => {
    const s = game(
      { '1422': ['uk-ggb'], '1421': ['de-1ss'], '1223': ['fs-ix'], '1321': ['us-1ad'] },
      { battle: retreating('axis', '1422', ['de-1ss'], ['uk-ggb']) },
    );
    expect(retreatOptions(module, s, 'uk-ggb')).toEqual([]);
    const d = draftOf(s);
    nextRetreat(module, d);
    // Never replaced (10.3): the dead pile for good.
    expect(piece(d.state, 'uk-ggb').at).toEqual({ kind: 'box', box: 'dead' });
  });

  it('13.18 option noRetreat "step": a unit that cannot retreat loses one step and stays', () => {
    const s = game(
      { '1422': ['uk-ggb'], '1421': ['de-1ss'], '1223': ['fs-ix'], '1321': ['us-1ad', 'us-2ad'] },
      { options: { noRetreat: 'step' }, battle: retreating('axis', '1422', ['de-1ss'], ['uk-ggb']) },
    );
    // A one-step static garrison: losing its step in place eliminates it all the same.
    const d = draftOf(s);
    nextRetreat(module, d);
    expect(piece(d.state, 'uk-ggb').at.kind).toBe('box');
    const two = game(
      { '1916': ['us-1ad'], '1915': ['de-1ss'], '1223': ['fs-ix'] },
      { options: { noRetreat: 'step' }, battle: retreating('axis', '1916', ['de-1ss'], ['us-1ad']) },
    );
    const blocked = draftOf({ ...two, pieces: two.pieces.concat(ring(two, '1916')) });
    nextRetreat(module, blocked);
    expect(piece(blocked.state, 'us-1ad')).toMatchObject({ steps: 1, at: { kind: 'hex', hex: '1916' } });
  });
});

describe('Isabella outcome: advance after combat', () => {
  it('13.20: the surviving attackers may advance into the emptied hex; nobody advances while a defender stays', () => {
    const s = game({ '1915': ['us-1ad'], '2015': ['us-1id'] });
    const b = battle({ side: 'allied', target: '1916', attackers: ['us-1ad', 'us-1id', 'uk-78id'] });
    expect(advanceOptions(module, s, b)).toEqual(['us-1ad', 'us-1id']);
    expect(advanceOptions(module, game({ '1916': ['fs-ii'], '1915': ['us-1ad'] }), b)).toEqual([]);
  });

  it('13.20 + 6.3: at most four units advance, each named once', () => {
    const s = game({ '1915': ['us-1ad', 'us-2ad', 'uk-6ad'], '2015': ['us-1id', 'us-3id'] });
    const b = battle({
      side: 'allied',
      target: '1916',
      attackers: ['us-1ad', 'us-2ad', 'uk-6ad', 'us-1id', 'us-3id'],
    });
    expect(checkAdvance(module, s, b, ['us-1ad', 'us-2ad', 'uk-6ad', 'us-1id'])).toEqual([]);
    expect(checkAdvance(module, s, b, b.attackers).map((v) => v.rule)).toEqual(['isabella.advance.stacking']);
    expect(checkAdvance(module, s, b, ['us-1ad', 'us-1ad']).map((v) => v.rule)).toEqual(['isabella.advance.twice']);
  });

  it('13.20 + 12.1: the 1/2GGB never advances out of Gibraltar', () => {
    const s = game({ '1422': ['uk-ggb'] });
    expect(advanceOptions(module, s, battle({ side: 'allied', target: '1421', attackers: ['uk-ggb'] }))).toEqual([]);
  });

  it('13.20 + 6.3: one unit only may advance into an emptied Gibraltar', () => {
    const s = game({ '1421': ['de-1ss', 'de-2ss'] });
    const b = battle({ side: 'axis', target: '1422', attackers: ['de-1ss'] });
    expect(advanceOptions(module, s, b)).toEqual(['de-1ss']);
    expect(checkAdvance(module, s, b, ['de-1ss'])).toEqual([]);
    expect(checkAdvance(module, s, b, ['de-1ss', 'de-2ss']).map((v) => v.rule)).toEqual([
      'isabella.advance.notEligible',
    ]);
  });
});

describe('Isabella outcome: probes and momentum', () => {
  const probeAt = { '1916': ['us-1id'], '2016': ['de-1ss', 'fs-ii'] };

  it('13.22: with Axis air superiority supplied Germans next to the enemy probe an empty hex in Allied ZOC', () => {
    const s = game(probeAt, { air: { side: 'axis', previous: null, toPlace: 0 } });
    expect(probeOptions(module, s, all, zocOf(s, 'allied'))).toEqual([
      { from: '2016', target: '2015', units: ['de-1ss'], entersPortugal: false },
      { from: '2016', target: '1917', units: ['de-1ss'], entersPortugal: false },
    ]);
  });

  it('13.22: no probe without Axis air superiority, by a unit that probed, an OOS or a disrupted unit', () => {
    const zoc = (s: GameState) => zocOf(s, 'allied');
    const allied = game(probeAt, { air: { side: 'allied', previous: null, toPlace: 0 } });
    expect(probeOptions(module, allied, all, zoc(allied))).toEqual([]);
    const probed = game(probeAt, { air: { side: 'axis', previous: null, toPlace: 0 }, probed: ['de-1ss'] });
    expect(probeOptions(module, probed, all, zoc(probed))).toEqual([]);
    const axis = game(probeAt, { air: { side: 'axis', previous: null, toPlace: 0 } });
    expect(probeOptions(module, axis, (id) => id !== 'de-1ss', zoc(axis))).toEqual([]);
    const tired = game(
      { '1916': ['us-1id'], '2016': [{ def: 'de-1ss', disrupted: true }] },
      { air: { side: 'axis', previous: null, toPlace: 0 } },
    );
    expect(probeOptions(module, tired, all, zoc(tired))).toEqual([]);
  });

  it("5.12 + 13.22: Patton's unit may probe in turns of Allied air superiority", () => {
    const s = game(
      { '2016': ['de-1ss'], '1916': ['us-1ad', 'us-1id'] },
      { air: { side: 'allied', previous: null, toPlace: 0 }, patton: { state: 'on', piece: 'us-1ad' } },
    );
    const opts = probeOptions(module, s, all, zocOf(s, 'axis'), 'allied');
    expect(opts.map((o) => [o.from, o.target, o.units])).toEqual([
      ['1916', '2015', ['us-1ad']],
      ['1916', '1917', ['us-1ad']],
    ]);
  });

  it('13.21: only supplied German units that just advanced, with Axis air superiority, attack on', () => {
    const s = game(
      { '1916': ['de-1ss', 'fs-ii'], '2016': ['de-7pz'] },
      { air: { side: 'axis', previous: null, toPlace: 0 } },
    );
    const b = battle({ side: 'axis', target: '1916', attackers: ['de-1ss', 'fs-ii', 'de-7pz'] });
    expect(momentumEligible(module, s, b, all)).toEqual(['de-1ss']);
    expect(momentumEligible(module, s, b, (id) => id !== 'de-1ss')).toEqual([]);
    expect(momentumEligible(module, s, { ...b, kind: 'momentum' }, all)).toEqual([]);
    const used = game(
      { '1916': ['de-1ss'] },
      { air: { side: 'axis', previous: null, toPlace: 0 }, momentum: ['de-1ss'] },
    );
    expect(momentumEligible(module, used, b, all)).toEqual([]);
    const noAir = game({ '1916': ['de-1ss'] }, { air: { side: 'allied', previous: null, toPlace: 0 } });
    expect(momentumEligible(module, noAir, b, all)).toEqual([]);
  });

  it("13.22: a probe's advance may set up a momentum attack", () => {
    const s = game({ '2015': ['de-1ss'] }, { air: { side: 'axis', previous: null, toPlace: 0 }, probed: ['de-1ss'] });
    expect(
      momentumEligible(module, s, battle({ side: 'axis', target: '2015', attackers: ['de-1ss'], kind: 'probe' }), all),
    ).toEqual(['de-1ss']);
  });

  it("5.12 + 13.21: for the Allies only Patton's unit, with Allied air superiority, in supply (default)", () => {
    const vars = {
      air: { side: 'allied', previous: null, toPlace: 0 },
      patton: { state: 'on' as const, piece: 'us-1ad' },
    };
    const b = battle({ side: 'allied', target: '1916', attackers: ['us-1ad', 'us-1id'] });
    const s = game({ '1916': ['us-1ad', 'us-1id'] }, vars);
    expect(momentumEligible(module, s, b, all)).toEqual(['us-1ad']);
    expect(momentumEligible(module, s, b, () => false)).toEqual([]);
    const loose = game({ '1916': ['us-1ad', 'us-1id'] }, { ...vars, options: { pattonNeedsSupply: false } });
    expect(momentumEligible(module, loose, b, () => false)).toEqual(['us-1ad']);
  });
});
