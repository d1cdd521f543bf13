// The charts of Crusade and Revolution: the JSON is what the script builds, the fire tables behave as the rules
// require, every rulebook worked example that reads a chart gives the book's result, and no value the book does not
// give is labelled 'rulebook'. Tests named "worked example" follow an example the rulebook prints with its numbers;
// "derived" tests check a rule or an example that prints a result but not the column and roll behind it.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ChartDef, MapDef } from '../../../engine/core/module.js';
import {
  chooseFireTable,
  type FireTable,
  fireOn,
  fireTableFromChart,
  resolveFireCombat,
  strengthColumn,
} from '../../../engine/systems/combat/fire.js';
import { validateModuleFile } from '../../../schemas/validate.js';
import { buildCharts, chartsJson } from '../../tools/crusade/charts.js';

const here = dirname(fileURLToPath(import.meta.url));
const text = readFileSync(join(here, 'charts.json'), 'utf8');
const charts: ChartDef[] = JSON.parse(text);
const map: MapDef = JSON.parse(readFileSync(join(here, 'map.json'), 'utf8'));
const chart = (id: string): ChartDef => {
  const c = charts.find((x) => x.id === id);
  if (!c) throw new Error(`no chart ${id}`);
  return c;
};
const cell = (id: string, key: string, column: string) => {
  const c = chart(id);
  const r = c.rows.find((x) => x.key === key);
  if (!r) throw new Error(`chart ${id} has no row ${key}`);
  return r.cells[c.columns.indexOf(column)];
};
const division = fireTableFromChart(chart('fire-division'));
const corps = fireTableFromChart(chart('fire-corps'));
const tables = { division, corps };
const columnOf = (t: FireTable, cs: number) => t.columns[strengthColumn(t, cs)]!.label;
const lnsOf = (t: FireTable, label: string) => {
  const i = t.columns.findIndex((c) => c.label === label);
  return t.rows.map((r) => r.cells[i]!);
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const div = (id: string, cf: number) => ({ id, cf, corps: false });
const cor = (id: string, cf: number) => ({ id, cf, corps: true });

describe('charts.json', () => {
  it('equals what assets/tools/crusade/charts.ts builds', () => {
    expect(text).toBe(chartsJson());
    expect(charts).toEqual(JSON.parse(JSON.stringify(buildCharts())));
  });

  it('is a valid charts file of the module schema', () => {
    expect(validateModuleFile('charts', charts)).toEqual({ ok: true });
  });

  it('holds every chart the issue asks for', () => {
    expect(charts.map((c) => c.id)).toEqual([
      'fire-division',
      'fire-corps',
      'tec',
      'vp',
      'rm',
      'government',
      'command',
      'turns',
      'army-of-africa',
      'auto-victory',
    ]);
  });

  it('gives every cell one provenance label, rulebook with a ref or reconstructed with a reason', () => {
    for (const c of charts) {
      for (const r of c.rows) {
        expect(r.prov?.length, `${c.id} ${r.key}`).toBe(r.cells.length);
        for (const p of r.prov ?? []) {
          if (p.source === 'rulebook') expect(p.ref).toMatch(/§|Campaign|Clarifications/);
          else if (p.source === 'reconstructed') expect(p.reason.length).toBeGreaterThan(20);
          else throw new Error(`${c.id} ${r.key}: unexpected label ${p.source}`);
        }
      }
    }
  });
});

describe('fire tables (§11.2.6-11.2.7)', () => {
  it('read as fire tables: die rows 1-6, integer Loss Numbers >= 0', () => {
    for (const t of [division, corps]) expect(t.rows.map((r) => r.key)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('are monotonic: more strength or a higher roll never gives fewer losses', () => {
    for (const t of [division, corps]) {
      for (const r of t.rows)
        for (let i = 1; i < r.cells.length; i++) expect(r.cells[i]!).toBeGreaterThanOrEqual(r.cells[i - 1]!);
      for (let d = 1; d < t.rows.length; d++)
        t.rows[d]!.cells.forEach((v, i) => {
          expect(v).toBeGreaterThanOrEqual(t.rows[d - 1]!.cells[i]!);
        });
    }
  });

  it('derived (§3.0 Combat Factor note): the Corps table is never worse than the Division table', () => {
    for (let cs = 0; cs <= 30; cs++) {
      const d = lnsOf(division, columnOf(division, cs));
      const c = lnsOf(corps, columnOf(corps, cs));
      c.forEach((v, i) => {
        expect(v, `CS ${cs} roll ${i + 1}`).toBeGreaterThanOrEqual(d[i]!);
      });
    }
  });

  it('derived (§11.2.9 example 2): a Loss Number of 0 exists on both tables', () => {
    expect(Math.min(...division.rows.flatMap((r) => r.cells))).toBe(0);
    expect(Math.min(...corps.rows.flatMap((r) => r.cells))).toBe(0);
  });

  it('carry no rulebook label on any cell, only on the printed column headings', () => {
    for (const id of ['fire-division', 'fire-corps']) {
      const c = chart(id);
      for (const r of c.rows) for (const p of r.prov ?? []) expect(p.source).toBe('reconstructed');
      const heads = c.data?.columnProv as Record<string, { source: string }>;
      const printed = Object.keys(heads).filter((k) => heads[k]!.source === 'rulebook');
      expect(printed).toEqual(id === 'fire-division' ? ['6'] : ['2', '6-8']);
    }
  });
});

describe('worked examples of §11.2.6 (digest T-19, T-20)', () => {
  const nat = [div('INF-a', 2), div('INF-b', 2), div('INF-c', 2)];
  const rep = [cor('REP corps (reduced)', 2)];

  it('worked example §11.2.6 ex. 1: three 2-1-3 divisions on Division "6", a reduced 2-3-3 corps on Corps "2"', () => {
    const n = chooseFireTable(nat, tables);
    const r = chooseFireTable(rep, tables);
    expect([n.which, columnOf(n.table, 6)]).toEqual(['division', '6']);
    expect([r.which, columnOf(r.table, 2)]).toEqual(['corps', '2']);
    const combat = resolveFireCombat({ attacker: { units: nat }, defender: { units: rep }, tables, rollDie: () => 3 });
    expect([combat.attacker.column, combat.defender.column]).toEqual(['6', '2']);
  });

  it('worked example §11.2.6 ex. 2: a reduced 2-2-3 corps moves the stack to Corps "6-8", 2 higher on average', () => {
    const stack = [...nat, cor('NAT corps (reduced)', 2)];
    const n = chooseFireTable(stack, tables);
    expect([n.which, columnOf(n.table, 8)]).toEqual(['corps', '6-8']);
    expect(fireOn(n.table, { units: stack }, 4).column).toBe('6-8');
    expect(mean(lnsOf(corps, '6-8')) - mean(lnsOf(division, '6'))).toBeCloseTo(2, 5);
  });
});

describe('Loss Numbers printed by the rulebook examples can be rolled (derived)', () => {
  const can = (t: FireTable, cs: number, ln: number) => lnsOf(t, columnOf(t, cs)).includes(ln);

  it('derived (§11.2.9 ex. 1): NAT 3 against REP 1 occurs on the tables', () => {
    expect(can(division, 6, 3) || can(corps, 6, 3)).toBe(true);
    expect(can(division, 2, 1)).toBe(true);
  });

  it('derived (§11.2.9 ex. 2): a single NAT division (CF 2) and its REP attackers both roll 2', () => {
    expect(can(division, 2, 2)).toBe(true);
    expect(can(division, 4, 2)).toBe(true);
  });

  it('derived (§11.2.9 ex. 3): a reduced division (CF 1) inflicts 1; NAT inflicts 2', () => {
    expect(can(division, 1, 1)).toBe(true);
    expect(can(division, 6, 2)).toBe(true);
  });

  it('derived (§11.3.4, §11.3.5.1): REP fire can inflict 5 and 4 on a NAT corps stack', () => {
    expect(can(corps, 8, 5) && can(corps, 8, 4)).toBe(true);
  });

  it('derived (§11.4.3 ex.): two full 2-1-3 divisions in a Mountain space can inflict 0 (roll 1 on "4")', () => {
    expect(fireOn(division, { units: [div('a', 2), div('b', 2)] }, 1).ln).toBe(0);
  });

  it('derived (§11.4.5.1 ex.): a reduced corps (CF 2) alone inflicts 3; the NAT attack can inflict 4', () => {
    expect(can(corps, 2, 3)).toBe(true);
    expect(can(corps, 8, 4)).toBe(true);
  });
});

describe('Terrain Effects Chart (§10.2.8, §11.2.6, §11.4.3, §16.5, §16.6.2)', () => {
  const tec = chart('tec');
  const col = (row: string, c: string) => cell('tec', row, c) as number | boolean;
  const rowsFor = tec.data?.terrainRows as Record<string, string[]>;
  const space = (id: string) => {
    const s = map.spaces?.find((x) => x.id === id);
    if (!s) throw new Error(`no space ${id}`);
    return s;
  };
  /** The attacker's net shift for an attack from one space into another, read from the map and the chart. */
  const attackShift = (from: string, to: string): number => {
    const conn = map.connections?.find((c) => (c.a === from && c.b === to) || (c.a === to && c.b === from));
    if (!conn) throw new Error(`${from} and ${to} are not connected`);
    const rows = new Set(rowsFor[space(to).terrain!]);
    if (space(from).terrain === 'sierra') rows.add('Sierra of Madrid (into or out of)');
    if (conn.type === 'river') rows.add('River connection');
    return [...rows].reduce((s, r) => s + (col(r, 'Attacker shift') as number), 0);
  };

  it('worked example §11.2.6 Sierra: Segovia to Somosierra is 2 CL (Mountain + Sierra)', () => {
    expect(attackShift('segovia', 'somosierra')).toBe(-2);
  });

  it('worked example §11.2.6 Sierra: Somosierra to Aranda de Duero is 2 CL (River + Sierra)', () => {
    expect(attackShift('somosierra', 'aranda')).toBe(-2);
  });

  it('derived (§10.2.8): Position 1 CL to the attacker; Trench 1 CL to the attacker and 1 CR to the defender', () => {
    expect([col('Position', 'Attacker shift'), col('Position', 'Defender shift')]).toEqual([-1, 0]);
    expect([col('Trench', 'Attacker shift'), col('Trench', 'Defender shift')]).toEqual([-1, 1]);
  });

  it('derived (§11.4.3): only Mountain, Trench and Beach Head cancel a retreat', () => {
    const cancel = tec.rows.filter((r) => r.cells[tec.columns.indexOf('Retreat cancel')] === true).map((r) => r.key);
    expect(cancel).toEqual(['Mountain', 'Sierra of Madrid (into or out of)', 'Trench', 'Beach Head']);
  });

  it('derived (§16.6.2): only Open and Beach Head spaces are Open for the armor DRM', () => {
    const open = tec.rows.filter((r) => r.cells[tec.columns.indexOf('Open (armor +1 DRM)')] === true);
    expect(open.map((r) => r.key)).toEqual(['Open', 'Beach Head']);
  });

  it('worked example §16.5.3: Severe Winter on Turn 11 gives -2 DRM plus the Mountain 1 CL; Turn 5 keeps -1', () => {
    expect(col('Mountain', 'Attacker DRM in Severe Winter')).toBe(-2);
    expect(col('Mountain', 'Attacker shift')).toBe(-1);
    expect(col('Mountain', 'Attacker DRM in winter')).toBe(-1);
    expect(cell('turns', '11', 'Winter')).toBe(true);
    expect(cell('turns', '5', 'Winter')).toBe(true);
    expect(chart('turns').data?.severeWinterOpsCards).toBe(2);
    expect(chart('turns').data?.winterOpsCards).toBe(3);
  });
});

describe('VP and RM tables (§3.0, §16.1.7, §16.2.5, §16.3.3, §17.3.2)', () => {
  const vp = (k: string) => cell('vp', k, 'VP');
  const rm = (k: string) => cell('rm', k, 'RM');

  it('derived (§16.3.3): the RM modifiers as printed', () => {
    expect(rm('NAT captures a Province Capital or VP space')).toBe(-1);
    expect(rm('NAT captures a Main City other than Madrid')).toBe(-2);
    expect(rm('NAT captures Madrid')).toBe(-3);
    expect(rm('NAT liberates a Siege')).toBe(-1);
    expect(rm('NAT controls every border space Adjacent to France')).toBe(-2);
    expect(rm('REP captures a Province Capital or VP space')).toBe(1);
    expect(rm('REP captures a Main City other than Madrid')).toBe(2);
    expect(rm('REP recaptures Madrid')).toBe(3);
    expect(rm('REP controls every border space Adjacent to Portugal')).toBe(2);
    expect(rm('REP connects the Northern Front with the main zone')).toBe(2);
    expect(rm('End of the Northern Front (NAT controls all of it)')).toBe(-2);
    expect(rm('NAT divides the Republican zone in two')).toBe(-1);
    expect(rm('REP divides the Nationalist zone in two')).toBe(1);
    expect(chart('rm').data?.start).toBe(26);
  });

  it('derived (§16.1.7): liberating the Alcázar is -1 RM and +1 VP', () => {
    expect([rm('NAT liberates a Siege'), vp('NAT liberates the Alcázar of Toledo')]).toEqual([-1, 1]);
  });

  it('derived (§16.2.5): Oviedo taken while isolated gives REP one VP more than the space itself', () => {
    expect(vp('REP captures Oviedo while it is an Isolated Space (extra)')).toBe(-1);
  });

  it('derived (§17.3.2): the Madrid priority adjustments run 0, -1, -2, -3', () => {
    const rows = chart('vp').rows.filter((r) => r.key.startsWith('Madrid priority'));
    expect(rows.map((r) => r.cells[0])).toEqual([0, -1, -2, -3]);
  });

  it('derived (§3.0 VP Space): a VP space is +1 VP to NAT, -1 to REP; the Campaign starts at 7', () => {
    expect([vp('NAT captures a VP space'), vp('REP captures a VP space')]).toEqual([1, -1]);
    expect(chart('vp').data?.start).toBe(7);
  });

  it('labels as reconstructed the values the book lacks (Main City VP, War Status Phase entries)', () => {
    const prov = (id: string, key: string) => chart(id).rows.find((r) => r.key === key)!.prov![0]!.source;
    expect(prov('vp', 'NAT captures a Main City other than Madrid')).toBe('reconstructed');
    expect(prov('vp', 'NAT captures Madrid')).toBe('reconstructed');
    expect(prov('vp', 'During War Status Phase')).toBe('reconstructed');
    expect(prov('rm', 'During War Status Phase')).toBe('reconstructed');
  });
});

describe('turn record track (§6.0, §15.1, §16.5.1)', () => {
  const turns = chart('turns');
  it('has 18 turns with the War Phases of §15.1 and the winters of §16.5.1', () => {
    expect(turns.rows.map((r) => r.key)).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 1)));
    const phase = (t: number) => cell('turns', String(t), 'War Phase');
    for (let t = 1; t <= 18; t++) {
      expect(phase(t)).toBe(t <= 5 ? 'War of the Columns' : t <= 11 ? 'Mobilization' : 'War of the Armies');
      expect(cell('turns', String(t), 'Winter')).toBe([5, 11, 17].includes(t));
    }
  });

  it('prints the dates the rulebook gives and reconstructs the others', () => {
    const printed = { 1: 'August 1936', 5: 'January/February 1937', 6: 'March/April 1937', 18: 'March/April 1939' };
    for (const [t, d] of Object.entries(printed)) expect(cell('turns', t, 'Dates')).toBe(d);
    const rb = turns.rows.filter((r) => r.prov![0]!.source === 'rulebook').map((r) => Number(r.key));
    expect(rb).toEqual([1, 2, 3, 5, 6, 11, 17, 18]);
    for (const r of turns.rows) expect(String(r.cells[0])).toMatch(/19(36|37|38|39)$/);
  });
});

describe('Army of Africa display (§17.6.2)', () => {
  it('derived (§17.6.2): one AFR in Sevilla and six arrivals in NAT rounds 2 and 5 of Turns 1-3', () => {
    const rows = chart('army-of-africa').rows;
    expect(rows).toHaveLength(7);
    expect(rows.slice(1).map((r) => [r.cells[0], r.cells[1]])).toEqual([
      [1, 2],
      [1, 5],
      [2, 2],
      [2, 5],
      [3, 2],
      [3, 5],
    ]);
    expect(rows.slice(5).map((r) => r.cells[2])).toEqual([1, 2]);
  });
});

describe('Automatic Victory table (§5.2.2)', () => {
  const rep = (t: number) => cell('auto-victory', String(t), 'REP wins if RM at least') as number | null;
  const nat = (t: number) => cell('auto-victory', String(t), 'NAT wins if RM at most') as number | null;
  /** Who wins automatically at this RM in this turn's War Status Phase, by the table. */
  const winner = (t: number, rm: number) =>
    rep(t) !== null && rm >= rep(t)! ? 'REP' : nat(t) !== null && rm <= nat(t)! ? 'NAT' : null;

  it('worked example §5.2.2 ex. 1: Turn 5 with RM 28 is a Republican automatic victory (27+)', () => {
    expect(rep(5)).toBe(27);
    expect(winner(5, 28)).toBe('REP');
  });

  it('worked example §5.2.2 ex. 2: Turn 15 with RM 3 is a Nationalist victory, RM 4 is none, 16-18 never', () => {
    expect(winner(15, 3)).toBe('NAT');
    expect(winner(15, 4)).toBe(null);
    for (const t of [16, 17, 18]) for (const rm of [-5, 3, 40]) expect(winner(t, rm)).toBe(null);
  });

  it('derived (§5.2.2): no RM victory in Turns 1-3; thresholds never rise for REP nor for NAT', () => {
    for (const t of [1, 2, 3]) expect([rep(t), nat(t)]).toEqual([null, null]);
    for (let t = 5; t <= 15; t++) {
      expect(rep(t)!).toBeLessThanOrEqual(rep(t - 1)!);
      expect(nat(t)!).toBeLessThanOrEqual(nat(t - 1)!);
    }
  });
});

describe('Government and Command tracks (Campaign set-up)', () => {
  it('start at José Giral and No Single Command, the only boxes the rulebook names', () => {
    expect(chart('government').rows[0]!.key).toBe('José Giral');
    expect(chart('command').rows[0]!.key).toBe('No Single Command');
    for (const id of ['government', 'command'])
      for (const r of chart(id).rows.slice(1)) expect(r.prov![0]!.source).toBe('reconstructed');
  });
});

describe("no 'rulebook' label on a value the book does not give", () => {
  const ALL_TEC = ['Attacker shift', 'Defender shift', 'Attacker DRM in winter', 'Attacker DRM in Severe Winter'];
  const WINTER = ['Attacker DRM in winter', 'Attacker DRM in Severe Winter'];
  const KEEP = ['Retreat cancel', 'Open (armor +1 DRM)'];
  // The TEC cells the rulebook states, by row (its sections are in the cells' refs).
  const TEC_STATED: Record<string, string[]> = {
    Open: [...WINTER, ...KEEP],
    Mountain: ['Attacker shift', ...WINTER, ...KEEP],
    'Sierra of Madrid (into or out of)': ['Attacker shift', ...KEEP],
    'River connection': ['Attacker shift', ...WINTER, ...KEEP],
    Position: [...ALL_TEC, ...KEEP],
    Trench: [...ALL_TEC, ...KEEP],
    'Main City': [...WINTER, ...KEEP],
    'Beach Head': [...ALL_TEC, ...KEEP],
  };
  const PRINTED_TURNS = [1, 2, 3, 5, 6, 11, 17, 18];
  const VP_RECONSTRUCTED = /Province Capital|Main City|^NAT captures Madrid|^REP recaptures Madrid|During War Status/;
  /** Whether the rulebook states this cell; everything else must be labelled reconstructed. */
  const stated = (id: string, key: string, column: string): boolean => {
    switch (id) {
      case 'tec':
        return (TEC_STATED[key] ?? []).includes(column);
      case 'vp':
        return column === 'When' || !VP_RECONSTRUCTED.test(key);
      case 'rm':
        return !(key === 'During War Status Phase' && column === 'RM');
      case 'turns':
        return column !== 'Dates' || PRINTED_TURNS.includes(Number(key));
      case 'army-of-africa':
      case 'auto-victory':
        return true;
      case 'government':
        return key === 'José Giral' || (key === "Largo Caballero's Government" && column === 'Reached by');
      case 'command':
        return key === 'No Single Command';
      default:
        return false; // the fire tables: no cell is printed
    }
  };

  it('each cell is labelled rulebook exactly when the rulebook states it', () => {
    for (const c of charts) {
      for (const r of c.rows) {
        r.cells.forEach((_v, i) => {
          const column = c.columns[i]!;
          const where = `${c.id} / ${r.key} / ${column}`;
          expect(r.prov![i]!.source === 'rulebook', where).toBe(stated(c.id, r.key, column));
        });
      }
    }
  });
});
