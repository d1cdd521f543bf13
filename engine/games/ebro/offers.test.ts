import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { emptyAir } from '../ourwar/airstate.js';
import { NAT, REP } from '../ourwar/state.js';
import { factorsOf, isAir } from '../ourwar/units.js';
import { airPower } from './airsupport.js';
import { act, ebroModule as M, listed, placed, segment } from './ebro.fixture.js';

/** A Republican battalion next to a Nationalist one at A:1524, surprise keeping it in supply, no HQ or fire support
 *  for the defender, the Nationalists neither intercepting nor firing AA; `lend`: the Republicans' standing order. */
function meeting(lend = false, vars: Record<string, unknown> = {}): GameState {
  const air = { ...emptyAir(), noIntercept: [NAT], holdFire: [NAT], groundSupport: lend ? [REP] : [] };
  const s = segment('combat', REP, {
    first: REP,
    surprise: { side: REP, turn: 2 },
    supportOrders: { [NAT]: { hq: false, fire: false } },
    air,
    ...vars,
  });
  return placed(s, { 'N-50D-13': 'A:1524', 'N-50D-ART1': { box: 'dead' }, 'R-35D-XV-3': 'A:1523' });
}
const at = (s: GameState) =>
  listed(s, REP, 'attack').filter((a) => a.args?.hex === 'A:1524' && !a.args?.hq) as unknown as {
    args: { pieces: string[]; air?: string[] };
    info?: Record<string, number | null>;
  }[];

describe('the attacks offered', () => {
  it('XII.8 an attack is offered once more with the strongest aircraft able to support it, with its odds', () => {
    const s = meeting();
    const offers = at(s);
    const plain = offers.find((a) => !a.args.air)!;
    const flown = offers.filter((a) => a.args.air);
    expect(flown).toHaveLength(1);
    const air = flown[0]!.args.air!;
    const own = plain.info!.attack!;
    expect(airPower(M, s, air)).toBeGreaterThan(0);
    // the strongest first until they match the attackers' own total: one fewer would fall short
    expect(airPower(M, s, air.slice(0, -1))).toBeLessThan(own);
    const g = (id: string) => factorsOf(M, s.pieces.find((p) => p.id === id)!).groundAttack;
    for (let i = 1; i < air.length; i++) expect(g(air[i - 1]!)).toBeGreaterThanOrEqual(g(air[i]!));
    expect(flown[0]!.info!.attack).toBe(own + Math.min(airPower(M, s, air), own));
    expect(flown[0]!.info!.defence).toBe(plain.info!.defence);
    const fought = act(s, REP, 'attack', flown[0]!.args).events.find((e) => e.type === 'combat')!;
    expect(fought.air).toEqual(air);
  });

  it('XII.8 no aircraft are offered when the standing order already lends them, nor when none may fly', () => {
    const lent = at(meeting(true));
    expect(lent.filter((a) => a.args.air)).toEqual([]);
    expect(lent.find((a) => !a.args.air)!.info!.attack).toBeGreaterThan(at(meeting())[0]!.info!.attack!);
    const planes = meeting().pieces.filter((p) => p.side === REP && isAir(M, p));
    const spent = meeting(false, { marks: Object.fromEntries(planes.map((p) => [p.id, { act: 'done' }])) });
    expect(planes.length).toBeGreaterThan(0);
    expect(at(spent).filter((a) => a.args.air)).toEqual([]);
    expect(at(spent)).toHaveLength(1);
  });

  it('XIV.11 disorganised attackers are offered no aircraft', () => {
    const s = meeting(false, { marks: { 'R-35D-XV-3': { dso: true } } });
    expect(at(s).filter((a) => a.args.air)).toEqual([]);
  });
});
