// Fire tables for games where both sides fire at once (Crusade and Revolution 11.2): each side picks its
// table, finds its Combat Strength column, shifts it (never off the table), rolls 1d6 + DRM (kept within
// 1..6) and reads a Loss Number inflicted on the other side. The higher Loss Number wins the combat.

import type { ChartDef, Provenance } from '../../core/module.js';
import { combine, drmLabel, explainShifts, type Drm, type NetModifier, type Shift } from './modifiers.js';
import { parseRowKey, rollRange, rowFor } from './crt.js';

/** A Combat Strength column: "6" (exactly 6), "6-8", "9+". */
export interface FireColumn {
  label: string;
  min: number;
  max: number;
}

/** A fire table: Combat Strength columns, die rows, Loss Number cells. */
export interface FireTable {
  id: string;
  name: string;
  columns: FireColumn[];
  rows: { key: string; min: number; max: number; cells: number[] }[];
  prov: Provenance;
}

/** Parses a Combat Strength column heading. */
export function parseStrengthColumn(label: string): FireColumn {
  const r = parseRowKey(label);
  if (r.min === -Infinity) throw new Error(`fire table column "${label}" must not be open below`);
  return { label, ...r };
}

/** Builds a fire table from a module chart (kind 'table', numeric cells); throws naming the problem. */
export function fireTableFromChart(chart: ChartDef): FireTable {
  const columns = chart.columns.map(parseStrengthColumn);
  for (let i = 1; i < columns.length; i++) {
    if (columns[i]!.min <= columns[i - 1]!.max)
      throw new Error(`fire table "${chart.id}": column "${columns[i]!.label}" overlaps "${columns[i - 1]!.label}"`);
  }
  if (chart.rows.length === 0) throw new Error(`fire table "${chart.id}" has no rows`);
  const rows = chart.rows.map((row) => {
    if (row.cells.length !== columns.length)
      throw new Error(
        `fire table "${chart.id}": row "${row.key}" has ${row.cells.length} cells for ${columns.length} columns`,
      );
    const cells = row.cells.map((c, i) => {
      if (typeof c !== 'number' || !Number.isInteger(c) || c < 0) {
        throw new Error(
          `fire table "${chart.id}" row ${row.key} column ${chart.columns[i]}: a Loss Number must be an integer >= 0 (got ${JSON.stringify(c)})`,
        );
      }
      return c;
    });
    return { key: row.key, ...parseRowKey(row.key), cells };
  });
  rows.sort((a, b) => a.min - b.min);
  return { id: chart.id, name: chart.name, columns, rows, prov: chart.prov };
}

/** The column holding a Combat Strength; below the first or above the last column reads that edge column. */
export function strengthColumn(table: FireTable, cs: number): number {
  for (let i = 0; i < table.columns.length; i++)
    if (cs >= table.columns[i]!.min && cs <= table.columns[i]!.max) return i;
  if (cs < table.columns[0]!.min) return 0;
  // A strength between two columns cannot happen with contiguous headings; take the highest column below it.
  let best = 0;
  for (let i = 0; i < table.columns.length; i++) if (table.columns[i]!.min <= cs) best = i;
  return best;
}

/** One firing unit. */
export interface FireUnit {
  id: string;
  /** Combat Factor on its current face. */
  cf: number;
  /** Corps-sized (Crusade 11.2.6: one corps puts the whole side on the Corps table). */
  corps: boolean;
}

/** One side's fire. */
export interface FireSide {
  units: FireUnit[];
  shifts?: Shift[];
  drms?: Drm[];
}

/** The result of one side's fire. */
export interface FireOutcome {
  table: string;
  strength: number;
  startColumn: string;
  shift: NetModifier;
  column: string;
  drm: NetModifier;
  die: number;
  modified: number;
  /** Loss Number inflicted on the other side. */
  ln: number;
  explanation: string[];
}

/** Crusade 11.2.6: the Corps table if the side's units include a corps, otherwise the Division table. */
export function chooseFireTable<T>(
  units: readonly FireUnit[],
  tables: { division: T; corps: T },
): { which: 'division' | 'corps'; table: T } {
  return units.some((u) => u.corps)
    ? { which: 'corps', table: tables.corps }
    : { which: 'division', table: tables.division };
}

/** Resolves one side's fire on a table with a given die. */
export function fireOn(table: FireTable, side: FireSide, die: number, who = 'side'): FireOutcome {
  if (!Number.isInteger(die)) throw new Error(`die roll must be an integer (got ${die})`);
  const explanation: string[] = [];
  const cs = side.units.reduce((s, u) => s + u.cf, 0);
  const start = strengthColumn(table, cs);
  explanation.push(
    `${who}: Combat Strength ${side.units.map((u) => `${u.cf} ${u.id}`).join(' + ') || '0'} = ${cs} on the ${table.name}, column ${table.columns[start]!.label}`,
  );
  const shift = combine(side.shifts ?? []);
  // Crusade 11.2.6: shifts are netted first; any shift past either edge is ignored.
  const col = Math.max(0, Math.min(table.columns.length - 1, start + shift.net));
  explanation.push(
    `${who}: shifts ${explainShifts(shift)}${col !== start + shift.net ? ' (shift past the edge ignored)' : ''} -> column ${table.columns[col]!.label}`,
  );
  const drm = combine(side.drms ?? []);
  const { min: lo, max: hi } = rollRange(table);
  // Crusade 11.2.7: a modified roll below 1 counts as 1, above 6 as 6.
  const modified = Math.max(lo, Math.min(hi, die + drm.net));
  const row = rowFor(table, modified);
  const ln = row.cells[col]!;
  const drmText = drm.counted.length ? ` ${drmLabel(drm.net)} (${explainShifts(drm, drmLabel)})` : '';
  explanation.push(`${who}: roll ${die}${drmText} -> ${modified}: Loss Number ${ln}`);
  return {
    table: table.id,
    strength: cs,
    startColumn: table.columns[start]!.label,
    shift,
    column: table.columns[col]!.label,
    drm,
    die,
    modified,
    ln,
    explanation,
  };
}

/** Who won a fire combat (Crusade 11.2.9): the higher Loss Number; equal Loss Numbers mean both lost. */
export function fireWinner(attackerLn: number, defenderLn: number): 'attacker' | 'defender' | 'none' {
  return attackerLn > defenderLn ? 'attacker' : defenderLn > attackerLn ? 'defender' : 'none';
}

/**
 * Crusade 11.2.10 / 11.4.2: spaces the defenders must retreat — none unless the attacker won and has a
 * surviving attacking unit; 1 when the Loss Numbers differ by one, otherwise 2.
 */
export function fireRetreatSpaces(attackerLn: number, defenderLn: number, attackerSurvivors: boolean): 0 | 1 | 2 {
  if (fireWinner(attackerLn, defenderLn) !== 'attacker' || !attackerSurvivors) return 0;
  return attackerLn - defenderLn === 1 ? 1 : 2;
}

/** Both sides fire at once (Crusade 11.2.6-11.2.9). */
export interface FireCombat {
  attacker: FireOutcome;
  defender: FireOutcome;
  winner: 'attacker' | 'defender' | 'none';
  explanation: string[];
}

/** Resolves both sides' fire; rollDie is asked once per side (attacker first). */
export function resolveFireCombat(args: {
  attacker: FireSide;
  defender: FireSide;
  tables: { division: FireTable; corps: FireTable };
  rollDie: (side: 'attacker' | 'defender') => number;
}): FireCombat {
  const at = chooseFireTable(args.attacker.units, args.tables);
  const dt = chooseFireTable(args.defender.units, args.tables);
  const attacker = fireOn(at.table, args.attacker, args.rollDie('attacker'), 'attacker');
  const defender = fireOn(dt.table, args.defender, args.rollDie('defender'), 'defender');
  const winner = fireWinner(attacker.ln, defender.ln);
  const verdict =
    winner === 'none'
      ? `equal Loss Numbers (${attacker.ln}): both sides lose (Crusade 11.2.9)`
      : `${winner} wins with the higher Loss Number (Crusade 11.2.9)`;
  return { attacker, defender, winner, explanation: [...attacker.explanation, ...defender.explanation, verdict] };
}
