// The choices events ask for (§8.5): placing reinforcements and removing a division (§8.5.2, step
// 'event-reinforce'), Plan P's landing (§8.5.6, 'event-landing'), the Strategic Counterattack bonus (§8.5.5,
// 'event-bonus') and the Guerrillas' space (R33, 'event-guerrillas'). Each choice hands back to events.ts and
// answers where the event stopped (EventStop); the bonus ends the round (flow.ts).

import type { GameModule } from '../../core/module.js';
import type { Location, Violation } from '../../core/types.js';
import type { VerbArgs } from '../../core/verb-args.js';
import type { Ask } from '../../core/steps.js';
import { BEACH_HEAD_SPACE, landBeachHead, planPTargets, reserveRPA } from './beachhead.js';
import { cardMap, cardOf } from './cards.js';
import { setControl } from './control.js';
import { bonusChoices, takeBonus } from './counterattack.js';
import { emit, moveTo, setPiece } from './draft.js';
import { draftMarks } from './event-effects.js';
import { guerrillaTargets } from './event-notes.js';
import { type EventStop, eventChooser as chooser, proceed, progressOf } from './events.js';
import { canPlace, placements, removalChoices } from './reinforcements.js';
import { REP, violation } from './state.js';
import { type GameVerb, type Procedure, type StepAsk, act, str, unknown } from './verb.js';

const place: Procedure<EventStop> = {
  check(module, state, a) {
    const ev = progressOf(state);
    const id = str(a.args.unit);
    if (!ev || !id || !ev.place.includes(id)) return unknown('reinforcement to place', a.args.unit);
    if (a.side !== ev.side) return [violation('notYours', '8.5.2', 'The player of the card places its units')];
    const to = a.args.to as Location | undefined;
    const unit = state.pieces.find((p) => p.id === id)!;
    if (!to || to.kind !== 'space' || !canPlace(module, state, cardOf(module, ev.card), unit, to.space))
      return [
        violation('placement', '8.5.2.3', 'Reinforcements go to a friendly-controlled, supplied space with room', {
          unit: id,
        }),
      ];
    return [];
  },
  apply(module, d, a) {
    const ev = progressOf(d.state);
    const id = str(a.args.unit);
    const to = a.args.to as Location | undefined;
    if (!ev || !id || !ev.place.includes(id) || to?.kind !== 'space') return unknown('reinforcement', a.args.unit);
    moveTo(d, id, to);
    // §2.1.1: a space holding only one side's units is that side's (N48's insurrection takes its space).
    if (d.vars.control[to.space] !== ev.side) setControl(module, d, to.space, ev.side, '2.1.1');
    ev.place = ev.place.filter((x) => x !== id);
    emit(d, { type: 'placed', unit: id, space: to.space, card: ev.card, rule: '8.5.2.3' });
    return proceed(module, d);
  },
  list(module, state, side) {
    const ev = progressOf(state);
    if (!ev || side !== ev.side || chooser(state) !== side) return [];
    const card = cardOf(module, ev.card);
    return ev.place.flatMap((id) => {
      const unit = state.pieces.find((p) => p.id === id)!;
      return placements(module, state, card, unit).map((s) =>
        act('place', { unit: id, to: { kind: 'space', space: s } }),
      );
    });
  },
};

const removeDivision: Procedure<EventStop> = {
  check(module, state, a) {
    const ev = progressOf(state);
    const id = str(a.args.unit);
    if (!ev?.remove) return [violation('noRemoval', '8.5.2.5', 'No division is to be removed now')];
    if (a.side !== ev.remove.side || chooser(state) !== a.side)
      return [violation('notYours', '8.5.2.5', 'The other player chooses the division')];
    if (!removalChoices(module, state, ev.remove.side, ev.remove.filter).some((p) => p.id === id))
      return [violation('removal', '8.5.2.5', 'That division may not be removed for this card', { unit: String(id) })];
    return [];
  },
  apply(module, d, a) {
    const ev = progressOf(d.state);
    const id = str(a.args.unit);
    if (!ev?.remove || !id || !d.state.pieces.some((p) => p.id === id)) return unknown('division', a.args.unit);
    moveTo(d, id, { kind: 'box', box: 'removed' });
    ev.remove = null;
    emit(d, { type: 'removed', unit: id, card: ev.card, rule: '8.5.2.5' });
    return proceed(module, d);
  },
  list(module, state, side) {
    const ev = progressOf(state);
    if (!ev?.remove || ev.remove.side !== side || chooser(state) !== side) return [];
    return removalChoices(module, state, ev.remove.side, ev.remove.filter).map((p) =>
      act('removeDivision', { unit: p.id }),
    );
  },
};

/** §8.5.6.1, §8.5.6.3 Plan P's landing: the coastal space, the RPA division (full or reduced) from the Reserve. */
const landing: Procedure<EventStop> = {
  check(module, state, a) {
    const ev = progressOf(state);
    if (!ev?.landing || a.side !== ev.side) return [violation('noLanding', '8.5.6', 'No landing is to be made now')];
    const out: Violation[] = [];
    if (!planPTargets(module, state).includes(String(a.args.coast)))
      out.push(violation('landingSpace', '8.5.6.1', 'Plan "P" lands next to a Nationalist coastal space in reach'));
    const unit = reserveRPA(module, state).find((p) => p.id === a.args.unit);
    if (!unit) out.push(violation('landingUnit', '8.5.6.3', 'The landing force is an RPA division from the Reserve'));
    else if (a.args.face === 'full' && unit.steps < 2)
      out.push(violation('landingFace', '8.5.6.3', 'A reduced division cannot land at full strength'));
    return out;
  },
  apply(module, d, a) {
    const ev = progressOf(d.state);
    const unit = d.state.pieces.find((p) => p.id === a.args.unit);
    const coast = str(a.args.coast);
    if (!ev?.landing || !unit || !coast || !geoHas(module, coast)) return unknown('landing', a.args.coast);
    landBeachHead(module, d, 'planP', coast);
    const steps = a.args.face === 'reduced' ? 1 : unit.steps;
    setPiece(d, unit.id, { at: { kind: 'space', space: BEACH_HEAD_SPACE.planP }, steps });
    emit(d, { type: 'placed', unit: unit.id, space: BEACH_HEAD_SPACE.planP, steps, card: ev.card, rule: '8.5.6.3' });
    ev.landing = false;
    return proceed(module, d);
  },
  list(module, state, side) {
    const ev = progressOf(state);
    if (!ev?.landing || side !== ev.side) return [];
    const units = reserveRPA(module, state);
    return planPTargets(module, state).flatMap((coast) =>
      units.flatMap((u) =>
        (u.steps >= 2 ? ['full', 'reduced'] : ['reduced']).map((face) => act('landing', { coast, unit: u.id, face })),
      ),
    );
  },
};

/** §8.5.5.3–8.5.5.4 the Strategic Counterattack bonus: the Republican picks the won attack's space. */
const counterattackBonus: GameVerb = {
  check(module, state, a) {
    if (a.side !== REP) return [violation('notYours', '8.5.5.3', 'The Republican chooses the bonus')];
    return bonusChoices(module, state).includes(String(a.args.space))
      ? []
      : [violation('bonusSpace', '8.5.5.3', 'The bonus goes to the first space entered in a won attack of this round')];
  },
  apply(module, d, a) {
    const space = str(a.args.space);
    if (!space || !geoHas(module, space)) return unknown('space', a.args.space);
    takeBonus(module, d, space);
  },
  list: (module, state, side) =>
    side === REP ? bonusChoices(module, state).map((space) => act('counterattackBonus', { space })) : [],
};

/** R33 Guerrillas: the Nationalist space cut off until the end of the turn. */
const guerrillas: Procedure<EventStop> = {
  check(module, state, a) {
    const ev = progressOf(state);
    if (!ev?.guerrillas || a.side !== ev.side) return [violation('notYours', '8.5.1.1', 'No Guerrillas to place now')];
    return guerrillaTargets(module, state).includes(String(a.args.space))
      ? []
      : [
          violation(
            'guerrillaSpace',
            '8.5.1.1',
            'A Nationalist space with no Nationalist unit, next to a Republican one',
          ),
        ];
  },
  apply(module, d, a) {
    const ev = progressOf(d.state);
    const space = str(a.args.space);
    if (!ev?.guerrillas || !space || !geoHas(module, space)) return unknown('space', a.args.space);
    draftMarks(d).guerrillas = { space, turn: d.state.turn };
    emit(d, { type: 'guerrillas', space, turn: d.state.turn, card: ev.card, rule: '8.5.1.1' });
    ev.guerrillas = false;
    return proceed(module, d);
  },
  list(module, state, side) {
    const ev = progressOf(state);
    if (!ev?.guerrillas || side !== ev.side) return [];
    return guerrillaTargets(module, state).map((space) => act('guerrillas', { space }));
  },
};

/** Whether the map has this space. */
const geoHas = (module: GameModule, id: string): boolean => (module.map.spaces ?? []).some((s) => s.id === id);

/** The verbs of events that ask a player to choose: placing reinforcements, removing a division, Plan P's landing. */
export const EVENT_VERBS = {
  place,
  removeDivision,
  landing,
  counterattackBonus,
  guerrillas,
};
/** Their arguments. */
export const EVENT_ARGS: Record<string, VerbArgs> = {
  place: { unit: 'string', to: 'location' },
  removeDivision: { unit: 'string' },
  landing: { coast: 'string', unit: 'string', face: { enum: ['full', 'reduced'] } },
  counterattackBonus: { space: 'string' },
  guerrillas: { space: 'string' },
};
/** What the event steps ask. */
export const EVENT_ASKS = {
  guerrillas: () => ({ verb: 'guerrillas', message: 'Guerrillas: choose the Nationalist space to cut off' }),
  bonus: () => ({ verb: 'counterattackBonus', message: 'Choose the won attack whose space takes the bonus' }),
  landing: (_m, s) =>
    progressOf(s) ? { verb: 'landing', message: 'Plan "P": choose the landing space and the RPA division' } : null,
  reinforce: (module, s): Ask | null => {
    const ev = progressOf(s);
    if (!ev) return null;
    const name = cardMap(module).get(ev.card)?.name ?? ev.card;
    if (ev.place.length > 0)
      return {
        id: 'event-place',
        verb: 'place',
        rule: '8.5.2.3',
        message: `Place the reinforcements of "${name}"`,
        info: { card: ev.card, units: ev.place },
        ...(ev.remove?.side === ev.side ? { verbs: ['removeDivision'] } : {}),
      };
    return {
      id: 'event-remove',
      verb: 'removeDivision',
      rule: '8.5.2.5',
      message: `Remove a division for good ("${name}")`,
      info: { card: ev.card },
    };
  },
} satisfies Record<string, StepAsk>;
