// The player's keys: made once, readable by this user only, never overwritten when damaged; signatures check.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from './fixtures/helpers.js';
import { loadIdentity, signerOf, verifySignature } from './identity.js';

let data: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  data = await tempDir();
});
afterEach(() => data.cleanup());

describe('identity', () => {
  it('is made on first use, owner-only, and the same on the next load', async () => {
    const a = await loadIdentity(data.dir, 'Ana');
    expect((await stat(join(data.dir, 'identity.json'))).mode & 0o777).toBe(0o600);
    expect(await loadIdentity(data.dir)).toEqual(a);
    const sig = signerOf(a)('hello');
    expect(verifySignature(a.publicKey, 'hello', sig)).toBe(true);
    expect(verifySignature(a.publicKey, 'hellO', sig)).toBe(false);
  });

  it('a damaged identity file is kept aside, never overwritten', async () => {
    await writeFile(join(data.dir, 'identity.json'), '{"name": "Ana", "publicKey": tru');
    await loadIdentity(data.dir);
    expect((await readdir(data.dir)).some((f) => f.startsWith('identity.damaged-'))).toBe(true);
  });
});
