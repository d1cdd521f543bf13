import { describe, expect, it } from 'vitest';
import { tableRules, createTableRules } from './rules.js';
import { getRules, registerRules } from '../registry.js';
import { miniModule } from './fixtures/mini.js';
import { markerDefOf } from './verbs.js';
import { applyAction } from '../../core/apply.js';
import { findPiece, piecesAt, positions } from '../../core/view.js';
import { DEAD_PILE, REINFORCEMENTS, type Action, type GameState } from '../../core/types.js';

const module = miniModule();
const setup = { scenarioId: 'intro', seed: 'table', mode: 'honor' as const, options: {} };
const start = (): GameState => tableRules.setup(module, setup);
function act(state: GameState, action: Action): GameState {
  const r = applyAction(tableRules, module, state, action);
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r.state;
}
const violation = (state: GameState, action: Action) => {
  const r = applyAction(tableRules, module, state, action);
  return r.ok ? null : r.violations[0].rule;
};

describe('table set-up', () => {
  it('places the scenario, puts reinforcements in the box by turn, sets turn, phase, side and dice', () => {
    const s = start();
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('axis-move');
    expect(s.activeSide).toBe('axis');
    expect(piecesAt(s, { kind: 'hex', hex: '0202' }).map((p) => p.id)).toEqual(['de-1', 'de-2']);
    expect(findPiece(s, 'gb-3')?.at).toEqual({ kind: 'box', box: REINFORCEMENTS, index: 2 });
    expect(findPiece(s, 'gb-1')).toMatchObject({ side: 'allied', kind: 'unit', steps: 2, disrupted: false });
    expect(findPiece(s, 'control')).toMatchObject({ kind: 'marker' });
    expect(s.rng.state).toHaveLength(4);
    expect(start()).toEqual(s);
  });

  it('names the placement a module cannot honour', () => {
    const bad = miniModule();
    bad.scenarios[0].placements.push({ def: 'de-1', id: 'x', at: { hex: '9999' } });
    expect(() => tableRules.setup(bad, setup)).toThrow(/"de-1" cannot be placed: There is no hex 9999/);
    expect(() => tableRules.setup(module, { ...setup, scenarioId: 'nope' })).toThrow(
      /no scenario "nope" \(it has: intro\)/,
    );
  });
});

describe('table verbs', () => {
  it('move puts the piece on top of the destination stack', () => {
    const s = act(start(), { side: 'allied', verb: 'move', args: { piece: 'gb-1', to: { kind: 'hex', hex: '0202' } } });
    expect(piecesAt(s, { kind: 'hex', hex: '0202' }).map((p) => p.id)).toEqual(['de-1', 'de-2', 'gb-1']);
  });

  it('flip toggles disrupted; loseStep / restoreStep change steps; the last step eliminates', () => {
    let s = act(start(), { side: 'axis', verb: 'flip', args: { piece: 'de-1' } });
    expect(findPiece(s, 'de-1')?.disrupted).toBe(true);
    s = act(s, { side: 'axis', verb: 'loseStep', args: { piece: 'de-1' } });
    expect(findPiece(s, 'de-1')?.steps).toBe(1);
    expect(
      violation(act(s, { side: 'axis', verb: 'restoreStep', args: { piece: 'de-1' } }), {
        side: 'axis',
        verb: 'restoreStep',
        args: { piece: 'de-1' },
      }),
    ).toBe('table.full-strength');
    s = act(s, { side: 'axis', verb: 'loseStep', args: { piece: 'de-1' } });
    expect(findPiece(s, 'de-1')).toMatchObject({ steps: 0, at: { kind: 'box', box: DEAD_PILE } });
  });

  it('eliminate sends a piece to the dead pile', () => {
    const s = act(start(), { side: 'allied', verb: 'eliminate', args: { piece: 'gb-2' } });
    expect(findPiece(s, 'gb-2')?.at).toEqual({ kind: 'box', box: DEAD_PILE });
  });

  it('roll gives a roll event and advances the dice; the same state rolls the same', () => {
    const r1 = applyAction(tableRules, module, start(), {
      side: 'axis',
      verb: 'roll',
      args: { count: 3, sides: 6, purpose: 'combat' },
    });
    const r2 = applyAction(tableRules, module, start(), {
      side: 'axis',
      verb: 'roll',
      args: { count: 3, sides: 6, purpose: 'combat' },
    });
    if (!r1.ok || !r2.ok) throw new Error('roll refused');
    const e = r1.events[0] as { type: string; dice: number[]; total: number; purpose: string };
    expect(e.type).toBe('roll');
    expect(e.dice).toHaveLength(3);
    expect(e.total).toBe(e.dice.reduce((a, b) => a + b, 0));
    expect(e.purpose).toBe('combat');
    expect(r2.events).toEqual(r1.events);
    expect(r1.state.rng).not.toEqual(start().rng);
  });

  it('markers: placed with ids from a counter, removed; units cannot be removed as markers', () => {
    let s = act(start(), {
      side: 'axis',
      verb: 'placeMarker',
      args: { def: 'control', at: { kind: 'hex', hex: '0101' } },
    });
    const m = piecesAt(s, { kind: 'hex', hex: '0101' })[0];
    expect(m).toMatchObject({ id: 'm1:control', kind: 'marker' });
    s = act(s, { side: 'axis', verb: 'removeMarker', args: { piece: 'm1:control' } });
    expect(findPiece(s, 'm1:control')).toBeUndefined();
    // The log still names a removed marker by its def, read back from its id.
    expect(markerDefOf(m.id)).toBe('control');
    expect(markerDefOf('de-1')).toBeNull();
    expect(violation(s, { side: 'axis', verb: 'removeMarker', args: { piece: 'de-1' } })).toBe('table.not-a-marker');
    expect(
      violation(s, { side: 'axis', verb: 'placeMarker', args: { def: 'nope', at: { kind: 'hex', hex: '0101' } } }),
    ).toBe('table.unknown-marker');
  });

  it('setTurn and nextPhase walk the turn track, wrapping to the next turn', () => {
    let s = act(start(), {
      side: 'axis',
      verb: 'setTurn',
      args: { turn: 2, phase: 'allied-combat', activeSide: 'allied' },
    });
    expect([s.turn, s.phase, s.activeSide]).toEqual([2, 'allied-combat', 'allied']);
    s = act(s, { side: 'axis', verb: 'nextPhase', args: {} });
    expect([s.turn, s.phase]).toEqual([3, 'axis-move']);
    expect(violation(s, { side: 'axis', verb: 'setTurn', args: { turn: 1, phase: 'lunch' } })).toBe('table.bad-phase');
  });

  it('note changes nothing but records its text as an event', () => {
    const r = applyAction(tableRules, module, start(), { side: 'axis', verb: 'note', args: { text: 'hello' } });
    expect(r.ok && r.events).toEqual([{ type: 'note', text: 'hello', by: 'axis' }]);
    expect(r.ok && r.state).toEqual(start());
  });

  it('structurally impossible actions are named violations with section "—"', () => {
    const s = start();
    expect(violation(s, { side: 'axis', verb: 'move', args: { piece: 'zz', to: { kind: 'hex', hex: '0101' } } })).toBe(
      'table.unknown-piece',
    );
    expect(
      violation(s, { side: 'axis', verb: 'move', args: { piece: 'de-1', to: { kind: 'hex', hex: '0707' } } }),
    ).toBe('table.bad-location');
    expect(
      violation(s, { side: 'axis', verb: 'move', args: { piece: 'de-1', to: { kind: 'box', box: 'attic' } } }),
    ).toBe('table.bad-location');
    expect(violation(s, { side: 'axis', verb: 'teleport', args: {} })).toBe('table.unknown-verb');
    expect(violation(s, { side: 'martians', verb: 'note', args: { text: '' } })).toBe('table.unknown-side');
    const r = applyAction(tableRules, module, s, { side: 'axis', verb: 'teleport', args: {} });
    expect(!r.ok && r.violations[0].section).toBe('—');
  });

  it('check() is empty for table play; a game adds checks by wrapping', () => {
    const a: Action = { side: 'axis', verb: 'move', args: { piece: 'de-1', to: { kind: 'hex', hex: '0101' } } };
    expect(tableRules.check(module, start(), a)).toEqual([]);
    const strict = createTableRules({ id: 'strict', checks: [() => [{ rule: 'g.no', section: '1', message: 'no' }]] });
    expect(strict.check(module, start(), a)).toHaveLength(1);
  });

  it('view shows everything with the legal verbs; positions lists units by hex', () => {
    const v = tableRules.view(module, start(), 'allied');
    expect(v.side).toBe('allied');
    expect(v.state.pieces).toHaveLength(6);
    expect(v.legalActions.map((l) => l.verb)).toEqual(expect.arrayContaining(['move', 'roll', 'setMode', 'note']));
    const rows = positions(start());
    expect(rows[0]).toMatchObject({ location: '0202', kind: 'hex' });
    expect(rows[0].pieces.map((p) => p.id)).toEqual(['de-1', 'de-2']);
    expect(rows.find((r) => r.kind === 'box')?.location).toBe('reinforcements#2');
  });
});

describe('registry', () => {
  it('gives table rules and names the known ids for an unknown one', () => {
    expect(getRules('table')).toBe(tableRules);
    expect(() => getRules('nope')).toThrow(/No rules called "nope" \(known: .*table/);
    registerRules(createTableRules({ id: 'reg-test' }));
    expect(getRules('reg-test').id).toBe('reg-test');
  });
});
