import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../core/module.js';
import type { Piece } from '../../core/types.js';
import { commands, nationOf, OWN_ONLY } from '../ourwar/command.js';
import { ebroModule } from './ebro.fixture.js';

/** A counter of the module as a piece on the map (its side from its id's prefix). */
const piece = (def: string): Piece => ({
  id: def,
  def,
  kind: 'unit',
  side: def.startsWith('N-') ? 'nationalist' : 'republican',
  at: { kind: 'hex', hex: 'A:1226' },
  steps: 1,
  disrupted: false,
});

describe('VII.7 command over units of different nationalities on the Ebro counters', () => {
  it('VII.7 every nationality on the Ebro counters is Spanish or one of the four foreign nations named', () => {
    const read = new Map(ebroModule.units.map((u) => [u.nationality, nationOf(u.nationality)]));
    expect([...read].filter(([, nation]) => nation === null)).toEqual([]);
    expect(read.get('international-brigades')).toBe('international');
    expect(read.get('condor-legion')).toBe('german');
    expect(read.get('ctv')).toBe('italian');
    expect(read.get('soviet-air')).toBe('soviet');
    // the Army of Africa is foreign only for withdrawals (XX.1.6): its units answer to Spanish HQs
    expect(OWN_ONLY.has(read.get('army-of-africa')!)).toBe(false);
  });

  it('VII.7 a Spanish HQ commands the Condor Legion and CTV batteries assigned to it', () => {
    for (const u of ['N-CL-F88', 'N-CTV-A1', 'N-CEM-C1'])
      expect(commands(ebroModule, piece('N-HQ-CEM'), piece(u)), u).toBe(true);
  });

  it('VII.7 an International HQ commands its brigades but no Spanish unit, even one assigned to any HQ', () => {
    // the 35th Division's staff as an International HQ (its counter is Spanish in this game)
    const international = {
      ...ebroModule,
      units: ebroModule.units.map((u) => (u.id === 'R-HQ-35D' ? { ...u, nationality: 'international-brigades' } : u)),
    } as GameModule;
    expect(commands(international, piece('R-HQ-35D'), piece('R-35D-XI-1'))).toBe(true);
    expect(commands(international, piece('R-HQ-35D'), piece('R-EE-H1'))).toBe(false);
    expect(commands(ebroModule, piece('R-HQ-35D'), piece('R-EE-H1'))).toBe(true);
  });
});
