// Strategic Counterattacks (§8.5.5) played through the rules: the event's OPS, the terrain Teruel and El Ebro
// cancel (fire.ts), the combat record that carries it (combat-after.ts) and the bonus step (counterattack.ts).

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import { combatLog } from './combat-state.js';
import { combatPosition } from './combat.fixture.js';
import { crusadeModule as M, playAll, withVars } from './crusade.fixture.js';
import { combatShifts, counterattackCancelsTerrain } from './fire.js';
import { crusadeRules, legalActions } from './rules.js';
import { varsOf } from './state.js';
import { dice } from './draft-dice.fixture.js';

// Scripted dice: each roll takes the next number (attacker's fire first, then the defender's).
vi.mock('./draft.js', () => import('./draft-dice.fixture.js'));
beforeEach(() => {
  dice.length = 0;
});

const a = (side: string, verb: string, args: Action['args'] = {}): Action => ({ side, verb, args });

/** REP's attack step in the round it played `card` as its event: two attacks ready (Teruel, Albarracín). */
function counterattackRound(card: string, turn: number): GameState {
  const s = combatPosition({
    side: 'REP',
    turn,
    units: {
      'rep-ac-ii': 'barracas',
      'rep-rpa-02': 'ademuz',
      'nat-inf-01': 'teruel',
      'nat-inf-02': 'albarracin',
    },
    control: { teruel: 'NAT', albarracin: 'NAT', barracas: 'REP', ademuz: 'REP' },
    attack: ['barracas', 'ademuz'],
  });
  const eventOps = { card, spaces: 3, attackDrm: 1, activationZone: null, drmZone: null, counterattack: true };
  return withVars(s, { play: { side: 'REP', card, use: 'event', points: 3, data: { eventOps } } });
}

/** Fight one combat to its end: no cards, the first listed loss/retreat answer, then advance everyone. */
function fight(s0: GameState, target: string, attackers: string[], roll: [number, number]): GameState {
  dice.push(...roll);
  let s = playAll(s0, [a('REP', 'attack', { target, attackers }), a('REP', 'combatCards', { cards: [] })]);
  s = playAll(s, [a('NAT', 'combatCards', { cards: [] })]);
  for (let i = 0; i < 10 && varsOf(s).step.startsWith('combat-'); i++) {
    const side = crusadeRules.toAct(M, s)[0]!;
    const acts = legalActions(M, s, side);
    const pick = acts.find((x) => x.verb === 'advance') ?? acts[0]!;
    s = playAll(s, [a(side, pick.verb, pick.args ?? {})]);
  }
  return s;
}

const net = (shifts: { amount: number }[]) => shifts.reduce((n, x) => n + x.amount, 0);

describe('Strategic Counterattack events run by the engine (§8.5.5)', () => {
  it('derived: §8.5.5.3 Teruel cancels the terrain of the first attack only; its win takes the +1 RM bonus', () => {
    const s0 = counterattackRound('R23', 10);
    // Teruel is a Mountain space: 1 CL normally, none while it is the round's first attack.
    expect(counterattackCancelsTerrain(M, s0)).toBe(true);
    expect(combatShifts(M, s0, { target: 'teruel', from: ['barracas'] }).attacker).toEqual([]);
    const s1 = fight(s0, 'teruel', ['rep-ac-ii'], [6, 1]);
    expect(combatLog(s1)[0]).toMatchObject({ target: 'teruel', winner: 'attacker', terrainCancelled: true });
    // The second attack keeps its terrain.
    expect(counterattackCancelsTerrain(M, s1)).toBe(false);
    expect(net(combatShifts(M, s1, { target: 'albarracin', from: ['ademuz'] }).attacker)).toBeLessThan(0);
    const s2 = fight(s1, 'albarracin', ['rep-rpa-02'], [6, 1]);
    expect(combatLog(s2)[1]?.terrainCancelled).toBeUndefined();
    expect(varsOf(s2).step).toBe('event-bonus');
    // Albarracín was won too, but only the terrain-cancelled attack may take Teruel's bonus.
    const choices = legalActions(M, s2, 'REP').map((x) => x.args?.space);
    expect(choices).toEqual(['teruel']);
    const s3 = playAll(s2, [a('REP', 'counterattackBonus', { space: 'teruel' })]);
    expect(varsOf(s3).rm).toBe(varsOf(s2).rm + 1);
    expect(s3.activeSide).toBe('NAT');
  });

  it('derived: §8.5.5.3 Brunete cancels no terrain; any won attack of the round may take the bonus', () => {
    const s0 = counterattackRound('R21', 7);
    expect(counterattackCancelsTerrain(M, s0)).toBe(false);
    expect(net(combatShifts(M, s0, { target: 'teruel', from: ['barracas'] }).attacker)).toBeLessThan(0);
    const s1 = fight(fight(s0, 'teruel', ['rep-ac-ii'], [6, 1]), 'albarracin', ['rep-rpa-02'], [6, 1]);
    expect(varsOf(s1).step).toBe('event-bonus');
    expect(legalActions(M, s1, 'REP').map((x) => x.args?.space)).toEqual(['teruel', 'albarracin']);
  });

  it('derived: §8.5.5.3 El Ebro: a lost terrain-cancelled attack gives no bonus, even when a later one is won', () => {
    const s0 = counterattackRound('R39', 14);
    const s1 = fight(s0, 'teruel', ['rep-ac-ii'], [1, 6]);
    expect(combatLog(s1)[0]?.terrainCancelled).toBe(true);
    expect(combatLog(s1)[0]?.winner).not.toBe('attacker');
    const s2 = fight(s1, 'albarracin', ['rep-rpa-02'], [6, 1]);
    expect(combatLog(s2)[1]?.winner).toBe('attacker');
    // No bonus to choose: the round ends.
    expect(varsOf(s2).step).toBe('action');
    expect(s2.activeSide).toBe('NAT');
  });

  it('derived: the four Strategic Counterattacks are automated events, off the manual list', () => {
    for (const id of ['R21', 'R22', 'R23', 'R39']) {
      const card = (M.cards ?? []).find((c) => c.id === id)!;
      expect(card.event.automated, id).toBe(true);
    }
  });
});
