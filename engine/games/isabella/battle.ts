// A battle as resumable steps (13.x): declared and rolled in one action, then each choice the result leaves
// is an action of the side that makes it (the defender's DL1 as a retreat, losses, retreat hexes; the
// attacker's reroll against the 1/2GGB, losses, advance, momentum attack). battle.waiting says which. Each
// procedure answers where it stopped (BattleStop), and the flow (flow.ts) goes on from there.

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, SideId } from '../../core/types.js';
import { emit, moveTo, pieceOf, roll, setPiece, type Draft } from './draft.js';
import { battlePreview, crtResult, resultConversions, type Conversion } from './odds.js';
import { advanceOptions, lossChoices, momentumEligible, retreatOptions } from './outcome.js';
import { unitSupplied } from './supply.js';
import { eliminate, loseStep } from './eliminate.js';
import { afterChange, enterPortugal, touchesPortugal } from './victory.js';
import { overstackedHexes } from './stacking.js';
import { optionsOf } from './options.js';
import { enemyOf, hexOf, unitsIn } from './units.js';
import { geoOf } from './geo.js';
import type { Battle } from './state.js';

/**
 * Where a battle's procedure stopped: the battle waits for an answer (battle.waiting, from battleSide), it is done
 * and play goes on after the attacker's action (6.6, 5.7), or the game is over.
 */
export type BattleStop = 'waits' | 'over' | { done: SideId };

/** The side that answers what the battle waits for. */
export function battleSide(b: Battle): SideId {
  return ['dl1', 'defender-loss', 'retreat'].includes(b.waiting) ? enemyOf(b.side) : b.side;
}

/** Declare and roll an attack (13.1-13.14): preview, Portugal's entry (8.2), the die, then the result. */
export function declareAttack(
  module: GameModule,
  d: Draft,
  side: SideId,
  target: HexId,
  attackers: string[],
  kind: Battle['kind'],
): BattleStop {
  // 11.2: supply as the battle begins (before Portugal's entry below changes the map), for each attacker
  const supply = new Map(attackers.map((id) => [id, unitSupplied(module, d.state, side, id)]));
  const supplied = (id: string) => supply.get(id) !== false;
  const p = battlePreview(module, d.state, side, target, attackers, supplied);
  if (p.entersPortugal) enterPortugal(module, d, 'attack');
  const b: Battle = {
    side,
    target,
    attackers: [...attackers],
    defenders: p.defenders.map((x) => x.id),
    supplied: attackers.filter(supplied),
    column: p.column,
    result: '',
    die: null,
    waiting: '',
    concentric: p.concentric,
    kind,
    toRetreat: [],
  };
  d.vars.battle = b;
  emit(d, {
    type: 'battle',
    side,
    target,
    attackers: [...attackers],
    defenders: [...b.defenders],
    attack: p.attack,
    defense: p.defense,
    odds: p.odds,
    shifts: p.shifts.map((s) => ({ amount: s.amount, reason: s.reason, rule: s.rule })),
    column: p.column,
    finalOdds: p.finalOdds,
    automatic: p.automatic,
    kind,
    rule: '13.5',
  });
  if (p.automatic) {
    b.result = p.automatic;
    emit(d, { type: 'result', result: p.automatic, automatic: true, rule: p.automatic === 'DE' ? '13.7' : '13.6' });
    return applyResult(module, d, { result: p.automatic, rolled: p.automatic, mayReroll: false, mayRetreat: false });
  }
  return rollResult(module, d);
}

/** 13.14: roll on the column and read the result, with its conversions. */
export function rollResult(module: GameModule, d: Draft): BattleStop {
  const b = d.vars.battle!;
  const [die] = roll(d, 1, 'combat', b.side, '13.14');
  b.die = die!;
  const rolled = crtResult(module, b.column, die!);
  const conv = resultConversions(module, d.state, b, rolled);
  emit(d, { type: 'result', result: conv.result, rolled, column: b.column, die: die!, rule: conv.rule ?? '13.14' });
  if (conv.mayReroll) {
    b.result = rolled;
    b.waiting = 'reroll';
    return 'waits';
  }
  return applyResult(module, d, conv);
}

/** Carry out a result (13.15-13.19) up to the first choice it leaves. */
export function applyResult(module: GameModule, d: Draft, conv: Conversion): BattleStop {
  const b = d.vars.battle!;
  b.result = conv.result;
  switch (conv.result) {
    case 'AS':
      return finishBattle(module, d);
    case 'AL1':
      return askLoss(module, d, 'attacker-loss');
    case 'EX':
      return askLoss(module, d, 'defender-loss');
    case 'DL1':
      if (conv.mayRetreat) {
        b.waiting = 'dl1';
        return 'waits';
      }
      return askLoss(module, d, 'defender-loss');
    case 'DR':
      b.toRetreat = b.defenders.filter((id) => onMap(d, id));
      return nextRetreat(module, d);
    case 'DE': {
      // 13.19: one-step defenders are eliminated, two-step defenders lose one step and stay.
      for (const id of b.defenders) if (onMap(d, id)) loseStep(module, d, id, defenderCause(module, d, id));
      return afterLosses(module, d);
    }
    default:
      throw new Error(`Unknown combat result "${conv.result}"`);
  }
}

const onMap = (d: Draft, id: string) => d.state.pieces.some((p) => p.id === id && p.at.kind === 'hex');

function defenderCause(module: GameModule, d: Draft, id: string) {
  const supplied = unitSupplied(module, d.state, pieceOf(d, id).side, id) !== false;
  const b = d.vars.battle!;
  // 10.3: defending against a concentric attack; against a city only by the option (digest ambiguity 12).
  const concentric = b.concentric && (optionsOf(d.state).concentricCityCounts || !geoOf(module).isCity(b.target));
  return { oos: !supplied, concentric };
}

function attackerCause(d: Draft, id: string) {
  return { oos: !d.vars.battle!.supplied.includes(id), concentric: false };
}

/** Ask for one step from the defenders or the attackers; with one candidate it is taken at once. */
function askLoss(module: GameModule, d: Draft, waiting: 'attacker-loss' | 'defender-loss'): BattleStop {
  const b = d.vars.battle!;
  const pool = (waiting === 'attacker-loss' ? b.attackers : b.defenders).filter((id) => onMap(d, id));
  const choices = lossChoices(module, d.state, pool);
  if (choices.length === 0) return lossTaken(module, d, waiting);
  if (choices.length === 1) return takeLoss(module, d, waiting, choices[0]!);
  b.waiting = waiting;
  return 'waits';
}

/** The chosen unit loses its step (13.15, 13.17, 13.18). */
export function takeLoss(module: GameModule, d: Draft, waiting: string, id: string): BattleStop {
  const cause = waiting === 'attacker-loss' ? attackerCause(d, id) : defenderCause(module, d, id);
  loseStep(module, d, id, cause);
  return lossTaken(module, d, waiting);
}

function lossTaken(module: GameModule, d: Draft, waiting: string): BattleStop {
  const b = d.vars.battle!;
  // 13.15 EX: the defender's step, then the attacker's.
  if (b.result === 'EX' && waiting === 'defender-loss') return askLoss(module, d, 'attacker-loss');
  if (b.result === 'AL1') return finishBattle(module, d);
  return afterLosses(module, d);
}

/** 13.18 DR: each defender retreats one hex, the owner choosing; one with nowhere to go is eliminated. */
export function nextRetreat(module: GameModule, d: Draft): BattleStop {
  const b = d.vars.battle!;
  while (b.toRetreat.length > 0) {
    const id = b.toRetreat[0]!;
    const options = retreatOptions(module, d.state, id);
    if (options.length === 0) {
      b.toRetreat.shift();
      if (optionsOf(d.state).noRetreat === 'step') loseStep(module, d, id, defenderCause(module, d, id));
      else eliminate(module, d, id, defenderCause(module, d, id));
      continue;
    }
    if (options.length === 1) {
      retreatTo(module, d, id, options[0]!);
      continue;
    }
    b.waiting = 'retreat';
    return 'waits';
  }
  return afterLosses(module, d);
}

/**
 * Move one retreating defender (7.6: EZOC does not matter) and update control for the hex it entered; a retreat
 * into neutral Portugal brings it into the war (8.2: "retreating-after-combat one of his ground units into Portugal").
 */
export function retreatTo(module: GameModule, d: Draft, id: string, hex: HexId): void {
  const b = d.vars.battle!;
  b.toRetreat = b.toRetreat.filter((x) => x !== id);
  moveTo(d, id, { kind: 'hex', hex });
  emit(d, { type: 'retreat', piece: id, hex, rule: '13.18' });
  if (touchesPortugal(module, [hex])) enterPortugal(module, d, 'retreat');
  afterChange(module, d, [hex]);
}

/** 13.20: when the target hex is empty, the attacker may advance; otherwise the battle ends. */
function afterLosses(module: GameModule, d: Draft): BattleStop {
  const b = d.vars.battle!;
  if (d.vars.result) return 'over';
  if (unitsIn(d.state, b.target).length === 0 && advanceOptions(module, d.state, b).length > 0) {
    b.waiting = 'advance';
    return 'waits';
  }
  return finishBattle(module, d);
}

/**
 * 13.20: the chosen attackers advance into the empty hex; then a momentum attack may follow (13.21), made only by
 * the advanced units that may each make one (checked unit by unit, as probes are: supplied German units, or
 * Patton's corps, 5.12; never a Falangist unit). The others are disrupted now, as every advanced unit is "unless
 * they are going to immediately take part in a momentum attack" (13.20).
 */
export function advance(module: GameModule, d: Draft, ids: string[]): BattleStop {
  const b = d.vars.battle!;
  for (const id of ids) moveTo(d, id, { kind: 'hex', hex: b.target });
  if (ids.length > 0) emit(d, { type: 'advance', pieces: ids, hex: b.target, rule: '13.20' });
  afterChange(module, d, ids.length > 0 ? [b.target] : []);
  if (d.vars.result) return 'over';
  const supplied = (id: string) => unitSupplied(module, d.state, b.side, id) !== false;
  const eligible = ids.length > 0 ? momentumEligible(module, d.state, { ...b, attackers: ids }, supplied) : [];
  if (eligible.length > 0) {
    for (const id of b.attackers) if (!eligible.includes(id) && onMap(d, id)) setPiece(d, id, { disrupted: true });
    b.attackers = eligible;
    b.waiting = 'momentum';
    return 'waits';
  }
  return finishBattle(module, d);
}

/**
 * The battle is over: attackers and defenders are disrupted (13.2; units going on to a momentum attack never get
 * here: closeForMomentum); then an over-stacked hex's owner chooses its losses (6.6) and play alternates (flow.ts).
 */
export function finishBattle(module: GameModule, d: Draft): BattleStop {
  const b = d.vars.battle!;
  for (const id of b.attackers) if (onMap(d, id)) setPiece(d, id, { disrupted: true });
  for (const id of b.defenders) if (onMap(d, id)) setPiece(d, id, { disrupted: true });
  afterChange(module, d, []);
  d.vars.battle = null;
  return d.vars.result ? 'over' : { done: b.side };
}

/**
 * 6.6: the owner eliminates one unit of an over-stacked hex (its replacement rolled as for any elimination); the
 * answer is the owner, after whose action play goes on unless the over-stacking began in another's (flow.ts).
 */
export function overstackLoss(module: GameModule, d: Draft, id: string): SideId {
  const p = pieceOf(d, id);
  const hex = hexOf(p);
  eliminate(module, d, id, { oos: unitSupplied(module, d.state, p.side, id) === false, concentric: false });
  emit(d, { type: 'overstacked', piece: id, hex: hex ?? null, rule: '6.6' });
  afterChange(module, d, []);
  return p.side;
}

/** 6.6: the units the side to act may eliminate now: its units in its over-stacked hexes. */
export function overstackChoices(module: GameModule, state: GameState, side: SideId): string[] {
  const hexes = new Set(
    overstackedHexes(module, state)
      .filter((o) => o.side === side)
      .map((o) => o.hex),
  );
  return state.pieces
    .filter((p) => p.kind === 'unit' && p.side === side && p.at.kind === 'hex' && hexes.has(p.at.hex))
    .map((p) => p.id);
}

/**
 * 13.22: a probe: the units advance into an empty hex in enemy ZOC with no odds and no losses. A probe into neutral
 * Portugal brings it into the war, as an attack or a move into it does (8.2).
 */
export function probe(
  module: GameModule,
  d: Draft,
  side: SideId,
  units: string[],
  target: HexId,
  asMomentum = false,
): BattleStop {
  const from = hexOf(pieceOf(d, units[0]!));
  d.vars.probed.push(...units);
  const b: Battle = {
    side,
    target,
    attackers: units,
    defenders: [],
    supplied: units,
    column: '',
    result: 'probe',
    die: null,
    waiting: '',
    concentric: false,
    // A probe made as the momentum attack is that attack: no other may follow it (13.21, 13.22).
    kind: asMomentum ? 'momentum' : 'probe',
    toRetreat: [],
  };
  d.vars.battle = b;
  emit(d, { type: 'probe', pieces: units, from: from ?? null, hex: target, rule: '13.22' });
  if (touchesPortugal(module, [target])) enterPortugal(module, d, 'probe');
  return advance(module, d, units);
}

/**
 * 13.21: the battle that made room ends for everyone but the advanced units, which attack again at once (its
 * over-stacking was settled by the owners' picks before the momentum attack was offered, 6.6: flow.ts).
 */
export function closeForMomentum(d: Draft): string[] {
  const b = d.vars.battle!;
  for (const id of b.defenders) if (onMap(d, id)) setPiece(d, id, { disrupted: true });
  d.vars.momentum.push(...b.attackers);
  d.vars.battle = null;
  return b.attackers;
}
