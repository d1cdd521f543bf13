// §5 and §16.3: the War Status Phase (D: the tables' war status entries, Automatic Victory), the End of Turn (F)
// and the end of the scenario. Loading this file registers the consequences of control changes (morale.ts).

import type { GameModule } from '../../core/module.js';
import { endAmmoShortage } from './activation.js';
import { beachHeadWarStatus } from './beachhead.js';
import { onControlChange } from './control.js';
import { type Draft, emit, moveTo } from './draft.js';
import { geoOf } from './geo.js';
import { assessMadridPriority, controlConsequences, markZones, recordTurnAttacks, reviewMorale } from './morale.js';
import { insurrectionEndOfTurn } from './reinforcements.js';
import { siegesDecay } from './sieges.js';
import { NAT, REP, type Side } from './state.js';

// §5.1, §16.3.3, §16.1.3, §16.2.2, §17.3: every change of control has its VP/RM, siege and isolation effects.
onControlChange(controlConsequences);

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

/** §6.0 D the War Status Phase: D.1 the VP and RM tables' war status entries (their printed rows are missing:
 *  charts.json gives 0; the state-dependent RM rows are reviewed once more), the Mallorca beach head's deadline
 *  (§8.5.4.4, digest 9.8 #22: before D.2), then D.2 Automatic Victory (§5.2): RM thresholds first, then the six
 *  Main Cities. */
export function warStatusPhase(module: GameModule, d: Draft): void {
  reviewMorale(module, d);
  beachHeadWarStatus(module, d);
  const t = autoVictory(module, d.state.turn);
  const rm = d.vars.rm;
  if (t.rep !== null && rm >= t.rep) return win(d, REP, '5.2.2', `Republican Morale ${rm} reached ${t.rep}`);
  if (t.nat !== null && rm <= t.nat) return win(d, NAT, '5.2.2', `Republican Morale ${rm} fell to ${t.nat}`);
  const cities = mainCitiesWinner(module, d);
  if (cities) win(d, cities, '5.2.1', 'controls all six Main Cities');
}

/** §6.0 F the End of Turn: retained Combat Cards go to the discard pile (§8.5.3.5); an out-of-supply Insurrection
 *  unit goes (N48); from Turn 6 every siege loses one resist (§16.1.6); the turn's Nationalist attacks count for
 *  Madrid (§17.3.2); at the end of Turn 5 the Ammunition Shortage ends (§17.1.1), the Madrid priority is assessed
 *  (§17.3.2), the Isolated Space markers go (§16.2.6) and the zones are marked for the divided-zone RM entries
 *  (§16.3.3 note 7). */
export function endOfTurn(module: GameModule, d: Draft): void {
  for (const side of [NAT, REP] as const) {
    const deck = d.vars.decks[side];
    deck.discard.push(...deck.retained);
    deck.retained = [];
  }
  insurrectionEndOfTurn(module, d);
  siegesDecay(d);
  recordTurnAttacks(module, d);
  if (d.state.turn === 5) {
    // §17.1.1: the Ammunition Shortage applies until the War of the Columns Phase ends at the latest (§15.2.1).
    endAmmoShortage(d);
    assessMadridPriority(d);
    for (const p of d.state.pieces.slice())
      if (p.kind === 'marker' && p.def.startsWith('isolated-') && p.at.kind === 'space') {
        emit(d, { type: 'isolatedRemoved', space: p.at.space, reason: 'end of Turn 5', rule: '16.2.6' });
        moveTo(d, p.id, { kind: 'box', box: 'removed' });
      }
    markZones(module, d);
  }
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
