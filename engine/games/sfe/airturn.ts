// The air turn's bookkeeping (§15): a side's air turn opens with its player segment, when its air units may fly
// again and its interdiction of the enemy's segment ends (§15.0, §16.15); air support that was not used lands at
// the end of the segment it was flown for. An Air Phase opens with the non-phasing side's allocation (§15.01);
// escorts and interceptors land at its end (§15.03). Air units lost go to the dead pile; aborted ones land. Air
// units on a base that enemy ground units overrun transfer at once to a friendly base within twice their range and
// are disrupted, flying no mission until the end of their side's next air turn; with no such base they are
// eliminated (§16.42).

import type { GameModule } from '../../core/module.js';
import { DEAD_PILE } from '../../core/types.js';
import { type Draft, emit, moveTo, setPiece } from '../../systems/draft.js';
import { airOf, airOfPiece, FIGHTER_MISSIONS, flown as distance, mayLand } from './air.js';
import { defOf, hexOf, isGround, type SfeVars, type Side } from './state.js';

type D = Draft<SfeVars>;

/** §15.0, §16.15 `side`'s air turn begins: its units fly again, its interdiction ends, every support sortie lands. */
export function openAirTurn(d: D, side: Side): void {
  const air = airOf(d.vars);
  const flown = Object.fromEntries(
    Object.entries(air.flown).filter(([id]) => d.state.pieces.find((p) => p.id === id)?.side !== side),
  );
  const sorties = air.sorties.filter((s) => s.side !== side && s.mission === 'interdiction');
  // §16.42 disrupted air units wait out the air turn after the one they were disrupted in
  const disrupted: Record<string, number> = {};
  for (const [id, n] of Object.entries(air.disrupted ?? {})) {
    const mine = d.state.pieces.find((p) => p.id === id)?.side === side;
    if (!mine) disrupted[id] = n;
    else if (n > 1) disrupted[id] = n - 1;
    else setPiece(d, id, { disrupted: false });
  }
  d.vars.air = { ...air, flown, sorties, disrupted };
}

/** §16.42 air units on bases enemy ground units stand on, or that the enemy took: to the nearest friendly base
 *  within twice their range with room, disrupted; with none they are eliminated. */
export function displaceAir(module: GameModule, d: D): void {
  for (const p of d.state.pieces) {
    const a = airOfPiece(module, p);
    const at = hexOf(p);
    if (!a || !at) continue;
    const enemyThere = d.state.pieces.some(
      (x) => hexOf(x) === at && x.side !== p.side && x.kind === 'unit' && isGround(defOf(module, x)!),
    );
    if (!enemyThere && d.vars.control[at] === p.side) continue;
    const side = p.side as Side;
    const bases = Object.keys(d.vars.control)
      .filter((h) => h !== at && d.vars.control[h] === side && distance(module, at, h) <= 2 * a.range)
      .filter((h) => mayLand(module, d.state, h, side, a.type))
      .sort((x, y) => distance(module, at, x) - distance(module, at, y) || (x < y ? -1 : 1));
    if (!bases[0]) {
      loseAirUnits(module, d, [p.id], '§16.42');
      continue;
    }
    moveTo(d, p.id, { kind: 'hex', hex: bases[0] });
    setPiece(d, p.id, { disrupted: true });
    const air = airOf(d.vars);
    d.vars.air = { ...air, disrupted: { ...air.disrupted, [p.id]: 2 } };
    emit(d, { type: 'airTransfer', piece: p.id, side, from: at, to: bases[0], rule: '§16.42' });
  }
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
