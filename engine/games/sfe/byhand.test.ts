// The modes on a move the rules forbid (byhand.ts): enforced play refuses it; advisory play carries it out by hand
// and records the broken rule; honor play carries it out; what cannot be done at all is refused in every mode.

import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { ApplyResult, GameState } from '../../core/types.js';
import { move } from './moves.js';
import { availableMp } from './movement.js';
import { sfeRules } from './rules.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET, varsOf } from './state.js';

const FROM = 'C:4032';
/** A clear hex ten rows from FROM: beyond an infantry corps' 4 MPs. */
const FAR = 'C:4042';
const at = (step: string, mode: GameState['mode'], vars: Partial<SfeVars> = {}) => ({
  ...position([piece('g', 'ger-inf', AXIS, FROM), piece('s', 'sov-inf', SOVIET, 'C:4044')], {
    step,
    phase: step === 'reinforcement' ? 'reinforcement' : (step as SfeVars['phase']),
    ...vars,
  }),
  mode,
});
const go = (verb: string, args: Record<string, string>, side: string = AXIS) => ({ side, verb, args });
const done = (r: ApplyResult): Extract<ApplyResult, { ok: true }> => {
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r;
};
const rules = (r: ApplyResult) => r.violations.map((v) => v.rule);
const hexOfG = (s: GameState) => s.pieces.find((p) => p.id === 'g')!.at;

describe('a move the rules forbid, by mode (§7.1)', () => {
  it('§7.1 enforced still refuses a unit dropped beyond its reach', () => {
    const r = applyAction(sfeRules, testModule, at('movement', 'enforced'), go('move', { piece: 'g', to: FAR }));
    expect(r.ok).toBe(false);
    expect(rules(r)).toEqual(['sfe.move.reach']);
  });

  it('§7.1 in advisory mode a unit dropped beyond its reach is moved there by hand, the broken rule flagged', () => {
    const s = at('movement', 'advisory');
    const r = done(applyAction(sfeRules, testModule, s, go('move', { piece: 'g', to: FAR })));
    expect(rules(r)).toEqual(['sfe.move.reach']);
    expect(hexOfG(r.state)).toEqual({ kind: 'hex', hex: FAR });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'move', pieces: ['g'], to: FAR }));
    // §7.1 as if it had spent every MP it had: it has ended its move
    const m = varsOf(r.state).moved.g!;
    expect(m.done).toBe(true);
    expect(m.mp).toBe(availableMp(testModule, varsOf(s), s.pieces[0]!));
    expect(move.list(testModule, r.state, AXIS).some((a) => a.args?.piece === 'g')).toBe(false);
  });

  it('§7.1 in honor mode a unit dropped beyond its reach is moved there by hand, no rule recorded', () => {
    const r = done(applyAction(sfeRules, testModule, at('movement', 'honor'), go('move', { piece: 'g', to: FAR })));
    expect(r.violations).toEqual([]);
    expect(hexOfG(r.state)).toEqual({ kind: 'hex', hex: FAR });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'move' }));
  });

  it('§6.2 the hex a unit is put in by hand becomes its side’s', () => {
    const s = at('movement', 'honor', { control: controlBy1941() });
    expect(varsOf(s).control[FAR]).toBe(SOVIET);
    const r = done(applyAction(sfeRules, testModule, s, go('move', { piece: 'g', to: FAR })));
    expect(varsOf(r.state).control[FAR]).toBe(AXIS);
  });

  it('§7.1 a legal move in honor mode is an ordinary move, not one by hand', () => {
    const r = done(
      applyAction(sfeRules, testModule, at('movement', 'honor'), go('move', { piece: 'g', to: 'C:4031' })),
    );
    expect(r.events.some((e) => e.type === 'byHand')).toBe(false);
    expect(varsOf(r.state).moved.g).toEqual({ mp: 1 });
  });

  it('§7.0 in every mode no enemy unit is moved, nor a unit off the map or onto a hex the enemy holds', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as const) {
      const s = at('movement', mode);
      const enemy = applyAction(sfeRules, testModule, s, go('move', { piece: 's', to: 'C:4043' }));
      expect(enemy.ok).toBe(false);
      const offMap = applyAction(sfeRules, testModule, s, go('move', { piece: 'g', to: 'X:0000' }));
      expect(offMap.ok).toBe(false);
      const held = applyAction(sfeRules, testModule, s, go('move', { piece: 'g', to: 'C:4044' }));
      expect(held.ok).toBe(false);
    }
  });
});

describe('a counter moved by hand outside the Movement Phase (§7.0)', () => {
  it('§8.8 no mode moves a counter once the game is over', () => {
    const r = applyAction(sfeRules, testModule, at('over', 'honor'), go('move', { piece: 'g', to: FAR }));
    expect(rules(r)).toEqual(['sfe.over']);
  });

  it('§7.0 in honor mode a unit is dragged by hand in the Reinforcement Phase, its Movement Phase MPs kept', () => {
    const r = done(
      applyAction(sfeRules, testModule, at('reinforcement', 'honor'), go('move', { piece: 'g', to: FAR })),
    );
    expect(hexOfG(r.state)).toEqual({ kind: 'hex', hex: FAR });
    expect(varsOf(r.state).moved.g).toBeUndefined();
    expect(varsOf(r.state).step).toBe('reinforcement');
  });

  it('§7.0 in advisory mode a move in the Reinforcement Phase is carried out and flagged', () => {
    const r = done(
      applyAction(sfeRules, testModule, at('reinforcement', 'advisory'), go('move', { piece: 'g', to: FAR })),
    );
    expect(rules(r)).toEqual(['sfe.notNow']);
    expect(hexOfG(r.state)).toEqual({ kind: 'hex', hex: FAR });
  });

  it('§7.0 enforced still refuses a move in the Reinforcement Phase', () => {
    const r = applyAction(sfeRules, testModule, at('reinforcement', 'enforced'), go('move', { piece: 'g', to: FAR }));
    expect(r.ok).toBe(false);
  });
});

describe('rail and exploitation moves the rules forbid (§8.02, §11.01)', () => {
  it('§8.02 in honor mode a rail move where no rail line runs is carried out by hand', () => {
    const s = at('movement', 'honor');
    expect(applyAction(sfeRules, testModule, { ...s, mode: 'enforced' }, go('rail', { piece: 'g', to: FAR })).ok).toBe(
      false,
    );
    const r = done(applyAction(sfeRules, testModule, s, go('rail', { piece: 'g', to: FAR })));
    expect(hexOfG(r.state)).toEqual({ kind: 'hex', hex: FAR });
    expect(varsOf(r.state).moved.g).toEqual(expect.objectContaining({ rail: true, done: true }));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'rail' }));
  });

  it('§8.03 a rail move by hand takes the rail capacity it uses; beyond what is left, the log says so', () => {
    const railed = (mode: GameState['mode'], railUsed: number) =>
      done(
        applyAction(
          sfeRules,
          testModule,
          at('movement', mode, { railCapacity: { axis: 3, soviet: 0 }, railUsed }),
          go('rail', { piece: 'g', to: FAR }),
        ),
      );
    const enforced = at('movement', 'enforced', { railCapacity: { axis: 3, soviet: 0 }, railUsed: 1 });
    expect(applyAction(sfeRules, testModule, enforced, go('rail', { piece: 'g', to: FAR })).ok).toBe(false);
    // a full infantry corps takes 1 corps of capacity
    const within = railed('advisory', 1);
    expect(rules(within)).toContain('sfe.rail.reach');
    expect(varsOf(within.state).railUsed).toBe(2);
    expect(within.events.some((e) => e.type === 'railOverCapacity')).toBe(false);
    const over = railed('honor', 2.5);
    expect(varsOf(over.state).railUsed).toBe(3);
    expect(over.events).toContainEqual({
      type: 'railOverCapacity',
      side: AXIS,
      piece: 'g',
      corps: 1,
      used: 3.5,
      capacity: 3,
    });
  });

  it('§11.01 in advisory mode an exploitation move by a unit that does not exploit is carried out and flagged', () => {
    const r = done(
      applyAction(sfeRules, testModule, at('exploitation', 'advisory'), go('exploit', { piece: 'g', to: FAR })),
    );
    expect(rules(r)).toEqual(['sfe.exploit.unit']);
    expect(hexOfG(r.state)).toEqual({ kind: 'hex', hex: FAR });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'byHand', verb: 'exploit' }));
  });

  it('§11.01 enforced still refuses it', () => {
    const exploit = go('exploit', { piece: 'g', to: FAR });
    const r = applyAction(sfeRules, testModule, at('exploitation', 'enforced'), exploit);
    expect(rules(r)).toEqual(['sfe.exploit.unit']);
  });
});
