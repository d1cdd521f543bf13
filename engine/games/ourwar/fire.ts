// Fire against ground units (XIV): who may fire (XIV.1), who may combine (same corps and stacked, or an HQ
// coordinating, VII.6), the total (specialisation ×2, night ½ up but for night specialists, boxes ½ or ¼, air at
// most half, XIV.8-9.1), the column shifts and DRMs itemised (XIV.9), the result read and parsed, and what it does
// to the targets and, on an italic result, to rigid artillery firers (XVIII.2.6). Sight and range are los.ts.

import type { GameModule } from '../../core/module.js';
import type { GameState, Piece } from '../../core/types.js';
import type { Verdict } from './combat.js';
import { hexOf, piecesOf, type UnitEffects, unitEffects } from './losses.js';
import { type FireResult, parseFireCell } from './results.js';
import { marksOf, type OurWarVars } from './state.js';
import { worksStanding } from './structures.js';
import { FIRE_DRM, terrainOf } from './terrain.js';
import { capped, chartOf, lookup, type Mod } from './tables.js';
import { factorsOf, hasFlag, isBoats, isGround, rankOf } from './units.js';

const no = (rule: string, why: string): Verdict => ({ ok: false, rule, why });

/** XIV.1 a unit may fire: a ground unit with fire power, in supply, organised, not finished and not yet fired. */
export function mayFire(module: GameModule, v: OurWarVars, p: Piece, supplied: boolean): Verdict {
  const m = marksOf(v, p.id);
  if (!isGround(module, p) || factorsOf(module, p).fire <= 0) return no('XIV.1', 'no fire power');
  if (!supplied || m.intensive) return no('XIV.1', 'out of supply');
  if (m.dso) return no('XVI.8', 'disorganised units may not fire');
  if (m.act === 'done' || m.fired) return no('XIV.1', 'it has already fired or finished');
  return { ok: true };
}

/** XVIII.2.3 no fire and no fire support against guerrillas. */
export const mayBeFiredAt = (module: GameModule, targets: readonly Piece[]): Verdict =>
  targets.some((t) => hasFlag(module, t, 'guerrilla'))
    ? no('XVIII.2.3', 'guerrillas may not be fired at')
    : { ok: true };

/** VII.6 an HQ offered to coordinate: its piece, whether it may use a factor now, and its reorganisation reach. */
export interface Coordinator {
  hq: Piece;
  /** VII.2 in supply, organised and not spent (the command module). */
  usable: boolean;
  /** VII.2.2 a unit within its reorganisation range along an unblocked path. */
  inRange: (id: string) => boolean;
}

/**
 * XIV.1 / VII.6 whether firers may combine: one army corps stacked in one hex, or an HQ coordinating that reaches
 * them all and outranks them all (it is spent by it, EX-7). XVI.1 attackers of one target stack need one corps but
 * no common hex (`stacked` false). `sameCorps` is the command module's.
 */
export function mayCombine(
  module: GameModule,
  firers: readonly Piece[],
  sameCorps: (a: string, b: string) => boolean,
  coordinator?: Coordinator,
  stacked = true,
): Verdict & { spends?: string } {
  const first = firers[0];
  if (!first) return no('XIV.1', 'no firer');
  const oneStack = !stacked || firers.every((f) => hexOf(f) !== null && hexOf(f) === hexOf(first));
  if (oneStack && firers.every((f) => sameCorps(first.id, f.id))) return { ok: true };
  if (!coordinator) return no('XIV.1', 'different corps or stacks combine only when an HQ coordinates');
  const { hq } = coordinator;
  if (!coordinator.usable) return no('VII.2', 'the HQ may not use a factor now');
  if (!firers.every((f) => coordinator.inRange(f.id))) return no('VII.6', 'a firer is beyond the HQ');
  if (!firers.every((f) => rankOf(module, hq) > rankOf(module, f))) return no('VII.6', 'the HQ must outrank them all');
  return { ok: true, spends: hq.id };
}

/** XIV.8 a fire attack: firers and targets by id, who is in supply, and what the caller computed. */
export interface FireSetting {
  module: GameModule;
  state: GameState;
  firers: readonly string[];
  targets: readonly string[];
  /** XIV.8 ground attack factors of aircraft joining (at most half the total). */
  air?: number;
  /** XIV.9.2 the HQ's support factor (subordinates among the firers: the caller checked). */
  hqSupport?: number;
  /** XII.6.2 reconnaissance points over the target. */
  recon?: number;
  /** XIV.9.1 fire from or into an off-map box. */
  box?: 'interior' | 'exterior';
}

/** XIV.8 a total with its items. */
export interface FireTotal {
  value: number;
  items: Mod[];
}

/** XIV.8-9.1 the fire power of the firers: specialisation ×2, night ½ up (not night specialists), box ½ / ¼ up. */
export function fireTotal(c: FireSetting): FireTotal {
  const v = c.state.vars as unknown as OurWarVars;
  const targets = piecesOf(c.state, c.targets);
  const hex = hexOf(targets[0]!);
  const rough = hex !== null && terrainOf(c.module, hex).cls === 'rough';
  const armour = targets.some((t) => hasFlag(c.module, t, 'armoured'));
  const items: Mod[] = [];
  let halvable = 0;
  for (const p of piecesOf(c.state, c.firers)) {
    let n = factorsOf(c.module, p).fire;
    let rule = 'XIV.8';
    if (rough && hasFlag(c.module, p, 'mountain')) [n, rule] = [n * 2, 'XVIII.2.7'];
    else if (armour && hasFlag(c.module, p, 'at')) [n, rule] = [n * 2, 'XVIII.2.8'];
    items.push({ rule, why: `${p.id} fire`, value: n });
    if (!hasFlag(c.module, p, 'night')) halvable += n;
  }
  if (v.part === 'night' && halvable > 0)
    items.push({ rule: 'II.4', why: 'night: halved, rounded up', value: Math.ceil(halvable / 2) - halvable });
  const ground = items.reduce((a, m) => a + m.value, 0);
  const air = Math.min(c.air ?? 0, ground);
  if (air)
    items.push({ rule: 'XIV.8', why: `ground attack${air < (c.air ?? 0) ? ' (capped at half)' : ''}`, value: air });
  let value = ground + air;
  if (c.box) {
    const cut = Math.ceil(value / (c.box === 'exterior' ? 4 : 2));
    items.push({ rule: 'XIV.9.1', why: `from or into an ${c.box} box`, value: cut - value });
    value = cut;
  }
  return { value, items };
}

/** XIV.9.1 the column shifts of fire: mud against a target in clear or marsh 2L. */
export function fireShifts(c: FireSetting): Mod[] {
  const v = c.state.vars as unknown as OurWarVars;
  const hex = hexOf(piecesOf(c.state, c.targets)[0]!);
  const cls = hex ? terrainOf(c.module, hex).cls : null;
  return v.terrainState === 'mud' && (cls === 'clear' || cls === 'marsh')
    ? [{ rule: 'XIV.9.1', why: `mud: target in ${cls}`, value: -2 }]
    : [];
}

/** XIV.9.2 the DRMs of fire: HQ support, the target's terrain and works, reconnaissance points. */
export function fireDrms(c: FireSetting): Mod[] {
  const v = c.state.vars as unknown as OurWarVars;
  const out: Mod[] = [];
  if (c.hqSupport) out.push({ rule: 'XIV.9.2', why: 'HQ support', value: c.hqSupport });
  const hex = hexOf(piecesOf(c.state, c.targets)[0]!);
  if (hex) {
    const cls = terrainOf(c.module, hex).cls;
    if (FIRE_DRM[cls]) out.push({ rule: 'XIV.9.2', why: `target in ${cls}`, value: FIRE_DRM[cls] });
    const w = v.works[hex];
    const up = worksStanding(w);
    if (up.fort) out.push({ rule: 'XIV.9.2', why: 'target in a fortification', value: -3 });
    else if (up.trench) out.push({ rule: 'XIV.9.2', why: 'target in a trench', value: -2 });
    if (w?.ruin)
      out.push({ rule: 'XIV.9.2', why: `target in a ${w.ruin} hex`, value: w.ruin === 'destroyed' ? -2 : -1 });
  }
  if (c.recon) out.push({ rule: 'XII.6.2', why: 'reconnaissance points', value: c.recon });
  return out;
}

/** XIV.8 a fire attack read on the chart. */
export interface FireOutcome {
  total: FireTotal;
  shifts: Mod[];
  shift: number;
  drms: Mod[];
  drm: number;
  roll: number;
  base: number;
  col: number;
  row: number;
  overflow: number;
  result: FireResult;
}

/** XIV.8-9 resolves a fire attack on a rolled die; null when the total is below the chart's first column. */
export function resolveFire(c: FireSetting, roll: number): FireOutcome | null {
  const total = fireTotal(c);
  const shifts = fireShifts(c);
  const drms = fireDrms(c);
  const [shift, drm] = [capped(shifts, 3), capped(drms, 5)];
  const l = lookup(chartOf(c.module, 'fire-units'), 'brackets', total.value, shift, roll + drm);
  if (!l) return null;
  return { total, shifts, shift, drms, drm, roll, ...l, result: parseFireCell(l.cell) };
}

/** XX.2.3 (optional) the firing side's ground units sharing the targets' bridgehead (none elsewhere). */
function sharers(c: FireSetting): Piece[] {
  const target = piecesOf(c.state, c.targets)[0];
  const hex = target ? hexOf(target) : null;
  if (!target || hex === null || !(c.state.vars as unknown as OurWarVars).bridgeheads?.[hex]) return [];
  return c.state.pieces.filter(
    (p) =>
      p.kind === 'unit' &&
      p.side !== target.side &&
      hexOf(p) === hex &&
      isGround(c.module, p) &&
      !isBoats(c.module, p) &&
      !c.firers.includes(p.id),
  );
}

/** XIV.8 / XVIII.2.6 what a fire result does: to the targets (levels, D), and on italics to each rigid firer; XX.2.3
 *  (optional) at a bridgehead to the firing side's units there too (in `firers`): D to both sides, and of every three
 *  levels the enemy's units lose the first two, the firing side's the third. */
export function fireEffects(
  c: FireSetting,
  result: FireResult,
  owner?: readonly string[],
): { targets: UnitEffects; firers: UnitEffects } {
  const v = c.state.vars as unknown as OurWarVars;
  const own = sharers(c);
  const friendly = own.length > 0 ? Math.floor(result.levels / 3) : 0;
  const part = { levels: result.levels - friendly, dso: result.dso, retreat: false, captured: false, fanatic: false };
  const targets = unitEffects(c.module, v, piecesOf(c.state, c.targets), part, 'defender', { owner });
  const firers = unitEffects(c.module, v, own, { ...part, levels: friendly }, 'defender');
  if (result.italic)
    for (const p of piecesOf(c.state, c.firers).filter((f) => hasFlag(c.module, f, 'rigid'))) {
      firers.levels[p.id] = 1;
      if (p.steps <= 1) firers.eliminated.push(p.id);
    }
  return { targets, firers };
}
