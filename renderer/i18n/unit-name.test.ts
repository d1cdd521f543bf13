// A unit's name as the page shows it (log, inspector, prompts, hand panel): the Crusade counters have a Spanish
// name in units.json (`names.es`, from assets/tools/crusade/unit-names.ts), shown on the Spanish page only.

import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitDef } from '../../engine/core/module.js';
import crusadeUnits from '../../assets/modules/crusade/units.json';
import isabellaUnits from '../../assets/modules/isabella/units.json';
import { spanishName } from '../../assets/tools/crusade/unit-names.js';
import { initI18n, setLanguage, unitName } from './index.js';

const units = crusadeUnits as unknown as UnitDef[];

describe('unit names in the page language', () => {
  beforeEach(() => initI18n('en'));

  it('the Spanish page names a Crusade counter in Spanish; the English page keeps its English name', () => {
    setLanguage('es');
    expect(unitName(units, 'nat-inf-01')).toBe('División de Infantería 1');
    expect(unitName(units, 'rep-ac-v')).toBe('V Cuerpo de Ejército');
    for (const u of units) expect(unitName(units, u.id), u.id).toBe(spanishName(u.name));
    setLanguage('en');
    expect(unitName(units, 'nat-inf-01')).toBe('Infantry Division 1');
    for (const u of units) expect(unitName(units, u.id), u.id).toBe(u.name);
  });

  it('a unit with no Spanish name keeps its printed name; an unknown def has none', () => {
    setLanguage('es');
    const isabella = isabellaUnits as unknown as UnitDef[];
    const u = isabella.find((x) => !x.names)!;
    expect(unitName(isabella, u.id)).toBe(u.name);
    expect(unitName(units, 'no-such-unit')).toBeUndefined();
  });
});
