// †§28.16b Barbarossa's first-turn surprise (the option firstTurnSurprise): before the first turn's play the game
// rolls one die and the scenario's table (data.surprise.sovietAirLost, the rulebook's 4, 5, 5, 6, 6, 7) gives the
// number of Soviet air units lost. The rule names only "the number of Soviet air losses"; the owner choosing which
// of his units are lost is the series' usual reading (its losses in combat are the owner's, §10.02), so the Soviet
// player picks them one by one (`loseAir {piece}`) among his air units on the map; they go where eliminated air
// units go (the dead pile, §17.2), from which †§27.24 may replace them. The set-up has no log line, so the roll is
// the Soviet player's first action (`rollSurprise`): the game's dice, which no player chooses or foresees. In
// advisory and honor play `done` ends the surprise with units still owed (the log flags it).

import { act, str } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Ask, Procedure } from '../../core/steps.js';
import type { GameState, Piece } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { loseAirUnits } from './airturn.js';
import { optionsOf } from './options.js';
import { defOf, hexOf, isAirType, type SfeVars, SOVIET, varsOf, violation } from './state.js';
import { scenarioOf } from './turn.js';

type D = Draft<SfeVars>;

/** †§28.16b the scenario's table: Soviet air units lost on a die of 1-6 (none when the scenario has no surprise). */
export function lossTable(module: GameModule, state: Pick<GameState, 'scenarioId'>): readonly number[] | undefined {
  const data = scenarioOf(module, state)?.data as { surprise?: { sovietAirLost?: number[] } } | undefined;
  const table = data?.surprise?.sovietAirLost;
  return Array.isArray(table) && table.length === 6 ? table : undefined;
}

/** †§28.16b the Soviet air units on the map (those the surprise may cost). */
export const sovietAir = (module: GameModule, state: Pick<GameState, 'pieces'>): Piece[] =>
  state.pieces.filter((p) => p.side === SOVIET && !!hexOf(p) && isAirType(defOf(module, p)?.type ?? ''));

/** †§28.16b whether the surprise is still to come: the option on, a table, the first turn's first segment. */
export function surpriseDue(module: GameModule, state: GameState): boolean {
  const v = varsOf(state);
  if (v.surprise || !optionsOf(state).firstTurnSurprise || !lossTable(module, state)) return false;
  return state.turn === (scenarioOf(module, state)?.firstTurn ?? 1) && v.segment === 1;
}

/** †§28.16b whether the surprise waits for the Soviet player: the die not rolled, or air units still to pick. */
export function surpriseOpen(module: GameModule, state: GameState): boolean {
  const s = varsOf(state).surprise;
  return !s || (s.left > 0 && sovietAir(module, state).length > 0);
}

/** †§28.16b `rollSurprise {}`: one die of the game's; the table's number of air units, at most those on the map. */
export const rollSurprise: Procedure<D, null> = {
  check: (_module, state) =>
    varsOf(state).surprise ? [violation('surprise.roll', '28.16', 'The surprise die has been rolled')] : [],
  apply(module, d) {
    if (d.vars.surprise) return [violation('surprise.roll', '28.16', 'The surprise die has been rolled')];
    const [die] = roll(d, 1, 'first-turn surprise', SOVIET, '28.16');
    const lost = lossTable(module, d.state)?.[die! - 1] ?? 0;
    d.vars.surprise = { die: die!, lost, left: Math.min(lost, sovietAir(module, d.state).length) };
    emit(d, { type: 'airSurprise', side: SOVIET, die: die!, lost, rule: '28.16' });
    return null;
  },
  list: (_module, state) => (varsOf(state).surprise ? [] : [act('rollSurprise', {})]),
};

/** †§28.16b `loseAir {piece}`: the Soviet player gives up one of his air units on the map to the surprise. */
export const loseAir: Procedure<D, null> = {
  check(module, state, action) {
    const s = varsOf(state).surprise;
    if (!s || s.left <= 0)
      return [violation('surprise.none', '28.16', 'No air unit is owed to the first-turn surprise now')];
    const id = str(action.args.piece) ?? '';
    return sovietAir(module, state).some((p) => p.id === id) && action.side === SOVIET
      ? []
      : [violation('surprise.unit', '28.16', 'Choose a Soviet air unit on the map', { piece: id })];
  },
  apply(module, d, action) {
    const refused = loseAir.check(module, d.from ?? d.state, action);
    if (refused.length > 0) return refused;
    loseAirUnits(module, d, [String(action.args.piece)], '28.16');
    const s = d.vars.surprise!;
    d.vars.surprise = { ...s, left: s.left - 1 };
    return null;
  },
  list(module, state) {
    const s = varsOf(state).surprise;
    if (!s || s.left <= 0) return [];
    return sovietAir(module, state).map((p) => act('loseAir', { piece: p.id }));
  },
};

/** †§28.16b `done`: the surprise ends; refused while the die is unrolled or air units are owed (advisory and honor
 *  play carry it out, the log flagging what was owed). */
export const surpriseDone: Procedure<D, null> = {
  check(module, state) {
    const s = varsOf(state).surprise;
    if (!s) return [violation('surprise.roll', '28.16', 'Roll the surprise die first')];
    if (surpriseOpen(module, state))
      return [violation('surprise.left', '28.16', 'Air units are still owed to the surprise', { left: s.left })];
    return [];
  },
  apply(_module, d) {
    const s = d.vars.surprise;
    d.vars.surprise = s ? { ...s, left: 0 } : { die: 0, lost: 0, left: 0 };
    return null;
  },
  list: () => [],
};

/** †§28.16b what the surprise asks of the Soviet player. */
export function surpriseAsk(_module: GameModule, state: GameState): Ask {
  const s = varsOf(state).surprise;
  if (!s)
    return {
      id: 'surpriseRoll',
      verb: 'rollSurprise',
      message: 'The first-turn surprise: roll a die for the Soviet air units lost',
    };
  return {
    id: 'surprise',
    verb: 'loseAir',
    info: { left: s.left, lost: s.lost, die: s.die },
    message: `The first-turn surprise (die ${s.die}): choose ${s.left} more of your air units to lose`,
  };
}
