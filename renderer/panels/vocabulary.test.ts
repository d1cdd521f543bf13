import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import units from '../../assets/modules/isabella/units.json';
import { initI18n } from '../i18n/index.js';
import { boxName, sheetRowLabel, slotLabel, standardBoxName, unitSizeName, unitTypeName } from './vocabulary.js';

describe('UI vocabulary from module data', () => {
  it('translates unit types and sizes, keeping English ids readable in English', () => {
    initI18n('es');
    expect(unitTypeName('static')).toBe('estática');
    expect(unitTypeName('panzer-grenadier')).toBe('granaderos acorazados');
    expect(unitSizeName('corps')).toBe('cuerpo');
    expect(unitSizeName('brigade')).toBe('brigada');
    initI18n('en');
    expect(unitTypeName('airborne-panzer')).toBe('airborne panzer');
    expect(unitSizeName('corps')).toBe('corps');
  });

  it('shows an unknown word as the module wrote it, even one that looks like a key path', () => {
    initI18n('es');
    for (const raw of ['hovercraft', 'toolbar.new', 'a:b', '']) {
      expect(unitTypeName(raw)).toBe(raw);
      expect(unitSizeName(raw)).toBe(raw);
    }
  });

  it('knows every type and size the shipped module uses', () => {
    const list = (Array.isArray(units) ? units : (units as { units: { type: string; size: string }[] }).units) as {
      type: string;
      size: string;
    }[];
    for (const u of list) {
      expect(Object.keys(en.unitType), u.type).toContain(u.type);
      expect(Object.keys(en.unitSize), u.size).toContain(u.size);
    }
  });

  it('translates the Set-up slot only', () => {
    initI18n('es');
    expect(slotLabel('Set-up')).toBe('Despliegue');
    expect(slotLabel('3')).toBe('3');
    expect(slotLabel('Winter')).toBe('Winter');
    initI18n('en');
    expect(slotLabel('Set-up')).toBe('Set-up');
  });

  it('names the standard boxes in the current language, and no other box', () => {
    initI18n('es');
    expect(['dead', 'reinforcements', 'replacements'].map(standardBoxName)).toEqual([
      'Eliminados',
      'Refuerzos',
      'Reemplazos',
    ]);
    expect(standardBoxName('at-sea')).toBeUndefined();
    initI18n('en');
    expect(standardBoxName('dead')).toBe('Dead pile');
  });

  it('gives a box one name everywhere: its own translation, else the standard name, else the module name', () => {
    initI18n('es');
    expect(boxName('dead', { name: 'Dead Pile' })).toBe('Eliminados');
    expect(boxName('at-sea', { name: 'Allied Units At Sea' })).toBe('Allied Units At Sea');
    expect(boxName('at-sea', { name: 'Allied Units At Sea', names: { es: 'Unidades aliadas en el mar' } })).toBe(
      'Unidades aliadas en el mar',
    );
    expect(boxName('nowhere')).toBe('nowhere');
    initI18n('en');
  });

  it('heads counter-sheet rows: turns, the Set-up slot, other slots, bare indexes', () => {
    const reinf = { id: 'reinforcements', slots: ['Set-up', '1', '2'] };
    initI18n('es');
    expect([0, 1, 2, 5].map((i) => sheetRowLabel(reinf, i))).toEqual(['Despliegue', 'Turno 1', 'Turno 2', 'Turno 5']);
    expect(sheetRowLabel({ id: 'replacements' }, 2)).toBe('#2');
    expect(sheetRowLabel({ id: 'holding', slots: ['Set-up', 'Spare'] }, 0)).toBe('Despliegue');
    expect(sheetRowLabel({ id: 'holding', slots: ['Set-up', 'Spare'] }, 1)).toBe('Spare');
    initI18n('en');
    expect([0, 2].map((i) => sheetRowLabel(reinf, i))).toEqual(['Set-up', 'Turn 2']);
  });
});
