// §15.1.2 (IMPORTANT) at the beginning of Turn 6 a player whose hand holds no Corps-sized Unit Reinforcement card
// may reveal it, shuffle it back into the draw pile and draw a new hand, as often as it takes (option turn6Redraw:
// "may", the default, or "must" as §4.3.2 says of Turn 6 scenarios). The revealed hand is public (digest 9.2).
// flow.ts asks each side nextRedrawer names (step 'redraw'), then begins the Action Phase.

import type { GameModule } from '../../core/module.js';
import type { GameState, Violation } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { cardOf } from './cards.js';
import { drawUp, isSealed, joinPile, mayHold, mayHoldAll, takeFromHand } from './deck.js';
import { chainOf } from '../../core/dice-chain.js';
import { type Draft, emit } from './draft.js';
import { optionsOf } from './options.js';
import { HIDDEN, NAT, REP, type Side, varsOf, violation } from './state.js';
import { type Procedure, type StepAsk, act, strs } from './verb.js';

const isCorpsCard = (module: GameModule, id: string) => {
  const c = cardOf(module, id);
  return c.reinforcement != null && c.bringsCorps === true;
};

/** Whether `side` may (or must) redraw now: no corps card in hand, and one among the cards it would draw from. */
export function mayRedraw(module: GameModule, state: GameState, side: Side): boolean {
  const deck = varsOf(state).decks[side];
  if (deck.hand.some((id) => id !== HIDDEN && isCorpsCard(module, id))) return false;
  return [...deck.draw, ...(deck.unseen ?? [])].some((id) => id !== HIDDEN && isCorpsCard(module, id));
}

/**
 * By e-mail the other machine cannot tell whether a hand holds a corps card: the turn never branches on it, each
 * side is asked (keepHand is always open), and the owner's machine checks the answer (the audit checks it too).
 */
const byMail = (state: GameState) => chainOf(state.rng) !== null;

/** §15.1.2 reveal the hand (the owner names it: `shown`), return it to the draw pile and draw a new one. */
function redrawHand(d: Draft, side: Side, shown: string[]): void {
  const deck = d.vars.decks[side];
  for (const id of shown) takeFromHand(deck, id);
  emit(d, { type: 'redraw', side, revealed: shown, rule: '15.1.2' });
  joinPile(deck, shown);
  drawUp(d, side);
}

/** Whether the side may redraw, or null when this machine cannot tell (its hand is sealed here). */
function mayRedrawHere(module: GameModule, state: GameState, side: Side): boolean | null {
  return isSealed(varsOf(state).decks[side]) ? null : mayRedraw(module, state, side);
}

/** Why `shown` is not the side's whole hand (the owner's machine knows it; a sealed one checks what it can). */
function shownProblem(state: GameState, side: Side, shown: string[] | null): string | null {
  const deck = varsOf(state).decks[side];
  if (!shown || shown.length !== deck.hand.length || new Set(shown).size !== shown.length)
    return `Name the ${deck.hand.length} cards of your hand`;
  const bad = shown.find((id) => !mayHold(deck, id));
  if (bad !== undefined) return `"${bad}" is not in your hand`;
  return mayHoldAll(deck, shown) ? null : 'Those cards are not all in your hand';
}

/** After the Turn 6 draw: the next side (NAT first, after `after`) to ask whether to redraw, or null when none is
 *  left (under "must" the hands are redrawn here, without asking). */
export function nextRedrawer(module: GameModule, d: Draft, after: Side | null): Side | null {
  const order: Side[] = after === null ? [NAT, REP] : after === NAT ? [REP] : [];
  for (const side of order) {
    if (optionsOf(d.state).turn6Redraw === 'must' && !byMail(d.state)) {
      // "must": redraw until the hand holds a corps card (each redraw draws from a pile that still has one).
      for (let i = 0; i < 50 && mayRedraw(module, d.state, side); i++)
        redrawHand(d, side, [...d.vars.decks[side].hand]);
      continue;
    }
    if (byMail(d.state) || mayRedraw(module, d.state, side)) return side;
  }
  return null;
}

/** Why `side` may not redraw: the hand it names, or (null: cannot tell here) a corps card it holds. */
function redrawProblems(module: GameModule, state: GameState, side: Side, cards: unknown): Violation[] {
  const problem = shownProblem(state, side, strs(cards));
  if (problem) return [violation('redrawHand', '15.1.2', problem)];
  return mayRedrawHere(module, state, side) === false
    ? [violation('redraw', '15.1.2', 'Your hand holds a corps reinforcement card, or none is left to draw')]
    : [];
}

/** Why `side` must redraw rather than keep its hand (option "must"), when this machine can tell. */
function keepProblems(module: GameModule, state: GameState, side: Side): Violation[] {
  const must = optionsOf(state).turn6Redraw === 'must';
  return must && mayRedrawHere(module, state, side) === true
    ? [violation('mustRedraw', '15.1.2', 'Your hand holds no corps reinforcement card: it must be redrawn')]
    : [];
}

/**
 * The redraw verbs; each answers whether the side is done (flow.ts then asks the next). By e-mail their rules are
 * structural (refused in every mode): the other machine cannot see the hand, so an advisory flag it cannot
 * recompute would make the entry unreplayable there.
 */
export const REDRAW_VERBS = {
  redraw: {
    check: (module, state, a) => redrawProblems(module, state, a.side as Side, a.args.cards),
    apply(module, d, a) {
      const side = a.side as Side;
      const problems = redrawProblems(module, d.state, side, a.args.cards);
      // The hand named must be the hand, whatever the mode: the cards move.
      if (problems.some((p) => p.rule === 'crusade.redrawHand') || (byMail(d.state) && problems.length > 0))
        return problems;
      redrawHand(d, side, strs(a.args.cards) ?? []);
      // By e-mail the owner says when it is done (keepHand): the other machine cannot see the new hand.
      return !byMail(d.state) && !mayRedraw(module, d.state, side);
    },
    list: (module, state, side) =>
      mayRedrawHere(module, state, side as Side) === true
        ? [act('redraw', { cards: [...varsOf(state).decks[side as Side].hand] })]
        : [],
  } satisfies Procedure<boolean>,
  keepHand: {
    check: (module, state, a) => keepProblems(module, state, a.side as Side),
    apply(module, d, a) {
      const problems = keepProblems(module, d.state, a.side as Side);
      if (byMail(d.state) && problems.length > 0) return problems;
      return true;
    },
    list: () => [act('keepHand', {})],
  } satisfies Procedure<boolean>,
};
/** Their arguments. */
export const REDRAW_ARGS: Record<string, VerbArgs> = { redraw: { cards: 'strings' }, keepHand: {} };
/** What the redraw step asks. */
export const askRedraw: StepAsk = () => ({
  verb: 'redraw',
  message: 'Your hand holds no corps reinforcement card: reveal it and draw a new hand, or keep it',
  verbs: ['keepHand'],
});
