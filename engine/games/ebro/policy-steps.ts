// The scripted Ebro player's answers to the turn's other questions: who plays first (III.6), the air patrols (V.1),
// the reinforcements' entry (VI.1), the engineers' works (VI.2, X: the Republic's bridges over the Ebro, works on
// the objectives), the reconstruction of lost units (XI) and an overstacked hex (XI.7).

import type { BotInput, Decision } from '../../ai/bot.js';
import { best, offered, take } from '../../ai/policykit.js';
import type { LegalAction, View } from '../../core/types.js';
import { printedWater } from '../ourwar/terrain.js';
import { sideKey } from '../ourwar/state.js';
import { objectives, REPUBLIC, vars } from './policy-aims.js';

/** III.6 the initiative holder plays first: the Republic to strike while surprise lasts, the Nationalists to
 *  counter-attack before the enemy moves again. */
export function firstDecision(view: View): Decision | null {
  const mine = offered(view, 'first').find((a) => a.args!.side === view.side);
  return mine ? take(view, mine, 'bot.ebro.playsFirst') : null;
}

/** V.1 every fighter that may patrol patrols (over its own units: it meets the enemy's bombers), then done. */
export function patrolDecision(view: View): Decision | null {
  const p = offered(view, 'patrol')[0];
  if (p) return take(view, p, 'bot.ebro.patrols', { piece: String(p.args!.piece) });
  const done = offered(view, 'done')[0];
  return done ? take(view, done, 'bot.ebro.endsPatrols') : null;
}

/** VI.1 a reinforcement enters the first box offered it (the rules list the boxes its formation may use). */
export function enterDecision(view: View): Decision | null {
  const e = offered(view, 'enter')[0];
  return e ? take(view, e, 'bot.ebro.enters', { piece: String(e.args!.piece), box: String(e.args!.box) }) : null;
}

/** X.II the crossings the Republic's engineers build, best first: the fixed ones carry supply and are worth 5 VP at
 *  the end (XVII.5); a footbridge is quick, a pontoon bridge takes any unit. */
const BRIDGES = ['pontoon-bridge', 'pontoon-ferry', 'footbridge', 'ferry', 'boats'];

/** VI.2 the engineers: the Republic bridges the Ebro; either side repairs its own crossings and digs in on the
 *  objectives it holds; then the segment's end. */
export function engineerDecision(input: BotInput): Decision | null {
  const { module, view } = input;
  const v = vars(view);
  const builds = offered(view, 'build');
  if (view.side === REPUBLIC) {
    const score = (a: LegalAction) => {
      const i = BRIDGES.indexOf(String(a.args!.kind));
      const ebro = printedWater(module, String(a.args!.a), String(a.args!.b)) === 'primary';
      return i < 0 || !ebro ? Number.NEGATIVE_INFINITY : BRIDGES.length - i;
    };
    const bridge = best(builds, score, 0);
    if (bridge) return take(view, bridge, 'bot.ebro.bridges', { hex: String(bridge.args!.a) });
  }
  const repair = offered(view, 'repair').find(
    (a) => v.crossings[sideKey(String(a.args!.a), String(a.args!.b))]?.side === view.side,
  );
  if (repair) return take(view, repair, 'bot.ebro.repairs', { hex: String(repair.args!.a) });
  const held = new Set(
    objectives(module, view)
      .filter((o) => v.holds[o.hex] === view.side)
      .map((o) => o.hex),
  );
  const dig = builds.find((a) => a.args!.kind === 'trench' && held.has(String(a.args!.a)));
  if (dig) return take(view, dig, 'bot.ebro.digsIn', { hex: String(dig.args!.a) });
  const done = offered(view, 'done')[0];
  return done ? take(view, done, 'bot.ebro.endsEngineering') : null;
}

/** XI a lost unit rebuilt in the first box offered; then done. */
export function rebuildDecision(view: View): Decision | null {
  const r = offered(view, 'rebuild')[0];
  if (r) return take(view, r, 'bot.ebro.rebuilds', { piece: String(r.args!.piece), box: String(r.args!.box) });
  const done = offered(view, 'done')[0];
  return done ? take(view, done, 'bot.ebro.endsRebuilding') : null;
}

/** XI.7 an overstacked hex: a unit leaves it for a hex offered; it surrenders units only when none may leave. */
export function overstackDecision(view: View): Decision | null {
  const leave = offered(view, 'leave')[0];
  if (leave)
    return take(view, leave, 'bot.ebro.leaves', { piece: String(leave.args!.piece), hex: String(leave.args!.to) });
  const surrender = offered(view, 'surrender')[0];
  return surrender ? take(view, surrender, 'bot.ebro.surrenders') : null;
}
