// "Print positions…" at the keyboard and in both catalogues (the printing itself runs in e2e/print.spec.ts: it
// needs a page, a host and a download).
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { commandForKey } from './keyboard.js';

const key = (k: string, more: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...more,
});

describe('print positions command', () => {
  it('is Ctrl+P (Cmd+P on macOS), not Ctrl+Shift+P nor a plain P', () => {
    expect(commandForKey(key('p', { ctrlKey: true }))).toBe('printPositions');
    expect(commandForKey(key('P', { metaKey: true }))).toBe('printPositions');
    expect(commandForKey(key('P', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(commandForKey(key('p'))).toBeNull();
  });

  it('has its button, short label and dialog words in English and Spanish', () => {
    expect(en.toolbar.printPositions).toBe('Print positions…');
    expect(es.toolbar.printPositions).toBe('Imprimir posiciones…');
    // The short visible label begins the accessible name (label in name).
    expect(en.toolbar.printPositions.startsWith(en.toolbar.printShort)).toBe(true);
    expect(es.toolbar.printPositions.startsWith(es.toolbar.printShort)).toBe(true);
    expect(Object.keys(es.print).sort()).toEqual(Object.keys(en.print).sort());
    expect(en.print.saved).toContain('{{name}}');
  });
});
