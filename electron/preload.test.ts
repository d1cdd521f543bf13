import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the parts of 'electron' the preload touches.
const electron = vi.hoisted(() => {
  const listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  return {
    exposed: {} as Record<string, unknown>,
    listeners,
    invoke: vi.fn(async (channel: string, args: unknown) => ({ ok: true, value: { channel, args } })),
  };
});

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (key: string, api: unknown) => {
      electron.exposed[key] = api;
    },
  },
  ipcRenderer: {
    invoke: electron.invoke,
    on: (ch: string, fn: (...a: unknown[]) => void) => {
      if (!electron.listeners.has(ch)) electron.listeners.set(ch, new Set());
      electron.listeners.get(ch)!.add(fn);
    },
    removeListener: (ch: string, fn: (...a: unknown[]) => void) => electron.listeners.get(ch)?.delete(fn),
  },
}));

import { MENU_CHANNEL } from './ipc.js';
import { HOST_OPS } from '../schemas/host-api.js';
import type { HostApi } from './host/api.js';

describe('preload', () => {
  let host: HostApi & Record<string, unknown>;
  beforeEach(async () => {
    await import('./preload.js');
    host = electron.exposed.sandtableHost as HostApi & Record<string, unknown>;
    electron.invoke.mockClear();
  });

  it('exposes exactly kind, onMenu and one function per operation, and not ipcRenderer', () => {
    expect(Object.keys(host).sort()).toEqual(['kind', 'onMenu', ...HOST_OPS].sort());
    expect(host.kind).toBe('electron');
    for (const op of HOST_OPS) expect(typeof host[op]).toBe('function');
    expect(JSON.stringify(Object.keys(electron.exposed))).toBe('["sandtableHost"]');
  });

  it('carries setLanguage, so main hears the page change language', async () => {
    expect(HOST_OPS).toContain('setLanguage');
    await host.setLanguage({ language: 'es' });
    expect(electron.invoke).toHaveBeenLastCalledWith('sandtable:host:setLanguage', { language: 'es' });
  });

  it('invokes the operation channel with the argument object only', async () => {
    const r = await host.getModule({ moduleId: 'isabella' });
    expect(electron.invoke).toHaveBeenCalledWith('sandtable:host:getModule', { moduleId: 'isabella' });
    expect(r).toEqual({ ok: true, value: { channel: 'sandtable:host:getModule', args: { moduleId: 'isabella' } } });
    await (host.undo as unknown as () => Promise<unknown>)();
    expect(electron.invoke).toHaveBeenLastCalledWith('sandtable:host:undo', {});
  });

  it('delivers menu commands without the IPC event, drops unknown ones, and unsubscribes', () => {
    const got: unknown[][] = [];
    const off = host.onMenu((...a: unknown[]) => got.push(a));
    const fake = { sender: { secret: true } };
    for (const fn of electron.listeners.get(MENU_CHANNEL)!) {
      fn(fake, 'save');
      fn(fake, 'rm -rf');
    }
    expect(got).toEqual([['save']]);
    off();
    expect(electron.listeners.get(MENU_CHANNEL)!.size).toBe(0);
    expect(() => host.onMenu('nope' as never)).toThrow(TypeError);
  });
});
