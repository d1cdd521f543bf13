// Ground combat's column shifts (XVI.5.1) and die-roll modifiers (XVI.5.2, XVIII), each returned as one item
// {rule, why, value} so the panel can show them, then capped at ±3 columns and ±5 (XVI.5). "Unless otherwise stated,
// for a modifier to apply it is only necessary that one participating unit qualifies" (XVI.5).

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import { FIXED, marksOf, ourWarOf, sideKey } from './state.js';
import { worksStanding } from './structures.js';
import { hexOf, piecesOf } from './losses.js';
import type { Mod } from './tables.js';
import { COMBAT_SHIFT, type HexClass, terrainOf, waterBetween } from './terrain.js';
import { type Flag, hasFlag } from './units.js';

/** The options of the combat modifiers the book leaves open (digest §9.6). */
export interface CombatOptions {
  /** A9 armour attacking clear: +1 (XVI.5.2, default) or +2 (XVIII.2.9). */
  armourClear?: 1 | 2;
  /** A9 motorised attackers count as armour for the terrain DRMs (XVI.5.2 "armoured or motorised", default). */
  motorisedAsArmour?: boolean;
  /** A11 attacks by units in boxes shift left (XIX.1.3, default) or right (XVI.5.1). */
  boxAttackerShift?: 'left' | 'right';
}

/** What the modifiers read: the units (by id), where the defenders stand, who is in supply, the HQ support. */
export interface CombatSetting {
  module: GameModule;
  state: GameState;
  attackers: readonly string[];
  defenders: readonly string[];
  /** VIII whether a unit is in supply now (the supply module computes it; intensive fire counts as out). */
  supplied: (id: string) => boolean;
  /** VII.2.1 the support factors the HQs lend (the caller checked range and subordination; 0 for reactions). */
  hqSupport?: { attacker: number; defender: number };
  /** XIX.1 off-map boxes the attackers / defenders are in. */
  boxes?: { attacker?: 'interior' | 'exterior'; defender?: 'interior' | 'exterior' };
  options?: CombatOptions;
}

/** XVI.5.1 the defenders' hex and class, and its trench and fortification if finished and standing. */
export function defenceTerrain(c: CombatSetting): { hex: string; cls: HexClass; trench: boolean; fort: boolean } {
  const hex = hexOf(piecesOf(c.state, c.defenders)[0]!);
  if (!hex) throw new Error('The defenders are not on the map');
  const w = ourWarOf(c.state).works[hex];
  const cls = terrainOf(c.module, hex).cls;
  return { hex, cls, ...worksStanding(w) };
}

/** XVI.5.1 the hexside shift of one attacker's hex: a usable fixed crossing 1L, else the river 2L / 3L. */
function hexsideShift(c: CombatSetting, from: string, to: string): Mod | null {
  const v = ourWarOf(c.state);
  const water = waterBetween(c.module, from, to, v.weather);
  if (!water) return null;
  const x = v.crossings[sideKey(from, to)];
  if (x && FIXED.has(x.kind) && !x.destroyed && !x.building)
    return { rule: 'XVI.5.1', why: 'across a crossing', value: -1 };
  return water === 'primary'
    ? { rule: 'XVI.5.1', why: 'across a primary river', value: -3 }
    : { rule: 'XVI.5.1', why: 'across a secondary river', value: -2 };
}

const all = (m: GameModule, ps: Piece[], f: Flag) => ps.length > 0 && ps.every((p) => hasFlag(m, p, f));
const any = (m: GameModule, ps: Piece[], f: Flag) => ps.some((p) => hasFlag(m, p, f));

/** XVI.5.1 every column shift of a combat, itemised, before the ±3 cap (left is negative). */
export function columnShifts(c: CombatSetting): Mod[] {
  const out: Mod[] = [];
  const v = ourWarOf(c.state);
  const att = piecesOf(c.state, c.attackers);
  const def = piecesOf(c.state, c.defenders);
  const t = defenceTerrain(c);
  const terrain = COMBAT_SHIFT[t.cls];
  if (terrain) out.push({ rule: 'XVI.5.1', why: `defender in ${t.cls}`, value: -terrain });
  if (t.fort) out.push({ rule: 'XVI.5.1', why: 'defender in a fortification', value: -3 });
  else if (t.trench) out.push({ rule: 'XVI.5.1', why: 'defender in a trench', value: -2 });
  const ruin = v.works[t.hex]?.ruin;
  if (ruin) out.push({ rule: 'XVI.5.1', why: `defender in a ${ruin} hex`, value: ruin === 'destroyed' ? -2 : -1 });
  // One attacker across the worst hexside is enough for the whole attack.
  const sides = att.map((p) => hexOf(p)).flatMap((h) => (h ? [hexsideShift(c, h, t.hex)] : []));
  const worst = sides.reduce<Mod | null>((w, m) => (m && (!w || m.value < w.value) ? m : w), null);
  if (worst) out.push(worst);
  if (def.some((p) => marksOf(v, p.id).dso)) out.push({ rule: 'XVI.5.1', why: 'defender disorganised', value: 1 });
  out.push(...supplyShifts(c, att, def));
  if (def.some((p) => marksOf(v, p.id).redeployed))
    out.push({ rule: 'XVI.5.1', why: 'defender used strategic redeployment', value: 1 });
  const m = c.module;
  if (all(m, att, 'ib')) out.push({ rule: 'XVIII.2.15', why: 'International Brigades alone', value: 1 });
  if (all(m, att, 'soviet')) out.push({ rule: 'XVIII.2.16', why: 'Soviet units alone', value: 1 });
  if (all(m, att, 'ctv')) out.push({ rule: 'XVIII.2.11', why: 'CTV units alone', value: 1 });
  if (all(m, att, 'condor')) out.push({ rule: 'XVIII.2.12', why: 'Condor Legion alone', value: 2 });
  const box = c.boxes ?? {};
  if (box.defender)
    out.push({ rule: 'XVI.5.1', why: `defender in an ${box.defender} box`, value: boxShift(box.defender) });
  if (box.attacker) {
    const sign = c.options?.boxAttackerShift === 'right' ? -1 : 1;
    out.push({ rule: 'XIX.1.3', why: `attack from an ${box.attacker} box`, value: sign * boxShift(box.attacker) });
  }
  return out;
}
const boxShift = (b: 'interior' | 'exterior') => (b === 'exterior' ? -2 : -1);

/** XVI.5.1 out-of-supply shifts: 2R / 2L, 1 when the unit out of supply is stacked with a supplied one. */
function supplyShifts(c: CombatSetting, att: Piece[], def: Piece[]): Mod[] {
  const out: Mod[] = [];
  const stackedWithSupplied = (p: Piece) =>
    c.state.pieces.some((q) => q.id !== p.id && q.kind === 'unit' && hexOf(q) === hexOf(p) && c.supplied(q.id));
  const oos = (ps: Piece[]) => ps.filter((p) => !c.supplied(p.id));
  const attOut = oos(att);
  const defOut = oos(def);
  if (defOut.length > 0 && attOut.length === 0) {
    const n = defOut.every(stackedWithSupplied) ? 1 : 2;
    out.push({ rule: 'XVI.5.1', why: 'defender out of supply', value: n });
  }
  if (attOut.length > 0) {
    const n = attOut.every(stackedWithSupplied) ? 1 : 2;
    out.push({ rule: 'XVI.5.1', why: 'attacker out of supply', value: -n });
  }
  return out;
}

/** XVI.14 the surprise DRM on surprise turns 1 / 2 / 3. */
export const SURPRISE_DRM = [0, 3, 2, 1, 0];

/** XVI.5.2 every die-roll modifier of a combat, itemised, before the ±5 cap. */
export function dieModifiers(c: CombatSetting): Mod[] {
  const out: Mod[] = [];
  const v = ourWarOf(c.state);
  const m = c.module;
  const att = piecesOf(c.state, c.attackers);
  const def = piecesOf(c.state, c.defenders);
  const t = defenceTerrain(c);
  const hq = c.hqSupport ?? { attacker: 0, defender: 0 };
  if (hq.attacker) out.push({ rule: 'VII.2.1', why: "attacker's HQ support", value: hq.attacker });
  if (hq.defender) out.push({ rule: 'VII.2.1', why: "defender's HQ support", value: -hq.defender });
  if (att.some((p) => marksOf(v, p.id).fanAtt)) out.push({ rule: 'XVI.12.1', why: 'fanatic attacker', value: 1 });
  if (def.some((p) => marksOf(v, p.id).fanDef)) out.push({ rule: 'XVI.12.2', why: 'fanatic defender', value: -1 });
  if (t.cls === 'clear' && any(m, att, 'cavalry'))
    out.push({ rule: 'XVIII.2.4', why: 'cavalry attacking clear', value: 1 });
  if (all(m, att, 'militia')) out.push({ rule: 'XVIII.2.13', why: 'militia attacking alone', value: -2 });
  if (all(m, att, 'coastal-defence'))
    out.push({ rule: 'XVIII.2.2', why: 'coastal defence attacking alone', value: -2 });
  const armour = att.some(
    (p) => hasFlag(m, p, 'armoured') || (c.options?.motorisedAsArmour !== false && hasFlag(m, p, 'motorised')),
  );
  const built = { village: -1, city: -2, 'major-city': -3 } as Partial<Record<HexClass, number>>;
  if (armour && built[t.cls]) out.push({ rule: 'XVI.5.2', why: `armour against a ${t.cls}`, value: built[t.cls]! });
  if (armour && t.cls === 'clear')
    out.push({ rule: 'XVI.5.2', why: 'armour attacking clear', value: c.options?.armourClear ?? 1 });
  const s = v.surprise;
  const n = s ? (SURPRISE_DRM[s.turn] ?? 0) : 0;
  if (s && n) {
    const ours = att[0]?.side === s.side;
    out.push({ rule: 'XVI.14', why: `surprise turn ${s.turn}`, value: ours ? n : -n });
  }
  return out;
}
