// The scripted Ebro player's fighting: combat preparation (VI.3: the dams opened, the enemy's bridges bombed, its
// units fired on), attacks at the best odds on offer (XVI.4), and the battle's choices (XVI.7 retreats keeping the
// objectives, XVI.10 advances that leave no objective unguarded).
//
// The odds: the Ground Combat Results Table is read at its column's index plus the modified roll, so the column of
// the ratio, the column shifts (XVI.5.1) and the DRMs (XVI.5.2) weigh alike; an attack's "strength" is their sum,
// from the odds the rules give with each offer. Its die is 1d6: a strength of 3 (3:1 with nothing else) makes the
// defender lose a level or fall back on most rolls, where the attacker loses one at 1:1 four times in six.

import type { BotInput, Decision } from '../../ai/bot.js';
import { best, offered, take } from '../../ai/policykit.js';
import type { LegalAction, View } from '../../core/types.js';
import { factorsOf, isGround } from '../ourwar/units.js';
import { mapGraph } from '../ourwar/terrain.js';
import { sideKey } from '../ourwar/state.js';
import { hexOf } from './state.js';
import { lastGuard, objectives, pieceOf, vars } from './policy-aims.js';

/** The least strength the policy attacks at, and against an objective (worth a dearer try). */
const MIN_STRENGTH = 3;
const MIN_STRENGTH_OBJECTIVE = 2;

/** An attack's odds as its offer gives them (offers.ts: totals, ratio, column shift, DRM). */
interface Odds {
  attack: number;
  defence: number;
  ratio: number | null;
  shift: number;
  drm: number;
}

/** XVI.4 the column a ratio falls in (1:2, 1:1, 2:1 ... 8:1, each further whole ratio a pip past the last). */
const columnOf = (ratio: number): number => (ratio < 1 ? 0 : Math.floor(ratio));

/** An attack's strength: its column plus its shifts and DRM (no defence: as good as it gets). */
export function strengthOf(a: LegalAction): number {
  const o = a.info as Partial<Odds> | undefined;
  if (!o) return Number.NEGATIVE_INFINITY;
  const col = o.ratio === null || o.ratio === undefined ? 12 : columnOf(o.ratio);
  return col + (o.shift ?? 0) + (o.drm ?? 0);
}

/** The odds of an attack in the rulebook's way ("5 to 2"). */
const oddsWords = (a: LegalAction): string => {
  const o = a.info as Partial<Odds> | undefined;
  return `${o?.attack ?? '?'}:${o?.defence ?? '?'}`;
};

/** VI.5.4, XVI.9 the attack at the best odds on offer, when they are good enough (better still on an objective). */
export function attackDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const objs = new Set(objectives(module, view).map((o) => o.hex));
  const score = (a: LegalAction) => strengthOf(a) + (objs.has(String(a.args!.hex)) ? 1 : 0);
  const top = best(offered(view, 'attack'), score);
  if (!top) return null;
  const onObjective = objs.has(String(top.args!.hex));
  if (strengthOf(top) < (onObjective ? MIN_STRENGTH_OBJECTIVE : MIN_STRENGTH)) return null;
  const params = { hex: String(top.args!.hex), odds: oddsWords(top), strength: strengthOf(top) };
  return onObjective
    ? take(view, top, 'bot.ebro.attacksObjective', params)
    : take(view, top, 'bot.ebro.attacks', params);
}

/** XX.1.4 the dams opened the moment the scenario lets the side: the flood strikes the Republic's crossings. */
export function floodDecision(view: View): Decision | null {
  const f = offered(view, 'flood')[0];
  return f ? take(view, f, 'bot.ebro.floods') : null;
}

/** XII the enemy's crossing over a water course bombed: the one nearest the front (the first offered). */
export function bombDecision(view: View): Decision | null {
  const crossings = vars(view).crossings;
  const target = offered(view, 'bomb').find((a) => {
    const c = crossings[sideKey(String(a.args!.a), String(a.args!.b))];
    return c !== undefined && c.side !== undefined && c.side !== view.side && !c.destroyed;
  });
  return target ? take(view, target, 'bot.ebro.bombs', { hex: String(target.args!.a) }) : null;
}

/** XIV a fire on enemy units: the strongest on offer, at a hex next to the side's own units (where it attacks). */
export function fireDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const graph = mapGraph(module);
  const own = new Set(
    view.state.pieces
      .filter((p) => p.side === view.side && isGround(module, p) && hexOf(p) !== null)
      .map((p) => hexOf(p)!),
  );
  const front = (hex: string) => graph.neighbors(hex).some((n) => own.has(n));
  const power = (a: LegalAction) => {
    if (!front(String(a.args!.hex)) || a.args!.hq !== undefined) return Number.NEGATIVE_INFINITY;
    const ids = a.args!.pieces as string[];
    return ids.reduce((s, id) => {
      const p = pieceOf(view, id);
      return s + (p ? factorsOf(module, p).fire : 0);
    }, 0);
  };
  const f = best(offered(view, 'fire'), power, 0);
  return f
    ? take(view, f, 'bot.ebro.fires', { hex: String(f.args!.hex), count: (f.args!.pieces as string[]).length })
    : null;
}

/** XVI.7, XX.2.5 a retreat: the hex with fewest enemy units next to it, onto an objective the side holds if it can. */
export function retreatDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const graph = mapGraph(module);
  const v = vars(view);
  const foes = new Map<string, number>();
  for (const p of view.state.pieces)
    if (p.side !== view.side && hexOf(p) !== null && isGround(module, p))
      foes.set(hexOf(p)!, (foes.get(hexOf(p)!) ?? 0) + 1);
  const objs = new Set(objectives(module, view).map((o) => o.hex));
  const score = (a: LegalAction) => {
    const hex = String(a.args!.hex);
    const threat = graph.neighbors(hex).reduce((s, n) => s + (foes.get(n) ?? 0), 0);
    return -threat + (objs.has(hex) && v.holds[hex] === view.side ? 2 : 0);
  };
  const r = best(offered(view, 'retreat'), score);
  return r ? take(view, r, 'bot.ebro.retreats', { hex: String(r.args!.hex) }) : null;
}

/** XVI.10 the advance into the hex the enemy left: the most units that leave no objective without its last guard. */
export function advanceDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const hex = vars(view).battle?.hex ?? '';
  const free = offered(view, 'advance').filter((a) =>
    (a.args!.pieces as string[]).every((id) => {
      const p = pieceOf(view, id);
      return p !== undefined && !lastGuard(module, view, p);
    }),
  );
  const a = best(free, (x) => (x.args!.pieces as string[]).length);
  if (a) return take(view, a, 'bot.ebro.advances', { hex, count: (a.args!.pieces as string[]).length });
  const stay = offered(view, 'stay')[0];
  return stay ? take(view, stay, 'bot.ebro.stays', { hex }) : null;
}
