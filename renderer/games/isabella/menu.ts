// Operation Isabella's answers through the counter context menu and the markers tray: in enforced and advisory
// modes an item stands for the rules' own action for that counter now, when the view lists one (Flip: a unit
// flipped instead of acting, 5.7; Lose a step: the unit chosen for a battle's step loss, 13.x; Send to dead
// pile: the unit eliminated from an over-stacked hex, 6.6; Restore a step: a reduced unit rebuilt, 10.4), and
// the airpower markers and the partisan are dropped from the tray in their phases (9.2, 9.8).

import type { JsonObject, LegalAction, Location, Piece, View } from '../../../engine/core/types.js';

/** The game's verb each menu item stands for. */
const MENU: Readonly<Record<string, string>> = {
  flip: 'disrupt',
  loseStep: 'loss',
  eliminate: 'overstackLoss',
  restoreStep: 'replenish',
};

/** The tray's markers the rules place by a verb of their own, with the hex as its argument. */
const MARKERS: Readonly<Record<string, string>> = { airpower: 'placeAir', partisan: 'placePartisan' };

const asAction = (a: LegalAction) => ({ verb: a.verb, args: a.args ?? {} });

/** The rules' own action a context-menu item stands for now, or null. */
export function menuAction(verb: string, piece: Piece, view: View): { verb: string; args: JsonObject } | null {
  const own = MENU[verb];
  if (!own || piece.kind !== 'unit') return null;
  const a = view.legalActions.find((x) => x.verb === own && x.args?.piece === piece.id);
  return a ? asAction(a) : null;
}

/**
 * The rules' own action for a tray marker dropped on a hex now (any listed one for `at` null); a hex the rules do
 * not list is sent all the same, so that the refusal says why.
 */
export function markerAction(def: string, at: Location | null, view: View): { verb: string; args: JsonObject } | null {
  const own = MARKERS[def];
  const listed = own ? view.legalActions.filter((x) => x.verb === own) : [];
  if (listed.length === 0) return null;
  if (at === null) return asAction(listed[0]!);
  return at.kind === 'hex' ? { verb: own!, args: { hex: at.hex } } : null;
}
