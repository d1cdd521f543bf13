// §9.0, §9.02, §9.03 who may attack what: a unit attacks a single adjacent hex holding at least one enemy ground
// unit, never across a sea, unfrozen lake or Qattara depression hexside; each unit attacks, and is attacked, at most
// once a Combat Phase; at most three ground units attack from one hex; a unit that used extended rail (§8.04) does
// not attack; in the Post-exploitation Combat Phase only units stacked with a leader attack (§11.02, §13.02).
// Against a hex of several units the attacker makes one breakthrough attack or two or three attrition attacks, every
// defender attacked at 1-6 or better (§9.03). The board is read through small explicit inputs (a Fighter per unit,
// what the map says of a hexside), so this file needs no game state.

import type { GameModule } from '../../core/module.js';
import type { GameState, JsonObject, Piece, Violation } from '../../core/types.js';
import { defOf, faceOf, hexOf, isAirType, isReduced, type Side, type SfeVars, varsOf, violation } from './state.js';
import { graphOf, isSeaSide, sideFeatures } from './terrain.js';
import { attackBarred } from './restrictions.js';

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
  /** The scenario's start restriction barring a unit from attacking a hex (restrictions.ts), if any. */
  barred?(unit: Fighter, hex: string): Violation | null;
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
    const barred = ctx.barred?.(a, hex);
    if (barred) out.push(barred);
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

/** §9.03 the lowest odds an attrition attack may have: every defender attacked at 1-6 or better. */
export const ATTRITION_FLOOR = 1 / 6;

/** §9.03 whether odds reach 1-6 (every part of an attrition attack must). */
export const reachesAttritionFloor = (attack: number, defence: number): boolean =>
  defence === 0 || attack / defence >= ATTRITION_FLOOR - 1e-9;

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

/** §9.03 on the board: the enemy units still owed an attack this phase (the phase may not end before they are). */
export function owedAttacks(module: GameModule, state: GameState, side: string): string[] {
  const done = new Set(logOf(varsOf(state)).defended);
  const enemy = fightersOf(module, state.pieces).filter((f) => f.side !== side);
  return [...new Set(enemy.filter((f) => done.has(f.id)).map((f) => f.hex))].flatMap((hex) =>
    unattackedAtEnd(
      enemy.filter((f) => f.hex === hex),
      done,
    ),
  );
}

const TYPES: readonly UnitType[] = [
  'infantry',
  'armor',
  'motorized',
  'mountain',
  'airborne',
  'artillery',
  'leader',
  'supply',
];
const SIZES: readonly UnitSize[] = ['corps', 'division', 'brigade'];

/** §3.1 a piece on the map as combat reads it (null for forts, air and naval units, markers and unknown defs). */
export function fighterOf(module: GameModule, p: Piece): Fighter | null {
  const def = defOf(module, p);
  const hex = hexOf(p);
  if (!def || !hex || p.kind !== 'unit' || def.type === 'fort' || isAirType(def.type)) return null;
  if (def.type.startsWith('naval')) return null;
  const face = faceOf(def, p);
  const reduced = isReduced(def, p);
  const type = (TYPES as readonly string[]).includes(def.type) ? (def.type as UnitType) : 'other';
  return {
    id: p.id,
    side: p.side ?? '',
    hex,
    type,
    size: (SIZES as readonly string[]).includes(def.size) ? (def.size as UnitSize) : 'corps',
    attack: face.attack,
    defence: face.defense,
    reduced,
    back: !reduced && def.reduced ? { attack: def.reduced.attack, defence: def.reduced.defense } : null,
    nationality: def.nationality,
    ss: !!def.flags?.some((f) => f.startsWith('kind:ss-')),
  };
}

/** The fighters among pieces (leaders and supply units included: isGround tells them apart). */
export const fightersOf = (module: GameModule, pieces: readonly Piece[]): Fighter[] =>
  pieces.map((p) => fighterOf(module, p)).filter((f): f is Fighter => f !== null);

/** §9-§14 a combat resolved and what it still waits for: the owner's losses, retreats, the attacker's advance. */
export interface Battle {
  attacker: Side;
  hex: string;
  attackers: string[];
  defenders: string[];
  result: string;
  column: string;
  roll: number;
  drm: number;
  /** §10.02 the exchange losses a side still owes, with the armor share †§12.03 binds it to. */
  owed: { side: Side; role: 'attack' | 'defence'; units: string[]; due: number; armor: number } | null;
  /** §10.03 the units still to retreat (their owner chooses where), in order. */
  retreating: string[];
  /** §13.04 of those, the units stacked with a leader: they may stay. */
  mayStay: string[];
  /** §9.04 the attackers that may still advance into the vacated hex ([] when it is not vacated). */
  advancing: string[];
}

/** §9.02, §9.03, §13.01 what the combat phases record: the battle fought now and who has fought. */
export interface CombatLog {
  battle: Battle | null;
  /** §9.02 the defenders attacked this phase. */
  defended: string[];
  /** §9.02 the ground units that attacked out of each hex this phase. */
  fromHex: Record<string, number>;
  /** §13.01 the leaders whose attack DRM was used this player segment. */
  leaders: string[];
  /** §9.03 the attacks made on each hex this phase. */
  attacks: Record<string, number>;
}

/** The combat record of the vars (empty when none). */
export function logOf(v: Pick<SfeVars, 'combat'>): CombatLog {
  const c = (v.combat ?? {}) as Partial<CombatLog>;
  const { battle = null, defended = [], fromHex = {}, leaders = [], attacks = {} } = c;
  return { battle, defended, fromHex, leaders, attacks };
}

/** Store the combat record in the vars. */
export const setLog = (v: Pick<SfeVars, 'combat'>, log: CombatLog): void => {
  v.combat = log as unknown as JsonObject;
};

/** §9.02 a new Combat or Post-exploitation Combat Phase: every unit may attack and be attacked again. */
export function openCombatPhase(v: Pick<SfeVars, 'combat' | 'attacked'>): void {
  const log = logOf(v);
  v.attacked = [];
  setLog(v, { ...log, battle: null, defended: [], fromHex: {}, attacks: {} });
}

/** §13.01 a new player segment: each leader may back one attack again. */
export function openCombatSegment(v: Pick<SfeVars, 'combat' | 'attacked'>): void {
  openCombatPhase(v);
  setLog(v, { ...logOf(v), leaders: [] });
}

/** Where a combat stands: the owner's losses, a retreat, the attacker's advance, or done. */
export type CombatStop = 'losses' | 'retreat' | 'advance' | 'done';

/** §10.02, §10.03, §9.04 what a battle waits for next, in that order. */
export function stopOf(b: Battle | null): CombatStop {
  if (!b) return 'done';
  if (b.owed) return 'losses';
  if (b.retreating.length > 0) return 'retreat';
  return b.advancing.length > 0 ? 'advance' : 'done';
}

/** The side that answers what a battle waits for (the owner of the losses or the retreating units, else the
 *  attacker), for the flow's `actor`. */
export function actorOf(_module: GameModule, state: GameState): Side | null {
  const b = logOf(varsOf(state)).battle;
  if (!b) return null;
  if (b.owed) return b.owed.side;
  const first = b.retreating[0];
  const p = first ? state.pieces.find((x) => x.id === first) : undefined;
  return (p?.side as Side | undefined) ?? b.attacker;
}

/** §9.0, §9.02, §11.02 the context of an attack read from the state (the leader test: a friendly leader stacked). */
export function contextOf(module: GameModule, state: GameState): AttackContext {
  const v = varsOf(state);
  const log = logOf(v);
  const graph = graphOf(module);
  const leaders = new Set<string>();
  for (const p of state.pieces) {
    const f = fighterOf(module, p);
    if (f?.type === 'leader') leaders.add(`${f.side}@${f.hex}`);
  }
  return {
    phase: v.phase === 'post-exploitation' ? 'postExploitation' : 'combat',
    adjacent: (a, b) => graph.neighbors(a).includes(b),
    hexside: (a, b) => (isSeaSide(sideFeatures(module, a, b)) ? 'sea' : null),
    attacked: new Set(v.attacked),
    defended: new Set(log.defended),
    fromHex: (hex) => log.fromHex[hex] ?? 0,
    extendedRail: new Set(v.extendedRail),
    withLeader: (u) => leaders.has(`${u.side}@${u.hex}`),
    barred: (u, hex) => {
      const p = state.pieces.find((x) => x.id === u.id);
      return p ? attackBarred(module, state, p, hex) : null;
    },
  };
}
