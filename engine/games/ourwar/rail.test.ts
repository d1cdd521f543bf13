import { describe, expect, it } from 'vitest';
import type { GameModule, HexsideDef } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { between, crossing, fixtureMap, fixtureModule, game, hexId, unit } from './move.fixture.js';
import { railBoxes, railHeadsHeld } from './rail.js';
import { railLeft, railReach } from './railmove.js';
import { NAT, type OurWarVars, REP, sideKey } from './state.js';
import { inSupply } from './supply.js';
import { mapGraph } from './terrain.js';
import { zocView } from './zoc.js';

/**
 * A 16 x 10 map: a secondary river between columns 4 and 5, a railway along row 7 from the west edge (the
 * Republic's box) to the east edge (the Nationalists'), rail heads at 0307, 0907 and 1407.
 */
function railModule(): GameModule {
  const sides: HexsideDef[] = between(4, 10, ['river'], 'Canaletes');
  for (let c = 1; c < 16; c++) {
    const [a, b] = [hexId(c, 7), hexId(c + 1, 7)];
    const s = sides.find((x) => sideKey(x.a, x.b) === sideKey(a, b));
    if (s) s.features = [...s.features, 'rail'];
    else sides.push({ a, b, features: ['rail'] });
  }
  const map = fixtureMap(16, 10, {}, sides);
  for (const h of map.hexes) if (['0307', '0907', '1407'].includes(h.id)) h.features = ['rail-head'];
  return fixtureModule(map);
}
const rail = railModule();
const bridge = { crossings: crossing('0407', '0507', 'major-bridge') };
const places = (pieces: Piece[], vars: Partial<OurWarVars> = {}, ids = [pieces[0]!.id]) => {
  const s = game(pieces, vars);
  return [...railReach(rail, s, ids, () => true).keys()].sort();
};

describe('rail movement (IX.2.6)', () => {
  it('IX.2.6 a unit rail-moves only between rail heads and the boxes railways run to, any distance', () => {
    expect(places([unit('inf', '0307'), unit('inf-xv', '1307')], bridge)).toEqual(['0907', '1407', 'east', 'west']);
    // XIX.1.6 not into a box an enemy unit holds
    const held = [unit('inf', '0307'), unit('inf-xv', '1307'), unit('n-inf', 'east')];
    expect(places(held, bridge)).toEqual(['0907', '1407', 'west']);
    expect(places([unit('inf', 'west'), unit('inf-xv', '1307')], bridge)).toEqual(['0307', '0907', '1407', 'east']);
    // not from a hex without a rail head, nor after moving this turn
    expect(places([unit('inf', '0207'), unit('inf-xv', '1307')], bridge)).toEqual([]);
    expect(places([unit('inf', '0307'), unit('inf-xv', '1307')], { ...bridge, marks: { inf: { mp: 1 } } })).toEqual([]);
  });

  it('IX.2.6 the railways run to the boxes on the edges where a line leaves the map', () => {
    const s = game([]);
    expect([...railBoxes(rail, s)]).toEqual([
      ['west', ['0107']],
      ['east', ['1607']],
    ]);
  });

  it('IX.2.6, X.II a railway crosses water only over a standing, undamaged major crossing', () => {
    const units = [unit('inf', '0307'), unit('inf-xv', '1307')];
    expect(places(units)).toEqual(['west']);
    expect(places(units, { crossings: crossing('0407', '0507', 'pontoon-bridge') })).toEqual(['west']);
    expect(places(units, { crossings: crossing('0407', '0507', 'major-bridge', { damage: 1 }) })).toEqual(['west']);
    expect(places(units, { crossings: crossing('0407', '0507', 'major-bridge', { building: 1 }) })).toEqual(['west']);
  });

  it('IX.2.6 a train never enters an enemy unit’s hex or enemy ZOC', () => {
    const off = mapGraph(rail)
      .neighbors('1107')
      .find((h) => !h.endsWith('07') && !mapGraph(rail).neighbors(h).includes('0907'))!;
    expect(places([unit('inf', '0307'), unit('inf-xv', '1307'), unit('n-inf', '0607')], bridge)).toEqual(['west']);
    expect(places([unit('inf', '0307'), unit('inf-xv', '0107'), unit('n-inf', off)], bridge)).toEqual(['0907', 'west']);
  });

  it('IX.2.6 a side rail-moves as many units as the rail heads it controls', () => {
    const pieces = [unit('inf', '0307'), unit('inf-xv', '0907'), unit('n-inf', '1407')];
    const s = game(pieces, bridge);
    const view = zocView(rail, s, () => true);
    expect(railHeadsHeld(view, REP)).toBe(2);
    expect(railHeadsHeld(view, NAT)).toBe(1);
    expect(railLeft(view, REP)).toBe(2);
    const used = game(pieces, { ...bridge, marks: { 'inf-xv': { rail: true, redeployed: true, act: 'done' } } });
    expect(
      railLeft(
        zocView(rail, used, () => true),
        REP,
      ),
    ).toBe(1);
    const both = game(pieces, { ...bridge, marks: { 'inf-xv': { rail: true }, 'n-inf': { rail: true } } });
    expect(railReach(rail, both, ['inf'], () => true).size).toBeGreaterThan(0);
    const spent = game([...pieces, unit('direct', '0307')], { ...bridge, marks: { 'inf-xv': { rail: true } } });
    expect(
      railLeft(
        zocView(rail, spent, () => true),
        REP,
      ),
    ).toBe(1);
    expect(railReach(rail, spent, ['inf', 'direct'], () => true).size).toBe(0);
  });
});

describe('supply by rail (VIII.2.4)', () => {
  const supplied = (pieces: Piece[], id: string, vars: Partial<OurWarVars> = {}) => {
    const s = game(pieces, vars);
    return inSupply(rail, s, s.pieces.find((p) => p.id === id)!);
  };
  it('VIII.2.4 supply runs by rail from rail head to rail head and reaches units one hex from a rail head', () => {
    const near = mapGraph(rail)
      .neighbors('1407')
      .find((h) => !h.endsWith('07'))!;
    const far = mapGraph(rail)
      .neighbors(near)
      .find((h) => h !== '1407' && !mapGraph(rail).neighbors(h).includes('1407') && !h.endsWith('07'))!;
    expect(supplied([unit('inf', near)], 'inf', bridge)).toBe(true);
    expect(supplied([unit('inf', far)], 'inf', bridge)).toBe(false);
    // without the bridge the railway is cut at the river: no rail head beyond it is reached
    expect(supplied([unit('inf', near)], 'inf')).toBe(false);
    // nor through enemy control
    expect(supplied([unit('inf', near), unit('n-inf', '1107')], 'inf', bridge)).toBe(false);
  });
});
