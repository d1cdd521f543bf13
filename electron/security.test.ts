import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY, isAppUrl, isTrustedSender, mimeTypeOf, resolveStaticPath } from './security.js';

const ROOT = path.resolve('/srv/sandtable/dist/renderer');

describe('CONTENT_SECURITY_POLICY', () => {
  it('is the strict policy, with no eval and no inline code', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; " +
        "connect-src 'self' data: blob:; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'none'",
    );
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(eval|inline)/);
  });
});

describe('resolveStaticPath', () => {
  it('maps URL paths into the root', () => {
    expect(resolveStaticPath(ROOT, '/')).toBe(path.join(ROOT, 'index.html'));
    expect(resolveStaticPath(ROOT, '')).toBe(path.join(ROOT, 'index.html'));
    expect(resolveStaticPath(ROOT, '/assets/main-abc.js')).toBe(path.join(ROOT, 'assets', 'main-abc.js'));
    expect(resolveStaticPath(ROOT, '/assets/')).toBe(path.join(ROOT, 'assets', 'index.html'));
    expect(resolveStaticPath(ROOT, '/fonts/My%20Font.woff2')).toBe(path.join(ROOT, 'fonts', 'My Font.woff2'));
  });

  it('refuses every way out of the root', () => {
    for (const p of [
      '/../package.json',
      '/assets/../../package.json',
      '/%2e%2e/package.json',
      '/%2E%2E%2Fpackage.json',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/..%5c..%5cwindows',
      '/a\\..\\..\\b',
      '/index.html%00.png',
      '/%E0%A4%A',
    ]) {
      expect(resolveStaticPath(ROOT, p), p).toBeNull();
    }
  });

  it('keeps absolute-looking paths inside the root', () => {
    expect(resolveStaticPath(ROOT, '//etc/passwd')).toBe(path.join(ROOT, 'etc', 'passwd'));
  });
});

describe('mimeTypeOf', () => {
  it('knows the build output types', () => {
    expect(mimeTypeOf('x/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeOf('x/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('x/a.css')).toBe('text/css; charset=utf-8');
    expect(mimeTypeOf('x/a.svg')).toBe('image/svg+xml');
    expect(mimeTypeOf('x/a.woff2')).toBe('font/woff2');
    expect(mimeTypeOf('x/a.unknown')).toBe('application/octet-stream');
  });
});

describe('isTrustedSender', () => {
  const ours = new Set([7]);
  it('accepts our page in our window', () => {
    expect(isTrustedSender({ frameUrl: 'app://sandtable/index.html', webContentsId: 7 }, ours)).toBe(true);
    expect(isTrustedSender({ frameUrl: 'app://sandtable/', webContentsId: 7 }, ours)).toBe(true);
  });
  it('refuses an unknown sender', () => {
    expect(isTrustedSender({ frameUrl: 'app://sandtable/index.html', webContentsId: 8 }, ours)).toBe(false);
    expect(isTrustedSender({ frameUrl: 'https://evil.example/', webContentsId: 7 }, ours)).toBe(false);
    expect(isTrustedSender({ frameUrl: 'app://evil/index.html', webContentsId: 7 }, ours)).toBe(false);
    expect(isTrustedSender({ frameUrl: 'file:///etc/passwd', webContentsId: 7 }, ours)).toBe(false);
    expect(isTrustedSender({ frameUrl: 'app://sandtable.evil.example/', webContentsId: 7 }, ours)).toBe(false);
    expect(isTrustedSender({ frameUrl: null, webContentsId: 7 }, ours)).toBe(false);
    expect(isTrustedSender({ frameUrl: 'not a url', webContentsId: 7 }, ours)).toBe(false);
  });
});

describe('isAppUrl', () => {
  it('tells our pages from the rest', () => {
    expect(isAppUrl('app://sandtable/index.html')).toBe(true);
    expect(isAppUrl('https://example.com/')).toBe(false);
    expect(isAppUrl('javascript:alert(1)')).toBe(false);
  });
});
