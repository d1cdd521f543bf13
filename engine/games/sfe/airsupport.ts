// What bombs do to the ground war. Air support (§16.12, §16.22): at the start of the Combat Phase, after flak, each
// supporting air unit is assigned to one ground unit of the battle over its hex; a unit's bombing added is at most
// its effective (terrain-, supply-reduced) factors, the bombing itself untouched by terrain; air units beyond that
// only soak up losses. The engine assigns them for the player: the largest bombing first, each to the unit with the
// most room left {source:'reconstructed', reason:'§16.12 lets the player assign; this assignment adds the most
// whenever one exists that adds everything'}. Support that was not used in the Combat Phase is held back for the
// Post-exploitation Combat Phase (§15.05) and lands at the end of the segment. Interdiction (§16.15): an enemy
// ground unit, supply unit or leader leaving an interdicted hex pays half the bombing there (rounded down) in
// extra MPs, at most half its movement factor (rounded up); friendly units are not affected.

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import type { Draft } from '../../systems/draft.js';
import { airOf, airOfPiece, type Mission, type Sortie } from './air.js';
import { defOf, type SfeVars, type Side } from './state.js';

/** §16.12 the bombing each supported unit is given (before the cap): the largest first, to the most room left. */
export function assignSupport(bombings: readonly number[], room: ReadonlyMap<string, number>): Map<string, number> {
  const given = new Map<string, number>([...room.keys()].map((id) => [id, 0]));
  for (const b of [...bombings].sort((x, y) => y - x)) {
    let best: string | null = null;
    for (const [id, r] of room) {
      const left = r - given.get(id)!;
      if (best === null || left > room.get(best)! - given.get(best)!) best = id;
    }
    if (best !== null) given.set(best, given.get(best)! + b);
  }
  return given;
}

/** §16.12, §16.22 the bombing of `side`'s support of `mission` over `hex` now (flak has halved what it hit). */
export function supportOver(state: GameState, hex: string, side: Side, mission: Mission): number[] {
  return sortiesOver(state, hex, side, mission).map((s) => s.bombing);
}

const sortiesOver = (state: GameState, hex: string, side: Side, mission: Mission): Sortie[] =>
  airOf(state.vars as unknown as SfeVars).sorties.filter(
    (s) => s.hex === hex && s.side === side && s.mission === mission,
  );

/** †§28.06 the nations whose air units of four or more bombing factors may divide them among ground units. */
export const DIVIDING_NATIONS: readonly string[] = ['british', 'german', 'us'];

/**
 * †§28.06 (optional, operationalBombing) the parts an air unit's support may be divided into: a British, German or
 * U.S. unit of 4 or more printed bombing factors gives each ground unit at least 2 printed factors (an odd one goes
 * with the last part), each part cut as the whole was (supply, weather, flak: "halved, one each"); else one part.
 */
export function bombingParts(printed: number, effective: number, nationality: string, dividing: boolean): number[] {
  if (!dividing || printed < 4 || !DIVIDING_NATIONS.includes(nationality)) return [effective];
  const n = Math.floor(printed / 2);
  return Array.from({ length: n }, (_, i) => ((i < n - 1 ? 2 : printed - 2 * (n - 1)) * effective) / printed);
}

/** §16.12, §16.22 each supported unit's share of the support over `hex`: the units' effective factors (id → value);
 *  with †§28.06 (option operationalBombing) an air unit may divide its bombing among several units. */
export function supportShares(
  module: GameModule,
  state: GameState,
  hex: string,
  side: Side,
  mission: Mission,
  effective: ReadonlyMap<string, number>,
): Map<string, number> {
  const dividing = !!(state.vars as unknown as SfeVars).options?.operationalBombing;
  const bombs = sortiesOver(state, hex, side, mission).flatMap((s) => {
    const p = state.pieces.find((x) => x.id === s.piece);
    const printed = (p && airOfPiece(module, p)?.bombing) ?? 0;
    return bombingParts(printed, s.bombing, (p && defOf(module, p)?.nationality) ?? '', dividing);
  });
  return bombs.length === 0 ? new Map() : assignSupport(bombs, effective);
}

/** §15.03 after a battle over `hex`, the air support flown to it lands (both sides'). */
export function landSupport(d: Draft<SfeVars>, hex: string): void {
  const air = airOf(d.vars);
  const support = (m: Mission) => m === 'offensive-support' || m === 'defensive-support';
  d.vars.air = { ...air, sorties: air.sorties.filter((s) => !(s.hex === hex && support(s.mission))) };
}

/** §16.15 the bombing `side`'s enemy interdicts `hex` with (HB already doubled). */
export function interdictedBy(state: Pick<GameState, 'vars'>, hex: string, side: Side): number {
  const air = airOf(state.vars as unknown as SfeVars);
  return air.sorties
    .filter((s) => s.hex === hex && s.side !== side && s.mission === 'interdiction')
    .reduce((t, s) => t + s.bombing, 0);
}

/** §16.15 the extra MPs a unit of movement factor `mf` pays to leave a hex interdicted with `bombing`. */
export const interdictionMp = (bombing: number, mf: number): number =>
  Math.min(Math.floor(bombing / 2), Math.ceil(mf / 2));

/** §16.15 the extra MPs for each hex `side`'s unit of movement factor `mf` would leave (only interdicted hexes). */
export function interdictionOf(state: Pick<GameState, 'vars'>, side: Side, mf: number): Map<string, number> {
  const out = new Map<string, number>();
  const air = airOf(state.vars as unknown as SfeVars);
  for (const s of air.sorties) {
    if (s.mission !== 'interdiction' || s.side === side || out.has(s.hex)) continue;
    const extra = interdictionMp(interdictedBy(state, s.hex, side), mf);
    if (extra > 0) out.set(s.hex, extra);
  }
  return out;
}

/** §21.08 a unit moves out along `left` (the hexes it leaves, in order): the flak of each interdicted one (its
 *  side's units and city there) fires at the interdictors first; X and A take them away for good, H halves their
 *  bombing for this move only. Answers the MPs the move saves. */
export function interdictionFlak(
  d: Draft<SfeVars>,
  side: Side,
  mf: number,
  left: readonly string[],
  fire: (hex: string, sorties: Sortie[]) => Map<string, FlakResultCode>,
): number {
  let saved = 0;
  for (const hex of left) {
    const before = interdictionMp(interdictedBy(d.state, hex, side), mf);
    if (before === 0) continue;
    const over = airOf(d.vars).sorties.filter((s) => s.hex === hex && s.side !== side && s.mission === 'interdiction');
    const results = fire(hex, over);
    const bombing = airOf(d.vars)
      .sorties.filter((s) => s.hex === hex && s.side !== side && s.mission === 'interdiction')
      .reduce((t, s) => t + (results.get(s.piece) === 'H' ? s.bombing / 2 : s.bombing), 0);
    saved += before - interdictionMp(bombing, mf);
  }
  return saved;
}

/** §21.04 a flak result's code (flak.ts FlakResult). */
type FlakResultCode = 'X' | 'A' | 'H' | '-';
