// The scripted Crusade player's parameters: what its priorities weigh and where its thresholds stand. The scripted
// policy plays with DEFAULT_PARAMS; the plans (plans.ts) are the same priorities with other values, each a whole way
// of playing a side (a rear guarded against raids, a bolder attack, the cards spent on the Morale track).

import type { Side } from './state.js';

/** What the scripted player weighs; every field's default is the scripted policy's own play. */
export interface PolicyParams {
  /** The least chance of winning a combat each side attacks at (§11.2.9). */
  minWin: Readonly<Record<Side, number>>;
  /** Keep a unit on every objective of its own an enemy unit could enter next round, and fill those left empty
   *  (§10.1.9: a vacant space passes to whoever enters it, with its VP and Republican Morale, §16.3.3). */
  guard: boolean;
  /** What an event's point of Republican Morale its way is worth, in OPS points (§16.3.3, §5.2.2). */
  rmWorth: number;
  /** What an attack on an enemy unit inside its own side's starting zone is worth more (the raiders, §10.1.9). */
  hunt: number;
  /** The Nationalist digs in on a threatened objective of its own too (§10.2; the Republican always does). */
  dig: boolean;
  /** What bringing a unit of its own back into supply is worth to a move, in the move's points (0: not weighed;
   *  §13.3.5: a unit out of supply at its Attrition Segment is removed for good). */
  resupply: number;
}

/** The scripted policy's parameters. */
export const DEFAULT_PARAMS: PolicyParams = {
  minWin: { NAT: 0.45, REP: 0.6 },
  guard: false,
  rmWorth: 3,
  hunt: 0,
  dig: false,
  resupply: 0,
};

/** The defaults with some fields changed. */
export const paramsWith = (changes: Partial<PolicyParams>): PolicyParams => ({ ...DEFAULT_PARAMS, ...changes });
