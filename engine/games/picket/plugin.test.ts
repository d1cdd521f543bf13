// Picket is the proof that a game is one plug-in (issue 25): adding it touched its engine folder, its page folder
// (renderer/games/picket/), its module data (assets/modules/picket/), its browser test and one entry in each
// registry (engine/games/index.ts, renderer/games/index.ts), and nothing else. Its name appears nowhere else in
// the project's code; generated files (npm run gen:schemas) follow the registries by themselves.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** Its own places: every line there may name it. */
const OWN = ['engine/games/picket/', 'renderer/games/picket/', 'assets/modules/picket/', 'e2e/picket.spec.ts'];
/** The registries: its import and its place in the list. */
const REGISTRIES: Readonly<Record<string, number>> = { 'engine/games/index.ts': 2, 'renderer/games/index.ts': 2 };
/** What is never the project's own code (built, installed or generated from the registries). */
const SKIP = /^(node_modules|dist|dist-electron|e2e\/artifacts|schemas\/generated|\.git)(\/|$)/;
/** The files that are code or a page's words. */
const CODE = /\.(ts|mts|mjs|js|css|html)$|^(i18n|renderer)\/.*\.json$/;

/** Every file of the project below `dir`, relative to it. */
function files(dir = ''): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = dir === '' ? name : `${dir}/${name}`;
    if (SKIP.test(path)) return [];
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : [path];
  });
}

describe('Picket, a game added as one plug-in', () => {
  it('is named only in its own folders and once in each registry', () => {
    const naming: Record<string, number> = {};
    let read = 0;
    for (const path of files()) {
      if (!CODE.test(path) || OWN.some((own) => path.startsWith(own))) continue;
      read++;
      const lines = readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .filter((l) => /picket/i.test(l)).length;
      if (lines > 0) naming[path] = lines;
    }
    expect(read).toBeGreaterThan(500);
    expect(naming).toEqual(REGISTRIES);
  });
});
