import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBridge, type RunningBridge } from '../../electron/bridge/app.js';
import { fakeValidate, makeFakeService } from '../../electron/test-support/fake-service.js';
import { HOST_OPS } from '../../schemas/host-api.js';
import { createBridgeClient, tokenFromSearch } from './bridge-client.js';
import { pickHost } from './index.js';
import { initI18n } from '../i18n/index.js';

const TOKEN = 'c0ffee'.repeat(8);

describe('bridge client against a real bridge', () => {
  let bridge: RunningBridge;
  let dir: string;
  const fake = makeFakeService();
  // A browser adds Origin on a POST by itself; Node's fetch doesn't, so the test plays the browser.
  const browserFetch =
    (origin: string): typeof fetch =>
    (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Origin: origin } });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandtable-client-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    bridge = await startBridge({ service: fake.service, validate: fakeValidate, token: TOKEN, rootDir: dir });
  });
  afterAll(async () => {
    await bridge.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${bridge.port}`;

  it('calls every operation over POST /api/<op> and returns its result', async () => {
    const host = createBridgeClient({
      fetch: browserFetch(base()),
      token: tokenFromSearch(`?token=${TOKEN}`),
      baseUrl: base(),
    });
    expect(host.kind).toBe('browser');
    for (const op of HOST_OPS) expect(typeof (host as unknown as Record<string, unknown>)[op]).toBe('function');
    expect(await host.getModule({ moduleId: 'isabella' })).toEqual({
      ok: true,
      value: { echoed: 'getModule', args: { moduleId: 'isabella' } },
    });
    expect(await host.undo({})).toEqual({ ok: true, value: { echoed: 'undo', args: {} } });
    expect(await host.setLanguage({ language: 'es' })).toEqual({
      ok: true,
      value: { echoed: 'setLanguage', args: { language: 'es' } },
    });
  });

  it('passes the bridge refusals through as HostResult errors', async () => {
    const wrong = createBridgeClient({ fetch: browserFetch(base()), token: 'f'.repeat(48), baseUrl: base() });
    const r = await wrong.listModules();
    expect(!r.ok && r.error.code).toBe('forbidden-token');
    const invalid = createBridgeClient({ fetch: browserFetch(base()), token: TOKEN, baseUrl: base() });
    const v = await invalid.getModule({ moduleId: 3 as unknown as string });
    expect(!v.ok && v.error.code).toBe('invalid-args');
  });

  it('explains a missing token and an unreachable bridge', async () => {
    const none = createBridgeClient({ fetch: browserFetch(base()), token: tokenFromSearch('?x=1'), baseUrl: base() });
    const r = await none.listModules();
    expect(!r.ok && r.error.code).toBe('no-token');
    const gone = createBridgeClient({ fetch: browserFetch(base()), token: TOKEN, baseUrl: 'http://127.0.0.1:1' });
    const g = await gone.listModules();
    expect(!g.ok && g.error.code).toBe('bridge-unreachable');
  });

  it('words its own failures in the page language', async () => {
    const none = createBridgeClient({ fetch: browserFetch(base()), token: null, baseUrl: base() });
    initI18n('es');
    const es = await none.listModules();
    expect(!es.ok && es.error.message).toMatch(/clave de acceso/);
    initI18n('en');
    const en = await none.listModules();
    expect(!en.ok && en.error.message).toMatch(/access token/);
  });

  it('has a no-op menu subscription', () => {
    const host = createBridgeClient({ fetch: browserFetch(base()), token: TOKEN });
    const off = host.onMenu(() => {
      throw new Error('never called');
    });
    expect(typeof off).toBe('function');
    off();
  });
});

describe('pickHost', () => {
  it('prefers the Electron preload', () => {
    const preload = { kind: 'electron' } as never;
    expect(pickHost({ sandtableHost: preload, fetch, location: { search: '' } })).toBe(preload);
  });
  it('falls back to the bridge client with the page token', async () => {
    const seen: { url: string; token: string | null }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, token: (init.headers as Record<string, string>)['X-Sandtable-Token'] });
      return new Response(JSON.stringify({ ok: true, value: [] }), { status: 200 });
    }) as unknown as typeof fetch;
    const host = pickHost({ fetch: fakeFetch, location: { search: `?token=${TOKEN}` } });
    expect(host.kind).toBe('browser');
    expect(await host.listModules()).toEqual({ ok: true, value: [] });
    expect(seen).toEqual([{ url: '/api/listModules', token: TOKEN }]);
  });
});
