// Undo never takes back a card draw in enforced mode: acting again would draw other cards (a re-roll by undo).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameDocument } from './document.js';
import { loadModuleDir } from './modules.js';
import { createLocalRunner } from './fixtures/local-runner.js';

describe('undo and card draws (Crusade, enforced)', () => {
  it('the discard that makes both sides draw is a barrier; the one before it is not', async () => {
    const loaded = await loadModuleDir(join(import.meta.dirname, '../../assets/modules/crusade'), 'crusade');
    if (!loaded.ok) throw new Error(loaded.error.message);
    const setup = { scenarioId: 'campaign', seed: '7', mode: 'enforced' as const, options: {}, position: { turn: 2 } };
    const made = await GameDocument.create(loaded.value, createLocalRunner(loaded.value.module), setup);
    if (!made.ok) throw new Error(made.error.message);
    const doc = made.value;
    expect((await doc.act({ side: 'NAT', verb: 'discard', args: { cards: [] } })).ok).toBe(true);
    expect(doc.undoBarrier('NAT')).toBeNull();
    expect((await doc.act({ side: 'REP', verb: 'discard', args: { cards: [] } })).ok).toBe(true);
    expect(doc.undoBarrier('REP')).toMatchObject({ reason: 'roll', side: 'REP' });
  });
});
