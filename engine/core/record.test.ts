import { describe, expect, it } from 'vitest';
import { recordAction } from './record.js';
import { verifyLog } from './log.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';
import type { Action } from './types.js';

const module = miniModule();
const rules = stackRules();
const overstack: Action = { side: 'allied', verb: 'move', args: { piece: 'gb-2', to: { kind: 'hex', hex: '0202' } } };

describe('recordAction', () => {
  it('appends a chained entry without touching the old log or state', () => {
    const s = rules.setup(module, { scenarioId: 'intro', seed: 'r', mode: 'advisory', options: {} });
    const r1 = recordAction(rules, module, s, [], { side: 'axis', verb: 'note', args: { text: 'a' } });
    if (!r1.ok) throw new Error('refused');
    const r2 = recordAction(rules, module, r1.state, r1.log, overstack);
    if (!r2.ok) throw new Error('refused');
    expect(r1.log).toHaveLength(1);
    expect(r2.log).toHaveLength(2);
    expect(r2.entry).toBe(r2.log[1]);
    expect(r2.entry.violations?.[0].rule).toBe('test.stack-limit');
    expect(verifyLog(r2.log)).toEqual({ ok: true });
  });

  it('logs nothing for a refused action (enforced) and no violations in honor mode', () => {
    const enforced = rules.setup(module, { scenarioId: 'intro', seed: 'r', mode: 'enforced', options: {} });
    expect(recordAction(rules, module, enforced, [], overstack)).toMatchObject({
      ok: false,
      violations: [{ rule: 'test.stack-limit' }],
    });
    const honor = rules.setup(module, { scenarioId: 'intro', seed: 'r', mode: 'honor', options: {} });
    const r = recordAction(rules, module, honor, [], overstack);
    if (!r.ok) throw new Error('honor mode refused the action');
    expect('violations' in r.entry).toBe(false);
  });
});
