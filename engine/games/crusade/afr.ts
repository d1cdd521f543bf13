// §17.6 the Army of Africa: once Air Bridge (N1) is played, the AFR units waiting in the 'africa' box arrive one
// by one at the start of the scheduled Nationalist Action Rounds (charts.json `army-of-africa`), before his
// action, in a friendly-controlled, supplied Sevilla or Cádiz within the stacking limit; a unit that cannot land
// stays in Morocco and may come later only by SR to Sevilla or Cádiz (sr.ts). Not a Reinforcement event.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { type Draft, emit, moveTo } from './draft.js';
import { stackLimit } from './stacking.js';
import { NAT, unitsIn, varsOf } from './state.js';
import { suppliedSpaces } from './supply.js';
import { hasFlag } from './units.js';

/** §17.6.4 the two landing spaces, in the default order of choice (digest 9.5: Sevilla first). */
export const AFR_PORTS = ['sevilla', 'cadiz'];

/** The box of the Army of Africa display. */
export const AFRICA = { kind: 'box', box: 'africa' } as const;

/** One scheduled arrival: its turn and Nationalist round (the early round after End of the Strait Blockade). */
interface Slot {
  key: string;
  turn: number;
  round: number;
  early: number | null;
}

/** §17.6.2 the schedule of arrivals (the set-up's unit, round 0, excluded). */
export function afrSchedule(module: GameModule): Slot[] {
  const rows = module.charts.find((c) => c.id === 'army-of-africa')?.rows ?? [];
  const out: Slot[] = [];
  for (const r of rows) {
    const [turn, round, early] = r.cells;
    if (typeof turn !== 'number' || typeof round !== 'number' || round === 0) continue;
    out.push({ key: r.key, turn, round, early: typeof early === 'number' ? early : null });
  }
  return out;
}

/** §17.6.4 where an arriving AFR unit may land now: friendly-controlled, supplied Sevilla or Cádiz with room. */
export function afrLandings(module: GameModule, state: GameState): string[] {
  const supplied = suppliedSpaces(module, state, NAT);
  return AFR_PORTS.filter(
    (s) => varsOf(state).control[s] === NAT && supplied.has(s) && unitsIn(state, s).length < stackLimit(state),
  );
}

/** The memory of arrivals: the slots done, and the units that could not land (they stay in Morocco). */
function memory(state: GameState): { done: string[]; stranded: string[] } {
  const m = varsOf(state).extra.afr;
  return { done: [...(m?.done ?? [])], stranded: [...(m?.stranded ?? [])] };
}

/** §17.6.4 AFR units left in Morocco (they may SR to Sevilla or Cádiz only). */
export function strandedAfr(state: GameState): string[] {
  return memory(state).stranded;
}

/** §17.6.2 the slot's round this game: the early one in Turn 3 once End of the Strait Blockade (N6) is played. */
const roundOf = (state: GameState, s: Slot): number =>
  s.early !== null && varsOf(state).played.includes('N6') ? s.early : s.round;

/**
 * §17.6.2–17.6.4 at the start of a Nationalist Action Round: every scheduled arrival now due (and not yet made)
 * lands in Sevilla (else Cádiz) or stays in Morocco. Called by flow.ts when a round starts. A Turn-3 arrival that
 * N6 moves to round 1 while N6 is being played in round 1 lands at the start of round 2 (digest 7.6 says: after
 * the event).
 */
export function afrArrivals(module: GameModule, d: Draft): void {
  if (d.state.activeSide !== NAT || !d.vars.flags.includes('airBridge')) return;
  const m = memory(d.state);
  const t = d.state.turn;
  const r = d.vars.round;
  for (const slot of afrSchedule(module)) {
    if (m.done.includes(slot.key)) continue;
    const round = roundOf(d.state, slot);
    if (slot.turn > t || (slot.turn === t && round > r)) continue;
    m.done.push(slot.key);
    const unit = d.state.pieces.find(
      (p) =>
        p.kind === 'unit' &&
        p.at.kind === 'box' &&
        p.at.box === 'africa' &&
        hasFlag(module, p, 'armyOfAfrica') &&
        !m.stranded.includes(p.id),
    );
    if (!unit) continue;
    const to = afrLandings(module, d.state)[0];
    if (to) {
      moveTo(d, unit.id, { kind: 'space', space: to });
      emit(d, { type: 'afrArrival', unit: unit.id, space: to, slot: slot.key, rule: '17.6.4' });
    } else {
      m.stranded.push(unit.id);
      emit(d, { type: 'afrStranded', unit: unit.id, slot: slot.key, rule: '17.6.4' });
    }
  }
  d.vars.extra.afr = { done: m.done, stranded: m.stranded };
}
