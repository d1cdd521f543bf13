import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tableRules } from './rules.js';
import { miniModule } from './fixtures/mini.js';
import { applyAction } from '../../core/apply.js';
import { copyState } from '../../core/replay.js';
import { findIndex } from './owned-index.js';
import type { Action, GameState } from '../../core/types.js';

const module = miniModule();
const ids = ['de-1', 'de-2', 'gb-1', 'gb-2', 'gb-3', 'm1:control', 'm2:control', 'm3:control', 'ghost'];
const hexes = module.map.hexes.map((h) => h.id);
const arbAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    side: fc.constant('axis'),
    verb: fc.constant('move'),
    args: fc.record({
      piece: fc.constantFrom(...ids),
      to: fc.record({ kind: fc.constant('hex'), hex: fc.constantFrom(...hexes) }),
    }),
  }),
  fc.record({
    side: fc.constant('axis'),
    verb: fc.constantFrom('flip', 'loseStep', 'restoreStep', 'eliminate', 'removeMarker'),
    args: fc.record({ piece: fc.constantFrom(...ids) }),
  }),
  fc.record({
    side: fc.constant('allied'),
    verb: fc.constant('placeMarker'),
    args: fc.record({
      def: fc.constant('control'),
      at: fc.record({ kind: fc.constant('hex'), hex: fc.constantFrom(...hexes) }),
    }),
  }),
) as fc.Arbitrary<Action>;

describe('owned replay states', () => {
  it('property: applying in place (owned) gives exactly what applying with copies gives, step by step', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 60 }), (actions) => {
        let copied: GameState = tableRules.setup(module, {
          scenarioId: 'intro',
          seed: 'o',
          mode: 'honor',
          options: {},
        });
        let owned = copyState(copied);
        for (const a of actions) {
          const r1 = applyAction(tableRules, module, copied, a);
          const r2 = applyAction(tableRules, module, owned, a, { owned: true });
          if (JSON.stringify(r1) !== JSON.stringify(r2)) return false;
          if (r1.ok && r2.ok) {
            copied = r1.state;
            owned = r2.state;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('owned mode reuses the pieces array; copy mode never does', () => {
    const s = copyState(tableRules.setup(module, { scenarioId: 'intro', seed: 'o', mode: 'honor', options: {} }));
    const a: Action = { side: 'axis', verb: 'flip', args: { piece: 'de-1' } };
    const copy = applyAction(tableRules, module, s, a);
    expect(copy.ok && copy.state.pieces).not.toBe(s.pieces);
    const own = applyAction(tableRules, module, s, a, { owned: true });
    expect(own.ok && own.state.pieces).toBe(s.pieces);
  });

  it('a stale cache entry (array changed behind its back) still finds the right piece', () => {
    const s = copyState(tableRules.setup(module, { scenarioId: 'intro', seed: 'o', mode: 'honor', options: {} }));
    expect(findIndex(s, 'gb-1', { owned: true })).toBe(2);
    // Someone else's verb replaces and reorders pieces without telling the cache.
    s.pieces.reverse();
    s.pieces[0] = { ...s.pieces[0] };
    for (const id of ['de-1', 'de-2', 'gb-1', 'gb-2', 'gb-3', 'control'])
      expect(s.pieces[findIndex(s, id, { owned: true })].id).toBe(id);
    expect(findIndex(s, 'ghost', { owned: true })).toBe(-1);
  });
});
