import { describe, expect, it } from 'vitest';
import { easternSources, LADOGA_CORPS } from './eastern.js';
import { controlBy1941, piece, position, testModule } from './sfe.fixture.js';
import { AXIS, SOVIET, type Weather } from './state.js';

const LENINGRAD = 'N:2730';
const LANDING = 'N:2727';
const weather = (w: Weather) => ({ A: w, B: w, C: w, D: w, E: 'clear' as const });

describe('the Eastern Front sources (§23.61)', () => {
  it('§23.61(3) Leningrad is supplied across Lake Ladoga to 2727 and its railroad: 9 corps in or beside it', () => {
    const s = position([], { control: controlBy1941() });
    const src = easternSources(testModule, s, SOVIET, new Set(), new Set([LANDING]));
    expect(src.get(LENINGRAD)).toEqual({ capacity: LADOGA_CORPS, reach: 1, rule: '23.61(3)' });
    expect(easternSources(testModule, s, AXIS, new Set(), new Set([LANDING])).size).toBe(0);
  });

  it('§23.61(3) the rail path from 2727 must reach a source; the Axis holding 2727 closes it', () => {
    const s = position([], { control: controlBy1941() });
    expect(easternSources(testModule, s, SOVIET, new Set(), new Set()).has(LENINGRAD)).toBe(false);
    const taken = position([], { control: { ...controlBy1941(), [LANDING]: AXIS } });
    expect(easternSources(testModule, taken, SOVIET, new Set(), new Set([LANDING])).has(LENINGRAD)).toBe(false);
  });

  it('§23.61(3) by water in clear, frost, mud and heavy mud, over the ice in snow; not listed for storms', () => {
    for (const w of ['clear', 'frost', 'mud', 'heavy-mud', 'snow', 'heavy-snow'] as Weather[]) {
      const s = position([], { control: controlBy1941(), weather: weather(w) });
      expect(easternSources(testModule, s, SOVIET, new Set(), new Set([LANDING])).has(LENINGRAD)).toBe(true);
    }
    const storm = position([], { control: controlBy1941(), weather: weather('stormy') });
    expect(easternSources(testModule, storm, SOVIET, new Set(), new Set([LANDING])).has(LENINGRAD)).toBe(false);
    const opt = position([], { control: controlBy1941(), weather: weather('stormy'), options: { ladogaStormy: true } });
    expect(easternSources(testModule, opt, SOVIET, new Set(), new Set([LANDING])).has(LENINGRAD)).toBe(true);
  });

  it('§23.61(4) Astrakhan supplies nine corps across the Caspian, except in stormy weather', () => {
    const astrakhan = testModule.map.hexes.find((h) => h.city?.name === 'Astrakhan')!.id;
    const s = position([], { control: controlBy1941() });
    expect(easternSources(testModule, s, SOVIET, new Set(), new Set()).get(astrakhan)?.capacity).toBe(9);
    const storm = position([], { control: controlBy1941(), weather: weather('stormy') });
    expect(easternSources(testModule, storm, SOVIET, new Set(), new Set()).has(astrakhan)).toBe(false);
  });

  it('§23.61(5) Sevastopol supplies while a ZOC-free path runs to Kerch and Novorossiysk has rail to a source', () => {
    const hex = (n: string) => testModule.map.hexes.find((h) => h.city?.name === n)!.id;
    const [sev, nov] = [hex('Sevastopol'), hex('Novorossiysk')];
    const s = position([], { control: controlBy1941() });
    expect(easternSources(testModule, s, SOVIET, new Set(), new Set([nov])).has(sev)).toBe(true);
    expect(easternSources(testModule, s, SOVIET, new Set(), new Set()).has(sev)).toBe(false);
    // An enemy unit in Kerch cuts the land path.
    const cut = position([piece('g', 'ger-inf', AXIS, hex('Kerch'))], { control: controlBy1941() });
    expect(easternSources(testModule, cut, SOVIET, new Set(), new Set([nov])).has(sev)).toBe(false);
  });
});
