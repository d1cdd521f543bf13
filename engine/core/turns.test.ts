import { describe, expect, it } from 'vitest';
import { applyAction } from './apply.js';
import type { Action, GameState, Mode } from './types.js';
import type { Rules } from './rules.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { stackRules } from '../games/table/fixtures/stack-rules.js';
import { sideView } from './sideview.js';
import { entryHash, GENESIS_HASH, makeEntry } from './log.js';
import { replay } from './replay.js';

const module = miniModule();
const table = stackRules();
// The table rules with a sequence of play: only the state's active side may act.
const turnRules: Rules = { ...table, toAct: (_m, s) => [s.activeSide] };
const setup = (mode: Mode) => ({ scenarioId: 'intro', seed: 's', mode, options: {} });
const start = (mode: Mode): GameState => turnRules.setup(module, setup(mode));
const byOther = (s: GameState): Action => ({
  side: s.activeSide === 'allied' ? 'axis' : 'allied',
  verb: 'roll',
  args: { count: 1, sides: 6 },
});

describe('who may act (the rules contract)', () => {
  it('enforced and advisory refuse an action by a side that may not act, naming whose turn it is', () => {
    for (const mode of ['enforced', 'advisory'] as const) {
      const s = start(mode);
      const r = applyAction(turnRules, module, s, byOther(s));
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.violations[0].rule).toBe('core.not-your-turn');
      expect(r.violations[0].params).toEqual({ side: byOther(s).side, toAct: [s.activeSide] });
      expect(r.violations[0].message).toMatch(/It is not .*'s turn/);
    }
  });

  it('honor mode is a physical table: the other side may act, and the entry still names it', () => {
    const s = start('honor');
    const r = applyAction(turnRules, module, s, byOther(s));
    expect(r.ok).toBe(true);
    expect(makeEntry(null, byOther(s)).side).toBe(byOther(s).side);
  });

  it('notes and mode changes are open to either side at any moment, and name who made them', () => {
    const s = start('enforced');
    const other = byOther(s).side;
    expect(applyAction(turnRules, module, s, { side: other, verb: 'note', args: { text: 'hi' } }).ok).toBe(true);
    const m = applyAction(turnRules, module, s, { side: other, verb: 'setMode', args: { mode: 'honor' } });
    expect(m.ok && m.events).toEqual([{ type: 'mode', from: 'enforced', to: 'honor', by: other }]);
  });
});

describe('views withhold the dice', () => {
  it('no view carries the dice generator, even when the rules return the whole state', () => {
    const leaky: Rules = {
      ...table,
      view: (_m, s, side) => ({ side, state: s, toAct: [], legalActions: [], prompts: [] }),
    };
    const s = start('honor');
    for (const rules of [table, leaky]) {
      const v = sideView(rules, module, s, 'allied');
      expect('rng' in v.state).toBe(false);
      expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.rng.state));
    }
  });
});

describe('violations are recorded by rule id', () => {
  it('an entry records rule, section and params, not the message', () => {
    const e = makeEntry(null, { side: 'a', verb: 'v', args: {} }, [
      { rule: 'r', section: '1', message: 'm', params: { n: 1 } },
    ]);
    expect(e.violations).toEqual([{ rule: 'r', section: '1', params: { n: 1 } }]);
  });

  it('an advisory entry written with its message (before 0.2) still replays', () => {
    const s = start('advisory');
    const move: Action = { side: 'allied', verb: 'move', args: { piece: 'gb-2', to: { kind: 'hex', hex: '0202' } } };
    const applied = applyAction(table, module, s, move);
    if (!applied.ok) throw new Error('expected the advisory move to apply');
    expect(applied.violations.length).toBeGreaterThan(0);
    // An old file: the same violations with their messages, hashed as they were written then.
    const body = {
      seq: 0,
      side: move.side,
      verb: move.verb,
      args: move.args,
      prevHash: GENESIS_HASH,
      violations: applied.violations.map((v) => ({ rule: v.rule, section: v.section, message: v.message })),
    };
    const old = { ...body, hash: entryHash(body) };
    const r = replay(table, module, setup('advisory'), [old]);
    expect(r.ok).toBe(true);
    // A log that drops the violations the rules find is still refused.
    const { violations: _v, ...bare } = body;
    const hidden = { ...bare, hash: entryHash(bare) };
    expect(replay(table, module, setup('advisory'), [hidden]).ok).toBe(false);
  });
});
