// Naval interception (§19.5) played by hand: `intercept {pieces, hex}` — a group of ships of one stack tries to
// intercept enemy ships moving through `hex` (§19.51). One die for the group, rolled by the engine, +1 for each
// damaged ship in it (§20.03(4)); each ship one interception roll a player segment (§19.52), none disrupted (§18.04).
// The Naval & Air Interception Table is not in the book: the engine names the column by the distance from the
// group's base (the "5-7" and "8-10" columns of the §19 example) and the modified roll; the example's naval groups
// at 5-7 hexes or nearer succeed at once (reconstructed: "automatic" in steps 4 and 8), any other result is read off
// the players' table. A group that succeeds sails to the hex (sail) and must fight there (§19.53).

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Action, GameState, Piece, Violation } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { factsOf, navalTurn, shipOf } from './naval.js';
import { shipIn } from './navalmove.js';
import { defOf, hexOf, type SfeVars, varsOf, violation } from './state.js';
import { graphOf } from './terrain.js';

type D = Draft<SfeVars>;

/** §19.51 the table's columns by hexes from the base to the interception hex (the example's two, widened). */
const COLUMNS: readonly { label: string; to: number }[] = [
  { label: '0-4', to: 4 },
  { label: '5-7', to: 7 },
  { label: '8-10', to: 10 },
  { label: '11-14', to: 14 },
];

/** §19.51 the column of a distance (null: beyond the table, 14 hexes). */
export const interceptColumn = (hexes: number): string | null => COLUMNS.find((c) => hexes <= c.to)?.label ?? null;

/** §19 example (steps 4, 8) a naval group at 5-7 hexes or nearer intercepts at once; else the players' table. */
export const automatic = (column: string): boolean => column === '0-4' || column === '5-7';

/** The key of a player segment (§19.52 one interception roll a ship in each). */
const segmentKey = (state: GameState): string => `${state.turn}.${varsOf(state).segment}`;

/** The group of `args.pieces`: ships of the side in one stack, or why not (refused in every mode). */
function groupOf(module: GameModule, state: GameState, action: Action): Piece[] | Violation[] {
  const out: Piece[] = [];
  for (const id of strs(action.args.pieces) ?? []) {
    const p = shipIn(module, state, { ...action, args: { piece: id } });
    if (Array.isArray(p)) return p;
    out.push(p);
  }
  if (out.length === 0 || out.some((p) => hexOf(p) !== hexOf(out[0]!)))
    return [violation('naval.intercept', '19.51', 'A group is ships of yours in one stack')];
  return out;
}

/** §19.52, §18.04 the rules an interception breaks: a second roll this segment, a disrupted ship, out of range. */
export function interceptBreaks(module: GameModule, state: GameState, action: Action): Violation[] {
  const g = groupOf(module, state, action);
  if (g.length === 0 || !('def' in g[0]!)) return g as Violation[];
  const v = varsOf(state);
  const out: Violation[] = [];
  for (const p of g as Piece[]) {
    const ship = v.naval?.ships[p.id] ?? {};
    if (ship.intercepted === segmentKey(state))
      out.push(
        violation('naval.intercept', '19.52', 'One interception roll a ship each player segment', { piece: p.id }),
      );
    if ((ship.disruptedUntil ?? 0) >= navalTurn(state, v, p.side))
      out.push(violation('naval.mission', '18.04', 'A disrupted ship may not intercept', { piece: p.id }));
  }
  const far = graphOf(module).distance(hexOf((g as Piece[])[0]!)!, str(action.args.hex) ?? '');
  if (interceptColumn(far) === null)
    out.push(violation('naval.intercept', '19.51', 'The interception hex is beyond the table (14 hexes)'));
  return out;
}

/** §19.51 carry out an interception roll: the die, the DRM, the column and, where the example settles it, success. */
export function intercept(module: GameModule, d: D, action: Action): Violation[] | null {
  const g = groupOf(module, d.state, action);
  if (g.length === 0 || !('def' in g[0]!)) return g as Violation[];
  const ships = g as Piece[];
  const hex = str(action.args.hex) ?? '';
  const column = interceptColumn(graphOf(module).distance(hexOf(ships[0]!)!, hex)) ?? '15+';
  // §20.03(4) +1 for each damaged ship in the group
  const drm = ships.filter((p) => factsOf(defOf(module, p)!, p, d.vars.naval?.ships[p.id]).damaged).length;
  const [die] = roll(d, 1, `naval interception at ${hex}`, action.side, '§19.51');
  for (const p of ships) shipOf(d.vars, p.id).intercepted = segmentKey(d.state);
  const result = automatic(column) ? 'success' : '?';
  const pieces = ships.map((p) => p.id);
  emit(d, { type: 'interception', side: action.side, pieces, hex, column, die: die!, drm, result, rule: '§19.51' });
  return null;
}
