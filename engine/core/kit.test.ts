import { describe, expect, it } from 'vitest';
import { optionsFrom, unitDef, unknownMaker, violationMaker } from './kit.js';
import { miniModule } from '../games/table/fixtures/mini.js';

describe('the verb kit', () => {
  it("reads a game's options over its defaults, ignoring unknown keys and values of another type", () => {
    const defaults = { limit: 3, rule: 'all', on: false };
    const vars = { options: { on: true, limit: 'four', other: 1 } };
    expect(optionsFrom(defaults, { vars })).toEqual({ limit: 3, rule: 'all', on: true });
    expect(Object.keys(optionsFrom(defaults, { vars: {} }))).toEqual(['limit', 'rule', 'on']);
  });

  it("makes a game's violations and the refusal of an unknown thing", () => {
    const v = violationMaker('toy');
    expect(v('x', '1.2', 'No')).toEqual({ rule: 'toy.x', section: '1.2', message: 'No' });
    expect(unknownMaker(v)('piece', 'p9')).toEqual([
      { rule: 'toy.unknown', section: '—', message: 'There is no piece "p9"', params: { what: 'piece', id: 'p9' } },
    ]);
  });

  it('finds a unit definition by its id, once per module', () => {
    const m = miniModule();
    expect(unitDef(m, m.units[0]!.id)).toBe(m.units[0]);
    expect(unitDef(m, 'nope')).toBeUndefined();
  });
});
