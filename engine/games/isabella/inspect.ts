// Looking without acting: an action's preview (violations, a move's cost and path, an attack's odds and every
// shift) and the map overlays (supply, ZOC, airpower and partisan ranges, hex control), for one side.

import type { GameModule } from '../../core/module.js';
import type { Action, GameState, JsonObject, SideId, Violation } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { asRunOf } from '../../core/dice-chain.js';
import { varsOf } from './state.js';
import { hexArg } from './verbs.js';
import { moveOptions } from './movement.js';
import { battlePreview } from './odds.js';
import { SealedPending } from '../../core/hidden-units.js';
import { supplyArea, supplyOf } from './supply.js';
import { zocOfSide } from './zoc.js';
import { airRange } from './air.js';
import { AT_SEA } from './setup.js';
import { ALLIED, AXIS } from './units.js';
import type { Rules } from '../../core/rules.js';
import { fogOfWar } from './fog.js';

/** A violation as JSON: a copy of its fields, in their order. */
const violationJson = (v: Violation): JsonObject => Object.fromEntries(Object.entries(v));

/** The preview of `action` for `side`: { violations, move?: {mp, path}, attack?: odds and shifts }. */
export function previewAction(
  rules: Rules,
  module: GameModule,
  state: GameState,
  side: SideId,
  action: Action,
): JsonObject {
  // By e-mail the acting machine opens a side's turn with its dice reveal: the preview looks past it.
  const opened = action.verb === 'reveal' ? state.rng : asRunOf(state.rng, action.side);
  const tried = applyAction(
    rules,
    module,
    { ...state, mode: state.mode === 'honor' ? 'advisory' : state.mode, rng: opened },
    action,
  );
  const out: JsonObject = { violations: tried.violations.map(violationJson) };
  const hex = hexArg(action);
  const pieceId = typeof action.args.piece === 'string' ? action.args.piece : null;
  if (action.verb === 'move' && pieceId && hex) {
    const p = state.pieces.find((x) => x.id === pieceId);
    const landing = p?.at.kind === 'box' && p.at.box === AT_SEA.box;
    const o = p && p.side === side ? moveOptions(module, state, pieceId, { landing }).get(hex) : undefined;
    if (o) out.move = { mp: o.cost, path: o.path };
  }
  if (action.verb === 'attack' && hex && Array.isArray(action.args.attackers)) {
    const supply = supplyOf(module, state, side);
    const attackers = action.args.attackers.filter((x): x is string => typeof x === 'string');
    let p: ReturnType<typeof battlePreview>;
    try {
      p = battlePreview(module, state, side, hex, attackers, (id) => supply.get(id) !== false);
    } catch (e) {
      // 6.8 by e-mail: the defenders' faces are not on this machine (hidden-units.ts) until the attack reveals them.
      if (!(e instanceof SealedPending)) throw e;
      const unknown = { attack: null, defense: null, odds: null, column: null, finalOdds: null, automatic: null };
      out.attack = { ...unknown, shifts: [], concentric: null, entersPortugal: null };
      return out;
    }
    // 6.8: the defenders under the top unit stay hidden until the battle is resolved, and so does everything
    // their strength decides: the defence, the odds, the final column and an automatic result.
    const seen = new Set(fogOfWar(module, state, side).pieces.map((x) => x.id));
    const known = p.defenders.every((x) => seen.has(x.id));
    out.attack = {
      attack: p.attack,
      defense: known ? p.defense : null,
      odds: known ? p.odds : null,
      shifts: p.shifts.map((s) => ({ amount: s.amount, reason: s.reason, rule: s.rule })),
      column: known ? p.column : null,
      finalOdds: known ? p.finalOdds : null,
      automatic: known ? p.automatic : null,
      concentric: p.concentric,
      entersPortugal: p.entersPortugal,
    };
  }
  return out;
}

/** The hexes of an overlay for `side`: 'supply' (its units in and out, the area it reaches), 'zoc' (both sides), 'air', 'control'. */
export function overlayFor(module: GameModule, state: GameState, side: SideId, kind: string): JsonObject {
  switch (kind) {
    case 'supply': {
      const supplied: string[] = [];
      const out: string[] = [];
      for (const [id, ok] of supplyOf(module, state, side)) {
        const p = state.pieces.find((x) => x.id === id);
        if (p?.at.kind === 'hex') (ok ? supplied : out).push(p.at.hex);
      }
      // The area its supply reaches, empty hexes too (11.3, 11.4), beside its units in and out of supply.
      const reach = supplyArea(module, state, side);
      return { supplied: [...new Set(supplied)], outOfSupply: [...new Set(out)], reach };
    }
    case 'zoc':
      return { axis: [...zocOfSide(module, state, AXIS)], allied: [...zocOfSide(module, state, ALLIED)] };
    case 'air':
      return { axis: [...airRange(module, state, AXIS)], allied: [...airRange(module, state, ALLIED)] };
    case 'control': {
      const c = varsOf(state).control;
      return {
        axis: Object.keys(c).filter((h) => c[h] === AXIS),
        allied: Object.keys(c).filter((h) => c[h] === ALLIED),
      };
    }
    default:
      return {};
  }
}
