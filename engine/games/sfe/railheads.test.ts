import { describe, expect, it } from 'vitest';
import type { GameState } from '../../core/types.js';
import { draftState } from '../../systems/draft.js';
import { move } from './moves.js';
import { piece, position, testModule } from './sfe.fixture.js';
import { advanceRailheads, joinedToRailhead, ownGaugeHexes, railheadAdvances } from './railheads.js';
import { AXIS, type SfeVars, SOVIET, type Side, varsOf } from './state.js';
import { railNeighbors } from './terrain.js';
import { railheadReach } from './weather.js';

/** The rail hexes within `n` rail hexes of a hex (breadth first), with their distance. */
function railRing(from: string, n: number): Map<string, number> {
  const d = new Map([[from, 0]]);
  const q = [from];
  while (q.length > 0) {
    const h = q.shift()!;
    if (d.get(h)! >= n) continue;
    for (const x of railNeighbors(testModule, h)) {
      if (d.has(x)) continue;
      d.set(x, d.get(h)! + 1);
      q.push(x);
    }
  }
  return d;
}

/** The shortest rail path between two hexes. */
function railPath(from: string, to: string): string[] {
  const prev = new Map<string, string>([[from, from]]);
  const q = [from];
  while (q.length > 0) {
    const h = q.shift()!;
    for (const x of railNeighbors(testModule, h)) {
      if (prev.has(x)) continue;
      prev.set(x, h);
      q.push(x);
    }
  }
  const path = [to];
  while (path[0] !== from) path.unshift(prev.get(path[0]!)!);
  return path;
}

describe('advancing railheads (§8.06)', () => {
  // The Germans hold Smolensk's railhead (4032) and the rail around it; the line behind (4033) is theirs already.
  const around = railRing('C:4032', 9);
  const control: Record<string, Side> = {};
  for (const h of around.keys()) control[h] = AXIS;
  const smolensk = () =>
    position([], {
      control,
      railheads: { axis: ['C:4032'], soviet: [] },
      rail: { axis: ['C:4032', 'C:4033'], soviet: [] },
      passages: [...around.keys()],
    });

  it('§8.06 T03: a railhead at 4032 in clear weather reaches no further than 3926 and 4428 (six hexes each)', () => {
    const v = varsOf(smolensk());
    const adv = railheadAdvances(testModule, v, AXIS, new Set(), () => railheadReach(testModule, 'clear'));
    const reached = new Set(adv[0]!.reached);
    expect(reached.has('C:3926')).toBe(true);
    expect(reached.has('C:4428')).toBe(true);
    expect([...reached].every((h) => around.get(h)! <= 6)).toBe(true);
    expect([...around].some(([h, d]) => d === 7 && !reached.has(h) && h !== 'C:4033')).toBe(true);
    expect(adv[0]!.markers).toContain('C:3926');
    expect(adv[0]!.markers).toContain('C:4428');
    advanceRailheads(v, AXIS, adv);
    expect(v.rail.axis).toContain('C:3926');
    expect(v.railheads.axis).toContain('C:4428');
    expect(v.railheads.axis).not.toContain('C:4032');
    expect(v.passages).toEqual([]);
  });

  it('§8.06 T03: in non-clear weather the railhead goes 3 hexes: neither 3926 nor 4428', () => {
    const adv = railheadAdvances(testModule, varsOf(smolensk()), AXIS, new Set(), () =>
      railheadReach(testModule, 'mud'),
    );
    expect(adv[0]!.reached.every((h) => around.get(h)! <= 3)).toBe(true);
    expect(adv[0]!.reached).not.toContain('C:3926');
    expect(adv[0]!.reached.length).toBeGreaterThan(0);
  });

  it('§8.06 a railhead is not advanced into an enemy ZOC, nor past it, nor into hexes no supplied unit passed', () => {
    const v = varsOf(smolensk());
    const adv = railheadAdvances(testModule, v, AXIS, new Set(['C:4031']), () => 6);
    expect(adv[0]!.reached).not.toContain('C:4031');
    expect(adv[0]!.reached).not.toContain('C:3926');
    expect(adv[0]!.reached).toContain('C:4428');
    const unpassed = railheadAdvances(testModule, { ...v, passages: ['C:4131'] }, AXIS, new Set(), () => 6);
    expect(unpassed[0]!.reached).toEqual(['C:4131']);
  });

  it('§8.06 T02: the Germans at 2120 cannot convert 2419 to 2916 while the Soviets hold Rostov', () => {
    const south = railPath('SE:2221', 'SE:2419');
    const east = railPath('SE:2221', 'SE:2916');
    const control: Record<string, Side> = {};
    for (const h of railRing('SE:2120', 30).keys()) control[h] = SOVIET;
    for (const h of ['SE:2120', 'SE:2020', ...south.slice(1), ...east.slice(1)]) control[h] = AXIS;
    const vars = { control, railheads: { axis: ['SE:2120'], soviet: [] }, rail: { axis: ['SE:2120'], soviet: [] } };
    const held = position([piece('r', 'sov-inf', SOVIET, 'SE:2221')], vars);
    const joined = joinedToRailhead(testModule, held, varsOf(held), AXIS);
    expect(joined.has('SE:2419')).toBe(false);
    expect(joined.has('SE:2916')).toBe(false);
    // Passages are recorded only where the hex was joined: none beyond Rostov, so no conversion.
    const v = { ...varsOf(held), passages: [...joined] };
    const adv = railheadAdvances(testModule, v, AXIS, new Set(), () => 6);
    expect(adv[0]!.reached.some((h) => south.includes(h) || east.includes(h))).toBe(false);
    // Had the Germans taken Rostov, the same hexes would have been joined.
    const taken = position([], { ...vars, control: { ...control, 'SE:2221': AXIS } });
    const open = joinedToRailhead(testModule, taken, varsOf(taken), AXIS);
    expect(open.has('SE:2419')).toBe(true);
    expect(open.has('SE:2916')).toBe(true);
  });

  it('§8.06 T02 on the board: Germans moving south and east of Soviet-held Rostov record no passage there', () => {
    const control: Record<string, Side> = {};
    for (const h of railRing('SE:2120', 30).keys()) control[h] = SOVIET;
    for (const h of ['SE:2120', 'SE:2020', 'SE:2319', 'SE:2619']) control[h] = AXIS;
    const germans = [piece('s', 'ger-pz', AXIS, 'SE:2319'), piece('e', 'ger-pz', AXIS, 'SE:2619')];
    const vars = { control, railheads: { axis: ['SE:2120'], soviet: [] }, rail: { axis: ['SE:2120'], soviet: [] } };
    /** The two panzer corps drive along the rail to 2419 (south) and 2916 (east), hex by hex, by the move verb. */
    const drive = (s: GameState) => {
      const d = draftState<SfeVars>(s);
      const steps = [
        ['s', 'SE:2318'],
        ['s', 'SE:2419'],
        ['e', 'SE:2718'],
        ['e', 'SE:2717'],
        ['e', 'SE:2817'],
      ];
      for (const [id, to] of [...steps, ['e', 'SE:2916']]) {
        const r = move.apply(testModule, d, { side: AXIS, verb: 'move', args: { piece: id, to } });
        if (r) throw new Error(JSON.stringify(r));
      }
      return varsOf(d.state);
    };
    const held = drive(position([...germans, piece('r', 'sov-inf', SOVIET, 'SE:2221')], vars));
    expect(held.control['SE:2419']).toBe(AXIS);
    expect(held.control['SE:2916']).toBe(AXIS);
    expect(held.passages).toEqual([]);
    const adv = railheadAdvances(testModule, held, AXIS, new Set(), () => 6);
    const driven = ['SE:2318', 'SE:2419', 'SE:2718', 'SE:2717', 'SE:2817', 'SE:2916'];
    expect(adv[0]!.reached.some((h) => driven.includes(h))).toBe(false);
    // Rostov in German hands (and the line to 2319 passed before): the drive south is joined and converts; the
    // drive east, past Soviet-held 2320-2519, still is not.
    const taken: Record<string, Side> = { ...control, 'SE:2221': AXIS, 'SE:2220': AXIS };
    const open = drive(position(germans, { ...vars, control: taken }));
    expect(open.passages).toEqual(['SE:2318', 'SE:2419']);
    const passed = { ...open, passages: [...open.passages, 'SE:2221', 'SE:2220', 'SE:2319'] };
    expect(railheadAdvances(testModule, passed, AXIS, new Set(), () => 6)[0]!.reached).toContain('SE:2419');
  });

  it('§8.06 outside the 1939 Soviet borders the Axis railhead needs no passage', () => {
    const hex = testModule.map.hexes.find((h) => h.region === 'germany' && railNeighbors(testModule, h.id).length)!.id;
    const n = railNeighbors(testModule, hex).find(
      (x) => testModule.map.hexes.find((h) => h.id === x)?.region === 'germany',
    );
    if (!n) throw new Error('no German rail pair');
    const s = position([], { control: { [hex]: AXIS, [n]: AXIS }, railheads: { axis: [hex], soviet: [] } });
    const adv = railheadAdvances(testModule, varsOf(s), AXIS, new Set(), () => 6);
    expect(adv[0]!.reached).toContain(n);
  });
});

describe('the map gauge (§8.06, option ownGauge)', () => {
  it('§8.06 with ownGauge, retaken broad-gauge rail joins the Soviet net at once; the Axis must convert it', () => {
    const ring = railRing('C:4032', 3);
    const sov: Record<string, Side> = Object.fromEntries([...ring.keys()].map((h) => [h, SOVIET]));
    const s = position([], { control: sov, rail: { axis: [], soviet: ['C:4032'] } });
    const added = ownGaugeHexes(testModule, varsOf(s), SOVIET, new Set());
    expect(added).toContain('C:4031');
    expect(added.every((h) => ring.has(h))).toBe(true);
    const ax: Record<string, Side> = Object.fromEntries([...ring.keys()].map((h) => [h, AXIS]));
    const a = position([], { control: ax, rail: { axis: ['C:4032'], soviet: [] } });
    expect(ownGaugeHexes(testModule, varsOf(a), AXIS, new Set())).toEqual([]);
    const german = testModule.map.hexes.find(
      (h) => h.region === 'germany' && railNeighbors(testModule, h.id).length,
    )!.id;
    const near = railRing(german, 2);
    const g = position([], {
      control: Object.fromEntries([...near.keys()].map((h) => [h, AXIS])),
      rail: { axis: [german], soviet: [] },
    });
    expect(ownGaugeHexes(testModule, varsOf(g), AXIS, new Set()).length).toBeGreaterThan(0);
  });
});
