import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import {
  GAME_CATALOGUES,
  initI18n,
  initialLanguage,
  pageCatalogue,
  reportLanguageTo,
  setLanguage,
  t,
} from './index.js';
import { type Catalogue, leaves, mergeWords, outsideNamespaces } from './merge.js';

/** The placeholders of a message, sorted. */
const vars = (s: string | undefined) => [...String(s).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/**
 * English and Spanish agree: the same keys, no empty message, the same placeholders. A violation may be worded in
 * Spanish only: the engine's own message is its English (panels/violations.ts shows it when English has none).
 */
function agree(name: string, en: Catalogue, es: Catalogue): void {
  const enMap = new Map(leaves(en));
  const esMap = new Map(leaves(es));
  const englishOnly = [...enMap.keys()].filter((k) => !esMap.has(k));
  expect(englishOnly, `${name}: keys without Spanish`).toEqual([]);
  const spanishOnly = [...esMap.keys()].filter((k) => !enMap.has(k) && !k.startsWith('violations.'));
  expect(spanishOnly, `${name}: keys without English`).toEqual([]);
  for (const [key, value] of [...enMap, ...esMap]) expect(value.trim().length, `${name}: ${key}`).toBeGreaterThan(0);
  for (const [key, value] of enMap) expect(vars(esMap.get(key)), `${name}: ${key}`).toEqual(vars(value));
}

describe('message catalogue', () => {
  it("the core's English and Spanish have exactly the same keys and placeholders", () => {
    agree('core', en as Catalogue, es as Catalogue);
    expect(leaves(en as Catalogue).length).toBeGreaterThan(50);
  });

  it("each game's English and Spanish agree, and its words stay in its own namespaces", () => {
    // Every catalogue is a game's (renderer/games/index.test.ts holds them to the page's plug-ins).
    expect(GAME_CATALOGUES.has('table')).toBe(true);
    for (const [game, byLang] of GAME_CATALOGUES) {
      expect(Object.keys(byLang).sort(), game).toEqual(['en', 'es']);
      agree(game, byLang.en!, byLang.es!);
      for (const words of Object.values(byLang)) expect(outsideNamespaces(game, words), game).toEqual([]);
    }
  });

  it('merges every game into the core: no word is defined twice, none is lost', () => {
    for (const lang of ['en', 'es'] as const) {
      const all = leaves(pageCatalogue(lang)).length;
      const parts = leaves({ en, es }[lang] as Catalogue).length;
      const games = [...GAME_CATALOGUES.values()].reduce((n, c) => n + leaves(c[lang]!).length, 0);
      expect(all).toBe(parts + games);
    }
    expect(() => mergeWords({ play: { title: 'a' } }, { play: { title: 'b' } })).toThrow(
      /"play.title" is defined twice/,
    );
    expect(
      outsideNamespaces('isabella', {
        isabella: { a: 'x' },
        play: { b: 'y' },
        prompts: { crusade: { c: 'z' } },
        bot: { isabella: { d: 'w' }, random: 'v' },
      }),
    ).toEqual(['play.b', 'prompts.crusade.c', 'bot.random']);
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
