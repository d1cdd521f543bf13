import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import { counterFace, factorsText, faceKind, printedFace, readableOn, shortName, sidcFor } from './counterface.js';

const prov = { source: 'rulebook' as const, ref: '1' };
const module = {
  manifest: { sides: [{ id: 'axis', name: 'Axis', color: '#555555' }], nationalities: [{ id: 'ge', name: 'German', side: 'axis', background: '#7d8a97', foreground: '#000000', prov }] },
  units: [{ id: 'pz', name: '1st Panzer Division', nationality: 'ge', type: 'armor', size: 'division', steps: 2,
    full: { attack: 8, defense: 6, movement: 6 }, reduced: { attack: 4, defense: 3, movement: 5 }, prov }],
  markers: [{ id: 'ctrl', name: 'Control', front: 'CTRL', back: 'LOST', color: '#ffffff', count: 4, prov }],
} as unknown as GameModule;
const piece = (over: Partial<Piece>): Piece => ({ id: 'p', def: 'pz', kind: 'unit', side: 'axis', at: { kind: 'hex', hex: '0101' }, steps: 2, disrupted: false, ...over });

describe('counter faces', () => {
  it('shows the full face with attack-steps-defense, movement and nationality colours', () => {
    const f = counterFace(module, piece({}));
    expect(f).toMatchObject({ kind: 'full', factors: '8-2-6', movement: 6, background: '#7d8a97', foreground: '#000000', stripe: false });
    expect(f.sidc).toBe('SFGPUCA----I---'); // armour, division (echelon I)
  });

  it('shows the reduced face values with a stripe when a step is lost', () => {
    const f = counterFace(module, piece({ steps: 1 }));
    expect(f).toMatchObject({ kind: 'reduced', factors: '4-1-3', movement: 5, stripe: true });
    expect(f.key).not.toBe(counterFace(module, piece({})).key);
  });

  it('shows the disrupted back: flag colour and D, no factors', () => {
    const f = counterFace(module, piece({ disrupted: true, steps: 1 }));
    expect(f).toMatchObject({ kind: 'disrupted', text: 'D', background: '#7d8a97' });
    expect(f.factors).toBeUndefined();
  });

  it('draws markers front and back', () => {
    expect(counterFace(module, piece({ kind: 'marker', def: 'ctrl' })).text).toBe('CTRL');
    expect(counterFace(module, piece({ kind: 'marker', def: 'ctrl', disrupted: true })).text).toBe('LOST');
  });

  it('never throws on an unknown def', () => {
    expect(counterFace(module, piece({ def: 'nope' })).text).toBe('?');
  });

  it('picks the face: disrupted beats reduced', () => {
    expect(faceKind({ kind: 'unit', steps: 1, disrupted: true }, { steps: 2 })).toBe('disrupted');
    expect(faceKind({ kind: 'unit', steps: 1, disrupted: false }, { steps: 2 })).toBe('reduced');
    expect(faceKind({ kind: 'unit', steps: 1, disrupted: false }, { steps: 1 })).toBe('full');
  });

  it('prints the reduced values only on a reduced face of a unit that has them', () => {
    const full = { attack: 8, defense: 6, movement: 6 };
    const reduced = { attack: 4, defense: 3, movement: 5 };
    expect(printedFace({ full, reduced }, 'reduced')).toBe(reduced);
    expect(printedFace({ full }, 'reduced')).toBe(full);
    expect(printedFace({ full, reduced }, 'full')).toBe(full);
    expect(printedFace({ full, reduced }, 'disrupted')).toBe(full);
  });

  it('builds 15-character SIDCs with type and echelon', () => {
    expect(sidcFor('infantry', 'corps')).toBe('SFGPUCI----J---');
    expect(sidcFor('infantry', 'corps')).toHaveLength(15);
    expect(sidcFor('infantry', 'corps')[11]).toBe('J');
    expect(sidcFor('mountain', 'brigade').slice(4, 10)).toBe('UCIO--');
    expect(sidcFor('panzer-grenadier', 'division').slice(4, 10)).toBe('UCIZ--');
    expect(sidcFor('armor', 'division', false)[1]).toBe('H');
    expect(factorsText({ attack: 3, defense: 4, movement: 5 }, 2)).toBe('3-2-4');
  });

  it('shortens names and picks readable text colours', () => {
    expect(shortName('1st Panzer Division')).toBe('1st Panzer Div');
    expect(shortName('A very long unit name indeed').length).toBeLessThanOrEqual(14);
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#102030')).toBe('#ffffff');
  });
});
