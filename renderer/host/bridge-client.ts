// The HostApi over the loopback bridge (browser mode): each operation is POST /api/<op> with a JSON body
// and the per-run token in a header. The token comes from the page's own address (?token=...), which the
// bridge printed and opened; without it the bridge refuses every call.

import { HOST_OPS, type HostResult } from '../../schemas/host-api.js';
import type { HostApi } from '../../electron/host/api.js';
import { BRIDGE_API_PREFIX, BRIDGE_TOKEN_HEADER } from '../../electron/ipc.js';
import { t } from '../i18n/index.js';

/** What the client needs: a fetch, the token, and where the bridge is ('' = this page's origin). */
export interface BridgeClientOptions {
  fetch: typeof fetch;
  token: string | null;
  baseUrl?: string;
}

/** The token in a page address's query string, or null. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.length > 0 ? token : null;
}

function failure(code: string, message: string): HostResult<never> {
  return { ok: false, error: { code, message } };
}

function isHostResult(x: unknown): x is HostResult<unknown> {
  if (typeof x !== 'object' || x === null) return false;
  const r = x as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (r.ok === true) return 'value' in r;
  return r.ok === false && typeof r.error?.code === 'string' && typeof r.error?.message === 'string';
}

/** Builds a HostApi that talks to the bridge; calls never throw, failures come back as HostResult errors. */
export function createBridgeClient(opts: BridgeClientOptions): HostApi {
  const base = opts.baseUrl ?? '';
  async function call(op: string, args: unknown): Promise<HostResult<unknown>> {
    if (!opts.token) {
      return failure('no-token', t('errors.noToken'));
    }
    let res: Response;
    try {
      res = await opts.fetch(`${base}${BRIDGE_API_PREFIX}${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [BRIDGE_TOKEN_HEADER]: opts.token },
        body: JSON.stringify(args === undefined ? {} : args),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (err) {
      return failure(
        'bridge-unreachable',
        t('errors.unreachable', { message: err instanceof Error ? err.message : String(err) }),
      );
    }
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      // not JSON: fall through to the status line
    }
    if (isHostResult(body)) return body;
    return failure(
      `http-${res.status}`,
      t('errors.httpStatus', { op, status: res.status, statusText: res.statusText }),
    );
  }

  const api: Record<string, unknown> = { kind: 'browser' };
  for (const op of HOST_OPS) api[op] = (args?: unknown) => call(op, args);
  // No native menu in the browser: subscribing does nothing and unsubscribing is a no-op.
  api.onMenu = () => () => {};
  return api as unknown as HostApi;
}
