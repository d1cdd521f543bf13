// Operation Isabella's log in words: its verbs (the answers to its prompts and the actions of a turn) and its
// events (engine/games/isabella: every `emit(d, { type: ... })`), each under `isabella.log` in the catalogue, with
// units and sides by their names. The table's and the core's verbs and events are the core's words (panels/logtext).

import type { LogLine } from '../../../schemas/host-api.js';
import type { GameEvent } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import { describeLocation, type LogNamers, type PieceNamer, type PlaceNamer } from '../../panels/logtext.js';
import { turnText, vpWhy } from './logwhy.js';

const V = 'isabella.log.verbs.';
const E = 'isabella.log.events.';
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

/** One of the game's actions in words, or null for a verb that is not the game's own. */
export function actionText(
  line: Pick<LogLine, 'verb' | 'args'>,
  name: PieceNamer,
  place: PlaceNamer,
  _names: LogNamers = {},
): string | null {
  const a = line.args;
  const piece = typeof a.piece === 'string' ? name(a.piece) : '';
  switch (line.verb) {
    case 'rollLoyalty':
    case 'endPhase':
    case 'decline':
    case 'skip':
    case 'done':
    case 'reroll':
    case 'accept':
      return t(`${V}${line.verb}`);
    case 'beachhead':
    case 'placeAir':
    case 'placePartisan':
      return t(`${V}${line.verb}`, { hex: str(a.hex) });
    case 'attack':
    case 'probe': {
      const units = Array.isArray(a.attackers) ? a.attackers : Array.isArray(a.units) ? a.units : [];
      return t(`${V}${line.verb}`, { hex: str(a.target), units: units.map((u) => name(String(u))).join(', ') });
    }
    case 'loss':
    case 'disrupt':
    case 'patton':
    case 'replenish':
    case 'enter':
    case 'overstackLoss':
      return t(`${V}${line.verb}`, { piece });
    case 'retreat':
      return t(`${V}retreat`, { piece, to: describeLocation(a.to, place) });
    case 'dl1':
      return t(a.choice === 'retreat' ? `${V}dl1Retreat` : `${V}dl1Loss`);
    case 'advance': {
      const units = Array.isArray(a.pieces) ? a.pieces.map((u) => name(String(u))) : [];
      return units.length === 0 ? t(`${V}stay`) : t(`${V}advance`, { units: units.join(', ') });
    }
    default:
      return null;
  }
}

/** One of the game's events in words, or null for an event the core words (a turn, an elimination, a move...). */
export function eventText(e: GameEvent, name: PieceNamer, names: LogNamers = {}): string | null {
  const piece = name(str(e.piece));
  const side = (id: unknown) => names.side?.(str(id)) ?? str(id);
  switch (e.type) {
    case 'loyalty':
      return t(e.defects ? `${E}defects` : `${E}loyal`, { piece: name(str(e.corps)), die: str(e.die) });
    case 'beachhead':
      return t(`${E}beachhead`, { hex: str(e.hex) });
    case 'turn':
      return turnText(e, names);
    case 'control': {
      // One change, or an action's changes summed by side (logwhy.ts groupEvents).
      const hexes = Array.isArray(e.hexes) ? e.hexes.map(str) : [str(e.hex)];
      const values = { hex: hexes[0], hexes: hexes.join(', '), count: hexes.length };
      if (!e.side) return t(hexes.length > 1 ? `${E}controlNobodyMany` : `${E}controlNobody`, values);
      return t(hexes.length > 1 ? `${E}controlMany` : `${E}control`, { ...values, side: side(e.side) });
    }
    case 'eliminated':
      // 10.3: the replacement roll says when it comes back, if ever.
      if (!('returns' in e)) return null;
      return typeof e.returns === 'number'
        ? t(`${E}eliminatedReturns`, { piece, turn: e.returns })
        : t(`${E}eliminatedForGood`, { piece });
    case 'battle':
      return t(`${E}battle`, { hex: str(e.target), odds: str(e.odds ?? '?'), column: str(e.automatic ?? e.column) });
    case 'result':
      return e.automatic
        ? t(`${E}automatic`, { result: str(e.result) })
        : t(`${E}result`, { result: str(e.result), die: str(e.die), column: str(e.column) });
    case 'reduced':
    case 'patton':
    case 'patton-survives':
    case 'patton-kia':
    case 'replenished':
    case 'overstacked':
      return t(
        `${E}${e.type === 'patton-survives' ? 'pattonSurvives' : e.type === 'patton-kia' ? 'pattonKia' : e.type}`,
        {
          piece,
        },
      );
    case 'retreat':
      return t(`${E}retreat`, { piece, hex: str(e.hex) });
    case 'advance':
      return t(`${E}advance`, { hex: str(e.hex) });
    case 'probe': {
      const units = Array.isArray(e.pieces) ? e.pieces.map((u) => name(String(u))).join(', ') : '';
      return t(`${E}probe`, { hex: str(e.hex), units });
    }
    case 'arrived':
      return t(`${E}arrived`, { piece, hex: str(e.hex) });
    case 'delayed':
      return t(`${E}delayed`, { piece, turn: str(e.turn) });
    case 'sequence':
      return t(e.movementFirst ? `${E}movementFirst` : `${E}combatFirst`);
    case 'air-superiority':
      return e.side ? t(`${E}air`, { side: side(e.side), count: Number(e.markers ?? 0) }) : t(`${E}noAir`);
    case 'portugal':
      return t(`${E}portugal`);
    case 'republic':
      return t(`${E}republic`);
    case 'vp': {
      const n = Number(e.change ?? 0);
      const change = n > 0 ? `+${n}` : String(n);
      const why = typeof e.why === 'string' ? vpWhy(e.why) : null;
      return why ? t(`${E}vpWhy`, { change, total: str(e.total), why }) : t(`${E}vp`, { change, total: str(e.total) });
    }
    case 'game-over':
      return t(`${E}gameOver`, { side: side(e.winner) });
    default:
      return null;
  }
}

/** The event that only restates the action it follows (shown once, on the action's line). */
const RESTATES: Readonly<Record<string, string>> = {
  patton: 'patton',
  replenish: 'replenished',
  enter: 'arrived',
  probe: 'probe',
  overstackLoss: 'overstacked',
};

/** The event type that restates `verb`, if any. */
export function restates(verb: string): string | undefined {
  return RESTATES[verb];
}
