// How the renderer finds its host: the Electron preload's window.sandtableHost when present, else the
// loopback bridge of browser mode. The page talks to nothing else.

import type { HostApi } from '../../electron/host/api.js';
import { HOST_GLOBAL } from '../../electron/ipc.js';
import { createBridgeClient, tokenFromSearch } from './bridge-client.js';

let cached: Promise<HostApi> | null = null;

/** The HostApi of this page (the same object on every call). */
export function getHost(): Promise<HostApi> {
  cached ??= Promise.resolve(pickHost(globalThis as unknown as Record<string, unknown>));
  return cached;
}

/** Chooses the host for a global scope (exported for tests). */
export function pickHost(scope: Record<string, unknown>): HostApi {
  const preload = scope[HOST_GLOBAL] as HostApi | undefined;
  if (preload && typeof preload === 'object' && preload.kind === 'electron') return preload;
  const location = scope.location as { search?: string } | undefined;
  const fetchFn = scope.fetch as typeof fetch;
  return createBridgeClient({
    fetch: fetchFn.bind(scope),
    token: tokenFromSearch(location?.search ?? ''),
    baseUrl: '',
  });
}
