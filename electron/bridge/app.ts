// The loopback bridge: the browser-mode stand-in for Electron's app:// protocol and IPC. It serves the built
// renderer and answers POST /api/<op> by running the same host service the Electron shell uses.
// Who may call it: only a page that knows the per-run token (printed once, in the URL we open) and that
// runs on our own origin; the socket is bound to 127.0.0.1 only. The token is never put in a cookie: cookies
// are not scoped by port, so every other listener on 127.0.0.1 would be sent it. The page keeps it in its own
// address (?token=..., so a reload works) and sends it in a header.

import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { dispatchHostOp, type HostArgsValidator, type HostServiceLike } from '../dispatch.js';
import { hostFailure } from '../host-result.js';
import { BRIDGE_API_PREFIX, BRIDGE_TOKEN_HEADER } from '../ipc.js';
import { BRIDGE_TOKEN_PATTERN, BRIDGE_TOKEN_RULE } from './args.js';
import { MAX_SAVE_BYTES } from '../../schemas/save.js';
import { SECURITY_HEADERS, mimeTypeOf, readStaticFile, resolveStaticPath } from '../security.js';

/** The only address the bridge ever listens on. */
export const BRIDGE_HOST = '127.0.0.1';

/**
 * Largest request body accepted. An opened save file travels as a JSON string in openContents, where escaping can
 * nearly double it; the service itself refuses a file over MAX_SAVE_BYTES with the 'too-large' message.
 */
export const DEFAULT_MAX_BODY_BYTES = 2 * MAX_SAVE_BYTES + 1024 * 1024;

/** What the bridge needs to run. */
export interface BridgeOptions {
  service: HostServiceLike;
  validate: HostArgsValidator;
  /** Per-run secret; the page must present it. */
  token: string;
  /** The built renderer (dist/renderer). */
  rootDir: string;
  /** 0 picks a free port. */
  port?: number;
  maxBodyBytes?: number;
}

/** A running bridge. */
export interface RunningBridge {
  server: http.Server;
  port: number;
  /** The URL to open: http://127.0.0.1:PORT/?token=... */
  url: string;
  close(): Promise<void>;
}

/** Starts the bridge on 127.0.0.1 and resolves once it is listening. */
export async function startBridge(opts: BridgeOptions): Promise<RunningBridge> {
  if (!BRIDGE_TOKEN_PATTERN.test(opts.token)) throw new Error(`The bridge token must be ${BRIDGE_TOKEN_RULE}.`);
  const state = { port: 0 };
  const server = http.createServer((req, res) => {
    handleRequest(opts, state.port, req, res).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, hostFailure('internal', `The bridge failed: ${String(err)}`));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, BRIDGE_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  state.port = (server.address() as AddressInfo).port;
  const url = `http://${BRIDGE_HOST}:${state.port}/?token=${encodeURIComponent(opts.token)}`;
  return {
    server,
    port: state.port,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The origins a page served by this bridge can have. */
export function allowedOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** Constant-time comparison of a presented token with the real one. */
export function tokenMatches(presented: string | null | undefined, token: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function handleRequest(
  opts: BridgeOptions,
  port: number,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  // DNS-rebinding guard: a page on evil.example resolving to 127.0.0.1 sends Host: evil.example.
  const hostHeader = req.headers.host ?? '';
  if (!allowedOrigins(port).some((o) => o === `http://${hostHeader}`)) {
    return sendText(res, 403, 'Forbidden: unexpected Host header.');
  }
  const url = new URL(req.url ?? '/', `http://${BRIDGE_HOST}:${port}`);
  if (url.pathname.startsWith(BRIDGE_API_PREFIX)) return handleApi(opts, port, url, req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return sendText(res, 405, 'Method not allowed.');
  }
  return serveStatic(opts, url, req, res);
}

async function handleApi(
  opts: BridgeOptions,
  port: number,
  url: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return sendJson(res, 405, hostFailure('method-not-allowed', 'Host operations are called with POST.'));
  }
  // A POST without Origin didn't come from our page (browsers always send it on POST/fetch).
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !allowedOrigins(port).includes(origin)) {
    return sendJson(
      res,
      403,
      hostFailure('forbidden-origin', `Requests from origin ${origin ?? '(none)'} are refused.`),
    );
  }
  const presented = req.headers[BRIDGE_TOKEN_HEADER.toLowerCase()];
  if (!tokenMatches(Array.isArray(presented) ? presented[0] : presented, opts.token)) {
    return sendJson(
      res,
      403,
      hostFailure('forbidden-token', 'Missing or wrong bridge token; reopen the URL the bridge printed.'),
    );
  }
  const contentType = String(req.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(contentType)) {
    return sendJson(
      res,
      415,
      hostFailure('unsupported-media-type', 'Host operations take a JSON body (Content-Type: application/json).'),
    );
  }
  const op = decodeURIComponent(url.pathname.slice(BRIDGE_API_PREFIX.length));
  const body = await readBody(req, opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  if (body === 'too-large') {
    return sendJson(
      res,
      413,
      hostFailure(
        'too-large',
        `The request is larger than ${Math.round((opts.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) / 1048576)} MB; saved games over ${MAX_SAVE_BYTES / 1048576} MB are refused.`,
      ),
    );
  }
  let args: unknown;
  try {
    args = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
  } catch (err) {
    return sendJson(res, 400, hostFailure('bad-json', `The request body is not valid JSON: ${(err as Error).message}`));
  }
  const answer = await dispatchHostOp(opts.service, opts.validate, op, args);
  // A request the gate refused (an unknown operation, arguments against the schema) is the client's error.
  const refused = !answer.ok && (answer.error.code === 'unknown-operation' || answer.error.code === 'invalid-args');
  sendJson(res, refused ? 400 : 200, answer);
}

async function serveStatic(
  opts: BridgeOptions,
  url: URL,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const file = resolveStaticPath(opts.rootDir, url.pathname);
  if (!file) return sendText(res, 404, 'Not found.');
  const isPage = file.endsWith('.html');
  const headers: Record<string, string> = { ...SECURITY_HEADERS };
  if (isPage) {
    // The page is the door to the API: it needs the token in its address (no cookie, see above). Built assets
    // (scripts, styles, images) are public build output and are served without it.
    if (!tokenMatches(url.searchParams.get('token'), opts.token)) {
      return sendText(
        res,
        403,
        'Forbidden: open the address Sandtable printed when it started (it ends in ?token=...).',
      );
    }
    headers['Cache-Control'] = 'no-store';
  } else {
    headers['Cache-Control'] = 'no-cache';
  }
  const data = await readStaticFile(file);
  if (!data) return sendText(res, 404, 'Not found.');
  res.writeHead(200, { ...headers, 'Content-Type': mimeTypeOf(file), 'Content-Length': String(data.length) });
  res.end(req.method === 'HEAD' ? undefined : data);
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve('too-large');
        // Stop reading; the 413 answer closes the connection.
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(status === 413 ? { Connection: 'close' } : {}),
  });
  res.end(text);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Content-Security-Policy': SECURITY_HEADERS['Content-Security-Policy'],
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}
