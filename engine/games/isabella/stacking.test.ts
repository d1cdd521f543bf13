// Derived tests for 6.1-6.6 (stacking) on the real Isabella module.
import { describe, expect, it } from 'vitest';
import { game, isabellaModule, marker, unit } from './isabella.fixture.js';
import { canStackIn, overstackedHexes, stackLimit } from './stacking.js';

const module = isabellaModule;

describe('Isabella stacking (6.0)', () => {
  it('6.3: up to four units of a side in any hex, one in Gibraltar 1422', () => {
    expect(stackLimit('2816')).toBe(4);
    expect(stackLimit('1422')).toBe(1);
  });

  it('6.1: every ground unit counts one whatever its size; a fifth does not fit, a marker does not count', () => {
    const four = ['us-1ad', 'us-1id', 'uk-1para', 'uk-78id'].map((d) => unit(d, '1320'));
    expect(canStackIn(module, game(four.slice(0, 3)), 'allied', '1320')).toBe(true);
    expect(canStackIn(module, game([...four, marker('bh', 'beachhead', '1320')]), 'allied', '1320')).toBe(false);
    const three = game([...four.slice(0, 3), marker('bh', 'beachhead', '1320')]);
    expect(canStackIn(module, three, 'allied', '1320')).toBe(true);
  });

  it('6.1: units never stack with enemy units; 8.1: nor with neutral Portuguese units', () => {
    expect(canStackIn(module, game([unit('fs-i', '2816')]), 'allied', '2816')).toBe(false);
    expect(canStackIn(module, game([unit('pt-lmc', '1409')]), 'allied', '1409')).toBe(false);
    expect(canStackIn(module, game([unit('pt-lmc', '1409')], { portugal: true }), 'allied', '1409')).toBe(true);
  });

  it('6.3: either side may have only one unit in 1422', () => {
    expect(canStackIn(module, game([unit('uk-ggb', '1422')]), 'allied', '1422')).toBe(false);
    expect(canStackIn(module, game([]), 'axis', '1422')).toBe(true);
  });

  it('6.6: over-stacked hexes name the side and how many units it must eliminate', () => {
    const five = ['us-1ad', 'us-1id', 'us-3id', 'uk-78id', 'uk-1para'].map((d) => unit(d, '1409'));
    const s = game([...five, unit('uk-ggb', '1422'), unit('uk-6ad', '1422'), unit('fs-i', '2816')]);
    expect(overstackedHexes(module, s)).toEqual([
      { hex: '1409', side: 'allied', excess: 1 },
      { hex: '1422', side: 'allied', excess: 1 },
    ]);
    expect(overstackedHexes(module, game(five.slice(0, 4)))).toEqual([]);
  });
});
