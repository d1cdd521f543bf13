// Flak (§21): the hex's flak factors are its ground units' printed flak and, for its controller, the city's (major
// city 4, minor city 2, town 1); an airfield counter's (major airfield 3, airfield 2) only against airfield bombing
// (†§21.02, §21.05). Two dice are rolled on the Flak Table for each enemy air unit, on the column of the total, one
// or two columns left by the air unit's type; below 1 factor, or shifted off the 1 column, no effect (§21.03).
// X eliminates the air unit, A aborts it, H halves its bombing, fractions kept (§21.04). Flak fires at the start of
// the Combat Phase at air units on bombing missions, the phasing side first (§21.01); at airfield bombers when
// they strike, after air combat in the Air Phase (§15.03, §21.05). The table is charts.json's "flak".

import type { GameModule } from '../../core/module.js';
import type { GameState } from '../../core/types.js';
import { roll } from '../../systems/draft.js';
import type { Draft } from '../../systems/draft.js';
import { type AirType, airOf, airOfPiece, type Sortie } from './air.js';
import { chartOf } from './charts.js';
import { landSorties, loseAirUnits } from './airturn.js';
import { defOf, enemyOf, faceOf, hexDef, hexOf, type SfeVars, type Side } from './state.js';
import { cityClass } from './terrain.js';

type D = Draft<SfeVars>;

/** §21.04 a flak result: X eliminated, A aborted, H bombing halved, - no effect. */
export type FlakResult = 'X' | 'A' | 'H' | '-';

/** †§21.02 the city's flak for its controller: its air basing capacity. */
export const CITY_FLAK = { major: 4, minor: 2, town: 1 } as const;
/** §21.05 an airfield counter's flak, used only against airfield bombing. */
export const AIRFIELD_FLAK = { major: 3, regular: 2 } as const;

/** †§21.02, §21.05 the flak factors `side` fires in `hex` (with its airfields' when they are the target). */
export function flakFactors(module: GameModule, state: GameState, hex: string, side: Side, airfield = false): number {
  const v = state.vars as unknown as SfeVars;
  let total = 0;
  for (const p of state.pieces) {
    if (hexOf(p) !== hex || p.side !== side) continue;
    const def = defOf(module, p);
    if (!def) continue;
    if (def.type === 'airfield') {
      if (airfield) total += def.size === 'major' ? AIRFIELD_FLAK.major : AIRFIELD_FLAK.regular;
      continue;
    }
    // §3.16 a ground unit's printed flak factor (the module's counters print none yet)
    total += Number((faceOf(def, p).factors as Record<string, number> | undefined)?.flak ?? 0);
  }
  const city = cityClass(hexDef(module, hex));
  if (city && v.control[hex] === side) total += CITY_FLAK[city];
  if (airfield && hexDef(module, hex)?.features?.includes('airfield') && v.control[hex] === side)
    total += AIRFIELD_FLAK.regular;
  return total;
}

/** §21.03 the Flak Table's column for `factors` against an air unit of `type` (null: no effect). */
export function flakColumn(module: GameModule, factors: number, type: AirType | 'naval'): number | null {
  const d = chartOf(module, 'flak').data as { brackets: number[]; shift: Record<string, number> };
  if (factors < 1) return null;
  let i = -1;
  d.brackets.forEach((b, k) => {
    if (factors >= b) i = k;
  });
  const col = i + (d.shift[type] ?? 0);
  return col < 0 ? null : col;
}

/** §21.03, §21.04 the result of a 2d6 roll on a column of the Flak Table. */
export function flakResult(module: GameModule, column: number | null, roll2d6: number): FlakResult {
  if (column === null) return '-';
  const c = chartOf(module, 'flak');
  const row = c.rows.find((r) => r.key === String(Math.max(2, Math.min(12, roll2d6))));
  const cell = String(row?.cells[Math.min(column, c.columns.length - 1)] ?? '-');
  return cell === 'X' || cell === 'A' || cell === 'H' ? cell : '-';
}

/** §21.04 what a result does to a sortie's bombing: H halves it, fractions kept. */
export const afterFlak = (bombing: number, r: FlakResult): number => (r === 'H' ? bombing / 2 : bombing);

/** §21.03 `side`'s flak fires at each of `sorties` over `hex` (2d6 each); results applied at once (H halves the
 *  sortie's bombing unless `keepH`, §21.08). Answers each air unit's result. */
export function fireFlak(
  module: GameModule,
  d: D,
  hex: string,
  side: Side,
  sorties: Sortie[],
  airfield = false,
  keepH = false,
): Map<string, FlakResult> {
  const out = new Map<string, FlakResult>();
  const factors = flakFactors(module, d.state, hex, side, airfield);
  if (factors < 1) return out;
  for (const s of sorties) {
    const p = d.state.pieces.find((x) => x.id === s.piece);
    const a = p ? airOfPiece(module, p) : null;
    if (!a) continue;
    const column = flakColumn(module, factors, a.type);
    if (column === null) continue;
    const dice = roll(d, 2, `flak at ${hex}`, side, '§21.03');
    const result = flakResult(module, column, dice[0]! + dice[1]!);
    d.events.push({ type: 'flak', hex, side, piece: s.piece, factors, result, rule: '§21.04' });
    out.set(s.piece, result);
    if (result === 'X') loseAirUnits(module, d, [s.piece], '§21.04');
    else if (result === 'A') landSorties(d, [s.piece]);
    else if (result === 'H' && !keepH) {
      const air = airOf(d.vars);
      const sorties = air.sorties.map((x) => (x.piece === s.piece ? { ...x, bombing: x.bombing / 2 } : x));
      d.vars.air = { ...air, sorties };
    }
  }
  return out;
}

/** §21.01 the start of the Combat Phase: the phasing side's flak, then the other's, at the bombing missions over
 *  their hexes. The phasing side fires at defensive support only by one attacking stack (§21.07): not offered yet. */
export function combatFlak(module: GameModule, d: D): void {
  const phasing = d.state.activeSide as Side;
  const over = (mission: Sortie['mission'], side: Side) =>
    airOf(d.vars).sorties.filter((s) => s.mission === mission && s.side !== side);
  const defender = enemyOf(phasing);
  const hexes = new Set(over('offensive-support', defender).map((s) => s.hex));
  for (const hex of [...hexes].sort())
    fireFlak(
      module,
      d,
      hex,
      defender,
      over('offensive-support', defender).filter((s) => s.hex === hex),
    );
}
