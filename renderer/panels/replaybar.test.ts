import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { commandForKey } from './keyboard.js';
import { markAt, replayBanner } from './replaybar.js';

const key = (
  k: string,
  o: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...o,
});

describe('replay bar', () => {
  it('says which entry, turn and phase the map shows, and how to return, in both languages', () => {
    initI18n('en');
    expect(replayBanner({ seq: 36, length: 212, turn: 3 }, 'Axis movement')).toBe(
      'After entry #36 of #211 — Turn 3, Axis movement — Escape returns to the game',
    );
    expect(replayBanner({ seq: -1, length: 212, turn: 1 }, 'Set-up')).toBe(
      'The set-up, before entry #0 — Turn 1, Set-up — Escape returns to the game',
    );
    initI18n('es');
    expect(replayBanner({ seq: 0, length: 5, turn: 1 }, 'Aire')).toBe(
      'Tras la entrada #0 de #4 — Turno 1, Aire — Escape vuelve a la partida',
    );
    initI18n('en');
  });

  it('finds the turn and phase an entry lies in: the last mark at or before it', () => {
    const marks = [
      { seq: -1, turn: 1, phase: 'setup' },
      { seq: 4, turn: 1, phase: 'air' },
      { seq: 9, turn: 2, phase: 'air' },
    ];
    expect(markAt(marks, -1)?.phase).toBe('setup');
    expect(markAt(marks, 3)?.phase).toBe('setup');
    expect(markAt(marks, 4)?.phase).toBe('air');
    expect(markAt(marks, 100)?.turn).toBe(2);
    expect(markAt([], 3)).toBeUndefined();
  });

  it('R opens it; Ctrl+R is left to the browser (reload)', () => {
    expect(commandForKey(key('r'))).toBe('replay');
    expect(commandForKey(key('R', { shiftKey: true }))).toBeNull();
    expect(commandForKey(key('r', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(key('r', { altKey: true }))).toBeNull();
  });
});
