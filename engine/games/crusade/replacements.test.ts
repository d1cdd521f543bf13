import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, playAll, withPiece, withVars } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import type { Action, GameState, JsonObject } from '../../core/types.js';
import { mainCitiesHeld, mainCityPenalty, startReplacement } from './replacements.js';
import { crusadeRules, legalActions } from './rules.js';
import { NAT, REP, type Side, varsOf } from './state.js';

const space = (s: string) => ({ kind: 'space', space: s }) as never;
const box = (b: string) => ({ kind: 'box', box: b }) as never;
/** The replacement step of `side` with these RP. */
function rpStep(side: Side, rp: Record<string, number>, turn = 3, base = campaignStart()): GameState {
  return withVars(
    { ...base, turn, activeSide: side, phase: 'replacement' },
    {
      step: `replacement-${side}`,
      rp: { NAT: 0, AXIS: 0, REP: 0, SOV: 0, ...rp },
      extra: { ...varsOf(base).extra, rpIsolated: {} },
    },
  );
}
const act = (side: Side, verb: string, args: JsonObject): Action => ({ side, verb, args });
/** No event marks (event-effects.ts). */
const NO_MARKS = { rpPerTurn: {}, noRp: {}, trenchMarkers: {}, natCommand: 0, government: null };
const refusal = (s: GameState, a: Action) => crusadeRules.check(M, s, a).map((v) => v.rule);
const steps = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.steps;
const control = (s: GameState, c: Record<string, Side>) => withVars(s, { control: { ...varsOf(s).control, ...c } });

describe('§14.2 the Main City penalty', () => {
  test('worked example T-30: REP with 2 of its 4 Main Cities loses 2 REP RP (not SOV), never below 0', () => {
    const s = control(campaignStart(), { madrid: NAT, valencia: NAT });
    expect(mainCityPenalty(M, s, REP)).toBe(2);
    const d = draftOf(rpStep(REP, { REP: 3, SOV: 2 }, 3, s));
    startReplacement(M, d, REP);
    expect([d.vars.rp.REP, d.vars.rp.SOV]).toEqual([1, 2]);
    const d1 = draftOf(rpStep(REP, { REP: 1 }, 3, s));
    startReplacement(M, d1, REP);
    expect(d1.vars.rp.REP).toBe(0);
  });

  test('worked example T-30: NAT lost Zaragoza but took Madrid → no penalty to anybody... for NAT', () => {
    const s = control(campaignStart(), { zaragoza: REP, madrid: NAT });
    expect(mainCityPenalty(M, s, NAT)).toBe(0);
    // REP holds Zaragoza instead of Madrid: 4 again.
    expect(mainCityPenalty(M, s, REP)).toBe(0);
  });

  test('worked example T-31: Bilbao stays Republican for RP until NAT holds Bilbao, Santander and Gijón', () => {
    const s = control(campaignStart(), { bilbao: NAT });
    expect(mainCitiesHeld(M, s, REP)).toBe(4);
    expect(mainCityPenalty(M, s, REP)).toBe(0);
    const z = control(s, { zaragoza: REP });
    expect(mainCitiesHeld(M, z, NAT)).toBe(1);
    expect(mainCityPenalty(M, z, NAT)).toBe(1);
    const north = control(z, { santander: NAT, gijon: NAT });
    expect(mainCityPenalty(M, north, NAT)).toBe(0);
    expect(mainCityPenalty(M, north, REP)).toBe(0);
  });
});

describe('§14.1 spending RP', () => {
  test('derived: §14.1.3 a division step costs ½ RP, a corps step 1', () => {
    let s = rpStep(NAT, { NAT: 1.5 });
    s = withPiece(s, 'nat-ac-i', { at: space('burgos'), steps: 1 });
    const after = playAll(s, [
      act(NAT, 'replaceStep', { unit: 'nat-inf-18', pool: 'NAT' }),
      act(NAT, 'replaceStep', { unit: 'nat-ac-i', pool: 'NAT' }),
    ]);
    expect([steps(after, 'nat-inf-18'), steps(after, 'nat-ac-i'), varsOf(after).rp.NAT]).toEqual([2, 2, 0]);
    expect(refusal(after, act(NAT, 'replaceStep', { unit: 'nat-inf-10', pool: 'NAT' }))).toContain('crusade.rpPoints');
    expect(refusal(after, act(NAT, 'replaceStep', { unit: 'nat-inf-18', pool: 'NAT' }))).toContain('crusade.rpStep');
  });

  test('derived: §14.1.4, §14.1.5 rebuild a division to the Reserve (½/1), a corps to a source or Madrid (1/2)', () => {
    let s = rpStep(REP, { REP: 3 });
    s = withPiece(s, 'rep-mil-25', { at: box('eliminated-REP') });
    s = withPiece(s, 'rep-ac-i', { at: box('eliminated-REP') });
    expect(
      refusal(s, act(REP, 'rebuild', { unit: 'rep-ac-i', pool: 'REP', strength: 'full', to: space('talavera') })),
    ).toContain('crusade.rpCorpsPlace');
    const after = playAll(s, [
      act(REP, 'rebuild', { unit: 'rep-mil-25', pool: 'REP', strength: 'full' }),
      act(REP, 'rebuild', { unit: 'rep-ac-i', pool: 'REP', strength: 'full', to: space('barcelona') }),
    ]);
    expect(after.pieces.find((p) => p.id === 'rep-mil-25')!.at).toEqual(box('reserve-REP'));
    expect(after.pieces.find((p) => p.id === 'rep-ac-i')!.at).toEqual(space('barcelona'));
    expect([steps(after, 'rep-ac-i'), varsOf(after).rp.REP]).toEqual([2, 0]);
    const removed = withPiece(s, 'rep-mil-25', { at: box('removed') });
    expect(refusal(removed, act(REP, 'rebuild', { unit: 'rep-mil-25', pool: 'REP', strength: 'reduced' }))).toContain(
      'crusade.rpRebuild',
    );
  });

  test('derived: §14.1.1.1, §14.1.6 which pool pays for which unit', () => {
    let s = rpStep(REP, { REP: 2, SOV: 2 });
    s = withPiece(s, 'int-xi', { at: space('madrid'), steps: 1 });
    expect(refusal(s, act(REP, 'replaceStep', { unit: 'int-xi', pool: 'REP' }))).toContain('crusade.rpPool');
    expect(refusal(s, act(REP, 'replaceStep', { unit: 'int-xi', pool: 'SOV' }))).toEqual([]);
    let n = rpStep(NAT, { NAT: 2, AXIS: 2 });
    n = withPiece(n, 'ita-dio-lo-vuole', { at: space('burgos'), steps: 1 });
    n = withPiece(n, 'nat-afr-yague', { steps: 1 });
    expect(refusal(n, act(NAT, 'replaceStep', { unit: 'ita-dio-lo-vuole', pool: 'NAT' }))).toContain('crusade.rpPool');
    expect(refusal(n, act(NAT, 'replaceStep', { unit: 'ita-dio-lo-vuole', pool: 'AXIS' }))).toEqual([]);
    expect(refusal(n, act(NAT, 'replaceStep', { unit: 'nat-afr-yague', pool: 'AXIS' }))).toContain('crusade.rpNever');
  });

  test('derived: §13.3.2 an out-of-supply unit takes no RP', () => {
    let s = rpStep(REP, { REP: 2 });
    const c = { ...varsOf(s).control };
    for (const x of ['illescas', 'aranjuez', 'talavera', 'ciudad-real']) c[x] = NAT;
    s = withVars(s, { control: c });
    s = withPiece(s, 'rep-mil-11', { steps: 1 });
    expect(refusal(s, act(REP, 'replaceStep', { unit: 'rep-mil-11', pool: 'REP' }))).toContain('crusade.rpSupply');
  });

  test('worked example T-34: Granada + Guadix share one NAT RP, which restores one division step; no AXIS', () => {
    let s = rpStep(NAT, { NAT: 3, AXIS: 2 });
    s = control(s, { guadix: NAT });
    s = withPiece(s, 'rep-mil-19', { at: box('reserve-REP') });
    s = withPiece(s, 'nat-inf-17', { at: space('guadix'), steps: 1 });
    expect(refusal(s, act(NAT, 'replaceStep', { unit: 'nat-inf-17', pool: 'AXIS' }))).toContain('crusade.rpIsolated');
    const after = playAll(s, [act(NAT, 'replaceStep', { unit: 'nat-inf-17', pool: 'NAT' })]);
    expect(varsOf(after).rp.NAT).toBe(2);
    expect(refusal(after, act(NAT, 'replaceStep', { unit: 'nat-mil-09', pool: 'NAT' }))).toContain(
      'crusade.rpIsolated',
    );
    // Elsewhere the points still buy steps.
    expect(refusal(after, act(NAT, 'replaceStep', { unit: 'nat-inf-18', pool: 'NAT' }))).toEqual([]);
  });

  test('derived: §14.1.7 a Regional corps outside its region needs a line to its own source', () => {
    let s = rpStep(REP, { REP: 2 });
    s = withPiece(s, 'rep-ac-euzkadi', { at: space('santander'), steps: 1 });
    expect(refusal(s, act(REP, 'replaceStep', { unit: 'rep-ac-euzkadi', pool: 'REP' }))).toEqual([]);
    const cut = control(s, { bilbao: NAT });
    expect(refusal(cut, act(REP, 'replaceStep', { unit: 'rep-ac-euzkadi', pool: 'REP' }))).toContain(
      'crusade.rpRegional',
    );
  });

  test('derived: §16.1.8 NAT RP reinforce a siege; AXIS cannot; not the Republic', () => {
    const s0 = rpStep(NAT, { NAT: 1, AXIS: 3 });
    const s = withVars(s0, { sieges: { ...varsOf(s0).sieges, alcazar: { space: 'toledo', resist: 1 } } });
    const after = playAll(s, [act(NAT, 'supportSiege', { siege: 'alcazar' })]);
    expect(varsOf(after).sieges.alcazar!.resist).toBe(2);
    expect(refusal(after, act(NAT, 'supportSiege', { siege: 'alcazar' }))).toContain('crusade.rpSiege');
    const none = withVars(s, { rp: { NAT: 0, AXIS: 3, REP: 0, SOV: 0 } });
    expect(refusal(none, act(NAT, 'supportSiege', { siege: 'alcazar' }))).toContain('crusade.rpPoints');
  });

  test('worked example T-29: the Special SR corps returns reduced in the Replacement Phase of Turn 12', () => {
    let s = rpStep(REP, {}, 12);
    s = withPiece(s, 'rep-ac-i', { at: box('turn-track') });
    s = withVars(s, { extra: { ...varsOf(s).extra, specialSR: [{ unit: 'rep-ac-i', turn: 12 }] } });
    expect(refusal(s, act(REP, 'doneReplacing', {}))).toContain('crusade.returnCorps');
    expect(refusal(s, act(REP, 'returnCorps', { unit: 'rep-ac-i', to: space('talavera') }))).toContain(
      'crusade.returnCorps',
    );
    const after = playAll(s, [act(REP, 'returnCorps', { unit: 'rep-ac-i', to: space('madrid') })]);
    expect(after.pieces.find((p) => p.id === 'rep-ac-i')!.at).toEqual(space('madrid'));
    expect(steps(after, 'rep-ac-i')).toBe(1);
    // Too early in Turn 11: not due, a side with nothing to do is skipped.
    const d = draftOf({ ...s, turn: 11 });
    expect(startReplacement(M, d, REP)).toBe(false);
  });

  test('derived: every listed replacement action passes check; doneReplacing loses the rest', () => {
    let s = rpStep(NAT, { NAT: 2, AXIS: 1 });
    s = withPiece(s, 'nat-inf-20', { at: box('eliminated-NAT') });
    s = withPiece(s, 'nat-ac-i', { at: box('eliminated-NAT') });
    const listed = legalActions(M, s, NAT);
    expect(listed.filter((a) => a.verb === 'rebuild').length).toBeGreaterThan(2);
    for (const a of listed)
      expect(crusadeRules.check(M, s, { side: NAT, verb: a.verb, args: a.args ?? {} })).toEqual([]);
    const after = playAll(s, [act(NAT, 'doneReplacing', {})]);
    expect([varsOf(after).rp.NAT, varsOf(after).rp.AXIS]).toEqual([0, 0]);
  });
});

describe('§8.4 the events’ marks on the pools', () => {
  test('derived: §8.4 (N30, R52) a lasting −1 SOV a turn, and a pool cut off this turn records nothing', () => {
    const s = rpStep(REP, { REP: 1, SOV: 3 }, 8);
    const marked = withVars(s, {
      extra: { ...varsOf(s).extra, events: { ...NO_MARKS, rpPerTurn: { SOV: -1 } } },
    });
    const d = draftOf(marked);
    startReplacement(M, d, REP);
    expect(d.vars.rp.SOV).toBe(2);
    const cut = withVars(s, {
      extra: { ...varsOf(s).extra, events: { ...NO_MARKS, noRp: { SOV: 8 } } },
    });
    const d2 = draftOf(cut);
    startReplacement(M, d2, REP);
    expect([d2.vars.rp.REP, d2.vars.rp.SOV]).toEqual([1, 0]);
  });
});
