// What the engine tells the page beyond the legal list, for play on the map: the preview's violations of a refused
// play, an SR's cost and whether it goes by sea, the fire event's strength, columns, shifts and DRMs in parts.

import { describe, expect, it } from 'vitest';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { campaignStart, crusadeModule as M, playAll, withPiece, withVars } from './crusade.fixture.js';
import { fireEvent, sideFire } from './fire.js';
import { crusadeRules, legalActions } from './rules.js';
import { NAT, type Side, varsOf } from './state.js';

const start = campaignStart();
const airBridge: Action = { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } };
const preview = (s: GameState, a: Action) => crusadeRules.preview!(M, s, a.side, a);

describe("the preview: a play's violations without making it", () => {
  it('derived §4.3.1: another card than Air Bridge is refused with the rule and the reason', () => {
    const other = varsOf(start).decks.NAT.hand.find((c) => c !== 'N1')!;
    const p = preview(start, { side: 'NAT', verb: 'play', args: { card: other, as: 'ops' } });
    expect(p.violations).toEqual([expect.objectContaining({ rule: 'crusade.mustPlay', section: '4.3.1' })]);
    expect(preview(start, airBridge)).toEqual({ violations: [] });
  });

  it('derived §7.1: the preview gives what check gives, for every use of every card of a hand', () => {
    const s = playAll(start, [airBridge]);
    for (const card of varsOf(s).decks.REP.hand)
      for (const as of ['ops', 'sr', 'rp', 'event']) {
        const a: Action = { side: 'REP', verb: 'play', args: { card, as } };
        const rules = (preview(s, a).violations as JsonObject[]).map((v) => v.rule);
        expect(rules).toEqual(crusadeRules.check(M, s, a).map((v) => v.rule));
      }
  });
});

/** The SR step of `side` with `points`, in Turn 3. */
function srStep(side: Side, points: number): GameState {
  return withVars(
    { ...start, turn: 3, activeSide: side },
    {
      step: 'sr',
      round: 2,
      play: { side, card: null, use: 'sr', points, data: {} },
      extra: { ...varsOf(start).extra, sr: { moved: [], afr: 0 } },
    },
  );
}
const listed = (s: GameState, side: Side, unit: string, to: string) =>
  legalActions(M, s, side).find(
    (a) => a.verb === 'redeploy' && a.args?.unit === unit && (a.args.to as JsonObject).space === to,
  );

describe('a listed SR says what it costs and how it goes (§12.1.2, §12.1.7)', () => {
  it('derived: a division by land costs 1, a corps 3; by sea it says so', () => {
    const s = srStep(NAT, 3);
    expect(listed(s, NAT, 'nat-mil-08', 'huelva')?.info).toEqual({ cost: 1 });
    const corps = withPiece(s, 'nat-ac-i', { at: { kind: 'space', space: 'sevilla' } });
    expect(listed(corps, NAT, 'nat-ac-i', 'cordoba')?.info).toEqual({ cost: 3 });
    const port = withPiece(s, 'nat-inf-18', { at: { kind: 'space', space: 'cadiz' } });
    expect(listed(port, NAT, 'nat-inf-18', 'la-coruna')?.info).toEqual({ cost: 1, sea: true });
  });
});

describe('the fire event in parts (§11.2.6–11.2.7)', () => {
  it('derived: each side has its strength, its column before the shifts, its shifts and DRMs with their rules', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'nat-inf-01': 'segovia', 'rep-ac-ii': 'somosierra' },
      attack: [],
    });
    const shift = { source: 'terrain.Mountain', amount: -1, ref: '11.2.6', reason: 'defending space: Mountain' };
    const drm = { source: 'armor', amount: 1, ref: '16.6.2', reason: 'armor' };
    const fa = sideFire(M, [pieceOfDef(s, 'nat-inf-01')], [shift], [drm], 4, 'attacker');
    const fd = sideFire(M, [pieceOfDef(s, 'rep-ac-ii')], [], [], 2, 'defender');
    const e = fireEvent('somosierra', fa, fd);
    expect([e.attackerStrength, e.attackerStartColumn, e.attackerColumn]).toEqual([
      fa.strength,
      fa.startColumn,
      fa.column,
    ]);
    expect(e.attackerShifts).toEqual([
      { source: 'terrain.Mountain', amount: -1, rule: '11.2.6', reason: shift.reason },
    ]);
    expect(e.attackerDrms).toEqual([{ source: 'armor', amount: 1, rule: '16.6.2', reason: 'armor' }]);
    expect([e.defenderShifts, e.defenderDrms, e.defenderStrength]).toEqual([[], [], fd.strength]);
  });
});
