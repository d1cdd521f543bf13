// The naval verbs a side may type now in advisory and honor play (the command line reads a view's legal actions):
// each ship's sails to the ports of its side it reaches with the MPs it has left in the Movement Phase (§18.01),
// each transport's embarkation of a unit of its port and landing of its cargo in a port of its side (§19.31). Only
// those the rules allow; enforced play lists none (navalverbs.ts refuses them there), nor does the random player.

import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction } from '../../core/types.js';
import { factsOf, isShip, seaOf } from './naval.js';
import { sailBreaks } from './navalmove.js';
import { transportBreaks } from './navaltransport.js';
import { controllerOf, defOf, hexOf, isGround, varsOf } from './state.js';

/** §18.01, §19.31 the naval actions `side` may take now without breaking a rule (none in enforced play). */
export function navalActions(module: GameModule, state: GameState, side: string): LegalAction[] {
  const v = varsOf(state);
  if (state.mode === 'enforced' || state.activeSide !== side || v.phase !== 'movement') return [];
  const sea = seaOf(module, state);
  const ports = Object.keys(sea.ports).filter((h) => controllerOf(v, h) === side);
  const out: LegalAction[] = [];
  const ok = (a: LegalAction, breaks: typeof sailBreaks) => {
    if (breaks(module, state, { side, verb: a.verb, args: a.args ?? {} }).length === 0) out.push(a);
  };
  for (const p of state.pieces.filter((x) => x.side === side && hexOf(x) && isShip(module, x))) {
    const at = hexOf(p)!;
    for (const to of ports) if (to !== at) ok({ verb: 'sail', args: { piece: p.id, to } }, sailBreaks);
    const ship = v.naval?.ships[p.id];
    if (!factsOf(defOf(module, p)!, p, ship).transport) continue;
    for (const u of state.pieces.filter((x) => x.side === side && hexOf(x) === at && !ship?.cargo?.includes(x.id)))
      if (isGround(defOf(module, u)!)) ok({ verb: 'embark', args: { piece: p.id, units: [u.id] } }, transportBreaks);
    if (ship?.cargo?.length) ok({ verb: 'debark', args: { piece: p.id } }, transportBreaks);
  }
  return out;
}
