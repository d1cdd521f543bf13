import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../core/types.js';
import type { Procedure } from '../../core/steps.js';
import { type Draft, draftState } from '../../systems/draft.js';
import { marksOf, NAT, REP } from '../ourwar/state.js';
import { attack } from './battle.js';
import { endBreakthrough, exploit } from './breakthrough.js';
import { act, ebroModule, placed, segment } from './ebro.fixture.js';
import { type EbroVars, varsOf } from './state.js';

const XV = ['R-35D-XV-1', 'R-35D-XV-2', 'R-35D-XV-3'];
/** Three XV Brigade battalions round the Nationalist battalion at A:1524, by surprise, its support turned off. */
function ring(vars: Record<string, unknown> = {}, seed = '1') {
  const orders = { supportOrders: { [NAT]: { hq: false, fire: false } } };
  const s = segment('combat', REP, { first: REP, surprise: { side: REP, turn: 2 }, ...orders, ...vars }, seed);
  return placed(s, {
    'N-50D-13': 'A:1524',
    'N-50D-ART1': { box: 'dead' },
    'R-35D-XV-1': 'A:1423',
    'R-35D-XV-2': 'A:1623',
    'R-35D-XV-3': 'A:1523',
  });
}

/** A verb called directly on a draft (the flow's breakthrough step is the lead's to add). */
function call<T>(verb: Procedure<Draft<EbroVars>, T>, state: GameState, side: string, args: Record<string, unknown>) {
  const action = { side, verb: 'x', args } as Action;
  const refused = verb.check(ebroModule, state, action);
  if (refused.length > 0) return { refused, state, events: [] as { type: string }[] };
  const d = draftState<EbroVars>(state);
  verb.apply(ebroModule, d, action);
  return { refused, state: d.state, events: d.events };
}

const inBreakthrough = (s: GameState): GameState => ({
  ...s,
  phase: 'breakthrough',
  vars: { ...s.vars, step: 'breakthrough', battle: null },
});

describe('breakthrough and exploitation', () => {
  it('XVI.9 a shaded result by day marks the attackers for breakthrough; never at night', () => {
    let shaded = 0;
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const r = act(ring({}, seed), REP, 'attack', { pieces: XV, hex: 'A:1524' });
      const e = r.events.find((x) => x.type === 'combat')!;
      const marked = XV.filter((id) => marksOf(varsOf(r.state), id).breakthrough);
      if (String(e.cell).endsWith('*')) {
        shaded++;
        expect(marked).toEqual(XV);
        expect(e.breakthrough).toBe(true);
      } else expect(marked).toEqual([]);
    }
    expect(shaded).toBeGreaterThan(0);
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      const r = act(ring({ part: 'night' }, seed), REP, 'attack', { pieces: XV, hex: 'A:1524' });
      expect(XV.filter((id) => marksOf(varsOf(r.state), id).breakthrough)).toEqual([]);
    }
  });

  it('XVI.9 after all other combat the marked units move again with their normal movement and attack again', () => {
    // the three battalions broke through at A:1524 (the enemy gone) and another Nationalist battalion holds A:1526
    const marks = Object.fromEntries(XV.map((id) => [id, { attacked: true, act: 'done', mp: 4, breakthrough: true }]));
    const s = inBreakthrough(placed(ring({ marks }), { 'N-50D-13': 'A:1526', 'N-50D-12': { box: 'dead' } }));
    // an unmarked unit does not exploit
    const other = call(exploit, placed(s, { 'R-35D-XI-1': 'A:1522' }), REP, {
      piece: 'R-35D-XI-1',
      to: { kind: 'hex', hex: 'A:1521' },
    });
    expect(other.refused[0]).toMatchObject({ rule: 'ebro.exploit.unit', section: 'XVI.9' });
    const listed = exploit.list(ebroModule, s, REP);
    expect(listed.some((a) => a.args!.piece === 'R-35D-XV-3')).toBe(true);
    const moved = call(exploit, s, REP, { piece: 'R-35D-XV-3', to: { kind: 'hex', hex: 'A:1525' } });
    expect(moved.refused).toEqual([]);
    expect(moved.state.pieces.find((p) => p.id === 'R-35D-XV-3')!.at).toEqual({ kind: 'hex', hex: 'A:1525' });
    // its movement began afresh: the MP of the first movement are not counted, and it moved into contact
    const m = marksOf(varsOf(moved.state), 'R-35D-XV-3');
    expect(m.mp).toBeLessThan(4);
    expect(m.contact).toBe(true);
    // one exploitation move
    const twice = call(exploit, moved.state, REP, { piece: 'R-35D-XV-3', to: { kind: 'hex', hex: 'A:1524' } });
    expect(twice.refused[0]).toMatchObject({ rule: 'ebro.exploit.once' });
    // it attacks again (an assault: it moved into contact); then its marker comes off and it is done
    const fought = call(attack, moved.state, REP, { pieces: ['R-35D-XV-3'], hex: 'A:1526' });
    expect(fought.refused).toEqual([]);
    expect(fought.events.find((e) => e.type === 'combat')).toMatchObject({ attackers: ['R-35D-XV-3'] });
    expect(marksOf(varsOf(fought.state), 'R-35D-XV-3')).toMatchObject({ act: 'done' });
    expect(marksOf(varsOf(fought.state), 'R-35D-XV-3').breakthrough).toBeUndefined();
    // the battle tells the flow to come back to the breakthrough step
    expect(varsOf(fought.state).battle).toMatchObject({ attackers: ['R-35D-XV-3'], breakthrough: true });
    // outside the breakthrough step the marked units may not attack twice
    const early = attack.check(
      ebroModule,
      { ...moved.state, vars: { ...moved.state.vars, step: 'combat' } },
      {
        side: REP,
        verb: 'attack',
        args: { pieces: ['R-35D-XV-3'], hex: 'A:1526' },
      },
    );
    expect(early[0]).toMatchObject({ rule: 'ebro.attack.unit', section: 'XVI.1' });
    // the side ends the step: every marker comes off
    const end = call(endBreakthrough, moved.state, REP, {});
    for (const id of XV) {
      expect(marksOf(varsOf(end.state), id).breakthrough).toBeUndefined();
      expect(marksOf(varsOf(end.state), id).act).toBe('done');
    }
  });

  it('XVI.10 a unit that advances after combat gives up its breakthrough', () => {
    for (const seed of ['1', '2', '3', '4', '5', '6']) {
      let r = act(ring({}, seed), REP, 'attack', { pieces: XV, hex: 'A:1524' });
      const to = varsOf(r.state).battle?.retreatTo[0];
      if (varsOf(r.state).step === 'retreat' && to) r = act(r.state, NAT, 'retreat', { hex: to });
      if (varsOf(r.state).step !== 'advance' || !marksOf(varsOf(r.state), 'R-35D-XV-3').breakthrough) continue;
      const adv = act(r.state, REP, 'advance', { pieces: ['R-35D-XV-3'] });
      expect(marksOf(varsOf(adv.state), 'R-35D-XV-3').breakthrough).toBeUndefined();
      expect(marksOf(varsOf(adv.state), 'R-35D-XV-1').breakthrough).toBe(true);
      return;
    }
    throw new Error('no seed gave a shaded result that emptied the hex');
  });
});
