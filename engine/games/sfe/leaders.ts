// §13 leaders. +1 to one attack per player segment made wholly or partly by units stacked with him, one leader an
// attack (§13.01); units stacked with him may attack in the Post-exploitation Combat Phase (§13.02, §11.02); −1 to
// every attack on his hex, one leader only (§13.03); he and the units with him need not retreat on DR or AR, nor the
// surviving attackers with him on AX, though any may (§13.04); he cannot be attacked, leaves play when every ground
// unit in his hex is eliminated and returns three turns later (§13.05: JUL 1 → AUG 2). An overrun may use his DRM
// without spending his attack (§14.07). Optional †§28.05 leader levels and Rommel's 32 defence factors.

import { type Fighter, isGround } from './combat.js';
import type { TurnDate } from './state.js';

/** §13.01 the +1 a leader gives an attack, if he is stacked with an attacker and has not backed one this segment. */
export function leaderAttackDrm(
  leader: Pick<Fighter, 'id' | 'hex'>,
  attackers: readonly Fighter[],
  usedThisSegment: ReadonlySet<string>,
  overrun = false,
): number {
  const stacked = attackers.some((a) => isGround(a) && a.hex === leader.hex);
  // §14.07 an overrun does not spend his one attack a segment
  return stacked && (overrun || !usedThisSegment.has(leader.id)) ? 1 : 0;
}

/** §13.03 the −1 of a leader in the defending hex (only one counts however many are there). */
export const leaderDefenceDrm = (leadersInHex: number): number => (leadersInHex > 0 ? -1 : 0);

/** §13.04 a unit stacked with a leader (or a leader) may ignore a DR or AR, and a surviving attacker an AX retreat. */
export const mayStay = (result: string, withLeader: boolean): boolean =>
  withLeader && (result === 'DR' || result === 'AR' || result === 'AX');

/** §13.05 a leader leaves play when no ground unit of his is left in his hex. */
export const leaderFalls = (leftInHex: readonly Pick<Fighter, 'type'>[]): boolean => !leftInHex.some(isGround);

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** §4 a turn named as the book names it ("JUL 1", "AUG 2": two turns a month), n turns later. */
export function turnsLater(turn: string, n: number): string {
  const m = /^([A-Z]{3}) ([12])$/.exec(turn.trim().toUpperCase());
  if (!m || !MONTHS.includes(m[1]!)) throw new Error(`"${turn}" is not a turn like "JUL 1"`);
  const index = MONTHS.indexOf(m[1]!) * 2 + Number(m[2]) - 1 + n;
  const wrapped = ((index % 24) + 24) % 24;
  return `${MONTHS[Math.floor(wrapped / 2)]} ${(wrapped % 2) + 1}`;
}

/** §13.05 a leader eliminated on a turn returns as a reinforcement three turns later. */
export const leaderReturns = (turn: string): string => turnsLater(turn, 3);

/** §13.05 the game turn three turns (half months) after a date: a leader's return in the state's dates. */
export function dateLater(d: TurnDate, n: number): TurnDate {
  const i = d.year * 24 + (d.month - 1) * 2 + (d.half - 1) + n;
  return { year: Math.floor(i / 24), month: Math.floor((i % 24) / 2) + 1, half: ((i % 2) + 1) as 1 | 2 };
}

/** §19.36 an evacuated leader returns two turns later. */
export const evacuatedReturns = (turn: string): string => turnsLater(turn, 2);

/** †§28.05 the dates (month/year) from which each named leader has each level (a level skipped: absent). */
export const LEADER_LEVELS: Record<string, Partial<Record<1 | 2 | 3 | 4, string>>> = {
  Kleist: { 3: '4/40', 4: '4/41' },
  Rommel: { 3: '1/41', 4: '4/41' },
  Guderian: { 4: '4/41' },
  Hoth: { 3: '4/41', 4: '7/41' },
  Dietrich: { 2: '10/44' },
  Zhukov: { 1: '10/41', 3: '10/42' },
  Konev: { 1: '7/43', 3: '4/44' },
  Montgomery: { 2: '7/42', 3: '4/43' },
  Patton: { 4: '7/44' },
  'De Gaulle': { 1: '1/41', 2: '1/42', 3: '1/43' },
};

const monthIndex = (date: string) => {
  const [m, y] = date.split('/').map(Number);
  return y! * 12 + m!;
};

/** †§28.05 a leader's level on a date (month/year): `unlisted` for a leader the table lacks, `early` for one before
 *  his first date (digest §10.5 item 11: base rules give 4; the option leaderDatesStrict reads 0 before the date). */
export function leaderLevel(name: string, date: string, unlisted = 4, early = unlisted): number {
  const levels = LEADER_LEVELS[name];
  if (!levels) return unlisted;
  let best = 0;
  for (const [lv, from] of Object.entries(levels)) if (monthIndex(from!) <= monthIndex(date)) best = Number(lv);
  return best === 0 ? early : best;
}

/** †§28.05 what a level allows: 1 defence and no retreat, 2 the attack DRM, 3 post-exploitation attacks, 4 both. */
export const levelAllows = (level: number, what: 'defence' | 'attack' | 'postExploitation' | 'overrunExploit') =>
  what === 'defence'
    ? level >= 1
    : what === 'attack'
      ? level >= 2
      : what === 'postExploitation'
        ? level >= 3
        : level >= 4;

/** †§28.05 Rommel before April 1943 backs at most 32 printed defence factors a phase, and no SS unit. */
export const ROMMEL_CAP = 32;

/** †§28.05 whether Rommel (before 4/43) may back these units: no SS, at most 32 printed defence factors. */
export function rommelMayBack(units: readonly Fighter[], date: string): boolean {
  if (monthIndex(date) >= monthIndex('4/43')) return true;
  if (units.some((u) => u.ss)) return false;
  return units.filter(isGround).reduce((s, u) => s + u.defence, 0) <= ROMMEL_CAP;
}
