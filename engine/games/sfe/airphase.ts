// The Air Phase's end (§15.03, §16.13, §16.32, §17): air combat in every hex where both sides allocated air units,
// then the airfield bombing (with its flak, §21.05), then the transports that came through unload a 1-point supply
// marker each (§16.31, §23.32), then the escorts and interceptors land. Airfield bombing (†§16.13): one
// die per attacking air unit, a hit when it is at most half its bombing (rounded up), a fighter adding 1 to its
// bombing; units too weak to attack alone (under 2 effective factors) pool into as many groups of 2 as they can,
// a remainder of 1 or more rolling once. Each hit destroys an enemy air unit on the ground there, the attacker
// choosing (the engine takes the most valuable).

import type { GameModule } from '../../core/module.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { airOf, airOfPiece, basedIn } from './air.js';
import { airCombatIn, contested } from './aircombat.js';
import { phaseKey } from './airmissions.js';
import { endAirPhase, landSorties, loseAirUnits } from './airturn.js';
import { deliverSupply } from './delivered.js';
import { fireFlak } from './flak.js';
import { enemyOf, type SfeVars, type Side } from './state.js';

type D = Draft<SfeVars>;

/** †§16.13 the hit numbers of an airfield bombing: each strong unit alone, the weak ones pooled in twos. */
export function airfieldRolls(bombings: readonly number[]): number[] {
  const out: number[] = [];
  let pooled = 0;
  for (const b of bombings) {
    if (b >= 2) out.push(Math.ceil(b / 2));
    else pooled += b;
  }
  for (; pooled >= 2; pooled -= 2) out.push(1);
  if (pooled >= 1) out.push(Math.ceil(pooled / 2));
  return out;
}

/** †§16.13 a sortie's bombing against an airfield: a fighter adds 1. */
export const airfieldBombing = (bombing: number, fighter: boolean): number => bombing + (fighter ? 1 : 0);

/** †§16.13, §21.05 the airfield bombing over `hex`: the defender's flak with the airfield's, then the rolls. */
function bombAirfield(module: GameModule, d: D, hex: string, side: Side, phase: string): void {
  const mine = () =>
    airOf(d.vars).sorties.filter(
      (s) => s.hex === hex && s.side === side && s.mission === 'airfield-bombing' && s.phase === phase,
    );
  fireFlak(module, d, hex, enemyOf(side), mine(), true);
  const bombs = mine().map((s) => {
    const p = d.state.pieces.find((x) => x.id === s.piece)!;
    return airfieldBombing(s.bombing, airOfPiece(module, p)?.type === 'F');
  });
  const flying = new Set(airOf(d.vars).sorties.map((s) => s.piece));
  const grounded = () =>
    basedIn(module, d.state, hex)
      .filter((p) => p.side !== side && !flying.has(p.id))
      .sort((a, b) => worth(module, b) - worth(module, a) || (a.id < b.id ? -1 : 1));
  for (const need of airfieldRolls(bombs)) {
    const [die] = roll(d, 1, `airfield bombing at ${hex}`, side, '§16.13');
    const target = die! <= need ? grounded()[0] : undefined;
    emit(d, { type: 'airfieldBombing', hex, side, roll: die!, need, hit: target?.id ?? null, rule: '§16.13' });
    if (target) loseAirUnits(module, d, [target.id], '§16.13');
  }
  landSorties(
    d,
    mine().map((s) => s.piece),
  );
}

const worth = (module: GameModule, p: Parameters<typeof airOfPiece>[1]): number => {
  const a = airOfPiece(module, p);
  return a ? a.airCombat + a.bombing : 0;
};

/** §15.03, §17 the Air Phase's allocations done: air combat, airfield bombing, then escorts and interceptors land. */
export function resolveAirPhase(module: GameModule, d: D): void {
  const phase = phaseKey(d.state);
  for (const hex of contested(d, phase)) airCombatIn(module, d, hex, phase);
  const side = d.state.activeSide as Side;
  const targets = airOf(d.vars).sorties.filter(
    (s) => s.mission === 'airfield-bombing' && s.side === side && s.phase === phase,
  );
  for (const hex of [...new Set(targets.map((s) => s.hex))].sort()) bombAirfield(module, d, hex, side, phase);
  // §16.32, §23.32 the transports that came through unload (or drop) a 1-point supply marker, then land
  const supply = airOf(d.vars).sorties.filter((s) => s.mission === 'air-supply' && s.phase === phase);
  for (const s of supply) {
    deliverSupply(d.vars, { hex: s.hex, side: s.side, points: 1, kind: 'air' });
    emit(d, { type: 'airSupply', piece: s.piece, side: s.side, hex: s.hex, points: 1, rule: '§16.32' });
  }
  landSorties(
    d,
    supply.map((s) => s.piece),
  );
  endAirPhase(d);
}
