// What Crusade's map lights, from the view's legal actions: the spaces a step offers (an activation, a
// fortification, an attack...: each with what may be done there), the Move-activated stacks to drag, and the
// destinations of units being carried (a move, an SR, a retreat, an advance), each with what it costs and its
// route. Pure.

import type { LegalAction, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { SpacePick } from '../../map/spacepicks.js';
import { type Carry, destinations, siegesOf, spaceOfAction } from './mapacts.js';
import { carryLabel, spaceLabel } from './mapwords.js';

/** The destinations of `units` as lit spaces, with what each costs and its route; `from` (their space) ringed. */
export function destinationPicks(all: readonly Carry[], units: readonly string[], from: string | null): SpacePick[] {
  const out: SpacePick[] = [];
  for (const cs of destinations(all, units).values()) {
    const c = cs[0]!;
    if (c.to.kind !== 'space') continue;
    out.push({ space: c.to.space, kind: 'move', label: carryLabel(c), ...(c.route ? { route: c.route } : {}) });
  }
  if (from && !out.some((p) => p.space === from)) out.push({ space: from, kind: 'pick', chosen: true });
  return out;
}

/** What the step offers on the map with no units picked up: the spaces of its actions (attackable ones as
 *  targets), the stacks that may move, and the first retreat's or advance's destinations. */
export function stepPicks(view: View | null, all: readonly Carry[]): SpacePick[] {
  if (!view || view.legalActions.length === 0) return [];
  const out: SpacePick[] = [];
  const bySpace = new Map<string, LegalAction[]>();
  const sieges = siegesOf(view);
  for (const a of view.legalActions) {
    const s = spaceOfAction(a, sieges);
    if (s) bySpace.set(s, [...(bySpace.get(s) ?? []), a]);
  }
  for (const [space, acts] of bySpace)
    out.push({ space, kind: acts.some((a) => a.verb === 'attack') ? 'target' : 'pick', label: spaceLabel(acts) });
  // The Move-activated stacks that may move: drag them.
  for (const space of new Set(all.filter((c) => c.action.verb === 'moveStack').map((c) => c.route?.[0] ?? '')))
    if (space && !bySpace.has(space)) out.push({ space, kind: 'pick', label: t('crusade.map.dragMe') });
  // Retreats and advances: the destinations of the first unit or group, clicked or dropped on.
  const first = firstAfterCombat(all);
  if (first) out.push(...destinationPicks(all, first.units, null));
  return out;
}

/** The first retreat or advance listed (its units are the ones a click on a lit space carries), or undefined. */
export const firstAfterCombat = (all: readonly Carry[]): Carry | undefined =>
  all.find((c) => c.action.verb === 'retreat' || c.action.verb === 'advance');
