// A unit that starts to move (11.2, 11.6), attacks (13.5) or is rebuilt (10.4) asks whether it is in supply with a
// search for itself alone (supply.ts unitSupplyFound, systems/supply-one.ts); along seeded random campaigns, for
// every unit on the map of both sides, it must find what the side's search over the whole map finds (supplyFound):
// in supply or not, and by a traced path or not. Derived from 11.0-11.5.
import { describe, expect, it } from 'vitest';
import { isabellaModule } from './isabella.fixture.js';
import { fuzzGame } from '../../fuzz/play.js';
import { applyAction } from '../../core/apply.js';
import { entryAction } from '../../core/log.js';
import type { GameState } from '../../core/types.js';
import { isabellaRules } from './rules.js';
import { isabellaInvariants } from './invariants.js';
import { varsOf } from './state.js';
import { isSupplied, supplyFound, unitSupplyFound } from './supply.js';

const module = isabellaModule;

describe('one unit in supply', () => {
  it('is what the side search finds for it, along fuzzed campaigns', () => {
    let compared = 0;
    let outOfSupply = 0;
    for (const seed of [2, 5, 11]) {
      const g = fuzzGame(isabellaRules, module, { scenarioId: 'campaign', mode: 'enforced', options: {} }, seed, {
        invariants: isabellaInvariants,
        over: (s) => varsOf(s).step === 'over',
        replayCheck: false,
      });
      expect(g.failure).toBeNull();
      let state: GameState = isabellaRules.setup(module, g.setup);
      for (const e of g.log) {
        // Fresh copies: neither memo may answer for the other.
        const alone = structuredClone(state);
        const sides = new Map<string, ReturnType<typeof supplyFound>>();
        for (const p of state.pieces) {
          if (p.kind !== 'unit' || p.at.kind !== 'hex') continue;
          if (!sides.has(p.side)) sides.set(p.side, supplyFound(module, structuredClone(state), p.side));
          const found = sides.get(p.side)!.get(p.id);
          const where = `${p.id} before entry ${e.seq} (seed ${seed})`;
          // 10.4 reads whether the supply is a traced path too
          expect(unitSupplyFound(module, alone, p.side, p.id), where).toEqual(found);
          const whole = found?.supplied ?? false;
          expect(isSupplied(module, alone, p), where).toBe(whole);
          compared++;
          if (!whole) outOfSupply++;
        }
        const r = applyAction(isabellaRules, module, state, entryAction(e));
        if (!r.ok) throw new Error(`entry ${e.seq} no longer applies`);
        state = r.state;
      }
    }
    // Units in supply and out of it both were compared.
    expect(compared).toBeGreaterThan(5000);
    expect(outOfSupply).toBeGreaterThan(10);
  }, 60_000);
});
