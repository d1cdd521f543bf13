// What a scripted policy is written with: the actions its view offers by verb, a decision from one of them with its
// reason, and the best of a list by a score (the first listed wins a tie, so a policy stays deterministic).

import type { LegalAction, View } from '../core/types.js';
import type { Decision } from './bot.js';
import { reason } from './reason.js';

/** The concrete actions of the view for these verbs (all verbs when none are named), in the listed order. */
export function offered(view: View, ...verbs: string[]): LegalAction[] {
  return view.legalActions.filter((a) => a.args !== undefined && (verbs.length === 0 || verbs.includes(a.verb)));
}

/** The decision to take a listed action, with its reason: its words' id and params (bot.ts Reason). */
export function take(view: View, a: LegalAction, id: string, params?: Record<string, string | number>): Decision {
  return { action: { side: view.side, verb: a.verb, args: a.args! }, reason: reason(id, params) };
}

/** The item of highest score (the first of equals), or null when none scores above `floor`. */
export function best<T>(items: readonly T[], score: (t: T) => number, floor = -Infinity): T | null {
  let top: T | null = null;
  let topScore = floor;
  for (const t of items) {
    const s = score(t);
    if (s > topScore) {
      top = t;
      topScore = s;
    }
  }
  return top;
}
