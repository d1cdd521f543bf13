// The air turn's bookkeeping (§15): a side's air turn opens with its player segment, when its air units may fly
// again and its interdiction of the enemy's segment ends (§15.0, §16.15); air support that was not used lands at
// the end of the segment it was flown for. An Air Phase opens with the non-phasing side's allocation (§15.01);
// escorts and interceptors land at its end (§15.03). Air units lost go to the dead pile; aborted ones land.

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { airOf, FIGHTER_MISSIONS } from './air.js';
import type { SfeVars, Side } from './state.js';

type D = Draft<SfeVars>;

/** §15.0, §16.15 `side`'s air turn begins: its units fly again, its interdiction ends, every support sortie lands. */
export function openAirTurn(d: D, side: Side): void {
  const air = airOf(d.vars);
  const flown = Object.fromEntries(
    Object.entries(air.flown).filter(([id]) => d.state.pieces.find((p) => p.id === id)?.side !== side),
  );
  const sorties = air.sorties.filter((s) => s.side !== side && s.mission === 'interdiction');
  d.vars.air = { ...air, flown, sorties };
}

/** §15.01 an Air Phase opens: the non-phasing side allocates first; no base has launched a mission yet. */
export function openAirPhase(d: D): void {
  d.vars.air = { ...airOf(d.vars), stage: 'defence', launched: {} };
}

/** §15.03 the end of the Air Phase: escorting and intercepting fighters return to base. */
export function endAirPhase(d: D): void {
  const air = airOf(d.vars);
  d.vars.air = { ...air, sorties: air.sorties.filter((s) => !FIGHTER_MISSIONS.includes(s.mission)) };
}

/** §15.03, §17.2, §21.04 air units that land (aborted, or their mission done): their sorties end. */
export function landSorties(d: D, pieces: readonly string[]): void {
  const air = airOf(d.vars);
  d.vars.air = { ...air, sorties: air.sorties.filter((s) => !pieces.includes(s.piece)) };
}

/** §17.2, §21.04, §16.13 air units eliminated: to the dead pile, their sorties ended. */
export function loseAirUnits(_module: GameModule, d: D, pieces: readonly string[], rule: string): void {
  landSorties(d, pieces);
  for (const id of pieces) {
    const p = d.state.pieces.find((x) => x.id === id);
    const hex = p?.at.kind === 'hex' ? p.at.hex : null;
    if (!p || !hex) continue;
    moveTo(d, id, { kind: 'box', box: DEAD_PILE });
    emit(d, { type: 'eliminated', piece: id, side: p.side, hex, rule });
  }
}
