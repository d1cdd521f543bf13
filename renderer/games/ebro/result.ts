// The last fire or combat of a game of La Batalla del Ebro as the result panel shows it: found in the log, its
// modifiers (fire power items, column shifts, die modifiers) each in the page's words with its rule, and the cell
// of the chart it fell in. Pure: the engine's English reasons are matched to catalogue words here.

import type { GameEvent } from '../../../engine/core/types.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { t } from '../../i18n/index.js';
import { signed } from './words.js';

/** The last result: the log line it came with and its event ('fire', 'combat' or 'shelled'). */
export interface ResultRecord {
  seq: number;
  event: GameEvent;
}

/** The events read on a results table: fire at units, ground combat, fire at structures. */
const RESULTS = new Set(['fire', 'combat', 'shelled']);

/** The last fire or combat event of the log, or null. */
export function lastResult(log: readonly LogLine[]): ResultRecord | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const evs = log[i]!.events;
    for (let k = evs.length - 1; k >= 0; k--) {
      const e = evs[k]!;
      if (RESULTS.has(e.type)) return { seq: log[i]!.seq, event: e };
    }
  }
  return null;
}

/** The chart a result was read on (charts.json ids). */
export const chartIdOf = (e: GameEvent): string =>
  e.type === 'fire' ? 'fire-units' : e.type === 'shelled' ? 'fire-structures' : 'ground-combat';

/** One modifier as the engine gives it: its rule, its reason (English), its value. */
export interface Mod {
  rule: string;
  why: string;
  value: number;
}

/** The engine's fixed reasons and their catalogue ids (ebro.mods.<id>). */
const FIXED: Readonly<Record<string, string>> = {
  'across a crossing': 'acrossCrossing',
  'across a primary river': 'acrossPrimary',
  'across a secondary river': 'acrossSecondary',
  'defender in a fortification': 'defenderFort',
  'defender in a trench': 'defenderTrench',
  'defender disorganised': 'defenderDso',
  'defender used strategic redeployment': 'defenderRedeployed',
  'International Brigades alone': 'ib',
  'Soviet units alone': 'soviet',
  'CTV units alone': 'ctv',
  'Condor Legion alone': 'condor',
  'defender out of supply': 'defenderUnsupplied',
  'attacker out of supply': 'attackerUnsupplied',
  "attacker's HQ support": 'attackerHq',
  "defender's HQ support": 'defenderHq',
  'fanatic attacker': 'fanAtt',
  'fanatic defender': 'fanDef',
  'cavalry attacking clear': 'cavalry',
  'militia attacking alone': 'militia',
  'coastal defence attacking alone': 'coastal',
  'armour attacking clear': 'armourClear',
  'HQ support': 'hqSupport',
  'target in a fortification': 'targetFort',
  'target in a trench': 'targetTrench',
  'reconnaissance points': 'recon',
  'night: halved, rounded up': 'nightUp',
  'night: halved, rounded down': 'nightDown',
};

const M = 'ebro.mods.';
/** A terrain class or box kind in words (the engine's id when the catalogue lacks it). */
const what = (id: string): string => t(`ebro.classes.${id}`, { defaultValue: id });

/** The reasons with a value in them: a pattern, and its words from the match. */
const PATTERNS: readonly [RegExp, (m: RegExpExecArray, name: (id: string) => string) => string][] = [
  [/^defender in an? (devastated|destroyed) hex$/, (m) => t(`${M}defenderIn`, { what: t(`${M}${m[1]}`) })],
  [/^target in an? (devastated|destroyed) hex$/, (m) => t(`${M}targetIn`, { what: t(`${M}${m[1]}`) })],
  [/^defender in an? (\w+) box$/, (m) => t(`${M}boxDefender`, { what: what(m[1]!) })],
  [/^attack from an? (\w+) box$/, (m) => t(`${M}boxAttacker`, { what: what(m[1]!) })],
  [/^from or into an? (\w+) box$/, (m) => t(`${M}boxAttacker`, { what: what(m[1]!) })],
  [/^defender in ([\w-]+)$/, (m) => t(`${M}defenderIn`, { what: what(m[1]!) })],
  [/^mud: target in ([\w-]+)$/, (m) => t(`${M}mudTarget`, { what: what(m[1]!) })],
  [/^target in ([\w-]+)$/, (m) => t(`${M}targetIn`, { what: what(m[1]!) })],
  [/^armour against an? ([\w-]+)$/, (m) => t(`${M}armourAgainst`, { what: what(m[1]!) })],
  [/^surprise turn (\d+)$/, (m) => t(`${M}surprise`, { turn: m[1] })],
  [/^(\S+) fire$/, (m, name) => t(`${M}unitFire`, { unit: name(m[1]!) })],
  [/^(\S+) (attack|assault|defence)( ×2 at night \(guerrilla\))?$/, (m, name) => unitItem(m, name)],
  [/^fire support( \(capped at half\))?$/, (m) => capped(t(`${M}fireSupport`), m[1])],
  [/^air ground support( \(capped at half\))?$/, (m) => capped(t(`${M}airSupport`), m[1])],
  [/^ground attack( \(capped at half\))?$/, (m) => capped(t(`${M}groundAttack`), m[1])],
];

/** A unit's own factor in a total. */
function unitItem(m: RegExpExecArray, name: (id: string) => string): string {
  const key = { attack: 'unitAttack', assault: 'unitAssault', defence: 'unitDefence' }[m[2] as 'attack'];
  return `${t(`${M}${key}`, { unit: name(m[1]!) })}${m[3] ? ' ×2' : ''}`;
}

/** A support capped at half (XIV.11) in words. */
const capped = (text: string, cap: string | undefined): string => (cap ? t(`${M}capped`, { text }) : text);

/** A modifier's reason in the page's words (the engine's English when no word is known). */
export function modWords(why: string, name: (id: string) => string): string {
  const id = FIXED[why];
  if (id) return t(`${M}${id}`);
  for (const [re, words] of PATTERNS) {
    const m = re.exec(why);
    if (m) return words(m, name);
  }
  return why;
}

/** A modifier in a line: "+2: defender in a trench (rule XVI.5.1)". */
export function modText(m: Mod, name: (id: string) => string): string {
  const text = t('play.withRule', { text: modWords(m.why, name), section: m.rule });
  return t('ebro.result.mod', { value: signed(m.value), text });
}

/** The modifiers of an event's list (shifts, drms): only well-formed ones. */
export function modsOf(v: unknown): Mod[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (m): m is Mod => !!m && typeof m === 'object' && typeof m.why === 'string' && typeof m.value === 'number',
  );
}

/** II.4 what night did to a result's totals, in words (null by day): fire (at units or structures) halved rounding
 *  up but for night specialists; a combat's attack halved rounding down and its defence rounding up. */
export function nightNote(e: GameEvent, part: unknown): string | null {
  if (part !== 'night') return null;
  return t(e.type === 'combat' ? 'ebro.result.nightCombat' : 'ebro.result.nightFire');
}
