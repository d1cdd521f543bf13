// `npx tsx assets/tools/crusade/rulebook-facts.ts [RULEBOOK]` writes assets/modules/crusade/rulebook-facts.json:
// the facts of the Crusade and Revolution rulebook that map.test.ts checks the map's provenance against (the
// sections the rulebook has, and which names the map gives as the rulebook's the text contains), so the tests read
// nothing outside the repository. RULEBOOK defaults to the project's shared copy (../shared/seeds/002_….txt beside
// the repository); `--check` compares instead of writing and exits 1 when the file is not what the rulebook gives.

import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const out = join(root, 'assets/modules/crusade/rulebook-facts.json');
const SHARED = join(root, '../shared/seeds/002_d6ee4d1a76c77cce.txt');

/** What map.test.ts needs to know of the rulebook, with the file it was read from. */
export interface RulebookFacts {
  rulebook: { file: string; sha256: string };
  /** Every section number the rulebook gives as a heading or a bold paragraph start (`## 2.1.2`, `**4.3.1**`). */
  sections: string[];
  /** The names the map gives as the rulebook's (`attrs.book`, and `Puerto de …` for `Pto. de …`) found in the text. */
  names: string[];
}

/** The names a map's spaces give as the rulebook's, in the forms map.test.ts looks for. */
export function candidateNames(map: { spaces?: { attrs?: Record<string, unknown> }[] }): string[] {
  const out = new Set<string>();
  for (const s of map.spaces ?? []) {
    const book = s.attrs?.book;
    if (typeof book !== 'string') continue;
    const plain = book.replace(/^Beach Head.*/, 'Beach Head').replace(/ \(Mallorca\)$/, '');
    out.add(plain);
    if (plain.startsWith('Pto. de ')) out.add(plain.replace(/^Pto\. de /, 'Puerto de '));
  }
  return [...out];
}

/** The facts of `text` (the rulebook) for the names in `candidates`. */
export function rulebookFacts(text: string, file: string, candidates: string[]): RulebookFacts {
  const sections = new Set<string>();
  for (const m of text.matchAll(/(?:\*\*|# )(\d+(?:\.\d+)*)/g)) sections.add(m[1]);
  const names = candidates.filter((n) => text.includes(n));
  const byNumber = (a: string, b: string) => {
    const x = a.split('.').map(Number);
    const y = b.split('.').map(Number);
    for (let i = 0; i < Math.max(x.length, y.length); i++)
      if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
    return 0;
  };
  return {
    rulebook: { file, sha256: createHash('sha256').update(text).digest('hex') },
    sections: [...sections].sort(byNumber),
    names: [...new Set(names)].sort(),
  };
}

function main(): void {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const path = args.find((a) => !a.startsWith('--')) ?? SHARED;
  const text = readFileSync(path, 'utf8');
  const map = JSON.parse(readFileSync(join(root, 'assets/modules/crusade/map.json'), 'utf8'));
  const file = relative(join(root, '..'), path);
  const json = `${JSON.stringify(rulebookFacts(text, file, candidateNames(map)), null, 2)}\n`;
  if (check) {
    const same = readFileSync(out, 'utf8') === json;
    console.log(
      same ? 'rulebook-facts.json is what the rulebook gives' : 'rulebook-facts.json differs: run without --check',
    );
    process.exit(same ? 0 : 1);
  }
  writeFileSync(out, json);
  console.log(`wrote ${relative(root, out)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
