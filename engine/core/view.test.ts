import { describe, expect, it } from 'vitest';
import { isLocation, locationKey, sameLocation } from './view.js';

describe('locations', () => {
  it('keys tell hexes, spaces, boxes and box slots apart', () => {
    expect(locationKey({ kind: 'hex', hex: '0605' })).toBe('hex:0605');
    expect(locationKey({ kind: 'space', space: 'madrid' })).toBe('space:madrid');
    expect(locationKey({ kind: 'box', box: 'reinforcements', index: 3 })).toBe('box:reinforcements#3');
    expect(sameLocation({ kind: 'box', box: 'dead' }, { kind: 'box', box: 'dead', index: 0 })).toBe(false);
    expect(sameLocation({ kind: 'hex', hex: '0101' }, { kind: 'hex', hex: '0101' })).toBe(true);
  });
  it('recognises only well-formed locations', () => {
    expect(isLocation({ kind: 'hex', hex: '0101' })).toBe(true);
    expect(isLocation({ kind: 'box', box: 'dead', index: 1.5 })).toBe(false);
    expect(isLocation({ kind: 'hex' })).toBe(false);
    expect(isLocation('0101')).toBe(false);
    expect(isLocation(null)).toBe(false);
  });
});
