// Security primitives shared by the Electron shell and the loopback bridge: the Content-Security-Policy,
// MIME types, static-file path resolution that cannot escape its root (and the read that follows it), and the
// IPC sender check. No Electron imports, so all of it is unit-tested under plain Node.

import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The scheme and host the Electron window loads the renderer from (app://sandtable/index.html). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'sandtable';

/**
 * The renderer's Content-Security-Policy. No 'unsafe-eval' (Pixi is loaded with pixi.js/unsafe-eval and the
 * validators are precompiled); blob:/data: only where Pixi's texture loader needs them; connect-src 'self'
 * lets the browser-mode page call its own bridge and nothing else.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' data: blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers added to every static response (app:// protocol and bridge alike). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // Not 'no-referrer': with it, Chromium sends "Origin: null" on the page's own POSTs, which the bridge refuses.
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.fnt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** The Content-Type of a file by its extension; unknown types are served as opaque bytes. */
export function mimeTypeOf(filePath: string): string {
  return MIME_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL pathname onto a file inside `root`, or null when the request must be refused: malformed
 * percent-encoding, NUL bytes, backslashes (Windows separators smuggled in), or anything that would resolve
 * outside `root` (`..`, encoded `%2e%2e`, absolute paths). "/" and "" mean index.html.
 */
export function resolveStaticPath(root: string, urlPathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').includes('..')) return null;
  if (decoded === '' || decoded.endsWith('/')) decoded += 'index.html';
  const absRoot = path.resolve(root);
  // Join as a relative path so a leading "/" can't make it absolute; then prove containment.
  const candidate = path.resolve(absRoot, '.' + path.posix.normalize('/' + decoded));
  const rel = path.relative(absRoot, candidate);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return candidate;
}

/** The bytes of a static file resolveStaticPath found, or null when it is missing, unreadable or not a file. */
export async function readStaticFile(file: string): Promise<Buffer | null> {
  try {
    return (await stat(file)).isFile() ? await readFile(file) : null;
  } catch {
    return null;
  }
}

/** What main knows about the sender of an IPC message. */
export interface IpcSenderInfo {
  /** event.senderFrame?.url (null when the frame is gone). */
  frameUrl: string | null | undefined;
  /** event.sender.id (the WebContents that sent it). */
  webContentsId: number;
}

/**
 * Electron security checklist #17: accept IPC only from our own page (app://sandtable/...) in a WebContents
 * we created. Anything else, including a frame we navigated away from, is refused.
 */
export function isTrustedSender(sender: IpcSenderInfo, trustedWebContentsIds: ReadonlySet<number>): boolean {
  return (
    trustedWebContentsIds.has(sender.webContentsId) && typeof sender.frameUrl === 'string' && isAppUrl(sender.frameUrl)
  );
}

/** True for a URL our window may show (our own app:// pages); everything else is blocked from navigating. */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST;
  } catch {
    return false;
  }
}
