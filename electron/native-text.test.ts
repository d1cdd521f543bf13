import { describe, expect, it } from 'vitest';
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

  it('knows the shipped languages only', () => {
    expect(['en', 'es', 'fr', null].map(isUiLanguage)).toEqual([true, true, false, false]);
  });
});
