// Advance after combat: where the victorious attackers may go once the defender's hex or space is empty.
// Isabella 13.20 / SFE 9.04 / Our War XVI.10: into the defender's hex only. Crusade 11.5.2-11.5.3: after a
// two-space retreat, on into the empty spaces the retreating units vacated, stopping on entering a Mountain.
// Advancing is optional and ignores EZOC (Isabella 7.6) — `canEnter` holds only stacking and terrain limits.

/** The advance rules of one battle. */
export interface AdvanceRules {
  ref: string;
  /** The defender's hex or space (the first node of every advance). */
  defender: string;
  /** Whether the defender's node is now empty of all units (an advance needs it). */
  defenderEmpty: boolean;
  /** The paths the retreating units took (their nodes in order, origin excluded): spaces vacated on the way. */
  retreatPaths?: string[][];
  /** Most nodes an advance may enter (1: the defender's node only; Crusade 2 after a two-space retreat). */
  maxNodes: number;
  /** Stacking and terrain prohibitions for the advancing force (EZOC never blocks an advance). */
  canEnter(node: string): boolean;
  /** Whether a node is empty of enemy units (Crusade 11.5.4: never into a space with enemy units). */
  isEmpty(node: string): boolean;
  /** An advance stops on entering such a node (Crusade 11.5.3: Mountain). */
  stopsIn?(node: string): boolean;
}

/** Every advance the attacker may choose (each a list of nodes entered in order), and why. */
export function advanceOptions(r: AdvanceRules): { paths: string[][]; explanation: string } {
  if (!r.defenderEmpty)
    return { paths: [], explanation: `the defender's ${r.defender} is not empty: no advance (${r.ref})` };
  if (!r.canEnter(r.defender))
    return {
      paths: [],
      explanation: `the advancing force may not enter ${r.defender} (stacking or terrain, ${r.ref})`,
    };
  const paths: string[][] = [[r.defender]];
  const key = (p: string[]) => p.join('>');
  const seen = new Set([key([r.defender])]);
  // Follow each retreat path from the defender's node: the advance retraces the vacated spaces.
  for (const rp of r.retreatPaths ?? []) {
    const cur = [r.defender];
    for (const n of rp) {
      if (cur.length >= r.maxNodes || (r.stopsIn?.(cur[cur.length - 1]!) ?? false)) break;
      if (!r.isEmpty(n) || !r.canEnter(n)) break;
      cur.push(n);
      if (!seen.has(key(cur))) {
        seen.add(key(cur));
        paths.push(cur.slice());
      }
    }
  }
  return { paths, explanation: `may advance (optional, ${r.ref}): ${paths.map((p) => p.join('>')).join(', ')}` };
}
