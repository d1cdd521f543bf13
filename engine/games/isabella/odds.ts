// A battle before the die is rolled (11.6, 13.5-13.13, 9.6-9.8, 13.26) and what a rolled result turns into
// (13.11, 13.18, 13.25), on the module's own CRT. Every shift carries its amount, reason and rule.
//
// 9.7: German airpower helps German and Falangist units, Allied airpower (and the partisan, 9.8) every Allied
// nationality. As written that covers every unit of each side, so the check (all attackers, resp. defenders,
// of a helped nationality) never removes a shift with the printed counter mix; it is kept so data with another
// nationality behaves as 9.7 reads. Frozen Portuguese defenders count as Allied: the attack brings Portugal
// in "instantly" (8.2), so they defend as Allied units (airpower 9.7, naval gunfire 13.26).

import type { GameModule } from '../../core/module.js';
import type { GameState, HexId, Piece, SideId } from '../../core/types.js';
import { automaticAt, crtFromChart, rowFor, type Crt } from '../../systems/combat/crt.js';
import { combine, strength, type FactorPart, type Shift } from '../../systems/combat/modifiers.js';
import { computeOdds, placeOnColumns } from '../../systems/combat/odds.js';
import { columnLabel } from '../../systems/combat/resolve.js';
import { isConcentric } from '../../systems/combat/shift-sources.js';
import { attackEntersPortugal, defendersOf } from './attack.js';
import { geoOf } from './geo.js';
import { optionsOf } from './options.js';
import { forceCanRetreat } from './outcome.js';
import type { Battle } from './state.js';
import { ALLIED, AXIS, enemyOf, factors, hexOf, isStatic, nationality } from './units.js';

/** One column shift: + right (attacker), - left (defender). */
export interface PreviewShift {
  source: string;
  amount: number;
  reason: string;
  rule: string;
}

/** Everything a player sees before rolling. */
export interface Preview {
  attack: number;
  defense: number;
  /** Each attacker's printed and effective attack factor (11.6: OOS halved, rounded up). */
  attackers: { id: string; printed: number; effective: number; supplied: boolean }[];
  defenders: { id: string; defense: number }[];
  /** 13.5 odds before shifts, e.g. "3:1", and how they were rounded. */
  odds: string;
  oddsExplanation: string;
  /** The shifts that count, and those dropped (9.6: at most one airpower shift each way). */
  shifts: PreviewShift[];
  dropped: { shift: PreviewShift; why: string }[];
  net: number;
  /** Column indexes on the unbounded ladder (< 0 or > last beyond the table) before and after the shifts. */
  start: number;
  final: number;
  /** The final odds on the ladder, e.g. "1:5" or "10:1". */
  finalOdds: string;
  /** The CRT column read (clamped to the table). */
  column: string;
  /** 13.6, 13.7: 'AL1' or 'DE' given without a roll, else null. */
  automatic: string | null;
  /** 10.3: the attackers stand concentrically (13.13 geometry); against a city only with concentricCityCounts. */
  concentric: boolean;
  /** 13.11: the defenders are in a city. */
  city: boolean;
  entersPortugal: boolean;
}

const crtCache = new WeakMap<GameModule, Crt>();

/** The module's CRT (charts.json "crt"), read once per module. */
export function crtOf(module: GameModule): Crt {
  let crt = crtCache.get(module);
  if (!crt) {
    const chart = module.charts.find((c) => c.id === 'crt' || c.kind === 'crt');
    if (!chart) throw new Error(`module "${module.manifest.id}" has no CRT chart`);
    crt = crtFromChart(chart);
    crtCache.set(module, crt);
  }
  return crt;
}

const HELPS: Record<SideId, readonly string[]> = { [AXIS]: ['de', 'fs'], [ALLIED]: ['us', 'uk', 'rs', 'pt'] };

// 9.3, 9.8: the side whose airpower-type marker covers `hex`: 'air' markers by face, the partisan as Allied.
function airCover(module: GameModule, state: GameState, hex: HexId, side: SideId): { air: boolean; partisan: boolean } {
  const geo = geoOf(module);
  const near = (p: Piece) => p.kind === 'marker' && p.at.kind === 'hex' && geo.distance(p.at.hex, hex) <= 1;
  const air = state.pieces.some((p) => near(p) && p.def === 'airpower' && (p.disrupted ? AXIS : ALLIED) === side);
  const partisan = side === ALLIED && state.pieces.some((p) => near(p) && p.def === 'partisan');
  return { air, partisan };
}

// 9.6-9.8: the airpower and partisan shifts of one side (+1 attacking, -1 defending).
function airShifts(
  module: GameModule,
  state: GameState,
  hex: HexId,
  side: SideId,
  units: Piece[],
  sign: 1 | -1,
): Shift[] {
  if (units.length === 0 || !units.every((u) => HELPS[side]?.includes(nationality(module, u)))) return [];
  const { air, partisan } = airCover(module, state, hex, side);
  const role = sign > 0 ? 'attacker' : 'defender';
  const group = `air.${role}`;
  const out: Shift[] = [];
  if (air)
    out.push({
      source: `air.${role}`,
      amount: sign,
      ref: '9.6',
      reason: `${role}'s airpower in range of ${hex}`,
      group,
    });
  if (partisan) {
    const g = optionsOf(state).partisanStacksWithAir ? `partisan.${role}` : group;
    out.push({
      source: `partisan.${role}`,
      amount: sign,
      ref: '9.8',
      reason: `Republican partisans in range of ${hex}`,
      group: g,
    });
  }
  return out;
}

/** The odds, every shift and the final column of an attack by `attackers` on `target` (supply per 11.2). */
export function battlePreview(
  module: GameModule,
  state: GameState,
  side: SideId,
  target: HexId,
  attackers: readonly string[],
  supplied: (pieceId: string) => boolean,
): Preview {
  const geo = geoOf(module);
  const opts = optionsOf(state);
  const crt = crtOf(module);
  const atk = attackers.map((id) => state.pieces.find((p) => p.id === id)).filter((p): p is Piece => p !== undefined);
  const def = defendersOf(module, state, side, target);
  const half = { source: 'oos', multiply: 0.5, round: 'up' as const, ref: '11.6', reason: 'out of supply' };
  const perUnit = opts.oosHalving === 'unit';
  const parts: FactorPart[] = atk.map((p) => ({
    id: p.id,
    factor: factors(module, p).attack,
    modifiers: !supplied(p.id) && perUnit ? [half] : [],
  }));
  const st = strength(parts);
  let attack = st.total;
  if (!perUnit) {
    const oos = st.parts.filter((p) => !supplied(p.id)).reduce((s, p) => s + p.effective, 0);
    attack = attack - oos + Math.ceil(oos / 2);
  }
  const defense = def.reduce((s, p) => s + factors(module, p).defense, 0);
  const odds = computeOdds(attack, defense, opts.lowOdds);
  const city = geo.isCity(target);
  const shifts: Shift[] = [];
  const terrain = geo.terrain(target);
  if (city)
    shifts.push({ source: 'terrain.city', amount: -2, ref: '13.11', reason: `defender in the city hex ${target}` });
  else if (terrain === 'mountain')
    shifts.push({ source: 'terrain.mountain', amount: -2, ref: '13.10', reason: 'defender in a mountain hex' });
  else if (terrain === 'rough')
    shifts.push({ source: 'terrain.rough', amount: -1, ref: '13.10', reason: 'defender in a rough hex' });
  const from = atk.map((p) => hexOf(p)).filter((h): h is HexId => h !== undefined);
  const across = from.map(
    (h) => geo.sideHas(h, target, 'river') || (side === ALLIED && geo.sideHas(h, target, 'strait')),
  );
  if (across.length > 0 && across.every(Boolean)) {
    const reason =
      side === ALLIED
        ? 'every attacker across a river (or straits, 12.7) hexside'
        : 'every attacker across a river hexside';
    shifts.push({ source: 'river', amount: -1, ref: '13.12', reason });
  }
  const grid = geo.graph.gridOf(target);
  const dirs = [...new Set(from)].map((h) => grid.directionTo(target, h)).filter((d) => d >= 0);
  const concentric = dirs.length > 0 && isConcentric(dirs);
  if (concentric && !city) shifts.push({ source: 'concentric', amount: 1, ref: '13.13', reason: 'concentric attack' });
  shifts.push(...airShifts(module, state, target, side, atk, 1));
  shifts.push(...airShifts(module, state, target, enemyOf(side), def, -1));
  if (geo.isCoastal(target)) {
    const ngs = 'Allied naval gunfire support in a coastal hex';
    if (side === ALLIED) shifts.push({ source: 'naval.attacker', amount: 1, ref: '13.26', reason: ngs });
    else if (def.length > 0) shifts.push({ source: 'naval.defender', amount: -1, ref: '13.26', reason: ngs });
  }
  const net = combine(shifts);
  const n = crt.columns.length;
  let start = placeOnColumns(
    odds,
    crt.columns.map((c) => c.ratio),
  );
  if (opts.beyondTable === 'clampFirst') start = Math.max(0, Math.min(n - 1, start));
  const final = start + net.net;
  const auto = automaticAt(crt, final);
  const toPreview = (s: Shift): PreviewShift => ({
    source: s.source,
    amount: s.amount,
    reason: s.reason,
    rule: s.ref,
  });
  return {
    attack,
    defense,
    attackers: st.parts.map((p) => ({
      id: p.id,
      printed: p.printed,
      effective: p.effective,
      supplied: supplied(p.id),
    })),
    defenders: def.map((p) => ({ id: p.id, defense: factors(module, p).defense })),
    odds: odds.label,
    oddsExplanation: odds.explanation,
    shifts: net.counted.map(toPreview),
    dropped: net.dropped.map((d) => ({ shift: toPreview(d.shift), why: d.why })),
    net: net.net,
    start,
    final,
    finalOdds: columnLabel(crt, final),
    column: crt.columns[Math.max(0, Math.min(n - 1, final))]!.label,
    automatic: auto ? auto.result : null,
    concentric: concentric && (!city || opts.concentricCityCounts),
    city,
    entersPortugal: attackEntersPortugal(module, state, target),
  };
}

/** 13.14: the result printed under `column` for a die roll. */
export function crtResult(module: GameModule, column: string, die: number): string {
  const crt = crtOf(module);
  const i = crt.columns.findIndex((c) => c.label === column);
  if (i < 0) throw new Error(`"${column}" is not a column of the CRT`);
  return rowFor(crt, die).cells[i]!;
}

/** What a rolled result becomes, and the choices it leaves. */
export interface Conversion {
  /** The result to apply (unless the attacker rerolls). */
  result: string;
  rolled: string;
  /** The rule that changed it, if any (13.11). */
  rule?: string;
  reason?: string;
  /** 13.25: the Axis may reroll this AS against the 1/2GGB (asked before any conversion, digest default). */
  mayReroll: boolean;
  /** 13.18: the defender may take this DL1 as a DR (not in a city, and the whole force can retreat). */
  mayRetreat: boolean;
}

/** 13.11, 13.18, 13.25: the conversions and options of a rolled result in `battle`. */
export function resultConversions(
  module: GameModule,
  state: GameState,
  battle: Pick<Battle, 'side' | 'target' | 'defenders'>,
  rolled: string,
): Conversion {
  const geo = geoOf(module);
  const defenders = battle.defenders.map((id) => state.pieces.find((p) => p.id === id)).filter((p): p is Piece => !!p);
  const mayReroll = rolled === 'AS' && battle.side === AXIS && defenders.some((p) => isStatic(module, p));
  const data = module.charts.find((c) => c.id === 'crt' || c.kind === 'crt')?.data;
  const table = (data?.['cityConversion'] ?? { DR: 'EX', DL1: 'EX', AS: 'EX' }) as Record<string, string>;
  if (geo.isCity(battle.target) && table[rolled]) {
    const reason = `defender in a city: a rolled ${rolled} becomes ${table[rolled]}`;
    return { result: table[rolled]!, rolled, rule: '13.11', reason, mayReroll, mayRetreat: false };
  }
  const mayRetreat = rolled === 'DL1' && forceCanRetreat(module, state, battle.defenders);
  return { result: rolled, rolled, mayReroll, mayRetreat };
}
