import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createInProcessRunner, createWorkerRunner } from './runner.js';
import { endWarm, parkedThreadId, prestart } from './warm.js';
import { miniModule } from '../../engine/games/table/fixtures/mini.js';
import type { GameSetup } from '../../engine/core/rules.js';

const setup: GameSetup = { scenarioId: 'intro', seed: 'warm', mode: 'honor', options: {} };
const badRules = fileURLToPath(new URL('./fixtures/bad-rules.ts', import.meta.url));

afterAll(endWarm);

describe('warm engine workers', () => {
  it('a disposed runner parks its worker; the next runner takes it, sends it its own module and plays right', async () => {
    await endWarm();
    const first = createWorkerRunner(miniModule(), { spare: false });
    const before = await first.setup(setup);
    expect(parkedThreadId()).toBeNull();
    await first.dispose();
    const thread = parkedThreadId();
    expect(thread).not.toBeNull();
    // Another module (another object, other data): the warm worker answers for it, not for the first one.
    const other = miniModule();
    other.scenarios[0]!.placements!.pop();
    const second = createWorkerRunner(other, { spare: false });
    const s = await second.setup(setup);
    expect(parkedThreadId()).toBeNull();
    expect(s).toEqual(await createInProcessRunner(other).setup(setup));
    expect(s.pieces.length).toBe(before.pieces.length - 1);
    await second.dispose();
    expect(parkedThreadId()).toBe(thread);
  }, 30000);

  it('the calls behind a module sent to a warm worker go with it, not after this thread takes its answer', async () => {
    await endWarm();
    const first = createWorkerRunner(miniModule(), { spare: false });
    await first.setup(setup);
    await first.dispose();
    const second = createWorkerRunner(miniModule(), { spare: false }); // another object: sent to the worker
    let answered = false;
    const asked = second.setup(setup).then((s) => {
      answered = true;
      return s;
    });
    for (let i = 0; i < 50; i++) await Promise.resolve(); // the requests are posted (no turn of the event loop)
    // This thread busy (parsing and checking a file, say): a set-up that waited for the load's answer to be taken
    // would only be posted after this, and answered a turn later.
    const until = Date.now() + 400;
    while (Date.now() < until);
    await new Promise((resolve) => setImmediate(resolve)); // one turn: the answers waiting are taken
    expect(answered).toBe(true);
    expect(await asked).toEqual(await createInProcessRunner(miniModule()).setup(setup));
    await second.dispose();
    expect(parkedThreadId()).not.toBeNull();
  }, 30000);

  it('a module a warm worker cannot load: the calls say why, and no worker is parked', async () => {
    await endWarm();
    const first = createWorkerRunner(miniModule(), { spare: false });
    await first.setup(setup);
    await first.dispose();
    const unknown = miniModule();
    unknown.manifest.rules = 'no-such-rules';
    const second = createWorkerRunner(unknown, { spare: false });
    await expect(second.setup(setup)).rejects.toThrow(/could not load the module: No rules called "no-such-rules"/);
    // The next call starts a worker of its own (a call that threw ends its worker), which cannot start either.
    await expect(second.setup(setup)).rejects.toThrow(/could not start: No rules called "no-such-rules"/);
    await second.dispose();
    expect(parkedThreadId()).toBeNull();
  }, 30000);

  it('a runner disposed with retire (it saw a file later refused) stops its worker instead of parking it', async () => {
    await endWarm();
    const r = createWorkerRunner(miniModule(), { spare: false });
    await r.setup(setup);
    await r.dispose(true);
    expect(parkedThreadId()).toBeNull();
  }, 30000);

  it('a worker that failed is not parked, nor is one of another kind taken; a spare is started ahead', async () => {
    await endWarm();
    const bad = miniModule();
    bad.manifest.rules = 'test-bad';
    const w = createWorkerRunner(bad, { rulesImports: [badRules], spare: false });
    const r = await w.apply(await createInProcessRunner(miniModule()).setup(setup), {
      side: 'axis',
      verb: 'boom',
      args: {},
    });
    expect(r.ok).toBe(false);
    await w.dispose();
    expect(parkedThreadId()).toBeNull();
    const spec = { workerPath: fileURLToPath(new URL('./worker-bootstrap.mjs', import.meta.url)) };
    prestart({ ...spec, maxOldGenerationSizeMb: 256 });
    for (let i = 0; i < 300 && parkedThreadId() === null; i++) await new Promise((ok) => setTimeout(ok, 50));
    const spare = parkedThreadId();
    expect(spare).not.toBeNull();
    // A runner with other rules imports does not take the spare.
    const other = createWorkerRunner(bad, { rulesImports: [badRules], spare: false });
    await other.view(await createInProcessRunner(miniModule()).setup(setup), 'axis').catch(() => null);
    expect(parkedThreadId()).toBe(spare);
    await other.dispose();
  }, 60000);
});
