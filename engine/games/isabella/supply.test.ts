// Derived tests for 11.0 (supply) on the real Isabella map: sources, the 5-hex and road path, the blocks.
import { describe, expect, it } from 'vitest';
import { game, isabellaModule, unit } from './isabella.fixture.js';
import type { GameState } from '../../core/types.js';
import { isSupplied, supplyArea, supplyDetail, supplyOf } from './supply.js';
import { overlayFor } from './inspect.js';
import { geoOf } from './geo.js';

const module = isabellaModule;
const supplied = (s: GameState, id: string) => supplyOf(module, s, s.pieces.find((p) => p.id === id)!.side).get(id);

describe('Isabella supply (11.0)', () => {
  it('11.4: a German unit traces to 4212, by road from Madrid', () => {
    const s = game([unit('de-1ss', '2816')]);
    const d = supplyDetail(module, s, 'axis').get('de-1ss')!;
    expect(d.supplied).toBe(true);
    expect(d.path![d.path!.length - 1]).toBe('4212');
  });

  it('11.3: off the road a path is at most five hexes (the road cut at 4112: 4217 is in, 4218 out)', () => {
    // an Allied unit in Bayonne 4012 puts the only road out of 4212 (through 4112) in its ZOC
    expect(supplied(game([unit('de-1ss', '4217'), unit('us-1id', '4012')]), 'de-1ss')).toBe(true);
    expect(supplied(game([unit('de-1ss', '4218'), unit('us-1id', '4012')]), 'de-1ss')).toBe(false);
    expect(supplied(game([unit('de-1ss', '4218')]), 'de-1ss')).toBe(true); // by road when nothing cuts it
  });

  it('7.4: no path into an EZOC hex, unless a friendly unit there negates it', () => {
    // an Allied unit in 3913 puts Bayonne 4012 (and the hexes around San Sebastian 3912) in its ZOC
    expect(supplied(game([unit('de-1ss', '3912'), unit('us-1id', '3913')]), 'de-1ss')).toBe(false);
    const s = game([unit('de-1ss', '3912'), unit('us-1id', '3913'), unit('de-7pz', '4012')]);
    expect(supplyDetail(module, s, 'axis').get('de-1ss')!.path).toEqual(['3912', '4012', '4112', '4212']);
  });

  it('11.3: the source hex itself never blocks, even in an EZOC (digest §7 default)', () => {
    // an Allied unit in 4211 puts 4212 in its ZOC; the German unit next to 4212 in 4213 still traces into it
    expect(supplied(game([unit('de-1ss', '4213'), unit('us-1id', '4211')]), 'de-1ss')).toBe(true);
  });

  it('11.3: no supply path into a hex with an enemy unit (Tangier held by the Axis cuts Morocco off)', () => {
    const bh = { beachhead: '1321' };
    expect(supplied(game([unit('us-1id', '1123')], bh), 'us-1id')).toBe(true); // across the straits as Allied
    // a friendly unit in 1222 negates the EZOC there (7.4); the Axis unit in Tangier still blocks
    const held = game([unit('us-1id', '1123'), unit('us-3id', '1222'), unit('fs-ix', '1322')], bh);
    expect(supplied(held, 'us-1id')).toBe(false);
  });

  it('12.7, 11.4: Axis supply never crosses the straits; a German unit in Morocco is out of supply', () => {
    expect(supplied(game([unit('de-1ss', '1222')]), 'de-1ss')).toBe(false);
    expect(supplied(game([unit('de-1ss', '1321')]), 'de-1ss')).toBe(true);
  });

  it('11.3: coastal supply holds in the coastal hex only, not one hex inland', () => {
    expect(supplied(game([unit('us-1id', '1320')]), 'us-1id')).toBe(true); // Cadiz, no beachhead at all
    expect(supplyDetail(module, game([unit('us-1id', '1320')]), 'allied').get('us-1id')!.how).toBe('coastal');
    expect(supplied(game([unit('us-1id', '1420')]), 'us-1id')).toBe(false);
    expect(supplied(game([unit('us-1id', '1420')], { beachhead: '1320' }), 'us-1id')).toBe(true); // traced
  });

  it('11.3, 11.4: the supply area is every hex a unit would be in supply in, empty ones too (the overlay)', () => {
    // The road out of 4212 cut at 4112 by an Allied unit in Bayonne: 4217 stays in the area, 4218 falls out.
    const cut = game([unit('de-1ss', '4217'), unit('us-1id', '4012')]);
    const area = new Set(supplyArea(module, cut, 'axis'));
    expect(area.has('4217')).toBe(true);
    expect(area.has('4218')).toBe(false);
    expect(area.has('4212')).toBe(true);
    // Checked hex by hex: a German unit alone in a sampled land hex is supplied exactly where the area says.
    const geo = geoOf(module);
    const land = geo.hexes.filter((h) => !geo.isSea(h) && geo.region(h) !== 'portugal');
    const empty = new Set(supplyArea(module, game([]), 'axis'));
    expect(empty.size).toBeGreaterThan(50);
    for (const h of land.filter((_, i) => i % 9 === 0))
      expect(supplied(game([unit('de-1ss', h)]), 'de-1ss'), h).toBe(empty.has(h));
    // The Allies: every coastal land hex (11.3), and more once a beachhead traces inland; no sea hex.
    const coast = supplyArea(module, game([]), 'allied');
    expect(coast).toContain('1320');
    expect(coast).not.toContain('1420');
    expect(supplyArea(module, game([], { beachhead: '1320' }), 'allied')).toContain('1420');
    expect(coast.some((h) => geo.isSea(h))).toBe(false);
    // The overlay gives it beside the units in and out of supply.
    expect(overlayFor(module, cut, 'axis', 'supply').reach).toEqual(supplyArea(module, cut, 'axis'));
  });

  it('11.4: there is no German coastal supply', () => {
    expect(supplied(game([unit('de-1ss', '1322')]), 'de-1ss')).toBe(false); // coastal Tangier
  });

  it('11.5: Spanish units of both sides are always in supply', () => {
    const s = game([unit('fs-i', '1222'), unit('rs-ii', '2816'), unit('de-1ss', '2815'), unit('de-7pz', '2817')]);
    expect(supplied(s, 'fs-i')).toBe(true);
    expect(supplied(s, 'rs-ii')).toBe(true); // surrounded by German units
  });

  it('11.4: the two German paratroop regiments are always in supply, the paratroop division is not', () => {
    const s = game([unit('de-fjr5', '1222'), unit('de-bar', '1322'), unit('de-7fl', '1223')]);
    expect([supplied(s, 'de-fjr5'), supplied(s, 'de-bar'), supplied(s, 'de-7fl')]).toEqual([true, true, false]);
  });

  it('8.3, 11.5: Portuguese units are in supply in Portugal; abroad they trace or take coastal supply', () => {
    const on = { portugal: true };
    expect(supplied(game([unit('pt-2rm', '1908')], on), 'pt-2rm')).toBe(true);
    expect(supplied(game([unit('pt-2rm', '2816')], on), 'pt-2rm')).toBe(false);
    expect(supplied(game([unit('pt-2rm', '1320')], on), 'pt-2rm')).toBe(true);
    expect(supplied(game([unit('pt-2rm', '1420')], { portugal: true, beachhead: '1320' }), 'pt-2rm')).toBe(true);
  });

  it('8.2: a supply path never runs through neutral Portugal (it would bring Portugal in)', () => {
    // from Faro 1115 every road out runs through Portuguese hexes
    expect(supplied(game([unit('us-1id', '1123')], { beachhead: '1115' }), 'us-1id')).toBe(false);
    expect(supplied(game([unit('us-1id', '1123')], { beachhead: '1115', portugal: true }), 'us-1id')).toBe(true);
  });

  it('11.2: supply is one search per side and state; isSupplied reads it', () => {
    const s = game([unit('de-1ss', '2816'), unit('de-7fl', '1222')]);
    expect(supplyOf(module, s, 'axis')).toBe(supplyOf(module, s, 'axis'));
    expect(isSupplied(module, s, s.pieces[0]!)).toBe(true);
    expect(isSupplied(module, s, s.pieces[1]!)).toBe(false);
    expect([...supplyOf(module, s, 'allied').keys()]).toEqual([]);
  });
});
