import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n, t } from '../../i18n/index.js';
import { answerButtons, placeAnswers } from '../../panels/answers.js';
import { first, play, start, toCombat, viewOf } from './ebro.fixture.js';
import { ebroModule } from './ebro.fixture.js';
import { rememberModule } from './names.js';
import { ebroPage } from './index.js';

beforeEach(() => {
  initI18n('en');
  rememberModule(ebroModule);
});

/** The buttons' labels as the prompt bar reads them. */
const labels = (view: ReturnType<typeof viewOf>) => answerButtons(view, ebroPage).map((b) => t(b.key, b.values));

describe("La Batalla del Ebro's answers", () => {
  it('III.4 offers the initiative roll, then III.6 each side by name as the first player', () => {
    const g = start();
    expect(labels(viewOf(g))).toEqual(['Roll the initiative']);
    play(g, 'rollInitiative');
    expect(labels(viewOf(g))).toEqual(['Nationalists play first', 'Republicans play first']);
    initI18n('es');
    expect(labels(viewOf(g))).toEqual(['Nacionales juegan primero', 'Republicanos juegan primero']);
  });

  it('VI names the end of each segment for the segment', () => {
    const g = start();
    play(g, 'rollInitiative');
    play(g, 'first', { side: 'republican' });
    expect(labels(viewOf(g))).toEqual(['End engineering']);
    play(g, 'done');
    expect(labels(viewOf(g))).toEqual(['End fire']);
    play(g, 'done');
    expect(labels(viewOf(g))).toEqual(['End movement']);
    play(g, 'done');
    expect(labels(viewOf(g))).toEqual(['End combat']);
  });

  it('XVI.7 makes the retreat a hex clicked on the map, with its hint', () => {
    // Attacks in turn until one drives a stack back (the seed's dice decide which).
    for (const seed of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const g = toCombat(seed);
      for (let i = 0; i < 9 && String((g.state.vars as { step?: string }).step) === 'combat'; i++) {
        const attacks = viewOf(g).legalActions.filter((a) => a.verb === 'attack');
        if (attacks.length === 0) break;
        play(g, 'attack', attacks[0]!.args!);
      }
      if ((g.state.vars as { step?: string }).step !== 'retreat') continue;
      const v = viewOf(g);
      const hexes = v.legalActions.filter((a) => a.verb === 'retreat').map((a) => a.args!.hex);
      expect(placeAnswers(v, ebroPage).map((p) => p.hex)).toEqual(hexes);
      expect(labels(v)).toEqual([]);
      expect(ebroPage.hint!(v, { side: (s) => s, piece: (p) => p })).toBe('Click a lit hex: where your units retreat');
      return;
    }
    throw new Error('no attack of these seeds forced a retreat');
  });

  it('leaves fire and attacks to the Orders panel and moves to the drag, saying so', () => {
    const g = toCombat();
    const v = viewOf(g);
    expect(v.legalActions.some((a) => a.verb === 'attack')).toBe(true);
    expect(labels(v)).toEqual(['End combat']);
    expect(ebroPage.hint!(v, { side: (s) => s, piece: (p) => p })).toMatch(/Orders panel/);
    const a = first(g, 'attack');
    expect(a.hex).toBeTypeOf('string');
  });
});
