// Retreat after combat: every legal retreat path of a given length, then the game's priority rules applied in
// order to find the paths the owner must choose among (Isabella 13.18/7.6, SFE 10.03, Crusade 11.4.5,
// Our War XVI.7). Hard limits (enemy units, prohibited terrain, EZOC where it forbids) are the game's
// `canEnter`; priorities are ordered, named preferences; a unit with no legal path is eliminated.

import type { MapGraph } from '../../geometry/graph.js';

/** One retreat path: the nodes entered in order (the origin excluded). */
export interface RetreatPath {
  nodes: string[];
  end: string;
  /** Went further than the required length because the first end was overstacked (SFE 10.03, Crusade 11.4.5.1). */
  extended: boolean;
}

/** A priority among legal paths: lower score is better; the best-scoring paths survive to the next priority. */
export interface RetreatPreference {
  id: string;
  ref: string;
  reason: string;
  score(path: RetreatPath): number;
}

/** What ending overstacked does. */
export type OverstackRule =
  /** Allowed; the game resolves the overstack afterwards (Isabella 6.6). */
  | { mode: 'allow' }
  /** Must continue up to `extra` more nodes to one that is not overstacked and passes `endOk` (SFE 10.03, Crusade 11.4.5.1). */
  | { mode: 'extend'; extra: number; endOk?(node: string): boolean; ref: string };

/** A game's retreat rules. */
export interface RetreatRules {
  ref: string;
  /** Nodes to retreat (1 in Isabella / SFE / Our War; 1 or 2 in Crusade 11.4.2). */
  length: number;
  /** Hard limit on each step: no enemy units, no prohibited terrain or hexside, no EZOC where it forbids. */
  canEnter(from: string, to: string): boolean;
  /** Whether ending in `node` would overstack. */
  overstacked?(node: string): boolean;
  overstack?: OverstackRule;
  /** Ordered priorities (Crusade 11.4.5: friendly spaces, then stacking, then supply). */
  preferences?: RetreatPreference[];
}

/** The legal paths, the ones the priorities leave, and why. */
export interface RetreatOptions {
  legal: RetreatPath[];
  best: RetreatPath[];
  /** No legal path: the unit is eliminated (Isabella DR default, SFE 10.03, Crusade 11.4.4). */
  eliminated: boolean;
  explanation: string[];
}

/** Every legal retreat path from `from`, narrowed by the preferences in order. */
export function retreatOptions(graph: MapGraph, from: string, rules: RetreatRules): RetreatOptions {
  if (!graph.has(from)) throw new Error(`retreat: "${from}" is not a node of the map`);
  if (!Number.isInteger(rules.length) || rules.length < 1)
    throw new Error(`retreat length must be an integer >= 1 (got ${rules.length})`);
  const over = rules.overstacked ?? (() => false);
  const ov = rules.overstack ?? { mode: 'allow' as const };
  const legal: RetreatPath[] = [];
  const seen = new Set<string>([from]);
  const path: string[] = [];
  // Depth-first over simple paths: a retreat never re-enters the origin and enters distinct nodes
  // (Crusade 11.4.5: "two different spaces"; it may end adjacent to the origin).
  const walk = (at: string, extraLeft: number, extending: boolean): void => {
    const done = path.length >= rules.length;
    if (done) {
      const end = path[path.length - 1]!;
      const endOk = !extending || ov.mode !== 'extend' || (ov.endOk?.(end) ?? true);
      if (!over(end) && endOk) {
        legal.push({ nodes: path.slice(), end, extended: extending });
        return;
      }
      if (ov.mode === 'allow' && !extending) {
        legal.push({ nodes: path.slice(), end, extended: false });
        return;
      }
      if (ov.mode !== 'extend' || extraLeft === 0) return;
      extraLeft--;
      extending = true;
    }
    for (const n of graph.neighbors(at)) {
      if (seen.has(n) || !rules.canEnter(at, n)) continue;
      seen.add(n);
      path.push(n);
      walk(n, extraLeft, extending);
      path.pop();
      seen.delete(n);
    }
  };
  walk(from, ov.mode === 'extend' ? ov.extra : 0, false);
  const explanation: string[] = [];
  if (legal.length === 0) {
    explanation.push(`no legal retreat of ${rules.length} from ${from}: the unit is eliminated (${rules.ref})`);
    return { legal, best: [], eliminated: true, explanation };
  }
  explanation.push(`${legal.length} legal retreat path(s) of ${rules.length} from ${from} (${rules.ref})`);
  let best = legal;
  for (const p of rules.preferences ?? []) {
    const scores = best.map((x) => p.score(x));
    const min = Math.min(...scores);
    const kept = best.filter((_, i) => scores[i] === min);
    if (kept.length < best.length)
      explanation.push(`priority: ${p.reason} (${p.ref}) leaves ${kept.length} of ${best.length}`);
    best = kept;
  }
  explanation.push(`owner chooses among: ${best.map((b) => b.nodes.join('>')).join(', ')}`);
  return { legal, best, eliminated: false, explanation };
}

/** Crusade 11.4.5: retreat into friendly-controlled spaces if possible (fewest non-friendly spaces first). */
export function preferFriendly(isFriendly: (node: string) => boolean, ref = 'Crusade 11.4.5'): RetreatPreference {
  return {
    id: 'friendly',
    ref,
    reason: 'retreat into friendly-controlled spaces',
    score: (p) => p.nodes.filter((n) => !isFriendly(n)).length,
  };
}

/** Crusade 11.4.5: end without violating stacking if possible (an Extended Retreat only when needed). */
export function preferNotExtended(ref = 'Crusade 11.4.5'): RetreatPreference {
  return {
    id: 'stacking',
    ref,
    reason: 'end without violating the stacking limits',
    score: (p) => (p.extended ? 1 : 0),
  };
}

/** Crusade 11.4.5: end the retreat in supply if possible. */
export function preferEndInSupply(isSupplied: (node: string) => boolean, ref = 'Crusade 11.4.5'): RetreatPreference {
  return { id: 'supply', ref, reason: 'end the retreat in supply', score: (p) => (isSupplied(p.end) ? 0 : 1) };
}

/** SFE 10.03: retreat so that the supply path gets no longer (lengthOf: the node's supply path length). */
export function preferSupplyNotLonger(
  lengthOf: (node: string) => number,
  fromLength: number,
  ref = 'SFE 10.03',
): RetreatPreference {
  return {
    id: 'supply-length',
    ref,
    reason: 'reduce or keep the length of the supply path',
    score: (p) => (lengthOf(p.end) <= fromLength ? 0 : 1),
  };
}

/** Away from the enemy: prefer ends farthest from the nearest enemy unit (a common retreat priority). */
export function preferAwayFromEnemy(graph: MapGraph, enemies: readonly string[], ref: string): RetreatPreference {
  const dist = graph.distance;
  if (!dist) throw new Error('preferAwayFromEnemy needs a map with distances (a hex map)');
  return {
    id: 'away',
    ref,
    reason: 'away from the enemy',
    score: (p) => -Math.min(Infinity, ...enemies.map((e) => dist.call(graph, p.end, e))),
  };
}

/** Our War XVI.7: along the cheapest path in MP (cost of entering each node from the previous one). */
export function preferCheapest(
  from: string,
  cost: (a: string, b: string) => number,
  ref = 'Our War XVI.7',
): RetreatPreference {
  return {
    id: 'cheapest',
    ref,
    reason: 'along the cheapest path in MP',
    score: (p) => p.nodes.reduce((s, n, i) => s + cost(i === 0 ? from : p.nodes[i - 1]!, n), 0),
  };
}
