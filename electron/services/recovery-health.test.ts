import { describe, expect, it } from 'vitest';
import { healthOf, JournalTooLarge } from './recovery-health.js';

const errno = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

describe('recovery health', () => {
  it('names each cause by its errno code, with a sentence that says recovery is off', () => {
    const cases: [unknown, string, RegExp][] = [
      [errno('ENOSPC'), 'full', /the data folder is full/],
      [errno('EDQUOT'), 'full', /the data folder is full/],
      [errno('ENOENT'), 'gone', /the data folder is gone/],
      [errno('ENOTDIR'), 'gone', /the data folder is gone/],
      [errno('EROFS'), 'read-only', /the data folder is read-only/],
      [errno('EACCES'), 'read-only', /the data folder is read-only/],
      [new JournalTooLarge('big'), 'too-large', /too long for one file/],
    ];
    for (const [error, code, sentence] of cases) {
      const h = healthOf(error);
      expect(h.code).toBe(code);
      expect(h.message).toMatch(/^Crash recovery is off: /);
      expect(h.message).toMatch(sentence);
    }
  });

  it('any other failure says what it was', () => {
    expect(healthOf(errno('EIO'))).toEqual({
      code: 'failed',
      message: expect.stringMatching(/^Crash recovery is off: the recovery journal cannot be written.*\(EIO\)$/),
    });
    expect(healthOf(new Error('no game')).message).toMatch(/\(no game\)$/);
    expect(healthOf('odd').message).toMatch(/\(odd\)$/);
  });
});
