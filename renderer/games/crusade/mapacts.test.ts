import { describe, expect, it } from 'vitest';
import type { Action, LegalAction, View } from '../../../engine/core/types.js';
import { campaignStart, crusadeModule, playAll } from '../../../engine/games/crusade/crusade.fixture.js';
import { crusadeRules } from '../../../engine/games/crusade/rules.js';
import {
  actionsAt,
  carries,
  carryOf,
  destinations,
  groupsFrom,
  groupsWith,
  placeKey,
  sameUnits,
  spaceOfAction,
  stepOf,
  unitActions,
} from './mapacts.js';

/** The Republican first round of seed crusade-map-17 (e2e/crusade-map.spec.ts): R2 for OPS. */
const OPENING: Action[] = [
  { side: 'NAT', verb: 'play', args: { card: 'N1', as: 'event' } },
  { side: 'REP', verb: 'play', args: { card: 'R2', as: 'ops' } },
];
const start = () => playAll(campaignStart('crusade-map-17'), OPENING);
const viewOf = (state = start(), side = 'REP'): View => crusadeRules.view(crusadeModule, state, side);

describe("Crusade's legal actions read as play on the map", () => {
  it('§8.2 an activation is about its space: every listed one found at its space, both uses there', () => {
    const v = viewOf();
    expect(stepOf(v)).toBe('ops-activate');
    const acts = v.legalActions.filter((a) => a.verb === 'activate');
    expect(acts.length).toBeGreaterThan(10);
    for (const a of acts) expect(spaceOfAction(a)).toBe(a.args!.space);
    expect(actionsAt(v, 'cuenca').map((a) => a.args!.as)).toEqual(['move', 'attack']);
    // An activation carries nothing.
    expect(carries(v)).toEqual([]);
  });

  it("§10.1 a stack's moves: each carries its units to the path's end, its route from the space, 1 MP each", () => {
    const s = playAll(start(), [
      { side: 'REP', verb: 'activate', args: { space: 'durango', as: 'attack' } },
      { side: 'REP', verb: 'activate', args: { space: 'cuenca', as: 'move' } },
    ]);
    const v = viewOf(s);
    expect(stepOf(v)).toBe('ops-move');
    const all = carries(v);
    const moves = v.legalActions.filter((a) => a.verb === 'moveStack');
    expect(all).toHaveLength(moves.length);
    for (const c of all) {
      const path = c.action.args!.path as string[];
      expect(c.to).toEqual({ kind: 'space', space: path[path.length - 1] });
      expect(c.route).toEqual(['cuenca', ...path]);
      expect(c.mp).toBe(path.length);
    }
    // The groups of Cuenca's units, the largest first; the destinations of the largest are its moves' ends.
    const here = s.pieces.filter((p) => p.at.kind === 'space' && p.at.space === 'cuenca' && p.side === 'REP');
    const groups = groupsFrom(
      all,
      here.map((p) => p.id),
    );
    expect(groups.length).toBeGreaterThan(0);
    for (let i = 1; i < groups.length; i++) expect(groups[i - 1]!.length).toBeGreaterThanOrEqual(groups[i]!.length);
    const dests = destinations(all, groups[0]!);
    const ends = new Set(
      moves
        .filter((a) => sameUnits(a.args!.units as string[], groups[0]!))
        .map((a) => (a.args!.path as string[]).at(-1)),
    );
    expect(new Set([...dests.keys()])).toEqual(new Set([...ends].map((e) => `space:${e}`)));
    expect(groupsWith(all, groups[0]![0]!)[0]).toEqual(groups[0]);
  });

  it('§12 an SR carries one unit to its place, with its cost in SR points from the engine', () => {
    const a: LegalAction = {
      verb: 'redeploy',
      args: { unit: 'nat-mil-01', to: { kind: 'space', space: 'lugo' } },
      info: { cost: 0.5, sea: true },
    };
    expect(carryOf(a)).toMatchObject({
      units: ['nat-mil-01'],
      to: { kind: 'space', space: 'lugo' },
      sr: 0.5,
      sea: true,
    });
    const box: LegalAction = { verb: 'redeploy', args: { unit: 'u', to: { kind: 'box', box: 'reserve-NAT' } } };
    expect(carryOf(box)?.to).toEqual({ kind: 'box', box: 'reserve-NAT' });
    expect(placeKey({ kind: 'box', box: 'reserve-NAT' })).toBe('box:reserve-NAT');
  });

  it('§11.4.5 and §11.5 a retreat ends at its path, an advance at its place; a step replaced: nothing', () => {
    const retreat: LegalAction = { verb: 'retreat', args: { unit: 'u1', path: ['vitoria', 'pamplona'] } };
    expect(carryOf(retreat)).toMatchObject({ units: ['u1'], to: { kind: 'space', space: 'pamplona' } });
    const advance: LegalAction = { verb: 'advance', args: { units: ['a', 'b'], to: 'beasain' } };
    expect(carryOf(advance)).toMatchObject({ units: ['a', 'b'], to: { kind: 'space', space: 'beasain' } });
    const replace: LegalAction = { verb: 'replaceStep', args: { unit: 'u1' } };
    expect(carryOf(replace)).toBeNull();
    const v = { ...viewOf(), legalActions: [replace, retreat] } as View;
    expect(unitActions(v, 'u1')).toEqual([replace]);
  });

  it("§16.1 a siege's assault is about its siege's space", () => {
    const a: LegalAction = { verb: 'assaultSiege', args: { siege: 'alcazar' } };
    expect(spaceOfAction(a, { alcazar: { space: 'toledo' } })).toBe('toledo');
    expect(spaceOfAction(a, {})).toBeNull();
  });
});
