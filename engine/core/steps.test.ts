// The step machine on a made-up game of three steps: the table's order, who acts (a step may name another side
// than the side to act), prompts, "not now", the end, changes by hand, verbs outside their step, and andThen.
import { describe, expect, it } from 'vitest';
import { andThen, type Procedure, stepMachine, type StepTable } from './steps.js';
import { act, needs, violationMaker } from './kit.js';
import { applyAction } from './apply.js';
import type { Action, GameEvent, GameState, Mode } from './types.js';
import { miniModule } from '../games/table/fixtures/mini.js';
import { createTableRules } from '../games/table/rules.js';

type Step = 'count' | 'answer' | 'over';
type Vars = { step: Step; n: number };
type Draft = { state: GameState; vars: Vars; events: GameEvent[] };

const module = miniModule();
const table = createTableRules();
const violation = violationMaker('toy');
const varsOf = (s: GameState) => s.vars as Vars;
const other = (side: string) => (side === 'axis' ? 'allied' : 'axis');

/** A procedure: adds one and answers the new count; the flow decides what follows. */
const add: Procedure<Draft, number> = {
  check: (_m, s) => needs(varsOf(s).n < 5, () => violation('add', 'T2', 'Five at most')),
  apply(_m, d) {
    d.vars.n += 1;
    d.events.push({ type: 'added', n: d.vars.n });
    return d.vars.n;
  },
  list: () => [act('add', {})],
};
const ok = { check: () => [], apply: () => {}, list: () => [act('ok', {})] };
const to = (d: Draft, step: Step) => {
  d.vars.step = step;
};

const FLOW: StepTable<Step, Draft> = {
  count: {
    rule: 'T1',
    ask: () => ({ verb: 'add', message: 'Add one', verbs: ['end'] }),
    verbs: {
      add: andThen(add, (_m, d, _a, n) => to(d, n >= 2 ? 'over' : 'answer')),
      end: andThen(ok, (_m, d) => to(d, 'over')),
    },
  },
  answer: {
    rule: 'T3',
    actor: (_m, s) => other(s.activeSide),
    ask: (_m, s) => ({ id: 'reply', verb: 'ok', message: `Agree to ${varsOf(s).n}`, rule: 'T3.1' }),
    verbs: { ok: andThen(ok, (_m, d) => to(d, 'count')) },
  },
  over: { rule: 'T9', actor: null, verbs: {} },
};

const machine = stepMachine<Step, Draft>({
  game: 'toy',
  steps: FLOW,
  stepOf: (s) => varsOf(s).step,
  sequenceRule: 'T0',
  draft: (s) => {
    const vars = { ...varsOf(s) };
    return { state: { ...s, vars }, vars, events: [] };
  },
  see: (_m, s) => s,
  manual: (a) => a.verb === 'flip',
  table: table.reduce,
  offStep: {
    nudge: {
      check: () => [],
      apply(_m, d) {
        d.vars.n += 10;
      },
      list: () => [],
    },
  },
});
const rules = { ...table, id: 'toy', ...machine };

const start = (mode: Mode, step: Step = 'count'): GameState => ({
  ...table.setup(module, { scenarioId: 'intro', seed: 's', mode, options: {} }),
  activeSide: 'axis',
  vars: { step, n: 0 },
});
const play = (s: GameState, a: Action) => {
  const r = applyAction(rules, module, s, a);
  if (!r.ok) throw new Error(r.violations.map((v) => v.message).join('; '));
  return r;
};

describe('the step machine', () => {
  it('lists the verbs of the step in the table order, for its actor only, with the prompt it builds', () => {
    const s = start('enforced');
    expect(machine.toAct(module, s)).toEqual(['axis']);
    const v = machine.view(module, s, 'axis');
    expect(v.legalActions.map((a) => a.verb)).toEqual(['add', 'end']);
    expect(v.prompts).toEqual([
      { id: 'toy.count', side: 'axis', verb: 'add', rule: 'T1', message: 'Add one', verbs: ['end'] },
    ]);
    expect(machine.view(module, s, 'allied')).toMatchObject({ legalActions: [], prompts: [] });
    expect(machine.verbs).toEqual({ add: ['count'], end: ['count'], ok: ['answer'] });
  });

  it("a step may name who acts inside the other side's turn; andThen hands its result to the flow", () => {
    const r = play(start('enforced'), { side: 'axis', verb: 'add', args: {} });
    expect(r.events).toEqual([{ type: 'added', n: 1 }]);
    expect(varsOf(r.state).step).toBe('answer');
    expect(r.state.activeSide).toBe('axis');
    expect(machine.toAct(module, r.state)).toEqual(['allied']);
    expect(machine.promptOf(module, r.state)).toEqual({
      id: 'toy.reply',
      side: 'allied',
      verb: 'ok',
      rule: 'T3.1',
      message: 'Agree to 1',
    });
    const again = play(r.state, { side: 'allied', verb: 'ok', args: {} });
    const over = play(again.state, { side: 'axis', verb: 'add', args: {} });
    expect(varsOf(over.state).step).toBe('over');
    expect(machine.toAct(module, over.state)).toEqual([]);
    expect(machine.promptOf(module, over.state)).toBeNull();
    expect(machine.check(module, over.state, { side: 'axis', verb: 'add', args: {} })).toEqual([
      { rule: 'toy.over', section: 'T9', message: 'The game is over' },
    ]);
  });

  it('refuses a verb of another step, naming what the game waits for; honor mode does not carry it out either', () => {
    const s = start('enforced');
    const a = { side: 'axis', verb: 'ok', args: {} };
    expect(machine.check(module, s, a)).toEqual([
      {
        rule: 'toy.notNow',
        section: 'T1',
        message: '"ok" is not possible now: Add one',
        params: { verb: 'ok', step: 'count' },
      },
    ]);
    expect(machine.reduce(module, { ...s, mode: 'honor' }, a)).toEqual({ violations: machine.check(module, s, a) });
  });

  it('a check refuses in enforced mode; a procedure that answers violations stops the flow', () => {
    const s = { ...start('enforced'), vars: { step: 'count', n: 5 } };
    expect(applyAction(rules, module, s, { side: 'axis', verb: 'add', args: {} })).toMatchObject({
      ok: false,
      violations: [{ rule: 'toy.add', section: 'T2' }],
    });
  });

  it("changes by hand are the table's, refused outside honor mode; an offStep verb applies in any step", () => {
    const flip = { side: 'axis', verb: 'flip', args: { piece: 'de-1' } };
    expect(machine.check(module, start('enforced'), flip)).toMatchObject([
      { rule: 'toy.manual', section: 'T0', params: { verb: 'flip' } },
    ]);
    const flipped = play(start('honor'), flip);
    expect(flipped.state.pieces.find((p) => p.id === 'de-1')?.disrupted).toBe(true);
    expect(varsOf(play(start('honor', 'answer'), { side: 'axis', verb: 'nudge', args: {} }).state).n).toBe(10);
    expect(machine.reduce(module, start('honor'), { side: 'nobody', verb: 'add', args: {} })).toMatchObject({
      violations: [{ rule: 'toy.unknownSide', params: { side: 'nobody' } }],
    });
  });

  it('a state in a step the table lacks asks nothing and accepts no game verb', () => {
    const s = { ...start('enforced'), vars: { step: 'lost', n: 0 } };
    expect(machine.toAct(module, s)).toEqual(['axis']);
    expect(machine.promptOf(module, s)).toBeNull();
    expect(machine.view(module, s, 'axis').legalActions).toEqual([]);
    expect(machine.check(module, s, { side: 'axis', verb: 'add', args: {} })).toMatchObject([
      { rule: 'toy.notNow', section: 'T0' },
    ]);
  });
});

describe('drawing one legal action (Rules.drawAction)', () => {
  // A step of two verbs: `pick` draws one of many numbered actions itself (a piece, then its destination), `pass`
  // only lists; the draw never lists `pick`'s actions, and each verb with an action is equally likely.
  const listed: string[] = [];
  const pick: Procedure<Draft, null> = {
    check: () => [],
    apply: () => null,
    list: () => {
      listed.push('pick');
      return Array.from({ length: 50 }, (_, i) => act('pick', { n: i }));
    },
    draw: (_m, s, _side, random) => (varsOf(s).n >= 3 ? null : act('pick', { n: Math.floor(random() * 50) })),
  };
  const steps: StepTable<'count' | 'answer' | 'over', Draft> = {
    ...FLOW,
    count: { rule: 'T1', verbs: { pick: andThen(pick, () => {}), pass: ok } },
  };
  const drawing = stepMachine<Step, Draft>({
    game: 'toy',
    steps,
    stepOf: (s) => varsOf(s).step,
    sequenceRule: 'T0',
    draft: (s) => ({ state: s, vars: varsOf(s), events: [] }),
    see: (_m, s) => s,
    table: table.reduce,
  });
  const random = (() => {
    let a = 7;
    return () => {
      a = (a * 16807) % 2147483647;
      return a / 2147483647;
    };
  })();

  it('draws from a verb that draws without listing it, and the verbs with an action are equally likely', () => {
    const s = start('enforced');
    const verbs = { pick: 0, pass: 0 };
    for (let i = 0; i < 2000; i++) {
      const a = drawing.drawAction(module, s, 'axis', random)!;
      verbs[a.verb as 'pick' | 'pass']++;
      expect(a.side).toBe('axis');
      if (a.verb === 'pick')
        expect(drawing.legalActions(module, s, 'axis')).toContainEqual({ verb: 'pick', args: a.args });
    }
    expect(verbs.pick).toBeGreaterThan(850);
    expect(verbs.pass).toBeGreaterThan(850);
    listed.length = 0;
    drawing.drawAction(module, s, 'axis', random);
    expect(listed).toEqual([]);
  });

  it("a verb whose draw finds nothing gives way to another; nobody else's turn, no action", () => {
    const s = { ...start('enforced'), vars: { step: 'count', n: 3 } };
    for (let i = 0; i < 20; i++)
      expect(drawing.drawAction(module, s, 'axis', random)).toEqual({
        side: 'axis',
        verb: 'pass',
        args: {},
      });
    expect(drawing.drawAction(module, s, 'allied', random)).toBeNull();
  });

  it('a step whose verbs do not draw picks from the whole list, as the random player does', () => {
    const s = start('enforced');
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(machine.drawAction(module, s, 'axis', random)!.verb);
    expect([...seen].sort()).toEqual(['add', 'end']);
  });
});
