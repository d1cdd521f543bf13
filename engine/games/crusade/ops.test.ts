// §8.2 the OPS procedure end to end: a card played for OPS, activation, movement, Position/Trench attempts,
// then the combats (combat.ts, mocked here: beginAttacks marks the step 'ops-attack'); steps with nothing to do
// are skipped, and every action offered in each step passes check.

import { describe, expect, it, vi } from 'vitest';

vi.mock('./combat.js', () => import('./combat-mock.fixture.js'));

import type { Action, GameState } from '../../core/types.js';
import { attackSpaces, opsOf } from './activation.js';
import { campaignStart, crusadeModule, playAll, varsOf, withVars } from './crusade.fixture.js';
import { activate, done, opsAt, rulesOf } from './ops.fixture.js';
import { FLOW } from './flow.js';
import { OPS_ARGS, OPS_VERBS } from './ops.js';
import { crusadeRules, promptOf } from './rules.js';

const start = campaignStart();
const airBridge: Action = { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } };
const legal = (s: GameState) => crusadeRules.view(crusadeModule, s, s.activeSide).legalActions;

describe('the OPS steps (§8.2)', () => {
  it('§8.2.1: a card played for OPS gives its OPS points to Activate spaces', () => {
    const s = playAll(start, [airBridge]);
    const card = varsOf(s).decks.REP.hand.find((c) => (crusadeModule.cards ?? []).find((x) => x.id === c)!.ops >= 2)!;
    const t = playAll(withVars(s, {}), [{ side: 'REP', verb: 'play', args: { card, as: 'ops' } }]);
    expect(varsOf(t).step).toBe('ops-activate');
    expect(opsOf(t)).toMatchObject({ side: 'REP', activated: {}, moved: [] });
    expect(promptOf(crusadeModule, t)).toMatchObject({ id: 'crusade.ops-activate', side: 'REP', verb: 'activate' });
  });
  it('§8.2.4–8.2.5: marking, then movement, then the attempts, then the combats', () => {
    const s = playAll(opsAt(start, 2), [activate('huesca', 'move'), activate('sevilla', 'attack')]);
    expect(varsOf(s).step).toBe('ops-move');
    expect(promptOf(crusadeModule, s)).toMatchObject({ id: 'crusade.ops-move', verb: 'moveStack' });
    const t = playAll(s, [done('doneMoving')]);
    expect(varsOf(t).step).toBe('ops-fortify');
    expect(promptOf(crusadeModule, t)).toMatchObject({ id: 'crusade.ops-fortify', verb: 'fortify' });
    const u = playAll(t, [done('doneFortifying')]);
    expect(varsOf(u).step).toBe('ops-attack');
    expect(attackSpaces(u)).toEqual(['sevilla']);
  });
  it('derived: with no Move activation the movement and attempts are skipped', () => {
    const s = playAll(opsAt(start, 1), [activate('sevilla', 'attack')]);
    expect(varsOf(s).step).toBe('ops-attack');
  });
  it('derived: the steps refuse the verbs of the other steps', () => {
    const s = opsAt(start, 1);
    expect(rulesOf(s, done('doneMoving'))).toEqual(['crusade.notNow']);
    expect(rulesOf(s, done('doneFortifying'))).toEqual(['crusade.notNow']);
  });
  it('derived: every verb has its arguments, and the steps that accept them ask for them', () => {
    expect(Object.keys(OPS_ARGS).sort()).toEqual(Object.keys(OPS_VERBS).sort());
    const steps = Object.entries(FLOW).filter(([, def]) => Object.keys(def.verbs).some((v) => v in OPS_VERBS));
    expect(steps.map(([step]) => step)).toEqual(['ops-activate', 'ops-move', 'ops-fortify']);
    for (const [, def] of steps) expect(def.ask).toBeDefined();
  });
});

describe('the actions offered (§8.2, §10)', () => {
  it('derived: random OPS by both sides: every offered action passes check and the OPS reach the combats', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const [side, points] of [
      ['NAT', 3],
      ['REP', 4],
      ['NAT', 4],
      ['REP', 2],
    ] as const) {
      let s = opsAt(start, points, side);
      for (let i = 0; i < 40 && varsOf(s).step.startsWith('ops-') && varsOf(s).step !== 'ops-attack'; i++) {
        const list = legal(s);
        expect(list.length).toBeGreaterThan(0);
        for (const a of list.slice(0, 60)) expect(rulesOf(s, { side, verb: a.verb, args: a.args ?? {} })).toEqual([]);
        // Prefer doing something over "done".
        const doing = list.filter((a) => !a.verb.startsWith('done'));
        const pick = doing.length > 0 && next(4) > 0 ? doing[next(doing.length)]! : list[next(list.length)]!;
        s = playAll(s, [{ side, verb: pick.verb, args: pick.args ?? {} }]);
      }
      expect(varsOf(s).step).toBe('ops-attack');
    }
  });
});

describe('honor play (§9.7)', () => {
  it('derived: a move breaking the rules applies in honor mode, one to an unknown space never does', () => {
    const s = { ...playAll(opsAt(start, 1), [activate('huesca', 'move')]), mode: 'honor' as const };
    const far = crusadeRules.reduce(crusadeModule, s, {
      side: 'NAT',
      verb: 'moveStack',
      args: { units: ['nat-inf-08'], path: ['jaca', 'pamplona', 'estella', 'logrono'] },
    });
    expect('state' in far).toBe(true);
    const nowhere = crusadeRules.reduce(crusadeModule, s, {
      side: 'NAT',
      verb: 'moveStack',
      args: { units: ['nat-inf-08'], path: ['atlantis'] },
    });
    expect('violations' in nowhere).toBe(true);
  });
});
