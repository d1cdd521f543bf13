import { describe, expect, it } from 'vitest';
import { defaultBot } from './levels.js';

describe('the default level', () => {
  it('is the scripted player where the game has one, else the last bot it lists, else random', () => {
    expect(defaultBot(['random', 'scripted', 'search'])).toBe('scripted');
    expect(defaultBot(['random', 'scripted'])).toBe('scripted');
    expect(defaultBot(['random', 'search'])).toBe('search');
    expect(defaultBot(['random'])).toBe('random');
    expect(defaultBot([])).toBe('random');
  });
});
