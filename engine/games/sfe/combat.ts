// §9.0, §9.02, §9.03 who may attack what: a unit attacks a single adjacent hex holding at least one enemy ground
// unit, never across a sea, unfrozen lake or Qattara depression hexside; each unit attacks, and is attacked, at most
// once a Combat Phase; at most three ground units attack from one hex; a unit that used extended rail (§8.04) does
// not attack; in the Post-exploitation Combat Phase only units stacked with a leader attack (§11.02, §13.02).
// Against a hex of several units the attacker makes one breakthrough attack or two or three attrition attacks, every
// defender attacked at 1-6 or better (§9.03). The board is read through small explicit inputs (a Fighter per unit,
// what the map says of a hexside), so this file needs no game state.

import { violationMaker } from '../../core/kit.js';
import type { Violation } from '../../core/types.js';
import { reachesAttritionFloor } from './odds.js';

/** An SFE violation ("sfe.<id>"). */
const violation = violationMaker('sfe');

/** §3.1 a ground unit's type, as combat reads it (leaders and supply units are not ground units, §13.05, §23.22). */
export type UnitType =
  | 'infantry'
  | 'armor'
  | 'motorized'
  | 'mountain'
  | 'airborne'
  | 'artillery'
  | 'leader'
  | 'supply'
  | 'other';

/** §12.01 a unit's size: corps, division or brigade. */
export type UnitSize = 'corps' | 'division' | 'brigade';

/** One unit as combat reads it: its printed factors on the side it shows, and its reduced side if it has one. */
export interface Fighter {
  id: string;
  side: string;
  hex: string;
  type: UnitType;
  size: UnitSize;
  attack: number;
  defence: number;
  /** It shows its reduced side. */
  reduced: boolean;
  /** §10.02 the printed factors of its reduced side, when it shows its full side and has one. */
  back?: { attack: number; defence: number } | null;
  nationality?: string;
  /** §28.05 a German SS unit (Rommel backs none). */
  ss?: boolean;
}

/** §13.05, §23.22 a ground unit: anything but a leader or a supply unit (those cannot be attacked alone). */
export const isGround = (u: Pick<Fighter, 'type'>): boolean => u.type !== 'leader' && u.type !== 'supply';

/** §9.0 a hexside no ground attack crosses (§2.15 the Sea of Azov neck as well). */
export const NO_ATTACK_HEXSIDES = ['sea', 'unfrozenLake', 'qattara', 'azovNeck'] as const;

/** The phases ground attacks are made in. */
export type CombatPhase = 'combat' | 'postExploitation';

/** §9.02 what has happened so far this phase, and what the map says (taken from the game's state by the caller). */
export interface AttackContext {
  phase: CombatPhase;
  adjacent(a: string, b: string): boolean;
  /** The hexside's kind between two adjacent hexes ('sea', 'unfrozenLake', 'river'... or null for none). */
  hexside(a: string, b: string): string | null;
  /** Units that attacked this phase, and defenders attacked this phase. */
  attacked: ReadonlySet<string>;
  defended: ReadonlySet<string>;
  /** Ground units that have attacked out of each hex this phase. */
  fromHex(hex: string): number;
  /** §8.04 units that used extended rail this turn. */
  extendedRail?: ReadonlySet<string>;
  /** §11.02 whether a unit is stacked with a friendly leader (able to enable it, §28.05). */
  withLeader(unit: Fighter): boolean;
}

/** §9.02 the most ground units that attack out of one hex in a phase. */
export const MAX_FROM_HEX = 3;

/** §9.0, §9.02, §11.02 the reasons an attack by `attackers` on `defenders` (all in `hex`) is refused ([]: legal). */
export function attackProblems(ctx: AttackContext, attackers: Fighter[], defenders: Fighter[], hex: string) {
  const out: Violation[] = [];
  if (attackers.length === 0) return [violation('attack.units', '§9.0', 'Name the units that attack')];
  if (!defenders.some((d) => d.hex === hex && isGround(d)) || defenders.some((d) => d.hex !== hex))
    out.push(violation('attack.target', '§9.02', 'Only a hex with an enemy ground unit may be attacked', { hex }));
  const side = attackers[0]!.side;
  if (defenders.some((d) => d.side === side))
    out.push(violation('attack.side', '§9.0', 'A side attacks only enemy units', { hex }));
  const perHex = new Map<string, number>();
  for (const a of attackers) {
    const p = { piece: a.id, hex };
    if (a.side !== side || !isGround(a))
      out.push(violation('attack.unit', '§9.0', `${a.id} is not a ground unit of the attacking side`, p));
    else if (!ctx.adjacent(a.hex, hex)) out.push(violation('attack.adjacent', '§9.0', `${a.id} is not adjacent`, p));
    else if ((NO_ATTACK_HEXSIDES as readonly string[]).includes(ctx.hexside(a.hex, hex) ?? ''))
      out.push(violation('attack.hexside', '§9.0', `${a.id} may not attack across that hexside`, p));
    if (ctx.attacked.has(a.id)) out.push(violation('attack.once', '§9.02', `${a.id} has attacked this phase`, p));
    if (ctx.extendedRail?.has(a.id))
      out.push(violation('attack.rail', '§8.04', `${a.id} used extended rail and may not attack`, p));
    if (ctx.phase === 'postExploitation' && !ctx.withLeader(a))
      out.push(violation('attack.leader', '§11.02', `${a.id} is not stacked with a leader`, p));
    perHex.set(a.hex, (perHex.get(a.hex) ?? 0) + 1);
  }
  for (const [from, n] of perHex)
    if (ctx.fromHex(from) + n > MAX_FROM_HEX)
      out.push(
        violation('attack.fromHex', '§9.02', `At most ${MAX_FROM_HEX} units attack from ${from}`, { hex: from }),
      );
  for (const d of defenders)
    if (ctx.defended.has(d.id))
      out.push(violation('attack.defended', '§9.02', `${d.id} has been attacked this phase`, { piece: d.id }));
  return out;
}

/** §9.03 an attrition attack: the defenders of the hex it leaves to be attacked later this phase. */
export function attritionOwed(hexDefenders: readonly Fighter[], attackedSoFar: ReadonlySet<string>): Fighter[] {
  const ground = hexDefenders.filter(isGround);
  const begun = ground.some((d) => attackedSoFar.has(d.id));
  return begun ? ground.filter((d) => !attackedSoFar.has(d.id)) : [];
}

/** §9.03 an attack on part of a hex (an attrition attack) must be at 1-6 or better, and be one of at most three. */
export function attritionProblems(
  hexDefenders: readonly Fighter[],
  attacked: readonly Fighter[],
  attack: number,
  defence: number,
  attacksOnHex: number,
): Violation[] {
  const ground = hexDefenders.filter(isGround);
  if (attacked.length >= ground.length) return [];
  const out: Violation[] = [];
  if (!reachesAttritionFloor(attack, defence))
    out.push(violation('attack.attrition', '§9.03', 'Each attrition attack must be at 1-6 or better'));
  if (attacksOnHex >= 3) out.push(violation('attack.attritionCount', '§9.03', 'At most three attacks on one hex'));
  return out;
}

/** §9.03 the defenders an attrition attack left unattacked at the end of the phase (each must have been attacked). */
export const unattackedAtEnd = (hexDefenders: readonly Fighter[], attackedSoFar: ReadonlySet<string>) =>
  attritionOwed(hexDefenders, attackedSoFar).map((d) => d.id);
