import { describe, expect, it } from 'vitest';
import { AMBIGUITIES_WITHOUT_OPTION, AMBIGUITY_OPTIONS, DEFAULT_OPTIONS, OPTION_NOTES } from './isabella/options.js';
import { ruleOptionsOf } from './options.js';

describe('rule options registry', () => {
  it('lists every Isabella option with its rule reference, note and default, in declared order', () => {
    const list = ruleOptionsOf('isabella');
    expect(list.map((o) => o.id)).toEqual(Object.keys(DEFAULT_OPTIONS));
    for (const o of list) {
      const id = o.id as keyof typeof DEFAULT_OPTIONS;
      expect(o).toEqual({ id, ref: OPTION_NOTES[id].ref, text: OPTION_NOTES[id].text, default: DEFAULT_OPTIONS[id] });
    }
  });

  it('has no options for the table rules or an unknown id', () => {
    expect(ruleOptionsOf('table')).toEqual([]);
    expect(ruleOptionsOf('nope')).toEqual([]);
  });

  it('accounts for every ambiguity of digest §11.4 (1-27): an option, or a written reason why none', () => {
    for (let n = 1; n <= 27; n++) {
      const opts = AMBIGUITY_OPTIONS[n] ?? [];
      const why = AMBIGUITIES_WITHOUT_OPTION[n];
      expect(opts.length > 0 || (why !== undefined && why.length > 20), `ambiguity ${n}`).toBe(true);
      for (const o of opts) expect(DEFAULT_OPTIONS, `ambiguity ${n}: ${o}`).toHaveProperty(o);
    }
    // Every option settles a §11.4 ambiguity, except 6.8's stack height (not in §11.4: a table convention).
    const tied = new Set(Object.values(AMBIGUITY_OPTIONS).flat());
    expect(Object.keys(DEFAULT_OPTIONS).filter((k) => !tied.has(k as keyof typeof DEFAULT_OPTIONS))).toEqual([
      'stackHeightVisible',
    ]);
  });
});
