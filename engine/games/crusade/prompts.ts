// The question each step of the flow asks, and of whom. The card play and the Draw Phase are here; each
// procedure (OPS, combat, SR, replacements, events) adds the prompts of its own steps (STEP_PROMPTS).

import type { GameModule } from '../../core/module.js';
import type { GameState, Prompt } from '../../core/types.js';
import { cardOf, mustPlayNow } from './cards.js';
import { type Side, varsOf } from './state.js';
import { prompt, type StepPrompt } from './verb.js';
import { OPS_PROMPTS } from './ops.js';
import { SR_PROMPTS } from './sr.js';
import { REPLACEMENT_PROMPTS } from './replacements.js';
import { COMBAT_PROMPTS } from './combat.js';
import { EVENT_PROMPTS } from './events.js';
import { DEPLOYMENT_PROMPTS } from './deployment.js';
import { REDRAW_PROMPTS } from './redraw.js';
import { OVERSTACK_PROMPTS } from './overstack.js';
import { END_FORTS_PROMPTS } from './end-forts.js';

const CORE: Record<string, StepPrompt> = {
  discard: (_m, s) =>
    prompt(
      'discard',
      s.activeSide,
      'discard',
      '6.0 A.2',
      'Discard any Combat Cards you do not want to keep, then draw',
    ),
  action: (module, s) => {
    const v = varsOf(s);
    const forced = mustPlayNow(module, s, s.activeSide as Side);
    if (forced)
      return prompt(
        'action-forced',
        s.activeSide,
        'play',
        '4.3.1',
        `Play "${cardOf(module, forced).name}" as its event`,
        {
          card: forced,
        },
      );
    return prompt(
      'action',
      s.activeSide,
      'play',
      '7.1',
      `Action Round ${v.round}: play a card as OPS, SR, RP or its event, or take the Automatic Operation`,
      { round: v.round },
      ['autoOps'],
    );
  },
};

/** Every step's prompt. */
export const STEP_PROMPTS: Record<string, StepPrompt> = {
  ...CORE,
  ...OPS_PROMPTS,
  ...COMBAT_PROMPTS,
  ...SR_PROMPTS,
  ...REPLACEMENT_PROMPTS,
  ...EVENT_PROMPTS,
  ...DEPLOYMENT_PROMPTS,
  ...REDRAW_PROMPTS,
  ...OVERSTACK_PROMPTS,
  ...END_FORTS_PROMPTS,
};

/** What the game waits for now, or null when it is over. */
export function promptOf(module: GameModule, state: GameState): Prompt | null {
  const step = varsOf(state).step;
  if (step === 'over') return null;
  const f = STEP_PROMPTS[step];
  return f ? f(module, state) : null;
}
