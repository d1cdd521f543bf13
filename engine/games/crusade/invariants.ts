// What must hold after every action of a game of Crusade and Revolution, whatever the players did: the fuzzer
// (engine/fuzz) checks these after each random action. Each names the rule it protects.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { crusadeRules } from './rules.js';
import { HIDDEN, type JsonOf, NAT, REP, varsOf } from './state.js';
import { cardMap, phaseCards } from './cards.js';
import { optionsOf } from './options.js';
import { unitDef } from './units.js';
import { geoOf } from './geo.js';
import type { DeckView } from './view.js';

const PHASES = ['columns', 'mobilization', 'armies'] as const;
const PILES = ['draw', 'hand', 'discard', 'removed', 'retained', 'unseen'] as const;

/** The broken invariants of `state` (empty when all hold). */
export function crusadeInvariants(module: GameModule, state: GameState): string[] {
  const out: string[] = [];
  const v = varsOf(state);
  // §8.1: every card of the decks in play is in exactly one place, and each side holds only its own cards.
  const seen = new Map<string, string>();
  for (const side of [NAT, REP] as const) {
    const deck = v.decks[side];
    for (const pile of PILES) {
      for (const id of deck[pile] ?? []) {
        if (id === HIDDEN) continue;
        if (seen.has(id)) out.push(`8.1: card ${id} is in ${seen.get(id)} and in ${side} ${pile}`);
        seen.set(id, `${side} ${pile}`);
        if (cardMap(module).get(id)?.side !== side) out.push(`8.1: ${side} ${pile} holds ${id}, not its card`);
      }
    }
    if (deck.hand.length > v.handSize[side] + 1) out.push(`6.0: ${side} holds ${deck.hand.length} cards`);
    // A deck sealed on this machine: one unseen card behind each hidden one, no more, no fewer.
    const hidden = [...deck.draw, ...deck.hand].filter((c) => c === HIDDEN).length;
    if (hidden !== (deck.unseen?.length ?? 0))
      out.push(`8.1: ${side} has ${hidden} hidden cards and ${deck.unseen?.length ?? 0} unseen`);
    // §15.1: the cards of every War Phase reached are all somewhere: hand, draw, discard, removed or retained.
    const phases = PHASES.slice(0, PHASES.indexOf(v.warPhase) + 1);
    for (const phase of phases)
      for (const id of phaseCards(module, side, phase))
        if (!seen.has(id)) out.push(`8.1: card ${id} (${phase}) is in no pile of ${side}`);
  }
  // §9.1: units of one side per space, within the stacking limit (after a move or a combat is over).
  const limit = optionsOf(state).stackingLimit;
  const bySpace = new Map<string, { side: string; n: number }[]>();
  const ids = new Set<string>();
  for (const p of state.pieces) {
    if (ids.has(p.id)) out.push(`piece ${p.id} is in the game twice`);
    ids.add(p.id);
    if (p.kind !== 'unit') continue;
    const full = unitDef(module, p.def)?.steps ?? 0;
    if (p.steps < 1 || p.steps > full) out.push(`2.2.1: ${p.id} has ${p.steps} steps (full: ${full})`);
    if (p.at.kind !== 'space') continue;
    if (!geoOf(module).has(p.at.space)) out.push(`${p.id} stands in no space of the map`);
    const list = bySpace.get(p.at.space) ?? [];
    const entry = list.find((x) => x.side === p.side);
    if (entry) entry.n += 1;
    else list.push({ side: p.side, n: 1 });
    bySpace.set(p.at.space, list);
  }
  const settled = v.step === 'action' || v.step === 'over';
  for (const [space, list] of bySpace) {
    if (list.length > 1 && settled) out.push(`10.1: units of both sides in ${space}`);
    for (const { side, n } of list) {
      if (settled && n > limit) out.push(`9.1: ${n} ${side} units in ${space} (limit ${limit})`);
      // §2.1.1: a space holding units of one side only is that side's.
      if (settled && list.length === 1 && v.control[space] !== side)
        out.push(`10.1: ${space} holds ${side} units but is ${v.control[space] ?? 'uncontrolled'}`);
    }
  }
  if ((v.step === 'over') !== (v.result !== null))
    out.push(`5: step ${v.step} with result ${JSON.stringify(v.result)}`);
  if (v.step !== 'over' && crusadeRules.toAct(module, state).length !== 1) out.push('7.1: not exactly one side to act');
  if (state.turn > 18) out.push(`5.3: turn ${state.turn} after the last`);
  out.push(...handLeaks(module, state));
  return out;
}

/** §8.1: no view shows the other side's hand or any draw pile. */
export function handLeaks(module: GameModule, state: GameState): string[] {
  const out: string[] = [];
  for (const viewer of [NAT, REP] as const) {
    const other = viewer === NAT ? REP : NAT;
    const view = crusadeRules.view(module, state, viewer);
    const decks = view.state.vars.decks as JsonOf<Record<string, DeckView>>;
    if (decks[other]?.hand.length) out.push(`8.1: ${viewer} sees the ${other} hand`);
    if ('draw' in (decks[other] ?? {}) || 'draw' in (decks[viewer] ?? {})) out.push(`8.1: ${viewer} sees a draw pile`);
    // A card id may be public elsewhere (an event played before the reshuffle): look where hands could leak.
    const text = JSON.stringify({ decks, legal: view.legalActions, prompts: view.prompts, play: view.state.vars.play });
    for (const id of varsOf(state).decks[other].hand)
      if (id !== HIDDEN && text.includes(`"${id}"`))
        out.push(`8.1: card ${id} of the ${other} hand is in the ${viewer} view`);
  }
  return out;
}
