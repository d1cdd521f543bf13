// Typed verbs at the host (issue 7 §1): an action whose arguments do not fit its verb's declaration is refused by
// the ahead-of-time validator before the rules engine sees it, and a well-formed one reaches the engine.
import { afterEach, describe, expect, it } from 'vitest';
import { shippedHost } from './fixtures/isabella-dir.js';
import { validateVerbArgs } from '../../schemas/validate.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('typed verbs', () => {
  it('the compiled validators know every Isabella verb: missing, extra and mistyped arguments are named', () => {
    expect(validateVerbArgs('isabella', 'beachhead', { hex: '1321' }).ok).toBe(true);
    const extra = validateVerbArgs('isabella', 'beachhead', { hex: '1321', port: 'x' });
    expect(extra.ok ? '' : extra.error.message).toMatch(/unexpected property "port"/);
    const missing = validateVerbArgs('isabella', 'attack', { target: '1420' });
    expect(missing.ok ? '' : missing.error.message).toMatch(/missing property "attackers"/);
    const typed = validateVerbArgs('isabella', 'dl1', { choice: 'both' });
    expect(typed.ok ? '' : typed.error.message).toMatch(/must be one of "loss", "retreat"/);
    // The table's manual verbs are not declared: the engine judges them.
    expect(validateVerbArgs('isabella', 'note', { text: 'hi' }).ok).toBe(true);
  });

  it('the host refuses a malformed action with the rule core.bad-args, and the game is unchanged', async () => {
    const { service: s, close } = await shippedHost();
    cleanups.push(close);
    const made = await s.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 't', mode: 'enforced' });
    expect(made.ok).toBe(true);
    const bad = await s.act({ action: { side: 'allied', verb: 'rollLoyalty', args: { dice: 7 } } });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.code).toBe('rejected');
    expect(bad.error.violations?.[0]?.rule).toBe('core.bad-args');
    const good = await s.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } });
    expect(good.ok && good.value.doc?.revision).toBeGreaterThan(0);
  });
});
