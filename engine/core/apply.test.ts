import { describe, expect, it } from 'vitest';
import { applyAction } from './apply.js';
import type { Action, GameState, Mode } from './types.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';
import { findPiece } from './view.js';

const module = miniModule();
const rules = stackRules();
const start = (mode: Mode): GameState => rules.setup(module, { scenarioId: 'intro', seed: 's', mode, options: {} });
// 0202 already holds de-1 and de-2: a third unit breaks test rule T1.
const overstack: Action = { side: 'allied', verb: 'move', args: { piece: 'gb-2', to: { kind: 'hex', hex: '0202' } } };

describe('modes', () => {
  it('enforced: a violation rejects the action and the state is untouched', () => {
    const s = start('enforced');
    const before = JSON.stringify(s);
    const r = applyAction(rules, module, s, overstack);
    expect(r).toEqual({
      ok: false,
      violations: [expect.objectContaining({ rule: 'test.stack-limit', section: 'T1' })],
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('advisory: the action applies and returns its violations', () => {
    const r = applyAction(rules, module, start('advisory'), overstack);
    if (!r.ok) throw new Error('expected ok');
    expect(findPiece(r.state, 'gb-2')?.at).toEqual({ kind: 'hex', hex: '0202' });
    expect(r.violations.map((v) => v.rule)).toEqual(['test.stack-limit']);
  });

  it('honor: no checks at all', () => {
    const r = applyAction(rules, module, start('honor'), overstack);
    expect(r.ok && r.violations).toEqual([]);
  });

  it('a legal action passes in enforced mode with no violations', () => {
    const r = applyAction(rules, module, start('enforced'), {
      side: 'allied',
      verb: 'move',
      args: { piece: 'gb-2', to: { kind: 'hex', hex: '0303' } },
    });
    expect(r.ok && r.violations).toEqual([]);
  });

  it('structurally impossible actions are refused in every mode', () => {
    for (const mode of ['enforced', 'advisory', 'honor'] as Mode[]) {
      const r = applyAction(rules, module, start(mode), {
        side: 'axis',
        verb: 'move',
        args: { piece: 'ghost', to: { kind: 'hex', hex: '0101' } },
      });
      expect(r).toEqual({
        ok: false,
        violations: [expect.objectContaining({ rule: 'table.unknown-piece', section: '—' })],
      });
    }
  });

  it('setMode changes the mode, is always allowed (even enforced), and rejects a non-mode', () => {
    const s = start('enforced');
    const r = applyAction(rules, module, s, { side: 'axis', verb: 'setMode', args: { mode: 'honor' } });
    if (!r.ok) throw new Error('expected ok');
    expect(r.state.mode).toBe('honor');
    expect(s.mode).toBe('enforced');
    expect(r.events).toEqual([{ type: 'mode', from: 'enforced', to: 'honor', by: 'axis' }]);
    // Now in honor mode the over-stack goes through.
    expect(applyAction(rules, module, r.state, overstack).ok).toBe(true);
    const bad = applyAction(rules, module, s, { side: 'axis', verb: 'setMode', args: { mode: 'chaos' } });
    expect(bad).toMatchObject({ ok: false, violations: [{ rule: 'core.bad-mode' }] });
    expect(applyAction(rules, module, s, { side: 'umpire', verb: 'setMode', args: { mode: 'honor' } })).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.unknown-side' }],
    });
  });

  it('malformed actions get a clear violation instead of a crash', () => {
    const s = start('honor');
    expect(applyAction(rules, module, s, { side: 'axis', verb: 'move' } as unknown as Action)).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.malformed-action' }],
    });
  });
});
