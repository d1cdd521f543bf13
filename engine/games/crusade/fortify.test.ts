// §10.2 Positions and Trenches: who may attempt, the corps' automatic Position, the rolls with their DRM
// Modifier markers (worked example T-17), the marker pool, Bilbao, and removal when the enemy comes in.

import { describe, expect, it, vi } from 'vitest';

vi.mock('./combat.js', () => import('./combat-mock.fixture.js'));

import type { GameEvent, GameState } from '../../core/types.js';
import { setControl } from './control.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import { clearModifiers, fortAt, fortifyPlan, modifierAt } from './fortify.js';
import { activate, control, done, fortifyAt, opsAt, place, rulesOf, withMarker } from './ops.fixture.js';
import { crusadeRules } from './rules.js';
import { isCorps } from './units.js';

const start = campaignStart();
const natCorps = start.pieces.find((p) => p.side === 'NAT' && p.kind === 'unit' && isCorps(crusadeModule, p))!.id;
const repCorps = start.pieces.find(
  (p) => p.id !== 'rep-ac-euzkadi' && p.side === 'REP' && isCorps(crusadeModule, p) && p.kind === 'unit',
)!.id;

/** `state` in the fortify step after Move-activating `space` (no unit moved). */
function fortifyStep(state: GameState, space: string, side: 'NAT' | 'REP' = 'NAT'): GameState {
  const s = playAll(opsAt(state, 1, side), [activate(space, 'move', side)]);
  return varsOf(s).step === 'ops-move' ? playAll(s, [done('doneMoving', side)]) : s;
}
/** Attempt in `space`: the state after and the die rolled (null when none). */
function attempt(state: GameState, space: string, side: 'NAT' | 'REP' = 'NAT'): { s: GameState; die: number | null } {
  const r = crusadeRules.reduce(crusadeModule, state, fortifyAt(space, side));
  if ('violations' in r) throw new Error(r.violations.map((v) => v.message).join('; '));
  const roll = r.events.find((e: GameEvent) => e.type === 'roll');
  return { s: r.state, die: roll ? (roll.dice as number[])[0]! : null };
}
/** The first dice of the seeds 1..200 that rolls `die` for the attempt in `space`. */
function attemptRolling(state: GameState, space: string, die: number, side: 'NAT' | 'REP' = 'NAT') {
  for (let seed = 1; seed <= 200; seed++) {
    const r = attempt({ ...state, rng: campaignStart(String(seed)).rng }, space, side);
    if (r.die === die) return r;
  }
  throw new Error(`no seed rolls ${die}`);
}

describe('Position construction (§10.2.1–10.2.2)', () => {
  it('worked example T-17: Granada (Isolated) Move-activated, a division rolls 4 and fails: a −1 marker', () => {
    const s = fortifyStep(start, 'granada');
    expect(varsOf(s).step).toBe('ops-fortify');
    const { s: t } = attemptRolling(s, 'granada', 4);
    expect(fortAt(t, 'granada')).toBeNull();
    expect(modifierAt(t, 'granada', 'NAT')?.disrupted).toBe(false);
    // Next time it succeeds on 1–4 …
    const again = fortifyStep(t, 'granada');
    const ok = attemptRolling(again, 'granada', 4).s;
    expect(fortAt(ok, 'granada')?.def).toBe('fort-nat');
    expect(modifierAt(ok, 'granada', 'NAT')).toBeNull();
    // … and on 5 or 6 the marker becomes −2 (never beyond).
    const worse = attemptRolling(again, 'granada', 5).s;
    expect(modifierAt(worse, 'granada', 'NAT')?.disrupted).toBe(true);
    const still = attemptRolling(fortifyStep(worse, 'granada'), 'granada', 6).s;
    expect(modifierAt(still, 'granada', 'NAT')?.disrupted).toBe(true);
    expect(
      attemptRolling(fortifyStep(worse, 'granada'), 'granada', 5).s.pieces.some(
        (p) => p.def === 'fort-nat' && p.at.kind === 'space' && p.at.space === 'granada',
      ),
    ).toBe(true);
  });
  it('worked example T-17: the marker goes at the end of a round in which Granada holds no NAT unit', () => {
    const s = withMarker(
      place(start, { 'nat-inf-17': 'box:reserve-NAT', 'nat-mil-09': 'box:reserve-NAT' }),
      'm1',
      'drm-modifier',
      'NAT',
      'granada',
    );
    const kept = withMarker(start, 'm1', 'drm-modifier', 'NAT', 'granada');
    for (const [state, left] of [
      [s, false],
      [kept, true],
    ] as const) {
      const d = draftOf(state);
      clearModifiers(d);
      expect(modifierAt(d.state, 'granada', 'NAT') !== null).toBe(left);
    }
  });
  it('§10.2.2: a corps builds its Position automatically (no roll)', () => {
    const s = fortifyStep(place(start, { [natCorps]: 'huesca' }), 'huesca');
    const r = attempt(s, 'huesca');
    expect(r.die).toBeNull();
    expect(fortAt(r.s, 'huesca')).toMatchObject({ def: 'fort-nat', side: 'NAT', disrupted: false });
    expect(fortAt(r.s, 'huesca')?.id).toMatch(/^m\d+:fort-nat$/);
    expect(varsOf(r.s).step).toBe('ops-attack');
  });
  it('§10.2.1: only a unit that did not move, once a space, in a Move-activated space', () => {
    const s = playAll(opsAt(place(start, { 'nat-inf-09': 'huesca' }), 2), [
      activate('huesca', 'move'),
      activate('sevilla', 'attack'),
    ]);
    const moved = playAll(s, [
      { side: 'NAT', verb: 'moveStack', args: { units: ['nat-inf-08', 'nat-inf-09'], path: ['jaca'] } },
    ]);
    expect(varsOf(moved).step).toBe('ops-attack');
    const plan = fortifyPlan(crusadeModule, moved, 'NAT', 'huesca');
    expect(Array.isArray(plan) && plan.map((v) => v.rule)).toEqual(['crusade.positionUnit']);
    const z = fortifyPlan(crusadeModule, s, 'NAT', 'sevilla');
    expect(Array.isArray(z) && z.map((v) => v.rule)).toEqual(['crusade.notMoveActivated']);
    const two = fortifyStep(place(start, { [natCorps]: 'huesca' }), 'huesca');
    const once = attempt(two, 'huesca').s;
    const again = fortifyPlan(crusadeModule, once, 'NAT', 'huesca');
    expect(Array.isArray(again) && again.map((v) => v.rule)).toEqual(['crusade.oneAttempt']);
  });
  it("§10.2.9: no attempt when all of the side's markers are on the map", () => {
    let s = start; // Oviedo holds one NAT marker already.
    for (let i = 0; i < 7; i++) s = withMarker(s, `f${i}`, 'fort-nat', 'NAT', 'burgos');
    const f = fortifyStep(s, 'huesca');
    expect(varsOf(f).step).toBe('ops-attack');
    const plan = fortifyPlan(
      crusadeModule,
      playAll(opsAt(s, 2), [activate('huesca', 'move'), activate('sevilla', 'move')]),
      'NAT',
      'huesca',
    );
    expect(Array.isArray(plan) && plan.map((v) => v.rule)).toEqual(['crusade.noMarker']);
  });
  it('derived: a failed roll leaves no DRM marker when all eight are on the map', () => {
    let s = start;
    for (let i = 0; i < 8; i++) s = withMarker(s, `d${i}`, 'drm-modifier', 'NAT', 'sevilla');
    const r = attemptRolling(fortifyStep(s, 'huesca'), 'huesca', 6).s;
    expect(modifierAt(r, 'huesca', 'NAT')).toBeNull();
    expect(r.pieces.filter((p) => p.def === 'drm-modifier').length).toBe(8);
  });
  it('§13.3.3: border-limited (OOS) units may not build', () => {
    const s = opsAt(control(place(start, { 'nat-inf-15': 'aroche' }), { aroche: 'NAT' }), 1);
    const t = playAll(s, [activate('aroche', 'move')]);
    const plan = fortifyPlan(crusadeModule, t, 'NAT', 'aroche');
    expect(Array.isArray(plan) && plan.map((v) => v.rule)).toEqual(['crusade.outOfSupply']);
  });
});

describe('Trench construction (§10.2.3–10.2.5)', () => {
  const fortified = withMarker(place(start, { [natCorps]: 'huesca' }), 'fx', 'fort-nat', 'NAT', 'huesca');
  it('§10.2.4: a corps in an own Position rolls; 1–3 flips the marker to its Trench side', () => {
    const s = fortifyStep(fortified, 'huesca');
    expect(crusadeRules.view(crusadeModule, s, 'NAT').legalActions).toContainEqual({
      verb: 'fortify',
      args: { space: 'huesca' },
      info: { kind: 'trench', unit: natCorps },
    });
    const win = attemptRolling(s, 'huesca', 3).s;
    expect(fortAt(win, 'huesca')).toMatchObject({ id: 'fx', disrupted: true });
    const lose = attemptRolling(s, 'huesca', 4).s;
    expect(fortAt(lose, 'huesca')?.disrupted).toBe(false);
    expect(modifierAt(lose, 'huesca', 'NAT')).not.toBeNull();
  });
  it('§10.2.3: a division cannot build a Trench', () => {
    const s = fortifyStep(withMarker(start, 'fx', 'fort-nat', 'NAT', 'huesca'), 'huesca');
    expect(varsOf(s).step).toBe('ops-attack');
    const t = playAll(opsAt(withMarker(start, 'fx', 'fort-nat', 'NAT', 'huesca'), 2), [
      activate('huesca', 'move'),
      activate('sevilla', 'move'),
    ]);
    const plan = fortifyPlan(crusadeModule, t, 'NAT', 'huesca');
    expect(Array.isArray(plan) && plan.map((v) => v.rule)).toEqual(['crusade.trenchCorps']);
  });
  it('§10.2.5: nothing more where a Trench stands', () => {
    const t = playAll(opsAt(place(start, { [natCorps]: 'oviedo', 'nat-mil-02': 'box:reserve-NAT' }), 2), [
      activate('oviedo', 'move'),
      activate('sevilla', 'move'),
    ]);
    const plan = fortifyPlan(crusadeModule, t, 'NAT', 'oviedo');
    expect(Array.isArray(plan) && plan.map((v) => v.rule)).toEqual(['crusade.fortified']);
  });
  it('§10.2.3 exception: no Republican Trench in Bilbao; after Plans of the Iron Belt no Position either', () => {
    const base = place(start, { [repCorps]: 'bilbao' });
    const pos = withMarker(base, 'fx', 'fort-rep', 'REP', 'bilbao');
    const t = playAll(opsAt(pos, 2, 'REP'), [activate('bilbao', 'move', 'REP'), activate('madrid', 'move', 'REP')]);
    const plan = fortifyPlan(crusadeModule, t, 'REP', 'bilbao');
    expect(Array.isArray(plan) && plan.map((v) => v.rule)).toEqual(['crusade.bilbao']);
    const u = playAll(opsAt(base, 2, 'REP'), [activate('bilbao', 'move', 'REP'), activate('madrid', 'move', 'REP')]);
    expect(fortifyPlan(crusadeModule, u, 'REP', 'bilbao')).toMatchObject({ kind: 'position' });
    const plans = withVars(u, { flags: [...varsOf(u).flags, 'ironBeltPlans'] });
    const barred = fortifyPlan(crusadeModule, plans, 'REP', 'bilbao');
    expect(Array.isArray(barred) && barred.map((v) => v.rule)).toEqual(['crusade.bilbao']);
  });
});

describe('removal (§10.2.7)', () => {
  it('§10.2.7: a space that changes hands loses the enemy Position (e.g. flipped in attrition)', () => {
    const d = draftOf(start);
    setControl(crusadeModule, d, 'badajoz', 'NAT', '13.3.5');
    expect(d.state.pieces.some((p) => p.id === 'fort-rep-badajoz')).toBe(false);
    expect(d.events.some((e) => e.type === 'fortRemoved' && e.owner === 'REP')).toBe(true);
  });
  it('derived: listed attempts pass check', () => {
    const s = fortifyStep(place(start, { [natCorps]: 'huesca' }), 'huesca');
    for (const a of crusadeRules.view(crusadeModule, s, 'NAT').legalActions)
      expect(rulesOf(s, { side: 'NAT', verb: a.verb, args: a.args ?? {} })).toEqual([]);
  });
});
