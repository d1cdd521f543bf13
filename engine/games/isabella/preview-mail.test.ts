// The preview of an action in a game by e-mail (inspect.ts, with engine/core/dice-chain.ts): at the start of a
// side's turn its machine will reveal its next dice secret before the action, so the preview shows what the rules
// say of the action itself, as after that reveal, and not the reveal the side has yet to make.

import { describe, expect, it } from 'vitest';
import type { Action, JsonObject } from '../../core/types.js';
import { applyAction } from '../../core/apply.js';
import { diceOf, keysOf, mailSeeds, opening, secretsOf } from '../../core/mail.fixture.js';
import { startState } from '../../core/replay.js';
import { sideView } from '../../core/sideview.js';
import { isabellaModule as module } from './isabella.fixture.js';
import { isabellaRules as rules } from './rules.js';

const seeds = mailSeeds('axis', 'allied');
const setup = {
  scenarioId: 'campaign',
  seed: 'preview-mail',
  mode: 'enforced' as const,
  options: {},
  twoPlayers: true,
  sealed: true,
  dice: diceOf(seeds),
};

describe('previews by e-mail (commit-reveal/2)', () => {
  it("at the start of a side's turn the preview looks past the reveal its machine adds", () => {
    const start = startState(rules, module, setup, keysOf(seeds, ['axis', 'allied']));
    const side = rules.toAct(module, start)[0]!;
    const listed = sideView(rules, module, start, side).legalActions.find((a) => a.args !== undefined)!;
    const action: Action = { side, verb: listed.verb, args: listed.args! };
    // Acted on bare, the action is refused: its side has not revealed yet.
    const bare = applyAction(rules, module, start, action);
    expect(bare.ok ? [] : bare.violations.map((v) => v.rule)).toEqual(['core.reveal-first']);
    const [reveal] = opening(start, action, secretsOf(seeds));
    const opened = applyAction(rules, module, start, reveal!);
    if (!opened.ok) throw new Error(opened.violations[0]!.message);
    const before = rules.preview!(module, start, side, action);
    expect(before).toEqual(rules.preview!(module, opened.state, side, action));
    expect((before.violations as JsonObject[]).map((v) => v.rule)).not.toContain('core.reveal-first');
    // An action the rules forbid is still shown as forbidden, by its own rule.
    const other = side === 'axis' ? 'allied' : 'axis';
    const wrong = rules.preview!(module, start, other, { ...action, side: other });
    expect((wrong.violations as JsonObject[]).map((v) => v.rule)).toEqual(['core.not-your-turn']);
  });
});
