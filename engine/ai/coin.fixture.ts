// A game of one decision over a hidden coin, for the searches' tests: the sample draws the coin, the check allows b
// on heads only, and each pick is worth what the test says.

import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { GameState, View } from '../core/types.js';
import { seedRng } from '../core/dice.js';
import type { SearchKit } from './search.js';

/**
 * A game of one decision over a hidden coin: 'me' plays a or b, and b is allowed only when the coin (which 'me' does
 * not see) shows heads; b wins, a draws. Its sample draws the coin and writes it down, its reduce counts its calls.
 */
export function coinGame(values = { a: 0.5, b: 1 }, heads = 0.5) {
  const coins: number[] = [];
  let reduced = 0;
  const module = { manifest: { sides: [{ id: 'me', name: 'Me' }] } } as unknown as GameModule;
  const vars = (s: { vars: object }) => s.vars as { coin: number; pick: string | null };
  const rules: Rules = {
    id: 'coin',
    setup: () => {
      throw new Error('not used');
    },
    toAct: (_m, s) => (vars(s).pick === null ? ['me'] : []),
    check: (_m, s, a) =>
      a.verb === 'b' && vars(s).coin !== 1 ? [{ rule: 'coin.tails', section: '—', message: 'tails' }] : [],
    reduce: (_m, s, a) => {
      reduced++;
      return { state: { ...s, vars: { ...s.vars, pick: a.verb } }, events: [] };
    },
    view: (_m, s, side): View => ({
      side,
      state: { ...s, vars: { pick: vars(s).pick } },
      toAct: vars(s).pick === null ? ['me'] : [],
      legalActions:
        vars(s).pick === null
          ? [
              { verb: 'a', args: {} },
              { verb: 'b', args: {} },
            ]
          : [],
      prompts: [],
    }),
    sample: (_m, view, random) => {
      coins.push(random() < heads ? 1 : 0);
      return { ...(view.state as GameState), rng: seedRng('coin'), vars: { pick: null, coin: coins.at(-1)! } };
    },
  };
  const start: GameState = {
    moduleId: 'coin',
    moduleVersion: '1',
    scenarioId: 'one',
    mode: 'enforced',
    turn: 1,
    phase: 'only',
    activeSide: 'me',
    pieces: [],
    rng: seedRng('coin'),
    vars: { pick: null, coin: 0 },
  };
  /** A decider that picks `verb`, with the reason `test.<verb>`. */
  const picks =
    (verb: string) =>
    ({ view }: { view: View }) => ({ action: { side: view.side, verb, args: {} }, reason: { id: `test.${verb}` } });
  const kit: SearchKit = {
    over: (s) => vars(s).pick !== null,
    evaluate: (_m, s) => (vars(s).pick === 'b' ? values.b : values.a),
    policy: picks('a'),
  };
  return { module, rules, start, kit, picks, coins, reducedCalls: () => reduced };
}
