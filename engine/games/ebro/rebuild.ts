// XI the unit reconstruction phase (XIX.2.5, VII.5): each side, the first player first, rebuilds one unit for every
// three of a type destroyed this turn (neither motorised, armoured nor artillery) in the interior box nearest in MP
// to its HQ, and may reconstitute one destroyed HQ (never a captured one) in a friendly interior box; the rest stay
// eliminated for good. A reconstituted HQ only redeploys toward its units until it is within its reorganisation
// range of one of them, when it takes up its command again (VII.5: `rejoin`, after every action).

import { act, needs, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type Piece } from '../../core/types.js';
import { type Draft, emit, setPiece } from '../../systems/draft.js';
import { boxesOf, boxHolder, edgeHexes, mayEnterBox } from '../ourwar/boxes.js';
import { commandingHq } from '../ourwar/chain.js';
import { inReorgRange, subordinate } from '../ourwar/command.js';
import { mayRebuild, rebuildQuota } from '../ourwar/rebuild.js';
import { enemyOf, isSide, markOf, type Side } from '../ourwar/state.js';
import { lineRange } from '../ourwar/supply.js';
import { defOf, isHQ } from '../ourwar/units.js';
import { zocView } from '../ourwar/zoc.js';
import { destroyedThisTurn } from './fallen.js';
import { optionsOf } from './options.js';
import { type EbroVars, hexOf, varsOf, violation } from './state.js';
import { inWithdrawnFormation } from './withdraw.js';

type D = Draft<EbroVars>;

/** XI each side's rebuilds for this turn: its destroyed units' quota by type (XIX.2.5), one HQ (VII.5). */
export function openReconstruction(module: GameModule, d: D): void {
  const out: NonNullable<EbroVars['rebuilding']> = {};
  for (const side of [d.vars.first ?? d.state.activeSide, enemyOf(d.vars.first ?? d.state.activeSide)] as Side[]) {
    const lost = destroyedThisTurn(d.state, side)
      .map((id) => d.state.pieces.find((p) => p.id === id)!)
      .filter((p) => !inWithdrawnFormation(module, d.state, p));
    out[side] = { quota: rebuildQuota(module, lost), hq: true };
  }
  d.vars.rebuilding = out;
}

/** VII.5 the destroyed HQs of a side that may be reconstituted (captured ones never; withdrawn ones not). */
function lostHqs(module: GameModule, state: GameState, side: Side): Piece[] {
  const v = varsOf(state);
  return state.pieces.filter(
    (p) =>
      p.side === side &&
      isHQ(module, p) &&
      p.at.kind === 'box' &&
      p.at.box === DEAD_PILE &&
      v.fallen?.[p.id]?.captured === false &&
      !inWithdrawnFormation(module, state, p),
  );
}

/** XI the units a side may rebuild now: this turn's destroyed units of a type with quota left, and its HQs. */
export function rebuildable(module: GameModule, state: GameState, side: Side): Piece[] {
  const r = varsOf(state).rebuilding?.[side];
  if (!r) return [];
  const units = destroyedThisTurn(state, side)
    .map((id) => state.pieces.find((p) => p.id === id)!)
    .filter((p) => mayRebuild(module, p) && (r.quota[defOf(module, p).type] ?? 0) > 0);
  const hqs = r.hq ? lostHqs(module, state, side) : [];
  return [...units.filter((p) => !inWithdrawnFormation(module, state, p)), ...hqs];
}

/** XIX.2.5, VII.5 the friendly interior boxes a side's rebuilt units may be placed in. */
function interiorBoxes(module: GameModule, state: GameState, side: Side): string[] {
  return Object.entries(boxesOf(module, state))
    .filter(([id, b]) => b.kind === 'interior' && boxHolder(module, state, id) === side)
    .filter(([id]) => mayEnterBox(module, state, side, id))
    .map(([id]) => id);
}

/** XIX.2.5 the box(es) a rebuilt unit goes to: the interior box nearest in MP to its HQ (ties: any of them); an HQ
 *  reconstituted goes to any friendly interior box (VII.5); with no HQ in play, any interior box. */
export function rebuildBoxes(module: GameModule, state: GameState, piece: Piece): string[] {
  const side = piece.side as Side;
  const boxes = interiorBoxes(module, state, side);
  if (isHQ(module, piece)) return boxes;
  const hq = commandingHq(module, state, piece);
  if (!hq) return boxes;
  if (hq.at.kind === 'box') return boxes.includes(hq.at.box) ? [hq.at.box] : boxes;
  return nearestBoxes(module, state, side, hexOf(hq)!, boxes);
}

/** XIX.2.5, XX.1.11 of these boxes, the ones nearest in MP to a hex (a line traced as a side's supply is: enemy
 *  control barred, over water by fixed crossings); all of them when the hex reaches none. */
export function nearestBoxes(
  module: GameModule,
  state: GameState,
  side: Side,
  hex: string,
  boxes: readonly string[],
): string[] {
  const mp = lineRange(zocView(module, state), side, [hex], Number.POSITIVE_INFINITY, false).mp;
  const all = boxesOf(module, state);
  const far = (box: string) => {
    const edge = all[box]?.edge;
    const hexes = edge ? edgeHexes(module, edge) : [];
    return Math.min(Number.POSITIVE_INFINITY, ...hexes.map((h) => mp.get(h) ?? Number.POSITIVE_INFINITY));
  };
  const best = Math.min(...boxes.map(far));
  return best === Number.POSITIVE_INFINITY ? [...boxes] : boxes.filter((b) => far(b) === best);
}

/** XI the side that still has a rebuild to choose (the first player first), or null when the phase is over. */
export function rebuildSide(module: GameModule, state: GameState): Side | null {
  const r = varsOf(state).rebuilding ?? {};
  for (const side of Object.keys(r) as Side[])
    if (rebuildable(module, state, side).some((p) => rebuildBoxes(module, state, p).length > 0)) return side;
  return null;
}

/** XIX.2.5, VII.5 rebuild one unit, or reconstitute one HQ, in a box. */
export const rebuild: Procedure<D, null> = {
  check(module, state, action) {
    const piece = state.pieces.find((p) => p.id === str(action.args.piece));
    const side = action.side as Side;
    const box = str(action.args.box) ?? '';
    if (!piece || !isSide(side) || !rebuildable(module, state, side).some((p) => p.id === piece.id))
      return [
        violation('rebuild.unit', 'XIX.2.5', 'Rebuild one of three units of a type destroyed this turn, or one HQ', {
          piece: String(action.args.piece),
        }),
      ];
    return needs(rebuildBoxes(module, state, piece).includes(box), () =>
      isHQ(module, piece)
        ? violation('rebuild.hqBox', 'VII.5', 'A reconstituted HQ is placed in a friendly interior box', { box })
        : violation('rebuild.box', 'XIX.2.5', 'A rebuilt unit goes to the interior box nearest its HQ', { box }),
    );
  },
  apply(module, d, action) {
    const refused = rebuild.check(module, d.state, action);
    if (refused.length > 0) return refused;
    const id = str(action.args.piece)!;
    const box = str(action.args.box)!;
    const side = action.side as Side;
    const p = d.state.pieces.find((x) => x.id === id)!;
    const def = defOf(module, p);
    const hq = isHQ(module, p);
    const steps = optionsOf(d.state).rebuiltLevels === 'one' ? 1 : def.steps;
    setPiece(d, id, { at: { kind: 'box', box }, steps });
    delete d.vars.fallen![id];
    delete d.vars.marks[id];
    const r = d.vars.rebuilding![side]!;
    if (hq) {
      r.hq = false;
      d.vars.rejoining = [...(d.vars.rejoining ?? []), id];
      // VII.5 until it rejoins its units the HQ may only redeploy: it is flipped, its factors unused
      markOf(d.vars, id).spent = true;
    } else r.quota[def.type] = (r.quota[def.type] ?? 1) - 1;
    emit(d, { type: 'rebuilt', side, piece: id, box, hq, steps });
    return null;
  },
  list(module, state, side) {
    if (!isSide(side)) return [];
    return rebuildable(module, state, side).flatMap((p) =>
      rebuildBoxes(module, state, p).map((box) => act('rebuild', { piece: p.id, box })),
    );
  },
};

/** XI a side has rebuilt what it wants: its other destroyed units of the turn stay eliminated for good. */
export const endRebuilding: Procedure<D, null> = {
  check: () => [],
  apply(_module, d, action) {
    if (isSide(action.side) && d.vars.rebuilding) delete d.vars.rebuilding[action.side];
    return null;
  },
  list: () => [act('done', {})],
};

/** VII.5 after every action: a reconstituted HQ on the map within its reorganisation range of one of its units
 *  takes up its command again (the original chain of command is re-established). */
export function rejoin(module: GameModule, d: D): void {
  const waiting = d.vars.rejoining;
  if (!waiting || waiting.length === 0) return;
  const range = { commandRange: optionsOf(d.state).commandRange };
  for (const id of waiting) {
    const hq = d.state.pieces.find((p) => p.id === id);
    if (hq?.at.kind !== 'hex') continue;
    const near = d.state.pieces.some(
      (u) =>
        u.side === hq.side &&
        u.kind === 'unit' &&
        u.at.kind === 'hex' &&
        subordinate(module, u, hq) &&
        inReorgRange(module, d.state, hq, u, range),
    );
    if (!near) continue;
    d.vars.rejoining = d.vars.rejoining!.filter((x) => x !== id);
    emit(d, { type: 'rejoined', side: hq.side, piece: id, hex: hexOf(hq) });
  }
}
