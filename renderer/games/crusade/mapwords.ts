// The words of Crusade's play on the map: what a lit space says (what a move costs, an SR's points and whether it
// goes by sea, what may be done there), the title and hint of the units being moved, the groups they may move in.

import type { LegalAction, View } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { Carry } from './mapacts.js';

/** What a destination's label says: the Movement Points of a move, the SR points (and "by sea"), or the verb. */
export function carryLabel(c: Carry): string {
  if (c.mp !== undefined) return t('crusade.map.mp', { mp: c.mp });
  if (c.sr !== undefined) return t(c.sea ? 'crusade.map.srSea' : 'crusade.map.sr', { cost: formatPoints(c.sr) });
  return t(`crusade.map.carry.${c.action.verb}`, { defaultValue: c.action.verb });
}

/** SR points in the page's way: halves shown (a Special SR costs ½). */
const formatPoints = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** What a space lit for its actions says, by the step's kind of action. */
export function spaceLabel(acts: readonly LegalAction[]): string {
  const verbs = new Set(acts.map((a) => a.verb));
  if (verbs.has('activate')) {
    const uses = acts.filter((a) => a.verb === 'activate').map((a) => String(a.args?.as));
    if (uses.includes('move') && uses.includes('attack')) return t('crusade.map.activateBoth');
    return t(uses.includes('attack') ? 'crusade.map.activateAttack' : 'crusade.map.activateMove');
  }
  if (verbs.has('fortify')) {
    const kind = String(acts.find((a) => a.verb === 'fortify')?.info?.kind ?? 'position');
    return t(`crusade.map.fortify.${kind === 'trench' ? 'trench' : 'position'}`);
  }
  if (verbs.has('attack')) return t('crusade.map.attackHere');
  const first = acts[0]?.verb ?? '';
  return t(`crusade.verbs.group.${first}`, { defaultValue: first });
}

/** The title of the units being moved: a stack from its space, an SR, a retreat... */
export function focusTitle(verb: string, units: string[], from: string | null, name: (id: string) => string): string {
  const unit = units.length === 1 ? name(units[0]!) : t('crusade.map.units', { count: units.length });
  if (verb === 'moveStack') return t('crusade.map.moveTitle', { space: from ?? '', unit });
  return t(`crusade.map.title.${verb}`, { unit, defaultValue: t('crusade.map.title.other', { unit }) });
}

/** The hint under the title: how to move them, with the points left for an SR. */
export function focusHint(verb: string, view: View | null): string {
  const points = (view?.state.vars as { play?: { points?: number } } | undefined)?.play?.points ?? 0;
  if (verb === 'moveStack') return t('crusade.map.moveHint');
  if (verb === 'redeploy') return t('crusade.map.srHint', { points: formatPoints(points) });
  return t('crusade.map.carryHint');
}

/** A group's words in the choice: the whole stack with its count, or one unit alone. */
export function groupText(units: string[], name: (id: string) => string): string {
  return units.length === 1
    ? t('crusade.map.alone', { unit: name(units[0]!) })
    : t('crusade.map.group', { count: units.length, units: units.map(name).join(', ') });
}
