// The Movement Phase's verbs (§7, §7.2, §8): `move {piece, to, sm?}` moves a unit by ground (strategic movement
// when sm is "yes") along its cheapest legal path; `rail {piece, to, extended?}` entrains, moves by rail and
// detrains. Each records what the unit spent (state.moved), takes control of the hexes a ground unit enters
// (§6.2) and, for a supplied ground unit, the hexes it passed while joined to a railhead (§8.06).

import { act, needs, str } from '../../core/kit.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, LegalAction, Piece, Violation } from '../../core/types.js';
import type { GameModule } from '../../core/module.js';
import { drawByGroup } from '../../core/random-player.js';
import { type Draft, moveTo } from '../../systems/draft.js';
import { moveSearch, movesOnGround, mpLeft, type Reached, reach, SM_FACTOR } from './movement.js';
import { entrainMp, EXTENDED_RAIL_HEXES, RAIL_HEXES, railCorps, railReach } from './rail.js';
import { joinedToRailhead } from './railheads.js';
import { allowedReach, entryBarred, moveBarred } from './restrictions.js';
import type { Sortie } from './air.js';
import { interdictionFlak } from './airsupport.js';
import { moveByHand } from './byhand.js';
import { fireFlak } from './flak.js';
import {
  defOf,
  enemyOf,
  faceOf,
  hexOf,
  isGround,
  isSupplyUnit,
  type SfeVars,
  type Side,
  unitsIn,
  violation,
} from './state.js';
import { controlAlong, overpaidBeforeOverrun, type ZocBack, zocKinds, zocOf } from './zoc.js';

type D = Draft<SfeVars>;
const vars = (s: GameState) => s.vars as unknown as SfeVars;

/** §7.0 the piece an action names, if the side may move it in this phase. */
function mover(module: GameModule, state: GameState, action: Action): Piece | Violation {
  const id = str(action.args.piece);
  const p = state.pieces.find((x) => x.id === id);
  if (!p || p.side !== action.side || !hexOf(p) || !movesOnGround(defOf(module, p)))
    return violation('move.unit', '7.0', 'That unit may not move now', { piece: String(id) });
  if (vars(state).phase !== 'movement') return violation('move.phase', '7.0', 'Units move in the Movement Phase');
  const m = vars(state).moved[p.id];
  // §8.01 a unit that detrained with no MP left, or used extended rail (§8.04), ends its move there.
  if (m?.done || vars(state).extendedRail.includes(p.id))
    return violation('move.done', '8.01', 'That unit has ended its move', { piece: p.id });
  // §6.11 a unit that entered an enemy ZOC stops: it may leave in the Exploitation Phase or next turn.
  if (m?.stopped) return violation('move.zoc', '6.11', 'That unit stopped in an enemy ZOC', { piece: p.id });
  // The scenario's start restrictions (restrictions.ts): Hungary's units wait for the JUL 1 turn.
  return moveBarred(module, state, p) ?? p;
}

/** §23.22 a supply unit enters an enemy ZOC only together with a friendly ground unit. */
function supplyEntersZoc(module: GameModule, state: GameState, p: Piece, to: string, r: Reached): boolean {
  const def = defOf(module, p);
  if (!def || !isSupplyUnit(def) || !r.zoc) return true;
  return unitsIn(state, to).some((x) => x.side === p.side && isGround(defOf(module, x)!));
}

/** The hexes a ground move reaches from where `p` stands (none barred by the scenario's start restrictions);
 *  `enemyZoc`: the enemy's ZOC, when the caller has it. */
const reachOf = (module: GameModule, state: GameState, p: Piece, sm: boolean, enemyZoc?: ReadonlySet<string>) =>
  allowedReach(module, state, p, reach(module, state, p, moveSearch(module, state, p, sm, enemyZoc)));

/** §6.2, §8.06 after a ground unit's move: control of the hexes it entered, and its passages near a railhead. */
function record(module: GameModule, d: D, p: Piece, path: readonly string[]): void {
  const def = defOf(module, p);
  if (!def || !isGround(def)) return;
  const side = p.side as Side;
  controlAlong(d.vars, side, path);
  if ((d.vars.unsupplied[p.id] ?? 0) > 0) return;
  const joined = joinedToRailhead(module, d.state, d.vars, side);
  const passages = new Set(d.vars.passages);
  for (const h of path) if (joined.has(h)) passages.add(h);
  d.vars.passages = [...passages].sort();
}

/** §7, §7.2 move a unit by ground (strategic movement when `sm` is "yes"). */
export const move: Procedure<D, null> = {
  check(module, state, action) {
    const p = mover(module, state, action);
    if (!('at' in p)) return [p];
    const to = str(action.args.to) ?? '';
    const sm = action.args.sm === 'yes';
    const r = reachOf(module, state, p, sm).get(to);
    if (!r) {
      const barred = entryBarred(module, state, p, [to]);
      if (barred) return [barred];
      const rule = sm ? '7.2' : '7.1';
      return [violation('move.reach', rule, 'The unit cannot reach that hex this phase', { piece: p.id, to })];
    }
    return needs(supplyEntersZoc(module, state, p, to, r), () =>
      violation('move.supply', '23.22', 'A supply unit enters an enemy ZOC only with a friendly ground unit', { to }),
    );
  },
  apply(module, d, action) {
    const before = d.from ?? d.state;
    const refused = move.check(module, before, action);
    // §7.1 advisory and honor play carry out by hand a move the rules forbid (byhand.ts); enforced play refuses it
    if (refused.length > 0) return before.mode === 'enforced' ? refused : moveByHand(module, d, action, 'move');
    const p = before.pieces.find((x) => x.id === action.args.piece)!;
    const sm = action.args.sm === 'yes';
    const to = String(action.args.to);
    const r = reachOf(module, before, p, sm).get(to)!;
    // §21.08 the flak of each interdicted hex it leaves fires first; what it saves is not paid (a move that spends
    // every MP, the minimum move of §7.12 among them, saves none)
    const from = hexOf(p)!;
    const left = [from, ...r.path.slice(0, -1)];
    const mf = faceOf(defOf(module, p)!, p).movement;
    const fire = (hex: string, over: Sortie[]) => fireFlak(module, d, hex, p.side as Side, over, false, true);
    const saved = interdictionFlak(d, p.side as Side, mf, left, fire);
    const spent = r.cost >= mpLeft(module, d.vars, p, sm) ? r.cost : r.cost - saved;
    moveTo(d, p.id, { kind: 'hex', hex: to });
    const m = d.vars.moved[p.id] ?? { mp: 0 };
    // §7.2 strategic MPs are 1½ ordinary ones.
    m.mp += sm ? spent / SM_FACTOR : spent;
    if (sm) m.sm = true;
    if (r.zoc) m.stopped = true;
    // §28.01e what the last step paid for a limited ZOC over leaving all ZOCs, given back if an overrun of the units
    // whose ZOC alone lies there follows (overrun.ts; none after a minimum move, which paid what it had)
    const kinds = vars(before).options.limitedZoc ? zocKinds(module, before, enemyOf(p.side)) : new Map();
    const fresh = !vars(before).moved[p.id];
    const minimum = r.path.length === 1 && r.cost >= mpLeft(module, vars(before), p, sm);
    const back = sm || minimum ? 0 : overpaidBeforeOverrun(kinds, from, r.path, fresh);
    const mz: typeof m & ZocBack = m;
    if (back > 0) mz.zocBack = { hex: to, mp: back };
    else delete mz.zocBack;
    d.vars.moved[p.id] = m;
    record(module, d, p, r.path);
    return null;
  },
  list(module, state, side) {
    if (vars(state).phase !== 'movement') return [];
    const enemyZoc = zocOf(module, state, enemyOf(side));
    return state.pieces.filter((p) => p.side === side).flatMap((p) => movesOf(module, state, p, enemyZoc));
  },
  draw(module, state, side, random) {
    if (vars(state).phase !== 'movement') return null;
    const enemyZoc = zocOf(module, state, enemyOf(side));
    const mine = state.pieces.filter((p) => p.side === side && hexOf(p));
    return drawByGroup(mine, (p) => movesOf(module, state, p, enemyZoc), random);
  },
};

/** §7, §7.2 the moves one piece may make now, by ground and by strategic movement (`enemyZoc`: its enemy's). */
function movesOf(module: GameModule, state: GameState, p: Piece, enemyZoc: ReadonlySet<string>): LegalAction[] {
  // what move.check refuses whatever the hex: the unit may not move now, or may not move at all
  const probe = { side: p.side, verb: 'move', args: { piece: p.id, to: '' } };
  const m = mover(module, state, probe);
  if (!('at' in m) || entryBarred(module, state, m, [''])) return [];
  const out: LegalAction[] = [];
  for (const sm of [false, true]) {
    for (const [to, r] of reachOf(module, state, p, sm, enemyZoc)) {
      if (!supplyEntersZoc(module, state, p, to, r)) continue;
      out.push(act('move', { piece: p.id, to, ...(sm ? { sm: 'yes' } : {}) }, { mp: r.cost }));
    }
  }
  return out;
}

/** §8.01-§8.04 what refuses a rail move whatever its destination, else the piece that moves. */
function railMover(module: GameModule, state: GameState, action: Action): Piece | Violation {
  const p = mover(module, state, action);
  if (!('at' in p)) return p;
  const v = vars(state);
  const def = defOf(module, p)!;
  const side = p.side as Side;
  const m = v.moved[p.id];
  const extended = action.args.extended === 'yes';
  if (m?.rail) return violation('rail.twice', '8.01', 'That unit has moved by rail this phase', { piece: p.id });
  // §8.04 extended rail: no MP spent this segment but entraining and detraining.
  if (extended && m) return violation('rail.extended', '8.04', 'That unit has already spent MPs this segment');
  if (mpLeft(module, v, p, false) < entrainMp(def))
    return violation('rail.entrain', '8.01', 'The unit has not the MPs to entrain', { piece: p.id });
  const ce = railCorps(def, p);
  if (v.railUsed + ce > v.railCapacity[side])
    return violation('rail.capacity', '8.03', 'The rail capacity of this segment is used up', { corps: ce });
  return p;
}

/** §8.01-§8.04 a rail move: entrain, up to 24 rail hexes (48 extended), detrain. */
export const rail: Procedure<D, null> = {
  check(module, state, action) {
    const p = railMover(module, state, action);
    if (!('at' in p)) return [p];
    const v = vars(state);
    const side = p.side as Side;
    const extended = action.args.extended === 'yes';
    const to = str(action.args.to) ?? '';
    const enemyZoc = zocOf(module, state, enemyOf(side));
    const limit = extended ? EXTENDED_RAIL_HEXES : RAIL_HEXES;
    const ok = railReach(module, state, v, side, enemyZoc, hexOf(p)!, limit).has(to);
    return needs(ok, () => violation('rail.reach', '8.02', 'No usable rail line reaches that hex', { to }));
  },
  apply(module, d, action) {
    const before = d.from ?? d.state;
    const refused = rail.check(module, before, action);
    // §8.01 advisory and honor play carry out by hand a rail move the rules forbid; enforced play refuses it
    if (refused.length > 0) return before.mode === 'enforced' ? refused : moveByHand(module, d, action, 'rail');
    const p = before.pieces.find((x) => x.id === action.args.piece)!;
    const def = defOf(module, p)!;
    const left = mpLeft(module, before.vars as unknown as SfeVars, p, false);
    const cost = entrainMp(def) * 2;
    moveTo(d, p.id, { kind: 'hex', hex: String(action.args.to) });
    const m = d.vars.moved[p.id] ?? { mp: 0 };
    m.rail = true;
    m.mp += Math.min(left, cost);
    // §8.01 a unit may detrain with no MPs left, and then ends its move in that hex.
    if (left <= cost) m.done = true;
    d.vars.moved[p.id] = m;
    if (action.args.extended === 'yes') d.vars.extendedRail = [...d.vars.extendedRail, p.id];
    d.vars.railUsed += railCorps(def, p);
    return null;
  },
  list(module, state, side) {
    if (vars(state).phase !== 'movement') return [];
    const enemyZoc = zocOf(module, state, enemyOf(side));
    return state.pieces.filter((p) => p.side === side).flatMap((p) => railsOf(module, state, p, enemyZoc));
  },
  draw(module, state, side, random) {
    if (vars(state).phase !== 'movement') return null;
    const enemyZoc = zocOf(module, state, enemyOf(side));
    const mine = state.pieces.filter((p) => p.side === side && hexOf(p));
    return drawByGroup(mine, (p) => railsOf(module, state, p, enemyZoc), random);
  },
};

/** §8.01-§8.04 the rail moves one piece may make now (extended ones only beyond 24 hexes). */
function railsOf(module: GameModule, state: GameState, p: Piece, enemyZoc: ReadonlySet<string>): LegalAction[] {
  const at = hexOf(p);
  if (!at) return [];
  const out: LegalAction[] = [];
  for (const extended of [false, true]) {
    const args = { piece: p.id, to: at, ...(extended ? { extended: 'yes' } : {}) };
    if (!('at' in railMover(module, state, { side: p.side, verb: 'rail', args }))) continue;
    const limit = extended ? EXTENDED_RAIL_HEXES : RAIL_HEXES;
    for (const [to, hexes] of railReach(module, state, vars(state), p.side as Side, enemyZoc, at, limit)) {
      if (!extended || hexes > RAIL_HEXES)
        out.push(act('rail', { piece: p.id, to, ...(extended ? { extended: 'yes' } : {}) }, { hexes }));
    }
  }
  return out;
}
