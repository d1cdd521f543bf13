// §10.01, §6.3 of the digest: The Struggle for Europe's Ground Combat Results Table read as data. The module's chart
// (charts.json, id "ground-combat", kind 'crt') is read by the series' CRT reader (systems/combat/crt.ts); until it
// is there, or for tests, BOOK_CELLS is a chart of only the cells the rulebook itself gives (every other cell "?",
// unknown): 3-1 with a modified 3 is EX (§19 air/naval example, step 16), 7-1 with +1 and 6-1 with +2 guarantee DE
// (§14.01), so at those odds every modified roll from 2 (resp. 3) up is DE (higher rolls favour the attacker).

import type { ChartDef, GameModule } from '../../core/module.js';
import { type Crt, crtFromChart, rowFor, rollRange } from '../../systems/combat/crt.js';

/** §10.01 the eight results of ground combat. */
export const RESULTS = ['AE', 'AX', 'AR', 'NE', 'EX', 'HX', 'DR', 'DE'] as const;
/** §10.01 a ground combat result. */
export type CombatResult = (typeof RESULTS)[number];

/** §10.01 whether a cell is one of the eight results (an unknown cell, "?", is not). */
export const isResult = (cell: string): cell is CombatResult => (RESULTS as readonly string[]).includes(cell);

const COLUMNS = ['1-6', '1-3', '1-2', '1-1', '2-1', '3-1', '6-1', '7-1'];
const ROW_KEYS = ['<=1', '2', '3', '4', '5', '6', '7', '8+'];

/** §10.01, §14.01, §19 the cells the rulebook gives, every other one unknown ("?"): a stand-in for the module's CRT. */
export const BOOK_CELLS: ChartDef = {
  id: 'ground-combat',
  name: 'Ground Combat Results Table (only the cells the rulebook gives)',
  kind: 'crt',
  columns: COLUMNS,
  rows: ROW_KEYS.map((key, i) => {
    const roll = i + 1; // "<=1" is row 1, "8+" row 8
    return {
      key,
      cells: COLUMNS.map((c) => {
        if (c === '3-1' && roll === 3) return 'EX'; // §19 example step 16: 6 vs 2, roll 3 → EX
        if (c === '7-1' && roll >= 2) return 'DE'; // §14.01 7-1 with +1 guarantees DE
        if (c === '6-1' && roll >= 3) return 'DE'; // §14.01 6-1 with +2 guarantees DE
        return '?';
      }),
    };
  }),
  prov: { source: 'rulebook', ref: '§14.01, §19 example of air/naval combat step 16' },
  notes: 'Columns whose existence the text confirms (§9.03, §14.01, §19); "?" marks a cell the book does not give.',
};

/** §10.01 the module's ground CRT (charts.json "ground-combat", else its first CRT), or the book's cells. */
export function groundCrt(module?: Pick<GameModule, 'charts'>): Crt {
  const chart = module?.charts.find((c) => c.id === 'ground-combat') ?? module?.charts.find((c) => c.kind === 'crt');
  return crtFromChart(chart ?? BOOK_CELLS);
}

/** §9.01 the cell a modified roll reads in a column (rolls beyond the rows read the edge row), or null if unknown. */
export function cellAt(crt: Crt, column: string, modified: number): CombatResult | null {
  const i = crt.columns.findIndex((c) => c.label === column);
  if (i < 0) return null;
  const cell = rowFor(crt, modified).cells[i] ?? '?';
  return isResult(cell) ? cell : null;
}

/** §14.01 a DE is guaranteed: the lowest die (1) with the net DRM, and every higher one, read DE in that column. */
export function guaranteesDE(crt: Crt, column: string, drm: number): boolean {
  for (let die = 1; die <= 6; die++) if (cellAt(crt, column, die + drm) !== 'DE') return false;
  return true;
}

/** §9.01 the modified rolls the chart has rows for (for the page's lit row). */
export const modifiedRange = (crt: Crt) => rollRange(crt);
