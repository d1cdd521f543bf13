import { describe, expect, it } from 'vitest';
import { GAME_CATALOGUES } from '../i18n/index.js';
import { ruleOptionsOf } from '../../engine/games/options.js';
import { GAME_PAGES, gameFor } from './index.js';

describe('the page registry', () => {
  it("maps a module's rules id to its plug-in, and rules without one to a plain plug-in", () => {
    expect(gameFor('isabella').id).toBe('isabella');
    expect(gameFor('crusade').mount).toBeTypeOf('function');
    expect(gameFor('table').rulesNote?.()).toBe("This module's rules are not automated yet: every mode plays as honor");
    const plain = gameFor('stranger');
    expect(plain).toEqual({ id: 'stranger' });
    expect(gameFor('stranger')).toBe(plain);
    expect(gameFor(null)).toEqual({ id: '' });
  });

  it("lists each game's rule options as the engine's list of games does (the page loads no rules code)", () => {
    for (const g of GAME_PAGES) expect(g.options ?? [], g.id).toEqual(ruleOptionsOf(g.id));
    expect(gameFor('isabella').options?.length).toBeGreaterThan(0);
  });

  it('knows each game that brings catalogues, and each of its games brings its own', () => {
    expect(GAME_PAGES.map((g) => g.id).sort()).toEqual([...GAME_CATALOGUES.keys()].sort());
  });
});
