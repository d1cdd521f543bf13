// The cards' notes (cards.json `manual` effects) the engine carries out when the card is played, and the marks
// they leave for the rules that must honour them (activation.ts, afr.ts, movement, supply, fire.ts). These cards
// stay manual events in cards.json (its tests keep a `manual` effect manual) until those rules read the marks.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { type Draft, emit, moveTo } from './draft.js';
import { draftMarks, marksOf } from './event-effects.js';
import { adjacent, geoOf } from './geo.js';
import { NAT, REP, unitsIn, varsOf } from './state.js';
import { hasFlag, unitType } from './units.js';

/** A note the engine runs: the module, the draft, the card. */
type NoteHandler = (module: GameModule, d: Draft, card: string) => void;

/** N13, N24 (card text): the Nationalist Command marker moves one box toward Franco. */
const commandTrack: NoteHandler = (_m, d, card) => {
  const m = draftMarks(d);
  m.natCommand = (m.natCommand ?? 0) + 1;
  emit(d, { type: 'track', track: 'natCommand', boxes: m.natCommand, card, rule: '8.5.1.1' });
};

/** R47 (card text): every INT unit leaves the game, wherever it is. */
const farewell: NoteHandler = (module, d, card) => {
  const ints = d.state.pieces.filter((p) => p.kind === 'unit' && unitType(module, p) === 'INT');
  for (const p of ints) moveTo(d, p.id, { kind: 'box', box: 'removed' });
  emit(d, { type: 'removed', units: ints.map((p) => p.id), card, rule: '8.5.1.1' });
};

/** N3 (card text): the event's +1 DRM only for attacks that include an AFR unit (fire.ts: eventAttackDrm). */
const afrDrm: NoteHandler = (_m, d, card) => {
  const ev = d.vars.extra.event;
  if (ev?.ops) ev.ops.drmUnit = 'AFR';
  emit(d, { type: 'eventNote', card, drmUnit: 'AFR', rule: '8.5.1.1' });
};

/** N29 (card text): no Catalan MIL activated in the next Republican Action Round (this turn's round of the same
 *  number: the Republic plays after the Nationalist in each round, §7.1). */
const mayDays: NoteHandler = (_m, d, card) => {
  const m = draftMarks(d);
  m.mayDays = { turn: d.state.turn, round: d.vars.round };
  emit(d, { type: 'eventNote', card, ...m.mayDays, rule: '8.5.1.1' });
};

/** R3 (card text): the next Army of Africa arrival is one Action Round later. */
const fleet: NoteHandler = (_m, d, card) => {
  const m = draftMarks(d);
  m.afrDelays = (m.afrDelays ?? 0) + 1;
  emit(d, { type: 'eventNote', card, afrDelays: m.afrDelays, rule: '8.5.1.1' });
};

/** R51 (card text): this turn, no Nationalist unit attacks into or ends a move in a space within four of France. */
const frenchThreat: NoteHandler = (_m, d, card) => {
  draftMarks(d).frenchThreat = d.state.turn;
  emit(d, { type: 'eventNote', card, turn: d.state.turn, rule: '8.5.1.1' });
};

/** R33 (card text): the Republican chooses the space next (events.ts, flow.ts step 'event-guerrillas'). */
const guerrillas: NoteHandler = (_m, d) => {
  const ev = d.vars.extra.event;
  if (ev) ev.guerrillas = true;
};

/** R33: the Nationalist spaces with no Nationalist unit and Adjacent to a Republican space. */
export function guerrillaTargets(module: GameModule, state: GameState): string[] {
  const v = varsOf(state);
  return geoOf(module).spaces.filter(
    (s) =>
      v.control[s] === NAT &&
      !unitsIn(state, s).some((p) => p.side === NAT) &&
      adjacent(module, state, s).some((n) => v.control[n] === REP),
  );
}

/** R33: the Nationalist space out of supply until the end of this turn (supply.ts reads this), or null. */
export function guerrillaSpace(state: GameState): string | null {
  const g = marksOf(state).guerrillas;
  return g && g.turn === state.turn ? g.space : null;
}

/** The notes the engine runs, by card. */
export const NOTE_HANDLERS: Record<string, NoteHandler> = {
  N3: afrDrm,
  N13: commandTrack,
  N24: commandTrack,
  N29: mayDays,
  R3: fleet,
  R28: (_m, d, card) => {
    draftMarks(d).government = 'negrin';
    emit(d, { type: 'track', track: 'government', government: 'negrin', card, rule: '8.5.1.1' });
  },
  R33: guerrillas,
  R47: farewell,
  R51: frenchThreat,
};

/** R16 (§16.5.3): Severe Winter falls on the first winter turn after the one it is played in (Turn 5 → 11). */
export function severeWinterFrom(turn: number): number | null {
  return [5, 11, 17].find((t) => t > turn) ?? null;
}

/** §16.5.3 whether this turn is the Severe Winter (R16 played before it). */
export const isSevereWinter = (state: GameState): boolean => marksOf(state).severeWinterTurn === state.turn;

/** N29: whether `unit`'s activation is barred now (a Catalan MIL in the Republican round after May Days). */
export function mayDaysBar(module: GameModule, state: GameState, unit: Piece): boolean {
  const m = marksOf(state).mayDays;
  if (!m || state.turn !== m.turn || state.activeSide !== REP || varsOf(state).round !== m.round) return false;
  return hasFlag(module, unit, 'catalan') && unitType(module, unit) === 'MIL';
}

/** R51 (digest T-45): the Spanish spaces within four of France: the border space (through the dotted line) is 1,
 *  then normal and river connections. */
export function frenchThreatSpaces(module: GameModule): Set<string> {
  const geo = geoOf(module);
  const dist = new Map<string, number>();
  const todo: string[] = [];
  for (const s of geo.graph.neighborsVia('france', ['border'])) {
    if (!geo.spaces.includes(s) || dist.has(s)) continue;
    dist.set(s, 1);
    todo.push(s);
  }
  while (todo.length > 0) {
    const s = todo.shift()!;
    if (dist.get(s)! >= 4) continue;
    for (const n of geo.graph.neighborsVia(s, ['normal', 'river'])) {
      if (dist.has(n) || !geo.spaces.includes(n)) continue;
      dist.set(n, dist.get(s)! + 1);
      todo.push(n);
    }
  }
  return new Set(dist.keys());
}

/** R51: whether a Nationalist unit may not attack into, nor end a move in, `space` now. */
export function frenchThreatBars(module: GameModule, state: GameState, space: string, side: string): boolean {
  return side === NAT && marksOf(state).frenchThreat === state.turn && frenchThreatSpaces(module).has(space);
}
