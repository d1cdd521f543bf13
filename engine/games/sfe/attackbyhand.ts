// An attack the rules forbid, in advisory and honor play (the core's apply.ts; byhand.ts for moves): fought as
// ordered with the factors the units have (§9.0-§9.03 not checked: adjacency, hexsides, units per hex, attrition,
// a leader who may not back it, who is then left out), odds below the chart read at its first column (§9.01). The
// log says it was by hand (a `byHand` event, verb "attack"). Refused in every mode, as it cannot be fought at all:
// a battle being fought, attackers that are not the side's units on the map, no enemy ground unit defending, a
// column whose cells the chart does not give.

import { str, strs } from '../../core/kit.js';
import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import type { Action, GameState, Violation } from '../../core/types.js';
import { type Draft, emit } from '../../systems/draft.js';
import { type CombatStop, fightersOf, isGround, logOf } from './combat.js';
import { attackWith, battleChoices, cellAt, fight, groundCrt, type Order, orderOf } from './crt.js';
import { battleOf } from './odds.js';
import type { RetreatDeps } from './retreat.js';
import { type SfeVars, type Side, varsOf, violation } from './state.js';

type D = Draft<SfeVars>;

/** §9.0 the attack `args` order as given, carried out by hand; or why it cannot be fought at all. */
export function orderByHand(
  module: GameModule,
  state: GameState,
  side: string,
  args: Action['args'],
): Order | Violation[] {
  const log = logOf(varsOf(state));
  if (log.battle) return [violation('attack.pending', '§9.04', 'Finish the combat being fought first')];
  const ids = strs(args.pieces) ?? [];
  const hex = str(args.hex) ?? '';
  const all = fightersOf(module, state.pieces);
  if (ids.length === 0 || ids.some((id) => !all.some((f) => f.id === id && f.side === side && isGround(f))))
    return [violation('attack.units', '§9.0', 'Attack with your own units on the map')];
  const inHex = all.filter((f) => f.hex === hex && f.side !== side && isGround(f));
  const named = strs(args.defenders);
  // §9.02 the units named, else those not yet attacked this phase, else all the hex holds
  const fresh = inHex.filter((f) => !log.defended.includes(f.id));
  const chosen = named ? inHex.filter((f) => named.includes(f.id)) : fresh.length > 0 ? fresh : inHex;
  if (chosen.length === 0)
    return [violation('attack.defenders', '§9.03', 'Name defenders in the hex attacked', { hex })];
  const crt = groundCrt(module);
  const plan = battleOf(module, crt, state, ids, hex, battleChoices(chosen, args), all);
  // §9.01 odds below the chart are read at its first column
  const column = plan.odds.column ?? crt.columns[0]!.label;
  for (let die = 1; die <= 6; die++)
    if (cellAt(crt, column, die + plan.net) === null)
      return [violation('attack.chart', '§10.01', `The chart has no result at ${column}`, { column })];
  return { side: side as Side, hex, attackers: ids, plan, column };
}

/** §9.0-§9.03 the phasing side's attack: as the rules allow it; in advisory and honor play, else by hand. */
export function attackOrByHand(deps: RetreatDeps = {}): Procedure<D, CombatStop> {
  const ruled = attackWith(deps);
  return {
    ...ruled,
    apply(module, d, action) {
      const o = orderOf(module, d.state, action.side, action.args);
      if (!Array.isArray(o)) return fight(module, d, o, deps);
      if (d.state.mode === 'enforced') return o;
      const hand = orderByHand(module, d.state, action.side, action.args);
      if (Array.isArray(hand)) return hand;
      emit(d, { type: 'byHand', side: action.side, pieces: [...hand.attackers], verb: 'attack', to: hand.hex });
      return fight(module, d, hand, deps);
    },
  };
}

/** The attack verb of the flow's combat phases. */
export const attack = attackOrByHand();
