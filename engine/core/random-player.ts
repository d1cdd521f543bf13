// A player that picks at random among the actions the rules list: first a verb, uniformly, then one of that
// verb's listed actions, uniformly (so a rare verb such as ending the phase is not drowned by hundreds of moves).
// Seeded, so a game it plays can be played again from its seed.

import type { Action, LegalAction, SideId } from './types.js';

/** A small seeded generator (mulberry32): the same seed gives the same picks on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One random pick among `legal` for `side` (null when the list is empty). */
export function randomAction(legal: readonly LegalAction[], side: SideId, random: () => number): Action | null {
  const concrete = legal.filter((a) => a.args !== undefined);
  if (concrete.length === 0) return null;
  const verbs = [...new Set(concrete.map((a) => a.verb))];
  const verb = verbs[Math.floor(random() * verbs.length)]!;
  const options = concrete.filter((a) => a.verb === verb);
  const pick = options[Math.floor(random() * options.length)]!;
  return { side, verb: pick.verb, args: pick.args! };
}

/** The items in a random order, drawn one at a time (a lazy Fisher-Yates: stopping early costs nothing more). */
export function* inRandomOrder<T>(items: readonly T[], random: () => number): Generator<T> {
  const left = [...items];
  for (let n = left.length; n > 0; n--) {
    const i = Math.floor(random() * n);
    const item = left[i]!;
    left[i] = left[n - 1]!;
    yield item;
  }
}

/** One uniform pick among the concrete actions of a list (null when it has none). */
export function pickOne(legal: readonly LegalAction[], random: () => number): LegalAction | null {
  const concrete = legal.filter((a) => a.args !== undefined);
  return concrete.length === 0 ? null : concrete[Math.floor(random() * concrete.length)]!;
}

/**
 * One action drawn group by group (a unit, a target hex...): the groups in a random order, the first with an action
 * gives one of them, uniformly; null when no group has any. A verb's `draw` (engine/core/steps.ts) is made of this.
 */
export function drawByGroup<T>(
  groups: readonly T[],
  actionsOf: (group: T) => readonly LegalAction[],
  random: () => number,
): LegalAction | null {
  for (const g of inRandomOrder(groups, random)) {
    const offered = actionsOf(g);
    if (offered.length > 0) return offered[Math.floor(random() * offered.length)]!;
  }
  return null;
}
