import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { barbarossa, barbarossaModule } from './barbarossa.fixture.js';
import { sfeInvariants } from './invariants.js';
import { sfeRules } from './rules.js';
import { varsOf } from './state.js';

/** A seeded generator for the test's random player (the engine never uses Math.random). */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe('a random player on Barbarossa (§4)', () => {
  it('§4.0 a whole game turn of random legal actions keeps every invariant and reaches the next turn', () => {
    const random = lcg(7);
    let s: GameState = barbarossa('fuzz');
    let perStep = 0;
    let last = '';
    for (let i = 0; i < 400 && s.turn < 2; i++) {
      const side = sfeRules.toAct(barbarossaModule, s)[0]!;
      const step = varsOf(s).step;
      perStep = step === last ? perStep + 1 : 0;
      last = step;
      // A few actions a step, then done, so the turn moves on.
      let a = perStep < 6 ? sfeRules.drawAction!(barbarossaModule, s, side, random) : null;
      if (!a || (perStep >= 6 && step !== 'overstack')) a = { side, verb: 'done', args: {} };
      if (step === 'weather') a = { side, verb: 'rollWeather', args: {} };
      const v = sfeRules.check(barbarossaModule, s, a);
      if (v.length > 0) a = sfeRules.drawAction!(barbarossaModule, s, side, random)!;
      const r = sfeRules.reduce(barbarossaModule, s, a);
      expect('violations' in r ? r.violations : []).toEqual([]);
      if ('violations' in r) break;
      s = r.state;
      expect(sfeInvariants(barbarossaModule, s)).toEqual([]);
    }
    expect(s.turn).toBe(2);
  }, 60_000);
});

describe('the stacking invariant (§5.01)', () => {
  it('§5.01 four ground units in a hex break nothing during the Exploitation Phase, but do in the Air Phase', () => {
    const s = barbarossa();
    const hex = s.pieces.find((p) => p.side === 'axis' && p.at.kind === 'hex')!.at;
    const axisOnMap = s.pieces.filter((p) => p.side === 'axis' && p.kind === 'unit' && p.at.kind === 'hex');
    const ground = axisOnMap.filter((p) => {
      const def = barbarossaModule.units.find((u) => u.id === p.def);
      return def && !['leader', 'supply', 'fort'].includes(def.type) && !def.type.startsWith('air');
    });
    const four = new Set(ground.slice(0, 4).map((p) => p.id));
    const stacked = { ...s, pieces: s.pieces.map((p) => (four.has(p.id) ? { ...p, at: hex } : p)) };
    const at = (step: string): GameState => ({ ...stacked, vars: { ...stacked.vars, step } });
    for (const step of ['exploitation', 'postExploitation', 'movement', 'combat'])
      expect(sfeInvariants(barbarossaModule, at(step)), step).toEqual([]);
    expect(sfeInvariants(barbarossaModule, at('air')).join()).toMatch(/§5\.01 axis overstacked/);
  });
});

describe('the rail capacity invariant (§8.03)', () => {
  it("§8.03 a segment's rail use over its capacity is broken, the Soviet segment's use in the next Weather Phase is not", () => {
    const s = barbarossa();
    const v = varsOf(s);
    const used = v.railCapacity.axis + 2;
    const at = (step: string, side: string): GameState => ({
      ...s,
      activeSide: side,
      vars: { ...s.vars, step, railUsed: used },
    });
    expect(sfeInvariants(barbarossaModule, at('movement', 'axis')).join()).toMatch(/§8\.03 rail capacity used/);
    expect(sfeInvariants(barbarossaModule, at('weather', 'axis'))).toEqual([]);
  });
});
