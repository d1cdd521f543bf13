// R7 Operation Orders Captured (Card Clarifications, digest T-45) in a real combat: the Nationalist attacker takes
// his losses before his roll is modified, and keeps the armor DRM (§16.6.2) only with a full-strength armor unit.

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action, GameEvent, GameState } from '../../core/types.js';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import { sideFire } from './fire.js';
import { crusadeRules } from './rules.js';
import { varsOf } from './state.js';
import { dice } from './draft-dice.fixture.js';

// Scripted dice: each roll takes the next number (attacker's fire first, then the defender's).
vi.mock('./draft.js', () => import('./draft-dice.fixture.js'));
beforeEach(() => {
  dice.length = 0;
});

const a = (side: string, verb: string, args: Action['args'] = {}): Action => ({ side, verb, args });

/** Plays the actions (each must pass the check) and returns the state and every event, in order. */
function run(state: GameState, actions: Action[]): { s: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const x of actions) {
    expect(crusadeRules.check(M, s, x), x.verb).toEqual([]);
    const r = crusadeRules.reduce(M, s, x);
    if ('violations' in r) throw new Error(x.verb);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

/** NAT attacks Illescas (clear, Open) from Talavera with a Panzer division and an infantry division, declaring
 *  the armor DRM; REP defends with a militia and plays `cards` (R7 in hand). */
function combat(cards: string[], attackerDie: number, defenderDie: number) {
  const start = combatPosition({
    side: 'NAT',
    units: { 'ger-pzi': 'talavera', 'nat-inf-01': 'talavera', 'rep-mil-05': 'illescas' },
    control: { talavera: 'NAT', illescas: 'REP' },
    attack: ['talavera'],
    hands: { REP: ['R7'] },
  });
  dice.push(attackerDie, defenderDie);
  const attackers = ['ger-pzi', 'nat-inf-01'].map((def) => pieceOfDef(start, def).id);
  return {
    start,
    ...run(start, [
      a('NAT', 'attack', { target: 'illescas', attackers }),
      a('NAT', 'combatCards', { cards: [], armor: 'yes' }),
      a('REP', 'combatCards', { cards }),
    ]),
  };
}

const fireOf = (events: GameEvent[]) => events.find((e) => e.type === 'fire')!;
const at = (events: GameEvent[], type: string) => events.findIndex((e) => e.type === type);

describe('R7 Operation Orders Captured (Card Clarifications) in a combat', () => {
  // The attacker's fire without the armor DRM, read on the table from the units as they were at the roll.
  const natFire = (s: GameState, die: number, drm: number) =>
    sideFire(
      M,
      ['ger-pzi', 'nat-inf-01'].map((d) => pieceOfDef(s, d)),
      [],
      drm ? [{ source: 'armor', amount: drm, ref: '16.6.2', reason: 'armor' }] : [],
      die,
      'attacker',
    );

  it('derived: the militia hits, the Panzer takes the first loss, and the attacker fires with no armor DRM', () => {
    // REP militia rolls 6 (a Loss Number of at least 1); NAT rolls 4.
    const { start, s, events } = combat(['R7'], 4, 6);
    const fire = fireOf(events);
    expect(fire.defenderLn).toBeGreaterThanOrEqual(1);
    // The attacker's loss comes before his fire: the armor took it (§11.3.6–11.3.7, still in force under R7).
    const pz = pieceOfDef(s, 'ger-pzi');
    expect(pz.at.kind === 'box' || pz.steps < 2).toBe(true);
    const natLoss = events.findIndex((e) => ['eliminated', 'stepLost'].includes(e.type) && e.unit === pz.id);
    expect(natLoss).toBeGreaterThanOrEqual(0);
    expect(natLoss).toBeLessThan(at(events, 'fire'));
    expect(events.find((e) => e.type === 'ordersCaptured')).toMatchObject({ armor: false, card: 'R7' });
    // No armor DRM: the roll is the die; the Loss Number is the table's for the units at full strength.
    expect([fire.attackerDie, fire.attackerDrm, fire.attackerModified]).toEqual([4, 0, 4]);
    expect(fire.attackerLn).toBe(natFire(start, 4, 0).ln);
    // Without R7 the same dice give the armor DRM and the defender's losses first.
    const plain = combat([], 4, 6);
    expect(fireOf(plain.events).attackerDrm).toBe(1);
    expect(fireOf(plain.events).attackerLn).toBe(natFire(start, 4, 1).ln);
    expect(at(plain.events, 'ordersCaptured')).toBe(-1);
    expect(varsOf(s).decks.REP.hand).not.toContain('R7');
  });

  it('derived: no loss to take (Loss Number 0): the Panzer is still at full strength and the armor DRM counts', () => {
    const { start, s, events } = combat(['R7'], 4, 1);
    const fire = fireOf(events);
    expect(fire.defenderLn).toBe(0);
    expect(pieceOfDef(s, 'ger-pzi').steps).toBe(2);
    expect(events.find((e) => e.type === 'ordersCaptured')).toMatchObject({ armor: true });
    expect([fire.attackerDrm, fire.attackerModified, fire.attackerLn]).toEqual([1, 5, natFire(start, 4, 1).ln]);
  });
});
