// Views per side: what the core guarantees whatever a game's rules return. The dice generator never reaches
// a view, so no player can compute the next roll by trying an action and undoing it; a proposal waiting for a
// side's consent (consent.ts) is that side's prompt.

import type { GameState, LegalAction, Prompt, SideId, View, VisibleState } from './types.js';
import type { GameModule } from './module.js';
import type { Rules } from './rules.js';
import { CONSENT, REVEAL } from './consent.js';
import { chainOf } from './dice-chain.js';

/** The state without the dice generator. */
export function withoutRng(state: GameState | VisibleState): VisibleState {
  const { rng: _hidden, ...visible } = state as GameState;
  return visible;
}

/** The question a pending proposal puts to the other side, with its two answers. */
function consentPrompt(state: GameState, side: SideId): { prompt: Prompt; answers: LegalAction[] } | null {
  const p = state.proposal;
  if (!p || p.by === side) return null;
  const what =
    p.verb === 'setMode'
      ? `to change the rules mode to ${String(p.args.mode)}`
      : `to take back every action after entry ${String(p.args.to)}`;
  return {
    prompt: {
      id: 'core.consent',
      side,
      verb: CONSENT,
      message: `The ${p.by} player asks ${what}. Do you agree?`,
      info: { by: p.by, verb: p.verb, ...p.args },
    },
    answers: [
      { verb: CONSENT, args: { accept: true }, label: 'Agree' },
      { verb: CONSENT, args: { accept: false }, label: 'Refuse' },
    ],
  };
}

/** Strict dice: the side whose next secret a pending action waits for is asked to reveal it. */
function dicePrompt(state: GameState, side: SideId): Prompt | null {
  const pending = chainOf(state.rng)?.pending;
  if (!pending || pending.side === side) return null;
  return {
    // An action that shows this side's hidden units (hidden-units.ts) asks for them with the same reveal.
    id: pending.hidden ? 'core.units' : 'core.dice',
    side,
    verb: REVEAL,
    message: pending.hidden
      ? `The ${pending.side} player's ${pending.verb} shows your hidden units: reveal them (with your next dice secret).`
      : `The ${pending.side} player's ${pending.verb} waits for your dice: reveal your next dice secret.`,
    info: { by: pending.side, verb: pending.verb },
  };
}

/** What `side` may see: the rules' view, with the dice generator removed whatever the rules returned. */
export function sideView(rules: Rules, module: GameModule, state: GameState, side: SideId): View {
  const v = rules.view(module, state, side);
  let out = 'rng' in v.state ? { ...v, state: withoutRng(v.state) } : v;
  const pending = chainOf(state.rng)?.pending;
  if (pending) {
    const others = module.manifest.sides.map((s) => s.id).filter((s) => s !== pending.side);
    const dice = dicePrompt(state, side);
    out = {
      ...out,
      toAct: others,
      prompts: dice ? [dice] : [],
      legalActions: dice
        ? [
            pending.hidden
              ? { verb: REVEAL, args: {}, label: 'Reveal my units', info: { units: true } }
              : { verb: REVEAL, args: {}, label: 'Reveal my dice' },
          ]
        : [],
    };
  }
  const consent = consentPrompt(state, side);
  if (!consent) return out;
  return {
    ...out,
    prompts: [consent.prompt, ...out.prompts],
    legalActions: [...consent.answers, ...out.legalActions],
  };
}
