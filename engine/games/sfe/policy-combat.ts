// The Struggle for Europe's scripted player in battle and in the air: it attacks at the best odds on the chart
// (§9-§10, the listed attack brings every unit beside the hex, armor bonus included), the Axis from 2-1 and the
// Soviet player only from 3-1 (a counter-attack at good odds), a victory city first; it pays its losses the
// cheapest way the rules list, retreats toward its own side, advances the Axis into every hex it empties, overruns
// whenever the rules allow one, and flies its air units in support of its main attacks (the Axis) or of its
// threatened cities (the Soviet), fighters escorting them. Overstacked, it eliminates its weakest unit.

import type { LegalAction, Piece } from '../../core/types.js';
import type { Decision } from '../../ai/bot.js';
import { best, take } from '../../ai/policykit.js';
import {
  defIn,
  destOf,
  enemyDistance,
  inContact,
  isArmor,
  oddsOf,
  pieceOf,
  type Reading,
  worthOf,
} from './policy-map.js';
import { airOf } from './air.js';
import { logOf } from './combat.js';
import { AXIS } from './state.js';

/** The least odds the side attacks at of its own will (an owed attack is made at any odds, §9.03). */
const MIN_ODDS: Readonly<Record<string, number>> = { axis: 2, soviet: 3 };

/** §9.0 the attack at the best odds (a victory city counts one column more), or null below the side's least odds;
 *  `owed`: the phase cannot end before it (§9.03), so the best is made whatever its odds. */
export function attackDecision(r: Reading, attacks: LegalAction[], owed: boolean): Decision | null {
  const city = (a: LegalAction) => r.cities.some((c) => c.hex === destOf(a));
  const top = best(attacks, (a) => oddsOf(a) + (city(a) ? 1 : 0));
  if (!top) return null;
  const odds = oddsOf(top);
  if (!owed && odds < (MIN_ODDS[r.view.side] ?? 2)) return null;
  const column = (top.label ?? '').split(' ')[0] ?? '';
  const params = { hex: destOf(top) ?? '', column };
  if (owed && odds < (MIN_ODDS[r.view.side] ?? 2)) return take(r.view, top, 'bot.sfe.attacksOwed', params);
  return take(r.view, top, r.view.side === AXIS ? 'bot.sfe.attacks' : 'bot.sfe.counterAttacks', params);
}

/** §10.03 a retreat: the path ending farthest from the enemy (the shortest of equals); staying with a leader when
 *  the rules allow it and the hex is a victory city. */
export function retreatDecision(r: Reading, retreats: LegalAction[]): Decision {
  const stay = retreats.find((a) => (a.args!.path as string[]).length === 0);
  const piece = String(retreats[0]!.args!.piece);
  const here = r.byId.get(piece);
  if (stay && here?.at.kind === 'hex' && r.cities.some((c) => c.hex === (here.at as { hex: string }).hex))
    return take(r.view, stay, 'bot.sfe.staysWithLeader', { piece });
  const last = (a: LegalAction) => (a.args!.path as string[]).at(-1) ?? '';
  const away = best(retreats, (a) => {
    const path = a.args!.path as string[];
    return path.length === 0 ? -100 : enemyDistance(r, last(a), 8) * 10 - path.length;
  })!;
  return take(r.view, away, 'bot.sfe.retreats', { piece, hex: last(away) });
}

/** §9.04 the advance after combat: the Axis advances with every unit it may, the Soviet player into a victory city
 *  only. */
export function advanceDecision(r: Reading, advances: LegalAction[]): Decision {
  const all = best(advances, (a) => (a.args!.pieces as string[]).length)!;
  const hex = logOf(r.vars).battle?.hex ?? '';
  const wanted = r.view.side === AXIS || r.cities.some((c) => c.hex === hex);
  const stay = advances.find((a) => (a.args!.pieces as string[]).length === 0) ?? all;
  return wanted && (all.args!.pieces as string[]).length > 0
    ? take(r.view, all, 'bot.sfe.advances', { hex })
    : take(r.view, stay, 'bot.sfe.holdsAfterCombat', { hex });
}

/** §14 an overrun the rules offer: the one by the strongest stack (it only succeeds at the odds §14.01 asks). */
export function overrunDecision(r: Reading, overruns: LegalAction[]): Decision | null {
  const strength = (a: LegalAction) =>
    (a.args!.pieces as string[]).reduce((s, id) => {
      const p = r.byId.get(id);
      return s + (p ? worthOf(r.module, p) : 0);
    }, 0);
  const top = best(overruns, strength);
  return top ? take(r.view, top, 'bot.sfe.overruns', { hex: destOf(top) ?? '' }) : null;
}

/** §5.01 overstacked: the weakest unit of the hex is eliminated. */
export function eliminateDecision(r: Reading, offered: LegalAction[]): Decision {
  const weakest = best(offered, (a) => {
    const p = pieceOf(r, a);
    return p ? -worthOf(r.module, p) : 0;
  })!;
  return take(r.view, weakest, 'bot.sfe.eliminatesWeakest', { piece: String(weakest.args!.piece) });
}

/** †§28.16b a Soviet air unit lost to the surprise: the weakest. */
export function loseAirDecision(r: Reading, offered: LegalAction[]): Decision {
  const weakest = best(offered, (a) => {
    const p = pieceOf(r, a);
    const def = p ? defIn(r.module, p) : undefined;
    return -((def?.full.attack ?? 0) + (def?.full.defense ?? 0));
  })!;
  return take(r.view, weakest, 'bot.sfe.losesAir', { piece: String(weakest.args!.piece) });
}

/** How much a hex wants air support: own ground factors beside an enemy hex (the Axis's main attacks), or an own
 *  hex in contact holding a victory city (the Soviet's defence); less for each sortie already over it. */
function supportWorth(r: Reading, hex: string, offensive: boolean): number {
  const sorties = airOf(r.vars).sorties.filter((s) => s.side === r.view.side && s.hex === hex);
  const flying = sorties.filter((s) => s.mission !== 'escort').length;
  const city = r.cities.find((c) => c.hex === hex);
  if (offensive) {
    if (!r.theirs.has(hex)) return 0;
    const beside = r.graph.neighbors(hex).flatMap((n) => r.mine.get(n) ?? []);
    const armor = beside.filter((p: Piece) => isArmor(r, p)).length;
    const factors = beside.reduce((s, p) => s + worthOf(r.module, p), 0);
    return factors < 20 ? 0 : factors / 10 + armor + (city ? city.vp : 0) - 4 * flying;
  }
  if (!r.mine.has(hex) || !inContact(r, hex)) return 0;
  return (city ? 2 + city.vp : 0) - 3 * flying;
}

/** §15-§17 the Air Phase: support over the best hex (offensive for the phasing side, defensive for the other), a
 *  fighter escorting a hex its own bombers fly to; null when no mission is worth flying. */
export function airDecision(r: Reading, flights: LegalAction[]): Decision | null {
  const stage = airOf(r.vars).stage;
  const support = stage === 'offence' ? 'offensive-support' : 'defensive-support';
  const memo = new Map<string, number>();
  const worth = (hex: string) => {
    if (!memo.has(hex)) memo.set(hex, supportWorth(r, hex, stage === 'offence'));
    return memo.get(hex)!;
  };
  const s = best(
    flights.filter((a) => a.args!.mission === support),
    (a) => worth(destOf(a) ?? ''),
    1,
  );
  if (s) return take(r.view, s, 'bot.sfe.airSupport', { piece: String(s.args!.piece), hex: destOf(s) ?? '' });
  const sorties = airOf(r.vars).sorties.filter((x) => x.side === r.view.side);
  const escorted = (hex: string) => sorties.filter((x) => x.hex === hex && x.mission === 'escort').length;
  const bombed = (hex: string) => sorties.filter((x) => x.hex === hex && x.mission === support).length;
  const e = best(
    flights.filter((a) => a.args!.mission === 'escort' && !a.args!.bypass),
    (a) => bombed(destOf(a) ?? '') - escorted(destOf(a) ?? ''),
    0,
  );
  return e ? take(r.view, e, 'bot.sfe.escorts', { piece: String(e.args!.piece), hex: destOf(e) ?? '' }) : null;
}
