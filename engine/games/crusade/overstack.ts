// §9.1.4 over-stacking: when a space ends an action with more of one side's units than the stacking limit (in
// advisory mode after a move the rules forbid; the rules themselves never over-stack), the opposing player
// eliminates units there until the limit is met: to the Eliminated box, or permanently when the space is out of
// supply or its units could not retreat legally (§11.4), and an Army of Africa unit always (§17.6.5). flow.ts
// checks after every action (its settle): the step the action left waits (vars.extra.overstack) and resumes.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import { type Draft, emit, moveTo } from './draft.js';
import { optionsOf } from './options.js';
import { type Side, enemyOf, violation } from './state.js';
import { retreatPaths } from './retreat.js';
import { isSupplied } from './supply.js';
import { unitType } from './units.js';
import { type Procedure, type StepAsk, act, needs, str } from './verb.js';

/** The units of spaces holding more of one side's units than the limit. */
export function overstackedUnits(state: GameState): Piece[] {
  const limit = optionsOf(state).stackingLimit;
  // Counted first: a space over the limit is rare (advisory play), and then the units are gathered.
  const count = new Map<string, number>();
  let over = false;
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'space') continue;
    const key = `${p.at.space}|${p.side}`;
    const n = (count.get(key) ?? 0) + 1;
    count.set(key, n);
    if (n > limit) over = true;
  }
  if (!over) return [];
  const by = new Map<string, Piece[]>();
  for (const p of state.pieces) {
    if (p.kind !== 'unit' || p.at.kind !== 'space') continue;
    const key = `${p.at.space}|${p.side}`;
    const list = by.get(key);
    if (list) list.push(p);
    else by.set(key, [p]);
  }
  return [...by.values()].filter((list) => list.length > limit).flat();
}

/** §9.1.4 the player who eliminates units: the opponent of the first over-stacked side. */
export const overstackChooser = (state: GameState): Side =>
  enemyOf(overstackedUnits(state)[0]?.side ?? enemyOf(state.activeSide));

/** §9.1.4 why units of `side` eliminated in an over-stacked `space` are lost for good: the space is out of supply
 *  ('oos'), or they could not retreat legally were they forced to retreat in combat ('noRetreat': no path of one
 *  space, §11.4.4–11.4.5.1); null when they go to the Eliminated box. */
export function permanentLoss(
  module: GameModule,
  state: GameState,
  space: string,
  side: Side,
): 'oos' | 'noRetreat' | null {
  if (!isSupplied(module, state, space, side)) return 'oos';
  if (retreatPaths(module, state, space, side, 1).length === 0) return 'noRetreat';
  return null;
}

/** The unit eliminated goes to its side's Eliminated box, or for good (§9.1.4, permanentLoss; an Army of Africa
 *  unit always, §17.6.5); whether a space is still over-stacked. */
function eliminate(module: GameModule, d: Draft, p: Piece): boolean {
  const space = (p.at as { space: string }).space;
  const why = permanentLoss(module, d.state, space, p.side as Side) ?? (unitType(module, p) === 'AFR' ? 'afr' : null);
  moveTo(d, p.id, { kind: 'box', box: why ? 'removed' : `eliminated-${p.side}` });
  emit(d, {
    type: 'overstackLoss',
    unit: p.id,
    space,
    permanent: why !== null,
    ...(why ? { why } : {}),
    rule: '9.1.4',
  });
  return overstackedUnits(d.state).length > 0;
}

const overstackLoss: Procedure<boolean> = {
  check(_module, state, a) {
    const ok = overstackedUnits(state).some((p) => p.id === str(a.args.unit) && p.side !== a.side);
    return needs(ok, () => violation('overstack', '9.1.4', 'Name a unit of the over-stacked enemy space'));
  },
  apply(module, d, a) {
    const p = overstackedUnits(d.state).find((x) => x.id === str(a.args.unit));
    if (!p) return [violation('overstack', '9.1.4', 'Name a unit of the over-stacked space')];
    return eliminate(module, d, p);
  },
  list: (_m, state, side) =>
    overstackedUnits(state)
      .filter((p) => p.side !== side)
      .map((p) => act('overstackLoss', { unit: p.id })),
};

/** The over-stacking verb: whether a space is still over-stacked (flow.ts resumes the step it left when not). */
export const OVERSTACK_VERBS = { overstackLoss };
/** Its arguments. */
export const OVERSTACK_ARGS: Record<string, VerbArgs> = { overstackLoss: { unit: 'string' } };
/** What it asks of the opposing player. */
export const askOverstack: StepAsk = () => ({
  verb: 'overstackLoss',
  message: 'A space of the enemy is over-stacked: eliminate units there until the limit is met',
});
