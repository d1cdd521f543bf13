// §8.5.5.3–8.5.5.5 the Strategic Counterattack bonus: after the round's attacks the Republican picks ONE combat of
// that round he won (higher Loss Number, §11.2.9) and advanced in; its space gets the Bonus RM (+1 RM) or Bonus VP
// (-1 VP) marker. Teruel and El Ebro: only the attack whose terrain the card cancelled. A Nationalist recapture
// reverses the bonus and removes the marker for good (a control hook, control.ts).

import type { CardDef, GameModule } from '../../core/module.js';
import type { GameState, JsonObject } from '../../core/types.js';
import { type CombatRecord, combatLog } from './combat-state.js';
import { cardMap } from './cards.js';
import { onControlChange } from './control.js';
import { type Draft, emit } from './draft.js';
import { NAT, REP, varsOf } from './state.js';

/** A bonus on the map (vars.extra.counterattackBonus by space). */
export interface Bonus {
  card: string;
  rm: number;
  vp: number;
}

/** The Strategic Counterattack effect of the card played this round, if any. */
function counterattackOf(module: GameModule, state: GameState): { card: CardDef; e: JsonObject } | null {
  const play = varsOf(state).play;
  if (!play?.card || play.use !== 'event') return null;
  const card = cardMap(module).get(play.card);
  const e = card?.event.effects.find((x) => x.kind === 'strategicCounterattack');
  return card && e ? { card, e } : null;
}

/** §8.5.5.3 the spaces that may take the bonus now: the first space entered in each won, advanced REP attack of
 *  this round (the attacked space); with a terrain-cancelling card, only the attack combat-after.ts marked
 *  `terrainCancelled` (the round's first combat, fire.ts counterattackCancelsTerrain). */
export function bonusChoices(module: GameModule, state: GameState): string[] {
  const sca = counterattackOf(module, state);
  if (!sca) return [];
  const round = varsOf(state).round;
  const ok = (r: CombatRecord) =>
    r.turn === state.turn &&
    r.round === round &&
    r.attacker === REP &&
    r.winner === 'attacker' &&
    r.advanced &&
    (!sca.e.cancelTerrain || r.terrainCancelled === true);
  return [
    ...new Set(
      combatLog(state)
        .filter(ok)
        .map((r) => r.target),
    ),
  ];
}

/** §8.5.5.4 the bonus marker in `space`: +1 RM or -1 VP (then the round ends: flow.ts). */
export function takeBonus(module: GameModule, d: Draft, space: string): void {
  const sca = counterattackOf(module, d.state)!;
  const rm = Number(sca.e.rm ?? 0);
  const vp = Number(sca.e.vp ?? 0);
  d.vars.rm += rm;
  d.vars.vp += vp;
  const bonuses = d.vars.extra.counterattackBonus ?? {};
  bonuses[space] = { card: sca.card.id, rm, vp };
  d.vars.extra.counterattackBonus = bonuses;
  const def = rm ? 'bonus-rm' : 'bonus-vp';
  d.state.pieces.push({
    id: `${def}-${sca.card.id}`,
    def,
    kind: 'marker',
    side: REP,
    at: { kind: 'space', space },
    steps: 1,
    disrupted: false,
  });
  emit(d, { type: 'counterattackBonus', card: sca.card.id, space, rm, vp, rule: '8.5.5.4' });
}

// §8.5.5.5 a Nationalist recapture gives back the RM (or VP) and removes the marker for good.
onControlChange((_module, d, space, _from, to) => {
  const bonuses = d.vars.extra.counterattackBonus;
  const b = bonuses?.[space];
  if (!b || to !== NAT) return;
  d.vars.rm -= b.rm;
  d.vars.vp -= b.vp;
  delete bonuses![space];
  d.state.pieces = d.state.pieces.filter((p) => !(p.def.startsWith('bonus-') && p.id.endsWith(`-${b.card}`)));
  emit(d, { type: 'counterattackBonusLost', card: b.card, space, rm: -b.rm, vp: -b.vp, rule: '8.5.5.5' });
});
