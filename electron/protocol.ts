// The app:// protocol that serves the built renderer to the Electron window (security checklist #18: not
// file://). Requests resolve inside dist/renderer only, and every response carries the strict CSP header.

import type { Protocol } from 'electron';
import {
  APP_HOST,
  APP_SCHEME,
  SECURITY_HEADERS,
  isAppUrl,
  mimeTypeOf,
  readStaticFile,
  resolveStaticPath,
} from './security.js';

/** The privileges app:// needs: standard (relative URLs, origin), secure (like https), fetch. No CORS bypass. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
} as const;

/** Registers app:// as privileged; must run before the app's `ready` event. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { ...APP_SCHEME_PRIVILEGES, privileges: { ...APP_SCHEME_PRIVILEGES.privileges } },
  ]);
}

function textResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** The app:// request handler over `rootDir` (pure apart from reading files; tested under Node). */
export function createAppRequestHandler(rootDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return textResponse(405, 'Method not allowed.');
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return textResponse(400, 'Bad URL.');
    }
    if (!isAppUrl(request.url)) return textResponse(404, 'Not found.');
    const file = resolveStaticPath(rootDir, url.pathname);
    const data = file ? await readStaticFile(file) : null;
    if (!file || !data) return textResponse(404, 'Not found.');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(data), {
      status: 200,
      headers: { ...SECURITY_HEADERS, 'Content-Type': mimeTypeOf(file), 'Content-Length': String(data.length) },
    });
  };
}

/** Serves app://sandtable/... from `rootDir`; call after `ready`. */
export function installAppProtocol(protocol: Pick<Protocol, 'handle'>, rootDir: string): void {
  protocol.handle(APP_SCHEME, createAppRequestHandler(rootDir));
}

/** The URL the main window loads. */
export const APP_START_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;
