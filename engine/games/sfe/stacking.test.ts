import { describe, expect, it } from 'vitest';
import { piece, position, testModule } from './sfe.fixture.js';
import { mayStack, overstacked } from './stacking.js';
import { AXIS } from './state.js';

const hex = 'C:4032';
describe('stacking (§5)', () => {
  it('§5.01 three ground units of any size may stack; a fourth overstacks', () => {
    const three = [
      piece('a', 'ger-inf', AXIS, hex),
      piece('b', 'ger-brig', AXIS, hex),
      piece('c', 'ger-pz-div', AXIS, hex),
    ];
    expect(overstacked(testModule, position(three), AXIS)).toEqual({});
    const four = [...three, piece('d', 'ger-inf-div', AXIS, hex)];
    expect(overstacked(testModule, position(four), AXIS)).toEqual({ [hex]: 1 });
    expect(mayStack(testModule, three, [piece('d', 'ger-inf-div', AXIS, hex)])).toBe(false);
    expect(mayStack(testModule, three.slice(0, 2), [piece('d', 'ger-inf-div', AXIS, hex)])).toBe(true);
  });

  it('§5.04 one leader stacks free, a second counts; supply units never count', () => {
    const three = [
      piece('a', 'ger-inf', AXIS, hex),
      piece('b', 'ger-inf', AXIS, hex),
      piece('c', 'ger-inf', AXIS, hex),
    ];
    const lead = [...three, piece('l', 'ger-leader', AXIS, hex), piece('s', 'ger-supply', AXIS, hex)];
    expect(overstacked(testModule, position(lead), AXIS)).toEqual({});
    const two = [...lead, piece('m', 'ger-leader', AXIS, hex)];
    expect(overstacked(testModule, position(two), AXIS)).toEqual({ [hex]: 1 });
  });

  it('§27.41 new arrivals may overstack until the end of the Movement Phase', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => piece(id, 'ger-inf', AXIS, hex));
    expect(overstacked(testModule, position(four), AXIS, new Set(['d']))).toEqual({});
  });
});
