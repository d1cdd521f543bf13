// XVI.1, VII.6, VII.2.1 the attacks a side is offered now, each with its odds before the roll (XVI.4): each corps's
// units next to an enemy stack together, with an HQ that may support them, and all of them under an HQ that may
// coordinate them when units of several corps stand next to it; and each of these once more with the aircraft able
// to lend it air ground support (XII.8), the strongest first until they match the attackers' own total.

import { act } from '../../core/kit.js';
import { drawByGroup } from '../../core/random-player.js';
import type { GameModule } from '../../core/module.js';
import type { GameVerb } from '../../core/steps.js';
import type { GameState, LegalAction, Piece } from '../../core/types.js';
import { canCoordinate, canSupport } from '../ourwar/command.js';
import { missionFlyers } from '../ourwar/airmission.js';
import { type GroundCombat, groundOdds, mayStartCombat, sideTotal } from '../ourwar/combat.js';
import { marksOf } from '../ourwar/state.js';
import { factorsOf, isGround, isHQ } from '../ourwar/units.js';
import { airPower } from './airsupport.js';
import { mayAttackWithdrawing } from './bounds.js';
import { attackFrom } from './bridgeheadcombat.js';
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

/** XII.8 the side's aircraft able to lend ground support now, the strongest first. */
function flyers(module: GameModule, state: GameState, side: string): string[] {
  const factor = (id: string) => factorsOf(module, state.pieces.find((p) => p.id === id)!).groundAttack;
  return missionFlyers(module, state, side, 'groundAttack', supplied(module, state)).sort(
    (a, b) => factor(b) - factor(a),
  );
}

/** XII.8, XIV.11 the aircraft an attack is offered with: the strongest first until their factors reach the
 *  attackers' own total (`own`: more would be capped away), each adding to them; none to disorganised attackers. */
function airFor(module: GameModule, state: GameState, able: readonly string[], ids: string[], own: number): string[] {
  if (able.length === 0 || ids.every((id) => marksOf(varsOf(state), id).dso)) return [];
  const out: string[] = [];
  let power = 0;
  for (const id of able) {
    if (power >= own) break;
    // one that adds nothing (night, a box: airmission.ts) is not spent
    const more = airPower(module, state, [...out, id]);
    if (more <= power) continue;
    out.push(id);
    power = more;
  }
  return out;
}

/** The arguments of an attack offered. */
type Args = { pieces: string[]; hex: string; hq?: string; air?: string[] };

/** XVI.1, VII.6, VII.2.1, XII.8 the attacks offered: each corps's units next to an enemy stack together (and with
 *  an HQ that may support them), and when units of several corps stand next to it, all of them with an HQ
 *  coordinating; each once more with the aircraft that may support it. The hexes attacked, and the attacks on each
 *  (`at`: the list is every hex's, the random player's draw a hex's, battle.ts). */
export function attackScene(module: GameModule, state: GameState, side: string) {
  const mine = able(module, state, side);
  // XVI.4 the enemy's ground stacks, each with the units able to attack it (those next to it); none, no attack there
  const attackers = new Map<string, Piece[]>();
  for (const p of state.pieces) {
    const hex = p.side !== side && isGround(module, p) ? hexOf(p) : null;
    if (hex === null || attackers.has(hex)) continue;
    const near = attackFrom(module, state, hex); // XX.2.3 (optional) inside a bridgehead too
    const units = mine.filter((x) => near.has(hexOf(x)!));
    if (units.length > 0) attackers.set(hex, units);
  }
  // the aircraft once, when a hex is looked at
  let planes: string[] | null = null;
  const air = () => (planes ??= flyers(module, state, side));
  const at = (hex: string) => [...attacksAt(module, state, side, hex, attackers.get(hex) ?? [], air)];
  return { targets: [...attackers.keys()], at };
}

/** XVI.1, VII.6, VII.2.1, XII.8 the attacks offered on one hex by the units able to attack it (`units`), with the
 *  aircraft able to lend ground support (`planes`, the strongest first, worked out when first asked). */
function* attacksAt(
  module: GameModule,
  state: GameState,
  side: string,
  hex: string,
  units: readonly Piece[],
  planes: () => readonly string[],
): Generator<LegalAction> {
  const byCorps = new Map<string, string[]>();
  for (const p of units) {
    const k = corpsOf(module, p.def) ?? p.id;
    byCorps.set(k, [...(byCorps.get(k) ?? []), p.id]);
  }
  // Each attack offered with its odds before the roll (XVI.4): the totals, the ratio, the shifts and the DRM.
  const odds = (args: Args): { action: LegalAction; c: GroundCombat; air: string[] } | null => {
    const o = plan(module, state, side, args);
    if (Array.isArray(o)) return null;
    const { c, air } = setting(module, state, o);
    const g = groundOdds(c);
    const ratio = Number.isFinite(g.ratio) ? g.ratio : null;
    const action = act('attack', args, {
      attack: g.attack.value,
      defence: g.defence.value,
      ratio,
      shift: g.shift,
      drm: g.drm,
    });
    return { action, c, air: air.air };
  };
  // XII.8 an attack offered, then with the aircraft that may support it (unless its standing order lends them)
  function* offer(args: Args): Generator<LegalAction, boolean> {
    const plain = odds(args);
    if (!plain) return false;
    yield plain.action;
    const own = sideTotal({ ...plain.c, fireSupport: undefined, airSupport: undefined }, 'attacker').value;
    const air = airFor(module, state, planes(), args.pieces, own);
    const lent = air.length === plain.air.length && air.every((id) => plain.air.includes(id));
    const flown = air.length > 0 && !lent ? odds({ ...args, air }) : null;
    if (flown) yield flown.action;
    return true;
  }
  for (const ids of byCorps.values()) {
    if (!(yield* offer({ pieces: ids, hex }))) continue;
    const hq = hqFor(module, state, side, ids, 'support');
    if (hq) yield* offer({ pieces: ids, hex, hq });
  }
  if (byCorps.size < 2) return;
  const all = [...byCorps.values()].flat();
  const hq = hqFor(module, state, side, all, 'coordinate');
  if (hq) yield* offer({ pieces: all, hex, hq });
}

/** The hexes an offer is made at, and the offers at each. */
type Scene = (
  module: GameModule,
  state: GameState,
  side: string,
) => { targets: string[]; at(hex: string): LegalAction[] };

/** A verb offered hex by hex (`scene`: attacks here, fire at units in prepare.ts): its list, every hex's offers; its
 *  random player's draw, a hex in a random order, then one of its offers (the first hex with any). */
export function byTarget(scene: Scene): Required<Pick<GameVerb<unknown>, 'list' | 'draw'>> {
  return {
    list(module, state, side) {
      const s = scene(module, state, side);
      return s.targets.flatMap((hex) => s.at(hex));
    },
    draw(module, state, side, random) {
      const s = scene(module, state, side);
      return drawByGroup(s.targets, s.at, random);
    },
  };
}
