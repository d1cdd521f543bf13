// Operation Isabella's log as a record a player can audit: why each phase passed or ended by itself (the engine's
// `passed` and `ended` on its 'turn' events, flow.ts), what each die was rolled for (its `purpose`), and an
// action's changes of hex control summed by side ("Axis takes control of 7 hexes: 3111, …").

import type { GameEvent } from '../../../engine/core/types.js';
import { t } from '../../i18n/index.js';
import type { LogNamers } from '../../panels/logtext.js';

const W = 'isabella.log.why.';
/** A reason id in the catalogue's spelling: "no-partisans" -> "noPartisans". */
const camel = (id: string) => id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

/** The catalogue key of a phase's `passed` reason: Turn 1's differs for the air phase and the sequence roll. */
function passedKey(phase: string, why: string): string {
  if (why === 'first-turn') return `${W}passed.${phase === 'sequence' ? 'firstTurnSequence' : 'firstTurnAir'}`;
  return `${W}passed.${camel(why)}`;
}

/** A words text of the catalogue, or null when it has none for that key. */
function known(key: string): string | null {
  const text = t(key);
  return text === key ? null : text;
}

/** A phase reached, with why it passed or why the one before it ended when no player's answer did it. */
export function turnText(e: GameEvent, names: LogNamers): string {
  const phase = String(e.phase ?? '');
  let text = t('log.events.turn', { turn: String(e.turn ?? '?'), phase: names.phase?.(phase) ?? phase });
  const passed = typeof e.passed === 'string' ? known(passedKey(phase, e.passed)) : null;
  if (passed) text = t(`${W}passedLine`, { turn: text, why: passed });
  const ended = typeof e.ended === 'string' ? known(`${W}ended.${camel(e.ended)}`) : null;
  if (ended) text = t(`${W}endedLine`, { turn: text, why: ended });
  return text;
}

/** Why the German VP changed (the engine's `why`: Gibraltar, Madrid...), or null for a reason not worded. */
export function vpWhy(why: string): string | null {
  return /^[\w-]+$/.test(why) ? known(`${W}vp.${camel(why)}`) : null;
}

/** What a die was rolled for, from the engine's purpose, or null for one the catalogue does not word. */
export function rollPurpose(purpose: string): string | null {
  return /^[\w-]+$/.test(purpose) ? known(`${W}rolls.${camel(purpose)}`) : null;
}

/**
 * The entry's events with its changes of hex control summed by side, each sum where its first change was, and
 * without the loyalty rolls their corps' events state.
 */
export function groupEvents(events: readonly GameEvent[]): GameEvent[] {
  const sums = new Map<string, GameEvent & { hexes: string[] }>();
  const out: GameEvent[] = [];
  for (const e of events) {
    // 3.3: the loyalty event gives its die: the roll's own line would say it twice.
    if (e.type === 'roll' && e.purpose === 'loyalty') continue;
    if (e.type !== 'control' || typeof e.hex !== 'string') {
      out.push(e);
      continue;
    }
    const side = typeof e.side === 'string' ? e.side : '';
    let sum = sums.get(side);
    if (!sum) {
      sum = { ...e, hexes: [] };
      sums.set(side, sum);
      out.push(sum);
    }
    sum.hexes.push(e.hex);
  }
  return out;
}
