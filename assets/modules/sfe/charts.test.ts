// The Struggle for Europe's charts (charts.json, built by assets/tools/sfe/charts.ts): the module format, the
// cells the rulebook gives kept (digest §6.3, §7.3, §7.4), every cell labelled, results that never favour the
// defender as odds or roll rise, and the weather and supply charts the rules read.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChartDef } from '../../../engine/core/module.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { buildCharts } from '../../tools/sfe/charts.js';
import { serialize } from '../../tools/sfe/charts-kit.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'charts.json'), 'utf8');
const charts = JSON.parse(text) as ChartDef[];
const chart = (id: string) => charts.find((c) => c.id === id)!;
const crt = chart('ground-combat');

/** The cell of a die-indexed chart at a column label and a modified roll, clamped to the chart's rows. */
function cell(c: ChartDef, column: string, roll: number): string {
  const min = c.data!.min as number;
  const max = c.data!.max as number;
  const r = Math.min(max, Math.max(min, roll)) - min;
  return c.rows[r].cells[c.columns.indexOf(column)] as string;
}

/** `score` never falls down a column (a higher roll), nor along a row (better odds) times `along` (1 or −1). */
function expectMonotone(c: ChartDef, score: (cell: string) => number, along = 1) {
  const g = c.rows.map((r) => r.cells as string[]);
  for (let i = 0; i < g.length; i++)
    for (let k = 0; k < g[i].length; k++) {
      if (i > 0)
        expect(score(g[i][k]), `${c.id} ${c.rows[i].key} ${c.columns[k]}`).toBeGreaterThanOrEqual(score(g[i - 1][k]));
      if (k > 0)
        expect(along * score(g[i][k]), `${c.id} ${c.rows[i].key} ${c.columns[k]}`).toBeGreaterThanOrEqual(
          along * score(g[i][k - 1]),
        );
    }
}

/** Whether the lowest die (1) with this net DRM still gives DE at these odds (§14.01's "guaranteed"). */
const guaranteed = (odds: string, drm: number) => [1, 2, 3, 4, 5, 6].every((d) => cell(crt, odds, d + drm) === 'DE');

describe('SFE charts: the format', () => {
  it('validates against the module schema and is exactly what the charts script builds', () => {
    expect(validateModuleFile('charts', charts)).toEqual({ ok: true });
    expect(serialize(buildCharts())).toBe(text);
  });

  it('labels every cell of every chart rulebook or reconstructed, one label per cell', () => {
    for (const c of charts)
      for (const r of c.rows) {
        expect(r.prov?.length, `${c.id} ${r.key}`).toBe(r.cells.length);
        for (const p of r.prov ?? []) expect(['rulebook', 'reconstructed']).toContain(p.source);
      }
  });
});

describe('SFE Ground Combat Results Table', () => {
  it('§10.01 every cell is one of the eight results', () => {
    for (const r of crt.rows)
      for (const c of r.cells) expect(['AE', 'AX', 'AR', 'NE', 'EX', 'HX', 'DR', 'DE']).toContain(c);
  });

  it('§9.01 (example of §19, step 16) 3-1 with a modified 3 is EX, labelled rulebook', () => {
    expect(cell(crt, '3-1', 3)).toBe('EX');
    const r = crt.rows.find((x) => x.key === '3')!;
    expect(r.prov![crt.columns.indexOf('3-1')].source).toBe('rulebook');
  });

  it('§14.01 7-1 with +1 and 6-1 with +2 guarantee a DE; one less DRM does not', () => {
    expect(guaranteed('7-1', 1)).toBe(true);
    expect(guaranteed('6-1', 2)).toBe(true);
    expect(guaranteed('7-1', 0)).toBe(false);
    expect(guaranteed('6-1', 1)).toBe(false);
  });

  it('§9.01 the defender never fares better as the odds or the modified roll rise', () => {
    const harm = crt.data!.defenderHarm as Record<string, number>;
    expectMonotone(crt, (c) => harm[c]);
  });

  it('§9.01 columns run 1-6 to 8-1 with their ratios, nothing between 1-2 and 1-1', () => {
    expect(crt.columns[0]).toBe('1-6');
    expect(crt.columns.at(-1)).toBe('8-1');
    const ratios = crt.data!.ratios as number[];
    expect(ratios[crt.columns.indexOf('1-2')]).toBe(0.5);
    expect(crt.columns[crt.columns.indexOf('1-2') + 1]).toBe('1-1');
  });
});

describe('SFE Terrain Effects Chart, weather and supply', () => {
  it('§9.01 a river and a major city each halve, so across a river into a major city is ×¼', () => {
    const m = chart('tec').data!.attackMultiplier as Record<string, number>;
    expect(m.river * m['major-city']).toBe(0.25);
  });

  it('§12.01 no armor bonus in forest, swamp, mountain or cities, nor in weather but Clear, Frost, Stormy', () => {
    const t = chart('tec').data!.noArmorBonus as string[];
    for (const k of ['forest', 'swamp', 'mountain', 'major-city']) expect(t).toContain(k);
    expect(chart('weather-effects').data!.armorBonus).toEqual(['Clear', 'Frost', 'Stormy']);
  });

  it('§25.1 each weather table gives both zones of its die a state every month, with a §28.04 seventh column', () => {
    const states = new Set(chart('weather-ab').data!.weather as string[]);
    for (const id of ['weather-ab', 'weather-cd']) {
      const c = chart(id);
      expect(c.rows.map((r) => r.key)).toEqual([
        'JAN',
        'FEB',
        'MAR',
        'APR',
        'MAY',
        'JUN',
        'JUL',
        'AUG',
        'SEP',
        'OCT',
        'NOV',
        'DEC',
      ]);
      for (const r of c.rows) {
        expect(r.cells).toHaveLength(7);
        for (const x of r.cells)
          for (const w of (x as string).split(' / ')) expect(states.has(w), `${id} ${x}`).toBe(true);
      }
    }
  });

  it('§8.06 railheads advance 6 hexes in Clear weather and 3 in any other', () => {
    const rows = chart('weather-effects').rows;
    const col = chart('weather-effects').columns.indexOf('Railhead advance (hexes)');
    for (const r of rows) expect(r.cells[col], r.key).toBe(r.key === 'Clear' ? 6 : 3);
  });

  it('§23.52 the supply chart sends a unit to the surrender roll on its 4th turn, on a modified 2 or less', () => {
    const s = chart('supply-status').data!.surrender as Record<string, unknown>;
    expect(s).toEqual({ level: 4, die: '1d6', surrendersAtOrBelow: 2 });
    expect((chart('supply-status').data!.attack as Record<string, number>)['3']).toBe(0.25);
  });
});

describe('SFE air combat and flak', () => {
  const air = chart('air-combat');
  const flak = chart('flak');
  const flakCell = (col: string, roll: number) => flak.rows[roll - 2].cells[flak.columns.indexOf(col)];

  it('§17 example: 15 vs 9 is 3:2 and a 2 is XA; §19 example: 1-1 and a 3 is X', () => {
    expect(cell(air, '3:2', 2)).toBe('XA');
    expect(cell(air, '1:1', 3)).toBe('X');
    expect(cell(air, '1:1', 6)).toBe('-');
  });

  it('§17.2 a better ratio or a lower roll never hurts the firer', () => {
    const hits = (c: string) => (c.match(/X/g)?.length ?? 0) * 2 + (c.match(/A/g)?.length ?? 0);
    expectMonotone(air, (c) => -hits(c), -1);
  });

  it('§21.03 the examples: column 3 rolling 7 misses; column 4: 3 and 5 H, 10 misses; column 5 rolling 5 H', () => {
    expect(flakCell('3', 7)).toBe('-');
    expect([flakCell('4', 3), flakCell('4', 5), flakCell('4', 10)]).toEqual(['H', 'H', '-']);
    expect(flakCell('5', 5)).toBe('H');
    expect((flak.data!.shift as Record<string, number>).B).toBe(-1);
  });
});
