// Air combat (XII.6.9, XII.6.10): after an interception, rounds alternate, the interceptors attacking first; each
// round the attacker's air-to-air total against the defender's picks the "air-combat" column (2R when the defender
// has neither fighter nor escort), the die with its DRM the row; losses apply at once, escorts absorbing the first
// round's; A sends every defender home; at night a side's first negative result sends home all but its night
// specialists. Aircraft leave the fight as the owner's standing orders say (below); it ends when a side has none.

import { DEAD_PILE, type Piece } from '../../core/types.js';
import type { GameModule } from '../../core/module.js';
import type { Draft } from '../../systems/draft.js';
import { allocateLevels, applyEffects, lossOrder, noEffects, piecesOf } from './losses.js';
import { parseAirCell } from './results.js';
import type { OurWarVars } from './state.js';
import { capped, chartOf, lookup, type Mod } from './tables.js';
import { factorsOf, hasFlag } from './units.js';

/**
 * XII.6.9 the cold-weather DRM: -1 (XII.6.9 and IV.8.2; XII.4.2 says +1, the digest's [AMBIG]: two places of the book
 * against one).
 */
export const COLD_AIR_DRM = -1;
/**
 * XII.6.9 a fight's last round ({source:'reconstructed'}: the book lets equal sides fight on until one is gone;
 * after this many rounds both break off, so a fight where no side can hurt the other ends).
 */
export const MAX_ROUNDS = 12;

/** XII.6.9 a side's air-to-air total: at night halved, rounded up, but for night specialists. */
export function airTotal(module: GameModule, pieces: readonly Piece[], night: boolean): number {
  let halvable = 0;
  let kept = 0;
  for (const p of pieces) {
    const n = factorsOf(module, p).air;
    if (night && !hasFlag(module, p, 'night')) halvable += n;
    else kept += n;
  }
  return kept + (night ? Math.ceil(halvable / 2) : halvable);
}

/** One round of air combat as the log shows it. */
export interface AirRound {
  round: number;
  attackers: string[];
  defenders: string[];
  /** The two air-to-air totals, the attacker's first. */
  totals: [number, number];
  shifts: Mod[];
  drms: Mod[];
  roll: number | null;
  cell: string;
  levels: Record<string, number>;
  aborted: string[];
}

/** A fight: the interceptors that caught something, the aircraft caught (escorts among them), the dice. */
export interface AirFight {
  module: GameModule;
  interceptors: string[];
  intercepted: string[];
  escorts: string[];
  die: () => number;
  /**
   * XII.6.9 standing order: the intercepted side's aircraft that are not escorts refuse combat at the start of
   * its first round to go on with their mission (true: they fight on like the rest).
   */
  stay?: boolean;
}

/** What the fight left: the rounds, the aircraft sent home (aborted), those hurt (a negative result), those gone. */
export interface FightOutcome {
  rounds: AirRound[];
  aborted: string[];
  hurt: string[];
  eliminated: string[];
}

/** XII.6.9 fights an air combat on the draft, round by round, applying each result at once. */
export function fightAirCombat(d: Draft<OurWarVars>, f: AirFight): FightOutcome {
  const { module } = f;
  const night = d.vars.part === 'night';
  const sides = [[...f.interceptors], [...f.intercepted]] as [string[], string[]];
  const out: FightOutcome = { rounds: [], aborted: [], hurt: [], eliminated: [] };
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const a = (round - 1) % 2;
    if (round === 2 && !f.stay) sides[1] = sides[1].filter((id) => f.escorts.includes(id));
    if (sides[0].length === 0 || sides[1].length === 0) break;
    const attackers = piecesOf(d.state, sides[a]!);
    const defenders = piecesOf(d.state, sides[1 - a]!);
    const [att, def] = [airTotal(module, attackers, night), airTotal(module, defenders, night)];
    const ratio = def === 0 ? Number.POSITIVE_INFINITY : att / def;
    const covered = defenders.some((p) => hasFlag(module, p, 'fighter') || f.escorts.includes(p.id));
    const shifts: Mod[] = covered ? [] : [{ rule: 'XII.6.9', why: 'no fighter or escort', value: 2 }];
    const drms: Mod[] = d.vars.weather === 'cold' ? [{ rule: 'XII.6.9', why: 'cold', value: COLD_AIR_DRM }] : [];
    const chart = chartOf(module, 'air-combat');
    const probe = lookup(chart, 'ratios', ratio, capped(shifts, 3), 0);
    const roll = probe ? f.die() : null;
    const l = roll === null ? null : lookup(chart, 'ratios', ratio, capped(shifts, 3), roll + capped(drms, 5));
    const r = parseAirCell(l?.cell ?? '-');
    const owner = round === 1 ? f.escorts.filter((id) => sides[1].includes(id)) : [];
    const levels = allocateLevels(lossOrder(module, defenders, owner), r.levels);
    const fx = noEffects();
    fx.levels = levels;
    fx.eliminated = defenders.filter((p) => (levels[p.id] ?? 0) >= p.steps).map((p) => p.id);
    applyEffects(d, fx, { destroyed: DEAD_PILE, captured: DEAD_PILE });
    let aborted = r.abort ? defenders.map((p) => p.id) : [];
    const negative = r.abort || r.levels > 0;
    if (night && negative)
      aborted = defenders.filter((p) => aborted.includes(p.id) || !hasFlag(module, p, 'night')).map((p) => p.id);
    const hurt = r.abort ? defenders.map((p) => p.id) : Object.keys(levels);
    out.hurt.push(...hurt.filter((id) => !out.hurt.includes(id)));
    out.eliminated.push(...fx.eliminated);
    aborted = aborted.filter((id) => !fx.eliminated.includes(id));
    out.aborted.push(...aborted);
    sides[1 - a] = sides[1 - a]!.filter((id) => !aborted.includes(id) && !fx.eliminated.includes(id));
    out.rounds.push({
      round,
      attackers: attackers.map((p) => p.id),
      defenders: defenders.map((p) => p.id),
      totals: [att, def],
      shifts,
      drms,
      roll,
      cell: r.text,
      levels,
      aborted,
    });
  }
  return out;
}
