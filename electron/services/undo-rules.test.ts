// Undo with rules (issue 7 §1): in enforced and advisory modes a side takes back only its own actions and never
// past a die roll or the other side's action; honor mode undoes freely. Played on Operation Isabella.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameDocument } from './document.js';
import { loadModuleDir } from './modules.js';
import { createLocalRunner } from './fixtures/local-runner.js';
import type { Mode } from '../../engine/core/types.js';

const dir = fileURLToPath(new URL('../../assets/modules/isabella', import.meta.url));

async function game(mode: Mode) {
  const loaded = await loadModuleDir(dir);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const made = await GameDocument.create(loaded.value, createLocalRunner(loaded.value.module), {
    scenarioId: 'campaign',
    seed: 'undo',
    mode,
    options: {},
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe('undo with rules', () => {
  it('enforced: the loyalty rolls cannot be taken back (a die roll is a barrier), and the barrier is named', async () => {
    const doc = await game('enforced');
    expect((await doc.act({ side: 'allied', verb: 'rollLoyalty', args: {} })).ok).toBe(true);
    expect(doc.undoBarrier('allied')).toEqual({ seq: 0, reason: 'roll', side: 'allied' });
    expect(doc.info('allied').canUndo).toBe(false);
    const r = await doc.undo('allied');
    expect(r.ok ? null : r.error.code).toBe('undo-barrier');
    expect(r.ok ? '' : r.error.message).toMatch(/rolled dice/);
    expect(doc.log.length).toBe(1);
  });

  it("enforced: a side takes back its own move, never the other side's", async () => {
    const doc = await game('enforced');
    await doc.act({ side: 'allied', verb: 'rollLoyalty', args: {} });
    expect((await doc.act({ side: 'allied', verb: 'beachhead', args: { hex: '1321' } })).ok).toBe(true);
    // The Axis player may not take back the Allied player's choice of beachhead.
    expect(doc.undoBarrier('axis')).toEqual({ seq: 1, reason: 'other-side', side: 'allied' });
    const refused = await doc.undo('axis');
    expect(refused.ok ? null : refused.error.code).toBe('undo-barrier');
    // The Allied player may: it is his own action and it rolled nothing.
    expect(doc.info('allied').canUndo).toBe(true);
    expect((await doc.undo('allied')).ok).toBe(true);
    expect(doc.log.length).toBe(1);
  });

  it('honor: undo is free, past rolls and the other side', async () => {
    const doc = await game('honor');
    await doc.act({ side: 'allied', verb: 'rollLoyalty', args: {} });
    expect(doc.undoBarrier('axis')).toBeNull();
    expect((await doc.undo('axis')).ok).toBe(true);
    expect(doc.log.length).toBe(0);
  });
});
