import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameModule, ModuleManifest } from '../../engine/core/module.js';
import { DEFAULT_OPTIONS, OPTION_NOTES } from '../../engine/games/isabella/options.js';
import { OPTION_NOTES as CRUSADE_NOTES } from '../../engine/games/crusade/options.js';
import { initI18n } from '../i18n/index.js';
import { type FakeEl, fakeDocument } from './fake-dom.js';
import { ruleOptionRows, ruleOptionsSection } from './ruleoptions.js';

const manifest = JSON.parse(
  readFileSync(new URL('../../assets/modules/isabella/module.json', import.meta.url), 'utf8'),
) as ModuleManifest;
const isabella = { manifest } as GameModule;
const table = { manifest: { ...manifest, rules: 'table' } } as GameModule;
let restore: () => void = () => {};

describe('About page: rule options table', () => {
  beforeAll(() => {
    restore = fakeDocument();
  });
  afterAll(() => restore());

  it('comes from the module\u2019s rules id: Isabella lists each option with its rule, what it decides and its default', () => {
    initI18n('en');
    expect(manifest.rules).toBe('isabella');
    const rows = ruleOptionRows(isabella);
    expect(rows.map((r) => r.id)).toEqual(Object.keys(DEFAULT_OPTIONS));
    const madrid = rows.find((r) => r.id === 'madridDice')!;
    expect(madrid).toEqual({ id: 'madridDice', ref: '4.6', decides: OPTION_NOTES.madridDice.text, default: '3' });
    expect(rows.find((r) => r.id === 'straitsBlockZoc')!.default).toBe('no');
    expect(rows.find((r) => r.id === 'noRetreat')!.default).toBe('eliminated');
  });

  it('builds the rule-options table, one row per option', () => {
    initI18n('en');
    const nodes = ruleOptionsSection(isabella) as unknown as FakeEl[];
    const t = nodes.flatMap((n) => n.all('table'))[0]!;
    expect(t.attrs['data-testid']).toBe('rule-options');
    expect(t.all('th').map((h) => h.textContent)).toEqual(['Rule', 'Option', 'What it decides', 'Default']);
    const trs = t.all('tr').filter((r) => r.attrs['data-option']);
    expect(trs.map((r) => r.attrs['data-option'])).toEqual(Object.keys(DEFAULT_OPTIONS));
    expect(trs[0]!.all('td').map((c) => c.textContent)).toEqual([
      '4.6',
      'madridDice',
      OPTION_NOTES.madridDice.text,
      '3',
    ]);
  });

  it('speaks Spanish: headings, every note and the defaults', () => {
    initI18n('es');
    const rows = ruleOptionRows(isabella);
    for (const r of rows) expect(r.decides, r.id).not.toBe(OPTION_NOTES[r.id as keyof typeof OPTION_NOTES].text);
    expect(rows.find((r) => r.id === 'stackHeightVisible')!.default).toBe('sí');
    expect(rows.find((r) => r.id === 'lowOdds')!.default).toBe('a favor del defensor');
    const t = (ruleOptionsSection(isabella) as unknown as FakeEl[]).flatMap((n) => n.all('table'))[0]!;
    expect(t.all('th').map((h) => h.textContent)).toEqual(['Regla', 'Opción', 'Qué decide', 'Por defecto']);
  });

  it('is absent under the table rules (no options; the table-rules note is for those rules only)', () => {
    initI18n('en');
    expect(ruleOptionRows(table)).toEqual([]);
    expect(ruleOptionsSection(table)).toEqual([]);
  });
});

describe("rule option notes in each game's English catalogue", () => {
  it('are the engine notes word for word (the engine is their source)', async () => {
    for (const [game, notes] of [
      ['isabella', OPTION_NOTES],
      ['crusade', CRUSADE_NOTES],
    ] as const) {
      const url = new URL(`../games/${game}/en.json`, import.meta.url);
      const en = JSON.parse(readFileSync(url, 'utf8')) as Record<string, { options: Record<string, string> }>;
      expect(en[game]!.options).toEqual(Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, v.text])));
    }
  });
});
