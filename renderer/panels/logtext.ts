// Readable text for log lines: "#3 axis moved 1st Armored Div to hex 1203", the rolls, the violations. Pure.

import type { LogLine } from '../../schemas/host-api.js';
import type { GameEvent, JsonValue, Location } from '../../engine/core/types.js';
import { isMode } from '../../engine/core/rules.js';
import { t } from '../i18n/index.js';
import { citeText, sectionText, violationSentence } from './violations.js';
import type { GamePage } from '../games/types.js';

/** How the log names a piece (its unit's name, or its id when unknown). */
export type PieceNamer = (id: string) => string;

/** How the log names a space or a box (its printed name, or its id). */
export type PlaceNamer = (kind: 'space' | 'box', id: string) => string;

/** Optional namers for the rest of a line: phases by their printed name, marker defs, sides. Ids when absent. */
export interface LogNamers {
  phase?: (id: string) => string;
  marker?: (def: string) => string;
  side?: (id: string) => string;
  /** A card's name (card-driven games). */
  card?: (id: string) => string;
  /** The game's own words for its verbs and events (its page plug-in). */
  game?: Pick<GamePage, 'actionText' | 'eventText' | 'restates' | 'rollPurpose' | 'groupEvents'>;
}

const idName: PlaceNamer = (_k, id) => id;

/** A location in words. */
export function describeLocation(at: JsonValue | undefined, place: PlaceNamer = idName): string {
  if (!at || typeof at !== 'object' || Array.isArray(at)) return String(at ?? '?');
  const loc = at as unknown as Location;
  switch (loc.kind) {
    case 'hex':
      return t('log.where.hex', { hex: loc.hex });
    case 'space':
      return t('log.where.space', { space: place('space', loc.space) });
    case 'box': {
      const box = place('box', loc.box);
      return loc.index === undefined ? t('log.where.box', { box }) : t('log.where.boxIndex', { box, index: loc.index });
    }
    default:
      return JSON.stringify(at);
  }
}

/** The sentence for what an action did: the core's words for its own and the table's verbs, else the game's. */
export function describeAction(
  line: Pick<LogLine, 'verb' | 'args'>,
  name: PieceNamer,
  place: PlaceNamer = idName,
  names: LogNamers = {},
): string {
  const a = line.args;
  const piece = typeof a.piece === 'string' ? name(a.piece) : '';
  switch (line.verb) {
    case 'move':
      // A game's own words for its moves first (the Ebro's boat crossings and road moves), else the core's.
      return (
        names.game?.actionText?.(line, name, place, names) ??
        t('log.verbs.move', { piece, to: describeLocation(a.to, place) })
      );
    case 'flip':
    case 'loseStep':
    case 'restoreStep':
    case 'eliminate':
    case 'removeMarker':
      return t(`log.verbs.${line.verb}`, { piece });
    case 'roll':
      return t('log.verbs.roll', { count: a.count ?? 1, sides: a.sides ?? 6 });
    case 'placeMarker': {
      const def = String(a.def);
      return t('log.verbs.placeMarker', { def: names.marker?.(def) ?? def, at: describeLocation(a.at, place) });
    }
    case 'setMode':
      return t('log.verbs.setMode', { mode: modeName(a.mode) });
    case 'setTurn':
      return t('log.verbs.setTurn', { turn: String(a.turn) });
    case 'nextPhase':
      return t('log.verbs.nextPhase');
    case 'note':
      return t('log.verbs.note', { text: String(a.text ?? '') });
    // The core's verbs of games between two players (engine/core/consent.ts).
    case 'reveal':
      return t('log.verbs.reveal', { index: String(a.index ?? '?') });
    case 'revealKey':
      return t('log.verbs.revealKey');
    case 'undoRequest':
      return t('log.verbs.undoRequest', { to: String(a.to ?? '?') });
    case 'consent':
      return t(a.accept === true ? 'log.verbs.agree' : 'log.verbs.refuse');
    default:
      return (
        names.game?.actionText?.(line, name, place, names) ??
        t('log.verbs.other', { verb: line.verb, args: JSON.stringify(a) })
      );
  }
}

/** The dice of a roll event, or null for other events. */
export function rollOf(e: GameEvent): { dice: number[]; total: number } | null {
  if (e.type !== 'roll' || !Array.isArray(e.dice)) return null;
  const dice = e.dice.filter((d): d is number => typeof d === 'number');
  const total = typeof e.total === 'number' ? e.total : dice.reduce((s, d) => s + d, 0);
  return { dice, total };
}

/** A mode id in words ("honor" -> "honor" / "honor" in Spanish...), the raw value when it is not a mode. */
export function modeName(mode: JsonValue | undefined): string {
  return isMode(mode) ? t(`status.modes.${mode}`) : String(mode);
}

/** An event in words: the game's words for its own events, else the core's. */
export function describeEvent(
  e: GameEvent,
  name: PieceNamer = (id) => id,
  names: LogNamers = {},
  place: PlaceNamer = idName,
): string {
  const r = rollOf(e);
  if (r) return rollText(e, r, names);
  const game = names.game?.eventText?.(e, name, names, place);
  if (game != null) return game;
  switch (e.type) {
    case 'turn': {
      const phase = String(e.phase ?? '');
      return t('log.events.turn', { turn: String(e.turn ?? '?'), phase: names.phase?.(phase) ?? phase });
    }
    // The table's events (engine/games/table/verbs.ts), shown when they tell more than their action's line.
    case 'moved':
    case 'flipped':
    case 'stepLost':
    case 'stepRestored':
    case 'eliminated':
    case 'markerPlaced':
    case 'markerRemoved':
      return t(`log.events.${e.type}`, { piece: name(String(e.piece ?? '')) });
    case 'note':
      return t('log.events.note', { text: String(e.text ?? '') });
    case 'mode':
      return t('log.events.mode', { from: modeName(e.from), to: modeName(e.to) });
    case 'reveal':
      return t('log.events.reveal', { index: String(e.index ?? '?') });
    case 'revealKey':
      return t('log.events.revealKey');
    case 'proposal':
      return t('log.events.proposal');
    case 'dice-pending':
      return t('log.events.dicePending');
    case 'units-pending':
      return t('log.events.unitsPending');
    case 'dice-resolved':
      return t('log.events.diceResolved', { side: names.side?.(String(e.side)) ?? String(e.side) });
    case 'consent':
      return t(e.accept === true ? 'log.events.agreed' : 'log.events.refused');
    default:
      return t('log.events.other', { type: e.type });
  }
}

/** A roll in words: who rolled what for what, when the game words the engine's purpose ("Axis rolls 6 for …"). */
function rollText(e: GameEvent, r: { dice: number[]; total: number }, names: LogNamers): string {
  const dice = r.dice.join(', ');
  const purpose = typeof e.purpose === 'string' ? (names.game?.rollPurpose?.(e.purpose) ?? null) : null;
  if (!purpose || typeof e.by !== 'string') return t('log.events.roll', { dice, total: r.total });
  const side = names.side?.(e.by) ?? e.by;
  return t(r.dice.length > 1 ? 'log.events.rollsFor' : 'log.events.rollFor', { side, dice, total: r.total, purpose });
}

/**
 * The event types that only restate their own action (the line "moved X to hex 2816" needs no "moved" under it).
 * Everything else adds information and is shown: dice, the turn and phase reached, a unit eliminated by losing
 * its last step, notes and events the game's rules add.
 */
const RESTATES: Record<string, string> = {
  move: 'moved',
  flip: 'flipped',
  loseStep: 'stepLost',
  restoreStep: 'stepRestored',
  eliminate: 'eliminated',
  placeMarker: 'markerPlaced',
  removeMarker: 'markerRemoved',
  setMode: 'mode',
  note: 'note',
  reveal: 'reveal',
  consent: 'consent',
};

/**
 * The words of a line that depend on its events (games between two players): a change of mode only asked for,
 * and an answer that says what it agreed to or refused. Null for every other line.
 */
function proposalAction(line: LogLine): string | null {
  if (line.verb === 'setMode' && line.events.some((e) => e.type === 'proposal'))
    return t('log.verbs.modeProposal', { mode: modeName(line.args.mode) });
  if (line.verb !== 'consent') return null;
  const asked = line.events.find((e) => e.type === 'consent')?.verb;
  const yes = line.args.accept === true;
  if (asked === 'setMode') return t(yes ? 'log.verbs.agreeMode' : 'log.verbs.refuseMode');
  if (asked === 'undoRequest') return t(yes ? 'log.verbs.agreeUndo' : 'log.verbs.refuseUndo');
  return null;
}

/** Whether an event tells more than the action line it belongs to (`names.game`: the game's own restatements). */
export function eventAddsInformation(
  line: Pick<LogLine, 'verb' | 'args'>,
  e: GameEvent,
  names: Pick<LogNamers, 'game'> = {},
): boolean {
  const restated = RESTATES[line.verb] ?? names.game?.restates?.(line.verb, e);
  if (restated !== e.type) return true;
  // The same type about another piece (or another text) is news: a rule moved or removed something else.
  if (typeof e.piece === 'string' && typeof line.args.piece === 'string' && e.piece !== line.args.piece) return true;
  if (typeof e.unit === 'string' && typeof line.args.unit === 'string' && e.unit !== line.args.unit) return true;
  if (typeof e.space === 'string' && typeof line.args.space === 'string' && e.space !== line.args.space) return true;
  if (e.type === 'note' && e.text !== line.args.text) return true;
  return false;
}

/** A whole log line: heading, the events that add information, and violation texts. */
export function formatLogLine(
  line: LogLine,
  name: PieceNamer,
  place: PlaceNamer = idName,
  names: LogNamers = {},
): { text: string; events: string[]; violations: string[] } {
  const words = proposalAction(line) ?? describeAction(line, name, place, names);
  // The game may sum several events into one (a move's changes of hex control).
  const events = names.game?.groupEvents?.(line.events) ?? line.events;
  return {
    text: `#${line.seq} ${names.side?.(line.side) ?? line.side}: ${words}`,
    events: events.filter((e) => eventAddsInformation(line, e, names)).map((e) => describeEvent(e, name, names, place)),
    violations: (line.violations ?? []).map((v) => {
      const cite = citeText(v, name);
      const message = violationSentence(v, name);
      return cite
        ? t('log.violationCite', { cite, message })
        : t('log.violation', { section: sectionText(v.section), message });
    }),
  };
}

/** One roll of an entry with who rolled it and why (the engine's `by` and `purpose`, when it gives them). */
export interface EntryRoll {
  dice: number[];
  total: number;
  by: string | null;
  purpose: string | null;
}

/** Every roll of the latest entry that rolled (a combat where both sides fire), in order. */
export function lastRolls(log: readonly LogLine[]): { seq: number; rolls: EntryRoll[] } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const rolls: EntryRoll[] = [];
    for (const e of log[i].events) {
      const r = rollOf(e);
      if (r)
        rolls.push({
          ...r,
          by: typeof e.by === 'string' ? e.by : null,
          purpose: typeof e.purpose === 'string' ? e.purpose : null,
        });
    }
    if (rolls.length) return { seq: log[i].seq, rolls };
  }
  return null;
}

/** The latest entry's dice in words: one roll as "Rolled 4 = 4", several each with who rolled it ("Nationalist, attacker's
 *  fire: 4 · Republican, defender's fire: 2"); rolls one after the other by the same side for the same purpose are
 *  said once ("Allied (a Spanish corps' loyalty): 2, 3, 5"). */
export function rollsText(
  rolls: readonly EntryRoll[],
  side: (id: string) => string = (id) => id,
  purposeOf: (purpose: string) => string | null = () => null,
): string {
  if (rolls.length === 1) {
    const one = rolls[0]!;
    const purpose = one.purpose ? purposeOf(one.purpose) : null;
    const dice = one.dice.join(', ');
    if (purpose) return t('dice.resultFor', { dice, total: one.total, purpose });
    return t('dice.result', { dice, total: one.total });
  }
  const groups: EntryRoll[][] = [];
  for (const r of rolls) {
    const last = groups[groups.length - 1]?.[0];
    if (last && last.by === r.by && last.purpose === r.purpose && (r.by || r.purpose))
      groups[groups.length - 1]!.push(r);
    else groups.push([r]);
  }
  return groups
    .map((g) => {
      const r = g[0]!;
      const dice = g.map((x) => x.dice.join(', ')).join(', ');
      // The game words why a roll was made, when it knows the engine's purpose.
      const purpose = r.purpose ? purposeOf(r.purpose) : null;
      const who = r.by ? side(r.by) : null;
      if (who && purpose) return t('dice.byFor', { side: who, purpose, dice });
      if (who) return t('dice.by', { side: who, dice });
      return dice;
    })
    .join(' · ');
}

/** The latest roll in the log. */
export function lastRoll(log: readonly LogLine[]): { seq: number; dice: number[]; total: number } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    for (const e of log[i].events) {
      const r = rollOf(e);
      if (r) return { seq: log[i].seq, ...r };
    }
  }
  return null;
}
