// The scripted Crusade player's operations (§8.2), from its side's view: where to Activate (a space next to the
// enemy where an attack has good odds, a stack that can take an undefended objective or march toward one, a
// threatened space to fortify), where each stack moves, which Position or Trench to attempt and which attack to
// make, each with its reason in words.

import type { LegalAction, Piece, View } from '../../core/types.js';
import type { Decision, Reason } from '../../ai/bot.js';
import { ids, reason } from '../../ai/reason.js';
import { best, offered, take } from '../../ai/policykit.js';
import { opsOf } from './activation.js';
import { combatOf } from './combat-state.js';
import { fortIn } from './fire.js';
import { adjacent } from './geo.js';
import { type Odds, attackScore, attackersOf, oddsOf } from './policy-combat.js';
import { type Reading, distance, threatened, unitsOf, worth } from './policy-map.js';
import { NAT, varsOf } from './state.js';
import { mf } from './units.js';
import { claimedPosts, emptyPost, emptyPosts, exposed, guardWorth, spare } from './policy-guard.js';
import { bestResupplyFrom, resupplies } from './policy-supply.js';

/** The least chance of winning a combat the side attacks at: the Nationalist must attack, for Republican Morale
 *  that does not fall fast enough gives the Republican the game (§5.2.2); the Republican may wait for better odds
 *  (by default 45% and 60%, policy-params.ts). */
export const minWin = (r: Reading): number => r.params.minWin[r.side];

/** The best attack on offer from the units of `spaces` (those Adjacent to each target), with its odds. */
function bestAttackFrom(r: Reading, spaces: string[]): { target: string; odds: Odds; score: number } | null {
  const attacked = new Set(combatOf(r.state).attacked);
  const found: { target: string; odds: Odds; score: number }[] = [];
  const targets = new Set(spaces.flatMap((s) => adjacent(r.module, r.state, s)));
  for (const t of targets) {
    if (attacked.has(t) || unitsOf(r, t, false).length === 0) continue;
    const near = spaces.filter((s) => adjacent(r.module, r.state, s).includes(t));
    const units = near.flatMap((s) => unitsOf(r, s, true));
    const odds = oddsOf(r, t, units);
    found.push({ target: t, odds, score: attackScore(r, t, odds) });
  }
  return best(found, (f) => (f.odds.win >= minWin(r) ? f.score : -1), 0);
}

/** An Activation's worth and its reason: the priorities below, and with a rear guard (policy-guard.ts) a stack
 *  that can fill an exposed objective of its own left empty, one no space already Activated would fill. */
function activationValue(r: Reading, a: LegalAction, claimed: Set<string>): { score: number; why: Reason | null } {
  const base = resupplyValue(r, a) ?? priorityValue(r, a);
  if (!r.params.guard || a.args!.as === 'attack') return base;
  const space = String(a.args!.space);
  const post = emptyPosts(r, space, spare(r, space)).find((t) => !claimed.has(t));
  if (!post || 3 + guardWorth(r, post) <= base.score) return base;
  return {
    score: 3 + guardWorth(r, post),
    why: reason('bot.crusade.activatesToGuard', { space, targetSpace: post }),
  };
}

/** With care for supply (policy-supply.ts), a Move Activation whose stack can join a group of its spaces cut off
 *  from supply to its own again, worth more than the priorities below; else null. */
function resupplyValue(r: Reading, a: LegalAction): { score: number; why: Reason | null } | null {
  if (r.params.resupply === 0 || a.args!.as === 'attack') return null;
  const space = String(a.args!.space);
  const found = bestResupplyFrom(r, space, unitsOf(r, space, true));
  if (!found) return null;
  const score = 2 + r.params.resupply * found.value;
  const base = priorityValue(r, a);
  if (score <= base.score) return base;
  return { score, why: reason('bot.crusade.activatesToResupply', { space, targetSpace: found.to }) };
}

/** An Activation's worth by the scripted priorities: an attack with good odds, a stack to take or near an
 *  objective, a fort. */
function priorityValue(r: Reading, a: LegalAction): { score: number; why: Reason | null } {
  const space = String(a.args!.space);
  const ops = opsOf(r.state);
  if (a.args!.as === 'attack') {
    const already = Object.keys(ops?.activated ?? {}).filter((s) => ops!.activated[s] === 'attack');
    const joined = bestAttackFrom(r, [...already, space]);
    const without = already.length > 0 ? bestAttackFrom(r, already) : null;
    if (!joined || joined.score <= (without?.score ?? 0) + 0.2) return { score: 0, why: null };
    const pc = Math.round(joined.odds.win * 100);
    return {
      score: 2 + joined.score - (without?.score ?? 0),
      why: reason('bot.crusade.activatesToAttack', { space, targetSpace: joined.target, pc }),
    };
  }
  const units = unitsOf(r, space, true);
  const reach = Math.min(...units.map((p) => mf(r.module, p)));
  const d = distance(r, space);
  if (d > 0 && d <= reach) {
    const t = [...r.targets.keys()].find((t) => unitsOf(r, t, false).length === 0 && near(r, space, t, reach));
    if (t)
      return { score: 3 + worth(r.module, t), why: reason('bot.crusade.activatesToTake', { space, targetSpace: t }) };
  }
  const front = threatened(r, space);
  const mine = varsOf(r.state).control[space] === r.side;
  if ((r.side !== NAT || r.params.dig) && front && mine && !fortIn(r.state, space))
    return { score: 1 + worth(r.module, space) * 0.3, why: reason('bot.crusade.activatesToDigIn', { space }) };
  if (!front && d < 99 && d > 0)
    return { score: (r.side === NAT ? 1.5 : 0.6) + 1 / d, why: reason('bot.crusade.activatesToMarch', { space }) };
  return { score: 0, why: null };
}

/** Whether `target` is within `steps` of `space` by the map's distances (through spaces free of enemy units). */
function near(r: Reading, space: string, target: string, steps: number): boolean {
  let frontier = [space];
  const seen = new Set(frontier);
  for (let i = 0; i < steps; i++) {
    const next: string[] = [];
    for (const s of frontier)
      for (const n of adjacent(r.module, r.state, s)) {
        if (n === target) return true;
        if (seen.has(n) || unitsOf(r, n, false).length > 0) continue;
        seen.add(n);
        next.push(n);
      }
    frontier = next;
  }
  return false;
}

/** §8.2.3 Activation: the best space by the priorities above, or done when none is worth a point. */
export function activateDecision(r: Reading, view: View): Decision | null {
  const acts = offered(view, 'activate');
  const done = offered(view, 'doneActivating')[0];
  // With a rear guard, the posts the spaces already Activated to move would fill: once for every Activation weighed.
  const claimed = r.params.guard ? claimedPosts(r, opsOf(r.state)?.activated ?? {}) : new Set<string>();
  const valued = acts.map((a) => ({ a, ...activationValue(r, a, claimed) }));
  const top = best(valued, (v) => v.score, 0.5);
  if (top?.why) return take(view, top.a, top.why.id, top.why.params);
  return done ? take(view, done, 'bot.crusade.doneActivating') : null;
}

/** A move's worth: objectives taken on the way, steps gained toward the next, the guard it must not strip. Supply is
 *  kept by the move itself: every vacant space it enters becomes its side's (§10.1.9), a line back to the supplied
 *  space it left (out-of-supply spaces are never Activated, §13.3.1). */
function moveValue(r: Reading, a: LegalAction): number {
  const path = a.args!.path as string[];
  const from = String(a.info?.from ?? '');
  const to = path.at(-1)!;
  const control = varsOf(r.state).control;
  const moving = new Set(a.args!.units as string[]);
  let score = 0;
  for (const s of path)
    if (control[s] !== r.side && unitsOf(r, s, false).length === 0) score += 0.3 + worth(r.module, s) * 3;
  score += (distance(r, from) - distance(r, to)) * 0.6 + moving.size * 0.05;
  const left = unitsOf(r, from, true).filter((p: Piece) => !moving.has(p.id)).length;
  const guarded = worth(r.module, from) >= 1 && threatened(r, from);
  if (left === 0 && guarded) score -= 2 + worth(r.module, from) * 2;
  if (reinforces(r, from, to)) score += worth(r.module, to) * 1.5;
  if (r.params.guard) {
    if (left === 0 && !guarded && exposed(r, from)) score -= 2 + guardWorth(r, from) * 2;
    if (emptyPost(r, to)) score += 1 + guardWorth(r, to) * 1.5;
  }
  if (r.params.resupply > 0) score += r.params.resupply * resupplies(r, path);
  return score;
}

/** A move from a quiet space into a threatened objective of its own held by fewer than two of its units. */
function reinforces(r: Reading, from: string, to: string): boolean {
  const held = varsOf(r.state).control[to] === r.side && worth(r.module, to) >= 2;
  return held && !threatened(r, from) && threatened(r, to) && unitsOf(r, to, true).length < 2;
}

/** §10.1 the move that takes the most, or done when no stack gains by moving. */
export function moveDecision(r: Reading, view: View): Decision | null {
  const moves = offered(view, 'moveStack');
  const done = offered(view, 'doneMoving')[0];
  const top = best(moves, (a) => moveValue(r, a), 0.25);
  if (top) {
    const end = (top.args!.path as string[]).at(-1)!;
    const taken = (top.args!.path as string[]).filter((s) => r.targets.has(s));
    const pieces = ids(top.args!.units as string[]);
    if (taken.length > 0) return take(view, top, 'bot.crusade.movesToTake', { pieces, space: end, spaces: ids(taken) });
    const why = reinforces(r, String(top.info?.from ?? ''), end)
      ? 'bot.crusade.movesToReinforce'
      : r.params.guard && emptyPost(r, end)
        ? 'bot.crusade.movesToGuard'
        : r.params.resupply > 0 && resupplies(r, top.args!.path as string[]) > 0
          ? 'bot.crusade.movesToResupply'
          : 'bot.crusade.moves';
    return take(view, top, why, { pieces, space: end });
  }
  return done ? take(view, done, 'bot.crusade.doneMoving') : null;
}

/** §10.2 every Position or Trench it may attempt, the most exposed space first. */
export function fortifyDecision(r: Reading, view: View): Decision | null {
  const forts = offered(view, 'fortify');
  const top = best(
    forts,
    (a) => (threatened(r, String(a.args!.space)) ? 2 : 0) + worth(r.module, String(a.args!.space)),
  );
  if (top) return take(view, top, 'bot.crusade.digsIn', { space: String(top.args!.space) });
  const done = offered(view, 'doneFortifying')[0];
  return done ? take(view, done, 'bot.crusade.nothingToFortify') : null;
}

/** §11.1 the attack with the best odds and prize, if good enough; a Republican siege assault whenever offered. */
export function attackDecision(r: Reading, view: View): Decision | null {
  const siege = offered(view, 'assaultSiege')[0];
  if (siege) {
    const space = varsOf(r.state).sieges[String(siege.args!.siege)]?.space ?? '';
    return take(view, siege, 'bot.crusade.assaultsSiege', { space });
  }
  const scored = offered(view, 'attack').map((a) => {
    const target = String(a.args!.target);
    const odds = oddsOf(r, target, attackersOf(r, a));
    return { a, target, odds, score: attackScore(r, target, odds) };
  });
  const top = best(scored, (s) => (s.odds.win >= minWin(r) ? s.score : -1), 0);
  if (top) {
    const pc = Math.round(top.odds.win * 100);
    return take(view, top.a, 'bot.crusade.attacks', { space: top.target, pc });
  }
  const done = offered(view, 'doneAttacking')[0];
  return done ? take(view, done, 'bot.crusade.doneAttacking') : null;
}
