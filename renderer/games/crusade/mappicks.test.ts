import { beforeEach, describe, expect, it } from 'vitest';
import type { Action, View } from '../../../engine/core/types.js';
import { campaignStart, crusadeModule, playAll } from '../../../engine/games/crusade/crusade.fixture.js';
import { crusadeRules } from '../../../engine/games/crusade/rules.js';
import { initI18n } from '../../i18n/index.js';
import { carries, carryOf } from './mapacts.js';
import { destinationPicks, firstAfterCombat, stepPicks } from './mappicks.js';

/** Seed crusade-map-17 (e2e/crusade-map.spec.ts): the Republicans play R2 for OPS. */
const OPENING: Action[] = [
  { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } },
  { side: 'REP', verb: 'play', args: { card: 'R2', as: 'ops' } },
];
const viewOf = (more: Action[] = []): View =>
  crusadeRules.view(crusadeModule, playAll(campaignStart('crusade-map-17'), [...OPENING, ...more]), 'REP');

describe("what Crusade's map lights", () => {
  beforeEach(() => initI18n('en'));

  it('§8.2 every space the rules let activate, once, saying for what', () => {
    const v = viewOf();
    const picks = stepPicks(v, carries(v));
    const spaces = new Set(v.legalActions.filter((a) => a.verb === 'activate').map((a) => a.args!.space));
    expect(picks.map((p) => p.space).sort()).toEqual([...spaces].sort());
    expect(picks.find((p) => p.space === 'cuenca')).toEqual({ space: 'cuenca', kind: 'pick', label: 'move · attack' });
  });

  it('§10.1 the Move-activated stack to drag, then its destinations with their MP and routes, its space ringed', () => {
    const v = viewOf([
      { side: 'REP', verb: 'activate', args: { space: 'durango', as: 'attack' } },
      { side: 'REP', verb: 'activate', args: { space: 'cuenca', as: 'move' } },
    ]);
    const all = carries(v);
    expect(stepPicks(v, all)).toEqual([{ space: 'cuenca', kind: 'pick', label: 'drag to move' }]);
    const units = all[0]!.units;
    const picks = destinationPicks(all, units, 'cuenca');
    // Its space ringed, unless a move ends there too (out and back).
    expect(picks.some((p) => p.space === 'cuenca')).toBe(true);
    for (const p of picks.filter((x) => x.kind !== 'pick')) {
      expect(p.kind).toBe('move');
      expect(p.route![0]).toBe('cuenca');
      expect(p.route!.at(-1)).toBe(p.space);
      expect(p.label).toBe(`${p.route!.length - 1} MP`);
    }
  });

  it('§11.4.5 a retreat: the first unit listed, its spaces lit to click', () => {
    const retreats = ['vitoria', 'pamplona'].map((to) => ({ verb: 'retreat', args: { unit: 'u1', path: [to] } }));
    const other = { verb: 'retreat', args: { unit: 'u2', path: ['estella'] } };
    const all = [...retreats, other].map((a) => carryOf(a)!);
    expect(firstAfterCombat(all)?.units).toEqual(['u1']);
    const v = { state: { vars: {} }, legalActions: [...retreats, other] } as unknown as View;
    expect(stepPicks(v, all).map((p) => [p.space, p.label])).toEqual([
      ['vitoria', 'retreat'],
      ['pamplona', 'retreat'],
    ]);
  });
});
