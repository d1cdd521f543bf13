// Tests only: combat.ts as the OPS procedure's tests see it (vi.mock('./combat.js', () => import('./combat.mock.js'))):
// beginAttacks only marks the step 'ops-attack', so those tests check the hand-over to combat, not the combats.

/** The attack step begins, and nothing more. */
export const beginAttacks = (_m: unknown, d: { vars: { step: string } }): void => {
  d.vars.step = 'ops-attack';
};
export const COMBAT_VERBS = {};
export const COMBAT_ARGS = {};
export const COMBAT_PROMPTS = {};
