// Naval repair (§27.25) played by hand: `repair {piece}` puts a damaged ship under repair at a major naval base of
// its home country, two at most a base, in the Reinforcement Phase of a month's first turn (§27.25b-c); the repair
// ends in the Administrative Phase of the last turn of the third month (APR 1 → JUN 2), the Damaged markers then
// gone; a ship that sails before ends it unrepaired (navalmove.ts). †§28.12g's variable repair time is here too.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Violation } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { factsOf, seaOf, shipOf } from './naval.js';
import { shipIn } from './navalmove.js';
import { controllerOf, defOf, hexOf, type SfeVars, varsOf, violation } from './state.js';
import { inSoviet1939 } from './terrain.js';

type D = Draft<SfeVars>;

/** §27.25c a repair takes three months. */
export const REPAIR_MONTHS = 3;

/** §27.25c the turns from the one a repair begins on (a month's first) to the one it ends on: APR 1 → JUN 2. */
export const repairTurns = (months: number): number => 2 * months - 1;

/** †§28.12g the months of damage on 2d6: 2-3 one, 4-5 two, 6-7 three, 8 four, 9 five, 10 six, 11 eight, 12 ten,
 *  13 twelve. */
const MONTHS: Readonly<Record<number, number>> = { 2: 1, 3: 1, 4: 2, 5: 2, 6: 3, 7: 3, 8: 4, 9: 5, 10: 6, 11: 8 };

/** †§28.12g the months a repair takes on a 2d6 total: +1 for Italian, Soviet or minor country ships. */
export function variableRepairMonths(total: number, nationality: string): number {
  const plusOne = !['german', 'german-ss', 'british', 'us', 'french'].includes(nationality);
  const roll = total + (plusOne ? 1 : 0);
  return roll >= 13 ? 12 : roll === 12 ? 10 : (MONTHS[roll] ?? 1);
}

/** §27.25b the ships under repair at a base. */
const underRepairAt = (state: GameState, hex: string): number =>
  state.pieces.filter((p) => hexOf(p) === hex && varsOf(state).naval?.ships[p.id]?.repairUntil !== undefined).length;

/** §27.25 the rules a repair breaks. */
export function repairBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const p = shipIn(module, state, action);
  if (Array.isArray(p)) return p;
  const v = varsOf(state);
  const hex = hexOf(p)!;
  const out: Violation[] = [];
  if (!factsOf(defOf(module, p)!, p, v.naval?.ships[p.id]).damaged)
    out.push(violation('naval.repair', '27.25a', 'Only a damaged ship is repaired', { piece: p.id }));
  if (v.phase !== 'reinforcement' || v.date.half !== 1 || state.activeSide !== p.side)
    out.push(
      violation('naval.repair', '27.25c', 'Repairs begin in your Reinforcement Phase of a month\u2019s first turn'),
    );
  const home = p.side === 'soviet' ? inSoviet1939(module, hex) : !inSoviet1939(module, hex);
  if (!seaOf(module, state).ports[hex]?.majorBase || controllerOf(v, hex) !== p.side || !home)
    out.push(violation('naval.repair', '27.25b', 'Repairs are made at a major naval base of your home country'));
  if (underRepairAt(state, hex) >= 2)
    out.push(violation('naval.repair', '27.25b', 'Two ships at most are under repair at a base', { hex }));
  return out;
}

/** §27.25c carry out a repair's start: the turn it ends on booked. */
export function repair(module: GameModule, d: D, action: Action): Violation[] | null {
  const p = shipIn(module, d.state, action);
  if (Array.isArray(p)) return p;
  const until = d.state.turn + repairTurns(REPAIR_MONTHS);
  shipOf(d.vars, p.id).repairUntil = until;
  emit(d, { type: 'repairBegun', side: p.side, piece: p.id, hex: hexOf(p)!, until, rule: '§27.25c' });
  return null;
}

/** §27.25c the repairs whose last turn is past: the Damaged markers and the repair removed. */
export function settleRepairs(d: D): void {
  for (const [id, ship] of Object.entries(d.vars.naval?.ships ?? {}))
    if (ship.repairUntil !== undefined && ship.repairUntil < d.state.turn) {
      delete ship.repairUntil;
      delete ship.damage;
      emit(d, {
        type: 'repaired',
        piece: id,
        side: d.state.pieces.find((x) => x.id === id)?.side ?? '',
        rule: '§27.25c',
      });
    }
}
