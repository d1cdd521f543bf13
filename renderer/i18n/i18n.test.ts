import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import { initI18n, initialLanguage, reportLanguageTo, setLanguage, t } from './index.js';

/** Every leaf key path of a nested message object, with its value. */
function leaves(obj: unknown, prefix = ''): [string, unknown][] {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, obj]];
}

describe('message catalogue', () => {
  it('English and Spanish have exactly the same keys', () => {
    const enKeys = leaves(en)
      .map(([k]) => k)
      .sort();
    const esKeys = leaves(es)
      .map(([k]) => k)
      .sort();
    expect(esKeys).toEqual(enKeys);
    expect(enKeys.length).toBeGreaterThan(50);
  });

  it('no message is empty or not a string', () => {
    for (const [key, value] of [...leaves(en), ...leaves(es)]) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim().length, key).toBeGreaterThan(0);
    }
  });

  it('placeholders match between the two languages', () => {
    const esMap = new Map(leaves(es));
    for (const [key, value] of leaves(en)) {
      const vars = (s: unknown) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(esMap.get(key)), key).toEqual(vars(value));
    }
  });

  it('keeps the exact English toolbar names the e2e tests look for', () => {
    initI18n('en');
    expect(['new', 'open', 'save', 'saveAs', 'undo', 'redo', 'roll'].map((k) => t(`toolbar.${k}`))).toEqual([
      'New game',
      'Open…',
      'Save',
      'Save As…',
      'Undo',
      'Redo',
      'Roll dice',
    ]);
  });

  it('switches language and interpolates', () => {
    initI18n('en');
    expect(t('status.turn', { turn: 3 })).toBe('Turn 3');
    setLanguage('es');
    expect(t('status.turn', { turn: 3 })).toBe('Turno 3');
    expect(t('charts.badge')).toBe('Reconstruida');
  });

  it('picks the stored language first, then the browser language, then English', () => {
    expect(initialLanguage('es', 'en-US')).toBe('es');
    expect(initialLanguage(null, 'es-ES')).toBe('es');
    expect(initialLanguage('fr', 'de-DE')).toBe('en');
  });

  it('tells the host the language now and on every change, until unsubscribed, and survives a failing host', async () => {
    initI18n('es');
    const told: string[] = [];
    const off = reportLanguageTo({
      setLanguage: async ({ language }) => (told.push(language), { ok: true, value: null }),
    });
    expect(told).toEqual(['es']);
    setLanguage('en');
    setLanguage('es');
    expect(told).toEqual(['es', 'en', 'es']);
    off();
    setLanguage('en');
    expect(told).toEqual(['es', 'en', 'es']);
    const offBroken = reportLanguageTo({ setLanguage: () => Promise.reject(new Error('bridge gone')) });
    const offThrowing = reportLanguageTo({
      setLanguage: () => {
        throw new Error('no such op');
      },
    });
    setLanguage('es');
    await new Promise((r) => setTimeout(r, 0));
    offBroken();
    offThrowing();
  });

  it('has the native menu and dialog words in both languages', () => {
    initI18n('es');
    expect(t('nativeMenu.file')).toBe('&Archivo');
    expect(t('nativeDialog.dontSave')).toBe('No guardar');
    initI18n('en');
    expect(t('nativeMenu.file')).toBe('&File');
  });
});
