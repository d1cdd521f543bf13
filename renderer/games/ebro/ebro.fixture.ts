// Positions of La Batalla del Ebro for the page's tests: the crossing played by the real rules on the real module
// (engine/games/ebro/ebro.fixture.ts) up to a step, the views the page would get there, and the log lines with the
// events each action gave. Tests only.

import type { GameEvent, GameState, JsonObject, LegalAction, View } from '../../../engine/core/types.js';
import { crossingStart, ebroModule } from '../../../engine/games/ebro/ebro.fixture.js';
import { ebroRules } from '../../../engine/games/ebro/rules.js';
import type { LogLine } from '../../../schemas/host-api.js';

export { ebroModule };

/** A game being played: its state, and its log as the host would send it. */
export interface Played {
  state: GameState;
  log: LogLine[];
}

/** The crossing's start (seed fixed). */
export function start(seed = '1'): Played {
  return { state: crossingStart(seed), log: [] };
}

/** The view of the side that acts now. */
export function viewOf(g: Played): View {
  const s = g.state;
  const side = ebroRules.view(ebroModule, s, s.activeSide).toAct[0] ?? s.activeSide;
  return ebroRules.view(ebroModule, s, side);
}

/** The crossing's first view with these legal actions in a step (a segment's verbs, listed as the test needs). */
export function viewWith(step: string, actions: LegalAction[]): View {
  const v = viewOf(start());
  return { ...v, state: { ...v.state, vars: { ...v.state.vars, step } }, legalActions: actions };
}

/** Play one action by the side that acts; throws when the rules refuse it. */
export function play(g: Played, verb: string, args: JsonObject = {}): GameEvent[] {
  const side = viewOf(g).side;
  const r = ebroRules.reduce(ebroModule, g.state, { side, verb, args });
  if ('violations' in r) throw new Error(`${verb} refused: ${r.violations.map((v) => v.message).join('; ')}`);
  g.state = r.state;
  const events = r.events;
  g.log.push({ seq: g.log.length + 1, side, verb, args, events });
  return events;
}

/** The step the game waits in. */
export const stepNow = (g: Played): string => String((g.state.vars as { step?: unknown }).step);

/** The first legal action of a verb now (throws when there is none). */
export function first(g: Played, verb: string, test: (args: JsonObject) => boolean = () => true): JsonObject {
  const a = viewOf(g).legalActions.find((x) => x.verb === verb && test(x.args ?? {}));
  if (!a) throw new Error(`no legal ${verb} in step ${stepNow(g)}`);
  return a.args ?? {};
}

/** The crossing played to the Republicans' combat segment: initiative, first player, no works, one fire, no move. */
export function toCombat(seed = '1'): Played {
  const g = start(seed);
  play(g, 'rollInitiative');
  play(g, 'first', { side: 'republican' });
  play(g, 'done');
  play(g, 'fire', first(g, 'fire'));
  play(g, 'done');
  play(g, 'done');
  return g;
}
