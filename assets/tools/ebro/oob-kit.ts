// The words the order-of-battle files are written in: a counter to make (its id, names, profile, nationality, HQ)
// and where a group of counters starts (a hex they fan out from, an off-map box, or a turn of arrival).

import type { Profile } from './oob-factors.js';
import { BOATS, GROUND, HQ, MOTOR_POOL } from './oob-factors.js';

/** One counter of the order of battle. */
export interface Spec {
  id: string;
  name: string;
  es: string;
  profile: Profile;
  nationality: string;
  hq?: string;
  /** Flags beyond the profile's (direct: assigned to a corps or higher, VII.2.4). */
  flags?: string[];
  /** Why this counter is in the order of battle (its history). */
  why: string;
}

/** Where a group starts: fanning out from a hex on its own bank, in an off-map box, or arriving on a turn. */
export type Start = { hex: string } | { box: string } | { turn: number };

/** A group of counters that start together. */
export interface Group {
  start: Start;
  units: Spec[];
}

/** A profile by name (throws on a typo, so a build never makes a counter without values). */
export function profile(name: string): Profile {
  const p = GROUND[name] ?? HQ[name] ?? { boats: BOATS, 'motor-pool': MOTOR_POOL }[name];
  if (!p) throw new Error(`no counter profile "${name}"`);
  return p;
}

/** Shorthand for one counter. */
export function unit(
  id: string,
  names: [string, string],
  kind: string,
  nationality: string,
  hq: string | undefined,
  why: string,
  flags?: string[],
): Spec {
  return { id, name: names[0], es: names[1], profile: profile(kind), nationality, hq, why, flags };
}

/** The three battalions a 1938 brigade is shown as (designer's note, digest §10.2). */
export function brigade(
  prefix: string,
  label: [string, string],
  kind: string,
  nationality: string,
  hq: string,
  why: string,
  count = 3,
): Spec[] {
  return Array.from({ length: count }, (_, i) =>
    unit(
      `${prefix}-${i + 1}`,
      [`${label[0]}, battalion ${i + 1}`, `${label[1]}, batallón ${i + 1}`],
      kind,
      nationality,
      hq,
      why,
    ),
  );
}

/** Numbered battalions of a division that the sources do not break down by regiment or brigade. */
export function battalions(
  prefix: string,
  label: [string, string],
  kind: string,
  nationality: string,
  hq: string,
  why: string,
  numbers: number[],
): Spec[] {
  return numbers.map((n) =>
    unit(`${prefix}${n}`, [`${label[0]} ${n}`, `${label[1]} ${n}`], kind, nationality, hq, why),
  );
}

/** An English ordinal (1st, 2nd, 3rd, 11th, 42nd). */
export function ord(n: number | string): string {
  const v = Number(n);
  const teen = v % 100 >= 11 && v % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[v % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Why a counter is where it is and why its numbers are what they are, in one provenance reason. */
export const reasonOf = (s: Spec): string =>
  `Original reconstruction in the style of the series (the book prints no counters, digest §10.2): ${s.why}; ` +
  `values: ${s.profile.reason} (COUNTERS.md)`;
