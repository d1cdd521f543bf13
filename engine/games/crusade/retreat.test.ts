import { describe, expect, it } from 'vitest';
import { combatPosition, pieceOfDef } from './combat.fixture.js';
import { crusadeModule as M } from './crusade.fixture.js';
import { advancePaths, retreatPaths } from './retreat.js';

const joined = (ps: { nodes: string[] }[]) => ps.map((p) => p.nodes.join('>'));

describe('§11.4 retreat', () => {
  it('worked example T-26: a retreat of 2 from Belchite may go Cariñena → Zaragoza (Adjacent to Belchite)', () => {
    const s = combatPosition({ side: 'REP', units: { 'nat-inf-01': 'belchite' }, attack: [] });
    expect(joined(retreatPaths(M, s, 'belchite', 'NAT', 2))).toContain('carinena>zaragoza');
  });

  it('worked example T-27: full friendly Villafranca before enemy Gandesa, Extended Retreat to Barcelona', () => {
    const s = combatPosition({
      side: 'NAT',
      units: {
        'rep-ac-ii': 'montblanch',
        'rep-mil-02': 'villafranca',
        'rep-mil-05': 'villafranca',
        'rep-mil-08': 'villafranca',
        'rep-mil-11': 'manresa',
        'rep-mil-14': 'manresa',
        'rep-mil-17': 'manresa',
        'nat-inf-01': 'cervera',
        'nat-inf-04': 'lerida',
        'nat-inf-07': 'tarragona',
      },
      control: { gandesa: 'NAT', cervera: 'NAT', lerida: 'NAT', tarragona: 'NAT' },
      attack: [],
    });
    const paths = retreatPaths(M, s, 'montblanch', 'REP', 1);
    expect(joined(paths)).toEqual(['villafranca>barcelona']);
    expect(paths[0]!.extended).toBe(true);
  });

  it('derived §11.4.4/§11.5.7: no legal retreat (or one space for a retreat of 2): no path', () => {
    const s = combatPosition({
      side: 'NAT',
      units: {
        'rep-mil-02': 'toledo',
        'nat-inf-01': 'illescas',
        'nat-inf-04': 'aranjuez',
        'nat-inf-07': 'talavera',
      },
      attack: [],
    });
    // Toledo's last exit is Ciudad Real; a retreat of 2 needs a second space beyond it.
    expect(joined(retreatPaths(M, s, 'toledo', 'REP', 1))).toEqual(['ciudad-real']);
    const blocked = combatPosition({
      side: 'NAT',
      units: {
        'rep-mil-02': 'toledo',
        'nat-inf-01': 'illescas',
        'nat-inf-04': 'aranjuez',
        'nat-inf-07': 'talavera',
        'nat-inf-10': 'ciudad-real',
      },
      attack: [],
    });
    expect(retreatPaths(M, blocked, 'toledo', 'REP', 1)).toEqual([]);
  });
});

describe('§11.5 advance', () => {
  it('derived §11.5.4: the advance ends within the stacking limit', () => {
    const s = combatPosition({
      side: 'NAT',
      units: { 'nat-inf-01': 'caspe', 'nat-inf-04': 'belchite', 'nat-inf-07': 'belchite', 'nat-inf-10': 'belchite' },
      attack: [],
    });
    expect(advancePaths(M, s, 'belchite', 'NAT', 1, [], [pieceOfDef(s, 'nat-inf-01')])).toEqual([]);
  });

  it('derived §11.5.2–11.5.3: after a retreat of 2 follow into the vacated space; after 1: target only', () => {
    const s = combatPosition({ side: 'NAT', units: { 'rep-mil-02': 'zaragoza', 'nat-inf-01': 'caspe' }, attack: [] });
    const g = [pieceOfDef(s, 'nat-inf-01')];
    expect(advancePaths(M, s, 'belchite', 'NAT', 2, [['carinena', 'zaragoza']], g)).toEqual([
      ['belchite'],
      ['belchite', 'carinena'],
    ]);
    expect(advancePaths(M, s, 'belchite', 'NAT', 1, [['carinena']], g)).toEqual([['belchite']]);
    // Stops on entering a Mountain space: Teruel is one.
    expect(advancePaths(M, s, 'teruel', 'NAT', 2, [['barracas', 'segorbe']], g)).toEqual([['teruel']]);
  });
});
