// The real browser-mode entry, bundled the way `npm run build` bundles it and run under plain Node with the
// real host service and the precompiled validators: what `npm start` runs on a machine without Electron.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { CONTENT_SECURITY_POLICY } from '../security.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('bridge.mjs under plain Node', () => {
  let dir: string;
  let child: ChildProcess;
  let url: string;
  let origin: string;
  let token: string;
  let stderr = '';
  const dataDir = () => path.join(dir, 'data');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandtable-server-'));
    const renderer = path.join(dir, 'renderer');
    mkdirSync(renderer);
    writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Sandtable</title>');
    const outfile = path.join(dir, 'bridge.mjs');
    await build({
      entryPoints: [path.join(ROOT, 'electron/bridge/server.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      banner: { js: 'import { createRequire as __cr } from "node:module"; const require = __cr(import.meta.url);' },
    });
    child = spawn(
      process.execPath,
      [
        outfile,
        '--no-open',
        '--port',
        '0',
        '--renderer-dir',
        renderer,
        '--data-dir',
        dataDir(),
        '--docs-dir',
        path.join(dir, 'docs'),
        '--modules-dir',
        path.join(ROOT, 'assets/modules'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stderr!.on('data', (d) => (stderr += d));
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /^Sandtable is running at (\S+)$/m.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`bridge exited ${code}: ${stderr}`)));
      setTimeout(() => reject(new Error(`no running line; stderr: ${stderr}`)), 20000);
    });
    url = line;
    const u = new URL(url);
    origin = u.origin;
    token = u.searchParams.get('token')!;
  }, 40000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints a 127.0.0.1 URL with a 64-hex-digit token', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}$/);
  });

  it('serves the page with the CSP header only with the token', async () => {
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await fetch(`${origin}/`)).status).toBe(403);
  });

  it('answers operations through the real service and refuses bad calls', async () => {
    const call = (op: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}/api/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Sandtable-Token': token, ...headers },
        body: JSON.stringify(body),
      });
    const list = await call('listModules', {});
    expect(list.status).toBe(200);
    const listed = await list.json();
    expect(listed.ok).toBe(true);
    expect(Array.isArray(listed.value)).toBe(true);
    const snap = await (await call('getSnapshot', {})).json();
    expect(snap).toEqual({ ok: true, value: { doc: null, view: null, log: [], logEvents: '[]', logFrom: 0 } });
    expect((await call('getModule', { moduleId: 7 })).status).toBe(400);
    expect((await call('listModules', {}, { 'X-Sandtable-Token': 'x'.repeat(64) })).status).toBe(403);
    expect((await call('listModules', {}, { Origin: 'http://evil.example' })).status).toBe(403);
  });

  it('closes cleanly on SIGTERM, removing its recovery lock', async () => {
    const lockFiles = () => readdirSync(path.join(dataDir(), 'recovery')).filter((f) => f.endsWith('.lock'));
    expect(lockFiles().length).toBe(1);
    const code = await new Promise<number | null>((resolve) => {
      child.once('exit', (c) => resolve(c));
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    expect(lockFiles()).toEqual([]);
  });
});
