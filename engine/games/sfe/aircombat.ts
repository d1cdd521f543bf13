// Air combat (§17): when both sides allocated air units to one hex in an Air Phase, each side's fighters (escort and
// interception missions) form its fighter group and the rest its mission group; fighters escort their own mission
// group or attack the enemy's, engaging his escorts or bypassing them (§17.1 (2)-(4)). Groups fight in waves of at
// most three, ⌈units / 3⌉ waves (§17.1 (5)); each wave's odds are its air combat factors over the opposing wave's,
// rounded down, and both sides roll one die on the Air Combat Results Table at once (§17.1 (6)). Fighters firing at
// type B bombers −1, type B bombers firing at fighters +1, neither when the mission wave is all HB (§17.11); a
// fighter on a bombing mission counts as type A. Bypassers do not fire at escorts (§17.11). X eliminates an air
// unit, A aborts one, left to right, the owner choosing (§17.2). The table is charts.json's "air-combat".

import type { GameModule } from '../../core/module.js';
import { type Draft, roll } from '../../systems/draft.js';
import {
  type AirType,
  airOf,
  airOfPiece,
  BOMBING_MISSIONS,
  FIGHTER_MISSIONS,
  MISSION_GROUP,
  type Sortie,
} from './air.js';
import { landSorties, loseAirUnits } from './airturn.js';
import { chartOf } from './charts.js';
import type { SfeVars, Side } from './state.js';

type D = Draft<SfeVars>;

/** One air unit as air combat reads it. */
export interface Flyer {
  id: string;
  /** §3.22 its air combat factor. */
  combat: number;
  /** §17.1 note: a fighter on a bombing mission counts as type A. */
  type: AirType;
  /** The owner's choice of loss: the least valuable first (its air combat plus bombing). */
  worth: number;
}

/** §17.1 (5) a group in waves of at most three, ⌈n / 3⌉ of them. */
export function wavesOf<T>(units: readonly T[], size = 3): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < units.length; i += size) out.push(units.slice(i, i + size));
  return out;
}

const total = (w: readonly Flyer[]) => w.reduce((s, f) => s + f.combat, 0);

/** §17.1 (6) the Air CRT's column for a wave of `own` factors against `their` (rounded down; null: below it). */
export function airColumn(module: GameModule, own: number, their: number): string | null {
  const c = chartOf(module, 'air-combat');
  const ratios = (c.data as { ratios: number[] }).ratios;
  if (own <= 0) return null;
  // a wave with no air combat factors (transports) is fired at on the best column
  if (their <= 0) return c.columns[c.columns.length - 1]!;
  let i = -1;
  ratios.forEach((r, k) => {
    if (own / their >= r - 1e-9) i = k;
  });
  return i < 0 ? null : c.columns[i]!;
}

/** §17.11 the fighter-against-bomber DRM of `firer` at `target`: −1 fighters at B, +1 B at fighters, 0 otherwise
 *  (and 0 when the mission wave is all HB). */
export function airDrm(firer: readonly Flyer[], target: readonly Flyer[], firerIsFighters: boolean): number {
  const mission = firerIsFighters ? target : firer;
  if (mission.every((f) => f.type === 'HB')) return 0;
  if (!mission.some((f) => f.type === 'B')) return 0;
  return firerIsFighters ? -1 : 1;
}

/** §17.2 the Air CRT's result at a column for a modified roll ('-' a miss; 'X', 'A', 'XA'... left to right). */
export function airResult(module: GameModule, column: string | null, modified: number): string {
  if (column === null) return '-';
  const c = chartOf(module, 'air-combat');
  const d = c.data as { min: number; max: number };
  const r = Math.max(d.min, Math.min(d.max, modified));
  const key = r === d.min ? `≤${d.min}` : r === d.max ? `≥${d.max}` : String(r);
  return String(c.rows.find((x) => x.key === key)?.cells[c.columns.indexOf(column)] ?? '-');
}

/** §17.2 the owner's losses from a result: X eliminates, A aborts, left to right, the least valuable first. */
export function lossesOf(wave: readonly Flyer[], result: string): { eliminated: string[]; aborted: string[] } {
  const order = [...wave].sort((a, b) => a.worth - b.worth || (a.id < b.id ? -1 : 1));
  const out = { eliminated: [] as string[], aborted: [] as string[] };
  for (const code of result) {
    const f = order.shift();
    if (!f) break;
    if (code === 'X') out.eliminated.push(f.id);
    else if (code === 'A') out.aborted.push(f.id);
    else order.unshift(f);
  }
  return out;
}

/** One wave firing at another: the column, DRM and result. */
export interface Fire {
  column: string | null;
  drm: number;
  die: number;
  result: string;
}

/** §17.1 (6) one wave's fire at another with its die. */
export function fire(module: GameModule, firer: Flyer[], target: Flyer[], fighters: boolean, die: number): Fire {
  const column = airColumn(module, total(firer), total(target));
  const drm = airDrm(firer, target, fighters);
  return { column, drm, die, result: airResult(module, column, die + drm) };
}

/** A side's air units in one hex's air combat. */
interface Side2 {
  side: Side;
  escorts: Flyer[];
  engage: Flyer[];
  bypass: Flyer[];
  mission: Flyer[];
}

/** §17.1 (2)-(4) a side's groups: interceptors attack, escorts escort (or attack when they have nothing to escort
 *  and the enemy has a mission group); a bypass is a fighter's choice when flying (fly's `bypass`). */
function groups(module: GameModule, d: D, mine: Sortie[], theirs: Sortie[], side: Side): Side2 {
  const flyer = (s: Sortie): Flyer => {
    const p = d.state.pieces.find((x) => x.id === s.piece)!;
    const a = airOfPiece(module, p)!;
    const type = a.type === 'F' && BOMBING_MISSIONS.includes(s.mission) ? 'A' : a.type;
    return { id: s.piece, combat: a.airCombat, type, worth: a.airCombat + a.bombing };
  };
  const fighters = mine.filter((s) => FIGHTER_MISSIONS.includes(s.mission));
  const mission = mine.filter((s) => MISSION_GROUP.includes(s.mission)).map(flyer);
  const theirMission = theirs.some((s) => MISSION_GROUP.includes(s.mission));
  const attacks = (s: Sortie) => s.mission === 'interception' || !!s.bypass || (mission.length === 0 && theirMission);
  const attackers = fighters.filter(attacks);
  const theirEscorts = theirs.some((s) => FIGHTER_MISSIONS.includes(s.mission));
  const goesThrough = (s: Sortie) => theirMission && (!!s.bypass || !theirEscorts);
  return {
    side,
    escorts: fighters.filter((s) => !attacks(s)).map(flyer),
    engage: attackers.filter((s) => !goesThrough(s)).map(flyer),
    bypass: attackers.filter(goesThrough).map(flyer),
    mission,
  };
}

/** §17 the air combat over one hex this Air Phase, its choices made by the rule above; losses applied. */
export function airCombatIn(module: GameModule, d: D, hex: string, phase: string): void {
  const here = airOf(d.vars).sorties.filter((s) => s.hex === hex && s.phase === phase);
  const phasing = d.state.activeSide as Side;
  const sides = [phasing, phasing === 'axis' ? 'soviet' : 'axis'] as Side[];
  const [a, b] = sides.map((s, i) =>
    groups(
      module,
      d,
      here.filter((x) => x.side === s),
      here.filter((x) => x.side === sides[1 - i]),
      s,
    ),
  ) as [Side2, Side2];
  const lost = new Set<string>();
  const aborted = new Set<string>();
  const apply = (wave: Flyer[], result: string) => {
    const l = lossesOf(
      wave.filter((f) => !lost.has(f.id) && !aborted.has(f.id)),
      result,
    );
    for (const id of l.eliminated) lost.add(id);
    for (const id of l.aborted) aborted.add(id);
  };
  // §17.1 one wave's fire in the log: who fired at whom, on which column, the roll and its result
  const record = (side: Side, wave: Flyer[], target: Flyer[], f: Fire) =>
    d.events.push({
      type: 'airCombat',
      hex,
      side,
      wave: wave.map((w) => w.id),
      target: target.map((w) => w.id),
      column: f.column,
      drm: f.drm,
      roll: f.die,
      result: f.result,
      rule: '§17.1',
    });
  const exchange = (x: Flyer[], xSide: Side, xFighters: boolean, y: Flyer[], ySide: Side, yFires: boolean) => {
    const [dx] = roll(d, 1, `air combat over ${hex}`, xSide, '§17.1');
    const fx = fire(module, x, y, xFighters, dx!);
    let fy: Fire | null = null;
    if (yFires) fy = fire(module, y, x, !xFighters, roll(d, 1, `air combat over ${hex}`, ySide, '§17.1')[0]!);
    record(xSide, x, y, fx);
    if (fy) record(ySide, y, x, fy);
    apply(y, fx.result);
    if (fy) apply(x, fy.result);
  };
  const alive = (w: Flyer[]) => w.filter((f) => !lost.has(f.id) && !aborted.has(f.id));
  // §17.1 (5) the fighter round: engaging waves against the escort waves; unattacked escorts fire at the bypassers
  for (const [att, def] of [
    [a, b],
    [b, a],
  ] as [Side2, Side2][]) {
    const escorts = wavesOf(def.escorts);
    const engage = wavesOf(att.engage);
    const n = Math.min(escorts.length, engage.length);
    const paired = escorts.slice(0, n).map((w, i) => ({ esc: w, int: engage.filter((_, k) => k % n === i).flat() }));
    const spare = escorts.slice(n).flat();
    if (spare.length > 0 && att.bypass.length > 0) exchange(spare, def.side, true, att.bypass, att.side, false);
    else if (spare.length > 0 && paired.length > 0) paired[0]!.esc = [...paired[0]!.esc, ...spare];
    for (const p of paired) exchange(p.int, att.side, true, p.esc, def.side, true);
  }
  // §17.1 (5) the surviving bypassers against the enemy's mission waves, spread over as many of them as they can
  for (const [att, def] of [
    [a, b],
    [b, a],
  ] as [Side2, Side2][]) {
    const through = alive(att.bypass);
    const targets = wavesOf(def.mission);
    const k = Math.min(through.length, targets.length);
    for (let i = 0; i < k; i++)
      exchange(
        through.filter((_, j) => j % k === i),
        att.side,
        true,
        targets[i]!,
        def.side,
        true,
      );
  }
  loseAirUnits(module, d, [...lost], '§17.2');
  landSorties(d, [...aborted]);
}

/** §17.1 the hexes of this Air Phase where both sides allocated air units. */
export function contested(d: D, phase: string): string[] {
  const here = airOf(d.vars).sorties.filter((s) => s.phase === phase);
  const hexes = new Set(here.map((s) => s.hex));
  return [...hexes].filter((h) => new Set(here.filter((s) => s.hex === h).map((s) => s.side)).size === 2).sort();
}
