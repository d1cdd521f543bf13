import { describe, expect, it } from 'vitest';
import { commandForKey, type KeyLike } from './keyboard.js';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('the keys of keyboard play (issue 26 §4)', () => {
  it('H asks the computer for a hint; Shift+H and Ctrl+H do not', () => {
    expect(commandForKey(key('h'))).toBe('hint');
    expect(commandForKey(key('H', { shiftKey: true }))).toBeNull();
    expect(commandForKey(key('h', { ctrlKey: true }))).toBeNull();
  });

  it('":" and Ctrl/Cmd+K open the command line; V the positions as text; M the map', () => {
    expect(commandForKey(key(':', { shiftKey: true }))).toBe('commandLine');
    expect(commandForKey(key('k', { ctrlKey: true }))).toBe('commandLine');
    expect(commandForKey(key('K', { metaKey: true }))).toBe('commandLine');
    expect(commandForKey(key('k'))).toBeNull();
    expect(commandForKey(key('v'))).toBe('positionsText');
    expect(commandForKey(key('v', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(key('m'))).toBe('focusMap');
    expect(commandForKey(key('M', { shiftKey: true }))).toBeNull();
    expect(commandForKey(key('m', { altKey: true }))).toBeNull();
  });
});
