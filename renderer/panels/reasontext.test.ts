// The computer's reason in the page's words: its id looked up in the page's catalogue in the page's language, its
// pieces and spaces named as the log names them; a reason written as plain words shown as it is.

import { afterEach, describe, expect, it } from 'vitest';
import { initI18n, setLanguage } from '../i18n/index.js';
import { reasonText } from './reasontext.js';

const names = { piece: (id: string) => `«${id}»`, space: (id: string) => `[${id}]` };

afterEach(() => setLanguage('en'));

describe('a bot’s reason in words', () => {
  it('says the reason’s words in English and Spanish, its count picking the plural', () => {
    initI18n('en');
    const twelve = { id: 'bot.random', params: { count: 12 } };
    expect(reasonText(twelve, names)).toBe('a random pick among 12 legal actions');
    expect(reasonText({ id: 'bot.random', params: { count: 1 } }, names)).toBe(
      'its only legal action, picked at random',
    );
    setLanguage('es');
    expect(reasonText({ id: 'bot.random', params: { count: 12 } }, names)).not.toBe(
      'a random pick among 12 legal actions',
    );
    expect(reasonText({ id: 'bot.random', params: { count: 12 } }, names)).toContain('12');
  });

  it('names a piece as the log does, and shows plain words as they are', () => {
    initI18n('en');
    const said = reasonText({ id: 'bot.isabella.entersBeachhead', params: { piece: 'de-1', hex: '1419' } }, names);
    expect(said).toContain('«de-1»');
    expect(said).toContain('1419');
    expect(reasonText('attacks 1420 at 3:1', names)).toBe('attacks 1420 at 3:1');
  });
});
