// XVI.1, VII.6, VII.2.1 the attacks a side is offered now, each with its odds before the roll (XVI.4): each corps's
// units next to an enemy stack together, with an HQ that may support them, and all of them under an HQ that may
// coordinate them when units of several corps stand next to it.

import { act } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { GameState, LegalAction, Piece } from '../../core/types.js';
import { canCoordinate, canSupport } from '../ourwar/command.js';
import { groundOdds, mayStartCombat } from '../ourwar/combat.js';
import { mapGraph } from '../ourwar/terrain.js';
import { isGround, isHQ } from '../ourwar/units.js';
import { mayAttackWithdrawing } from './bounds.js';
import { exploiting } from './breakthrough.js';
import { corpsOf } from './corps.js';
import { cutOff, plan, setting } from './order.js';
import { hexOf, varsOf } from './state.js';
import { supplied } from './supplied.js';
import { commandOptions } from './support.js';

/** The ground units of a side able to start a combat now (breakthrough units in the breakthrough step). */
function able(module: GameModule, state: GameState, side: string): Piece[] {
  const sup = supplied(module, state);
  const v = varsOf(state);
  const breakthrough = exploiting(state);
  return state.pieces.filter(
    (p) =>
      p.side === side &&
      p.at.kind === 'hex' &&
      mayStartCombat(module, v, p, sup(p), { breakthrough, towardSupply: cutOff(module, state, p, sup) }).ok &&
      mayAttackWithdrawing(module, state, p),
  );
}

/** VII.6, VII.2.1 an HQ of the side that may coordinate these units, or support them (null when none). */
function hqFor(module: GameModule, state: GameState, side: string, ids: string[], how: 'coordinate' | 'support') {
  const o = commandOptions(module, state);
  const may = how === 'coordinate' ? canCoordinate : canSupport;
  const hq = state.pieces.find(
    (p) =>
      p.side === side &&
      hexOf(p) !== null &&
      isHQ(module, p) &&
      !ids.includes(p.id) &&
      may(module, state, p.id, ids, o).ok,
  );
  return hq?.id ?? null;
}

/** XVI.1, VII.6, VII.2.1 the attacks offered: each corps's units next to an enemy stack together (and with an HQ
 *  that may support them), and when units of several corps stand next to it, all of them with an HQ coordinating. */
export function* attacks(module: GameModule, state: GameState, side: string): Generator<LegalAction> {
  const graph = mapGraph(module);
  const mine = able(module, state, side);
  if (mine.length === 0) return;
  const targets = new Set(
    state.pieces.filter((p) => p.side !== side && p.at.kind === 'hex' && isGround(module, p)).map((p) => hexOf(p)!),
  );
  for (const hex of targets) {
    const near = new Set(graph.neighbors(hex));
    const byCorps = new Map<string, string[]>();
    for (const p of mine.filter((x) => near.has(hexOf(x)!))) {
      const k = corpsOf(module, p.def) ?? p.id;
      byCorps.set(k, [...(byCorps.get(k) ?? []), p.id]);
    }
    // Each attack offered with its odds before the roll (XVI.4): the totals, the ratio, the shifts and the DRM.
    const offer = (args: { pieces: string[]; hex: string; hq?: string }): LegalAction | null => {
      const o = plan(module, state, side, args);
      if (Array.isArray(o)) return null;
      const g = groundOdds(setting(module, state, o).c);
      const ratio = Number.isFinite(g.ratio) ? g.ratio : null;
      return act('attack', args, {
        attack: g.attack.value,
        defence: g.defence.value,
        ratio,
        shift: g.shift,
        drm: g.drm,
      });
    };
    for (const ids of byCorps.values()) {
      const plain = offer({ pieces: ids, hex });
      if (!plain) continue;
      yield plain;
      const hq = hqFor(module, state, side, ids, 'support');
      const supported = hq ? offer({ pieces: ids, hex, hq }) : null;
      if (supported) yield supported;
    }
    if (byCorps.size < 2) continue;
    const all = [...byCorps.values()].flat();
    const hq = hqFor(module, state, side, all, 'coordinate');
    const coordinated = hq ? offer({ pieces: all, hex, hq }) : null;
    if (coordinated) yield coordinated;
  }
}
