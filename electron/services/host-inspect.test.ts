// The host's look-without-acting operations on the real Operation Isabella module: preview (an action's
// violations, a move's cost, an attack's odds) and overlay (supply, ZOC, air, control), for the side the screen
// shows.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHostService, type HostService } from './host-service.js';
import { tempDir } from './fixtures/helpers.js';
import { ROOT_MODULES_DIR } from './fixtures/isabella-dir.js';

let data: Awaited<ReturnType<typeof tempDir>>;
let docs: Awaited<ReturnType<typeof tempDir>>;
let service: HostService;

function value<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

beforeEach(async () => {
  data = await tempDir();
  docs = await tempDir();
  service = await createHostService({
    modulesDir: ROOT_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
});
afterEach(async () => {
  await service.close();
  await data.cleanup();
  await docs.cleanup();
});

describe('host preview and overlay (Operation Isabella)', () => {
  it('answers no-game before a game is open, and refuses bad arguments', async () => {
    expect(await service.preview({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } })).toMatchObject({
      ok: false,
      error: { code: 'no-game' },
    });
    expect(await service.overlay({ kind: 'fog' as never })).toMatchObject({
      ok: false,
      error: { code: 'invalid-args' },
    });
  });

  it('previews a refused beachhead with its rule, changes nothing, and draws overlays for the screen side', async () => {
    value(await service.newGame({ moduleId: 'isabella', scenarioId: 'campaign', seed: 's1', mode: 'enforced' }));
    const rolled = value(await service.act({ action: { side: 'allied', verb: 'rollLoyalty', args: {} } }));
    const p = value(await service.preview({ action: { side: 'allied', verb: 'beachhead', args: { hex: '2816' } } }));
    expect(p.violations).toEqual([expect.objectContaining({ rule: 'isabella.beachhead.port', section: '3.4' })]);
    const after = value(await service.getSnapshot({}));
    expect(after.doc!.revision).toBe(rolled.doc!.revision);
    expect((after.view!.state.vars as { step: string }).step).toBe('setup-beachhead');
    const control = value(await service.overlay({ kind: 'control' }));
    expect(Object.keys(control).sort()).toEqual(['allied', 'axis']);
    const zoc = value(await service.overlay({ kind: 'zoc' }));
    expect(Array.isArray(zoc.axis)).toBe(true);
  });
});
