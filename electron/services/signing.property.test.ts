// Property: no single-entry mutation of a signed game passes the checks a file meets when it is opened
// (genesis, chain, signatures, signed head), and the first bad entry is named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LogEntry } from '../../engine/core/types.js';
import type { SaveFile } from '../../schemas/save.js';
import { createHostService, type HostService } from './host-service.js';
import { FIXTURE_MODULES_DIR, shuttleMoves, tempDir } from './fixtures/helpers.js';
import { parseSaveFile } from './savefile.js';
import { checkSignedHistory } from './signing.js';

let service: HostService;
let file: SaveFile;
const dirs: Awaited<ReturnType<typeof tempDir>>[] = [];

beforeAll(async () => {
  const data = await tempDir();
  const docs = await tempDir();
  dirs.push(data, docs);
  service = await createHostService({
    modulesDir: FIXTURE_MODULES_DIR,
    dataDir: data.dir,
    docsDir: docs.dir,
    runner: 'inprocess',
  });
  const r = await service.newGame({ moduleId: 'test', scenarioId: 'meeting', seed: 's', mode: 'honor' });
  expect(r.ok).toBe(true);
  for (const a of shuttleMoves(12)) expect((await service.act({ action: a })).ok).toBe(true);
  expect((await service.act({ action: { side: 'blue', verb: 'roll', args: { count: 2, sides: 6 } } })).ok).toBe(true);
  expect((await service.saveAs({ name: 'g' })).ok).toBe(true);
  const { readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  file = JSON.parse(await readFile(join(docs.dir, 'g.sandtable'), 'utf8')) as SaveFile;
});
afterAll(async () => {
  await service.close();
  for (const d of dirs) await d.cleanup();
});

type Mutation = (log: LogEntry[], i: number, salt: string) => void;
const MUTATIONS: Record<string, Mutation> = {
  args: (log, i, salt) => {
    log[i]!.args = { ...log[i]!.args, extra: salt };
  },
  verb: (log, i, salt) => {
    log[i]!.verb = `${log[i]!.verb}-${salt}`;
  },
  side: (log, i) => {
    log[i]!.side = log[i]!.side === 'red' ? 'blue' : 'red';
  },
  seq: (log, i) => {
    log[i]!.seq += 1;
  },
  prevHash: (log, i, salt) => {
    log[i]!.prevHash = (salt.repeat(64) + log[i]!.prevHash).slice(0, 64).replace(/[^0-9a-f]/g, 'a');
  },
  hash: (log, i) => {
    log[i]!.hash = log[i]!.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  },
  // A changed signature; an entry signed inside a run (one signature per run) gets one of the same key's
  // signatures of another entry (the last entry's), which any signature present must not pass.
  sig: (log, i) => {
    const sig = log[i]!.sig ?? log[log.length - 1]!.sig!;
    log[i]!.sig = log[i]!.sig === undefined ? sig : sig.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
  },
  violations: (log, i, salt) => {
    log[i]!.violations = [{ rule: salt, section: '1' }];
  },
  drop: (log, i) => {
    log.splice(i, 1);
  },
  duplicate: (log, i) => {
    log.splice(i, 0, { ...log[i]! });
  },
  swap: (log, i) => {
    if (i + 1 < log.length) [log[i], log[i + 1]] = [log[i + 1]!, log[i]!];
    else log.pop();
  },
};

describe('signed histories (property)', () => {
  it('the honest file passes', () => {
    expect(checkSignedHistory(file)).toEqual({ ok: true, signed: true });
  });

  it('every single-entry mutation is refused as tampered, naming an entry at or after the mutated one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: file.log.length - 1 }),
        fc.constantFrom(...Object.keys(MUTATIONS)),
        fc.constantFrom('a', 'b', 'c'),
        (i, kind, salt) => {
          const copy = JSON.parse(JSON.stringify(file)) as SaveFile;
          MUTATIONS[kind]!(copy.log, i, salt);
          const check = checkSignedHistory(copy);
          expect(check.ok).toBe(false);
          if (!check.ok) expect(check.seq).toBeGreaterThanOrEqual(Math.min(i, copy.log.length));
          const parsed = parseSaveFile(JSON.stringify(copy), [{ ...file.module }]);
          expect(parsed.ok).toBe(false);
          if (!parsed.ok) expect(parsed.error.code).toMatch(/tampered|invalid/);
        },
      ),
      { numRuns: 300, seed: 8 },
    );
  });
});
