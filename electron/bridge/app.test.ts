import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir, networkInterfaces } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { startBridge, type RunningBridge } from './app.js';
import { CONTENT_SECURITY_POLICY } from '../security.js';
import { makeFakeService, fakeValidate } from '../test-support/fake-service.js';

const TOKEN = 'a'.repeat(16) + 'b'.repeat(16) + '0123456789abcdef';

describe('loopback bridge', () => {
  let base: string;
  let root: string;
  let bridge: RunningBridge;
  const fake = makeFakeService();
  let origin: string;

  beforeAll(async () => {
    // The served folder sits inside a temporary folder of its own, next to a file it must never serve.
    base = mkdtempSync(path.join(tmpdir(), 'sandtable-bridge-'));
    root = path.join(base, 'root');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Sandtable</title>');
    writeFileSync(path.join(root, 'assets', 'main.js'), 'console.log(1)');
    writeFileSync(path.join(base, 'secret-outside.txt'), 'secret');
    bridge = await startBridge({
      service: fake.service,
      validate: fakeValidate,
      token: TOKEN,
      rootDir: root,
      port: 0,
      maxBodyBytes: 4096,
    });
    origin = `http://127.0.0.1:${bridge.port}`;
  });
  afterAll(async () => {
    await bridge.close();
    rmSync(base, { recursive: true, force: true });
  });

  const post = (op: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/${op}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Sandtable-Token': TOKEN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('prints a URL on 127.0.0.1 carrying the token', () => {
    expect(bridge.url).toBe(`http://127.0.0.1:${bridge.port}/?token=${TOKEN}`);
  });

  it('listens on 127.0.0.1 only', async () => {
    const addr = bridge.server.address();
    expect(addr && typeof addr === 'object' ? addr.address : null).toBe('127.0.0.1');
    // Any other local IPv4 address of this machine must refuse the connection.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && i.family === 'IPv4' && !i.internal);
    for (const iface of others) {
      const refused = await new Promise<boolean>((resolve) => {
        const s = net.connect({ host: iface!.address, port: bridge.port });
        s.once('connect', () => {
          s.destroy();
          resolve(false);
        });
        s.once('error', () => resolve(true));
      });
      expect(refused, `reachable on ${iface!.address}`).toBe(true);
    }
  });

  it('runs an operation for a request with the token and our Origin', async () => {
    const res = await post('getModule', { moduleId: 'isabella' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, value: { echoed: 'getModule', args: { moduleId: 'isabella' } } });
  });

  it('accepts the localhost spelling of our origin', async () => {
    const res = await post('listModules', {}, { Origin: `http://localhost:${bridge.port}` });
    expect(res.status).toBe(200);
  });

  it('refuses a missing token', async () => {
    const before = fake.calls.length;
    const res = await fetch(`${origin}/api/listModules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden-token');
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a wrong token', async () => {
    const res = await post('listModules', {}, { 'X-Sandtable-Token': TOKEN.slice(0, -1) + 'x' });
    expect(res.status).toBe(403);
    const res2 = await post('listModules', {}, { 'X-Sandtable-Token': 'short' });
    expect(res2.status).toBe(403);
  });

  it('refuses a foreign Origin and a POST with no Origin', async () => {
    const before = fake.calls.length;
    const res = await post('listModules', {}, { Origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden-origin');
    const other = await post('listModules', {}, { Origin: `http://127.0.0.1:${bridge.port + 1}` });
    expect(other.status).toBe(403);
    // Node's fetch adds no Origin by itself, so this request has none.
    const none = await fetch(`${origin}/api/listModules`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Sandtable-Token': TOKEN },
      body: '{}',
    });
    expect(none.status).toBe(403);
    expect(fake.calls.length).toBe(before);
  });

  it('refuses a foreign Host header (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const s = net.connect({ host: '127.0.0.1', port: bridge.port }, () => {
        s.write(`GET /?token=${TOKEN} HTTP/1.1\r\nHost: evil.example:${bridge.port}\r\nConnection: close\r\n\r\n`);
      });
      let data = '';
      s.on('data', (d) => (data += d));
      s.on('end', () => resolve(Number(data.split(' ')[1])));
      s.on('error', reject);
    });
    expect(status).toBe(403);
  });

  it('refuses schema-invalid arguments before the service runs', async () => {
    const before = fake.calls.length;
    const res = await post('getModule', { moduleId: 42 });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('invalid-args');
    expect(fake.calls.length).toBe(before);
  });

  it('refuses an unknown operation', async () => {
    const res = await post('deleteEverything', {});
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('unknown-operation');
    const proto = await post('__proto__', {});
    expect(proto.status).toBe(400);
  });

  it('answers bad JSON with 400 and a message', async () => {
    const res = await post('listModules', '{not json');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('bad-json');
    expect(body.error.message).toMatch(/not valid JSON/);
  });

  it('limits the body size', async () => {
    const res = await post('openContents', { name: 'big.sandtable', text: 'x'.repeat(10_000) });
    expect(res.status).toBe(413);
  });

  it('refuses non-JSON content types and GET on the API', async () => {
    const res = await post('listModules', '{}', { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    const get = await fetch(`${origin}/api/listModules`);
    expect(get.status).toBe(405);
  });

  it('turns a throwing service into an error result', async () => {
    const res = await post('save', {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: false, error: { code: 'internal', message: 'save failed: disk on fire' } });
  });

  it('serves the page with the token and the CSP header, and sets no cookie', async () => {
    const res = await fetch(`${origin}/?token=${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Cookies are not scoped by port: one would be sent to every other listener on 127.0.0.1.
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toContain('<title>Sandtable</title>');
    expect((await fetch(`${origin}/index.html?token=${TOKEN}`)).headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${origin}/assets/main.js`)).headers.get('set-cookie')).toBeNull();
    expect((await post('listModules', {})).headers.get('set-cookie')).toBeNull();
  });

  it('refuses the page without the token, and a cookie holding the right token does not stand in for it', async () => {
    expect((await fetch(`${origin}/`)).status).toBe(403);
    expect((await fetch(`${origin}/?token=nope`)).status).toBe(403);
    const cookie = { Cookie: `sandtable_token=${TOKEN}; token=${TOKEN}` };
    expect((await fetch(`${origin}/index.html`, { headers: cookie })).status).toBe(403);
    expect((await fetch(`${origin}/`, { headers: cookie })).status).toBe(403);
  });

  it('refuses an API call whose token comes only in a cookie', async () => {
    const res = await fetch(`${origin}/api/listModules`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', Cookie: `sandtable_token=${TOKEN}` },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'forbidden-token' } });
  });

  it('serves built assets without the token, with their MIME type and the CSP', async () => {
    const res = await fetch(`${origin}/assets/main.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('never serves a file outside its root', async () => {
    for (const p of [
      '/../secret-outside.txt',
      '/%2e%2e/secret-outside.txt',
      '/assets/%2e%2e/%2e%2e/secret-outside.txt',
      '/..%5csecret-outside.txt',
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        // Raw socket: fetch would normalise the ".." away before sending.
        const s = net.connect({ host: '127.0.0.1', port: bridge.port }, () => {
          s.write(`GET ${p} HTTP/1.1\r\nHost: 127.0.0.1:${bridge.port}\r\nConnection: close\r\n\r\n`);
        });
        let data = '';
        s.on('data', (d) => (data += d));
        s.on('end', () => resolve(Number(data.split(' ')[1])));
        s.on('error', reject);
      });
      expect(status, p).toBe(404);
    }
    expect((await fetch(`${origin}/missing.js`)).status).toBe(404);
    expect((await fetch(`${origin}/assets`)).status).toBe(404);
  });
});

describe('startBridge options', () => {
  it('rejects a weak token', async () => {
    const fake = makeFakeService();
    await expect(
      startBridge({ service: fake.service, validate: fakeValidate, token: 'abc', rootDir: tmpdir() }),
    ).rejects.toThrow(/token/);
  });
});
