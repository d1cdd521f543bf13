import { describe, expect, test } from 'vitest';
import { campaignStart, crusadeModule as M, withVars } from './crusade.fixture.js';
import { draftOf } from './draft.js';
import type { Action, GameState } from '../../core/types.js';
import { SIEGE_VERBS, assaultUnits } from './siege-assault.js';
import { REP, varsOf } from './state.js';

/** REP's OPS attack step in `turn` with Toledo Attack-activated. */
function attackStep(turn: number, base: GameState = campaignStart()): GameState {
  const s = { ...base, turn, activeSide: REP };
  return withVars(s, {
    step: 'ops-attack',
    round: 1,
    extra: {
      ...varsOf(base).extra,
      ops: {
        turn,
        round: 1,
        side: REP,
        activated: { toledo: 'attack' },
        limited: {},
        moved: [],
        captured: {},
        fortified: [],
      },
    },
  });
}
const verb = SIEGE_VERBS.assaultSiege!;
const assault = (units: string[]): Action => ({ side: REP, verb: 'assaultSiege', args: { siege: 'alcazar', units } });

describe('§16.1.4 the Republican siege assault', () => {
  test('worked example T-41: Turn 1, one division in Toledo assaults the Alcázar with +1 DRM', () => {
    const s = attackStep(1);
    expect(assaultUnits(M, s, 'alcazar').map((p) => p.id)).toEqual(['rep-mil-11']);
    expect(verb.list(M, s, REP)).toEqual([{ verb: 'assaultSiege', args: { siege: 'alcazar', units: ['rep-mil-11'] } }]);
    expect(verb.check(M, s, assault(['rep-mil-11']))).toEqual([]);
    const d = draftOf(s);
    verb.apply(M, d, assault(['rep-mil-11']));
    const rolled = d.events.find((e) => e.type === 'roll')!.dice as number[];
    const result = d.events.find((e) => e.type === 'siegeAssault')!;
    expect(result.drm).toBe(1);
    expect(result.success).toBe(rolled[0]! + 1 <= 3);
    expect(d.vars.sieges.alcazar!.resist).toBe(result.success ? 2 : 3);
    // One assault a round; the unit has fought.
    expect(verb.check(M, d.state, assault(['rep-mil-11'])).map((v) => v.rule)).toEqual(['crusade.siegeAssault']);
  });

  test('derived: §16.1.4.1 no assault from a space not Attack-activated, nor with units elsewhere', () => {
    const s = attackStep(2);
    const moveOnly = withVars(s, {
      extra: { ...varsOf(s).extra, ops: { ...varsOf(s).extra.ops!, activated: { toledo: 'move' } } },
    });
    expect(verb.list(M, moveOnly, REP)).toEqual([]);
    expect(verb.check(M, s, assault(['rep-mil-12'])).length).toBe(1);
  });
});
