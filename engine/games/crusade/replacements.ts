// §14 the Replacement Phase (§6.0 E): each side, REP first, spends the replacement points recorded this turn;
// what is not spent is lost (§14.1.2).

import type { GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { type Draft, emit } from './draft.js';
import { replacementDone } from './flow.js';
import type { Side } from './state.js';
import { type GameVerb, type StepPrompt, act, prompt } from './verb.js';

/** The RP pools of a side: national, then foreign. */
export const POOLS: Record<Side, [string, string]> = { NAT: ['NAT', 'AXIS'], REP: ['REP', 'SOV'] };

/** Start `side`'s replacements: true when it has points to spend (the step waits for it), false to skip. */
export function beginReplacement(module: GameModule, d: Draft, side: Side): boolean {
  void module;
  const points = POOLS[side].reduce((n, pool) => n + (d.vars.rp[pool] ?? 0), 0);
  if (points <= 0) return false;
  d.vars.step = `replacement-${side}`;
  d.state.activeSide = side;
  return true;
}

/** §14.1.2 the side is done: unspent points are lost. */
function finish(module: GameModule, d: Draft, side: Side): void {
  for (const pool of POOLS[side]) {
    if ((d.vars.rp[pool] ?? 0) > 0) emit(d, { type: 'rpLost', pool, points: d.vars.rp[pool]!, rule: '14.1.2' });
    d.vars.rp[pool] = 0;
  }
  replacementDone(module, d, side);
}

/** The replacement verbs. */
export const REPLACEMENT_VERBS: Record<string, GameVerb> = {
  doneReplacing: {
    steps: ['replacement-NAT', 'replacement-REP'],
    check: () => [],
    apply(module, d) {
      finish(module, d, d.state.activeSide as Side);
    },
    list: () => [act('doneReplacing', {})],
  },
};

/** The prompts of the replacement steps. */
export const REPLACEMENT_PROMPTS: Record<string, StepPrompt> = {
  'replacement-NAT': (_m, s) =>
    prompt('replacement', s.activeSide, 'doneReplacing', '14', 'Spend your replacement points'),
  'replacement-REP': (_m, s) =>
    prompt('replacement', s.activeSide, 'doneReplacing', '14', 'Spend your replacement points'),
};

/** Their arguments. */
export const REPLACEMENT_ARGS: Record<string, VerbArgs> = { doneReplacing: {} };
