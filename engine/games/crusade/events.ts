// §8.5 events: a card played for its event runs its effects (cards.json) in order. Effects the engine runs
// without a player's choice are here; an event with an effect not automated yet is a "manual event": the
// players carry it out by hand, so it is offered only in advisory and honor modes (see play.ts).

import type { CardDef, GameModule } from '../../core/module.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { GameVerb, StepPrompt } from './verb.js';
import { type Draft, emit } from './draft.js';
import { roundDone } from './flow.js';
import { NAT, REP, type Side } from './state.js';

/** Whether the engine carries out this card's event by itself. */
export function isAutomated(card: CardDef): boolean {
  return card.event.automated;
}

/** Run the event of `card` played by `side`; the round ends when the event is done. */
export function runEvent(module: GameModule, d: Draft, side: Side, card: CardDef): void {
  for (const e of card.event.effects) {
    switch (e.kind) {
      case 'rm':
        d.vars.rm += Number(e.delta);
        emit(d, { type: 'rm', delta: Number(e.delta), rm: d.vars.rm, card: card.id, rule: '8.5.1.4' });
        break;
      case 'vp':
        d.vars.vp += Number(e.delta);
        emit(d, { type: 'vp', delta: Number(e.delta), vp: d.vars.vp, card: card.id, rule: '8.5.1.4' });
        break;
      case 'flag':
        if (!d.vars.flags.includes(String(e.set))) d.vars.flags.push(String(e.set));
        break;
      case 'rp': {
        const pool = String(e.pool);
        d.vars.rp[pool] = Math.max(0, (d.vars.rp[pool] ?? 0) + Number(e.delta));
        break;
      }
      case 'rpPerTurn':
      case 'noRpThisTurn':
        d.vars.flags.push(`${e.kind}:${String(e.pool)}${e.kind === 'rpPerTurn' ? `:${Number(e.delta)}` : ''}`);
        break;
      case 'victory': {
        const winner = e.side === NAT ? NAT : REP;
        d.vars.result = { winner, rule: '5.2.3', reason: `the event "${card.name}"` };
        emit(d, { type: 'gameOver', winner, rule: '5.2.3', card: card.id });
        d.vars.step = 'over';
        d.state.phase = 'over';
        return;
      }
      default:
        // A manual event: the players carry out this effect by hand (advisory and honor modes only).
        emit(d, { type: 'manualEvent', card: card.id, effect: e.kind, rule: '8.5' });
    }
  }
  void side;
  roundDone(module, d);
}

/** The verbs of events that ask a player to choose (placing reinforcements...). */
export const EVENT_VERBS: Record<string, GameVerb> = {};
/** Their arguments. */
export const EVENT_ARGS: Record<string, VerbArgs> = {};
/** The prompts of the event steps. */
export const EVENT_PROMPTS: Record<string, StepPrompt> = {};
