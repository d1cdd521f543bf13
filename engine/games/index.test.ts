// The one list of games: every rules id once, the registry and the options read from it, and each game's
// violation ids are exactly those its sources give (plus the step machine's own, for the games on it).
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES, gameOf } from './index.js';
import { allRules, getRules } from './registry.js';
import { ruleOptionsOf } from './options.js';
import { STEP_VIOLATIONS } from '../core/steps.js';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The violation ids a game's sources write (`violation('id'`, a table's `tableViolation('id'`, `v('id'`), and the
 * verb kit's unknown thing when they make it (core/kit.ts unknownMaker).
 */
function writtenIds(id: string): Set<string> {
  const dir = join(here, id);
  const found = new Set<string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.ts') || /\.(test|fixture|mock)\.ts$/.test(f)) continue;
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(/\b(?:violation|tableViolation|v)\(\s*'([^']+)'/g)) found.add(`${id}.${m[1]}`);
    if (text.includes('unknownMaker(')) found.add(`${id}.unknown`);
  }
  return found;
}

describe('the games of the engine', () => {
  it('names each rules id once, and the registry and the options are read from the list', () => {
    const ids = GAMES.map((g) => g.rules.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The table first: every game's manual play is built on it.
    expect(ids[0]).toBe('table');
    for (const g of GAMES) {
      expect(getRules(g.rules.id)).toBe(g.rules);
      expect(gameOf(g.rules.id)).toBe(g);
      expect(ruleOptionsOf(g.rules.id)).toBe(g.options);
    }
    expect(allRules().slice(0, GAMES.length)).toEqual(GAMES.map((g) => g.rules));
    // Every game but the table is fuzzed (npm run fuzz plays each).
    expect(GAMES.filter((g) => !g.fuzz).map((g) => g.rules.id)).toEqual(['table']);
  });

  it("lists exactly the violation ids each game's rules give", () => {
    for (const g of GAMES) {
      const id = g.rules.id;
      const machine = id === 'table' ? [] : STEP_VIOLATIONS.map((v) => `${id}.${v}`);
      expect(new Set(g.violations), id).toEqual(new Set([...writtenIds(id), ...machine]));
      expect(g.violations.length, `${id}: an id twice`).toBe(new Set(g.violations).size);
    }
  });
});
