import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/core/types.js';
import { barbarossa, barbarossaModule, playAll } from '../../../engine/games/sfe/barbarossa.fixture.js';
import { cellAt, groundCrt } from '../../../engine/games/sfe/crt.js';
import { sfeRules } from '../../../engine/games/sfe/rules.js';
import type { LogLine } from '../../../schemas/host-api.js';
import { initI18n, t } from '../../i18n/index.js';
import { cellOf, drmText, lastCombat, rowOf } from './resultpanel.js';

const ROWS = ['<=1', '2', '3', '4', '5', '6', '7', '8+'];

describe("The Struggle for Europe's combat result", () => {
  it('§9.01 a modified roll reads its own row, the edge rows beyond them', () => {
    expect(rowOf(ROWS, -2)).toBe(0);
    expect(rowOf(ROWS, 1)).toBe(0);
    expect(rowOf(ROWS, 4)).toBe(3);
    expect(rowOf(ROWS, 8)).toBe(7);
    expect(rowOf(ROWS, 11)).toBe(7);
    // the module's chart writes its edge rows "≤0" and "≥8"
    const keys = barbarossaModule.charts.find((c) => c.id === 'ground-combat')!.rows.map((r) => r.key);
    expect(keys[0]).toBe('≤0');
    expect(rowOf(keys, -3)).toBe(0);
    expect(rowOf(keys, 0)).toBe(0);
    expect(rowOf(keys, 6)).toBe(keys.indexOf('6'));
    expect(rowOf(keys, 12)).toBe(keys.length - 1);
  });

  it('§10.01 the combat fought is lit on the CRT at the cell the rules read', () => {
    // Barbarossa's opening: every phase ended at once up to the Combat Phase, then its first attack
    let s = barbarossa('3');
    for (let i = 0; i < 12 && (s.vars as { step: string }).step !== 'combat'; i++) {
      const side = sfeRules.toAct(barbarossaModule, s)[0]!;
      s = playAll(s, [{ side, verb: 'done', args: {} }]);
    }
    const side = sfeRules.toAct(barbarossaModule, s)[0]!;
    const attack = sfeRules.view(barbarossaModule, s, side).legalActions.find((a) => a.verb === 'attack')!;
    const r = sfeRules.reduce(barbarossaModule, s, { side, verb: 'attack', args: attack.args! });
    if ('violations' in r) throw new Error(JSON.stringify(r.violations));
    const log = [
      { seq: 1, verb: 'done', args: {}, events: [] },
      { seq: 2, verb: 'attack', args: attack.args!, events: r.events },
    ] as unknown as LogLine[];
    const rec = lastCombat(log)!;
    expect(rec.seq).toBe(2);
    const e: GameEvent = rec.event;
    const chart = barbarossaModule.charts.find((c) => c.id === 'ground-combat')!;
    const { col, row } = cellOf(chart, e);
    expect(chart.columns[col]).toBe(e.column);
    expect(chart.rows[row]!.cells[col]).toBe(e.result);
    expect(cellAt(groundCrt(barbarossaModule), String(e.column), Number(e.roll) + Number(e.drm))).toBe(e.result);
  });
});

describe("The Struggle for Europe's die roll modifiers in words", () => {
  it("§12.01, §13.01, §25 each modifier reads with its rule in the page's language, a leader by his name", () => {
    initI18n('en');
    const name = (id: string) => (id === 'G-Guderian' ? 'Guderian' : id);
    expect(drmText({ amount: 1, reason: 'armor bonus', rule: '§12.01' }, name)).toBe('§12.01 armor bonus +1');
    expect(drmText({ amount: 1, reason: 'G-Guderian', rule: '§13.01' }, name)).toBe(
      '§13.01 Guderian backing the attack +1',
    );
    expect(drmText({ amount: -1, reason: 'snow', rule: '§25' }, name)).toBe('§25 snow -1');
    initI18n('es');
    const armor = drmText({ amount: 1, reason: 'armor bonus', rule: '§12.01' }, name);
    expect(armor).toBe('§12.01 bonificación blindada +1');
    initI18n('en');
  });

  it('§9.05 every terrain the TEC gives a die modifier has its words in English and Spanish', () => {
    const tec = barbarossaModule.charts.find((c) => c.id === 'tec')!;
    const keys = Object.keys((tec.data as { drm: Record<string, number> }).drm);
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of ['en', 'es'] as const) {
      initI18n(lang);
      for (const k of keys) expect(t(`sfe.result.reasons.${k}`, { defaultValue: '' }), `${lang} ${k}`).not.toBe('');
    }
    initI18n('en');
  });
});
