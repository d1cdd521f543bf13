// §8.5 events: a card played for its event runs its effects (cards.json) in order. Most run at once; a
// Reinforcement event (§8.5.2) waits for the player to place its units and, for a corps, to remove a division for
// good; an event granting activations ends in the OPS procedure (ops.ts). An event with an effect the engine does
// not run is a "manual event": the players carry it out by hand, so it is offered only in advisory and honor modes
// (play.ts). The event answers where it stopped (EventStop): flow.ts waits in that step, or ends the round.

import type { CardDef, GameModule } from '../../core/module.js';
import type { GameState, JsonObject, Location, Violation } from '../../core/types.js';
import { cardOf, isWinter } from './cards.js';
import { type Draft, emit, moveTo, pieceOf } from './draft.js';
import { BEACH_HEAD_SPACE, beachHeadOf, landBeachHead, planPTargets, reserveRPA } from './beachhead.js';
import { type EventOps, addTrenchMarkers, changeRpPerTurn, cutRp, draftMarks, recordRp } from './event-effects.js';
import { afrArrivals } from './afr.js';
import { NOTE_HANDLERS, guerrillaTargets, isSevereWinter, severeWinterFrom } from './event-notes.js';
import {
  allPlaceable,
  cardUnits,
  corpsRemovals,
  heldBackCtv,
  placementKnown,
  placements,
  removalChoices,
  toReserve,
  unitsEffect,
} from './reinforcements.js';
import { NAT, REP, type Side, varsOf, violation } from './state.js';

/** The effect kinds the engine runs (the rest make an event manual); cards.ts's AUTOMATABLE must equal this. */
export const ENGINE_KINDS = [
  'rm',
  'vp',
  'flag',
  'rp',
  'rpPerTurn',
  'noRpThisTurn',
  'victory',
  'units',
  'removeDivision',
  'ops',
  'trenchMarkers',
  'strategicCounterattack',
  'beachHead',
] as const;

/** Whether the engine carries out this card's event by itself. */
export function isAutomated(card: CardDef): boolean {
  return card.event.automated && placementKnown(card);
}

/** The cards whose events the players carry out by hand (Combat Cards are played in combats, not listed). */
export function manualEvents(module: GameModule): CardDef[] {
  return (module.cards ?? []).filter((c) => !c.combatCard && !isAutomated(c));
}

/**
 * Where an event stopped (flow.ts): waiting for its reinforcements' placement or a division's removal, Plan P's
 * landing or the Guerrillas' space; done with its OPS to spend ('ops') or with nothing left ('done'); or the game
 * is over ('over': Casado's Coup).
 */
export type EventStop = 'reinforce' | 'landing' | 'guerrillas' | 'ops' | 'done' | 'over';

/** An event in progress (vars.extra.event): what is left to place or remove, and the OPS it grants at the end. */
export interface EventProgress {
  card: string;
  side: Side;
  /** The next effect to run. */
  next: number;
  /** §8.5.2.3–8.5.2.4 units still to place. */
  place: string[];
  /** §8.5.2.5 (or N31) a division to remove for good, chosen by `side`. */
  remove: { side: Side; filter: string } | null;
  /** §8.5.6.1 Plan P: the landing is still to be chosen. */
  landing?: boolean;
  /** R33: the Guerrillas' space is still to be chosen. */
  guerrillas?: boolean;
  ops: EventOps | null;
}

/** The event in progress, or null. */
export const progressOf = (state: GameState): EventProgress | null => varsOf(state).extra.event ?? null;

/** The number of units a `units` effect names. */
const unitCount = (card: CardDef): number =>
  card.event.effects
    .filter((e) => e.kind === 'units')
    .flatMap((e) => (Array.isArray(e.add) ? e.add : []))
    .reduce<number>((n, g) => n + Number((g as JsonObject).count ?? 0), 0);

/** Whether a card's units include a corps (§8.5.2.5). */
const bringsCorps = (card: CardDef): boolean =>
  card.bringsCorps ||
  card.event.effects.some(
    (e) => e.kind === 'units' && Array.isArray(e.add) && e.add.some((g) => (g as JsonObject).size === 'corps'),
  );

/** §16.5.2 note 1: an event activating two or more spaces counts as a card played for OPS in a winter turn. */
const countsAsOps = (card: CardDef): boolean =>
  card.event.effects.some((e) => (e.kind === 'ops' && Number(e.spaces) >= 2) || e.kind === 'strategicCounterattack');

/** Why the event of `card` cannot be played now beyond its printed restrictions (§8.5.2.2, §8.5.2.5, §8.5.5.1,
 *  §16.5.2); [] when it can. play.ts adds these to its own checks. */
export function eventProblems(module: GameModule, state: GameState, side: Side, card: CardDef): Violation[] {
  const v = varsOf(state);
  const out: Violation[] = [];
  const units = unitsEffect(card);
  if (units && isAutomated(card)) {
    const waiting = cardUnits(state, module, card);
    if (waiting.length < unitCount(card))
      out.push(violation('noReinforcements', '8.5.2.2', `The units of "${card.name}" are no longer available`));
    else if (!toReserve(card) && !allPlaceable(module, state, card, waiting))
      out.push(violation('cannotPlace', '8.5.2.2', `The units of "${card.name}" cannot all be placed legally now`));
  }
  if (bringsCorps(card) && corpsRemovals(module, state, side).length === 0)
    out.push(
      violation('noDivisionToRemove', '8.5.2.5', 'A corps needs a division to remove for good, and none can be'),
    );
  if (countsAsOps(card) && isWinter(state.turn)) {
    const cap = isSevereWinter(state) ? 2 : 3;
    if (v.perTurn[side].opsCards >= cap)
      out.push(violation('winterOps', '16.5.2', `In a winter turn at most ${cap} cards may be played for OPS`));
  }
  if (card.event.effects.some((e) => e.kind === 'strategicCounterattack') && v.perTurn[side].counterattack)
    out.push(violation('counterattack', '8.5.5.1', 'Only one Strategic Counterattack may be played per turn'));
  const beachHead = card.event.effects.find((e) => e.kind === 'beachHead');
  if (beachHead && beachHeadOf(state))
    out.push(violation('beachHead', '8.5.4', 'The Beach Head marker is already on the map'));
  if (beachHead?.which === 'planP' && reserveRPA(module, state).length === 0)
    out.push(violation('noRPA', '8.5.6.3', 'Plan "P" needs an RPA division in the Republican Reserve Box'));
  if (beachHead?.which === 'planP' && planPTargets(module, state).length === 0)
    out.push(violation('noLanding', '8.5.6.1', 'No Nationalist coastal space is within reach of Plan "P"'));
  if (card.event.effects.some((e) => e.kind === 'trenchMarkers' && e.where === 'Bilbao') && v.control.bilbao !== REP)
    out.push(
      violation('bilbao', '8.5.1.1', `"${card.name}" places a Trench in Bilbao, which the Republic does not hold`),
    );
  return out;
}

/** Run the event of `card` played by `side`, until it waits for a choice or is over. */
export function runEvent(module: GameModule, d: Draft, side: Side, card: CardDef): EventStop {
  const ev: EventProgress = { card: card.id, side, next: 0, place: [], remove: null, ops: null };
  d.vars.extra.event = ev;
  return proceed(module, d);
}

/** Run effects until one waits for a choice; at the end, the event's OPS are set up ('ops') or it is 'done' (the
 *  verbs of event-verbs.ts call this after each choice). */
export function proceed(module: GameModule, d: Draft): EventStop {
  const ev = d.vars.extra.event!;
  const card = cardOf(module, ev.card);
  for (;;) {
    const wait = waitForChoices(module, d, ev, card);
    if (wait) return wait;
    if (ev.next >= card.event.effects.length) break;
    const e = card.event.effects[ev.next]!;
    ev.next += 1;
    if (!runEffect(module, d, ev, card, e)) return 'over';
  }
  delete d.vars.extra.event;
  if (ev.ops && d.vars.play) {
    // §8.2, §8.5.5.2: the event's activations are spent as OPS; §16.5.2 note 1: two or more count in winter.
    if (ev.ops.spaces >= 2 || ev.ops.counterattack) d.vars.perTurn[ev.side].opsCards += 1;
    d.vars.play.points = ev.ops.spaces;
    d.vars.play.data = { ...d.vars.play.data, eventOps: ev.ops };
    emit(d, { type: 'eventOps', ...ev.ops, rule: '8.2' }); // ev.ops.card is the card
    return 'ops';
  }
  return 'done';
}

/** Who chooses in the event's reinforcement step: the card's player places its units, then the side named
 *  removes a division (the other side for N31). */
export function eventChooser(state: GameState): Side {
  const ev = progressOf(state);
  if (!ev) return state.activeSide as Side;
  return ev.place.length > 0 ? ev.side : (ev.remove?.side ?? ev.side);
}

/** Drop choices that cannot be made (a unit with no legal space, no division to remove); then the choice the
 *  event waits for, if any is left ('reinforce': a placement or removal, by eventChooser). */
function waitForChoices(module: GameModule, d: Draft, ev: EventProgress, card: CardDef): EventStop | null {
  for (const id of [...ev.place]) {
    if (placements(module, d.state, card, pieceOf(d, id)).length > 0) continue;
    ev.place = ev.place.filter((x) => x !== id);
    emit(d, { type: 'notPlaced', unit: id, card: card.id, rule: '8.5.2.2' });
  }
  if (ev.remove && removalChoices(module, d.state, ev.remove.side, ev.remove.filter).length === 0) {
    emit(d, { type: 'noRemoval', card: card.id, side: ev.remove.side, rule: '8.5.2.5' });
    ev.remove = null;
  }
  if (ev.landing) {
    if (reserveRPA(module, d.state).length > 0 && planPTargets(module, d.state).length > 0) return 'landing';
    emit(d, { type: 'notPlaced', card: card.id, rule: '8.5.6.3' });
    ev.landing = false;
  }
  if (ev.guerrillas) {
    if (guerrillaTargets(module, d.state).length > 0) return 'guerrillas';
    ev.guerrillas = false;
  }
  return ev.place.length === 0 && !ev.remove ? null : 'reinforce';
}

/** Run one effect; false when the game is over. */
function runEffect(module: GameModule, d: Draft, ev: EventProgress, card: CardDef, e: JsonObject): boolean {
  switch (e.kind) {
    case 'rm': // §8.5.1.4
      d.vars.rm += Number(e.delta);
      emit(d, { type: 'rm', delta: Number(e.delta), rm: d.vars.rm, card: card.id, rule: '8.5.1.4' });
      break;
    case 'vp': // §8.5.1.4
      d.vars.vp += Number(e.delta);
      emit(d, { type: 'vp', delta: Number(e.delta), vp: d.vars.vp, card: card.id, rule: '8.5.1.4' });
      break;
    case 'flag': // §8.5.1.1: a lasting state the rules read (Military Aid, Munich...).
      if (!d.vars.flags.includes(String(e.set))) d.vars.flags.push(String(e.set));
      if (e.set === 'severeWinter') {
        // §16.5.3: the next winter turn (the flag alone does not say which).
        const turn = severeWinterFrom(d.state.turn);
        if (turn !== null) draftMarks(d).severeWinterTurn = turn;
      }
      if (e.set === 'straitNAT' && d.vars.strait !== NAT) {
        // §16.7.2 End of the Strait Blockade: the Strait passes to the Nationalists.
        d.vars.strait = NAT;
        emit(d, { type: 'strait', to: NAT, card: card.id, rule: '16.7.2' });
        // §17.6.2: an Army of Africa arrival this makes due now lands right after the event (digest 7.6).
        afrArrivals(module, d);
      }
      if (e.set === 'axisMilitaryAid') ctvArrives(module, d, ev, card);
      break;
    case 'rp': // §8.4: RP recorded (or lost) this turn; a negative change never goes below 0.
      recordRp(d, String(e.pool), Number(e.delta), '8.4', card.id);
      break;
    case 'rpPerTurn': // §8.4 (N30, R31)
      changeRpPerTurn(d, String(e.pool), Number(e.delta), card.id);
      break;
    case 'noRpThisTurn': // §8.4 (N30, R52): retroactive
      cutRp(d, String(e.pool), card.id);
      break;
    case 'victory': {
      // §5.2.3 an event that ends the game (Casado's Coup).
      const winner = e.side === NAT ? NAT : REP;
      d.vars.result = { winner, rule: '5.2.3', reason: `the event "${card.name}"` };
      emit(d, { type: 'gameOver', winner, rule: '5.2.3', card: card.id });
      delete d.vars.extra.event;
      return false;
    }
    case 'units':
      startReinforcements(module, d, ev, card);
      break;
    case 'removeDivision': // N31: the side named chooses the division (§8.5.1.1).
      ev.remove = { side: e.side === NAT ? NAT : REP, filter: String(e.filter) };
      break;
    case 'ops': {
      // §8.2 activations granted by the event; a zone with a DRM bounds the DRM, a zone alone the activations.
      const drm = Number(e.attackDrm ?? 0);
      const zone = e.zone === undefined ? null : String(e.zone);
      ev.ops = {
        card: card.id,
        spaces: Number(e.spaces),
        attackDrm: drm,
        activationZone: drm ? null : zone,
        drmZone: drm ? zone : null,
        counterattack: false,
      };
      break;
    }
    case 'strategicCounterattack':
      // §8.5.5.2: OPS with the card's value and +1 DRM to every attack this round (fire.ts); Teruel and El Ebro
      // cancel the terrain of the round's first attack (fire.ts); the bonus (§8.5.5.3) is chosen after the attacks
      // (counterattack.ts, step 'event-bonus').
      d.vars.perTurn[ev.side].counterattack = true;
      ev.ops = {
        card: card.id,
        spaces: card.ops,
        attackDrm: 1,
        activationZone: null,
        drmZone: null,
        counterattack: true,
      };
      emit(d, {
        type: 'eventNote',
        card: card.id,
        counterattack: true,
        cancelTerrain: e.cancelTerrain === true,
        rule: '8.5.5.2',
      });
      break;
    case 'trenchMarkers':
      trenches(d, ev.side, card, e);
      break;
    case 'beachHead':
      // §8.5.4.1 the Mallorca beach head at once; §8.5.6.1 Plan P waits for the landing to be chosen. What follows
      // is beachhead.ts's: Nationalists entering (after every action, rules.ts), the embarkation (War Status).
      if (e.which === 'mallorca') landBeachHead(module, d, 'mallorca', 'mallorca');
      else ev.landing = true;
      break;
    default: {
      // A note the engine knows how to run; else (drm/cancelDrm/cancelTerrain: combat.ts, manual notes) by hand.
      const handler = e.kind === 'manual' ? NOTE_HANDLERS[card.id] : undefined;
      if (handler) handler(module, d, card.id);
      else emit(d, { type: 'manualEvent', card: card.id, effect: String(e.kind), rule: '8.5' });
    }
  }
  return true;
}

/** §8.5.2.3–8.5.2.5 the card's units: to the Reserve Box at once, or waiting to be placed; a corps also asks for
 *  a division to remove for good. */
function startReinforcements(module: GameModule, d: Draft, ev: EventProgress, card: CardDef): void {
  const units = cardUnits(d.state, module, card);
  if (unitsEffect(card)?.where === 'Beach Head') {
    // §8.5.4.1: the two MIL land on the beach head (no choice).
    const at = { kind: 'space' as const, space: BEACH_HEAD_SPACE.mallorca };
    for (const u of units) moveTo(d, u.id, at);
    emit(d, { type: 'reinforcements', card: card.id, units: units.map((u) => u.id), to: at.space, rule: '8.5.4.1' });
    return;
  }
  if (toReserve(card)) {
    for (const u of units) moveTo(d, u.id, { kind: 'box', box: `reserve-${ev.side}` });
    emit(d, { type: 'reinforcements', card: card.id, units: units.map((u) => u.id), to: 'reserve', rule: '8.5.2.3' });
  } else {
    ev.place = units.map((u) => u.id);
    emit(d, { type: 'reinforcements', card: card.id, units: ev.place, to: 'map', rule: '8.5.2.3' });
  }
  if (bringsCorps(card)) ev.remove = { side: ev.side, filter: 'corps' };
}

/** §15.2.1 exception: Axis Military Aid played after the War of the Columns brings the CTV held back then, placed
 *  "as if it was a Reinforcement" (§8.5.2.4: a friendly-controlled and supplied port). It is not a Reinforcement
 *  card, so no division is removed for it (§8.5.2.5); with no port to enter it is eliminated for good, as an initial
 *  corps that cannot be deployed is (§15.2.1). */
function ctvArrives(module: GameModule, d: Draft, ev: EventProgress, card: CardDef): void {
  const ctv = heldBackCtv(module, d.state);
  if (!ctv) return;
  if (placements(module, d.state, card, ctv).length === 0) {
    moveTo(d, ctv.id, { kind: 'box', box: 'removed' });
    emit(d, { type: 'removed', unit: ctv.id, card: card.id, permanent: true, rule: '15.2.1' });
    return;
  }
  ev.place.push(ctv.id);
  emit(d, { type: 'reinforcements', card: card.id, units: [ctv.id], to: 'map', rule: '15.2.1' });
}

/** R15 extra Trench markers; R24 the Bilbao Trench placed in Bilbao (§10.2.3). */
function trenches(d: Draft, side: Side, card: CardDef, e: JsonObject): void {
  if (e.where !== 'Bilbao') return addTrenchMarkers(d, side, Number(e.count), card.id);
  if (d.vars.control.bilbao !== side || d.state.pieces.some((p) => p.id === 'trench-bilbao')) {
    emit(d, { type: 'notPlaced', marker: 'trench-bilbao', card: card.id, rule: '8.5.1.1' });
    return;
  }
  const at: Location = { kind: 'space', space: 'bilbao' };
  d.state.pieces.push({
    id: 'trench-bilbao',
    def: 'trench-bilbao',
    kind: 'marker',
    side,
    at,
    steps: 1,
    disrupted: false, // its one face is the Trench
  });
  emit(d, { type: 'trench', space: 'bilbao', card: card.id, rule: '10.2.3' });
}
