import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import { isUiLanguage } from './ipc.js';
import { nativeText } from './native-text.js';

describe('native dialog text', () => {
  it('speaks the language asked for and fills placeholders', () => {
    expect(nativeText('en', 'dontSave')).toBe("Don't Save");
    expect(nativeText('es', 'dontSave')).toBe('No guardar');
    const action = nativeText('es', 'actionOpenFile', { name: 'turno3.sandtable' });
    expect(action).toBe('abrir turno3.sandtable');
    expect(nativeText('es', 'unsavedDetail', { action })).toMatch(/^¿Guardarlos antes de abrir turno3\.sandtable\?/);
  });

  it('leaves a placeholder without a value visible rather than dropping it', () => {
    expect(nativeText('en', 'cannotOpenFile')).toBe('Could not open {{name}}');
  });

  it('reads the core catalogue the page reads too (i18n/ at the top of the project), in both languages', () => {
    for (const key of Object.keys(en.nativeDialog) as (keyof typeof en.nativeDialog)[]) {
      expect(nativeText('en', key), key).toBe(en.nativeDialog[key]);
      expect(nativeText('es', key), key).toBe(es.nativeDialog[key]);
    }
  });

  it('knows the shipped languages only', () => {
    expect(['en', 'es', 'fr', null].map(isUiLanguage)).toEqual([true, true, false, false]);
  });
});
