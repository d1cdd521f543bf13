import { describe, expect, it } from 'vitest';
import { resultShown } from './resultshown.js';

const AFTER = new Set(['losses', 'retreat']);
const rec = { seq: 4, what: 'combat' };
/** A log whose entries have these verbs, numbered from 1. */
const log = (...verbs: string[]) => verbs.map((verb, i) => ({ seq: i + 1, verb }));

describe('The last result over the map', () => {
  it('stands just after it was made and while the answers after it go on', () => {
    expect(resultShown(log('move', 'move', 'done', 'attack'), rec, AFTER, -1)).toBe(rec);
    expect(resultShown(log('move', 'move', 'done', 'attack', 'losses', 'retreat'), rec, AFTER, -1)).toBe(rec);
  });

  it('goes once play goes on, or once it is closed', () => {
    expect(resultShown(log('move', 'move', 'done', 'attack', 'losses', 'done'), rec, AFTER, -1)).toBeNull();
    expect(resultShown(log('move', 'move', 'done', 'attack'), rec, AFTER, 4)).toBeNull();
    // a later result closed leaves this one shown
    expect(resultShown(log('move', 'move', 'done', 'attack'), rec, AFTER, 2)).toBe(rec);
  });

  it('shows nothing without a result or a log', () => {
    expect(resultShown(log('move'), null, AFTER, -1)).toBeNull();
    expect(resultShown([], rec, AFTER, -1)).toBeNull();
  });
});
