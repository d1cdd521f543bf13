// XX.2.3 optional bridgeheads in ground combat (XVI.13 "see optional rules"): the units in a bridgehead attack the
// enemy's units in their own hex (ground combat inside the hex, as XVI.1 allows for bridgeheads), and both sides
// must attack each turn while it stands: a side's combat segment does not end while it has an attack on a
// bridgehead's enemy units offered and has made none there this turn.
//
// {source:'reconstructed'} readings: "attack" is any attack (or reaction attack) by the side on the enemy's units in
// the bridgehead hex, from inside or from a hex next to it; a side that has no such attack it may make (its units
// activated, disorganised, out of supply, or the odds below the table) owes none.

import { strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { isSide, ourWarOf, type OurWarVars } from '../ourwar/state.js';
import { mapGraph } from '../ourwar/terrain.js';

/** XVI.1, XX.2.3 the places the attackers of `hex` may stand: its neighbours, and the hex itself in a bridgehead. */
export function attackFrom(module: GameModule, state: GameState, hex: string): Set<string> {
  const near = new Set(mapGraph(module).neighbors(hex));
  if (ourWarOf(state).bridgeheads?.[hex]) near.add(hex);
  return near;
}

/** XX.2.3 the attacks made this action on bridgehead hexes (the combat events), marked on their bridgeheads. */
export function noteAttacks(d: Draft<OurWarVars>): void {
  const all = d.vars.bridgeheads;
  if (!all) return;
  for (const e of d.events) {
    const b = e.type === 'combat' && typeof e.hex === 'string' ? all[e.hex] : undefined;
    if (b && isSide(e.side)) b.attacked = { ...b.attacked, [e.side]: d.state.turn };
  }
}

/** XX.2.3 the first bridgehead hex where `side` has made no attack this turn and has one offered among `attacks`
 *  (the side's attacks now), or null. */
export function owedAttack(state: GameState, side: string, attacks: () => readonly LegalAction[]): string | null {
  const all = ourWarOf(state).bridgeheads ?? {};
  const owed = Object.keys(all).filter((hex) => isSide(side) && all[hex]!.attacked?.[side] !== state.turn);
  if (owed.length === 0) return null;
  const offered = attacks();
  return owed.find((hex) => offered.some((a) => a.args?.hex === hex && (strs(a.args.pieces) ?? []).length > 0)) ?? null;
}
