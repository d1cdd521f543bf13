import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../../i18n/index.js';
import type { View } from '../../../engine/core/types.js';
import { actionText, lossPlanOf, otherActions } from './actionwords.js';

const names = {
  space: (id: string) => ({ madrid: 'Madrid', cuenca: 'Cuenca', requena: 'Requena', ademuz: 'Ademuz' })[id] ?? id,
  unit: (id: string) => (id === 'rep-mil-05' ? 'MIL 5' : id),
  card: (id: string) => (id === 'R13' ? 'T-26 Tanks' : id),
};

describe('the other legal actions in words', () => {
  beforeEach(() => initI18n('en'));

  it('names spaces, units, paths and cards, in English and Spanish', () => {
    expect(actionText({ verb: 'activate', args: { space: 'madrid', as: 'move' } }, names)).toBe(
      'Activate Madrid to move',
    );
    const move = {
      verb: 'moveStack',
      args: { units: ['rep-mil-05'], path: ['requena', 'cuenca'] },
      info: { from: 'ademuz' },
    };
    expect(actionText(move, names)).toBe('MIL 5: Ademuz → Requena → Cuenca');
    expect(actionText({ verb: 'combatCards', args: { cards: ['R13'] } }, names)).toBe('Combat Cards: T-26 Tanks');
    expect(actionText({ verb: 'combatCards', args: { cards: [] } }, names)).toBe('Combat Cards: none');
    const toReserve = { verb: 'redeploy', args: { unit: 'rep-mil-05', to: { kind: 'box', box: 'reserve-REP' } } };
    expect(actionText(toReserve, names)).toBe('Redeploy MIL 5 to the Republican Reserve Box');
    const losses = { verb: 'takeLosses', args: { plan: 0 }, info: { total: 2, losses: ['rep-mil-05:1'] } };
    expect(actionText(losses, names)).toBe('Losses: MIL 5 −1');
    // §11.3.2 the plan's data (the view's combat) says a loss eliminates its unit: the words say so.
    const view = {
      state: {
        vars: {
          extra: {
            combat: {
              current: {
                plans: [
                  {
                    losses: [
                      { unit: 'rep-mil-05', steps: 1, lf: 1, eliminated: true },
                      { unit: 'rep-inf-01', steps: 1, lf: 2, eliminated: false },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
    } as unknown as View;
    const withPlan = { ...names, lossPlan: (i: number) => lossPlanOf(view, i) };
    expect(lossPlanOf(view, 1)).toBeNull();
    expect(actionText({ ...losses, info: { total: 3, losses: ['rep-mil-05:1', 'rep-inf-01:1'] } }, withPlan)).toBe(
      'Losses: MIL 5 eliminated, rep-inf-01 −1',
    );
    setLanguage('es');
    expect(actionText(losses, withPlan)).toBe('Pérdidas: se elimina MIL 5, rep-inf-01 −1');
    setLanguage('en');
    const rebuild = { verb: 'rebuild', args: { unit: 'rep-mil-05', pool: 'REP', strength: 'reduced' } };
    expect(actionText(rebuild, names)).toBe('Rebuild MIL 5 (reduced) from the REP pool');
    expect(actionText({ verb: 'assaultSiege', args: { siege: 'alcazar', units: ['rep-mil-05'] } }, names)).toBe(
      'Assault the Alcázar of Toledo with MIL 5',
    );
    setLanguage('es');
    expect(actionText({ verb: 'activate', args: { space: 'madrid', as: 'attack' } }, names)).toBe(
      'Activar Madrid para atacar',
    );
    expect(actionText(toReserve, names)).toBe('Redesplegar MIL 5 en la reserva republicana');
  });

  it('falls back to the verb and its raw arguments for a verb the catalogue lacks', () => {
    expect(actionText({ verb: 'newVerb', args: { space: 'madrid', n: 2 } }, names)).toBe(
      'newVerb (space: Madrid; n: 2)',
    );
    expect(actionText({ verb: 'doneSomething', args: {} }, names)).toBe('doneSomething');
  });

  it('leaves the card plays to the hand and splits bare answers from the listed ones', () => {
    const { buttons, listed } = otherActions([
      { verb: 'play', args: { card: 'R1', as: 'ops' } },
      { verb: 'autoOps', args: {} },
      { verb: 'activate', args: { space: 'madrid', as: 'move' } },
      { verb: 'doneActivating', args: {} },
      { verb: 'doneMoving' },
    ]);
    expect(buttons.map((a) => a.verb)).toEqual(['doneActivating', 'doneMoving']);
    expect(listed.map((a) => a.verb)).toEqual(['activate']);
  });
});

describe('the space of an action', () => {
  it('is its space, its target, the end of its path, or where it goes', async () => {
    const { spaceOf } = await import('./actionwords.js');
    expect(spaceOf({ verb: 'activate', args: { space: 'madrid', as: 'move' } })).toBe('madrid');
    expect(spaceOf({ verb: 'attack', args: { target: 'toledo', attackers: ['a'] } })).toBe('toledo');
    expect(spaceOf({ verb: 'moveStack', args: { units: ['a'], path: ['requena', 'cuenca'] } })).toBe('cuenca');
    expect(spaceOf({ verb: 'redeploy', args: { unit: 'a', to: { kind: 'space', space: 'jaen' } } })).toBe('jaen');
    expect(spaceOf({ verb: 'redeploy', args: { unit: 'a', to: { kind: 'box', box: 'reserve-REP' } } })).toBeNull();
    expect(spaceOf({ verb: 'doneMoving', args: {} })).toBeNull();
  });
});
