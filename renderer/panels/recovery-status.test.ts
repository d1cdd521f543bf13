import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.js';
import { healthOf } from '../../electron/services/recovery-health.js';
import { recoveryText } from './recovery-status.js';

const errno = (code: string) => Object.assign(new Error(code), { code });

describe('the recovery status', () => {
  afterEach(() => initI18n('en'));

  it("says each cause the host sends in the page's language, English and Spanish", () => {
    const causes: [string, RegExp, RegExp][] = [
      ['ENOSPC', /^Crash recovery is off: the data folder is full/, /desactivada: la carpeta de datos está llena/],
      ['ENOENT', /^Crash recovery is off: the data folder is gone/, /la carpeta de datos ya no está/],
      ['EROFS', /^Crash recovery is off: the data folder is read-only/, /la carpeta de datos es de solo lectura/],
    ];
    for (const [code, en, es] of causes) {
      const off = healthOf(errno(code));
      initI18n('en');
      expect(recoveryText(off)).toMatch(en);
      initI18n('es');
      expect(recoveryText(off)).toMatch(es);
    }
  });

  it('an unforeseen failure names itself; a code the page has no words for shows the host sentence', () => {
    initI18n('es');
    expect(recoveryText(healthOf(errno('EIO')))).toMatch(/no se puede escribir el diario de recuperación \(EIO\)/);
    const odd = { code: 'later', message: 'Crash recovery is off: something new.' };
    expect(recoveryText(odd)).toBe(odd.message);
  });
});
