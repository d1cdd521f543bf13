// Every word of the Isabella module a person reads in the app has its Spanish: map labels, nationalities,
// terrain, boxes, markers' names and faces, both charts, and every reconstruction reason the About page lists.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChartDef, MapDef, MarkerDef, ModuleManifest, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { DEAD_PILE, REINFORCEMENTS, REPLACEMENTS } from '../../../engine/core/types.js';

const here = dirname(fileURLToPath(import.meta.url));
const read = <T>(name: string): T => JSON.parse(readFileSync(join(here, name), 'utf8')) as T;
const manifest = read<ModuleManifest>('module.json');
const map = read<MapDef>('map.json');
const markers = read<MarkerDef[]>('markers.json');
const charts = read<ChartDef[]>('charts.json');

/** Every reconstruction label in a value, with where it is. */
function labels(value: unknown, path: string, out: { path: string; prov: Record<string, unknown> }[] = []) {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) labels(v, `${path}[${i}]`, out);
  } else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.source === 'reconstructed') out.push({ path, prov: o });
    for (const [k, v] of Object.entries(o)) labels(v, `${path}.${k}`, out);
  }
  return out;
}

describe('Isabella in Spanish', () => {
  it('names the module, its sides, nationalities, terrain, boxes and scenarios', () => {
    expect(manifest.titles?.es).toBeTruthy();
    // The dead pile, reinforcements and replacements are every game's: the page's catalogue names them.
    const boxes = map.boxes.filter((b) => ![DEAD_PILE, REINFORCEMENTS, REPLACEMENTS].includes(b.id));
    const scenarios = read<ScenarioDef[]>('scenarios.json');
    for (const x of [...manifest.sides, ...manifest.nationalities, ...map.terrain, ...boxes, ...scenarios]) {
      expect(x.names?.es, x.id).toBeTruthy();
    }
  });

  it('prints every map label in Spanish, and the Spanish names of cities that have one', () => {
    // Seas and countries in Spanish; rivers and most ranges already carry their local (Spanish) names.
    for (const l of map.labels ?? []) {
      if (l.kind === 'sea' || l.kind === 'region') expect(l.texts?.es, l.text).toBeTruthy();
    }
    const label = (text: string) => map.labels?.find((l) => l.text === text)?.texts?.es;
    expect(label('SPAIN')).toBe('ESPAÑA');
    expect(label('ATLANTIC OCEAN')).toBe('OCÉANO ATLÁNTICO');
    expect(label('Pyrenees')).toBe('Pirineos');
    const city = (name: string) => map.hexes.find((h) => h.city?.name === name)?.city?.names?.es;
    expect(city('Lisbon')).toBe('Lisboa');
    expect(city('Cordoba')).toBe('Córdoba');
  });

  it('gives every marker its Spanish name and face texts', () => {
    for (const m of markers) {
      expect(m.names?.es, m.id).toBeTruthy();
      expect(m.fronts?.es, m.id).toBeTruthy();
      if (m.back) expect(m.backs?.es, m.id).toBeTruthy();
    }
  });

  it('has both charts in Spanish: the TEC whole, the CRT notes', () => {
    for (const c of charts) {
      expect(c.names?.es, c.id).toBeTruthy();
      expect(c.translations?.es?.notes, c.id).toBeTruthy();
    }
    const tec = charts.find((c) => c.kind === 'tec')!;
    expect(tec.translations!.es.columns).toHaveLength(tec.columns.length);
    expect(tec.translations!.es.rows!.map((r) => r.cells!.length)).toEqual(tec.rows.map((r) => r.cells.length));
  });

  it('explains every reconstruction in Spanish (the About page)', () => {
    const all = ['module.json', 'map.json', 'units.json', 'markers.json', 'charts.json', 'scenarios.json'].flatMap(
      (f) => labels(read<unknown>(f), f),
    );
    expect(all.length).toBeGreaterThan(100);
    const missing = all
      .filter((l) => !(l.prov.reasons as Record<string, string> | undefined)?.es)
      .map((l) => `${l.path}: ${String(l.prov.reason)}`);
    expect(missing).toEqual([]);
  });

  it('keeps unit names as printed (proper names), so none needs a translation', () => {
    expect(read<UnitDef[]>('units.json').every((u) => !('names' in u))).toBe(true);
  });
});
