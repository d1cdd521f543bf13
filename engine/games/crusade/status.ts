// §5 and §16.3: the War Status Phase (D: Automatic Victory), the End of Turn (F) and the end of the scenario.

import type { GameModule } from '../../core/module.js';
import { type Draft, emit } from './draft.js';
import { geoOf } from './geo.js';
import { NAT, REP, type Side } from './state.js';

/** §5.2.2 the Automatic Victory thresholds of a turn: REP wins at RM ≥ rep, NAT at RM ≤ nat (null: none). */
export function autoVictory(module: GameModule, turn: number): { rep: number | null; nat: number | null } {
  const row = module.charts.find((c) => c.id === 'auto-victory')?.rows.find((r) => r.key === String(turn));
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  return { rep: n(row?.cells[0]), nat: n(row?.cells[1]) };
}

/** §5.2.1 the side that controls all six Main Cities, if one does. */
export function mainCitiesWinner(module: GameModule, d: Draft): Side | null {
  const geo = geoOf(module);
  const cities = geo.spaces.filter((s) => geo.attrs(s).mainCity);
  for (const side of [NAT, REP] as const) if (cities.every((s) => d.vars.control[s] === side)) return side;
  return null;
}

/** §6.0 D the War Status Phase: Automatic Victory (§5.2): RM thresholds first, then the six Main Cities. */
export function warStatusPhase(module: GameModule, d: Draft): void {
  const t = autoVictory(module, d.state.turn);
  const rm = d.vars.rm;
  if (t.rep !== null && rm >= t.rep) return win(d, REP, '5.2.2', `Republican Morale ${rm} reached ${t.rep}`);
  if (t.nat !== null && rm <= t.nat) return win(d, NAT, '5.2.2', `Republican Morale ${rm} fell to ${t.nat}`);
  const cities = mainCitiesWinner(module, d);
  if (cities) win(d, cities, '5.2.1', 'controls all six Main Cities');
}

/** §6.0 F the End of Turn: retained Combat Cards go to the discard pile (§8.5.3.5); from Turn 6 every siege loses
 *  one resist (§16.1.6). */
export function endOfTurn(module: GameModule, d: Draft): void {
  for (const side of [NAT, REP] as const) {
    const deck = d.vars.decks[side];
    deck.discard.push(...deck.retained);
    deck.retained = [];
  }
  if (d.state.turn >= 6) {
    for (const [name, s] of Object.entries(d.vars.sieges)) {
      if (s.resist <= 0) continue;
      s.resist -= 1;
      emit(d, { type: 'siege', siege: name, resist: s.resist, rule: '16.1.6' });
    }
  }
  void module;
}

/** §5.3 the end of the Campaign: NAT wins with 20 VP or more, 19 is a draw, REP wins with 18 or less. */
export function endOfScenario(module: GameModule, d: Draft): void {
  const vp = d.vars.vp;
  if (vp >= 20) win(d, NAT, '5.3', `${vp} VP at the end of the scenario`);
  else if (vp === 19) d.vars.result = { winner: null, rule: '5.3', reason: '19 VP at the end of the scenario: a draw' };
  else win(d, REP, '5.3', `${vp} VP at the end of the scenario`);
  void module;
  emit(d, { type: 'gameOver', winner: d.vars.result?.winner ?? null, rule: '5.3' });
}

function win(d: Draft, side: Side, rule: string, reason: string): void {
  d.vars.result = { winner: side, rule, reason };
  emit(d, { type: 'gameOver', winner: side, rule, reason });
}
