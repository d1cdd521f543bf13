// A game whose rules say their file would carry a secret in plain text (Rules.notByMail) is neither offered by
// e-mail nor joined: the invitation is refused with the rules' own sentence. No shipped game says so today
// (Crusade's hands are sealed); the contract stays for the games to come.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRules } from '../../engine/games/registry.js';
import { createTableRules } from '../../engine/games/table/rules.js';
import { createHostService } from './host-service.js';
import { FIXTURE_MODULES_DIR, tempDir } from './fixtures/helpers.js';

const dirs: Awaited<ReturnType<typeof tempDir>>[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await d.cleanup();
});

describe('Rules.notByMail', () => {
  it('refuses the invitation, naming why', async () => {
    const why = 'This test game cannot be played by e-mail: its file would show your secret.';
    registerRules({ ...createTableRules({ id: 'test-secret' }), notByMail: why });
    const [modules, data, docs] = [await tempDir(), await tempDir(), await tempDir()];
    dirs.push(modules, data, docs);
    await cp(join(FIXTURE_MODULES_DIR, 'test'), join(modules.dir, 'test'), { recursive: true });
    const manifest = join(modules.dir, 'test', 'module.json');
    const m = JSON.parse(await readFile(manifest, 'utf8'));
    await writeFile(manifest, JSON.stringify({ ...m, rules: 'test-secret' }));
    const service = await createHostService({
      modulesDir: modules.dir,
      dataDir: data.dir,
      docsDir: docs.dir,
      runner: 'inprocess',
    });
    try {
      const r = await service.inviteGame({ moduleId: 'test', scenarioId: 'meeting', side: 'blue' });
      expect(r.ok ? null : r.error).toEqual({ code: 'not-by-mail', message: why });
    } finally {
      await service.close();
    }
  });
});
