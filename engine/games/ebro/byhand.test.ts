// I.1 the modes on a move the rules forbid: enforced play refuses it; advisory play carries it out and records the
// broken rule; honor play carries it out; a piece that is not a unit of the side in play, or a place that is not on
// the map or among the boxes, is refused in every mode.

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { GameState } from '../../core/types.js';
import { marksOf } from '../ourwar/state.js';
import { ebroModule, listed, placed, segment } from './ebro.fixture.js';
import { ebroRules } from './rules.js';

const REP = 'republican';
const inMode = (s: GameState, mode: GameState['mode']) => ({ ...s, mode });

describe('a move the rules forbid, by mode', () => {
  const s = segment('move', REP);
  const unit = listed(s, REP, 'move').find((a) => a.args?.mode === undefined)!.args!.piece as string;
  const reachable = new Set(
    listed(s, REP, 'move')
      .filter((a) => a.args?.piece === unit)
      .map((a) => JSON.stringify(a.args?.to)),
  );
  // A hex of the map far beyond the unit's reach.
  const far = ebroModule.map.hexes
    .map((h) => h.id)
    .find((h) => !reachable.has(JSON.stringify({ kind: 'hex', hex: h })) && h.startsWith('B:'))!;
  const move = { side: REP, verb: 'move', args: { piece: unit, to: { kind: 'hex', hex: far } } };

  it('I.1, IX.3 enforced play refuses a move beyond reach', () => {
    const r = applyAction(ebroRules, ebroModule, inMode(s, 'enforced'), move);
    expect(r.ok).toBe(false);
  });

  it('I.1, IX.3 advisory play carries it out by hand and records the broken rule', () => {
    const r = applyAction(ebroRules, ebroModule, inMode(s, 'advisory'), move);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations.map((v) => v.rule)).toContain('ebro.move.reach');
    expect(r.state.pieces.find((p) => p.id === unit)!.at).toEqual({ kind: 'hex', hex: far });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'moved', mode: 'hand', to: far }));
    // IX.1 it has moved with all it had: it may not move again this segment
    expect(marksOf(r.state.vars as never, unit).act).toBeDefined();
    expect(listed(r.state, REP, 'move').some((a) => a.args?.piece === unit && a.args?.mode === 'road')).toBe(false);
  });

  it('I.1, IX.2.2 a unit that had finished for the turn (carried by a motor pool) stays finished when moved by hand', () => {
    const marks = {
      ...(s.vars as { marks: Record<string, unknown> }).marks,
      [unit]: { act: 'done', mp: 1, pooled: true },
    };
    const carried = { ...s, vars: { ...s.vars, marks } } as GameState;
    const r = applyAction(ebroRules, ebroModule, inMode(carried, 'advisory'), move);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(marksOf(r.state.vars as never, unit).act).toBe('done');
    // a unit that had not finished is only marked as moved (it may still fire or attack)
    const fresh = applyAction(ebroRules, ebroModule, inMode(s, 'advisory'), move);
    if (!fresh.ok) throw new Error(fresh.violations.map((v) => v.message).join('; '));
    expect(marksOf(fresh.state.vars as never, unit).act).toBe('moved');
  });

  it('I.1 honor play carries it out without recording a rule', () => {
    const r = applyAction(ebroRules, ebroModule, inMode(s, 'honor'), move);
    if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
    expect(r.violations).toEqual([]);
    expect(r.state.pieces.find((p) => p.id === unit)!.at).toEqual({ kind: 'hex', hex: far });
  });

  it('I.1 what cannot be carried out at all is refused in every mode: an enemy unit, a place off the map', () => {
    const enemy = s.pieces.find((p) => p.side === 'nationalist' && p.at.kind === 'hex')!.id;
    for (const mode of ['advisory', 'honor'] as const) {
      const theirs = { ...move, args: { piece: enemy, to: { kind: 'hex', hex: far } } };
      expect(applyAction(ebroRules, ebroModule, inMode(s, mode), theirs).ok, mode).toBe(false);
      const nowhere = { ...move, args: { piece: unit, to: { kind: 'hex', hex: 'Z:9999' } } };
      expect(applyAction(ebroRules, ebroModule, inMode(s, mode), nowhere).ok, mode).toBe(false);
    }
  });

  it('IX.2.5 a road move of a unit in a box is refused with its rule, never an error', () => {
    for (const box of ['east-interior', 'east-exterior']) {
      const inBox = placed(s, { [unit]: { box } });
      const road = { side: REP, verb: 'move', args: { piece: unit, to: { kind: 'hex', hex: far }, mode: 'road' } };
      expect(ebroRules.check(ebroModule, inBox, road).map((v) => v.rule)).toEqual(['ebro.move.reach']);
    }
  });
});
