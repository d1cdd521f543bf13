// Picket's rules, each by its number: the picket (P.2), the contact the other side answers (P.3), the firefight
// (P.4), the fog (P.5) and the end (P.6); every action through the core's apply, as the app plays it.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/apply.js';
import type { Action, GameState } from '../../core/types.js';
import { picketModule, skirmish } from './picket.fixture.js';
import { picketRules } from './rules.js';
import { LAST_ACTION, varsOf } from './state.js';

/** Applies the actions in turn, failing on a refusal. */
function play(state: GameState, ...actions: Action[]): GameState {
  for (const a of actions) {
    const r = applyAction(picketRules, picketModule, state, a);
    if (!r.ok) throw new Error(`${a.verb} refused: ${r.violations.map((v) => v.message).join('; ')}`);
    state = r.state;
  }
  return state;
}
const move = (side: string, piece: string, hex: string): Action => ({
  side,
  verb: 'move',
  args: { piece, to: { kind: 'hex', hex } },
});
const pass = (side: string): Action => ({ side, verb: 'pass', args: {} });
const hexOf = (s: GameState, id: string) => s.pieces.find((p) => p.id === id)!.at;

describe('Picket', () => {
  it('P.2 the side to act moves one unit to an empty hex next to it, or passes; then the other side', () => {
    const s0 = skirmish();
    expect(picketRules.toAct(picketModule, s0)).toEqual(['red']);
    const listed = picketRules.view(picketModule, s0, 'red').legalActions;
    expect(listed.filter((a) => a.verb === 'pass')).toHaveLength(1);
    expect(listed.some((a) => a.verb === 'move' && (a.args!.to as { hex: string }).hex === '0202')).toBe(true);
    const far = applyAction(picketRules, picketModule, s0, move('red', 'red-inf-1', '0402'));
    expect(far).toMatchObject({ ok: false, violations: [{ rule: 'picket.move.notNext', section: 'P.2' }] });
    const theirs = applyAction(picketRules, picketModule, s0, move('red', 'blue-inf-1', '0403'));
    expect(theirs).toMatchObject({ ok: false, violations: [{ rule: 'picket.move.notYours' }] });
    const s1 = play(s0, move('red', 'red-inf-1', '0202'));
    expect(hexOf(s1, 'red-inf-1')).toEqual({ kind: 'hex', hex: '0202' });
    expect(picketRules.toAct(picketModule, s1)).toEqual(['blue']);
    expect(varsOf(play(s1, pass('blue'))).actions).toBe(2);
  });

  it('P.3 a unit that moves next to an enemy makes contact, which the other side answers: stand or yield', () => {
    const near = play(skirmish(), move('red', 'red-inf-1', '0202'), move('blue', 'blue-inf-1', '0403'));
    const met = play(near, move('red', 'red-inf-1', '0303'));
    expect(varsOf(met)).toMatchObject({ step: 'contact', contact: { mover: 'red-inf-1', enemy: 'blue-inf-1' } });
    // Red's turn, but Blue answers; Red may not.
    expect(met.activeSide).toBe('red');
    expect(picketRules.toAct(picketModule, met)).toEqual(['blue']);
    const prompt = picketRules.view(picketModule, met, 'blue').prompts[0];
    expect(prompt).toMatchObject({ id: 'picket.contact', side: 'blue', verb: 'stand', verbs: ['yield'], rule: 'P.3' });
    expect(applyAction(picketRules, picketModule, met, pass('red')).ok).toBe(false);
    const yielded = play(met, { side: 'blue', verb: 'yield', args: {} });
    expect(varsOf(yielded)).toMatchObject({ step: 'watch', contact: null, vp: { red: 1, blue: 0 } });
    expect(picketRules.toAct(picketModule, yielded)).toEqual(['blue']);
  });

  it('P.4 standing, one die each: the lower loses its unit to the dead pile, a tie nothing', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 40 && outcomes.size < 3; seed++) {
      const s = play(
        skirmish('enforced', `fire-${seed}`),
        move('red', 'red-inf-1', '0202'),
        move('blue', 'blue-inf-1', '0403'),
        move('red', 'red-inf-1', '0303'),
      );
      const r = applyAction(picketRules, picketModule, s, { side: 'blue', verb: 'stand', args: {} });
      if (!r.ok) throw new Error('stand refused');
      const dice = r.events.find((e) => e.type === 'roll')!.dice as number[];
      const fire = r.events.find((e) => e.type === 'firefight')!;
      const want = dice[0]! > dice[1]! ? 'blue-inf-1' : dice[1]! > dice[0]! ? 'red-inf-1' : null;
      expect(fire.loser).toBe(want);
      if (want) expect(hexOf(r.state, want)).toEqual({ kind: 'box', box: 'dead' });
      outcomes.add(String(want));
    }
    expect(outcomes.size).toBe(3);
  });

  it("P.5 a side sees the other's units only next to its own", () => {
    const s0 = skirmish();
    const ids = (s: GameState, side: string) => picketRules.view(picketModule, s, side).state.pieces.map((p) => p.id);
    expect(ids(s0, 'red')).not.toContain('blue-inf-1');
    const near = play(
      s0,
      move('red', 'red-inf-1', '0202'),
      move('blue', 'blue-inf-1', '0403'),
      move('red', 'red-inf-1', '0303'),
    );
    expect(ids(near, 'red')).toContain('blue-inf-1');
    expect(ids(near, 'red')).not.toContain('blue-mtn-1');
    expect(ids(near, 'blue')).toContain('red-inf-1');
    expect(ids(near, 'blue')).not.toContain('red-arm-1');
    // Honor play is a table: nothing hidden.
    expect(ids(skirmish('honor'), 'red')).toContain('blue-mtn-1');
  });

  it('P.6 after the last picket action the score decides (units left and points); a side wiped out loses', () => {
    let s = skirmish();
    for (let i = 0; i < LAST_ACTION; i++) s = play(s, pass(s.activeSide));
    expect(varsOf(s)).toMatchObject({ step: 'over', result: { winner: null, rule: 'P.6', reason: 'score' } });
    expect(picketRules.toAct(picketModule, s)).toEqual([]);
    expect(applyAction(picketRules, picketModule, s, pass('red'))).toMatchObject({
      ok: false,
      violations: [{ rule: 'core.not-your-turn', message: expect.stringMatching(/nobody \(the game is over\)/) }],
    });
    // A side with no unit left loses at once (P.6): Blue's two units gone, by hand at a table.
    let table = skirmish('honor');
    for (const id of ['blue-inf-1', 'blue-mtn-1'])
      table = play(table, { side: 'red', verb: 'eliminate', args: { piece: id } });
    const after = play(table, pass('red'));
    expect(varsOf(after).result).toEqual({ winner: 'red', rule: 'P.6', reason: 'wiped-out' });
  });
});
