import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_SCHEME_PRIVILEGES, createAppRequestHandler, registerAppScheme, installAppProtocol } from './protocol.js';
import { CONTENT_SECURITY_POLICY } from './security.js';

describe('app:// protocol', () => {
  let base: string;
  let root: string;
  let handle: (r: Request) => Promise<Response>;
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), 'sandtable-proto-'));
    root = path.join(base, 'renderer');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><p>hi</p>');
    writeFileSync(path.join(root, 'assets', 'app.css'), 'p{}');
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    handle = createAppRequestHandler(root);
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  // Request normalises "..", as Chromium does before the handler sees the URL; a raw pathname is
  // tested in security.test.ts. Here: what the handler gets.
  const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

  it('serves the page with its MIME type and the strict CSP', async () => {
    const res = await get('app://sandtable/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await res.text()).toBe('<!doctype html><p>hi</p>');
    const root = await get('app://sandtable/');
    expect(await root.text()).toContain('hi');
    const css = await get('app://sandtable/assets/app.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('refuses paths outside the root, other hosts and writes', async () => {
    expect((await get('app://sandtable/%2e%2e/secret.txt')).status).toBe(404);
    expect((await get('app://sandtable/assets/..%2f..%2fsecret.txt')).status).toBe(404);
    expect((await get('app://sandtable/..%5csecret.txt')).status).toBe(404);
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://sandtable/nope.js')).status).toBe(404);
    expect((await get('app://sandtable/assets')).status).toBe(404);
    expect((await get('app://sandtable/index.html', 'POST')).status).toBe(405);
    const notFound = await get('app://sandtable/nope.js');
    expect(notFound.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('registers app:// as standard and secure, and hands requests to the handler', async () => {
    const registered: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (s) => registered.push(...s) });
    expect(registered).toEqual([{ scheme: 'app', privileges: { ...APP_SCHEME_PRIVILEGES.privileges } }]);
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true });
    expect(APP_SCHEME_PRIVILEGES.privileges).not.toHaveProperty('bypassCSP');
    let handler: ((r: Request) => Response | Promise<Response>) | null = null;
    installAppProtocol(
      {
        handle: (scheme, h) => {
          expect(scheme).toBe('app');
          handler = h as never;
        },
      },
      root,
    );
    const res = await handler!(new Request('app://sandtable/index.html'));
    expect(res.status).toBe(200);
  });
});
