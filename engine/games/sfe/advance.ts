// §9.04 advance after combat: when every defending unit was eliminated or retreated, attacking units may advance into
// the defender's hex, the choice made before any other attack; stacking applies (§5); artillery never advances
// (optional §28.10b); a supply unit may advance with the ground units it is stacked with (§23.22). A regular or major
// fort in the hex is then eliminated (§24.15, forts.ts). In advisory and honor play an advance the rules forbid
// (artillery, overstacking, units that did not attack) is carried out as ordered, by hand (byhand.ts), the log saying
// so; enforced play refuses it.

import { strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE, type GameState, type LegalAction, type Piece } from '../../core/types.js';
import { type Draft, emit, moveTo } from '../../systems/draft.js';
import { cannotPut } from './byhand.js';
import { type Battle, type CombatStop, type Fighter, fightersOf, isGround, logOf, setLog } from './combat.js';
import { type FortKind, fortFalls } from './forts.js';
import { mayStack } from './stacking.js';
import { defOf, enemyOf, onMap, type SfeVars, unitsIn, varsOf, violation } from './state.js';
import { takeControl } from './zoc.js';

/** §9.04 the defender's hex is vacated: none of its defending ground units is left there. */
export const vacated = (defendersLeftInHex: readonly Pick<Fighter, 'type'>[]): boolean =>
  !defendersLeftInHex.some(isGround);

/** What the advance reads: the units that attacked and survived, the hex, stacking. */
export interface AdvanceBoard {
  /** The surviving attackers (only they may advance). */
  attackers: readonly Fighter[];
  /** Friendly supply units stacked with attackers (§23.22). */
  supply?: readonly Fighter[];
  /** §5 the units fit in the hex's stacking limit. */
  fits(units: readonly Fighter[]): boolean;
  /** Optional §28.10b artillery rules in force. */
  artilleryRules?: boolean;
}

/** §9.04 the reasons an advance of `ids` into the vacated hex is refused ([]: allowed). */
export function advanceProblems(board: AdvanceBoard, ids: readonly string[], defendersLeft: readonly Fighter[]) {
  const out: { rule: string; why: string; piece?: string }[] = [];
  if (!vacated(defendersLeft)) out.push({ rule: '§9.04', why: 'The defenders still hold the hex' });
  const units: Fighter[] = [];
  for (const id of ids) {
    const a = board.attackers.find((u) => u.id === id);
    const s = board.supply?.find((u) => u.id === id);
    if (a) {
      if (board.artilleryRules && a.type === 'artillery')
        out.push({ rule: '§28.10b', why: 'Artillery may not advance', piece: id });
      units.push(a);
    } else if (s) {
      // §23.22 a supply unit goes with the ground units it is stacked with
      if (!ids.some((o) => board.attackers.some((u) => u.id === o && u.hex === s.hex)))
        out.push({ rule: '§23.22', why: 'A supply unit advances only with its stack', piece: id });
      units.push(s);
    } else out.push({ rule: '§9.04', why: 'Only the attackers may advance', piece: id });
  }
  if (units.length > 0 && !board.fits(units)) out.push({ rule: '§5', why: 'The advance would overstack the hex' });
  return out;
}

/** §9.04 the attackers that may advance one by one (each alone fitting, no artillery under §28.10b). */
export const mayAdvance = (board: AdvanceBoard, defendersLeft: readonly Fighter[]): string[] =>
  vacated(defendersLeft)
    ? board.attackers.filter((a) => advanceProblems(board, [a.id], defendersLeft).length === 0).map((a) => a.id)
    : [];

// ---------------------------------------------------------------- on the board

type D = Draft<SfeVars>;

/** §9.04 the board an advance reads: the surviving attackers, their supply units, the hex's stacking. */
function boardOf(module: GameModule, state: GameState, b: Battle): AdvanceBoard {
  const all = fightersOf(module, onMap(state, b.attacker));
  const attackers = all.filter((f) => b.advancing.includes(f.id));
  const hexes = new Set(attackers.map((a) => a.hex));
  const byId = (ids: readonly Fighter[]) => state.pieces.filter((p) => ids.some((f) => f.id === p.id));
  return {
    attackers,
    supply: all.filter((f) => f.type === 'supply' && hexes.has(f.hex)),
    fits: (units) => mayStack(module, unitsIn(state, b.hex), byId(units)),
    artilleryRules: !!varsOf(state).options.artilleryRules,
  };
}

/** §9.04 once the retreats are done: the advance opens if the defenders left the hex, else the battle ends. */
export function openAdvance(module: GameModule, d: D): CombatStop {
  const log = logOf(d.vars);
  const b = log.battle;
  if (!b) return 'done';
  const defender = enemyOf(b.attacker);
  const left = fightersOf(
    module,
    unitsIn(d.state, b.hex).filter((p) => p.side === defender),
  );
  const survivors = b.attackers.filter((id) => d.state.pieces.some((p) => p.id === id && p.at.kind === 'hex'));
  const advancing = vacated(left) ? survivors : [];
  setLog(d.vars, { ...log, battle: advancing.length > 0 ? { ...b, advancing } : null });
  return advancing.length > 0 ? 'advance' : 'done';
}

/** §9.04, §24.15, §6.2 the attacker advances the units named into the vacated hex (none: he declines); a regular or
 *  major fort there falls, and the hex is his. */
export const advance: Procedure<D, CombatStop> = {
  check(module, state, action) {
    const b = logOf(varsOf(state)).battle;
    if (!b || b.advancing.length === 0 || action.side !== b.attacker)
      return [violation('advance.none', '§9.04', 'No advance is open now')];
    const ids = strs(action.args.pieces) ?? [];
    const defender = enemyOf(b.attacker);
    const left = fightersOf(
      module,
      unitsIn(state, b.hex).filter((p) => p.side === defender),
    );
    return advanceProblems(boardOf(module, state, b), ids, left).map((p) =>
      violation('advance.refused', p.rule, p.why, p.piece ? { piece: p.piece } : undefined),
    );
  },
  apply(module, d, action) {
    const bad = advance.check(module, d.state, action);
    // §9.04 advisory and honor play carry out by hand an advance the rules forbid; enforced play refuses it
    const byHand = bad.length > 0 && d.state.mode !== 'enforced' && !bad.some((v) => v.rule === 'sfe.advance.none');
    if (bad.length > 0 && !byHand) return bad;
    const b = logOf(d.vars).battle!;
    const ids = strs(action.args.pieces) ?? [];
    if (byHand) {
      // §6.0 only the side's own units on the map, into a hex no enemy unit holds
      if (cannotPut(d.state, module, action.side, ids, b.hex))
        return [violation('advance.refused', '§9.04', `Those units cannot be put in ${b.hex}`, { hex: b.hex })];
      emit(d, { type: 'byHand', side: action.side, pieces: ids, verb: 'advance', to: b.hex });
    }
    for (const id of ids) moveTo(d, id, { kind: 'hex', hex: b.hex });
    if (ids.length > 0) {
      emit(d, { type: 'advance', side: b.attacker, pieces: ids, hex: b.hex, rule: '§9.04' });
      takeControl(d.vars, b.hex, b.attacker);
      fortsFall(module, d, b.hex, b.attacker);
    }
    setLog(d.vars, { ...logOf(d.vars), battle: null });
    return 'done';
  },
  list(module, state, side) {
    const b = logOf(varsOf(state)).battle;
    if (!b || b.advancing.length === 0 || side !== b.attacker) return [];
    const defender = enemyOf(b.attacker);
    const left = fightersOf(
      module,
      unitsIn(state, b.hex).filter((p) => p.side === defender),
    );
    const board = boardOf(module, state, b);
    const out: LegalAction[] = [{ verb: 'advance', args: { pieces: [] }, label: 'Stay' }];
    const all = mayAdvance(board, left);
    if (all.length > 1 && advanceProblems(board, all, left).length === 0)
      out.push({ verb: 'advance', args: { pieces: all }, label: all.join(', ') });
    for (const id of all) out.push({ verb: 'advance', args: { pieces: [id] }, label: id });
    return out;
  },
};

/** §24.15 the regular and major forts of the enemy in a hex `side`'s ground units now occupy are eliminated. */
export function fortsFall(module: GameModule, d: D, hex: string, side: string): void {
  for (const p of unitsIn(d.state, hex))
    if (p.side !== side && fortFalls(fortKindOf(module, p), true)) {
      moveTo(d, p.id, { kind: 'box', box: DEAD_PILE });
      emit(d, { type: 'eliminated', piece: p.id, side: p.side ?? '', hex, rule: '§24.15' });
    }
}

/** §24.1 the kind of fort a piece is (a fort counter's size), or null. */
export function fortKindOf(module: GameModule, p: Piece): FortKind | null {
  const def = defOf(module, p);
  if (def?.type !== 'fort') return null;
  return def.size === 'major' ? 'major' : def.size === 'atlantic-wall' ? 'atlanticWall' : 'regular';
}
