import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/dice.js';
import { draftState } from '../../systems/draft.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, type SfeVars, SOVIET } from './state.js';
import { determineSupply, recheckSupply } from './supplyphase.js';

const run = (s: ReturnType<typeof position>, f: typeof determineSupply, side = AXIS as 'axis' | 'soviet') => {
  const d = draftState<SfeVars>(s);
  f(testModule, d, side);
  return d;
};

describe('the Supply Determination Phase (§23.12)', () => {
  it('§23.12 an unsupplied unit gets a Turn 1 marker, then advances; back in supply it loses it', () => {
    const cut = position([piece('g', 'ger-inf', AXIS, 'C:3825')], { control: controlBy1941() });
    const d1 = run(cut, determineSupply);
    expect(d1.vars.unsupplied.g).toBe(1);
    const d2 = run(d1.state, determineSupply);
    expect(d2.vars.unsupplied.g).toBe(2);
    const home = position([piece('g', 'ger-inf', AXIS, 'C:4649')], { control: controlBy1941(), unsupplied: { g: 2 } });
    expect(run(home, determineSupply).vars.unsupplied.g).toBeUndefined();
  });

  it('§23.14 the Administrative Phase re-checks only marked units and removes the markers of the supplied', () => {
    const s = position([piece('g', 'ger-inf', AXIS, 'C:4649'), piece('h', 'ger-inf', AXIS, 'C:3825')], {
      control: controlBy1941(),
      unsupplied: { g: 1, h: 1 },
    });
    const d = run(s, recheckSupply);
    expect(d.vars.unsupplied).toEqual({ h: 1 });
  });

  it('§23.52 on its 4th turn out of supply, far from friendly supplied units, a unit rolls to surrender', () => {
    let surrendered = 0;
    let rolled = 0;
    for (let seed = 0; seed < 30; seed++) {
      const s = {
        ...position([piece('g', 'ger-inf', AXIS, 'C:3825')], { control: controlBy1941(), unsupplied: { g: 3 } }),
      };
      s.rng = seedRng(`s${seed}`);
      const d = run(s, determineSupply);
      const roll = d.events.find((e) => e.type === 'roll');
      if (roll) rolled++;
      const gone = d.state.pieces[0]!.at.kind === 'box';
      if (gone) surrendered++;
      // MF 4, clear, not a major city... but Moscow is one: +1, and on the 4th turn it does not roll yet (§23.51).
      expect(gone).toBe(false);
    }
    expect(rolled).toBe(0);
    expect(surrendered).toBe(0);
    const open = position([piece('g', 'sov-inf', SOVIET, 'C:4032')], {
      control: Object.fromEntries(Object.keys(controlBy1941()).map((h) => [h, AXIS])),
      unsupplied: { g: 3 },
    });
    let out = 0;
    for (let seed = 0; seed < 40; seed++) {
      const d = run({ ...open, rng: seedRng(`t${seed}`) }, determineSupply, SOVIET);
      const die = d.events.find((e) => e.type === 'roll')?.total as number;
      expect(die).toBeGreaterThan(0);
      // MF 3: DRM -1, surrenders on a 3 or less.
      expect(d.state.pieces[0]!.at.kind === 'box').toBe(die <= 3);
      if (die <= 3) out++;
    }
    expect(out).toBeGreaterThan(0);
  });

  it('§23.52 a unit within 6 hexes of a friendly supplied ground unit does not roll', () => {
    // g is cut off (its hex in the enemy's ZOC under the strict reading); h beside it is supplied.
    const pieces = [piece('g', 'sov-inf', SOVIET, 'C:4032'), piece('a', 'ger-inf', AXIS, 'C:4033')];
    const vars = { control: controlBy1941(), unsupplied: { g: 5 }, options: { supplyZocStrict: true } };
    const near = run(position([...pieces, piece('h', 'sov-inf', SOVIET, 'C:4031')], vars), determineSupply, SOVIET);
    expect(near.vars.unsupplied.g).toBe(6);
    expect(near.vars.unsupplied.h).toBeUndefined();
    expect(near.events.some((e) => e.type === 'roll')).toBe(false);
    const alone = run(position(pieces, vars), determineSupply, SOVIET);
    expect(alone.events.some((e) => e.type === 'roll')).toBe(true);
  });
});
