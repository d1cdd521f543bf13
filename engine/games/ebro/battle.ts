// VI.5, XVI ground combat as the flow's verbs: the phasing side's attacks and assaults (XVI.1-5) as ordered
// (order.ts: the units, the HQ, fire and air support, the checks) and offered with their odds (offers.ts); the result
// applied by the series layer (ourwar/losses.ts groundEffects, markAfterCombat), a shaded one marking the attackers
// for breakthrough (XVI.9), a side broken on open ground retreating (XX.2.6, optional: spontaneous.ts); then the
// retreat (XVI.7) and the advance (XVI.10), which stop the flow when the owner has a choice to make (aftermath.ts).
// The reaction attacks (XVI.6) are reaction.ts. A withdrawing unit attacks only when surrounded (XX.1.5; it must
// then attack before the segment ends unless it holds an objective: combatend.ts). Advisory and honor play (I.1)
// fight an attack the rules forbid as ordered (order.ts orderByHand), the log saying it was fought by hand.

import type { GameModule } from '../../core/module.js';
import type { Procedure } from '../../core/steps.js';
import { DEAD_PILE } from '../../core/types.js';
import { type Draft, emit, roll } from '../../systems/draft.js';
import { mayBreakthrough, resolveGroundCombat } from '../ourwar/combat.js';
import { applyEffects, groundEffects, markAfterCombat, piecesOf } from '../ourwar/losses.js';
import { markOf, type Side } from '../ourwar/state.js';
import { afterCombat, type BattleStop } from './aftermath.js';
import { noteByHand, planOrByHand } from './byhand.js';
import { flyAirSupport } from './airsupport.js';
import { exploiting } from './breakthrough.js';
import { attackScene, byTarget } from './offers.js';
import { optionsOf } from './options.js';
import { type Order, orderByHand, plan, setting } from './order.js';
import { spontaneousRetreat } from './spontaneous.js';
import type { EbroVars } from './state.js';
import { planned, spend } from './support.js';

export type { BattleStop } from './aftermath.js';
export { advance, retreat, stay } from './aftermath.js';
export { react, reactorsExist } from './reaction.js';
export { defendersIn } from './support.js';
export { type Order, setting } from './order.js';

type D = Draft<EbroVars>;

/** XVI resolve a combat on the draft: roll, read the chart, apply both parts, mark the units; where it stops
 *  (`hand`: an attack the rules forbid, fought as ordered in advisory or honor play, I.1). */
export function fight(module: GameModule, d: D, ordered: Order, hand = false): BattleStop {
  if (hand) noteByHand(d, ordered.attackers, 'attack');
  // XII.8 both sides' supporting aircraft fly to the hex first (interception, AA); those left support
  const lent = setting(module, d.state, ordered).air;
  const flown = flyAirSupport(module, d, { ...ordered, air: lent.air, defenceAir: lent.defence });
  const o = flown.order;
  const side = d.state.pieces.find((p) => p.id === o.attackers[0])!.side as Side;
  const before = d.state;
  const { c, defence } = setting(module, before, o);
  const [die] = roll(d, 1, o.reaction ? 'reaction attack' : 'attack', side, o.reaction ? 'XVI.6' : 'XVI.4');
  // XII.8 an attack ordered on the chart (checked before) that lost its aircraft on the way goes in at the first column
  const out = resolveGroundCombat({ ...c, state: d.state }, die!, true)!;
  const v = d.vars;
  const att = piecesOf(before, o.attackers);
  const def = piecesOf(before, c.defenders);
  const fx = groundEffects(module, v, att, def, out.result, { supplied: c.supplied });
  // XX.2.6 optional: a side losing more than half its levels on open ground retreats as well
  const sides = { attackers: att, defenders: def, fxA: fx.attacker, fxD: fx.defender };
  const spont = spontaneousRetreat(module, before, o.hex, sides);
  const boxes = { destroyed: DEAD_PILE, captured: DEAD_PILE };
  applyEffects(d, fx.attacker, boxes);
  applyEffects(d, fx.defender, boxes);
  spend(d, o.cmd.hq);
  spend(d, defence.hq);
  const gone = (id: string) => d.state.pieces.find((p) => p.id === id)?.at.kind !== 'hex';
  const alive = att.filter((p) => !gone(p.id));
  const again = exploiting(before);
  markAfterCombat(module, v, { attackers: alive, defenders: def, reaction: o.reaction }, fx.defender, [
    ...o.support,
    ...defence.fire,
  ]);
  // A4 'both': defenders struck by an ordinary attack are activated too
  const negative = out.result.defender.levels > 0 || out.result.defender.dso || out.result.defender.retreat;
  if (negative && !o.reaction && optionsOf(d.state).attackActivates === 'both')
    for (const p of def) if (!gone(p.id)) markOf(v, p.id).act = 'done';
  // XVI.9 after a breakthrough's attack its marker comes off and the unit is done
  if (again)
    for (const p of alive) {
      delete markOf(v, p.id).breakthrough;
      markOf(v, p.id).act = 'done';
    }
  // XVI.9 a shaded result by day marks the attackers in supply and organised (not those struck back)
  else if (fx.breakthrough && !o.reaction)
    for (const p of alive)
      if (!fx.attacker.retreat.includes(p.id) && mayBreakthrough(v, out, p.id, c.supplied(p.id)).ok)
        markOf(v, p.id).breakthrough = true;
  emit(d, {
    type: 'combat',
    side,
    reaction: o.reaction,
    hex: o.hex,
    attackers: o.attackers,
    defenders: [...c.defenders],
    hq: o.cmd.hq,
    coordinated: o.cmd.coordinated,
    support: o.support,
    defenceHq: defence.hq,
    defenceFire: defence.fire,
    air: o.air ?? [],
    defenceAir: o.defenceAir ?? [],
    raids: flown.raids,
    attack: out.attack.value,
    defence: out.defence.value,
    ratio: out.ratio,
    base: out.base,
    col: out.col,
    row: out.row,
    roll: die!,
    shift: out.shift,
    drm: out.drm,
    shifts: out.shifts.map((m) => ({ ...m })),
    drms: out.drms.map((m) => ({ ...m })),
    cell: out.result.text,
    breakthrough: !again && !o.reaction && fx.breakthrough,
  });
  for (const role of spont.broken) {
    const units = role === 'attacker' ? att : def;
    const hexes = spont.hexes[role];
    emit(d, { type: 'spontaneous', side: units[0]!.side, pieces: units.map((p) => p.id), hex: o.hex, hexes });
  }
  const { reaction, attackers, hex } = o;
  const fxA = fx.attacker;
  return afterCombat(module, d, {
    exploit: again,
    reaction,
    attacker: side,
    attackers,
    hex,
    defenders: [...c.defenders],
    fxA,
    fxD: fx.defender,
    hexes: spont.hexes,
  });
}

/** VI.5.4, XVI an attack the rules allow, planned and fought; listed and drawn a hex attacked at a time. */
const offered = byTarget(attackScene);
const ordered: Procedure<D, BattleStop> = planned(
  plan,
  (module, d: D, o) => fight(module, d, o),
  offered.list,
  offered.draw,
);

/** VI.5.4, XVI the phasing side attacks (units that did not move into contact) or assaults (units that did), with
 *  an optional HQ (`hq`: support, coordination) and fire support (`support`); I.1 advisory and honor play fight one
 *  the rules forbid as ordered, unless it cannot be fought at all (order.ts impossibleAttack). */
export const attack: Procedure<D, BattleStop> = {
  ...ordered,
  apply: planOrByHand(plan, orderByHand, (module, d, o, _action, hand) => fight(module, d, o, hand)),
};
