// La Batalla del Ebro's tables (charts.json, built by assets/tools/ebro/charts-misc.ts): each in the legend's codes
// (digest §6.7), its columns and rows matching the data the engine reads, results that never get better for the
// target as the odds or the die rise, the book's interception extract (EX-3) kept, and a summer weather table.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChartDef, ModuleManifest, ScenarioDef, UnitDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { buildCharts } from '../../tools/ebro/charts-misc.js';
import { serialize } from '../../tools/ebro/oob-units.js';

const here = dirname(fileURLToPath(import.meta.url));
const read = (f: string) => readFileSync(join(here, f), 'utf8');
const text = read('charts.json');
const charts = JSON.parse(text) as ChartDef[];
const chart = (id: string) => charts.find((c) => c.id === id)!;
const units = JSON.parse(read('units.json')) as UnitDef[];
const manifest = JSON.parse(read('module.json')) as ModuleManifest;
const [scenario] = JSON.parse(read('scenarios.json')) as ScenarioDef[];
const num = (c: ChartDef, k: string) => c.data![k] as number;
const list = (c: ChartDef, k: string) => c.data![k] as number[];
const cells = (c: ChartDef) => c.rows.map((r) => r.cells as string[]);

/** Each cell's severity for the target must not fall down a column (roll) or along a row (odds). */
function expectMonotone(c: ChartDef, severity: (cell: string) => number) {
  const g = cells(c);
  for (let r = 0; r < g.length; r++)
    for (let k = 0; k < g[r].length; k++) {
      const v = severity(g[r][k]);
      if (r > 0) expect(v, `${c.id} row ${r} col ${k}`).toBeGreaterThanOrEqual(severity(g[r - 1][k]));
      if (k > 0) expect(v, `${c.id} row ${r} col ${k}`).toBeGreaterThanOrEqual(severity(g[r][k - 1]));
    }
}
const levels = (s: string) => (s.includes('X') ? Number(/(\d?)X/.exec(s)![1] || 1) : 0);

/** A die-indexed table: one row per modified roll from data.min to data.max. */
function expectRollRows(c: ChartDef) {
  expect(c.rows.length, c.id).toBe(num(c, 'max') - num(c, 'min') + 1);
  expect(c.rows[0].key).toBe(`≤${num(c, 'min')}`);
  expect(c.rows.at(-1)!.key).toBe(`≥${num(c, 'max')}`);
  for (const r of c.rows) expect(r.cells.length, `${c.id} ${r.key}`).toBe(c.columns.length);
}

/** Brackets: ascending minimums, each the first number of its column's label. */
function expectBrackets(c: ChartDef) {
  const b = list(c, 'brackets');
  expect(b.length).toBe(c.columns.length);
  c.columns.forEach((label, i) => {
    expect(Number.parseInt(label, 10), `${c.id} ${label}`).toBe(b[i]);
    if (i > 0) expect(b[i]).toBeGreaterThan(b[i - 1]);
  });
}

describe('Ebro tables: the format', () => {
  it('validates against the module schema and is exactly what the charts script builds', () => {
    expect(validateModuleFile('charts', charts)).toEqual({ ok: true });
    expect(serialize(buildCharts())).toBe(text);
  });

  it('has every table the rules read, each reconstructed with its reason and in Spanish too', () => {
    const ids = ['ground-combat', 'fire-units', 'fire-structures', 'anti-aircraft', 'air-combat', 'weather'];
    for (const id of [...ids, 'interception-republican', 'interception-nationalist', 'terrain-state', 'tec']) {
      const c = chart(id);
      expect(c, id).toBeDefined();
      expect(c.names?.es && c.translations?.es?.notes, id).toBeTruthy();
      expect(c.prov.source, id).toBe(id === 'tec' ? 'rulebook' : 'reconstructed');
    }
  });
});

describe('Ebro tables: ground combat and fire', () => {
  const crt = chart('ground-combat');
  it('XVI.4 ground combat: odds columns from 1:2 to 8:1 with their minimum ratios, a 1d6 row per modified roll', () => {
    expect(crt.kind).toBe('crt');
    const ratios = list(crt, 'ratios');
    crt.columns.forEach((label, i) => {
      const [a, d] = label.split(':').map(Number);
      expect(ratios[i]).toBe(a / d);
    });
    expect([crt.columns[0], crt.columns.at(-1)]).toEqual(['1:2', '8:1']);
    expectRollRows(crt);
    expect(num(crt, 'max') - num(crt, 'min')).toBeGreaterThanOrEqual(5 + 5);
  });

  it('XVI.4, XVI.9 cells are attacker/defender in the legend’s codes; shaded only if the defender gives ground', () => {
    for (const cell of cells(crt).flat()) {
      const m = /^(-|F|[2-9]?X)\/(-|F|P|[2-9]?X?D?R?)(\*?)$/.exec(cell);
      expect(m && m[2] !== '', cell).toBeTruthy();
      if (m![3]) expect(/[RP]/.test(m![2]), cell).toBe(true);
    }
    const all = cells(crt).flat().join(' ');
    for (const code of ['2X/', 'X/F', 'F/', 'D', 'R', '/P', '2X', '*']) expect(all).toContain(code);
  });

  it('XVI.4 results never favour the defender more as the odds or the die rise', () => {
    const def = (c: string) => {
      const d = c.split('/')[1].replace('*', '');
      return d === 'P' ? 100 : levels(d) * 10 + (d.includes('R') ? 3 : 0) + (d.includes('D') ? 2 : 0);
    };
    expectMonotone(crt, def);
    expectMonotone(crt, (c) => -levels(c.split('/')[0]));
  });

  it('XIV Fig. 20 fire against units: fire-power brackets; D, X, XD, #X, #XD; italic only on the top row', () => {
    const c = chart('fire-units');
    expectRollRows(c);
    expectBrackets(c);
    c.rows.forEach((r, i) => {
      for (const cell of r.cells as string[]) {
        expect(cell, r.key).toMatch(/^(-|D|[2-9]?XD?)i?$/);
        expect(cell.endsWith('i'), r.key).toBe(i === c.rows.length - 1);
      }
    });
    expectMonotone(c, (x) => levels(x) * 10 + (x.includes('D') ? 1 : 0));
  });

  it('XV Fig. 21 fire against structures: the book’s "22-28" and "46+" columns; turns of damage, X, shadings', () => {
    const c = chart('fire-structures');
    expect(c.columns).toEqual(expect.arrayContaining(['22-28', '46+']));
    expect(c.columns.at(-1)).toBe('46+');
    expectRollRows(c);
    expectBrackets(c);
    for (const cell of cells(c).flat()) {
      expect(cell).toMatch(/^(-|[1-9]|X)(s|S)?i?$/);
      if (cell.includes('S')) expect(cell.startsWith('X'), cell).toBe(true);
    }
    const rank = (x: string) =>
      (x[0] === '-' ? 0 : x[0] === 'X' ? 10 : Number(x[0])) * 3 + (/S/.test(x) ? 2 : /s/.test(x) ? 1 : 0);
    expectMonotone(c, rank);
  });
});

describe('Ebro tables: the air', () => {
  it('XIII Fig. 16 anti-aircraft: A, X, XA, 2X, 2XA; the firer loses a level only on the shaded lowest row', () => {
    const c = chart('anti-aircraft');
    expectRollRows(c);
    expectBrackets(c);
    c.rows.forEach((r, i) => {
      for (const cell of r.cells as string[]) {
        expect(cell).toMatch(/^(-|A|[2-9]?XA?)s?$/);
        expect(cell.endsWith('s'), r.key).toBe(i === 0);
      }
    });
    expectMonotone(c, (x) => levels(x) * 10 + (x.includes('A') ? 1 : 0));
  });

  it('XII.6.9 air combat: columns by air-to-air ratio; no disorganisation or fanatic results', () => {
    const c = chart('air-combat');
    expectRollRows(c);
    const ratios = list(c, 'ratios');
    c.columns.forEach((label, i) => {
      const [a, d] = label.split(':').map(Number);
      expect(ratios[i]).toBeCloseTo(a / d, 10);
    });
    for (const cell of cells(c).flat()) expect(cell).toMatch(/^(-|A|[2-9]?XA?)$/);
    expectMonotone(c, (x) => levels(x) * 10 + (x.includes('A') ? 1 : 0));
  });

  const types = (side: string) =>
    units
      .filter((u) => manifest.nationalities.find((n) => n.id === u.nationality)?.side === side)
      .filter((u) => u.flags?.includes('air'))
      .map((u) => ({
        type: u.flags!.find((f) => f.startsWith('aircraft:'))!.slice(9),
        fighter: u.flags!.includes('fighter'),
      }));

  it('XII.6.8 an interception table has a row for every enemy aircraft type, a column for every own fighter', () => {
    for (const [id, own, enemy] of [
      ['interception-republican', 'republican', 'nationalist'],
      ['interception-nationalist', 'nationalist', 'republican'],
    ]) {
      const c = chart(id);
      for (const t of types(enemy))
        expect(
          c.rows.map((r) => r.key),
          `${id} ${t.type}`,
        ).toContain(t.type);
      for (const t of types(own).filter((x) => x.fighter)) expect(c.columns, `${id} ${t.type}`).toContain(t.type);
      for (const v of cells(c).flat() as unknown as number[])
        expect(Number.isInteger(v) && v >= -2 && v <= 4).toBe(true);
    }
  });

  it('XII.6.8 EX-3: the book’s extract as printed, and its interceptions come out as the example says', () => {
    const c = chart('interception-republican');
    const row = (k: string) => c.rows.find((r) => r.key === k)!.cells as unknown as number[];
    expect(row('SM-79')).toEqual([4, 3, 3, 2, 1, 0, -1, -2]);
    expect(row('He-51')).toEqual([4, 3, 3, 2, 1, 0, -1, -2]);
    const col = (t: string) => c.columns.indexOf(t);
    const drm = -1; // two aircraft intercepted: one beyond the first
    const catches = (fighter: string, die: number) =>
      ['SM-79', 'He-51'].filter((k) => die + drm <= row(k)[col(fighter)]);
    expect(catches('FK-51', 2)).toEqual([]);
    expect(catches('DW-371', 2)).toEqual([]);
    expect(catches('I-152', 4)).toEqual(['SM-79', 'He-51']);
  });
});

describe('Ebro tables: weather and terrain state', () => {
  const w = chart('weather');
  const track = (scenario.data as { track: { weatherDrm: number }[] }).track;
  const odds = (drm: number) => {
    const count: Record<string, number> = {};
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const r = Math.min(Math.max(a + b + drm, num(w, 'min')), num(w, 'max'));
        const cell = w.rows[r - num(w, 'min')].cells[0] as string;
        count[cell] = (count[cell] ?? 0) + 1;
      }
    return count;
  };

  it('IV the weather table: 2d6 plus the turn’s DRM gives clear, rainy, cold, stormy or hot', () => {
    expectRollRows(w);
    for (const cell of cells(w).flat()) expect(['clear', 'rainy', 'cold', 'stormy', 'hot']).toContain(cell);
    expect(w.translations?.es?.rows?.length).toBe(w.rows.length);
  });

  it('IV on every turn of July 1938 hot and clear come up at least 8 times in 9, and never cold', () => {
    for (const t of track) {
      const o = odds(t.weatherDrm);
      expect((o.hot ?? 0) + (o.clear ?? 0)).toBeGreaterThanOrEqual(32);
      expect(o.cold).toBeUndefined();
    }
    expect(odds(-4).cold).toBeGreaterThan(0);
  });

  it('V the terrain-state track: the scenario starts on a dry square, and hot weather keeps it dry', () => {
    const c = chart('terrain-state');
    const states = c.data!.states as string[];
    expect(states.length).toBe(c.columns.length);
    for (const s of states) expect(['dry', 'mud', 'ice']).toContain(s);
    const start = (scenario.data as { terrainStart: number }).terrainStart;
    expect(start).toBe(c.data!.start);
    expect(states[start]).toBe('dry');
    const moves = c.data!.moves as Record<string, number>;
    expect(moves).toEqual({ clear: -2, rainy: 2, cold: -1, stormy: 3, hot: -3 });
    expect(states[Math.min(states.length - 1, start + 3 * moves.rainy)]).toBe('mud');
  });

  it('digest §2.3 the terrain effects chart has a cell per column in both languages', () => {
    const c = chart('tec');
    expect(c.kind).toBe('tec');
    c.rows.forEach((r, i) => {
      expect(r.cells.length, r.key).toBe(c.columns.length);
      expect(c.translations!.es!.rows![i].cells!.length, r.key).toBe(c.columns.length);
    });
  });
});
