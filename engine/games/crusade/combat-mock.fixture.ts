// Tests only: combat.ts as the OPS procedure's tests see it
// (vi.mock('./combat.js', () => import('./combat-mock.fixture.js'))): beginAttacks always finds something to attack,
// so the step stays 'ops-attack' and those tests check the hand-over to combat, not the combats.

import { vi } from 'vitest';

const actual = await vi.importActual<typeof import('./combat.js')>('./combat.js');

export const { COMBAT_ARGS, COMBAT_ASKS, COMBAT_VERBS, combatLog, cur } = actual;

/** The combats begin, and nothing more. */
export const beginAttacks = (): boolean => true;
