// §7.1, §8 the Action Round's one action: a card from the hand played as OPS, SR, RP or its Event, or the
// Automatic Operation (1 OPS without a card); and the Draw Phase's voluntary Combat Card discards (§6.0 A.2). A play
// answers how the card was used: flow.ts begins that procedure (OPS, SR, the event) or ends the round (RP).

import { drawByGroup } from '../../core/random-player.js';
import type { CardDef, GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Ask } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Violation } from '../../core/types.js';
import { cardMap, cardOf, isWinter, mustPlayNow, rpOf, srValue, unmetRestrictions } from './cards.js';
import { discardPlayed, knownHand, mayHold, mayHoldAll, takeFromHand } from './deck.js';
import { emit } from './draft.js';
import { eventProblems, isAutomated } from './events.js';
import { recordRp } from './event-effects.js';
import { type CardUse, NAT, type Side, varsOf, violation } from './state.js';
import { type GameVerb, type Procedure, type StepAsk, act, str, strs } from './verb.js';
import { optionsOf } from './options.js';
import { isSevereWinter } from './event-notes.js';

const USES = ['ops', 'sr', 'rp', 'event'] as const;
/** How a card is played. */
export type PlayUse = (typeof USES)[number];

/** §16.5.2 how many cards a side may play for OPS in a winter turn. */
const winterOpsCap = (state: GameState) => (isSevereWinter(state) ? 2 : 3);

/** §7.1 SR and RP may not be used in two consecutive own Action Rounds of a turn. */
function usedLastRound(state: GameState, side: Side, use: CardUse): boolean {
  const v = varsOf(state);
  return v.round > 1 && v.actionChart[side][v.round - 2] === use;
}

/** §8.4 whether the foreign pool of a side is open (after its Military Aid event). */
function foreignOpen(state: GameState, side: Side): boolean {
  return varsOf(state).flags.includes(side === NAT ? 'axisMilitaryAid' : 'sovietMilitaryAid');
}

/** Why `card` cannot be played as `use` by `side` now ([] when it can). */
export function playProblems(
  module: GameModule,
  state: GameState,
  side: Side,
  card: CardDef,
  use: PlayUse,
): Violation[] {
  const v = varsOf(state);
  const out: Violation[] = [];
  const forced = mustPlayNow(module, state, side);
  if (forced && (forced !== card.id || use !== 'event')) {
    const name = cardOf(module, forced).name;
    out.push(violation('mustPlay', '4.3.1', `"${name}" must be played as its event in this round`, { card: forced }));
    return out;
  }
  if ((use === 'sr' || use === 'rp') && usedLastRound(state, side, use))
    out.push(
      violation('consecutive', '7.1', `${use.toUpperCase()} may not be used in two consecutive Action Rounds`, { use }),
    );
  if (use === 'ops' && isWinter(state.turn) && v.perTurn[side].opsCards >= winterOpsCap(state))
    out.push(
      violation('winterOps', '16.5.2', `In a winter turn at most ${winterOpsCap(state)} cards may be played for OPS`),
    );
  if (use === 'sr' && srValue(card, state.turn) <= 0)
    out.push(violation('noSR', '17.2', `"${card.name}" has no SR value in Turns 1–2`, { card: card.id }));
  if (use === 'rp' && rpOf(card).national + (foreignOpen(state, side) ? rpOf(card).foreign : 0) <= 0)
    out.push(violation('noRP', '8.4', `"${card.name}" gives no replacement points now`, { card: card.id }));
  // §8.5.2.1 note (option): no Reinforcement card at all in Turn 1; by default (§17.5.3) only its event is barred.
  if (card.reinforcement && state.turn === 1 && use !== 'event' && optionsOf(state).turn1Reinforcements === 'noCard')
    out.push(violation('turn1', '8.5.2.1', `"${card.name}" is a Reinforcement card: none is played in Turn 1`));
  if (use === 'event') {
    if (card.combatCard)
      out.push(violation('combatCard', '8.5.3.1', `"${card.name}" is a Combat Card: it is played during a combat`));
    for (const why of unmetRestrictions(module, state, card))
      out.push(
        violation('restriction', '8.5.1.2', `"${card.name}" can be played as an event ${why}`, { card: card.id }),
      );
    if (card.reinforcement) {
      if (state.turn === 1)
        out.push(violation('turn1', '17.5.3', 'No Reinforcement event may be played in Turn 1', { card: card.id }));
      if (v.perTurn[side][card.reinforcement])
        out.push(
          violation('reinforcementLimit', '7.1', `Only one ${card.reinforcement} Reinforcement event a turn`, {
            card: card.id,
          }),
        );
    }
    out.push(...eventProblems(module, state, side, card)); // §8.5.2.2, §8.5.2.5, §8.5.5.1, §16.5.2 (events.ts)
    if (!isAutomated(card) && state.mode === 'enforced')
      out.push(
        violation('manualEvent', '8.5', `"${card.name}" is a manual event: play it in advisory or honor mode`, {
          card: card.id,
        }),
      );
  }
  return out;
}

/** The card and use an action names, or why not. */
function parse(module: GameModule, state: GameState, a: Action): { card: CardDef; use: PlayUse } | Violation[] {
  const id = str(a.args.card);
  const use = str(a.args.as) as PlayUse | null;
  if (!id || !cardMap(module).has(id)) return [violation('unknown', '—', `There is no card "${String(id)}"`)];
  if (!use || !USES.includes(use)) return [violation('use', '7.1', 'A card is played as ops, sr, rp or event')];
  const deck = varsOf(state).decks[a.side as Side];
  if (!deck || !mayHold(deck, id))
    return [violation('notInHand', '8.1', `"${cardOf(module, id).name}" is not in your hand`, { card: id })];
  return { card: cardOf(module, id), use };
}

const play: Procedure<PlayUse> = {
  check(module, state, a) {
    const p = parse(module, state, a);
    return Array.isArray(p) ? p : playProblems(module, state, a.side as Side, p.card, p.use);
  },
  apply(module, d, a) {
    const p = parse(module, d.state, a);
    if (Array.isArray(p)) return p;
    const side = a.side as Side;
    const { card, use } = p;
    discardPlayed(module, d, side, card.id, use === 'event');
    emit(d, { type: 'play', side, card: card.id, name: card.name, as: use, rule: '7.1' });
    const turn = d.state.turn;
    switch (use) {
      case 'ops':
        d.vars.perTurn[side].opsCards += 1;
        d.vars.play = { side, card: card.id, use, points: card.ops, data: {} };
        return use;
      case 'sr':
        d.vars.play = { side, card: card.id, use, points: srValue(card, turn), data: {} };
        return use;
      case 'rp': {
        // §8.4: the national RP to the side's pool, the foreign RP to AXIS/SOV once Military Aid was played.
        const rp = rpOf(card);
        const [national, foreign] = side === NAT ? ['NAT', 'AXIS'] : ['REP', 'SOV'];
        if (rp.national > 0) recordRp(d, national!, rp.national, '8.4', card.id);
        if (foreignOpen(d.state, side) && rp.foreign > 0) recordRp(d, foreign!, rp.foreign, '8.4', card.id); // N30, R52
        d.vars.play = { side, card: card.id, use, points: 0, data: {} };
        return use;
      }
      case 'event':
        d.vars.played.push(card.id);
        if (card.reinforcement) d.vars.perTurn[side][card.reinforcement] = true;
        d.vars.play = { side, card: card.id, use, points: 0, data: {} };
        return use;
    }
  },
  list(module, state, side) {
    const deck = varsOf(state).decks[side as Side];
    return (deck ? knownHand(deck) : []).flatMap((id) => playsOf(module, state, side as Side, id));
  },
  // A card of the hand in a random order, then one of its uses.
  draw(module, state, side, random) {
    const deck = varsOf(state).decks[side as Side];
    return drawByGroup(deck ? knownHand(deck) : [], (id) => playsOf(module, state, side as Side, id), random);
  },
};

/** The plays of one card of the hand: each use it may be played for now. */
function playsOf(module: GameModule, state: GameState, side: Side, id: string): LegalAction[] {
  const out: LegalAction[] = [];
  const card = cardOf(module, id);
  for (const use of USES) {
    if (playProblems(module, state, side, card, use).length === 0)
      out.push(act('play', { card: id, as: use }, { name: card.name, ops: card.ops }));
  }
  return out;
}

const autoOps: GameVerb = {
  check(module, state, a) {
    const forced = mustPlayNow(module, state, a.side as Side);
    return forced
      ? [violation('mustPlay', '4.3.1', `"${cardOf(module, forced).name}" must be played as its event in this round`)]
      : [];
  },
  apply(_module, d, a) {
    // §7.1: the Automatic Operation, 1 OPS without a card (never limited in winter: §16.5.2).
    d.vars.play = { side: a.side as Side, card: null, use: 'auto', points: 1, data: {} };
    emit(d, { type: 'play', side: a.side, card: null, as: 'auto', rule: '7.1' });
  },
  list: (module, state, side) =>
    autoOps.check(module, state, { side, verb: 'autoOps', args: {} }).length ? [] : [act('autoOps', {})],
};

/** §6.0 A.2 the Combat Cards a side may discard before drawing. */
const discard: GameVerb = {
  check(module, state, a) {
    const ids = strs(a.args.cards);
    if (!ids) return [violation('cards', '6.0', 'Name the cards to discard (none is fine)')];
    const deck = varsOf(state).decks[a.side as Side];
    const out: Violation[] = [];
    for (const id of ids) {
      if (!deck || !mayHold(deck, id))
        out.push(violation('notInHand', '8.1', `"${id}" is not in your hand`, { card: id }));
      else if (!cardOf(module, id).combatCard)
        out.push(violation('notCC', '6.0 A.2', `Only Combat Cards may be discarded: "${cardOf(module, id).name}"`));
    }
    if (out.length === 0 && deck && !mayHoldAll(deck, ids))
      out.push(violation('notInHand', '8.1', 'Those cards are not all in your hand', { card: ids.join(', ') }));
    return out;
  },
  apply(_module, d, a) {
    const side = a.side as Side;
    const ids = strs(a.args.cards) ?? [];
    const deck = d.vars.decks[side];
    // The cards move, whatever the mode: all of them must be in the hand (a sealed one: among the unseen).
    if (!mayHoldAll(deck, ids))
      return [violation('notInHand', '8.1', 'Those cards are not all in your hand', { card: ids.join(', ') })];
    for (const id of ids) if (takeFromHand(deck, id)) deck.discard.push(id);
    emit(d, { type: 'discard', side, cards: ids, rule: '6.0 A.2' });
  },
  list(module, state, side) {
    const deck = varsOf(state).decks[side as Side];
    const ccs = (deck ? knownHand(deck) : []).filter((id) => cardOf(module, id).combatCard);
    return [act('discard', { cards: [] }), ...ccs.map((id) => act('discard', { cards: [id] }))];
  },
};

/** The card verbs (flow.ts goes on from each). */
export const PLAY_VERBS = { play, autoOps, discard };

/** What the Draw Phase's discard step asks. */
export const askDiscard: StepAsk = () => ({
  verb: 'discard',
  message: 'Discard any Combat Cards you do not want to keep, then draw',
});

/** What an Action Round asks: the card to play (the one that must be played now, §4.3.1). */
export const askPlay: StepAsk = (module, s): Ask => {
  const forced = mustPlayNow(module, s, s.activeSide as Side);
  if (forced)
    return {
      id: 'action-forced',
      verb: 'play',
      rule: '4.3.1',
      message: `Play "${cardOf(module, forced).name}" as its event`,
      info: { card: forced },
    };
  const round = varsOf(s).round;
  return {
    verb: 'play',
    message: `Action Round ${round}: play a card as OPS, SR, RP or its event, or take the Automatic Operation`,
    info: { round },
    verbs: ['autoOps'],
  };
};

/** Their arguments. */
export const PLAY_ARGS: Record<string, VerbArgs> = {
  play: { card: 'string', as: { enum: ['ops', 'sr', 'rp', 'event'] } },
  autoOps: {},
  discard: { cards: 'strings' },
};
