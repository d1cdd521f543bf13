// The rulebook facts map.test.ts reads (rulebook-facts.ts): the sections a rulebook's text has and which of a map's
// rulebook names it contains, read from a text of a few lines.

import { describe, expect, it } from 'vitest';
import { candidateNames, rulebookFacts } from './rulebook-facts.js';

const TEXT = [
  '## **2.0 COMPONENTS**',
  '### 2.1.2 Connections',
  '**4.3.1** The Nationalist Player starts with *Air Bridge*; see Madrid and the Puerto de Pajares.',
  '**T-19 Fire table selection** (not a section)',
  '**10.1** Movement.',
].join('\n');

describe('rulebook facts', () => {
  it('lists the sections given as headings or bold paragraph starts, in rule order', () => {
    expect(rulebookFacts(TEXT, 'book.txt', []).sections).toEqual(['2.0', '2.1.2', '4.3.1', '10.1']);
  });

  it('keeps the map names the text contains, a "Pto. de" name also as "Puerto de"', () => {
    const map = {
      spaces: [
        { attrs: { book: 'Madrid' } },
        { attrs: { book: 'Pto. de Pajares' } },
        { attrs: { book: 'Toledo' } },
        { attrs: { book: 'Beach Head (Mallorca)' } },
        { attrs: {} },
      ],
    };
    expect(candidateNames(map)).toEqual(['Madrid', 'Pto. de Pajares', 'Puerto de Pajares', 'Toledo', 'Beach Head']);
    expect(rulebookFacts(TEXT, 'book.txt', candidateNames(map)).names).toEqual(['Madrid', 'Puerto de Pajares']);
  });

  it('names the file it was read from and its SHA-256', () => {
    const facts = rulebookFacts('', 'shared/seeds/x.txt', []);
    expect(facts.rulebook).toEqual({
      file: 'shared/seeds/x.txt',
      sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
  });
});
