import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.js';
import { playText, rpText, siegeText } from './tracks.js';

describe('Crusade tracks in words', () => {
  it('§8.4 shows a pool of half points as a half, in the page language', () => {
    setLanguage('en');
    expect(rpText(2.5)).toBe('2.5');
    expect(rpText(0.5)).toBe('0.5');
    expect(rpText(3)).toBe('3');
    setLanguage('es');
    expect(rpText(0.5)).toBe('0,5');
    expect(rpText(12)).toBe('12');
  });

  it('the card in play shows the points left for OPS and SR only, not for an event', () => {
    setLanguage('en');
    expect(playText({ use: 'ops', points: 3 }, 'Nationalists', 'Air Bridge')).toBe(
      'Nationalists: Air Bridge as Operations (3 left)',
    );
    expect(playText({ use: 'event', points: 0 }, 'Nationalists', 'Air Bridge')).toBe(
      'Nationalists: Air Bridge as Event',
    );
    setLanguage('es');
    expect(playText({ use: 'event', points: 0 }, 'Republicanos', 'X')).not.toMatch(/quedan/);
  });

  it('§16.1 names a siege by its name, with its space', () => {
    setLanguage('en');
    expect(siegeText('alcazar', { space: 'toledo', resist: 3 }, 'Toledo')).toBe(
      'The Alcázar of Toledo (Toledo): resists 3',
    );
    expect(siegeText('simancas', { space: 'gijon', resist: 0 }, 'Gijón')).toBe('The Simancas Quarter (Gijón): fallen');
    setLanguage('es');
    expect(siegeText('alcazar', { space: 'toledo', resist: -1 }, 'Toledo')).toBe(
      'Alcázar de Toledo (Toledo): asedio levantado',
    );
  });
});
