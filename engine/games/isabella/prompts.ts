// What each step of the flow asks of the side that acts in it (flow.ts's table; the step machine makes the
// prompt: its id "isabella.<step>", unless the step asks different things, its side and its rule). The page
// translates a prompt by its id; the English text is the fallback.

import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, SideId } from '../../core/types.js';
import type { Ask } from '../../core/steps.js';
import { varsOf } from './state.js';
import { isMovementPhase, opponentCanAct } from './phases.js';
import { enemyOf } from './units.js';
import type { Step } from './flow.js';

/** What a step asks of its actor. */
type AskOf = (module: GameModule, state: GameState, side: SideId) => Ask | null;

/** 5.7: move or attack once, or flip a unit; there is no passing. */
const actions: AskOf = (module, state, side) => {
  const moving = isMovementPhase(state);
  const alone = !opponentCanAct(module, state, side);
  const what = moving ? 'Move one unit (or land one from the sea)' : 'Attack once';
  return {
    id: moving ? 'movement' : 'combat',
    verb: moving ? 'move' : 'attack',
    message:
      `${what}, or flip one of your units: there is no passing` +
      (alone ? ' (your opponent is out of units: play on, end the phase when done)' : ''),
    info: { alone },
    verbs: ['disrupt', 'endPhase', ...(moving ? [] : ['probe'])],
  };
};

/** 13.x: the choice the battle waits for, with the battle as it stands. */
const battle: AskOf = (_m, state) => {
  const b = varsOf(state).battle!;
  const info: JsonObject = {
    target: b.target,
    result: b.result,
    column: b.column,
    die: b.die,
    attackers: b.attackers,
    defenders: b.defenders,
  };
  const ask = (rule: string, verb: string, message: string, more?: JsonObject, verbs?: string[]): Ask => ({
    id: b.waiting,
    verb,
    message,
    rule,
    info: more ? { ...info, ...more } : info,
    ...(verbs ? { verbs } : {}),
  });
  switch (b.waiting) {
    case 'reroll':
      return ask('13.25', 'reroll', 'Attack Stalled against the 1/2GGB: reroll it, or accept it', undefined, [
        'accept',
      ]);
    case 'dl1':
      return ask('13.18', 'dl1', 'DL1: lose one step, or retreat the whole force instead');
    case 'defender-loss':
      return ask('13.15', 'loss', 'Choose the defending unit that loses a step');
    case 'attacker-loss':
      return ask('13.17', 'loss', 'Choose the attacking unit that loses a step');
    case 'retreat':
      return ask('13.18', 'retreat', 'Choose where each defending unit retreats', { toRetreat: b.toRetreat });
    case 'advance':
      return ask('13.20', 'advance', `Advance into ${b.target} with any of the attackers, or stay`);
    case 'momentum':
      return ask('13.21', 'attack', 'Momentum attack (or probe) with the units that advanced, or decline', undefined, [
        'probe',
        'decline',
      ]);
    default:
      return null;
  }
};

/** What each step asks (the game over asks nothing). */
export const ASK: { readonly [S in Exclude<Step, 'over'>]: AskOf } = {
  'setup-loyalty': () => ({ verb: 'rollLoyalty', message: 'Roll the loyalty of the seven Spanish corps' }),
  'setup-beachhead': () => ({ verb: 'beachhead', message: 'Choose the port of the Allied beachhead' }),
  'setup-landing': (_m, state) => ({
    verb: 'move',
    message: 'Put two US and two British units of your choice in the beachhead hex',
    info: { hex: varsOf(state).beachhead ?? '' },
  }),
  'setup-german': () => ({
    verb: 'move',
    message:
      'Set up the two paratroop regiments (clear or city hexes free of the enemy and his ZOC) ' +
      'and ten units in Occupied France',
  }),
  'air-place': (_m, state) => ({
    verb: 'placeAir',
    message: `Place your airpower markers (${varsOf(state).air.toPlace} left)`,
    info: { left: varsOf(state).air.toPlace },
  }),
  partisan: () => ({ verb: 'placePartisan', message: 'Place the Republican partisan, or skip', verbs: ['skip'] }),
  actions,
  'end-proposed': (_m, state, side) => ({
    verb: 'endPhase',
    message: 'Your opponent proposes to end the phase: agree, or decline and let him act',
    info: { by: varsOf(state).endProposed ?? enemyOf(side) },
    verbs: ['decline'],
  }),
  battle,
  patton: () => ({ verb: 'patton', message: 'Patton has emerged: put him on a US unit on the map' }),
  overstack: () => ({
    verb: 'overstackLoss',
    message: 'A hex of yours is over-stacked: choose a unit there to eliminate',
  }),
  arrive: (_m, _s, side) => ({
    verb: 'enter',
    message: 'Enter your units due this turn at their hex, or be done (what stays out waits a turn)',
    rule: side === 'axis' ? '10.5' : '10.3',
    verbs: ['done'],
  }),
  replenish: () => ({ verb: 'replenish', message: 'Rebuild a reduced unit in supply, or be done', verbs: ['done'] }),
};
