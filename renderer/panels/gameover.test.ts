import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { gameFor } from '../games/index.js';
import { resultWords } from './gameover.js';

describe('the game-over words', () => {
  beforeEach(() => initI18n('en'));

  it("gives Isabella's reason by its id and its German VP as the VP line", () => {
    const r = { winner: 'axis', rule: '4.4', reason: 'vp-25' };
    expect(resultWords(gameFor('isabella'), r, { vp: 27 }, null)).toEqual({
      reason: 'The Germans hold 25 victory points or more at the end of Turn 10',
      lines: [{ testid: 'gameover-vp', text: 'German victory points: 27' }],
    });
  });

  it('gives Crusade its Victory Points and Republican Morale, not German VP', () => {
    const r = { winner: null, rule: '5.3', reason: '19 VP at the end of the scenario: a draw' };
    expect(resultWords(gameFor('crusade'), r, { vp: 19, rm: 4, decks: {} }, null).lines).toEqual([
      { testid: 'gameover-detail', text: 'Victory Points: 19' },
      { testid: 'gameover-detail', text: 'Republican Morale: 4' },
    ]);
  });

  it('shows a reason as the engine gave it when no game words it', () => {
    const r = { winner: 'a', rule: '1', reason: 'the last unit fell' };
    expect(resultWords(gameFor('table'), r, { vp: 3 }, null)).toEqual({ reason: 'the last unit fell', lines: [] });
  });
});
