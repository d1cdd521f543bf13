// The check that a game's draw (Rules.drawAction, and each verb's own draw) agrees with its whole list of legal
// actions, shared by the games' draw tests: positions of seeded fuzzed games, every drawn action one the list holds,
// none drawn when the list is empty, every verb listed drawn, and a verb's own draw giving every action it lists.

import type { GameModule } from '../core/module.js';
import type { Rules } from '../core/rules.js';
import type { GameState, LegalAction, SideId } from '../core/types.js';
import { replay } from '../core/replay.js';
import { fuzzGame } from './play.js';

/** A listed or drawn action as one comparable string. */
export const actionKey = (a: Pick<LegalAction, 'verb' | 'args'>): string => JSON.stringify([a.verb, a.args]);

/** Every `every`th position of the fuzzed game of this seed (its log replayed, the states kept). */
export function fuzzedPositions(
  rules: Rules,
  module: GameModule,
  scenarioId: string,
  over: (s: GameState) => boolean,
  seed: number,
  every: number,
): GameState[] {
  const setup = { scenarioId, mode: 'enforced' as const, options: {} };
  const g = fuzzGame(rules, module, setup, seed, { invariants: () => [], over, replayCheck: false });
  const seqs = g.log.map((_e, i) => i).filter((i) => i % every === 0);
  const r = replay(rules, module, g.setup, g.log, { keepStates: seqs });
  if (!r.ok) throw new Error(r.reason);
  return r.states!.map((s) => s.state);
}

/** What the draws of a run of positions showed: the verbs drawn, positions with nothing listed, verbs drawn whole. */
export interface DrawTally {
  verbs: Set<string>;
  empty: number;
  whole: Map<string, number>;
}

/** A verb's own draw (a piece, then one of its actions), as a game's step table gives it. */
type VerbDraw = (module: GameModule, state: GameState, side: SideId, random: () => number) => LegalAction | null;

/**
 * The problems of `rules`' draws at one position for `who` ([] when none): a drawn action not listed, one drawn
 * when none is listed, a listed verb never drawn, or (for each verb with its own draw, twice per verb at most) an
 * action it lists that its draw never gives. `verbDraws` are the step's verbs that draw their own actions.
 */
export function drawProblems(
  rules: Rules,
  module: GameModule,
  state: GameState,
  who: SideId,
  random: () => number,
  verbDraws: Readonly<Record<string, VerbDraw | undefined>>,
  tally: DrawTally,
  where: string,
): string[] {
  const problems: string[] = [];
  const listed = rules.view(module, state, who).legalActions.filter((a) => a.args !== undefined);
  const keys = new Set(listed.map(actionKey));
  const listedVerbs = new Set(listed.map((a) => a.verb));
  const drawnVerbs = new Set<string>();
  for (let k = 0; k < 10 * listedVerbs.size + 1; k++) {
    const a = rules.drawAction!(module, state, who, random);
    if (keys.size === 0) {
      if (a) problems.push(`${where}: drew ${actionKey(a)} with nothing listed`);
      tally.empty++;
      break;
    }
    if (!a) problems.push(`${where}: drew nothing with ${keys.size} listed`);
    else if (a.side !== who) problems.push(`${where}: drew for ${a.side}, not ${who}`);
    else if (!keys.has(actionKey(a))) problems.push(`${where}: drew ${actionKey(a)}, not listed`);
    if (a) drawnVerbs.add(a.verb);
  }
  for (const v of listedVerbs) if (!drawnVerbs.has(v)) problems.push(`${where}: ${v} listed, never drawn`);
  for (const v of drawnVerbs) tally.verbs.add(v);
  for (const [name, draw] of Object.entries(verbDraws)) {
    const offered = new Set(listed.filter((a) => a.verb === name).map(actionKey));
    if (!draw || offered.size === 0 || offered.size > 3000 || (tally.whole.get(name) ?? 0) >= 2) continue;
    const drawn = new Set<string>();
    // Drawn until every listed one is (each drawn one listed), within 200 draws per listed action.
    for (let k = 0; k < 200 * offered.size && drawn.size < offered.size; k++) {
      const d = actionKey({ ...draw(module, state, who, random)!, verb: name });
      if (!offered.has(d)) problems.push(`${where}: ${name}'s draw gave ${d}, not listed`);
      drawn.add(d);
    }
    for (const o of offered) if (!drawn.has(o)) problems.push(`${where}: ${name}'s draw never gave ${o}`);
    tally.whole.set(name, (tally.whole.get(name) ?? 0) + 1);
  }
  return problems;
}
