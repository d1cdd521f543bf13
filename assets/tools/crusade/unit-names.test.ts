import { describe, expect, it } from 'vitest';
import { buildUnits } from './units.js';
import { spanishName } from './unit-names.js';

describe('the counters in Spanish', () => {
  it('names each kind of counter as the Spanish army did', () => {
    expect(spanishName('Infantry Division 12')).toBe('División de Infantería 12');
    expect(spanishName('Popular Army Division 3')).toBe('División del Ejército Popular 3');
    expect(spanishName('Assault Guards 2')).toBe('Guardias de Asalto 2');
    expect(spanishName('Column Sáenz de Buruaga')).toBe('Columna Sáenz de Buruaga');
    expect(spanishName('Durruti Column')).toBe('Columna Durruti');
    expect(spanishName('XI International Brigade')).toBe('XI Brigada Internacional');
    expect(spanishName('T-26 / BT-5 Tank Regiment')).toBe('Regimiento de Carros T-26 / BT-5');
    expect(spanishName('V Army Corps')).toBe('V Cuerpo de Ejército');
    expect(spanishName('Navarra Army Corps')).toBe('Cuerpo de Ejército de Navarra');
    expect(spanishName('Marroquí Army Corps')).toBe('Cuerpo de Ejército Marroquí');
    expect(spanishName('II Asturian Army Corps')).toBe('II Cuerpo de Ejército de Asturias');
    expect(spanishName('XIV Army Corps (Basque)')).toBe('XIV Cuerpo de Ejército (vasco)');
    expect(spanishName('CTV Legionary Corps (second)')).toBe('Cuerpo Legionario del CTV (segundo)');
    expect(spanishName('Fiamme Nere')).toBe('Fiamme Nere');
    expect(() => spanishName('Mystery Brigade')).toThrow(/No Spanish name/);
  });

  it('gives every counter of the manifest a Spanish name, with no English word left', () => {
    for (const u of buildUnits()) {
      const es = spanishName(u.name);
      expect(es, u.id).not.toMatch(/\b(Division|Militia|Column|Guards?|Army|Corps|Brigade|Tank|Regiment|Cavalry)\b/);
    }
  });
});
