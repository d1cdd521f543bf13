// §15.1.2 (IMPORTANT) at the beginning of Turn 6 a player whose hand holds no Corps-sized Unit Reinforcement card
// may reveal it, shuffle it back into the draw pile and draw a new hand, as often as it takes (option turn6Redraw:
// "may", the default, or "must" as §4.3.2 says of Turn 6 scenarios). The revealed hand is public (digest 9.2).

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { cardOf } from './cards.js';
import { drawUp } from './deck.js';
import { type Draft, emit } from './draft.js';
import { beginActionPhase } from './flow.js';
import { optionsOf } from './options.js';
import { NAT, REP, type Side, varsOf } from './state.js';
import { type GameVerb, type StepPrompt, act, prompt } from './verb.js';

const isCorpsCard = (module: GameModule, id: string) => {
  const c = cardOf(module, id);
  return c.reinforcement != null && c.bringsCorps === true;
};

/** Whether `side` may (or must) redraw now: no corps card in hand, and one among the cards it would draw from. */
export function mayRedraw(module: GameModule, state: GameState, side: Side): boolean {
  const deck = varsOf(state).decks[side];
  if (deck.hand.some((id) => isCorpsCard(module, id))) return false;
  return deck.draw.some((id) => isCorpsCard(module, id));
}

/** §15.1.2 reveal the hand, return it to the draw pile and draw a new one. */
function redrawHand(module: GameModule, d: Draft, side: Side): void {
  const deck = d.vars.decks[side];
  const revealed = [...deck.hand];
  emit(d, { type: 'redraw', side, revealed, rule: '15.1.2' });
  deck.draw = [...deck.draw, ...deck.hand].sort();
  deck.hand = [];
  drawUp(d, side);
  void module;
}

/** After the Turn 6 draw: each side in turn (NAT first) that may redraw is asked; then the Action Phase. */
export function beginRedraw(module: GameModule, d: Draft, after: Side | null): void {
  const order: Side[] = after === null ? [NAT, REP] : after === NAT ? [REP] : [];
  for (const side of order) {
    if (optionsOf(d.state).turn6Redraw === 'must') {
      // "must": redraw until the hand holds a corps card (each redraw draws from a pile that still has one).
      for (let i = 0; i < 50 && mayRedraw(module, d.state, side); i++) redrawHand(module, d, side);
      continue;
    }
    if (mayRedraw(module, d.state, side)) {
      d.vars.step = 'redraw';
      d.state.activeSide = side;
      return;
    }
  }
  beginActionPhase(module, d);
}

/** The redraw verbs. */
export const REDRAW_VERBS: Record<string, GameVerb> = {
  redraw: {
    steps: ['redraw'],
    check: () => [],
    apply(module, d, a) {
      const side = a.side as Side;
      redrawHand(module, d, side);
      if (!mayRedraw(module, d.state, side)) beginRedraw(module, d, side);
    },
    list: () => [act('redraw', {})],
  },
  keepHand: {
    steps: ['redraw'],
    check: () => [],
    apply(module, d, a) {
      beginRedraw(module, d, a.side as Side);
    },
    list: () => [act('keepHand', {})],
  },
};
/** Their arguments. */
export const REDRAW_ARGS: Record<string, VerbArgs> = { redraw: {}, keepHand: {} };
/** The prompt of the redraw step. */
export const REDRAW_PROMPTS: Record<string, StepPrompt> = {
  redraw: (_m, s) =>
    prompt(
      'redraw',
      s.activeSide,
      'redraw',
      '15.1.2',
      'Your hand holds no corps reinforcement card: reveal it and draw a new hand, or keep it',
      undefined,
      ['keepHand'],
    ),
};
