// The map's hex features in its keys (featurekey.ts, paperkey.ts): the Ebro map's rail heads are named in English
// and Spanish and drawn as the map draws them; a map without such features, or a feature without words, adds none.

import type { Graphics } from 'pixi.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import { ebroModule } from '../../engine/games/ebro/ebro.fixture.js';
import { isabellaModule } from '../../engine/games/isabella/isabella.fixture.js';
import { initI18n } from '../i18n/index.js';

let key: typeof import('./featurekey.js');
let paper: typeof import('./paperkey.js');

beforeAll(async () => {
  // the map's drawing is PixiJS's, which asks for a browser's navigator when it loads
  vi.stubGlobal('navigator', { userAgent: 'node' });
  key = await import('./featurekey.js');
  paper = await import('./paperkey.js');
});
afterAll(() => vi.unstubAllGlobals());

/** A Graphics stand-in that keeps the rectangles filled. */
function pen() {
  const rects: { x: number; y: number; w: number; h: number; color: number }[] = [];
  let last: [number, number, number, number] | null = null;
  const g = {
    rect(x: number, y: number, w: number, h: number) {
      last = [x, y, w, h];
      return g;
    },
    fill(s: { color: number }) {
      if (last) rects.push({ x: last[0], y: last[1], w: last[2], h: last[3], color: s.color });
      return g;
    },
  };
  return { g: g as unknown as Graphics, rects };
}

const placeWords = (m: GameModule) => {
  const sections = paper.hexKeySections(m);
  return sections.flatMap(([, items]) => items.map((i) => i.word));
};

describe("the map's hex features in its keys", () => {
  it('names the rail heads of a map that has them, in English and Spanish, in the printed key’s places', () => {
    initI18n('en');
    expect(key.keyFeatures(ebroModule)).toEqual(['rail-head']);
    expect(placeWords(ebroModule)).toContain('Rail head');
    initI18n('es');
    expect(key.featureWord('rail-head')).toBe('Cabeza de línea férrea');
    expect(placeWords(ebroModule)).toContain('Cabeza de línea férrea');
    initI18n('en');
  });

  it('adds nothing for a map without hex features, nor for a feature the page has no words for', () => {
    initI18n('en');
    expect(key.keyFeatures(isabellaModule)).toEqual([]);
    expect(placeWords(isabellaModule)).not.toContain('Rail head');
    const hexes = [{ ...ebroModule.map.hexes[0]!, features: ['airfield'] }];
    expect(key.keyFeatures({ map: { ...ebroModule.map, hexes } })).toEqual([]);
  });

  it('draws a rail head as the map does, a bar with its rail, in the middle of the key’s symbol', () => {
    const { g, rects } = pen();
    key.drawFeature(g, 'rail-head', 100, 50, 20);
    expect(rects.map((r) => r.color)).toEqual([0x111111, 0xffffff]);
    const bar = rects[0]!;
    expect(bar.x + bar.w / 2).toBeCloseTo(100);
    expect(Math.abs(bar.y + bar.h / 2 - 50)).toBeLessThan(20 * 0.2);
  });
});
