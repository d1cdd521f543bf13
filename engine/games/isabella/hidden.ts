// Hidden units by e-mail (6.8 fog of war, engine/core/hidden-units.ts): the units whose identity starts private
// are sealed at set-up, so that the other side's machine and file never hold their faces. They are the German
// set-up force in the set-aside box (3.5: the two paratroop regiments and the ten units for Occupied France) and
// the US and British units at sea (3.4, 10.2). On every machine they get public slot ids in the order of the
// set-up (axis-h1..., allied-h1...), so actions, vars and events name them alike; their faces go to the slots by
// a permutation keyed with the owner's private key (dice-chain.ts handKey), within a public class: the
// nationality, and "+para" for the two German paratroop regiments, whose flags 7.7 (initial control), 11.4
// (always supplied) and 10.3 (never replaced) need on every machine. A machine without the owner's key holds the
// slot with the def "?<class>" and no steps; the rules answer what the class says (units.ts) and otherwise throw
// SealedPending.
//
// What the class lets the other side know: which slots are the two paratroop regiments (where the German player
// sets them up is shown anyway by the control of 7.7 at the start of Turn 1), and of the Allied units at sea which
// are US and which British (the landing stack of 3.4 is two of each).

import type { GameModule } from '../../core/module.js';
import type { GameSetup } from '../../core/rules.js';
import type { Action, GameState, Piece, RngState, SideId } from '../../core/types.js';
import { chainOf } from '../../core/dice-chain.js';
import { facesOf, hiddenOf, keyedOrder, SEALED } from '../../core/hidden-units.js';
import { AT_SEA, SET_ASIDE } from './setup.js';
import { ALLIED, AXIS, CLASS_FLAGS, isStatic, nationality, unitDef, unitsIn } from './units.js';
import { completeMove } from './move.js';
import { hexArg } from './verbs.js';

/** The slot id of the n-th sealed unit of a side (1-based), e.g. "axis-h3". */
export function slotId(side: SideId, n: number): string {
  return `${side}-h${n}`;
}

/** Whether a unit starts private (3.4, 3.5, 10.2): a German unit set aside for 3.5, a US or British unit at sea. */
export function startsPrivate(module: GameModule, p: Piece): boolean {
  if (p.kind !== 'unit') return false;
  const nat = nationality(module, p);
  const setAside = p.at.kind === 'box' && p.at.box === SET_ASIDE.box && p.at.index === SET_ASIDE.index;
  if (p.side === AXIS && setAside) return nat === 'de';
  const atSea = p.at.kind === 'box' && p.at.box === AT_SEA.box;
  return p.side === ALLIED && atSea && (nat === 'us' || nat === 'uk');
}

/** The public class of a private unit: its nationality, plus "+para" for a paratroop regiment (units.ts). */
export function classOf(module: GameModule, p: Piece): string {
  const flags = unitDef(module, p.def)?.flags ?? [];
  const para = flags.includes('paraRegiment');
  // The class must decide every flag the rules read of a sealed unit (units.ts hasFlag), and none is static.
  if (CLASS_FLAGS.some((f) => flags.includes(f) !== para) || isStatic(module, p))
    throw new Error(`Unit "${p.def}" has flags its hidden class cannot stand for (${flags.join(', ')})`);
  return `${nationality(module, p)}${para ? '+para' : ''}`;
}

/** Whether `face` is a unit of the public class a sealed def stands for, at a possible strength. */
export function faceFits(module: GameModule, sealedDef: string, face: { def: string; steps: number }): boolean {
  const d = unitDef(module, face.def);
  if (!d || face.steps < 1 || face.steps > d.steps) return false;
  const probe: Piece = {
    id: '',
    def: face.def,
    kind: 'unit',
    side: '',
    at: { kind: 'box', box: '' },
    steps: 1,
    disrupted: false,
  };
  try {
    return `${SEALED}${classOf(module, probe)}` === sealedDef;
  } catch {
    return false;
  }
}

/**
 * Seals the private units of a game by e-mail that asks for it (setup.sealed; its dice are commit-reveal:
 * rng.chain) and is not in honor mode at set-up: slot ids for all, faces where this machine knows the owner's key
 * (chain.keys), `state.hidden`. Any other game (games by e-mail started before sealing among them) is returned
 * as it is.
 */
export function sealPrivateUnits(module: GameModule, state: GameState, setup: GameSetup, rng?: RngState): GameState {
  const chain = chainOf(rng);
  if (setup.sealed !== true || !chain || setup.mode === 'honor') return state;
  const pieces = state.pieces.slice();
  // Per side and class, the indices of its units in the pieces (the set-up's order, the same on every machine).
  const classes = new Map<string, { side: SideId; cls: string; at: number[] }>();
  const count: Record<SideId, number> = {};
  const slotAt = new Map<number, string>();
  pieces.forEach((p, i) => {
    if (!startsPrivate(module, p)) return;
    const cls = classOf(module, p);
    const key = `${p.side}/${cls}`;
    const group = classes.get(key) ?? { side: p.side, cls, at: [] };
    group.at.push(i);
    classes.set(key, group);
    count[p.side] = (count[p.side] ?? 0) + 1;
    slotAt.set(i, slotId(p.side, count[p.side]!));
  });
  if (slotAt.size === 0) return state;
  const hidden: Record<SideId, string[]> = {};
  for (const [label, { side, cls, at }] of classes) {
    const key = chain.keys?.[side];
    const faces = at.map((i) => ({ def: pieces[i]!.def, steps: pieces[i]!.steps }));
    const order = key ? keyedOrder(key, `isabella/${label}`, at.length) : null;
    at.forEach((i, k) => {
      const id = slotAt.get(i)!;
      const face = order ? faces[order[k]!]! : { def: `${SEALED}${cls}`, steps: 0 };
      pieces[i] = { ...pieces[i]!, id, def: face.def, steps: face.steps };
      hidden[side] = [...(hidden[side] ?? []), id];
    });
  }
  for (const side of Object.keys(hidden)) hidden[side]!.sort((a, b) => slotNumber(a) - slotNumber(b));
  return { ...state, pieces, hidden };
}

/** The number of a slot id ("axis-h12" -> 12). */
function slotNumber(id: string): number {
  return Number(id.slice(id.lastIndexOf('-h') + 2));
}

/**
 * Rules.complete: the action as its actor's machine records it. A hidden unit's move carries its path (move.ts
 * completeMove); an attack or a probe reveals the actor's hidden units that make it, whose strength decides the
 * battle on every machine (13.5: the odds are the attack factors against the defence).
 */
export function completeAction(module: GameModule, state: GameState, action: Action): Action {
  if (action.verb === 'move') return completeMove(module, state, action);
  if (action.verb !== 'attack' && action.verb !== 'probe') return action;
  const named = action.verb === 'attack' ? action.args.attackers : action.args.units;
  const mine = new Set(hiddenOf(state, action.side));
  const ids = Array.isArray(named) ? named.filter((id): id is string => typeof id === 'string' && mine.has(id)) : [];
  const faces = ids.length > 0 ? facesOf(state, ids) : null;
  return faces ? { ...action, reveals: { ...action.reveals, ...faces } } : action;
}

/** Rules.shows: the defenders an attack shows its actor (13.1: every unit in the hex; a probe's is empty, 13.22). */
export function shows(_module: GameModule, state: GameState, action: Action): string[] {
  if (action.verb !== 'attack' && action.verb !== 'probe') return [];
  const target = hexArg(action);
  if (target === null) return [];
  return unitsIn(state, target)
    .filter((p) => p.side !== action.side)
    .map((p) => p.id);
}
