// The Barbarossa set-up with its fleets for the naval tests: a state in a chosen mode, side and phase, and the
// actions applied through the core's modes (enforced refuses, advisory records, honor checks nothing). Tests only.

import { applyAction } from '../../core/apply.js';
import type { Action, ApplyResult, GameState } from '../../core/types.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { sfeRules } from './rules.js';
import type { SfeVars } from './state.js';

const start = barbarossa('naval');

/** Barbarossa's first state in `mode`, with `side` phasing in `phase` (the Soviet's segment is the turn's second). */
export function naval(mode: GameState['mode'], side = 'soviet', vars: Partial<SfeVars> = {}): GameState {
  const v = start.vars as unknown as SfeVars;
  const segment = side === 'soviet' ? 2 : 1;
  return {
    ...start,
    mode,
    activeSide: side,
    vars: { ...v, step: 'movement', phase: 'movement', segment, ...vars } as unknown as GameState['vars'],
  };
}

/** An action of `side`. */
export const act = (verb: string, args: Action['args'], side = 'soviet'): Action => ({ side, verb, args });

/** Apply an action under its state's mode. */
export const apply = (state: GameState, action: Action): ApplyResult =>
  applyAction(sfeRules, barbarossaModule, state, action);

/** The result of an action that must be carried out. */
export function done(r: ApplyResult): Extract<ApplyResult, { ok: true }> {
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r;
}

/** The rule ids of a result's violations. */
export const rules = (r: ApplyResult): string[] => r.violations.map((v) => v.rule);

/** Where a piece is (its hex, or its box). */
export const where = (s: GameState, id: string): string => {
  const at = s.pieces.find((p) => p.id === id)!.at;
  return at.kind === 'hex' ? at.hex : at.kind === 'box' ? at.box : '?';
};

export { barbarossaModule as navalModule };

/** A state with some of its vars changed. */
export const withVars = (s: GameState, vars: Record<string, unknown>): GameState =>
  ({ ...s, vars: { ...s.vars, ...vars } }) as GameState;
