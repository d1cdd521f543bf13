// The question each step of the flow asks, and of whom (the page shows it and answers with legal actions).
// Prompt ids are stable ("isabella.<step>"), so the page translates them; the English text is the fallback.

import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, Prompt } from '../../core/types.js';
import { promptMaker } from '../../core/prompt.js';
import { varsOf } from './state.js';
import { isMovementPhase, opponentCanAct } from './flow.js';
import { enemyOf } from './units.js';

const P = promptMaker('isabella');

/** What the game waits for now, or null when it is over. */
export function promptOf(module: GameModule, state: GameState): Prompt | null {
  const v = varsOf(state);
  const side = state.activeSide;
  switch (v.step) {
    case 'setup-loyalty':
      return P('setup-loyalty', side, 'rollLoyalty', '3.3', 'Roll the loyalty of the seven Spanish corps');
    case 'setup-beachhead':
      return P('setup-beachhead', side, 'beachhead', '3.4', 'Choose the port of the Allied beachhead');
    case 'setup-landing':
      return P(
        'setup-landing',
        side,
        'move',
        '3.4',
        'Put two US and two British units of your choice in the beachhead hex',
        { hex: v.beachhead ?? '' },
      );
    case 'setup-german':
      return P(
        'setup-german',
        side,
        'move',
        '3.5',
        'Set up the two paratroop regiments (clear or city hexes free of the enemy and his ZOC) and ten units in Occupied France',
      );
    case 'air-place':
      return P('air-place', side, 'placeAir', '9.2', `Place your airpower markers (${v.air.toPlace} left)`, {
        left: v.air.toPlace,
      });
    case 'partisan':
      return P('partisan', side, 'placePartisan', '9.8', 'Place the Republican partisan, or skip', undefined, ['skip']);
    case 'actions': {
      const moving = isMovementPhase(state);
      const alone = !opponentCanAct(module, state, side);
      const what = moving ? 'Move one unit (or land one from the sea)' : 'Attack once';
      return P(
        moving ? 'movement' : 'combat',
        side,
        moving ? 'move' : 'attack',
        '5.7',
        `${what}, or flip one of your units: there is no passing${alone ? ' (your opponent is out of units: play on, end the phase when done)' : ''}`,
        { alone },
        ['disrupt', 'endPhase', ...(moving ? [] : ['probe'])],
      );
    }
    case 'end-proposed':
      return P(
        'end-proposed',
        side,
        'endPhase',
        '5.8',
        `Your opponent proposes to end the phase: agree, or decline and let him act`,
        { by: v.endProposed ?? enemyOf(side) },
        ['decline'],
      );
    case 'battle': {
      const b = v.battle!;
      const info: JsonObject = {
        target: b.target,
        result: b.result,
        column: b.column,
        die: b.die,
        attackers: b.attackers,
        defenders: b.defenders,
      };
      switch (b.waiting) {
        case 'reroll':
          return P(
            'reroll',
            side,
            'reroll',
            '13.25',
            'Attack Stalled against the 1/2GGB: reroll it, or accept it',
            info,
            ['accept'],
          );
        case 'dl1':
          return P('dl1', side, 'dl1', '13.18', 'DL1: lose one step, or retreat the whole force instead', info);
        case 'defender-loss':
          return P('defender-loss', side, 'loss', '13.15', 'Choose the defending unit that loses a step', info);
        case 'attacker-loss':
          return P('attacker-loss', side, 'loss', '13.17', 'Choose the attacking unit that loses a step', info);
        case 'retreat':
          return P('retreat', side, 'retreat', '13.18', 'Choose where each defending unit retreats', {
            ...info,
            toRetreat: b.toRetreat,
          });
        case 'advance':
          return P(
            'advance',
            side,
            'advance',
            '13.20',
            `Advance into ${b.target} with any of the attackers, or stay`,
            info,
          );
        case 'momentum':
          return P(
            'momentum',
            side,
            'attack',
            '13.21',
            'Momentum attack (or probe) with the units that advanced, or decline',
            info,
            ['probe', 'decline'],
          );
        default:
          return null;
      }
    }
    case 'patton':
      return P('patton', side, 'patton', '5.12', 'Patton has emerged: put him on a US unit on the map');
    case 'overstack':
      return P(
        'overstack',
        side,
        'overstackLoss',
        '6.6',
        'A hex of yours is over-stacked: choose a unit there to eliminate',
      );
    case 'arrive':
      return P(
        'arrive',
        side,
        'enter',
        side === 'axis' ? '10.5' : '10.3',
        'Enter your units due this turn at their hex, or be done (what stays out waits a turn)',
        undefined,
        ['done'],
      );
    case 'replenish':
      return P('replenish', side, 'replenish', '10.4', 'Rebuild a reduced unit in supply, or be done', undefined, [
        'done',
      ]);
    default:
      return null;
  }
}
