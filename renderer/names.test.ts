// The generic page (renderer/ outside renderer/games/) and electron/ name no game: what the page knows of a game is
// its plug-in's (renderer/games/<id>/), what the engine knows is under engine/games/, a module's data under assets/.
// Tests and their fixtures may play a real game.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** A game's name, in any case. */
const GAME_NAME = /isabella|crusade/i;

/**
 * Files of electron/ that still name a game, each for a reason of its own, until their owners word them otherwise.
 * Nothing may be added here: the list only shrinks.
 */
const KNOWN: Readonly<Record<string, string>> = {};

/**
 * Whether a path is a test, a test's fixture or a benchmark (they may play a real game: a benchmark measures the
 * shipped modules, as `npm run bench` prints).
 */
const isTest = (path: string) =>
  /\.(test|spec|fixture|mock)\.ts$/.test(path) ||
  /(^|\/)(fixtures|test-support)\//.test(path) ||
  /(^|\/)[a-z-]*bench\.ts$/.test(path);

/** Every file under `dir` (relative to the project), recursively. */
function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : [path];
  });
}

describe('no game named in the generic page or in electron/', () => {
  it('finds no game name outside renderer/games/, tests and fixtures', () => {
    const scanned = [...files('renderer'), ...files('electron')].filter(
      (p) => !p.startsWith('renderer/games/') && !isTest(p) && !(p in KNOWN),
    );
    expect(scanned.length).toBeGreaterThan(100);
    const naming = scanned.filter((p) => GAME_NAME.test(readFileSync(join(ROOT, p), 'utf8')));
    expect(naming.map((p) => relative('.', p))).toEqual([]);
  });

  it('keeps its known exceptions only while they still name a game', () => {
    for (const path of Object.keys(KNOWN))
      expect(GAME_NAME.test(readFileSync(join(ROOT, path), 'utf8')), `${path} no longer names a game`).toBe(true);
  });
});
