// Optional naval battle ranges (†§28.12d): before a naval battle the Allied player rolls one die (+1 if he may and
// chooses, a British or U.S. warship being present) for the round the battle opens in, by the weather: "A" the air
// round before round 1 (read as 1 when no carrier can strike). The table is the rulebook's.

import type { Weather } from './state.js';

/** †§28.12d the round a battle opens in: 1, 2, 3, or "A" (the carriers' air round). */
export type Range = 1 | 2 | 3 | 'A';

/** †§28.12d the table's three weather columns, each die 1-7 (7 only with the +1). */
const TABLE: Readonly<Record<'clear' | 'wet' | 'storm', readonly Range[]>> = {
  clear: [3, 2, 1, 'A', 'A', 'A', 'A'],
  wet: [3, 2, 2, 1, 'A', 'A', 'A'],
  storm: [3, 3, 2, 2, 1, 1, 'A'],
};

/** †§28.12d the column of a weather: Clear and Frost; Mud, Heavy Mud and Snow; Stormy and Heavy Snow. */
const columnOf = (w: Weather): keyof typeof TABLE =>
  w === 'stormy' || w === 'heavy-snow' ? 'storm' : w === 'clear' || w === 'frost' ? 'clear' : 'wet';

/** †§28.12d the range a die gives in a weather, with the Allies' +1 if taken; "A" is 1 with no carrier able. */
export function battleRange(die: number, weather: Weather, plusOne: boolean, carriers: boolean): Range {
  const roll = Math.min(7, Math.max(1, die + (plusOne ? 1 : 0)));
  const r = TABLE[columnOf(weather)][roll - 1]!;
  return r === 'A' && !carriers ? 1 : r;
}
