// §10.03 retreats: the owner moves the retreating units one hex; if they overstack there, one more hex. Wherever
// possible the retreat keeps or shortens the supply path. Never into prohibited terrain, a hex with enemy ground
// units or an enemy ZOC (friendly units there do not cancel it); a unit with no such hex is eliminated. Leaders and
// the units stacked with them may stay on a DR or AR, and surviving attackers with them on an AX (§13.04); leaders
// and supply units go with their stack (§23.22). A unit that retreats onto disrupted enemy airborne goes one hex more
// (§22.14). The map, the ZOC and the supply path are read through the inputs (E1's movement, ZOC and supply).

/** What a retreat reads of the board, for the retreating side. */
export interface RetreatBoard {
  neighbors(hex: string): readonly string[];
  /** Terrain the units may not enter (sea, all-sea hexside...). */
  prohibited(from: string, to: string): boolean;
  /** An enemy ground unit is in the hex (disrupted enemy airborne do not count, §22.14). */
  enemyIn(hex: string): boolean;
  /** The hex is in an enemy ZOC. */
  enemyZoc(hex: string): boolean;
  /** The length of the supply path from the hex, or null when none (the retreat rule then does not bind). */
  supplyLength(hex: string): number | null;
  /** The retreating units fit in the hex's stacking limit. */
  fits(hex: string): boolean;
  /** §22.14 disrupted enemy airborne in the hex: passable, but the retreat may not end there. */
  disruptedEnemyAirborne?(hex: string): boolean;
}

/** One way a stack may retreat: the hexes it passes, the last where it ends. */
export type RetreatPath = string[];

const open = (b: RetreatBoard, from: string, to: string) =>
  !b.prohibited(from, to) && !b.enemyIn(to) && !b.enemyZoc(to);
const endsOk = (b: RetreatBoard, hex: string) => b.fits(hex) && !b.disruptedEnemyAirborne?.(hex);

/** §10.03, §22.14 the retreats open to a stack in `from`: one hex, or two where the first overstacks or may not hold
 *  it; the supply rule keeps only those that keep or shorten the path when any does. [] means it is eliminated. */
export function retreatPaths(board: RetreatBoard, from: string): RetreatPath[] {
  const paths: RetreatPath[] = [];
  for (const one of board.neighbors(from)) {
    if (!open(board, from, one)) continue;
    if (endsOk(board, one)) {
      paths.push([one]);
      continue;
    }
    // §10.03 overstacked after one hex: one more hex
    for (const two of board.neighbors(one))
      if (two !== from && open(board, one, two) && endsOk(board, two)) paths.push([one, two]);
  }
  return keepingSupply(board, from, paths);
}

/** §10.03 wherever possible the retreat keeps or shortens the supply path (by the hex it ends in). */
export function keepingSupply(board: RetreatBoard, from: string, paths: RetreatPath[]): RetreatPath[] {
  const now = board.supplyLength(from);
  if (now === null) return paths;
  const ok = paths.filter((p) => {
    const l = board.supplyLength(p[p.length - 1]!);
    return l !== null && l <= now;
  });
  return ok.length > 0 ? ok : paths;
}

/** §10.03 whether a chosen retreat is one of those open to the stack. */
export const retreatAllowed = (board: RetreatBoard, from: string, path: readonly string[]): boolean =>
  retreatPaths(board, from).some((p) => p.length === path.length && p.every((h, i) => h === path[i]));

/** §10.03, §13.04 who must retreat after a result: every retreating unit but those stacked with a leader. */
export function mustRetreat(
  units: readonly { id: string; hex: string }[],
  leaderHexes: ReadonlySet<string>,
  result: string,
): string[] {
  const retreating = result === 'DR' || result === 'AR' || result === 'AX';
  return retreating ? units.filter((u) => !leaderHexes.has(u.hex)).map((u) => u.id) : [];
}
