import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { finalFigures, reasonText } from './gameover.js';

describe('the game-over figures', () => {
  beforeEach(() => initI18n('en'));

  it("gives Isabella's German VP as the VP line", () => {
    expect(finalFigures({ vp: 27, result: { winner: 'axis' } })).toEqual({ vp: 27, details: [] });
  });

  it('gives Crusade its Victory Points and Republican Morale, not German VP', () => {
    expect(finalFigures({ vp: 19, rm: 4, decks: {} })).toEqual({
      vp: null,
      details: ['Victory Points: 19', 'Republican Morale: 4'],
    });
  });

  it("reads an engine's reason sentence as it is when the catalogue lacks it", () => {
    const r = { winner: null, rule: '5.3', reason: '19 VP at the end of the scenario: a draw' };
    expect(reasonText(r)).toBe('19 VP at the end of the scenario: a draw');
  });
});
