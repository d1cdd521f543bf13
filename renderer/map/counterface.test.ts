import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.js';
import type { Piece } from '../../engine/core/types.js';
import {
  counterFace,
  factorsText,
  faceKind,
  markerText,
  readableOn,
  shortName,
  sidcFor,
  strengthFigure,
  unitFace,
  unitsOverMarkers,
  unitValues,
} from './counterface.js';
import { initI18n } from '../i18n/index.js';

const prov = { source: 'rulebook' as const, ref: '1' };
const module = {
  manifest: {
    sides: [{ id: 'axis', name: 'Axis', color: '#555555' }],
    nationalities: [{ id: 'ge', name: 'German', side: 'axis', background: '#7d8a97', foreground: '#000000', prov }],
  },
  units: [
    {
      id: 'pz',
      name: '1st Panzer Division',
      nationality: 'ge',
      type: 'armor',
      size: 'division',
      steps: 2,
      full: { attack: 8, defense: 6, movement: 6 },
      reduced: { attack: 4, defense: 3, movement: 5 },
      prov,
    },
  ],
  markers: [{ id: 'ctrl', name: 'Control', front: 'CTRL', back: 'LOST', color: '#ffffff', count: 4, prov }],
} as unknown as GameModule;
const piece = (over: Partial<Piece>): Piece => ({
  id: 'p',
  def: 'pz',
  kind: 'unit',
  side: 'axis',
  at: { kind: 'hex', hex: '0101' },
  steps: 2,
  disrupted: false,
  ...over,
});

describe('the map read at Fit', () => {
  it("a simplified face prints the unit's strength: its first factor, reduced too; none for a marker or a D", () => {
    expect(strengthFigure(counterFace(module, piece({})))).toBe('8');
    expect(strengthFigure(counterFace(module, piece({ steps: 1 })))).toBe('4');
    expect(strengthFigure(counterFace(module, piece({ disrupted: true })))).toBeNull();
    expect(strengthFigure(counterFace(module, piece({ kind: 'marker', def: 'ctrl' })))).toBeNull();
    expect(strengthFigure({ kind: 'full', factors: '12-3-10' })).toBe('12');
  });

  it("stacks a hex's markers under its units (a leader never hides its unit), other places as they are", () => {
    const patton = piece({ id: 'patton', kind: 'marker', def: 'ctrl' });
    const unit = piece({ id: 'u1' });
    const other = piece({ id: 'u2', at: { kind: 'hex', hex: '0202' } });
    const boxed = piece({ id: 'm2', kind: 'marker', def: 'ctrl', at: { kind: 'box', box: 'tray' } });
    const order = unitsOverMarkers([unit, patton, other, boxed]).map((p) => p.id);
    expect(order).toEqual(['patton', 'u1', 'u2', 'm2']);
    // Already under: unchanged.
    expect(unitsOverMarkers([patton, unit]).map((p) => p.id)).toEqual(['patton', 'u1']);
  });
});

describe('counter faces', () => {
  it('shows the full face with attack-steps-defense, movement and nationality colours', () => {
    const f = counterFace(module, piece({}));
    expect(f).toMatchObject({
      kind: 'full',
      factors: '8-2-6',
      movement: 6,
      background: '#7d8a97',
      foreground: '#000000',
      stripe: false,
    });
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

  it("prints a marker's words and name in the page's language, one texture per language", () => {
    const m = {
      front: 'Allied Airpower',
      fronts: { es: 'Poder aéreo aliado' },
      back: 'German Airpower',
      backs: { es: 'Poder aéreo alemán' },
    };
    initI18n('es');
    expect(markerText(m, false)).toBe('Poder aéreo aliado');
    expect(markerText(m, true)).toBe('Poder aéreo alemán');
    expect(markerText({ front: 'VP' }, true)).toBe('VP');
    const air = { id: 'air', name: 'Airpower', names: { es: 'Poder aéreo' }, ...m, color: '#4a78b0', count: 5, prov };
    const withAir = { ...module, markers: [air] } as unknown as GameModule;
    const es = counterFace(withAir, piece({ kind: 'marker', def: 'air' }));
    expect(es).toMatchObject({ text: 'Poder aéreo aliado', title: 'Poder aéreo' });
    initI18n('en');
    expect(markerText(m, false)).toBe('Allied Airpower');
    const en = counterFace(withAir, piece({ kind: 'marker', def: 'air' }));
    expect(en.text).toBe('Allied Airpower');
    expect(en.key).not.toBe(es.key);
  });

  it('never throws on an unknown def', () => {
    expect(counterFace(module, piece({ def: 'nope' })).text).toBe('?');
  });

  it('picks the face: disrupted beats reduced', () => {
    expect(faceKind({ kind: 'unit', steps: 1, disrupted: true }, { steps: 2 })).toBe('disrupted');
    expect(faceKind({ kind: 'unit', steps: 1, disrupted: false }, { steps: 2 })).toBe('reduced');
    expect(faceKind({ kind: 'unit', steps: 1, disrupted: false }, { steps: 1 })).toBe('full');
  });

  it('picks the factors of the side the unit is on, whatever face is up', () => {
    const full = { attack: 6, defense: 6, movement: 4 };
    const reduced = { attack: 3, defense: 3, movement: 4 };
    expect(unitFace({ steps: 2, full, reduced }, 2)).toBe(full);
    expect(unitFace({ steps: 2, full, reduced }, 1)).toBe(reduced);
    // No reduced face in the def: the substitute counter's values (2.10), else the full ones.
    const sub = { id: 'sub', full: { attack: 2, defense: 3, movement: 4 } };
    expect(unitFace({ steps: 2, full, substitute: 'sub' }, 1, [sub])).toBe(sub.full);
    expect(unitFace({ steps: 2, full }, 1)).toBe(full);
  });

  it('shows 3-1-3 for a disrupted reduced 6-2-6 unit (issue 7), in the inspector values and on the counter', () => {
    const corpsDef = {
      id: 'fs-i',
      name: 'I Corps',
      nationality: 'ge',
      type: 'infantry',
      size: 'corps',
      steps: 2,
      full: { attack: 6, defense: 6, movement: 4 },
      reduced: { attack: 3, defense: 3, movement: 4 },
      prov,
    };
    const corps = { ...module, units: [corpsDef] } as unknown as GameModule;
    const reducedDisrupted = piece({ def: 'fs-i', steps: 1, disrupted: true });
    expect(unitValues(corps, reducedDisrupted)).toEqual({ factors: '3-1-3', movement: 4 });
    expect(unitValues(corps, piece({ def: 'fs-i', steps: 1 }))).toEqual({ factors: '3-1-3', movement: 4 });
    expect(unitValues(corps, piece({ def: 'fs-i', disrupted: true }))).toEqual({ factors: '6-2-6', movement: 4 });
    expect(unitValues(corps, piece({ kind: 'marker', def: 'ctrl' }))).toBeNull();
    // The flag back of a reduced unit keeps the substitute's dot; flipping it face up shows the reduced values.
    expect(counterFace(corps, reducedDisrupted)).toMatchObject({ kind: 'disrupted', dot: true });
    const fullDisrupted = counterFace(corps, piece({ def: 'fs-i', disrupted: true }));
    expect(fullDisrupted).toMatchObject({ kind: 'disrupted', dot: false });
    expect(counterFace(corps, reducedDisrupted).key).not.toBe(fullDisrupted.key);
    const reduced = counterFace(corps, piece({ def: 'fs-i', steps: 1 }));
    expect(reduced).toMatchObject({ kind: 'reduced', factors: '3-1-3', dot: true });
  });

  it('builds 15-character SIDCs with type and echelon', () => {
    expect(sidcFor('infantry', 'corps')).toBe('SFGPUCI----J---');
    expect(sidcFor('infantry', 'corps')).toHaveLength(15);
    expect(sidcFor('infantry', 'corps')[11]).toBe('J');
    expect(sidcFor('mountain', 'brigade').slice(4, 10)).toBe('UCIO--');
    expect(sidcFor('panzer-grenadier', 'division').slice(4, 10)).toBe('UCIZ--');
    expect(sidcFor('armor', 'division', false)[1]).toBe('H');
    // a naval unit is a sea surface combatant (battle dimension S)
    expect(sidcFor('naval-BB', 'fleet')).toBe('SFSPC----------');
    expect(sidcFor('naval-BB', 'fleet')).toHaveLength(15);
    expect(factorsText({ attack: 3, defense: 4, movement: 5 }, 2)).toBe('3-2-4');
  });

  it('shortens names and picks readable text colours', () => {
    expect(shortName('1st Panzer Division')).toBe('1st Panzer Div');
    expect(shortName('A very long unit name indeed').length).toBeLessThanOrEqual(14);
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#102030')).toBe('#ffffff');
  });
});

describe("Crusade's CF-LF-MF (ModuleManifest.counterValues)", () => {
  const clm = {
    manifest: { counterValues: 'combat-loss-movement' as const },
    units: [
      {
        id: 'nat-inf',
        name: 'Infantry Division 1',
        nationality: 'nat',
        type: 'INF',
        size: 'division',
        steps: 2,
        full: { attack: 2, defense: 1, movement: 3 },
        reduced: { attack: 1, defense: 1, movement: 3 },
        prov: { source: 'rulebook' as const, ref: '§11.2.6' },
      },
    ],
  };
  it('prints combat, loss and movement factors as one figure, the reduced face once a step is lost', () => {
    expect(factorsText({ attack: 2, defense: 1, movement: 3 }, 2, 'combat-loss-movement')).toBe('2-1-3');
    expect(unitValues(clm, piece({ def: 'nat-inf', steps: 2 }))?.factors).toBe('2-1-3');
    expect(unitValues(clm, piece({ def: 'nat-inf', steps: 1 }))?.factors).toBe('1-1-3');
  });
});
