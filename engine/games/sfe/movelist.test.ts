import { describe, expect, it } from 'vitest';
import type { Action, LegalAction } from '../../core/types.js';
import { move, rail } from './moves.js';
import { moveSearch, reach } from './movement.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, SOVIET, varsOf, type Weather, type Zone } from './state.js';
import { enterCost, graphOf, railNeighbors } from './terrain.js';
import { frozen } from './weather.js';

/** A front: two Axis units (one fresh, one that has moved), a Soviet unit whose ZOC they face, rail behind. */
function front() {
  const control = controlBy1941();
  for (const k of Object.keys(control)) control[k] = AXIS;
  const rails = ['C:4032', ...railNeighbors(testModule, 'C:4032')];
  return position(
    [
      piece('g', 'ger-inf', AXIS, 'C:4032'),
      piece('p', 'ger-pz', AXIS, 'C:4232'),
      piece('r', 'sov-inf', SOVIET, 'C:3830'),
    ],
    {
      control,
      moved: { p: { mp: 1 } },
      rail: { axis: rails, soviet: [] },
      railCapacity: { axis: 5, soviet: 5 },
    },
  );
}
const asAction = (a: LegalAction): Action => ({ side: AXIS, verb: a.verb, args: a.args ?? {} });
/** Every hex within three steps of the units: listed or not, each is asked of check. */
function nearby(hexes: string[]): string[] {
  const seen = new Set(hexes);
  let ring = hexes;
  for (let i = 0; i < 3; i++) {
    ring = ring.flatMap((h) => graphOf(testModule).neighbors(h)).filter((h) => !seen.has(h));
    for (const h of ring) seen.add(h);
  }
  return [...seen];
}

describe('the moves the view lists (§7, §8)', () => {
  it('§7.1 the ground moves listed are exactly those move.check accepts, by ground and strategic movement', () => {
    const s = front();
    const listed = move.list!(testModule, s, AXIS);
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) expect(move.check(testModule, s, asAction(a))).toEqual([]);
    const keys = new Set(listed.map((a) => `${a.args?.piece}>${a.args?.to}>${a.args?.sm ?? ''}`));
    for (const id of ['g', 'p']) {
      for (const to of nearby(['C:4032', 'C:4232'])) {
        for (const sm of ['', 'yes']) {
          const args = { piece: id, to, ...(sm ? { sm } : {}) };
          const ok = move.check(testModule, s, { side: AXIS, verb: 'move', args }).length === 0;
          expect(keys.has(`${id}>${to}>${sm}`), `${id} to ${to} ${sm}`).toBe(ok);
        }
      }
    }
    // §6.11 a unit that stopped in an enemy ZOC lists no move
    const stopped = { ...s, vars: { ...s.vars, moved: { ...varsOf(s).moved, g: { mp: 1, stopped: true } } } };
    expect(move.list!(testModule, stopped, AXIS).some((a) => a.args?.piece === 'g')).toBe(false);
  });

  it('§8.01 the rail moves listed are exactly those rail.check accepts; none once the unit has gone by rail', () => {
    const s = front();
    const listed = rail.list!(testModule, s, AXIS);
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) expect(rail.check(testModule, s, asAction(a))).toEqual([]);
    const keys = new Set(listed.map((a) => `${a.args?.piece}>${a.args?.to}`));
    for (const to of varsOf(s).rail.axis) {
      const ok = rail.check(testModule, s, { side: AXIS, verb: 'rail', args: { piece: 'g', to } }).length === 0;
      expect(keys.has(`g>${to}`), `g to ${to}`).toBe(ok);
    }
    const railed = { ...s, vars: { ...s.vars, moved: { ...varsOf(s).moved, g: { mp: 2, rail: true } } } };
    expect(rail.list!(testModule, railed, AXIS).some((a) => a.args?.piece === 'g')).toBe(false);
  });

  it('§25.3 a search pays what the weather of its turn makes a hex cost: frozen ground, then the thaw', () => {
    const all = (w: Weather): Record<Zone, Weather> => ({ A: w, B: w, C: w, D: w, E: w });
    const [snow, clear] = [all('heavy-snow'), all('clear')];
    const costIn = (w: Record<Zone, Weather>, a: string, b: string) =>
      enterCost(testModule, a, b, frozen(testModule, w, a, b));
    // an edge whose cost the cold changes (a frozen swamp, river or lake), both costs within a panzer's MPs
    const g = graphOf(testModule);
    let edge: [string, string] | undefined;
    for (const a of g.nodes()) {
      const b = g.neighbors(a).find((n) => {
        const [c1, c2] = [costIn(snow, a, n), costIn(clear, a, n)];
        return c1 !== c2 && c1 <= 3 && c2 <= 3 && Number.isFinite(costIn(clear, n, a));
      });
      if (b) edge = [a, b];
      if (edge) break;
    }
    expect(edge).toBeDefined();
    const [a, b] = edge!;
    for (const w of [snow, clear, snow]) {
      const s = position([piece('p', 'ger-pz', AXIS, a)], { weather: w, moved: { p: { mp: 0 } } });
      const p = s.pieces[0]!;
      const search = { ...moveSearch(testModule, s, p, false), mp: 10 };
      expect(reach(testModule, s, p, search).get(b)?.cost).toBe(costIn(w, a, b));
    }
  });
});
