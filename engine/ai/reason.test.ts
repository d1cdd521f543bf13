// A bot's reason made ready for its words: each param's kind read from its name, ids named by the page's namers,
// lists of ids split and joined, numbers in the page's way but `count` kept a number for the plural.

import { describe, expect, it } from 'vitest';
import { ids, paramKind, reason, reasonValues } from './reason.js';

describe("a bot's reason", () => {
  it("reads a param's kind from the end of its name", () => {
    expect(
      ['piece', 'pieces', 'space', 'targetSpace', 'spaces', 'card', 'cards', 'hex', 'count', 'pc', 'odds'].map(
        paramKind,
      ),
    ).toEqual(['piece', 'pieces', 'space', 'space', 'spaces', 'card', 'cards', 'hex', 'count', 'value', 'value']);
  });

  it('names the ids it holds with the namers given, lists joined, and leaves the rest as they are', () => {
    const r = reason('bot.x.y', {
      piece: 'p1',
      pieces: ids(['p1', 'p2']),
      targetSpace: 'badajoz',
      cards: 'N8,N11',
      hex: '1420',
      count: 3,
      odds: 2.5,
      word: 'as is',
    });
    const values = reasonValues(r, {
      piece: (id) => `unit ${id}`,
      space: (id) => id.toUpperCase(),
      card: (id) => `card ${id}`,
      number: (n) => String(n).replace('.', ','),
      list: (names) => names.join(' y '),
    });
    expect(values).toEqual({
      piece: 'unit p1',
      pieces: 'unit p1 y unit p2',
      targetSpace: 'BADAJOZ',
      cards: 'card N8 y card N11',
      hex: '1420',
      count: 3,
      odds: '2,5',
      word: 'as is',
    });
  });

  it('without namers shows the ids, lists joined by commas, numbers untouched', () => {
    expect(reasonValues(reason('bot.x', { pieces: 'a,b', pc: 40, space: 'madrid' }))).toEqual({
      pieces: 'a, b',
      pc: 40,
      space: 'madrid',
    });
    expect(reasonValues(reason('bot.x', { pieces: '' }))).toEqual({ pieces: '' });
  });

  it('leaves out params when there are none', () => {
    expect(reason('bot.onlyAction')).toEqual({ id: 'bot.onlyAction' });
    expect(reason('bot.onlyAction', {})).toEqual({ id: 'bot.onlyAction' });
  });
});
